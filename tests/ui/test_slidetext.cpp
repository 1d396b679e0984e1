// Every view's export holds its whole text at the three 16:9 slide sizes: tesseract reads each
// exported image back and every sentence the view shows must stand in it, word for word. The
// Init and Residual-scaling exports drew their headlines over each other, cut their paragraph
// after one line and dropped the legend: their texts were measured after the page was laid out.
#include "tests/support/ocrtext.h"
#include "tests/support/runcli.h"

#include "core/engine/engine.h"
#include "core/jacobian/spectrum.h"
#include "core/lesson/lessonsettings.h"
#include "core/model/presets.h"
#include "core/training/trainer.h"
#include "ui/charts/exponenttext.h"
#include "ui/charts/slidefigure.h"
#include "ui/jacobian/jacobianpanel.h"
#include "ui/jacobian/jacobianslide.h"
#include "ui/lesson/lessonpage.h"
#include "ui/lesson/lessontabs.h"
#include "ui/training/trainingpanel.h"
#include "ui/training/trainingslide.h"

#include <QAbstractAxis>
#include <QChartView>
#include <QHeaderView>
#include <QLabel>
#include <QLegend>
#include <QLegendMarker>
#include <QTableWidget>
#include <QtTest>

using namespace gradflow;

class TestSlideText : public QObject
{
    Q_OBJECT
private slots:
    void initTestCase();
    void everyViewHoldsItsText_data();
    void everyViewHoldsItsText();
    void wordsCompareRobustlyButNotCutLines();
};

namespace {

const QList<QSize> kSizes = {QSize(1920, 1080), QSize(1280, 720), QSize(960, 540)};

QString sizeName(QSize s) { return QStringLiteral("%1x%2").arg(s.width()).arg(s.height()); }

// What a figure shows in words: its labels, tables (each cell, as tesseract reads a table a column
// at a time), chart titles, legends
// and horizontal axis titles. Tick labels are numbers, not sentences; the y axes' titles stand
// on end, which tesseract does not read.
QStringList shownSentences(QWidget *figure)
{
    QStringList texts;
    for (const QLabel *label : figure->findChildren<QLabel *>())
        if (label->isVisibleTo(figure))
            texts << plainText(label);
    for (const QTableWidget *table : figure->findChildren<QTableWidget *>())
        for (int c = 0; c < table->columnCount(); ++c) {
            texts << table->horizontalHeaderItem(c)->text();
            for (int r = 0; r < table->rowCount(); ++r)
                if (const QTableWidgetItem *item = table->item(r, c))
                    texts << item->text();
        }
    for (const QChartView *view : figure->findChildren<QChartView *>()) {
        if (!view->isVisibleTo(figure))
            continue;
        texts << view->chart()->title();
        if (view->chart()->legend()->isVisible())
            for (const QLegendMarker *marker : view->chart()->legend()->markers())
                if (marker->isVisible())
                    texts << marker->label();
        for (const QAbstractAxis *axis : view->chart()->axes(Qt::Horizontal))
            if (axis->isTitleVisible())
                texts << axis->titleText();
    }
    texts.removeAll(QString());
    return texts;
}

// Fails with every sentence the image at path does not hold, and what tesseract read there.
// Sentences of digits alone (a table's cells) count together: tesseract misreads a digit of small
// type now and then, while a cut table loses whole rows of them.
void verifyHolds(const QString &path, const QStringList &sentences)
{
    QString error;
    const QString read = ocr::read(path, &error);
    QVERIFY2(error.isEmpty(), qPrintable(error));
    const ocr::Pool words = ocr::pool(ocr::words(read));
    QStringList missing, missingNumbers;
    int numbers = 0;
    for (const QString &sentence : sentences) {
        const bool digitsOnly = !sentence.contains(QRegularExpression(QStringLiteral("[A-Za-z]")));
        numbers += digitsOnly;
        ocr::Pool image = words; // each sentence against the whole image
        if (!ocr::standsIn(sentence, image))
            (digitsOnly ? missingNumbers : missing) << sentence;
    }
    if (missingNumbers.size() > std::max(1, numbers / 10))
        missing += missingNumbers;
    QVERIFY2(missing.isEmpty(), qPrintable(QStringLiteral("not in the image: \"%1\"\n--- read:\n%2")
                                               .arg(missing.join(QStringLiteral("\" / \"")), read)));
}

const char *const kPreset = "sigmoid-xavier";

// The sentences a view shows, for a slide of size.
QStringList sentencesOf(const QString &view, QSize size)
{
    const ModelConfig config = findPreset(kPreset)->config;
    if (view == "training" || view == "jacobian") {
        std::unique_ptr<SlideFigure> slide;
        QWidget *figure = nullptr;
        if (view == "training") {
            auto t = std::make_unique<TrainingSlide>(
                std::make_shared<const TrainResult>(train(config, RunSettings(), TrainSettings())));
            figure = t->panel().figure();
            slide = std::move(t);
        } else {
            Engine engine;
            auto j = std::make_unique<JacobianSlide>(std::make_shared<const JacobianSpectrum>(jacobianSpectrum(
                engine, config, 0, RunSettings(), {}, std::nullopt, JacobianPanel::resolveFor(config))));
            figure = j->panel().figure();
            slide = std::move(j);
        }
        slideTooSmall(*slide, size); // laid out as the export lays it out
        return QStringList{slide->slideTitle(), slide->slideCaption()} + shownSentences(figure);
    }
    const LessonView v = parseLessonView(view.toStdString());
    std::unique_ptr<LessonPage> page(makeLessonPage(v));
    page->setAttribute(Qt::WA_DontShowOnScreen);
    if (v == LessonView::Clipping) {
        Engine engine;
        page->setNetworkResult(std::make_shared<const Result>(engine.compute(config, RunSettings())));
    }
    page->setSettings(LessonSettings());
    page->show();
    page->shownTexts(); // waits for the measurement
    QApplication::processEvents();
    return shownSentences(page->figure());
}

} // namespace

