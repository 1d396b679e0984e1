// Hardening of the window: huge ranges, pipes, markup, locale, storms, shutdown.
#include "tests/support/decimalcomma.h"
#include "tests/support/settingshome.h"

#include "ui/charts/chartpanel.h"
#include "ui/workers/computeworker.h"
#include "ui/window/controlpanel.h"
#include "core/engine/engine.h"
#include "ui/charts/layerchart.h"
#include "ui/window/mainwindow.h"
#include "core/model/presets.h"
#include "tests/support/windowtest.h"
#include "tests/support/writefile.h"

#include <QAction>
#include <QCheckBox>
#include <QComboBox>
#include <QElapsedTimer>
#include <QLabel>
#include <QPointer>
#include <QRandomGenerator>
#include <QScreen>
#include <QDir>
#include <QFileInfo>
#include <QSettings>
#include <QStandardPaths>
#include <QSlider>
#include <QSpinBox>
#include <QStatusBar>
#include <QTemporaryDir>
#include <QCategoryAxis>
#include <QValueAxis>
#include <QtTest>

#include <clocale>
#include <ctime>
#include <fcntl.h>
#include <sys/stat.h>
#include <thread>
#include <unistd.h>

using namespace gradflow;

namespace {

QLabel *statusLabel(MainWindow &w)
{
    for (QLabel *label : w.statusBar()->findChildren<QLabel *>()) {
        if (label->text() == w.statusText())
            return label;
    }
    return nullptr;
}

// CPU seconds the process's other threads have used: the whole process's less the calling
// thread's.
double otherThreadsCpuSeconds()
{
    auto seconds = [](clockid_t clock) {
        timespec t{};
        clock_gettime(clock, &t);
        return double(t.tv_sec) + 1e-9 * double(t.tv_nsec);
    };
    return seconds(CLOCK_PROCESS_CPUTIME_ID) - seconds(CLOCK_THREAD_CPUTIME_ID);
}

// After `delay`, a second party opens the FIFO at both ends and writes "{}": whatever blocked
// on it (the bug) comes loose, so a failing test ends instead of hanging.
std::thread unblockLater(const QString &fifo, int delayMs)
{
    return std::thread([path = QFile::encodeName(fifo), delayMs] {
        std::this_thread::sleep_for(std::chrono::milliseconds(delayMs));
        const int fd = ::open(path.constData(), O_RDWR | O_NONBLOCK);
        if (fd >= 0) {
            (void)::write(fd, "{}", 2);
            std::this_thread::sleep_for(std::chrono::milliseconds(200));
            char sink[4096];
            while (::read(fd, sink, sizeof sink) > 0) { }
            ::close(fd);
        }
    });
}

} // namespace

class TestRobustWindow : public QObject
{
    Q_OBJECT

private slots:
    void initTestCase();
    void hugeRangeNeverLaysOutTicksAtTheOldStep();
    void hugeRangeWithoutPlotAreaHasFewTicks();
    void paddingNeverMovesTheNaturalEdge();
    void rangesBeyondAnIntHaveFewTicks();
    void openingAPipeDoesNotBlock();
    void exportingToAPipeDoesNotBlock();
    void fileTextIsShownAsPlainText();
    void decimalCommaLocaleFiles();
    void closingDuringAHugeComputationIsQuick();
    void closingDuringAnOrthogonalDrawIsQuick();
    void offScreenGeometryComesBackOnScreen();
    void presentationModeSurvivesRestart();
    void settingsFifoDoesNotHangStartUp();

private:
    SettingsHome m_settings; // the settings live apart from the user's
                             // no longer share (and block each other on) one FIFO
};

void TestRobustWindow::initTestCase()
{
    QVERIFY(m_settings.start("GradFlowRobustTest")); // before any QSettings
}

