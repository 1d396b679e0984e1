#include "ui/histogram/histogrampanel.h"

#include "ui/histogram/histogramview.h"
#include "ui/charts/format.h"
#include "ui/charts/layerchart.h"
#include "ui/charts/layermarker.h"

#include <QEvent>
#include <QHBoxLayout>
#include <QLabel>
#include <QMouseEvent>
#include <QSpinBox>
#include <QVBoxLayout>

#include <algorithm>
#include <cmath>

namespace gradflow {

namespace {

QString percent(double fraction)
{
    return proseNumber(100.0 * fraction, 'f', fraction < 0.1 ? 1 : 0) + QLatin1Char('%');
}

QString healthOf(const LayerHistograms &h, Activation activation)
{
    const UnitHealth &u = h.health;
    switch (u.kind) {
    case UnitHealth::Kind::Dead:
        return HistogramPanel::tr("Dead ReLUs: %1 of %2 units zero on the whole batch (%3); %4 of all outputs zero.")
            .arg(u.unitsAlways)
            .arg(u.units)
            .arg(percent(u.unitFraction()), percent(u.entryFraction()));
    case UnitHealth::Kind::Saturated:
        return HistogramPanel::tr("Saturated: %1 of %2 units in a flat tail on the whole batch (%3); %4 of all "
                                  "pre-activations there (slope under 1% of its peak).")
            .arg(u.unitsAlways)
            .arg(u.units)
            .arg(percent(u.unitFraction()), percent(u.entryFraction()));
    case UnitHealth::Kind::None:
        break;
    }
    return HistogramPanel::tr("%1 neither dies nor saturates as ReLU, tanh and sigmoid do: no count here.")
        .arg(QString::fromStdString(activationLabel(activation)));
}

} // namespace

HistogramPanel::HistogramPanel(QWidget *parent)
    : QWidget(parent), m_layer(new QSpinBox(this)), m_health(new QLabel(this))
{
    auto *layout = new QVBoxLayout(this);
    layout->setContentsMargins(4, 0, 0, 0);
    auto *row = new QHBoxLayout;
    auto *label = new QLabel(tr("Histograms of la&yer"), this);
    label->setBuddy(m_layer);
    m_layer->setRange(1, 1);
    m_layer->setToolTip(tr("The layer whose values are shown below; or click a chart at that layer."));
    row->addWidget(label);
    row->addWidget(m_layer);
    row->addStretch(1);
    layout->addLayout(row);
    m_health->setTextFormat(Qt::PlainText);
    m_health->setWordWrap(true);
    layout->addWidget(m_health);
    for (const QString &title : {tr("Pre-activations z"), tr("Activations act(z)"), tr("Gradient |∂loss/∂h|")}) {
        auto *view = new HistogramView(title, this);
        layout->addWidget(view, 1);
        m_views.push_back(view);
    }
    fitWidth();
    connect(m_layer, &QSpinBox::valueChanged, this, &HistogramPanel::layerChanged);
    connect(m_layer, &QSpinBox::valueChanged, this, &HistogramPanel::markLayer);
}

// Wide enough for the longest title beside its count, at whatever size the text is (presentation
// mode sizes it for the room); the charts keep the rest.
void HistogramPanel::fitWidth()
{
    const QFontMetrics fm(font());
    setFixedWidth(std::max(260, fm.horizontalAdvance(tr("Gradient |∂loss/∂h|") + QStringLiteral("  max 9999")) + 24));
}

void HistogramPanel::changeEvent(QEvent *event)
{
    QWidget::changeEvent(event);
    if (event->type() == QEvent::FontChange)
        fitWidth();
}

void HistogramPanel::watch(LayerChart *chart)
{
    m_charts.push_back(chart);
    chart->viewport()->installEventFilter(this);
    auto *marker = new LayerMarker(chart);
    marker->setLayer(layer());
    marker->setVisible(isVisible());
    m_markers.push_back(marker);
}

bool HistogramPanel::eventFilter(QObject *watched, QEvent *event)
{
    if (event->type() == QEvent::MouseButtonPress && isVisible()) {
        for (LayerChart *chart : m_charts) {
            if (chart->viewport() != watched)
                continue;
            const auto *mouse = static_cast<QMouseEvent *>(event);
            if (mouse->button() != Qt::LeftButton)
                break;
            const QPointF inChart = chart->chart()->mapFromScene(chart->mapToScene(mouse->position().toPoint()));
            if (!chart->chart()->plotArea().contains(inChart))
                break;
            const QList<QAbstractSeries *> series = chart->chart()->series();
            if (series.isEmpty())
                break;
            const double x = chart->chart()->mapToValue(inChart, series.front()).x();
            setLayer(int(std::lround(x)));
            break;
        }
    }
    return QWidget::eventFilter(watched, event);
}

void HistogramPanel::showResult(const Result &result, const Analysis &analysis)
{
    if (!analysis.histograms || analysis.histograms->layer != m_layer->value())
        return; // the layer's own result is on its way
    const LayerHistograms &h = *analysis.histograms;
    const QColor colors[] = {QColor("#7f7f7f"), QColor("#1f77b4"), QColor("#ff7f0e")};
    const Histogram *histograms[] = {&h.preActivation, &h.activation, &h.gradient};
    for (size_t i = 0; i < m_views.size(); ++i) {
        m_views[i]->setHistogram(*histograms[i], colors[i]);
        m_views[i]->setDark(m_dark);
    }
    m_health->setText(healthOf(h, result.config.activation));
}

void HistogramPanel::setDepth(int depth)
{
    const QSignalBlocker block(m_layer); // the window asks for the network with this depth next
    m_layer->setMaximum(std::max(depth, 1));
    markLayer();
}

void HistogramPanel::markLayer()
{
    for (LayerMarker *marker : m_markers)
        marker->setLayer(layer());
}

void HistogramPanel::showEvent(QShowEvent *event)
{
    QWidget::showEvent(event);
    for (LayerMarker *marker : m_markers)
        marker->show();
}

void HistogramPanel::hideEvent(QHideEvent *event)
{
    QWidget::hideEvent(event);
    for (LayerMarker *marker : m_markers)
        marker->hide();
}

int HistogramPanel::layer() const { return m_layer->value(); }
void HistogramPanel::setLayer(int layer) { m_layer->setValue(layer); } // clamped to 1..L
QString HistogramPanel::healthText() const { return m_health->text(); }

void HistogramPanel::setDark(bool dark)
{
    m_dark = dark;
    for (HistogramView *v : m_views)
        v->setDark(dark);
}

} // namespace gradflow
