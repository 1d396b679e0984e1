// The control panel (ui/window/controlpanel): its number boxes, sliders and std readout take
// their ranges from the option table, so the panel and the command line agree on every bound,
// and its rows keep their tab order. In the window: typed numbers commit whole, every Alt+letter
// reaches its control, and the std slider lands on round values.
#include "ui/window/controlpanel.h"

#include "ui/window/networkdocument.h"

#include "core/model/options.h"
#include "ui/controls/seedbox.h"
#include "tests/support/windowtest.h"
#include "core/model/presets.h"

#include <QCheckBox>
#include <QComboBox>
#include <QPushButton>
#include <QSlider>
#include <QSpinBox>
#include <QAbstractButton>
#include <QLabel>
#include <QMenuBar>
#include <QSet>
#include <QTimer>
#include <QtTest>

#include <algorithm>
#include <utility>

using namespace gradflow;

namespace {

QSpinBox *spinWithMaximum(MainWindow &w, int maximum)
{
    for (QSpinBox *s : w.controls()->findChildren<QSpinBox *>()) {
        if (s->maximum() == maximum)
            return s;
    }
    return nullptr;
}

} // namespace

class TestControlPanel : public QObject
{
    Q_OBJECT

private slots:
    void boxesHaveTheOptionsRanges();
    void slidersReachTheOptionsEnds();
    void valuesBeyondTheBoxStayInTheConfig();
    void tabOrderFollowsTheRows();
    void typedNumbersCommitWhole();
    void mnemonicsReachTheirControls();
    void stdSliderStepsAreRound();
    void orthogonalWeightsTakeTheirGainFromTheSlider();
};

void TestControlPanel::boxesHaveTheOptionsRanges()
{
    NetworkDocument document;
    ControlPanel panel(&document);
    QCOMPARE(panel.depthSpin()->minimum(), int(option("depth").windowLow));
    QCOMPARE(panel.depthSpin()->maximum(), int(option("depth").windowHigh));
    QCOMPARE(panel.widthSpin()->minimum(), int(option("width").windowLow));
    QCOMPARE(panel.widthSpin()->maximum(), int(option("width").windowHigh));
    // The three whole-number boxes, batch among them, by their ranges (the seed has a box of its
    // own for every seed the command line takes: test_seedbox).
    std::vector<std::pair<int, int>> boxes, options;
    for (const QSpinBox *box : panel.findChildren<QSpinBox *>())
        boxes.emplace_back(box->minimum(), box->maximum());
    for (const char *key : {"depth", "width", "batch"})
        options.emplace_back(int(option(key).windowLow), int(option(key).windowHigh));
    std::sort(boxes.begin(), boxes.end());
    std::sort(options.begin(), options.end());
    QCOMPARE(boxes, options);
}

void TestControlPanel::slidersReachTheOptionsEnds()
{
    NetworkDocument document;
    ControlPanel panel(&document);
    QSlider *depth = panel.depthSlider();
    depth->setValue(depth->maximum());
    QCOMPARE(document.config().depth, int(option("depth").windowHigh));
    depth->setValue(depth->minimum());
    QCOMPARE(document.config().depth, int(option("depth").windowLow));
    QSlider *width = panel.findChildren<QSlider *>().at(1);
    QVERIFY(width != depth && width != panel.stdSlider());
    width->setValue(width->maximum());
    QCOMPARE(document.config().width, int(option("width").windowHigh));
    QCOMPARE(ControlPanel::stdAt(panel.stdSlider()->minimum()), option("init-std").windowLow);
    QCOMPARE(ControlPanel::stdAt(panel.stdSlider()->maximum()), option("init-std").windowHigh);
    QVERIFY(panel.stdSlider()->toolTip().contains(
        QStringLiteral("%1 to %2").arg(option("init-std").windowLow).arg(option("init-std").windowHigh)));
}

