#include "app/cli.h"

#include "core/engine/engine.h"
#include "core/lesson/lessonviews.h"
#include "core/model/numbertext.h"
#include "core/model/options.h"
#include "core/model/presets.h"
#include "ui/files/files.h"
#include "ui/files/slidesizes.h"
#include "ui/files/terminal.h"
#include "core/analysis/seedbands.h"
#include "ui/files/session.h"
#include "core/jacobian/spectrum.h"
#include "core/report/jacobianreport.h"
#include "core/report/networkfile.h"
#include "core/report/serialization.h"
#include "core/report/trainreport.h"
#include "core/training/trainer.h"

#include <QCommandLineParser>
#include <QFileInfo>

#include <cmath>
#include <deque>
#include <optional>
#include <cerrno>
#include <cstdio>
#include <cstring>
#include <stdexcept>

namespace gradflow {

namespace {

// Messages quote what the user typed: printable() keeps a stray newline or escape off the terminal.
[[noreturn]] void bad(const QString &message) { throw std::invalid_argument(printable(message.toStdString())); }

int toInt(const QString &option, const QString &text, int low, int high)
{
    bool ok = false;
    const qlonglong value = text.trimmed().toLongLong(&ok);
    if (!ok)
        bad(QStringLiteral("--%1: '%2' is not a whole number; allowed: %3 to %4").arg(option, text).arg(low).arg(high));
    if (value < low || value > high)
        bad(QStringLiteral("--%1: %2 is out of range; allowed: %3 to %4").arg(option, text).arg(low).arg(high));
    return int(value);
}

double toDouble(const QString &option, const QString &text, double low, double high)
{
    bool ok = false;
    const double value = text.trimmed().toDouble(&ok);
    if (!ok || !std::isfinite(value))
        bad(QStringLiteral("--%1: '%2' is not a finite number; allowed: %3 to %4").arg(option, text).arg(low).arg(high));
    if (value < low || value > high)
        bad(QStringLiteral("--%1: %2 is out of range; allowed: %3 to %4").arg(option, text).arg(low).arg(high));
    return value;
}

std::string str(const QString &s) { return s.toStdString(); }

struct OptionSpec
{
    const char *name;
    const char *valueName; // nullptr: a switch
    const char *help;
};

// The command line's own options, before the network's in --help.
const OptionSpec kOptions[] = {
    {"csv", "FILE", "Print the per-layer table as CSV to FILE (- for standard output)."},
    {"json", "FILE", "Write configuration, summary and per-layer values as JSON to FILE (- for standard output)."},
    {"export", "FILE", "Render the charts to FILE (.png, .svg or .pdf) without showing a window."},
    {"export-scale", "S", "Pixel scale of a PNG export, 1 to 4 (default 1)."},
    {"export-size", "WxH", "Size of the exported figure in points (default %1, the first slide size)."},
    {"export-readouts", nullptr, "With --export: the readouts (ratio, rho, global norm, clip factor) under the caption."},
    {"pin", "FILE", "With --export or the window: also draw the network of this configuration file, dashed (repeat, up to 8)."},
    {"relative", nullptr, "With --export or the window: every curve divided by its value at layer 0."},
    {"session", "FILE", "Start from a saved session: configuration, pins and relative mode (later options apply on top)."},
    {"list-presets", nullptr, "List the built-in presets with a line on each."},
    {"bench-ui", nullptr, "Measure the window's latency from a control change to the painted chart."},
    {"help", nullptr, "Show this help."},
    {"version", nullptr, "Show the version."},
    {"preset", "NAME", "Start from a built-in preset (see --list-presets)."},
    {"config", "FILE", "Start from a configuration saved as JSON (keys as the long options)."},
};

// The network's and the run's options come from core's table (options.h); these are the command
// line's own, after them in --help.
const OptionSpec kMoreOptions[] = {
    {"phase-map-csv", "FILE", "Print depth,init_std,log10_ratio over a grid of init std x depth to FILE (- for standard output)."},
    {"std-range", "A:B", "With --phase-map-csv: init std from A to B, log-spaced (default 0.01:1)."},
    {"depth-range", "A:B", "With --phase-map-csv: depth from A to B, evenly spaced (default 2:100)."},
    {"grid", "NxM", "With --phase-map-csv: N stds by M depths (default 24x24)."},
    {"seeds", "K", "With --json: also run K seeds (1 to 32) from --seed on; adds per-layer mean, sd, min and max."},
    {"theory", nullptr, "With --csv: add the mean-field prediction's two columns (empty where none holds)."},
    {"repeat", "N", "Compute N times and report the last, for timing (default 1)."},
    {"view", "NAME", "With --json or --export: one of the lesson's views, chain, residual-chain, norms, init, clipping or residual-scaling (clipping uses the model options, or ReLU std 1 without any); jacobian (the Jacobian's spectrum with free probability's moments, or with --export the Jacobian tab's charts); with --export also training (the Training tab's charts)."},
    {"train-json", "FILE", "Train the network on the task and write the per-step and per-layer series as JSON to FILE (- for standard output)."},
    {"train-csv", "FILE", "The same as --train-json, as one long table series,step,layer,value."},
    {"jacobian-csv", "FILE", "Print layer,index,log10_singular_value: the singular values of one example's Jacobian dh_l/dh_0 at every layer, largest first, to FILE (- for standard output)."},
    {"jacobian-example", "K", "With --jacobian-csv or --view jacobian: the example of the batch, 0 to batch - 1 (default 0)."},
    {"save-network", "FILE", "Write the initial weights, biases and the task's inputs and targets as .npz (numpy, PyTorch) to FILE."},
    {"steps", "N", "With --train-json, --train-csv or --view training: training steps, 1 to 10000 (default 100)."},
    {"lr", "X", "With --train-json, --train-csv or --view training: the learning rate (default 0.01)."},
    {"optimizer", "NAME", "With --train-json, --train-csv or --view training: sgd, momentum (0.9) or adam (default sgd)."},
    {"warmup", "K", "With --train-json, --train-csv or --view training: the learning rate rises linearly over the first K steps (default 0: none)."},
    {"set", "KEY=VALUE", "A view's setting, e.g. length=20 (chain), slope=0.05, batch=\"1,2;3,6\", fan-in=50, limit=2, layers=24; repeatable."},
};

// The table's options, each switch with its --no- form.
std::vector<OptionSpec> tableOptions(std::deque<std::string> &texts)
{
    std::vector<OptionSpec> out; // pointing into texts, whose strings a deque never moves
    for (const Option &o : options()) {
        texts.push_back(optionHelp(o));
        out.push_back({o.key, o.kind == OptionKind::Switch ? nullptr : o.valueName, texts.back().c_str()});
        if (o.kind == OptionKind::Switch) {
            texts.push_back(std::string("Turn --") + o.key + " off (e.g. a preset's).");
            texts.push_back(std::string("no-") + o.key);
            out.push_back({texts.back().c_str(), nullptr, texts[texts.size() - 2].c_str()});
        }
    }
    return out;
}

// An option's help; %1 in it is the default slide size.
QString helpOf(const OptionSpec &spec)
{
    const QString help = QString::fromUtf8(spec.help);
    const QSize size = defaultSlideSize();
    return help.contains(QLatin1String("%1")) ? help.arg(QStringLiteral("%1x%2").arg(size.width()).arg(size.height())) : help;
}

// Every option in --help's order: the command line's, the table's, the command line's others.
template<typename Fn>
void forEachOption(Fn fn)
{
    std::deque<std::string> texts;
    const std::vector<OptionSpec> table = tableOptions(texts);
    for (const OptionSpec &spec : kOptions)
        fn(spec);
    for (const OptionSpec &spec : table)
        fn(spec);
    for (const OptionSpec &spec : kMoreOptions)
        fn(spec);
}

void setupParser(QCommandLineParser &parser)
{
    parser.setSingleDashWordOptionMode(QCommandLineParser::ParseAsLongOptions);
    forEachOption([&](const OptionSpec &spec) {
        QCommandLineOption option(QString::fromLatin1(spec.name), helpOf(spec));
        if (spec.valueName)
            option.setValueName(QString::fromLatin1(spec.valueName));
        parser.addOption(option);
    });
}

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

// "A:B" or "NxM" into two texts; names the option and an example when the shape is wrong.
QStringList twoParts(const QString &option, const QString &text, QChar separator, const char *example)
{
    const QStringList parts = text.trimmed().toLower().split(separator);
    if (parts.size() != 2)
        bad(QStringLiteral("--%1: '%2' must look like %3").arg(option, text, QString::fromLatin1(example)));
    return parts;
}

void parsePhaseGrid(const QCommandLineParser &parser, CliOptions &o)
{
    for (const char *name : {"std-range", "depth-range", "grid"}) {
        if (parser.isSet(name) && o.mode != CliOptions::Mode::PhaseMap)
            bad(QStringLiteral("--%1: only with --phase-map-csv").arg(QString::fromLatin1(name)));
    }
    if (o.mode != CliOptions::Mode::PhaseMap)
        return;
    PhaseGrid &g = o.phaseGrid;
    if (parser.isSet("std-range")) {
        const QStringList p = twoParts("std-range", parser.value("std-range"), ':', "0.01:1");
        g.stdLow = toDouble("std-range", p[0], limits::minStd, limits::maxStd);
        g.stdHigh = toDouble("std-range", p[1], limits::minStd, limits::maxStd);
    }
    if (parser.isSet("depth-range")) {
        const QStringList p = twoParts("depth-range", parser.value("depth-range"), ':', "2:100");
        g.depthLow = toInt("depth-range", p[0], limits::minDepth, limits::maxDepth);
        g.depthHigh = toInt("depth-range", p[1], limits::minDepth, limits::maxDepth);
    }
    if (parser.isSet("grid")) {
        const QStringList p = twoParts("grid", parser.value("grid"), 'x', "24x24");
        g.stdSteps = toInt("grid", p[0], 1, 512);
        g.depthSteps = toInt("grid", p[1], 1, 512);
    }
    validate(g);
}

bool writeOutput(const QString &target, const std::string &text)
{
    if (target == "-") {
        errno = 0;
        if (std::fwrite(text.data(), 1, text.size(), stdout) != text.size() || std::fflush(stdout) != 0) {
            printError("cannot write to standard output: " + std::string(std::strerror(errno)));
            return false;
        }
        return true;
    }
    if (const QString error = writeFileAtomically(target, QByteArray::fromStdString(text)); !error.isEmpty()) {
        printError(error);
        return false;
    }
    return true;
}

// A view without a network (all but clipping) would ignore the options that make one: refused,
// naming the first. --max-memory holds every view.
void refuseUnusedNetworkOptions(const QCommandLineParser &parser, const CliOptions &o)
{
    if (o.view == LessonView::Clipping)
        return;
    const QString view = QString::fromStdString(toString(o.view));
    if (!parser.positionalArguments().isEmpty())
        bad(QStringLiteral("--view %1 has no network: the configuration file '%2' would be ignored; leave it out")
                .arg(view, parser.positionalArguments().first()));
    for (const QString &name : parser.optionNames()) {
        const bool networkSource = name == "preset" || name == "config" || name == "session" || name == "pin"
                                   || name == "relative";
        const Option *table = findOption(str(name.startsWith(QLatin1String("no-")) ? name.mid(3) : name));
        if (networkSource || (table && std::string(table->key) != "max-memory"))
            bad(QStringLiteral("--%1: --view %2 has no network, so it would be ignored; leave it out "
                               "(the view's own settings: --set KEY=VALUE)").arg(name, view));
    }
}

// The clipping view's limit: --set limit=C, or the run's clip limit (--clip, a configuration
// file), not both.
void takeClipLimit(const QCommandLineParser &parser, CliOptions &o)
{
    bool setLimit = false;
    for (const QString &setting : parser.values("set"))
        setLimit = setLimit || setting.left(int(setting.indexOf('='))).trimmed() == "limit";
    if (setLimit && parser.isSet("clip"))
        bad(QStringLiteral("--clip and --set limit=C both set the clipping view's limit; give one"));
    if (setLimit)
        return;
    try {
        applyLessonSetting(LessonView::Clipping, "limit", generalText(o.run.clipLimit, 17), o.lessonSettings);
    } catch (const std::invalid_argument &e) {
        bad(QStringLiteral("--clip: ") + QString::fromUtf8(e.what()));
    }
}

// --view NAME and its --set KEY=VALUE settings.
void parseViewOptions(const QCommandLineParser &parser, CliOptions &o)
{
    if (!parser.isSet("view")) {
        if (parser.isSet("set"))
            bad(QStringLiteral("--set: only with --view NAME"));
        return;
    }
    if (parser.values("view").size() > 1)
        bad(QStringLiteral("--view given twice; give it once"));
    if (parser.value("view").trimmed() == "training") {
        if (o.mode != CliOptions::Mode::Export)
            bad(QStringLiteral("--view training: needs --export FILE (the numbers: --train-json or --train-csv)"));
        if (parser.isSet("set"))
            bad(QStringLiteral("--set: not with --view training; use --steps, --lr, --optimizer, --warmup, --clip"));
        o.trainView = true;
        return;
    }
    if (parser.value("view").trimmed() == "jacobian") {
        if (o.mode != CliOptions::Mode::Json && o.mode != CliOptions::Mode::Export)
            bad(QStringLiteral("--view jacobian: needs --json FILE or --export FILE (the table: --jacobian-csv)"));
        if (parser.isSet("set"))
            bad(QStringLiteral("--set: not with --view jacobian; use --jacobian-example and the model options"));
        o.jacobianView = true;
        return;
    }
    o.view = parseLessonView(str(parser.value("view").trimmed()));
    if (o.mode != CliOptions::Mode::Json && o.mode != CliOptions::Mode::Export)
        bad(QStringLiteral("--view: needs --json FILE or --export FILE"));
    for (const QString &setting : parser.values("set")) {
        const int equals = int(setting.indexOf('='));
        if (equals <= 0)
            bad(QStringLiteral("--set: '%1' must look like KEY=VALUE, e.g. length=20").arg(setting));
        try {
            applyLessonSetting(o.view, str(setting.left(equals).trimmed()), str(setting.mid(equals + 1).trimmed()), o.lessonSettings);
        } catch (const std::invalid_argument &e) {
            bad(QStringLiteral("--set: ") + QString::fromUtf8(e.what()));
        }
    }
    if (o.view == LessonView::Clipping && !o.configChanged)
        o.config = findPreset("relu-large")->config; // the lesson's exploding network
    refuseUnusedNetworkOptions(parser, o);
    if (o.view == LessonView::Clipping)
        takeClipLimit(parser, o);
}

// A PNG export is rendered into one image of (size x scale)^2 pixels, 4 bytes each: --max-memory
// covers it as it covers the network (8000x8000 at scale 4 would be 4 GiB).
void checkExportMemory(const CliOptions &o)
{
    if (!o.output.endsWith(QLatin1String(".png"), Qt::CaseInsensitive))
        return; // SVG and PDF are drawn as vectors
    const QSize size = o.exportSize.isValid() ? o.exportSize : defaultSlideSize();
    const double bytes = 4.0 * std::ceil(size.width() * o.exportScale) * std::ceil(size.height() * o.exportScale);
    if (bytes > double(o.run.maxMemoryBytes))
        bad(QStringLiteral("--export: a %1x%2 PNG at scale %3 needs %4 for its pixels but --max-memory is %5; "
                           "lower --export-size or --export-scale, or raise --max-memory")
                .arg(size.width()).arg(size.height()).arg(o.exportScale)
                .arg(QString::fromStdString(memorySizeText(std::int64_t(bytes))),
                     QString::fromStdString(memorySizeText(o.run.maxMemoryBytes))));
}

// --jacobian-example K: with --jacobian-csv or --view jacobian, within the batch.
void parseJacobianExample(const QCommandLineParser &parser, CliOptions &o)
{
    if (!parser.isSet("jacobian-example"))
        return;
    if (o.mode != CliOptions::Mode::JacobianCsv && !o.jacobianView)
        bad(QStringLiteral("--jacobian-example: only with --jacobian-csv or --view jacobian"));
    o.jacobianExample = toInt("jacobian-example", parser.value("jacobian-example"), 0, o.config.batch - 1);
}

// --jacobian-csv and --json with --view jacobian.
int runJacobian(const CliOptions &o)
{
    try {
        Engine engine;
        const JacobianSpectrum s = jacobianSpectrum(engine, o.config, o.jacobianExample, o.run);
        return writeOutput(o.output, o.mode == CliOptions::Mode::JacobianCsv ? jacobianToCsv(s)
                                                                            : jacobianToJson(s, o.run)) ? 0 : 3;
    } catch (const std::invalid_argument &e) {
        printError(e.what());
        return 2;
    } // out of memory: main()'s one boundary reports it
}

bool trains(const CliOptions &o, const QCommandLineParser &parser)
{
    const bool trainingView = o.mode == CliOptions::Mode::Export && parser.value("view").trimmed() == "training";
    return o.mode == CliOptions::Mode::TrainJson || o.mode == CliOptions::Mode::TrainCsv || trainingView;
}

// --steps, --lr, --optimizer, --warmup; with a training mode only. Clipping follows --clip, read
// with the table's options, in runTraining().
void parseTrainOptions(const QCommandLineParser &parser, CliOptions &o)
{
    for (const char *name : {"steps", "lr", "optimizer", "warmup"}) {
        if (parser.isSet(name) && !trains(o, parser))
            bad(QStringLiteral("--%1: only with --train-json, --train-csv or --view training").arg(name));
    }
    TrainSettings &s = o.train;
    if (parser.isSet("steps"))
        s.steps = toInt("steps", parser.value("steps"), limits::minSteps, limits::maxSteps);
    if (parser.isSet("lr"))
        s.learningRate = toDouble("lr", parser.value("lr"), limits::minLearningRate, limits::maxLearningRate);
    if (parser.isSet("warmup"))
        s.warmupSteps = toInt("warmup", parser.value("warmup"), 0, limits::maxSteps);
    if (parser.isSet("optimizer")) {
        asFlags([&] { s.optimizer = parseOptimizer(str(parser.value("optimizer"))); });
    }
    o.trainClip = parser.isSet("clip");
}

// --train-json, --train-csv and --save-network.
int runTraining(const CliOptions &o)
{
    try {
        if (o.mode == CliOptions::Mode::SaveNetwork)
            return writeOutput(o.output, networkNpz(o.config, o.run)) ? 0 : 3;
        const TrainResult r = train(o.config, o.run, trainSettings(o));
        return writeOutput(o.output, o.mode == CliOptions::Mode::TrainJson ? trainResultToJson(r, o.run)
                                                                            : trainResultToCsv(r)) ? 0 : 3;
    } catch (const std::invalid_argument &e) {
        printError(e.what());
        return 2;
    } catch (const std::length_error &e) {
        printError(e.what());
        return 2;
    } // out of memory: main()'s one boundary reports it
}

// The parser holding every option; one word without dashes is a configuration file, as if given
// first with --config (`gradflow lesson.json` opens the window on it): at most one.
void parseArguments(QCommandLineParser &parser, const QStringList &argumentsIn)
{
    QStringList arguments = argumentsIn;
    arguments.prepend(QStringLiteral("gradflow")); // QCommandLineParser skips the program's name
    setupParser(parser);
    if (!parser.parse(arguments))
        bad(parser.errorText() + QStringLiteral(" Run gradflow --help for the options."));
    const QStringList positional = parser.positionalArguments();
    if (positional.size() > 1)
        bad(QStringLiteral("unexpected argument '%1'; give at most one configuration file, options start with --, see gradflow --help")
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
    const QList<QPair<QString, CliOptions::Mode>> modes = {
        {"csv", CliOptions::Mode::Csv}, {"json", CliOptions::Mode::Json},
        {"export", CliOptions::Mode::Export}, {"list-presets", CliOptions::Mode::ListPresets},
        {"bench-ui", CliOptions::Mode::BenchUi}, {"phase-map-csv", CliOptions::Mode::PhaseMap}, {"help", CliOptions::Mode::Help},
        {"version", CliOptions::Mode::Version}, {"train-json", CliOptions::Mode::TrainJson},
        {"train-csv", CliOptions::Mode::TrainCsv}, {"save-network", CliOptions::Mode::SaveNetwork},
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
                bad(mode.first == "export" ? QStringLiteral("--export: needs a file name ending in .png, .svg or .pdf")
                                           : QStringLiteral("--%1: needs a file name, or - for standard output").arg(mode.first));
        }
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
        if (o.mode != CliOptions::Mode::Export)
            bad(QStringLiteral("--export-scale: only with --export"));
        o.exportScale = toDouble("export-scale", parser.value("export-scale"), 1.0, 4.0);
    }
    if (parser.isSet("export-size")) {
        if (o.mode != CliOptions::Mode::Export)
            bad(QStringLiteral("--export-size: only with --export"));
        const QStringList parts = parser.value("export-size").toLower().split('x');
        const QSize low = smallestSlideSize(), high = largestSlideSize(), example = defaultSlideSize();
        if (parts.size() != 2)
            bad(QStringLiteral("--export-size: '%1' must look like %2x%3").arg(parser.value("export-size"))
                    .arg(example.width()).arg(example.height()));
        o.exportSize = QSize(toInt("export-size", parts[0], low.width(), high.width()),
                             toInt("export-size", parts[1], low.height(), high.height()));
    }
}

// --seeds and --theory, each with its one table mode.
void parseTableExtras(const QCommandLineParser &parser, CliOptions &o)
{
    if (parser.isSet("seeds")) {
        if (o.mode != CliOptions::Mode::Json)
            bad(QStringLiteral("--seeds: only with --json"));
        o.seeds = toInt("seeds", parser.value("seeds"), 1, kMaxSeeds);
    }
    if (parser.isSet("theory")) {
        if (o.mode != CliOptions::Mode::Csv)
            bad(QStringLiteral("--theory: only with --csv (--json always has \"theory\")"));
        o.theory = true;
    }
}

// What only a drawn figure uses (--pin, --relative, --session, --export-readouts), and --repeat.
void parseDrawnOptions(const QCommandLineParser &parser, CliOptions &o)
{
    const bool drawn = o.mode == CliOptions::Mode::Export || o.mode == CliOptions::Mode::Window;
    for (const char *name : {"pin", "relative", "session"}) {
        if (parser.isSet(name) && !drawn)
            bad(QStringLiteral("--%1: only with --export or the window").arg(name));
    }
    if (parser.isSet("export-readouts")) {
        if (o.mode != CliOptions::Mode::Export)
            bad(QStringLiteral("--export-readouts: only with --export"));
        o.exportReadouts = true;
    }
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
                bad(QStringLiteral("--preset: unknown preset '%1'; run gradflow --list-presets for the names").arg(value));
            o.config = preset->config;
            o.configChanged = true;
        } else if (name == "session") {
            const Session session = readSessionFile(value);
            o.config = session.current;
            o.run = session.run;
            o.pins = session.pins;
            o.relative = session.relative;
            o.configChanged = true;
        } else if (name == "config") {
            readConfigFile(value, o.config, o.run, value.isEmpty() ? std::string("--config") : "--config " + printable(str(value)));
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
        planMemory(o.config, o.run);
        planLessonViewMemory(o.view, o.lessonSettings, o.config, o.run); // and a view's own sizes
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
    parseExportOptions(parser, o);
    parsePhaseGrid(parser, o);
    parseTrainOptions(parser, o);
    parseTableExtras(parser, o);
    parseDrawnOptions(parser, o);
    const QList<QPair<QString, QString>> given = optionsInOrder(parser);
    readNetworkSources(parser, given, o);
    applyTableFlags(given, o);
    parseViewOptions(parser, o);
    parseJacobianExample(parser, o);
    validateRequest(o);
    readPins(parser, o);
    if (o.mode == CliOptions::Mode::Export)
        checkExportMemory(o);
    return o;
}

TrainSettings trainSettings(const CliOptions &o)
{
    TrainSettings s = o.train;
    if (o.trainClip)
        s.clipLimit = o.run.clipLimit;
    return s;
}

QString helpText()
{
    QString text = QStringLiteral(
        "Usage: gradflow [options] [CONFIG.json]\n"
        "Shows how a deep network's signal and gradient grow or vanish layer by layer at\n"
        "initialization. Without --csv, --json, --export or --list-presets it opens the window.\n\n"
        "  gradflow --csv FILE|-  [--theory] [model options]   per-layer table\n"
        "  gradflow --json FILE|- [--seeds K] [model options]   configuration, summary, per-layer values, theory\n"
        "  gradflow --phase-map-csv FILE|- [--std-range A:B] [--depth-range A:B] [--grid NxM] [model options]\n"
        "  gradflow --export FILE.png|svg|pdf [--export-scale S] [--export-size WxH] [--export-readouts]\n"
        "           [--pin CONFIG.json]... [--relative] [--session FILE] [model options]\n"
        "  gradflow --view NAME [--set KEY=VALUE ...] --json FILE|- | --export FILE   a lesson view\n"
        "  gradflow --train-json FILE|- | --train-csv FILE|- [--steps N] [--lr X] [--optimizer sgd|momentum|adam]\n"
        "           [--clip C] [--warmup K] [model options]   a short training run of the network\n"
        "  gradflow --save-network FILE.npz [model options]   its initial weights and the task's data\n"
        "  gradflow --jacobian-csv FILE|- [--jacobian-example K] [model options]   the Jacobian's singular values\n"
        "  gradflow --view jacobian [--jacobian-example K] --json FILE|- | --export FILE   with theory, or its charts\n"
        "  gradflow --view training --export FILE [training options] [model options]   the Training tab's charts\n"
        "  gradflow --list-presets | --help | --version\n\n"
        "Options (presets and config files apply first, then the other options in order):\n");
    forEachOption([&](const OptionSpec &spec) {
        QString left = QStringLiteral("  --") + QString::fromLatin1(spec.name);
        if (spec.valueName)
            left += ' ' + QString::fromLatin1(spec.valueName);
        text += left.leftJustified(26) + ' ' + helpOf(spec) + '\n';
    });
    text += QStringLiteral("\nExit codes: 0 done, 2 bad input (the message says which option), 3 a file could not be written.\n");
    return text;
}

QString presetListText()
{
    QString text;
    for (const Preset &p : presets())
        text += QString::fromStdString(p.name).leftJustified(24) + ' ' + QString::fromStdString(p.description) + '\n';
    return text;
}

int runCommandLine(const CliOptions &o)
{
    switch (o.mode) {
    case CliOptions::Mode::Help:
        return writeOutput("-", helpText().toStdString()) ? 0 : 3;
    case CliOptions::Mode::Version:
        return writeOutput("-", "gradflow " GRADFLOW_VERSION "\n") ? 0 : 3;
    case CliOptions::Mode::ListPresets:
        return writeOutput("-", presetListText().toStdString()) ? 0 : 3;
    case CliOptions::Mode::Csv:
    case CliOptions::Mode::Json:
    case CliOptions::Mode::PhaseMap:
        break;
    case CliOptions::Mode::TrainJson:
    case CliOptions::Mode::TrainCsv:
    case CliOptions::Mode::SaveNetwork:
        return runTraining(o);
    case CliOptions::Mode::JacobianCsv:
        return runJacobian(o);
    default:
        return 2;
    }
    if (o.jacobianView)
        return runJacobian(o);
    if (o.view != LessonView::Network) {
        try {
            return writeOutput(o.output, lessonViewJson(o.view, o.lessonSettings, o.config, o.run)) ? 0 : 3;
        } catch (const std::invalid_argument &e) {
            printError(e.what());
            return 2;
        }
    }
    Engine engine;
    Result result;
    std::optional<SeedBands> bands;
    try {
        for (int i = 0; i < o.repeat; ++i)
            result = engine.compute(o.config, o.run);
        if (o.mode == CliOptions::Mode::PhaseMap)
            return writeOutput(o.output, phaseMapCsv(computePhaseMap(engine, o.config, o.run, o.phaseGrid))) ? 0 : 3;
        if (o.seeds > 0)
            bands = runSeeds(engine, o.config, o.run, o.seeds);
    } catch (const std::invalid_argument &e) {
        printError(e.what());
        return 2;
    } // out of memory: main()'s one boundary reports it
    const std::string text = o.mode == CliOptions::Mode::Csv ? resultToCsv(result, o.theory) : resultToJson(result, bands ? &*bands : nullptr);
    return writeOutput(o.output, text) ? 0 : 3;
}

} // namespace gradflow
