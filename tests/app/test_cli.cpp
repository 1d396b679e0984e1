// The command line: bad input, formats, config files, presets.
#include "tests/support/runcli.h"

#include "app/cli.h"
#include "core/model/options.h"
#include "core/model/presets.h"
#include "core/report/serialization.h"
#include "tests/support/writefile.h"

#include <QImageReader>
#include <QFileInfo>
#include <QProcess>
#include <QRegularExpression>
#include <QTemporaryDir>
#include <QtTest>

#include <sys/stat.h>

using namespace gradflow;

class TestCli : public QObject
{
    Q_OBJECT

private slots:
    void badInput_data();
    void badInput();
    void csvFormat();
    void jsonHasSummary();
    void ordering();
    void configRoundTrip();
    void everyPresetIsValid();
    void listPresetsAndHelp();
    void unwritableOutput();
    void headlessExport();
    void benchUiPrintsItsLine();
};

void TestCli::badInput_data()
{
    const QString base = QDir::tempPath() + "/gradflow-test-cli-";
    auto file = [&](const char *name, const QByteArray &text) {
        QFile f(base + name);
        f.open(QIODevice::WriteOnly);
        f.write(text);
        return base + name;
    };
    QTest::addColumn<QStringList>("arguments");
    QTest::addColumn<QString>("mentions");
    QTest::newRow("depth 0") << QStringList{"--csv", "-", "--depth", "0"} << "--depth";
    QTest::newRow("depth 10001") << QStringList{"--csv", "-", "--depth", "10001"} << "--depth";
    QTest::newRow("depth text") << QStringList{"--csv", "-", "--depth", "deep"} << "--depth";
    QTest::newRow("depth fraction") << QStringList{"--csv", "-", "--depth", "2.5"} << "--depth";
    QTest::newRow("width 4097") << QStringList{"--csv", "-", "--width", "4097"} << "--width";
    QTest::newRow("batch 0") << QStringList{"--csv", "-", "--batch", "0"} << "--batch";
    QTest::newRow("std nan") << QStringList{"--csv", "-", "--init-std", "nan"} << "--init-std";
    QTest::newRow("std inf") << QStringList{"--csv", "-", "--init-std", "inf"} << "--init-std";
    QTest::newRow("std negative") << QStringList{"--csv", "-", "--init-std", "-1"} << "--init-std";
    QTest::newRow("scale 0") << QStringList{"--csv", "-", "--init-scale", "0"} << "--init-scale";
    QTest::newRow("eps 2") << QStringList{"--csv", "-", "--norm-eps", "2"} << "--norm-eps";
    QTest::newRow("residual scale") << QStringList{"--csv", "-", "--residual-scale", "1/L"} << "--residual-scale";
    QTest::newRow("activation") << QStringList{"--csv", "-", "--activation", "swish"} << "--activation";
    QTest::newRow("init") << QStringList{"--csv", "-", "--init", "kaiming"} << "--init";
    QTest::newRow("norm") << QStringList{"--csv", "-", "--norm", "group"} << "--norm";
    QTest::newRow("place") << QStringList{"--csv", "-", "--norm-place", "middle"} << "--norm-place";
    QTest::newRow("loss") << QStringList{"--csv", "-", "--loss", "l1"} << "--loss";
    QTest::newRow("precision") << QStringList{"--csv", "-", "--precision", "half"} << "--precision";
    QTest::newRow("seed") << QStringList{"--csv", "-", "--seed", "-3"} << "--seed";
    QTest::newRow("memory") << QStringList{"--csv", "-", "--max-memory", "lots"} << "--max-memory";
    QTest::newRow("unknown flag") << QStringList{"--csv", "-", "--depht", "3"} << "depht";
    QTest::newRow("missing value") << QStringList{"--csv", "-", "--depth"} << "depth";
    QTest::newRow("stray argument") << QStringList{"--csv", "-", "30"} << "30";
    QTest::newRow("two modes") << QStringList{"--csv", "-", "--json", "-"} << "--json";
    QTest::newRow("preset") << QStringList{"--csv", "-", "--preset", "nope"} << "--preset";
    QTest::newRow("missing config") << QStringList{"--csv", "-", "--config", base + "absent.json"} << "--config";
    QTest::newRow("malformed config") << QStringList{"--csv", "-", "--config", file("bad.json", "{\"depth\": 3,")}
                                      << "not valid JSON";
    QTest::newRow("config number overflow")
        << QStringList{"--csv", "-", "--config", file("huge.json", "{\"init-std\": 1e999}")} << "too large";
    QTest::newRow("config empty name") << QStringList{"--csv", "-", "--config", ""} << "--config: needs a file name";
    QTest::newRow("export empty name") << QStringList{"--export", ""} << ".png";
    QTest::newRow("config endless") << QStringList{"--csv", "-", "--config", "/dev/zero"} << "larger than 1 MiB";
    QTest::newRow("config not object") << QStringList{"--csv", "-", "--config", file("list.json", "[1]")} << "object";
    QTest::newRow("config wrong type") << QStringList{"--csv", "-", "--config",
                                                      file("type.json", "{\"depth\": \"30\"}")}
                                       << "depth";
    QTest::newRow("config range") << QStringList{"--csv", "-", "--config", file("range.json", "{\"width\": 0}")}
                                  << "width";
    QTest::newRow("config unknown key") << QStringList{"--csv", "-", "--config", file("key.json", "{\"layers\": 3}")}
                                        << "layers";
    QTest::newRow("config bad name") << QStringList{"--csv", "-", "--config",
                                                    file("name.json", "{\"activation\": \"step\"}")}
                                     << "activation";
    QTest::newRow("over memory") << QStringList{"--csv", "-", "--depth", "10000", "--width", "4096", "--batch", "4096"}
                                 << "--max-memory";
    QTest::newRow("export suffix") << QStringList{"--export", "chart.gif"} << "--export";
    QTest::newRow("export scale") << QStringList{"--export", "a.png", "--export-scale", "9"} << "--export-scale";
    // Options a mode would drop without a word: refused, naming the option and the mode.
    const QString pin = file("pin.json", "{\"depth\": 3}");
    const QString network = "--json (the network's per-layer values)", charts = "(the network's charts)";
    QTest::newRow("seeds jacobian") << QStringList{"--view", "jacobian", "--json", "-", "--seeds", "3"}
                                    << "--seeds: only with " + network + ", not with --view jacobian --json";
    QTest::newRow("seeds chain") << QStringList{"--view", "chain", "--json", "-", "--seeds", "3"}
                                 << "--seeds: only with " + network + ", not with --view chain --json";
    QTest::newRow("repeat jacobian csv") << QStringList{"--jacobian-csv", "-", "--repeat", "2"}
                                         << "--repeat: only with --csv or " + network + ", not with --jacobian-csv";
    QTest::newRow("repeat train json") << QStringList{"--train-json", "-", "--repeat", "2"}
                                       << "--repeat: only with --csv or " + network + ", not with --train-json";
    QTest::newRow("repeat view jacobian")
        << QStringList{"--view", "jacobian", "--json", "-", "--repeat", "2"} << "not with --view jacobian --json";
    QTest::newRow("pin training") << QStringList{"--view", "training", "--export", "t.png", "--pin", pin}
                                  << "--pin: only with --export or the window " + charts
                                         + ", not with --view training --export";
    QTest::newRow("relative jacobian") << QStringList{"--view", "jacobian", "--export", "t.png", "--relative"}
                                       << "--relative: only with --export or the window " + charts
                                              + ", not with --view jacobian --export";
    QTest::newRow("readouts training") << QStringList{"--view", "training", "--export", "t.png", "--export-readouts"}
                                       << "--export-readouts: only with --export " + charts
                                              + ", not with --view training --export";
    QTest::newRow("readouts jacobian") << QStringList{"--view", "jacobian", "--export", "t.png", "--export-readouts"}
                                       << "not with --view jacobian --export";
    QTest::newRow("readouts chain") << QStringList{"--view", "chain", "--export", "t.png", "--export-readouts"}
                                    << "--export-readouts: only with --export " + charts
                                           + ", not with --view chain --export";
    QTest::newRow("steps csv") << QStringList{"--csv", "-", "--steps", "5"}
                               << "--steps: only with --train-json, --train-csv or --view training, not with --csv";
}

