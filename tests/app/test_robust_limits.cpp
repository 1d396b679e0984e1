// Hardening of the command line at the process's limits: a terminal where binary output would
// go, a file-size limit (ulimit -f), an address-space limit during a PDF export, and an empty
// file name.
#include "tests/support/runcli.h"

#include <QDir>
#include <QFile>
#include <QFileInfo>
#include <QTemporaryDir>
#include <QtTest>

#include <fcntl.h>
#include <stdlib.h>
#include <unistd.h>

class TestRobustLimits : public QObject
{
    Q_OBJECT

private slots:
    void binaryOutputRefusesATerminal();
    void fileSizeLimitEndsInExitThree_data();
    void fileSizeLimitEndsInExitThree();
    void pdfOutOfMemoryIsOneLine_data();
    void pdfOutOfMemoryIsOneLine();
    void emptySessionNameIsNamed();
};

// --save-network - on a terminal wrote about 143 kB of archive, escape bytes included, to it.
void TestRobustLimits::binaryOutputRefusesATerminal()
{
    const int master = posix_openpt(O_RDWR | O_NOCTTY);
    QVERIFY(master >= 0);
    QVERIFY(grantpt(master) == 0 && unlockpt(master) == 0);
    const QString terminal = QString::fromLocal8Bit(ptsname(master));
    const Run r = run({"--save-network", "-", "--depth", "3", "--width", "64"}, {},
                      QStringLiteral("exec >%1;").arg(terminal) + " exec");
    QCOMPARE(r.code, 2);
    QVERIFY2(r.err.startsWith("gradflow: --save-network -: standard output is a terminal"), r.err.constData());
    QCOMPARE(r.err.count('\n'), 1);
    ::fcntl(master, F_SETFL, O_NONBLOCK);
    char buffer[4096];
    const ssize_t written = ::read(master, buffer, sizeof buffer);
    QVERIFY2(written <= 0, qPrintable(QStringLiteral("%1 bytes reached the terminal").arg(written)));
    ::close(master);
}

void TestRobustLimits::fileSizeLimitEndsInExitThree_data()
{
    QTest::addColumn<QStringList>("arguments");
    QTest::newRow("network archive") << QStringList{"--save-network", "OUT", "--depth", "3", "--width", "64"};
    QTest::newRow("table") << QStringList{"--csv", "OUT", "--depth", "2000"};
}

// Under `ulimit -f` a larger output was killed by SIGXFSZ (exit 153, no message) and left its
// hidden temporary beside the target; the old file stays either way.
void TestRobustLimits::fileSizeLimitEndsInExitThree()
{
    QFETCH(QStringList, arguments);
    QTemporaryDir dir;
    const QString target = dir.filePath("out.file");
    QFile old(target);
    QVERIFY(old.open(QIODevice::WriteOnly));
    old.write("old");
    old.close();
    arguments.replaceInStrings(QStringLiteral("OUT"), target);
    const Run r = run(arguments, {}, QStringLiteral("ulimit -f 40; exec")); // 20 or 40 kB by the shell
    QVERIFY2(r.code == 3, qPrintable(QStringLiteral("exit %1: ").arg(r.code) + QString::fromLocal8Bit(r.err)));
    QCOMPARE(r.err.count('\n'), 1);
    QVERIFY2(r.err.contains("nothing was changed") && r.err.contains("ulimit -f"), r.err.constData());
    QCOMPARE(QDir(dir.path()).entryList(QDir::Files | QDir::Hidden), QStringList{"out.file"});
    QVERIFY(old.open(QIODevice::ReadOnly));
    QCOMPARE(old.readAll(), QByteArray("old"));
}

void TestRobustLimits::pdfOutOfMemoryIsOneLine_data()
{
    QTest::addColumn<QString>("view");
    QTest::addColumn<int>("code");
    QTest::newRow("chain") << "chain" << 0;     // a slide's PDF is drawn as vectors: the file is drawn whole
    QTest::newRow("network") << "network" << 0; // its widgets' on-screen image runs out, the file is drawn whole
    QTest::newRow("training") << "training" << 0;
}

// Under `ulimit -v 500000` an 8000x8000 PDF of the chain view aborted with an uncaught
// std::bad_alloc (exit 134); the network view's printed 1513 lines of Qt's painting warnings.
void TestRobustLimits::pdfOutOfMemoryIsOneLine()
{
    QFETCH(QString, view);
    QFETCH(int, code);
    QTemporaryDir dir;
    const QString target = dir.filePath("figure.pdf");
    QStringList arguments{"--view", view, "--export", target, "--export-size", "8000x8000"};
    if (view == "training")
        arguments << "--steps"
                  << "3";
#if defined(__SANITIZE_ADDRESS__)
    // AddressSanitizer reserves terabytes of address space: limit its allocator instead.
    const QList<QPair<QString, QString>> env = {
        {"ASAN_OPTIONS", "allocator_may_return_null=1:max_allocation_size_mb=64:detect_leaks=0"}};
    const QString wrapper;
#else
    const QList<QPair<QString, QString>> env = {};
    const QString wrapper = QStringLiteral("ulimit -v 500000; exec");
#endif
    // A paint of the slide's widgets for the screen crashed one run in two or three (Qt drew text
    // into a backing store that could not be allocated): five runs, each must end well.
    Run r{code, {}, {}};
    for (int i = 0; i < 5 && r.code == code; ++i)
        r = run(arguments, env, wrapper);
#if defined(__SANITIZE_ADDRESS__)
    // The allocator names each allocation it refuses on a line of its own: those lines are
    // AddressSanitizer's, not the program's.
    QByteArrayList lines = r.err.split('\n');
    lines.removeIf([](const QByteArray &line) { return line.contains("AddressSanitizer failed to allocate"); });
    r.err = lines.join('\n');
#endif
    QVERIFY2(r.code == code,
             qPrintable(QStringLiteral("exit %1: ").arg(r.code) + QString::fromLocal8Bit(r.err.left(400))));
    QCOMPARE(r.err.count('\n'), code == 0 ? 0 : 1);
    if (code != 0) {
        QVERIFY2(r.err.startsWith("gradflow: out of memory"), r.err.constData());
        QVERIFY(!QFileInfo::exists(target));
    }
}

// `--session ''` said "gradflow: : cannot read".
void TestRobustLimits::emptySessionNameIsNamed()
{
    const Run r = run({"--session", ""});
    QCOMPARE(r.code, 2);
    QCOMPARE(r.err, QByteArray("gradflow: --session: needs a file name (a session saved with File > Save session)\n"));
}

QTEST_GUILESS_MAIN(TestRobustLimits)
#include "test_robust_limits.moc"
