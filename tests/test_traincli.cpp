// The command line's training modes (app/cli.cpp): --train-json, --train-csv, --save-network and
// their options, as a user types them.
#include "runcli.h"

#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QImage>
#include <QTemporaryDir>
#include <QtTest>

#include <algorithm>

class TestTrainCli : public QObject
{
    Q_OBJECT

private slots:
    void badInput_data();
    void badInput();
    void csvIsOneLongTable();
    void divergenceIsReported();
    void clipFollowsClipOption();
    void trainingViewExports();
};

void TestTrainCli::badInput_data()
{
    QTest::addColumn<QStringList>("arguments");
    QTest::addColumn<QString>("named");
    QTest::newRow("steps 0") << QStringList{"--train-json", "-", "--steps", "0"} << "--steps";
    QTest::newRow("steps 10001") << QStringList{"--train-json", "-", "--steps", "10001"} << "--steps";
    QTest::newRow("lr text") << QStringList{"--train-csv", "-", "--lr", "fast"} << "--lr";
    QTest::newRow("lr 0") << QStringList{"--train-csv", "-", "--lr", "0"} << "--lr";
    QTest::newRow("optimizer") << QStringList{"--train-json", "-", "--optimizer", "rmsprop"} << "rmsprop";
    QTest::newRow("steps alone") << QStringList{"--csv", "-", "--steps", "5"} << "--steps: only with";
    QTest::newRow("two modes") << QStringList{"--train-json", "-", "--train-csv", "-"} << "cannot be combined";
    QTest::newRow("view training json") << QStringList{"--view", "training", "--json", "-"} << "needs --export";
    QTest::newRow("view training set") << QStringList{"--view", "training", "--export", "t.png", "--set", "a=1"}
                                       << "--set: not with --view training";
    QTest::newRow("memory") << QStringList{"--train-json", "-", "--depth", "100", "--width", "4096", "--max-memory", "100M"}
                            << "limit is";
}

void TestTrainCli::badInput()
{
    QFETCH(QStringList, arguments);
    QFETCH(QString, named);
    const Run r = run(arguments);
    QCOMPARE(r.code, 2);
    QVERIFY2(r.err.contains(named.toUtf8()), r.err.constData());
    QCOMPARE(r.err.count('\n'), 1);
    QVERIFY(r.out.isEmpty());
}

void TestTrainCli::csvIsOneLongTable()
{
    const Run r = run({"--train-csv", "-", "--steps", "20", "--depth", "4", "--width", "8", "--batch", "4"});
    QCOMPARE(r.code, 0);
    const QList<QByteArray> lines = r.out.trimmed().split('\n');
    QCOMPARE(lines.front(), QByteArray("series,step,layer,value"));
    auto rows = [&](const char *series) {
        return std::count_if(lines.begin(), lines.end(), [&](const QByteArray &l) { return l.startsWith(series); });
    };
    QCOMPARE(rows("loss,"), 20);
    // steps 1..10 and the log grid above: 1-10, 12, 15, 18, 20 recorded, four layers each
    QCOMPARE(rows("log10_relative_change,"), 14 * 4);
}

void TestTrainCli::divergenceIsReported()
{
    const Run r = run({"--train-json", "-", "--init-std", "1", "--steps", "50"});
    QCOMPARE(r.code, 0);
    const QJsonObject j = QJsonDocument::fromJson(r.out).object();
    const QJsonObject d = j["divergence"].toObject();
    QCOMPARE(d["step"].toInt(), 2);
    QCOMPARE(d["stage"].toString(), QString("forward"));
    QVERIFY(d["message"].toString().startsWith("diverged at step 2 in layer "));
    QCOMPARE(j["loss"].toArray().size(), 1);
    QCOMPARE(j["steps_done"].toInt(), 1);
}

void TestTrainCli::clipFollowsClipOption()
{
    const QStringList model{"--train-json", "-", "--steps", "5", "--lr", "0.1", "--depth", "6", "--width", "16"};
    const QJsonObject clipped = QJsonDocument::fromJson(run(model + QStringList{"--clip", "0.01"}).out).object();
    const QJsonObject free = QJsonDocument::fromJson(run(model).out).object();
    QCOMPARE(clipped["training"].toObject()["clip"].toDouble(), 0.01);
    QVERIFY(free["training"].toObject()["clip"].isNull());
    for (const QJsonValue &f : clipped["clip_factor"].toArray())
        QVERIFY(f.toDouble() < 1.0);
    for (const QJsonValue &f : free["clip_factor"].toArray())
        QCOMPARE(f.toDouble(), 1.0);
}

// --view training --export draws the Training tab for a run, offscreen: a PNG of a slide's
// proportions; a diverging network still exports (its message is the caption).
void TestTrainCli::trainingViewExports()
{
    QTemporaryDir dir;
    for (const QString &preset : {QStringLiteral("sigmoid-xavier"), QStringLiteral("relu-large")}) {
        const QString path = dir.filePath(preset + ".png");
        const Run r = run({"--view", "training", "--export", path, "--steps", "20", "--preset", preset,
                           "--export-size", "1600x700"});
        QCOMPARE(r.code, 0);
        const QImage image(path);
        QCOMPARE(image.size(), QSize(1600, 700));
    }
    const Run bad = run({"--view", "training", "--export", dir.filePath("x.png"), "--lr", "0"});
    QCOMPARE(bad.code, 2);
}

QTEST_GUILESS_MAIN(TestTrainCli)
#include "test_traincli.moc"
