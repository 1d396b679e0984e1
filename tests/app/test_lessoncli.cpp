// The lesson views on the command line: --view NAME --json prints each view's numbers (checked
// against the lesson's worked examples), --view NAME --export draws it, bad input is exit 2.
#include "tests/support/runcli.h"

#include <QFile>
#include <QImageReader>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QProcess>
#include <QRegularExpression>
#include <QTemporaryDir>
#include <QtTest>

#include <cmath>

namespace {

QJsonObject viewJson(const QStringList &arguments)
{
    const Run r = run(QStringList{"--json", "-"} + arguments);
    if (r.code != 0)
        qWarning("%s", r.err.constData());
    return QJsonDocument::fromJson(r.out).object();
}

QString sci(double x, int digits) { return QString::asprintf("%.*e", digits, x); }
double rounded(double x, int digits) { return std::round(x * std::pow(10.0, digits)) / std::pow(10.0, digits); }

} // namespace

class TestLessonCli : public QObject
{
    Q_OBJECT

private slots:
    void chainJson();
    void residualChainJson();
    void normsJson();
    void initJson();
    void clippingJson();
    void residualScalingJson();
    void exports_data();
    void exports();
    void badInput_data();
    void badInput();
};

void TestLessonCli::chainJson()
{
    const QJsonObject j = viewJson({"--view", "chain"});
    QCOMPARE(j["view"].toString(), QStringLiteral("chain"));
    const QJsonArray table = j["lesson_table"].toArray();
    QCOMPARE(sci(table[0].toObject()["gradient_at_input"].toDouble(), 1), QStringLiteral("9.5e-07"));
    QCOMPARE(table[1].toObject()["gradient_at_input"].toDouble(), 1.0);
    QCOMPARE(rounded(table[2].toObject()["gradient_at_input"].toDouble(), 1), 57.7);
    // --set changes the chain: linear, weight 1.5, 10 units is the lesson's 57.7.
    const QJsonObject k = viewJson({"--view", "chain", "--set", "activation=linear", "--set", "weight=1.5"});
    QCOMPARE(rounded(std::pow(10.0, k["log10_gradient_at_input"].toDouble()), 1), 57.7);
    QCOMPARE(viewJson({"--view", "chain", "--set", "length=50"})["log10_gradient_after_unit"].toArray().size(), 50);
}

void TestLessonCli::residualChainJson()
{
    const QJsonObject j = viewJson({"--view", "residual-chain"});
    QCOMPARE(sci(j["plain_at_input"].toDouble(), 1), QStringLiteral("9.5e-17"));
    QCOMPARE(rounded(j["residual_at_input"].toDouble(), 2), 1.28);
}

void TestLessonCli::normsJson()
{
    const QJsonObject j = viewJson({"--view", "norms", "--set", "batch=1,2,3,4"});
    const QJsonArray ln = j["layer_norm"].toObject()["output"].toArray()[0].toArray();
    const double lesson[] = {-1.342, -0.447, 0.447, 1.342};
    for (int i = 0; i < 4; ++i)
        QCOMPARE(rounded(ln[i].toDouble(), 3), lesson[i]);
    QCOMPARE(rounded(j["rms_norm"].toObject()["rms"].toArray()[0].toDouble(), 3), 2.739);
    QCOMPARE(rounded(j["batch_mates"].toObject()["1 in (1, 3, 5)"].toDouble(), 2), -1.22);
    QCOMPARE(rounded(j["batch_mates"].toObject()["1 in (1, 3, 11)"].toDouble(), 2), -0.93);
    const QJsonObject bn = viewJson({"--view", "norms", "--set", "batch=1,2;3,6"})["batch_norm"].toObject();
    QCOMPARE(bn["output"].toArray()[0].toArray()[1].toDouble(), -1.0 / std::sqrt(1 + 1e-5 / 4));
    QCOMPARE(bn["mean"].toArray()[1].toDouble(), 4.0);
    QVERIFY(j["layer_norm_change_under_shift"].toDouble() < 1e-4);
    QVERIFY(j["rms_norm_change_under_shift"].toDouble() > 1e-2);
}

void TestLessonCli::initJson()
{
    QCOMPARE(rounded(viewJson({"--view", "init", "--set", "fan-in=50", "--set", "samples=16"})["he_std"].toDouble(), 3),
             0.2);
    const QJsonObject j =
        viewJson({"--view", "init", "--set", "fan-in=100", "--set", "fan-out=100", "--set", "samples=16"});
    QCOMPARE(rounded(j["xavier_std"].toDouble(), 3), 0.1);
    const QJsonObject m = viewJson({"--view", "init"}); // 512 in, 512 out, 4096 samples: sanity check [e]
    QVERIFY(std::fabs(m["second_moment_he"].toDouble() - 1.0) < 0.1);
    QVERIFY(std::fabs(m["second_moment_xavier"].toDouble() - 0.5) < 0.1);
}

