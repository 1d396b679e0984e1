#include "ui/files/terminal.h"

#include "core/model/config.h"

#include <QtGlobal>

#include <cstdio>

namespace gradflow {

namespace {

QtMessageHandler g_previousHandler = nullptr;

void quietSizeHints(QtMsgType type, const QMessageLogContext &context, const QString &message)
{
    if (type == QtWarningMsg && message.contains(QLatin1String("propagateSizeHints")))
        return;
    if (g_previousHandler)
        g_previousHandler(type, context, message);
    else
        std::fprintf(stderr, "%s\n", qPrintable(qFormatLogMessage(type, context, message)));
}

} // namespace

void printError(const std::string &message)
{
    std::fprintf(stderr, "gradflow: %s\n", printable(message).c_str());
}

void printError(const QString &message) { printError(message.toStdString()); }

void printError(const char *message) { printError(std::string(message)); }

void quietSizeHintWarnings()
{
    static const QtMessageHandler previous = qInstallMessageHandler(quietSizeHints); // once
    g_previousHandler = previous;
}

} // namespace gradflow
