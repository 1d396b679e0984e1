// The six lesson views' numbers, computed through the core functions the views call, against
// the lesson's worked examples (the main lesson's tables and the PyTorch sanity checks [b] to
// [f]). Every expected value below is the lesson's, not ours.
#include "core/lesson/chain.h"
#include "core/analysis/clipping.h"
#include "core/lesson/initrules.h"
#include "core/lesson/lessonviews.h"
#include "core/lesson/normbench.h"
#include "core/model/presets.h"
#include "core/engine/engine.h"
#include "core/lesson/residualscaling.h"

#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QtTest>

#include <cmath>

using namespace gradflow;

namespace {

// The lesson prints with Python's f"{x:.1e}" and round(x, n): compare the same way.
QString sci(double x, int digits) { return QString::asprintf("%.*e", digits, x); }
double rounded(double x, int digits) { return std::round(x * std::pow(10.0, digits)) / std::pow(10.0, digits); }

Eigen::MatrixXd rows(std::initializer_list<std::initializer_list<double>> r)
{
    Eigen::MatrixXd m(Eigen::Index(r.size()), Eigen::Index(r.begin()->size()));
    Eigen::Index i = 0;
    for (const auto &row : r) {
        Eigen::Index j = 0;
        for (double v : row)
            m(i, j++) = v;
        ++i;
    }
    return m;
}

void compareRounded(const Eigen::MatrixXd &got, const Eigen::MatrixXd &lesson, int digits)
{
    QCOMPARE(got.rows(), lesson.rows());
    QCOMPARE(got.cols(), lesson.cols());
    for (Eigen::Index i = 0; i < got.rows(); ++i)
        for (Eigen::Index j = 0; j < got.cols(); ++j)
            QCOMPARE(rounded(got(i, j), digits), lesson(i, j));
}

} // namespace

class TestLessonViews : public QObject
{
    Q_OBJECT

private slots:
    void chainTable();
    void chainSeriesOverLength();
    void residualChain();
    void layerAndRmsNormOfOneRow();
    void batchNormWorkedExample();
    void batchNormDependsOnBatchMates();
    void layerNormIgnoresShiftRmsNormDoesNot();
    void batchNormTrainAgainstEval();
    void initFormulas();
    void secondMomentAfterLinearRelu();
    void clippingStandIn();
    void clippingBeyondDoubleRange();
    void clippingMainViewNetwork();
    void residualScalingGpt2();
    void settingsAndNames();
    void normsViewJson();
    void viewMemoryRefusedUpFront();
};

void TestLessonViews::chainTable()
{
    // The lesson's table: ten units, each at its steepest point.
    QCOMPARE(sci(chainGradient(10, Activation::Sigmoid, 1.0), 1), QStringLiteral("9.5e-07"));
    QCOMPARE(chainGradient(10, Activation::Linear, 1.0), 1.0);
    QCOMPARE(rounded(chainGradient(10, Activation::Linear, 1.5), 1), 57.7);
}

void TestLessonViews::chainSeriesOverLength()
{
    // The view's line: after unit k the gradient is slope^k (0.25 for sigmoid at z = 0).
    const auto series = chainLog10Series(50, Activation::Sigmoid, 1.0);
    QCOMPARE(series.size(), size_t(50));
    QCOMPARE(sci(std::pow(10.0, series[9]), 1), QStringLiteral("9.5e-07"));
    QVERIFY(std::fabs(series[49] - 50 * std::log10(0.25)) < 1e-9);
    const auto linear = chainLog10Series(10, Activation::Linear, 1.5);
    QCOMPARE(rounded(std::pow(10.0, linear.back()), 1), 57.7);
    QVERIFY(std::fabs(linear.front() - std::log10(1.5)) < 1e-12);
}

