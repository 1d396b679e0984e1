#pragma once

#include <QDialog>
#include <QList>
#include <QPair>
#include <QString>

class QTableWidget;

namespace gradflow {

// Help > Keys: every shortcut the window answers, read from its actions when the dialog opens,
// so the list never drifts from the keys that work.
class KeysDialog : public QDialog
{
    Q_OBJECT

public:
    // In the type of the window's text (the room's in presentation mode), sized to hold the list.
    KeysDialog(QWidget *window, const QFont &font);

    // What each key does, in the order the window made its actions: the key as the platform
    // writes it and the action's text without its mnemonic.
    static QList<QPair<QString, QString>> shortcutsOf(const QWidget *window);
    QTableWidget *table() const { return m_table; }

private:
    QTableWidget *m_table;
};

} // namespace gradflow
