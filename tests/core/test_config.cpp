// core/config: names, sizes, residual scales, the per-scheme weight std, the short label and the
// escaping of file-borne text, each checked against values worked out by hand (or PyTorch's
// documented formulas), not against the code's own output.
#include "core/model/config.h"
#include "core/model/options.h"

#include <QtTest>

#include <cmath>

using namespace gradflow;

namespace {

// The option's error text, or "accepted".
template<typename F>
std::string refusal(F parse)
{
    try {
        parse();
    } catch (const OptionError &e) {
        return e.what();
    }
    return "accepted";
}

bool near(double a, double b) { return std::fabs(a - b) <= 1e-15 * std::fabs(b); }

} // namespace

class TestConfig : public QObject
{
    Q_OBJECT

private slots:
    void namesRoundTrip();
    void unknownNamesListTheChoices();
    void printableEscapesControls();
    void memorySizes_data();
    void memorySizes();
    void badMemorySizes_data();
    void badMemorySizes();
    void memorySizeTexts_data();
    void memorySizeTexts();
    void residualScales();
    void badResidualScales_data();
    void badResidualScales();
    void effectiveValues();
    void schemeStds();
    void labels_data();
    void labels();
    void equalityComparesEveryField();
};

// Every name parses back to its value, in the documented display order.
void TestConfig::namesRoundTrip()
{
    QCOMPARE(activationNames(), (std::vector<std::string>{"relu", "leaky_relu", "elu", "gelu", "silu", "softplus",
                                                          "sigmoid", "tanh", "gelu_tanh", "linear"}));
    QCOMPARE(initNames(), (std::vector<std::string>{"he", "xavier", "lecun", "torch-default", "orthogonal",
                                                    "custom-std", "custom-scale", "zero", "constant"}));
    QCOMPARE(normNames(), (std::vector<std::string>{"none", "batch", "layer", "rms"}));
    QCOMPARE(normPlaceNames(), (std::vector<std::string>{"pre", "post"}));
    QCOMPARE(lossNames(), (std::vector<std::string>{"half-mean", "sum", "mean"}));
    QCOMPARE(precisionNames(), (std::vector<std::string>{"double", "float"}));
    QVERIFY(parseActivation("tanh") == Activation::Tanh);
    QVERIFY(parseInit("torch-default") == Init::TorchDefault);
    QVERIFY(parseNorm("rms") == Norm::Rms);
    QVERIFY(parseNormPlace("post") == NormPlace::Post);
    QVERIFY(parseLoss("sum") == Loss::Sum);
    QVERIFY(parsePrecision("float") == Precision::Float);
    QCOMPARE(toString(Activation::LeakyRelu), std::string("leaky_relu"));
    QCOMPARE(toString(Init::CustomScale), std::string("custom-scale"));
    QCOMPARE(toString(Norm::Layer), std::string("layer"));
    QCOMPARE(toString(NormPlace::Pre), std::string("pre"));
    QCOMPARE(toString(Loss::Mean), std::string("mean"));
    QCOMPARE(toString(Precision::Double), std::string("double"));
}

void TestConfig::unknownNamesListTheChoices()
{
    QCOMPARE(refusal([] { parseNorm("group"); }),
             std::string("norm: unknown value 'group'; allowed: none, batch, layer, rms"));
    QCOMPARE(refusal([] { parseLoss("l1", "--loss"); }),
             std::string("--loss: unknown value 'l1'; allowed: half-mean, sum, mean"));
    QCOMPARE(refusal([] { parsePrecision("half"); }),
             std::string("precision: unknown value 'half'; allowed: double, float"));
    QCOMPARE(refusal([] { parseNormPlace("mid"); }),
             std::string("norm-place: unknown value 'mid'; allowed: pre, post"));
    QCOMPARE(refusal([] { parseInit("kaiming"); }).substr(0, 30), std::string("init: unknown value 'kaiming';"));
    // The refused text is quoted on one line.
    QCOMPARE(refusal([] { parseActivation("re\nlu"); }).substr(0, 35),
             std::string("activation: unknown value 're\\nlu';"));
}

