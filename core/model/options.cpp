#include "core/model/options.h"

#include <algorithm>
#include <charconv>
#include <cmath>

namespace gradflow {

namespace {

// The shortest text that reads back as the same double, '.' as the point whatever the locale.
std::string numberText(double value)
{
    char buffer[64];
    const auto end = std::to_chars(buffer, buffer + sizeof buffer, value).ptr;
    return std::string(buffer, end);
}

std::string rangeText(const Option &o) { return numberText(o.low) + " to " + numberText(o.high); }

std::string namesText(const std::vector<std::string> &names)
{
    std::string out;
    for (size_t i = 0; i < names.size(); ++i)
        out += (i == 0 ? "" : i + 1 == names.size() ? " or " : ", ") + names[i];
    return out;
}

[[noreturn]] void refuse(const Option &o, const std::string &problem) { throw OptionError(o.key, problem); }

bool asNumber(const OptionValue &v, double &out)
{
    if (const auto *i = std::get_if<std::int64_t>(&v))
        out = double(*i);
    else if (const auto *u = std::get_if<std::uint64_t>(&v))
        out = double(*u);
    else if (const auto *d = std::get_if<double>(&v))
        out = *d;
    else
        return false;
    return true;
}

double checkedNumber(const Option &o, const OptionValue &v)
{
    double d = 0;
    if (!asNumber(v, d))
        refuse(o, "must be a number from " + rangeText(o));
    if (!std::isfinite(d) || d < o.low || d > o.high)
        refuse(o, numberText(d) + " is out of range; allowed: " + rangeText(o));
    return d;
}

std::int64_t checkedWhole(const Option &o, const OptionValue &v)
{
    double d = 0;
    if (!asNumber(v, d) || std::floor(d) != d)
        refuse(o, "must be a whole number from " + rangeText(o));
    if (d < o.low || d > o.high)
        refuse(o, numberText(d) + " is out of range; allowed: " + rangeText(o));
    return std::int64_t(d);
}

std::string checkedName(const Option &o, const OptionValue &v)
{
    const auto *name = std::get_if<std::string>(&v);
    if (!name)
        refuse(o, "must be one of " + namesText(*o.names));
    if (std::find(o.names->begin(), o.names->end(), *name) == o.names->end())
        refuse(o, "unknown value '" + printable(*name) + "'; allowed: " + namesText(*o.names));
    return *name;
}

std::uint64_t checkedSeed(const Option &o, const OptionValue &v)
{
    if (const auto *u = std::get_if<std::uint64_t>(&v))
        return *u;
    if (const auto *i = std::get_if<std::int64_t>(&v); i && *i >= 0)
        return std::uint64_t(*i);
    refuse(o, "must be a whole number from 0 to 18446744073709551615");
}

std::int64_t checkedSize(const Option &o, const OptionValue &v)
{
    if (const auto *text = std::get_if<std::string>(&v))
        return parseMemorySize(*text, o.key);
    double bytes = 0;
    // 1e300 is out of range, not an int64 conversion's garbage.
    if (!asNumber(v, bytes) || !(bytes >= o.low && bytes <= o.high))
        refuse(o, "must be from 1048576 bytes (1M) to 1e15 bytes, or a size such as \"512M\" or \"2G\"");
    return std::int64_t(bytes);
}

// A rule's text ("1/sqrt(L)", "1/sqrt(2L)"), or the number (given as a number or as text).
OptionValue checkedResidualScale(const Option &o, const OptionValue &v)
{
    const auto *text = std::get_if<std::string>(&v);
    if (!text)
        return checkedNumber(o, v);
    ModelConfig scratch;
    parseResidualScale(*text, scratch, o.key); // refuses what is neither
    if (scratch.residualRule != ResidualScaleRule::Fixed)
        return *text;
    return checkedNumber(o, scratch.residualScale);
}

} // namespace

OptionValue checkedValue(const Option &o, const OptionValue &v)
{
    switch (o.kind) {
    case OptionKind::Whole:
        return checkedWhole(o, v);
    case OptionKind::Number:
        return checkedNumber(o, v);
    case OptionKind::Name:
        return checkedName(o, v);
    case OptionKind::Switch:
        if (!std::holds_alternative<bool>(v))
            refuse(o, "must be true or false");
        return v;
    case OptionKind::Seed:
        return checkedSeed(o, v);
    case OptionKind::Size:
        return checkedSize(o, v);
    case OptionKind::ResidualScale:
        return checkedResidualScale(o, v);
    case OptionKind::NumberOrDefault:
        if (std::holds_alternative<std::nullptr_t>(v))
            return nullptr;
        return checkedNumber(o, v);
    }
    refuse(o, "has no kind"); // unreachable: every kind is handled above
}

namespace {

std::string trimmed(const std::string &text)
{
    const auto first = text.find_first_not_of(" \t\r\n");
    if (first == std::string::npos)
        return {};
    return text.substr(first, text.find_last_not_of(" \t\r\n") - first + 1);
}

// The whole of text as a T (a leading '+' allowed), or false.
template<typename T>
bool wholeText(const std::string &text, T &value)
{
    const char *first = text.c_str(), *last = first + text.size();
    if (first != last && *first == '+')
        ++first;
    const auto [end, error] = std::from_chars(first, last, value);
    return error == std::errc() && end == last && first != last;
}

bool numberOfText(const std::string &text, double &value)
{
    const char *first = text.c_str(), *last = first + text.size();
    if (first != last && *first == '+')
        ++first;
    const auto [end, error] = std::from_chars(first, last, value);
    return error == std::errc() && end == last && first != last;
}

} // namespace

OptionValue optionValueFromText(const Option &o, const std::string &textIn)
{
    const std::string text = trimmed(textIn);
    const std::string quoted = "'" + printable(textIn) + "'";
    switch (o.kind) {
    case OptionKind::Whole: {
        std::int64_t value = 0;
        if (!wholeText(text, value))
            refuse(o, quoted + " is not a whole number; allowed: " + rangeText(o));
        return value;
    }
    case OptionKind::Number:
    case OptionKind::NumberOrDefault: {
        double value = 0;
        if (!numberOfText(text, value) || !std::isfinite(value))
            refuse(o, quoted + " is not a finite number; allowed: " + rangeText(o));
        return value;
    }
    case OptionKind::Seed: {
        std::uint64_t value = 0;
        if (!wholeText(text, value))
            refuse(o, quoted + " is not a whole number from 0 to 18446744073709551615");
        return value;
    }
    case OptionKind::Switch:
        if (text.empty() || text == "true" || text == "false")
            return text != "false";
        refuse(o, quoted + " is not true or false");
    case OptionKind::Name:
    case OptionKind::Size:
    case OptionKind::ResidualScale:
        break;
    }
    return text;
}

void applyOptions(const std::vector<std::pair<const Option *, OptionValue>> &values, ModelConfig &config,
                  RunSettings &run)
{
    ModelConfig c = config;
    RunSettings r = run;
    bool namesInit = false;
    const char *selected = nullptr;
    for (const auto &[o, value] : values) {
        o->set(c, r, checkedValue(*o, value));
        namesInit = namesInit || std::string(o->key) == "init";
        // A null (an option's default) asks for no scheme: a file's "orthogonal-gain": null keeps its init.
        const bool chooses = o->selectsInit && !std::holds_alternative<std::nullptr_t>(value);
        selected = chooses ? o->selectsInit : selected;
    }
    if (selected && !namesInit)
        c.init = parseInit(selected);
    config = c;
    run = r;
}

std::string optionValueText(const Option &o, const OptionValue &v)
{
    if (const auto *bytes = std::get_if<std::int64_t>(&v); bytes && o.kind == OptionKind::Size) {
        const std::int64_t G = std::int64_t(1) << 30, M = std::int64_t(1) << 20;
        return *bytes % G == 0   ? std::to_string(*bytes / G) + "G"
               : *bytes % M == 0 ? std::to_string(*bytes / M) + "M"
                                 : std::to_string(*bytes);
    }
    if (const auto *b = std::get_if<bool>(&v))
        return *b ? "on" : "off";
    if (const auto *i = std::get_if<std::int64_t>(&v))
        return std::to_string(*i);
    if (const auto *u = std::get_if<std::uint64_t>(&v))
        return std::to_string(*u);
    if (const auto *d = std::get_if<double>(&v))
        return numberText(*d);
    if (const auto *s = std::get_if<std::string>(&v))
        return *s;
    return "the default";
}

std::string optionHelp(const Option &o)
{
    std::string text = o.help;
    if (o.kind == OptionKind::Name)
        text += ": " + namesText(*o.names);
    else if (o.kind == OptionKind::Whole || o.kind == OptionKind::Number || o.kind == OptionKind::NumberOrDefault)
        text += ", " + rangeText(o);
    else if (o.kind == OptionKind::ResidualScale)
        text += ": a number from " + rangeText(o) + ", 1/sqrt(L) or 1/sqrt(2L)";
    if (o.selectsInit)
        text += "; selects init " + std::string(o.selectsInit) + " unless init is given too";
    const OptionValue fallback = o.get(ModelConfig{}, RunSettings{});
    if (!std::holds_alternative<std::nullptr_t>(fallback))
        text += " (default " + optionValueText(o, fallback) + ")";
    return text + ".";
}

const Option *findOption(const std::string &key)
{
    for (const Option &o : options()) {
        if (key == o.key)
            return &o;
    }
    return nullptr;
}

const Option &option(const std::string &key)
{
    if (const Option *o = findOption(key))
        return *o;
    throw std::logic_error("no option " + key);
}

namespace {

// What a transformer's sizes must agree on, each refused with the option to change.
void validateTransformer(const ModelConfig &c)
{
    const TransformerShape &t = c.transformer;
    const std::string width = std::to_string(c.width), heads = std::to_string(t.heads);
    if (c.width % t.heads != 0)
        throw OptionError("heads", "the width " + width + " is not divisible by " + heads
                                       + " heads; choose a number of heads that divides the width");
    if (t.kvHeads > t.heads || (t.kvHeads > 0 && t.heads % t.kvHeads != 0))
        throw OptionError("kv-heads", std::to_string(t.kvHeads) + " key/value heads do not divide " + heads
                                          + " heads evenly; choose a divisor of --heads (0: as many as heads)");
    if (t.position == Position::Rope && (c.width / t.heads) % 2 != 0)
        throw OptionError("position",
                          "rope rotates pairs of dimensions, and a head here is " + std::to_string(c.width / t.heads)
                              + " wide (width / heads), an odd number; choose heads giving an even head width");
    if (normRow(c.norm).acrossBatch)
        throw OptionError("norm", "a transformer normalizes each token on its own: layer, rms or none, not batch");
}

} // namespace

void validate(const ModelConfig &config)
{
    for (const Option &o : options())
        checkedValue(o, o.get(config, RunSettings{}));
    if (config.architecture == Architecture::Transformer)
        validateTransformer(config);
}

void validate(const RunSettings &run)
{
    for (const Option &o : options())
        checkedValue(o, o.get(ModelConfig{}, run));
}

int windowDecimals(const Option &option)
{
    if (!(option.windowLow > 0) || option.windowLow >= 1)
        return 0;
    return int(std::ceil(-std::log10(option.windowLow) - 1e-9));
}

} // namespace gradflow
