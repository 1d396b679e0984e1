// The window as a classroom instrument (issue 9): never stuck, state always true, typed
// numbers commit whole, axes readable from the back row, exports slide-ready.
#include "projectorscreen.h"
#include "settle.h"
#include "waitpins.h"
#include "ui/charts/chartpanel.h"
#include "ui/charts/exponenttext.h"
#include "ui/window/computestatus.h"
#include "ui/workers/computeworker.h"
#include "ui/window/controlpanel.h"
#include "ui/export/headless.h"
#include "ui/charts/layerchart.h"
#include "ui/charts/legendstrip.h"
#include "ui/charts/exportdialog.h"
#include "ui/charts/look.h"
#include "ui/window/mainwindow.h"
#include "core/model/presets.h"

#include <QAbstractButton>
#include <QComboBox>
#include <QGraphicsScene>
#include <QGraphicsTextItem>
#include <QScrollArea>
#include <QFileDialog>
#include <QSettings>
#include <QTimer>
#include <QValueAxis>
#include <QLabel>
#include <QLineEdit>
#include <QMenuBar>
#include <QProcess>
#include <QRegularExpression>
#include <QScreen>
#include <QSlider>
#include <QStatusBar>
#include <QTemporaryDir>
#include <QTemporaryFile>
#include <QTextDocument>
#include <QXYSeries>
#include <QProgressBar>
#include <QPushButton>
#include <QSignalSpy>
#include <QSpinBox>
#include <QGroupBox>
#include <QtTest>

#include <functional>

using namespace gradflow;

namespace {

void waitDrawn(MainWindow &w)
{
    QTRY_VERIFY_WITH_TIMEOUT(w.drawnGeneration() >= w.worker()->latestGeneration() && w.charts()->result(), 60000);
}

// Visible labels and buttons over the chart area (not in the status bar or the controls).
QStringList textsOverCharts(MainWindow &w)
{
    QStringList texts;
    const QRect charts(w.charts()->mapTo(&w, QPoint(0, 0)), w.charts()->size());
    for (QLabel *l : w.findChildren<QLabel *>()) {
        if (l->isVisible() && charts.contains(QRect(l->mapTo(&w, QPoint(0, 0)), l->size()).center()))
            texts << l->text();
    }
    return texts;
}

// The readouts' values (their names are not selectable).
QList<QLabel *> readoutValues(MainWindow &w)
{
    QList<QLabel *> values;
    for (QLabel *l : w.findChild<QGroupBox *>(QStringLiteral("readouts"))->findChildren<QLabel *>()) {
        if (l->textInteractionFlags() & Qt::TextSelectableByMouse)
            values << l;
    }
    return values;
}

QPushButton *visibleButton(MainWindow &w, const QString &start)
{
    for (QPushButton *b : w.findChildren<QPushButton *>()) {
        if (b->isVisible() && b->text().startsWith(start))
            return b;
    }
    return nullptr;
}

QSpinBox *spinWithMaximum(MainWindow &w, int maximum)
{
    for (QSpinBox *s : w.controls()->findChildren<QSpinBox *>()) {
        if (s->maximum() == maximum)
            return s;
    }
    return nullptr;
}

QAction *actionWithShortcut(MainWindow &w, const QKeySequence &key)
{
    for (QAction *a : w.findChildren<QAction *>()) {
        if (a->shortcut() == key)
            return a;
    }
    return nullptr;
}

ModelConfig slowConfig(const ModelConfig &from)
{
    ModelConfig big = from;
    big.depth = 400;
    big.width = 512;
    big.batch = 256;
    return big;
}

// Answers the modal dialogs as a person would: each one that comes up is handed to answer,
// which fills it in and accepts or rejects it.
class DialogAnswerer : public QObject
{
public:
    explicit DialogAnswerer(std::function<void(QDialog *)> answer) : m_answer(std::move(answer))
    {
        connect(&m_poll, &QTimer::timeout, this, [this] {
            if (auto *dialog = qobject_cast<QDialog *>(QApplication::activeModalWidget())) {
                if (dialog != m_last && dialog->isVisible()) {
                    m_last = dialog;
                    ++answered;
                    m_answer(dialog);
                }
            }
        });
        m_poll.start(50);
    }
    int answered = 0;

private:
    std::function<void(QDialog *)> m_answer;
    QTimer m_poll;
    QDialog *m_last = nullptr;
};

// The height of the digits' ink in the smallest exponent of an exported SVG.
double smallestExponentInk(const QString &svg)
{
    static const QRegularExpression exponent(QStringLiteral("font-size=\"([0-9.]+)\"[^>]*>\\s*\u2212?[0-9]+</text>"));
    double smallest = 1e9;
    for (auto it = exponent.globalMatch(svg); it.hasNext();)
        smallest = std::min(smallest, it.next().captured(1).toDouble());
    QFont f(QStringLiteral("DejaVu Sans"));
    f.setPixelSize(int(smallest));
    return QFontMetricsF(f).tightBoundingRect("0123456789").height();
}

QAction *actionNamed(MainWindow &w, const QString &text)
{
    for (QAction *a : w.findChildren<QAction *>()) {
        if (a->text() == text)
            return a;
    }
    return nullptr;
}

} // namespace

