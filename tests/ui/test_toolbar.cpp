// The main tool bar: Pin and Relative act on the Network tab's charts, so on a lesson view or the
// Training tab, where they would do nothing, they are disabled (their keys too), and back on the
// Network tab they work again.
#include "ui/lesson/lessontabs.h"
#include "ui/window/mainwindow.h"

#include <QAction>
#include <QToolBar>
#include <QtTest>

using namespace gradflow;

namespace {

QAction *toolBarAction(MainWindow &w, const QKeySequence &keys)
{
    for (QAction *a : w.findChild<QToolBar *>()->actions())
        if (a->shortcut() == keys)
            return a;
    return nullptr;
}

} // namespace

class TestToolBar : public QObject
{
    Q_OBJECT

private slots:
    void pinAndRelativeOnlyOnTheNetworkTab();
};

void TestToolBar::pinAndRelativeOnlyOnTheNetworkTab()
{
    MainWindow w(false);
    w.show();
    QAction *pin = toolBarAction(w, QKeySequence(tr("Ctrl+P")));
    QAction *relative = toolBarAction(w, QKeySequence(tr("Ctrl+R")));
    QVERIFY(pin && relative);
    QVERIFY(pin->isEnabled() && relative->isEnabled());
    for (int v = 1; v <= 6; ++v) {
        w.lessonTabs()->showView(LessonView(v));
        QVERIFY2(!pin->isEnabled() && !relative->isEnabled(),
                 qPrintable(QString::fromStdString(toString(LessonView(v)))));
    }
    w.lessonTabs()->showTraining();
    QVERIFY(!pin->isEnabled() && !relative->isEnabled());
    w.lessonTabs()->showView(LessonView::Network);
    QVERIFY(pin->isEnabled() && relative->isEnabled());
    relative->trigger(); // and it works there
    QVERIFY(relative->isChecked());
}

QTEST_MAIN(TestToolBar)
#include "test_toolbar.moc"
