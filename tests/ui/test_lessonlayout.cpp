// The lesson as a room sees it: on a 1280 x 720 projector (GRADFLOW_TEST_SCREEN=1920x1080 for
// another), on the desk and in presentation mode, every side view shows every number it holds
// whole (no table row, column or sentence cut off or scrolled away), and every tour step shows
// each number its text quotes on screen.
#include "tests/support/projectorscreen.h"
#include "tests/support/settle.h"
#include "tests/support/stepwait.h"
#include "tests/support/shownrect.h"
#include "ui/charts/chartpanel.h"
#include "ui/charts/exponenttext.h"
#include "ui/workers/computeworker.h"
#include "ui/charts/layerchart.h"
#include "ui/lesson/lessonpage.h"
#include "ui/lesson/lessontabs.h"
#include "ui/training/trainingpanel.h"
#include "ui/window/mainwindow.h"
#include "core/lesson/tour.h"
#include "ui/lesson/tourpanel.h"
#include "tests/support/windowtest.h"

#include <QAction>
#include <QHeaderView>
#include <QLabel>
#include <QScreen>
#include <QTableWidget>
#include <QTemporaryFile>
#include <QtTest>

using namespace gradflow;

namespace {

bool wholeOnScreen(const QWidget *widget)
{
    const QWidget *window = widget->window();
    return widget->isVisible() && shownRect(widget) == inWindow(widget) && window->rect().contains(inWindow(widget))
           && window->width() <= window->screen()->geometry().width()
           && window->height() <= window->screen()->geometry().height();
}

// What of a label's text its box cuts off, or an empty string.
QString labelCut(const QLabel *label)
{
    if (!wholeOnScreen(label))
        return QStringLiteral("outside the screen or clipped");
    if (label->wordWrap() && label->heightForWidth(label->width()) > label->height())
        return QStringLiteral("needs %1 px, has %2").arg(label->heightForWidth(label->width())).arg(label->height());
    if (!label->wordWrap() && label->sizeHint().width() > label->width())
        return QStringLiteral("needs %1 px wide, has %2").arg(label->sizeHint().width()).arg(label->width());
    return {};
}

// What of a table's cells the screen does not show whole, or an empty string.
QString tableCut(const QTableWidget *table)
{
    if (!wholeOnScreen(table))
        return QStringLiteral("table clipped: shown %1 of %2")
            .arg(QDebug::toString(shownRect(table)), QDebug::toString(inWindow(table)));
    const QRect viewport = table->viewport()->rect();
    for (int r = 0; r < table->rowCount(); ++r)
        for (int c = 0; c < table->columnCount(); ++c) {
            const QTableWidgetItem *item = table->item(r, c);
            if (!item)
                continue;
            const QRect cell = table->visualItemRect(item);
            const int needs = table->fontMetrics().horizontalAdvance(item->text()) + 6;
            if (!viewport.contains(cell) || cell.width() < needs || cell.height() < table->fontMetrics().height())
                return QStringLiteral("cell (%1, %2) '%3' cut: %4 in viewport %5, needs %6 px")
                    .arg(r)
                    .arg(c)
                    .arg(item->text(), QDebug::toString(cell), QDebug::toString(viewport))
                    .arg(needs);
        }
    return {};
}

// Everything the figure of page cuts off, one line each.
QStringList cutParts(LessonPage *page)
{
    QStringList cut;
    for (const QLabel *label : page->figure()->findChildren<QLabel *>())
        if (!label->text().isEmpty())
            if (const QString why = labelCut(label); !why.isEmpty())
                cut << label->text() + ": " + why;
    for (const QTableWidget *table : page->figure()->findChildren<QTableWidget *>())
        if (const QString why = tableCut(table); !why.isEmpty())
            cut << why;
    for (LayerChart *chart : page->figure()->findChildren<LayerChart *>()) {
        // The highest and lowest y labels sit centred on the plot's edges: half of each outside it.
        const QRectF plot = chart->chart()->plotArea();
        const double half = chart->yLabelHeight() / 2;
        if (plot.top() - half < 0 || plot.bottom() + half > chart->viewport()->height())
            cut << QStringLiteral("chart '%1': y labels reach %2 to %3 px in %4 px")
                       .arg(chart->chart()->axes(Qt::Vertical).value(0)->titleText())
                       .arg(plot.top() - half)
                       .arg(plot.bottom() + half)
                       .arg(chart->viewport()->height());
    }
    return cut;
}

// The window's other widgets (not the Lesson panel's own text) that show number whole.
bool shownWhole(MainWindow &w, const QString &number)
{
    for (const QLabel *label : w.findChildren<QLabel *>())
        if (plainText(label).contains(number) && !w.tourPanel()->isAncestorOf(label) && labelCut(label).isEmpty())
            return true;
    for (const QTableWidget *table : w.findChildren<QTableWidget *>())
        if (table->isVisible() && tableCut(table).isEmpty())
            for (int r = 0; r < table->rowCount(); ++r)
                for (int c = 0; c < table->columnCount(); ++c)
                    if (table->item(r, c) && table->item(r, c)->text().contains(number))
                        return true;
    return false;
}

// A window as a desk shows it on this screen: the screen less a title bar and a panel.
void showOnDesk(MainWindow &w)
{
    const QRect screen = w.screen()->geometry();
    w.resize(screen.width(), screen.height() - 40);
    w.show();
    QVERIFY(QTest::qWaitForWindowExposed(&w));
}

} // namespace

class TestLessonLayout : public QObject
{
    Q_OBJECT

private slots:
    void viewsShowEveryNumberWhole_data();
    void viewsShowEveryNumberWhole();
    void tourStepsShowTheirNumbers_data();
    void tourStepsShowTheirNumbers();
    void presentationSizesTheViewsForTheRoom();
};

