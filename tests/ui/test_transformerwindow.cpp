// A transformer in the window: the File menu opens each shipped model config into the
// configuration, a bad config.json is refused with its reason and the state kept, and a slider
// moved at the lesson size is computed and drawn on the Network tab.
#include "tests/support/lessontransformer.h"
#include "tests/support/windowtest.h"
#include "ui/lesson/lessontabs.h"
#include "core/transformer/transformerpass.h"
#include "ui/charts/layerchart.h"
#include "ui/jacobian/jacobianpanel.h"
#include "ui/training/trainingcontrols.h"
#include "ui/training/trainingpanel.h"
#include "ui/transformer/transformerpanel.h"
#include "ui/window/controlpanel.h"
#include "ui/window/statusline.h"
#include "ui/window/transformercontrols.h"

#include <QComboBox>
#include <QMenu>
#include <QSlider>
#include <QSpinBox>
#include <QTemporaryDir>

using namespace gradflow;

class TestTransformerWindow : public QObject
{
    Q_OBJECT

private slots:
    void initTestCase();
    void menuOpensEachShippedModel_data();
    void menuOpensEachShippedModel();
    void badConfigIsRefusedAndTheStateKept_data();
    void badConfigIsRefusedAndTheStateKept();
    void sliderAtLessonSizeIsDrawn();
    void architectureChoiceSwapsTheCharts();
    void dataExportForATransformer();
    void refusedSettingKeepsTheLastChartsAndSaysSo();
    void trainingTabTrainsTheTransformer();
};

namespace {

// The window shown with the lesson's transformer, true once its six blocks are drawn.
bool lessonTransformerDrawn(MainWindow &w)
{
    w.show();
    w.document()->setConfig(lessonTransformer());
    return QTest::qWaitFor([&w] { return w.transformerPanel()->series().blocks == 6; }, 60000);
}

QString statusText(MainWindow &w) { return w.findChild<StatusLine *>()->text(); }

QAction *shippedModelAction(MainWindow &w, const QString &name)
{
    for (QMenu *menu : w.findChildren<QMenu *>())
        if (menu->title().remove('&') == QStringLiteral("Open shipped model"))
            for (QAction *a : menu->actions())
                if (a->text() == name)
                    return a;
    return nullptr;
}

} // namespace

void TestTransformerWindow::initTestCase()
{
    QCoreApplication::setOrganizationName("GradFlowTest");
    QCoreApplication::setApplicationName("GradFlowTest");
}

// The published sizes of each model (its config.json on the Hugging Face hub).
void TestTransformerWindow::menuOpensEachShippedModel_data()
{
    QTest::addColumn<QString>("name");
    QTest::addColumn<int>("depth");
    QTest::addColumn<int>("width");
    QTest::addColumn<int>("heads");
    QTest::addColumn<int>("kvHeads");
    QTest::addColumn<int>("vocab");
    QTest::addColumn<int>("norm");
    QTest::addColumn<int>("place");
    QTest::newRow("gpt2") << "gpt2" << 12 << 768 << 12 << 0 << 50257 << int(Norm::Layer) << int(NormPlace::Pre);
    QTest::newRow("gpt2-xl") << "gpt2-xl" << 48 << 1600 << 25 << 0 << 50257 << int(Norm::Layer) << int(NormPlace::Pre);
    QTest::newRow("bert-base") << "bert-base" << 12 << 768 << 12 << 0 << 30522 << int(Norm::Layer)
                               << int(NormPlace::Post);
    QTest::newRow("llama-2-7b") << "llama-2-7b" << 32 << 4096 << 32 << 32 << 32000 << int(Norm::Rms)
                                << int(NormPlace::Pre);
    QTest::newRow("mistral-7b") << "mistral-7b" << 32 << 4096 << 32 << 8 << 32000 << int(Norm::Rms)
                                << int(NormPlace::Pre);
}

