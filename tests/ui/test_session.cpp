// Session files (File > Save session, --session): the configurations they hold go through the
// configuration files' own JSON path, so what a configuration file keeps exactly a session keeps
// exactly, and what one refuses the other refuses. The window saves and opens them whole.
#include "files/session.h"

#include "core/report/serialization.h"
#include "tests/support/writefile.h"
#include "tests/support/windowtest.h"
#include "tests/support/waitpins.h"
#include "ui/window/controlpanel.h"
#include "core/model/presets.h"

#include <QFile>
#include <QTemporaryDir>
#include <QAction>
#include <QtTest>

#include <cstdint>
#include <limits>
#include <stdexcept>
#include <string>

using namespace gradflow;

namespace {

// sessionToJson's text, whatever string type it returns.
template<typename Text>
QByteArray bytesOf(const Text &text)
{
    return QByteArray(text.data(), qsizetype(text.size()));
}

QByteArray sessionWithSeed(const QByteArray &seed)
{
    return "{\"gradflow-session\": 1, \"current\": {\"depth\": 3, \"seed\": " + seed
           + "}, \"pins\": [{\"depth\": 4, \"seed\": " + seed + "}], \"relative\": false}";
}

// The message readSessionFile throws, or an empty string.
QString refusal(const QString &path)
{
    try {
        readSessionFile(path);
    } catch (const std::invalid_argument &e) {
        return QString::fromUtf8(e.what());
    }
    return {};
}

} // namespace

class TestSession : public QObject
{
    Q_OBJECT
private slots:
    void seedsBeyondInt64AreExact_data();
    void seedsBeyondInt64AreExact();
    void largestSeedIsSavedExactly();
    void repeatedKeyIsRefused_data();
    void repeatedKeyIsRefused();
    void refusalsSayWhatToDo_data();
    void refusalsSayWhatToDo();
    void sessionRoundTrip();
};

// A seed above 2^63 - 1 went through a double: 2^63 was read as
// 9223372036854776000 and 2^64 - 1 was refused.
void TestSession::seedsBeyondInt64AreExact_data()
{
    QTest::addColumn<QByteArray>("text");
    QTest::addColumn<quint64>("seed");
    QTest::newRow("2^63") << QByteArray("9223372036854775808") << quint64(9223372036854775808ull);
    QTest::newRow("2^63 + 1") << QByteArray("9223372036854775809") << quint64(9223372036854775809ull);
    QTest::newRow("2^64 - 1") << QByteArray("18446744073709551615") << quint64(18446744073709551615ull);
    QTest::newRow("2^53 + 1") << QByteArray("9007199254740993") << quint64(9007199254740993ull);
}

void TestSession::seedsBeyondInt64AreExact()
{
    QFETCH(QByteArray, text);
    QFETCH(quint64, seed);
    QTemporaryDir dir;
    const QString path = writeFile(dir, "class.json", sessionWithSeed(text));
    const QString problem = refusal(path);
    QVERIFY2(problem.isEmpty(), qPrintable(problem));
    const Session session = readSessionFile(path);
    QCOMPARE(quint64(session.current.seed), seed);
    QCOMPARE(session.pins.size(), std::size_t(1));
    QCOMPARE(quint64(session.pins[0].seed), seed);
}

// File > Save session wrote 2^64 - 1 as 18446744073709552000, which no reader accepts.
void TestSession::largestSeedIsSavedExactly()
{
    Session session;
    session.current.seed = std::numeric_limits<std::uint64_t>::max();
    session.pins.push_back(session.current);
    session.pins[0].seed = 9223372036854775808ull;
    const QByteArray saved = bytesOf(sessionToJson(session));
    QVERIFY2(saved.contains("18446744073709551615"), saved.constData());
    QVERIFY2(saved.contains("9223372036854775808"), saved.constData());
    QTemporaryDir dir;
    const Session reopened = readSessionFile(writeFile(dir, "saved.json", saved));
    QCOMPARE(quint64(reopened.current.seed), quint64(session.current.seed));
    QCOMPARE(quint64(reopened.pins.at(0).seed), quint64(session.pins[0].seed));
    // A configuration file writes the same number the same way.
    QVERIFY(configToJson(session.current, RunSettings{}).find("18446744073709551615") != std::string::npos);
}

// A key given twice, refused in a configuration file, passed in a session.
void TestSession::repeatedKeyIsRefused_data()
{
    QTest::addColumn<QByteArray>("text");
    QTest::newRow("in current") << QByteArray("{\"gradflow-session\": 1, \"current\": {\"depth\": -1, \"depth\": 3}}");
    QTest::newRow("in a pin") << QByteArray(
        "{\"gradflow-session\": 1, \"current\": {}, \"pins\": [{\"width\": 4, \"width\": 8}]}");
    QTest::newRow("at the top") << QByteArray(
        "{\"gradflow-session\": 1, \"current\": {}, \"relative\": true, \"relative\": false}");
}

