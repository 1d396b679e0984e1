#include "core/lesson/tour.h"

#include "core/model/numbertext.h"
#include "core/model/options.h"
#include "core/model/presets.h"

#include <algorithm>
#include <cctype>
#include <sstream>
#include <stdexcept>

namespace gradflow {

namespace {

std::string trim(const std::string &s)
{
    std::size_t a = 0, b = s.size();
    while (a < b && std::isspace(static_cast<unsigned char>(s[a])))
        ++a;
    while (b > a && std::isspace(static_cast<unsigned char>(s[b - 1])))
        --b;
    return s.substr(a, b - a);
}

// One configuration key over config and run, its value read as the command line reads
// --KEY VALUE (the option table's text): "set: width = .5" is refused as "--width .5" is, naming
// the key and what it takes, never with a JSON parser's text about a made-up document.
void applyConfigKey(const std::string &key, const std::string &value, ModelConfig &config, RunSettings &run)
{
    const Option *o = findOption(key);
    if (!o)
        throw std::invalid_argument(
            "set: \"" + printable(key)
            + "\" is not an option; allowed keys are the long options, e.g. \"depth\", \"init-std\"");
    ModelConfig c = config;
    RunSettings r = run;
    try {
        applyOptions({{o, optionValueFromText(*o, value)}}, c, r);
        validate(c);
        validate(r);
    } catch (const OptionError &e) {
        throw std::invalid_argument("set: \"" + e.key() + "\": " + e.problem()); // as a configuration file's
    }
    config = c;
    run = r;
}

void checkBraces(const std::string &text)
{
    int depth = 0;
    for (char c : text) {
        if (c == '{' && ++depth > 1)
            throw std::invalid_argument("a '{' inside braces; mark each number as {1.28}");
        if (c == '}' && --depth < 0)
            throw std::invalid_argument("a '}' without its '{'");
    }
    if (depth != 0)
        throw std::invalid_argument("a '{' without its '}'");
}

} // namespace

std::vector<std::string> quotedNumbers(const std::string &text)
{
    std::vector<std::string> out;
    std::size_t open = text.find('{');
    while (open != std::string::npos) {
        const std::size_t close = text.find('}', open);
        if (close == std::string::npos)
            break;
        out.push_back(text.substr(open + 1, close - open - 1));
        open = text.find('{', close);
    }
    return out;
}

namespace {

// A step is complete once it has a view and some text.
void checkStep(const std::string &source, const TourStep &step)
{
    const std::string where = source + " line " + std::to_string(step.line) + ": step '" + step.title + "' ";
    if (!step.hasView)
        throw std::invalid_argument(where + "has no view; add a line like 'view: chain'");
    if (step.text.empty())
        throw std::invalid_argument(where + "has no text; add a line like 'text: what to look at'");
}

const Preset &knownPreset(const std::string &name)
{
    const Preset *p = findPreset(name);
    if (!p)
        throw std::invalid_argument("unknown preset '" + name + "'; gradflow --list-presets names them");
    return *p;
}

// 'set: KEY = VALUE': a network setting (network and clipping steps) or a lesson view's.
void applySet(TourStep &step, const std::string &value, bool network)
{
    const std::size_t equals = value.find('=');
    if (equals == std::string::npos || equals == 0)
        throw std::invalid_argument("expected 'set: KEY = VALUE', e.g. 'set: depth = 10'");
    const std::string k = trim(value.substr(0, equals)), v = trim(value.substr(equals + 1));
    if (network)
        applyConfigKey(k, v, step.config, step.run);
    else
        applyLessonSetting(step.view, k, v, step.settings);
}

// 'train: clip = C': 0 trains without clipping; any other limit as --clip takes it, and it is
// also the main view's Clip at, which the Training tab clips at.
void applyTrainClip(TourStep &step, const std::string &value)
{
    std::size_t used = 0;
    if (readDecimal(value, used) == 0.0 && used == value.size() && used > 0) {
        step.train.clipLimit = 0.0;
        return;
    }
    ModelConfig config = step.config;
    RunSettings run = step.run;
    const Option &clip = option("clip");
    applyOptions({{&clip, optionValueFromText(clip, value)}}, config, run);
    step.train.clipLimit = run.clipLimit;
    step.run.clipLimit = run.clipLimit;
}

// 'train: KEY = VALUE' of a training step, read as the command line reads --KEY VALUE: refused
// with its message, or used exactly.
void applyTrain(TourStep &step, const std::string &value)
{
    const std::size_t equals = value.find('=');
    if (equals == std::string::npos || equals == 0)
        throw std::invalid_argument("expected 'train: KEY = VALUE', e.g. 'train: lr = 0.1'");
    const std::string k = trim(value.substr(0, equals)), v = trim(value.substr(equals + 1));
    if (k != "optimizer" && k != "lr" && k != "steps" && k != "clip" && k != "warmup")
        throw std::invalid_argument("unknown training key '" + printable(k)
                                    + "'; use optimizer, lr, steps, clip or warmup");
    try {
        if (k == "clip")
            applyTrainClip(step, v);
        else
            applyTrainSetting(step.train, k, v);
        validate(step.train);
    } catch (const OptionError &e) {
        throw std::invalid_argument("train: " + std::string(e.what()));
    }
}

// The keys that need the step's view: preset, pin, relative, set, train.
void applyViewKey(TourStep &step, const std::string &key, const std::string &value)
{
    const bool network = !isLessonPage(step.view) || step.view == LessonView::Clipping;
    if (key == "preset") {
        if (!network)
            throw std::invalid_argument("'preset' is for network and clipping steps");
        step.config = knownPreset(value).config;
        step.preset = value;
    } else if (key == "train") {
        if (step.view != LessonView::Training)
            throw std::invalid_argument("'train' is for training steps ('view: training')");
        applyTrain(step, value);
    } else if (key == "pin") {
        if (step.view != LessonView::Network)
            throw std::invalid_argument("'pin' is for network steps");
        knownPreset(value);
        if (step.pins.size() >= 8)
            throw std::invalid_argument("more than 8 pins in one step");
        step.pins.push_back(value);
    } else if (key == "relative") {
        if (step.view != LessonView::Network)
            throw std::invalid_argument("'relative' is for network steps");
        if (value != "on" && value != "off")
            throw std::invalid_argument("relative is 'on' or 'off', not '" + value + "'");
        step.relative = value == "on";
    } else if (key == "set") {
        applySet(step, value, network);
    } else {
        throw std::invalid_argument("unknown key '" + key
                                    + "'; use title, step, view, preset, set, pin, relative, train or text");
    }
}

// One 'key: value' line of the current step.
void applyStepKey(TourStep &step, const std::string &key, const std::string &value)
{
    if (key == "view") {
        if (step.hasView)
            throw std::invalid_argument("a second view in one step; start a new step");
        step.view = parseLessonView(value, "view");
        step.hasView = true;
    } else if (key == "text") {
        checkBraces(value);
        step.text += (step.text.empty() ? "" : " ") + value;
        if (step.text.size() > maxStepTextBytes)
            throw std::invalid_argument("the step's text is over " + std::to_string(maxStepTextBytes)
                                        + " bytes; a step is a few sentences: split it into steps");
    } else if (!step.hasView) {
        throw std::invalid_argument("'" + key + "' before the step's 'view:' line");
    } else {
        applyViewKey(step, key, value);
    }
}

// One 'key: value' line of the tour: its title, a new step, or a key of the current step.
void applyTourLine(Tour &tour, int lineNumber, const std::string &key, const std::string &value)
{
    if ((key == "title" || key == "step") && value.size() > maxTitleBytes)
        throw std::invalid_argument(std::string(key == "step" ? "the step's" : "the tour's") + " title is over "
                                    + std::to_string(maxTitleBytes)
                                    + " bytes; a title is a few words: put the rest in the step's text");
    if (key == "title") {
        if (!tour.steps.empty())
            throw std::invalid_argument("the title goes before the first step");
        tour.title = value;
    } else if (key == "step") {
        if (value.empty())
            throw std::invalid_argument("a step needs a title, e.g. 'step: Residual connections'");
        TourStep step;
        step.line = lineNumber;
        step.title = value;
        step.config = findPreset(defaultPresetName())->config;
        tour.steps.push_back(step);
    } else {
        if (tour.steps.empty())
            throw std::invalid_argument("'" + key + "' before the first 'step:' line");
        applyStepKey(tour.steps.back(), key, value);
    }
}

} // namespace

Tour parseTour(const std::string &text, const std::string &source)
{
    if (text.size() > maxTourBytes)
        throw std::invalid_argument(source + ": larger than 1 MiB; a tour is a few kilobytes of text");
    requireText(text, source, "a tour is a text file of 'key: value' lines");
    Tour tour;
    std::istringstream in(text);
    std::string raw;
    int lineNumber = 0;
    while (std::getline(in, raw)) {
        ++lineNumber;
        const std::string line = trim(raw);
        if (line.empty() || line[0] == '#')
            continue;
        const std::string at = source + " line " + std::to_string(lineNumber) + ": ";
        const std::size_t colon = line.find(':');
        if (colon == std::string::npos)
            throw std::invalid_argument(at + "expected 'key: value', e.g. 'text: what to look at'");
        const std::string key = trim(line.substr(0, colon));
        // Outside the try: checkStep() names the step's own line ("line 4: line 2: ..." before).
        if (key == "step" && !tour.steps.empty())
            checkStep(source, tour.steps.back());
        try {
            applyTourLine(tour, lineNumber, key, trim(line.substr(colon + 1)));
        } catch (const std::invalid_argument &e) {
            throw std::invalid_argument(at + e.what());
        }
    }
    if (tour.steps.empty())
        throw std::invalid_argument(source + " line " + std::to_string(lineNumber)
                                    + ": no steps; a tour needs at least one 'step:' line");
    checkStep(source, tour.steps.back());
    return tour;
}

} // namespace gradflow
