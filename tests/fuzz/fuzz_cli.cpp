// libFuzzer target: any argument vector for the command line. parseCommandLine must either
// refuse it with std::invalid_argument carrying one printable line (no newline, escape or
// other control character from the arguments), or return options whose configuration validates
// and fits its memory plan. Arguments are the input split at NUL bytes. The target works in an
// empty folder and skips vectors naming absolute paths or "..", so --config and a positional
// file can only meet files that do not exist (a FIFO or /dev/stdin would block the fuzzer):
// tests/fuzz/argvfuzz.h, shared with the other command-line targets.
// Built and run by scripts/fuzz (clang, with AddressSanitizer and UndefinedBehaviorSanitizer).
#include "argvfuzz.h"

#include "core/engine/engine.h"

#include <stdexcept>

using namespace gradflow;
using argvfuzz::require;

namespace {

const char *const kTarget = "fuzz_cli";

} // namespace

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t *data, std::size_t size)
{
    const QStringList arguments = argvfuzz::splitAtNul(data, size, 0);
    if (!argvfuzz::staysInside(arguments))
        return 0;
    const std::optional<CliOptions> parsed = argvfuzz::parsed(kTarget, arguments);
    if (!parsed)
        return 0;
    const CliOptions &options = *parsed;
    try {
        validate(options.config);
        validate(options.run);
        planMemory(options.config, options.run);
    } catch (const std::invalid_argument &) {
        require(false, kTarget, "options accepted by the parser but refused by validate() or the memory plan",
                arguments);
    }
    require(options.repeat >= 1 && options.exportScale >= 1 && options.exportScale <= 4, kTarget,
            "an option out of its range", arguments);
    return 0;
}
