#pragma once

#include "core/analysis/seedbands.h"
#include "ui/charts/legendstrip.h"
#include "ui/charts/look.h"
#include "core/analysis/analysis.h"
#include "core/model/result.h"

#include <QWidget>

#include <memory>
#include <vector>

class QLabel;
class QPainter;

namespace gradflow {

class LayerChart;
struct Curve;

// The three charts that share the layer axis (signal, gradient, weight gradient), the pinned
// reference curves and the caption; also draws itself, with title and caption, for export.
class ChartPanel : public QWidget
{
    Q_OBJECT

public:
    static constexpr int maxPins = 8;
    static constexpr double kPinAlpha = 0.75;

    explicit ChartPanel(QWidget *parent = nullptr);

    // The live network and the analyses of it (null: none, so no theory line).
    void setResult(std::shared_ptr<const Result> result, std::shared_ptr<const Analysis> analysis = nullptr);
    std::shared_ptr<const Result> result() const { return m_result; }
    std::shared_ptr<const Analysis> analysis() const { return m_analysis; }

    bool pinCurrent();                                 // false when there is nothing to pin or already 8 pins
    bool addPin(std::shared_ptr<const Result> result); // a computed network (a session's pin)
    std::vector<ModelConfig> pinConfigs() const;
    std::vector<std::shared_ptr<const Result>> pinResults() const;
    void removePin(int index);
    void clearPins();
    QStringList pinLabels() const;

    // The mean-field line on the signal and gradient charts, where the result has one.
    void setTheoryShown(bool shown);
    bool isTheoryShown() const { return m_theoryShown; }

    // The seeds' mean and shaded spread, drawn while it belongs to the network shown (null: none).
    void setSeedBands(std::shared_ptr<const BandsSnapshot> bands);
    void setBandKind(BandKind kind);
    bool isBandShown() const;

    void setRelative(bool relative);
    bool isRelative() const { return m_relative; }
    // scale: 1 on a desk, larger for a room (fonts, lines and markers grow with it).
    void setLook(bool dark, bool colorBlindSafe, double scale);
    void setLook(bool dark, bool colorBlindSafe, const Look &look); // sized for a room
    QColor curveColor(int index) const { return color(index); }     // 0 the live curve, then the pins
    QColor background() const;
    bool isDark() const { return m_dark; }

    QString caption() const;
    // The readouts (ratio, rho, global norm, clip factor) as a line under an exported caption.
    void setExportReadouts(bool on) { m_exportReadouts = on; }
    bool exportReadouts() const { return m_exportReadouts; }
    // Title, legend, the three charts and the caption, drawn into a size x size area of
    // painter; exportSize() is the size that draws the charts as large as on screen.
    void renderExport(QPainter &painter, const QSizeF &size);
    QSize exportSize() const;
    double exportCaptionHeight() const;  // the caption (and readouts) under the charts
    double exportReadoutsHeight() const; // the readouts' line of it; 0 without
    LayerChart *chart(int index) const { return m_charts[size_t(index)]; }
    int alignments() const { return m_alignments; } // plot alignments so far (each may re-lay-out three charts)
    const LegendStrip *legend() const { return m_legend; }

signals:
    void painted();
    void pinsChanged();

protected:
    void resizeEvent(QResizeEvent *event) override;

private:
    struct Pin
    {
        QString label;
        std::shared_ptr<const Result> result;
    };
    void redraw();
    Curve theoryCurve(int chartIndex) const;
    QString theoryName() const;   // what the dashed line is, for its legend entry and the caption
    QString seedRankNote() const; // where the drawn seed lies in a finished band, at layer 0's gradient
    bool hasTheory() const { return m_analysis && m_analysis->theory; }
    void setTitles();
    void showCaption(bool mayShrink); // the caption's text, then fitCaption
    void fitCaption(bool mayShrink);
    void alignPlots();
    // Palette colour index at alpha, with 3:1 contrast to the plot as drawn (pins are translucent).
    QColor color(int index, double alpha = 1.0) const;
    QString liveLabel() const;
    std::vector<LegendStrip::Entry> legendEntries(const std::vector<Curve> &curves, size_t firstPin) const;
    QFont legendFont() const;
    double exportLegendHeight(double width) const;
    QFont exportFont(double factor, bool bold = false) const; // the caption's type, times factor
    double exportTitleHeight() const;
    double chartsHeight() const; // the three plots' viewports, stacked

    std::vector<LayerChart *> m_charts;
    QLabel *m_caption;
    LegendStrip *m_legend;
    std::shared_ptr<const Result> m_result;
    std::shared_ptr<const Analysis> m_analysis;
    std::vector<Pin> m_pins;
    std::shared_ptr<const BandsSnapshot> m_bands;
    BandKind m_bandKind = BandKind::MinMax;
    bool m_relative = false, m_dark = false, m_colorBlind = false, m_exportReadouts = false;
    bool m_theoryShown = true;
    bool m_redrawing = false; // the three charts change together: align once, after the last
    int m_alignments = 0;
    double m_scale = 1.0;
    Look m_look;
};

} // namespace gradflow
