#include "ui/training/updateheatmap.h"

#include "core/training/trainresult.h"
#include "ui/charts/exponenttext.h"

#include <QFontMetricsF>
#include <QPainter>

#include <algorithm>
#include <cmath>

namespace gradflow {

namespace {

QString powerOfTen(int exponent)
{
    return QStringLiteral("10") + superscriptExponent(exponent);
}

} // namespace

UpdateHeatmap::UpdateHeatmap(QWidget *parent) : QWidget(parent)
{
    setSizePolicy(QSizePolicy::Expanding, QSizePolicy::Expanding);
    setLook(false, 1.0, 0);
}

QColor UpdateHeatmap::colorFor(double log10Ratio)
{
    if (!std::isfinite(log10Ratio))
        return log10Ratio < 0 ? QColor(150, 150, 150) : QColor(120, 0, 0);
    const double t = std::clamp((log10Ratio - ruleOfThumb) / span, -1.0, 1.0);
    const QColor end = t < 0 ? QColor(33, 90, 190) : QColor(200, 30, 30);
    const double a = std::fabs(t);
    return QColor::fromRgbF(float(1 + (end.redF() - 1) * a), float(1 + (end.greenF() - 1) * a),
                            float(1 + (end.blueF() - 1) * a));
}

void UpdateHeatmap::setRun(const TrainResult &run)
{
    m_layers = run.config.depth;
    m_steps.clear();
    m_lost.clear();
    m_image = QImage(std::max(1, m_layers), std::max<int>(1, int(run.snapshots.size())), QImage::Format_RGB32);
    m_image.fill(QColor(150, 150, 150));
    for (size_t s = 0; s < run.snapshots.size(); ++s) {
        const LayerSnapshot &snap = run.snapshots[s];
        m_steps.push_back(snap.step);
        m_lost.emplace_back(size_t(m_layers), false);
        for (int l = 0; l < m_layers && size_t(l) < snap.log10UpdateRatio.size(); ++l) {
            m_image.setPixelColor(l, int(s), colorFor(snap.log10UpdateRatio[size_t(l)]));
            m_lost.back()[size_t(l)] = size_t(l) < snap.lost.size() && snap.lost[size_t(l)];
        }
    }
    update();
}

void UpdateHeatmap::clear()
{
    m_steps.clear();
    m_lost.clear();
    m_image = QImage();
    update();
}

QString UpdateHeatmap::stepsTitle(const QFontMetricsF &fm, double room)
{
    for (const QString &title : {tr("after step"), tr("step")})
        if (fm.horizontalAdvance(title) <= room)
            return title;
    return {};
}

int UpdateHeatmap::colorBarStride(double pixelsPerDecade, double textHeight)
{
    // A label with a tall exponent stands about 1.6 lines high.
    int stride = 2;
    while (stride * pixelsPerDecade < 1.6 * textHeight && stride < 2 * span)
        stride += 2;
    return stride;
}

QList<int> UpdateHeatmap::colorBarLabels(double barHeight, double textHeight)
{
    const int stride = colorBarStride(barHeight / (2 * span), textHeight);
    QList<int> decades;
    for (int k = -int(span / stride) * stride; k <= span; k += stride)
        decades << k;
    if (decades.size() == 1 && barHeight >= 1.6 * textHeight)
        return {-int(span), int(span)};
    return decades;
}

QString UpdateHeatmap::title() { return tr("Update / weight per layer and step"); }

int UpdateHeatmap::titleWidth() const { return QFontMetrics(m_font).horizontalAdvance(title()); }

void UpdateHeatmap::setLook(bool dark, double scale, double labelPixels)
{
    m_dark = dark;
    m_scale = scale;
    m_font = QFont(QStringLiteral("DejaVu Sans")); // the charts' (LayerChart::setLook)
    m_font.setPixelSize(int(std::lround((labelPixels > 0 ? labelPixels : 12 * scale))));
    update();
}

QRectF UpdateHeatmap::plotRect() const
{
    const QFontMetricsF fm(m_font);
    const double left = fm.horizontalAdvance(QStringLiteral("10000")) + fm.height() + 10;
    const double top = fm.height() * 1.6, bottom = fm.height() * 4.4 + 4;
    const double bar = fm.horizontalAdvance(tr("10-3 rule")) + 30; // the colour bar and its labels
    return QRectF(left, top, std::max(10.0, width() - left - bar - 6), std::max(10.0, height() - top - bottom));
}

void UpdateHeatmap::paintEvent(QPaintEvent *)
{
    QPainter p(this);
    p.fillRect(rect(), palette().color(QPalette::Base));
    const QFont f = m_font;
    p.setFont(f);
    const QRectF plot = plotRect();
    p.setPen(palette().color(QPalette::Text));
    QFont bold = f;
    bold.setBold(true);
    bold.setPixelSize(int(std::lround(14.7 * m_scale)));
    p.setFont(bold);
    p.drawText(QRectF(0, 0, width(), plot.top()), Qt::AlignCenter, title());
    p.setFont(f);
    if (m_steps.empty()) {
        p.drawText(plot, Qt::AlignCenter | Qt::TextWordWrap, tr("No step yet"));
    } else {
        p.drawImage(plot, m_image); // one cell a pixel, scaled without smoothing
        const double cw = plot.width() / m_layers, ch = plot.height() / double(m_steps.size());
        p.setBrush(QColor(20, 20, 20));
        p.setPen(Qt::NoPen);
        const double r = std::clamp(std::min(cw, ch) / 3, 1.5, 5.0 * m_scale);
        for (size_t s = 0; s < m_lost.size(); ++s)
            for (size_t l = 0; l < m_lost[s].size(); ++l)
                if (m_lost[s][l])
                    p.drawEllipse(QPointF(plot.left() + (double(l) + 0.5) * cw, plot.top() + (double(s) + 0.5) * ch), r, r);
    }
    drawAxes(p, plot);
    drawColorBar(p, plot);
}

// Layers along the bottom, the recorded steps down the left (powers of ten named).
void UpdateHeatmap::drawAxes(QPainter &p, const QRectF &plot) const
{
    const QFontMetricsF fm(p.font());
    p.setPen(palette().color(QPalette::Text));
    p.setBrush(Qt::NoBrush);
    p.drawRect(plot);
    if (m_layers > 0) {
        // Every stepL-th layer named, as close as the widest number allows.
        const double room = fm.horizontalAdvance(QString::number(m_layers)) + fm.height();
        int stepL = 1;
        for (int candidate : {1, 2, 5, 10, 25, 50, 100, 250, 500, 1000, 2500, 5000}) {
            stepL = candidate;
            if (candidate * plot.width() / m_layers >= room)
                break;
        }
        for (int l = 1; l <= m_layers; ++l) {
            if (l != 1 && l % stepL != 0)
                continue;
            const double x = plot.left() + (l - 0.5) * plot.width() / m_layers;
            p.drawText(QRectF(x - 30, plot.bottom() + 2, 60, fm.height()), Qt::AlignHCenter | Qt::AlignTop, QString::number(l));
        }
    }
    p.drawText(QRectF(plot.left(), plot.bottom() + fm.height() + 2, plot.width(), fm.height()), Qt::AlignCenter, tr("layer"));
    drawExponentText(p, QRectF(0, plot.bottom() + 2 * fm.height() + 4, width(), 2 * fm.height()), Qt::AlignCenter | Qt::TextWordWrap,
                     tr("white: %1, the rule of thumb; blue: less, red: more; \u25CF lost to rounding")
                         .arg(powerOfTen(int(ruleOfThumb))));
    const double ch = m_steps.empty() ? 0 : plot.height() / double(m_steps.size());
    for (size_t s = 0; s < m_steps.size(); ++s) {
        const int step = m_steps[s];
        const bool power = std::fabs(std::log10(double(step)) - std::round(std::log10(double(step)))) < 1e-9;
        if (!power && s + 1 != m_steps.size())
            continue;
        const double y = plot.top() + (double(s) + 0.5) * ch;
        p.drawText(QRectF(0, y - fm.height() / 2, plot.left() - fm.height() - 4, fm.height()), Qt::AlignRight | Qt::AlignVCenter,
                   QString::number(step));
    }
    p.save();
    p.translate(fm.height() / 2 + 2, plot.center().y());
    p.rotate(-90);
    const QString title = stepsTitle(fm, plot.height());
    p.drawText(QRectF(-plot.height() / 2, -fm.height() / 2, plot.height(), fm.height()), Qt::AlignCenter, title);
    p.restore();
}

// The colours from 10^(rule - span) to 10^(rule + span), the rule of thumb named at its white.
void UpdateHeatmap::drawColorBar(QPainter &p, const QRectF &plot) const
{
    const QFontMetricsF fm(p.font());
    const QRectF bar(plot.right() + 8, plot.top(), 12, plot.height());
    for (int y = 0; y < int(bar.height()); ++y) {
        const double v = ruleOfThumb + span - 2 * span * y / bar.height();
        p.fillRect(QRectF(bar.left(), bar.top() + y, bar.width(), 1), colorFor(v));
    }
    p.setPen(palette().color(QPalette::Text));
    p.drawRect(bar);
    // The rule of thumb named, and every other labelled decade as far apart as the text's height allows.
    for (int k : colorBarLabels(bar.height(), fm.height())) {
        const double v = ruleOfThumb + k;
        const double y = bar.top() + (ruleOfThumb + span - v) / (2 * span) * bar.height();
        const QString text = k == 0 ? tr("%1 rule").arg(powerOfTen(int(v))) : powerOfTen(int(v));
        drawExponentText(p, QRectF(bar.right() + 3, y - fm.height() / 2, width() - bar.right() - 3, 1.5 * fm.height()),
                         Qt::AlignLeft, text);
    }
}

} // namespace gradflow
