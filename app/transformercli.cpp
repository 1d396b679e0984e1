#include "app/transformercli.h"

#include "core/report/trainreport.h"
#include "core/report/transformerreport.h"
#include "core/training/transformertraining.h"
#include "core/transformer/transformerpass.h"
#include "core/transformer/transformerplan.h"
#include "files/terminal.h"

#include <stdexcept>

namespace gradflow {

namespace {

// The dense network's own flags: a transformer draws every weight N(0, init-std^2), always adds
// its residuals and always ends in its LM head and cross-entropy.
const QStringList kDenseOnly = {"init",
                                "init-scale",
                                "init-constant",
                                "orthogonal-gain",
                                "residual",
                                "no-residual",
                                "head",
                                "no-head",
                                "loss",
                                "theory",
                                "pin",
                                "view",
                                "set",
                                "phase-map-csv",
                                "std-range",
                                "depth-range",
                                "grid",
                                "jacobian-csv",
                                "jacobian-example",
                                "export",
                                "export-scale",
                                "export-size",
                                "export-readouts"};
// What the Training tab's slide takes: a transformer trains there as the dense network does.
const QStringList kTrainingExport = {"view", "export", "export-scale", "export-size"};
const QStringList kTransformerOnly = {"heads",    "kv-heads", "seq-len",  "ff-width", "vocab",
                                      "position", "gated",    "no-gated", "tie-head", "no-tie-head"};

[[noreturn]] void refuse(const QString &message) { throw std::invalid_argument(message.toStdString()); }

} // namespace

void checkArchitectureFlags(const QStringList &given, const CliOptions &o, const QString &view)
{
    const bool transformer = o.config.architecture == Architecture::Transformer;
    const bool trainingExport = o.mode == CliOptions::Mode::Export && view == QLatin1String("training");
    // The Network tab's export: a dense network's charts here, a transformer's only from the window.
    if (transformer && o.mode == CliOptions::Mode::Export && !given.contains(QLatin1String("view")))
        refuse(QStringLiteral("--export: draws a dense network's charts, per layer; a transformer's charts are "
                              "exported from the window (File > Export charts, PNG), its Training tab with "
                              "--view training --export FILE, its numbers with --csv or --json"));
    for (const QString &name : given) {
        if (transformer && trainingExport && kTrainingExport.contains(name))
            continue;
        if (transformer && kDenseOnly.contains(name))
            refuse(QStringLiteral("--%1: means nothing for a transformer (its weights are drawn N(0, init-std^2), "
                                  "its residuals always added, its head an LM head with cross-entropy); remove it, "
                                  "or use --architecture mlp")
                       .arg(name));
        if (!transformer && kTransformerOnly.contains(name))
            refuse(QStringLiteral("--%1: only for a transformer; add --architecture transformer").arg(name));
    }
    if (transformer
        && ((o.mode == CliOptions::Mode::Export && !trainingExport) || o.mode == CliOptions::Mode::PhaseMap))
        refuse(QStringLiteral("--architecture transformer: its table is --csv, --json or --save-network "
                              "(its Training tab's slide: --view training --export FILE)"));
}

bool isTransformerRun(const CliOptions &o)
{
    return o.config.architecture == Architecture::Transformer
           && (o.mode == CliOptions::Mode::Csv || o.mode == CliOptions::Mode::Json
               || o.mode == CliOptions::Mode::SaveNetwork || o.mode == CliOptions::Mode::TrainJson
               || o.mode == CliOptions::Mode::TrainCsv);
}

std::string transformerOutput(const CliOptions &o)
{
    if (o.mode == CliOptions::Mode::TrainJson)
        return trainResultToJson(trainTransformer(o.config, o.run, trainSettings(o)), o.run);
    if (o.mode == CliOptions::Mode::TrainCsv)
        return trainResultToCsv(trainTransformer(o.config, o.run, trainSettings(o)));
    // A plan short of keeping everything computes the full size all the same, and says how.
    if (const std::string note = describeTransformerPlan(o.config, o.run, planTransformerMemory(o.config, o.run));
        !note.empty())
        printError(note);
    TransformerResult result;
    {
        TransformerEngine engine; // its weights go before any seed's pass
        for (int i = 0; i < o.repeat; ++i)
            result = engine.compute(o.config, o.run);
    }
    if (result.leftRange)
        printError(leftRangeText(result) + "; the values from there on are left empty");
    if (o.mode == CliOptions::Mode::Json && o.seeds > 0) {
        // After the network's own pass, which is gone by then: one seed's pass in memory at a time.
        const TransformerBands bands = runTransformerSeeds(o.config, o.run, o.seeds);
        return transformerToJson(result, &bands);
    }
    return o.mode == CliOptions::Mode::Csv ? transformerToCsv(result) : transformerToJson(result);
}

} // namespace gradflow
