#pragma once

#include "core/training/trainresult.h"

#include <QFontMetricsF>
#include <QImage>
#include <QWidget>

#include <optional>
#include <vector>

namespace gradflow {

// Layer (x; a transformer's blocks) against recorded step (y, log-spaced, step 1 at the top) of the update-to-weight
// ratio ||dW|| / ||W||, coloured around the 1e-3 rule of thumb (white): blue below, red above.
// Updates lost to rounding carry a dark dot; an exact zero is grey, a ratio to weights that are
// exactly zero (no ratio) light grey. A colour bar names the rule.
class UpdateHeatmap : public QWidget
{
    Q_OBJECT

public:
    static constexpr double ruleOfThumb = -3; // log10 of the ratio
    static constexpr double span = 5;         // decades from the rule to either end of the colours

    explicit UpdateHeatmap(QWidget *parent = nullptr);

    void setRun(const TrainResult &run); // names its columns as setBlocks() for the run's network
    void setBlocks(bool blocks);         // a transformer's blocks along x, not layers
    void clear();
    const QImage &image() const { return m_image; } // one pixel a cell (tests)
    bool showsDivergence() const { return m_diverged.has_value(); }
    QRectF plotArea() const { return plotRect(); } // the cells' rectangle at this size
    QFont labelFont() const { return m_font; }
    static QColor colorFor(double log10Ratio);
    static QColor noRatioColor() { return QColor(205, 205, 205); } // a ratio to zero weights
    void setLook(bool dark, double scale, double labelPixels);
    QSize minimumSizeHint() const override { return {200, 180}; }
    QString title() const;  // "... per layer and step", a transformer's "... per block and step"
    int titleWidth() const; // the title's width in its font: narrower, it is cut
    // The steps axis's title for a map `room` px high: shortened where it would be cut, none
    // where even that would.
    static QString stepsTitle(const QFontMetricsF &fm, double room);
    // Decades between two labels of the colour bar (even, so the rule of thumb keeps its label):
    // labels with exponents as tall as the digits never overlap.
    static int colorBarStride(double pixelsPerDecade, double textHeight);
    // The labelled decades of a colour bar this high, as offsets from the rule of thumb, bottom to
    // top: every stride-th, or on a bar too short for two of those its two ends (the key under
    // the map names the rule), so the bar always says what its colours run between.
    static QList<int> colorBarLabels(double barHeight, double textHeight);
    // The recorded steps (top to bottom) named down the map's left, rows this high: the last
    // (how long the run went), then each power of ten with a line's room from the label below it
    // (100 and 150 are neighbouring rows of a 150-step run). Indices into steps, top to bottom.
    static QList<int> stepLabelRows(const std::vector<int> &steps, double rowHeight, double textHeight);
    // Where those labels stand at this size (tests: none over another).
    QList<QRectF> stepLabelRects() const;
    // Where "diverged here (step N)" stands at this size, empty without a divergence (tests: inside the cells).
    QRectF divergenceLabelRect() const;

protected:
    void paintEvent(QPaintEvent *event) override;

private:
    // Each named step's row index and the rectangle its label is drawn in, beside plot.
    QList<QPair<int, QRectF>> stepLabels(const QRectF &plot) const;

    QRectF plotRect() const;
    void drawAxes(QPainter &p, const QRectF &plot) const;
    void drawColorBar(QPainter &p, const QRectF &plot) const;
    void drawDivergence(QPainter &p, const QRectF &plot) const;
    QFont divergenceFont() const;
    QString divergenceText() const;
    QRectF divergenceBox(const QRectF &plot) const;
    void drawLost(QPainter &p, const QRectF &plot) const;

    QImage m_image;
    std::optional<Divergence> m_diverged;
    std::vector<std::vector<bool>> m_lost; // [step row][layer]
    std::vector<int> m_steps;
    int m_layers = 0;
    bool m_blocks = false; // a transformer's run: its columns are blocks
    bool m_dark = false;
    double m_scale = 1.0;
    QFont m_font;
};

} // namespace gradflow
