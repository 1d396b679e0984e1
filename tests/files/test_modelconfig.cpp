// Hugging Face config.json files read into GradFlow's transformer: the shipped presets field by
// field against the numbers the models' published configs give (typed here, not produced by the
// reader), each family's defaults for absent keys, the ignored keys, and every hostile file
// refused with a message naming the key and what to do.
#include "core/model/options.h"
#include "core/report/modelconfigjson.h"
#include "files/modelconfigfile.h"

#include <nlohmann/json.hpp>

#include <QtTest>

#include <algorithm>
#include <stdexcept>

using namespace gradflow;

namespace {

// GPT-2 names its activation gelu_new: GELU's tanh form where the engine has one.
Activation geluTanh()
{
    const auto &names = activationNames();
    return parseActivation(std::find(names.begin(), names.end(), "gelu_tanh") != names.end() ? "gelu_tanh" : "gelu");
}

TransformerShape shape(int heads, int kvHeads, int seqLen, int ffWidth, int vocab, Position position, bool gated,
                       bool tie, double ropeTheta)
{
    TransformerShape t;
    t.heads = heads;
    t.kvHeads = kvHeads;
    t.seqLen = seqLen;
    t.ffWidth = ffWidth;
    t.vocab = vocab;
    t.position = position;
    t.gated = gated;
    t.tieHead = tie;
    t.ropeTheta = ropeTheta;
    return t;
}

ModelConfig transformer(int depth, int width, Activation activation, Norm norm, NormPlace place, double eps,
                        ResidualScaleRule rule, const TransformerShape &t)
{
    ModelConfig c; // what the file does not describe stays as the default configuration has it
    c.architecture = Architecture::Transformer;
    c.depth = depth;
    c.width = width;
    c.init = Init::CustomStd;
    c.initStd = 0.02;
    c.activation = activation;
    c.norm = norm;
    c.normPlace = place;
    c.normEps = eps;
    c.residual = true;
    c.residualRule = rule;
    c.residualScale = 1.0;
    c.transformer = t;
    c.batch = 4; // four sequences, as every model opens
    return c;
}

// The published configs' numbers.
ModelConfig expectedPreset(const QString &name)
{
    const auto learned = Position::Learned, rope = Position::Rope;
    if (name == "gpt2")
        return transformer(12, 768, geluTanh(), Norm::Layer, NormPlace::Pre, 1e-5, ResidualScaleRule::InvSqrt2Depth,
                           shape(12, 12, 64, 3072, 50257, learned, false, true, 10000.0));
    if (name == "gpt2-xl")
        return transformer(48, 1600, geluTanh(), Norm::Layer, NormPlace::Pre, 1e-5, ResidualScaleRule::InvSqrt2Depth,
                           shape(25, 25, 64, 6400, 50257, learned, false, true, 10000.0));
    if (name == "bert-base")
        return transformer(12, 768, Activation::Gelu, Norm::Layer, NormPlace::Post, 1e-12, ResidualScaleRule::Fixed,
                           shape(12, 12, 64, 3072, 30522, learned, false, true, 10000.0));
    if (name == "llama-2-7b")
        return transformer(32, 4096, Activation::Silu, Norm::Rms, NormPlace::Pre, 1e-5, ResidualScaleRule::Fixed,
                           shape(32, 32, 64, 11008, 32000, rope, true, false, 10000.0));
    if (name == "mistral-7b")
        return transformer(32, 4096, Activation::Silu, Norm::Rms, NormPlace::Pre, 1e-5, ResidualScaleRule::Fixed,
                           shape(32, 8, 64, 14336, 32000, rope, true, false, 10000.0));
    return {};
}

template<typename Enum>
QString name(Enum value)
{
    return QString::fromStdString(toString(value));
}

void compareFields(const ModelConfig &a, const ModelConfig &e)
{
    QCOMPARE(name(a.architecture), name(e.architecture));
    QCOMPARE(a.depth, e.depth);
    QCOMPARE(a.width, e.width);
    QCOMPARE(name(a.init), name(e.init));
    QCOMPARE(a.initStd, e.initStd);
    QCOMPARE(name(a.activation), name(e.activation));
    QCOMPARE(name(a.norm), name(e.norm));
    QCOMPARE(name(a.normPlace), name(e.normPlace));
    QCOMPARE(a.normEps, e.normEps);
    QCOMPARE(a.residual, e.residual);
    QCOMPARE(int(a.residualRule), int(e.residualRule));
    QCOMPARE(a.residualScale, e.residualScale);
    QCOMPARE(a.transformer.heads, e.transformer.heads);
    QCOMPARE(a.transformer.kvHeads, e.transformer.kvHeads);
    QCOMPARE(a.transformer.seqLen, e.transformer.seqLen);
    QCOMPARE(a.transformer.ffWidth, e.transformer.ffWidth);
    QCOMPARE(a.transformer.vocab, e.transformer.vocab);
    QCOMPARE(name(a.transformer.position), name(e.transformer.position));
    QCOMPARE(a.transformer.gated, e.transformer.gated);
    QCOMPARE(a.transformer.tieHead, e.transformer.tieHead);
    QCOMPARE(a.transformer.ropeTheta, e.transformer.ropeTheta);
    QVERIFY(a == e); // and nothing else moved
}

ModelConfigReading readText(const std::string &text, const ModelConfig &base = ModelConfig{})
{
    return readModelConfigJson(text, base, "model.json");
}

QString mappedTo(const ModelConfigReading &r, const std::string &key)
{
    for (const auto &list : {r.mapped, r.defaults})
        for (const ModelConfigKey &k : list)
            if (k.key == key)
                return QString::fromStdString(k.became);
    return "(not reported)";
}

} // namespace

