#include "app/clihelp.h"

#include "core/model/options.h"
#include "core/model/presets.h"
#include "files/exitcode.h"
#include "files/modelconfigfile.h"
#include "files/slidesizes.h"

#include <QCommandLineOption>
#include <QCommandLineParser>
#include <QSize>

#include <deque>
#include <string>
#include <vector>

namespace gradflow {

namespace {

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
    {"export-readouts", nullptr,
     "With --export: the readouts (ratio, rho, global norm, clip factor) under the caption."},
    {"pin", "FILE",
     "With --export or the window: also draw the network of this configuration file, dashed (repeat, up to 8)."},
    {"relative", nullptr, "With --export or the window: every curve divided by its value at layer 0."},
    {"session", "FILE",
     "Start from a saved session: configuration, pins and relative mode (later options apply on top)."},
    {"list-presets", nullptr, "List the built-in presets with a line on each."},
    {"bench-ui", nullptr, "Measure the window's latency from a control change to the painted chart."},
    {"help", nullptr, "Show this help."},
    {"version", nullptr, "Show the version."},
    {"preset", "NAME", "Start from a built-in preset (see --list-presets)."},
    {"config", "FILE", "Start from a configuration saved as JSON (keys as the long options)."},
    {"model-config", "FILE",
     "Start from a Hugging Face config.json (model_type gpt2, bert, llama, mistral or qwen2), "
     "or a shipped one by name: {models}. Ignored keys are noted on standard error."},
};

// The network's and the run's options come from core's table (options.h); these are the command
// line's own, after them in --help.
const OptionSpec kMoreOptions[] = {
    {"phase-map-csv", "FILE",
     "Print depth,init_std,log10_ratio over a grid of init std x depth to FILE (- for standard output)."},
    {"std-range", "A:B", "With --phase-map-csv: init std from A to B, log-spaced (default 0.01:1)."},
    {"depth-range", "A:B", "With --phase-map-csv: depth from A to B, evenly spaced (default 2:100)."},
    {"grid", "NxM", "With --phase-map-csv: N stds by M depths (default 24x24)."},
    {"seeds", "K",
     "With --json: also run K seeds (1 to 32) from --seed on; adds per-layer (a transformer: per sub-layer) mean, sd, "
     "min and max."},
    {"theory", nullptr, "With --csv: add the mean-field prediction's two columns (empty where none holds)."},
    {"repeat", "N", "Compute N times and report the last, for timing (default 1)."},
    {"view", "NAME",
     "With --json or --export: one of the lesson's views, chain, residual-chain, norms, init, clipping or "
     "residual-scaling (clipping uses the model options, or ReLU std 1 without any); jacobian (the Jacobian's spectrum "
     "with free probability's moments, or with --export the Jacobian tab's charts); with --export also training (the "
     "Training tab's charts)."},
    {"train-json", "FILE",
     "Train the network on the task and write the per-step and per-layer series as JSON to FILE (- for standard "
     "output)."},
    {"train-csv", "FILE", "The same as --train-json, as one long table series,step,layer,value."},
    {"jacobian-csv", "FILE",
     "Print layer,index,log10_singular_value: the singular values of one example's Jacobian dh_l/dh_0 at every layer, "
     "largest first, to FILE (- for standard output)."},
    {"jacobian-example", "K",
     "With --jacobian-csv or --view jacobian: the example of the batch, 0 to batch - 1 (default 0)."},
    {"save-network", "FILE",
     "Write the initial weights, biases and the task's inputs and targets as .npz (numpy, PyTorch) to FILE."},
    {"steps", "N", "With --train-json, --train-csv or --view training: training steps, 1 to 10000 (default 100)."},
    {"lr", "X", "With --train-json, --train-csv or --view training: the learning rate (default 0.01)."},
    {"optimizer", "NAME",
     "With --train-json, --train-csv or --view training: sgd, momentum (0.9) or adam (default sgd)."},
    {"warmup", "K",
     "With --train-json, --train-csv or --view training: the learning rate rises linearly over the first K steps "
     "(default 0: none)."},
    {"set", "KEY=VALUE",
     "A view's setting, e.g. length=20 (chain), slope=0.05, batch=\"1,2;3,6\", fan-in=50, limit=2, layers=24; "
     "repeatable."},
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
    QString help = QString::fromUtf8(spec.help);
    help.replace(QLatin1String("{models}"), modelConfigPresetNames().join(QStringLiteral(", ")));
    const QSize size = defaultSlideSize();
    return help.contains(QLatin1String("%1")) ? help.arg(QStringLiteral("%1x%2").arg(size.width()).arg(size.height()))
                                              : help;
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

} // namespace

void addCommandLineOptions(QCommandLineParser &parser)
{
    parser.setSingleDashWordOptionMode(QCommandLineParser::ParseAsLongOptions);
    forEachOption([&](const OptionSpec &spec) {
        QCommandLineOption option(QString::fromLatin1(spec.name), helpOf(spec));
        if (spec.valueName)
            option.setValueName(QString::fromLatin1(spec.valueName));
        parser.addOption(option);
    });
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
        "  gradflow --architecture transformer --csv FILE|- | --json FILE|- [--seeds K] | --save-network FILE.npz\n"
        "           [--heads H] [--kv-heads H] [--seq-len T] [--ff-width N] [--vocab V] [--position "
        "learned|rope|none]\n"
        "           [--gated] [--tie-head] [model options]   per sub-layer: embed, attn and mlp per block, final\n"
        "  gradflow --architecture transformer --train-json FILE|- [training options] [transformer options]\n"
        "           training on the token task (--model-config NAME|FILE: a Hugging Face config.json)\n"
        "  gradflow --list-presets | --help | --version\n\n"
        "Options (presets and config files apply first, then the other options in order):\n");
    forEachOption([&](const OptionSpec &spec) {
        QString left = QStringLiteral("  --") + QString::fromLatin1(spec.name);
        if (spec.valueName)
            left += ' ' + QString::fromLatin1(spec.valueName);
        text += left.leftJustified(26) + ' ' + helpOf(spec) + '\n';
    });
    text +=
        QStringLiteral(
            "\nExit codes: %1 done, %2 bad input (the message says which option), %3 a file could not be written.\n")
            .arg(int(ExitDone))
            .arg(int(ExitBadInput))
            .arg(int(ExitCannotWrite));
    return text;
}

QString presetListText()
{
    QString text;
    for (const Preset &p : presets())
        text += QString::fromStdString(p.name).leftJustified(24) + ' ' + QString::fromStdString(p.description) + '\n';
    return text;
}

} // namespace gradflow
