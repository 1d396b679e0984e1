// The export dialog (ui/export/exportdialog): the slide sizes as --export-size takes them, a
// PNG's scale and its pixel count, and the choices kept for the next start.
#include "projectorscreen.h"
#include "windowtest.h"
#include "ui/export/exportdialog.h"

#include <QApplication>
#include <QComboBox>
#include <QDialog>
#include <QFileDialog>
#include <QImage>
#include <QLineEdit>
#include <QSettings>
#include <QTemporaryDir>
#include <QTimer>
#include <QtTest>

#include <functional>

using namespace gradflow;

namespace {

// Answers the modal dialogs as a person would: each one that comes up is handed to answer,
// which fills it in and accepts or rejects it.
class DialogAnswerer : public QObject
{
public:
    explicit DialogAnswerer(std::function<void(QDialog *)> answer) : m_answer(std::move(answer))
    {
        connect(&m_poll, &QTimer::timeout, this, [this] {
            if (auto *dialog = qobject_cast<QDialog *>(QApplication::activeModalWidget())) {
                if (dialog != m_last && dialog->isVisible()) {
                    m_last = dialog;
                    ++answered;
                    m_answer(dialog);
                }
            }
        });
        m_poll.start(50);
    }
    int answered = 0;

private:
    std::function<void(QDialog *)> m_answer;
    QTimer m_poll;
    QDialog *m_last = nullptr;
};

} // namespace

class TestExportDialog : public QObject
{
    Q_OBJECT

private slots:
    void initTestCase();
    void exportDialogOffersSlideSizes();
    void exportChoicesAreRemembered();
};

void TestExportDialog::initTestCase()
{
    // Its own settings file: test_window, which may run beside it, keeps its own.
    QCoreApplication::setOrganizationName("GradFlowExportDialogTest");
    QCoreApplication::setApplicationName("GradFlowExportDialogTest");
    QSettings().clear();
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
    QCOMPARE(w.exportChartsTo(svg, 1, QSize(1920, 1080)), QString());
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

// The screen of a 1280 x 720 projector (GRADFLOW_TEST_SCREEN=1920x1080 for another), through
// the offscreen platform's screen file; fonts as the application sets them.
int main(int argc, char *argv[])
{
    return gradflow::test::runOnProjectorScreen<TestExportDialog>(argc, argv);
}
#include "test_exportdialog.moc"
