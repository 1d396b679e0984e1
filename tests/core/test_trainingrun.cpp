// The training run (core/training/): its gradients, its updates and what a real run does at the
// lesson's settings, each against numbers worked out independently of the code under test.
#include "core/engine/engine.h"
#include "core/engine/kernels/products.h"
#include "core/engine/kernels/secondcore.h"
#include "core/report/trainreport.h"
#include "core/training/trainer.h"
#include "core/training/trainingrun.h"

#include <QtTest>

#include <cmath>
#include <limits>

using namespace gradflow;

namespace {

ModelConfig smallNetwork(Activation activation, Init init = Init::Xavier)
{
    ModelConfig c;
    c.depth = 3;
    c.width = 5;
    c.batch = 4;
    c.activation = activation;
    c.init = init;
    c.seed = 11;
    return c;
}

double lossAt(const ModelConfig &c, const Parameters<double> &p, const Task<double> &task)
{
    PlainNetwork<double> net(c, nullptr);
    std::optional<Divergence> d;
    return *net.forward(p, task, d);
}

// d loss / d entry by central differences; the step is scaled to the entry.
double finiteDifference(const ModelConfig &c, Parameters<double> p, const Task<double> &task, size_t tensor,
                        Eigen::Index row, Eigen::Index col, bool bias)
{
    double &entry = bias ? p.biases[tensor](col) : p.weights[tensor](row, col);
    const double h = 1e-6 * std::max(1.0, std::fabs(entry)), start = entry;
    entry = start + h;
    const double up = lossAt(c, p, task);
    entry = start - h;
    const double down = lossAt(c, p, task);
    return (up - down) / (2 * h);
}

TrainSettings sgd(double lr, int steps)
{
    TrainSettings s;
    s.learningRate = lr;
    s.steps = steps;
    return s;
}

ModelConfig lessonNetwork(Activation activation, Init init)
{
    ModelConfig c; // depth 30, width 64, batch 32
    c.activation = activation;
    c.init = init;
    return c;
}

} // namespace

class TestTrainingRun : public QObject
{
    Q_OBJECT

private slots:
    void oneStepIsMinusLrTimesTheGradient_data();
    void oneStepIsMinusLrTimesTheGradient();
    void lossFalls_data();
    void lossFalls();
    void sigmoidEarlyLayersNeverLearn();
    void heLayersLearnAlike();
    void largeStdDivergesWithStepAndLayer();
    void clippedUpdatesStayWithinLrTimesLimit();
    void sameWithOneAndTwoThreads();
    void weightGradientOverflowIsNamedOnEitherCore();
    void lessonSizeTimesItsStepsOnOneCoreToo();
    void updatesBelowRoundingAreKeptApart();
    void recordedStepsAreLogSpaced();
    void zeroWeightsHaveNoRatio_data();
    void zeroWeightsHaveNoRatio();
    void firstStepPredictionFitsTheOptimizer_data();
    void firstStepPredictionFitsTheOptimizer();
    void lostIsUnderTheRoundingLine();
    void zeroVarianceIsNamed_data();
    void zeroVarianceIsNamed();
};

void TestTrainingRun::oneStepIsMinusLrTimesTheGradient_data()
{
    QTest::addColumn<ModelConfig>("config");
    auto add = [](const char *name, ModelConfig c) { QTest::newRow(name) << c; };
    add("tanh", smallNetwork(Activation::Tanh));
    ModelConfig biased = smallNetwork(Activation::Relu, Init::TorchDefault);
    biased.head = true;
    add("relu, biases, head", biased);
    for (size_t i = 0; i < kActivationCount; ++i) { // every other activation, a new one too
        const Activation a = Activation(i);
        if (a != Activation::Tanh && a != Activation::Relu)
            add(activationNames()[i].c_str(), smallNetwork(a));
    }
    for (Norm n : {Norm::Layer, Norm::Rms, Norm::Batch}) {
        for (NormPlace place : {NormPlace::Pre, NormPlace::Post}) {
            ModelConfig c = smallNetwork(Activation::Tanh);
            c.norm = n;
            c.normPlace = place;
            c.residual = true;
            c.residualScale = 0.5;
            const std::string name = toString(n) + " " + toString(place) + " residual";
            QTest::newRow(name.c_str()) << c;
        }
    }
    ModelConfig sum = smallNetwork(Activation::Tanh);
    sum.loss = Loss::Sum;
    add("sum loss", sum);
    ModelConfig mean = smallNetwork(Activation::Tanh);
    mean.loss = Loss::Mean;
    add("mean loss", mean);
}

