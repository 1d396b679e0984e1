// libFuzzer target: any argument vector for the command line. parseCommandLine must either
// refuse it with std::invalid_argument carrying one printable line (no newline, escape or
// other control character from the arguments), or return options whose configuration validates
// and fits its memory plan. Arguments are the input split at NUL bytes. The target works in an
// empty folder and skips vectors naming absolute paths or "..", so --config and a positional
// file can only meet files that do not exist (a FIFO or /dev/stdin would block the fuzzer).
// Built and run by scripts/fuzz (clang, with AddressSanitizer and UndefinedBehaviorSanitizer).
#include "app/cli.h"
#include "core/engine/engine.h"

#include <QDir>
#include <QStringList>
#include <QTemporaryDir>

#include <cstdio>
#include <cstdlib>
#include <stdexcept>
#include <string>

using namespace gradflow;

namespace {

void require(bool ok, const char *what, const QStringList &arguments)
{
    if (ok)
        return;
    std::fprintf(stderr, "fuzz_cli: %s\narguments:", what);
    for (const QString &a : arguments)
        std::fprintf(stderr, " [%s]", a.toUtf8().toPercentEncoding(" -=./").constData());
    std::fprintf(stderr, "\n");
    std::abort();
}

bool onePrintableLine(const std::string &message)
{
    for (unsigned char c : message) {
        if (c < 0x20 || c == 0x7f)
            return false;
    }
    return !message.empty();
}

} // namespace

extern "C" int LLVMFuzzerInitialize(int *, char ***)
{
    static QTemporaryDir empty; // lives as long as the fuzzer
    QDir::setCurrent(empty.path());
    return 0;
}

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t *data, std::size_t size)
{
    QStringList arguments;
    std::string current;
    for (std::size_t i = 0; i <= size; ++i) {
        if (i == size || data[i] == 0) {
            arguments << QString::fromUtf8(current.data(), qsizetype(current.size()));
            current.clear();
            if (arguments.size() > 24)
                return 0;
        } else {
            current += char(data[i]);
        }
    }
    for (const QString &a : arguments) {
        if (a.contains(QLatin1Char('/')) || a.contains(QLatin1String("..")))
            return 0; // no path outside the empty folder
    }
    CliOptions options;
    try {
        options = parseCommandLine(arguments);
    } catch (const std::invalid_argument &e) {
        require(onePrintableLine(e.what()), "a refusal that is not one printable line", arguments);
        return 0;
    }
    try {
        validate(options.config);
        validate(options.run);
        planMemory(options.config, options.run);
    } catch (const std::invalid_argument &) {
        require(false, "options accepted by the parser but refused by validate() or the memory plan", arguments);
    }
    require(options.repeat >= 1 && options.exportScale >= 1 && options.exportScale <= 4, "an option out of its range", arguments);
    return 0;
}
