// Hardening of the command line: displays, memory, files, terminal.
// No locale test here: the command line reads and writes before anything calls setlocale()
// (only QApplication does, for --export, after the configuration is read), so its output under
// de_DE.UTF-8 was right even before numbertext.h existed (checked with a binary built without it): a
// test here could not fail. test_robust_core and test_robust_window hold the locale tests.
#include "tests/support/runcli.h"
#include "tests/support/writefile.h"

#include <QDir>
#include <QFileInfo>
#include <QImageReader>
#include <QProcess>
#include <QTemporaryDir>
#include <QtTest>

#include <sys/stat.h>
#include <unistd.h>

namespace {

// A display number nothing listens on.
QString deadDisplay()
{
    for (int n = 87;; ++n) {
        if (!QFileInfo::exists(QStringLiteral("/tmp/.X11-unix/X%1").arg(n)))
            return QStringLiteral(":%1").arg(n);
    }
}

// kB of address space for a run of depth 400, width 256, batch 256 (600 MiB when every layer is
// stored): enough for it checkpointed within --max-memory 64M, too little for it stored whole.
constexpr int kDeepNetworkAddressSpace = 450000;

const QList<QPair<QString, QString>> kStaleDisplay()
{
    return {{"QT_QPA_PLATFORM", {}}, {"WAYLAND_DISPLAY", {}}, {"DISPLAY", deadDisplay()}};
}

} // namespace

class TestRobustCli : public QObject
{
    Q_OBJECT

private slots:
    void exportWithStaleDisplayRendersOffscreen();
    void windowWithoutDisplaySaysHow();
    void exportOutOfMemoryExitsTwo();
    void exportImageHonorsMaxMemory();
    void exportNeedsARealSuffix();
    void exportPrintsNothingOnSuccess();
    void positionalConfigFile();
    void fileTextIsEscapedOnTheTerminal();
    void replacedFileKeepsOwnerAndMode();
    void readOnlyFileIsRefused();
    void fullDiskIsNamed();
    void hugeMaxMemoryInFile();
    void repeatedKeyIsRefused();
    void killedSaveLeavesNoTemporary();
    void outputLinkIsWrittenThrough();
    void viewOutOfMemoryExitsTwo_data();
    void viewOutOfMemoryExitsTwo();
    void viewsHonorMaxMemory();
    void typedNamesAreEscapedOnTheTerminal_data();
    void typedNamesAreEscapedOnTheTerminal();
};

// A stale DISPLAY (ssh, tmux) made Qt abort a headless export.
void TestRobustCli::exportWithStaleDisplayRendersOffscreen()
{
    QTemporaryDir dir;
    const QString png = dir.filePath("out.png");
    const Run r = run({"--export", png, "--depth", "5"}, kStaleDisplay());
    QVERIFY2(r.code == 0, r.err.constData());
    QCOMPARE(QImageReader(png).size(), QSize(1920, 1080)); // the default slide size
}

// The window says in one line how to get a display instead of Qt's abort.
void TestRobustCli::windowWithoutDisplaySaysHow()
{
    const Run r = run({}, kStaleDisplay());
    QCOMPARE(r.code, 2);
    QCOMPARE(r.err.count('\n'), 1);
    QVERIFY2(r.err.contains("xvfb-run -a"), r.err.constData());
    QVERIFY2(r.err.contains(deadDisplay().toUtf8()), r.err.constData());
}

