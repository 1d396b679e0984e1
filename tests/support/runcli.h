#pragma once

// Runs the built gradflow executable (GRADFLOW_EXE, set by tests/CMakeLists.txt) and keeps its
// exit code and output: shared by the tests that drive the command line as a user would.
#include <QByteArray>
#include <QList>
#include <QPair>
#include <QProcess>
#include <QProcessEnvironment>
#include <QStringList>
#include <QTest>

struct Run
{
    int code; // -1 when the process crashed or could not start (err then says why)
    QByteArray out, err;
};

inline QString executable() { return qEnvironmentVariable("GRADFLOW_EXE"); }

// set: variables to set (an empty value removes one); wrapper: a shell prefix such as
// "ulimit -v 1500000; exec", run as sh -c 'WRAPPER "$0" "$@"' gradflow ARGS.
inline Run run(const QStringList &arguments, const QList<QPair<QString, QString>> &set = {},
               const QString &wrapper = {})
{
    QProcessEnvironment env = QProcessEnvironment::systemEnvironment();
    for (const auto &[name, value] : set) {
        if (value.isEmpty())
            env.remove(name);
        else
            env.insert(name, value);
    }
    QProcess p;
    p.setProcessEnvironment(env);
    if (wrapper.isEmpty())
        p.start(executable(), arguments);
    else
        p.start(QStringLiteral("sh"), QStringList{"-c", wrapper + " \"$0\" \"$@\"", executable()} + arguments);
    // QProcess gives a program that never ran a normal exit and a code (255 for a missing file):
    // a missing or unbuilt executable must fail the test, whatever code the test expects.
    if (!p.waitForStarted(60000))
        return {-1, {}, QStringLiteral("could not start \"%1\": %2").arg(p.program(), p.errorString()).toUtf8()};
    if (!p.waitForFinished(180000))
        p.kill();
    p.waitForFinished();
    return {p.exitStatus() == QProcess::NormalExit ? p.exitCode() : -1, p.readAllStandardOutput(),
            p.readAllStandardError()};
}

// The command line's refusal of bad input: exit code 2, one line on standard error that names
// the problem (contains named), nothing on standard output.
inline void verifyRefusal(const Run &r, const QByteArray &named)
{
    QCOMPARE(r.code, 2);
    QVERIFY2(r.err.contains(named), r.err.constData());
    QCOMPARE(r.err.count('\n'), 1);
    QVERIFY(r.out.isEmpty());
}
