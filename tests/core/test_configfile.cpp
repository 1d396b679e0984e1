// Configuration files and result files (core/serialization): what the reader accepts and how it
// words each refusal, what the writers put in each cell, on hand-made values whose text is
// known without running the code under test.
#include "core/model/config.h"
#include "core/report/serialization.h"

#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QtTest>

#include <cmath>
#include <limits>

using namespace gradflow;

namespace {

std::string refusal(const std::string &json, ModelConfig c = ModelConfig(), RunSettings r = RunSettings())
{
    const ModelConfig before = c;
    const RunSettings runBefore = r;
    try {
        applyConfigJson(json, c, r, "f.json");
    } catch (const std::invalid_argument &e) {
        if (c != before || r != runBefore)
            return "changed the configuration";
        return e.what();
    }
    return "accepted";
}

QJsonObject object(const std::string &json)
{
    QJsonParseError error;
    const QJsonDocument d = QJsonDocument::fromJson(QByteArray::fromStdString(json), &error);
    if (error.error != QJsonParseError::NoError)
        qWarning("not JSON: %s", qPrintable(error.errorString()));
    return d.object();
}

QJsonArray numbers(std::initializer_list<double> values)
{
    QJsonArray a;
    for (double v : values)
        a.append(v);
    return a;
}

// A three-layer result written by hand: layer 2's signal is exactly zero, and so is layer 2's
// weight gradient.
Result handMade()
{
    Result r;
    r.config.depth = 2;
    r.config.norm = Norm::Layer; // no mean-field line
    r.log10SignalRms = {0.5, -1.25, -INFINITY};
    r.log10GradNorm = {-2, -3.5, 1e-7};
    r.log10WeightGradNorm = {-4, -INFINITY};
    r.distinctUnits = {64, 64, 1};
    r.log10Loss = -0.75;
    r.log10FirstLastRatio = 1.5;
    r.log10GlobalWeightGradNorm = -3.9;
    r.log10ClipFactor = 0;
    r.run.clipLimit = 2;
    r.plan.estimateBytes = 123456;
    return r;
}

} // namespace

class TestConfigFile : public QObject
{
    Q_OBJECT

private slots:
    void firstNonTextByte_data();
    void firstNonTextByte();
    void wrongTypes_data();
    void wrongTypes();
    void valuesOfEveryKind();
    void theFileItself_data();
    void theFileItself();
    void readingOverAnInvalidConfiguration();
    void writtenFileReadsBack();
    void csvCells();
    void csvTheoryColumns();
    void jsonCells();
    void jsonSeeds();
};

// Each kind of option refuses a value of the wrong JSON type, naming the file and the key.
void TestConfigFile::wrongTypes_data()
{
    QTest::addColumn<QString>("json");
    QTest::addColumn<QString>("message");
    QTest::newRow("whole as text") << R"({"depth": "30"})"
                                   << R"(f.json: "depth": must be a whole number from 1 to 10000)";
    QTest::newRow("whole with a fraction") << R"({"width": 2.5})"
                                           << R"(f.json: "width": must be a whole number from 1 to 4096)";
    QTest::newRow("whole as a list") << R"({"batch": [1]})"
                                     << R"(f.json: "batch": must be a whole number from 1 to 4096)";
    QTest::newRow("whole as an object") << R"({"depth": 3, "width": {"depth": 4}})"
                                        << R"(f.json: "width": must be a whole number from 1 to 4096)";
    // A key after an inner object is checked against its own object's keys, not the inner one's.
    QTest::newRow("key after an object") << R"({"width": {"depth": 4}, "depth": 3})"
                                         << R"(f.json: "width": must be a whole number from 1 to 4096)";
    QTest::newRow("whole too large") << R"({"depth": 10001})"
                                     << R"(f.json: "depth": 10001 is out of range; allowed: 1 to 10000)";
    QTest::newRow("number as text") << R"({"clip": "2"})"
                                    << R"(f.json: "clip": must be a number from 1e-300 to 1e+300)";
    QTest::newRow("number zero") << R"({"init-std": 0})"
                                 << R"(f.json: "init-std": 0 is out of range; allowed: 1e-300 to 1e+300)";
    QTest::newRow("name as number") << R"({"norm": 1})"
                                    << R"(f.json: "norm": must be one of none, batch, layer or rms)";
    QTest::newRow("switch as number") << R"({"residual": 1})"
                                      << R"(f.json: "residual": must be true or false)";
    QTest::newRow("switch as text") << R"({"head": "true"})"
                                    << R"(f.json: "head": must be true or false)";
    QTest::newRow("seed negative") << R"({"seed": -1})"
                                   << R"(f.json: "seed": must be a whole number from 0 to 18446744073709551615)";
    QTest::newRow("seed fraction") << R"({"seed": 1.5})"
                                   << R"(f.json: "seed": must be a whole number from 0 to 18446744073709551615)";
    QTest::newRow("seed beyond 2^64") << R"({"seed": 18446744073709551616})"
                                      << R"(f.json: "seed": must be a whole number from 0 to 18446744073709551615)";
    QTest::newRow("size as switch")
        << R"({"max-memory": true})"
        << R"(f.json: "max-memory": must be from 1048576 bytes (1M) to 1e15 bytes, or a size such as "512M" or "2G")";
    QTest::newRow("size too small")
        << R"({"max-memory": 1048575})"
        << R"(f.json: "max-memory": must be from 1048576 bytes (1M) to 1e15 bytes, or a size such as "512M" or "2G")";
    QTest::newRow("size as text")
        << R"({"max-memory": "2T"})"
        << R"(f.json: "max-memory": '2T' is not a size; use bytes or a number with K, M or G (e.g. 512M, 2G), at least 1M)";
    QTest::newRow("scale as switch") << R"({"residual-scale": true})"
                                     << R"(f.json: "residual-scale": must be a number from 0 to 1e+06)";
    QTest::newRow("scale text too large")
        << R"({"residual-scale": "2e6"})"
        << R"(f.json: "residual-scale": '2e6' is not allowed; use a number from 0 to 1e6, 1/sqrt(L) or 1/sqrt(2L))";
    QTest::newRow("eps too large") << R"({"norm-eps": 2})"
                                   << R"(f.json: "norm-eps": 2 is out of range; allowed: 0 to 1)";
    QTest::newRow("eps as text") << R"({"norm-eps": "default"})"
                                 << R"(f.json: "norm-eps": must be a number from 0 to 1)";
}

