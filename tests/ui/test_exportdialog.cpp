// Every export of the window asks with the one export dialog and writes the slide size chosen:
// the network view's Ctrl+E, a lesson view's "Export this view…" (it asked only a pixel scale
// and wrote the page as shown, 1874 x 1106) and the phase map's "Export image…" (the map as
// shown, at twice its size). The dialog offers the slide table, the default first and chosen,
// says the file's pixel count, and its choices come back with the next start; it takes the
// window's theme.
#include "tests/support/dialoganswerer.h"
#include "tests/support/settingshome.h"
#include "tests/support/windowtest.h"

#include "ui/charts/exportdialog.h"
#include "ui/charts/look.h"
#include "ui/charts/chartpanel.h"
#include "files/slidesizes.h"
#include "ui/lesson/lessonpage.h"
#include "ui/lesson/lessontabs.h"
#include "ui/phasemap/phasemapwindow.h"
#include "ui/window/mainwindow.h"

#include <QAction>
#include <QComboBox>
#include <QFileDialog>
#include <QImage>
#include <QImageReader>
#include <QLineEdit>
#include <QPushButton>
#include <QSettings>
#include <QSpinBox>
#include <QTemporaryDir>
#include <QtTest>

using namespace gradflow;

class TestExportDialog : public QObject
{
    Q_OBJECT
private slots:
    void initTestCase();
    void init() { QSettings().clear(); }
    void offersTheSlideTableWithItsDefault();
    void customSizeComesBack();
    void networkViewWritesTheChosenSize();
    void lessonViewWritesTheChosenSize_data();
    void lessonViewWritesTheChosenSize();
    void phaseMapWritesTheChosenSize();
    void exportDialogOffersSlideSizes();
    void exportChoicesAreRemembered();
    void takesTheWindowsTheme();

private:
    SettingsHome m_settings; // the settings live apart from the user's
};

void TestExportDialog::initTestCase()
{
    QVERIFY(m_settings.start("GradFlowExportDialogTest")); // before any QSettings
}

namespace {

QAction *exportAction(MainWindow &w)
{
    for (QAction *a : w.findChildren<QAction *>())
        if (a->shortcut() == QKeySequence(QStringLiteral("Ctrl+E")))
            return a;
    return nullptr;
}

// Answers the file dialog with path and the export dialog with size at scale; any other
// dialog (a pixel-scale box, a warning) is rejected and counted.
struct Answers
{
    int exportDialogs = 0, others = 0;
};
std::unique_ptr<DialogAnswerer> answerWith(const QString &path, QSize size, int scale, Answers &counts)
{
    return std::make_unique<DialogAnswerer>([path, size, scale, &counts](QDialog *dialog) {
        if (answerFileDialog(dialog, path))
            return;
        if (auto *options = qobject_cast<ExportDialog *>(dialog)) {
            ++counts.exportDialogs;
            options->setChoice(size, scale, false);
            options->accept();
            return;
        }
        ++counts.others;
        dialog->reject();
    });
}

} // namespace

void TestExportDialog::offersTheSlideTableWithItsDefault()
{
    ExportDialog d(QSize(900, 600), true);
    auto *sizes = d.findChild<QComboBox *>();
    QVERIFY(sizes);
    QList<QSize> offered;
    for (int i = 0; i < sizes->count(); ++i)
        if (sizes->itemData(i).toSize().isValid())
            offered << sizes->itemData(i).toSize();
    QList<QSize> table;
    for (const SlideSize &s : slideSizes())
        table << s.size;
    QCOMPARE(offered, table);
    QVERIFY(table.contains(QSize(1280, 720)) && table.contains(QSize(1920, 1080)) && table.contains(QSize(1024, 768)));
    QCOMPARE(d.drawingSize(), defaultSlideSize()); // chosen before anything is remembered
    QCOMPARE(
        d.fileText(),
        QStringLiteral("The file: %1 × %2 pixels.").arg(defaultSlideSize().width()).arg(defaultSlideSize().height()));
    d.setChoice(QSize(), 2, false);
    QCOMPARE(d.fileText(), QStringLiteral("The file: 1800 × 1200 pixels.")); // as on screen, scale 2
}

