// The phase map's export: a title and a settings line (the network the map is of and its axes'
// ranges) above the map, as the network view's export carries a title and a caption; it was
// the bare map. Its paper is white, as every other slide's.
#include "ui/phasemap/phasemapfigure.h"
#include "ui/phasemap/phasemapwindow.h"

#include <QApplication>
#include <QFontInfo>
#include <QImage>
#include <QLayout>
#include <QTemporaryDir>
#include <QtTest>

using namespace gradflow;

class TestPhaseMapFigure : public QObject
{
    Q_OBJECT
private slots:
    void exportCarriesTitleAndSettings();
};

namespace {

// Rows of the image, from top to bottom, holding ink (darker than light grey).
int inkedRows(const QImage &image, int top, int bottom)
{
    int rows = 0;
    for (int y = top; y < bottom; ++y) {
        bool ink = false;
        for (int x = 0; x < image.width() && !ink; ++x)
            ink = qGray(image.pixel(x, y)) < 128;
        rows += ink;
    }
    return rows;
}

} // namespace

void TestPhaseMapFigure::exportCarriesTitleAndSettings()
{
    ModelConfig c;
    c.activation = Activation::Tanh;
    c.width = 16;
    c.batch = 8;
    PhaseGrid g;
    g.stdLow = 0.1;
    g.stdHigh = 10;
    g.stdSteps = 3;
    g.depthLow = 2;
    g.depthHigh = 20;
    g.depthSteps = 2;
    PhaseMapWidget map;
    map.setGrid(g, 1.0);
    const QSize size(1280, 720);
    PhaseMapFigure figure(map, c, Look::room(size.height(), QFontInfo(QApplication::font()).pixelSize()));
    QVERIFY(figure.titleText().startsWith(QStringLiteral("Phase map")));
    const QString settings = figure.settingsText();
    for (const char *part : {"tanh", "width 16", "batch 8", "depth 2 to 20", "init std 0.1 to 10"})
        QVERIFY2(settings.contains(QString::fromLatin1(part)), qPrintable(settings + " / " + part));
    figure.resize(size);
    QTemporaryDir dir;
    const QString path = dir.filePath("map.png");
    QCOMPARE(figure.exportTo(path, 1), QString());
    const QImage image(path);
    QCOMPARE(image.size(), size);
    // Above the map: two lines of text, the title in the room's type and bold.
    const int mapTop = figure.map()->mapTo(&figure, QPoint()).y();
    const int text = inkedRows(image, 0, mapTop);
    QVERIFY2(text >= 2 * 0.6 * QFontInfo(figure.font()).pixelSize(),
             qPrintable(QStringLiteral("%1 rows of ink above the map at %2").arg(text).arg(mapTop)));
    // White paper as every other slide, around the text and around the map: the desk's grey
    // window showed behind both.
    const int w = image.width() - 1, h = image.height() - 1;
    for (const QPoint p :
         {QPoint(1, 1), QPoint(w - 1, 1), QPoint(1, h - 1), QPoint(w - 1, h - 1), QPoint(1, mapTop + 4)})
        QVERIFY2(image.pixelColor(p) == QColor(Qt::white),
                 qPrintable(QStringLiteral("%1 at %2,%3").arg(image.pixelColor(p).name()).arg(p.x()).arg(p.y())));
}

QTEST_MAIN(TestPhaseMapFigure)
#include "test_phasemapfigure.moc"
