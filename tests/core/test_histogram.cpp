// Per-layer histograms: the engine captures the layer asked for (the same tensors its norms
// measure), every entry lands in a bin, magnitudes beyond double range bin in log10, and the
// dead and saturated counts are right on constructed cases.
#include "tests/support/capturedpass.h"
#include "core/analysis/histogram.h"

#include <QtTest>

#include <algorithm>
#include <cmath>
#include <limits>
#include <numeric>

using namespace gradflow;

namespace {

std::int64_t sum(const Histogram &h)
{
    return std::accumulate(h.counts.begin(), h.counts.end(), std::int64_t(0)) + h.zeros;
}

double log10Rms(const LayerTensor &t) { return std::log10(t.m.norm() / std::sqrt(double(t.m.size()))) + t.log10; }

LayerTensor tensor(std::initializer_list<std::initializer_list<double>> rows, double log10 = 0.0)
{
    LayerTensor t;
    t.m.resize(Eigen::Index(rows.size()), Eigen::Index(rows.begin()->size()));
    Eigen::Index r = 0;
    for (const auto &row : rows) {
        Eigen::Index c = 0;
        for (double v : row)
            t.m(r, c++) = v;
        ++r;
    }
    t.log10 = log10;
    return t;
}

} // namespace

class TestHistogram : public QObject
{
    Q_OBJECT

private slots:
    void captureIsTheLayerMeasured_data();
    void captureIsTheLayerMeasured();
    void beyondDoubleRange();
    void deadUnitsOnConstructedCase();
    void saturatedUnitsOnConstructedCase();
    void otherActivationsHaveNoHealth();
    void checkpointedCaptureIsTheSame();
    void zeroInitReluIsAllDead();
    void offsetTensorBinsItsValues();
    void allZeroGradientIsCountedApart();
    void constantTensorGetsARange();
    void unitIsOneWithinAThousandfold();
    void offsetEntriesBySignAndZero();
    void oneBinHoldsEverything();
};

void TestHistogram::captureIsTheLayerMeasured_data()
{
    QTest::addColumn<int>("activation");
    QTest::addColumn<int>("layer");
    QTest::addColumn<int>("precision");
    QTest::newRow("relu layer 1") << int(Activation::Relu) << 1 << int(Precision::Double);
    QTest::newRow("relu layer 7") << int(Activation::Relu) << 7 << int(Precision::Double);
    QTest::newRow("tanh top layer") << int(Activation::Tanh) << 12 << int(Precision::Double);
    QTest::newRow("sigmoid float") << int(Activation::Sigmoid) << 5 << int(Precision::Float);
}

void TestHistogram::captureIsTheLayerMeasured()
{
    QFETCH(int, activation);
    QFETCH(int, layer);
    QFETCH(int, precision);
    ModelConfig c;
    c.depth = 12;
    c.width = 24;
    c.batch = 10;
    c.activation = Activation(activation);
    c.precision = Precision(precision);
    c.seed = 5;
    const auto [r, capture] = computeCapturing(c, layer);
    QVERIFY(capture.filled);
    for (const LayerTensor *t : {&capture.preActivation, &capture.activation, &capture.gradient}) {
        QCOMPARE(t->m.rows(), Eigen::Index(c.batch));
        QCOMPARE(t->m.cols(), Eigen::Index(c.width));
    }
    // The activation is h_l (no residual, no norm) and the gradient is d loss / d h_l: the
    // engine's own measurements of that layer.
    QVERIFY(std::abs(log10Rms(capture.activation) - r.log10SignalRms[size_t(layer)]) < 1e-5);
    QVERIFY(std::abs(std::log10(capture.gradient.m.norm()) + capture.gradient.log10 - r.log10GradNorm[size_t(layer)])
            < 1e-5);
    const LayerHistograms h = layerHistograms(capture, c.activation);
    QCOMPARE(h.layer, layer);
    for (const Histogram *hist : {&h.preActivation, &h.activation, &h.gradient}) {
        QCOMPARE(hist->total, std::int64_t(c.batch) * c.width);
        QCOMPARE(sum(*hist), std::int64_t(c.batch) * c.width);
        QCOMPARE(hist->counts.size(), size_t(kHistogramBins));
        QVERIFY(std::isfinite(hist->low) && std::isfinite(hist->high) && hist->high > hist->low);
    }
    QVERIFY(h.gradient.magnitudes);
    QVERIFY(!h.activation.magnitudes);
    // Not captured: a layer beyond the network.
    QVERIFY(!computeCapturing(c, c.depth + 1).capture.filled);
}