// After one SGD step every parameter has moved by -lr times the loss's derivative, the latter
// measured by finite differences of the loss alone.
void TestTrainingRun::oneStepIsMinusLrTimesTheGradient()
{
    QFETCH(ModelConfig, config);
    const TrainSettings s = sgd(0.1, 1);
    TrainingRun<double> run(config, s, {});
    const Parameters<double> start = run.parameters();
    run.step(1);
    QVERIFY(!run.result().divergence);
    for (size_t t = 0; t < start.weights.size(); ++t) {
        for (Eigen::Index i = 0; i < config.width; i += 2) {
            for (Eigen::Index j = 0; j < config.width; j += 3) {
                const double expected = -s.learningRate * finiteDifference(config, start, run.task(), t, i, j, false);
                const double moved = run.change().weights[t](i, j);
                QVERIFY2(std::fabs(moved - expected) <= 1e-6 * std::fabs(expected) + 1e-10,
                         qPrintable(QString("tensor %1 (%2, %3): moved %4, expected %5")
                                        .arg(t)
                                        .arg(i)
                                        .arg(j)
                                        .arg(moved)
                                        .arg(expected)));
                QCOMPARE(run.parameters().weights[t](i, j), start.weights[t](i, j) + moved);
            }
        }
        if (!start.biases.empty()) {
            const double expected = -s.learningRate * finiteDifference(config, start, run.task(), t, 0, 1, true);
            QVERIFY(std::fabs(run.change().biases[t](1) - expected) <= 1e-6 * std::fabs(expected) + 1e-10);
        }
    }
}

void TestTrainingRun::lossFalls_data()
{
    QTest::addColumn<ModelConfig>("config");
    QTest::addColumn<double>("lr");
    QTest::addColumn<double>("fraction"); // measured: 0.65 and 0.19 of the first loss after 300 steps
    QTest::newRow("relu he") << lessonNetwork(Activation::Relu, Init::He) << 0.01 << 0.7;
    ModelConfig preLn = lessonNetwork(Activation::Relu, Init::He);
    preLn.residual = true;
    preLn.norm = Norm::Layer;
    preLn.normPlace = NormPlace::Pre;
    preLn.residualRule = ResidualScaleRule::InvSqrt2Depth;
    QTest::newRow("pre-LN residual") << preLn << 0.01 << 0.3;
}

void TestTrainingRun::lossFalls()
{
    QFETCH(ModelConfig, config);
    QFETCH(double, lr);
    const TrainResult r = train(config, RunSettings{}, sgd(lr, 300));
    QVERIFY(!r.divergence);
    qInfo("loss %g -> %g", r.loss.front(), *r.finalLoss);
    QFETCH(double, fraction);
    QVERIFY(*r.finalLoss < fraction * r.loss.front());
}

void TestTrainingRun::sigmoidEarlyLayersNeverLearn()
{
    const TrainResult r = train(lessonNetwork(Activation::Sigmoid, Init::Xavier), RunSettings{}, sgd(0.1, 100));
    QVERIFY(!r.divergence);
    const LayerSnapshot &last = r.snapshots.back();
    const double gap = last.log10RelativeChange.back() - last.log10RelativeChange.front();
    qInfo("sigmoid 30: layer 30 over layer 1 after 100 steps: 10^%.2f", gap);
    QVERIFY(gap > 12.0);
}

