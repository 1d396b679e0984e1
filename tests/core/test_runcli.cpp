// tests/support/runcli.h, the helper every command-line test runs the program through: a program that
// cannot start must fail the test that ran it, never pass as an exit code 0 with no output.
#include "tests/support/runcli.h"

#include <QTemporaryDir>
#include <QtTest>

class TestRunCli : public QObject
{
    Q_OBJECT

private slots:
    void cleanup() { qputenv("GRADFLOW_EXE", m_exe); }
    void missingExecutableIsAFailure();
    void exitCodesAndOutputPassThrough();

private:
    const QByteArray m_exe = qgetenv("GRADFLOW_EXE");
};

// An executable that is not there (an unbuilt target, a wrong GRADFLOW_EXE) reports -1 and says
// which program could not start; through a shell wrapper it is the shell's "not found", 127.
void TestRunCli::missingExecutableIsAFailure()
{
    QTemporaryDir dir;
    const QString missing = dir.filePath("gradflow");
    qputenv("GRADFLOW_EXE", QFile::encodeName(missing));
    const Run direct = run({"--version"});
    QCOMPARE(direct.code, -1);
    QVERIFY2(direct.err.contains(QFile::encodeName(missing)), direct.err.constData());
    QVERIFY(direct.out.isEmpty());
    QCOMPARE(run({"--version"}, {}, QStringLiteral("exec")).code, 127);
    qputenv("GRADFLOW_EXE", "");
    QCOMPARE(run({"--version"}).code, -1);
}

// A program that does start keeps its own exit code and both outputs.
void TestRunCli::exitCodesAndOutputPassThrough()
{
    qputenv("GRADFLOW_EXE", "/bin/sh");
    const Run r = run({"-c", "echo out; echo err >&2; exit 3"});
    QCOMPARE(r.code, 3);
    QCOMPARE(r.out, QByteArray("out\n"));
    QCOMPARE(r.err, QByteArray("err\n"));
    QCOMPARE(run({"-c", "kill -9 $$"}).code, -1);
}

QTEST_GUILESS_MAIN(TestRunCli)
#include "test_runcli.moc"
