// ResidualScalingPage: its measurement (2N writes to a stream of samples x width numbers) runs
// off the GUI thread, so its own spin boxes' largest values (4096 samples) keep the window
// painting, and the figure shows the answer to the latest settings.
#include "ui/lesson/residualscalingpage.h"

#include "tests/support/responsive.h"

#include <QLabel>
#include <QRegularExpression>
#include <QSpinBox>
#include <QtTest>

using namespace gradflow;

class TestResidualScalingPage : public QObject
{
    Q_OBJECT

private slots:
    void largeStreamKeepsTheWindowResponsive();
    void measuringShowsItsProgress();
};

void TestResidualScalingPage::largeStreamKeepsTheWindowResponsive()
{
    ResidualScalingPage page;
    page.resize(1000, 700);
    page.show();
    page.shownTexts(); // the defaults measured
    const QList<QSpinBox *> boxes = page.findChildren<QSpinBox *>();
    QCOMPARE(boxes.size(), 3); // layers, samples, width: as the teacher types them
    GapMeter meter;
    QElapsedTimer clock;
    clock.start();
    boxes[1]->setValue(4096); // 4096 typed into "Stream samples" froze it 15-30 s
    boxes[0]->setValue(51);
    const qint64 typing = clock.elapsed();
    const QStringList texts = page.shownTexts(); // waits for the answer, serving events meanwhile
    const QString all = texts.join('\n');
    QVERIFY2(typing < GapMeter::boundMs, qPrintable(QString("the spin boxes took %1 ms").arg(typing)));
    QVERIFY2(meter.longestGap() < GapMeter::boundMs,
             qPrintable(QString("no event for %1 ms of %2").arg(meter.longestGap()).arg(clock.elapsed())));
    QVERIFY2(meter.ticks() > 0, "the timer never fired");
    // The figure answers the last settings, not one on the way.
    QVERIFY2(all.contains(QStringLiteral("After 51 layers (102 writes)")), qPrintable(all));
    QVERIFY2(all.contains(QStringLiteral("Measured on 4096 × 256 numbers")), qPrintable(all));
}

// While a long measurement runs, the controls column says how far it is; the bar goes when the
// answer comes.
void TestResidualScalingPage::measuringShowsItsProgress()
{
    ResidualScalingPage page;
    page.resize(1000, 700);
    page.show();
    page.shownTexts();
    QLabel *busy = page.measureProgress();
    QVERIFY(busy->isHidden());
    LessonSettings s = page.settings();
    s.gptLayers = 100;
    s.streamSamples = 4096;
    s.streamWidth = 256;
    page.setSettings(s);
    const QRegularExpression percent(QStringLiteral("^Measuring… ([1-9][0-9]?)%$")); // under way, not done
    QTRY_VERIFY_WITH_TIMEOUT(busy->isVisible() && percent.match(busy->text()).hasMatch(), 30000);
    page.shownTexts(); // waits for the answer
    QVERIFY(busy->isHidden());
}

QTEST_MAIN(TestResidualScalingPage)
#include "test_residualscalingpage.moc"