void TestTrainingRun::heLayersLearnAlike()
{
    const TrainResult r = train(lessonNetwork(Activation::Relu, Init::He), RunSettings{}, sgd(0.01, 100));
    QVERIFY(!r.divergence);
    const LayerSnapshot &last = r.snapshots.back();
    const double gap = std::fabs(last.log10RelativeChange.back() - last.log10RelativeChange.front());
    qInfo("relu he 30: |log10 layer 30 / layer 1| after 100 steps: %.2f", gap);
    QVERIFY(gap < 1.0);
}

void TestTrainingRun::largeStdDivergesWithStepAndLayer()
{
    ModelConfig c = lessonNetwork(Activation::Relu, Init::CustomStd);
    c.initStd = 1.0;
    const TrainResult r = train(c, RunSettings{}, sgd(0.01, 100));
    QVERIFY(r.divergence);
    qInfo("%s", describe(*r.divergence, c.depth).c_str());
    QVERIFY(r.divergence->step >= 1 && r.divergence->step <= 5);
    QVERIFY(r.divergence->layer >= 0 && r.divergence->layer <= c.depth + 1);
    QCOMPARE(r.stepsDone, r.divergence->step - (r.divergence->stage == Divergence::Stage::Update ? 0 : 1));
    for (double loss : r.loss)
        QVERIFY(std::isfinite(loss));
}

// With clipping at `limit`, SGD's update of all parameters together is at most lr * limit,
// measured on the parameters themselves before and after each step.
void TestTrainingRun::clippedUpdatesStayWithinLrTimesLimit()
{
    ModelConfig c = lessonNetwork(Activation::Relu, Init::TorchDefault);
    c.depth = 10;
    TrainSettings s = sgd(0.5, 20);
    s.clipLimit = 0.05;
    TrainingRun<double> run(c, s, {});
    int fired = 0;
    for (int t = 1; t <= s.steps; ++t) {
        const Parameters<double> before = run.parameters();
        run.step(t);
        QVERIFY(!run.result().divergence);
        double squares = 0;
        for (size_t i = 0; i < before.weights.size(); ++i) {
            squares += (run.parameters().weights[i] - before.weights[i]).squaredNorm();
            squares += (run.parameters().biases[i] - before.biases[i]).squaredNorm();
        }
        QVERIFY2(std::sqrt(squares) <= s.learningRate * s.clipLimit * (1 + 1e-9),
                 qPrintable(QString("step %1: %2").arg(t).arg(std::sqrt(squares))));
        fired += run.result().clipFactor.back() < 1.0;
    }
    QCOMPARE(fired, s.steps);
}

void TestTrainingRun::sameWithOneAndTwoThreads()
{
    ModelConfig c = lessonNetwork(Activation::Tanh, Init::Xavier);
    c.depth = 3;
    c.width = 512;
    c.batch = 256;
    TrainSettings s = sgd(0.01, 3);
    s.optimizer = Optimizer::Adam;
    const int threads = products::threads();
    products::setThreads(1);
    const TrainResult one = train(c, RunSettings{}, s);
    products::setThreads(2);
    const TrainResult two = train(c, RunSettings{}, s);
    products::setThreads(threads);
    QCOMPARE(one.loss, two.loss);
    QCOMPARE(*one.finalLoss, *two.finalLoss);
    QCOMPARE(one.snapshots.back().log10RelativeChange, two.snapshots.back().log10RelativeChange);
    ModelConfig other = c;
    other.seed = 1;
    QVERIFY(train(other, RunSettings{}, s).loss != one.loss);
}

