#pragma once

#include <QObject>
#include <QPointer>

namespace gradflow {

class MainWindow;

// Shows a language chosen in View > Language at once, without a restart: the window is
// replaced by one built in the new language (every text a widget shows comes from its
// constructor), which takes over the old one's network, pins, relative mode, tab, geometry,
// presentation mode, Lesson panel step, and the side tabs' own controls (the lesson views', the
// Training tab's, the Jacobian tab's example). Follows one window at a time.
class LanguageSwitch : public QObject
{
    Q_OBJECT

public:
    explicit LanguageSwitch(MainWindow *window);

    MainWindow *window() const { return m_window; } // the one shown now; the caller deletes it at the end

    // Installs code's translation and replaces the window (what View > Language does).
    void switchTo(const QString &code);

signals:
    void windowReplaced(gradflow::MainWindow *window);

private:
    void follow(MainWindow *window);

    QPointer<MainWindow> m_window;
};

} // namespace gradflow