void TestLessonLayout::viewsShowEveryNumberWhole_data()
{
    QTest::addColumn<bool>("presentation");
    QTest::addColumn<bool>("panel");
    QTest::newRow("desk") << false << false;
    QTest::newRow("presentation") << true << false;
    QTest::newRow("desk, Lesson panel") << false << true;
    QTest::newRow("presentation, Lesson panel") << true << true;
}

void TestLessonLayout::viewsShowEveryNumberWhole()
{
    QFETCH(bool, presentation);
    QFETCH(bool, panel);
    MainWindow w(false);
    showOnDesk(w);
    if (presentation) {
        actionWithShortcut(w, QKeySequence(Qt::Key_F11))->trigger();
        QTRY_VERIFY(w.isFullScreen());
    }
    if (panel) {
        w.tourPanel()->toggleAction()->trigger();
        QVERIFY(w.tourPanel()->isVisible());
    }
    waitDrawn(w);
    const QRect screen = w.screen()->geometry();
    for (int v = 1; v <= 6; ++v) {
        const LessonView view = LessonView(v);
        w.lessonTabs()->showView(view);
        w.lessonTabs()->page(view)->shownTexts(); // a measured view's numbers in place, from its worker
        QVERIFY(settle());
        QVERIFY2(w.width() <= screen.width() && w.height() <= screen.height(),
                 qPrintable(QDebug::toString(w.size()))); // not grown past the screen
        QVERIFY2(w.minimumSizeHint().width() <= screen.width() && w.minimumSizeHint().height() <= screen.height(),
                 qPrintable(QDebug::toString(w.minimumSizeHint()))); // nor would a window manager let it grow
        if (!panel) // and the Lesson panel has room to open beside it (a window manager widens the window instead)
            QVERIFY2(w.minimumSizeHint().width() + w.tourPanel()->minimumSizeHint().width() <= screen.width(),
                     qPrintable(QDebug::toString(w.minimumSizeHint())));
        const QStringList cut = cutParts(w.lessonTabs()->page(view));
        if (qEnvironmentVariableIsSet("DEBUGLAYOUT"))
            qInfo() << w.size() << "panel" << w.tourPanel()->size() << "page" << w.lessonTabs()->page(view)->size()
                    << w.lessonTabs()->page(view)->minimumSizeHint() << "figure"
                    << w.lessonTabs()->page(view)->figure()->size();
        QVERIFY2(cut.isEmpty(), qPrintable(QString::fromStdString(toString(view)) + ": " + cut.join("; ")));
    }
}

void TestLessonLayout::tourStepsShowTheirNumbers_data()
{
    QTest::addColumn<bool>("presentation");
    QTest::newRow("desk") << false;
    QTest::newRow("presentation, panel shown") << true;
}

void TestLessonLayout::tourStepsShowTheirNumbers()
{
    QFETCH(bool, presentation);
    MainWindow w(false);
    showOnDesk(w);
    if (presentation) {
        actionWithShortcut(w, QKeySequence(Qt::Key_F11))->trigger();
        QTRY_VERIFY(w.isFullScreen());
    }
    TourPanel *panel = w.tourPanel();
    panel->toggleAction()->trigger();
    QVERIFY(panel->isVisible());
    for (int i = 0; i < int(panel->tour().steps.size()); ++i) {
        const TourStep &step = panel->tour().steps[size_t(i)];
        panel->goTo(i);
        waitForStep(w, step);
        QVERIFY(settle());
        for (const QLabel *label : panel->findChildren<QLabel *>()) // the step's own text, whole
            QVERIFY2(labelCut(label).isEmpty(),
                     qPrintable(QStringLiteral("step %1: %2: %3").arg(i + 1).arg(label->text(), labelCut(label))));
        for (const std::string &n : quotedNumbers(step.text)) {
            const QString number = QString::fromStdString(n);
            QVERIFY2(shownWhole(w, number), qPrintable(QStringLiteral("step %1 '%2': {%3} is not on screen whole")
                                                           .arg(i + 1)
                                                           .arg(QString::fromStdString(step.title), number)));
        }
    }
}

void TestLessonLayout::presentationSizesTheViewsForTheRoom()
{
    MainWindow w(false);
    showOnDesk(w);
    actionWithShortcut(w, QKeySequence(Qt::Key_F11))->trigger();
    QTRY_VERIFY(w.isFullScreen());
    const int room = int(std::ceil(0.022 * w.screen()->geometry().height())); // as the main view's text
    auto pixels = [](const QWidget *widget) { return QFontInfo(widget->font()).pixelSize(); };
    for (int v = 1; v <= 6; ++v) {
        LessonPage *page = w.lessonTabs()->page(LessonView(v));
        for (const QLabel *label : page->figure()->findChildren<QLabel *>())
            QVERIFY2(pixels(label) >= room, qPrintable(label->text()));
        for (const QTableWidget *table : page->figure()->findChildren<QTableWidget *>())
            QVERIFY(pixels(table) >= room);
        for (const QWidget *control : page->findChildren<QAbstractSpinBox *>())
            QVERIFY(pixels(control) >= room);
    }
    w.tourPanel()->toggleAction()->trigger(); // the Lesson panel, shown there
    for (const QLabel *label : w.tourPanel()->findChildren<QLabel *>())
        QVERIFY2(pixels(label) >= room, qPrintable(label->text()));
}

// The screen of a projector through the offscreen platform's screen file; fonts as the
// application sets them.
int main(int argc, char *argv[]) { return gradflow::test::runOnProjectorScreen<TestLessonLayout>(argc, argv); }
#include "test_lessonlayout.moc"
