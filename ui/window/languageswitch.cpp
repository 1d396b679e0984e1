#include "ui/window/languageswitch.h"

#include "core/training/trainsettings.h"
#include "ui/jacobian/jacobianpanel.h"
#include "ui/lesson/lessonpage.h"
#include "ui/lesson/lessontabs.h"
#include "ui/lesson/tourpanel.h"
#include "ui/training/trainingpanel.h"
#include "ui/window/language.h"
#include "ui/window/languagemenu.h"
#include "ui/window/mainwindow.h"
#include "ui/window/networkdocument.h"
#include "ui/window/settings.h"
#include "ui/window/windowmenus.h"

#include <QAction>
#include <QSpinBox>

#include <utility>
#include <vector>

namespace gradflow {

namespace {

// What the side tabs hold beyond the document: each lesson view's controls, the Training tab's
// optimizer, rate and steps, the Jacobian tab's example.
struct SideTabs
{
    std::vector<std::pair<LessonView, LessonSettings>> lessons;
    TrainSettings training;
    int example = 0;
};

SideTabs sideTabsOf(const MainWindow &window)
{
    SideTabs tabs;
    for (int i = 0; i < int(lessonViewNames().size()); ++i)
        if (const LessonPage *page = window.lessonTabs()->page(LessonView(i)))
            tabs.lessons.emplace_back(LessonView(i), page->settings());
    tabs.training = window.training()->settings();
    tabs.example = window.jacobian()->exampleBox()->value();
    return tabs;
}

void restoreSideTabs(MainWindow &window, const SideTabs &tabs)
{
    for (const auto &[view, settings] : tabs.lessons)
        window.lessonTabs()->page(view)->setSettings(settings);
    window.training()->setSettings(tabs.training);
    window.jacobian()->exampleBox()->setValue(tabs.example);
}

} // namespace

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
    const NetworkDocument::TransformerPins transformerPins = document->transformerPins();
    const int tab = old->lessonTabs()->currentIndex();
    const bool touring = old->tourPanel()->isVisible();
    const int step = old->tourPanel()->currentStep();
    const bool shown = old->isVisible();
    const SideTabs sideTabs = sideTabsOf(*old);
    // What the new window restores from the settings, as the old one stands now. The old one is
    // closed only once the new one is shown: closing the last window would end the program.
    Settings settings;
    settings.setGeometry(old->saveGeometry());
    settings.setWindowState(old->saveState());
    if (auto *menus = old->findChild<WindowMenus *>())
        settings.setPresentation(menus->presentation()->isChecked());
    installLanguage(code);
    auto *window = new MainWindow(true, &config, &run);
    window->document()->setPins(pins, transformerPins);
    restoreSideTabs(*window, sideTabs);
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
