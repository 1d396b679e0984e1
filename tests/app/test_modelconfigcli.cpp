// --model-config on the command line: a shipped name or a file, options after it override it,
// the ignored keys on standard error as one line (or in --json's "model_config"), and a refused
// file is exit 2 with the reason.
#include "tests/support/runcli.h"

#include "app/cli.h"
#include "app/clihelp.h"
#include "core/transformer/transformerplan.h"

#include <nlohmann/json.hpp>

#include <QTemporaryDir>
#include <QtTest>

using namespace gradflow;

class TestModelConfigCli : public QObject
{
    Q_OBJECT
private slots:
    void laterOptionsOverride();
    void aFileOrAName();
    void ignoredKeysAreOneNoteLine();
    void jsonSaysMappedAndIgnored();
    void refusalsExitTwo_data();
    void refusalsExitTwo();
    void helpListsTheShippedNames();
};

void TestModelConfigCli::laterOptionsOverride()
{
    for (const QStringList &arguments : {QStringList{"--model-config", "gpt2", "--depth", "3", "--csv", "-"},
                                         QStringList{"--depth", "3", "--model-config", "gpt2", "--csv", "-"}}) {
        const CliOptions o = parseCommandLine(arguments);
        QCOMPARE(o.config.depth, 3);   // the option, over the file's 12
        QCOMPARE(o.config.width, 768); // the file's
        QCOMPARE(o.config.architecture == Architecture::Transformer, true);
        QVERIFY(o.modelConfig.has_value());
        QCOMPARE(o.modelConfig->modelType, std::string("gpt2"));
    }
    // A later --model-config replaces an earlier one.
    const CliOptions o = parseCommandLine({"--model-config", "gpt2", "--model-config", "bert-base", "--csv", "-"});
    QCOMPARE(o.config.normPlace == NormPlace::Post, true);
}

void TestModelConfigCli::aFileOrAName()
{
    QTemporaryDir dir;
    const QString path = dir.filePath("config.json");
    QFile file(path);
    QVERIFY(file.open(QIODevice::WriteOnly));
    file.write(R"({"model_type": "llama", "hidden_size": 64, "num_attention_heads": 4, "num_key_value_heads": 2,
                   "intermediate_size": 172, "num_hidden_layers": 3, "vocab_size": 100, "rms_norm_eps": 1e-6})");
    file.close();
    const CliOptions fromFile = parseCommandLine({"--model-config", path, "--csv", "-"});
    QCOMPARE(fromFile.config.width, 64);
    QCOMPARE(fromFile.config.transformer.kvHeads, 2);
    QCOMPARE(fromFile.config.transformer.ffWidth, 172);
    // A model opens at four sequences: a 7B-class network's smallest memory plan then fits the
    // default 2G, with nothing to add; --batch anywhere on the line changes it.
    const CliOptions fromName = parseCommandLine({"--model-config", "mistral-7b", "--csv", "-"});
    QCOMPARE(fromName.config.transformer.kvHeads, 8);
    QCOMPARE(fromName.config.batch, 4);
    const TransformerPlan plan = planTransformerMemory(fromName.config, fromName.run); // throws when over the limit
    QVERIFY(!plan.keepWeights);
    QCOMPARE(fromName.run.maxMemoryBytes, std::int64_t(2) << 30);
    QCOMPARE(parseCommandLine({"--batch", "2", "--model-config", "mistral-7b", "--csv", "-"}).config.batch, 2);
    QCOMPARE(parseCommandLine({"--model-config", "mistral-7b", "--batch", "2", "--csv", "-"}).config.batch, 2);
}

void TestModelConfigCli::ignoredKeysAreOneNoteLine()
{
    const Run r = run({"--model-config", "bert-base", "--depth", "2", "--width", "12", "--batch", "1", "--csv", "-"});
    QCOMPARE(r.code, 0);
    const QByteArray err = r.err.trimmed();
    QVERIFY2(!err.contains('\n'), err.constData());
    QVERIFY2(err.startsWith("gradflow: bert-base: ignored keys"), err.constData());
    QVERIFY2(err.contains("attention_probs_dropout_prob, gradient_checkpointing, hidden_dropout_prob"),
             err.constData());
}

void TestModelConfigCli::jsonSaysMappedAndIgnored()
{
    const Run r = run({"--model-config", "gpt2", "--depth", "2", "--width", "12", "--batch", "1", "--json", "-"});
    QCOMPARE(r.code, 0);
    QVERIFY2(r.err.isEmpty(), r.err.constData()); // the report is in the file instead
    const nlohmann::json j = nlohmann::json::parse(r.out.toStdString());
    QVERIFY(j.contains("model_config"));
    const nlohmann::json &m = j.at("model_config");
    QVERIFY(m.at("model_type") == "gpt2");
    QVERIFY(m.at("source") == "gpt2");
    QVERIFY(m.at("ignored").at(0) == "architectures");
    bool depth = false;
    for (const nlohmann::json &row : m.at("mapped"))
        depth = depth || (row.at("key") == "n_layer" && row.at("became") == "depth 12");
    QVERIFY(depth);
}

void TestModelConfigCli::refusalsExitTwo_data()
{
    QTest::addColumn<QByteArray>("text");
    QTest::addColumn<QString>("message");
    QTest::newRow("unknown model_type")
        << QByteArray(R"({"model_type": "t5"})")
        << R"("model_type" is "t5", which GradFlow cannot build; supported: gpt2, bert, llama, mistral, qwen2)";
    QTest::newRow("heads") << QByteArray(R"({"model_type": "gpt2", "n_embd": 10, "n_head": 3})")
                           << R"("n_head" is 3, which does not divide the width 10)";
}

void TestModelConfigCli::refusalsExitTwo()
{
    QFETCH(QByteArray, text);
    QFETCH(QString, message);
    QTemporaryDir dir;
    const QString path = dir.filePath("config.json");
    QFile file(path);
    QVERIFY(file.open(QIODevice::WriteOnly));
    file.write(text);
    file.close();
    const Run r = run({"--model-config", path, "--csv", "-"});
    QCOMPARE(r.code, 2);
    QVERIFY(r.out.isEmpty());
    QVERIFY2(QString::fromUtf8(r.err).contains("--model-config " + path + ": " + message), r.err.constData());
    const Run missing = run({"--model-config", dir.filePath("none.json"), "--csv", "-"});
    QCOMPARE(missing.code, 2);
    QVERIFY2(missing.err.contains("or name a shipped model: bert-base, gpt2, gpt2-xl, llama-2-7b, mistral-7b"),
             missing.err.constData());
}

void TestModelConfigCli::helpListsTheShippedNames()
{
    QVERIFY(helpText().contains("--model-config FILE"));
    QVERIFY(helpText().contains("bert-base, gpt2, gpt2-xl, llama-2-7b, mistral-7b"));
}

QTEST_GUILESS_MAIN(TestModelConfigCli)
#include "test_modelconfigcli.moc"