void TestLessonCli::clippingJson()
{
    // Without model options: the lesson's exploding network; ||g|| of order 8e46, clipped to 1.
    const QJsonObject j = viewJson({"--view", "clipping"});
    QVERIFY(std::fabs(j["log10_global_norm"].toDouble() - std::log10(8e46)) < 1.0);
    QCOMPARE(rounded(j["clipped_norm"].toDouble(), 6), 1.0);
    QCOMPARE(rounded(j["cosine_before_after"].toDouble(), 9), 1.0);
    // A healthy network below the limit is left alone.
    const QJsonObject h = viewJson({"--view", "clipping", "--preset", "relu-he", "--set", "limit=1e6"});
    QVERIFY(!h["clipped"].toBool());
    QCOMPARE(h["log10_scale"].toDouble(), 0.0);
}

void TestLessonCli::residualScalingJson()
{
    const QJsonObject j = viewJson({"--view", "residual-scaling"});
    QCOMPARE(j["writes"].toInt(), 100);
    QVERIFY(std::fabs(j["growth_unscaled"].toDouble() - 101) < 5);
    QVERIFY(std::fabs(j["growth_scaled"].toDouble() - 2) < 0.1);
}

void TestLessonCli::exports_data()
{
    QTest::addColumn<QString>("view");
    for (const char *v : {"chain", "residual-chain", "norms", "init", "clipping", "residual-scaling"})
        QTest::newRow(v) << QString::fromLatin1(v);
}

void TestLessonCli::exports()
{
    QFETCH(QString, view);
    QTemporaryDir dir;
    const QString png = dir.filePath("v.png"), svg = dir.filePath("v.svg"), pdf = dir.filePath("v.pdf");
    const Run r = run({"--view", view, "--export", png, "--export-size", "1024x768", "--export-scale", "2"});
    QCOMPARE(r.code, 0);
    QImageReader reader(png);
    QCOMPARE(reader.size(), QSize(2048, 1536));
    const QImage image = reader.read();
    QVERIFY(!image.isNull());
    // Not blank: ink (darker than light grey) covers part of the page.
    qint64 ink = 0;
    for (int y = 0; y < image.height(); y += 4)
        for (int x = 0; x < image.width(); x += 4)
            ink += qGray(image.pixel(x, y)) < 160;
    QVERIFY2(ink > qint64(image.width() / 4) * (image.height() / 4) / 200, qPrintable(QString::number(ink)));
    QCOMPARE(run({"--view", view, "--export", svg}).code, 0);
    QFile s(svg);
    QVERIFY(s.open(QIODevice::ReadOnly));
    const QByteArray text = s.readAll();
    const QString words = QString::fromUtf8(text).remove(
        QRegularExpression(QStringLiteral("data:image/[a-z]+;base64,[A-Za-z0-9+/=\\s]*")));
    QVERIFY(words.contains("<svg") && words.contains("</svg>") && words.contains("GradFlow: ")
            && !words.contains("nan")); // an embedded image's base64 may spell "nan"
    QCOMPARE(run({"--view", view, "--export", pdf}).code, 0);
    QFile p(pdf);
    QVERIFY(p.open(QIODevice::ReadOnly));
    const QByteArray bytes = p.readAll();
    QVERIFY(bytes.startsWith("%PDF-") && bytes.trimmed().endsWith("%%EOF"));
}

void TestLessonCli::badInput_data()
{
    QTest::addColumn<QStringList>("arguments");
    QTest::addColumn<QString>("mentions");
    QTest::newRow("unknown view") << QStringList{"--view", "chains", "--json", "-"} << "unknown view 'chains'";
    QTest::newRow("view without output") << QStringList{"--view", "chain"} << "--view";
    QTest::newRow("view with csv") << QStringList{"--view", "chain", "--csv", "-"} << "--view";
    QTest::newRow("set without view") << QStringList{"--set", "length=3", "--json", "-"} << "--set";
    QTest::newRow("set without =") << QStringList{"--view", "chain", "--set", "length", "--json", "-"} << "KEY=VALUE";
    QTest::newRow("set out of range") << QStringList{"--view", "chain", "--set", "length=51", "--json", "-"}
                                      << "length";
    QTest::newRow("set unknown key") << QStringList{"--view", "init", "--set", "colour=red", "--json", "-"} << "colour";
    QTest::newRow("set ragged batch") << QStringList{"--view", "norms", "--set", "batch=1,2;3", "--json", "-"}
                                      << "batch";
    QTest::newRow("network view json") << QStringList{"--view", "network", "--set", "x=1", "--json", "-"} << "network";
    QTest::newRow("export bad suffix") << QStringList{"--view", "chain", "--export", "x.gif"} << "--export";
}

void TestLessonCli::badInput()
{
    QFETCH(QStringList, arguments);
    QFETCH(QString, mentions);
    verifyRefusal(run(arguments), mentions.toUtf8());
}

QTEST_GUILESS_MAIN(TestLessonCli)
#include "test_lessoncli.moc"
