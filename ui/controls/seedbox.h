#pragma once

#include <QAbstractSpinBox>

#include <cstdint>

namespace gradflow {

// A number box for a seed: every whole number from 0 to 2^64 - 1, as the command line and the
// files accept (QSpinBox holds an int and stopped at 2147483647, so a larger seed showed as that
// and the first nudge drew another network). Typed text commits on Enter or on leaving the box
// (commit() does it at any time); the arrows, keys and wheel step by one and stop at the ends.
class SeedBox : public QAbstractSpinBox
{
    Q_OBJECT

public:
    explicit SeedBox(QWidget *parent = nullptr);

    std::uint64_t value() const { return m_value; }
    void setValue(std::uint64_t value); // emits valueChanged when it changes
    void commit();                      // the typed text as the value (text that is none: back to the value)

    void stepBy(int steps) override;
    QValidator::State validate(QString &input, int &pos) const override;
    void fixup(QString &input) const override;
    QSize sizeHint() const override;
    QSize minimumSizeHint() const override;

signals:
    void valueChanged(std::uint64_t value);

protected:
    StepEnabled stepEnabled() const override;

private:
    std::uint64_t m_value = 0;
};

} // namespace gradflow