void TestHistogram::beyondDoubleRange()
{
    ModelConfig c;
    c.depth = 400;
    c.width = 32;
    c.batch = 8;
    c.init = Init::CustomStd;
    c.initStd = 0.01; // a factor ~0.06 a layer: 10^-480 by layer 400
    c.activation = Activation::Relu;
    const auto [r, capture] = computeCapturing(c, 390);
    QVERIFY(r.log10SignalRms[390] < -330);
    const LayerHistograms h = layerHistograms(capture, c.activation);
    QCOMPARE(sum(h.preActivation), std::int64_t(c.batch) * c.width);
    QCOMPARE(sum(h.activation), std::int64_t(c.batch) * c.width);
    // Linear bins in the tensor's own decade: the values themselves are ordinary numbers.
    QVERIFY2(h.activation.unitLog10 < -330, qPrintable(QString::number(h.activation.unitLog10)));
    QVERIFY(h.activation.low >= 0 && h.activation.high > 1 && h.activation.high <= 10);
    QVERIFY(h.preActivation.low < 0 && h.preActivation.high > 0);
    // Zeros (the ReLU's) land in the bin holding 0.
    QVERIFY(h.activation.counts.front() >= h.health.entriesHit);
    // Gradient magnitudes binned in log10, wherever they are.
    QVERIFY(h.gradient.magnitudes);
    QVERIFY(std::isfinite(h.gradient.low) && std::isfinite(h.gradient.high));
    QCOMPARE(sum(h.gradient), std::int64_t(c.batch) * c.width);
    QVERIFY(std::abs(h.gradient.high - (std::log10(capture.gradient.m.cwiseAbs().maxCoeff()) + capture.gradient.log10))
            < 1e-9);
}

void TestHistogram::deadUnitsOnConstructedCase()
{
    // Units 0 and 1 negative everywhere, unit 2 exactly zero, unit 3 negative on two of four
    // examples, unit 4 positive: three units dead, 14 of 20 entries.
    for (double scale : {0.0, -500.0, 400.0}) {
        const LayerTensor z =
            tensor({{-1, -0.5, 0, -1, 1}, {-2, -0.1, 0, 1, 2}, {-1, -1, 0, -0.3, 0.2}, {-1.5, -0.7, 0, 0.4, 1}}, scale);
        const UnitHealth health = unitHealth(z, Activation::Relu);
        QCOMPARE(health.kind, UnitHealth::Kind::Dead);
        QCOMPARE(health.units, 5);
        QCOMPARE(health.unitsAlways, 3);
        QCOMPARE(health.entries, std::int64_t(20));
        QCOMPARE(health.entriesHit, std::int64_t(14));
        QCOMPARE(health.unitFraction(), 0.6);
        QCOMPARE(health.entryFraction(), 0.7);
    }
    // A whole layer of exact zeros (log10 -inf) is a layer of dead units.
    LayerTensor zero = tensor({{0, 0}, {0, 0}});
    zero.log10 = -std::numeric_limits<double>::infinity();
    QCOMPARE(unitHealth(zero, Activation::Relu).unitsAlways, 2);
}

void TestHistogram::saturatedUnitsOnConstructedCase()
{
    // tanh'(z) < 1% of tanh'(0) beyond |z| = atanh(sqrt(0.99)) = 2.993.
    const LayerTensor z = tensor({{3.1, 0.0, -2.9, 10}, {-3.1, 1.0, 2.9, -7}});
    const UnitHealth tanh = unitHealth(z, Activation::Tanh);
    QCOMPARE(tanh.kind, UnitHealth::Kind::Saturated);
    QCOMPARE(tanh.unitsAlways, 2); // units 0 and 3
    QCOMPARE(tanh.entriesHit, std::int64_t(4));
    // Sigmoid's slope at 0 is 1/4; 1% of it beyond |z| = 5.99.
    const LayerTensor s = tensor({{6.1, 5.8}, {-6.1, -5.8}});
    const UnitHealth sigmoid = unitHealth(s, Activation::Sigmoid);
    QCOMPARE(sigmoid.unitsAlways, 1);
    QCOMPARE(sigmoid.entriesHit, std::int64_t(2));
    // Magnitudes no double holds: 10^400 saturates, 10^-400 does not.
    QCOMPARE(unitHealth(tensor({{1.5, -1.2}}, 400), Activation::Tanh).entriesHit, std::int64_t(2));
    QCOMPARE(unitHealth(tensor({{1.5, -1.2}}, -400), Activation::Tanh).entriesHit, std::int64_t(0));
}

void TestHistogram::otherActivationsHaveNoHealth()
{
    const LayerTensor z = tensor({{-1, 1}});
    for (Activation a : {Activation::LeakyRelu, Activation::Gelu, Activation::Linear})
        QCOMPARE(unitHealth(z, a).kind, UnitHealth::Kind::None);
}

