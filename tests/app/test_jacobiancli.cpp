// --jacobian-csv, --jacobian-example and --view jacobian --json and --export, run as a user would.
#include "tests/support/runcli.h"

#include <QFileInfo>
#include <QImage>
#include <QImageReader>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QTemporaryDir>
#include <QtTest>

#include <cmath>

namespace {

// The CSV's rows as (layer, index, value), after checking the header.
struct Row
{
    int layer, index;
    double value;
};

QList<Row> rowsOf(const QByteArray &csv)
{
    QList<QByteArray> lines = csv.trimmed().split('\n');
    if (lines.isEmpty() || lines.takeFirst() != "layer,index,log10_singular_value")
        return {};
    QList<Row> rows;
    for (const QByteArray &line : lines) {
        const QList<QByteArray> cells = line.split(',');
        if (cells.size() != 3)
            return {};
        const double v = cells[2] == "-inf" ? -INFINITY : cells[2].toDouble();
        rows.push_back({cells[0].toInt(), cells[1].toInt(), v});
    }
    return rows;
}

} // namespace

class TestJacobianCli : public QObject
{
    Q_OBJECT

private slots:
    void csvHasEveryLayerSortedDescending();
    void orthogonalLinearIsOneAtEveryLayer();
    void orthogonalGainScalesEverySingularValue();
    void tanhOrthogonalAtGainOneIsNearIsometry();
    void exampleChangesTheSpectrum();
    void jsonCarriesTheoryBesideTheValues();
    void jsonSaysWhereNoTheoryIsKnown();
    void badInputExitsTwo_data();
    void badInputExitsTwo();
    void fileIsWritten();
    void exportWritesTheSizeAsked();
    void exportBadInputExitsTwo_data();
    void exportBadInputExitsTwo();
};

void TestJacobianCli::csvHasEveryLayerSortedDescending()
{
    const Run r =
        run({"--jacobian-csv", "-", "--depth", "5", "--width", "7", "--activation", "tanh", "--init", "xavier"});
    QCOMPARE(r.code, 0);
    const QList<Row> rows = rowsOf(r.out);
    QCOMPARE(rows.size(), 5 * 7);
    for (int i = 0; i < rows.size(); ++i) {
        QCOMPARE(rows[i].layer, i / 7 + 1);
        QCOMPARE(rows[i].index, i % 7);
        QVERIFY(std::isfinite(rows[i].value));
        if (rows[i].index > 0)
            QVERIFY(rows[i].value <= rows[i - 1].value);
    }
}

void TestJacobianCli::orthogonalLinearIsOneAtEveryLayer()
{
    const Run r = run(
        {"--jacobian-csv", "-", "--depth", "200", "--width", "16", "--activation", "linear", "--init", "orthogonal"});
    QCOMPARE(r.code, 0);
    const QList<Row> rows = rowsOf(r.out);
    QCOMPARE(rows.size(), 200 * 16);
    for (const Row &row : rows)
        QVERIFY2(std::fabs(row.value) < 1e-12, qPrintable(QString::number(row.value)));
}

// Gain g on every orthogonal layer of a linear network: every singular value at layer l is g^l.
// The gain alone selects orthogonal weights; with --init named too, the init stays.
void TestJacobianCli::orthogonalGainScalesEverySingularValue()
{
    const QStringList net = {"--jacobian-csv", "-", "--depth", "10", "--width", "8", "--activation", "linear"};
    for (const QStringList &init : {QStringList{"--init", "orthogonal"}, QStringList{}}) {
        const Run r = run(net + init + QStringList{"--orthogonal-gain", "2"});
        QCOMPARE(r.code, 0);
        const QList<Row> rows = rowsOf(r.out);
        QCOMPARE(rows.size(), 10 * 8);
        for (const Row &row : rows)
            QVERIFY2(std::fabs(row.value - row.layer * std::log10(2.0)) < 1e-12,
                     qPrintable(QString::number(row.value)));
    }
    const Run gaussian = run(net + QStringList{"--init", "lecun", "--orthogonal-gain", "2"});
    QCOMPARE(gaussian.code, 0);
    const QList<Row> rows = rowsOf(gaussian.out);
    QVERIFY(rows.back().value < -1.0); // a Gaussian product's smallest singular value, not 2^10
}

