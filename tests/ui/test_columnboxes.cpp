// Presentation mode without the Lesson panel, on a 1280 x 720 projector (GRADFLOW_TEST_SCREEN=
// 1920x1080 for another): the controls column shows every box whole or folds it. At 1080 lines the
// room's type pushed the theory box past the screen's bottom edge, cut through its "Finite width"
// row; the seed bands below it were out of view altogether. Folded behind a button, one click
// shows both whole, every row in view.
#include "tests/support/projectorscreen.h"
#include "tests/support/settle.h"
#include "tests/support/shownrect.h"
#include "tests/support/windowtest.h"
#include "ui/window/bandspanel.h"
#include "ui/window/controlscolumn.h"
#include "ui/window/theorypanel.h"

#include <QAbstractButton>
#include <QLabel>
#include <QScrollBar>
#include <QtTest>

using namespace gradflow;

namespace {

// The part's rectangle in the column's viewport.
QRect inViewport(const ControlsColumn *column, const QWidget *part)
{
    return QRect(part->mapTo(column->viewport(), QPoint(0, 0)), part->size());
}

// The rows (labels, values, check boxes, buttons) of a box the column cuts off or holds out of view.
QStringList rowsOutOfView(const ControlsColumn *column, const QWidget *box)
{
    QStringList out;
    const QRect view = column->viewport()->rect();
    for (const QWidget *row : box->findChildren<QWidget *>()) {
        QString text;
        if (const auto *label = qobject_cast<const QLabel *>(row))
            text = label->text();
        else if (const auto *button = qobject_cast<const QAbstractButton *>(row))
            text = button->text();
        else
            continue;
        if (row->isVisible() && !view.contains(inViewport(column, row)))
            out << QStringLiteral("'%1' at %2 in %3")
                       .arg(text.left(40), QDebug::toString(inViewport(column, row)), QDebug::toString(view));
    }
    return out;
}

} // namespace

class TestColumnBoxes : public QObject
{
    Q_OBJECT

private slots:
    void boxesShowWholeOrFold();
};

void TestColumnBoxes::boxesShowWholeOrFold()
{
    MainWindow w(false);
    w.show();
    waitDrawn(w);
    setPresentation(w, true);
    QVERIFY(settle());
    auto *column = w.findChild<ControlsColumn *>();
    QVERIFY(column);
    QCOMPARE(column->verticalScrollBar()->value(), 0); // as the room sees it, unscrolled
    // A box on screen has every row in view; one that would not is folded, not cut.
    for (const QWidget *box : {static_cast<QWidget *>(w.theory()), static_cast<QWidget *>(w.bands())}) {
        if (box->isVisible()) {
            const QStringList out = rowsOutOfView(column, box);
            QVERIFY2(out.isEmpty(), qPrintable(QStringLiteral("%1 rows out of view: ").arg(out.size())
                                               + out.join(QStringLiteral("; "))));
        }
    }
    if (w.theory()->isVisible())
        return; // the column holds them: nothing to unfold
    QPushButton *show = column->boxesButton();
    QVERIFY2(show->isVisible(), "the theory folded with no way to show it");
    auto chartsAt = [&w] { return QRect(w.charts()->mapTo(&w, QPoint(0, 0)), w.charts()->size()); };
    const QRect charts = chartsAt();
    show->click();
    QVERIFY(settle());
    QVERIFY(w.theory()->isVisible() && w.bands()->isVisible());
    QVERIFY2(column->viewport()->rect().contains(inViewport(column, show)),
             "the button that folds them again out of view");
    for (const QWidget *box : {static_cast<QWidget *>(w.theory()), static_cast<QWidget *>(w.bands())}) {
        const QStringList out = rowsOutOfView(column, box);
        QVERIFY2(out.isEmpty(), qPrintable(QStringLiteral("unfolded, %1 rows out of view: ").arg(out.size())
                                           + out.join(QStringLiteral("; "))));
    }
    QCOMPARE(chartsAt(), charts); // the column keeps its width: the charts never move
    // Folded again, the column from its top.
    show->click();
    QVERIFY(settle());
    QVERIFY(!w.theory()->isVisible());
    QCOMPARE(column->verticalScrollBar()->value(), 0);
    QCOMPARE(chartsAt(), charts);
    // Off presentation mode, the desk's column holds every box again (scrolling where it must).
    setPresentation(w, false);
    QVERIFY(settle());
    QVERIFY(w.theory()->isVisible() && w.bands()->isVisible() && !show->isVisible());
}

int main(int argc, char *argv[]) { return gradflow::test::runOnProjectorScreen<TestColumnBoxes>(argc, argv); }
#include "test_columnboxes.moc"