// With a memory limit the engine recomputes segments from checkpoints: the layer captured is
// the same one.
void TestHistogram::checkpointedCaptureIsTheSame()
{
    ModelConfig c;
    c.depth = 40;
    c.width = 64;
    c.batch = 32;
    c.activation = Activation::Tanh;
    auto captured = [&c](const RunSettings &run, int layer) {
        const CapturedPass pass = computeCapturing(c, layer, run);
        return std::make_pair(pass.capture, pass.result.plan.segmentLength);
    };
    const auto [full, fullSegment] = captured(RunSettings{}, 3);
    QCOMPARE(fullSegment, c.depth);
    RunSettings tight;
    tight.maxMemoryBytes = std::max(planMemory(c, tight).minimumBytes + 1, limits::minMemory);
    const auto [recomputed, segment] = captured(tight, 3);
    QVERIFY(segment < c.depth);
    QVERIFY(recomputed.filled);
    for (auto part : {&LayerCapture::preActivation, &LayerCapture::activation, &LayerCapture::gradient}) {
        QCOMPARE((recomputed.*part).log10, (full.*part).log10);
        QVERIFY((recomputed.*part).m == (full.*part).m);
    }
}

// Zero init: every pre-activation is exactly 0, so a ReLU layer is dead on every unit and
// example (hand-computable: width of width, batch x width entries), and its activations all
// sit in the bin holding 0.
void TestHistogram::zeroInitReluIsAllDead()
{
    ModelConfig c;
    c.depth = 6;
    c.width = 16;
    c.batch = 8;
    c.init = Init::Zero;
    const LayerCapture capture = computeCapturing(c, 4).capture;
    const LayerHistograms h = layerHistograms(capture, c.activation);
    QCOMPARE(h.health.unitsAlways, 16);
    QCOMPARE(h.health.entriesHit, std::int64_t(8 * 16));
    QCOMPARE(h.health.unitFraction(), 1.0);
    const auto full = std::find(h.activation.counts.begin(), h.activation.counts.end(), std::int64_t(8 * 16));
    QVERIFY(full != h.activation.counts.end());
    const double binLow = h.activation.low + double(full - h.activation.counts.begin()) * h.activation.binWidth();
    QVERIFY(binLow <= 0 && binLow + h.activation.binWidth() > 0);
    QCOMPARE(h.gradient.zeros, std::int64_t(8 * 16)); // every gradient exactly 0 too
}

// A sigmoid's output near 0.5 is held as an offset plus a tiny deviation: binned at 0.5, with
// deviations of 10^-400 (which no double holds next to 0.5) not turning into NaN.
void TestHistogram::offsetTensorBinsItsValues()
{
    for (double scale : {-400.0, -20.0, -1.0}) {
        LayerTensor t = tensor({{1.5, -1.0}, {0.5, 1.9}}, scale);
        t.offset = 0.5;
        const Histogram h = linearHistogram(t, 10);
        QCOMPARE(h.unitLog10, 0.0);
        QCOMPARE(sum(h), std::int64_t(4));
        QVERIFY(std::isfinite(h.low) && std::isfinite(h.high));
        QVERIFY2(h.low <= 0.5 + std::min(0.0, -std::pow(10.0, scale))
                     && h.high >= 0.5 + 1.9 * std::pow(10.0, scale) - 1e-15,
                 qPrintable(QStringLiteral("%1 .. %2").arg(h.low).arg(h.high)));
        if (scale == -1.0) { // an ordinary spread: the two extremes in the end bins
            QVERIFY(std::abs(h.low - 0.4) < 1e-12);
            QVERIFY(std::abs(h.high - 0.69) < 1e-12);
            QCOMPARE(h.counts.front(), std::int64_t(1));
            QCOMPARE(h.counts.back(), std::int64_t(1));
        }
    }
}

// A layer whose gradient is exactly zero everywhere: every entry counted as an exact zero, the
// bins' edges still finite (nothing for a chart to choke on).
void TestHistogram::allZeroGradientIsCountedApart()
{
    LayerTensor zero = tensor({{0, 0, 0}, {0, 0, 0}});
    zero.log10 = -std::numeric_limits<double>::infinity();
    const Histogram h = magnitudeHistogram(zero, 8);
    QCOMPARE(h.zeros, std::int64_t(6));
    QCOMPARE(sum(h), std::int64_t(6));
    QVERIFY(std::isfinite(h.low) && std::isfinite(h.high));
    const Histogram some = magnitudeHistogram(tensor({{0, 1e-3}, {0, 10}}, -500), 5);
    QCOMPARE(some.zeros, std::int64_t(2));
    QVERIFY(std::abs(some.low + 503) < 1e-9);
    QVERIFY(std::abs(some.high + 499) < 1e-9);
    QCOMPARE(some.counts.front(), std::int64_t(1));
    QCOMPARE(some.counts.back(), std::int64_t(1));
}