class TestClassroom : public QObject
{
    Q_OBJECT

private slots:
    void initTestCase();
    void refusalShowsReasonAndWayBack();
    void staleChartsSayWhatTheyShow();
    void cancelReturnsControlsToCharts();
    void typedNumbersCommitWhole();
    void axesReadableFromTheBackRow();
    void svgExponentsStayAttached();
    void relativeModeTitlesFit();
    void presentationScalesEverything();
    void exportsAreSlideReady();
    void commandLineExportsPinsAndSessions();
    void sessionRoundTrip();
    void mnemonicsReachTheirControls();
    void stdSliderStepsAreRound();
    void presetTextMatchesReadout();
    void themesReachEverything();
    void pinWaitsForTheNetworkAsked();
    void exportDialogOffersSlideSizes();
    void exportChoicesAreRemembered();
    void everythingFitsAt720WithPins();
    void presentationAxesHugTheData();
};

void TestClassroom::initTestCase()
{
    // Its own settings file: test_window, which may run beside it, keeps its own.
    QCoreApplication::setOrganizationName("GradFlowClassroomTest");
    QCoreApplication::setApplicationName("GradFlowClassroomTest");
    QSettings().clear();
}

// Item 1: a request over the memory budget is refused at once; the window must not then sit
// on "Computing..." with a frozen progress bar and a Cancel that does nothing.
void TestClassroom::refusalShowsReasonAndWayBack()
{
    MainWindow w(false);
    w.show();
    waitDrawn(w);
    const auto before = w.charts()->result();
    ModelConfig huge = before->config;
    huge.depth = 1000;
    huge.width = 2048;
    huge.batch = 1024;
    RunSettings tight;
    tight.maxMemoryBytes = std::int64_t(16) << 20;
    w.applyRunSettings(tight);
    w.applyConfig(huge);
    QTRY_VERIFY_WITH_TIMEOUT(w.statusText().contains("memory limit"), 10000); // issue 8.14: not "--max-memory"
    // Nothing left that would show a slow computation's progress later: idle, and its one timer
    // (ui/window/computestatus.cpp: the progress bar after 150 ms) stopped.
    auto *status = w.findChild<ComputeStatus *>();
    QVERIFY(status && !status->busy());
    const QList<QTimer *> slow = status->findChildren<QTimer *>();
    QCOMPARE(slow.size(), qsizetype(1));
    QVERIFY(!slow.first()->isActive());
    QVERIFY(settle());
    QVERIFY2(!w.statusText().startsWith("Computing"), qPrintable(w.statusText()));
    QProgressBar *progress = w.findChild<QProgressBar *>();
    QVERIFY(progress && !progress->isVisible());
    QVERIFY(!visibleButton(w, "Cancel"));
    // The reason where the charts are, and the way back to what they show.
    const QStringList over = textsOverCharts(w);
    QVERIFY2(over.join('|').contains("memory limit"), qPrintable(over.join('|')));
    QPushButton *back = visibleButton(w, "Back to");
    QVERIFY(back);
    QTest::mouseClick(back, Qt::LeftButton);
    QVERIFY(w.controls()->config() == before->config);
    waitDrawn(w);
    QVERIFY(!textsOverCharts(w).join('|').contains("--max-memory"));
    QCOMPARE(w.charts()->result()->config, before->config);
}

// Item 5: while a slow recompute runs the charts say they show the previous network, with the
// time left; when it lands they say nothing.
// On a desk and in presentation mode, where the larger type once cut the text's first and
// last lines and the progress bar's "about 14 s left".
void TestClassroom::staleChartsSayWhatTheyShow()
{
    MainWindow w(false);
    w.show();
    waitDrawn(w);
    QAction *present = actionWithShortcut(w, QKeySequence(Qt::Key_F11));
    for (bool presentation : {false, true}) {
        if (presentation) {
            present->trigger();
            QTRY_VERIFY(w.isFullScreen());
        }
        ModelConfig slow = slowConfig(w.charts()->result()->config);
        slow.seed += 1; // a new network each time
        w.applyConfig(slow);
        QTRY_VERIFY_WITH_TIMEOUT(textsOverCharts(w).join('|').contains("previous network"), 10000);
        QTRY_VERIFY_WITH_TIMEOUT(textsOverCharts(w).join('|').contains(" left"), 30000);
        const QList<QLabel *> readouts = readoutValues(w);
        QCOMPARE(readouts.size(), 5);
        for (QLabel *value : readouts) // the previous network's numbers, greyed like its charts
            QVERIFY2(!value->isEnabled(), qPrintable(value->text()));
        QProgressBar *progress = w.findChild<QProgressBar *>();
        QVERIFY(progress->isVisible() && progress->text().contains("left"));
        QVERIFY2(progress->fontMetrics().horizontalAdvance(progress->text()) < progress->width(),
                 qPrintable(QStringLiteral("'%1' in %2 px").arg(progress->text()).arg(progress->width())));
        for (QLabel *l : w.findChildren<QLabel *>()) {
            if (l->isVisible() && l->text().contains("previous network"))
                QVERIFY2(l->height() >= l->heightForWidth(l->width()),
                         qPrintable(QStringLiteral("the text needs %1 px, has %2").arg(l->heightForWidth(l->width())).arg(l->height())));
        }
        waitDrawn(w);
        QTRY_VERIFY(!textsOverCharts(w).join('|').contains("previous network"));
        for (QLabel *value : readoutValues(w))
            QVERIFY(value->isEnabled());
    }
    present->trigger();
}