// The tanh-orthogonal story from the command line: at gain 1 the last layer's singular values
// lie within a decade and a half (see test_jacobianstories); at PyTorch's 5/3, tens of decades.
void TestJacobianCli::tanhOrthogonalAtGainOneIsNearIsometry()
{
    const QStringList net = {"--jacobian-csv", "-", "--depth", "100", "--activation", "tanh", "--init", "orthogonal"};
    auto lastLayerSpan = [](const Run &r) {
        double top = -INFINITY, bottom = INFINITY;
        for (const Row &row : rowsOf(r.out)) {
            if (row.layer == 100 && row.index >= 3 && row.index <= 60) { // the 5th to the 95th percentile of 64
                top = std::max(top, row.value);
                bottom = std::min(bottom, row.value);
            }
        }
        return top - bottom;
    };
    const Run critical = run(net + QStringList{"--orthogonal-gain", "1"});
    const Run pytorch = run(net);
    QCOMPARE(critical.code, 0);
    QCOMPARE(pytorch.code, 0);
    QVERIFY2(lastLayerSpan(critical) < 1.5, qPrintable(QString::number(lastLayerSpan(critical))));
    QVERIFY2(lastLayerSpan(pytorch) > 10.0, qPrintable(QString::number(lastLayerSpan(pytorch))));
}

void TestJacobianCli::exampleChangesTheSpectrum()
{
    const QStringList net = {"--jacobian-csv", "-", "--depth",      "4",    "--width", "6",
                             "--batch",        "3", "--activation", "tanh", "--init",  "xavier"};
    const Run first = run(net);
    const Run again = run(net + QStringList{"--jacobian-example", "0"});
    const Run other = run(net + QStringList{"--jacobian-example", "2"});
    QCOMPARE(first.code, 0);
    QCOMPARE(other.code, 0);
    QCOMPARE(again.out, first.out);
    QVERIFY(other.out != first.out);
}

void TestJacobianCli::jsonCarriesTheoryBesideTheValues()
{
    const Run r = run({"--view", "jacobian", "--json", "-", "--depth", "6", "--width", "8", "--activation", "linear",
                       "--init", "lecun"});
    QCOMPARE(r.code, 0);
    const QJsonObject j = QJsonDocument::fromJson(r.out).object();
    const QJsonArray layers = j["layers"].toArray();
    QCOMPARE(layers.size(), 6);
    QCOMPARE(layers[5].toObject()["log10_singular_values"].toArray().size(), 8);
    const QJsonObject theory = j["theory"].toObject();
    QCOMPARE(theory["law"].toString(), QString("Fuss-Catalan"));
    QCOMPARE(theory["m2_over_m1_squared"].toDouble(), 7.0);    // L + 1 at L = 6
    QVERIFY(std::fabs(theory["log10_m1"].toDouble()) < 1e-12); // sigma_w^2 n = 1
    QCOMPARE(j["configuration"].toObject()["depth"].toInt(), 6);
}

void TestJacobianCli::jsonSaysWhereNoTheoryIsKnown()
{
    const Run r = run(
        {"--view", "jacobian", "--json", "-", "--depth", "3", "--width", "4", "--activation", "tanh", "--residual"});
    QCOMPARE(r.code, 0);
    const QJsonObject j = QJsonDocument::fromJson(r.out).object();
    QVERIFY(j["theory"].isNull());
    QVERIFY(j["theory_note"].toString().contains("residual"));
}

void TestJacobianCli::badInputExitsTwo_data()
{
    QTest::addColumn<QStringList>("arguments");
    QTest::addColumn<QString>("message");
    QTest::newRow("example past the batch")
        << QStringList{"--jacobian-csv", "-", "--batch", "4", "--jacobian-example", "4"}
        << "--jacobian-example: 4 is out of range; allowed: 0 to 3";
    QTest::newRow("example not a number") << QStringList{"--jacobian-csv", "-", "--jacobian-example", "x"}
                                          << "--jacobian-example: 'x' is not a whole number";
    QTest::newRow("example without a mode") << QStringList{"--csv", "-", "--jacobian-example", "1"}
                                            << "--jacobian-example: only with --jacobian-csv or --view jacobian";
    QTest::newRow("no file") << QStringList{"--jacobian-csv", ""} << "--jacobian-csv: needs a file name";
    // The product's six width x width matrices (48 MiB at width 1024) count against the limit:
    // the run took 67 MB under a 40M limit.
    QTest::newRow("products over the memory limit")
        << QStringList{"--jacobian-csv", "-", "--width", "1024", "--depth", "2", "--batch", "2", "--max-memory", "40M"}
        << "--max-memory: the Jacobian at width 1024 needs at least";
    QTest::newRow("with --csv") << QStringList{"--jacobian-csv", "-", "--csv", "-"} << "cannot be combined";
    QTest::newRow("view with csv") << QStringList{"--csv", "-", "--view", "jacobian"}
                                   << "--view jacobian: needs --json FILE";
    QTest::newRow("bad width") << QStringList{"--jacobian-csv", "-", "--width", "0"} << "--width";
    QTest::newRow("gain zero") << QStringList{"--jacobian-csv", "-", "--init", "orthogonal", "--orthogonal-gain", "0"}
                               << "--orthogonal-gain: 0 is out of range; allowed: 1e-300 to 1e+300";
    QTest::newRow("gain negative") << QStringList{"--jacobian-csv", "-", "--orthogonal-gain", "-1"}
                                   << "--orthogonal-gain: -1 is out of range; allowed: 1e-300 to 1e+300";
    QTest::newRow("gain not a number") << QStringList{"--jacobian-csv", "-", "--orthogonal-gain", "x"}
                                       << "--orthogonal-gain: 'x' is not a finite number; allowed: 1e-300 to 1e+300";
    QTest::newRow("gain infinite") << QStringList{"--jacobian-csv", "-", "--orthogonal-gain", "inf"}
                                   << "--orthogonal-gain: 'inf' is not a finite number";
}