void TestConfigFile::wrongTypes()
{
    QFETCH(QString, json);
    QFETCH(QString, message);
    QCOMPARE(QString::fromStdString(refusal(json.toStdString())), message);
}

void TestConfigFile::valuesOfEveryKind()
{
    ModelConfig c;
    RunSettings r;
    c.normEps = 0.1;
    applyConfigJson(R"x({"seed": 18446744073709551615, "max-memory": 536870912, "residual-scale": "1/sqrt(2L)",
                        "norm-eps": null, "residual": true, "clip": 1e-300, "init-constant": -2, "precision": "float",
                        "format": "gradflow-config-1"})x",
                    c, r, "f.json");
    QCOMPARE(c.seed, std::numeric_limits<std::uint64_t>::max());
    QCOMPARE(r.maxMemoryBytes, std::int64_t(512) << 20);
    QVERIFY(c.residualRule == ResidualScaleRule::InvSqrt2Depth);
    QCOMPARE(c.normEps, -1.0); // null: the norm's default
    QVERIFY(c.residual);
    QCOMPARE(r.clipLimit, 1e-300);
    QCOMPARE(c.initConstant, -2.0);
    QVERIFY(c.init == Init::Constant); // init-constant selects its scheme
    QVERIFY(c.precision == Precision::Float);
    applyConfigJson(R"({"residual-scale": 0.5, "norm-eps": 0, "max-memory": "1.5G", "seed": 7})", c, r, "f.json");
    QVERIFY(c.residualRule == ResidualScaleRule::Fixed);
    QCOMPARE(c.residualScale, 0.5);
    QCOMPARE(c.normEps, 0.0);
    QCOMPARE(r.maxMemoryBytes, std::int64_t(3) << 29);
    QCOMPARE(c.seed, std::uint64_t(7));
    applyConfigJson(R"({"residual-scale": "0.25"})", c, r, "f.json");
    QCOMPARE(c.residualScale, 0.25);
    applyConfigJson("{}", c, r, "f.json"); // nothing given, nothing changed
    QCOMPARE(c.residualScale, 0.25);
}

