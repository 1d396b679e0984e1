#include "ui/lesson/residualscalingpage.h"

#include "ui/charts/format.h"
#include "ui/controls/lessonbox.h"
#include "ui/charts/exponenttext.h"
#include "ui/charts/layerchart.h"
#include "core/lesson/residualscaling.h"

#include <QFormLayout>
#include <QLabel>
#include <QPushButton>
#include <QSpinBox>

#include <cmath>
#include <memory>

namespace gradflow {

namespace {
std::vector<double> log10Of(const std::vector<double> &v)
{
    std::vector<double> out;
    for (double x : v)
        out.push_back(std::log10(x));
    return out;
}
} // namespace

ResidualScalingPage::ResidualScalingPage(QWidget *parent)
    : LessonPage(LessonView::ResidualScaling, tr("Residual scaling: GPT-2's 1/√(2N)"), parent), m_layers(new QSpinBox),
      m_samples(new QSpinBox), m_width(new QSpinBox)
{
    for (QSpinBox *box : {m_layers, m_samples, m_width})
        box->setKeyboardTracking(false);
    boundToLessonSetting(m_layers, LessonView::ResidualScaling, "layers");
    boundToLessonSetting(m_samples, LessonView::ResidualScaling, "samples");
    boundToLessonSetting(m_width, LessonView::ResidualScaling, "width");
    controlsForm()->addRow(tr("Layers N"), m_layers);
    controlsForm()->addRow(tr("Stream samples"), m_samples);
    controlsForm()->addRow(tr("Stream width"), m_width);
    connect(m_layers, &QSpinBox::valueChanged, this,
            [this](int v) { edit([v](LessonSettings &s) { s.gptLayers = v; }); });
    connect(m_samples, &QSpinBox::valueChanged, this,
            [this](int v) { edit([v](LessonSettings &s) { s.streamSamples = v; }); });
    connect(m_width, &QSpinBox::valueChanged, this,
            [this](int v) { edit([v](LessonSettings &s) { s.streamWidth = v; }); });
    auto *lesson = new QPushButton(tr("Lesson: N = 50 (100 writes)"));
    connect(lesson, &QPushButton::clicked, this, [this] {
        LessonSettings s = m_settings;
        s.gptLayers = 50;
        setSettings(s);
    });
    addControlButton(lesson);
    m_headline = addHeadline();
    m_caption = addCaption();
    m_chart = addChart(tr("writes to the residual stream"), tr("Var(h) ÷ Var(h₀)"));
    syncControls();
    refresh();
}

void ResidualScalingPage::syncControls()
{
    const QSignalBlocker a(m_layers), b(m_samples), c(m_width);
    m_layers->setValue(m_settings.gptLayers);
    m_samples->setValue(m_settings.streamSamples);
    m_width->setValue(m_settings.streamWidth);
}

void ResidualScalingPage::refresh()
{
    const LessonSettings s = m_settings;
    measure([this, s](const Callbacks &hooks) -> ShowAnswer {
        auto g = std::make_shared<const ResidualGrowth>(
            residualStreamGrowth(s.gptLayers, s.streamSamples, s.streamWidth, s.seed, hooks));
        return [this, s, g] { showAnswer(s, *g); };
    });
}

void ResidualScalingPage::showAnswer(const LessonSettings &s, const ResidualGrowth &g)
{
    setExponentText(m_headline, tr("After %1 layers (%2 writes): unscaled ×%3, scaled by 1/√(2N) ×%4")
                                    .arg(s.gptLayers)
                                    .arg(2 * s.gptLayers)
                                    .arg(proseNumber(g.plain.back(), 'f', 1), proseNumber(g.scaled.back(), 'f', 2)));
    setExponentText(
        m_caption,
        tr("Each layer writes twice (attention, then the feed-forward block), each write adding variance 1: "
           "unscaled the variance grows to 1 + 2N = %1 times its start; scaled by 1/√(2N) = %2, to 1 + 1 = 2. "
           "Measured on %3 × %4 numbers.")
            .arg(proseNumber(g.plainTheory.back()))
            .arg(proseNumber(1 / std::sqrt(2.0 * s.gptLayers), 'g', 3))
            .arg(s.streamSamples)
            .arg(s.streamWidth));
    m_chart->setCurves({Curve{tr("unscaled"), log10Of(g.plain), 0, QColor(213, 94, 0), true},
                        Curve{tr("scaled by 1/√(2N)"), log10Of(g.scaled), 0, QColor(0, 114, 178), true}});
}

} // namespace gradflow
