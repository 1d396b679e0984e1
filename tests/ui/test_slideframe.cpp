// Every view's export is a slide of the size asked for, with the same blank margin on every
// side: the Training and Jacobian exports put their caption, the colour bar's label and the
// window's grey against the image's edge, and Ctrl+E on the Training tab wrote the window's
// shape at twice its size (2524 x 926) whatever slide size was chosen.
#include "tests/support/runcli.h"

#include "ui/charts/exportdialog.h"
#include "ui/charts/slidefigure.h"
#include "ui/lesson/lessontabs.h"
#include "ui/training/trainingpanel.h"
#include "ui/window/chartexport.h"
#include "ui/window/mainwindow.h"

#include <QDir>
#include <QImage>
#include <QTemporaryDir>
#include <QtTest>

using namespace gradflow;

class TestSlideFrame : public QObject
{
    Q_OBJECT
private slots:
    void everyExportKeepsItsMargins_data();
    void everyExportKeepsItsMargins();
    void trainingTabExportsAtTheSlideSize();
    void exportDialogsOpenAwayFromTheWorkingDirectory();
};

namespace {

// The first pixel of the band of width `band` along the image's edges that is not white, as
// "x,y"; empty when there is none.
QString inkOnTheEdge(const QImage &image, int band)
{
    for (int y = 0; y < image.height(); ++y)
        for (int x = 0; x < image.width(); ++x) {
            const bool edge = x < band || y < band || x >= image.width() - band || y >= image.height() - band;
            if (edge && image.pixelColor(x, y) != QColor(Qt::white))
                return QStringLiteral("%1,%2").arg(x).arg(y);
        }
    return {};
}

} // namespace

void TestSlideFrame::everyExportKeepsItsMargins_data()
{
    QTest::addColumn<QString>("view");
    QTest::addColumn<QSize>("size");
    for (const char *v :
         {"chain", "residual-chain", "norms", "init", "clipping", "residual-scaling", "training", "jacobian"})
        for (QSize s : {QSize(1920, 1080), QSize(1280, 720), QSize(960, 540)})
            QTest::newRow(qPrintable(QStringLiteral("%1 %2x%3").arg(v).arg(s.width()).arg(s.height())))
                << QString::fromLatin1(v) << s;
}

void TestSlideFrame::everyExportKeepsItsMargins()
{
    QFETCH(QString, view);
    QFETCH(QSize, size);
    QTemporaryDir dir;
    const QString png = dir.filePath(QStringLiteral("view.png"));
    QStringList arguments{
        "--view", view, "--export", png, "--export-size", QStringLiteral("%1x%2").arg(size.width()).arg(size.height())};
    if (view == "training")
        arguments << "--steps"
                  << "10";
    const Run r = run(arguments);
    QVERIFY2(r.code == 0, r.err.constData());
    const QImage image(png);
    QCOMPARE(image.size(), size);
    const QString ink = inkOnTheEdge(image, slideMargin(size) / 2);
    QVERIFY2(ink.isEmpty(),
             qPrintable(QStringLiteral("not blank at %1 (margin %2)").arg(ink).arg(slideMargin(size) / 2)));
}

// Ctrl+E on the Training tab offers the slide sizes, and the file has the size chosen.
void TestSlideFrame::trainingTabExportsAtTheSlideSize()
{
    MainWindow w(false);
    w.resize(1280, 720);
    w.show();
    w.lessonTabs()->showTraining();
    QTRY_VERIFY_WITH_TIMEOUT(w.training()->result() && w.training()->isFinal(), 120000);
    QTemporaryDir dir;
    for (QSize size : {QSize(1920, 1080), QSize(960, 540)}) {
        const QString path = dir.filePath(QStringLiteral("training.png"));
        QCOMPARE(w.chartExport()->exportTo(path, 1.0, size), QString());
        QCOMPARE(QImage(path).size(), size);
    }
}

// The file dialogs of the exports start in the last export's folder, else Pictures or home:
// never the folder the program was started from.
void TestSlideFrame::exportDialogsOpenAwayFromTheWorkingDirectory()
{
    QTemporaryDir started, exported;
    const QString before = QDir::currentPath();
    QDir::setCurrent(started.path());
    const QString first = exportStartPath(QStringLiteral("a.png"));
    QDir::setCurrent(before);
    QVERIFY2(QFileInfo(first).isAbsolute(), qPrintable(first));
    QVERIFY2(QFileInfo(first).absolutePath() != QFileInfo(started.path()).absoluteFilePath(), qPrintable(first));
    QCOMPARE(QFileInfo(first).fileName(), QStringLiteral("a.png"));
    rememberExportFolder(QDir(exported.path()).filePath(QStringLiteral("x.svg")));
    QCOMPARE(exportStartPath(QStringLiteral("b.png")), QDir(exported.path()).filePath(QStringLiteral("b.png")));
}

QTEST_MAIN(TestSlideFrame)
#include "test_slideframe.moc"
