#pragma once

#include "core/analysis/analysis.h"
#include "core/model/result.h"

#include <QGroupBox>

class QCheckBox;
class QLabel;
class QPushButton;

namespace gradflow {

// The infinite-width theory beside the measurement: a toggle for the dashed line, the predicted
// per-layer factor next to the measured one, the critical init std of the activation with a
// button that sets it, and how many distinct units the layers have (1 under symmetric init).
class TheoryPanel : public QGroupBox
{
    Q_OBJECT

public:
    explicit TheoryPanel(QWidget *parent = nullptr);

    void showResult(const Result &result, const Analysis &analysis);
    bool lineShown() const;
    void setLineShown(bool shown);
    QString rhoText() const;
    QString criticalText() const;
    QString unitsText() const;
    QString widthText() const; // how far this width sits from the infinite-width line
    QPushButton *criticalButton() const { return m_setCritical; }

signals:
    void lineToggled(bool shown);
    void criticalStdRequested(double std);

private:
    QCheckBox *m_line;
    QLabel *m_rho;
    QLabel *m_critical;
    QLabel *m_units;
    QLabel *m_width;
    QPushButton *m_setCritical;
    double m_criticalStd = 0;
};

} // namespace gradflow