// Control characters become escapes, other text (UTF-8 included) is kept.
void TestConfig::printableEscapesControls()
{
    QCOMPARE(printable("plain text, ümlaut"), std::string("plain text, ümlaut"));
    QCOMPARE(printable("a\nb\tc\rd"), std::string("a\\nb\\tc\\rd"));
    QCOMPARE(printable("\x1b[31mred"), std::string("\\x1b[31mred"));
    QCOMPARE(printable(std::string("cut\0here", 8)), std::string("cut\\x00here"));
    QCOMPARE(printable("del\x7f"), std::string("del\\x7f"));
    // C1 controls in UTF-8 (U+0085 NEXT LINE, U+009B CSI) are escaped as code points; U+00A0
    // (no-break space, 0xc2 0xa0) is text; a lone 0xc2 at the end is kept as it is.
    QCOMPARE(printable("next\xc2\x85line"), std::string("next\\u0085line"));
    QCOMPARE(printable("\xc2\x9b"
                       "31m"),
             std::string("\\u009b31m"));
    QCOMPARE(printable("no\xc2\xa0"
                       "break"),
             std::string("no\xc2\xa0"
                         "break"));
    QCOMPARE(printable("end\xc2"), std::string("end\xc2"));
    QCOMPARE(printable(""), std::string());
}

void TestConfig::memorySizes_data()
{
    QTest::addColumn<QString>("text");
    QTest::addColumn<qint64>("bytes");
    QTest::newRow("bytes") << "1048576" << qint64(1048576);
    QTest::newRow("K") << "1024K" << qint64(1048576);
    QTest::newRow("k") << "2048k" << qint64(2097152);
    QTest::newRow("KiB") << "4096KiB" << qint64(4194304);
    QTest::newRow("M") << "512M" << qint64(536870912);
    QTest::newRow("m") << "3m" << qint64(3145728);
    QTest::newRow("MiB") << "1.5MiB" << qint64(1572864);
    QTest::newRow("G") << "2G" << qint64(2147483648);
    QTest::newRow("g") << "+0.5g" << qint64(536870912);
    QTest::newRow("GiB") << "16GiB" << qint64(17179869184);
    QTest::newRow("largest") << "1e15" << qint64(1000000000000000);
}

void TestConfig::memorySizes()
{
    QFETCH(QString, text);
    QFETCH(qint64, bytes);
    QCOMPARE(qint64(parseMemorySize(text.toStdString())), bytes);
}

void TestConfig::badMemorySizes_data()
{
    QTest::addColumn<QString>("text");
    QTest::addColumn<QString>("message");
    const QString allowed = "; use bytes or a number with K, M or G (e.g. 512M, 2G), at least 1M";
    QTest::newRow("empty") << ""
                           << "max-memory: empty size" + allowed;
    QTest::newRow("terabytes") << "2T"
                               << "max-memory: '2T' is not a size" + allowed;
    QTest::newRow("words") << "lots"
                           << "max-memory: 'lots' is not a size" + allowed;
    QTest::newRow("space") << "2 G"
                           << "max-memory: '2 G' is not a size" + allowed;
    QTest::newRow("unit only") << "M"
                               << "max-memory: 'M' is out of range" + allowed;
    QTest::newRow("below 1M") << "1023K"
                              << "max-memory: '1023K' is out of range" + allowed;
    QTest::newRow("negative") << "-2G"
                              << "max-memory: '-2G' is out of range" + allowed;
    QTest::newRow("above 1e15") << "1e16"
                                << "max-memory: '1e16' is out of range" + allowed;
    QTest::newRow("beyond double") << "1e400"
                                   << "max-memory: '1e400' is not a size" + allowed; // from_chars reads no number
    QTest::newRow("huge times G") << "1e308G"
                                  << "max-memory: '1e308G' is out of range" + allowed;
    QTest::newRow("nan") << "nan"
                         << "max-memory: 'nan' is out of range" + allowed;
    QTest::newRow("inf") << "infM"
                         << "max-memory: 'infM' is out of range" + allowed;
}

void TestConfig::badMemorySizes()
{
    QFETCH(QString, text);
    QFETCH(QString, message);
    QCOMPARE(QString::fromStdString(refusal([&] { parseMemorySize(text.toStdString()); })), message);
}