// Through the real parser and the real executable: exit code 2, one line on stderr naming the
// option, nothing on stdout.
void TestCli::badInput()
{
    QFETCH(QStringList, arguments);
    QFETCH(QString, mentions);
    QVERIFY_THROWS_EXCEPTION(std::invalid_argument, parseCommandLine(arguments));
    const Run r = run(arguments);
    QCOMPARE(r.code, 2);
    QVERIFY2(r.out.isEmpty(), r.out.constData());
    const QString err = QString::fromUtf8(r.err).trimmed();
    QVERIFY2(!err.contains('\n'), qPrintable(err));
    QVERIFY2(err.startsWith("gradflow: ") && err.contains(mentions), qPrintable(err));
}

void TestCli::csvFormat()
{
    const Run r = run({"--csv", "-", "--depth", "7", "--width", "8", "--batch", "4"});
    QCOMPARE(r.code, 0);
    QVERIFY(r.err.isEmpty());
    const QStringList lines = QString::fromUtf8(r.out).trimmed().split('\n');
    QCOMPARE(lines.size(), 1 + 8);
    QCOMPARE(lines[0], QStringLiteral("layer,log10_signal_rms,log10_grad_norm,log10_weight_grad_norm"));
    QVERIFY(lines[1].startsWith("0,") && lines[1].endsWith(","));
    for (int l = 1; l <= 7; ++l) {
        const QStringList cells = lines[l + 1].split(',');
        QCOMPARE(cells.size(), 4);
        QCOMPARE(cells[0].toInt(), l);
        for (int i = 1; i < 4; ++i) {
            bool ok = false;
            cells[i].toDouble(&ok);
            QVERIFY(ok);
        }
    }
}

