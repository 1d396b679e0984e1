// Presenting the tour from the front of a room: on a 1280 x 720 projector (GRADFLOW_TEST_SCREEN=
// 1920x1080 for another), on the desk and in presentation mode, with the Lesson panel open on
// every step of the built-in tour: every label, chart title, axis label, legend entry and caption
// whole and inside its widget, no two texts over each other, every control the step's text points
// at on screen, the charts given the room and kept still from one step to the next.
#include "tests/support/projectorscreen.h"
#include "tests/support/settle.h"
#include "tests/support/stepwait.h"
#include "tests/support/shownrect.h"
#include "tests/support/textproblems.h"
#include "ui/charts/exponenttext.h"
#include "ui/charts/chartpanel.h"
#include "ui/charts/layerchart.h"
#include "ui/charts/legendstrip.h"
#include "ui/charts/look.h"
#include "ui/lesson/lessontabs.h"
#include "ui/lesson/tourpanel.h"
#include "ui/jacobian/densitychart.h"
#include "ui/training/losschart.h"
#include "ui/training/trainingpanel.h"
#include "ui/training/updateheatmap.h"
#include "ui/transformer/transformerpanel.h"
#include "ui/window/mainwindow.h"
#include "ui/workers/computeworker.h"
#include "core/lesson/tour.h"
#include "tests/support/windowtest.h"
#include "ui/window/controlpanel.h"
#include "ui/window/keysdialog.h"
#include "core/model/presets.h"

#include <QAbstractScrollArea>
#include <QAbstractButton>
#include <QAction>
#include <QGroupBox>
#include <QRegularExpression>
#include <QApplication>
#include <QChart>
#include <QGraphicsTextItem>
#include <QLabel>
#include <QPushButton>
#include <QScreen>
#include <QTableWidget>
#include <QHeaderView>
#include <QToolTip>
#include <QAbstractAxis>
#include <QFontInfo>
#include <QLegend>
#include <QChartView>
#include <QSlider>
#include <QStyle>
#include <QTextDocument>
#include <QValueAxis>
#include <QGraphicsScene>
#include <QScrollArea>
#include <QSpinBox>
#include <QStatusBar>
#include <QtTest>

using namespace gradflow;
using gradflow::test::textProblems;

namespace {

void showOnDesk(MainWindow &w)
{
    const QRect screen = w.screen()->geometry();
    w.resize(screen.width(), screen.height() - 40);
    w.show();
    QVERIFY(QTest::qWaitForWindowExposed(&w));
}

// The *names* a step's text points at: each must be a control, its label or a box's title
// that the window shows whole.
QStringList namesNotShown(MainWindow &w, const std::string &text)
{
    QStringList missing;
    static const QRegularExpression named(QStringLiteral("\\*([^*]+)\\*"));
    for (const QRegularExpressionMatch &m : named.globalMatch(QString::fromStdString(text))) {
        const QString name = m.captured(1);
        bool shown = false;
        for (const QWidget *widget : w.centralWidget()->findChildren<QWidget *>()) {
            QString label;
            if (const auto *l = qobject_cast<const QLabel *>(widget))
                label = l->text();
            else if (const auto *b = qobject_cast<const QAbstractButton *>(widget))
                label = b->text();
            else if (const auto *g = qobject_cast<const QGroupBox *>(widget))
                label = g->title();
            label.remove(QLatin1Char('&'));
            if (label == name && widget->isVisible() && shownRect(widget) == inWindow(widget))
                shown = true;
        }
        if (!shown)
            missing << name;
    }
    return missing;
}

double chartScaleOf(MainWindow &w, bool presentation)
{
    return presentation
               ? Look::room(w.screen()->geometry().height(), QFontInfo(QApplication::font()).pixelSize()).chartScale
               : 1.0;
}

// The window presenting: desk or presentation mode, the Lesson panel open.
void present(MainWindow &w, bool presentation)
{
    showOnDesk(w);
    setPresentation(w, presentation);
    w.tourPanel()->toggleAction()->trigger();
    QVERIFY(w.tourPanel()->isVisible());
}

} // namespace