// A size of no row (an old remembered 1200 x 900, a custom one) comes back as Custom, as given.
void TestExportDialog::customSizeComesBack()
{
    ExportDialog d(QSize(900, 600), false, nullptr, false);
    d.setChoice(QSize(1200, 900), 1, true);
    QCOMPARE(d.drawingSize(), QSize(1200, 900));
    QVERIFY(!d.readouts()); // not offered here
    QCOMPARE(d.fileText(), QStringLiteral("The drawing: 1200 × 900 points, text sized for it."));
    QList<QSpinBox *> boxes = d.findChildren<QSpinBox *>();
    QSpinBox *width = nullptr;
    for (QSpinBox *b : boxes)
        width = b->accessibleName() == QStringLiteral("Custom width") ? b : width;
    QVERIFY(width && width->isVisibleTo(&d));
    width->setValue(1600);
    QCOMPARE(d.drawingSize(), QSize(1600, 900));
}

void TestExportDialog::networkViewWritesTheChosenSize()
{
    MainWindow w(false);
    w.show();
    QTRY_VERIFY_WITH_TIMEOUT(w.charts()->result(), 120000);
    QTemporaryDir dir;
    const QString png = dir.filePath("network.png");
    Answers counts;
    auto answers = answerWith(png, QSize(1280, 720), 1, counts);
    QAction *a = exportAction(w);
    QVERIFY(a);
    a->trigger();
    QCOMPARE(counts.exportDialogs, 1);
    QCOMPARE(counts.others, 0);
    QCOMPARE(QImageReader(png).size(), QSize(1280, 720));
}

void TestExportDialog::lessonViewWritesTheChosenSize_data()
{
    QTest::addColumn<int>("view");
    QTest::addColumn<QSize>("size");
    QTest::addColumn<int>("scale");
    QTest::addColumn<bool>("button"); // the page's own button, or Ctrl+E on its tab
    QTest::newRow("chain, 1280x720, button") << int(LessonView::Chain) << QSize(1280, 720) << 1 << true;
    QTest::newRow("norms, 1024x768 x2, Ctrl+E") << int(LessonView::Norms) << QSize(1024, 768) << 2 << false;
}

void TestExportDialog::lessonViewWritesTheChosenSize()
{
    QFETCH(int, view);
    QFETCH(QSize, size);
    QFETCH(int, scale);
    QFETCH(bool, button);
    MainWindow w(false);
    w.resize(1100, 700);
    w.show();
    w.lessonTabs()->showView(LessonView(view));
    LessonPage *page = w.lessonTabs()->page(LessonView(view));
    QTRY_VERIFY(page->isVisible());
    QTemporaryDir dir;
    const QString png = dir.filePath("view.png");
    Answers counts;
    auto answers = answerWith(png, size, scale, counts);
    if (button) {
        QPushButton *exportButton = nullptr;
        for (QPushButton *b : page->findChildren<QPushButton *>())
            exportButton = b->text() == QStringLiteral("Export this view…") ? b : exportButton;
        QVERIFY(exportButton);
        exportButton->click();
    } else {
        exportAction(w)->trigger();
    }
    QCOMPARE(counts.exportDialogs, 1);
    QCOMPARE(counts.others, 0);
    QCOMPARE(QImageReader(png).size(), size * scale);
    QVERIFY(page->figure()->size() != size); // drawn anew for the slide, not the page as shown
}

void TestExportDialog::phaseMapWritesTheChosenSize()
{
    ModelConfig c;
    c.width = 16;
    c.batch = 8;
    PhaseGrid g;
    g.stdSteps = 4;
    g.depthLow = 2;
    g.depthHigh = 10;
    g.depthSteps = 3;
    PhaseMapWindow map(c, {}, g);
    map.resize(700, 500);
    map.show();
    QTRY_VERIFY_WITH_TIMEOUT(map.isComplete(), 60000);
    QPushButton *save = nullptr;
    for (QPushButton *b : map.findChildren<QPushButton *>())
        save = b->text() == QStringLiteral("Export image…") ? b : save;
    QVERIFY(save);
    QTemporaryDir dir;
    const QString png = dir.filePath("map.png");
    Answers counts;
    auto answers = answerWith(png, QSize(1280, 720), 1, counts);
    save->click();
    QCOMPARE(counts.exportDialogs, 1);
    QCOMPARE(QImageReader(png).size(), QSize(1280, 720));
}