// The first layer's weight gradient overflows while every value of the forward pass and every
// input gradient stays finite: one input column holds the largest double and the first weight
// matrix's row for it is zero. The backward pass names the layer and its stage, whether the helper
// formed the weight gradients (the lesson's size) or this thread did.
void TestTrainingRun::weightGradientOverflowIsNamedOnEitherCore()
{
    const ModelConfig c = lessonNetwork(Activation::Relu, Init::He);
    Task<double> task = makeTask<double>(c.width, c.batch);
    task.input.col(3).setConstant(std::numeric_limits<double>::max());
    Parameters<double> p = initialParameters<double>(c);
    p.weights[0].row(3).setZero();
    const int threads = products::threads();
    products::setThreads(2);
    QVERIFY(weightGradientsOnHelper(c));
    for (const auto handoffs : {SecondCoreThread::Handoffs::AlwaysHelper, SecondCoreThread::Handoffs::NeverHelper}) {
        SecondCoreThread::setHandoffs(handoffs);
        SecondCoreThread helper;
        for (products::SecondCore *second :
             {static_cast<products::SecondCore *>(&helper), static_cast<products::SecondCore *>(nullptr)}) {
            PlainNetwork<double> net(c, second);
            Parameters<double> grads;
            std::optional<Divergence> d;
            QVERIFY(net.forward(p, task, d));
            QVERIFY(!d);
            net.backward(p, task, grads, d, {});
            QVERIFY(d);
            QCOMPARE(d->layer, 1);
            QCOMPARE(int(d->stage), int(Divergence::Stage::Backward));
        }
    }
    SecondCoreThread::setHandoffs(SecondCoreThread::Handoffs::Adaptive);
    products::setThreads(threads);
}

// At the lesson's size on two threads a run times steps both ways (CoreChoice's probes), those on
// one core handing the helper nothing, and keeps the bits of one thread; a process-wide setting
// (tests, benchmarks) leaves it no choice.
void TestTrainingRun::lessonSizeTimesItsStepsOnOneCoreToo()
{
    ModelConfig c = lessonNetwork(Activation::Relu, Init::He);
    c.depth = 12; // a shape of its own: the thread's choice starts afresh
    const TrainSettings s = sgd(0.01, 40);
    const int threads = products::threads();
    products::setThreads(1);
    const TrainResult one = train(c, RunSettings{}, s);
    products::setThreads(2);
    QVERIFY(weightGradientsOnHelper(c));
    SecondCoreThread::setHandoffs(SecondCoreThread::Handoffs::AlwaysHelper);
    std::int64_t pushed = SecondCoreThread::jobsPushed();
    TrainingRun<double> forced(c, s, {});
    const TrainResult forcedResult = forced.run();
    const std::int64_t pushedForced = SecondCoreThread::jobsPushed() - pushed;
    QVERIFY(forced.coreChoice());
    QCOMPARE(forced.coreChoice()->timedSteps(true) + forced.coreChoice()->timedSteps(false), 0);
    SecondCoreThread::setHandoffs(SecondCoreThread::Handoffs::Adaptive);
    pushed = SecondCoreThread::jobsPushed();
    TrainingRun<double> chosen(c, s, {});
    const TrainResult chosenResult = chosen.run();
    const std::int64_t pushedChosen = SecondCoreThread::jobsPushed() - pushed;
    products::setThreads(threads);
    QVERIFY(chosen.coreChoice()->timedSteps(false) >= CoreChoice::kProbesEach);
    QVERIFY(chosen.coreChoice()->timedSteps(true) >= CoreChoice::kProbesEach);
    QCOMPARE(chosen.coreChoice()->timedSteps(true) + chosen.coreChoice()->timedSteps(false), s.steps - 1);
    // The steps on one core hand the helper nothing: they run as one thread does.
    QVERIFY(pushedForced > 0);
    QVERIFY2(pushedChosen < pushedForced, qPrintable(QStringLiteral("%1 / %2").arg(pushedChosen).arg(pushedForced)));
    QCOMPARE(chosenResult.loss, one.loss);
    QCOMPARE(forcedResult.loss, one.loss);
    QCOMPARE(*chosenResult.finalLoss, *one.finalLoss);
}

// A 30-layer sigmoid network in float: the first layer's updates are far below its weights'
// rounding, so the weights stay as they were, but the change kept apart still measures them.
void TestTrainingRun::updatesBelowRoundingAreKeptApart()
{
    ModelConfig c = lessonNetwork(Activation::Sigmoid, Init::Xavier);
    c.precision = Precision::Float;
    const TrainResult r = train(c, RunSettings{}, sgd(0.1, 10));
    QVERIFY(!r.divergence);
    const LayerSnapshot &last = r.snapshots.back();
    QVERIFY(last.lost.front());
    QVERIFY(!last.lost.back());
    QVERIFY(std::isfinite(last.log10RelativeChange.front()));
    qInfo("float sigmoid 30: first layer's relative change 10^%.2f", last.log10RelativeChange.front());
    QVERIFY(last.log10RelativeChange.front() < r.log10UnitRoundoff);
}

