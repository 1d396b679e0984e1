// The Jacobian tab's stories (core/jacobian/jacobianstories): each network shows what its text
// says. tanh with orthogonal weights at gain 1 and no biases is near isometry at depth 100
// (Pennington, Schoenholz and Ganguli 2017); the same network with Gaussian weights of the same
// std is not.
#include "core/jacobian/jacobianstories.h"
#include "core/jacobian/spectrum.h"

#include <QtTest>

#include <cmath>
#include <string>
#include <vector>

using namespace gradflow;

namespace {

const JacobianStory &story(const std::string &label)
{
    for (const JacobianStory &s : jacobianStories()) {
        if (s.label == label)
            return s;
    }
    throw std::logic_error("no story " + label);
}

// The 5th to 95th percentile of log10 sigma at every layer, in decades.
std::vector<double> spreads(const ModelConfig &config)
{
    Engine engine;
    const JacobianSpectrum s = jacobianSpectrum(engine, config, 0);
    std::vector<double> out;
    for (const std::vector<double> &layer : s.layers) {
        const SpectrumSpread spread = spreadOf(layer);
        out.push_back(spread.p95 - spread.p5);
    }
    return out;
}

} // namespace

class TestJacobianStories : public QObject
{
    Q_OBJECT

private slots:
    void tanhStoriesDifferInTheWeightsAlone();
    void tanhOrthogonalIsNearIsometry();
};

void TestJacobianStories::tanhStoriesDifferInTheWeightsAlone()
{
    ModelConfig orthogonal = story("tanh orthogonal").config;
    const ModelConfig gaussian = story("tanh Gaussian").config;
    QVERIFY(orthogonal.init == Init::Orthogonal);
    QVERIFY(gaussian.init == Init::Xavier);
    QCOMPARE(orthogonal.depth, 100);
    // Gain 1: the std of a Gaussian weight at sigma_w^2 n = 1, as Xavier's is at a square layer.
    QCOMPARE(weightStd(orthogonal), 1.0 / std::sqrt(double(orthogonal.width)));
    QCOMPARE(weightStd(orthogonal), weightStd(gaussian));
    orthogonal.init = gaussian.init;
    QVERIFY(orthogonal == gaussian);
}

void TestJacobianStories::tanhOrthogonalIsNearIsometry()
{
    // dh_1/dh_0 = D_1 W_1 has the singular values of D_1 = tanh'(h_1): for the unit-variance
    // input, h_1 ~ N(0, 1) and tanh' runs from 0.08 (|h| = 1.96) to 1, about 1.1 decades
    // between the 5th and 95th percentiles (0.88 measured over 64 units). At gain 1 without
    // biases the signal then shrinks towards 0 (q_l ~ 1/(2l)), tanh' -> 1, and orthogonal
    // layers add next to nothing: 1.24 decades at layer 10, 1.27 at layer 100. Gaussian weights
    // of the same std spread like a linear Gaussian network's product, whose Lyapunov exponents
    // at width 64 part by about 0.65 decades a layer: 8.6 decades at layer 10, 67 at layer 100.
    // At PyTorch's gain 5/3 the orthogonal network is chaotic and spreads with depth too.
    const std::vector<double> orthogonal = spreads(story("tanh orthogonal").config);
    const std::vector<double> gaussian = spreads(story("tanh Gaussian").config);
    const double orthogonalGrowth = orthogonal[99] - orthogonal[9], gaussianGrowth = gaussian[99] - gaussian[9];
    qInfo("5th-95th percentile of log10 sigma, layers 10 and 100: orthogonal %.3f, %.3f; Gaussian %.3f, %.3f decades",
          orthogonal[9], orthogonal[99], gaussian[9], gaussian[99]);
    QVERIFY2(orthogonal[99] < 1.5, qPrintable(QString::number(orthogonal[99])));
    QVERIFY2(orthogonalGrowth < 0.1, qPrintable(QString::number(orthogonalGrowth)));
    QVERIFY2(gaussianGrowth > 40.0, qPrintable(QString::number(gaussianGrowth)));
    QVERIFY2(gaussian[99] > 30.0 * orthogonal[99], qPrintable(QString::number(gaussian[99])));
}

QTEST_APPLESS_MAIN(TestJacobianStories)
#include "test_jacobianstories.moc"