// The range was set before the tick step, so for a moment Qt Charts laid out one
// label per old step over the new range (millions of labels for a result spanning millions
// of decades: a frozen window). Every state the axes pass through must have few ticks.
void TestRobustWindow::hugeRangeNeverLaysOutTicksAtTheOldStep()
{
    LayerChart chart(QStringLiteral("gradient"), QStringLiteral("norm"));
    chart.resize(600, 400);
    chart.show();
    auto curve = [](int layers, double low, double high) {
        Curve c;
        c.label = QStringLiteral("live");
        c.color = Qt::blue;
        for (int l = 0; l < layers; ++l)
            c.log10Values.push_back(low + (high - low) * l / std::max(1, layers - 1));
        return std::vector<Curve>{c};
    };
    chart.setCurves(curve(5, -2, 2));
    QCoreApplication::processEvents();
    double mostTicks = 0;
    int watched = 0;
    for (QAbstractAxis *abstract : chart.chart()->axes()) {
        if (auto *axis = qobject_cast<QCategoryAxis *>(abstract)) { // labelled boundaries
            auto record = [axis, &mostTicks] { mostTicks = std::max(mostTicks, double(axis->count())); };
            connect(axis, &QCategoryAxis::categoriesChanged, this, record);
            connect(axis, &QValueAxis::rangeChanged, this, record);
            ++watched;
        } else if (auto *axis = qobject_cast<QValueAxis *>(abstract)) { // dynamic ticks
            auto record = [axis, &mostTicks] {
                if (axis->tickInterval() > 0)
                    mostTicks = std::max(mostTicks, (axis->max() - axis->min()) / axis->tickInterval());
            };
            connect(axis, &QValueAxis::rangeChanged, this, record);
            connect(axis, &QValueAxis::tickIntervalChanged, this, record);
            ++watched;
        }
    }
    QCOMPARE(watched, 2);
    chart.setCurves(curve(3001, -6000, 10)); // 3000 layers over 6000 decades
    QCoreApplication::processEvents();
    QVERIFY2(mostTicks <= 40, qPrintable(QStringLiteral("an axis passed through %1 ticks").arg(mostTicks)));
    chart.setCurves(curve(5, -2, 2)); // and back
    QCoreApplication::processEvents();
    QVERIFY2(mostTicks <= 40, qPrintable(QStringLiteral("an axis passed through %1 ticks").arg(mostTicks)));
}

// The same freeze by another way in: a chart squeezed to no plot height (eight pins'
// legend on a small screen) must not take the finest step, one tick per decade, or a result
// spanning 10^5 decades freezes the window inside Qt Charts' layout. test_storm's random
// changes reach this state.
void TestRobustWindow::hugeRangeWithoutPlotAreaHasFewTicks()
{
    for (double plotHeight : {0.0, -4.0, 1.0, 300.0}) {
        for (double span : {3.0, 300.0, 3e5, 6e8}) {
            const YTicks t = LayerChart::chooseYTicks(-span, 1.5, plotHeight, 20);
            QVERIFY2(t.intervals() >= LayerChart::minIntervals && t.intervals() <= 40,
                     qPrintable(QStringLiteral("plot height %1, span %2: %3 intervals")
                                    .arg(plotHeight)
                                    .arg(span)
                                    .arg(t.intervals())));
            QVERIFY(t.min <= -span && t.max >= 1.5);
        }
    }
    // The same through a real chart with no room for its plot.
    LayerChart chart(QStringLiteral("gradient"), QStringLiteral("norm"));
    chart.resize(600, 20);
    chart.show();
    Curve c;
    c.label = QStringLiteral("live");
    c.color = Qt::blue;
    for (int l = 0; l <= 1000; ++l)
        c.log10Values.push_back(-300.0 * l);
    QElapsedTimer timer;
    timer.start();
    chart.setCurves({c});
    QCoreApplication::processEvents();
    QVERIFY2(chart.yTicks().intervals() <= 40, qPrintable(QString::number(chart.yTicks().intervals())));
    QVERIFY2(timer.elapsed() < 5000, qPrintable(QStringLiteral("%1 ms").arg(timer.elapsed())));
}