// Item 5: after Cancel the controls show the network the charts show, not the cancelled one.
void TestClassroom::cancelReturnsControlsToCharts()
{
    MainWindow w(false);
    w.show();
    waitDrawn(w);
    const auto before = w.charts()->result();
    w.applyConfig(slowConfig(before->config));
    QPushButton *cancel = nullptr;
    QTRY_VERIFY_WITH_TIMEOUT((cancel = visibleButton(w, "Cancel")) != nullptr, 10000);
    QTest::mouseClick(cancel, Qt::LeftButton);
    QTRY_VERIFY_WITH_TIMEOUT(w.statusText().contains("Cancelled"), 30000);
    QCOMPARE(w.charts()->result(), before);
    QVERIFY(w.controls()->config() == before->config);
    QCOMPARE(w.presetBoxText(), QString::fromStdString(findPreset("relu-he")->title));
    QVERIFY(!textsOverCharts(w).join('|').contains("previous network"));
}

// Item 6: typing 2048 into Width computes width 2048 once, never 2, 20 or 204 on the way.
void TestClassroom::typedNumbersCommitWhole()
{
    MainWindow w(false);
    w.show();
    QVERIFY(QTest::qWaitForWindowActive(&w));
    waitDrawn(w);
    QSpinBox *width = spinWithMaximum(w, 2048);
    QVERIFY(width);
    QList<int> widths;
    connect(w.controls(), &ControlPanel::configChanged, this, [&](const ModelConfig &c) { widths << c.width; });
    width->setFocus();
    QTRY_VERIFY(width->hasFocus());
    width->selectAll();
    QTest::keyClicks(width, "2048");
    QVERIFY2(widths.isEmpty(), qPrintable(QString::number(widths.value(0))));
    QTRY_COMPARE_WITH_TIMEOUT(widths, QList<int>{2048}, 5000); // after a short pause
    // Enter commits at once.
    width->selectAll();
    QTest::keyClicks(width, "96");
    QTest::keyClick(width, Qt::Key_Return);
    QCOMPARE(widths, (QList<int>{2048, 96}));
    // No typing pause left to commit it again (ui/window/controlpanel.cpp: the box's one pause timer).
    const QList<QTimer *> pause = width->findChildren<QTimer *>();
    QCOMPARE(pause.size(), qsizetype(1));
    QVERIFY(!pause.first()->isActive());
    waitDrawn(w);
    QCOMPARE(widths, (QList<int>{2048, 96})); // and only once
}

// Item 2: at 720 lines every y axis has at least four labelled ticks, ends on labelled ticks
// (every curve between two labels), typesets its minus signs, and in presentation mode its
// exponents stand at least 2% of the screen height.
void TestClassroom::axesReadableFromTheBackRow()
{
    MainWindow w(false);
    w.show();
    waitDrawn(w);
    const double screenHeight = w.screen()->geometry().height();
    QAction *present = actionWithShortcut(w, QKeySequence(Qt::Key_F11));
    QVERIFY(present);
    for (bool presentation : {false, true}) {
        if (presentation)
            present->trigger();
        for (const Preset &p : presets()) {
            w.applyConfig(p.config);
            waitDrawn(w);
            QVERIFY(settle()); // the refit is queued behind the layout
            for (int i = 0; i < 3; ++i) {
                const QString where = QStringLiteral("%1, chart %2%3").arg(QString::fromStdString(p.name)).arg(i)
                                          .arg(presentation ? ", presentation" : "");
                LayerChart *chart = w.charts()->chart(i);
                auto *axis = qobject_cast<QValueAxis *>(chart->chart()->axes(Qt::Vertical).first());
                QVERIFY(axis);
                const YTicks t = chart->yTicks();
                const QStringList labels = chart->yLabels();
                QVERIFY2(labels.size() >= 4, qPrintable(where + ": " + labels.join(' ')));
                QCOMPARE(labels.size(), t.intervals() + 1);
                QCOMPARE(axis->min(), t.min);
                QCOMPARE(axis->max(), t.max);
                for (const QString &label : labels)
                    QVERIFY2(label.startsWith("10") && !label.contains('-'), qPrintable(where + ": " + label));
                if (t.min < 0)
                    QVERIFY2(labels.first().contains(QChar(0x2212)), qPrintable(where));
                // No label overlaps its neighbour.
                const double spacing = chart->chart()->plotArea().height() * t.step / (t.max - t.min);
                QVERIFY2(spacing >= 1.2 * chart->yLabelHeight(), qPrintable(where + QStringLiteral(": %1 px apart, labels %2 px").arg(spacing).arg(chart->yLabelHeight())));
                // Every curve lies between the lowest and the highest labelled tick.
                for (QAbstractSeries *s : chart->chart()->series()) {
                    for (const QPointF &pt : static_cast<QXYSeries *>(s)->points())
                        QVERIFY2(pt.y() >= t.min && pt.y() <= t.max, qPrintable(where));
                }
                if (presentation) {
                    QFont exponent(QStringLiteral("DejaVu Sans"));
                    exponent.setPixelSize(int(chart->exponentPixels()));
                    const double ink = QFontMetricsF(exponent).tightBoundingRect("0123456789").height();
                    QVERIFY2(ink >= 0.02 * screenHeight, qPrintable(where + QStringLiteral(": exponent %1 px").arg(ink)));
                }
            }
        }
    }
    present->trigger();
}

