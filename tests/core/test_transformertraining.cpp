// Training the transformer: every weight's gradient against central differences of the loss
// (tied and untied heads, learned and rotary positions, pre and post norms, gated MLPs and
// grouped key/value heads), and the optimizers' schedule (warm-up, clipping) on the token task.
#include "core/training/transformertraining.h"
#include "core/transformer/sizes.h"
#include "core/transformer/transformerpass.h"

#include <QtTest>

#include <cmath>
#include <functional>

using namespace gradflow;

Q_DECLARE_METATYPE(gradflow::ModelConfig)

namespace {

ModelConfig tiny(bool pre, Norm norm, Position position, bool gated, bool tied, int kvHeads)
{
    ModelConfig c;
    c.architecture = Architecture::Transformer;
    c.depth = 2;
    c.width = 8;
    c.batch = 2;
    c.seed = 5;
    c.initStd = 0.3;
    c.activation = Activation::Tanh;
    c.norm = norm;
    c.normPlace = pre ? NormPlace::Pre : NormPlace::Post;
    c.transformer.heads = 2;
    c.transformer.kvHeads = kvHeads;
    c.transformer.seqLen = 4;
    c.transformer.ffWidth = 12;
    c.transformer.vocab = 7;
    c.transformer.position = position;
    c.transformer.gated = gated;
    c.transformer.tieHead = tied;
    return c;
}

double lossAt(const ModelConfig &c, WeightStore<double> &store)
{
    WeightGrads<double> unused;
    return *transformerGradients(c, store, unused).loss;
}

} // namespace

class TestTransformerTraining : public QObject
{
    Q_OBJECT
private slots:
    void gradientsMatchDifferences_data();
    void gradientsMatchDifferences();
    void adamLowersTheLoss();
    void warmupAndClipAreApplied();
    void blocksAreRecordedAsLayers();
    void adamFirstStepIsPredicted();
};

void TestTransformerTraining::gradientsMatchDifferences_data()
{
    QTest::addColumn<ModelConfig>("config");
    QTest::newRow("pre layer, learned, tied") << tiny(true, Norm::Layer, Position::Learned, false, true, 2);
    QTest::newRow("pre rms, rope, gated, grouped") << tiny(true, Norm::Rms, Position::Rope, true, false, 1);
    QTest::newRow("post layer, learned, untied") << tiny(false, Norm::Layer, Position::Learned, false, false, 2);
    QTest::newRow("post rms, rope, gated, tied") << tiny(false, Norm::Rms, Position::Rope, true, true, 1);
}

void TestTransformerTraining::gradientsMatchDifferences()
{
    QFETCH(ModelConfig, config);
    WeightStore<double> store(config, true);
    WeightGrads<double> grads;
    QVERIFY(transformerGradients(config, store, grads).loss);
    const std::vector<WeightId> ids = transformerWeights(transformerSizes(config));
    QCOMPARE(int(grads.size()), int(ids.size())); // every matrix, a tied head inside the embeddings'
    const double h = 1e-5;
    for (const WeightId &id : ids) {
        const Mat<double> g = grads.at({id.block, int(id.kind)});
        Mat<double> &w = store.held(id);
        QCOMPARE(g.rows(), w.rows());
        QCOMPARE(g.cols(), w.cols());
        // A few entries of each matrix; for the embeddings, rows of tokens the task reads.
        for (Eigen::Index e = 0; e < w.size(); e += 1 + w.size() / 5) {
            const double kept = w.data()[e];
            w.data()[e] = kept + h;
            const double up = lossAt(config, store);
            w.data()[e] = kept - h;
            const double down = lossAt(config, store);
            w.data()[e] = kept;
            const double numeric = (up - down) / (2 * h);
            const double analytic = g.data()[e];
            QVERIFY2(std::abs(numeric - analytic) <= 1e-6 * std::max(1.0, std::abs(numeric)),
                     qPrintable(QStringLiteral("%1 of block %2, entry %3: %4 against %5")
                                    .arg(weightName(id.kind))
                                    .arg(id.block)
                                    .arg(e)
                                    .arg(analytic, 0, 'g', 12)
                                    .arg(numeric, 0, 'g', 12)));
        }
    }
}

void TestTransformerTraining::adamLowersTheLoss()
{
    ModelConfig c = tiny(true, Norm::Layer, Position::Learned, false, false, 2);
    c.transformer.vocab = 5;
    c.initStd = 0.05;
    TrainSettings s;
    s.optimizer = Optimizer::Adam;
    s.learningRate = 0.01;
    s.steps = 60;
    const TrainResult r = trainTransformer(c, RunSettings{}, s);
    QVERIFY(!r.divergence);
    QCOMPARE(r.stepsDone, 60);
    QCOMPARE(int(r.loss.size()), 60);
    QVERIFY(r.finalLoss);
    QVERIFY2(*r.finalLoss < r.loss.front() - 0.2, qPrintable(QString::number(*r.finalLoss)));
    // The first step's loss is the pass at initialization's.
    QCOMPARE(r.loss.front(), *transformerPass(c, RunSettings{}).loss);
}