void TestCli::jsonHasSummary()
{
    const Run r = run({"--json", "-", "--preset", "relu-large"});
    QCOMPARE(r.code, 0);
    const QJsonObject o = QJsonDocument::fromJson(r.out).object();
    const double norm = o["summary"].toObject()["log10_global_weight_grad_norm"].toDouble();
    QVERIFY(norm > 45 && norm < 48); // the lesson's 8e46
    QVERIFY(std::fabs(o["summary"].toObject()["log10_clip_factor"].toDouble() + norm) < 1e-9);
    QCOMPARE(o["layers"].toArray().size(), 31);
    QCOMPARE(o["config"].toObject()["init-std"].toDouble(), 1.0);
}

// Presets and config files apply first, then the other flags in order.
void TestCli::ordering()
{
    CliOptions o = parseCommandLine({"--depth", "50", "--preset", "sigmoid-xavier", "--width", "8", "--width", "9"});
    QCOMPARE(o.config.depth, 50);
    QCOMPARE(o.config.width, 9);
    QVERIFY(o.config.activation == Activation::Sigmoid);
    QTemporaryDir dir;
    const QString path = writeFile(dir, "c.json", "{\"depth\": 12, \"norm\": \"rms\"}");
    o = parseCommandLine({"--norm", "layer", "--config", path});
    QCOMPARE(o.config.depth, 12);
    QVERIFY(o.config.norm == Norm::Layer);
    o = parseCommandLine({"--init-std", "0.5"});
    QVERIFY(o.config.init == Init::CustomStd);
    QCOMPARE(o.config.initStd, 0.5);
    // As in a file: a scheme's value selects it unless the same command line names --init.
    o = parseCommandLine({"--init", "xavier", "--init-std", "0.5"});
    QVERIFY(o.config.init == Init::Xavier);
    QCOMPARE(o.config.initStd, 0.5);
    o = parseCommandLine({"--preset", "relu-he", "--init-scale", "2"});
    QVERIFY(o.config.init == Init::CustomScale);
}

void TestCli::configRoundTrip()
{
    ModelConfig c;
    c.depth = 77;
    c.width = 33;
    c.batch = 5;
    c.activation = Activation::Softplus;
    c.init = Init::CustomScale;
    c.initScale = 2.5;
    c.initStd = 0.125;
    c.residual = true;
    c.residualRule = ResidualScaleRule::InvSqrt2Depth;
    c.norm = Norm::Batch;
    c.normPlace = NormPlace::Post;
    c.normEps = 3e-4;
    c.head = true;
    c.loss = Loss::Mean;
    c.seed = 123456789012345ULL;
    c.precision = Precision::Float;
    RunSettings run;
    run.clipLimit = 0.5;
    run.maxMemoryBytes = std::int64_t(512) << 20;
    ModelConfig back;
    RunSettings runBack;
    applyConfigJson(configToJson(c, run), back, runBack, "test");
    QVERIFY(back == c);
    QVERIFY(runBack == run);
    c.residualRule = ResidualScaleRule::Fixed;
    c.residualScale = 0.3;
    applyConfigJson(configToJson(c, run), back, runBack, "test");
    QVERIFY(back == c);
    // Through a file and the command line too.
    QTemporaryDir dir;
    const QString path = writeFile(dir, "saved.json", QByteArray::fromStdString(configToJson(c, run)));
    const CliOptions parsed = parseCommandLine({"--config", path});
    QVERIFY(parsed.config == c);
    QVERIFY(parsed.run == run);
}

void TestCli::everyPresetIsValid()
{
    QVERIFY(presets().size() >= 14);
    for (const Preset &p : presets()) {
        QVERIFY(!p.description.empty());
        const CliOptions o = parseCommandLine({"--preset", QString::fromStdString(p.name)});
        QVERIFY(o.config == p.config);
    }
}

