// The command line's transformer (app/transformercli.cpp): --csv, --json and --save-network with
// --architecture transformer, and the refusals, as a user types them.
#include "tests/support/runcli.h"

#include <QImage>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QTemporaryDir>
#include <QtTest>

#include <algorithm>
#include <cmath>

namespace {

const QStringList kSmall = {"--architecture", "transformer", "--depth", "2", "--width", "16", "--heads", "4",
                            "--seq-len",      "6",           "--batch", "2", "--vocab", "20", "--norm",  "layer"};

} // namespace

class TestTransformerCli : public QObject
{
    Q_OBJECT

private slots:
    void csvHasOneRowPerSubLayer();
    void jsonCarriesEntropyAndMatrices();
    void saveNetworkWritesEveryMatrix();
    void seedsAddTheBandPerSubLayer();
    void transformerPinsAreRefusedByExport();
    void badInput_data();
    void badInput();
    void overflowIsNamedNotWritten();
    void trainingTableMatchesTheJson();
    void trainingTabExportsAsASlide();
};

void TestTransformerCli::csvHasOneRowPerSubLayer()
{
    const Run r = run(QStringList{"--csv", "-"} + kSmall);
    QCOMPARE(r.code, 0);
    const QList<QByteArray> lines = r.out.trimmed().split('\n');
    QCOMPARE(lines.size(), 1 + 2 * 2 + 2);
    QCOMPARE(lines[0], QByteArray("block,sublayer,log10_rms,log10_grad_norm,log10_weight_grad_norm"));
    const QList<QByteArray> names = {"0,embed,", "1,attn,", "1,mlp,", "2,attn,", "2,mlp,", "3,final,"};
    for (int i = 0; i < names.size(); ++i) {
        QVERIFY2(lines[i + 1].startsWith(names[i]), lines[i + 1].constData());
        QCOMPARE(lines[i + 1].split(',').size(), 5);
        QVERIFY2(!lines[i + 1].contains(",,") && !lines[i + 1].endsWith(','), lines[i + 1].constData());
    }
}

void TestTransformerCli::jsonCarriesEntropyAndMatrices()
{
    const Run r = run(QStringList{"--json", "-", "--gated", "--position", "rope", "--kv-heads", "2"} + kSmall);
    QCOMPARE(r.code, 0);
    const QJsonObject j = QJsonDocument::fromJson(r.out).object();
    QCOMPARE(j["attention_entropy"].toArray().size(), 2);
    const double uniform = j["summary"].toObject()["uniform_attention_entropy"].toDouble();
    for (const QJsonValue &e : j["attention_entropy"].toArray())
        QVERIFY(e.toDouble() > 0 && e.toDouble() <= uniform + 1e-12);
    const QJsonArray rows = j["sublayers"].toArray();
    QCOMPARE(rows.size(), 6);
    QCOMPARE(rows[1].toObject()["matrices"].toObject().keys(), (QStringList{"k", "o", "q", "v"}));
    QCOMPARE(rows[2].toObject()["matrices"].toObject().keys(), (QStringList{"down", "gate", "up"}));
    QCOMPARE(rows[0].toObject()["matrices"].toObject().keys(), QStringList{"embeddings"}); // rope: no positions
    QCOMPARE(j["config"].toObject()["architecture"].toString(), QStringLiteral("transformer"));
    QCOMPARE(j["config"].toObject()["kv-heads"].toInt(), 2);
}

void TestTransformerCli::saveNetworkWritesEveryMatrix()
{
    QTemporaryDir dir;
    const QString path = dir.filePath("t.npz");
    const Run r = run(QStringList{"--save-network", path, "--tie-head"} + kSmall);
    QCOMPARE(r.code, 0);
    QFile file(path);
    QVERIFY(file.open(QIODevice::ReadOnly));
    const QByteArray bytes = file.readAll();
    for (const char *name :
         {"tokens.npy", "embeddings.npy", "positions.npy", "block_1_q.npy", "block_2_down.npy", "config.npy"})
        QVERIFY2(bytes.contains(name), name);
    QVERIFY(!bytes.contains("head.npy")); // tied: the head is the embeddings
    QVERIFY(!bytes.contains("gate.npy"));
}

