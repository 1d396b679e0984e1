#include "ui/window/keysdialog.h"

#include <QAction>
#include <QDialogButtonBox>
#include <QHeaderView>
#include <QRegularExpression>
#include <QScreen>
#include <QTableWidget>
#include <QVBoxLayout>

#include <algorithm>

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

KeysDialog::KeysDialog(QWidget *window, const QFont &font) : QDialog(window), m_table(new QTableWidget(this))
{
    setWindowTitle(tr("Keys"));
    setFont(font); // a dialog is a window of its own: it takes no type from the main window
    if (window)
        setPalette(window->palette()); // nor its theme: white over a dark window
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
    // The table's width and up to the screen's height: in a room's type 480 x 520 cut both columns.
    const int wide = m_table->horizontalHeader()->length() + 2 * m_table->frameWidth() + 40;
    const int tall =
        m_table->verticalHeader()->length() + m_table->horizontalHeader()->height() + buttons->sizeHint().height() + 60;
    const QSize screen = window && window->screen() ? window->screen()->availableGeometry().size() : QSize(1280, 720);
    resize(std::min(std::max(480, wide), screen.width() - 40), std::min(std::max(520, tall), screen.height() - 80));
}

} // namespace gradflow
