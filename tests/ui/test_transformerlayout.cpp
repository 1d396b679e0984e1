// A transformer's Network tab presented from the front of a room: on a 1280 x 720 projector
// (GRADFLOW_TEST_SCREEN=1920x1080 for another), on the desk and in presentation mode, with the
// Lesson panel open: every chart title, block label and legend entry whole, inside its chart and
// over no other text, at the depths the lesson shows (GPT-2's 12, 30, GPT-2 XL's 48).
#include "tests/support/lessontransformer.h"
#include "tests/support/projectorscreen.h"
#include "tests/support/settle.h"
#include "tests/support/textproblems.h"
#include "tests/support/windowtest.h"
#include "ui/charts/legendstrip.h"
#include "ui/charts/look.h"
#include "ui/transformer/sublayerchart.h"
#include "ui/transformer/transformerpanel.h"
#include "ui/window/controlscolumn.h"
#include "ui/window/transformerview.h"

#include <QApplication>
#include <QFontInfo>
#include <QLegend>
#include <QLabel>
#include <QLegendMarker>
#include <QPushButton>
#include <QScreen>
#include <QXYSeries>

using namespace gradflow;
using gradflow::test::chartTexts;
using gradflow::test::textProblems;

namespace {

double chartScaleOf(MainWindow &w, bool presentation)
{
    return presentation
               ? Look::room(w.screen()->geometry().height(), QFontInfo(QApplication::font()).pixelSize()).chartScale
               : 1.0;
}

// The texts a chart shows, as drawn: its title, axis labels and its own legend's entries.
QStringList shownTexts(const SubLayerChart *chart)
{
    QStringList texts;
    for (const gradflow::test::ShownText &t : chartTexts(chart))
        texts << t.text;
    return texts;
}

// The names of the series a chart holds points of: each must be read somewhere, in the chart's
// own legend or in a legend strip of the panel.
QStringList namesToRead(const SubLayerChart *chart)
{
    QStringList names;
    for (QAbstractSeries *s : chart->chart()->series()) {
        const auto *xy = static_cast<QXYSeries *>(s);
        if (!s->name().isEmpty() && !xy->points().isEmpty())
            names << s->name();
    }
    return names;
}

QStringList stripLabels(const TransformerPanel *panel)
{
    QStringList labels;
    for (const LegendStrip *strip : panel->findChildren<LegendStrip *>())
        if (strip->isVisible())
            for (const LegendStrip::Entry &e : strip->entries())
                labels << e.label;
    return labels;
}

} // namespace

class TestTransformerLayout : public QObject
{
    Q_OBJECT

private slots:
    void initTestCase();
    void everyTextWhole_data();
    void everyTextWhole();
    void foldedColumnHoldsTheNote();
};

void TestTransformerLayout::initTestCase()
{
    QCoreApplication::setOrganizationName("GradFlowTest");
    QCoreApplication::setApplicationName("GradFlowTest");
}

void TestTransformerLayout::everyTextWhole_data()
{
    QTest::addColumn<bool>("presentation");
    QTest::addColumn<int>("blocks");
    for (int blocks : {12, 30, 48}) {
        QTest::addRow("desk, %d blocks", blocks) << false << blocks;
        QTest::addRow("presentation, %d blocks", blocks) << true << blocks;
    }
}

