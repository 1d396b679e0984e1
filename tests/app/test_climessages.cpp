// The command line's messages say the cause: out of memory for an export's pixels, a folder where
// a file was to be written; and a successful export prints nothing.
#include "tests/support/runcli.h"

#include <QFileInfo>
#include <QTemporaryDir>
#include <QtTest>

namespace {

// Where the address space is limited so that the program loads but 4 GB of pixels cannot be had.
#if defined(__SANITIZE_ADDRESS__)
// AddressSanitizer reserves terabytes of address space: limit its allocator instead.
const QList<QPair<QString, QString>> kSmallMemory = {
    {"ASAN_OPTIONS", "allocator_may_return_null=1:max_allocation_size_mb=64:detect_leaks=0"}};
const QString kSmallMemoryWrapper;
#else
const QList<QPair<QString, QString>> kSmallMemory = {};
const QString kSmallMemoryWrapper = QStringLiteral("ulimit -v 1500000; exec");
#endif

// What the program printed: under AddressSanitizer its allocator first says when it returned null
// ("==PID==WARNING: AddressSanitizer failed to allocate ..."), a line of its own.
QByteArray programLines(const QByteArray &err)
{
    QByteArrayList kept;
    for (const QByteArray &line : err.split('\n'))
        if (!line.startsWith("=="))
            kept.append(line);
    return kept.join('\n');
}

} // namespace

class TestCliMessages : public QObject
{
    Q_OBJECT
private slots:
    void pngPixelsOutOfMemory_data();
    void pngPixelsOutOfMemory();
    void renameOntoAFolderSaysFolder();
    void viewExportsPrintNothing_data();
    void viewExportsPrintNothing();
};

// A PNG whose pixels could not be allocated printed Qt's "QPainter ... Painter
// not active" lines and "could not encode the PNG image" (exit 3, as for an unwritable file).
void TestCliMessages::pngPixelsOutOfMemory_data()
{
    QTest::addColumn<QStringList>("arguments");
    QTest::newRow("network") << QStringList{"--depth", "3"};
    QTest::newRow("lesson view") << QStringList{"--view", "chain"};
}

void TestCliMessages::pngPixelsOutOfMemory()
{
    QFETCH(QStringList, arguments);
    QTemporaryDir dir;
    const QString png = dir.filePath("huge.png");
#if defined(__SANITIZE_ADDRESS__)
    // The 8000 x 8000 figure's own buffers (256 MB each) must fit; the 32000 x 32000 image (4 GB) not.
    const QList<QPair<QString, QString>> memory = {
        {"ASAN_OPTIONS", "allocator_may_return_null=1:max_allocation_size_mb=1024:detect_leaks=0"}};
#else
    const QList<QPair<QString, QString>> memory = kSmallMemory;
#endif
    const Run r = run(
        arguments
            + QStringList{"--export", png, "--export-size", "8000x8000", "--export-scale", "4", "--max-memory", "8G"},
        memory, kSmallMemoryWrapper);
    QVERIFY2(r.code == 2, r.err.constData());
    QVERIFY2(programLines(r.err).startsWith("gradflow: out of memory for a 32000 x 32000 pixel image"),
             r.err.constData());
    QVERIFY2(r.err.contains("smaller size or scale"), r.err.constData());
    QVERIFY2(!r.err.contains("Painter"), r.err.constData());
    QVERIFY(!QFileInfo::exists(png));
}

// A write that failed because the name was a folder's said "free some space".
// The folder appears between the check and the rename (strace makes the rename fail so).
void TestCliMessages::renameOntoAFolderSaysFolder()
{
    QTemporaryDir dir;
    const QString csv = dir.filePath("out.csv");
    const QString atRename = QStringLiteral("exec strace -f -o /dev/null -e trace=rename,renameat,renameat2 "
                                            "-e inject=rename,renameat,renameat2:error=EISDIR");
    const Run r = run({"--csv", csv, "--depth", "3"}, {{"ASAN_OPTIONS", "detect_leaks=0"}}, atRename);
    QCOMPARE(r.code, 3);
    QVERIFY2(r.err.contains("folder"), r.err.constData());
    QVERIFY2(!r.err.contains("free some space"), r.err.constData());
    QVERIFY(!QFileInfo::exists(csv));
}

// `--view NAME --export` printed "This plugin does not support
// propagateSizeHints()" (the Training tab's export twice).
void TestCliMessages::viewExportsPrintNothing_data()
{
    QTest::addColumn<QString>("view");
    for (const char *view : {"chain", "residual-chain", "norms", "init", "clipping", "residual-scaling", "training"})
        QTest::newRow(view) << QString::fromLatin1(view);
}

void TestCliMessages::viewExportsPrintNothing()
{
    QFETCH(QString, view);
    QTemporaryDir dir;
    QStringList arguments{"--view", view, "--export", dir.filePath("view.png")};
    if (view == "training")
        arguments << "--steps"
                  << "2"
                  << "--depth"
                  << "3";
    const Run r = run(arguments, {{"QT_QPA_PLATFORM", ""}, {"DISPLAY", ""}, {"WAYLAND_DISPLAY", ""}});
    QVERIFY2(r.code == 0, r.err.constData());
    QCOMPARE(r.err, QByteArray());
}

QTEST_MAIN(TestCliMessages)
#include "test_climessages.moc"
