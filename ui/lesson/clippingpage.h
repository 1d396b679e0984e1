#pragma once

#include "ui/lesson/lessonpage.h"

class QDoubleSpinBox;

namespace gradflow {

// Clipping by global norm on the main view's current network: the norm, the limit, the scale
// and the clipped length; the per-layer weight gradients before and after, parallel on a log
// axis because every one is scaled by the same factor.
class ClippingPage : public LessonPage
{
    Q_OBJECT

public:
    explicit ClippingPage(QWidget *parent = nullptr);
    void setNetworkResult(std::shared_ptr<const Result> result) override;

signals:
    void networkRequested(const QString &presetName);

protected:
    void refresh() override;
    void syncControls() override;
    void bringUpToDate() override;
    void showEvent(QShowEvent *event) override;

private:
    QDoubleSpinBox *m_limit;
    QLabel *m_norm, *m_scale, *m_direction, *m_caption;
    LayerChart *m_chart;
    std::shared_ptr<const Result> m_result;
    bool m_stale = false; // a network came while hidden: redrawn when shown
};

} // namespace gradflow
