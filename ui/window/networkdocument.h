#pragma once

#include "core/model/config.h"

#include <QObject>

#include <memory>
#include <vector>

namespace gradflow {

struct Result;
struct TransformerResult;

// The network the window is about, apart from any widget: its configuration, its run settings
// (the clip limit and the memory limit), the pinned networks and relative mode. The controls,
// the readouts, the tour and the file commands edit it; every part that shows the network
// listens to it, so a change reaches them all from one place. It carries the configuration
// whole: fields no control shows (a transformer's sizes) pass through untouched.
class NetworkDocument : public QObject
{
    Q_OBJECT

public:
    using Pins = std::vector<std::shared_ptr<const Result>>;
    using TransformerPins = std::vector<std::shared_ptr<const TransformerResult>>;
    static constexpr int maxPins = 8;

    explicit NetworkDocument(QObject *parent = nullptr);

    const ModelConfig &config() const { return m_config; }
    const RunSettings &run() const { return m_run; }
    double clipLimit() const { return m_run.clipLimit; }

    void setConfig(const ModelConfig &config); // and asks for it to be computed
    // No recompute: the clip limit is the drawn result's at once, the memory limit the next one's.
    void setRun(const RunSettings &run);
    void setNetwork(const ModelConfig &config, const RunSettings &run); // both, computed
    // The controls return to a network the charts already show: nothing is computed.
    void returnTo(const ModelConfig &config);
    void recompute(); // the same network again (histograms asked for, a refused one retried)
    // No recompute: the clip factor follows from the global norm already computed.
    void setClipLimit(double limit);

    // The pins are of one architecture at a time: a dense network's charts count layers, a
    // transformer's sub-layers, and no axis holds both. addPin refuses the other kind (false)
    // while pins of one are held; hasOtherPins says so before.
    const Pins &pins() const { return m_pins; }
    const TransformerPins &transformerPins() const { return m_transformerPins; }
    std::vector<ModelConfig> pinConfigs() const; // of either kind
    int pinCount() const { return int(m_pins.size() + m_transformerPins.size()); }
    bool hasOtherPins(Architecture architecture) const;
    bool addPin(std::shared_ptr<const Result> result); // false: nothing to pin, maxPins already, or transformer pins
    bool addPin(std::shared_ptr<const TransformerResult> result);
    void removeLastPin();
    void setPins(Pins pins, TransformerPins transformers = {});
    void clearPins() { setPins({}); }

    bool isRelative() const { return m_relative; }
    void setRelative(bool relative);

signals:
    void configChanged(const gradflow::ModelConfig &config); // what the controls show
    void networkRequested(const gradflow::ModelConfig &config, const gradflow::RunSettings &run);
    void clipLimitChanged(double limit);
    void pinsChanged();
    void relativeChanged(bool relative);

private:
    ModelConfig m_config;
    RunSettings m_run;
    Pins m_pins;
    TransformerPins m_transformerPins;
    bool m_relative = false;
};

} // namespace gradflow
