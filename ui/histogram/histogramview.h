#pragma once

#include "core/analysis/histogram.h"

#include <QColor>
#include <QFontMetricsF>
#include <QWidget>

namespace gradflow {

// One histogram, painted: bars over the bins, the outer edges labelled (values in units of
// 10^k where they leave ordinary magnitudes; powers of ten for magnitude bins), a line at zero,
// the exact zeros of magnitude bins as a red count, the tallest bar's count.
class HistogramView : public QWidget
{
    Q_OBJECT

public:
    explicit HistogramView(const QString &title, QWidget *parent = nullptr);

    void setHistogram(const Histogram &histogram, const QColor &color);
    void clear();
    const Histogram &histogram() const { return m_histogram; }
    QString rangeText() const; // the labels under the bars, as drawn
    bool titleFits() const;    // the title is drawn whole in the view's width
    void setDark(bool dark);

    QSize sizeHint() const override { return QSize(240, 120); }
    QSize minimumSizeHint() const override { return QSize(160, 90); }

protected:
    void paintEvent(QPaintEvent *event) override;

private:
    QString edgeText(double edge) const;
    QString tallestText(const QFontMetricsF &fm, std::int64_t tallest) const;

    QString m_title;
    Histogram m_histogram;
    QColor m_color;
    bool m_dark = false;
};

} // namespace gradflow
