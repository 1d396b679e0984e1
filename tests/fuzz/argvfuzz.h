#pragma once

// What the command-line fuzzers (fuzz_cli, fuzz_trainoptions, fuzz_jacobian) share: the input
// becomes an argument vector (split at NUL bytes, after a mode's leading arguments), vectors
// that could leave the empty working folder are skipped, and parseCommandLine must either
// refuse with std::invalid_argument carrying one printable line (no newline, escape or other
// control character from the arguments) or return options. A failed check prints the target,
// what failed and the arguments, and aborts (libFuzzer keeps the input).
// Each target is one translation unit, so this header also gives it LLVMFuzzerInitialize: the
// fuzzer works in an empty folder, where --config and a positional file can only meet files
// that do not exist (a FIFO or /dev/stdin would block it).
#include "app/cli.h"

#include <QDir>
#include <QStringList>
#include <QTemporaryDir>

#include <cstdint>
#include <cstdio>
#include <cstdlib>
#include <optional>
#include <stdexcept>
#include <string>

namespace argvfuzz {

inline void require(bool ok, const char *target, const char *what, const QStringList &arguments)
{
    if (ok)
        return;
    std::fprintf(stderr, "%s: %s\narguments:", target, what);
    for (const QString &a : arguments)
        std::fprintf(stderr, " [%s]", a.toUtf8().toPercentEncoding(" -=./").constData());
    std::fprintf(stderr, "\n");
    std::abort();
}

inline bool onePrintableLine(const std::string &message)
{
    for (unsigned char c : message) {
        if (c < 0x20 || c == 0x7f)
            return false;
    }
    return !message.empty();
}

// leading, then the bytes from data[first] on split at NUL bytes (each piece one argument).
inline QStringList splitAtNul(const std::uint8_t *data, std::size_t size, std::size_t first, QStringList leading = {})
{
    std::string current;
    for (std::size_t i = first; i <= size; ++i) {
        if (i == size || data[i] == 0) {
            leading << QString::fromUtf8(current.data(), qsizetype(current.size()));
            current.clear();
        } else {
            current += char(data[i]);
        }
    }
    return leading;
}

// The first byte chooses one of the modes' leading arguments; the rest is split at NUL bytes.
template<std::size_t N>
QStringList withMode(const std::uint8_t *data, std::size_t size, const QStringList (&modes)[N])
{
    return splitAtNul(data, size, 1, size > 0 ? modes[data[0] % N] : modes[0]);
}

// At most 24 arguments, none naming a path outside the empty folder.
inline bool staysInside(const QStringList &arguments)
{
    if (arguments.size() > 24)
        return false;
    for (const QString &a : arguments) {
        if (a.contains(QLatin1Char('/')) || a.contains(QLatin1String("..")))
            return false;
    }
    return true;
}

// The parsed options, or nothing where parseCommandLine refused (in one printable line).
inline std::optional<gradflow::CliOptions> parsed(const char *target, const QStringList &arguments)
{
    try {
        return gradflow::parseCommandLine(arguments);
    } catch (const std::invalid_argument &e) {
        require(onePrintableLine(e.what()), target, "a refusal that is not one printable line", arguments);
        return std::nullopt;
    }
}

} // namespace argvfuzz

extern "C" int LLVMFuzzerInitialize(int *, char ***)
{
    static QTemporaryDir empty; // lives as long as the fuzzer
    QDir::setCurrent(empty.path());
    return 0;
}