// The panel lines up the three plots by padding each to the rightmost natural left edge, and
// re-aligns whenever a plot area moves. The margin holds the padding rounded to a pixel, so a
// natural edge taken as the plot's edge less the padding asked for moves with its own padding:
// with the target half a pixel off, each alignment would move the natural edge by a pixel and
// the next one move it back, for good (GUI thread at 100%). test_storm's random changes reach
// this state. The natural edges must not depend on the padding at all.
void TestRobustWindow::paddingNeverMovesTheNaturalEdge()
{
    LayerChart chart(QStringLiteral("gradient"), QStringLiteral("norm"));
    chart.resize(600, 300);
    chart.show();
    Curve c;
    c.label = QStringLiteral("live");
    c.color = Qt::blue;
    for (int l = 0; l < 50; ++l)
        c.log10Values.push_back(-0.37 * l);
    chart.setCurves({c});
    QCoreApplication::processEvents();
    const double left = chart.naturalPlotLeft(), right = chart.naturalPlotRight();
    for (double pixels : {0.3, 0.5, 0.7, 1.5, 2.5, 3.25, 7.5, 0.0}) {
        chart.setExtraLeft(pixels);
        chart.setExtraRight(pixels);
        QCOMPARE(chart.naturalPlotLeft(), left);
        QCOMPARE(chart.naturalPlotRight(), right);
    }
}

// ELU with a residual at width 1 drives the signal so far negative that the weight gradient is
// 10^(-6.4 x 10^73), exactly. A tick count held in an int overflows past 2^31 decades and a
// widening loop would never end; a flat curve that far out must not hang it either (one decade
// is lost on 10^300), and the labels must not go through llround(). Few ticks, covering the range, with labels that
// differ, at any magnitude.
void TestRobustWindow::rangesBeyondAnIntHaveFewTicks()
{
    for (double low : {-3e9, -6.4471299513818315e73, -1e300}) {
        for (double high : {0.0, low, -low}) {
            for (double plotHeight : {0.0, 300.0}) {
                const YTicks t = LayerChart::chooseYTicks(low, high, plotHeight, 20);
                const QString what = QStringLiteral("%1 to %2 at height %3: %4 to %5 by %6")
                                         .arg(low)
                                         .arg(high)
                                         .arg(plotHeight)
                                         .arg(t.min)
                                         .arg(t.max)
                                         .arg(t.step);
                QVERIFY2(t.intervals() >= LayerChart::minIntervals && t.intervals() <= 40, qPrintable(what));
                QVERIFY2(t.min <= low && t.max >= high && t.max > t.min, qPrintable(what));
            }
        }
    }
    LayerChart chart(QStringLiteral("gradient"), QStringLiteral("norm"));
    chart.resize(600, 300);
    chart.show();
    Curve c;
    c.label = QStringLiteral("live");
    c.color = Qt::blue;
    for (int l = 0; l < 50; ++l)
        c.log10Values.push_back(-6.4471299513818315e73 * l / 49);
    chart.setCurves({c});
    QCoreApplication::processEvents();
    const QStringList labels = chart.yLabels();
    QVERIFY2(labels.size() >= 4 && labels.size() <= 41, qPrintable(labels.join(' ')));
    QCOMPARE(QSet<QString>(labels.begin(), labels.end()).size(), labels.size());
    QVERIFY2(labels.contains(QStringLiteral("10") + QChar(0x2212) + QStringLiteral("7e+73")),
             qPrintable(labels.join(' ')));
}

// File > Open on a FIFO blocked the GUI thread until someone wrote to it.
void TestRobustWindow::openingAPipeDoesNotBlock()
{
    QTemporaryDir dir;
    const QString fifo = dir.filePath("config.json");
    QCOMPARE(::mkfifo(QFile::encodeName(fifo).constData(), 0600), 0);
    MainWindow w(false);
    w.show();
    waitDrawn(w);
    const ModelConfig before = w.document()->config();
    std::thread unblock = unblockLater(fifo, 3000);
    QElapsedTimer timer;
    timer.start();
    const bool opened = w.files()->openConfig(fifo);
    const qint64 elapsed = timer.elapsed();
    unblock.join();
    QVERIFY2(elapsed < 1000, qPrintable(QStringLiteral("blocked %1 ms").arg(elapsed)));
    QVERIFY(!opened);
    QVERIFY2(w.statusText().contains("not a regular file"), qPrintable(w.statusText()));
    QVERIFY(w.document()->config() == before);
}

