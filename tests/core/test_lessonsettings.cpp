// The side views' settings (core/lesson/lessonsettings: --view NAME --set KEY=VALUE and a tour's
// 'set:' on a side view): every key of every view lands in its field, every range and refusal is
// the documented one, the table's ranges and keys are the ones applied and listed, and the batch
// text reads and writes as the header says.
#include "core/lesson/lessonviews.h"
#include "core/model/numbertext.h"

#include <QtTest>

using namespace gradflow;

namespace {

std::string refusal(LessonView view, const std::string &key, const std::string &value)
{
    LessonSettings s;
    try {
        applyLessonSetting(view, key, value, s);
    } catch (const std::invalid_argument &e) {
        return e.what();
    }
    return "accepted";
}

std::string batchRefusal(const std::string &text)
{
    try {
        parseBatch(text);
    } catch (const std::invalid_argument &e) {
        return e.what();
    }
    return "accepted";
}

// A number as --set writes it.
std::string text(double v) { return generalText(v); }

} // namespace

class TestLessonSettings : public QObject
{
    Q_OBJECT

private slots:
    void viewNames();
    void everyKeyLandsInItsField();
    void numbersAreReadWhole();
    void refusals_data();
    void refusals();
    void batchText_data();
    void batchText();
    void badBatches_data();
    void badBatches();
    void networkViewHasNoJson();
    void tableRangesAreWhatSetAccepts();
    void tableKeysAreTheErrorsKeys();
};

void TestLessonSettings::viewNames()
{
    QCOMPARE(lessonViewNames(), (std::vector<std::string>{"network", "chain", "residual-chain", "norms", "init",
                                                          "clipping", "residual-scaling", "training", "jacobian"}));
    const LessonView views[] = {LessonView::Network,         LessonView::Chain,    LessonView::ResidualChain,
                                LessonView::Norms,           LessonView::Init,     LessonView::Clipping,
                                LessonView::ResidualScaling, LessonView::Training, LessonView::Jacobian};
    for (LessonView v : views) {
        QVERIFY(parseLessonView(toString(v)) == v);
        // The six side views are pages with settings; the network, Training and Jacobian are not.
        QCOMPARE(isLessonPage(v), v != LessonView::Network && v != LessonView::Training && v != LessonView::Jacobian);
    }
    QCOMPARE(toString(LessonView::ResidualChain), std::string("residual-chain"));
    try {
        parseLessonView("chains", "view");
        QFAIL("chains was accepted");
    } catch (const std::invalid_argument &e) {
        QCOMPARE(std::string(e.what()),
                 std::string("view: unknown view 'chains'; choose network, chain, residual-chain, "
                             "norms, init, clipping, residual-scaling, training or jacobian"));
    }
}

void TestLessonSettings::everyKeyLandsInItsField()
{
    LessonSettings s;
    // The lesson's worked examples are the defaults.
    QCOMPARE(s.chainLength, 10);
    QVERIFY(s.chainActivation == Activation::Sigmoid);
    QCOMPARE(s.blockSlope, 0.025);
    QCOMPARE(s.batch.row(0), (Eigen::RowVector4d(1, 2, 3, 4)));
    QCOMPARE(s.batch.col(0), (Eigen::Vector3d(1, 3, 5)));
    applyLessonSetting(LessonView::Chain, "length", "50", s);
    applyLessonSetting(LessonView::Chain, "activation", "tanh", s);
    applyLessonSetting(LessonView::Chain, "weight", "1.5", s);
    applyLessonSetting(LessonView::ResidualChain, "blocks", "1", s);
    applyLessonSetting(LessonView::ResidualChain, "slope", "0.5", s);
    applyLessonSetting(LessonView::Norms, "batch", "1,3; 3,4; 11,5", s);
    applyLessonSetting(LessonView::Norms, "shift", "-3.25", s);
    applyLessonSetting(LessonView::Norms, "steps", "0", s);
    applyLessonSetting(LessonView::Norms, "momentum", "1", s);
    applyLessonSetting(LessonView::Init, "fan-in", "100", s);
    applyLessonSetting(LessonView::Init, "fan-out", "4096", s);
    applyLessonSetting(LessonView::Init, "samples", "16", s);
    applyLessonSetting(LessonView::Init, "seed", "7", s);
    applyLessonSetting(LessonView::Clipping, "limit", "1e-6", s);
    applyLessonSetting(LessonView::ResidualScaling, "layers", "200", s);
    applyLessonSetting(LessonView::ResidualScaling, "samples", "3", s);
    applyLessonSetting(LessonView::ResidualScaling, "width", "1024", s);
    QCOMPARE(s.chainLength, 50);
    QVERIFY(s.chainActivation == Activation::Tanh);
    QCOMPARE(s.chainWeight, 1.5);
    QCOMPARE(s.blocks, 1);
    QCOMPARE(s.blockSlope, 0.5);
    QCOMPARE(s.batch, (Eigen::MatrixXd(3, 2) << 1, 3, 3, 4, 11, 5).finished());
    QCOMPARE(s.shift, -3.25);
    QCOMPARE(s.trainingSteps, 0);
    QCOMPARE(s.momentum, 1.0);
    QCOMPARE(s.fanIn, 100);
    QCOMPARE(s.fanOut, 4096);
    QCOMPARE(s.samples, 16);
    QCOMPARE(s.seed, std::uint64_t(7));
    QCOMPARE(s.clipLimit, 1e-6);
    QCOMPARE(s.gptLayers, 200);
    QCOMPARE(s.streamSamples, 3);
    QCOMPARE(s.streamWidth, 1024);
    // One seed serves both random views; the last one given wins.
    applyLessonSetting(LessonView::ResidualScaling, "seed", "1000000000", s);
    QCOMPARE(s.seed, std::uint64_t(1000000000));
}

