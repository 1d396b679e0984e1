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
        // Polled every 5 ms: never shown before the delay (a precise timer, not one that may
        // fire 5% early), shown once it has passed.
        qint64 shownAt = -1;
        while (clock.elapsed() < 5000 && shownAt < 0) {
            QTest::qWait(5);
            if (shown > 0)
                shownAt = clock.elapsed();
        }
        QCOMPARE(shown, 1);
        QVERIFY2(shownAt >= BusyDelay::delayMs, qPrintable(QString::number(shownAt)));
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