// Out of memory in --export ended in std::terminate (exit 134); it is exit 2, as in
// --csv. The address space is limited so that the window's libraries load but the network
// (about 1.9 GiB at width and batch 4096) cannot be allocated.
void TestRobustCli::exportOutOfMemoryExitsTwo()
{
    QTemporaryDir dir;
    const QStringList big = {"--depth", "2", "--width", "4096", "--batch", "4096", "--max-memory", "8G"};
#if defined(__SANITIZE_ADDRESS__)
    // AddressSanitizer reserves terabytes of address space: limit its allocator instead.
    const QList<QPair<QString, QString>> env = {
        {"ASAN_OPTIONS", "allocator_may_return_null=1:max_allocation_size_mb=64:detect_leaks=0"}};
    const QString wrapper;
#else
    const QList<QPair<QString, QString>> env = {};
    const QString wrapper = QStringLiteral("ulimit -v 1500000; exec");
#endif
    for (const QString &mode : {QStringLiteral("--csv"), QStringLiteral("--export")}) {
        const QString target = mode == "--csv" ? dir.filePath("out.csv") : dir.filePath("out.png");
        const Run r = run(QStringList{mode, target} + big, env, wrapper);
        QVERIFY2(r.code == 2,
                 qPrintable(mode + QStringLiteral(": exit %1, %2").arg(r.code).arg(QString::fromLocal8Bit(r.err))));
        QVERIFY2(r.err.contains("out of memory"), r.err.constData());
        QVERIFY(!QFileInfo::exists(target));
    }
}

// The lesson views ran outside the command line's out-of-memory handling: under a
// memory limit the Init view's sample, the clipping view's network and a view's PDF export died
// of an uncaught std::bad_alloc (exit 134). --max-memory 8G lets each past the plan.
void TestRobustCli::viewOutOfMemoryExitsTwo_data()
{
    QTest::addColumn<QStringList>("arguments");
    QTest::addColumn<QString>("output");
    const QStringList bigInit = {"--view", "init",         "--set", "fan-in=4096",
                                 "--set",  "fan-out=4096", "--set", "samples=16384"};
    const QStringList bigClipping = {"--view", "clipping", "--depth", "2", "--width", "4096", "--batch", "4096"};
    QTest::newRow("init json") << (bigInit + QStringList{"--json"}) << "out.json";
    QTest::newRow("clipping json") << (bigClipping + QStringList{"--json"}) << "out.json";
    QTest::newRow("init pdf") << (bigInit + QStringList{"--export"}) << "out.pdf";
    QTest::newRow("clipping pdf") << (bigClipping + QStringList{"--export"}) << "out.pdf";
}

void TestRobustCli::viewOutOfMemoryExitsTwo()
{
    QFETCH(QStringList, arguments);
    QFETCH(QString, output);
    QTemporaryDir dir;
    const QString target = dir.filePath(output);
#if defined(__SANITIZE_ADDRESS__)
    const QList<QPair<QString, QString>> env = {
        {"ASAN_OPTIONS", "allocator_may_return_null=1:max_allocation_size_mb=64:detect_leaks=0"}};
    const QString wrapper;
#else
    const QList<QPair<QString, QString>> env = {};
    const QString wrapper =
        QStringLiteral("ulimit -v 1000000; exec"); // the window's libraries load, 1 GB more does not
#endif
    const Run r = run(arguments + QStringList{target, "--max-memory", "8G"}, env, wrapper);
    QVERIFY2(r.code == 2, qPrintable(QStringLiteral("exit %1, ").arg(r.code) + QString::fromLocal8Bit(r.err)));
    QVERIFY2(r.err.contains("gradflow: out of memory"), r.err.constData());
    QVERIFY(!QFileInfo::exists(target));
}