// Ctrl+E on the network view asks for a size as --export-size takes it (the slide sizes or
// as on screen) and a PNG's scale, says how many pixels the file will have, and writes exactly that.
void TestExportDialog::exportDialogOffersSlideSizes()
{
    QSettings().clear();
    MainWindow w(false);
    w.show();
    waitDrawn(w);
    {
        ExportDialog d(w.charts()->exportSize(), true);
        auto *sizes = d.findChild<QComboBox *>();
        QVERIFY(sizes && sizes->isVisibleTo(&d));
        QStringList items;
        for (int i = 0; i < sizes->count(); ++i)
            items << sizes->itemText(i);
        for (const char *s : {"1920 × 1080", "1280 × 720", "960 × 540", "1024 × 768", "As on screen"})
            QVERIFY2(items.join('|').contains(QString::fromUtf8(s)), qPrintable(items.join('|')));
        d.setChoice(QSize(960, 540), 2, false);
        QCOMPARE(d.fileText(), QStringLiteral("The file: 1920 × 1080 pixels."));
    }
    QTemporaryDir dir;
    const QString png = dir.filePath("slide.png");
    DialogAnswerer answers([&](QDialog *dialog) {
        if (auto *files = qobject_cast<QFileDialog *>(dialog)) {
            auto *name = files->findChild<QLineEdit *>(QStringLiteral("fileNameEdit")); // typed, as a person does
            QVERIFY(name);
            name->setText(png);
            QMetaObject::invokeMethod(files, "accept"); // protected in QFileDialog, a slot of QDialog
        } else if (auto *options = qobject_cast<ExportDialog *>(dialog)) {
            options->setChoice(QSize(960, 540), 2, true);
            options->accept();
        } else {
            dialog->reject();
        }
    });
    QAction *exportCharts = actionWithShortcut(w, QKeySequence("Ctrl+E"));
    QVERIFY(exportCharts);
    exportCharts->trigger(); // returns when both dialogs are answered
    QCOMPARE(answers.answered, 2);
    QCOMPARE(QImage(png).size(), QSize(1920, 1080));
    QVERIFY2(w.statusText().startsWith("Exported"), qPrintable(w.statusText()));
    // Drawn for the slide: the exponents as tall as presentation mode's at 1080 lines, where the
    // window's own charts (a 720-line desk) would have given them 8 px.
    const QString svg = dir.filePath("slide.svg");
    QCOMPARE(w.chartExport()->exportTo(svg, 1, QSize(1920, 1080)), QString());
    QFile file(svg);
    QVERIFY(file.open(QIODevice::ReadOnly));
    const QString text = QString::fromUtf8(file.readAll());
    QVERIFY(text.contains("First/last gradient")); // the readouts, as chosen in the dialog
    const double ink = smallestExponentInk(text);
    QVERIFY2(ink >= 0.02 * 1080, qPrintable(QString::number(ink)));
}

// The readouts choice and the export size come back with the next start.
void TestExportDialog::exportChoicesAreRemembered()
{
    QSettings().clear();
    const QString name = QStringLiteral("Include &readouts in chart exports");
    {
        MainWindow w(true);
        QAction *readouts = actionNamed(w, name);
        QVERIFY(readouts && !readouts->isChecked());
        readouts->setChecked(true);
        QVERIFY(w.charts()->exportReadouts());
        waitDrawn(w);
        w.close();
    }
    MainWindow again(true);
    QVERIFY(actionNamed(again, name)->isChecked());
    QVERIFY(again.charts()->exportReadouts());
    waitDrawn(again);
    QSettings().clear();
}

// On the dark theme the export dialog was a white window over the dark one: a dialog takes no
// palette from its parent window unless given it.
void TestExportDialog::takesTheWindowsTheme()
{
    QWidget window;
    window.setPalette(themePalette(true));
    auto *inside = new QWidget(&window); // a lesson page's button or the phase map asks from inside the window
    ExportDialog dialog(QSize(800, 600), true, inside);
    QCOMPARE(dialog.palette().color(QPalette::Base), themePalette(true).color(QPalette::Base));
    QCOMPARE(dialog.palette().color(QPalette::Window), themePalette(true).color(QPalette::Window));
}

QTEST_MAIN(TestExportDialog)
#include "test_exportdialog.moc"
