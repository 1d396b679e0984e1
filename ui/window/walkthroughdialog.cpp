#include "ui/window/walkthroughdialog.h"

#include <QDialogButtonBox>
#include <QFile>
#include <QScreen>
#include <QTextBrowser>
#include <QVBoxLayout>

#include <algorithm>

namespace gradflow {

QString WalkthroughDialog::markdown()
{
    QFile file(QStringLiteral(":/walkthrough.md"));
    if (!file.open(QIODevice::ReadOnly))
        return tr("The walkthrough is missing from this build: see README.md, \"A five-minute walkthrough\".");
    return QString::fromUtf8(file.readAll());
}

WalkthroughDialog::WalkthroughDialog(QWidget *window, const QFont &font)
    : QDialog(window), m_browser(new QTextBrowser(this))
{
    setWindowTitle(tr("Five-minute walkthrough"));
    setFont(font);
    if (window)
        setPalette(window->palette());
    m_browser->setMarkdown(markdown());
    m_browser->setOpenLinks(false);
    auto *buttons = new QDialogButtonBox(QDialogButtonBox::Close, this);
    connect(buttons, &QDialogButtonBox::rejected, this, &QDialog::reject);
    auto *layout = new QVBoxLayout(this);
    layout->addWidget(m_browser);
    layout->addWidget(buttons);
    // About 40 em by 34 lines of the window's type: the five steps without scrolling at a desk;
    // within the screen in a room's type.
    const QFontMetrics metrics(this->font());
    const QSize screen = window && window->screen() ? window->screen()->availableGeometry().size() : QSize(1280, 720);
    resize(std::min(metrics.averageCharWidth() * 80, screen.width() - 40),
           std::min(metrics.lineSpacing() * 34, screen.height() - 80));
}

} // namespace gradflow
