#include "ui/workers/busydelay.h"

#include <QElapsedTimer>
#include <QtTest/QtTest>

using namespace gradflow;

// BusyDelay: the moment before a status says "busy", armed on each request.
class TestBusyDelay : public QObject
{
    Q_OBJECT

private slots:
    // One arm: the status shows once, after the delay, never before it.
    void showsOnceAfterTheDelay()
    {
        int shown = 0;
        BusyDelay delay(nullptr, [&] { ++shown; });
        QElapsedTimer clock;
        clock.start();
        delay.arm();
        QVERIFY(delay.waiting());
        QCoreApplication::processEvents();
        if (clock.elapsed() < BusyDelay::delayMs)
            QCOMPARE(shown, 0);
        QTRY_COMPARE_WITH_TIMEOUT(shown, 1, 5000);
        QVERIFY(clock.elapsed() >= BusyDelay::delayMs);
        QTest::qWait(2 * BusyDelay::delayMs);
        QCOMPARE(shown, 1);
    }

    // A drag arms it on every step, quicker than the delay: the first arm's wait still ends
    // (one restarted each time would never show that the charts are stale).
    void aDragOfRequestsStillShowsBusy()
    {
        int shown = 0;
        BusyDelay delay(nullptr, [&] { ++shown; });
        QElapsedTimer clock;
        clock.start();
        while (shown == 0 && clock.elapsed() < 20 * BusyDelay::delayMs) {
            delay.arm();
            QTest::qWait(BusyDelay::delayMs / 5);
        }
        QCOMPARE(shown, 1);
    }

    // The answer came first: nothing is shown.
    void cancelledNeverShows()
    {
        int shown = 0;
        BusyDelay delay(nullptr, [&] { ++shown; });
        delay.arm();
        delay.cancel();
        QVERIFY(!delay.waiting());
        QTest::qWait(3 * BusyDelay::delayMs);
        QCOMPARE(shown, 0);
    }
};

QTEST_GUILESS_MAIN(TestBusyDelay)
#include "test_busydelay.moc"