// --seeds K as for the dense network: per sub-layer statistics over seeds S .. S + K - 1, each
// seed's value the one --seed gives alone.
void TestTransformerCli::seedsAddTheBandPerSubLayer()
{
    const Run r = run(QStringList{"--json", "-", "--seeds", "3", "--seed", "5"} + kSmall);
    QCOMPARE(r.code, 0);
    const QJsonObject seeds = QJsonDocument::fromJson(r.out).object()["seeds"].toObject();
    QCOMPARE(seeds["count"].toInt(), 3);
    QCOMPARE(seeds["first_seed"].toInt(), 5);
    QList<double> grads, entropies;
    for (const char *seed : {"5", "6", "7"}) {
        const Run one = run(QStringList{"--json", "-", "--seed", seed} + kSmall);
        const QJsonObject j = QJsonDocument::fromJson(one.out).object();
        grads << j["sublayers"].toArray()[3].toObject()["log10_grad_norm"].toDouble();
        entropies << j["attention_entropy"].toArray()[1].toDouble();
    }
    const QJsonObject grad = seeds["log10_grad_norm"].toObject();
    QCOMPARE(grad["mean"].toArray().size(), 1 + 2 * 2 + 1);
    QCOMPARE(grad["min"].toArray()[3].toDouble(), *std::min_element(grads.begin(), grads.end()));
    QCOMPARE(grad["max"].toArray()[3].toDouble(), *std::max_element(grads.begin(), grads.end()));
    QVERIFY(std::abs(grad["mean"].toArray()[3].toDouble() - (grads[0] + grads[1] + grads[2]) / 3) < 1e-12);
    QCOMPARE(seeds["attention_entropy"].toObject()["max"].toArray()[1].toDouble(),
             *std::max_element(entropies.begin(), entropies.end()));
    QVERIFY(seeds["log10_rms"].toObject()["sd"].toArray()[2].toDouble() > 0);
    verifyRefusal(run(QStringList{"--csv", "-", "--seeds", "3"} + kSmall), "--seeds: only with --json");
}

// A dense network's --export draws per layer: a transformer among its pins (a --pin file or a
// session's) is refused, naming why, and a session mixing the two kinds is refused whole.
void TestTransformerCli::transformerPinsAreRefusedByExport()
{
    QTemporaryDir dir;
    const QString config = dir.filePath("t.json"), session = dir.filePath("s.json"), mixed = dir.filePath("m.json");
    const Run saved = run(QStringList{"--json", "-"} + kSmall);
    const QJsonObject transformer = QJsonDocument::fromJson(saved.out).object()["config"].toObject();
    const QJsonObject dense = QJsonDocument::fromJson(run({"--json", "-"}).out).object()["config"].toObject();
    auto write = [](const QString &path, const QJsonObject &o) {
        QFile f(path);
        QVERIFY(f.open(QIODevice::WriteOnly));
        f.write(QJsonDocument(o).toJson());
    };
    write(config, transformer);
    write(session, QJsonObject{{"gradflow-session", 1}, {"current", dense}, {"pins", QJsonArray{transformer}}});
    write(mixed, QJsonObject{{"gradflow-session", 1}, {"current", dense}, {"pins", QJsonArray{dense, transformer}}});
    verifyRefusal(run({"--export", dir.filePath("a.png"), "--pin", config}),
                  "a transformer; --export draws a dense network's charts, per layer");
    verifyRefusal(run({"--export", dir.filePath("b.png"), "--session", session}),
                  "--session: its pins are transformers");
    verifyRefusal(run({"--export", dir.filePath("c.png"), "--session", mixed}),
                  "pin 2: pins of a dense network and of a transformer");
    QVERIFY(!QFile::exists(dir.filePath("a.png")) && !QFile::exists(dir.filePath("b.png")));
}

void TestTransformerCli::badInput_data()
{
    QTest::addColumn<QStringList>("arguments");
    QTest::addColumn<QString>("named");
    QTest::newRow("heads not dividing") << (kSmall + QStringList{"--heads", "3", "--csv", "-"})
                                        << "--heads: the width 16";
    QTest::newRow("kv-heads") << (kSmall + QStringList{"--kv-heads", "3", "--csv", "-"}) << "--kv-heads:";
    QTest::newRow("rope odd head") << (kSmall + QStringList{"--heads", "16", "--position", "rope", "--csv", "-"})
                                   << "--position: rope";
    QTest::newRow("batch norm") << (kSmall + QStringList{"--norm", "batch", "--csv", "-"}) << "--norm:";
    QTest::newRow("init") << (kSmall + QStringList{"--init", "he", "--csv", "-"})
                          << "--init: means nothing for a transformer";
    QTest::newRow("residual") << (kSmall + QStringList{"--residual", "--csv", "-"}) << "--residual: means nothing";
    QTest::newRow("head") << (kSmall + QStringList{"--head", "--csv", "-"}) << "--head: means nothing";
    QTest::newRow("loss") << (kSmall + QStringList{"--loss", "sum", "--csv", "-"}) << "--loss: means nothing";
    QTest::newRow("theory") << (kSmall + QStringList{"--theory", "--csv", "-"}) << "--theory: means nothing";
    QTest::newRow("network export")
        << (kSmall + QStringList{"--export", "t.png"})
        << "--export: draws a dense network's charts, per layer; a transformer's charts are exported from the window";
    QTest::newRow("network export, sized")
        << (kSmall + QStringList{"--export-size", "1280x720", "--export", "t.png"}) << "--view training --export FILE";
    QTest::newRow("jacobian export") << (kSmall + QStringList{"--view", "jacobian", "--export", "t.png"})
                                     << "--view: means nothing";
    QTest::newRow("heads for mlp") << QStringList{"--heads", "4", "--csv", "-"} << "--heads: only for a transformer";
    QTest::newRow("vocab for mlp") << QStringList{"--vocab", "4", "--csv", "-"} << "--vocab: only for a transformer";
    QTest::newRow("architecture") << QStringList{"--architecture", "rnn", "--csv", "-"} << "mlp or transformer";
    QTest::newRow("position") << (kSmall + QStringList{"--position", "alibi", "--csv", "-"}) << "learned, rope or none";
    QTest::newRow("file memory") << (kSmall
                                     + QStringList{"--vocab", "100000", "--width", "256", "--batch", "1", "--seq-len",
                                                   "4", "--max-memory", "150M", "--save-network", "t.npz"})
                                 << "--max-memory: the network file of this transformer takes";
    QTest::newRow("memory")
        << (kSmall + QStringList{"--vocab", "500000", "--width", "1024", "--max-memory", "100M", "--csv", "-"})
        << "--max-memory: this transformer needs at least";
}