// Item 2: in an SVG the exponent sits right after its "10", as large as it, with a true minus.
void TestClassroom::svgExponentsStayAttached()
{
    MainWindow w(false);
    w.show();
    w.applyConfig(findPreset("relu-small")->config); // exponents down to -36
    waitDrawn(w);
    QTemporaryDir dir;
    const QString path = dir.filePath("c.svg");
    QCOMPARE(w.exportChartsTo(path), QString());
    QFile file(path);
    QVERIFY(file.open(QIODevice::ReadOnly));
    const QString svg = QString::fromUtf8(file.readAll());
    // <g transform=...> holds one label: the "10" and its exponent, each a <text>.
    static const QRegularExpression text(QStringLiteral("<text[^>]*x=\"([^\"]*)\" y=\"([^\"]*)\"[^>]*font-size=\"([^\"]*)\"[^>]*>([^<]*)</text>"));
    struct Piece { double x, y, size; QString text; };
    std::vector<Piece> pieces;
    for (auto it = text.globalMatch(svg); it.hasNext();) {
        const auto m = it.next();
        pieces.push_back({m.captured(1).toDouble(), m.captured(2).toDouble(), m.captured(3).toDouble(), m.captured(4).trimmed()});
    }
    int checked = 0;
    for (size_t i = 0; i + 1 < pieces.size(); ++i) {
        // A tick label's 10 and its exponent, raised (the layer axis's "10" and "15" are not).
        if (pieces[i].text != "10" || pieces[i + 1].y >= pieces[i].y - 1 || !QRegularExpression(QStringLiteral("^\u2212?[0-9]+$")).match(pieces[i + 1].text).hasMatch())
            continue;
        QFont ten(QStringLiteral("DejaVu Sans"));
        ten.setPixelSize(int(pieces[i].size));
        const double end = pieces[i].x + QFontMetricsF(ten).horizontalAdvance("10");
        QVERIFY2(std::abs(pieces[i + 1].x - end) <= 1.5,
                 qPrintable(QStringLiteral("exponent %1 at x %2, its 10 ends at %3").arg(pieces[i + 1].text).arg(pieces[i + 1].x).arg(end)));
        QVERIFY(pieces[i + 1].size >= 0.9 * pieces[i].size);
        ++checked;
    }
    QVERIFY2(checked >= 12, qPrintable(QString::number(checked)));
    QVERIFY(svg.contains(QStringLiteral("\u221236")) || svg.contains(QStringLiteral("\u221240")));
}

// Item 3: relative mode keeps its axis titles whole and says so in the caption.
void TestClassroom::relativeModeTitlesFit()
{
    MainWindow w(false);
    w.show();
    waitDrawn(w);
    w.charts()->setRelative(true);
    QVERIFY(settle());
    for (int i = 0; i < 3; ++i) {
        QChart *chart = w.charts()->chart(i)->chart();
        auto *axis = chart->axes(Qt::Vertical).first();
        const double title = QFontMetricsF(axis->titleFont()).horizontalAdvance(axis->titleText());
        QVERIFY2(title <= chart->plotArea().height(), qPrintable(QStringLiteral("%1: %2 px in %3").arg(axis->titleText()).arg(title).arg(chart->plotArea().height())));
        QVERIFY(QFontMetricsF(chart->titleFont()).horizontalAdvance(chart->title()) <= chart->plotArea().width());
        QVERIFY(chart->title().contains(QStringLiteral("÷ its value at layer")));
    }
    QVERIFY(w.charts()->caption().startsWith(QStringLiteral("Each curve ÷ its value at layer 0")));
}

