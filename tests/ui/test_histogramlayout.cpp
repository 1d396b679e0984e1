// The layer histograms as a room sees them: on a 1280 x 720 projector (GRADFLOW_TEST_SCREEN for
// another), on the desk and in presentation mode, the panel beside the charts is on screen whole,
// its words are whole, its three histograms have room for their bars, and the window still fits
// the screen.
#include "tests/support/projectorscreen.h"
#include "tests/support/shownrect.h"
#include "tests/support/settle.h"
#include "ui/charts/chartpanel.h"
#include "ui/workers/computeworker.h"
#include "ui/histogram/histogrampanel.h"
#include "ui/histogram/histogramview.h"
#include "ui/window/mainwindow.h"

#include <QAction>
#include <QLabel>
#include <QLineEdit>
#include <QScreen>
#include <QSpinBox>
#include <QtTest>

using namespace gradflow;

namespace {

QString cut(const QWidget *widget)
{
    if (!widget->isVisible())
        return QStringLiteral("hidden");
    if (shownRect(widget) != inWindow(widget) || !widget->window()->rect().contains(inWindow(widget)))
        return QStringLiteral("clipped: shown %1 of %2")
            .arg(QDebug::toString(shownRect(widget)), QDebug::toString(inWindow(widget)));
    if (const auto *label = qobject_cast<const QLabel *>(widget)) {
        if (label->wordWrap() && label->heightForWidth(label->width()) > label->height())
            return QStringLiteral("needs %1 px high, has %2")
                .arg(label->heightForWidth(label->width()))
                .arg(label->height());
        if (!label->wordWrap() && label->sizeHint().width() > label->width())
            return QStringLiteral("needs %1 px wide, has %2").arg(label->sizeHint().width()).arg(label->width());
    }
    if (widget->width() < widget->minimumSizeHint().width() || widget->height() < widget->minimumSizeHint().height())
        return QStringLiteral("%1 below its minimum %2")
            .arg(QDebug::toString(widget->size()), QDebug::toString(widget->minimumSizeHint()));
    return {};
}

} // namespace

class TestHistogramLayout : public QObject
{
    Q_OBJECT

private slots:
    void panelFitsTheScreen_data();
    void panelFitsTheScreen();
};

void TestHistogramLayout::panelFitsTheScreen_data()
{
    QTest::addColumn<bool>("presentation");
    QTest::addColumn<int>("activation");
    QTest::newRow("desk, relu") << false << int(Activation::Relu);
    QTest::newRow("presentation, relu") << true << int(Activation::Relu);
    QTest::newRow("presentation, tanh") << true << int(Activation::Tanh); // the longest health text
    QTest::newRow("presentation, gelu") << true << int(Activation::Gelu); // no count: its own sentence
}

void TestHistogramLayout::panelFitsTheScreen()
{
    QFETCH(bool, presentation);
    QFETCH(int, activation);
    MainWindow w(false);
    const QRect screen = w.screen()->geometry();
    w.resize(screen.width(), screen.height() - 40); // a desk: the screen less a title bar and a panel
    w.show();
    QVERIFY(QTest::qWaitForWindowExposed(&w));
    ModelConfig c = w.charts()->result() ? w.charts()->result()->config : ModelConfig();
    c.activation = Activation(activation);
    c.depth = 400; // three-digit layers in the spin box, edges far below double range
    c.init = Init::CustomStd;
    c.initStd = activation == int(Activation::Relu) ? 0.01 : 1.0;
    w.applyConfig(c);
    for (QAction *a : w.findChildren<QAction *>())
        if (presentation && a->shortcut() == QKeySequence(Qt::Key_F11))
            a->trigger();
    if (presentation)
        QTRY_VERIFY(w.isFullScreen());
    QAction *toggle = nullptr;
    for (QAction *a : w.findChildren<QAction *>())
        if (a->shortcut() == QKeySequence(QStringLiteral("Ctrl+H")))
            toggle = a;
    QVERIFY(toggle);
    toggle->trigger(); // as the teacher does: View > Layer histograms
    w.histograms()->setLayer(388);
    QTRY_VERIFY_WITH_TIMEOUT(w.charts()->analysis() && w.charts()->analysis()->histograms
                                 && w.charts()->analysis()->histograms->layer == 388
                                 && w.drawnGeneration() >= w.worker()->latestGeneration(),
                             60000);
    QVERIFY(settle());
    QVERIFY2(w.width() <= screen.width() && w.height() <= screen.height(), qPrintable(QDebug::toString(w.size())));
    QVERIFY2(w.minimumSizeHint().width() <= screen.width() && w.minimumSizeHint().height() <= screen.height(),
             qPrintable(QDebug::toString(w.minimumSizeHint())));
    HistogramPanel *panel = w.histograms();
    QStringList problems;
    for (const QWidget *part : panel->findChildren<QWidget *>())
        if (part->parentWidget() == panel || qobject_cast<const QLabel *>(part))
            if (const QString why = cut(part); !why.isEmpty())
                problems << QStringLiteral("%1 '%2': %3")
                                .arg(QString::fromLatin1(part->metaObject()->className()),
                                     qobject_cast<const QLabel *>(part) ? qobject_cast<const QLabel *>(part)->text()
                                                                        : QString(),
                                     why);
    QVERIFY2(problems.isEmpty(), qPrintable(problems.join("; ")));
    // The spin box shows its three digits whole; the charts stay the larger view (1.5x the panel).
    const QSpinBox *box = panel->findChild<QSpinBox *>();
    QVERIFY(box->fontMetrics().horizontalAdvance(QStringLiteral("388")) < box->findChild<QLineEdit *>()->width());
    QVERIFY2(2 * w.charts()->width() >= 3 * panel->width(),
             qPrintable(QStringLiteral("%1 %2").arg(w.charts()->width()).arg(panel->width())));
    // Each histogram: its title whole beside the count (or the count left out), bars of some height.
    for (int i = 0; i < 3; ++i) {
        const HistogramView *view = panel->view(i);
        QVERIFY2(view->height() >= view->minimumSizeHint().height(), qPrintable(QString::number(view->height())));
        QVERIFY2(view->titleFits(), qPrintable(QString::number(i)));
    }
    // Presentation text for the room, as the main view's.
    if (presentation) {
        const int room = int(std::ceil(0.022 * screen.height()));
        for (const QWidget *part : panel->findChildren<QWidget *>())
            QVERIFY2(QFontInfo(part->font()).pixelSize() >= room, part->metaObject()->className());
    }
}

int main(int argc, char *argv[]) { return gradflow::test::runOnProjectorScreen<TestHistogramLayout>(argc, argv); }
#include "test_histogramlayout.moc"