void TestTransformerCli::badInput()
{
    QFETCH(QStringList, arguments);
    QFETCH(QString, named);
    verifyRefusal(run(arguments), named.toUtf8());
}

// No norm, std 10, depth 1000: the signal leaves double range; the file says nothing false and
// standard error says where.
void TestTransformerCli::overflowIsNamedNotWritten()
{
    const Run r = run(QStringList{"--csv", "-", "--norm", "none", "--init-std", "10"} + kSmall
                      + QStringList{"--depth", "1000", "--norm", "none"});
    QCOMPARE(r.code, 0);
    QVERIFY2(r.err.contains("the forward signal left double range at block "), r.err.constData());
    QVERIFY(!r.out.contains("nan") && !r.out.contains("inf"));
    QCOMPARE(r.out.trimmed().split('\n').size(), 1 + 2 * 1000 + 2);
}

// --train-csv holds --train-json's numbers, a row each: the per-step loss, and per recorded step
// each block's change (layers 1..L) and the embeddings' and head's (layer L + 1).
void TestTransformerCli::trainingTableMatchesTheJson()
{
    const QStringList training = kSmall + QStringList{"--steps", "12", "--optimizer", "adam", "--lr", "0.01"};
    const Run table = run(QStringList{"--train-csv", "-"} + training);
    QCOMPARE(table.code, 0);
    const Run json = run(QStringList{"--train-json", "-"} + training);
    QCOMPARE(json.code, 0);
    const QJsonObject j = QJsonDocument::fromJson(json.out).object();
    const QList<QByteArray> lines = table.out.trimmed().split('\n');
    QCOMPARE(lines[0], QByteArray("series,step,layer,value"));
    QCOMPARE(lines[1].left(8), QByteArray("loss,1,,"));
    QCOMPARE(lines[1].mid(8).toDouble(), j["loss"].toArray()[0].toDouble());
    const QJsonArray recorded = j["recorded"].toArray();
    QCOMPARE(recorded.size(), 11); // steps 1..10 and the last
    int changes = 0;
    for (const QByteArray &line : lines) {
        const QList<QByteArray> cells = line.split(',');
        if (cells[0] != "log10_relative_change")
            continue;
        ++changes;
        QJsonArray shown;
        for (const QJsonValue &entry : recorded)
            if (entry.toObject()["step"].toInt() == cells[1].toInt())
                shown = entry.toObject()["log10_relative_change"].toArray();
        QCOMPARE(shown.size(), 3);
        QCOMPARE(cells[3].toDouble(), shown[cells[2].toInt() - 1].toDouble());
    }
    QCOMPARE(changes, 11 * 3); // two blocks, then the embeddings and the head
}

// --view training --export: the Training tab's slide of the transformer's run, as the dense
// network's: the slide's size, and its caption naming the transformer, its blocks and the steps.
void TestTransformerCli::trainingTabExportsAsASlide()
{
    QTemporaryDir dir;
    const QString png = dir.filePath("t.png"), svg = dir.filePath("t.svg");
    const QStringList training = {"--view", "training", "--steps", "5", "--optimizer", "adam", "--lr", "0.01"};
    const Run image = run(kSmall + training + QStringList{"--export", png, "--export-size", "1280x720"});
    QCOMPARE(image.code, 0);
    QCOMPARE(QImage(png).size(), QSize(1280, 720));
    const Run drawing = run(kSmall + training + QStringList{"--export", svg});
    QCOMPARE(drawing.code, 0);
    QFile file(svg);
    QVERIFY(file.open(QIODevice::ReadOnly));
    const QByteArray text = file.readAll();
    for (const char *shown :
         {"Transformer, 2 blocks, 4 heads, sequence 6, vocab 20", "Adam", "5 steps", "block 2 moved"})
        QVERIFY2(text.contains(shown), shown);
}

QTEST_APPLESS_MAIN(TestTransformerCli)
#include "test_transformercli.moc"