// Item 4: presentation mode sizes the controls, readouts, legend and caption for the room,
// and with eight pins on a 720-line screen stays full screen with the status line on it.
void TestClassroom::presentationScalesEverything()
{
    MainWindow w(false);
    w.show();
    waitDrawn(w);
    for (const Preset &p : presets()) {
        if (w.charts()->pinLabels().size() == ChartPanel::maxPins)
            break;
        w.applyConfig(p.config);
        waitDrawn(w);
        QVERIFY(w.charts()->pinCurrent());
    }
    const QRect screen = w.screen()->geometry();
    QAction *present = actionWithShortcut(w, QKeySequence(Qt::Key_F11));
    present->trigger();
    QTRY_VERIFY(w.isFullScreen());
    QVERIFY(settle());
    QVERIFY2(w.minimumSizeHint().height() <= screen.height(), qPrintable(QString::number(w.minimumSizeHint().height())));
    QCOMPARE(w.geometry().height(), screen.height());
    QStatusBar *status = w.statusBar();
    QVERIFY(status->isVisible());
    QVERIFY(status->mapTo(&w, QPoint(0, status->height())).y() <= w.height());
    const int room = int(std::ceil(0.022 * screen.height()));
    auto pixels = [](const QWidget *widget) { return QFontInfo(widget->font()).pixelSize(); };
    QVERIFY2(pixels(w.controls()->depthSpin()) >= room, qPrintable(QString::number(pixels(w.controls()->depthSpin()))));
    QVERIFY(pixels(status) >= room);
    for (QLabel *l : w.findChildren<QLabel *>()) {
        if (plainText(l) == w.readouts().value(0) || plainText(l) == w.charts()->caption())
            QVERIFY2(pixels(l) >= room, qPrintable(l->text()));
    }
    QVERIFY(pixels(w.charts()->legend()) >= room);
    for (QLabel *l : w.controls()->findChildren<QLabel *>()) { // whole, not clipped
        if (l->text().contains(QStringLiteral("/√n")))
            QVERIFY2(l->width() >= QFontMetrics(l->font()).horizontalAdvance(l->text()), qPrintable(l->text()));
    }
    present->trigger();
    QTRY_VERIFY(!w.isFullScreen());
    QVERIFY(pixels(w.controls()->depthSpin()) < room);
}

// Item 7: a slide export is exactly the size asked for, its text sized for that size, the live
// curve named by its configuration, the readouts in it when asked, pins and relative mode too.
void TestClassroom::exportsAreSlideReady()
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

