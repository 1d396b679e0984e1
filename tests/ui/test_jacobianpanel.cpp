// The Jacobian tab (ui/jacobian): it draws the worker's spectrum, keeps the last good one when a
// request fails, and its presets hand their networks to the main view.
#include "core/jacobian/jacobianstories.h"
#include "core/jacobian/jacobiantheory.h"
#include "tests/support/chartlines.h"
#include "ui/charts/chartoverlay.h"
#include "ui/charts/layerchart.h"
#include "ui/jacobian/densitychart.h"
#include "ui/jacobian/jacobianpanel.h"
#include "ui/workers/jacobianworker.h"

#include <QComboBox>
#include <QPushButton>
#include <QSignalSpy>
#include <QRegularExpression>
#include <QtTest>

#include <cmath>

using namespace gradflow;

namespace {

ModelConfig small(Activation activation, Init init)
{
    ModelConfig c;
    c.depth = 20;
    c.width = 16;
    c.batch = 4;
    c.activation = activation;
    c.init = init;
    return c;
}

// Above width 256: 7 evenly spaced depths at width 600 (100 (256/600)^3 = 7.8), a few
// seconds of SVDs.
ModelConfig wide(int depth)
{
    ModelConfig c = small(Activation::Tanh, Init::Xavier); // full rank: every SVD is 600 wide
    c.width = 600;
    c.depth = depth;
    c.batch = 2;
    return c;
}

} // namespace

class TestJacobianPanel : public QObject
{
    Q_OBJECT

private slots:
    void drawsTheSpectrumOfTheShownNetwork();
    void failedRequestKeepsTheLastSpectrum();
    void storiesHandTheirNetworkToTheMainView();
    void computesOnlyWhileShown();
    void drawsTheTheorysDensity();
    void wideNetworksTakeEvenlySpacedDepths();
    void wideNetworkDrawsTheDensityFirstThenTheSpread();
    void slowComputationDimsTheChartsAndCancels();
};

void TestJacobianPanel::drawsTheSpectrumOfTheShownNetwork()
{
    JacobianPanel panel;
    panel.resize(1000, 600);
    panel.show();
    QSignalSpy shown(&panel, &JacobianPanel::spectrumShown);
    panel.setNetwork(small(Activation::Linear, Init::Orthogonal), {});
    QVERIFY(shown.wait(60000));
    QCOMPARE(int(panel.spectrum()->layers.size()), 20);
    // An isometry: every singular value 1, so the density sits at log10 = 0.
    double mass = 0;
    for (const QPointF &p : panel.densityChart()->points()) {
        QVERIFY(std::isfinite(p.x()) && std::isfinite(p.y()));
        if (p.y() > 0)
            QVERIFY(std::fabs(p.x()) < 0.06);
        mass = std::max(mass, p.y());
    }
    QVERIFY(mass > 0);
    QVERIFY(panel.statusText().contains("all equal"));
    // Its variance is rounding noise: a variance cannot be negative, and the readout says 0, never
    // a residue such as −2.2×10⁻¹⁶ or 1.8×10⁻¹⁵ (the tour's network, width 64), nor "8.88e-16".
    for (int width : {16, 64}) {
        ModelConfig isometry = small(Activation::Linear, Init::Orthogonal);
        isometry.width = width;
        isometry.depth = 30;
        panel.setNetwork(isometry, {});
        QVERIFY(shown.wait(60000));
        const QString text = panel.statusText();
        QVERIFY2(text.contains(QStringLiteral("variance / mean² 0 (to rounding). Theory")), qPrintable(text));
        static const QRegularExpression printf(QStringLiteral("\\d[eE][+-]?\\d"));
        QVERIFY2(!printf.match(text).hasMatch(), qPrintable(text));
    }
    // Gaussian weights: the spread against depth widens.
    panel.setNetwork(small(Activation::Linear, Init::Lecun), {});
    QVERIFY(shown.wait(60000));
    const JacobianSpectrum &s = *panel.spectrum();
    const SpectrumSpread first = spreadOf(s.layers.front()), last = spreadOf(s.layers.back());
    QVERIFY(last.max - last.min > first.max - first.min);
    QVERIFY(panel.statusText().contains("Fuss-Catalan"));
}