// Exporting to a FIFO blocked the same way.
void TestRobustWindow::exportingToAPipeDoesNotBlock()
{
    QTemporaryDir dir;
    MainWindow w(false);
    w.show();
    waitDrawn(w);
    for (const QString &name :
         {QStringLiteral("data.csv"), QStringLiteral("charts.png"), QStringLiteral("saved.json")}) {
        const QString fifo = dir.filePath(name);
        QCOMPARE(::mkfifo(QFile::encodeName(fifo).constData(), 0600), 0);
        std::thread unblock = unblockLater(fifo, 3000);
        QElapsedTimer timer;
        timer.start();
        bool failed = false;
        if (name.endsWith(".csv"))
            failed = !w.files()->exportDataTo(fifo).isEmpty();
        else if (name.endsWith(".png"))
            failed = !w.chartExport()->exportTo(fifo).isEmpty();
        else
            failed = !w.files()->saveConfig(fifo);
        const qint64 elapsed = timer.elapsed();
        unblock.join();
        QVERIFY2(elapsed < 1000, qPrintable(name + QStringLiteral(": blocked %1 ms").arg(elapsed)));
        QVERIFY(failed);
        QVERIFY2(w.statusText().contains("not a regular file"), qPrintable(w.statusText()));
    }
}

// A configuration file's text was echoed in the status bar as rich text.
void TestRobustWindow::fileTextIsShownAsPlainText()
{
    QTemporaryDir dir;
    const QString path =
        writeFile(dir, "<i>name<i>.json", R"({"activation": "<b>bold</b><img src=\"/usr/share/icons/x.png\">"})");
    MainWindow w(false);
    w.show();
    waitDrawn(w);
    QVERIFY(!w.files()->openConfig(path));
    QVERIFY(w.statusText().contains("<b>bold</b>"));
    QLabel *label = statusLabel(w);
    QVERIFY(label);
    QCOMPARE(label->textFormat(), Qt::PlainText);
}

// Under a decimal-comma locale (QApplication sets the C locale from the environment)
// File > Export data wrote "0,123" (rows no longer had 4 columns) and File > Open refused
// "residual-scale": "0.5".
void TestRobustWindow::decimalCommaLocaleFiles()
{
    const gradflow::test::DecimalCommaLocale decimalComma;
    QVERIFY2(decimalComma.problem().isEmpty(), qPrintable(decimalComma.problem()));
    QCOMPARE(std::localeconv()->decimal_point, ",");
    QTemporaryDir dir;
    const QString config =
        writeFile(dir, "c.json",
                  R"({"residual": true, "residual-scale": "0.5", "depth": 6, "init-std": 0.25, "max-memory": "1.5G"})");
    MainWindow w(false);
    w.show();
    waitDrawn(w);
    QVERIFY2(w.files()->openConfig(config), qPrintable(w.statusText()));
    QCOMPARE(w.document()->config().residualScale, 0.5);
    QCOMPARE(w.runSettings().maxMemoryBytes, std::int64_t(1536) << 20);
    waitDrawn(w);
    const QString csv = dir.filePath("data.csv");
    QCOMPARE(w.files()->exportDataTo(csv), QString());
    QFile f(csv);
    QVERIFY(f.open(QIODevice::ReadOnly));
    const QList<QByteArray> lines = f.readAll().trimmed().split('\n');
    QCOMPARE(lines.size(), 1 + 7);
    for (const QByteArray &line : lines.mid(2)) {
        QCOMPARE(line.count(','), 3);
        for (const QByteArray &cell : line.split(','))
            QVERIFY2(!cell.contains(' ') && (cell == "-inf" || cell.toDouble() == cell.toDouble()), line.constData());
        QVERIFY2(line.contains('.'), line.constData());
    }
    // Saved and opened again under the same locale: the same configuration.
    const QString saved = dir.filePath("saved.json");
    QVERIFY(w.files()->saveConfig(saved));
    const ModelConfig before = w.document()->config();
    w.applyConfig(findPreset(defaultPresetName())->config);
    QVERIFY(w.files()->openConfig(saved));
    QVERIFY(w.document()->config() == before);
}