void TestLessonViews::residualChain()
{
    QCOMPARE(sci(residualChainGradient(10, 0.025, false), 1), QStringLiteral("9.5e-17"));
    QCOMPARE(rounded(residualChainGradient(10, 0.025, true), 2), 1.28);
    const auto plain = residualChainLog10Series(10, 0.025, false);
    const auto residual = residualChainLog10Series(10, 0.025, true);
    QCOMPARE(sci(std::pow(10.0, plain.back()), 1), QStringLiteral("9.5e-17"));
    QCOMPARE(rounded(std::pow(10.0, residual.back()), 2), 1.28);
    // "falls 40x per block": one block of the plain chain is a factor 0.025.
    QVERIFY(std::fabs(plain[1] - plain[0] - std::log10(0.025)) < 1e-12);
}

void TestLessonViews::layerAndRmsNormOfOneRow()
{
    const Eigen::MatrixXd row = rows({{1, 2, 3, 4}});
    const NormStats ln = layerNormStats(row);
    QCOMPARE(ln.mean(0), 2.5);
    QCOMPARE(rounded(ln.scale(0), 3), 1.118); // sqrt(1.25 + eps)
    compareRounded(ln.output, rows({{-1.342, -0.447, 0.447, 1.342}}), 3);
    const NormStats rms = rmsNormStats(row);
    QCOMPARE(rounded(rms.scale(0), 3), 2.739);
    QCOMPARE(rms.mean(0), 0.0);
    compareRounded(rms.output, rows({{0.365, 0.730, 1.095, 1.461}}), 3);
    // The bench's default batch has the lesson's row as example 1.
    compareRounded(layerNormStats(LessonSettings::defaultBatch()).output.topRows(1),
                   rows({{-1.342, -0.447, 0.447, 1.342}}), 3);
}

void TestLessonViews::batchNormWorkedExample()
{
    const NormStats bn = batchNormStats(rows({{1, 2}, {3, 6}}));
    QCOMPARE(bn.mean(0), 2.0);
    QCOMPARE(bn.mean(1), 4.0);
    QCOMPARE(rounded(bn.scale(0), 3), 1.0);
    QCOMPARE(rounded(bn.scale(1), 3), 2.0);
    compareRounded(bn.output, rows({{-1, -1}, {1, 1}}), 3);
}

void TestLessonViews::batchNormDependsOnBatchMates()
{
    QCOMPARE(rounded(batchNormStats(rows({{1}, {3}, {5}})).output(0, 0), 2), -1.22);
    QCOMPARE(rounded(batchNormStats(rows({{1}, {3}, {11}})).output(0, 0), 2), -0.93);
    // The bench's default batch: column 1 is (1, 3, 5).
    QCOMPARE(rounded(batchNormStats(LessonSettings::defaultBatch()).output(0, 0), 2), -1.22);
    // LayerNorm of the same example does not change with its batch-mates.
    Eigen::MatrixXd other = LessonSettings::defaultBatch();
    other(2, 0) = 11;
    QCOMPARE(layerNormStats(other).output.row(0), layerNormStats(LessonSettings::defaultBatch()).output.row(0));
}

void TestLessonViews::layerNormIgnoresShiftRmsNormDoesNot()
{
    // Sanity check [b]: shift every feature by 5; LayerNorm's change < 1e-4, RMSNorm's > 1e-2.
    const Eigen::MatrixXd x = LessonSettings::defaultBatch();
    QVERIFY(layerNormShiftChange(x, 5.0) < 1e-4);
    QVERIFY(rmsNormShiftChange(x, 5.0) > 1e-2);
}