// With orthogonal weights the std slider sets their gain (std times sqrt(width)) and the
// readout names it; picking orthogonal by name gives PyTorch's gain back; other schemes show no gain.
void TestControlPanel::orthogonalWeightsTakeTheirGainFromTheSlider()
{
    NetworkDocument document;
    ControlPanel panel(&document);
    ModelConfig c = document.config();
    c.activation = Activation::Tanh;
    c.init = Init::Orthogonal;
    c.width = 100;
    document.setConfig(c);
    QVERIFY2(panel.stdReadout()->text().contains(QStringLiteral("gain 1.67, PyTorch's")),
             qPrintable(panel.stdReadout()->text()));

    const int position = ControlPanel::stdPosition(0.1);
    QCOMPARE(ControlPanel::stdAt(position), 0.1);
    panel.stdSlider()->setValue(position);
    QVERIFY(document.config().init == Init::Orthogonal);
    QCOMPARE(document.config().orthogonalGain, 1.0);
    QCOMPARE(weightStd(document.config()), 0.1);
    QVERIFY2(panel.stdReadout()->text().startsWith(QStringLiteral("gain 1 ")), qPrintable(panel.stdReadout()->text()));

    panel.initBox()->setCurrentIndex(int(Init::Xavier));
    QVERIFY2(!panel.stdReadout()->text().contains(QStringLiteral("gain")), qPrintable(panel.stdReadout()->text()));
    panel.stdSlider()->setValue(position + 1); // any other scheme: the slider makes the init custom
    QVERIFY(document.config().init == Init::CustomStd);
    QCOMPARE(document.config().orthogonalGain, 1.0); // untouched

    panel.initBox()->setCurrentIndex(int(Init::Orthogonal));
    QCOMPARE(document.config().orthogonalGain, -1.0);
    QCOMPARE(weightStd(document.config()), (5.0 / 3.0) / 10.0);
}

// Depth 5000 from the command line is beyond the box: the box shows its top, the config keeps 5000.
void TestControlPanel::valuesBeyondTheBoxStayInTheConfig()
{
    NetworkDocument document;
    ControlPanel panel(&document);
    ModelConfig c = document.config();
    c.depth = int(option("depth").windowHigh) * 5;
    c.width = int(option("width").windowHigh) + 952;
    document.setConfig(c);
    // The boxes show the network computed, never a clamped number; the sliders stop at their end.
    QCOMPARE(panel.depthSpin()->value(), c.depth);
    QCOMPARE(panel.widthSpin()->value(), c.width);
    QCOMPARE(panel.depthSlider()->value(), panel.depthSlider()->maximum());
    QCOMPARE(document.config().depth, c.depth);
    panel.widthSpin()->setValue(100); // an edit elsewhere keeps the depth
    QCOMPARE(document.config().depth, c.depth);
    QCOMPARE(document.config().width, 100);
    QCOMPARE(panel.widthSpin()->maximum(), int(option("width").windowHigh));
    QCOMPARE(panel.depthSpin()->value(), c.depth);
    // Back within the window's range, the box's range is the window's again.
    panel.depthSpin()->setValue(30);
    QCOMPARE(document.config().depth, 30);
    QCOMPARE(panel.depthSpin()->maximum(), int(option("depth").windowHigh));
}

// Tab walks the rows top to bottom, each row left to right.
void TestControlPanel::tabOrderFollowsTheRows()
{
    NetworkDocument document;
    ControlPanel panel(&document);
    const QList<QSlider *> sliders = panel.findChildren<QSlider *>();
    const QList<QSpinBox *> spins = panel.findChildren<QSpinBox *>();
    const QList<QComboBox *> combos = panel.findChildren<QComboBox *>();
    const QList<QCheckBox *> checks = panel.findChildren<QCheckBox *>();
    const QList<QPushButton *> buttons = panel.findChildren<QPushButton *>();
    QCOMPARE(buttons.size(), 1);
    QCOMPARE(checks.size(), 2);
    auto spinWith = [&](const char *key) {
        for (QSpinBox *s : spins)
            if (s->maximum() == int(option(key).windowHigh) && s->minimum() == int(option(key).windowLow))
                return static_cast<QWidget *>(s);
        return static_cast<QWidget *>(nullptr);
    };
    auto comboWith = [&](const std::vector<std::string> &names) {
        for (QComboBox *c : combos)
            if (c->count() == int(names.size()) && c->itemText(0) == QString::fromStdString(names.front()))
                return static_cast<QWidget *>(c);
        return static_cast<QWidget *>(nullptr);
    };
    QWidget *residualScale = nullptr;
    for (QComboBox *c : combos)
        if (c->itemText(0).startsWith(QStringLiteral("×")))
            residualScale = c;
    const QList<QWidget *> expected = {panel.depthSlider(),
                                       panel.depthSpin(),
                                       sliders.at(1),
                                       panel.widthSpin(),
                                       spinWith("batch"),
                                       comboWith(precisionNames()),
                                       panel.activationBox(),
                                       panel.initBox(),
                                       panel.stdSlider(),
                                       checks.at(0),
                                       residualScale,
                                       comboWith(normNames()),
                                       comboWith(normPlaceNames()),
                                       comboWith(lossNames()),
                                       checks.at(1),
                                       panel.seedBox(),
                                       buttons.at(0)};
    for (QWidget *w : expected)
        QVERIFY(w);
    QList<QWidget *> order; // the first time the focus chain, from the depth slider, meets each
    QWidget *w = expected.front();
    for (int step = 0; step < 1000 && order.size() < expected.size(); ++step, w = w->nextInFocusChain())
        if (expected.contains(w) && !order.contains(w))
            order.append(w);
    QCOMPARE(order, expected);
}