// White space around a number is allowed, '+' too, and '.' is the point in any locale.
void TestLessonSettings::numbersAreReadWhole()
{
    LessonSettings s;
    applyLessonSetting(LessonView::Chain, "weight", " 2.5 ", s);
    QCOMPARE(s.chainWeight, 2.5);
    applyLessonSetting(LessonView::Chain, "length", "+12", s);
    QCOMPARE(s.chainLength, 12);
    applyLessonSetting(LessonView::Chain, "length", "3e1", s); // a whole number written as 3e1
    QCOMPARE(s.chainLength, 30);
    applyLessonSetting(LessonView::Init, "samples", "16384", s);
    QCOMPARE(s.samples, 16384);
}

void TestLessonSettings::refusals_data()
{
    QTest::addColumn<int>("view");
    QTest::addColumn<QString>("key");
    QTest::addColumn<QString>("value");
    QTest::addColumn<QString>("message");
    const auto row = [](const char *name, LessonView v, const char *key, const char *value, const char *message) {
        QTest::newRow(name) << int(v) << key << value << message;
    };
    row("length 0", LessonView::Chain, "length", "0", "chain length: 0 is out of range; allowed: 1 to 50");
    row("length 51", LessonView::Chain, "length", "51", "chain length: 51 is out of range; allowed: 1 to 50");
    row("length 2.5", LessonView::Chain, "length", "2.5", "chain length: '2.5' is not a whole number");
    row("length empty", LessonView::Chain, "length", "", "chain length: '' is not a number");
    row("weight words", LessonView::Chain, "weight", "one", "chain weight: 'one' is not a number");
    row("weight trailing", LessonView::Chain, "weight", "1.5x", "chain weight: '1.5x' is not a number");
    row("weight comma", LessonView::Chain, "weight", "1,5", "chain weight: '1,5' is not a number");
    row("weight inf", LessonView::Chain, "weight", "inf", "chain weight: 'inf' is not a number");
    row("weight nan", LessonView::Chain, "weight", "nan", "chain weight: 'nan' is not a number");
    row("weight 1e400", LessonView::Chain, "weight", "1e400", "chain weight: '1e400' is not a number");
    row("weight small", LessonView::Chain, "weight", "0.001",
        "chain weight: 0.001 is out of range; allowed: 0.01 to 10");
    row("activation", LessonView::Chain, "activation", "swish",
        "chain activation: unknown value 'swish'; allowed: relu, leaky_relu, elu, gelu, silu, softplus, sigmoid, tanh, "
        "gelu_tanh, linear");
    row("chain key", LessonView::Chain, "colour", "red",
        "chain: unknown setting 'colour'; choose length, activation or weight");
    row("blocks 51", LessonView::ResidualChain, "blocks", "51",
        "residual-chain blocks: 51 is out of range; allowed: 1 to 50");
    row("slope 2", LessonView::ResidualChain, "slope", "2",
        "residual-chain slope: 2 is out of range; allowed: 0.001 to 1");
    row("residual-chain key", LessonView::ResidualChain, "length", "3",
        "residual-chain: unknown setting 'length'; choose blocks or slope");
    row("shift", LessonView::Norms, "shift", "2e6", "norms shift: 2e6 is out of range; allowed: -1e+06 to 1e+06");
    row("steps", LessonView::Norms, "steps", "-1", "norms steps: -1 is out of range; allowed: 0 to 1000");
    row("momentum", LessonView::Norms, "momentum", "1.5", "norms momentum: 1.5 is out of range; allowed: 0 to 1");
    row("norms key", LessonView::Norms, "eps", "0",
        "norms: unknown setting 'eps'; choose batch, shift, steps or momentum");
    row("fan-in", LessonView::Init, "fan-in", "0", "init fan-in: 0 is out of range; allowed: 1 to 4096");
    row("fan-out", LessonView::Init, "fan-out", "4097", "init fan-out: 4097 is out of range; allowed: 1 to 4096");
    row("samples", LessonView::Init, "samples", "16385", "init samples: 16385 is out of range; allowed: 1 to 16384");
    row("init seed", LessonView::Init, "seed", "-1", "init seed: -1 is out of range; allowed: 0 to 1e+09");
    row("init key", LessonView::Init, "width", "3",
        "init: unknown setting 'width'; choose fan-in, fan-out, samples or seed");
    row("limit", LessonView::Clipping, "limit", "0", "clipping limit: 0 is out of range; allowed: 1e-06 to 1e+06");
    row("clipping key", LessonView::Clipping, "depth", "3", "clipping: unknown setting 'depth'; choose limit");
    row("layers", LessonView::ResidualScaling, "layers", "201",
        "residual-scaling layers: 201 is out of range; allowed: 1 to 200");
    row("stream samples", LessonView::ResidualScaling, "samples", "0",
        "residual-scaling samples: 0 is out of range; allowed: 1 to 4096");
    row("width", LessonView::ResidualScaling, "width", "1025",
        "residual-scaling width: 1025 is out of range; allowed: 1 to 1024");
    row("scaling seed", LessonView::ResidualScaling, "seed", "0.5",
        "residual-scaling seed: '0.5' is not a whole number");
    row("scaling key", LessonView::ResidualScaling, "blocks", "3",
        "residual-scaling: unknown setting 'blocks'; choose layers, samples, width or seed");
    row("network", LessonView::Network, "depth", "3",
        "network: settings are configuration keys; use them with 'set' on a network step");
}

