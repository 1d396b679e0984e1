// What the program's end relies on: app/main.cpp leaves without destroying the window (its
// memory, gigabytes for a deep network in training, goes with the process), so closing the
// window must write everything a restart reads, and the settings of one close go in one write.
#include "settingshome.h"

#include "core/model/config.h"
#include "core/model/presets.h"
#include "ui/window/mainwindow.h"
#include "ui/window/networkdocument.h"
#include "ui/window/settings.h"

#include <QFile>
#include <QSettings>
#include <QtTest>

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

QTEST_MAIN(TestWindowExit)
#include "test_windowexit.moc"