void TestJacobianPanel::failedRequestKeepsTheLastSpectrum()
{
    JacobianPanel panel;
    panel.show();
    QSignalSpy shown(&panel, &JacobianPanel::spectrumShown);
    panel.setNetwork(small(Activation::Tanh, Init::Xavier), {});
    QVERIFY(shown.wait(60000));
    const auto good = panel.spectrum();
    ModelConfig bad = small(Activation::Tanh, Init::Xavier);
    bad.width = 0; // refused by validate(): the worker reports it
    QSignalSpy failed(panel.worker(), &JacobianWorker::failed);
    panel.setNetwork(bad, {});
    QVERIFY(!failed.isEmpty() || failed.wait(60000)); // refused at once: it may come before the wait
    QCoreApplication::processEvents();
    QCOMPARE(panel.spectrum(), good);
    QVERIFY2(panel.statusText().contains("Not computed") && panel.statusText().contains("width"),
             qPrintable(panel.statusText()));
}

void TestJacobianPanel::storiesHandTheirNetworkToTheMainView()
{
    JacobianPanel panel;
    std::vector<ModelConfig> wanted;
    connect(&panel, &JacobianPanel::configWanted, this, [&wanted](const ModelConfig &c) { wanted.push_back(c); });
    QCOMPARE(panel.storyBox()->count(), int(jacobianStories().size()) + 1);
    emit panel.storyBox()->activated(2);
    QCOMPARE(int(wanted.size()), 1);
    QVERIFY(wanted.front() == jacobianStories()[1].config);
}

void TestJacobianPanel::computesOnlyWhileShown()
{
    JacobianPanel panel;
    QSignalSpy shown(&panel, &JacobianPanel::spectrumShown);
    panel.setNetwork(small(Activation::Relu, Init::He), {});
    QCOMPARE(panel.worker()->latestGeneration(), quint64(0));
    panel.show();
    QVERIFY(shown.wait(60000));
    QCOMPARE(panel.worker()->latestGeneration(), quint64(1));
}

// The theory's density, dashed over the measured one: Fuss-Catalan's curve (the core's points
// within the chart's range), a single line at 1 for an isometry, nothing for tanh.
void TestJacobianPanel::drawsTheTheorysDensity()
{
    JacobianPanel panel;
    panel.resize(1000, 600);
    panel.show();
    QSignalSpy shown(&panel, &JacobianPanel::spectrumShown);
    const ModelConfig gaussian = small(Activation::Linear, Init::Lecun);
    panel.setNetwork(gaussian, {});
    QVERIFY(shown.wait(60000));
    const QList<QPointF> drawn = panel.densityChart()->theoryPoints();
    QVERIFY(drawn.size() > 100);
    const TheoryDensity theory = jacobianTheoryDensity(gaussian);
    const double low = panel.densityChart()->points().front().x(), high = panel.densityChart()->points().back().x();
    int inRange = 0;
    for (const auto &[x, y] : theory.points)
        inRange += x >= low && x <= high;
    QCOMPARE(drawn.size(), inRange);
    for (const QPointF &p : drawn)
        QVERIFY(std::isfinite(p.x()) && std::isfinite(p.y()) && p.x() >= low && p.x() <= high);
    QCOMPARE(drawn.back().x(), theory.points.back().first); // the right edge is in view
    panel.setNetwork(small(Activation::Linear, Init::Orthogonal), {});
    QVERIFY(shown.wait(60000));
    const QList<QPointF> line = panel.densityChart()->theoryPoints();
    QCOMPARE(line.size(), 2);
    QCOMPARE(line[0].x(), 0.0);
    QCOMPARE(line[1].x(), 0.0);
    QVERIFY(line[1].y() > 0);
    panel.setNetwork(small(Activation::Tanh, Init::Xavier), {});
    QVERIFY(shown.wait(60000));
    QVERIFY(panel.densityChart()->theoryPoints().isEmpty());
}

void TestJacobianPanel::wideNetworksTakeEvenlySpacedDepths()
{
    ModelConfig c = small(Activation::Relu, Init::He);
    c.width = JacobianPanel::maxWidthEveryLayer;
    QVERIFY(JacobianPanel::resolveFor(c) == Resolve::EveryLayer);
    c.width = 512;
    QCOMPARE(JacobianPanel::resolveFor(c).depths, 12); // 100 SVDs at 256 cost what 12.5 at 512 do
    c.width = 1024;
    QCOMPARE(JacobianPanel::resolveFor(c).depths, JacobianPanel::minSpacedDepths);
    c.width = 4096;
    QCOMPARE(JacobianPanel::resolveFor(c).depths, JacobianPanel::minSpacedDepths);
}

