// The Jacobian tab (ui/jacobian): it draws the worker's spectrum, keeps the last good one when a
// request fails, and its presets hand their networks to the main view.
#include "core/jacobian/jacobianstories.h"
#include "ui/charts/layerchart.h"
#include "ui/jacobian/densitychart.h"
#include "ui/jacobian/jacobianpanel.h"
#include "ui/workers/jacobianworker.h"

#include <QComboBox>
#include <QSignalSpy>
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

} // namespace

class TestJacobianPanel : public QObject
{
    Q_OBJECT

private slots:
    void drawsTheSpectrumOfTheShownNetwork();
    void failedRequestKeepsTheLastSpectrum();
    void storiesHandTheirNetworkToTheMainView();
    void computesOnlyWhileShown();
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

QTEST_MAIN(TestJacobianPanel)
#include "test_jacobianpanel.moc"
