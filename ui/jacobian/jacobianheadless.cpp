#include "ui/jacobian/jacobianheadless.h"

#include "core/engine/engine.h"
#include "core/jacobian/spectrum.h"
#include "ui/charts/look.h"
#include "ui/files/slidesizes.h"
#include "ui/files/terminal.h"
#include "ui/jacobian/jacobianpanel.h"

#include <QApplication>
#include <QFontInfo>

#include <memory>
#include <stdexcept>

namespace gradflow {

namespace {

// The panel with its figure at size and the type a slide that tall gets; false if the figure
// needs more room (it then comes out larger than asked).
bool layOut(JacobianPanel &panel, QSize size)
{
    panel.setLook(false, Look::room(size.height(), QFontInfo(QApplication::font()).pixelSize()));
    panel.resize(size);
    QApplication::processEvents();
    panel.resize(size + (panel.size() - panel.figureSize())); // the figure, not the controls, at the size asked
    QApplication::processEvents();
    return panel.figureSize() == size;
}

} // namespace

int runJacobianExport(const ModelConfig &config, const RunSettings &run, int example, const QString &path,
                      double scale, QSize size)
{
    std::shared_ptr<const JacobianSpectrum> spectrum;
    try {
        Engine engine;
        spectrum = std::make_shared<const JacobianSpectrum>(
            jacobianSpectrum(engine, config, example, run, {}, std::nullopt, JacobianPanel::resolveFor(config)));
    } catch (const std::invalid_argument &e) {
        printError(e.what());
        return 2;
    } // out of memory: main()'s one boundary reports it
    JacobianPanel panel;
    panel.setAttribute(Qt::WA_DontShowOnScreen);
    panel.showFinished(spectrum); // first: the panel then computes nothing of its own
    panel.show();
    const QSize wanted = size.isValid() ? size : defaultSlideSize(); // every export's default
    if (!layOut(panel, wanted)) {
        const QSize least = panel.figureSize().expandedTo(wanted);
        printError(QStringLiteral("--export-size: the jacobian view cannot be drawn in %1x%2; give at least %3x%4")
                       .arg(wanted.width()).arg(wanted.height()).arg(least.width()).arg(least.height()));
        return 2;
    }
    QApplication::processEvents(); // the charts refit their ticks after the layout
    const QString error = panel.exportTo(path, scale);
    if (!error.isEmpty()) {
        printError(error);
        return 3;
    }
    return 0;
}

} // namespace gradflow