void TestTransformerLayout::everyTextWhole()
{
    QFETCH(bool, presentation);
    QFETCH(int, blocks);
    MainWindow w(false);
    const QRect screen = w.screen()->geometry();
    w.resize(screen.width(), screen.height() - 40);
    w.show();
    QVERIFY(QTest::qWaitForWindowExposed(&w));
    setPresentation(w, presentation);
    w.tourPanel()->toggleAction()->trigger(); // the Lesson panel open beside the charts
    QVERIFY(w.tourPanel()->isVisible());
    w.document()->setConfig(lessonTransformer(blocks));
    const auto *view = w.findChild<TransformerView *>();
    QTRY_VERIFY_WITH_TIMEOUT(view->drawn() && view->drawn()->config.depth == blocks, 60000);
    QVERIFY(settle());
    TransformerPanel *panel = w.transformerPanel();
    QVERIFY(panel->isVisible());
    QStringList problems = textProblems(w, chartScaleOf(w, presentation));
    const QStringList strips = stripLabels(panel);
    for (const SubLayerChart *chart : {panel->signalChart(), panel->weightChart(), panel->entropyChart()}) {
        const QStringList shown = shownTexts(chart);
        for (const QString &label : chart->xLabels()) // every block label the axis holds, drawn whole
            if (!shown.contains(label))
                problems << QStringLiteral("chart '%1': x label '%2' not drawn").arg(chart->chart()->title(), label);
        for (const QString &name : namesToRead(chart))
            if (!shown.contains(name) && !strips.contains(name))
                problems << QStringLiteral("chart '%1': legend entry '%2' not shown whole")
                                .arg(chart->chart()->title(), name);
    }
    for (const QString &p : problems)
        qWarning().noquote() << p;
    QVERIFY2(problems.isEmpty(),
             qPrintable(QStringLiteral("%1 problems, the first: %2").arg(problems.size()).arg(problems.value(0))));
}

// Presenting with the Lesson panel open, the folded controls column held nothing but its button
// for a transformer (a dense network's compact readouts stand there), a column of blank beside
// charts shortened by the note over them: the note stands in the column, whole, and the charts
// take its height. Unfolded, or on the desk, the note is over the charts again.
void TestTransformerLayout::foldedColumnHoldsTheNote()
{
    MainWindow w(false);
    const QRect screen = w.screen()->geometry();
    w.resize(screen.width(), screen.height() - 40);
    w.show();
    QVERIFY(QTest::qWaitForWindowExposed(&w));
    setPresentation(w, true);
    w.tourPanel()->toggleAction()->trigger();
    w.document()->setConfig(lessonTransformer(12));
    const auto *view = w.findChild<TransformerView *>();
    QTRY_VERIFY_WITH_TIMEOUT(view->drawn() && view->drawn()->config.depth == 12, 60000);
    QVERIFY(settle());
    TransformerPanel *panel = w.transformerPanel();
    auto *column = w.findChild<ControlsColumn *>();
    QVERIFY(column && panel->note()->isVisible());
    QVERIFY(panel->note()->text().contains(QStringLiteral("12"))); // "12 blocks", in any language
    QVERIFY2(column->widget()->isAncestorOf(panel->note()), "the note is not in the folded column");
    const QRect inView(panel->note()->mapTo(column->viewport(), QPoint()), panel->note()->size());
    QVERIFY2(column->viewport()->rect().contains(inView),
             qPrintable(QStringLiteral("note at %1,%2 %3x%4 in a column %5 high")
                            .arg(inView.x())
                            .arg(inView.y())
                            .arg(inView.width())
                            .arg(inView.height())
                            .arg(column->viewport()->height())));
    QVERIFY(panel->signalChart()->mapTo(panel, QPoint()).y() < 8); // the charts from the panel's top
    auto *unfold = column->findChild<QPushButton *>();
    QVERIFY(unfold && unfold->isVisible());
    unfold->click(); // the controls shown: the note back over the charts
    QVERIFY(settle());
    QVERIFY(panel->isAncestorOf(panel->note()) && panel->note()->isVisible());
    unfold->click();
    QVERIFY(settle());
    setPresentation(w, false); // the desk: over the charts
    QVERIFY(settle());
    QVERIFY(panel->isAncestorOf(panel->note()) && panel->note()->isVisible());
}

int main(int argc, char *argv[]) { return gradflow::test::runOnProjectorScreen<TestTransformerLayout>(argc, argv); }
#include "test_transformerlayout.moc"
