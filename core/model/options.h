#pragma once

#include "core/model/config.h"

#include <cstdint>
#include <stdexcept>
#include <string>
#include <utility>
#include <variant>
#include <vector>

namespace gradflow {

// A refused option: its key and what is wrong with the value. Each front end words it: the
// command line as "--key: problem", a file as "source: \"key\" problem". what() is "key: problem".
class OptionError : public std::invalid_argument
{
public:
    OptionError(const std::string &key, const std::string &problem)
        : std::invalid_argument(key + ": " + problem), m_key(key), m_problem(problem)
    {
    }
    const std::string &key() const { return m_key; }
    const std::string &problem() const { return m_problem; }

private:
    std::string m_key, m_problem;
};

// A value as a front end hands it over: JSON's null, true/false, whole numbers, numbers and
// strings; the command line's text goes through optionValueFromText() first.
// monostate: anything else (a JSON list or object), which no option takes.
using OptionValue =
    std::variant<std::monostate, std::nullptr_t, bool, std::int64_t, std::uint64_t, double, std::string>;

enum class OptionKind {
    Whole,           // an int in [low, high]
    Number,          // a finite double in [low, high]
    Name,            // one of names
    Switch,          // true or false (the command line: --key and --no-key)
    Seed,            // a whole number from 0 to 2^64 - 1
    Size,            // bytes: a number, or text such as "512M" or "2G"
    ResidualScale,   // a number from low to high, or "1/sqrt(L)" or "1/sqrt(2L)"
    NumberOrDefault, // a number in [low, high], or null for the default
};

// One option of the network (ModelConfig) or the run (RunSettings): the command line's --key,
// the JSON key, --help and the window's ranges all come from its row.
struct Option
{
    const char *key;
    OptionKind kind;
    double low, high;                      // accepted everywhere (Whole, Number, ResidualScale, NumberOrDefault)
    double windowLow, windowHigh;          // the window's controls (a smaller range stays interactive)
    const char *valueName;                 // in --help: N, S, NAME
    const char *help;                      // one sentence; --help adds the range, the names and the default
    const std::vector<std::string> *names; // Name: the allowed names, in display order
    // A value for this option selects this init scheme unless the same source names "init".
    const char *selectsInit;
    // The value, checked and in the kind's form (Whole: int64, Seed: uint64, Size: int64 bytes,
    // Name: a name, NumberOrDefault: null or double, ResidualScale: double or a rule's text).
    void (*set)(ModelConfig &, RunSettings &, const OptionValue &);
    OptionValue (*get)(const ModelConfig &, const RunSettings &);
};

// Every option, in --help's order.
const std::vector<Option> &options();
// The row of key, or nullptr.
const Option *findOption(const std::string &key);
// The row of key; throws std::logic_error for a key no row has (a programming error).
const Option &option(const std::string &key);

// The value in the kind's form, or throws OptionError saying what is allowed.
OptionValue checkedValue(const Option &option, const OptionValue &value);
// The command line's text as a value of the option's kind (trimmed; "--key" alone is true).
// Throws OptionError for text that is no value of the kind.
OptionValue optionValueFromText(const Option &option, const std::string &text);

// Applies the values of one source (a file, the command line's flags) in order over config and
// run; a value for init-std, init-scale or init-constant selects its scheme unless the source
// names "init" too. Throws OptionError for the first bad value; config and run are untouched then.
void applyOptions(const std::vector<std::pair<const Option *, OptionValue>> &values, ModelConfig &config,
                  RunSettings &run);

// The digits after the decimal point a window's box needs to show windowLow exactly: a box
// with fewer would round its minimum to 0, a value the option refuses.
int windowDecimals(const Option &option);

// "Number of blocks, 1 to 10000 (default 30)." from the row and the default configuration.
std::string optionHelp(const Option &option);
// The default's text, e.g. "30", "relu", "1/sqrt(L)", "2G".
std::string optionValueText(const Option &option, const OptionValue &value);

} // namespace gradflow
