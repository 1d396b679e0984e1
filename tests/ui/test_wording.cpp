// What core/ writes in English for the command line reads in the window's language: the
// configuration's summary in every caption, a training run's divergence, the Jacobian theory's
// law or why none is shown. In English the window's words are the command line's, letter for letter.
#include "core/engine/engine.h"
#include "core/jacobian/jacobiantheory.h"
#include "core/model/presets.h"
#include "core/training/trainresult.h"
#include "ui/charts/chartpanel.h"
#include "ui/charts/format.h"
#include "ui/charts/wording.h"
#include "ui/window/language.h"

#include <QtTest>

using namespace gradflow;

namespace {

// Every preset, and the parts a preset may not reach: each init's own words, a scaled residual,
// each norm and placement, a head.
std::vector<ModelConfig> variedConfigs()
{
    std::vector<ModelConfig> configs;
    for (const Preset &preset : presets())
        configs.push_back(preset.config);
    ModelConfig c = configs.front();
    c.init = Init::CustomStd;
    c.initStd = 0.0177;
    configs.push_back(c);
    c.init = Init::CustomScale;
    c.initScale = 1.5;
    configs.push_back(c);
    c.init = Init::Constant;
    c.initConstant = 0.25;
    configs.push_back(c);
    c.init = Init::Orthogonal;
    c.orthogonalGain = 1.41421356;
    c.residual = true;
    c.residualRule = ResidualScaleRule::InvSqrtDepth;
    c.norm = Norm::Layer;
    c.normPlace = NormPlace::Post;
    c.head = true;
    configs.push_back(c);
    c.residualRule = ResidualScaleRule::Fixed;
    c.residualScale = 0.5;
    c.norm = Norm::Rms;
    configs.push_back(c);
    return configs;
}

} // namespace

class TestWording : public QObject
{
    Q_OBJECT

private slots:
    void cleanup() { installLanguage(QStringLiteral("en")); }
    void englishIsTheCommandLines();
    void germanCaptionHasNoEnglishWord();
    void germanDivergenceAndTheory();
};

void TestWording::englishIsTheCommandLines()
{
    installLanguage(QStringLiteral("en"));
    for (const ModelConfig &c : variedConfigs())
        QCOMPARE(configSummary(c), QString::fromStdString(describe(c)));
    for (int stage = 0; stage <= int(Divergence::Stage::Normalization); ++stage)
        for (int layer : {0, 3, 31})
            for (Architecture a : {Architecture::Mlp, Architecture::Transformer}) {
                const Divergence d{7, layer, Divergence::Stage(stage)};
                QCOMPARE(divergenceText(d, 30, a), QString::fromStdString(describe(d, 30, a)));
            }
    ModelConfig c = findPreset("relu-he")->config;
    for (Activation a : {Activation::Linear, Activation::Relu, Activation::Tanh}) {
        for (Init init : {Init::He, Init::Orthogonal, Init::TorchDefault}) {
            c.activation = a;
            c.init = init;
            const JacobianTheory t = jacobianTheory(c);
            QCOMPARE(t.known ? theoryLawText(t.lawKind) : theoryReasonText(t, c),
                     QString::fromStdString(t.known ? t.law : t.reason));
        }
    }
}

void TestWording::germanCaptionHasNoEnglishWord()
{
    QVERIFY(installLanguage(QStringLiteral("de")));
    ModelConfig c = findPreset("relu-he")->config;
    c.init = Init::CustomStd;
    c.initStd = 0.0177;
    c.head = true;
    QCOMPARE(configSummary(c), QStringLiteral("ReLU, std 0,0177, Ausgabeschicht, Tiefe 30"));
    // The Network tab's caption is made of it.
    Engine engine;
    ChartPanel panel;
    panel.setResult(std::make_shared<const Result>(engine.compute(c)));
    QVERIFY2(panel.caption().contains(QStringLiteral("Tiefe 30")), qPrintable(panel.caption()));
    QVERIFY2(!panel.caption().contains(QStringLiteral("depth")), qPrintable(panel.caption()));
}

void TestWording::germanDivergenceAndTheory()
{
    QVERIFY(installLanguage(QStringLiteral("de")));
    QCOMPARE(divergenceText({2, 8, Divergence::Stage::Backward}, 30),
             QStringLiteral(
                 "divergiert in Schritt 2 in Schicht 8: der Gradient lief über (Gewichte oder Lernrate zu groß)"));
    ModelConfig c = findPreset("relu-he")->config;
    QCOMPARE(theoryLawText(jacobianTheory(c).lawKind), QStringLiteral("frei multiplikativ, gaußsche Gewichte"));
    c.residual = true;
    QCOMPARE(theoryReasonText(jacobianTheory(c), c),
             QStringLiteral("mit Residualverbindungen ist keine geschlossene Form bekannt"));
}

QTEST_MAIN(TestWording)
#include "test_wording.moc"
