#pragma once

#include "core/model/config.h"
#include "core/training/trainresult.h"
#include "core/training/trainsettings.h"

#include <QFont>
#include <QWidget>

#include <memory>

class QColor;
class QGridLayout;
class QLabel;
class QScatterSeries;

namespace gradflow {

class ClauseLine;
struct Curve;
class LayerChart;
class LossChart;
class TrainingControls;
class TrainWorker;
class UpdateHeatmap;
struct Look;

// The Training tab: trains the network the main view shows (on a worker, the curves growing as
// steps land) and draws the loss, each layer's relative weight change and the update ratio.
// Trains only while shown: a change made meanwhile retrains when the tab comes back.
class TrainingPanel : public QWidget
{
    Q_OBJECT

public:
    explicit TrainingPanel(QWidget *parent = nullptr);
    ~TrainingPanel() override;

    // The main view's network and its clip limit (used when the clip box is on).
    void setNetwork(const ModelConfig &config, const RunSettings &run);
    TrainSettings settings() const;
    // Sets the controls (and retrains when shown), as a tour step or the command line asks.
    void setSettings(const TrainSettings &settings);
    // Draws a run computed elsewhere (the command line's export); the panel trains no more.
    void showFinished(std::shared_ptr<const TrainResult> run);
    QWidget *figure() const { return m_figure; } // what an export draws: the charts and their key
    QSize figureSize() const;
    // The network, the training and its outcome in one line, for a slide that stands alone.
    QString captionText() const;
    std::shared_ptr<const TrainResult> result() const { return m_result; } // as drawn, partial or final
    QFont messageFont() const;
    quint64 drawnGeneration() const { return m_drawnGeneration; }
    bool isFinal() const { return m_final; }
    TrainWorker *worker() const { return m_worker; }
    QString messageText() const;
    // The training's own time for the window's status line: "Trained 1000 steps in 840 ms."
    // once a run is final; empty before.
    QString timingText() const;
    LossChart *lossChart() const { return m_loss; }
    LayerChart *changeChart() const { return m_change; }
    UpdateHeatmap *heatmap() const { return m_heatmap; }
    QList<QPointF> lostPoints() const; // the lost layers' marks as drawn
    void setLook(bool dark, const Look &look);

    TrainingControls *controls() const { return m_controls; }

signals:
    void resultShown(quint64 generation, bool final);
    // The tab's network controls edited the network: the window applies it everywhere.
    void networkRequested(const ModelConfig &config);
    void timingChanged(const QString &text);

protected:
    void showEvent(QShowEvent *event) override;
    void resizeEvent(QResizeEvent *event) override;

private:
    QWidget *buildControls();
    void arrangeCharts();
    void connectWorker();
    void retrain();
    void showRun(const std::shared_ptr<const TrainResult> &run, quint64 generation, bool final);
    void forgetRun();
    void showNote(const QString &text);
    void showChanges(const TrainResult &run);
    int plotColumns() const;
    static QString keyText(bool roundingShown, double log10Roundoff);
    static bool roundingInView(const std::vector<Curve> &curves, double log10Roundoff);
    static Curve layerCurve(const QString &label, const std::vector<double> &values, int depth, int columns,
                            const QColor &color);
    void showLost(const TrainResult &run);
    void showMessage(const TrainResult &run, bool final);
    void showError(const QString &text);
    static QString movedText(const TrainResult &run);
    void showUnit(const ModelConfig &config);
    // The caption's words for a transformer (trainingcaption.cpp).
    static QString transformerText(const ModelConfig &config);
    static QString normText(const ModelConfig &config);
    static QString positionText(Position position);

    TrainWorker *m_worker;
    TrainingControls *m_controls;
    ClauseLine *m_message; // one line: the charts keep their height at 720 lines
    QWidget *m_figure;
    QGridLayout *m_charts = nullptr;
    int m_arranged = 0; // 1 side by side, 2 stacked; 0 not yet
    QLabel *m_key;
    LossChart *m_loss;
    LayerChart *m_change;
    QScatterSeries *m_lost;
    UpdateHeatmap *m_heatmap;
    ModelConfig m_config;
    RunSettings m_run;
    QFont m_textFont; // the room's text size (setLook), for the message line
    bool m_hasNetwork = false, m_dirty = false, m_final = false, m_trainsItself = true;
    std::shared_ptr<const TrainResult> m_result;
    quint64 m_drawnGeneration = 0;
};

} // namespace gradflow