void TestTransformerTraining::warmupAndClipAreApplied()
{
    const ModelConfig c = tiny(false, Norm::Layer, Position::Learned, false, true, 2);
    TrainSettings s;
    s.optimizer = Optimizer::Momentum;
    s.learningRate = 0.1;
    s.steps = 6;
    s.warmupSteps = 4;
    s.clipLimit = 1e-3;
    const TrainResult r = trainTransformer(c, RunSettings{}, s);
    QCOMPARE(r.stepsDone, 6);
    const std::vector<double> lr = {0.025, 0.05, 0.075, 0.1, 0.1, 0.1};
    for (int t = 0; t < 6; ++t) {
        QVERIFY(std::abs(r.learningRate[t] - lr[t]) < 1e-15);
        const double norm = std::pow(10.0, r.log10GlobalGradNorm[t]);
        QVERIFY2(norm > 1e-3 && std::abs(r.clipFactor[t] - 1e-3 / (norm + 1e-6)) < 1e-12, "clip_grad_norm_'s factor");
    }
}

namespace {

// log10 of the norm of block l's matrices together (l = 0: those outside the blocks), from the
// weights or the gradients of the pass at initialization.
double blockNorm(const ModelConfig &c, int block, const std::function<const Mat<double> &(WeightId)> &matrix)
{
    double squares = 0;
    for (const WeightId &id : transformerWeights(transformerSizes(c)))
        if (id.block == block)
            squares += matrix(id).squaredNorm();
    return 0.5 * std::log10(squares);
}

} // namespace

// The Training tab reads a transformer's blocks as a dense network's layers: one SGD step moves
// each block by exactly lr times its gradient, so its relative change and its update ratio are
// known from the pass at initialization; the embeddings and the head come after the blocks.
void TestTransformerTraining::blocksAreRecordedAsLayers()
{
    const ModelConfig c = tiny(true, Norm::Rms, Position::Learned, true, false, 1);
    TrainSettings s;
    s.learningRate = 0.05;
    s.steps = 12;
    const TrainResult r = trainTransformer(c, RunSettings{}, s);
    QVERIFY(!r.divergence);
    std::vector<int> steps;
    for (const LayerSnapshot &snap : r.snapshots)
        steps.push_back(snap.step);
    QVERIFY(steps == recordedSteps(12));
    WeightStore<double> store(c, true);
    WeightGrads<double> grads;
    transformerGradients(c, store, grads);
    const LayerSnapshot &first = r.snapshots.front();
    QCOMPARE(int(first.log10RelativeChange.size()), c.depth + 1);
    for (int l = 0; l <= c.depth; ++l) {
        const int block = l < c.depth ? l + 1 : 0;
        const double weights = blockNorm(c, block, [&](WeightId id) -> const Mat<double> & { return store.get(id); });
        const double gradient = blockNorm(c, block, [&](WeightId id) -> const Mat<double> & {
            return grads.at({id.block, int(id.kind)});
        });
        const double moved = std::log10(s.learningRate) + gradient - weights;
        QVERIFY2(std::abs(first.log10GradNorm[size_t(l)] - gradient) < 1e-9, qPrintable(QString::number(l)));
        QVERIFY2(std::abs(first.log10RelativeChange[size_t(l)] - moved) < 1e-9, qPrintable(QString::number(l)));
        QVERIFY2(std::abs(r.log10FirstStepPrediction[size_t(l)] - moved) < 1e-9, qPrintable(QString::number(l)));
        QVERIFY(first.log10UpdateRatio[size_t(l)] < moved + 0.01 && first.log10UpdateRatio[size_t(l)] > moved - 0.01);
        QVERIFY(!first.lost[size_t(l)]);
    }
    QVERIFY(r.computeMs > 0);
}

// Adam's first step is lr * g / (|g| + eps) whatever the gradient's size: the prediction made at
// initialization is the change measured after step 1.
void TestTransformerTraining::adamFirstStepIsPredicted()
{
    const ModelConfig c = tiny(false, Norm::Layer, Position::Rope, false, true, 2);
    TrainSettings s;
    s.optimizer = Optimizer::Adam;
    s.learningRate = 0.001;
    s.steps = 3;
    const TrainResult r = trainTransformer(c, RunSettings{}, s);
    QCOMPARE(int(r.log10FirstStepPrediction.size()), c.depth + 1);
    for (int l = 0; l <= c.depth; ++l)
        QVERIFY2(std::abs(r.log10FirstStepPrediction[size_t(l)] - r.snapshots.front().log10RelativeChange[size_t(l)])
                     < 1e-9,
                 qPrintable(QString::number(l)));
}

QTEST_GUILESS_MAIN(TestTransformerTraining)
#include "test_transformertraining.moc"