void TestLessonSettings::refusals()
{
    QFETCH(int, view);
    QFETCH(QString, key);
    QFETCH(QString, value);
    QFETCH(QString, message);
    QCOMPARE(QString::fromStdString(refusal(LessonView(view), key.toStdString(), value.toStdString())), message);
}

// Rows split by ';', entries by ','; written back with ", " never appearing inside a number.
void TestLessonSettings::batchText_data()
{
    QTest::addColumn<QString>("text");
    QTest::addColumn<QString>("written");
    QTest::newRow("one row") << "1,2,3,4"
                             << "1,2,3,4";
    QTest::newRow("spaces") << " 1 , 2 ;3,  4 "
                            << "1,2; 3,4";
    QTest::newRow("one column") << "1;3;5"
                                << "1; 3; 5";
    QTest::newRow("trailing ;") << "0.5,-3;"
                                << "0.5,-3";
    QTest::newRow("small and large") << "1e-7,1e6"
                                     << "1e-07,1e+06";
    QTest::newRow("16 x 16") << QString("1,2,3,4,5,6,7,8,9,10,11,12,13,14,15,16;").repeated(16).chopped(1)
                             << QString("1,2,3,4,5,6,7,8,9,10,11,12,13,14,15,16; ").repeated(16).chopped(2);
}

void TestLessonSettings::batchText()
{
    QFETCH(QString, text);
    QFETCH(QString, written);
    const Eigen::MatrixXd b = parseBatch(text.toStdString());
    QCOMPARE(QString::fromStdString(gradflow::batchText(b)), written);
    QCOMPARE(parseBatch(written.toStdString()), b);
}

