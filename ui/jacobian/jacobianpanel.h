#pragma once

#include "core/jacobian/spectrum.h"
#include "core/model/config.h"

#include <QWidget>

#include <memory>

class QBoxLayout;
class QComboBox;
class QLabel;
class QPushButton;
class QSpinBox;

namespace gradflow {

struct Look;
class BusyDelay;
class ChartOverlay;
class DensityChart;
class JacobianWorker;
class LayerChart;

// The Jacobian tab: the singular values of one example's input-output Jacobian for the network
// the main view shows, computed on a worker (the latest request winning): their density at the
// last layer and their spread (max, 95th and 5th percentiles, min) against depth, with free
// probability's moments where they are known. Computes only while shown: a change made
// meanwhile recomputes when the tab comes back. A failed request keeps the last good charts and
// says why.
class JacobianPanel : public QWidget
{
    Q_OBJECT

public:
    // Up to this width every layer's singular values are taken. Above it (an SVD per layer is
    // what costs, growing as width^3) the spread is taken at evenly spaced depths: as many as
    // the SVDs of 100 layers at this width cost, at least minSpacedDepths.
    static constexpr int maxWidthEveryLayer = 256;
    static constexpr int minSpacedDepths = 4;
    // The layers whose singular values the panel draws for this network.
    static Resolve resolveFor(const ModelConfig &config);

    explicit JacobianPanel(QWidget *parent = nullptr);
    ~JacobianPanel() override;

    void setNetwork(const ModelConfig &config, const RunSettings &run);
    // A spectrum computed elsewhere (an export): drawn as the worker's would be, and the panel
    // then computes nothing of its own until setNetwork().
    void showFinished(std::shared_ptr<const JacobianSpectrum> spectrum);
    // Type and lines for where the tab is seen (a slide, presentation mode).
    void setLook(bool dark, const Look &look);
    QWidget *figure() const { return m_figure; } // what an export draws: both charts and the summary under them
    QSize figureSize() const;
    std::shared_ptr<const JacobianSpectrum> spectrum() const { return m_spectrum; } // as drawn
    QString statusText() const;
    DensityChart *densityChart() const { return m_density; }
    LayerChart *spreadChart() const { return m_spread; }
    QComboBox *storyBox() const { return m_stories; }
    QSpinBox *exampleBox() const { return m_example; }
    JacobianWorker *worker() const { return m_worker; }
    QPushButton *cancelButton() const { return m_cancel; }
    ChartOverlay *densityOverlay() const { return m_densityOverlay; }
    ChartOverlay *spreadOverlay() const { return m_spreadOverlay; }

signals:
    // A story's network, for the main view to load (which hands it back through setNetwork).
    void configWanted(const gradflow::ModelConfig &config);
    void spectrumShown(quint64 generation);

protected:
    void showEvent(QShowEvent *event) override;
    void resizeEvent(QResizeEvent *event) override;

private:
    void arrangeCharts();
    void recompute();
    void connectWorker();
    void showProgress(int done, int total, quint64 generation);
    void showLastLayer(const std::shared_ptr<const JacobianSpectrum> &spectrum, quint64 generation);
    void showSpectrum(const std::shared_ptr<const JacobianSpectrum> &spectrum, quint64 generation);
    void showCancelled(quint64 generation);
    void showComputing();
    void endComputing();
    void drawSpread(const JacobianSpectrum &spectrum);
    QString progressText() const;
    QString summaryText(const JacobianSpectrum &spectrum) const;
    static QString driftText(double decades, const ModelConfig &config);

    JacobianWorker *m_worker;
    QComboBox *m_stories;
    QLabel *m_story;
    QSpinBox *m_example;
    QLabel *m_status;
    QWidget *m_figure;
    QBoxLayout *m_charts; // side by side, or stacked where that would cut the spread's title or legend
    DensityChart *m_density;
    LayerChart *m_spread;
    ChartOverlay *m_densityOverlay;
    ChartOverlay *m_spreadOverlay;
    QPushButton *m_cancel;
    BusyDelay *m_slow; // dims the charts when a computation outlasts its moment
    ModelConfig m_config;
    RunSettings m_run;
    bool m_stale = true;
    bool m_computing = false;
    bool m_densityCurrent = false; // the last layer's spectrum of the running request is drawn
    int m_done = 0, m_total = 0;
    std::shared_ptr<const JacobianSpectrum> m_spectrum;
};

} // namespace gradflow