void TestCli::listPresetsAndHelp()
{
    const Run list = run({"--list-presets"});
    QCOMPARE(list.code, 0);
    for (const Preset &p : presets())
        QVERIFY(list.out.contains(QByteArray::fromStdString(p.name)));
    const Run help = run({"--help"});
    QCOMPARE(help.code, 0);
    QVERIFY(help.out.contains("--max-memory"));
    // Every option of the table with its generated help line (range and default).
    for (const Option &o : options())
        QVERIFY2(help.out.contains(QByteArray("--") + o.key)
                     && help.out.contains(QByteArray::fromStdString(optionHelp(o))),
                 o.key);
    QVERIFY(help.out.contains("Number of blocks, 1 to 10000 (default 30)."));
    QVERIFY(help.out.contains("--no-residual"));
    const Run version = run({"--version"});
    QVERIFY(version.out.startsWith("gradflow "));
}

void TestCli::unwritableOutput()
{
    const Run r = run({"--csv", "/nonexistent-dir/x.csv"});
    QCOMPARE(r.code, 3);
    QVERIFY(r.err.contains("cannot write"));
    QVERIFY(!QFile::exists("/nonexistent-dir/x.csv"));

    // Devices and pipes are written in place: an atomic replace renamed a regular file over
    // them (as root, over /dev/null itself). A FIFO shows it without root.
    QTemporaryDir dir;
    const QString fifo = dir.filePath("pipe");
    QCOMPARE(::mkfifo(QFile::encodeName(fifo).constData(), 0600), 0);
    QProcess reader;
    reader.start("cat", {fifo});
    QVERIFY(reader.waitForStarted());
    QCOMPARE(run({"--csv", fifo, "--depth", "3"}).code, 0);
    QVERIFY(reader.waitForFinished(60000));
    QVERIFY(reader.readAllStandardOutput().startsWith("layer,log10_signal_rms"));
    QVERIFY(!QFileInfo(fifo).isFile());

    // A full device, or standard output on one, is exit 3 with the reason.
    QVERIFY(QFileInfo::exists("/dev/full") && !QFileInfo("/dev/full").isFile());
    const Run full = run({"--csv", "/dev/full", "--depth", "3"});
    QCOMPARE(full.code, 3);
    QVERIFY(full.err.contains("/dev/full"));
    QProcess p;
    p.setStandardOutputFile("/dev/full");
    p.start(executable(), {"--csv", "-", "--depth", "3"});
    QVERIFY(p.waitForFinished(60000));
    QCOMPARE(p.exitCode(), 3);
    QVERIFY(p.readAllStandardError().contains("standard output"));
}

// --export renders the window's charts without a display, at the asked size and scale.
void TestCli::headlessExport()
{
    QTemporaryDir dir;
    const QString png = dir.filePath("c.png"), svg = dir.filePath("c.svg");
    const Run r =
        run({"--export", png, "--export-size", "800x600", "--export-scale", "2", "--preset", "sigmoid-xavier"});
    QCOMPARE(r.code, 0);
    QVERIFY(r.out.isEmpty());
    QImageReader reader(png);
    QCOMPARE(reader.size(), QSize(1600, 1200));
    QVERIFY(!reader.read().isNull());
    QCOMPARE(run({"--export", svg}).code, 0);
    QFile f(svg);
    QVERIFY(f.open(QIODevice::ReadOnly));
    const QByteArray text = f.readAll();
    QVERIFY(text.contains("<svg") && text.contains("Forward signal") && !text.contains("nan"));
}

// The latency benchmark runs headless and ends with its machine-readable line (the figures
// themselves belong to the benchmark, not to a test).
void TestCli::benchUiPrintsItsLine()
{
#if defined(__SANITIZE_ADDRESS__)
    // Its 200 redraws and the depth 100 computation took over run()'s 2 minutes under the
    // sanitizers at load 8 (scripts/test --sanitize); a hang still fails after 10.
    QProcess p;
    p.start(executable(), {"--bench-ui"});
    QVERIFY(p.waitForFinished(600000));
    const Run r{p.exitStatus() == QProcess::NormalExit ? p.exitCode() : -1, p.readAllStandardOutput(),
                p.readAllStandardError()};
#else
    const Run r = run({"--bench-ui"});
#endif
    QCOMPARE(r.code, 0);
    const QList<QByteArray> lines = r.out.trimmed().split('\n');
    const QRegularExpression last(QStringLiteral("^ui-latency median_ms=([0-9.]+) p95_ms=([0-9.]+)$"));
    const QRegularExpressionMatch m = last.match(QString::fromUtf8(lines.last()));
    QVERIFY2(m.hasMatch(), lines.last().constData());
    QVERIFY(m.captured(1).toDouble() > 0 && m.captured(2).toDouble() >= m.captured(1).toDouble());
    QVERIFY(r.out.contains("event-loop-stall max_ms="));
    QVERIFY(r.out.contains("ui-latency-transformer median_ms="));
    QVERIFY(r.out.contains("ui-latency-training median_ms="));
}

QTEST_GUILESS_MAIN(TestCli)
#include "test_cli.moc"
