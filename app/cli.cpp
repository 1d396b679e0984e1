#include "app/cli.h"

#include "app/clihelp.h"
#include "app/clivalues.h"
#include "app/cliviewoptions.h"
#include "app/modetable.h"
#include "app/transformercli.h"
#include "core/analysis/seedbands.h"
#include "core/engine/memoryplan.h"
#include "core/jacobian/spectrum.h"
#include "core/lesson/lessonviews.h"
#include "core/model/numbertext.h"
#include "core/model/options.h"
#include "core/model/presets.h"
#include "core/report/networkfile.h"
#include "core/report/transformerreport.h"
#include "core/transformer/transformerplan.h"
#include "files/files.h"
#include "files/modelconfigfile.h"
#include "files/session.h"
#include "files/slidesizes.h"
#include "files/terminal.h"

#include <QCommandLineParser>
#include <QFileInfo>

#include <algorithm>
#include <cmath>
#include <optional>
#include <stdexcept>

namespace gradflow {

using cli::asFlags;
using cli::bad;
using cli::str;
using cli::toDouble;
using cli::toInt;

namespace {

// The table's option a flag sets and its value: --no-residual is residual false.
std::optional<std::pair<const Option *, OptionValue>> tableFlag(const QString &name, const QString &text)
{
    const bool negated = name.startsWith(QLatin1String("no-"));
    const Option *o = findOption(str(negated ? name.mid(3) : name));
    if (!o || (negated && o->kind != OptionKind::Switch))
        return std::nullopt;
    if (o->kind == OptionKind::Switch)
        return std::make_pair(o, OptionValue(!negated));
    return std::make_pair(o, optionValueFromText(*o, str(text)));
}

// The parser holding every option; one word without dashes is a configuration file, as if given
// first with --config (`gradflow lesson.json` opens the window on it): at most one.
void parseArguments(QCommandLineParser &parser, const QStringList &argumentsIn)
{
    QStringList arguments = argumentsIn;
    arguments.prepend(QStringLiteral("gradflow")); // QCommandLineParser skips the program's name
    addCommandLineOptions(parser);
    if (!parser.parse(arguments))
        bad(parser.errorText() + QStringLiteral(" Run gradflow --help for the options."));
    const QStringList positional = parser.positionalArguments();
    if (positional.size() > 1)
        bad(QStringLiteral("unexpected argument '%1'; give at most one configuration file, options start with --, see "
                           "gradflow --help")
                .arg(QString::fromStdString(printable(str(positional[1])))));
}

// Every option given, in the order given, with its value (a switch's is empty).
QList<QPair<QString, QString>> optionsInOrder(const QCommandLineParser &parser)
{
    QList<QPair<QString, QString>> given;
    QHash<QString, int> seen;
    for (const QString &name : parser.optionNames())
        given.append({name, parser.values(name).value(seen[name]++)});
    return given;
}

// The mode (at most one) and the file it writes to.
void parseMode(const QCommandLineParser &parser, CliOptions &o)
{
    const QList<QPair<QString, CliOptions::Mode>> modes = {{"csv", CliOptions::Mode::Csv},
                                                           {"json", CliOptions::Mode::Json},
                                                           {"export", CliOptions::Mode::Export},
                                                           {"list-presets", CliOptions::Mode::ListPresets},
                                                           {"bench-ui", CliOptions::Mode::BenchUi},
                                                           {"phase-map-csv", CliOptions::Mode::PhaseMap},
                                                           {"help", CliOptions::Mode::Help},
                                                           {"version", CliOptions::Mode::Version},
                                                           {"train-json", CliOptions::Mode::TrainJson},
                                                           {"train-csv", CliOptions::Mode::TrainCsv},
                                                           {"save-network", CliOptions::Mode::SaveNetwork},
                                                           {"jacobian-csv", CliOptions::Mode::JacobianCsv}};
    QString modeName;
    for (const auto &mode : modes) {
        if (!parser.isSet(mode.first))
            continue;
        if (!modeName.isEmpty())
            bad(QStringLiteral("--%1 and --%2 cannot be combined; choose one").arg(modeName, mode.first));
        if (parser.values(mode.first).size() > 1)
            bad(QStringLiteral("--%1 given twice; give it once").arg(mode.first));
        modeName = mode.first;
        o.mode = mode.second;
        if (mode.first == "csv" || mode.first == "json" || mode.first == "export" || mode.first == "phase-map-csv"
            || mode.first.startsWith("train-") || mode.first == "save-network" || mode.first == "jacobian-csv") {
            o.output = parser.value(mode.first);
            if (o.output.isEmpty())
                bad(mode.first == "export"
                        ? QStringLiteral("--export: needs a file name ending in .png, .svg or .pdf")
                        : QStringLiteral("--%1: needs a file name, or - for standard output").arg(mode.first));
        }
    }
}

// Options the run would ignore, refused by the one table of modes (modetable.h); an unknown
// view is named first.
void refuseIgnored(const QCommandLineParser &parser, const CliOptions &o)
{
    const QString view = parser.value("view").trimmed();
    if (!view.isEmpty())
        parseLessonView(str(view));
    try {
        refuseIgnoredOptions(parser.optionNames(), o.mode, view);
    } catch (const std::invalid_argument &e) {
        bad(QString::fromStdString(e.what()));
    }
}

// --export's file type, --export-scale and --export-size.
void parseExportOptions(const QCommandLineParser &parser, CliOptions &o)
{
    if (o.mode == CliOptions::Mode::Export) {
        // "png" alone has no suffix: refused here, not after rendering.
        const QString suffix = o.output.contains('.') ? QFileInfo(o.output).suffix().toLower() : QString();
        if (o.output == "-" || !(suffix == "png" || suffix == "svg" || suffix == "pdf"))
            bad(QStringLiteral("--export: '%1' must be a file ending in .png, .svg or .pdf").arg(o.output));
    }
    if (parser.isSet("export-scale")) {
        o.exportScale = toDouble("export-scale", parser.value("export-scale"), 1.0, 4.0);
    }
    if (parser.isSet("export-size")) {
        const QStringList parts = parser.value("export-size").toLower().split('x');
        const QSize low = smallestSlideSize(), high = largestSlideSize(), example = defaultSlideSize();
        if (parts.size() != 2)
            bad(QStringLiteral("--export-size: '%1' must look like %2x%3")
                    .arg(parser.value("export-size"))
                    .arg(example.width())
                    .arg(example.height()));
        o.exportSize = QSize(toInt("export-size", parts[0], low.width(), high.width()),
                             toInt("export-size", parts[1], low.height(), high.height()));
    }
}

// --seeds and --theory, each with its one table mode.
void parseTableExtras(const QCommandLineParser &parser, CliOptions &o)
{
    if (parser.isSet("seeds"))
        o.seeds = toInt("seeds", parser.value("seeds"), 1, kMaxSeeds);
    o.theory = parser.isSet("theory");
}

// What only a drawn figure uses (--pin, --relative, --session, --export-readouts), and --repeat.
void parseDrawnOptions(const QCommandLineParser &parser, CliOptions &o)
{
    o.exportReadouts = parser.isSet("export-readouts");
    if (parser.values("session").size() > 1)
        bad(QStringLiteral("--session given twice; give it once"));
    if (parser.isSet("repeat"))
        o.repeat = toInt("repeat", parser.value("repeat"), 1, 1000000);
}

// The network's sources: the configuration file named alone, then presets, sessions and
// configuration files in the order given.
void readNetworkSources(const QCommandLineParser &parser, const QList<QPair<QString, QString>> &given, CliOptions &o)
{
    if (!parser.positionalArguments().isEmpty()) {
        const QString path = parser.positionalArguments().first();
        readConfigFile(path, o.config, o.run, printable(str(path)));
        o.configChanged = true;
    }
    for (const auto &[name, value] : given) {
        if (name == "preset") {
            const Preset *preset = findPreset(str(value));
            if (!preset)
                bad(QStringLiteral("--preset: unknown preset '%1'; run gradflow --list-presets for the names")
                        .arg(value));
            o.config = preset->config;
            o.configChanged = true;
        } else if (name == "session") {
            if (value.isEmpty())
                bad(QStringLiteral("--session: needs a file name (a session saved with File > Save session)"));
            const Session session = readSessionFile(value);
            o.config = session.current;
            o.run = session.run;
            o.pins = session.pins;
            o.relative = session.relative;
            o.configChanged = true;
        } else if (name == "model-config") {
            o.modelConfigSource = printable(str(value));
            o.modelConfig = readModelConfigFile(value, o.config, "--model-config " + o.modelConfigSource);
            o.config = o.modelConfig->config;
            o.configChanged = true;
        } else if (name == "config") {
            readConfigFile(value, o.config, o.run,
                           value.isEmpty() ? std::string("--config") : "--config " + printable(str(value)));
            o.configChanged = true;
        }
    }
}

// Every model and run option of the table, in the order given, over the sources.
void applyTableFlags(const QList<QPair<QString, QString>> &given, CliOptions &o)
{
    asFlags([&] {
        std::vector<std::pair<const Option *, OptionValue>> flags;
        for (const auto &[name, value] : given) {
            if (const auto flag = tableFlag(name, value))
                flags.push_back(*flag);
        }
        applyOptions(flags, o.config, o.run);
        o.configChanged = o.configChanged || !flags.empty();
    });
}

// The network, the run and what they will be asked to compute, refused up front when they
// would not fit, with the estimate.
void validateRequest(const CliOptions &o)
{
    asFlags([&] {
        validate(o.config);
        validate(o.run);
        if (o.config.architecture == Architecture::Transformer) {
            if (o.mode == CliOptions::Mode::SaveNetwork)
                planTransformerFile(o.config, o.run); // one weight at a time, drawn while written: no pass runs
            else
                planTransformerMemory(o.config, o.run);
            return;
        }
        if (o.mode == CliOptions::Mode::SaveNetwork) {
            planNetworkFile(o.config, o.run); // the task, then one layer at a time: no pass runs
            return;
        }
        planMemory(o.config, o.run);
        planLessonViewMemory(o.view, o.lessonSettings, o.config, o.run); // and a view's own sizes
        if (o.mode == CliOptions::Mode::JacobianCsv || o.view == LessonView::Jacobian)
            planJacobianMemory(o.config, o.run); // and the Jacobian's products beside the pass
        if (o.mode == CliOptions::Mode::PhaseMap)
            checkPhaseMapMemory(o.config, o.run, o.phaseGrid); // and every cell of the map
    });
}

// --pin files: each a valid network that fits under the command line's run settings.
void readPins(const QCommandLineParser &parser, CliOptions &o)
{
    for (const QString &path : parser.values("pin")) {
        ModelConfig pin;
        RunSettings pinRun; // checked; the pins are computed under the command line's settings
        const std::string source = "--pin " + printable(str(path)); // a typed name, quoted safely
        readConfigFile(path, pin, pinRun, source);
        if (pin.architecture == Architecture::Transformer)
            bad(QString::fromStdString(source)
                + QStringLiteral(
                    ": a transformer; --export draws a dense network's "
                    "charts, per layer, and a transformer is drawn per sub-layer (pin it in the window, whose Network "
                    "tab exports a transformer's pins)"));
        try {
            validate(pin);
            planMemory(pin, o.run);
        } catch (const std::invalid_argument &e) {
            bad(QString::fromStdString(source + ": " + e.what()));
        }
        o.pins.push_back(pin);
    }
    if (o.pins.size() > size_t(Session::maxPins))
        bad(QStringLiteral("--pin: %1 pins; at most %2").arg(o.pins.size()).arg(Session::maxPins));
    const bool transformerPins = std::any_of(o.pins.begin(), o.pins.end(), [](const ModelConfig &pin) {
        return pin.architecture == Architecture::Transformer;
    });
    if (transformerPins && o.mode == CliOptions::Mode::Export)
        bad(QStringLiteral("--session: its pins are transformers; --export draws a dense network's charts, per "
                           "layer (open the session in the window, whose Network tab exports a transformer's pins)"));
    if (parser.isSet("relative"))
        o.relative = true;
}

} // namespace

// The order of the steps is the order of the checks: the first problem found is the one reported.
CliOptions parseCommandLine(const QStringList &arguments)
{
    QCommandLineParser parser;
    parseArguments(parser, arguments);
    CliOptions o;
    parseMode(parser, o);
    refuseIgnored(parser, o);
    parseExportOptions(parser, o);
    cli::parsePhaseGrid(parser, o);
    cli::parseTrainOptions(parser, o);
    parseTableExtras(parser, o);
    parseDrawnOptions(parser, o);
    const QList<QPair<QString, QString>> given = optionsInOrder(parser);
    readNetworkSources(parser, given, o);
    applyTableFlags(given, o);
    QStringList givenNames;
    for (const auto &flag : given)
        givenNames << flag.first;
    checkArchitectureFlags(givenNames, o, parser.value("view").trimmed());
    cli::parseViewOptions(parser, o);
    cli::parseJacobianExample(parser, o);
    validateRequest(o);
    readPins(parser, o);
    if (o.mode == CliOptions::Mode::Export)
        cli::checkExportMemory(o);
    return o;
}

TrainSettings trainSettings(const CliOptions &o)
{
    TrainSettings s = o.train;
    if (o.trainClip)
        s.clipLimit = o.run.clipLimit;
    return s;
}

} // namespace gradflow