void TestConfigFile::theFileItself_data()
{
    QTest::addColumn<QString>("json");
    QTest::addColumn<QString>("start");
    QTest::newRow("a list") << "[1]"
                            << "f.json: must hold a JSON object of options, e.g. {\"depth\": 30}";
    QTest::newRow("a number") << "30"
                              << "f.json: must hold a JSON object of options, e.g. {\"depth\": 30}";
    QTest::newRow("broken") << "{\"depth\": "
                            << "f.json: not valid JSON (";
    QTest::newRow("empty") << ""
                           << "f.json: not valid JSON (";
    QTest::newRow("huge number") << "{\"clip\": 1e999}"
                                 << "f.json: holds a number too large for a double (";
    QTest::newRow("unknown key")
        << "{\"colour\": 1}"
        << "f.json: \"colour\" is not an option; allowed keys are the long options, e.g. \"depth\", \"init-std\"";
    QTest::newRow("key with a newline") << "{\"de\\npth\": 1}"
                                        << "f.json: \"de\\npth\" is not an option";
    QTest::newRow("other format") << "{\"format\": \"gradflow-config-2\"}"
                                  << "f.json: \"format\" must be \"gradflow-config-1\"";
    QTest::newRow("format as number") << "{\"format\": 1}"
                                      << "f.json: \"format\" must be \"gradflow-config-1\"";
    QTest::newRow("repeated key") << "{\"depth\": 0, \"depth\": 3}"
                                  << "f.json: \"depth\" is given twice; give each option once";
    QTest::newRow("repeated inner key") << "{\"width\": {\"a\": 1, \"a\": 2}}"
                                        << "f.json: \"a\" is given twice";
    QTest::newRow("over 1 MiB") << "{\"depth\": 3}" + QString(1 << 20, ' ')
                                << "f.json: larger than 1 MiB; a configuration file is a few hundred bytes of JSON";
}

void TestConfigFile::theFileItself()
{
    QFETCH(QString, json);
    QFETCH(QString, start);
    const QString message = QString::fromStdString(refusal(json.toStdString()));
    QVERIFY2(message.startsWith(start), qPrintable(message));
}

// Keys are checked one by one, then the whole result: a file read over a configuration that is
// out of range itself is refused, and the configuration is left as it was.
void TestConfigFile::readingOverAnInvalidConfiguration()
{
    ModelConfig c;
    c.depth = 0;
    QCOMPARE(refusal(R"({"width": 8})", c), std::string(R"(f.json: "depth": 0 is out of range; allowed: 1 to 10000)"));
    RunSettings r;
    r.clipLimit = 0;
    QCOMPARE(refusal(R"({"width": 8})", ModelConfig(), r),
             std::string(R"(f.json: "clip": 0 is out of range; allowed: 1e-300 to 1e+300)"));
    // Given in the file, the good value repairs it.
    QCOMPARE(refusal(R"({"depth": 8})", c), std::string("accepted"));
}

// Every key is written, sizes as text, the default eps as null, and the file reads back equal.
void TestConfigFile::writtenFileReadsBack()
{
    ModelConfig c;
    c.depth = 12;
    c.activation = Activation::Gelu;
    c.init = Init::CustomScale;
    c.initScale = 1.5;
    c.residual = true;
    c.residualRule = ResidualScaleRule::InvSqrtDepth;
    c.norm = Norm::Rms;
    c.normPlace = NormPlace::Post;
    c.head = true;
    c.loss = Loss::Sum;
    c.seed = 42;
    RunSettings r;
    r.clipLimit = 0.5;
    r.maxMemoryBytes = std::int64_t(3) << 29; // 1.5 GiB: not whole G, whole M
    const std::string text = configToJson(c, r);
    const QJsonObject j = object(text);
    QCOMPARE(j["format"].toString(), QString("gradflow-config-1"));
    QCOMPARE(j["depth"].toInt(), 12);
    QCOMPARE(j["activation"].toString(), QString("gelu"));
    QCOMPARE(j["init"].toString(), QString("custom-scale"));
    QCOMPARE(j["init-scale"].toDouble(), 1.5);
    QCOMPARE(j["residual"].toBool(), true);
    QCOMPARE(j["residual-scale"].toString(), QString("1/sqrt(L)"));
    QCOMPARE(j["norm"].toString(), QString("rms"));
    QCOMPARE(j["norm-place"].toString(), QString("post"));
    QVERIFY(j["norm-eps"].isNull());
    QCOMPARE(j["head"].toBool(), true);
    QCOMPARE(j["loss"].toString(), QString("sum"));
    QCOMPARE(j["seed"].toInt(), 42);
    QCOMPARE(j["clip"].toDouble(), 0.5);
    QCOMPARE(j["max-memory"].toString(), QString("1536M"));
    QVERIFY(j["orthogonal-gain"].isNull()); // unset: PyTorch's gain
    QCOMPARE(j.size(), 30);                 // 29 options and the format
    ModelConfig back;
    RunSettings runBack;
    applyConfigJson(text, back, runBack, "back");
    QVERIFY(back == c);
    QVERIFY(runBack == r);
    r.maxMemoryBytes = (std::int64_t(1) << 20) + 1;
    QCOMPARE(object(configToJson(c, r))["max-memory"].toString(), QString("1048577"));
    r.maxMemoryBytes = std::int64_t(4) << 30;
    QCOMPARE(object(configToJson(c, r))["max-memory"].toString(), QString("4G"));
}