void TestTrainingRun::recordedStepsAreLogSpaced()
{
    const std::vector<int> grid = recordedSteps(5000);
    QCOMPARE(grid.front(), 1);
    QCOMPARE(grid.back(), 5000);
    QCOMPARE(grid[9], 10);
    QVERIFY(grid.size() < 60);
    QVERIFY(std::is_sorted(grid.begin(), grid.end()));
    QCOMPARE(recordedSteps(1), std::vector<int>{1});
}

void TestTrainingRun::zeroWeightsHaveNoRatio_data()
{
    QTest::addColumn<Activation>("activation");
    QTest::addColumn<Precision>("precision");
    QTest::newRow("tanh: nothing moves") << Activation::Tanh << Precision::Double;
    QTest::newRow("sigmoid: the last layer moves") << Activation::Sigmoid << Precision::Double;
    QTest::newRow("sigmoid, float") << Activation::Sigmoid << Precision::Float;
}

// Zero weights: a ratio to ||W_0|| = 0 is never 0 / 0. Where nothing moved it is an exact zero;
// where the weights moved from zero there is no ratio, and the files say so without "nan".
void TestTrainingRun::zeroWeightsHaveNoRatio()
{
    QFETCH(Activation, activation);
    QFETCH(Precision, precision);
    ModelConfig c = smallNetwork(activation, Init::Zero);
    c.depth = 2;
    c.precision = precision;
    const TrainResult r = train(c, RunSettings{}, sgd(0.1, 2));
    QVERIFY(!r.divergence);
    const LayerSnapshot &first = r.snapshots.front();
    // Layer 1's gradient is zero (it meets W_2 = 0 on the way back): it stays exactly at zero.
    QCOMPARE(first.log10RelativeChange.front(), -HUGE_VAL);
    QCOMPARE(r.log10FirstStepPrediction.front(), -HUGE_VAL);
    QVERIFY(!first.lost.front());
    const bool moves = activation == Activation::Sigmoid; // sigmoid(0) = 0.5 feeds the last layer
    QCOMPARE(std::isnan(first.log10RelativeChange.back()), moves);
    QCOMPARE(std::isnan(r.log10FirstStepPrediction.back()), moves);
    QVERIFY(!first.lost.back());
    if (moves)
        QCOMPARE(first.log10UpdateRatio.back(), 0.0); // W_1 is the update itself
    for (const std::string &file : {trainResultToJson(r, RunSettings{}), trainResultToCsv(r)}) {
        QVERIFY2(file.find("nan") == std::string::npos, file.c_str());
        QVERIFY2(file.find("inf\"") == std::string::npos && file.find(",inf") == std::string::npos, file.c_str());
    }
    if (moves)
        QVERIFY(trainResultToCsv(r).find("log10_relative_change,1,2,\n") != std::string::npos);
}

void TestTrainingRun::firstStepPredictionFitsTheOptimizer_data()
{
    QTest::addColumn<Optimizer>("optimizer");
    QTest::addColumn<Precision>("precision");
    QTest::addColumn<double>("clip");
    for (Optimizer o : {Optimizer::Sgd, Optimizer::Momentum, Optimizer::Adam}) {
        for (Precision p : {Precision::Double, Precision::Float}) {
            const std::string name = toString(o) + " " + toString(p);
            QTest::newRow(name.c_str()) << o << p << 0.0;
        }
    }
    QTest::newRow("adam clipped") << Optimizer::Adam << Precision::Double << 1e-9;
}

