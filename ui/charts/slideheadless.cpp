#include "ui/charts/slideheadless.h"

#include "ui/charts/slidefigure.h"
#include "files/exitcode.h"
#include "files/slidesizes.h"
#include "files/terminal.h"

namespace gradflow {

int runSlideExport(SlideFigure &figure, const QString &view, const QString &path, double scale, QSize size)
{
    const QSize wanted = size.isValid() ? size : defaultSlideSize();
    if (const auto least = slideTooSmall(figure, wanted)) {
        printError(QStringLiteral("--export-size: ") + tooSmallText(view, wanted, *least));
        return ExitBadInput;
    }
    const QString error = writeSlide(figure, path, wanted, scale);
    if (!error.isEmpty()) {
        printError(error);
        return ExitCannotWrite;
    }
    return ExitDone;
}

QString tooSmallText(const QString &view, QSize size, QSize least)
{
    return QStringLiteral("the %1 view cannot be drawn in %2x%3; give at least %4x%5")
        .arg(view)
        .arg(size.width())
        .arg(size.height())
        .arg(least.width())
        .arg(least.height());
}

} // namespace gradflow
