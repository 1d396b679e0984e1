// The transformer's pass (core/transformer/): its rows, its memory plans, its weights' streams,
// values leaving the precision's range, cancellation. Its numbers against PyTorch:
// tests/app/test_transformer_torch.py.
#include "core/engine/memoryplan.h"
#include "core/model/options.h"
#include "core/report/transformerreport.h"
#include "core/transformer/transformerpass.h"
#include "core/transformer/transformerplan.h"
#include "core/transformer/weights.h"

#include <QtTest>

#include <cmath>

using namespace gradflow;

namespace {

ModelConfig small()
{
    ModelConfig c;
    c.architecture = Architecture::Transformer;
    c.depth = 3;
    c.width = 16;
    c.batch = 2;
    c.initStd = 0.1;
    c.norm = Norm::Layer;
    c.transformer.heads = 4;
    c.transformer.seqLen = 6;
    c.transformer.vocab = 20;
    return c;
}

bool sameRows(const TransformerResult &a, const TransformerResult &b)
{
    if (a.rows.size() != b.rows.size() || a.loss != b.loss || a.attentionEntropy != b.attentionEntropy)
        return false;
    for (std::size_t i = 0; i < a.rows.size(); ++i) {
        const SubLayerRow &x = a.rows[i], &y = b.rows[i];
        if (x.log10Rms != y.log10Rms || x.log10GradNorm != y.log10GradNorm
            || x.log10WeightGradNorm != y.log10WeightGradNorm)
            return false;
    }
    return true;
}

} // namespace

class TestTransformer : public QObject
{
    Q_OBJECT

private slots:
    void rowsInOrder();
    void everyPlanGivesTheSameBits();
    void tooLargeIsRefusedWithTheEstimate();
    void sevenBillionFitsTwoGigabytes();
    void eachMatrixHasItsOwnStream();
    void causalAttentionIsUniformWithEqualKeys();
    void overflowSaysWhere();
    void gradientOverflowSaysWhere();
    void floatFollowsDouble();
    void badShapesAreRefused_data();
    void badShapesAreRefused();
    void cancelStops();
};

void TestTransformer::rowsInOrder()
{
    const TransformerResult r = transformerPass(small(), RunSettings{});
    QCOMPARE(int(r.rows.size()), 2 * 3 + 2);
    QCOMPARE(r.rows.front().sublayer, SubLayer::Embed);
    QCOMPARE(r.rows[1].sublayer, SubLayer::Attn);
    QCOMPARE(r.rows[2].sublayer, SubLayer::Mlp);
    QCOMPARE(r.rows.back().sublayer, SubLayer::Final);
    QCOMPARE(r.rows.back().block, 4);
    for (const SubLayerRow &row : r.rows) {
        QVERIFY(row.log10Rms && row.log10GradNorm && row.log10WeightGradNorm);
        QVERIFY(!row.matrices.empty());
    }
    QCOMPARE(int(r.rows[1].matrices.size()), 4); // q, k, v, o
    QCOMPARE(int(r.rows[2].matrices.size()), 2); // up, down
    QVERIFY(!r.leftRange);
    // At init the loss is near ln V: the logits are small.
    QVERIFY(std::fabs(*r.loss - std::log(20.0)) < 0.5);
    const std::string csv = transformerToCsv(r);
    QVERIFY(csv.rfind("block,sublayer,log10_rms,log10_grad_norm,log10_weight_grad_norm\n0,embed,", 0) == 0);
}

// Drawing each matrix again where it is needed, and recomputing each block's forward in the
// backward pass, change the memory and not one bit of the result.
void TestTransformer::everyPlanGivesTheSameBits()
{
    for (const bool gated : {false, true}) {
        ModelConfig c = small(); // with vocab and width enough that every plan is above the 1M least limit
        c.width = 32;
        c.transformer.vocab = 8000;
        c.transformer.gated = gated;
        c.transformer.tieHead = gated;
        c.transformer.position = gated ? Position::Rope : Position::Learned;
        const TransformerResult kept = transformerPass(c, RunSettings{});
        QVERIFY(kept.weightsKept && kept.activationsKept);
        const std::int64_t all = transformerPlanBytes(c, true, true), recompute = transformerPlanBytes(c, true, false);
        const std::int64_t redraw = transformerPlanBytes(c, false, true), least = transformerPlanBytes(c, false, false);
        QVERIFY(least < redraw && least < recompute && recompute < all);
        for (const std::int64_t limit : {recompute, redraw, least}) {
            RunSettings run;
            run.maxMemoryBytes = limit;
            const TransformerResult r = transformerPass(c, run);
            QVERIFY(r.memoryBytes <= limit);
            QVERIFY(!r.weightsKept || !r.activationsKept);
            QVERIFY(sameRows(kept, r));
        }
    }
}