// The dashed "predicted" line is the first step each optimizer takes: Adam's near lr per entry
// whatever the gradient (the sigmoid network's first layer, 18 decades of gradient down, moves
// about as far as its last), SGD's in proportion to the gradient.
void TestTrainingRun::firstStepPredictionFitsTheOptimizer()
{
    QFETCH(Optimizer, optimizer);
    QFETCH(Precision, precision);
    QFETCH(double, clip);
    ModelConfig c = lessonNetwork(Activation::Sigmoid, Init::Xavier);
    c.depth = 12;
    c.width = 16;
    c.batch = 8;
    c.precision = precision;
    TrainSettings s = sgd(1e-3, 1);
    s.optimizer = optimizer;
    s.clipLimit = clip;
    const TrainResult r = train(c, RunSettings{}, s);
    QVERIFY(!r.divergence);
    const double tolerance = precision == Precision::Float ? 1e-6 : 1e-12; // log10 units
    for (int l = 0; l < c.depth; ++l) {
        const double predicted = r.log10FirstStepPrediction[size_t(l)];
        const double measured = r.snapshots.front().log10RelativeChange[size_t(l)];
        QVERIFY2(std::fabs(predicted - measured) <= tolerance, qPrintable(QString("layer %1: predicted %2, moved %3")
                                                                              .arg(l + 1)
                                                                              .arg(predicted, 0, 'g', 17)
                                                                              .arg(measured, 0, 'g', 17)));
    }
}

// "Lost to rounding" is one thing wherever it is shown: the weights moved by less than the unit
// roundoff of their size, the points of the weight-change chart under its rounding line. The
// float sigmoid network's first layer is there from its first step: its update is decades under
// the line, though some of its entries still move.
void TestTrainingRun::lostIsUnderTheRoundingLine()
{
    ModelConfig c = lessonNetwork(Activation::Sigmoid, Init::Xavier);
    c.precision = Precision::Float;
    const TrainResult r = train(c, RunSettings{}, sgd(0.1, 30));
    QVERIFY(!r.divergence);
    int lost = 0, kept = 0;
    for (const LayerSnapshot &s : r.snapshots) {
        QVERIFY2(s.log10RelativeChange.front() < r.log10UnitRoundoff - 2, qPrintable(QString::number(s.step)));
        QVERIFY2(s.lost.front(),
                 qPrintable(QString("layer 1 after step %1 is under the line but not lost").arg(s.step)));
        for (size_t l = 0; l < s.lost.size(); ++l) {
            const double v = s.log10RelativeChange[l];
            QCOMPARE(bool(s.lost[l]), std::isfinite(v) && v < r.log10UnitRoundoff);
            (s.lost[l] ? lost : kept) += 1;
        }
    }
    QVERIFY(lost > 0 && kept > 0);
}

void TestTrainingRun::zeroVarianceIsNamed_data()
{
    QTest::addColumn<ModelConfig>("config");
    for (Activation a : {Activation::Tanh, Activation::Relu}) {
        ModelConfig batch = smallNetwork(a);
        batch.batch = 1;
        batch.norm = Norm::Batch;
        batch.normPlace = NormPlace::Post;
        batch.normEps = 0;
        QTest::newRow(("batch norm, batch 1, " + toString(a)).c_str()) << batch;
        ModelConfig layer = smallNetwork(a, Init::Constant);
        layer.norm = Norm::Layer;
        layer.normPlace = NormPlace::Post; // a constant W makes each row of h W one value
        layer.normEps = 0;
        QTest::newRow(("LayerNorm, constant init, " + toString(a)).c_str()) << layer;
    }
}

// Eps 0 over a group of equal values: 0 x infinity in the normalization. The run names that
// cause where it happens, not an overflow somewhere later.
void TestTrainingRun::zeroVarianceIsNamed()
{
    QFETCH(ModelConfig, config);
    const TrainResult r = train(config, RunSettings{}, sgd(0.01, 5));
    QVERIFY(r.divergence);
    const std::string text = describe(*r.divergence, config.depth);
    QVERIFY2(r.divergence->stage == Divergence::Stage::Normalization, text.c_str());
    QVERIFY2(r.divergence->step == 1 && r.divergence->layer == 1, text.c_str());
    QVERIFY2(text.find("norm-eps is 0") != std::string::npos, text.c_str());
}

QTEST_APPLESS_MAIN(TestTrainingRun)
#include "test_trainingrun.moc"