// --max-memory did not reach the lesson views: the Init view took its sample's
// memory whatever the limit, and the clipping view computed its network under the default
// 2 GiB. Both are held to the limit: the Init view refused up front, the clipping view's network
// planned (checkpointed) within it, as --json plans the same network.
void TestRobustCli::viewsHonorMaxMemory()
{
    const Run init = run({"--view", "init", "--set", "fan-in=1024", "--set", "fan-out=1024", "--set", "samples=2048",
                          "--max-memory", "16M", "--json", "-"});
    QCOMPARE(init.code, 2);
    QVERIFY2(init.err.contains("--max-memory") && init.err.contains("init view") && init.out.isEmpty(),
             init.err.constData());
    QCOMPARE(run({"--view", "init", "--set", "fan-in=1024", "--set", "fan-out=1024", "--set", "samples=2048",
                  "--max-memory", "64M", "--json", "-"})
                 .code,
             0);
    const QStringList scalingArguments = {"--view",     "residual-scaling", "--set", "samples=4096", "--set",
                                          "width=1024", "--max-memory",     "16M",   "--json",       "-"};
    const Run scaling = run(scalingArguments);
    QCOMPARE(scaling.code, 2);
    QVERIFY2(scaling.err.contains("residual-scaling view"), scaling.err.constData());

#if !defined(__SANITIZE_ADDRESS__)
    // A deep network that fits the address space only checkpointed: --json plans it within
    // --max-memory, and the clipping view must too.
    const QStringList deep = {"--depth", "400", "--width", "256", "--batch", "256", "--max-memory", "64M"};
    const QString wrapper = QStringLiteral("ulimit -v %1; exec").arg(kDeepNetworkAddressSpace);
    const Run plain = run(QStringList{"--json", "-"} + deep, {}, wrapper);
    QVERIFY2(plain.code == 0, plain.err.constData());
    const Run clipping = run(QStringList{"--view", "clipping", "--json", "-"} + deep, {}, wrapper);
    QVERIFY2(clipping.code == 0,
             qPrintable(QStringLiteral("exit %1, ").arg(clipping.code) + QString::fromLocal8Bit(clipping.err)));
#endif
}

// An 8000x8000 PNG at scale 4 took 4 GiB whatever --max-memory said.
void TestRobustCli::exportImageHonorsMaxMemory()
{
    QTemporaryDir dir;
    const QString png = dir.filePath("big.png");
    const Run r = run({"--export", png, "--export-size", "2000x2000", "--export-scale", "4", "--max-memory", "64M"});
    QCOMPARE(r.code, 2);
    QVERIFY2(r.err.contains("--max-memory"), r.err.constData());
    QVERIFY(!QFileInfo::exists(png));
    // SVG is vector: the same size is fine.
    QCOMPARE(run({"--export", dir.filePath("big.svg"), "--export-size", "2000x2000", "--max-memory", "64M"}).code, 0);
}

// `--export png` passed the suffix check and failed after rendering (exit 3).
void TestRobustCli::exportNeedsARealSuffix()
{
    for (const char *name : {"png", "svg", ".png/"}) {
        const Run r = run({"--export", name});
        QVERIFY2(r.code == 2, name);
        QVERIFY(r.err.contains(".png, .svg or .pdf"));
    }
}

// Every successful export printed Qt's "does not support propagateSizeHints()".
void TestRobustCli::exportPrintsNothingOnSuccess()
{
    QTemporaryDir dir;
    const Run r = run({"--export", dir.filePath("a.png"), "--depth", "4"}, {{"QT_QPA_PLATFORM", "offscreen"}});
    QCOMPARE(r.code, 0);
    QCOMPARE(r.err, QByteArray());
}

// `gradflow lesson.json` dropped the file silently; it is read as a configuration.
void TestRobustCli::positionalConfigFile()
{
    QTemporaryDir dir;
    const QString config = writeFile(dir, "lesson.json", R"({"depth": 7, "width": 8})");
    Run r = run({config, "--csv", "-"});
    QVERIFY2(r.code == 0, r.err.constData());
    QCOMPARE(r.out.count('\n'), 1 + 8);              // header and layers 0..7
    r = run({"--csv", "-", config, "--depth", "3"}); // options still win over the file
    QCOMPARE(r.out.count('\n'), 1 + 4);
    r = run({config, config, "--csv", "-"});
    QCOMPARE(r.code, 2);
    QVERIFY(r.err.contains("at most one configuration file"));
    r = run({dir.filePath("missing.json"), "--csv", "-"});
    QCOMPARE(r.code, 2);
}

