// libFuzzer target: any bytes as the 'train:' lines of a tour's training step (each input line
// becomes "train: LINE"). The reader must refuse with std::invalid_argument starting with its
// source (and the line, for text), or give settings that validate, read exactly as the command
// line reads them: each accepted KEY = VALUE, given again to applyTrainSetting (--KEY VALUE's
// reading), yields the same value. UndefinedBehaviorSanitizer catches an out-of-range float-to-int.
// Built and run by scripts/fuzz (clang, with AddressSanitizer and UndefinedBehaviorSanitizer).
#include "fuzzchecks.h"

#include "core/lesson/tour.h"
#include "core/model/options.h"

#include <cstdint>
#include <sstream>
#include <stdexcept>
#include <string>

using namespace gradflow;
using fuzzchecks::require;

namespace {

const char *const kTarget = "fuzz_tourtrain";

std::string trimmed(const std::string &s)
{
    const auto first = s.find_first_not_of(" \t\r\n\f\v");
    return first == std::string::npos ? std::string() : s.substr(first, s.find_last_not_of(" \t\r\n\f\v") - first + 1);
}

// The last value each key was given, read again by the command line's reading.
void sameAsTheCommandLine(const std::string &lines, const TrainSettings &read, const std::string &input)
{
    TrainSettings expected;
    std::istringstream in(lines);
    std::string line;
    while (std::getline(in, line)) {
        const std::size_t equals = line.find('=');
        if (line.empty() || equals == std::string::npos)
            continue;
        const std::string key = trimmed(line.substr(0, equals)), value = trimmed(line.substr(equals + 1));
        if (key == "clip")
            continue; // the main view's limit, read by the option table
        try {
            applyTrainSetting(expected, key, value);
        } catch (const std::invalid_argument &) {
            require(false, kTarget, "a value the tour took and the command line refuses", input);
        }
    }
    require(expected.learningRate == read.learningRate && expected.steps == read.steps
                && expected.warmupSteps == read.warmupSteps && expected.optimizer == read.optimizer,
            kTarget, "a value the tour read otherwise than the command line", input);
}

} // namespace

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t *data, std::size_t size)
{
    const std::string lines(reinterpret_cast<const char *>(data), size);
    std::string text = "title: t\nstep: s\nview: training\ntext: x\n";
    std::istringstream in(lines);
    std::string line;
    int count = 0;
    while (std::getline(in, line)) {
        if (line.find('\r') != std::string::npos || ++count > 16)
            return 0; // a line ending the tour reader splits elsewhere; a bounded step
        text += "train: " + line + "\n";
    }
    Tour tour;
    if (!fuzzchecks::readOrRefused(
            tour, [&] { return parseTour(text, "fuzz"); }, "fuzz", kTarget, lines))
        return 0;
    require(tour.steps.size() == 1 && tour.steps[0].view == LessonView::Training, kTarget, "not one training step",
            lines);
    const TrainSettings &s = tour.steps[0].train;
    try {
        validate(s);
    } catch (const std::invalid_argument &) {
        require(false, kTarget, "settings accepted by the reader but refused by validate()", lines);
    }
    sameAsTheCommandLine(lines, s, lines);
    return 0;
}