class TestPresentLayout : public QObject
{
    Q_OBJECT

private slots:
    void everyStepShowsEveryTextWhole_data();
    void everyStepShowsEveryTextWhole();
    void chartsKeepTheirPlaceFromStepToStep_data();
    void chartsKeepTheirPlaceFromStepToStep();
    void presentingGivesTheChartsTheRoom();
    void deskOpensAtTheScreensSize();
    void presentationScalesEverything();
    void everythingFitsAt720WithPins();
    void stdSliderHasRoomForEveryStep();
    void axisTitlesAndLegendsGrowForTheRoom();
    void keysAndTipsGrowForTheRoom();
    void updateMapStepsKeepApart_data();
    void updateMapStepsKeepApart();
};

void TestPresentLayout::everyStepShowsEveryTextWhole_data()
{
    QTest::addColumn<bool>("presentation");
    QTest::newRow("desk") << false;
    QTest::newRow("presentation") << true;
}

void TestPresentLayout::everyStepShowsEveryTextWhole()
{
    QFETCH(bool, presentation);
    MainWindow w(false);
    present(w, presentation);
    TourPanel *panel = w.tourPanel();
    QStringList failures;
    for (int i = 0; i < int(panel->tour().steps.size()); ++i) {
        const TourStep &step = panel->tour().steps[size_t(i)];
        panel->goTo(i);
        waitForStep(w, step);
        QVERIFY(settle());
        QStringList problems = textProblems(w, chartScaleOf(w, presentation));
        for (const QString &name : namesNotShown(w, step.text))
            problems << QStringLiteral("the text points at '%1', not on screen").arg(name);
        for (const QString &p : problems)
            failures << QStringLiteral("step %1 '%2': %3").arg(i + 1).arg(QString::fromStdString(step.title), p);
    }
    for (const QString &f : failures)
        qWarning().noquote() << f;
    QVERIFY2(failures.isEmpty(),
             qPrintable(QStringLiteral("%1 problems, the first: %2").arg(failures.size()).arg(failures.value(0))));
}

void TestPresentLayout::chartsKeepTheirPlaceFromStepToStep_data() { everyStepShowsEveryTextWhole_data(); }

// Next must not move the charts: the panel keeps its width whatever the step's text. A
// transformer's tab has no readouts column beside it, so its steps keep a place of their own.
void TestPresentLayout::chartsKeepTheirPlaceFromStepToStep()
{
    QFETCH(bool, presentation);
    MainWindow w(false);
    present(w, presentation);
    TourPanel *panel = w.tourPanel();
    QRect first[2];
    int firstPanelWidth = 0;
    for (int i = 0; i < int(panel->tour().steps.size()); ++i) {
        const TourStep &step = panel->tour().steps[size_t(i)];
        if (step.view != LessonView::Network && step.view != LessonView::Jacobian)
            continue;
        panel->goTo(i);
        waitForStep(w, step);
        QVERIFY(settle());
        const bool transformer = step.config.architecture == Architecture::Transformer;
        const QRect charts = transformer ? inWindow(w.transformerPanel()) : inWindow(w.charts());
        if (!firstPanelWidth)
            firstPanelWidth = panel->width();
        if (first[transformer].isNull())
            first[transformer] = charts;
        QCOMPARE(panel->width(), firstPanelWidth);
        QVERIFY2(charts.left() == first[transformer].left() && charts.width() == first[transformer].width(),
                 qPrintable(QStringLiteral("step %1: charts at %2, first at %3")
                                .arg(i + 1)
                                .arg(QDebug::toString(charts), QDebug::toString(first[transformer]))));
    }
}

// In presentation mode with the panel, the charts get most of the width; the controls fold away
// and the readouts stay.
void TestPresentLayout::presentingGivesTheChartsTheRoom()
{
    MainWindow w(false);
    present(w, true);
    w.tourPanel()->goTo(0);
    waitForStep(w, w.tourPanel()->tour().steps.front());
    QVERIFY(settle());
    const int screen = w.screen()->geometry().width();
    QVERIFY2(w.charts()->width() >= screen / 2,
             qPrintable(QStringLiteral("charts %1 of %2 px").arg(w.charts()->width()).arg(screen)));
    QVERIFY(w.tourPanel()->width() <= screen / 4);
    // The controls unfold on demand, and fold again.
    QPushButton *unfold = nullptr;
    for (QPushButton *b : w.centralWidget()->findChildren<QPushButton *>())
        if (b->text() == QCoreApplication::translate("gradflow::ControlsColumn", "Show the controls"))
            unfold = b;
    QVERIFY(unfold && unfold->isVisible());
    const int folded = w.charts()->width();
    unfold->click();
    QVERIFY(settle());
    QVERIFY2(w.charts()->width() < folded,
             qPrintable(QStringLiteral("%1 px unfolded, %2 folded").arg(w.charts()->width()).arg(folded)));
    unfold->click();
    QVERIFY(settle());
    QCOMPARE(w.charts()->width(), folded);
}

