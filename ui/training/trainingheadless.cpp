#include "ui/training/trainingheadless.h"

#include "core/training/trainer.h"
#include "ui/charts/slideheadless.h"
#include "files/exitcode.h"
#include "files/terminal.h"
#include "ui/training/trainingslide.h"

#include <memory>
#include <stdexcept>

namespace gradflow {

int runTrainingExport(const ModelConfig &config, const RunSettings &run, const TrainSettings &settings,
                      const QString &path, double scale, QSize size)
{
    std::shared_ptr<const TrainResult> result;
    try {
        result = std::make_shared<const TrainResult>(train(config, run, settings));
    } catch (const std::invalid_argument &e) {
        printError(e.what());
        return ExitBadInput;
    } catch (const std::bad_alloc &) {
        printError("out of memory; reduce depth, width or batch, or lower --max-memory");
        return ExitBadInput;
    }
    TrainingSlide slide(result);
    return runSlideExport(slide, QStringLiteral("training"), path, scale, size);
}

} // namespace gradflow