void TestLessonViews::batchNormTrainAgainstEval()
{
    // Sanity check [c]: training mode normalizes by the batch (per-feature mean ~0), moves the
    // running mean away from 0, and evaluation mode with the running statistics differs.
    Eigen::MatrixXd x = LessonSettings::defaultBatch().array() * 3 + 7;
    const Eigen::MatrixXd train = batchNormStats(x).output;
    QVERIFY(train.colwise().mean().cwiseAbs().maxCoeff() < 1e-4);
    const RunningStats running = batchNormRunningAfter(x, 1, 0.1);
    QVERIFY(running.mean.cwiseAbs().mean() > 0);
    QCOMPARE(running.mean(0), 0.1 * 3 * 3 + 0.1 * 7); // momentum 0.1 of the batch mean (3*3 + 7)
    QVERIFY((batchNormEval(x, running) - train).cwiseAbs().maxCoeff() > 1e-2);
    // Running variance uses the unbiased estimate: column 1 of 3x(1,3,5)+7 has variance 36.
    QVERIFY(std::fabs(running.var(0) - (0.9 * 1 + 0.1 * 36)) < 1e-12);
}

void TestLessonViews::initFormulas()
{
    QCOMPARE(rounded(heStd(50), 3), 0.2);
    QCOMPARE(rounded(heStd(50) * heStd(50), 6), 0.04);
    QCOMPARE(rounded(xavierStd(100, 100), 3), 0.1);
}

void TestLessonViews::secondMomentAfterLinearRelu()
{
    // Sanity check [e]: fan-in = fan-out = 512, 4096 samples; He ~1, Xavier-for-ReLU ~0.5, each
    // within 0.1.
    const double he = gradflow::secondMomentAfterLinearRelu(512, 512, 4096, heStd(512), 0);
    const double xavier = gradflow::secondMomentAfterLinearRelu(512, 512, 4096, xavierStd(512, 512), 0);
    qInfo("E[y^2]: He %.4f, Xavier %.4f", he, xavier);
    QVERIFY(std::fabs(he - 1.0) < 0.1);
    QVERIFY(std::fabs(xavier - 0.5) < 0.1);
}

void TestLessonViews::clippingStandIn()
{
    const std::vector<double> g = {4.8e46, 6.4e46};
    const ClipOutcome c = clipByGlobalNorm({std::log10(4.8e46), std::log10(6.4e46)}, 1.0);
    QCOMPARE(sci(std::pow(10.0, c.log10Norm), 0), QStringLiteral("8e+46"));
    QCOMPARE(sci(std::pow(10.0, c.log10Scale), 0), QStringLiteral("1e-47"));
    QCOMPARE(rounded(std::pow(10.0, c.log10ClippedNorm), 6), 1.0);
    QVERIFY(c.clipped);
    const std::vector<double> clipped = clipVector(g, 1.0);
    QCOMPARE(rounded(clipped[0], 6), 0.6); // same direction: (0.6, 0.8)
    QCOMPARE(rounded(clipped[1], 6), 0.8);
    QCOMPARE(rounded(std::hypot(clipped[0], clipped[1]), 6), 1.0);
    // Below the limit nothing changes.
    const ClipOutcome small = clipByGlobalNorm({std::log10(0.3), std::log10(0.4)}, 1.0);
    QVERIFY(!small.clipped);
    QCOMPARE(small.log10Scale, 0.0);
}

void TestLessonViews::clippingBeyondDoubleRange()
{
    const ClipOutcome c = clipByGlobalNorm({400.0, 399.0, -5000.0}, 1.0);
    QVERIFY(std::fabs(c.log10ClippedNorm) < 1e-12);
    QVERIFY(std::fabs(c.cosine - 1.0) < 1e-12);
    for (size_t i = 0; i < c.sharesBefore.size(); ++i)
        QVERIFY(std::fabs(c.sharesBefore[i] - c.sharesAfter[i]) < 1e-12);
}

