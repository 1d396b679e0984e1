// libFuzzer target: any bytes as a tour file (Lesson > Open tour). The reader must refuse the
// text with std::invalid_argument naming its source and line, or give a tour whose every step
// has a view and a text and validates (its network, run and training settings); each step's
// network survives the configuration file's save/open round trip exactly, as the window loads
// it; and what the step shows, where small enough to run here, holds no NaN or +infinity (the
// network computed, a side view's numbers as --view NAME --json writes them).
// Built and run by scripts/fuzz (clang, with AddressSanitizer and UndefinedBehaviorSanitizer).
#include "fuzzchecks.h"

#include "core/lesson/tour.h"
#include "core/model/presets.h"
#include "core/report/serialization.h"

#include <cstdint>
#include <stdexcept>
#include <string>

using namespace gradflow;
using fuzzchecks::require;

namespace {

const char *const kTarget = "fuzz_tour";

// A side view's numbers, where its own work is small: no "nan" or "inf" (jsonNumber's words for them).
void sideViewWithoutNan(const TourStep &step, const std::string &text)
{
    if (!isLessonPage(step.view) || step.view == LessonView::Clipping)
        return;
    if (lessonViewBytes(step.view, step.settings) > (std::int64_t(1) << 20) || step.settings.gptLayers > 100
        || step.settings.chainLength > 1000 || step.settings.blocks > 1000 || step.settings.trainingSteps > 1000)
        return;
    std::string json;
    try {
        json = lessonViewJson(step.view, step.settings, step.config, step.run);
    } catch (const std::invalid_argument &) {
        return; // refused up front (its memory plan)
    }
    require(json.find("\"nan\"") == std::string::npos && json.find("\"inf\"") == std::string::npos, kTarget,
            "NaN or +inf in a side view's numbers", text);
}

void checkStep(const TourStep &step, const std::string &text)
{
    require(step.hasView && !step.text.empty() && !step.title.empty(), kTarget, "a step without a view, text or title",
            text);
    require(step.pins.size() <= 8, kTarget, "more than 8 pins", text);
    for (const std::string &pin : step.pins)
        require(findPreset(pin) != nullptr, kTarget, "a pin of no preset", text);
    fuzzchecks::validates(step.config, step.run, kTarget, text);
    if (step.view == LessonView::Training) {
        try {
            validate(step.train);
        } catch (const std::invalid_argument &) {
            require(false, kTarget, "training settings accepted by the reader but refused by validate()", text);
        }
    }
    // The window loads the step's network as a configuration: exactly, both ways.
    const std::string saved = configToJson(step.config, step.run);
    ModelConfig config;
    RunSettings run;
    applyConfigJson(saved, config, run, "round trip");
    require(config == step.config && run == step.run, kTarget,
            "the step's network changed through its configuration file", text);
    fuzzchecks::computesWithoutNan(step.config, step.run, kTarget, text);
    sideViewWithoutNan(step, text);
}

} // namespace

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t *data, std::size_t size)
{
    const std::string text(reinterpret_cast<const char *>(data), size);
    Tour tour;
    if (!fuzzchecks::readOrRefused(
            tour, [&] { return parseTour(text, "fuzz"); }, "fuzz", kTarget, text))
        return 0;
    require(!tour.steps.empty(), kTarget, "a tour without steps", text);
    // Read twice, the same tour: nothing in the reader depends on state it keeps.
    const Tour again = parseTour(text, "fuzz");
    require(again.steps.size() == tour.steps.size(), kTarget, "a second reading differs", text);
    for (std::size_t i = 0; i < tour.steps.size(); ++i) {
        require(again.steps[i].config == tour.steps[i].config && again.steps[i].text == tour.steps[i].text, kTarget,
                "a second reading differs", text);
        checkStep(tour.steps[i], text);
    }
    return 0;
}
