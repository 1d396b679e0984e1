#include "ui/workers/pinsworker.h"

#include "core/engine/engine.h"
#include "core/lesson/measurehooks.h"
#include "core/transformer/transformerpass.h"

#include <new>
#include <stdexcept>
#include <string>

namespace gradflow {

namespace {

// One pin's network, a dense one's or a transformer's, into its list; a failure becomes one that
// names the pin (counted from 1), since the status line says which of a session's pins could not
// be computed.
void computePin(Engine &engine, const PinSpec &pin, size_t index, const Callbacks &callbacks, PinResults &results)
{
    const std::string which = "pin " + std::to_string(index + 1) + ": ";
    try {
        if (pin.config.architecture == Architecture::Transformer)
            results.transformers.push_back(
                std::make_shared<const TransformerResult>(transformerPass(pin.config, pin.run, callbacks)));
        else
            results.dense.push_back(std::make_shared<const Result>(engine.compute(pin.config, pin.run, callbacks)));
    } catch (const Cancelled &) {
        throw;
    } catch (const std::bad_alloc &) {
        throw std::runtime_error(which + "out of memory; reduce its depth, width or batch");
    } catch (const std::exception &e) {
        throw std::invalid_argument(which + e.what());
    }
}

// The hooks for pin index of count: its layers' progress as a share of the whole request.
Callbacks pinCallbacks(const Callbacks &hooks, size_t index, size_t count)
{
    Callbacks callbacks;
    callbacks.isCancelled = hooks.isCancelled;
    callbacks.progress = [&hooks, index, count](int done, int total) {
        const int step = PinsWorker::stepsPerPin;
        const int within = total > 0 ? int(double(step) * done / total) : step;
        hooks.progress(int(index) * step + within, int(count) * step);
    };
    return callbacks;
}

} // namespace

PinsWorker::PinsWorker(QObject *parent) : MeasureWorker(parent) { }

PinsWorker::~PinsWorker() { finish(); }

quint64 PinsWorker::request(std::vector<PinSpec> pins, Apply apply)
{
    return MeasureWorker::request([pins = std::move(pins), apply = std::move(apply)](const Callbacks &hooks) {
        Engine engine; // this request's: its buffers go with it
        auto results = std::make_shared<PinResults>();
        for (size_t i = 0; i < pins.size(); ++i) {
            measureStep(hooks, int(i) * stepsPerPin, int(pins.size()) * stepsPerPin);
            computePin(engine, pins[i], i, pinCallbacks(hooks, i, pins.size()), *results);
        }
        return ShowAnswer([apply, results] { apply(*results); });
    });
}

} // namespace gradflow