// From fresh settings the desk window takes most of a large screen (not 1280 x 860 in a corner of
// a 1080-line projector), and never more than a small one has.
void TestPresentLayout::deskOpensAtTheScreensSize()
{
    MainWindow w(false);
    const QRect room = w.screen()->availableGeometry();
    QVERIFY2(w.width() <= room.width() && w.height() <= room.height() - 40, qPrintable(QDebug::toString(w.size())));
    QVERIFY2(w.width() >= std::min(room.width(), int(0.85 * room.width()))
                 && w.height() >= int(0.85 * room.height()) - 40,
             qPrintable(QDebug::toString(w.size())));
}

// Presentation mode sizes the controls, readouts, legend and caption for the room,
// and with eight pins on a 720-line screen stays full screen with the status line on it.
void TestPresentLayout::presentationScalesEverything()
{
    MainWindow w(false);
    w.show();
    waitDrawn(w);
    for (const Preset &p : presets()) {
        if (w.charts()->pinLabels().size() == ChartPanel::maxPins)
            break;
        w.applyConfig(p.config);
        waitDrawn(w);
        QVERIFY(w.document()->addPin(w.charts()->result()));
    }
    const QRect screen = w.screen()->geometry();
    QAction *present = actionWithShortcut(w, QKeySequence(Qt::Key_F11));
    present->trigger();
    QTRY_VERIFY(w.isFullScreen());
    QVERIFY(settle());
    QVERIFY2(w.minimumSizeHint().height() <= screen.height(),
             qPrintable(QString::number(w.minimumSizeHint().height())));
    QCOMPARE(w.geometry().height(), screen.height());
    QStatusBar *status = w.statusBar();
    QVERIFY(status->isVisible());
    QVERIFY(status->mapTo(&w, QPoint(0, status->height())).y() <= w.height());
    const int room = int(std::ceil(0.022 * screen.height()));
    auto pixels = [](const QWidget *widget) { return QFontInfo(widget->font()).pixelSize(); };
    QVERIFY2(pixels(w.controls()->depthSpin()) >= room, qPrintable(QString::number(pixels(w.controls()->depthSpin()))));
    QVERIFY(pixels(status) >= room);
    for (QLabel *l : w.findChildren<QLabel *>()) {
        if (plainText(l) == w.readouts().value(0) || plainText(l) == w.charts()->caption())
            QVERIFY2(pixels(l) >= room, qPrintable(l->text()));
    }
    QVERIFY(pixels(w.charts()->legend()) >= room);
    // The Jacobian tab's charts take the room's type as the Training tab's do.
    auto titlePixels = [](const QChartView *view) { return QFontInfo(view->chart()->titleFont()).pixelSize(); };
    QCOMPARE(titlePixels(w.findChild<DensityChart *>()), titlePixels(w.findChild<LossChart *>()));
    for (QLabel *l : w.controls()->findChildren<QLabel *>()) { // whole, not clipped
        if (l->text().contains(QStringLiteral("/√n")))
            QVERIFY2(l->width() >= QFontMetrics(l->font()).horizontalAdvance(l->text()), qPrintable(l->text()));
    }
    present->trigger();
    QTRY_VERIFY(!w.isFullScreen());
    QVERIFY(pixels(w.controls()->depthSpin()) < room);
}

