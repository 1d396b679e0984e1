#include "app/cli.h"
#include "app/clirun.h"
#include "bench/benchui.h"
#include "ui/window/display.h"
#include "ui/charts/exportimage.h"
#include "ui/export/headless.h"
#include "ui/window/networkdocument.h"
#include "ui/window/language.h"
#include "ui/window/languageswitch.h"
#include "ui/window/mainwindow.h"
#include "ui/window/settings.h"
#include "ui/window/windowexit.h"
#include "files/exitcode.h"
#include "files/files.h"
#include "files/runtimedir.h"
#include "files/terminal.h"
#include "files/session.h"
#include "ui/jacobian/jacobianheadless.h"
#include "ui/lesson/viewheadless.h"
#include "ui/training/trainingheadless.h"

#include <QApplication>
#include <QLocale>

#include <csignal>
#include <cstdio>
#include <cstdlib>
#include <new>
#include <stdexcept>

using namespace gradflow;

namespace {

using Mode = CliOptions::Mode;

// The command line's options, or the exit code after its refusal was printed.
int parseArguments(int argc, char *argv[], CliOptions &options)
{
    QStringList arguments;
    for (int i = 1; i < argc; ++i)
        arguments << QString::fromLocal8Bit(argv[i]);
    try {
        options = parseCommandLine(arguments);
    } catch (const std::invalid_argument &e) {
        printError(e.what());
        return ExitBadInput;
    }
    return ExitDone;
}

// Qt aborts when it cannot reach a display (a stale DISPLAY after ssh or tmux): try first.
// Exports and the benchmark render offscreen then; the window says how to get one.
bool chooseDisplay(Mode mode)
{
    if (mode != Mode::Window)
        quietHeadlessWarnings(); // every export and the benchmark: no window anyone sees
    if (QString why; !displayUsable(&why)) {
        if (mode == Mode::Window) {
            printError(QStringLiteral("no usable display (%1); run it on a desktop, or on a virtual display: "
                                      "xvfb-run -a gradflow")
                           .arg(why));
            return false;
        }
        qputenv("QT_QPA_PLATFORM", "offscreen");
    }
    return true;
}

void nameApplication()
{
    QApplication::setApplicationName(QStringLiteral("GradFlow"));
    QApplication::setOrganizationName(QStringLiteral("GradFlow"));
    QApplication::setApplicationVersion(QStringLiteral(GRADFLOW_VERSION));
    // Wayland compositors match the window to its menu entry and icon by this name.
    QGuiApplication::setDesktopFileName(QStringLiteral(GRADFLOW_APP_ID));
    QApplication::setFont(QFont(QStringLiteral("DejaVu Sans"), 10));
}

// --view's exports, the Network tab's export and the UI benchmark: no window shown.
int runOffscreen(const CliOptions &options)
{
    if (options.mode == Mode::Export && options.view == LessonView::Training)
        return runTrainingExport(options.config, options.run, trainSettings(options), options.output,
                                 options.exportScale, options.exportSize);
    if (options.mode == Mode::Export && options.view == LessonView::Jacobian)
        return runJacobianExport(options.config, options.run, options.jacobianExample, options.output,
                                 options.exportScale, options.exportSize);
    if (options.mode == Mode::Export && options.view != LessonView::Network)
        return runViewExport(options.view, options.lessonSettings, options.config, options.run, options.output,
                             options.exportScale, options.exportSize);
    if (options.mode == Mode::Export) {
        ExportJob job;
        job.config = options.config;
        job.run = options.run;
        job.pins = options.pins;
        job.relative = options.relative;
        job.readouts = options.exportReadouts;
        job.path = options.output;
        job.scale = options.exportScale;
        job.size = options.exportSize;
        return runHeadlessExport(job);
    }
    return runBenchUi();
}

[[noreturn]] void runWindow(QApplication &app, CliOptions &options)
{
    setSpecialFiles(SpecialFiles::Refuse); // the window's GUI thread must never wait in open()
    // The window speaks View > Language's choice or the system's language; exports and the
    // command line stay in English, their numbers in the C locale.
    installLanguage(languageFor(Settings().language()));
    auto *window = new MainWindow(true, options.configChanged ? &options.config : nullptr,
                                  options.configChanged ? &options.run : nullptr);
    if (!options.pins.empty() || options.relative) {
        Session session;
        session.current = window->document()->config();
        session.run = window->runSettings();
        session.pins = options.pins;
        session.relative = options.relative;
        window->applySession(session);
    }
    window->show();
    LanguageSwitch languages(window);                 // View > Language replaces the window
    leaveAfterWindow(app.exec(), languages.window()); // closing saved all; the process ends here
}

int runGradflow(int argc, char *argv[])
{
    QLocale::setDefault(QLocale::c()); // exports' numbers whatever the system's locale; the window sets its language's
    setSpecialFiles(SpecialFiles::UseInPlace); // until the window opens: pipes and devices as a shell has them
    CliOptions options;
    if (const int refused = parseArguments(argc, argv, options); refused != ExitDone)
        return refused;
    if (options.mode != Mode::Window && options.mode != Mode::Export && options.mode != Mode::BenchUi)
        return runCommandLine(options); // no window, no display needed
    if (!chooseDisplay(options.mode))
        return ExitBadInput;
    ensureRuntimeDir();
    QApplication app(argc, argv);
    nameApplication();
    if (options.mode != Mode::Window)
        return runOffscreen(options);
    runWindow(app, options);
}

} // namespace

// The one out-of-memory boundary: every entry point (the tables, the exports, the lesson views,
// training, the window) runs inside it, so an allocation that fails anywhere ends in one line and
// ExitBadInput (2) rather than std::terminate's abort (exit 134).
int main(int argc, char *argv[])
{
    // Past `ulimit -f` a write fails with EFBIG instead of the signal's silent kill (exit 153),
    // so the file writers say so, remove their temporary and end with exit 3.
    std::signal(SIGXFSZ, SIG_IGN);
    try {
        return runGradflow(argc, argv);
    } catch (const ImageOutOfMemory &e) { // an export's pixels: the size asked for is the cause
        printError(e.message());
        return ExitBadInput;
    } catch (const std::bad_alloc &) {
        printError("out of memory; reduce the sizes (depth, width, batch, a view's --set), or lower --max-memory");
        return ExitBadInput;
    }
}
