#pragma once

// Answers the modal dialogs as a person would: each one that comes up is handed to answer,
// which fills it in and accepts or rejects it (a file dialog: answerFileDialog).
#include <QApplication>
#include <QDialog>
#include <QFileDialog>
#include <QLineEdit>
#include <QTimer>

#include <functional>

class DialogAnswerer : public QObject
{
public:
    explicit DialogAnswerer(std::function<void(QDialog *)> answer) : m_answer(std::move(answer))
    {
        connect(&m_poll, &QTimer::timeout, this, [this] {
            if (auto *dialog = qobject_cast<QDialog *>(QApplication::activeModalWidget())) {
                if (dialog != m_last && dialog->isVisible()) {
                    m_last = dialog;
                    ++answered;
                    m_answer(dialog);
                }
            }
        });
        m_poll.start(50);
    }
    int answered = 0;

private:
    std::function<void(QDialog *)> m_answer;
    QTimer m_poll;
    QDialog *m_last = nullptr;
};

// Types path into a file dialog's name box and accepts it; false if dialog is no file dialog.
inline bool answerFileDialog(QDialog *dialog, const QString &path)
{
    auto *files = qobject_cast<QFileDialog *>(dialog);
    auto *name = files ? files->findChild<QLineEdit *>(QStringLiteral("fileNameEdit")) : nullptr;
    if (!name)
        return false;
    name->setText(path);
    QMetaObject::invokeMethod(files, "accept"); // protected in QFileDialog, a slot of QDialog
    return true;
}
