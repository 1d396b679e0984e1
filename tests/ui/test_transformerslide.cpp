// A transformer's Training tab and its slide speak of the transformer: its blocks in the title,
// on the weight-change chart's axis and the update map's, and its own settings in the caption
// (blocks, heads, the MLP's activation, the norm and its placement, the init std), never the
// dense network's "layers" or an init scheme it does not use. tesseract reads the command
// line's export back; the window's tab is read as drawn.
#include "tests/support/ocrtext.h"
#include "tests/support/runcli.h"

#include "core/training/trainer.h"
#include "ui/charts/layerchart.h"
#include "ui/training/trainingpanel.h"
#include "ui/training/trainingslide.h"
#include "ui/training/updateheatmap.h"

#include <QAbstractAxis>
#include <QChart>
#include <QDoubleSpinBox>
#include <QtTest>

using namespace gradflow;

class TestTransformerSlide : public QObject
{
    Q_OBJECT
private slots:
    void initTestCase();
    void exportNamesBlocksAndTheTransformer();
    void tabNamesBlocksAndTheTransformer();
    void divergenceNamesTheBlock();
};

namespace {

// Two post-LN GELU blocks drawn with std 0.02; the command line leaves the dense init at its
// default (He), which a transformer does not use.
const QStringList kNetwork = {"--architecture", "transformer", "--depth",    "2",     "--width",      "16",
                              "--heads",        "4",           "--seq-len",  "6",     "--batch",      "2",
                              "--vocab",        "20",          "--norm",     "layer", "--norm-place", "post",
                              "--activation",   "gelu",        "--init-std", "0.02"};
const QStringList kTraining = {"--view", "training", "--steps", "5", "--optimizer", "adam", "--lr", "0.01"};

ModelConfig network()
{
    ModelConfig c;
    c.architecture = Architecture::Transformer;
    c.depth = 2;
    c.width = 16;
    c.batch = 2;
    c.transformer.heads = 4;
    c.transformer.seqLen = 6;
    c.transformer.vocab = 20;
    c.norm = Norm::Layer;
    c.normPlace = NormPlace::Post;
    c.activation = Activation::Gelu;
    c.initStd = 0.02; // c.init stays He: a transformer draws with its init std whatever the scheme
    return c;
}

// How often a word stands among the words tesseract read (folded as ocr::words folds them).
int count(const QStringList &words, const char *word)
{
    return int(words.count(ocr::words(QString::fromLatin1(word)).value(0)));
}

} // namespace

void TestTransformerSlide::initTestCase()
{
    QVERIFY2(!ocr::tesseract().isEmpty(), "tesseract not found: install tesseract-ocr (scripts/setup.sh lists it)");
}

// The exported slide at a projector's size: the title and the caption's network, the update
// map's title, "block" under both block axes and twice in the outcome ("block 1 moved ...,
// block 2 moved ..."); no "layer" anywhere and no dense description ("GELU, He, ..., depth 2").
void TestTransformerSlide::exportNamesBlocksAndTheTransformer()
{
    QTemporaryDir dir;
    const QString png = dir.filePath(QStringLiteral("training.png"));
    const Run r = run(kNetwork + kTraining + QStringList{"--export", png, "--export-size", "1280x720"});
    QVERIFY2(r.code == 0, r.err.constData());
    QString error;
    const QString read = ocr::read(png, &error);
    QVERIFY2(error.isEmpty(), qPrintable(error));
    const QStringList words = ocr::words(read);
    for (const char *sentence :
         {"Training 2 blocks: which of them learn",
          "Transformer, 2 blocks, 4 heads, sequence 6, vocab 20, learned positions",
          "GELU MLP 64 wide, post-LayerNorm, init std 0.02", "Update / weight per block and step"}) {
        ocr::Pool pool = ocr::pool(words);
        QVERIFY2(ocr::standsIn(QString::fromUtf8(sentence), pool),
                 qPrintable(QStringLiteral("not read: \"%1\"\n--- read:\n%2").arg(sentence, read)));
    }
    QVERIFY2(count(words, "block") >= 4, qPrintable(read));
    for (const char *dense : {"layer", "layers", "depth", "he"})
        QVERIFY2(count(words, dense) == 0, qPrintable(QStringLiteral("\"%1\" read in:\n%2").arg(dense, read)));
}

// The tab in the window, trained on its worker: the same words on its charts, its caption and
// the slide Ctrl+E writes; the network row's init std is the one the transformer draws with.
void TestTransformerSlide::tabNamesBlocksAndTheTransformer()
{
    TrainingPanel panel;
    panel.resize(1280, 600);
    TrainSettings s;
    s.optimizer = Optimizer::Adam;
    s.learningRate = 0.01;
    s.steps = 5;
    panel.setSettings(s);
    panel.setNetwork(network(), RunSettings());
    QCOMPARE(panel.changeChart()->chart()->axes(Qt::Horizontal).value(0)->titleText(), QStringLiteral("block"));
    panel.show();
    QVERIFY(QTest::qWaitForWindowExposed(&panel));
    QTRY_VERIFY_WITH_TIMEOUT(panel.isFinal() && panel.result(), 60000);
    QCOMPARE(panel.changeChart()->chart()->axes(Qt::Horizontal).value(0)->titleText(), QStringLiteral("block"));
    QCOMPARE(panel.heatmap()->title(), QStringLiteral("Update / weight per block and step"));
    const QString caption = panel.captionText();
    QVERIFY2(
        caption.startsWith(QStringLiteral("Transformer, 2 blocks, 4 heads, sequence 6, vocab 20, learned positions, "
                                          "GELU MLP 64 wide, post-LayerNorm, init std 0.02, width 16, batch 2")),
        qPrintable(caption));
    QVERIFY2(!caption.contains(QStringLiteral("He")) && !caption.contains(QStringLiteral("depth")),
             qPrintable(caption));
    QCOMPARE(panel.findChild<QDoubleSpinBox *>(QStringLiteral("initStd"))->value(), 0.02);
    const TrainingSlide slide(panel.result());
    QCOMPARE(slide.slideTitle(), QStringLiteral("Training 2 blocks: which of them learn"));
    QCOMPARE(slide.slideCaption(), caption);
}

// A run that left the range names the block, the embeddings or the final norm and head: a
// transformer has no "layer 3", and its block 0 is no layer at all.
void TestTransformerSlide::divergenceNamesTheBlock()
{
    using Stage = Divergence::Stage;
    const auto text = [](int at, Stage stage) {
        return QString::fromStdString(describe(Divergence{4, at, stage}, 2, Architecture::Transformer));
    };
    QVERIFY2(text(2, Stage::Forward).startsWith("diverged at step 4 in block 2: "),
             qPrintable(text(2, Stage::Forward)));
    QVERIFY2(text(0, Stage::Backward).startsWith("diverged at step 4 in the embeddings: "),
             qPrintable(text(0, Stage::Backward)));
    QVERIFY2(text(0, Stage::Update).startsWith("diverged at step 4 in the embeddings or the head: "),
             qPrintable(text(0, Stage::Update)));
    QVERIFY2(text(3, Stage::Backward).startsWith("diverged at step 4 in the final norm and head: "),
             qPrintable(text(3, Stage::Backward)));
    QVERIFY(text(3, Stage::Loss).startsWith("diverged at step 4 in the loss: "));
    // The dense network's words stay its own.
    QVERIFY(QString::fromStdString(describe(Divergence{4, 2, Stage::Forward}, 2))
                .startsWith("diverged at step 4 in layer 2: "));
}

QTEST_MAIN(TestTransformerSlide)
#include "test_transformerslide.moc"
