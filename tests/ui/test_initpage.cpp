// InitPage: its E[y²] sample (samples x fan-in inputs through a fan-in x fan-out layer) runs off
// the GUI thread, so its spin boxes' largest fans (4096 in and out, on the default 4096 samples:
// seconds of products) keep the window painting, and the figure shows the answer to the latest
// settings.
#include "ui/lesson/initpage.h"

#include "tests/support/responsive.h"

#include <QSpinBox>
#include <QtTest>

using namespace gradflow;

class TestInitPage : public QObject
{
    Q_OBJECT

private slots:
    void largeSampleKeepsTheWindowResponsive();
};

void TestInitPage::largeSampleKeepsTheWindowResponsive()
{
    InitPage page;
    page.resize(1000, 700);
    page.show();
    page.shownTexts(); // the defaults measured
    const QList<QSpinBox *> boxes = page.findChildren<QSpinBox *>();
    QCOMPARE(boxes.size(), 4); // fan-in, fan-out, samples, seed: as the teacher types them
    GapMeter meter;
    QElapsedTimer clock;
    clock.start();
    boxes[1]->setValue(4096);
    boxes[0]->setValue(4096);
    boxes[0]->setValue(4095);
    const qint64 typing = clock.elapsed();
    const QString all = page.shownTexts().join('\n'); // waits for the answer, serving events meanwhile
    QVERIFY2(typing < GapMeter::boundMs, qPrintable(QString("the spin boxes took %1 ms").arg(typing)));
    QVERIFY2(meter.longestGap() < GapMeter::boundMs,
             qPrintable(QString("no event for %1 ms of %2").arg(meter.longestGap()).arg(clock.elapsed())));
    QVERIFY2(meter.ticks() > 0, "the timer never fired");
    // The figure answers the last settings, not one on the way.
    QVERIFY2(all.contains(QStringLiteral("Measured on 4096 inputs of 4095 N(0, 1) features")), qPrintable(all));
    QVERIFY2(all.contains(QStringLiteral("through a 4095 → 4096 layer")), qPrintable(all));
}

QTEST_MAIN(TestInitPage)
#include "test_initpage.moc"