// At 720 lines, on a desk and in presentation mode with four pins (two rows of legend): every
// readout is on screen without scrolling, and the layer axis keeps its numbers (Qt Charts
// shortens labels it has no room for to "...").
void TestPresentLayout::everythingFitsAt720WithPins()
{
    MainWindow w(false); // at the size it opens with on a 720-line screen
    w.show();
    waitDrawn(w);
    for (const char *name : {"relu-he", "relu-small", "relu-he-residual", "sigmoid-xavier"}) {
        w.applyConfig(findPreset(name)->config);
        waitDrawn(w);
        QVERIFY(w.document()->addPin(w.charts()->result()));
    }
    for (bool presentation : {false, true}) {
        setPresentation(w, presentation);
        QVERIFY(settle());
        const QString where = presentation ? QStringLiteral("presentation") : QStringLiteral("desk");
        QVERIFY(w.charts()->legend()->height() > 1.5 * QFontMetrics(w.charts()->legend()->font()).height()); // two rows
        int numbers = 0;
        for (QGraphicsItem *item : w.charts()->chart(2)->scene()->items()) {
            if (auto *text = dynamic_cast<QGraphicsTextItem *>(item); text && text->isVisible()) {
                QVERIFY2(!text->toPlainText().contains(QStringLiteral("..."))
                             && !text->toPlainText().contains(QChar(0x2026)),
                         qPrintable(where + ": layer axis label " + text->toPlainText()));
                numbers += text->toPlainText().toInt() > 0;
            }
        }
        QVERIFY2(numbers >= 3, qPrintable(where));
        for (int i = 0; i < 2; ++i) { // the lowest y label whole above the next chart
            LayerChart *chart = w.charts()->chart(i);
            const double reach = chart->chart()->plotArea().bottom() + chart->yLabelHeight() / 2;
            QVERIFY2(reach <= chart->viewport()->height(),
                     qPrintable(QStringLiteral("%1, chart %2: the lowest label reaches %3 in %4 px")
                                    .arg(where)
                                    .arg(i)
                                    .arg(reach)
                                    .arg(chart->viewport()->height())));
        }
        auto *scroll = w.findChild<QScrollArea *>();
        QVERIFY(scroll);
        const QRect visible = scroll->viewport()->rect();
        int readouts = 0;
        for (QLabel *l : w.findChildren<QLabel *>()) {
            if (!w.readouts().contains(plainText(l)) || !l->isVisible() || !scroll->widget()->isAncestorOf(l))
                continue;
            ++readouts;
            const QRect at(l->mapTo(scroll->viewport(), QPoint(0, 0)), l->size());
            QVERIFY2(visible.contains(at),
                     qPrintable(QStringLiteral("%1: readout %2 at y %3..%4, the column shows 0..%5")
                                    .arg(where, plainText(l))
                                    .arg(at.top())
                                    .arg(at.bottom())
                                    .arg(visible.bottom())));
        }
        QVERIFY(readouts >= 5);
    }
    setPresentation(w, false);
}

// The init-std slider spans four decades: squeezed beside its readout it had 2.5 pixels a step,
// so a small drag went from 0.177 to 0.008. At least 5 pixels a step (50 a decade), desk and
// presentation, and every value the slider gives read whole beside the init scheme.
void TestPresentLayout::stdSliderHasRoomForEveryStep()
{
    MainWindow w(false);
    w.show();
    waitDrawn(w);
    for (bool presentation : {false, true}) {
        setPresentation(w, presentation);
        QVERIFY(settle());
        QSlider *slider = w.controls()->stdSlider();
        const double travel = slider->width() - slider->style()->pixelMetric(QStyle::PM_SliderLength, nullptr, slider);
        QVERIFY2(travel / slider->maximum() >= 5,
                 qPrintable(QStringLiteral("%1 px for %2 steps").arg(travel).arg(slider->maximum())));
        QLabel *readout = w.controls()->stdReadout();
        for (Init init : {Init::He, Init::Orthogonal}) {
            ModelConfig c = w.document()->config();
            c.init = init;
            w.document()->setConfig(c);
            for (int i = 0; i <= slider->maximum(); ++i) {
                slider->setValue(i);
                const int needed = readout->fontMetrics().horizontalAdvance(readout->text());
                QVERIFY2(needed <= readout->width(),
                         qPrintable(
                             QStringLiteral("%1: %2 px in %3").arg(readout->text()).arg(needed).arg(readout->width())));
            }
        }
    }
    setPresentation(w, false);
}