// Typing 2048 into Width computes width 2048 once, never 2, 20 or 204 on the way.
void TestControlPanel::typedNumbersCommitWhole()
{
    MainWindow w(false);
    w.show();
    QVERIFY(QTest::qWaitForWindowActive(&w));
    waitDrawn(w);
    QSpinBox *width = spinWithMaximum(w, 2048);
    QVERIFY(width);
    QList<int> widths;
    connect(w.document(), &NetworkDocument::configChanged, this, [&](const ModelConfig &c) { widths << c.width; });
    width->setFocus();
    QTRY_VERIFY(width->hasFocus());
    width->selectAll();
    QTest::keyClicks(width, "2048");
    QVERIFY2(widths.isEmpty(), qPrintable(QString::number(widths.value(0))));
    QTRY_COMPARE_WITH_TIMEOUT(widths, QList<int>{2048}, 5000); // after a short pause
    // Enter commits at once.
    width->selectAll();
    QTest::keyClicks(width, "96");
    QTest::keyClick(width, Qt::Key_Return);
    QCOMPARE(widths, (QList<int>{2048, 96}));
    // No typing pause left to commit it again (ui/window/controlpanel.cpp: the box's one pause timer).
    const QList<QTimer *> pause = width->findChildren<QTimer *>();
    QCOMPARE(pause.size(), qsizetype(1));
    QVERIFY(!pause.first()->isActive());
    waitDrawn(w);
    QCOMPARE(widths, (QList<int>{2048, 96})); // and only once
}

// Every Alt+letter on the controls focuses its control, and none is taken by a menu.
void TestControlPanel::mnemonicsReachTheirControls()
{
    MainWindow w(false);
    w.show();
    QVERIFY(QTest::qWaitForWindowActive(&w));
    waitDrawn(w);
    auto mnemonic = [](const QString &text) {
        const int at = text.indexOf('&');
        return at >= 0 && at + 1 < text.size() ? text.at(at + 1).toLower() : QChar();
    };
    QSet<QChar> menus;
    for (QAction *a : w.menuBar()->actions())
        menus.insert(mnemonic(a->text()));
    QSet<QChar> controls;
    int labels = 0;
    for (QLabel *l : w.controls()->findChildren<QLabel *>()) {
        const QChar key = mnemonic(l->text());
        if (key.isNull())
            continue;
        ++labels;
        QVERIFY2(!menus.contains(key) && !controls.contains(key), qPrintable(l->text()));
        controls.insert(key);
        QVERIFY2(l->buddy() && l->buddy()->focusPolicy() != Qt::NoFocus, qPrintable(l->text()));
        QTest::keyClick(&w, Qt::Key(Qt::Key_A + (key.unicode() - 'a')), Qt::AltModifier);
        QTRY_VERIFY2(QApplication::focusWidget() == l->buddy(), qPrintable(l->text()));
    }
    QVERIFY(labels >= 10);
    for (QAbstractButton *b : w.controls()->findChildren<QAbstractButton *>()) {
        const QChar key = mnemonic(b->text());
        QVERIFY2(key.isNull() || (!menus.contains(key) && !controls.contains(key)), qPrintable(b->text()));
        controls.insert(key);
    }
}

// A mouse lands on round init stds (0.01, not 0.0105).
void TestControlPanel::stdSliderStepsAreRound()
{
    MainWindow w(false);
    QSlider *slider = w.controls()->stdSlider();
    QVERIFY(slider->maximum() <= 60); // a few pixels a step on a 200-pixel slider
    QSet<double> reached;
    for (int i = slider->minimum(); i <= slider->maximum(); ++i) {
        slider->setValue(i);
        const double s = w.document()->config().initStd;
        const QString text = QString::number(s, 'g', 6);
        QVERIFY2(QString::number(s, 'g', 2).toDouble() == s, qPrintable(text)); // two digits at most
        reached.insert(s);
    }
    for (double s : {0.001, 0.01, 0.1, 0.5, 1.0, 2.0, 10.0})
        QVERIFY2(reached.contains(s), qPrintable(QString::number(s)));
    waitDrawn(w);
}

QTEST_MAIN(TestControlPanel)
#include "test_controlpanel.moc"
