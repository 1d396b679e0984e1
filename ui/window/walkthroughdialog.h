#pragma once

#include <QDialog>

class QTextBrowser;

namespace gradflow {

// Help > Five-minute walkthrough: the README's walkthrough (resources/walkthrough.md, the same
// text), for a teacher who has the program but not its page. A window of its own, it takes the
// main window's theme and the type it is given (the room's in presentation mode), as Keys does.
class WalkthroughDialog : public QDialog
{
    Q_OBJECT

public:
    explicit WalkthroughDialog(QWidget *window, const QFont &font = QFont());
    // The walkthrough as the dialog shows it, in Markdown.
    static QString markdown();
    QTextBrowser *browser() const { return m_browser; }

private:
    QTextBrowser *m_browser;
};

} // namespace gradflow