class TestModelConfig : public QObject
{
    Q_OBJECT
private slots:
    void presetsMapFieldByField_data();
    void presetsMapFieldByField();
    void presetNamesAreTheShippedFiles();
    void ignoredKeysAreReported();
    void absentKeysTakeTheFamilysDefaults_data();
    void absentKeysTakeTheFamilysDefaults();
    void qwen2MapsGroupedHeadsAndRope();
    void nullMeansTheDefaultWhereHuggingFaceSaysSo();
    void ropeParametersCarryTheta();
    void whatTheFileDoesNotDescribeIsKept();
    void unknownModelTypeNamesTheSupported();
    void hostileFilesAreRefused_data();
    void hostileFilesAreRefused();
    void reportJoinsTheResultJson();
};

void TestModelConfig::presetsMapFieldByField_data()
{
    QTest::addColumn<QString>("name");
    for (const char *name : {"gpt2", "gpt2-xl", "bert-base", "llama-2-7b", "mistral-7b"})
        QTest::newRow(name) << QString::fromLatin1(name);
}

void TestModelConfig::presetsMapFieldByField()
{
    QFETCH(QString, name);
    const ModelConfigReading r = readModelConfigFile(name, ModelConfig{}, "--model-config");
    compareFields(r.config, expectedPreset(name));
}

void TestModelConfig::presetNamesAreTheShippedFiles()
{
    QCOMPARE(modelConfigPresetNames(), (QStringList{"bert-base", "gpt2", "gpt2-xl", "llama-2-7b", "mistral-7b"}));
}

void TestModelConfig::ignoredKeysAreReported()
{
    const ModelConfigReading r = readModelConfigFile("gpt2", ModelConfig{}, "gpt2");
    const std::vector<std::string> ignored = {"architectures",         "attn_pdrop",
                                              "bos_token_id",          "embd_pdrop",
                                              "eos_token_id",          "n_ctx",
                                              "resid_pdrop",           "summary_activation",
                                              "summary_first_dropout", "summary_proj_to_labels",
                                              "summary_type",          "summary_use_proj",
                                              "task_specific_params"};
    QVERIFY(r.ignored == ignored);
    QCOMPARE(mappedTo(r, "n_layer"), QString("depth 12"));
    QCOMPARE(mappedTo(r, "layer_norm_epsilon"), QString("norm eps 1e-05"));
    QCOMPARE(mappedTo(r, "n_positions"), QString("sequence length 64 (of 1024 positions)"));
    QCOMPARE(mappedTo(r, "n_inner"), QString("ff width 3072 (4 x width)")); // absent: GPT-2's rule
    const std::string note = ignoredKeysNote(r, "gpt2");
    QVERIFY2(note.find('\n') == std::string::npos, note.c_str());
    QVERIFY2(note.rfind("gpt2: ignored keys", 0) == 0, note.c_str());
    QVERIFY2(note.find("attn_pdrop, bos_token_id") != std::string::npos, note.c_str());
    QVERIFY(ignoredKeysNote(readText(R"({"model_type": "gpt2"})"), "x").empty());
}

