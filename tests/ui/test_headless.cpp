// The command line's --export draws the figure the window's export draws: the same network
// gives the same curves, the dashed infinite-width line included; a slide export is the size asked
// for with text sized for it; pins, relative mode and sessions export from the command line.
#include "ui/export/slideexport.h"
#include "core/analysis/analysis.h"
#include "core/engine/engine.h"
#include "tests/support/runcli.h"
#include "tests/support/windowtest.h"
#include "ui/export/headless.h"
#include "core/model/presets.h"

#include <QFile>
#include <QTemporaryDir>
#include <QImage>
#include <QProcess>
#include <QtTest>

using namespace gradflow;

namespace {

QByteArray readAll(const QString &path)
{
    QFile f(path);
    return f.open(QIODevice::ReadOnly) ? f.readAll() : QByteArray();
}

} // namespace

class TestHeadless : public QObject
{
    Q_OBJECT

private slots:
    void commandLineExportDrawsTheTheoryLine();
    void exportsAreSlideReady();
    void commandLineExportsPinsAndSessions();
};

void TestHeadless::commandLineExportDrawsTheTheoryLine()
{
    QTemporaryDir dir;
    ModelConfig c;
    c.depth = 12;
    c.width = 32;
    const QString cli = dir.filePath(QStringLiteral("cli.svg")), window = dir.filePath(QStringLiteral("window.svg"));
    const Run r = run({QStringLiteral("--export"), cli, QStringLiteral("--depth"), QString::number(c.depth),
                       QStringLiteral("--width"), QString::number(c.width), QStringLiteral("--export-size"),
                       QStringLiteral("1200x900")});
    QVERIFY2(r.code == 0, r.err.constData());

    // The window's export: its result and analysis, as MainWindow hands them over.
    Engine engine;
    Slide slide;
    slide.result = std::make_shared<const Result>(engine.compute(c));
    slide.analysis = std::make_shared<const Analysis>(analyze(*slide.result));
    QVERIFY(slide.analysis->theory);
    QCOMPARE(exportSlide(slide, window, QSize(1200, 900)), QString());

    // The theory line is the one dashed curve without pins: as many dashed paths in both files.
    const QByteArray fromCli = readAll(cli), fromWindow = readAll(window);
    const qsizetype dashedWindow = fromWindow.count("stroke-dasharray"), dashedCli = fromCli.count("stroke-dasharray");
    QVERIFY2(dashedWindow > 0, "the window's export has no dashed line");
    QCOMPARE(dashedCli, dashedWindow);
}

// A slide export is exactly the size asked for, its text sized for that size, the live
// curve named by its configuration, the readouts in it when asked, pins and relative mode too.
void TestHeadless::exportsAreSlideReady()
{
    QTemporaryDir dir;
    ExportJob job;
    job.config = findPreset("relu-he")->config;
    job.pins = {findPreset("relu-small")->config};
    job.relative = true;
    job.readouts = true;
    job.path = dir.filePath("slide.png");
    job.size = QSize(960, 540);
    job.scale = 2;
    QCOMPARE(runHeadlessExport(job), 0);
    QCOMPARE(QImage(job.path).size(), QSize(1920, 1080));

    job.path = dir.filePath("slide.svg");
    job.size = QSize(1920, 1080);
    job.scale = 1;
    QCOMPARE(runHeadlessExport(job), 0);
    QFile file(job.path);
    QVERIFY(file.open(QIODevice::ReadOnly));
    const QString svg = QString::fromUtf8(file.readAll());
    QVERIFY(!svg.contains("current network"));
    QVERIFY(svg.contains(QString::fromStdString(describe(job.config))));  // the live curve's name
    QVERIFY(svg.contains(QString::fromStdString(describe(job.pins[0])))); // the pin's
    QVERIFY(svg.contains("First/last gradient"));                         // the readouts
    QVERIFY(svg.contains(QStringLiteral("÷ its value at layer 0")));      // relative mode
    // The exponents read like presentation mode at 1080 lines: ink at least 2% of the height.
    const double ink = smallestExponentInk(svg);
    QVERIFY2(ink >= 0.02 * 1080, qPrintable(QString::number(ink)));
}

// The command line exports pins and relative mode, from files or a saved session.
void TestHeadless::commandLineExportsPinsAndSessions()
{
    const QString exe = qEnvironmentVariable("GRADFLOW_EXE");
    QVERIFY2(!exe.isEmpty(), "ctest sets GRADFLOW_EXE");
    QTemporaryDir dir;
    auto write = [&](const QString &name, const QByteArray &text) {
        QFile f(dir.filePath(name));
        QVERIFY(f.open(QIODevice::WriteOnly));
        f.write(text);
    };
    write("small.json", "{\"init\": \"custom-std\", \"init-std\": 0.01}");
    write("large.json", "{\"init\": \"custom-std\", \"init-std\": 1}");
    auto run = [&](const QStringList &args, int expected) {
        QProcess p;
        p.start(exe, args);
        QVERIFY(p.waitForFinished(120000));
        QVERIFY2(p.exitCode() == expected, qPrintable(args.join(' ') + ": " + p.readAllStandardError()));
        return;
    };
    const QString png = dir.filePath("pins.png");
    run({"--export", png, "--export-size", "960x540", "--export-scale", "2", "--pin", dir.filePath("small.json"),
         "--pin", dir.filePath("large.json"), "--relative", "--export-readouts"},
        0);
    QCOMPARE(QImage(png).size(), QSize(1920, 1080));
    // A session saved by the window exports the same pins.
    {
        MainWindow w(false);
        w.applyConfig(findPreset("sigmoid-xavier")->config);
        waitDrawn(w);
        QVERIFY(w.document()->addPin(w.charts()->result()));
        w.applyConfig(findPreset("sigmoid-xavier-residual")->config);
        waitDrawn(w);
        QVERIFY(w.files()->saveSession(dir.filePath("lecture.json")));
    }
    const QString svg = dir.filePath("session.svg");
    run({"--session", dir.filePath("lecture.json"), "--export", svg}, 0);
    QFile file(svg);
    QVERIFY(file.open(QIODevice::ReadOnly));
    const QByteArray text = file.readAll();
    QVERIFY(text.contains(describe(findPreset("sigmoid-xavier")->config).c_str()));
    QVERIFY(text.contains(describe(findPreset("sigmoid-xavier-residual")->config).c_str()));
    // Bad pins are exit 2 naming the option; pins make no sense in a table.
    run({"--export", png, "--pin", dir.filePath("missing.json")}, 2);
    run({"--csv", "-", "--pin", dir.filePath("small.json")}, 2);
    run({"--session", dir.filePath("small.json"), "--export", png}, 2); // a configuration, not a session
}

QTEST_MAIN(TestHeadless)
#include "test_headless.moc"
