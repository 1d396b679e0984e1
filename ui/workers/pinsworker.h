#pragma once

#include "ui/workers/measureworker.h"
#include "core/model/config.h"
#include "core/model/result.h"
#include "core/transformer/transformerresult.h"

#include <functional>
#include <memory>
#include <vector>

namespace gradflow {

// A network to pin and the settings it is computed under.
struct PinSpec
{
    ModelConfig config;
    RunSettings run;
};

// A request's pins, each in its architecture's list, in order.
struct PinResults
{
    std::vector<std::shared_ptr<const Result>> dense;
    std::vector<std::shared_ptr<const TransformerResult>> transformers;
};

// Computes the pins a tour step or a session brings, off the GUI thread (a MeasureWorker: the
// latest request wins, a stale or cancelled one stops at its next layer). A request's pins
// reach the GUI thread in one go or not at all, so the window's state changes at once; a
// failure names the pin it stopped at.
class PinsWorker : public MeasureWorker
{
    Q_OBJECT

public:
    using Apply = std::function<void(const PinResults &pins)>;

    explicit PinsWorker(QObject *parent = nullptr);
    ~PinsWorker() override;

    // Computes pins in order; apply runs on the GUI thread with all of them, unless a newer
    // request or a cancel came first. progress() counts stepsPerPin for each pin: pin
    // done / stepsPerPin (from 0) of total / stepsPerPin is computing.
    quint64 request(std::vector<PinSpec> pins, Apply apply);
    static constexpr int stepsPerPin = 1000;
};

} // namespace gradflow
