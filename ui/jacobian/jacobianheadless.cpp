#include "ui/jacobian/jacobianheadless.h"

#include "core/engine/engine.h"
#include "core/jacobian/spectrum.h"
#include "ui/charts/slideheadless.h"
#include "files/exitcode.h"
#include "files/terminal.h"
#include "ui/jacobian/jacobianpanel.h"
#include "ui/jacobian/jacobianslide.h"

#include <memory>
#include <stdexcept>

namespace gradflow {

int runJacobianExport(const ModelConfig &config, const RunSettings &run, int example, const QString &path, double scale,
                      QSize size)
{
    std::shared_ptr<const JacobianSpectrum> spectrum;
    try {
        Engine engine;
        spectrum = std::make_shared<const JacobianSpectrum>(
            jacobianSpectrum(engine, config, example, run, {}, std::nullopt, JacobianPanel::resolveFor(config)));
    } catch (const std::invalid_argument &e) {
        printError(e.what());
        return ExitBadInput;
    } // out of memory: main()'s one boundary reports it
    JacobianSlide slide(spectrum);
    return runSlideExport(slide, QStringLiteral("jacobian"), path, scale, size);
}

} // namespace gradflow
