#include "ui/window/walkthroughdialog.h"

#include <QDialogButtonBox>
#include <QFile>
#include <QTextBrowser>
#include <QVBoxLayout>

namespace gradflow {

QString WalkthroughDialog::markdown()
{
    QFile file(QStringLiteral(":/walkthrough.md"));
    if (!file.open(QIODevice::ReadOnly))
        return tr("The walkthrough is missing from this build: see README.md, \"A five-minute walkthrough\".");
    return QString::fromUtf8(file.readAll());
}

WalkthroughDialog::WalkthroughDialog(QWidget *window) : QDialog(window), m_browser(new QTextBrowser(this))
{
    setWindowTitle(tr("Five-minute walkthrough"));
    m_browser->setMarkdown(markdown());
    m_browser->setOpenLinks(false);
    auto *buttons = new QDialogButtonBox(QDialogButtonBox::Close, this);
    connect(buttons, &QDialogButtonBox::rejected, this, &QDialog::reject);
    auto *layout = new QVBoxLayout(this);
    layout->addWidget(m_browser);
    layout->addWidget(buttons);
    // About 40 em by 34 lines of the window's type: the five steps without scrolling at a desk.
    const QFontMetrics metrics(font());
    resize(metrics.averageCharWidth() * 80, metrics.lineSpacing() * 34);
}

} // namespace gradflow
