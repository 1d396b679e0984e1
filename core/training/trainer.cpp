#include "core/training/trainer.h"

#include "core/analysis/clipping.h"
#include "core/engine/engine.h"
#include "core/engine/memoryplan.h"
#include "core/training/trainingrun.h"
#include "core/training/transformertraining.h"

#include <chrono>
#include <cmath>
#include <limits>
#include <memory>
#include <sstream>

namespace gradflow {

namespace {

void checkMemory(const ModelConfig &c, const RunSettings &run, const TrainSettings &s)
{
    const std::int64_t needed = trainingBytes(c, s);
    if (needed <= run.maxMemoryBytes)
        return;
    std::ostringstream out;
    out << "training this network needs about " << memorySizeText(needed) << " (depth " << c.depth << ", width "
        << c.width << ", batch " << c.batch << ", " << toString(c.precision) << ", " << toString(s.optimizer)
        << ") but the limit is " << memorySizeText(run.maxMemoryBytes)
        << "; raise the limit or reduce depth, width or batch";
    throw MemoryLimitError(out.str(), needed, run.maxMemoryBytes);
}

} // namespace

std::int64_t trainingBytes(const ModelConfig &c, const TrainSettings &s)
{
    const std::int64_t scalar = c.precision == Precision::Float ? 4 : 8;
    const std::int64_t tensors = c.depth + (c.head ? 1 : 0);
    const std::int64_t weight = std::int64_t(c.width) * c.width * scalar;
    const std::int64_t matrix = std::int64_t(c.batch) * c.width * scalar;
    // weights, gradients, the change kept apart, the engine's draws while the start is formed
    // (one copy more), and the optimizer's one or two buffers
    const int copies = 4 + (s.optimizer == Optimizer::Sgd ? 0 : s.optimizer == Optimizer::Momentum ? 1 : 2);
    // The task is drawn in double before the run starts: the teacher's two width x width
    // matrices (4096 wide: 256 MiB) and its batch's input, hidden layer and target.
    const std::int64_t task = 2 * std::int64_t(c.width) * c.width * 8 + 4 * std::int64_t(c.batch) * c.width * 8;
    // per layer: the linear map's input, the slope and two normalizations' outputs, and dz where
    // the second core forms the weight gradients from it (network.h); then scratch
    const int perLayer = 4 + (weightGradientsOnHelper(c) ? 1 : 0);
    return tensors * weight * copies + c.depth * matrix * perLayer + 12 * matrix + task;
}

TrainResult train(const ModelConfig &c, const RunSettings &run, const TrainSettings &s, const TrainCallbacks &cb)
{
    if (c.architecture == Architecture::Transformer)
        return trainTransformer(c, run, s, cb);
    validate(c);
    validate(run);
    validate(s);
    checkMemory(c, run, s);
    if (c.precision == Precision::Float)
        return TrainingRun<float>(c, s, cb).run();
    return TrainingRun<double>(c, s, cb).run();
}

} // namespace gradflow
