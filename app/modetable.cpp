#include "app/modetable.h"

#include <initializer_list>
#include <stdexcept>

namespace gradflow {

namespace {

using Mode = CliOptions::Mode;

// An option that only some runs use, the runs that use it and how --help words them.
struct OptionUse
{
    const char *option;
    std::initializer_list<RunKind> runs;
    const char *onlyWith;
};

const OptionUse kUses[] = {
    {"seeds", {RunKind::Json}, "--json (the network's per-layer values)"},
    {"theory", {RunKind::Csv}, "--csv (--json always has \"theory\")"},
    {"repeat", {RunKind::Csv, RunKind::Json}, "--csv or --json (the network's per-layer values)"},
    {"pin", {RunKind::Window, RunKind::Export}, "--export or the window (the network's charts)"},
    {"relative", {RunKind::Window, RunKind::Export}, "--export or the window (the network's charts)"},
    {"session",
     {RunKind::Window, RunKind::Export, RunKind::ExportLessonView, RunKind::ExportTraining, RunKind::ExportJacobian},
     "--export or the window"},
    {"export-readouts", {RunKind::Export}, "--export (the network's charts)"},
    {"export-scale",
     {RunKind::Export, RunKind::ExportLessonView, RunKind::ExportTraining, RunKind::ExportJacobian},
     "--export"},
    {"export-size",
     {RunKind::Export, RunKind::ExportLessonView, RunKind::ExportTraining, RunKind::ExportJacobian},
     "--export"},
    {"std-range", {RunKind::PhaseMap}, "--phase-map-csv"},
    {"depth-range", {RunKind::PhaseMap}, "--phase-map-csv"},
    {"grid", {RunKind::PhaseMap}, "--phase-map-csv"},
    {"steps",
     {RunKind::TrainJson, RunKind::TrainCsv, RunKind::ExportTraining},
     "--train-json, --train-csv or --view training"},
    {"lr",
     {RunKind::TrainJson, RunKind::TrainCsv, RunKind::ExportTraining},
     "--train-json, --train-csv or --view training"},
    {"optimizer",
     {RunKind::TrainJson, RunKind::TrainCsv, RunKind::ExportTraining},
     "--train-json, --train-csv or --view training"},
    {"warmup",
     {RunKind::TrainJson, RunKind::TrainCsv, RunKind::ExportTraining},
     "--train-json, --train-csv or --view training"},
    {"jacobian-example",
     {RunKind::JacobianCsv, RunKind::JsonJacobian, RunKind::ExportJacobian},
     "--jacobian-csv or --view jacobian"},
};

struct ModeName
{
    Mode mode;
    const char *name;
};

const ModeName kModeNames[] = {
    {Mode::Window, "the window"},
    {Mode::Csv, "--csv"},
    {Mode::Json, "--json"},
    {Mode::ListPresets, "--list-presets"},
    {Mode::Help, "--help"},
    {Mode::Version, "--version"},
    {Mode::Export, "--export"},
    {Mode::BenchUi, "--bench-ui"},
    {Mode::PhaseMap, "--phase-map-csv"},
    {Mode::TrainJson, "--train-json"},
    {Mode::TrainCsv, "--train-csv"},
    {Mode::SaveNetwork, "--save-network"},
    {Mode::JacobianCsv, "--jacobian-csv"},
};

RunKind withView(const QString &view, RunKind training, RunKind jacobian, RunKind lesson, RunKind network)
{
    if (view.isEmpty() || view == QLatin1String("network"))
        return network;
    return view == QLatin1String("training") ? training : view == QLatin1String("jacobian") ? jacobian : lesson;
}

} // namespace

RunKind runKind(Mode mode, const QString &view)
{
    switch (mode) {
    case Mode::Json:
        return withView(view, RunKind::ViewRefused, RunKind::JsonJacobian, RunKind::JsonLessonView, RunKind::Json);
    case Mode::Export:
        return withView(view, RunKind::ExportTraining, RunKind::ExportJacobian, RunKind::ExportLessonView,
                        RunKind::Export);
    case Mode::Window:
        return view.isEmpty() ? RunKind::Window : RunKind::ViewRefused;
    case Mode::Csv:
        return view.isEmpty() ? RunKind::Csv : RunKind::ViewRefused;
    case Mode::PhaseMap:
        return view.isEmpty() ? RunKind::PhaseMap : RunKind::ViewRefused;
    case Mode::TrainJson:
        return view.isEmpty() ? RunKind::TrainJson : RunKind::ViewRefused;
    case Mode::TrainCsv:
        return view.isEmpty() ? RunKind::TrainCsv : RunKind::ViewRefused;
    case Mode::SaveNetwork:
        return view.isEmpty() ? RunKind::SaveNetwork : RunKind::ViewRefused;
    case Mode::JacobianCsv:
        return view.isEmpty() ? RunKind::JacobianCsv : RunKind::ViewRefused;
    default:
        return view.isEmpty() ? RunKind::Other : RunKind::ViewRefused;
    }
}

QString runName(Mode mode, const QString &view)
{
    QString name;
    for (const ModeName &m : kModeNames)
        name = m.mode == mode ? QString::fromLatin1(m.name) : name;
    return view.isEmpty() ? name : QStringLiteral("--view %1 %2").arg(view, name);
}

void refuseIgnoredOptions(const QStringList &optionNames, Mode mode, const QString &view)
{
    const RunKind kind = runKind(mode, view);
    if (kind == RunKind::ViewRefused)
        return; // the view's own message says what it needs
    for (const OptionUse &use : kUses) {
        if (!optionNames.contains(QLatin1String(use.option)))
            continue;
        bool used = false;
        for (RunKind k : use.runs)
            used = used || k == kind;
        if (!used)
            throw std::invalid_argument(
                QStringLiteral("--%1: only with %2, not with %3")
                    .arg(QLatin1String(use.option), QLatin1String(use.onlyWith), runName(mode, view))
                    .toStdString());
    }
}

} // namespace gradflow
