#pragma once

#include "core/model/options.h"

#include <QString>
#include <QStringList>

#include <string>

// The command line's value readers. Each failure throws std::invalid_argument with one line that
// names the option and what it allows; parseCommandLine's caller prints it and exits 2.
namespace gradflow::cli {

// Throws the message, made printable: it quotes what the user typed.
[[noreturn]] void bad(const QString &message);

int toInt(const QString &option, const QString &text, int low, int high);
double toDouble(const QString &option, const QString &text, double low, double high);
std::string str(const QString &s);

// "A:B" or "NxM" into two texts; names the option and an example when the shape is wrong.
QStringList twoParts(const QString &option, const QString &text, QChar separator, const char *example);

// Runs fn; an OptionError becomes the command line's message, naming the flag.
template<typename Fn>
void asFlags(Fn fn)
{
    try {
        fn();
    } catch (const OptionError &e) {
        bad(QStringLiteral("--%1: %2").arg(QString::fromStdString(e.key()), QString::fromStdString(e.problem())));
    }
}

} // namespace gradflow::cli