// Three significant digits in MiB, GiB, TiB or PiB, whichever keeps them below 1000.
void TestConfig::memorySizeTexts_data()
{
    QTest::addColumn<qint64>("bytes");
    QTest::addColumn<QString>("text");
    QTest::newRow("1 MiB") << qint64(1) * 1048576 << "1 MiB";
    QTest::newRow("half a MiB") << qint64(524288) << "0.5 MiB";
    QTest::newRow("1.5 MiB") << qint64(1572864) << "1.5 MiB";
    QTest::newRow("512 MiB") << qint64(536870912) << "512 MiB";
    QTest::newRow("999 MiB") << qint64(999) * 1048576 << "999 MiB";
    QTest::newRow("1000 MiB") << qint64(1000) * 1048576 << "0.977 GiB"; // 1000 / 1024
    QTest::newRow("1 GiB") << (qint64(1) << 30) << "1 GiB";
    QTest::newRow("2 GiB") << qint64(2147483648) << "2 GiB";
    QTest::newRow("45.5 GiB") << qint64(91) * 536870912 << "45.5 GiB";
    QTest::newRow("1000 GiB") << qint64(1000) * 1073741824 << "0.977 TiB";
    QTest::newRow("1e15 bytes") << qint64(1000000000000000) << "909 TiB"; // 1e15 / 2^40 = 909.49
    QTest::newRow("1.5 PiB") << (qint64(3) << 49) << "1.5 PiB";
}

void TestConfig::memorySizeTexts()
{
    QFETCH(qint64, bytes);
    QFETCH(QString, text);
    QCOMPARE(QString::fromStdString(memorySizeText(bytes)), text);
}

// "1/sqrt(L)" and "1/sqrt(2L)" select the depth rules; numbers the fixed one, written back so
// they read as the same double.
void TestConfig::residualScales()
{
    ModelConfig c;
    c.depth = 8;
    parseResidualScale("1/sqrt(L)", c);
    QVERIFY(c.residualRule == ResidualScaleRule::InvSqrtDepth);
    QCOMPARE(residualScaleText(c), std::string("1/sqrt(L)"));
    QCOMPARE(residualScaleLabel(c), std::string("1/\u221aL"));     // as the window's control writes it
    QVERIFY(near(effectiveResidualScale(c), 0.35355339059327373)); // 1/sqrt(8)
    parseResidualScale("1/sqrt(2L)", c);
    QVERIFY(c.residualRule == ResidualScaleRule::InvSqrt2Depth);
    QCOMPARE(residualScaleText(c), std::string("1/sqrt(2L)"));
    QCOMPARE(residualScaleLabel(c), std::string("1/\u221a(2L)"));
    QCOMPARE(effectiveResidualScale(c), 0.25); // 1/sqrt(16)
    parseResidualScale("+0.25", c);
    QVERIFY(c.residualRule == ResidualScaleRule::Fixed);
    QCOMPARE(c.residualScale, 0.25);
    QCOMPARE(effectiveResidualScale(c), 0.25);
    QCOMPARE(residualScaleText(c), std::string("0.25"));
    QCOMPARE(residualScaleLabel(c), std::string("0.25"));
    parseResidualScale("0", c);
    QCOMPARE(c.residualScale, 0.0);
    parseResidualScale("1e6", c);
    QCOMPARE(residualScaleText(c), std::string("1000000"));
    parseResidualScale("0.1", c);
    ModelConfig back;
    parseResidualScale(residualScaleText(c), back);
    QCOMPARE(back.residualScale, 0.1);
}

void TestConfig::badResidualScales_data()
{
    QTest::addColumn<QString>("text");
    QTest::newRow("negative") << "-0.5";
    QTest::newRow("too large") << "1000001";
    QTest::newRow("trailing") << "0.5x";
    QTest::newRow("word") << "half";
    QTest::newRow("other rule") << "1/L";
    QTest::newRow("nan") << "nan";
    QTest::newRow("inf") << "inf";
    QTest::newRow("empty") << "";
}

void TestConfig::badResidualScales()
{
    QFETCH(QString, text);
    ModelConfig c;
    c.residualScale = 0.75;
    QCOMPARE(QString::fromStdString(refusal([&] { parseResidualScale(text.toStdString(), c, "--residual-scale"); })),
             "--residual-scale: '" + text + "' is not allowed; use a number from 0 to 1e6, 1/sqrt(L) or 1/sqrt(2L)");
    QCOMPARE(c.residualScale, 0.75); // untouched
    QVERIFY(c.residualRule == ResidualScaleRule::Fixed);
}