// Six decimals in each cell, -inf for an exact zero, layer 0 without a weight gradient.
void TestConfigFile::csvCells()
{
    QCOMPARE(resultToCsv(handMade()), std::string("layer,log10_signal_rms,log10_grad_norm,log10_weight_grad_norm\n"
                                                  "0,0.500000,-2.000000,\n"
                                                  "1,-1.250000,-3.500000,-4.000000\n"
                                                  "2,-inf,0.000000,-inf\n"));
}

// Where no mean-field line holds, the theory cells are empty; a linear network drawn with
// std k/sqrt(n) has signal RMS k^l exactly (q_l = k^2 q_(l-1), no bias).
void TestConfigFile::csvTheoryColumns()
{
    const std::string normed = resultToCsv(handMade(), true);
    QCOMPARE(normed, std::string("layer,log10_signal_rms,log10_grad_norm,log10_weight_grad_norm,"
                                 "theory_log10_signal_rms,theory_log10_grad_norm\n"
                                 "0,0.500000,-2.000000,,,\n"
                                 "1,-1.250000,-3.500000,-4.000000,,\n"
                                 "2,-inf,0.000000,-inf,,\n"));
    Result r = handMade();
    r.config.norm = Norm::None;
    r.config.activation = Activation::Linear;
    r.config.init = Init::CustomScale;
    r.config.initScale = 10;
    const QStringList rows = QString::fromStdString(resultToCsv(r, true)).split('\n', Qt::SkipEmptyParts);
    QCOMPARE(rows.size(), 4);
    for (int l = 0; l < 3; ++l) {
        const QStringList cells = rows[l + 1].split(',');
        QCOMPARE(cells.size(), 6);
        QCOMPARE(cells[4], QString::number(l) + ".000000"); // log10(10^l)
        bool finite = false;
        cells[5].toDouble(&finite);
        QVERIFY2(finite, qPrintable(rows[l + 1]));
    }
}

// null is an exact zero and nothing else; NaN and +inf are named; absent optionals are null.
void TestConfigFile::jsonCells()
{
    Result r = handMade();
    r.log10GradNorm[0] = std::nan("");
    r.log10GradNorm[1] = INFINITY;
    const QJsonObject j = object(resultToJson(r));
    const QJsonArray layers = j["layers"].toArray();
    QCOMPARE(layers.size(), 3);
    QCOMPARE(layers[0].toObject()["log10_signal_rms"].toDouble(), 0.5);
    QVERIFY(layers[0].toObject()["log10_weight_grad_norm"].isNull()); // no weights
    QCOMPARE(layers[0].toObject()["log10_grad_norm"].toString(), QString("nan"));
    QCOMPARE(layers[1].toObject()["log10_grad_norm"].toString(), QString("inf"));
    QCOMPARE(layers[1].toObject()["log10_weight_grad_norm"].toDouble(), -4.0);
    QVERIFY(layers[2].toObject()["log10_signal_rms"].isNull()); // exactly zero
    QVERIFY(layers[2].toObject()["log10_weight_grad_norm"].isNull());
    QCOMPARE(layers[2].toObject()["distinct_units"].toInt(), 1);
    QCOMPARE(layers[2].toObject()["layer"].toInt(), 2);
    const QJsonObject s = j["summary"].toObject();
    QCOMPARE(s["log10_first_last_grad_ratio"].toDouble(), 1.5);
    QVERIFY(s["log10_rho"].isNull());
    QVERIFY(s["log10_head_weight_grad_norm"].isNull());
    QCOMPARE(s["log10_loss"].toDouble(), -0.75);
    QCOMPARE(s["clip_limit"].toDouble(), 2.0);
    QCOMPARE(s["memory_estimate_bytes"].toInt(), 123456);
    QCOMPARE(j["config"].toObject()["depth"].toInt(), 2);
    QCOMPARE(j["config"].toObject()["clip"].toDouble(), 2.0);
    QVERIFY(j["theory"].isNull());
    QVERIFY(j["theory_note"].toString().startsWith("no mean-field line with normalization"));
    QVERIFY(!j.contains("seeds"));
    // A linear network at std 1/sqrt(n): the edge of chaos is std 1/sqrt(n) (width 64: 0.125),
    // and the signal keeps RMS 1 at every layer.
    r.config.norm = Norm::None;
    r.config.activation = Activation::Linear;
    r.config.init = Init::CustomScale;
    r.config.initScale = 1;
    const QJsonObject t = object(resultToJson(r))["theory"].toObject();
    QCOMPARE(t["critical_init_std"].toDouble(), 0.125);
    QCOMPARE(t["log10_signal_rms"].toArray().size(), 3);
    for (const QJsonValue v : t["log10_signal_rms"].toArray())
        QVERIFY2(std::fabs(v.toDouble()) < 1e-12, qPrintable(QString::number(v.toDouble())));
    QCOMPARE(t["log10_grad_norm"].toArray().size(), 3);
    QVERIFY(!object(resultToJson(r)).contains("theory_note"));
}

