#pragma once

#include "core/model/config.h"
#include "core/analysis/phasemap.h"
#include "core/lesson/lessonviews.h"
#include "core/report/modelconfigjson.h"
#include "core/training/trainsettings.h"

#include <QSize>
#include <QString>
#include <QStringList>

#include <optional>
#include <string>
#include <vector>

namespace gradflow {

// What the command line asked for, parsed into plain data that tests can inspect.
struct CliOptions
{
    enum class Mode {
        Window,
        Csv,
        Json,
        ListPresets,
        Help,
        Version,
        Export,
        BenchUi,
        PhaseMap,
        TrainJson,
        TrainCsv,
        SaveNetwork,
        JacobianCsv
    };
    Mode mode = Mode::Window;
    QString output;             // --csv/--json/--export target; "-" is standard output
    ModelConfig config;         // after presets, config files and flags, in that order
    RunSettings run;            // --clip and --max-memory, after config files and sessions likewise
    bool configChanged = false; // any model option, preset or config file was given
    int repeat = 1;
    PhaseGrid phaseGrid;           // --phase-map-csv's --std-range, --depth-range, --grid
    int seeds = 0;                 // --seeds K: --json adds statistics over K seeds (0: not asked)
    bool theory = false;           // --theory: the CSV gains the mean-field columns
    std::vector<ModelConfig> pins; // --pin files, or a --session's pins
    bool relative = false;         // --relative, or a --session's
    bool exportReadouts = false;   // --export-readouts
    double exportScale = 1.0;
    QSize exportSize;                      // empty: the default size
    LessonView view = LessonView::Network; // --view: a side view, the Training tab's charts (with
                                           // --export) or the Jacobian's spectrum (--json, --export)
    LessonSettings lessonSettings;         // the view's settings after --set
    TrainSettings train;                   // --steps, --lr, --optimizer, --warmup
    bool trainClip = false;                // --clip given with a training mode: clip at it
    int jacobianExample = 0;               // --jacobian-example K: the example of the batch whose Jacobian is taken
    std::optional<ModelConfigReading> modelConfig; // --model-config: what its keys became, which were ignored
    std::string modelConfigSource;                 // its name or path as typed, printable
};

// Parses arguments (without the program name). One argument that is not an option is a
// configuration file read before everything else. Throws std::invalid_argument with one line naming the option and what
// is allowed. Reads --config files.
CliOptions parseCommandLine(const QStringList &arguments);

// The training settings the options name, clipping at --clip when it was given.
TrainSettings trainSettings(const CliOptions &options);

} // namespace gradflow