void TestTransformerWindow::menuOpensEachShippedModel()
{
    QFETCH(QString, name);
    QFETCH(int, depth);
    QFETCH(int, width);
    QFETCH(int, heads);
    QFETCH(int, kvHeads);
    QFETCH(int, vocab);
    QFETCH(int, norm);
    QFETCH(int, place);
    MainWindow w(false);
    QAction *open = shippedModelAction(w, name);
    QVERIFY2(open, qPrintable(name));
    open->trigger();
    const ModelConfig &c = w.document()->config();
    QVERIFY(c.architecture == Architecture::Transformer);
    QCOMPARE(c.depth, depth);
    QCOMPARE(c.width, width);
    QCOMPARE(c.transformer.heads, heads);
    QVERIFY2(c.transformer.kvHeads == kvHeads || (kvHeads == 0 && c.transformer.kvHeads == heads),
             qPrintable(QString::number(c.transformer.kvHeads)));
    QCOMPARE(c.transformer.vocab, vocab);
    QCOMPARE(int(c.norm), norm);
    QCOMPARE(int(c.normPlace), place);
    QVERIFY2(statusText(w).contains(name), qPrintable(statusText(w)));
    // The controls show it: the architecture and the heads.
    auto *controls = w.findChild<TransformerControls *>();
    QCOMPARE(controls->architectureBox()->currentIndex(), 1);
    QCOMPARE(controls->headsSpin()->value(), heads);
}

void TestTransformerWindow::badConfigIsRefusedAndTheStateKept_data()
{
    QTest::addColumn<QByteArray>("text");
    QTest::addColumn<QString>("named");
    QTest::newRow("unknown model_type") << QByteArray(R"({"model_type": "gpt5", "n_layer": 2})") << "gpt5";
    QTest::newRow("not JSON") << QByteArray("{\"model_type\": \"gpt2\", ") << "JSON";
    QTest::newRow("heads do not split the width")
        << QByteArray(R"({"model_type": "gpt2", "n_embd": 100, "n_head": 3})") << "head";
}

void TestTransformerWindow::badConfigIsRefusedAndTheStateKept()
{
    QFETCH(QByteArray, text);
    QFETCH(QString, named);
    MainWindow w(false);
    shippedModelAction(w, QStringLiteral("gpt2"))->trigger();
    const ModelConfig before = w.document()->config();
    QTemporaryDir dir;
    const QString path = dir.filePath(QStringLiteral("config.json"));
    QFile file(path);
    QVERIFY(file.open(QIODevice::WriteOnly));
    file.write(text);
    file.close();
    QVERIFY(!w.files()->openModelConfig(path));
    QVERIFY(w.document()->config() == before);
    QVERIFY2(statusText(w).contains(named, Qt::CaseInsensitive)
                 && statusText(w).contains(QStringLiteral("nothing was changed")),
             qPrintable(statusText(w)));
}

// The depth slider moved one step at the lesson's size: the Network tab draws the new depth's
// sub-layers.
void TestTransformerWindow::sliderAtLessonSizeIsDrawn()
{
    MainWindow w(false);
    QVERIFY(lessonTransformerDrawn(w));
    TransformerPanel *panel = w.transformerPanel();
    QVERIFY(panel->isVisible());
    QVERIFY(!w.charts()->isVisible()); // the dense network's charts are not on screen
    QTest::keyClick(w.controls()->depthSlider(), Qt::Key_Right);
    const int depth = w.document()->config().depth;
    QVERIFY(depth > 6);
    QTRY_COMPARE_WITH_TIMEOUT(panel->series().blocks, depth, 60000);
    QCOMPARE(int(panel->series().rms.size()), 2 * depth + 2);
    QCOMPARE(int(panel->series().entropy.size()), depth);
}

void TestTransformerWindow::architectureChoiceSwapsTheCharts()
{
    MainWindow w(false);
    w.show();
    waitDrawn(w);
    auto *controls = w.findChild<TransformerControls *>();
    controls->architectureBox()->setCurrentIndex(1);
    QVERIFY(w.document()->config().architecture == Architecture::Transformer);
    QVERIFY(w.transformerPanel()->isVisible());
    QVERIFY(!w.controls()->initBox()->isEnabled()); // means nothing here: disabled, with the reason
    QVERIFY(w.controls()->initBox()->toolTip().contains(QStringLiteral("init std")));
    const int training = w.lessonTabs()->indexOf(w.training()), jacobian = w.lessonTabs()->indexOf(w.jacobian());
    QVERIFY(w.lessonTabs()->isTabEnabled(training)); // a transformer trains on its token task
    QVERIFY(!w.lessonTabs()->isTabEnabled(jacobian));
    controls->architectureBox()->setCurrentIndex(0);
    QVERIFY(w.charts()->isVisible());
    QVERIFY(w.controls()->initBox()->isEnabled());
    QVERIFY(w.lessonTabs()->isTabEnabled(jacobian));
}