// The norms' default eps are PyTorch's (1e-5; RMSNorm 1e-6), an explicit one wins, 0 included.
void TestConfig::effectiveValues()
{
    ModelConfig c;
    c.norm = Norm::Batch;
    QCOMPARE(effectiveNormEps(c), 1e-5);
    c.norm = Norm::Layer;
    QCOMPARE(effectiveNormEps(c), 1e-5);
    c.norm = Norm::Rms;
    QCOMPARE(effectiveNormEps(c), 1e-6);
    c.normEps = 0;
    QCOMPARE(effectiveNormEps(c), 0.0);
    c.normEps = 0.01;
    QCOMPARE(effectiveNormEps(c), 0.01);
    // Orthogonal weights: PyTorch's gain until one is set, and their std follows the gain.
    c.activation = Activation::Tanh;
    c.init = Init::Orthogonal;
    c.width = 25;
    QCOMPARE(effectiveOrthogonalGain(c), 5.0 / 3.0);
    QCOMPARE(weightStd(c), schemeStd(Init::Orthogonal, Activation::Tanh, 25));
    c.orthogonalGain = 1.0;
    QCOMPARE(effectiveOrthogonalGain(c), 1.0);
    QCOMPARE(weightStd(c), 0.2);
}

// PyTorch: calculate_gain (relu sqrt 2, leaky_relu sqrt(2 / (1 + 0.01^2)), tanh 5/3, else 1);
// kaiming_normal_ sqrt(2 / fan_in), xavier_normal_ sqrt(2 / (fan_in + fan_out)), LeCun
// sqrt(1 / fan_in); nn.Linear's default is uniform(+-1/sqrt(fan_in)), whose std is that bound
// over sqrt(3); orthogonal rows have norm gain, so each weight's std is gain / sqrt(n).
void TestConfig::schemeStds()
{
    QCOMPARE(activationGain(Activation::Relu), std::sqrt(2.0));
    QVERIFY(near(activationGain(Activation::LeakyRelu), 1.4141428569978354)); // sqrt(2 / 1.0001)
    QCOMPARE(activationGain(Activation::Tanh), 5.0 / 3.0);
    for (Activation a : {Activation::Sigmoid, Activation::Linear, Activation::Gelu, Activation::Elu})
        QCOMPARE(activationGain(a), 1.0);
    QCOMPARE(schemeStd(Init::He, Activation::Tanh, 512), 0.0625);
    QVERIFY(near(schemeStd(Init::Xavier, Activation::Relu, 512), 0.044194173824159216)); // 1/sqrt(512)
    QCOMPARE(schemeStd(Init::Lecun, Activation::Relu, 256), 0.0625);
    QVERIFY(near(schemeStd(Init::TorchDefault, Activation::Relu, 3), 1.0 / 3.0));
    QVERIFY(near(schemeStd(Init::Orthogonal, Activation::Tanh, 25), 1.0 / 3.0));
    QVERIFY(near(schemeStd(Init::Orthogonal, Activation::Relu, 2), 1.0));
    QCOMPARE(schemeStd(Init::Zero, Activation::Relu, 64), 0.0);
    QCOMPARE(schemeStd(Init::Constant, Activation::Relu, 64), 0.0);
    ModelConfig c;
    c.width = 16;
    c.init = Init::CustomStd;
    c.initStd = 0.3;
    QCOMPARE(weightStd(c), 0.3);
    c.init = Init::CustomScale;
    c.initScale = 2;
    QCOMPARE(weightStd(c), 0.5); // 2 / sqrt(16)
    c.init = Init::He;
    QCOMPARE(weightStd(c), 0.3535533905932738); // sqrt(2 / 16)
    c.init = Init::Constant;
    QCOMPARE(weightStd(c), 0.0);
}

