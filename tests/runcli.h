#pragma once

// Runs the built gradflow executable (GRADFLOW_EXE, set by tests/CMakeLists.txt) and keeps its
// exit code and output: shared by the tests that drive the command line as a user would.
#include <QByteArray>
#include <QProcess>
#include <QStringList>

struct Run
{
    int code; // -1 when the process crashed
    QByteArray out, err;
};

inline QString executable() { return qEnvironmentVariable("GRADFLOW_EXE"); }

inline Run run(const QStringList &arguments)
{
    QProcess p;
    p.start(executable(), arguments);
    p.waitForFinished(120000);
    return {p.exitStatus() == QProcess::NormalExit ? p.exitCode() : -1, p.readAllStandardOutput(),
            p.readAllStandardError()};
}
