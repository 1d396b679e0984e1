// The control panel (ui/window/controlpanel): its number boxes, sliders and std readout take
// their ranges from the option table, so the panel and the command line agree on every bound,
// and its rows keep their tab order.
#include "ui/window/controlpanel.h"

#include "core/model/options.h"
#include "ui/controls/seedbox.h"

#include <QCheckBox>
#include <QComboBox>
#include <QPushButton>
#include <QSlider>
#include <QSpinBox>
#include <QtTest>

#include <algorithm>
#include <utility>

using namespace gradflow;

class TestControlPanel : public QObject
{
    Q_OBJECT

private slots:
    void boxesHaveTheOptionsRanges();
    void slidersReachTheOptionsEnds();
    void valuesBeyondTheBoxStayInTheConfig();
    void tabOrderFollowsTheRows();
};

void TestControlPanel::boxesHaveTheOptionsRanges()
{
    ControlPanel panel;
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
    ControlPanel panel;
    QSlider *depth = panel.depthSlider();
    depth->setValue(depth->maximum());
    QCOMPARE(panel.config().depth, int(option("depth").windowHigh));
    depth->setValue(depth->minimum());
    QCOMPARE(panel.config().depth, int(option("depth").windowLow));
    QSlider *width = panel.findChildren<QSlider *>().at(1);
    QVERIFY(width != depth && width != panel.stdSlider());
    width->setValue(width->maximum());
    QCOMPARE(panel.config().width, int(option("width").windowHigh));
    QCOMPARE(ControlPanel::stdAt(panel.stdSlider()->minimum()), option("init-std").windowLow);
    QCOMPARE(ControlPanel::stdAt(panel.stdSlider()->maximum()), option("init-std").windowHigh);
    QVERIFY(panel.stdSlider()->toolTip().contains(QStringLiteral("%1 to %2").arg(option("init-std").windowLow).arg(option("init-std").windowHigh)));
}

// Depth 5000 from the command line is beyond the box: the box shows its top, the config keeps 5000.
void TestControlPanel::valuesBeyondTheBoxStayInTheConfig()
{
    ControlPanel panel;
    ModelConfig c = panel.config();
    c.depth = int(option("depth").windowHigh) * 5;
    panel.setConfig(c);
    QCOMPARE(panel.depthSpin()->value(), int(option("depth").windowHigh));
    QCOMPARE(panel.depthSlider()->value(), panel.depthSlider()->maximum());
    QCOMPARE(panel.config().depth, c.depth);
    panel.widthSpin()->setValue(100); // an edit elsewhere keeps the depth
    QCOMPARE(panel.config().depth, c.depth);
    QCOMPARE(panel.config().width, 100);
}

// Tab walks the rows top to bottom, each row left to right.
void TestControlPanel::tabOrderFollowsTheRows()
{
    ControlPanel panel;
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
    const QList<QWidget *> expected = {
        panel.depthSlider(), panel.depthSpin(), sliders.at(1), panel.widthSpin(), spinWith("batch"),
        comboWith(precisionNames()), panel.activationBox(), panel.initBox(), panel.stdSlider(),
        checks.at(0), residualScale, comboWith(normNames()), comboWith(normPlaceNames()),
        comboWith(lossNames()), checks.at(1), panel.seedBox(), buttons.at(0)};
    for (QWidget *w : expected)
        QVERIFY(w);
    QList<QWidget *> order; // the first time the focus chain, from the depth slider, meets each
    QWidget *w = expected.front();
    for (int step = 0; step < 1000 && order.size() < expected.size(); ++step, w = w->nextInFocusChain())
        if (expected.contains(w) && !order.contains(w))
            order.append(w);
    QCOMPARE(order, expected);
}

QTEST_MAIN(TestControlPanel)
#include "test_controlpanel.moc"
