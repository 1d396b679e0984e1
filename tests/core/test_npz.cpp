// The .npz writer (core/report/npz.h) as numpy reads it: a plain archive, one with zip64's fields
// on every entry and offset (what a file past 4 GiB gets, forced here on a small one), and one of
// more entries than the plain end record counts (zip64's end records, needed at 65535). Each is
// read back by the system's numpy, which checks every CRC and compares every value.
#include "core/report/npz.h"

#include <QProcess>
#include <QTemporaryDir>
#include <QtTest>

#include <cstdint>
#include <fstream>
#include <vector>

using namespace gradflow;

class TestNpz : public QObject
{
    Q_OBJECT

private slots:
    void numpyReadsTheArchive_data();
    void numpyReadsTheArchive();

private:
    QTemporaryDir m_dir;
};

namespace {

// Writes `count` arrays "a0".."a{count-1}", array k of shape (2, 3) holding k + i / 8 (column-major
// i), the first one in float, and a text; returns the path.
QString writeArchive(const QString &path, int count, std::uint64_t zip64From)
{
    std::ofstream file(path.toStdString(), std::ios::binary);
    NpzWriter out([&file](const char *data, std::size_t size) { file.write(data, std::streamsize(size)); }, zip64From);
    for (int k = 0; k < count; ++k) {
        std::vector<double> values(6);
        for (int i = 0; i < 6; ++i)
            values[size_t(i)] = k + i / 8.0;
        if (k == 0) {
            const std::vector<float> single(values.begin(), values.end());
            out.matrix("a0", {2, 3}, single.data());
        } else {
            out.matrix("a" + std::to_string(k), {2, 3}, values.data());
        }
    }
    out.text("config", "{\"width\": 3, \"name\": \"gr\xc3\xbc\xc3\x9f\"}");
    out.finish();
    return path;
}

// numpy's verdict on the archive: "ok", or what differs.
QByteArray numpyVerdict(const QString &path, int count)
{
    const QString script = QStringLiteral(R"(
import sys, zipfile, numpy as np
path, count = sys.argv[1], int(sys.argv[2])
assert zipfile.ZipFile(path).testzip() is None, 'a CRC differs'
a = np.load(path)
assert len(a.files) == count + 1, len(a.files)
expected = np.arange(6).reshape(3, 2).T / 8.0
assert a['a0'].dtype == np.float32 and (a['a0'] == expected).all(), a['a0']
for k in sorted(set(range(1, count, max(1, count // 40))) | {count - 1}):  # np.load finds a name in a list
    x = a['a%d' % k]
    assert x.dtype == np.float64 and x.shape == (2, 3) and (x == k + expected).all(), (k, x)
assert str(a['config']) == '{"width": 3, "name": "gr\u00fc\u00df"}', str(a['config'])
print('ok')
)");
    QProcess python;
    python.start(QStringLiteral("/usr/bin/python3"), {QStringLiteral("-c"), script, path, QString::number(count)});
    if (!python.waitForFinished(300000))
        return "python did not finish";
    return (python.readAllStandardOutput() + python.readAllStandardError()).trimmed();
}

} // namespace

void TestNpz::numpyReadsTheArchive_data()
{
    QTest::addColumn<int>("count");
    QTest::addColumn<quint64>("zip64From");
    QTest::newRow("plain") << 3 << quint64(0xffffffffu);
    QTest::newRow("zip64 sizes and offsets") << 3 << quint64(0);
    QTest::newRow("zip64 from the second entry's offset") << 3 << quint64(200);
    QTest::newRow("more entries than the plain end counts") << 70000 << quint64(0xffffffffu);
}

void TestNpz::numpyReadsTheArchive()
{
    QFETCH(int, count);
    QFETCH(quint64, zip64From);
    const QString path =
        writeArchive(m_dir.filePath(QStringLiteral("%1.npz").arg(QTest::currentDataTag())), count, zip64From);
    QCOMPARE(numpyVerdict(path, count), QByteArray("ok"));
}

QTEST_GUILESS_MAIN(TestNpz)
#include "test_npz.moc"