void TestLessonSettings::badBatches_data()
{
    QTest::addColumn<QString>("text");
    QTest::addColumn<QString>("message");
    const QString size = "batch: give 1 to 16 rows of 1 to 16 numbers, rows split by ';', entries by ','";
    QTest::newRow("empty") << "" << size;
    QTest::newRow("17 rows") << QString("1;").repeated(17) << size;
    QTest::newRow("17 columns") << QString("1,").repeated(16) + "1" << size;
    QTest::newRow("empty row") << "1,2;;3,4"
                               << "batch: an empty row; write rows like 1,2,3,4; 3,6,1,0";
    QTest::newRow("empty first row") << ";1,2"
                                     << "batch: an empty row; write rows like 1,2,3,4; 3,6,1,0";
    QTest::newRow("ragged") << "1,2;3"
                            << "batch: every row needs 2 entries, like the first";
    QTest::newRow("ragged longer") << "1;3,4"
                                   << "batch: every row needs 1 entries, like the first";
    QTest::newRow("empty entry") << "1,,2"
                                 << "batch: '' is not a number";
    QTest::newRow("word") << "1,two"
                          << "batch: 'two' is not a number";
    QTest::newRow("too large") << "1,2e6"
                               << "batch: 2e6 is out of range; allowed: -1e+06 to 1e+06";
}

void TestLessonSettings::badBatches()
{
    QFETCH(QString, text);
    QFETCH(QString, message);
    QCOMPARE(QString::fromStdString(batchRefusal(text.toStdString())), message);
    // Through the setting, the view keeps its batch.
    LessonSettings s;
    QVERIFY_THROWS_EXCEPTION(std::invalid_argument,
                             applyLessonSetting(LessonView::Norms, "batch", text.toStdString(), s));
    QCOMPARE(s.batch, LessonSettings::defaultBatch());
}

void TestLessonSettings::networkViewHasNoJson()
{
    try {
        lessonViewJson(LessonView::Network, LessonSettings(), ModelConfig(), RunSettings());
        QFAIL("the network view printed side-view JSON");
    } catch (const std::invalid_argument &e) {
        QCOMPARE(std::string(e.what()),
                 std::string("--view network: use --json without --view for the network's numbers"));
    }
}

// Each numeric row's range is exactly what applyLessonSetting accepts, and its window range
// lies inside it: a page bound to the row never offers a value the command line refuses.
void TestLessonSettings::tableRangesAreWhatSetAccepts()
{
    int numeric = 0;
    for (const LessonSetting &row : lessonSettingTable()) {
        if (row.low == row.high)
            continue; // a name or a batch
        ++numeric;
        const QByteArray where = QByteArray(toString(row.view).c_str()) + " " + row.key;
        QVERIFY2(row.windowLow >= row.low && row.windowHigh <= row.high && row.windowLow < row.windowHigh, where);
        QCOMPARE(refusal(row.view, row.key, text(row.low)), std::string("accepted"));
        QCOMPARE(refusal(row.view, row.key, text(row.high)), std::string("accepted"));
        const double step = row.low == 0 ? 1 : std::abs(row.low) / 2; // below the low end
        QVERIFY2(refusal(row.view, row.key, text(row.low - step)).find("out of range") != std::string::npos, where);
        QVERIFY2(refusal(row.view, row.key, text(row.high * 2)).find("out of range") != std::string::npos, where);
    }
    QCOMPARE(numeric, 16);
    // The Init view's seed is the residual-scaling view's (one field): one range.
    QCOMPARE(lessonSetting(LessonView::Init, "seed").high, lessonSetting(LessonView::ResidualScaling, "seed").high);
    QCOMPARE(lessonSetting(LessonView::Init, "seed").windowHigh, lessonSetting(LessonView::Init, "seed").high);
}

// The keys an unknown key's error lists are the table's keys of that view, every one accepted.
void TestLessonSettings::tableKeysAreTheErrorsKeys()
{
    const std::pair<LessonView, std::vector<std::string>> views[] = {
        {LessonView::Chain, {"length", "activation", "weight"}},
        {LessonView::ResidualChain, {"blocks", "slope"}},
        {LessonView::Norms, {"batch", "shift", "steps", "momentum"}},
        {LessonView::Init, {"fan-in", "fan-out", "samples", "seed"}},
        {LessonView::Clipping, {"limit"}},
        {LessonView::ResidualScaling, {"layers", "samples", "width", "seed"}},
    };
    size_t rows = 0;
    for (const auto &[view, keys] : views) {
        QCOMPARE(lessonSettingKeys(view), keys);
        rows += keys.size();
        const std::string message = refusal(view, "nope", "1");
        for (const std::string &key : keys)
            QVERIFY2(message.find(key) != std::string::npos, message.c_str());
    }
    QCOMPARE(lessonSettingTable().size(), rows);
    QVERIFY(lessonSettingKeys(LessonView::Network).empty());
}

QTEST_APPLESS_MAIN(TestLessonSettings)
#include "test_lessonsettings.moc"
