#include "ui/window/languagemenu.h"

#include "ui/window/language.h"
#include "ui/window/settings.h"

#include <QAction>
#include <QActionGroup>
#include <QMenu>

namespace gradflow {

LanguageMenu::LanguageMenu(QMenu *menu, QObject *parent) : QObject(parent), m_group(new QActionGroup(this))
{
    const QString saved = Settings().language();
    QAction *system = menu->addAction(tr("&System language"));
    system->setData(QString());
    menu->addSeparator();
    QList<QAction *> actions{system};
    for (const Language &language : shippedLanguages()) {
        actions << menu->addAction(language.name);
        actions.back()->setData(language.code);
    }
    for (QAction *action : actions) {
        action->setCheckable(true);
        action->setChecked(action->data().toString() == saved);
        m_group->addAction(action);
    }
    if (!m_group->checkedAction())
        system->setChecked(true); // a saved code no longer shipped: the system's, as at start-up
    connect(m_group, &QActionGroup::triggered, this, [this](QAction *action) {
        const QString code = action->data().toString();
        Settings().setLanguage(code);
        emit chosen(languageFor(code));
    });
}

} // namespace gradflow