void TestConfig::labels_data()
{
    QTest::addColumn<QString>("label");
    QTest::addColumn<QString>("expected");
    ModelConfig c;
    QTest::newRow("default") << QString::fromStdString(describe(c)) << "ReLU, He, depth 30";
    c.activation = Activation::LeakyRelu;
    c.init = Init::TorchDefault;
    c.depth = 7;
    QTest::newRow("torch default") << QString::fromStdString(describe(c)) << "leaky ReLU, torch default, depth 7";
    c.activation = Activation::Gelu;
    c.init = Init::CustomStd;
    c.initStd = 0.05;
    QTest::newRow("std") << QString::fromStdString(describe(c)) << "GELU, std 0.05, depth 7";
    c.activation = Activation::Silu;
    c.init = Init::CustomScale;
    c.initScale = 1.5;
    QTest::newRow("scale") << QString::fromStdString(describe(c)) << "SiLU, 1.5/\u221an, depth 7";
    c.activation = Activation::Softplus;
    c.init = Init::Constant;
    c.initConstant = 0.25;
    QTest::newRow("constant") << QString::fromStdString(describe(c)) << "softplus, all weights 0.25, depth 7";
    c.activation = Activation::Elu;
    c.init = Init::Orthogonal;
    c.residual = true;
    QTest::newRow("residual") << QString::fromStdString(describe(c)) << "ELU, orthogonal, residual, depth 7";
    c.orthogonalGain = 1.0;
    QTest::newRow("orthogonal gain") << QString::fromStdString(describe(c))
                                     << "ELU, orthogonal gain 1, residual, depth 7";
    c.orthogonalGain = -1.0;
    c.residualScale = 0.5;
    QTest::newRow("residual 0.5") << QString::fromStdString(describe(c))
                                  << "ELU, orthogonal, residual \u00d70.5, depth 7";
    c.residualScale = 1.0;
    c.residualRule = ResidualScaleRule::InvSqrt2Depth;
    c.activation = Activation::Sigmoid;
    c.init = Init::Lecun;
    c.norm = Norm::Rms;
    c.normPlace = NormPlace::Post;
    QTest::newRow("rule and norm") << QString::fromStdString(describe(c))
                                   << "sigmoid, LeCun, residual \u00d71/\u221a(2L), RMSNorm post, depth 7";
    c.residual = false;
    c.activation = Activation::Tanh;
    c.init = Init::Xavier;
    c.norm = Norm::Batch;
    c.normPlace = NormPlace::Pre;
    c.head = true;
    QTest::newRow("batch and head") << QString::fromStdString(describe(c))
                                    << "tanh, Xavier, BatchNorm pre, head, depth 7";
    c.activation = Activation::Linear;
    c.init = Init::Zero;
    c.norm = Norm::Layer;
    c.head = false;
    QTest::newRow("zero, layer") << QString::fromStdString(describe(c)) << "linear, zero, LayerNorm pre, depth 7";
}

void TestConfig::labels()
{
    QFETCH(QString, label);
    QFETCH(QString, expected);
    QCOMPARE(label, expected);
}

// Two configurations differing in any one field are different (the window recomputes on it).
void TestConfig::equalityComparesEveryField()
{
    const ModelConfig a;
    QVERIFY(a == ModelConfig());
    QVERIFY(!(a != ModelConfig()));
    std::vector<ModelConfig> changed(19, a);
    changed[0].depth = 31;
    changed[1].width = 65;
    changed[2].batch = 33;
    changed[3].activation = Activation::Tanh;
    changed[4].init = Init::Xavier;
    changed[5].initStd = 0.02;
    changed[6].initScale = 2;
    changed[7].initConstant = 0.02;
    changed[8].residual = true;
    changed[9].residualRule = ResidualScaleRule::InvSqrtDepth;
    changed[10].residualScale = 0.5;
    changed[11].norm = Norm::Layer;
    changed[12].normPlace = NormPlace::Post;
    changed[13].normEps = 0.1;
    changed[14].head = true;
    changed[15].loss = Loss::Sum;
    changed[16].seed = 1;
    changed[17].precision = Precision::Float;
    changed[18].orthogonalGain = 1.0;
    for (size_t i = 0; i < changed.size(); ++i) {
        QVERIFY2(!(changed[i] == a), qPrintable(QString("field %1").arg(i)));
        QVERIFY2(changed[i] != a, qPrintable(QString("field %1").arg(i)));
    }
    RunSettings r;
    QVERIFY(r == RunSettings());
    RunSettings clip = r, memory = r;
    clip.clipLimit = 2;
    memory.maxMemoryBytes = 1 << 20;
    QVERIFY(clip != r);
    QVERIFY(memory != r);
}

QTEST_MAIN(TestConfig)
#include "test_config.moc"
