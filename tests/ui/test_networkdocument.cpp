// The network document (ui/window/networkdocument): the one home of the configuration, the
// run settings, the pins and relative mode. The controls and the readouts edit it and show it;
// showing it is never an edit, and what no control shows (a transformer's sizes) passes
// through every edit untouched.
#include "ui/window/networkdocument.h"

#include "core/model/options.h"
#include "core/model/result.h"
#include "core/transformer/transformerresult.h"
#include "ui/window/controlpanel.h"
#include "ui/window/readoutpanel.h"

#include <QCheckBox>
#include <QComboBox>
#include <QDoubleSpinBox>
#include <QSignalSpy>
#include <QSlider>
#include <QSpinBox>
#include <QtTest>

#include <memory>

using namespace gradflow;

class TestNetworkDocument : public QObject
{
    Q_OBJECT

private slots:
    void editsCarryWhatNoControlShows();
    void showingIsNoEdit();
    void clipLimitHasOneHome();
    void pinsStopAtTheLimit();
    void pinsAreOfOneArchitecture();
    void relativeModeChangesOnce();
};

void TestNetworkDocument::editsCarryWhatNoControlShows()
{
    NetworkDocument document;
    ControlPanel panel(&document);
    ModelConfig c = document.config();
    c.architecture = Architecture::Transformer;
    c.transformer.heads = 8;
    c.transformer.kvHeads = 2;
    c.transformer.seqLen = 32;
    c.transformer.position = Position::Rope;
    c.transformer.gated = true;
    document.setConfig(c);
    const TransformerShape shape = c.transformer;
    panel.depthSlider()->setValue(panel.depthSlider()->value() + 3);
    panel.widthSpin()->setValue(64);
    panel.initBox()->setCurrentIndex(int(Init::Xavier));
    panel.stdSlider()->setValue(ControlPanel::stdPosition(0.1));
    panel.findChild<QCheckBox *>()->toggle();
    QVERIFY(document.config().architecture == Architecture::Transformer);
    QVERIFY(document.config().transformer == shape);
    QCOMPARE(document.config().width, 64);
    QCOMPARE(document.config().initStd, 0.1);
}

// Depth 5000 is beyond the depth slider: the slider shows its top, and that is no edit (it
// would ask for depth 1000). One setConfig is one request, whatever the widgets show.
void TestNetworkDocument::showingIsNoEdit()
{
    NetworkDocument document;
    ControlPanel panel(&document);
    QSignalSpy requests(&document, &NetworkDocument::networkRequested);
    ModelConfig c = document.config();
    c.depth = int(option("depth").windowHigh) * 5;
    c.activation = Activation::Tanh;
    c.init = Init::Orthogonal;
    c.orthogonalGain = 0.5; // the init box showing Orthogonal would reset it to PyTorch's gain
    document.setConfig(c);
    QCOMPARE(requests.count(), 1);
    QVERIFY(document.config() == c);
    QCOMPARE(panel.depthSlider()->value(), panel.depthSlider()->maximum());
    QCOMPARE(panel.depthSpin()->value(), c.depth);
    // The slider and its box edit the same field: one move, one request, the box following.
    panel.depthSlider()->setValue(0);
    QCOMPARE(requests.count(), 2);
    QCOMPARE(document.config().depth, int(option("depth").windowLow));
    QCOMPARE(panel.depthSpin()->value(), int(option("depth").windowLow));
}

// The Clip at box edits the document's limit without a request; a limit set by a file beyond
// the box's range stays the document's, the box showing its nearest end.
void TestNetworkDocument::clipLimitHasOneHome()
{
    NetworkDocument document;
    ReadoutPanel readouts(&document);
    auto *box = readouts.findChild<QDoubleSpinBox *>(QStringLiteral("clipLimit"));
    QVERIFY(box);
    QSignalSpy requests(&document, &NetworkDocument::networkRequested);
    QSignalSpy limits(&document, &NetworkDocument::clipLimitChanged);
    box->setValue(3.0);
    QCOMPARE(document.clipLimit(), 3.0);
    QCOMPARE(limits.count(), 1);
    RunSettings run = document.run();
    run.clipLimit = 1e-300;
    document.setRun(run);
    QCOMPARE(box->value(), box->minimum());
    QCOMPARE(document.clipLimit(), 1e-300);
    QCOMPARE(limits.count(), 2);
    QCOMPARE(requests.count(), 0);
}

void TestNetworkDocument::pinsStopAtTheLimit()
{
    NetworkDocument document;
    QSignalSpy changed(&document, &NetworkDocument::pinsChanged);
    QVERIFY(!document.addPin(std::shared_ptr<const Result>()));
    QVERIFY(!document.addPin(std::shared_ptr<const TransformerResult>()));
    for (int i = 0; i < NetworkDocument::maxPins; ++i) {
        auto pin = std::make_shared<Result>();
        pin->config.seed = std::uint64_t(i);
        QVERIFY(document.addPin(pin));
    }
    QVERIFY(!document.addPin(std::make_shared<Result>()));
    QCOMPARE(changed.count(), NetworkDocument::maxPins);
    QCOMPARE(document.pinConfigs().back().seed, std::uint64_t(NetworkDocument::maxPins - 1));
    document.removeLastPin();
    QCOMPARE(int(document.pins().size()), NetworkDocument::maxPins - 1);
    document.clearPins();
    QVERIFY(document.pins().empty());
}

// A dense network's pins and a transformer's share no axis: while pins of one kind are held the
// other is refused; removing the last pin frees the document for either.
void TestNetworkDocument::pinsAreOfOneArchitecture()
{
    NetworkDocument document;
    auto transformer = std::make_shared<TransformerResult>();
    transformer->config.architecture = Architecture::Transformer;
    QVERIFY(document.addPin(transformer));
    QVERIFY(document.hasOtherPins(Architecture::Mlp));
    QVERIFY(!document.hasOtherPins(Architecture::Transformer));
    QVERIFY(!document.addPin(std::make_shared<Result>()));
    QCOMPARE(document.pinCount(), 1);
    QVERIFY(document.pinConfigs().front().architecture == Architecture::Transformer);
    document.removeLastPin();
    QCOMPARE(document.pinCount(), 0);
    QVERIFY(document.addPin(std::make_shared<Result>()));
    QVERIFY(!document.addPin(transformer));
    QVERIFY(document.transformerPins().empty());
    document.setPins({}, {transformer, transformer});
    QVERIFY(document.pins().empty());
    QCOMPARE(document.pinCount(), 2);
}

void TestNetworkDocument::relativeModeChangesOnce()
{
    NetworkDocument document;
    QSignalSpy changed(&document, &NetworkDocument::relativeChanged);
    document.setRelative(true);
    document.setRelative(true);
    QCOMPARE(changed.count(), 1);
    QVERIFY(document.isRelative());
}

QTEST_MAIN(TestNetworkDocument)
#include "test_networkdocument.moc"
