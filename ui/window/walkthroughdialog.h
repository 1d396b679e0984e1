#pragma once

#include <QDialog>

class QTextBrowser;

namespace gradflow {

// Help > Five-minute walkthrough: the README's walkthrough (resources/walkthrough.md, the same
// text), for a teacher who has the program but not its page.
class WalkthroughDialog : public QDialog
{
    Q_OBJECT

public:
    explicit WalkthroughDialog(QWidget *window);
    // The walkthrough as the dialog shows it, in Markdown.
    static QString markdown();
    QTextBrowser *browser() const { return m_browser; }

private:
    QTextBrowser *m_browser;
};

} // namespace gradflow