// A newline, an escape sequence or a NUL from a file reached the terminal raw.
void TestRobustCli::fileTextIsEscapedOnTheTerminal()
{
    QTemporaryDir dir;
    const QString config =
        writeFile(dir, "evil.json", R"({"activation": "re\nlu\u001b[31mred\u0000after", "x\u009by": 1})");
    const Run r = run({"--config", config, "--csv", "-"});
    QCOMPARE(r.code, 2);
    QCOMPARE(r.err.count('\n'), 1);
    QVERIFY2(!r.err.contains('\x1b') && !r.err.contains('\0') && !r.err.contains("\xc2\x9b"), r.err.constData());
    QVERIFY2(r.err.contains("re\\nlu\\x1b[31mred\\x00after"), r.err.constData());
    // The same through an option typed on the command line.
    const Run typed = run({"--csv", "-", "--norm", "lay\ner"});
    QCOMPARE(typed.code, 2);
    QCOMPARE(typed.err.count('\n'), 1);
    QVERIFY(typed.err.contains("lay\\ner"));
}

// Configuration text and --config paths were escaped, other paths and names were
// printed raw: a newline split the one-line error, an escape sequence reached the terminal. Each
// row names a file or view that cannot be used, with a newline and an escape sequence in it.
void TestRobustCli::typedNamesAreEscapedOnTheTerminal_data()
{
    QTest::addColumn<QStringList>("arguments");
    QTest::addColumn<int>("code");
    const QString evil = QStringLiteral("ev\nil\x1b[31m"); // a name with a newline and an escape sequence
    const QString missing = QStringLiteral("/nonexistent/") + evil;
    QTest::newRow("--pin") << QStringList{"--export", "out.png", "--pin", missing + ".json"} << 2;
    QTest::newRow("--session") << QStringList{"--export", "out.png", "--session", missing + ".json"} << 2;
    QTest::newRow("--view") << QStringList{"--view", evil, "--json", "-"} << 2;
    QTest::newRow("--csv") << QStringList{"--csv", missing + ".csv"} << 3;
    QTest::newRow("--json") << QStringList{"--json", missing + ".json"} << 3;
    QTest::newRow("--view --json") << QStringList{"--view", "chain", "--json", missing + ".json"} << 3;
    QTest::newRow("--export png") << QStringList{"--export", missing + ".png"} << 3;
    QTest::newRow("--export pdf") << QStringList{"--export", missing + ".pdf"} << 3;
    QTest::newRow("--view --export") << QStringList{"--view", "chain", "--export", missing + ".svg"} << 3;
    QTest::newRow("--train-json") << QStringList{"--train-json", missing + ".json", "--steps", "1"} << 3;
    QTest::newRow("--phase-map-csv") << QStringList{"--phase-map-csv", missing + ".csv", "--grid", "2x2"} << 3;
}

void TestRobustCli::typedNamesAreEscapedOnTheTerminal()
{
    QFETCH(QStringList, arguments);
    QFETCH(int, code);
    QTemporaryDir dir;
    QProcess p;
    p.setWorkingDirectory(dir.path());
    p.start(executable(), arguments);
    QVERIFY(p.waitForFinished(180000));
    const QByteArray err = p.readAllStandardError();
    QVERIFY2(p.exitStatus() == QProcess::NormalExit && p.exitCode() == code,
             qPrintable(QStringLiteral("exit %1, ").arg(p.exitCode()) + QString::fromLocal8Bit(err)));
    QVERIFY2(err.endsWith('\n') && err.count('\n') == 1 && !err.contains('\x1b'), err.constData());
    QVERIFY2(err.contains("ev\\nil\\x1b[31m"), err.constData());
}

// Replacing a file made it owned by whoever ran gradflow, with a default mode.
void TestRobustCli::replacedFileKeepsOwnerAndMode()
{
    QTemporaryDir dir;
    const QString path = writeFile(dir, "out.csv", "old\n");
    QCOMPARE(::chmod(QFile::encodeName(path).constData(), 0640), 0);
    const bool root = ::geteuid() == 0;
    if (root) // only root can give a file away; elsewhere the mode is what can change
        QCOMPARE(::chown(QFile::encodeName(path).constData(), 4321, 4321), 0);
    const Run r = run({"--csv", path, "--depth", "3"});
    QVERIFY2(r.code == 0, r.err.constData());
    struct stat st
    {
    };
    QCOMPARE(::stat(QFile::encodeName(path).constData(), &st), 0);
    QCOMPARE(int(st.st_mode & 07777), 0640);
    if (root) {
        QCOMPARE(int(st.st_uid), 4321);
        QCOMPARE(int(st.st_gid), 4321);
    }
    QFile f(path);
    QVERIFY(f.open(QIODevice::ReadOnly));
    QVERIFY(f.readAll().startsWith("layer,"));
}

// A read-only file is refused (root could rename over it) and left as it was.
void TestRobustCli::readOnlyFileIsRefused()
{
    QTemporaryDir dir;
    const QString path = writeFile(dir, "out.csv", "keep me\n");
    QCOMPARE(::chmod(QFile::encodeName(path).constData(), 0444), 0);
    const Run r = run({"--csv", path, "--depth", "3"});
    QCOMPARE(r.code, 3);
    QVERIFY2(r.err.contains("read-only"), r.err.constData());
    QFile f(path);
    QVERIFY(f.open(QIODevice::ReadOnly));
    QCOMPARE(f.readAll(), QByteArray("keep me\n"));
    struct stat st
    {
    };
    QCOMPARE(::stat(QFile::encodeName(path).constData(), &st), 0);
    QCOMPARE(int(st.st_mode & 07777), 0444);
}

namespace {

// Whether a one-page tmpfs can be mounted over dir in a user and mount namespace of a run (no
// root needed): not in a chroot or a default container, where the kernel refuses the namespace.
bool canMountTmpfs(const QString &dir)
{
    QProcess p;
    p.start(QStringLiteral("unshare"),
            {"--user", "--map-root-user", "--mount", "sh", "-c", "mount -t tmpfs -o size=4k tmpfs \"$0\"", dir});
    p.waitForFinished();
    return p.exitStatus() == QProcess::NormalExit && p.exitCode() == 0;
}

} // namespace

// A full disk was reported as "Unknown error". The save's first write fails with
// ENOSPC on a full file system, and in a second run its fdatasync (delayed allocation reports a
// full disk there; Qt's QSaveFile ignored it, and the pre-fix binary wrote an empty file with
// exit 0 when its write failed). The old file stays whole, no temporary is
// left, and the message names the cause. /dev/full, a device written in place, too.
// The full file system needs user namespaces to mount; where the kernel refuses
// them, the same first write fails through an LD_PRELOAD shim instead, which runs everywhere.
void TestRobustCli::fullDiskIsNamed()
{
    QTemporaryDir dir;
    const QString csvPath = dir.filePath("out.csv");
    if (canMountTmpfs(dir.path())) {
        // A disk that is really full: the tmpfs over the directory, the old file filling it.
        // The script prints what the directory holds afterwards, as only the namespace sees it.
        // (strace's injection of ENOSPC into the first write() hit the sanitizers' own probe
        // write instead.)
        const QString inFullDisk =
            QStringLiteral("exec unshare --user --map-root-user --mount sh -c '"
                           "mount -t tmpfs -o size=4k tmpfs \"$0\" || exit 90; printf \"old\\n\" > \"$0/out.csv\"; "
                           "\"$@\"; code=$?; echo \"[out.csv] $(cat \"$0/out.csv\")\"; echo \"[listing] $(ls -A "
                           "\"$0\")\"; exit $code' %1")
                .arg(dir.path());
        const Run disk = run({"--csv", csvPath, "--depth", "3"}, {}, inFullDisk);
        QVERIFY2(disk.code == 3,
                 qPrintable(QStringLiteral("exit %1, ").arg(disk.code) + QString::fromLocal8Bit(disk.err)));
        QVERIFY2(disk.err.contains("No space left on device") && !disk.err.contains("Unknown error"),
                 disk.err.constData());
        QCOMPARE(disk.out, QByteArray("[out.csv] old\n[listing] out.csv\n"));
    }
    // The same fault without privileges: every write() into the directory fails with ENOSPC.
    writeFile(dir, "out.csv", "old\n");
    QStringList shimAsan = qEnvironmentVariable("ASAN_OPTIONS").split(QLatin1Char(':'), Qt::SkipEmptyParts);
    shimAsan << QStringLiteral("verify_asan_link_order=0"); // the shim is preloaded before the runtime
    const Run shim =
        run({"--csv", csvPath, "--depth", "3"}, {{"LD_PRELOAD", QStringLiteral(GRADFLOW_FULL_DISK_SHIM)},
                                                 {"GRADFLOW_FULL_DISK_DIR", QFileInfo(dir.path()).canonicalFilePath()},
                                                 {"ASAN_OPTIONS", shimAsan.join(QLatin1Char(':'))}});
    QVERIFY2(shim.code == 3,
             qPrintable(QStringLiteral("shim: exit %1, ").arg(shim.code) + QString::fromLocal8Bit(shim.err)));
    QVERIFY2(shim.err.contains("No space left on device") && !shim.err.contains("Unknown error"), shim.err.constData());
    {
        QFile old(csvPath);
        QVERIFY(old.open(QIODevice::ReadOnly));
        QCOMPARE(old.readAll(), QByteArray("old\n"));
    }
    QCOMPARE(QDir(dir.path()).entryList(QDir::Files | QDir::Hidden), QStringList{"out.csv"});
    // A disk that fills at the flush (delayed allocation): fdatasync fails, injected by strace.
    const QString csv = writeFile(dir, "out.csv", "old\n");
    const QString full =
        QStringLiteral("exec strace -f -o /dev/null -e trace=fdatasync -e inject=fdatasync:error=ENOSPC:when=1");
    // LeakSanitizer cannot run under ptrace: in a sanitized build it would end the run with exit 1.
    QStringList asan = qEnvironmentVariable("ASAN_OPTIONS").split(QLatin1Char(':'), Qt::SkipEmptyParts);
    asan << QStringLiteral("detect_leaks=0");
    const Run r = run({"--csv", csv, "--depth", "3"}, {{"ASAN_OPTIONS", asan.join(QLatin1Char(':'))}}, full);
    QVERIFY2(r.code == 3,
             qPrintable(QStringLiteral("fdatasync: exit %1, ").arg(r.code) + QString::fromLocal8Bit(r.err)));
    QVERIFY2(r.err.contains("No space left on device") && !r.err.contains("Unknown error"), r.err.constData());
    QFile old(csv);
    QVERIFY(old.open(QIODevice::ReadOnly));
    QCOMPARE(old.readAll(), QByteArray("old\n"));
    QCOMPARE(QDir(dir.path()).entryList(QDir::Files | QDir::Hidden), QStringList{"out.csv"});
    const Run device = run({"--csv", "/dev/full", "--depth", "3"});
    QCOMPARE(device.code, 3);
    QVERIFY2(!device.err.contains("Unknown error") && device.err.contains("No space left"), device.err.constData());
}

// "max-memory": 1e300 was reported as -9223372036854775808.
void TestRobustCli::hugeMaxMemoryInFile()
{
    QTemporaryDir dir;
    for (const QByteArray &value : {QByteArray("1e300"), QByteArray("-1e300"), QByteArray("1e16")}) {
        const QString config = writeFile(dir, "m.json", "{\"max-memory\": " + value + "}");
        const Run r = run({"--config", config, "--csv", "-"});
        QCOMPARE(r.code, 2);
        QVERIFY2(r.err.contains("max-memory") && !r.err.contains("9223372036854775808"), r.err.constData());
    }
    const QString fine = writeFile(dir, "ok.json", R"({"max-memory": 1073741824.0, "depth": 2})");
    QCOMPARE(run({"--config", fine, "--csv", "-"}).code, 0);
}

// A repeated key passed even when its first value was invalid.
void TestRobustCli::repeatedKeyIsRefused()
{
    QTemporaryDir dir;
    const QString config = writeFile(dir, "twice.json", R"({"depth": -5, "depth": 3})");
    const Run r = run({"--config", config, "--csv", "-"});
    QCOMPARE(r.code, 2);
    QVERIFY2(r.err.contains("\"depth\" is given twice"), r.err.constData());
}

// A save killed at its final rename left a complete "out.csv.XXXXXX" beside the
// target for good. strace kills gradflow at the rename; the next save of the same file must
// leave the folder holding the target and the user's own files only.
void TestRobustCli::killedSaveLeavesNoTemporary()
{
    QTemporaryDir dir;
    const QString csv = writeFile(dir, "out.csv", "old\n");
    writeFile(dir, "out.csv.backup", "the user's own\n"); // a name like a temporary: not ours
    writeFile(dir, ".out.csv.swp", "an editor's\n");
    const QStringList before = QDir(dir.path()).entryList(QDir::Files | QDir::Hidden);
    const QString killAtRename = QStringLiteral("exec strace -f -o /dev/null -e trace=rename,renameat,renameat2 "
                                                "-e inject=rename,renameat,renameat2:signal=KILL");
    const Run killed = run({"--csv", csv, "--depth", "3"}, {}, killAtRename);
    QVERIFY2(killed.code != 0, killed.err.constData());
    QFile old(csv);
    QVERIFY(old.open(QIODevice::ReadOnly));
    QCOMPARE(old.readAll(), QByteArray("old\n")); // killed before the rename: the old file whole
    const QStringList leftBehind = QDir(dir.path()).entryList(QDir::Files | QDir::Hidden);
    QCOMPARE(leftBehind.size(), before.size() + 1); // the killed save's complete temporary

    const Run next = run({"--csv", csv, "--depth", "3"});
    QVERIFY2(next.code == 0, next.err.constData());
    QCOMPARE(QDir(dir.path()).entryList(QDir::Files | QDir::Hidden), before);
    QFile fresh(csv);
    QVERIFY(fresh.open(QIODevice::ReadOnly));
    QVERIFY(fresh.readAll().startsWith("layer,"));
}

// The atomic rename landed on a symbolic link and replaced it with a regular file,
// the link's target keeping its old content. A write goes through to the target and keeps the
// link: an existing file, a dangling link's future file (as the shell's > creates it), and a
// link to a folder is refused with the link left as it was.
void TestRobustCli::outputLinkIsWrittenThrough()
{
    QTemporaryDir dir;
    const QString target = writeFile(dir, "target.csv", "old\n");
    const QString link = dir.filePath("link.csv");
    QVERIFY(QFile::link(QStringLiteral("target.csv"), link)); // relative, as ln -s makes them
    Run r = run({"--csv", link, "--depth", "3"});
    QVERIFY2(r.code == 0, r.err.constData());
    QCOMPARE(QFileInfo(link).symLinkTarget(), QFileInfo(target).absoluteFilePath());
    QFile written(target);
    QVERIFY(written.open(QIODevice::ReadOnly));
    QVERIFY(written.readAll().startsWith("layer,"));
    QCOMPARE(QDir(dir.path()).entryList(QDir::Files | QDir::Hidden | QDir::System),
             QStringList({"link.csv", "target.csv"}));

    QVERIFY(QDir(dir.path()).mkdir("sub"));
    const QString dangling = dir.filePath("dangling.json");
    QVERIFY(QFile::link(dir.filePath("sub/new.json"), dangling));
    r = run({"--json", dangling, "--depth", "3"});
    QVERIFY2(r.code == 0, r.err.constData());
    QVERIFY(QFileInfo(dangling).isSymLink());
    QFile created(dir.filePath("sub/new.json"));
    QVERIFY(created.open(QIODevice::ReadOnly));
    QVERIFY(created.readAll().startsWith("{"));

    const QString toFolder = dir.filePath("folder.csv");
    QVERIFY(QFile::link(dir.filePath("sub"), toFolder));
    r = run({"--csv", toFolder, "--depth", "3"});
    QCOMPARE(r.code, 3);
    QVERIFY2(r.err.contains("folder"), r.err.constData());
    QVERIFY(QFileInfo(toFolder).isSymLink());
    QCOMPARE(QFileInfo(toFolder).symLinkTarget(), QFileInfo(dir.filePath("sub")).absoluteFilePath());
}

QTEST_GUILESS_MAIN(TestRobustCli)
#include "test_robust_cli.moc"