void TestSlideText::initTestCase()
{
    QVERIFY2(!ocr::tesseract().isEmpty(), "tesseract not found: install tesseract-ocr (scripts/setup.sh lists it)");
}

void TestSlideText::everyViewHoldsItsText_data()
{
    QTest::addColumn<QString>("view");
    QTest::addColumn<QSize>("size");
    for (const char *v :
         {"chain", "residual-chain", "norms", "init", "clipping", "residual-scaling", "training", "jacobian"})
        for (QSize s : kSizes)
            QTest::newRow(qPrintable(QString::fromLatin1(v) + ' ' + sizeName(s))) << QString::fromLatin1(v) << s;
}

// The command line's export of each view (the same slide Ctrl+E writes) against the sentences
// the view shows: a side view's page, the Training and Jacobian tabs' slide of the same network
// (sigmoid, Xavier: the lesson's, with a Jacobian theory cannot describe) with its title and caption.
void TestSlideText::everyViewHoldsItsText()
{
    QFETCH(QString, view);
    QFETCH(QSize, size);
    QTemporaryDir dir;
    const QString png = dir.filePath(QStringLiteral("view.png"));
    QStringList arguments{"--view", view, "--export", png, "--export-size", sizeName(size)};
    const bool network = view == "clipping" || view == "training" || view == "jacobian";
    if (network)
        arguments << "--preset" << kPreset;
    const Run r = run(arguments);
    QVERIFY2(r.code == 0, r.err.constData());
    QCOMPARE(QImage(png).size(), size);
    verifyHolds(png, sentencesOf(view, size));
}

static bool standsInText(const QString &sentence, const QStringList &text)
{
    ocr::Pool words = ocr::pool(text);
    return ocr::standsIn(sentence, words);
}

// The comparison itself: misread letters and a few lost words pass, a lost line does not.
void TestSlideText::wordsCompareRobustlyButNotCutLines()
{
    const QString sentence =
        QStringLiteral("Each layer writes twice (attention, then the feed-forward block), each write adding "
                       "variance 1: unscaled the variance grows to 1 + 2N = 101 times its start.");
    QVERIFY(standsInText(
        sentence,
        ocr::words(QStringLiteral(
            "Each 1ayer writes twice (attention, then the feed-\nforward block), each wr1te adding variance 1:\n"
            "unscaled the variance grows to 1 + 2N = 1O1 times its start."))));
    QVERIFY(!standsInText(sentence,
                          ocr::words(QStringLiteral(
                              "Each layer writes twice (attention, then the feed-forward block), each write adding"))));
    QVERIFY(!standsInText(QStringLiteral("He (ReLU): std = √(2 / 512) = 0.0625 and more words here"),
                          ocr::words(QStringLiteral("He (ReLU): std = 0.0625"))));
    // A legend's marker read as a letter glued to its name still finds the name; a name cut
    // short does not stand for it.
    QVERIFY(standsInText(QStringLiteral("min"), ocr::words(QStringLiteral("max Mmin"))));
    QVERIFY(!standsInText(QStringLiteral("rounding"), ocr::words(QStringLiteral("roun..."))));
}

QTEST_MAIN(TestSlideText)
#include "test_slidetext.moc"
