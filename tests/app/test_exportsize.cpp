// --export at any size the option allows draws the curves: a tall narrow size (600x8000,
// 200x8000) used to size the text for the height, the axis labels took the whole width and none
// of the three charts drew its curve (exit 0).
#include "tests/support/runcli.h"

#include <QColor>
#include <QImage>
#include <QTemporaryDir>
#include <QtTest>

class TestExportSize : public QObject
{
    Q_OBJECT
private slots:
    void curvesAreDrawnAtEverySize_data();
    void curvesAreDrawnAtEverySize();
};

namespace {

// Columns of the image holding the live curve's blue (the first of the palette, #1f77b4, or a
// thin line of it blended into white): the curves run across the charts' whole width, the
// legend's sample of it is a short line.
int liveColumns(const QImage &image)
{
    int columns = 0;
    for (int x = 0; x < image.width(); ++x) {
        for (int y = 0; y < image.height(); ++y) {
            const QColor c = image.pixelColor(x, y);
            if (c.blue() - c.red() > 40 && c.blue() - c.green() > 20) {
                ++columns;
                break;
            }
        }
    }
    return columns;
}

} // namespace

void TestExportSize::curvesAreDrawnAtEverySize_data()
{
    QTest::addColumn<QSize>("size");
    QTest::newRow("default") << QSize(1200, 900);
    QTest::newRow("600x8000") << QSize(600, 8000);
    QTest::newRow("200x8000") << QSize(200, 8000);
    QTest::newRow("200x150") << QSize(200, 150);
    QTest::newRow("8000x150") << QSize(8000, 150);
}

void TestExportSize::curvesAreDrawnAtEverySize()
{
    QFETCH(QSize, size);
    QTemporaryDir dir;
    const QString path = dir.filePath("charts.png");
    const Run r =
        run({"--export", path, "--export-size", QStringLiteral("%1x%2").arg(size.width()).arg(size.height())});
    QVERIFY2(r.code == 0, r.err.constData());
    const QImage image(path);
    QCOMPARE(image.size(), size);
    const int columns = liveColumns(image);
    QVERIFY2(columns >= size.width() / 3,
             qPrintable(QStringLiteral("the live curve's colour in %1 of %2 columns").arg(columns).arg(size.width())));
}

QTEST_GUILESS_MAIN(TestExportSize)
#include "test_exportsize.moc"
