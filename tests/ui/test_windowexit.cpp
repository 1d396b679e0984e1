// What the program's end relies on: app/main.cpp leaves without destroying the window (its
// memory, gigabytes for a deep network in training, goes with the process), so closing the
// window must write everything a restart reads, and the settings of one close go in one write.
// Closing takes the window off the screen before anything waits (the disk, a worker), tells
// every worker to stop, and the process then leaves without the window's destructors.
#include "tests/support/settingshome.h"

#include "core/model/config.h"
#include "core/model/presets.h"
#include "ui/lesson/lessontabs.h"
#include "ui/training/trainingcontrols.h"
#include "ui/training/trainingpanel.h"
#include "ui/window/mainwindow.h"
#include "ui/window/networkdocument.h"
#include "ui/window/settings.h"
#include "ui/window/windowexit.h"
#include "ui/workers/trainworker.h"

#include <QFile>
#include <QPointer>
#include <QProcess>
#include <QSettings>
#include <QSpinBox>
#include <QtTest>

#include <cstdio>
#include <cstdlib>
#include <functional>

using namespace gradflow;

class TestWindowExit : public QObject
{
    Q_OBJECT

private slots:
    void initTestCase()
    {
        QVERIFY(m_home.start("gradflow-test-windowexit"));
        m_path = QSettings().fileName(); // a QSettings made writes what others hold: not in fileText()
    }
    void init() { QSettings().clear(); }
    void oneSettingsWritesOnceWhenItGoes();
    void closingWritesAllThatDestroyingWould();
    void restartShowsTheClosedNetwork();
    void closingHidesFirstAndStopsTheWorkers();
    void leavingSkipsTheWindowsDestructors();

private:
    QByteArray fileText() const // what a restart would read, from the disk
    {
        QFile file(m_path);
        return file.open(QIODevice::ReadOnly) ? file.readAll() : QByteArray();
    }

    SettingsHome m_home;
    QString m_path;
};

// Each write replaces the settings file and waits for the disk (a tenth of a second on a busy
// machine): the four settings of a close were four such writes. One Settings object writes once,
// when it goes, all it was given.
void TestWindowExit::oneSettingsWritesOnceWhenItGoes()
{
    {
        Settings settings;
        settings.setDarkTheme(true);
        settings.setPresentation(true);
        QVERIFY2(!fileText().contains("dark"), fileText().constData());
    }
    const QByteArray text = fileText();
    QVERIFY2(text.contains("dark=true") && text.contains("presentation=true"), text.constData());
    QVERIFY(Settings().darkTheme());
}

// The settings file after close() is the file a restart reads: destroying the window afterwards
// changes nothing in it, so main may leave without destroying it.
void TestWindowExit::closingWritesAllThatDestroyingWould()
{
    auto *w = new MainWindow(true);
    w->show();
    QVERIFY(QTest::qWaitForWindowExposed(w));
    ModelConfig config = w->document()->config();
    config.depth = 7;
    w->applyConfig(config);
    QVERIFY(w->close());
    const QByteArray closed = fileText();
    QVERIFY2(closed.contains("depth") && closed.contains("geometry="), closed.constData());
    delete w;
    QCOMPARE(fileText(), closed);
    Settings settings;
    QVERIFY2(settings.lastConfigJson().contains(QStringLiteral("\"depth\": 7")), qPrintable(settings.lastConfigJson()));
}

// A restart shows the network of the last close, its clip limit too; a damaged entry (a file
// cut short) starts from the default preset instead.
void TestWindowExit::restartShowsTheClosedNetwork()
{
    {
        MainWindow w(true);
        ModelConfig config = w.document()->config();
        config.depth = 7;
        w.applyConfig(config);
        RunSettings run = w.runSettings();
        run.clipLimit = 0.25;
        w.applyRunSettings(run);
        QVERIFY(w.close());
    }
    {
        MainWindow restarted(true);
        QCOMPARE(restarted.document()->config().depth, 7);
        QCOMPARE(restarted.runSettings().clipLimit, 0.25);
    }
    QSettings().setValue("model/config", QStringLiteral("{\"depth\": 7, \"activation\": \"no-such\"}"));
    MainWindow damaged(true);
    QCOMPARE(damaged.document()->config(), findPreset(defaultPresetName())->config);
}