// The linear bins' unit: 1 while the largest magnitude is within 10^-3..10^3 (ordinary numbers
// on the axis), else the largest magnitude's own decade.
void TestHistogram::unitIsOneWithinAThousandfold()
{
    const auto unitOf = [](double peakLog10) {
        return linearHistogram(tensor({{1.0, -0.5}, {0.25, 0.0}}, peakLog10), 10).unitLog10;
    };
    QCOMPARE(unitOf(3.0), 0.0);
    QCOMPARE(unitOf(-3.0), 0.0);
    QCOMPARE(unitOf(3.5), 3.0);
    QCOMPARE(unitOf(-3.5), -4.0);
    QCOMPARE(unitOf(40.2), 40.0);
}

// A tensor held as an offset plus a deviation (a sigmoid's 0.5): each entry's true value is
// offset + m 10^log10, with its own sign, and exactly zero where they cancel.
void TestHistogram::offsetEntriesBySignAndZero()
{
    // 0.5 + (-0.5, 0.5, -1): true values 0, 1 and -0.5.
    LayerTensor t = tensor({{-0.5, 0.5, -1.0}});
    t.offset = 0.5;
    const Histogram magnitudes = magnitudeHistogram(t, 10);
    QCOMPARE(magnitudes.zeros, std::int64_t(1)); // only the exact zero, not the 1
    const Histogram linear = linearHistogram(t, 3);
    QCOMPARE(linear.low, -0.5);
    QCOMPARE(linear.high, 1.0);
    QCOMPARE(linear.counts, (std::vector<std::int64_t>{1, 1, 1})); // -0.5, 0, 1
    // The deviation scaled by 10^log10 = 2 before its sign is read: 0.5 - 0.23 x 2 = 0.04 > 0.
    LayerTensor scaled = tensor({{-0.23, 0.25}}, std::log10(2.0));
    scaled.offset = 0.5;
    const Histogram positive = linearHistogram(scaled, 4);
    QVERIFY2(std::fabs(positive.low - 0.04) < 1e-12 && std::fabs(positive.high - 1.0) < 1e-12,
             qPrintable(QStringLiteral("%1 .. %2").arg(positive.low).arg(positive.high)));
    // No deviation at all (log10 = -inf): every entry is the offset.
    LayerTensor flat = tensor({{0.0, 0.0}}, -std::numeric_limits<double>::infinity());
    flat.offset = 0.5;
    const Histogram atOffset = magnitudeHistogram(flat, 4);
    QCOMPARE(atOffset.zeros, std::int64_t(0));
    QVERIFY(std::fabs(atOffset.low - (std::log10(0.5) - 0.5)) < 1e-12);
}

// One bin asked for, one bin given, every entry in it; none asked for, still one.
void TestHistogram::oneBinHoldsEverything()
{
    const LayerTensor t = tensor({{1.0, -0.5}, {0.25, 1.5}});
    QCOMPARE(linearHistogram(t, 1).counts, (std::vector<std::int64_t>{4}));
    QCOMPARE(linearHistogram(t, 0).counts, (std::vector<std::int64_t>{4}));
}

void TestHistogram::constantTensorGetsARange()
{
    // Every entry the same: the bins are widened around it by 0.5 each side (a millionth of the
    // value where that is more), so the one bar stands in the middle of a readable axis.
    LayerTensor t;
    t.m = Eigen::MatrixXd::Constant(2, 3, 1.25);
    t.log10 = std::log10(2.0); // true values 2.5
    const Histogram linear = linearHistogram(t, 40);
    QCOMPARE(linear.unitLog10, 0.0);
    QVERIFY(std::fabs(linear.low - 2.0) < 1e-12);
    QVERIFY(std::fabs(linear.high - 3.0) < 1e-12);
    QCOMPARE(linear.counts[20], std::int64_t(6));
    // Magnitudes: log10 2.5 = 0.398 with the same pad.
    const Histogram magnitudes = magnitudeHistogram(t, 40);
    QVERIFY(std::fabs(magnitudes.low - (std::log10(2.5) - 0.5)) < 1e-12);
    QVERIFY(std::fabs(magnitudes.high - (std::log10(2.5) + 0.5)) < 1e-12);
    // At 10^-800000 the millionth is 0.8 decades: the pad.
    t.log10 = -800000;
    t.m.setConstant(1.0);
    const Histogram deep = magnitudeHistogram(t, 40);
    QVERIFY(std::fabs(deep.low - (-800000 - 0.8)) < 1e-6);
    QVERIFY(std::fabs(deep.high - (-800000 + 0.8)) < 1e-6);
    QCOMPARE(deep.counts[20], std::int64_t(6));
}

QTEST_MAIN(TestHistogram)
#include "test_histogram.moc"