void TestTransformer::tooLargeIsRefusedWithTheEstimate()
{
    ModelConfig c = small();
    c.transformer.vocab = 200000;
    c.width = 1024;
    RunSettings run;
    run.maxMemoryBytes = std::int64_t(1) << 20;
    try {
        transformerPass(c, run);
        QFAIL("a transformer above --max-memory was computed");
    } catch (const MemoryLimitError &e) {
        QCOMPARE(e.neededBytes, transformerPlanBytes(c, false, false));
        QVERIFY(e.neededBytes > run.maxMemoryBytes);
        QVERIFY2(QString(e.what()).contains("raise --max-memory"), e.what());
    }
}

// A Llama-2-7B-sized network (32 x 4096, ff 11008, 32000 tokens) cannot hold its 6.7 billion
// weights in double, and its smallest plan (one matrix at a time) fits 2 GB.
void TestTransformer::sevenBillionFitsTwoGigabytes()
{
    ModelConfig c = small();
    c.depth = 32;
    c.width = 4096;
    c.batch = 4;
    c.transformer = TransformerShape{};
    c.transformer.heads = 32;
    c.transformer.ffWidth = 11008;
    c.transformer.vocab = 32000;
    c.transformer.seqLen = 64;
    c.transformer.gated = true;
    c.transformer.position = Position::Rope;
    c.norm = Norm::Rms;
    RunSettings run;
    run.maxMemoryBytes = std::int64_t(2) << 30;
    const TransformerPlan plan = planTransformerMemory(c, run);
    QVERIFY(!plan.keepWeights && !plan.keepActivations);
    QVERIFY(transformerPlanBytes(c, true, false) > std::int64_t(50) << 30); // the weights alone
}

void TestTransformer::eachMatrixHasItsOwnStream()
{
    ModelConfig c = small();
    Mat<double> a, b, other;
    drawTransformerWeight(c, {2, WeightKind::Up}, a);
    drawTransformerWeight(c, {1, WeightKind::Up}, other);
    drawTransformerWeight(c, {2, WeightKind::Up}, b);
    QVERIFY(a == b);
    QVERIFY(a != other);
    c.depth = 7; // more blocks draw the earlier ones' weights unchanged
    drawTransformerWeight(c, {2, WeightKind::Up}, b);
    QVERIFY(a == b);
    // The output projections carry the residual rule: GPT-2's std / sqrt(2N).
    c.residualRule = ResidualScaleRule::InvSqrt2Depth;
    QCOMPARE(transformerWeightStd(c, WeightKind::Output), 0.1 / std::sqrt(14.0));
    QCOMPARE(transformerWeightStd(c, WeightKind::Down), 0.1 / std::sqrt(14.0));
    QCOMPARE(transformerWeightStd(c, WeightKind::Query), 0.1);
}

// With keys all equal (queries of zero weights), causal attention spreads evenly over the
// positions it sees: its entropy is the mean of ln(t + 1), the largest possible.
void TestTransformer::causalAttentionIsUniformWithEqualKeys()
{
    ModelConfig c = small();
    c.initStd = 1e-200; // q.k underflows to zero: every score equal
    c.norm = Norm::None;
    const TransformerResult r = transformerPass(c, RunSettings{});
    for (const double entropy : r.attentionEntropy)
        QVERIFY(std::fabs(entropy - r.uniformEntropy) < 1e-12);
    QVERIFY(std::fabs(r.uniformEntropy
                      - (std::log(2.0) + std::log(3.0) + std::log(4.0) + std::log(5.0) + std::log(6.0)) / 6)
            < 1e-15);
}