void TestLessonViews::clippingMainViewNetwork()
{
    // The lesson's exploding network (ReLU, std 1, 30 layers): ||g|| ~ 8e46 (test_lesson checks
    // the magnitude over seeds); clipped at 1, the length is exactly 1 and every layer keeps its share.
    Engine engine;
    const Result r = engine.compute(findPreset("relu-large")->config);
    const ClipOutcome c = clipByGlobalNorm(weightGradientParts(r), 1.0);
    QVERIFY(std::fabs(c.log10Norm - r.log10GlobalWeightGradNorm) < 1e-9);
    QVERIFY(c.log10Norm > 45 && c.log10Norm < 48);
    QVERIFY(std::fabs(c.log10ClippedNorm) < 1e-12);
    QVERIFY(std::fabs(c.cosine - 1.0) < 1e-12);
    QCOMPARE(c.log10PartsAfter.size(), size_t(30));
    for (size_t i = 0; i < c.sharesBefore.size(); ++i)
        QVERIFY(std::fabs(c.sharesBefore[i] - c.sharesAfter[i]) < 1e-12);
}

void TestLessonViews::residualScalingGpt2()
{
    // Sanity check [f]: 50 layers, 100 writes: unscaled ~ 1 + 2N = 101x, scaled ~ 2x.
    const ResidualGrowth g = residualStreamGrowth(50, 512, 256, 0);
    QCOMPARE(g.plain.size(), size_t(101));
    qInfo("growth: unscaled %.2f, scaled %.3f", g.plain.back(), g.scaled.back());
    QVERIFY(std::fabs(g.plain.back() - 101) < 0.05 * 101);
    QVERIFY(std::fabs(g.scaled.back() - 2) < 0.05 * 2);
    QVERIFY(g.plain.back() > 10 * g.scaled.back());
    QCOMPARE(g.plainTheory.back(), 101.0);
    QCOMPARE(g.scaledTheory.back(), 2.0);
}

void TestLessonViews::settingsAndNames()
{
    QVERIFY(parseLessonView("residual-scaling") == LessonView::ResidualScaling);
    QVERIFY_THROWS_EXCEPTION(std::invalid_argument, parseLessonView("chains"));
    LessonSettings s;
    applyLessonSetting(LessonView::Chain, "length", "20", s);
    QCOMPARE(s.chainLength, 20);
    QVERIFY_THROWS_EXCEPTION(std::invalid_argument, applyLessonSetting(LessonView::Chain, "length", "51", s));
    QVERIFY_THROWS_EXCEPTION(std::invalid_argument, applyLessonSetting(LessonView::Chain, "colour", "1", s));
    applyLessonSetting(LessonView::Norms, "batch", "1,3; 3,4; 11,5", s);
    QCOMPARE(s.batch.rows(), Eigen::Index(3));
    QCOMPARE(s.batch(2, 0), 11.0);
    QVERIFY_THROWS_EXCEPTION(std::invalid_argument, applyLessonSetting(LessonView::Norms, "batch", "1,2; 3", s));
    QCOMPARE(parseBatch(batchText(s.batch)), s.batch);
}

namespace {

QJsonObject viewJson(LessonView view, const LessonSettings &s)
{
    const std::string text = lessonViewJson(view, s, ModelConfig{}, RunSettings{});
    return QJsonDocument::fromJson(QByteArray::fromStdString(text)).object();
}

} // namespace

