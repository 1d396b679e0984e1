#include "files/terminal.h"

#include "core/model/config.h"

#include <QtGlobal>

#include <cstdio>

namespace gradflow {

namespace {

QtMessageHandler g_previousHandler = nullptr;

void quietHeadless(QtMsgType type, const QMessageLogContext &context, const QString &message)
{
    if (type == QtWarningMsg
        && (message.contains(QLatin1String("propagateSizeHints")) || message.startsWith(QLatin1String("QPainter"))
            || message.startsWith(QLatin1String("QPaintDevice"))
            || message.startsWith(QLatin1String("QWidget::paintEngine"))))
        return;
    if (g_previousHandler)
        g_previousHandler(type, context, message);
    else
        std::fprintf(stderr, "%s\n", qPrintable(qFormatLogMessage(type, context, message)));
}

} // namespace

void printError(const std::string &message) { std::fprintf(stderr, "gradflow: %s\n", printable(message).c_str()); }

void printError(const QString &message) { printError(message.toStdString()); }

void printError(const char *message) { printError(std::string(message)); }

void quietHeadlessWarnings()
{
    static const QtMessageHandler previous = qInstallMessageHandler(quietHeadless); // once
    g_previousHandler = previous;
}

} // namespace gradflow
