// What the Jacobian tab writes reads as a room reads it: real σ, ², √ (the presets said
// "sigma_w^2 n" and "1/sqrt(n)"); a claim that the mean of σ² stays at 1 beside a readout of
// 10^-1.17 says why one draw sits below; the exact zeros' key is the plot's red triangle, apart
// from the "max" curve's colour (it was a square of nearly that red).
#include "core/engine/engine.h"
#include "core/jacobian/jacobianstories.h"
#include "core/jacobian/spectrum.h"
#include "ui/charts/layerchart.h"
#include "ui/jacobian/jacobianpanel.h"

#include <QChart>
#include <QLegend>
#include <QLegendMarker>
#include <QLineSeries>
#include <QScatterSeries>
#include <QtTest>

using namespace gradflow;

class TestJacobianTexts : public QObject
{
    Q_OBJECT
private slots:
    void storiesUseRealTypography();
    void aMeanAwayFromTheTheorySaysWhy();
    void zerosKeyMatchesThePlot();
};

namespace {

std::shared_ptr<const JacobianSpectrum> spectrumOf(const ModelConfig &config)
{
    Engine engine;
    return std::make_shared<const JacobianSpectrum>(
        jacobianSpectrum(engine, config, 0, RunSettings(), {}, std::nullopt, JacobianPanel::resolveFor(config)));
}

const JacobianStory &story(const std::string &label)
{
    for (const JacobianStory &s : jacobianStories())
        if (s.label == label)
            return s;
    throw std::logic_error("no story " + label);
}

double distance(const QColor &a, const QColor &b)
{
    return std::hypot(a.red() - b.red(), a.green() - b.green(), a.blue() - b.blue());
}

} // namespace

void TestJacobianTexts::storiesUseRealTypography()
{
    for (const JacobianStory &s : jacobianStories()) {
        const QString text = QString::fromStdString(s.label + " " + s.story);
        for (const char *ascii : {"^", "sqrt", "sigma", "_w", "--"})
            QVERIFY2(!text.contains(QString::fromLatin1(ascii)), qPrintable(text));
    }
    QVERIFY(QString::fromStdString(story("tanh Gaussian").story).contains(QStringLiteral("1/√n")));
}

// The lesson's ReLU He story: one example's mean σ² stands about a decade under the theory's 1,
// and the summary beside the story says that the theory's is a mean over draws.
void TestJacobianTexts::aMeanAwayFromTheTheorySaysWhy()
{
    for (const char *label : {"ReLU He, Gaussian", "Gaussian linear"}) {
        const auto spectrum = spectrumOf(story(label).config);
        const double measured = spectrum->moments.back().log10M1;
        JacobianPanel panel;
        panel.showFinished(spectrum);
        const QString summary = panel.statusText();
        if (measured < -0.3)
            QVERIFY2(summary.contains(
                         QStringLiteral("decades below the theory's mean σ², a mean over draws of the weights")),
                     qPrintable(summary));
        else
            QVERIFY2(!summary.contains(QStringLiteral("This draw sits")), qPrintable(summary));
    }
    const auto relu = spectrumOf(story("ReLU He, Gaussian").config);
    QVERIFY2(relu->moments.back().log10M1 < -0.3,
             "the lesson's example stands at the theory's mean: the check above checks nothing");
}

void TestJacobianTexts::zerosKeyMatchesThePlot()
{
    JacobianPanel panel;
    panel.resize(1280, 600);
    panel.showFinished(spectrumOf(ModelConfig())); // ReLU: units that are off give exact zeros
    panel.show();
    QCoreApplication::processEvents();
    QChart *chart = panel.spreadChart()->chart();
    QScatterSeries *zeros = nullptr;
    QColor max;
    for (QAbstractSeries *series : chart->series()) {
        if (series->name() == QStringLiteral("exactly zero"))
            zeros = qobject_cast<QScatterSeries *>(series);
        if (series->name() == QStringLiteral("max"))
            max = qobject_cast<QLineSeries *>(series)->color();
    }
    QVERIFY(zeros && zeros->isVisible() && max.isValid());
    QCOMPARE(zeros->markerShape(), QScatterSeries::MarkerShapeTriangle);
    const QList<QLegendMarker *> key = chart->legend()->markers(zeros);
    QCOMPARE(key.size(), 1);
    QCOMPARE(key.first()->shape(), QLegend::MarkerShapeFromSeries); // drawn as the series' triangle
    QVERIFY2(distance(zeros->color(), max) > 150, qPrintable(zeros->color().name() + " against " + max.name()));
}

QTEST_MAIN(TestJacobianTexts)
#include "test_jacobiantexts.moc"
