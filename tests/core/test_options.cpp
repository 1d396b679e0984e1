// The option table (core/model/options.h): one behaviour for every front end, and errors that carry
// the option's key for the front end to word.
#include "core/engine/engine.h"
#include "core/model/options.h"
#include "core/report/serialization.h"

#include <QtTest>

using namespace gradflow;

namespace {

ModelConfig read(const std::string &json)
{
    ModelConfig c;
    RunSettings run;
    applyConfigJson(json, c, run, "test");
    return c;
}

std::string refusal(const std::string &json)
{
    try {
        read(json);
    } catch (const std::invalid_argument &e) {
        return e.what();
    }
    return "accepted";
}

} // namespace

class TestOptions : public QObject
{
    Q_OBJECT

private slots:
    void aSchemesValueSelectsItUnlessInitIsGiven();
    void fileErrorsNameTheKeyNotAFlag();
    void coreErrorsCarryTheKey();
    void everyOptionIsWrittenAndReadBack();
    void commandLineTextReadsAsTheKindsValue();
    void helpLinesComeFromTheRow();
};

// A file holding only "init-std" used to keep He: the std was stored and never used, while the
// command line's --init-std switched to custom-std. Now both select the scheme unless the same
// file (or command line) names "init" itself, as every saved file does.
void TestOptions::aSchemesValueSelectsItUnlessInitIsGiven()
{
    ModelConfig c = read(R"({"init-std": 0.05})");
    QVERIFY(c.init == Init::CustomStd);
    QCOMPARE(c.initStd, 0.05);
    QVERIFY(read(R"({"init-scale": 2})").init == Init::CustomScale);
    QVERIFY(read(R"({"init-constant": 0.5})").init == Init::Constant);
    c = read(R"({"init": "xavier", "init-std": 0.05})");
    QVERIFY(c.init == Init::Xavier);
    QCOMPARE(c.initStd, 0.05);
    c = read(R"({"orthogonal-gain": 1})");
    QVERIFY(c.init == Init::Orthogonal);
    QCOMPARE(c.orthogonalGain, 1.0);
    c = read(R"({"orthogonal-gain": null})"); // the default asks for no scheme
    QVERIFY(c.init == Init::He);
    QCOMPARE(c.orthogonalGain, -1.0);
}

// The reader words the table's error with the file and the key; no "--flag" reaches a file's
// message (it used to, and was cut off by string surgery).
void TestOptions::fileErrorsNameTheKeyNotAFlag()
{
    const std::string depth = refusal(R"({"depth": 0})");
    QVERIFY2(depth.find("test: \"depth\": 0 is out of range; allowed: 1 to 10000") == 0, depth.c_str());
    const std::string activation = refusal(R"({"activation": "swish"})");
    QVERIFY2(activation.find("test: \"activation\": unknown value 'swish'") == 0, activation.c_str());
    const std::string memory = refusal(R"({"max-memory": "lots"})");
    QVERIFY2(memory.find("test: \"max-memory\": 'lots' is not a size") == 0, memory.c_str());
    for (const std::string &message : {depth, activation, memory, refusal(R"({"residual-scale": "1/L"})")})
        QVERIFY2(message.find("--") == std::string::npos, message.c_str());
}

void TestOptions::coreErrorsCarryTheKey()
{
    try {
        parseActivation("swish");
        QFAIL("swish was accepted");
    } catch (const OptionError &e) {
        QCOMPARE(e.key(), std::string("activation"));
        QVERIFY2(e.problem().find("unknown value 'swish'") == 0, e.problem().c_str());
    }
    ModelConfig big;
    big.depth = 1000;
    big.width = 2048;
    RunSettings tight;
    tight.maxMemoryBytes = std::int64_t(16) << 20;
    try {
        planMemory(big, tight);
        QFAIL("a network over the limit was planned");
    } catch (const OptionError &e) {
        QCOMPARE(e.key(), std::string("max-memory"));
        QVERIFY2(e.problem().find("--") == std::string::npos, e.problem().c_str());
    }
}

// The writer and the reader both come from the table: every row's key is written, and a value
// other than the default comes back.
void TestOptions::everyOptionIsWrittenAndReadBack()
{
    ModelConfig c;
    c.depth = 7;
    c.activation = Activation::Gelu;
    c.init = Init::CustomScale;
    c.initScale = 1.5;
    c.residualRule = ResidualScaleRule::InvSqrt2Depth;
    c.normEps = 0.25;
    c.orthogonalGain = 0.75;
    c.seed = 18446744073709551615ULL;
    RunSettings run;
    run.clipLimit = 3;
    run.maxMemoryBytes = std::int64_t(3) << 20;
    const std::string text = configToJson(c, run);
    for (const Option &o : options())
        QVERIFY2(text.find("\"" + std::string(o.key) + "\":") != std::string::npos, o.key);
    ModelConfig back;
    RunSettings runBack;
    applyConfigJson(text, back, runBack, "round trip");
    QVERIFY(back == c);
    QVERIFY(runBack == run);
    QVERIFY(text.find("\"max-memory\": \"3M\"") != std::string::npos);
}

// What the command line hands over as text: trimmed, '+' allowed, the whole text a value.
void TestOptions::commandLineTextReadsAsTheKindsValue()
{
    QCOMPARE(std::get<std::int64_t>(optionValueFromText(option("depth"), " 7 ")), std::int64_t(7));
    QCOMPARE(std::get<std::int64_t>(optionValueFromText(option("depth"), "+3")), std::int64_t(3));
    QCOMPARE(std::get<double>(optionValueFromText(option("init-std"), "+0.5")), 0.5);
    QCOMPARE(std::get<double>(optionValueFromText(option("init-std"), "1e-3")), 1e-3);
    QCOMPARE(std::get<std::uint64_t>(optionValueFromText(option("seed"), "18446744073709551615")),
             std::uint64_t(18446744073709551615ULL));
    QCOMPARE(std::get<bool>(optionValueFromText(option("head"), "false")), false);
    for (const auto &[key, text] : std::vector<std::pair<std::string, std::string>>{{"depth", "2.5"},
                                                                                    {"depth", "7x"},
                                                                                    {"depth", ""},
                                                                                    {"init-std", "0.5e"},
                                                                                    {"init-std", "nan"},
                                                                                    {"seed", "-3"},
                                                                                    {"seed", "3 4"}}) {
        try {
            optionValueFromText(option(key), text);
            QFAIL(qPrintable(QString::fromStdString(key + " '" + text + "' was read")));
        } catch (const OptionError &e) {
            QCOMPARE(e.key(), key);
        }
    }
}

void TestOptions::helpLinesComeFromTheRow()
{
    QCOMPARE(optionHelp(option("depth")), std::string("Number of blocks, 1 to 10000 (default 30)."));
    QCOMPARE(optionHelp(option("max-memory")),
             std::string("Refuse configurations needing more, e.g. 512M or 2G (default 2G)."));
    const std::string activation = optionHelp(option("activation"));
    QVERIFY2(activation.find(": relu, leaky_relu, elu,") != std::string::npos
                 && activation.find(" or linear (default relu).") != std::string::npos,
             activation.c_str());
    const std::string eps = optionHelp(option("norm-eps")); // unset by default: no "(default ...)"
    QVERIFY2(eps.find("(default") == std::string::npos && eps.find("0 to 1.") != std::string::npos, eps.c_str());
    QVERIFY(optionHelp(option("init-std")).find("selects init custom-std unless init is given too")
            != std::string::npos);
}

QTEST_APPLESS_MAIN(TestOptions)
#include "test_options.moc"
