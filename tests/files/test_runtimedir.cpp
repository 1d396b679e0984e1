// Started from a shell without XDG_RUNTIME_DIR, the program prints nothing of Qt's: it names a
// private runtime folder of its own before Qt looks for one.
#include "files/runtimedir.h"
#include "tests/support/runcli.h"

#include <QDir>
#include <QFileInfo>
#include <QProcess>
#include <QTemporaryDir>
#include <QtTest>

#include <sys/stat.h>
#include <unistd.h>

using namespace gradflow;

class TestRuntimeDir : public QObject
{
    Q_OBJECT

private slots:
    void init();
    void cleanup();
    void exportFromAPlainShellPrintsNothing();
    void namesAPrivateFolder();
    void leavesAForeignFolderAlone();

private:
    QByteArray m_tmpdir;
    QByteArray m_runtimeDir;
};

// Each test points TMPDIR into a folder of its own that is gone when it ends: the next test must
// start from the environment the run began with, not from a deleted folder.
void TestRuntimeDir::init()
{
    m_tmpdir = qgetenv("TMPDIR");
    m_runtimeDir = qgetenv("XDG_RUNTIME_DIR");
}

static void restoreVariable(const char *name, const QByteArray &value)
{
    if (value.isEmpty())
        qunsetenv(name);
    else
        qputenv(name, value);
}

void TestRuntimeDir::cleanup()
{
    restoreVariable("TMPDIR", m_tmpdir);
    restoreVariable("XDG_RUNTIME_DIR", m_runtimeDir);
}

void TestRuntimeDir::exportFromAPlainShellPrintsNothing()
{
    QTemporaryDir dir;
    QVERIFY(dir.isValid());
    QProcessEnvironment env = QProcessEnvironment::systemEnvironment();
    env.remove(QStringLiteral("XDG_RUNTIME_DIR"));
    env.insert(QStringLiteral("TMPDIR"), dir.path());
    QProcess p;
    p.setProcessEnvironment(env);
    p.start(executable(),
            {QStringLiteral("--export"), dir.filePath(QStringLiteral("net.png")), QStringLiteral("--depth"),
             QStringLiteral("5"), QStringLiteral("--width"), QStringLiteral("16")});
    QVERIFY(p.waitForFinished(120000));
    const QByteArray err = p.readAllStandardError();
    QCOMPARE(p.exitCode(), 0);
    QVERIFY2(err.isEmpty(), err.constData());
    QVERIFY(QFileInfo(dir.filePath(QStringLiteral("net.png"))).size() > 0);
}

void TestRuntimeDir::namesAPrivateFolder()
{
    QTemporaryDir dir;
    QVERIFY(dir.isValid());
    qputenv("TMPDIR", dir.path().toLocal8Bit());
    qunsetenv("XDG_RUNTIME_DIR");
    ensureRuntimeDir();
    const QString expected = dir.path() + QStringLiteral("/runtime-") + QString::number(geteuid());
    QCOMPARE(qEnvironmentVariable("XDG_RUNTIME_DIR"), expected);
    struct stat info
    {
    };
    QCOMPARE(::stat(QFile::encodeName(expected).constData(), &info), 0);
    QCOMPARE(int(info.st_mode & 0777), 0700);
    ensureRuntimeDir(); // set now: kept
    QCOMPARE(qEnvironmentVariable("XDG_RUNTIME_DIR"), expected);
}

void TestRuntimeDir::leavesAForeignFolderAlone()
{
    QTemporaryDir dir;
    QVERIFY(dir.isValid());
    const QString shared = dir.path() + QStringLiteral("/runtime-") + QString::number(geteuid());
    QVERIFY(QDir().mkdir(shared));
    QVERIFY(::chmod(QFile::encodeName(shared).constData(), 0755) == 0); // readable by others: not private
    qputenv("TMPDIR", dir.path().toLocal8Bit());
    qunsetenv("XDG_RUNTIME_DIR");
    ensureRuntimeDir();
    QVERIFY(qEnvironmentVariableIsEmpty("XDG_RUNTIME_DIR"));
}

QTEST_GUILESS_MAIN(TestRuntimeDir)
#include "test_runtimedir.moc"
