#include "ui/training/trainingheadless.h"

#include "core/engine/memoryplan.h"
#include "core/training/trainer.h"
#include "ui/charts/look.h"
#include "ui/files/slidesizes.h"
#include "ui/training/trainingpanel.h"

#include <QApplication>
#include <QFontInfo>

#include <cstdio>
#include <memory>
#include <stdexcept>

namespace gradflow {

int runTrainingExport(const ModelConfig &config, const RunSettings &run, const TrainSettings &settings,
                      const QString &path, double scale, QSize size)
{
    std::shared_ptr<const TrainResult> result;
    try {
        result = std::make_shared<const TrainResult>(train(config, run, settings));
    } catch (const std::invalid_argument &e) {
        std::fprintf(stderr, "gradflow: %s\n", printable(e.what()).c_str());
        return 2;
    } catch (const std::bad_alloc &) {
        std::fprintf(stderr, "gradflow: out of memory; reduce depth, width or batch, or lower --max-memory\n");
        return 2;
    }
    TrainingPanel panel;
    panel.setAttribute(Qt::WA_DontShowOnScreen);
    const QSize wanted = size.isValid() ? size : defaultSlideSize();
    panel.setLook(false, Look::room(wanted.height(), QFontInfo(QApplication::font()).pixelSize())); // type for a slide
    panel.showFinished(result); // first: the panel then trains nothing of its own
    panel.setNetwork(config, run);
    panel.setSettings(settings);
    panel.resize(wanted);
    panel.show();
    QApplication::processEvents();
    panel.resize(wanted + (panel.size() - panel.figureSize())); // the figure, not the controls, at the size asked
    QApplication::processEvents();
    QApplication::processEvents(); // the charts refit their ticks after the layout
    const QString error = panel.exportTo(path, scale);
    if (!error.isEmpty()) {
        std::fprintf(stderr, "gradflow: %s\n", printable(error.toStdString()).c_str());
        return 3;
    }
    return 0;
}

} // namespace gradflow
