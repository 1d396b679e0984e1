#include "core/report/configjson.h"

#include "core/report/serialization.h"

#include "core/model/options.h"

#include <algorithm>
#include <cstddef>
#include <stdexcept>
#include <unordered_set>
#include <vector>

namespace gradflow {

using nlohmann::json;

namespace {

constexpr const char *kFormat = "gradflow-config-1";

json valueJson(std::monostate) { return nullptr; }
template<typename T>
json valueJson(const T &value)
{
    return json(value);
}

[[noreturn]] void fail(const std::string &source, const std::string &key, const std::string &what)
{
    throw std::invalid_argument(source + ": \"" + printable(key) + "\" " + what);
}

OptionValue optionValue(const json &v)
{
    if (v.is_null())
        return nullptr;
    if (v.is_boolean())
        return v.get<bool>();
    if (v.is_number_unsigned())
        return v.get<std::uint64_t>();
    if (v.is_number_integer())
        return v.get<std::int64_t>();
    if (v.is_number())
        return v.get<double>();
    if (v.is_string())
        return v.get<std::string>();
    return std::monostate(); // a list or an object
}

// The table's error as a file's: the source, then the key.
std::invalid_argument worded(const OptionError &e, const std::string &source)
{
    return std::invalid_argument(source + ": \"" + e.key() + "\": " + e.problem());
}

OptionValue checked(const Option &o, const json &value, const std::string &source)
{
    try {
        return checkedValue(o, optionValue(value));
    } catch (const OptionError &e) {
        throw worded(e, source);
    }
}

} // namespace

namespace {

// Where the parser stopped, as a text editor counts: "line 3, column 14" (a column per UTF-8
// character: the text is known to be UTF-8), or that the text ended first (a file cut short).
// `byte` is the parser's count of bytes read.
std::string parseErrorPlace(const std::string &text, std::size_t byte)
{
    if (text.find_first_not_of(" \t\r\n") == std::string::npos)
        return "the file is empty";
    if (byte > text.size())
        return "it ends (line " + std::to_string(std::count(text.begin(), text.end(), '\n') + 1)
               + ") before its brackets close: the file may be cut short";
    const std::size_t at = byte > 0 ? byte - 1 : 0;
    const std::size_t newline = at == 0 ? std::string::npos : text.rfind('\n', at - 1);
    const std::size_t lineStart = newline == std::string::npos ? 0 : newline + 1;
    const auto line = std::count(text.begin(), text.begin() + std::ptrdiff_t(at), '\n') + 1;
    const auto column = 1
                        + std::count_if(text.begin() + std::ptrdiff_t(lineStart), text.begin() + std::ptrdiff_t(at),
                                        [](char c) { return (static_cast<unsigned char>(c) & 0xc0) != 0x80; });
    return "at line " + std::to_string(line) + ", column " + std::to_string(column);
}

} // namespace

json parseJsonObject(const std::string &text, const std::string &source, const JsonFileKind &kind)
{
    if (std::int64_t(text.size()) > limits::maxConfigBytes)
        throw std::invalid_argument(source + ": larger than 1 MiB; " + kind.tooLarge);
    requireText(text, source, kind.remedy);
    json j;
    // JSON leaves a repeated key to the reader; nlohmann keeps the last value, which let an
    // invalid first value pass unseen. Each open object's keys are kept in a hash set (a list
    // searched from the start took 30 s for a 1 MiB file of short keys).
    std::vector<std::unordered_set<std::string>> keys;
    const json::parser_callback_t noRepeats = [&](int, json::parse_event_t event, json &parsed) {
        if (event == json::parse_event_t::object_start)
            keys.emplace_back();
        else if (event == json::parse_event_t::object_end && !keys.empty())
            keys.pop_back();
        else if (event == json::parse_event_t::key && !keys.empty()
                 && !keys.back().insert(parsed.get<std::string>()).second)
            fail(source, parsed.get<std::string>(), "is given twice; give each option once");
        return true;
    };
    try {
        j = json::parse(text, noRepeats);
    } catch (const json::parse_error &e) {
        throw std::invalid_argument(source + ": not valid JSON (" + parseErrorPlace(text, e.byte) + "); "
                                    + kind.remedy);
    } catch (const json::out_of_range &e) {
        // 1e999: valid JSON, but no double holds it (scripts/fuzz feeds such numbers).
        throw std::invalid_argument(source + ": holds a number too large for a double (" + std::string(e.what()) + ")");
    } catch (const json::exception &e) {
        throw std::invalid_argument(source + ": cannot be read (" + std::string(e.what()) + ")");
    }
    if (!j.is_object())
        throw std::invalid_argument(source + ": " + kind.notObject);
    return j;
}

json configObject(const ModelConfig &c, const RunSettings &run)
{
    json j = json::object();
    for (const Option &o : options()) {
        const OptionValue value = o.get(c, run);
        if (o.kind == OptionKind::Size)
            j[o.key] = optionValueText(o, value);
        else
            j[o.key] = std::visit([](const auto &v) { return valueJson(v); }, value);
    }
    return j;
}

json configFileObject(const ModelConfig &config, const RunSettings &run)
{
    json j = configObject(config, run);
    j["format"] = kFormat;
    return j;
}

void applyConfigObject(const json &j, ModelConfig &config, RunSettings &run, const std::string &source)
{
    std::vector<std::pair<const Option *, OptionValue>> values;
    for (auto it = j.begin(); it != j.end(); ++it) {
        if (it.key() == "format") {
            if (it.value() != kFormat)
                fail(source, it.key(), "must be \"" + std::string(kFormat) + "\"");
        } else if (const Option *o = findOption(it.key())) {
            values.emplace_back(o, checked(*o, it.value(), source)); // the first bad key in order is named
        } else {
            fail(source, it.key(), "is not an option; allowed keys are the long options, e.g. \"depth\", \"init-std\"");
        }
    }
    ModelConfig c = config;
    RunSettings r = run;
    try {
        applyOptions(values, c, r);
        validate(c);
        validate(r);
    } catch (const OptionError &e) {
        throw worded(e, source);
    }
    config = c;
    run = r;
}

std::string configToJson(const ModelConfig &config, const RunSettings &run)
{
    return configFileObject(config, run).dump(2) + "\n";
}

void applyConfigJson(const std::string &text, ModelConfig &config, RunSettings &run, const std::string &source)
{
    const JsonFileKind kind{"a configuration file is a few hundred bytes of JSON",
                            "must hold a JSON object of options, e.g. {\"depth\": 30}",
                            "fix it in a text editor, or save the configuration again (File > Save configuration)"};
    applyConfigObject(parseJsonObject(text, source, kind), config, run, source);
}

} // namespace gradflow
