#include "ui/lesson/residualchainpage.h"

#include "ui/controls/lessonbox.h"
#include "ui/charts/exponenttext.h"
#include "core/lesson/chain.h"
#include "ui/charts/format.h"
#include "ui/charts/layerchart.h"

#include <QDoubleSpinBox>
#include <QFormLayout>
#include <QLabel>
#include <QPushButton>
#include <QSlider>
#include <QSpinBox>

#include <cmath>

namespace gradflow {

namespace {
// The slider runs over log10 s across the slope's range, in steps of 0.01.
int sliderPosition(double slope) { return int(std::lround(std::log10(slope) * 100)); }
} // namespace

ResidualChainPage::ResidualChainPage(QWidget *parent)
    : LessonPage(LessonView::ResidualChain, tr("Residual chain: the skip path's \"1 +\""), parent),
      m_blocks(new QSpinBox), m_slopeSlider(new QSlider(Qt::Horizontal)), m_slope(new QDoubleSpinBox)
{
    boundToLessonSetting(m_blocks, LessonView::ResidualChain, "blocks");
    m_slope->setDecimals(3); // first: the range is rounded to the decimals
    boundToLessonSetting(m_slope, LessonView::ResidualChain, "slope");
    m_slopeSlider->setRange(sliderPosition(m_slope->minimum()), sliderPosition(m_slope->maximum()));
    m_slope->setSingleStep(0.005);
    m_slope->setToolTip(tr("Each block's own slope ∂F/∂h"));
    controlsForm()->addRow(tr("Blocks L"), m_blocks);
    controlsForm()->addRow(tr("Block slope s"), m_slope);
    controlsForm()->addRow(QString(), m_slopeSlider);
    connect(m_blocks, &QSpinBox::valueChanged, this, [this](int v) { edit([v](LessonSettings &s) { s.blocks = v; }); });
    connect(m_slope, &QDoubleSpinBox::valueChanged, this, [this](double v) {
        const QSignalBlocker block(m_slopeSlider);
        m_slopeSlider->setValue(sliderPosition(v));
        edit([v](LessonSettings &s) { s.blockSlope = v; });
    });
    connect(m_slopeSlider, &QSlider::valueChanged, this,
            [this](int v) { m_slope->setValue(std::pow(10.0, v / 100.0)); });
    auto *lesson = new QPushButton(tr("Lesson: s = 0.025, 10 blocks"));
    connect(lesson, &QPushButton::clicked, this, [this] {
        LessonSettings s = m_settings;
        s.blocks = 10;
        s.blockSlope = 0.025;
        setSettings(s);
    });
    addControlButton(lesson);
    m_headline = addHeadline();
    m_caption = addCaption();
    m_chart = addChart(tr("blocks stacked"), tr("gradient reaching the input"));
    syncControls();
    refresh();
}

void ResidualChainPage::syncControls()
{
    const QSignalBlocker a(m_blocks), b(m_slope), c(m_slopeSlider);
    m_blocks->setValue(m_settings.blocks);
    m_slope->setValue(m_settings.blockSlope);
    m_slopeSlider->setValue(sliderPosition(m_settings.blockSlope));
}

void ResidualChainPage::refresh()
{
    const LessonSettings &s = m_settings;
    const auto plain = residualChainLog10Series(s.blocks, s.blockSlope, false);
    const auto residual = residualChainLog10Series(s.blocks, s.blockSlope, true);
    setExponentText(m_headline, tr("After %1 blocks: plain %2, residual %3")
                                    .arg(s.blocks)
                                    .arg(formatPower(plain.back()), formatPower(residual.back())));
    setExponentText(m_caption,
                    tr("A plain block multiplies the gradient by its slope s = %1; a residual block by 1 + s = %2, "
                       "because the skip path passes the gradient on untouched.")
                        .arg(proseNumber(s.blockSlope), proseNumber(1 + s.blockSlope)));
    m_chart->setCurves(
        {Curve{tr("plain: × %1 per block").arg(proseNumber(s.blockSlope)), plain, 1, QColor(213, 94, 0), true},
         Curve{tr("residual: × %1 per block").arg(proseNumber(1 + s.blockSlope)), residual, 1, QColor(0, 114, 178),
               true}});
}

} // namespace gradflow