// The Training tab trains the transformer the Network tab shows, with the tab's optimizer and
// warm-up: the loss starts at the pass at initialization's, the blocks are its layers, and a
// change of the network's depth on the tab retrains the deeper transformer.
void TestTransformerWindow::trainingTabTrainsTheTransformer()
{
    MainWindow w(false);
    w.resize(1280, 720);
    w.show();
    const ModelConfig c = lessonTransformer(3);
    w.document()->setConfig(c);
    QTRY_COMPARE_WITH_TIMEOUT(w.transformerPanel()->series().blocks, 3, 60000);
    TrainSettings s;
    s.optimizer = Optimizer::Adam;
    s.learningRate = 0.01;
    s.steps = 20;
    s.warmupSteps = 5;
    w.training()->setSettings(s);
    w.lessonTabs()->showTraining();
    QVERIFY(w.lessonTabs()->isTrainingShown());
    QTRY_VERIFY_WITH_TIMEOUT(w.training()->isFinal() && w.training()->result()->config == c, 120000);
    const TrainResult &r = *w.training()->result();
    QVERIFY2(!r.divergence, qPrintable(w.training()->messageText()));
    QCOMPARE(r.stepsDone, 20);
    QCOMPARE(r.learningRate.front(), 0.002);
    QCOMPARE(r.loss.front(), *transformerPass(c, RunSettings{}).loss);
    QCOMPARE(w.training()->changeChart()->livePoints().size(), 3); // one point per block
    QVERIFY2(w.training()->messageText().contains(QStringLiteral("block 3 moved")),
             qPrintable(w.training()->messageText()));
    w.training()->controls()->depthBox()->setValue(4);
    QCOMPARE(w.document()->config().depth, 4);
    QTRY_VERIFY_WITH_TIMEOUT(w.training()->isFinal() && w.training()->result()->config.depth == 4, 120000);
    QVERIFY(w.training()->result()->config.architecture == Architecture::Transformer);
}

// Export data writes the drawn transformer's rows, one per sub-layer (its pins: test_transformerpins).
void TestTransformerWindow::dataExportForATransformer()
{
    MainWindow w(false);
    QVERIFY(lessonTransformerDrawn(w));
    QTemporaryDir dir;
    const QString path = dir.filePath(QStringLiteral("rows.csv"));
    QCOMPARE(w.files()->exportDataTo(path), QString());
    QFile file(path);
    QVERIFY(file.open(QIODevice::ReadOnly));
    const QStringList lines = QString::fromUtf8(file.readAll()).split('\n', Qt::SkipEmptyParts);
    QVERIFY2(lines.first().startsWith(QStringLiteral("block,sublayer,log10_rms")), qPrintable(lines.first()));
    QCOMPARE(lines.size(), 1 + 2 * 6 + 2);
    QVERIFY(lines[2].startsWith(QStringLiteral("1,attn,")));
}

// Heads that do not divide the width: the charts keep the last transformer computed, and the note
// over them says they do not show the controls' settings, naming the reason.
void TestTransformerWindow::refusedSettingKeepsTheLastChartsAndSaysSo()
{
    MainWindow w(false);
    QVERIFY(lessonTransformerDrawn(w));
    TransformerPanel *panel = w.transformerPanel();
    w.findChild<TransformerControls *>()->headsSpin()->setValue(3);
    QCOMPARE(w.document()->config().transformer.heads, 3);
    QTRY_VERIFY_WITH_TIMEOUT(panel->noteText().contains(QStringLiteral("Not computed")), 60000);
    QVERIFY2(panel->noteText().contains(QStringLiteral("heads")), qPrintable(panel->noteText()));
    QCOMPARE(panel->series().blocks, 6);
    QVERIFY(!panel->series().rms.isEmpty());
    w.findChild<TransformerControls *>()->headsSpin()->setValue(8);
    QTRY_VERIFY_WITH_TIMEOUT(!panel->noteText().contains(QStringLiteral("Not computed")), 60000);
}

QTEST_MAIN(TestTransformerWindow)
#include "test_transformerwindow.moc"