void TestConfigFile::jsonSeeds()
{
    SeedBands b;
    b.count = 3;
    b.firstSeed = 5;
    b.signal = {{0, -1}, {0.5, 0.25}, {-0.5, -1.5}, {0.5, -0.5}};
    b.grad = {{-2, -3}, {0.1, 0.2}, {-2.1, -3.25}, {-1.9, -2.75}};
    b.weightGrad = {{-4}, {0}, {-4}, {-4}};
    b.grad.mean[1] = std::nan(""); // a seed exactly zero there: no mean
    const QJsonObject s = object(resultToJson(handMade(), &b))["seeds"].toObject();
    QCOMPARE(s["count"].toInt(), 3);
    QCOMPARE(s["first_seed"].toInt(), 5);
    const QJsonObject signal = s["log10_signal_rms"].toObject();
    QCOMPARE(signal["mean"].toArray(), numbers({0, -1}));
    QCOMPARE(signal["sd"].toArray(), numbers({0.5, 0.25}));
    QCOMPARE(signal["min"].toArray(), numbers({-0.5, -1.5}));
    QCOMPARE(signal["max"].toArray(), numbers({0.5, -0.5}));
    const QJsonObject grad = s["log10_grad_norm"].toObject();
    QCOMPARE(grad["mean"].toArray()[0].toDouble(), -2.0);
    QCOMPARE(grad["mean"].toArray()[1].toString(), QString("nan"));
    QCOMPARE(grad["min"].toArray(), numbers({-2.1, -3.25}));
    QCOMPARE(s["log10_weight_grad_norm"].toObject()["max"].toArray(), numbers({-4}));
    QVERIFY(s["note"].toString().contains("first_seed .. first_seed + count - 1"));
}

// The check every file read as text passes first: the first byte that is a control character
// (tab, newline and carriage return are text) or not well-formed UTF-8 (RFC 3629: no overlong
// form, no surrogate, nothing past U+10FFFF, no sequence cut short).
void TestConfigFile::firstNonTextByte_data()
{
    QTest::addColumn<QByteArray>("text");
    QTest::addColumn<int>("bad"); // -1: all text
    QTest::newRow("empty") << QByteArray() << -1;
    QTest::newRow("tabs and line ends") << QByteArray("a\tb\r\nc\n") << -1;
    QTest::newRow("two, three and four bytes") << QByteArray("\xc3\xa9 \xe2\x82\xac \xf0\x9f\x93\x88") << -1;
    QTest::newRow("the last code point") << QByteArray("\xf4\x8f\xbf\xbf") << -1;
    QTest::newRow("escape") << QByteArray("ab\x1b[2J") << 2;
    QTest::newRow("delete") << QByteArray("x\x7f") << 1;
    QTest::newRow("NUL") << QByteArray("xy\0z", 4) << 2;
    QTest::newRow("lone continuation") << QByteArray("\x80") << 0;
    QTest::newRow("overlong two bytes") << QByteArray("a\xc0\xaf") << 1;
    QTest::newRow("overlong three bytes") << QByteArray("\xe0\x80\x80") << 0;
    QTest::newRow("surrogate") << QByteArray("ab\xed\xa0\x80") << 2;
    QTest::newRow("past U+10FFFF") << QByteArray("\xf4\x90\x80\x80") << 0;
    QTest::newRow("cut short") << QByteArray("ok\xe2\x82") << 2;
    QTest::newRow("bad third byte") << QByteArray("\xe2\x82\x41") << 0;
    QTest::newRow("latin-1") << QByteArray("caf\xe9") << 3;
}

void TestConfigFile::firstNonTextByte()
{
    QFETCH(QByteArray, text);
    QFETCH(int, bad);
    const std::size_t at = gradflow::firstNonTextByte(text.toStdString());
    QCOMPARE(at == std::string::npos ? -1 : int(at), bad);
}

QTEST_APPLESS_MAIN(TestConfigFile)
#include "test_configfile.moc"