// Item 7: the command line exports pins and relative mode, from files or a saved session.
void TestClassroom::commandLineExportsPinsAndSessions()
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
         "--pin", dir.filePath("large.json"), "--relative", "--export-readouts"}, 0);
    QCOMPARE(QImage(png).size(), QSize(1920, 1080));
    // A session saved by the window exports the same pins.
    {
        MainWindow w(false);
        w.applyConfig(findPreset("sigmoid-xavier")->config);
        waitDrawn(w);
        QVERIFY(w.charts()->pinCurrent());
        w.applyConfig(findPreset("sigmoid-xavier-residual")->config);
        waitDrawn(w);
        QVERIFY(w.saveSession(dir.filePath("lecture.json")));
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

// A session holds the configuration, the pins and relative mode; a bad one changes nothing.
void TestClassroom::sessionRoundTrip()
{
    QTemporaryDir dir;
    const QString path = dir.filePath("lecture.json");
    ModelConfig current = findPreset("tanh-small")->config;
    current.seed = 7;
    {
        MainWindow w(false);
        w.applyConfig(findPreset("relu-small")->config);
        waitDrawn(w);
        QVERIFY(w.charts()->pinCurrent());
        w.applyConfig(findPreset("relu-large")->config);
        waitDrawn(w);
        QVERIFY(w.charts()->pinCurrent());
        w.charts()->setRelative(true); // through the menu action below
        for (QAction *a : w.findChildren<QAction *>())
            if (a->shortcut() == QKeySequence("Ctrl+R"))
                a->setChecked(true);
        w.applyConfig(current);
        QVERIFY(w.saveSession(path));
    }
    MainWindow w(false);
    waitDrawn(w);
    QVERIFY(w.openSession(path));
    waitPins(w);
    QVERIFY(w.controls()->config() == current);
    QCOMPARE(w.charts()->pinLabels(), (QStringList{QString::fromStdString(describe(findPreset("relu-small")->config)),
                                                   QString::fromStdString(describe(findPreset("relu-large")->config))}));
    QVERIFY(w.charts()->isRelative());
    waitDrawn(w);
    QVERIFY(w.charts()->result()->config == current);
    // A damaged file: a message, and the session on screen stays.
    QFile bad(dir.filePath("bad.json"));
    QVERIFY(bad.open(QIODevice::WriteOnly));
    bad.write("{\"gradflow-session\": 1, \"current\": {\"depth\": \"deep\"}}");
    bad.close();
    QVERIFY(!w.openSession(bad.fileName()));
    QVERIFY(w.statusText().contains("bad.json"));
    QCOMPARE(w.charts()->pinLabels().size(), 2);
    QVERIFY(w.controls()->config() == current);
    // Item 8: clearing pins between the walkthrough's steps has a shortcut.
    QAction *clear = actionWithShortcut(w, QKeySequence("Ctrl+Alt+P"));
    QVERIFY(clear);
    clear->trigger();
    QVERIFY(w.charts()->pinLabels().isEmpty());
}

// Item 8: every Alt+letter on the controls focuses its control, and none is taken by a menu.
void TestClassroom::mnemonicsReachTheirControls()
{
    MainWindow w(false);
    w.show();
    QVERIFY(QTest::qWaitForWindowActive(&w));
    waitDrawn(w);
    auto mnemonic = [](const QString &text) {
        const int at = text.indexOf('&');
        return at >= 0 && at + 1 < text.size() ? text.at(at + 1).toLower() : QChar();
    };
    QSet<QChar> menus;
    for (QAction *a : w.menuBar()->actions())
        menus.insert(mnemonic(a->text()));
    QSet<QChar> controls;
    int labels = 0;
    for (QLabel *l : w.controls()->findChildren<QLabel *>()) {
        const QChar key = mnemonic(l->text());
        if (key.isNull())
            continue;
        ++labels;
        QVERIFY2(!menus.contains(key) && !controls.contains(key), qPrintable(l->text()));
        controls.insert(key);
        QVERIFY2(l->buddy() && l->buddy()->focusPolicy() != Qt::NoFocus, qPrintable(l->text()));
        QTest::keyClick(&w, Qt::Key(Qt::Key_A + (key.unicode() - 'a')), Qt::AltModifier);
        QTRY_VERIFY2(QApplication::focusWidget() == l->buddy(), qPrintable(l->text()));
    }
    QVERIFY(labels >= 10);
    for (QAbstractButton *b : w.controls()->findChildren<QAbstractButton *>()) {
        const QChar key = mnemonic(b->text());
        QVERIFY2(key.isNull() || (!menus.contains(key) && !controls.contains(key)), qPrintable(b->text()));
        controls.insert(key);
    }
}

// Item 8: a mouse lands on round init stds (0.01, not 0.0105).
void TestClassroom::stdSliderStepsAreRound()
{
    MainWindow w(false);
    QSlider *slider = w.controls()->stdSlider();
    QVERIFY(slider->maximum() <= 60); // a few pixels a step on a 200-pixel slider
    QSet<double> reached;
    for (int i = slider->minimum(); i <= slider->maximum(); ++i) {
        slider->setValue(i);
        const double s = w.controls()->config().initStd;
        const QString text = QString::number(s, 'g', 6);
        QVERIFY2(QString::number(s, 'g', 2).toDouble() == s, qPrintable(text)); // two digits at most
        reached.insert(s);
    }
    for (double s : {0.001, 0.01, 0.1, 0.5, 1.0, 2.0, 10.0})
        QVERIFY2(reached.contains(s), qPrintable(QString::number(s)));
    waitDrawn(w);
}

// Item 8: the preset's sentence and the readout use one definition: the first/last ratio.
void TestClassroom::presetTextMatchesReadout()
{
    MainWindow w(false);
    const Preset *p = findPreset("relu-he-residual");
    w.applyConfig(p->config);
    waitDrawn(w);
    const auto r = w.charts()->result();
    const QString text = QString::fromStdString(p->description);
    QVERIFY(text.contains("first/last"));
    const QRegularExpression gradient(QStringLiteral("about ([0-9.]+) million"));
    const auto m = gradient.match(text);
    QVERIFY2(m.hasMatch(), qPrintable(text));
    const double said = m.captured(1).toDouble() * 1e6, shown = std::pow(10.0, *r->log10FirstLastRatio);
    QVERIFY2(std::abs(std::log10(said / shown)) < std::log10(1.3), qPrintable(QStringLiteral("%1 vs %2").arg(said).arg(shown)));
}

// Item 8: the dark theme darkens the whole window; every curve stands out 3:1 from its plot.
void TestClassroom::themesReachEverything()
{
    MainWindow w(false);
    w.show();
    waitDrawn(w);
    QAction *dark = actionWithShortcut(w, QKeySequence("Ctrl+D"));
    QVERIFY(dark);
    dark->trigger();
    QVERIFY(w.controls()->depthSpin()->palette().color(QPalette::Base).lightness() < 80);
    QVERIFY(w.controls()->palette().color(QPalette::Window).lightness() < 80);
    QVERIFY(w.controls()->palette().color(QPalette::WindowText).lightness() > 180);
    dark->trigger();
    QVERIFY(w.controls()->palette().color(QPalette::Window).lightness() > 180);
    for (bool isDark : {false, true}) {
        for (bool safe : {false, true}) {
            w.charts()->setLook(isDark, safe, 1.0);
            for (int i = 0; i <= ChartPanel::maxPins; ++i) {
                const QColor c = w.charts()->curveColor(i);
                QVERIFY2(contrastRatio(c, w.charts()->background()) >= 3.0,
                         qPrintable(QStringLiteral("%1 on %2").arg(c.name(), w.charts()->background().name())));
            }
        }
    }
    // The views repaint whole, so no piece of an old curve survives a jump to full screen.
    QCOMPARE(w.charts()->chart(0)->viewportUpdateMode(), QGraphicsView::FullViewportUpdate);
}

// Ctrl+P straight after a preset key pins the preset's network, not the one the charts still
// show for a moment; a pin whose network never comes is dropped with the reason.
void TestClassroom::pinWaitsForTheNetworkAsked()
{
    MainWindow w(false);
    w.show();
    waitDrawn(w); // relu-he
    QAction *pin = actionWithShortcut(w, QKeySequence("Ctrl+P"));
    QVERIFY(pin);
    const ModelConfig small = findPreset("relu-small")->config;
    w.applyConfig(small);
    pin->trigger(); // before its result has come back from the worker
    QVERIFY(w.charts()->pinLabels().isEmpty());
    waitDrawn(w);
    QTRY_COMPARE(w.charts()->pinLabels(), QStringList{QString::fromStdString(describe(small))});
    QVERIFY2(w.statusText().startsWith("Pinned"), qPrintable(w.statusText()));
    // Cancelled: not pinned, and said so.
    w.applyConfig(slowConfig(small));
    pin->trigger();
    QPushButton *cancel = nullptr;
    QTRY_VERIFY_WITH_TIMEOUT((cancel = visibleButton(w, "Cancel")) != nullptr, 10000);
    QTest::mouseClick(cancel, Qt::LeftButton);
    QTRY_VERIFY_WITH_TIMEOUT(w.statusText().startsWith("Not pinned"), 30000);
    QCOMPARE(w.charts()->pinLabels().size(), 1);
    // Replaced by a newer request before it was drawn: not pinned either. (A slow network, so
    // it cannot be computed and drawn before the next request replaces it.)
    w.applyConfig(slowConfig(findPreset("relu-large")->config));
    pin->trigger();
    w.applyConfig(findPreset("tanh-small")->config);
    waitDrawn(w);
    QTRY_VERIFY(w.statusText().startsWith("Not pinned"));
    QCOMPARE(w.charts()->pinLabels().size(), 1);
    // With the charts up to date it pins at once.
    pin->trigger();
    QCOMPARE(w.charts()->pinLabels().last(), QString::fromStdString(describe(findPreset("tanh-small")->config)));
}

// Ctrl+E on the network view asks for a size as --export-size takes it (the slide sizes or
// as on screen) and a PNG's scale, says how many pixels the file will have, and writes exactly that.
void TestClassroom::exportDialogOffersSlideSizes()
{
    QSettings().clear();
    MainWindow w(false);
    w.show();
    waitDrawn(w);
    {
        ExportDialog d(w.charts()->exportSize(), true);
        auto *sizes = d.findChild<QComboBox *>();
        QVERIFY(sizes && sizes->isVisibleTo(&d));
        QStringList items;
        for (int i = 0; i < sizes->count(); ++i)
            items << sizes->itemText(i);
        for (const char *s : {"1920 × 1080", "1280 × 720", "960 × 540", "1024 × 768", "As on screen"})
            QVERIFY2(items.join('|').contains(QString::fromUtf8(s)), qPrintable(items.join('|')));
        d.setChoice(QSize(960, 540), 2, false);
        QCOMPARE(d.fileText(), QStringLiteral("The file: 1920 × 1080 pixels."));
    }
    QTemporaryDir dir;
    const QString png = dir.filePath("slide.png");
    DialogAnswerer answers([&](QDialog *dialog) {
        if (auto *files = qobject_cast<QFileDialog *>(dialog)) {
            auto *name = files->findChild<QLineEdit *>(QStringLiteral("fileNameEdit")); // typed, as a person does
            QVERIFY(name);
            name->setText(png);
            QMetaObject::invokeMethod(files, "accept"); // protected in QFileDialog, a slot of QDialog
        } else if (auto *options = qobject_cast<ExportDialog *>(dialog)) {
            options->setChoice(QSize(960, 540), 2, true);
            options->accept();
        } else {
            dialog->reject();
        }
    });
    QAction *exportCharts = actionWithShortcut(w, QKeySequence("Ctrl+E"));
    QVERIFY(exportCharts);
    exportCharts->trigger(); // returns when both dialogs are answered
    QCOMPARE(answers.answered, 2);
    QCOMPARE(QImage(png).size(), QSize(1920, 1080));
    QVERIFY2(w.statusText().startsWith("Exported"), qPrintable(w.statusText()));
    // Drawn for the slide: the exponents as tall as presentation mode's at 1080 lines, where the
    // window's own charts (a 720-line desk) would have given them 8 px.
    const QString svg = dir.filePath("slide.svg");
    QCOMPARE(w.exportChartsTo(svg, 1, QSize(1920, 1080)), QString());
    QFile file(svg);
    QVERIFY(file.open(QIODevice::ReadOnly));
    const QString text = QString::fromUtf8(file.readAll());
    QVERIFY(text.contains("First/last gradient")); // the readouts, as chosen in the dialog
    const double ink = smallestExponentInk(text);
    QVERIFY2(ink >= 0.02 * 1080, qPrintable(QString::number(ink)));
}

// The readouts choice and the export size come back with the next start.
void TestClassroom::exportChoicesAreRemembered()
{
    QSettings().clear();
    const QString name = QStringLiteral("Include &readouts in chart exports");
    {
        MainWindow w(true);
        QAction *readouts = actionNamed(w, name);
        QVERIFY(readouts && !readouts->isChecked());
        readouts->setChecked(true);
        QVERIFY(w.charts()->exportReadouts());
        waitDrawn(w);
        w.close();
    }
    MainWindow again(true);
    QVERIFY(actionNamed(again, name)->isChecked());
    QVERIFY(again.charts()->exportReadouts());
    waitDrawn(again);
    QSettings().clear();
}

// At 720 lines, on a desk and in presentation mode with four pins (two rows of legend): every
// readout is on screen without scrolling, and the layer axis keeps its numbers (Qt Charts
// shortens labels it has no room for to "...").
void TestClassroom::everythingFitsAt720WithPins()
{
    MainWindow w(false); // at the size it opens with on a 720-line screen
    w.show();
    waitDrawn(w);
    for (const char *name : {"relu-he", "relu-small", "relu-he-residual", "sigmoid-xavier"}) {
        w.applyConfig(findPreset(name)->config);
        waitDrawn(w);
        QVERIFY(w.charts()->pinCurrent());
    }
    QAction *present = actionWithShortcut(w, QKeySequence(Qt::Key_F11));
    for (bool presentation : {false, true}) {
        if (presentation) {
            present->trigger();
            QTRY_VERIFY(w.isFullScreen());
        }
        QVERIFY(settle());
        const QString where = presentation ? QStringLiteral("presentation") : QStringLiteral("desk");
        QVERIFY(w.charts()->legend()->height() > 1.5 * QFontMetrics(w.charts()->legend()->font()).height()); // two rows
        int numbers = 0;
        for (QGraphicsItem *item : w.charts()->chart(2)->scene()->items()) {
            if (auto *text = dynamic_cast<QGraphicsTextItem *>(item); text && text->isVisible()) {
                QVERIFY2(!text->toPlainText().contains(QStringLiteral("...")) && !text->toPlainText().contains(QChar(0x2026)),
                         qPrintable(where + ": layer axis label " + text->toPlainText()));
                numbers += text->toPlainText().toInt() > 0;
            }
        }
        QVERIFY2(numbers >= 3, qPrintable(where));
        for (int i = 0; i < 2; ++i) { // the lowest y label whole above the next chart
            LayerChart *chart = w.charts()->chart(i);
            const double reach = chart->chart()->plotArea().bottom() + chart->yLabelHeight() / 2;
            QVERIFY2(reach <= chart->viewport()->height(), qPrintable(QStringLiteral("%1, chart %2: the lowest label reaches %3 in %4 px")
                                                                         .arg(where).arg(i).arg(reach).arg(chart->viewport()->height())));
        }
        auto *scroll = w.findChild<QScrollArea *>();
        QVERIFY(scroll);
        const QRect visible = scroll->viewport()->rect();
        int readouts = 0;
        for (QLabel *l : w.findChildren<QLabel *>()) {
            if (!w.readouts().contains(plainText(l)) || !l->isVisible() || !scroll->widget()->isAncestorOf(l))
                continue;
            ++readouts;
            const QRect at(l->mapTo(scroll->viewport(), QPoint(0, 0)), l->size());
            QVERIFY2(visible.contains(at), qPrintable(QStringLiteral("%1: readout %2 at y %3..%4, the column shows 0..%5")
                                                          .arg(where, plainText(l)).arg(at.top()).arg(at.bottom()).arg(visible.bottom())));
        }
        QVERIFY(readouts >= 5);
    }
    present->trigger();
}

// Issue 24 item 4: in presentation mode the labels are tall, and a coarse step widened to four
// labels ran the signal axis 10^-50..10^100 for data between 10^-40 and 10^22 (He with std 0.01
// and std 1 pinned), flattening the tilt the room must see. Every axis ends within about one
// tick step of its data, in both modes, its labels still apart.
void TestClassroom::presentationAxesHugTheData()
{
    MainWindow w(false);
    w.show();
    waitDrawn(w);
    const ModelConfig he = w.controls()->config();
    for (double std : {0.01, 1.0}) {
        ModelConfig pinned = he;
        pinned.init = Init::CustomStd;
        pinned.initStd = std;
        w.applyConfig(pinned);
        waitDrawn(w);
        QVERIFY(w.charts()->pinCurrent());
    }
    w.applyConfig(he);
    waitDrawn(w);
    QAction *present = actionWithShortcut(w, QKeySequence(Qt::Key_F11));
    for (bool presentation : {false, true}) {
        if (presentation) {
            present->trigger();
            QTRY_VERIFY(w.isFullScreen());
        }
        QVERIFY(settle());
        for (int i = 0; i < 3; ++i) {
            LayerChart *chart = w.charts()->chart(i);
            double low = INFINITY, high = -INFINITY;
            for (QAbstractSeries *s : chart->chart()->series()) {
                for (const QPointF &pt : static_cast<QXYSeries *>(s)->points()) {
                    low = std::min(low, pt.y());
                    high = std::max(high, pt.y());
                }
            }
            const YTicks t = chart->yTicks();
            const QString where = QStringLiteral("%1, chart %2: data %3..%4, axis %5..%6 by %7")
                                      .arg(presentation ? "presentation" : "desk").arg(i).arg(low).arg(high)
                                      .arg(t.min).arg(t.max).arg(t.step);
            QVERIFY2(high - low > 10, qPrintable(where)); // the pins spread the data
            QVERIFY2(t.min <= low && t.max >= high, qPrintable(where));
            QVERIFY2(low - t.min <= t.step && t.max - high <= t.step, qPrintable(where));
            QVERIFY2(chart->yLabels().size() >= 3, qPrintable(where));
            const double spacing = chart->chart()->plotArea().height() * t.step / (t.max - t.min);
            QVERIFY2(spacing >= 1.2 * chart->yLabelHeight(), qPrintable(where));
        }
    }
    present->trigger();
}

// The screen of a 1280 x 720 projector (GRADFLOW_TEST_SCREEN=1920x1080 for another), through
// the offscreen platform's screen file; fonts as the application sets them.
int main(int argc, char *argv[])
{
    return gradflow::test::runOnProjectorScreen<TestClassroom>(argc, argv);
}
#include "test_classroom.moc"