// F11 grew the tick labels but left the main view's "RMS of h", "|∂loss/∂h|" and "layer" at
// 12 x 1.15 px, under the room's text (2.2% of the screen's height); its legend is a strip of
// its own, already at the room's size. Both at least that size in presentation mode.
void TestPresentLayout::axisTitlesAndLegendsGrowForTheRoom()
{
    MainWindow w(false);
    w.show();
    waitDrawn(w);
    setPresentation(w, true);
    QVERIFY(settle());
    const int room = int(std::ceil(0.022 * w.screen()->geometry().height()));
    QStringList small;
    int seen = 0;
    for (int i = 0; i < 3; ++i) {
        for (QAbstractAxis *axis : w.charts()->chart(i)->chart()->axes()) {
            if (axis->titleText().isEmpty()) // the y title is drawn beside the labels in the axis's title font
                continue;
            ++seen;
            if (QFontInfo(axis->titleFont()).pixelSize() < room - 1)
                small
                    << QStringLiteral("%1: %2 px").arg(axis->titleText()).arg(QFontInfo(axis->titleFont()).pixelSize());
        }
    }
    if (QFontInfo(w.charts()->legend()->font()).pixelSize() < room - 1)
        small << QStringLiteral("the legend: %1 px").arg(QFontInfo(w.charts()->legend()->font()).pixelSize());
    QVERIFY(seen >= 4);
    QVERIFY2(small.isEmpty(),
             qPrintable(QStringLiteral("under the room's %1 px: ").arg(room) + small.join(QStringLiteral("; "))));
    setPresentation(w, false);
}

// The hover tips (a layer's value) and Help > Keys stayed desk-sized in presentation mode: both
// in the room's type, and the Keys list wide enough for both its columns.
void TestPresentLayout::keysAndTipsGrowForTheRoom()
{
    MainWindow w(false);
    w.show();
    waitDrawn(w);
    setPresentation(w, true);
    QVERIFY(settle());
    const int room = int(std::ceil(0.022 * w.screen()->geometry().height()));
    QVERIFY2(QFontInfo(QToolTip::font()).pixelSize() >= room - 1,
             qPrintable(QString::number(QFontInfo(QToolTip::font()).pixelSize())));
    actionWithShortcut(w, "F1")->trigger();
    KeysDialog *keys = nullptr;
    QTRY_VERIFY((keys = w.findChild<KeysDialog *>()) && keys->isVisible());
    QVERIFY(settle());
    QVERIFY2(QFontInfo(keys->table()->font()).pixelSize() >= room - 1,
             qPrintable(QString::number(QFontInfo(keys->table()->font()).pixelSize())));
    QVERIFY2(keys->table()->horizontalHeader()->length() <= keys->table()->viewport()->width(),
             qPrintable(QStringLiteral("columns %1 px in %2")
                            .arg(keys->table()->horizontalHeader()->length())
                            .arg(keys->table()->viewport()->width())));
    keys->close();
    setPresentation(w, false);
    QVERIFY(QFontInfo(QToolTip::font()).pixelSize() < room - 1); // the desk's again
}

void TestPresentLayout::updateMapStepsKeepApart_data() { everyStepShowsEveryTextWhole_data(); }

// The update map names its rows in its own painting, which no label check reads: on the
// transformer's Training steps (a 150-step run, the map short beside the Lesson panel) 100 and
// 150 were painted one over the other. Every named row apart from the next, 150 named.
void TestPresentLayout::updateMapStepsKeepApart()
{
    QFETCH(bool, presentation);
    MainWindow w(false);
    present(w, presentation);
    TourPanel *panel = w.tourPanel();
    int seen = 0;
    for (int i = 0; i < int(panel->tour().steps.size()); ++i) {
        const TourStep &step = panel->tour().steps[size_t(i)];
        if (step.view != LessonView::Training || step.config.architecture != Architecture::Transformer)
            continue;
        panel->goTo(i);
        waitForStep(w, step);
        QVERIFY(settle());
        const UpdateHeatmap *map = w.training()->heatmap();
        const QList<QRectF> labels = map->stepLabelRects();
        QVERIFY(labels.size() >= 2);
        for (int k = 1; k < labels.size(); ++k) {
            const QRectF over = labels[k - 1].intersected(labels[k]);
            QVERIFY2(over.height() < 0.5,
                     qPrintable(QStringLiteral("step %1: row labels %2 and %3 overlap %4 px (map %5 px high)")
                                    .arg(i + 1)
                                    .arg(k - 1)
                                    .arg(k)
                                    .arg(over.height())
                                    .arg(map->height())));
        }
        QVERIFY(QRectF(map->rect()).contains(labels.back()));
        ++seen;
    }
    QVERIFY(seen >= 2);
}

int main(int argc, char *argv[]) { return gradflow::test::runOnProjectorScreen<TestPresentLayout>(argc, argv); }
#include "test_presentlayout.moc"
