#include "ui/jacobian/jacobianslide.h"

#include "ui/charts/wording.h"
#include "ui/jacobian/jacobianpanel.h"

#include <QChartView>
#include <QGraphicsLayout>

namespace gradflow {

JacobianSlide::JacobianSlide(std::shared_ptr<const JacobianSpectrum> spectrum)
    : m_panel(std::make_unique<JacobianPanel>())
{
    m_panel->setAttribute(Qt::WA_DontShowOnScreen);
    m_panel->showFinished(std::move(spectrum)); // first: the panel then computes nothing of its own
    m_panel->show();
}

JacobianSlide::~JacobianSlide() = default;

// The network in the title: the summary under the charts says the rest, and a 540-line slide
// keeps its charts' room.
QString JacobianSlide::slideTitle() const
{
    const ModelConfig &c = m_panel->spectrum()->config;
    return QObject::tr("The Jacobian's singular values: %1, width %2").arg(configSummary(c)).arg(c.width);
}

QString JacobianSlide::slideCaption() const { return {}; }

QWidget *JacobianSlide::layOutBody(const Look &look, QSize size)
{
    m_panel->setLook(false, look);
    // The charts' frames are the desk's: on a slide the room goes to their plots and axes (at 540
    // lines the density's layer axis had no room left for its labels).
    for (QChartView *view : m_panel->figure()->findChildren<QChartView *>()) {
        view->chart()->layout()->setContentsMargins(0, 0, 0, 0);
        view->chart()->setBackgroundRoundness(0);
    }
    return fitPanelFigure(*m_panel, *m_panel->figure(), size);
}

QString exportJacobianSlide(const JacobianPanel &shown, const QString &path, QSize size, double scale)
{
    if (!shown.spectrum())
        return QObject::tr("Nothing computed yet: show the Jacobian tab and let it finish.");
    JacobianSlide slide(shown.spectrum());
    return writeShownSlide(slide, shown.figureSize(), QStringLiteral("jacobian"), path, size, scale);
}

} // namespace gradflow
