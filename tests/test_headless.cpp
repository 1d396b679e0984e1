// The command line's --export draws the figure the window's export draws: the same network
// gives the same curves, the dashed infinite-width line included.
#include "ui/export/slideexport.h"
#include "core/analysis/analysis.h"
#include "core/engine/engine.h"
#include "runcli.h"

#include <QFile>
#include <QTemporaryDir>
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
};

void TestHeadless::commandLineExportDrawsTheTheoryLine()
{
    QTemporaryDir dir;
    ModelConfig c;
    c.depth = 12;
    c.width = 32;
    const QString cli = dir.filePath(QStringLiteral("cli.svg")), window = dir.filePath(QStringLiteral("window.svg"));
    const Run r = run({QStringLiteral("--export"), cli, QStringLiteral("--depth"), QString::number(c.depth),
                       QStringLiteral("--width"), QString::number(c.width), QStringLiteral("--export-size"), QStringLiteral("1200x900")});
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

QTEST_MAIN(TestHeadless)
#include "test_headless.moc"