void TestJacobianCli::badInputExitsTwo()
{
    QFETCH(QStringList, arguments);
    QFETCH(QString, message);
    const Run r = run(arguments);
    QCOMPARE(r.code, 2);
    QVERIFY2(QString::fromUtf8(r.err).contains(message), r.err.constData());
    QVERIFY(r.out.isEmpty());
}

void TestJacobianCli::fileIsWritten()
{
    QTemporaryDir dir;
    const QString path = dir.filePath("spectrum.csv");
    const Run r = run({"--jacobian-csv", path, "--depth", "3", "--width", "5"});
    QCOMPARE(r.code, 0);
    QFile f(path);
    QVERIFY(f.open(QIODevice::ReadOnly));
    QCOMPARE(rowsOf(f.readAll()).size(), 15);
    const Run cannot = run({"--jacobian-csv", dir.filePath("missing/dir/x.csv"), "--depth", "3", "--width", "5"});
    QCOMPARE(cannot.code, 3);
}

// The Jacobian tab's charts as a PNG: exactly the size asked (times the scale), and the lesson
// views' default slide size (1920 x 1080) when none is given; more than a few colours (curves and labels drawn).
void TestJacobianCli::exportWritesTheSizeAsked()
{
    QTemporaryDir dir;
    const QStringList network{"--depth", "20", "--width", "16", "--activation", "linear", "--init", "lecun"};
    struct Case
    {
        QStringList size;
        QSize expected;
    };
    for (const Case &c :
         {Case{{"--export-size", "1280x720"}, QSize(1280, 720)},
          Case{{"--export-size", "800x600", "--export-scale", "2"}, QSize(1600, 1200)}, Case{{}, QSize(1920, 1080)}}) {
        const QString path = dir.filePath(QStringLiteral("jacobian-%1.png").arg(c.expected.width()));
        const Run r = run(QStringList{"--view", "jacobian", "--export", path} + c.size + network);
        QVERIFY2(r.code == 0, r.err.constData());
        QVERIFY2(r.err.isEmpty(), r.err.constData());
        QImageReader reader(path);
        QCOMPARE(reader.size(), c.expected);
        const QImage image = reader.read().convertToFormat(QImage::Format_RGB32);
        QSet<QRgb> colours;
        for (int y = 0; y < image.height(); y += 3)
            for (int x = 0; x < image.width(); x += 3)
                colours.insert(image.pixel(x, y));
        QVERIFY2(colours.size() > 20, qPrintable(QString::number(colours.size())));
    }
}

void TestJacobianCli::exportBadInputExitsTwo_data()
{
    QTest::addColumn<QStringList>("arguments");
    QTest::addColumn<QString>("message");
    QTest::newRow("example past the batch") << QStringList{"--batch", "4", "--jacobian-example", "4"}
                                            << "--jacobian-example: 4 is out of range; allowed: 0 to 3";
    QTest::newRow("bad width") << QStringList{"--width", "0"} << "--width";
    QTest::newRow("below the figure's minimum") << QStringList{"--export-size", "300x200"} << "give at least";
    QTest::newRow("a lesson setting") << QStringList{"--set", "length=3"} << "--set: not with --view jacobian";
    // Past width 256 the figure keeps R at four spaced depths until their SVDs, a width x width
    // matrix each (32 MiB at width 1024) beside the products' six: 78M left the pass 30 MiB and
    // was accepted, for a run that held the four besides.
    QTest::newRow("kept depths over the memory limit")
        << QStringList{"--width", "1024", "--depth", "4", "--batch", "2", "--max-memory", "78M"}
        << "max-memory: the Jacobian at width 1024 needs at least 80 MiB for its products and the depths it keeps";
}

// Each refusal names the problem, exits 2 and writes nothing.
void TestJacobianCli::exportBadInputExitsTwo()
{
    QFETCH(QStringList, arguments);
    QFETCH(QString, message);
    QTemporaryDir dir;
    const QString path = dir.filePath("jacobian.png");
    const Run r = run(QStringList{"--view", "jacobian", "--export", path, "--depth", "5", "--width", "8"} + arguments);
    QCOMPARE(r.code, 2);
    QVERIFY2(QString::fromUtf8(r.err).contains(message), r.err.constData());
    QVERIFY(!QFileInfo::exists(path));
}

QTEST_GUILESS_MAIN(TestJacobianCli)
#include "test_jacobiancli.moc"