void TestLessonViews::normsViewJson()
{
    // --view norms: the batch as rows of numbers, each norm's statistics under its own names
    // (BatchNorm and LayerNorm centre: mean and std; RMSNorm does not: rms only).
    const QJsonObject j = viewJson(LessonView::Norms, LessonSettings{});
    const QJsonArray batch = j["batch"].toArray();
    QCOMPARE(batch.size(), 3);
    const double expected[3][4] = {{1, 2, 3, 4}, {3, 6, 1, 0}, {5, 1, 2, 2}};
    for (int r = 0; r < 3; ++r) {
        QCOMPARE(batch[r].toArray().size(), 4);
        for (int c = 0; c < 4; ++c)
            QCOMPARE(batch[r].toArray()[c].toDouble(), expected[r][c]);
    }
    const QJsonObject bn = j["batch_norm"].toObject(), ln = j["layer_norm"].toObject(), rms = j["rms_norm"].toObject();
    // Column means (1 + 3 + 5) / 3 = 3, (2 + 6 + 1) / 3 = 3, 2, 2; every row's mean is 2.5.
    QCOMPARE(bn["mean"].toArray().toVariantList(), QVariantList({3.0, 3.0, 2.0, 2.0}));
    QCOMPARE(ln["mean"].toArray().toVariantList(), QVariantList({2.5, 2.5, 2.5}));
    QVERIFY(bn.contains("std") && ln.contains("std") && !bn.contains("rms"));
    QVERIFY(!rms.contains("mean") && !rms.contains("std"));
    QCOMPARE(rms["rms"].toArray().size(), 3);
    QCOMPARE(rounded(rms["rms"].toArray()[0].toDouble(), 3), 2.739); // sqrt(30 / 4)
    // The lesson's batch-mates example: 1 in (1, 3, 5) normalizes to -1.22.
    const QJsonArray bnOut = bn["output"].toArray();
    QCOMPARE(bnOut.size(), 3);
    QCOMPARE(bnOut[0].toArray().size(), 4);
    QCOMPARE(rounded(bnOut[0].toArray()[0].toDouble(), 2), -1.22);
    QCOMPARE(rounded(rms["output"].toArray()[0].toArray()[3].toDouble(), 3), 1.461);
}

void TestLessonViews::viewMemoryRefusedUpFront()
{
    // The Init view holds x (256 x 64), W (64 x 32) and y (256 x 32): 8 (16384 + 2048 + 8192)
    // = 212992 bytes.
    LessonSettings s;
    s.fanIn = 64;
    s.fanOut = 32;
    s.samples = 256;
    QCOMPARE(lessonViewBytes(LessonView::Init, s), std::int64_t(212992));
    RunSettings run;
    run.maxMemoryBytes = 212992;
    planLessonViewMemory(LessonView::Init, s, ModelConfig{}, run); // exactly at the limit: allowed
    run.maxMemoryBytes = 212991;
    try {
        planLessonViewMemory(LessonView::Init, s, ModelConfig{}, run);
        QFAIL("an Init view over the limit was not refused");
    } catch (const MemoryLimitError &e) {
        QCOMPARE(e.neededBytes, std::int64_t(212992));
        QCOMPARE(e.limitBytes, std::int64_t(212991));
        QVERIFY2(std::string(e.what()).find("fan-in 64, fan-out 32, samples 256") != std::string::npos, e.what());
    }
    // The view's numbers are refused before anything is drawn, not computed anyway.
    QVERIFY_THROWS_EXCEPTION(MemoryLimitError, lessonViewJson(LessonView::Init, s, ModelConfig{}, run));
    // The Clipping view shows the main view's network: that network's own plan is what is refused.
    ModelConfig large;
    large.depth = 1000;
    large.width = 2048;
    large.batch = 1024;
    QVERIFY_THROWS_EXCEPTION(MemoryLimitError, planLessonViewMemory(LessonView::Clipping, s, large, run));
    // Residual scaling: the plain and scaled streams and one update, 3 x 8 x 512 x 256 bytes.
    s.streamSamples = 512;
    s.streamWidth = 256;
    QCOMPARE(lessonViewBytes(LessonView::ResidualScaling, s), std::int64_t(3145728));
    run.maxMemoryBytes = 3145727;
    QVERIFY_THROWS_EXCEPTION(MemoryLimitError, lessonViewJson(LessonView::ResidualScaling, s, ModelConfig{}, run));
    // The small views need nothing of their own.
    QCOMPARE(lessonViewBytes(LessonView::Chain, s), std::int64_t(0));
    run.maxMemoryBytes = 1;
    QVERIFY(lessonViewJson(LessonView::Chain, s, ModelConfig{}, run).find("lesson_table") != std::string::npos);
}

QTEST_APPLESS_MAIN(TestLessonViews)
#include "test_lessonviews.moc"
