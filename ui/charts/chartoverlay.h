#pragma once

#include <QWidget>

class QLabel;
class QPushButton;

namespace gradflow {

// Lies over the charts and says what they are: nothing while they show the controls' network;
// dimmed with "showing the previous network" and the time left while a slow recompute runs;
// the reason and a way back when a request was refused. Follows its host's size.
class ChartOverlay : public QWidget
{
    Q_OBJECT

public:
    enum class Mode { Hidden, Stale, Refused };

    explicit ChartOverlay(QWidget *host);

    void showStale(const QString &text);
    void showRefused(const QString &reason, const QString &backLabel); // empty label: no way back
    void clear();
    Mode mode() const { return m_mode; }
    QString text() const;
    QPushButton *backButton() const { return m_back; }
    void setLook(bool dark, const QFont &font);

signals:
    void backClicked();
    void modeChanged(gradflow::ChartOverlay::Mode mode); // what sits beside the charts follows

protected:
    bool eventFilter(QObject *watched, QEvent *event) override;
    void paintEvent(QPaintEvent *event) override;

private:
    void setMode(Mode mode);
    void fitBox();

    Mode m_mode = Mode::Hidden;
    QWidget *m_box;
    QLabel *m_text;
    QPushButton *m_back;
    bool m_dark = false;
};

} // namespace gradflow
