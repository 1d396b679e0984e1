#include "app/cliviewoptions.h"

#include "app/clivalues.h"
#include "core/analysis/phasemap.h"
#include "core/lesson/lessonviews.h"
#include "core/model/numbertext.h"
#include "core/model/options.h"
#include "core/model/presets.h"
#include "files/slidesizes.h"

#include <QCommandLineParser>

#include <cmath>
#include <stdexcept>

namespace gradflow::cli {

namespace {

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
        const bool networkSource =
            name == "preset" || name == "config" || name == "session" || name == "pin" || name == "relative";
        const Option *table = findOption(str(name.startsWith(QLatin1String("no-")) ? name.mid(3) : name));
        if (networkSource || (table && std::string(table->key) != "max-memory"))
            bad(QStringLiteral("--%1: --view %2 has no network, so it would be ignored; leave it out "
                               "(the view's own settings: --set KEY=VALUE)")
                    .arg(name, view));
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

} // namespace

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
    o.view = parseLessonView(str(parser.value("view").trimmed()));
    if (o.view == LessonView::Training) {
        if (o.mode != CliOptions::Mode::Export)
            bad(QStringLiteral("--view training: needs --export FILE (the numbers: --train-json or --train-csv)"));
        if (parser.isSet("set"))
            bad(QStringLiteral("--set: not with --view training; use --steps, --lr, --optimizer, --warmup, --clip"));
        return;
    }
    if (o.view == LessonView::Jacobian) {
        if (o.mode != CliOptions::Mode::Json && o.mode != CliOptions::Mode::Export)
            bad(QStringLiteral("--view jacobian: needs --json FILE or --export FILE (the table: --jacobian-csv)"));
        if (parser.isSet("set"))
            bad(QStringLiteral("--set: not with --view jacobian; use --jacobian-example and the model options"));
        return;
    }
    if (o.mode != CliOptions::Mode::Json && o.mode != CliOptions::Mode::Export)
        bad(QStringLiteral("--view: needs --json FILE or --export FILE"));
    for (const QString &setting : parser.values("set")) {
        const int equals = int(setting.indexOf('='));
        if (equals <= 0)
            bad(QStringLiteral("--set: '%1' must look like KEY=VALUE, e.g. length=20").arg(setting));
        try {
            applyLessonSetting(o.view, str(setting.left(equals).trimmed()), str(setting.mid(equals + 1).trimmed()),
                               o.lessonSettings);
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
                .arg(size.width())
                .arg(size.height())
                .arg(o.exportScale)
                .arg(QString::fromStdString(memorySizeText(std::int64_t(bytes))),
                     QString::fromStdString(memorySizeText(o.run.maxMemoryBytes))));
}

// --jacobian-example K: with --jacobian-csv or --view jacobian, within the batch.
void parseJacobianExample(const QCommandLineParser &parser, CliOptions &o)
{
    if (!parser.isSet("jacobian-example"))
        return;
    o.jacobianExample = toInt("jacobian-example", parser.value("jacobian-example"), 0, o.config.batch - 1);
}

void parsePhaseGrid(const QCommandLineParser &parser, CliOptions &o)
{
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

// --steps, --lr, --optimizer, --warmup; with a training mode only. Clipping follows --clip, read
// with the table's options, in trainSettings().
void parseTrainOptions(const QCommandLineParser &parser, CliOptions &o)
{
    // One reading for the command line and a tour's 'train:' lines (applyTrainSetting).
    for (const char *name : {"steps", "lr", "warmup", "optimizer"}) {
        if (parser.isSet(name))
            asFlags([&] { applyTrainSetting(o.train, name, str(parser.value(name))); });
    }
    o.trainClip = parser.isSet("clip");
}

} // namespace gradflow::cli
