// libFuzzer target: any bytes as a session file (File > Open session, --session). The reader
// must refuse the text with std::invalid_argument naming its source, or give a session whose
// configurations validate, that survives a save/open round trip byte for byte, and whose
// configurations, where small enough to run here, compute without a NaN or +infinity.
// Built and run by scripts/fuzz (clang, with AddressSanitizer and UndefinedBehaviorSanitizer).
#include "fuzzchecks.h"

#include "core/report/session.h"

#include <cstdint>
#include <stdexcept>
#include <string>

using namespace gradflow;
using fuzzchecks::require;

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t *data, std::size_t size)
{
    const char *target = "fuzz_session";
    const std::string text(reinterpret_cast<const char *>(data), size);
    Session session;
    if (!fuzzchecks::readOrRefused(
            session, [&] { return parseSession(text, "fuzz"); }, "fuzz", target, text))
        return 0;
    require(session.pins.size() <= std::size_t(Session::maxPins), target, "more pins than a session holds", text);
    fuzzchecks::validates(session.current, session.run, target, text);
    for (const ModelConfig &pin : session.pins)
        fuzzchecks::validates(pin, session.run, target, text);
    // Saved and opened again, it is the same session, to the byte.
    const std::string saved = sessionToJson(session);
    Session reopened;
    try {
        reopened = parseSession(saved, "round trip");
    } catch (const std::invalid_argument &e) {
        require(false, target, (std::string("a saved session refused on opening: ") + e.what()).c_str(), text);
    }
    require(sessionToJson(reopened) == saved, target, "save/open changed the session", text);
    require(reopened.current == session.current && reopened.run == session.run && reopened.pins == session.pins
                && reopened.relative == session.relative,
            target, "save/open changed a configuration", text);
    fuzzchecks::computesWithoutNan(session.current, session.run, target, text);
    for (const ModelConfig &pin : session.pins)
        fuzzchecks::computesWithoutNan(pin, session.run, target, text);
    return 0;
}
