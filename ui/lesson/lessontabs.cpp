#include "ui/lesson/lessontabs.h"

#include "ui/charts/exportdialog.h"
#include "ui/charts/exportimage.h"
#include "ui/charts/fitfont.h"
#include "ui/controls/plainwarning.h"
#include "files/slidesizes.h"

#include "ui/lesson/chainpage.h"
#include "ui/lesson/clippingpage.h"
#include "ui/lesson/initpage.h"
#include "ui/charts/look.h"
#include "ui/lesson/normspage.h"
#include "ui/lesson/pageslide.h"
#include "core/model/presets.h"
#include "ui/lesson/residualchainpage.h"
#include "ui/lesson/residualscalingpage.h"

#include <QApplication>
#include <QEvent>
#include <QFontInfo>
#include <QMenu>
#include <QTabBar>

#include <new>

namespace gradflow {

namespace {

LessonPage *newPage(LessonView view)
{
    switch (view) {
    case LessonView::Chain:
        return new ChainPage;
    case LessonView::ResidualChain:
        return new ResidualChainPage;
    case LessonView::Norms:
        return new NormsPage;
    case LessonView::Init:
        return new InitPage;
    case LessonView::Clipping:
        return new ClippingPage;
    case LessonView::ResidualScaling:
        return new ResidualScalingPage;
    case LessonView::Network:
    case LessonView::Training:
    case LessonView::Jacobian:
        break;
    }
    return nullptr;
}

} // namespace

LessonPage *makeLessonPage(LessonView view)
{
    LessonPage *page = newPage(view);
    if (page)
        page->setLook(false, Look::desk()); // its headlines and charts exist only now
    return page;
}

LessonTabs::LessonTabs(QWidget *networkPage, QWidget *parent) : QTabWidget(parent), m_exportSize(defaultSlideSize())
{
    setDocumentMode(true);
    addTab(networkPage, tr("Network"));
    const QStringList names = {tr("Chain"), tr("Residual chain"), tr("Norms"),
                               tr("Init"),  tr("Clipping"),       tr("Residual scaling")};
    for (int i = 0; i < names.size(); ++i) {
        LessonPage *page = makeLessonPage(LessonView(i + 1));
        m_pages.push_back(page);
        addTab(page, names[i]);
        setTabToolTip(i + 1, page->title() + tr(" (Ctrl+%1)").arg(i + 2));
        connect(page, &LessonPage::exportRequested, this, [this, page] { askAndExport(page); });
        if (auto *clipping = qobject_cast<ClippingPage *>(page))
            connect(clipping, &ClippingPage::networkRequested, this, [this](const QString &name) {
                if (const Preset *p = findPreset(name.toStdString()))
                    emit networkRequested(p->config);
            });
    }
    setTabToolTip(0, tr("The network: signal and gradients per layer (Ctrl+1)"));
}

bool LessonTabs::event(QEvent *event)
{
    // A label's new text on the page shown (a readout, the caption) re-lays-out that page, and
    // Qt passes the request up to here; QTabWidget answers each one by laying out and repainting
    // itself with every child: the whole window once per slider step. Only a change in what
    // it lays out by needs that.
    if (event->type() == QEvent::LayoutRequest && isVisible()) {
        // The page shown: a hidden page's re-layout never reaches here (Qt stops it at the page),
        // and asking the stack would ask every page (0.9 ms a step in --bench-ui).
        const QWidget *page = currentWidget();
        const Hints now{page ? page->minimumSizeHint() : QSize(), page ? page->sizeHint() : QSize(),
                        tabBar()->sizeHint()};
        if (m_laidOut && now == m_laidOutFor)
            return true;
        m_laidOutFor = now;
        m_laidOut = true;
    }
    return QTabWidget::event(event);
}

// The tabs in the window's type where they fit the width; where they do not (French beside the
// Lesson panel at 1280 px), a pixel or two smaller, down to the desk's, rather than scrolled with
// the last tab cut.
void LessonTabs::fitTabs()
{
    QTabBar *bar = tabBar();
    fitFontToWidth(bar, font(), QFontInfo(QApplication::font()).pixelSize(), width(),
                   [bar] { return bar->sizeHint().width(); });
}

void LessonTabs::resizeEvent(QResizeEvent *event)
{
    QTabWidget::resizeEvent(event);
    fitTabs();
}

void LessonTabs::changeEvent(QEvent *event)
{
    QTabWidget::changeEvent(event);
    if (event->type() == QEvent::FontChange)
        fitTabs();
}

void LessonTabs::addTrainingTab(QWidget *page)
{
    m_training = page;
    const int index = addTab(page, tr("Training"));
    setTabToolTip(index,
                  tr("Train the network: loss, each layer's weight change and update ratio (Ctrl+%1)").arg(index + 1));
}

void LessonTabs::addJacobianTab(QWidget *page)
{
    m_jacobian = page;
    const int index = addTab(page, tr("Jacobian"));
    setTabToolTip(
        index, tr("The spectrum of the network's input-output Jacobian: dynamical isometry (Ctrl+%1)").arg(index + 1));
}

void LessonTabs::showJacobian()
{
    if (m_jacobian)
        setCurrentWidget(m_jacobian);
}

LessonView LessonTabs::currentView() const
{
    if (isTrainingShown())
        return LessonView::Training;
    if (isJacobianShown())
        return LessonView::Jacobian;
    const LessonView view = LessonView(currentIndex());
    return isLessonPage(view) ? view : LessonView::Network;
}

void LessonTabs::showView(LessonView view)
{
    if (view == LessonView::Training)
        showTraining();
    else if (view == LessonView::Jacobian)
        showJacobian();
    else
        setCurrentIndex(int(view));
}

void LessonTabs::showTraining()
{
    if (m_training)
        setCurrentWidget(m_training);
}

LessonPage *LessonTabs::page(LessonView view) const { return isLessonPage(view) ? m_pages[size_t(view) - 1] : nullptr; }

void LessonTabs::addViewActions(QMenu *menu)
{
    for (int i = 0; i < count(); ++i) {
        QAction *a = menu->addAction(tabText(i), this, [this, i] { setCurrentIndex(i); });
        a->setShortcut(QKeySequence(QStringLiteral("Ctrl+%1").arg(i + 1)));
    }
}

void LessonTabs::setNetworkResult(const std::shared_ptr<const Result> &result)
{
    m_network = result;
    page(LessonView::Clipping)->setNetworkResult(result);
}

void LessonTabs::setLook(bool dark, const Look &look)
{
    for (LessonPage *p : m_pages)
        p->setLook(dark, look);
}

QString LessonTabs::exportPage(LessonPage *page, const QString &path, double scale, QSize size)
{
    QString error;
    try {
        error = writePage(page, path, scale, size);
    } catch (const ImageOutOfMemory &e) { // the window says so and keeps running
        error = e.message();
    } catch (const std::bad_alloc &) {
        error = tr("Not exported: out of memory for the measurement; choose smaller settings.");
    }
    emit exported(error, path);
    return error;
}

// A page of its own drawn as a slide: the size asked for, or the figure's on screen.
QString LessonTabs::writePage(LessonPage *page, const QString &path, double scale, QSize size)
{
    const LessonView view = page->kind();
    LessonSlide slide(view, page->settings(), view == LessonView::Clipping ? m_network : nullptr);
    return writeShownSlide(slide, page->figure()->size(), QString::fromStdString(toString(view)), path, size, scale);
}

void LessonTabs::askAndExport(LessonPage *page)
{
    const QString name = QStringLiteral("gradflow-%1.png").arg(QString::fromStdString(toString(page->kind())));
    const QString path = askSlideExport(this, name, page->figure()->size(), m_exportSize, m_exportScale);
    if (path.isEmpty())
        return;
    const QString error = exportPage(page, path, m_exportScale, m_exportSize);
    if (!error.isEmpty())
        warnPlain(this, tr("Export failed"), error); // it quotes the path
}

} // namespace gradflow