// The density is this network's as soon as the last layer's SVD is done, with the spread chart
// emptied and saying it is being computed; then the spread at its spaced depths, titled so.
void TestJacobianPanel::wideNetworkDrawsTheDensityFirstThenTheSpread()
{
    JacobianPanel panel;
    panel.resize(1000, 600);
    panel.show();
    QSignalSpy lastLayer(panel.worker(), &JacobianWorker::lastLayerReady);
    QSignalSpy shown(&panel, &JacobianPanel::spectrumShown);
    panel.setNetwork(small(Activation::Tanh, Init::Xavier), {}); // a spread drawn before
    QVERIFY(shown.wait(60000));
    QVERIFY(!panel.spreadChart()->livePoints().isEmpty());
    shown.clear();
    panel.setNetwork(wide(14), {});
    QVERIFY(lastLayer.wait(120000));
    QCoreApplication::processEvents();
    QVERIFY(shown.isEmpty()); // six 600-wide SVDs are still to come
    QVERIFY(panel.densityOverlay()->mode() == ChartOverlay::Mode::Hidden);
    QVERIFY(panel.spreadOverlay()->mode() == ChartOverlay::Mode::Stale);
    QVERIFY2(panel.spreadOverlay()->text().contains("spread"), qPrintable(panel.spreadOverlay()->text()));
    QVERIFY(panel.spreadChart()->livePoints().isEmpty());
    QVERIFY(!panel.densityChart()->points().isEmpty());
    QVERIFY(shown.wait(120000));
    QVERIFY(panel.spreadOverlay()->mode() == ChartOverlay::Mode::Hidden);
    QVERIFY(panel.spreadChart()->chart()->title().contains("7 evenly spaced depths"));
    QList<QPointF> top = lineLabelled(panel.spreadChart(), "max")->points();
    QCOMPARE(top.size(), 7);
    for (int i = 0; i < 7; ++i)
        QCOMPARE(top[i].x(), 2.0 * (i + 1));
    QVERIFY2(panel.statusText().contains("7 evenly spaced depths"), qPrintable(panel.statusText()));
}

// A computation outlasting BusyDelay's moment dims the charts it will replace and offers Cancel; a cancel
// leaves them dimmed, saying so, with a way to compute again.
void TestJacobianPanel::slowComputationDimsTheChartsAndCancels()
{
    JacobianPanel panel;
    panel.resize(1000, 600);
    panel.show();
    QSignalSpy shown(&panel, &JacobianPanel::spectrumShown);
    panel.setNetwork(small(Activation::Tanh, Init::Xavier), {});
    QVERIFY(shown.wait(60000));
    const auto previous = panel.spectrum();
    QVERIFY(panel.spreadOverlay()->mode() == ChartOverlay::Mode::Hidden);
    QVERIFY(panel.cancelButton()->isHidden());

    QSignalSpy cancelled(panel.worker(), &JacobianWorker::cancelled);
    panel.setNetwork(wide(60), {});
    QTRY_VERIFY_WITH_TIMEOUT(panel.spreadOverlay()->mode() == ChartOverlay::Mode::Stale, 5000);
    QVERIFY(panel.densityOverlay()->mode() == ChartOverlay::Mode::Stale);
    QVERIFY2(panel.spreadOverlay()->text().contains("Computing"), qPrintable(panel.spreadOverlay()->text()));
    QVERIFY(panel.cancelButton()->isVisible());
    panel.cancelButton()->click();
    QVERIFY(cancelled.wait(30000));
    QCoreApplication::processEvents();
    QCOMPARE(panel.spectrum(), previous);
    QVERIFY(panel.spreadOverlay()->mode() == ChartOverlay::Mode::Stale);
    QVERIFY2(panel.spreadOverlay()->text().contains("Cancelled"), qPrintable(panel.spreadOverlay()->text()));
    QCOMPARE(panel.cancelButton()->text(), QString("Compute again"));

    panel.setNetwork(small(Activation::Linear, Init::Orthogonal), {}); // a control moves: computed at once
    QVERIFY(shown.wait(60000));
    QVERIFY(panel.spreadOverlay()->mode() == ChartOverlay::Mode::Hidden);
    QVERIFY(panel.cancelButton()->isHidden());
}

QTEST_MAIN(TestJacobianPanel)
#include "test_jacobianpanel.moc"