// Closing the window in the middle of a depth 1000 x width 2048
// x batch 1024 computation (layers of a few hundred ms) returns within 300 ms.
void TestRobustWindow::closingDuringAHugeComputationIsQuick()
{
    auto *w = new MainWindow(false);
    w->show();
    waitDrawn(*w);
    ModelConfig huge = w->document()->config();
    huge.depth = 1000;
    huge.width = 2048;
    huge.batch = 1024;
    RunSettings roomy;
    roomy.maxMemoryBytes = std::int64_t(8) << 30;
    w->applyRunSettings(roomy);
    QSignalSpy progress(w->worker(), &ComputeWorker::progress);
    w->applyConfig(huge);
    QTRY_VERIFY_WITH_TIMEOUT(progress.count() > 0, 60000);
    const QPointer<ComputeWorker> worker = w->worker();
    QElapsedTimer timer;
    timer.start();
    w->close();
    const qint64 closed = timer.elapsed();
    delete w;
    const qint64 elapsed = timer.elapsed();
    qInfo("close %lld ms, delete %lld ms, whole shutdown %lld ms", closed, elapsed - closed, elapsed);
    // The orphaned worker ends its layer and deletes itself: nothing left running (and burning
    // CPU) into the next test.
    QTRY_VERIFY_WITH_TIMEOUT(worker.isNull(), 120000);
    // The goal is the whole shutdown within 300 ms: the figure printed above, reported in
    // docs/testing.md (a speed goal, measured, not a test's bound). The bounds here only tell a
    // quick shutdown from one that waits for the layer in progress (seconds at this size),
    // loose enough for a loaded machine.
    QVERIFY2(elapsed - closed < 1000,
             qPrintable(QStringLiteral("destroying the window took %1 ms").arg(elapsed - closed)));
    QVERIFY2(elapsed < 3000, qPrintable(QStringLiteral("closing took %1 ms").arg(elapsed)));
}

// Closing during a width-4096 orthogonal draw (a QR factorization of seconds that
// polls no abort) kept the process alive up to 8 s: the destructor waited for the worker. At
// depth 1000 x width 2048 the layer in progress is short enough (0.2 s here) that waiting for
// it looks quick; this draw is not.
void TestRobustWindow::closingDuringAnOrthogonalDrawIsQuick()
{
    auto *w = new MainWindow(false);
    w->show();
    waitDrawn(*w);
    ModelConfig wide = w->document()->config();
    wide.init = Init::Orthogonal;
    wide.depth = 2;
    wide.width = 4096;
    wide.batch = 1;
    RunSettings roomy;
    roomy.maxMemoryBytes = std::int64_t(4) << 30;
    w->applyRunSettings(roomy);
    QSignalSpy started(w->worker(), &ComputeWorker::started);
    w->applyConfig(wide);
    QTRY_VERIFY_WITH_TIMEOUT(started.count() > 0, 60000);
    // Inside the first layer's draw: the threads other than this one (the worker and its second
    // core; the previous test's worker has ended) have spent 0.3 s of CPU since it started. CPU,
    // not wall time: a loaded machine that has not yet run the worker does not close the window
    // before the draw; and not this thread's, which repaints the charts under the busy veil.
    const double atStart = otherThreadsCpuSeconds();
    QTRY_VERIFY_WITH_TIMEOUT(otherThreadsCpuSeconds() - atStart >= 0.3, 60000);
    const QPointer<ComputeWorker> worker = w->worker();
    QElapsedTimer timer;
    timer.start();
    w->close();
    const qint64 closed = timer.elapsed();
    delete w;
    const qint64 elapsed = timer.elapsed();
    qInfo("close %lld ms, delete %lld ms", closed, elapsed - closed);
    QVERIFY2(elapsed - closed < 1000,
             qPrintable(QStringLiteral("destroying the window took %1 ms").arg(elapsed - closed)));
    // The worker finishes its layer alone and deletes itself: no computation left running into
    // the next test.
    QTRY_VERIFY_WITH_TIMEOUT(worker.isNull(), 120000);
}