void TestTransformer::overflowSaysWhere()
{
    ModelConfig c = small();
    c.norm = Norm::None;
    c.initStd = 10;
    c.depth = 1000;
    const TransformerResult r = transformerPass(c, RunSettings{});
    QVERIFY(r.leftRange && !r.leftRange->backward);
    QVERIFY(r.leftRange->block > 1 && r.leftRange->block < 1000);
    QVERIFY(!r.loss);
    for (const SubLayerRow &row : r.rows)
        QVERIFY(!row.log10GradNorm); // no gradient without a loss
    const std::string csv = transformerToCsv(r), json = transformerToJson(r);
    for (const char *bad : {"nan", "inf"}) {
        QVERIFY(csv.find(bad) == std::string::npos);
        QVERIFY(json.find(bad) == std::string::npos);
    }
    QVERIFY2(leftRangeText(r).find("left double range at block " + std::to_string(r.leftRange->block))
                 != std::string::npos,
             leftRangeText(r).c_str());
}

void TestTransformer::gradientOverflowSaysWhere()
{
    // In float, post-RMSNorm keeps the forward signal in range while the gradient, multiplied
    // by std^2 through every branch, leaves it on its way down.
    ModelConfig c = small();
    c.norm = Norm::Rms;
    c.normPlace = NormPlace::Post;
    c.precision = Precision::Float;
    c.initStd = 3e5;
    c.depth = 30;
    const TransformerResult r = transformerPass(c, RunSettings{});
    QVERIFY(r.leftRange && r.leftRange->backward);
    QVERIFY(r.loss);
    bool reached = false;
    for (auto row = r.rows.rbegin(); row != r.rows.rend(); ++row) {
        QVERIFY(row->log10Rms); // the forward signal everywhere
        reached = reached || (row->block == r.leftRange->block && row->sublayer == r.leftRange->sublayer);
        QCOMPARE(bool(row->log10GradNorm), !reached); // the gradient down to where it left
    }
    QVERIFY(reached);
    const std::string csv = transformerToCsv(r);
    QVERIFY(csv.find("nan") == std::string::npos && csv.find("inf") == std::string::npos);
    QVERIFY(leftRangeText(r).find("the gradient left float range") == 0);
}

void TestTransformer::floatFollowsDouble()
{
    ModelConfig c = small();
    const TransformerResult d = transformerPass(c, RunSettings{});
    c.precision = Precision::Float;
    const TransformerResult f = transformerPass(c, RunSettings{});
    for (std::size_t i = 0; i < d.rows.size(); ++i) {
        QVERIFY(std::fabs(*d.rows[i].log10Rms - *f.rows[i].log10Rms) < 1e-5);
        QVERIFY(std::fabs(*d.rows[i].log10GradNorm - *f.rows[i].log10GradNorm) < 1e-4);
    }
}

void TestTransformer::badShapesAreRefused_data()
{
    QTest::addColumn<int>("heads");
    QTest::addColumn<int>("kvHeads");
    QTest::addColumn<bool>("rope");
    QTest::addColumn<bool>("batchNorm");
    QTest::addColumn<QString>("key");
    QTest::newRow("heads") << 3 << 0 << false << false << "heads";
    QTest::newRow("kv-heads above") << 4 << 8 << false << false << "kv-heads";
    QTest::newRow("kv-heads not dividing") << 4 << 3 << false << false << "kv-heads";
    QTest::newRow("rope, odd head") << 16 << 0 << true << false << "position";
    QTest::newRow("batch norm") << 4 << 0 << false << true << "norm";
}

void TestTransformer::badShapesAreRefused()
{
    QFETCH(int, heads);
    QFETCH(int, kvHeads);
    QFETCH(bool, rope);
    QFETCH(bool, batchNorm);
    QFETCH(QString, key);
    ModelConfig c = small();
    c.transformer.heads = heads;
    c.transformer.kvHeads = kvHeads;
    c.transformer.position = rope ? Position::Rope : Position::Learned;
    if (batchNorm)
        c.norm = Norm::Batch;
    try {
        transformerPass(c, RunSettings{});
        QFAIL("a bad shape was computed");
    } catch (const OptionError &e) {
        QCOMPARE(QString::fromStdString(e.key()), key);
    }
}

void TestTransformer::cancelStops()
{
    int polled = 0;
    Callbacks callbacks;
    callbacks.isCancelled = [&] { return ++polled == 2; };
    QVERIFY_THROWS_EXCEPTION(Cancelled, transformerPass(small(), RunSettings{}, callbacks));
    QCOMPARE(polled, 2);
}

QTEST_APPLESS_MAIN(TestTransformer)
#include "test_transformer.moc"
