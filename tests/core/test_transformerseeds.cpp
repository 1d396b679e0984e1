// A transformer's seed band (core/transformer/transformerseeds.h): each statistic of K seeds
// against the K passes computed one by one, a place some seed left out held as no value, the
// count's range, cancellation, and the memory a band may take beside the network's kept weights.
#include "core/numbers/constants.h"
#include "core/model/config.h"
#include "core/transformer/transformerpass.h"
#include "core/transformer/transformerplan.h"
#include "core/transformer/transformerseeds.h"

#include <QtTest>

#include <algorithm>
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
    c.seed = 40;
    c.transformer.heads = 4;
    c.transformer.seqLen = 6;
    c.transformer.vocab = 20;
    return c;
}

} // namespace

class TestTransformerSeeds : public QObject
{
    Q_OBJECT

private slots:
    void bandHoldsEachSeedsStatistics();
    void landsSeedBySeed();
    void missingValueIsNoStatistic();
    void countOutOfRangeIsRefused();
    void cancelStopsTheBand();
    void bandRoomIsTheLimitLessKeptWeights();
};

// Seeds 40, 41, 42, 43 computed one by one give the band's mean, sample sd, min and max at
// every sub-layer, and its entropy per block.
void TestTransformerSeeds::bandHoldsEachSeedsStatistics()
{
    const ModelConfig c = small();
    const int k = 4;
    const TransformerBands b = runTransformerSeeds(c, RunSettings{}, k);
    QCOMPARE(b.count, k);
    QCOMPARE(b.firstSeed, std::uint64_t(40));
    std::vector<TransformerResult> each;
    for (int i = 0; i < k; ++i) {
        ModelConfig s = c;
        s.seed = c.seed + std::uint64_t(i);
        each.push_back(transformerPass(s, RunSettings{}));
    }
    const size_t rows = each.front().rows.size();
    QCOMPARE(b.rms.mean.size(), rows);
    QCOMPARE(b.grad.sd.size(), rows);
    QCOMPARE(b.entropy.max.size(), size_t(c.depth));
    for (size_t r = 0; r < rows; ++r) {
        double sum = 0, low = INFINITY, high = -INFINITY;
        for (const TransformerResult &t : each) {
            sum += *t.rows[r].log10GradNorm;
            low = std::min(low, *t.rows[r].log10GradNorm);
            high = std::max(high, *t.rows[r].log10GradNorm);
        }
        const double mean = sum / k;
        double squares = 0;
        for (const TransformerResult &t : each)
            squares += std::pow(*t.rows[r].log10GradNorm - mean, 2);
        QVERIFY(std::abs(b.grad.mean[r] - mean) < 1e-12);
        QVERIFY(std::abs(b.grad.sd[r] - std::sqrt(squares / (k - 1))) < 1e-12);
        QCOMPARE(b.grad.min[r], low);
        QCOMPARE(b.grad.max[r], high);
        QVERIFY(b.grad.min[r] < b.grad.max[r]); // the seeds differ
        QCOMPARE(b.rms.min[r], std::min({*each[0].rows[r].log10Rms, *each[1].rows[r].log10Rms,
                                         *each[2].rows[r].log10Rms, *each[3].rows[r].log10Rms}));
    }
    for (size_t block = 0; block < size_t(c.depth); ++block)
        QCOMPARE(b.entropy.max[block], std::max({each[0].attentionEntropy[block], each[1].attentionEntropy[block],
                                                 each[2].attentionEntropy[block], each[3].attentionEntropy[block]}));
}

void TestTransformerSeeds::landsSeedBySeed()
{
    std::vector<int> landed;
    std::vector<std::uint64_t> seeds;
    runTransformerSeeds(small(), RunSettings{}, 3, {}, [&](const std::vector<TransformerResult> &so) {
        landed.push_back(int(so.size()));
        seeds.push_back(so.back().config.seed);
    });
    QCOMPARE(landed, (std::vector<int>{1, 2, 3}));
    QCOMPARE(seeds, (std::vector<std::uint64_t>{40, 41, 42}));
}

// A seed whose value left the range (or is exactly zero) at a place: no statistic there, NaN in
// all four, which the JSON writes as null and the charts leave out.
void TestTransformerSeeds::missingValueIsNoStatistic()
{
    TransformerResult a = transformerPass(small(), RunSettings{});
    TransformerResult b = a;
    b.rows[2].log10Rms.reset();
    const TransformerBands band = summarizeTransformerSeeds({a, b});
    QVERIFY(std::isnan(band.rms.mean[2]) && std::isnan(band.rms.sd[2]));
    QVERIFY(std::isnan(band.rms.min[2]) && std::isnan(band.rms.max[2]));
    QCOMPARE(band.rms.mean[1], *a.rows[1].log10Rms);
    QCOMPARE(band.rms.sd[1], 0.0);
}

void TestTransformerSeeds::countOutOfRangeIsRefused()
{
    QVERIFY_THROWS_EXCEPTION(std::invalid_argument, runTransformerSeeds(small(), RunSettings{}, 0));
    QVERIFY_THROWS_EXCEPTION(std::invalid_argument, runTransformerSeeds(small(), RunSettings{}, kMaxSeeds + 1));
}

void TestTransformerSeeds::cancelStopsTheBand()
{
    int seedsLanded = 0;
    Callbacks callbacks;
    callbacks.isCancelled = [&seedsLanded] { return seedsLanded >= 2; };
    QVERIFY_THROWS_EXCEPTION(Cancelled, runTransformerSeeds(small(), RunSettings{}, 8, callbacks,
                                                            [&](const auto &so) { seedsLanded = int(so.size()); }));
    QCOMPARE(seedsLanded, 2);
}

// The window's network keeps its weights when its plan does: the band's passes get what is left
// under the limit, so the two never hold more than the limit together; a network that draws its
// weights again keeps none, and the band gets the whole limit.
void TestTransformerSeeds::bandRoomIsTheLimitLessKeptWeights()
{
    const ModelConfig c = small();
    RunSettings run;
    const RunSettings beside = bandRunBeside(c, run);
    QCOMPARE(beside.maxMemoryBytes, run.maxMemoryBytes - transformerWeightBytes(c));
    ModelConfig big = c;
    big.width = 1024;
    big.transformer.heads = 8;
    big.transformer.vocab = 50000;
    run.maxMemoryBytes = transformerPlanBytes(big, false, true) + 1000; // draws its weights again
    QVERIFY(!planTransformerMemory(big, run).keepWeights);
    QCOMPARE(bandRunBeside(big, run).maxMemoryBytes, run.maxMemoryBytes);
    // Weights: every matrix, 8 bytes an entry in double.
    QCOMPARE(transformerWeightBytes(c),
             std::int64_t(8) * (20 * 16 + 6 * 16 + 3 * (4 * 16 * 16 + 2 * 16 * 64) + 20 * 16));
}

QTEST_MAIN(TestTransformerSeeds)
#include "test_transformerseeds.moc"
