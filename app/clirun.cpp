#include "app/clirun.h"

#include "app/clihelp.h"
#include "app/transformercli.h"
#include "core/analysis/seedbands.h"
#include "core/engine/engine.h"
#include "core/jacobian/spectrum.h"
#include "core/lesson/lessonviews.h"
#include "core/report/jacobianreport.h"
#include "core/report/modelconfigjson.h"
#include "core/report/networkfile.h"
#include "core/report/serialization.h"
#include "core/report/trainreport.h"
#include "core/report/transformerreport.h"
#include "core/training/trainer.h"
#include "files/exitcode.h"
#include "files/files.h"
#include "files/terminal.h"

#include <cerrno>
#include <cstdio>
#include <cstring>
#include <optional>
#include <stdexcept>

#include <unistd.h>

namespace gradflow {

namespace {

using Mode = CliOptions::Mode;

// A file made while it is written, to standard output ("-") or atomically to a file; a failure
// is named. produce() hands its bytes on in order (ByteSink).
int writeOutput(const QString &target, const std::function<void(const ByteSink &)> &produce)
{
    if (target == "-") {
        struct Stopped
        {
        };
        errno = 0;
        try {
            produce([](const char *data, std::size_t size) {
                if (std::fwrite(data, 1, size, stdout) != size)
                    throw Stopped();
            });
        } catch (const Stopped &) {
        }
        if (std::ferror(stdout) || std::fflush(stdout) != 0) {
            printError("cannot write to standard output: " + std::string(std::strerror(errno)));
            return ExitCannotWrite;
        }
        return ExitDone;
    }
    if (const QString error = writeFileAtomically(target, produce); !error.isEmpty()) {
        printError(error);
        return ExitCannotWrite;
    }
    return ExitDone;
}

// The text, whole, to standard output ("-") or atomically to a file; a failure is named.
int writeOutput(const QString &target, const std::string &text)
{
    return writeOutput(target, [&text](const ByteSink &sink) { sink(text.data(), text.size()); });
}

// Runs fn, which answers with an exit code; a refusal (std::invalid_argument: a configuration
// or a size that cannot be computed) is printed, and is bad input. Out of memory: main()'s one
// boundary reports it.
template<typename Fn>
int refusingBadInput(Fn fn)
{
    try {
        return fn();
    } catch (const std::invalid_argument &e) {
        printError(e.what());
        return ExitBadInput;
    }
}

// A --model-config reading's report joins the JSON it describes.
std::string withReading(const CliOptions &o, std::string text)
{
    if (o.modelConfig && o.mode == Mode::Json)
        return withModelConfigReport(text, *o.modelConfig, o.modelConfigSource);
    return text;
}

// --jacobian-csv and --json with --view jacobian.
int runJacobian(const CliOptions &o)
{
    return refusingBadInput([&] {
        Engine engine;
        const JacobianSpectrum s = jacobianSpectrum(engine, o.config, o.jacobianExample, o.run);
        return writeOutput(o.output, o.mode == Mode::JacobianCsv ? jacobianToCsv(s) : jacobianToJson(s, o.run));
    });
}

// --train-json, --train-csv and --save-network.
int trainingOutput(const CliOptions &o)
{
    if (o.mode == Mode::SaveNetwork && o.output == "-" && isatty(STDOUT_FILENO)) {
        printError("--save-network -: standard output is a terminal and the .npz archive is binary; "
                   "give a file name, or redirect it: --save-network - > network.npz");
        return ExitBadInput;
    }
    if (o.mode == Mode::SaveNetwork)
        return writeOutput(o.output, [&o](const ByteSink &sink) { writeNetworkNpz(o.config, o.run, sink); });
    const TrainResult r = train(o.config, o.run, trainSettings(o));
    return writeOutput(o.output, o.mode == Mode::TrainJson ? trainResultToJson(r, o.run) : trainResultToCsv(r));
}

int runTraining(const CliOptions &o)
{
    return refusingBadInput([&] { return trainingOutput(o); });
}

// --csv, --json (with --seeds) and --phase-map-csv of the network, computed --repeat times.
std::string tableText(const CliOptions &o)
{
    Engine engine;
    Result result;
    for (int i = 0; i < o.repeat; ++i)
        result = engine.compute(o.config, o.run);
    if (o.mode == Mode::PhaseMap)
        return phaseMapCsv(computePhaseMap(engine, o.config, o.run, o.phaseGrid));
    if (o.mode == Mode::Csv)
        return resultToCsv(result, o.theory);
    std::optional<SeedBands> bands;
    if (o.seeds > 0)
        bands = runSeeds(engine, o.config, o.run, o.seeds);
    return withReading(o, resultToJson(result, bands ? &*bands : nullptr));
}

// The table modes: the network's, or with --view a lesson view's or the Jacobian's JSON.
int runTable(const CliOptions &o)
{
    if (o.view == LessonView::Jacobian)
        return runJacobian(o);
    if (o.view != LessonView::Network)
        return refusingBadInput(
            [&] { return writeOutput(o.output, lessonViewJson(o.view, o.lessonSettings, o.config, o.run)); });
    return refusingBadInput([&] { return writeOutput(o.output, tableText(o)); });
}

// --csv, --json, --save-network and --train-json of a transformer.
int runTransformer(const CliOptions &o)
{
    if (o.mode == Mode::SaveNetwork)
        return refusingBadInput([&] {
            return writeOutput(o.output, [&o](const ByteSink &sink) { writeTransformerNpz(o.config, o.run, sink); });
        });
    return refusingBadInput([&] { return writeOutput(o.output, withReading(o, transformerOutput(o))); });
}

} // namespace

int runCommandLine(const CliOptions &o)
{
    if (o.modelConfig && o.mode != Mode::Json) {
        if (const std::string note = ignoredKeysNote(*o.modelConfig, o.modelConfigSource); !note.empty())
            printError(note);
    }
    if (isTransformerRun(o))
        return runTransformer(o);
    switch (o.mode) {
    case Mode::Help:
        return writeOutput("-", helpText().toStdString());
    case Mode::Version:
        return writeOutput("-", "gradflow " GRADFLOW_VERSION "\n");
    case Mode::ListPresets:
        return writeOutput("-", presetListText().toStdString());
    case Mode::Csv:
    case Mode::Json:
    case Mode::PhaseMap:
        return runTable(o);
    case Mode::TrainJson:
    case Mode::TrainCsv:
    case Mode::SaveNetwork:
        return runTraining(o);
    case Mode::JacobianCsv:
        return runJacobian(o);
    default:
        return ExitBadInput; // the window, an export and the benchmark run in main()
    }
}

} // namespace gradflow
