#include "ui/window/keysdialog.h"

#include <QAction>
#include <QDialogButtonBox>
#include <QHeaderView>
#include <QRegularExpression>
#include <QTableWidget>
#include <QVBoxLayout>

namespace gradflow {

namespace {

QString plainText(const QAction *action)
{
    QString text = action->text();
    text.remove(QRegularExpression(QStringLiteral("&(?!&)"))).replace(QStringLiteral("&&"), QStringLiteral("&"));
    return text.remove(QChar(0x2026)).trimmed(); // "Export charts…" opens a dialog; the list names what it does
}

} // namespace

QList<QPair<QString, QString>> KeysDialog::shortcutsOf(const QWidget *window)
{
    QList<QPair<QString, QString>> keys;
    for (const QAction *action : window->findChildren<QAction *>()) {
        for (const QKeySequence &key : action->shortcuts()) {
            const QPair<QString, QString> row(key.toString(QKeySequence::NativeText), plainText(action));
            if (!key.isEmpty() && !keys.contains(row)) // a tool bar shows the menus' actions again
                keys << row;
        }
    }
    return keys;
}

KeysDialog::KeysDialog(QWidget *window) : QDialog(window), m_table(new QTableWidget(this))
{
    setWindowTitle(tr("Keys"));
    const QList<QPair<QString, QString>> keys = shortcutsOf(window);
    m_table->setColumnCount(2);
    m_table->setRowCount(int(keys.size()));
    m_table->setHorizontalHeaderLabels({tr("Key"), tr("Does")});
    for (int row = 0; row < keys.size(); ++row) {
        m_table->setItem(row, 0, new QTableWidgetItem(keys[row].first));
        m_table->setItem(row, 1, new QTableWidgetItem(keys[row].second));
    }
    m_table->setEditTriggers(QAbstractItemView::NoEditTriggers);
    m_table->verticalHeader()->hide();
    m_table->horizontalHeader()->setStretchLastSection(true);
    m_table->resizeColumnsToContents();
    auto *buttons = new QDialogButtonBox(QDialogButtonBox::Close, this);
    connect(buttons, &QDialogButtonBox::rejected, this, &QDialog::reject);
    auto *layout = new QVBoxLayout(this);
    layout->addWidget(m_table);
    layout->addWidget(buttons);
    resize(480, 520);
}

} // namespace gradflow
