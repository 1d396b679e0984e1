#pragma once

#include "core/jacobian/spectrum.h"
#include "ui/charts/slidefigure.h"

#include <memory>

namespace gradflow {

class JacobianPanel;

// The Jacobian tab as a slide: a panel of its own drawing a computed spectrum, never shown on
// screen; its charts and summary under a title, the network as the caption.
class JacobianSlide : public SlideFigure
{
public:
    explicit JacobianSlide(std::shared_ptr<const JacobianSpectrum> spectrum);
    ~JacobianSlide() override;

    QString slideTitle() const override;
    QString slideCaption() const override;
    QWidget *layOutBody(const Look &look, QSize size) override;
    JacobianPanel &panel() const { return *m_panel; }

private:
    std::unique_ptr<JacobianPanel> m_panel;
};

// The spectrum the tab shows as a slide of size (empty: the figure's size on screen).
QString exportJacobianSlide(const JacobianPanel &shown, const QString &path, QSize size, double scale);

} // namespace gradflow
