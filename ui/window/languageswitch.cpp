#include "ui/window/languageswitch.h"

#include "ui/lesson/lessontabs.h"
#include "ui/lesson/tourpanel.h"
#include "ui/window/language.h"
#include "ui/window/languagemenu.h"
#include "ui/window/mainwindow.h"
#include "ui/window/networkdocument.h"
#include "ui/window/settings.h"
#include "ui/window/windowmenus.h"

#include <QAction>

namespace gradflow {

LanguageSwitch::LanguageSwitch(MainWindow *window) : QObject(nullptr) { follow(window); }

void LanguageSwitch::follow(MainWindow *window)
{
    m_window = window;
    if (auto *menu = window->findChild<LanguageMenu *>())
        connect(menu, &LanguageMenu::chosen, this, &LanguageSwitch::switchTo, Qt::QueuedConnection);
}

void LanguageSwitch::switchTo(const QString &code)
{
    MainWindow *old = m_window;
    if (!old)
        return;
    const NetworkDocument *document = old->document();
    const ModelConfig config = document->config();
    const RunSettings run = document->run();
    const NetworkDocument::Pins pins = document->pins();
    const int tab = old->lessonTabs()->currentIndex();
    const bool touring = old->tourPanel()->isVisible();
    const int step = old->tourPanel()->currentStep();
    const bool shown = old->isVisible();
    // What the new window restores from the settings, as the old one stands now. The old one is
    // closed only once the new one is shown: closing the last window would end the program.
    Settings settings;
    settings.setGeometry(old->saveGeometry());
    settings.setWindowState(old->saveState());
    if (auto *menus = old->findChild<WindowMenus *>())
        settings.setPresentation(menus->presentation()->isChecked());
    installLanguage(code);
    auto *window = new MainWindow(true, &config, &run);
    window->document()->setPins(pins);
    if (shown)
        window->show();
    window->lessonTabs()->setCurrentIndex(tab);
    if (touring) {
        window->tourPanel()->show();
        window->tourPanel()->goTo(step);
    }
    follow(window);
    old->close();
    old->deleteLater();
    emit windowReplaced(window);
}

} // namespace gradflow
