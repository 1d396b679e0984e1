#include "ui/lesson/clippingpage.h"

#include "ui/charts/exponenttext.h"
#include "core/analysis/clipping.h"
#include "ui/charts/format.h"
#include "ui/charts/layerchart.h"
#include "core/model/options.h"
#include "ui/charts/wording.h"
#include "ui/controls/optionbox.h"

#include <QDoubleSpinBox>
#include <QFormLayout>
#include <QLabel>
#include <QPushButton>

#include <algorithm>
#include <cmath>

namespace gradflow {

ClippingPage::ClippingPage(QWidget *parent)
    : LessonPage(LessonView::Clipping, tr("Clipping: a circuit breaker for the gradient"), parent),
      m_limit(new QDoubleSpinBox)
{
    boundToOption(m_limit, option("clip"));
    m_limit->setValue(1.0);
    controlsForm()->addRow(tr("Clip limit c"), m_limit);
    connect(m_limit, &QDoubleSpinBox::valueChanged, this,
            [this](double v) { edit([v](LessonSettings &s) { s.clipLimit = v; }); });
    auto *exploding = new QPushButton(tr("Lesson: the exploding network (ReLU, std 1)"));
    connect(exploding, &QPushButton::clicked, this, [this] { emit networkRequested(QStringLiteral("relu-large")); });
    addControlButton(exploding);
    auto *healthy = new QPushButton(tr("A healthy network (ReLU, He)"));
    connect(healthy, &QPushButton::clicked, this, [this] { emit networkRequested(QStringLiteral("relu-he")); });
    addControlButton(healthy);
    m_norm = addHeadline();
    m_scale = addHeadline();
    m_direction = addHeadline();
    m_chart = addChart(tr("layer"), tr("‖∂loss/∂W‖"));
    m_caption = addCaption();
    syncControls();
    refresh();
}

void ClippingPage::setNetworkResult(std::shared_ptr<const Result> result)
{
    m_result = std::move(result);
    // Every slider step brings a network: hidden behind the main view, redrawing for each cost
    // the main view's charts a fourth chart's layout per step. Drawn when shown instead.
    if (isVisible())
        refresh();
    else
        m_stale = true;
}

void ClippingPage::bringUpToDate()
{
    if (m_stale)
        refresh();
}

void ClippingPage::showEvent(QShowEvent *event)
{
    bringUpToDate(); // before the first paint: never a previous network's figure
    LessonPage::showEvent(event);
}

void ClippingPage::syncControls()
{
    const QSignalBlocker block(m_limit);
    m_limit->setValue(m_settings.clipLimit);
}

void ClippingPage::refresh()
{
    m_stale = false;
    setExponentText(m_caption,
                    tr("The lesson's stand-in (4.8×10⁴⁶, 6.4×10⁴⁶) has length 8×10⁴⁶; clipped at 1 it becomes "
                       "(0.6, 0.8): length 1, same direction. The network here is the main view's."));
    if (!m_result) {
        setExponentText(m_norm, tr("Waiting for the main view's network…"));
        m_scale->clear();
        m_direction->clear();
        return;
    }
    const double limit = m_settings.clipLimit;
    const ClipOutcome c = clipByGlobalNorm(weightGradientParts(*m_result), limit);
    setExponentText(
        m_norm, tr("%1: global gradient norm ‖g‖ = %2").arg(configSummary(m_result->config), formatPower(c.log10Norm)));
    setExponentText(
        m_scale, c.clipped ? tr("Clip at %1: every gradient × %2, new length %3")
                                 .arg(proseNumber(limit))
                                 .arg(formatPower(c.log10Scale))
                                 .arg(proseNumber(std::pow(10.0, c.log10ClippedNorm), 'f', 6))
                           : tr("Clip at %1: ‖g‖ is within the limit, nothing changes (× 1)").arg(proseNumber(limit)));
    double worst = 0;
    for (size_t i = 0; i < c.sharesBefore.size(); ++i)
        worst = std::max(worst, std::fabs(c.sharesBefore[i] - c.sharesAfter[i]));
    setExponentText(m_direction,
                    tr("Direction kept: cosine(before, after) = %1; largest change in a layer's share of ‖g‖: %2")
                        .arg(proseNumber(c.cosine, 'f', 6))
                        .arg(worst < 1e-12 ? tr("0 (to rounding)") : proseNumber(worst, 'g', 2)));
    const int first = 1;
    m_chart->setCurves({Curve{tr("before clipping"), c.log10PartsBefore, first, QColor(213, 94, 0), true},
                        Curve{tr("after clipping"), c.log10PartsAfter, first, QColor(0, 114, 178), true}});
}

} // namespace gradflow