void TestSession::repeatedKeyIsRefused()
{
    QFETCH(QByteArray, text);
    QTemporaryDir dir;
    const QString problem = refusal(writeFile(dir, "twice.json", text));
    QVERIFY2(problem.contains("given twice"), qPrintable(problem));
    QVERIFY2(problem.contains("twice.json"), qPrintable(problem));
}

// A file that is no session, or a session this program cannot read, says so and what to do,
// in words: never the JSON parser's own text, nor a binary file's bytes.
void TestSession::refusalsSayWhatToDo_data()
{
    QTest::addColumn<QByteArray>("text");
    QTest::addColumn<QString>("message");
    QTest::newRow("cut short") << QByteArray("{\"gradflow-session\": 1,\n \"current\": {\"depth\": 3")
                               << "s.json: not valid JSON (it ends (line 2) before its brackets close: the file may be "
                                  "cut short); choose a file saved with File > Save session";
    QTest::newRow("a stray character")
        << QByteArray("{\"gradflow-session\": 1,\n \"current\": {\"depth\": 3}}}")
        << "s.json: not valid JSON (at line 2, column 26); choose a file saved with File > Save session";
    QTest::newRow("a stray character after a word in Greek")
        << QByteArray("{\"gradflow-session\": 1, \"current\": {}, \"\xce\xb1\xce\xb2\": 1 x}")
        << "s.json: not valid JSON (at line 1, column 48); choose a file saved with File > Save session";
    QTest::newRow("empty") << QByteArray(
        "\n") << "s.json: not valid JSON (the file is empty); choose a file saved with File > Save session";
    QTest::newRow("binary") << QByteArray(
        "\x89PNG\r\n\x1a\n\0\0",
        10) << "s.json: not a text file (byte 1 is no UTF-8 text); choose a file saved with File > Save session";
    QTest::newRow("a newer version") << QByteArray("{\"gradflow-session\": 99, \"current\": {}}")
                                     << "s.json: a session of a newer GradFlow (version 99; this one reads version 1); "
                                        "open it with that GradFlow, or update this one";
    QTest::newRow("version 0")
        << QByteArray("{\"gradflow-session\": 0, \"current\": {}}")
        << "s.json: \"gradflow-session\" must be 1; choose a file saved with File > Save session";
    QTest::newRow("version as text")
        << QByteArray("{\"gradflow-session\": \"1\", \"current\": {}}")
        << "s.json: \"gradflow-session\" must be 1; choose a file saved with File > Save session";
}

void TestSession::refusalsSayWhatToDo()
{
    QFETCH(QByteArray, text);
    QFETCH(QString, message);
    QTemporaryDir dir;
    const QString problem = refusal(writeFile(dir, "s.json", text));
    QCOMPARE(problem.mid(problem.indexOf("s.json")), message);
}

// A session holds the configuration, the pins and relative mode; a bad one changes nothing.
void TestSession::sessionRoundTrip()
{
    QTemporaryDir dir;
    const QString path = dir.filePath("lecture.json");
    ModelConfig current = findPreset("tanh-small")->config;
    current.seed = 7;
    {
        MainWindow w(false);
        w.applyConfig(findPreset("relu-small")->config);
        waitDrawn(w);
        QVERIFY(w.document()->addPin(w.charts()->result()));
        w.applyConfig(findPreset("relu-large")->config);
        waitDrawn(w);
        QVERIFY(w.document()->addPin(w.charts()->result()));
        w.charts()->setRelative(true); // through the menu action below
        for (QAction *a : w.findChildren<QAction *>())
            if (a->shortcut() == QKeySequence("Ctrl+R"))
                a->setChecked(true);
        w.applyConfig(current);
        QVERIFY(w.files()->saveSession(path));
    }
    MainWindow w(false);
    waitDrawn(w);
    QVERIFY(w.files()->openSession(path));
    waitPins(w);
    QVERIFY(w.document()->config() == current);
    QCOMPARE(w.charts()->pinLabels(),
             (QStringList{QString::fromStdString(describe(findPreset("relu-small")->config)),
                          QString::fromStdString(describe(findPreset("relu-large")->config))}));
    QVERIFY(w.charts()->isRelative());
    waitDrawn(w);
    QVERIFY(w.charts()->result()->config == current);
    // A damaged file: a message, and the session on screen stays.
    QFile bad(dir.filePath("bad.json"));
    QVERIFY(bad.open(QIODevice::WriteOnly));
    bad.write("{\"gradflow-session\": 1, \"current\": {\"depth\": \"deep\"}}");
    bad.close();
    QVERIFY(!w.files()->openSession(bad.fileName()));
    QVERIFY(w.statusText().contains("bad.json"));
    QCOMPARE(w.charts()->pinLabels().size(), 2);
    QVERIFY(w.document()->config() == current);
    // Clearing pins between the walkthrough's steps has a shortcut.
    QAction *clear = actionWithShortcut(w, QKeySequence("Ctrl+Alt+P"));
    QVERIFY(clear);
    clear->trigger();
    QVERIFY(w.charts()->pinLabels().isEmpty());
}

QTEST_MAIN(TestSession)
#include "test_session.moc"