void TestModelConfig::absentKeysTakeTheFamilysDefaults_data()
{
    // The configuration classes' defaults in Hugging Face transformers, typed from them.
    QTest::addColumn<QString>("type");
    QTest::addColumn<QList<double>>("values"); // depth width heads kv ff vocab seq eps tie
    QTest::newRow("gpt2") << "gpt2" << QList<double>{12, 768, 12, 12, 3072, 50257, 64, 1e-5, 1};
    QTest::newRow("bert") << "bert" << QList<double>{12, 768, 12, 12, 3072, 30522, 64, 1e-12, 1};
    QTest::newRow("llama") << "llama" << QList<double>{32, 4096, 32, 32, 11008, 32000, 64, 1e-6, 0};
    QTest::newRow("mistral") << "mistral" << QList<double>{32, 4096, 32, 8, 14336, 32000, 64, 1e-6, 0};
    QTest::newRow("qwen2") << "qwen2" << QList<double>{32, 4096, 32, 32, 22016, 151936, 64, 1e-6, 0};
}

void TestModelConfig::absentKeysTakeTheFamilysDefaults()
{
    QFETCH(QString, type);
    QFETCH(QList<double>, values);
    const ModelConfigReading r = readText("{\"model_type\": \"" + type.toStdString() + "\"}");
    const ModelConfig &c = r.config;
    const TransformerShape &t = c.transformer;
    const QList<double> got{double(c.depth), double(c.width),  double(t.heads), double(t.kvHeads), double(t.ffWidth),
                            double(t.vocab), double(t.seqLen), c.normEps,       double(t.tieHead)};
    QCOMPARE(got, values);
    QCOMPARE(c.initStd, 0.02);
    QVERIFY(r.ignored.empty());
    QVERIFY(!r.defaults.empty());
}

void TestModelConfig::qwen2MapsGroupedHeadsAndRope()
{
    // Qwen2-0.5B's published config.json, its keys that matter.
    const ModelConfigReading r = readText(R"({"model_type": "qwen2", "hidden_act": "silu", "hidden_size": 896,
        "initializer_range": 0.02, "intermediate_size": 4864, "max_position_embeddings": 32768,
        "num_attention_heads": 14, "num_hidden_layers": 24, "num_key_value_heads": 2, "rms_norm_eps": 1e-06,
        "rope_theta": 1000000.0, "tie_word_embeddings": true, "vocab_size": 151936, "use_sliding_window": false})");
    compareFields(r.config,
                  transformer(24, 896, Activation::Silu, Norm::Rms, NormPlace::Pre, 1e-6, ResidualScaleRule::Fixed,
                              shape(14, 2, 64, 4864, 151936, Position::Rope, true, true, 1e6)));
    QVERIFY(r.ignored == std::vector<std::string>{"use_sliding_window"});
}

void TestModelConfig::nullMeansTheDefaultWhereHuggingFaceSaysSo()
{
    // GPT-2's n_inner None: 4 x n_embd (GPT2Block); Llama's num_key_value_heads None: heads.
    const ModelConfigReading g = readText(R"({"model_type": "gpt2", "n_embd": 64, "n_head": 4, "n_inner": null})");
    QCOMPARE(g.config.transformer.ffWidth, 256);
    const ModelConfigReading explicitInner =
        readText(R"({"model_type": "gpt2", "n_embd": 64, "n_head": 4, "n_inner": 100})");
    QCOMPARE(explicitInner.config.transformer.ffWidth, 100);
    const ModelConfigReading l =
        readText(R"({"model_type": "llama", "num_attention_heads": 16, "num_key_value_heads": null})");
    QCOMPARE(l.config.transformer.kvHeads, 16);
    // An alias of the family's own key: GPT-2's attribute_map.
    const ModelConfigReading alias =
        readText(R"({"model_type": "gpt2", "num_hidden_layers": 5, "hidden_size": 64, "num_attention_heads": 2})");
    QCOMPARE(alias.config.depth, 5);
    QCOMPARE(alias.config.width, 64);
    QCOMPARE(alias.config.transformer.heads, 2);
    // Every key the file gives is reported: null ones and a second name of the same size too.
    const ModelConfigReading both =
        readText(R"({"model_type": "gpt2", "n_layer": 3, "num_hidden_layers": 3, "n_inner": null})");
    QCOMPARE(mappedTo(both, "num_hidden_layers"), QString("the same as \"n_layer\""));
    QCOMPARE(mappedTo(both, "n_inner"), QString("ff width 3072 (4 x width) (null: the default)"));
    QVERIFY(both.ignored.empty());
    QCOMPARE(mappedTo(readText(R"({"model_type": "llama", "head_dim": null})"), "head_dim"),
             QString("head dim 128 (null: width / heads)"));
    // A short positions table is the sequence length itself.
    QCOMPARE(readText(R"({"model_type": "bert", "max_position_embeddings": 20})").config.transformer.seqLen, 20);
}