// A saved geometry that no longer fits the screens (saved on a larger monitor, in
// its far corner) brought the window up off-screen. Qt's restoreGeometry moves a window that
// misses the screen entirely back, but not one larger than the screen that overlaps it by a
// corner: here 40 x 10 pixels of an 800 x 800 screen.
void TestRobustWindow::offScreenGeometryComesBackOnScreen()
{
    QSettings().clear();
    const QRect room = QGuiApplication::primaryScreen()->availableGeometry();
    {
        QWidget probe;
        probe.setGeometry(room.right() - 40, room.bottom() - 10, room.width() + 200, room.height() - 100);
        QSettings().setValue("window/geometry", probe.saveGeometry());
    }
    MainWindow w(true);
    w.show();
    waitDrawn(w);
    const QRect shown = w.frameGeometry().intersected(room);
    QVERIFY2(shown.width() >= 200 && shown.height() >= 200,
             qPrintable(QStringLiteral("window at %1,%2 %3x%4; screen %5x%6")
                            .arg(w.x())
                            .arg(w.y())
                            .arg(w.width())
                            .arg(w.height())
                            .arg(room.width())
                            .arg(room.height())));
    QSettings().clear();
}

// Closed in presentation mode, the window came back full screen but with the mode
// off, so F11 had to be pressed twice to leave full screen.
void TestRobustWindow::presentationModeSurvivesRestart()
{
    QSettings().clear();
    {
        MainWindow w(true);
        w.show();
        waitDrawn(w);
        QAction *present = actionWithShortcut(w, QKeySequence(Qt::Key_F11));
        QVERIFY(present);
        present->trigger();
        QVERIFY(w.isFullScreen());
        w.close();
    }
    MainWindow w(true);
    w.show();
    waitDrawn(w);
    QAction *present = actionWithShortcut(w, QKeySequence(Qt::Key_F11));
    QVERIFY(w.isFullScreen());
    QVERIFY2(present->isChecked(), "restarted full screen with presentation mode off");
    present->trigger(); // F11 once
    QVERIFY2(!w.isFullScreen(), "one F11 did not leave full screen");
    w.close();
    MainWindow again(true); // and closed out of it, it starts out of it
    again.show();
    waitDrawn(again);
    QVERIFY(!again.isFullScreen());
    QVERIFY(!actionWithShortcut(again, QKeySequence(Qt::Key_F11))->isChecked());
    QSettings().clear();
}

// A FIFO in place of the settings file hung the window's start-up.
void TestRobustWindow::settingsFifoDoesNotHangStartUp()
{
    const QString file = QSettings().fileName();
    QCOMPARE(file, m_settings.path() + "/GradFlowRobustTest/GradFlowRobustTest.conf");
    QFile::remove(file);
    QDir().mkpath(QFileInfo(file).absolutePath());
    QCOMPARE(::mkfifo(QFile::encodeName(file).constData(), 0600), 0);
    // A hang lasts until the FIFO is unblocked at 12 s; a start-up on a machine loaded by
    // parallel builds took up to 6.7 s.
    std::thread unblock = unblockLater(file, 12000);
    QElapsedTimer timer;
    timer.start();
    {
        MainWindow w(true);
        w.show();
        waitDrawn(w);
        w.close(); // saving settings must not block either
    }
    const qint64 elapsed = timer.elapsed();
    unblock.join();
    QFile::remove(file);
    QVERIFY2(elapsed < 10000, qPrintable(QStringLiteral("start-up and close took %1 ms").arg(elapsed)));
}

QTEST_MAIN(TestRobustWindow)
#include "test_robust_window.moc"
