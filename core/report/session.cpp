#include "core/report/session.h"

#include "core/report/configjson.h"

#include <cstdint>
#include <stdexcept>

namespace gradflow {

using nlohmann::json;

namespace {

const char *const kMarker = "gradflow-session";
constexpr int kVersion = 1;

ModelConfig configFrom(const json &value, RunSettings &run, const std::string &where)
{
    if (!value.is_object())
        throw std::invalid_argument(where + ": must be a configuration object, as a saved configuration file holds");
    ModelConfig config;
    applyConfigObject(value, config, run, where);
    return config;
}

} // namespace

std::string sessionToJson(const Session &session)
{
    json root = json::object();
    root[kMarker] = kVersion;
    root["current"] = configFileObject(session.current, session.run);
    json pins = json::array();
    for (const ModelConfig &pin : session.pins)
        pins.push_back(configFileObject(pin, session.run)); // each a whole configuration file
    root["pins"] = pins;
    root["relative"] = session.relative;
    return root.dump(4) + "\n";
}

namespace {

// The sessions this program reads: version kVersion. A later one may hold what this program
// would silently drop or misread.
void checkVersion(const json &version, const std::string &source)
{
    if (version.is_number_unsigned() && version.get<std::uint64_t>() > std::uint64_t(kVersion))
        throw std::invalid_argument(source + ": a session of a newer GradFlow (version " + version.dump()
                                    + "; this one reads version " + std::to_string(kVersion)
                                    + "); open it with that GradFlow, or update this one");
    if (!version.is_number_integer() || version.get<std::int64_t>() != kVersion)
        throw std::invalid_argument(source + ": \"gradflow-session\" must be " + std::to_string(kVersion)
                                    + "; choose a file saved with File > Save session");
}

} // namespace

Session parseSession(const std::string &text, const std::string &source)
{
    const JsonFileKind kind{"not a GradFlow session", "not a JSON object; choose a file saved with File > Save session",
                            "choose a file saved with File > Save session"};
    const json root = parseJsonObject(text, source, kind);
    if (!root.contains(kMarker))
        throw std::invalid_argument(source
                                    + ": not a GradFlow session (no \"gradflow-session\" key); a configuration file "
                                      "opens with --config or File > Open configuration");
    checkVersion(root.at(kMarker), source);
    Session session;
    session.current =
        configFrom(root.contains("current") ? root.at("current") : json(), session.run, source + " current");
    const json pins = root.contains("pins") ? root.at("pins") : json::array();
    if (!pins.is_array())
        throw std::invalid_argument(source + ": \"pins\" must be a list of configurations");
    if (pins.size() > std::size_t(Session::maxPins))
        throw std::invalid_argument(source + ": " + std::to_string(pins.size()) + " pins; at most 8");
    for (std::size_t i = 0; i < pins.size(); ++i) {
        RunSettings pinRun; // checked, but the session's run settings are current's
        session.pins.push_back(configFrom(pins[i], pinRun, source + " pin " + std::to_string(i + 1)));
        if (session.pins[i].architecture != session.pins.front().architecture)
            throw std::invalid_argument(source + " pin " + std::to_string(i + 1)
                                        + ": pins of a dense network and of a transformer in one session; a dense "
                                          "network's charts count layers and a transformer's sub-layers, so one "
                                          "session pins one kind");
    }
    const json relative = root.contains("relative") ? root.at("relative") : json(false);
    if (!relative.is_boolean())
        throw std::invalid_argument(source + ": \"relative\" must be true or false");
    session.relative = relative.get<bool>();
    return session;
}

} // namespace gradflow