void TestModelConfig::ropeParametersCarryTheta()
{
    const ModelConfigReading r =
        readText(R"({"model_type": "llama", "rope_parameters": {"rope_type": "default", "rope_theta": 500000.0}})");
    QCOMPARE(r.config.transformer.ropeTheta, 500000.0);
    QCOMPARE(mappedTo(r, "rope_parameters"), QString("rope theta 500000"));
    QCOMPARE(readText(R"({"model_type": "mistral", "rope_theta": 1e6})").config.transformer.ropeTheta, 1e6);
}

void TestModelConfig::whatTheFileDoesNotDescribeIsKept()
{
    ModelConfig base;
    base.batch = 32;
    base.seed = 77;
    base.precision = Precision::Float;
    const ModelConfig c = readText(R"({"model_type": "gpt2", "n_layer": 2, "n_embd": 16, "n_head": 2})", base).config;
    QCOMPARE(c.batch, 4); // a model opens at four sequences, whatever the dense network's batch
    QCOMPARE(c.seed, std::uint64_t(77));
    QCOMPARE(name(c.precision), QString("float"));
    QCOMPARE(c.depth, 2);
}

void TestModelConfig::unknownModelTypeNamesTheSupported()
{
    try {
        readText(R"({"model_type": "t5", "d_model": 512})");
        QFAIL("t5 was accepted");
    } catch (const std::invalid_argument &e) {
        const std::string m = e.what();
        QVERIFY2(m.find("model.json") == 0, e.what());
        QVERIFY2(m.find("\"t5\"") != std::string::npos, e.what());
        QVERIFY2(m.find("supported: gpt2, bert, llama, mistral, qwen2") != std::string::npos, e.what());
    }
}