// Watches the window's hiding: what the settings file and the training worker were then.
class HideWatch : public QObject
{
public:
    HideWatch(QWidget *window, std::function<void()> atHide) : m_atHide(std::move(atHide))
    {
        window->installEventFilter(this);
    }
    bool eventFilter(QObject *, QEvent *event) override
    {
        if (event->type() == QEvent::Hide)
            m_atHide();
        return false;
    }

private:
    std::function<void()> m_atHide;
};

// A run far longer than the test (depth 3000, the most steps): closing must neither wait for it
// nor leave it running. The window leaves the screen while the worker still trains and before
// the settings reach the disk; then every worker ends on its own, told to stop.
void TestWindowExit::closingHidesFirstAndStopsTheWorkers()
{
    auto *w = new MainWindow(true);
    w->show();
    QVERIFY(QTest::qWaitForWindowExposed(w));
    ModelConfig config = w->document()->config();
    config.depth = 3000;
    w->applyConfig(config);
    QSpinBox *steps = w->training()->controls()->stepsBox();
    steps->setValue(steps->maximum());
    QSignalSpy started(w->training()->worker(), &LatestWorker::started);
    w->lessonTabs()->setCurrentWidget(w->training());
    QTRY_VERIFY_WITH_TIMEOUT(started.count() > 0, 60000);
    bool hidden = false, savedAtHide = true, trainingAtHide = false;
    HideWatch watch(w, [&] {
        if (hidden)
            return;
        hidden = true;
        savedAtHide = fileText().contains("geometry=");
        trainingAtHide = w->training()->worker()->isRunning();
    });
    QVERIFY(w->close());
    QVERIFY(hidden && !w->isVisible());
    QVERIFY2(!savedAtHide, "the settings were written before the window left the screen");
    QVERIFY2(trainingAtHide, "a worker was waited for before the window left the screen");
    QVERIFY(fileText().contains("geometry="));
    const QList<LatestWorker *> workers = w->findChildren<LatestWorker *>();
    QVERIFY(!workers.isEmpty());
    for (LatestWorker *worker : workers) // told to stop, each ends its layer and leaves
        QTRY_VERIFY2_WITH_TIMEOUT(worker->isFinished() || !worker->isRunning(), worker->metaObject()->className(),
                                  30000);
    delete w;
}

// The program's end in a process of its own (this executable with GRADFLOW_TEST_LEAVE set, see
// main below): a shown window, closed, then leaveAfterWindow(). Its destructors, and the static
// ones, must not run (a sanitized build destroys the window, for its checkers).
void TestWindowExit::leavingSkipsTheWindowsDestructors()
{
    QProcess child;
    QProcessEnvironment environment = QProcessEnvironment::systemEnvironment();
    environment.insert(QStringLiteral("GRADFLOW_TEST_LEAVE"), QStringLiteral("1"));
    child.setProcessEnvironment(environment);
    child.start(QCoreApplication::applicationFilePath(), {});
    QVERIFY(child.waitForFinished(120000));
    const QByteArray out = child.readAllStandardOutput();
    QCOMPARE(child.exitStatus(), QProcess::NormalExit);
    QCOMPARE(child.exitCode(), 5);
    QVERIFY2(out.contains("closed"), out.constData());
    QVERIFY2(!out.contains("static destructors ran"), out.constData());
    QCOMPARE(out.contains("window destroyed"), leaveDestroysWindow());
}

namespace {

// Flushed at once: what a destructor says cannot be lost by the leaving.
void say(const char *text)
{
    std::fputs(text, stdout);
    std::fflush(stdout);
}

class Sentinel : public QObject
{
public:
    using QObject::QObject;
    ~Sentinel() override { say("window destroyed\n"); }
};

int leavingChild(int argc, char *argv[])
{
    QApplication app(argc, argv);
    QCoreApplication::setOrganizationName(QStringLiteral("gradflow-test-windowexit")); // the parent's settings home
    QCoreApplication::setApplicationName(QStringLiteral("gradflow-test-windowexit"));
    auto *w = new MainWindow(true);
    new Sentinel(w); // goes with the window
    std::atexit([] { say("static destructors ran\n"); });
    w->show();
    w->close();
    say("closed\n");
    leaveAfterWindow(5, w);
}

} // namespace

int main(int argc, char *argv[])
{
    if (qEnvironmentVariableIsSet("GRADFLOW_TEST_LEAVE"))
        return leavingChild(argc, argv);
    QTEST_MAIN_SETUP()
    TestWindowExit test;
    QTEST_SET_MAIN_SOURCE_PATH
    return QTest::qExec(&test, argc, argv);
}

#include "test_windowexit.moc"