void TestModelConfig::hostileFilesAreRefused_data()
{
    QTest::addColumn<QByteArray>("text");
    QTest::addColumn<QString>("message"); // a part of the refusal, after the file's name
    const QByteArray g = R"({"model_type": "gpt2", )";
    const QByteArray l = R"({"model_type": "llama", )";
    QTest::newRow("too large") << QByteArray("{\"model_type\": \"gpt2\", \"x\": \"") + QByteArray(1 << 20, 'a') + "\"}"
                               << "larger than 1 MiB";
    QTest::newRow("binary") << QByteArray("\x7f"
                                          "ELF\x02\x01\x01\0\0",
                                          9)
                            << "not a text file";
    QTest::newRow("not JSON") << QByteArray("model_type = gpt2") << "not valid JSON (at line 1, column 1)";
    QTest::newRow("cut short") << g + R"("n_layer": 12)"
                               << "before its brackets close";
    QTest::newRow("a list") << QByteArray(R"(["gpt2"])") << "must hold a JSON object";
    QTest::newRow("huge number") << g + R"("n_layer": 1e999})"
                                 << "too large for a double";
    QTest::newRow("key twice") << g + R"("n_layer": 1, "n_layer": 2})"
                               << "\"n_layer\" is given twice";
    QTest::newRow("no model_type") << QByteArray(R"({"n_layer": 12})") << "\"model_type\" is missing";
    QTest::newRow("model_type number") << QByteArray(R"({"model_type": 2})")
                                       << "\"model_type\" must be a name in quotes";
    QTest::newRow("depth as text") << g + R"("n_layer": "12"})"
                                   << "\"n_layer\" must be a whole number (depth); it is \"12\"";
    QTest::newRow("depth fraction") << g + R"("n_layer": 12.5})"
                                    << "\"n_layer\" must be a whole number";
    QTest::newRow("depth negative") << g + R"("n_layer": -3})"
                                    << "\"n_layer\" is -3; GradFlow takes 1 to 10000 (depth)";
    QTest::newRow("depth 2^64-1") << g + R"("n_layer": 18446744073709551615})"
                                  << "\"n_layer\" is 18446744073709551615";
    QTest::newRow("depth null") << g + R"("n_layer": null})"
                                << "\"n_layer\" must be a whole number (depth); it is null";
    QTest::newRow("width 0") << g + R"("n_embd": 0})"
                             << "\"n_embd\" is 0; GradFlow takes 1 to 4096 (width)";
    QTest::newRow("width too large") << l + R"("hidden_size": 8192})"
                                     << "\"hidden_size\" is 8192; GradFlow takes 1 to 4096";
    QTest::newRow("heads split") << g + R"("n_embd": 768, "n_head": 7})"
                                 << "\"n_head\" is 7, which does not divide the width 768";
    QTest::newRow("heads above width") << g + R"("n_embd": 8, "n_head": 9})"
                                       << "\"n_head\" is 9; GradFlow takes 1 to 8";
    QTest::newRow("kv heads split") << l + R"("num_key_value_heads": 5})"
                                    << "\"num_key_value_heads\" is 5, which does not divide the 32 query heads";
    QTest::newRow("kv above heads") << l + R"("num_key_value_heads": 64})"
                                    << "\"num_key_value_heads\" is 64; GradFlow takes 1 to 32";
    QTest::newRow("head_dim") << l + R"("head_dim": 64})"
                              << "\"head_dim\" is 64 but width / heads is 128";
    QTest::newRow("ff negative") << l + R"("intermediate_size": -1})"
                                 << "\"intermediate_size\" is -1; GradFlow takes 1 to 65536";
    QTest::newRow("vocab absurd") << g + R"("vocab_size": 1000000000})"
                                  << "\"vocab_size\" is 1000000000; GradFlow takes 2 to 1048576";
    QTest::newRow("positions 0") << g + R"("n_positions": 0})"
                                 << "\"n_positions\" is 0";
    QTest::newRow("std negative") << g + R"("initializer_range": -0.02})"
                                  << "\"initializer_range\" is -0.02";
    QTest::newRow("std as text") << g + R"("initializer_range": "0.02"})"
                                 << "\"initializer_range\" must be a number (init std)";
    QTest::newRow("eps above 1") << g + R"("layer_norm_epsilon": 2})"
                                 << "\"layer_norm_epsilon\" is 2; GradFlow takes 0 to 1";
    QTest::newRow("rms eps null") << l + R"("rms_norm_eps": null})"
                                  << "\"rms_norm_eps\" must be a number (norm eps)";
    QTest::newRow("rope 0") << l + R"("rope_theta": 0})"
                            << "\"rope_theta\" is 0; GradFlow takes 1 to";
    QTest::newRow("rope inside") << l + R"("rope_parameters": {"rope_theta": "big"}})"
                                 << "\"rope_parameters\" holds rope_theta \"big\"";
    QTest::newRow("rope twice") << l + R"("rope_theta": 10000, "rope_parameters": {"rope_theta": 500000}})"
                                << "\"rope_theta\" differs from rope_parameters' rope_theta 500000";
    QTest::newRow("tie as text") << l + R"("tie_word_embeddings": "false"})"
                                 << "\"tie_word_embeddings\" must be true or false";
    QTest::newRow("activation") << g + R"("activation_function": "tanh"})"
                                << "\"activation_function\" is \"tanh\", which GradFlow has no activation for; "
                                   "supported: gelu, gelu_new, gelu_pytorch_tanh, relu, silu, swish";
    QTest::newRow("activation list") << l + R"("hidden_act": ["silu"]})"
                                     << "\"hidden_act\" must be an activation's name";
    QTest::newRow("aliases disagree") << g + R"("n_layer": 12, "num_hidden_layers": 6})"
                                      << "they name the same size: keep one";
    QTest::newRow("control character") << g + "\"n_layer\": \"\x1b[2J\"}"
                                       << "not a text file";
    QTest::newRow("escape in value") << g + R"("hidden_act": 1, "activation_function": "\u001b[2J"})"
                                     << "is \"\\u001b[2J\"";
}

void TestModelConfig::hostileFilesAreRefused()
{
    QFETCH(QByteArray, text);
    QFETCH(QString, message);
    try {
        readText(text.toStdString());
        QFAIL("accepted");
    } catch (const std::invalid_argument &e) {
        const QString m = QString::fromStdString(e.what());
        QVERIFY2(m.startsWith("model.json: "), e.what());
        QVERIFY2(m.contains(message), e.what());
        QVERIFY2(!m.contains('\n') && !m.contains('\x1b'), e.what());
    }
}

void TestModelConfig::reportJoinsTheResultJson()
{
    const ModelConfigReading r = readModelConfigFile("mistral-7b", ModelConfig{}, "mistral-7b");
    const std::string joined = withModelConfigReport("{\n  \"a\": 1\n}\n", r, "mistral-7b");
    const nlohmann::json j = nlohmann::json::parse(joined);
    QCOMPARE(j.at("a").get<int>(), 1);
    const nlohmann::json &m = j.at("model_config");
    QVERIFY(m.at("model_type") == "mistral");
    QVERIFY(m.at("source") == "mistral-7b");
    QVERIFY(m.at("ignored").get<std::vector<std::string>>() == r.ignored);
    QCOMPARE(int(m.at("mapped").size()), int(r.mapped.size()));
    QVERIFY(m.at("mapped").at(0).at("key") == "model_type");
    QVERIFY(nlohmann::json::parse(withModelConfigReport("{}", r, "x")).at("model_config").at("source") == "x");
}

QTEST_GUILESS_MAIN(TestModelConfig)
#include "test_modelconfig.moc"
