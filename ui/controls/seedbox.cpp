#include "ui/controls/seedbox.h"

#include <QLineEdit>
#include <QStyle>
#include <QStyleOptionSpinBox>

#include <limits>

namespace gradflow {

namespace {

constexpr std::uint64_t kMaxSeed = std::numeric_limits<std::uint64_t>::max();

// The typed text as a seed: digits only, at most 2^64 - 1.
bool seedFromText(const QString &text, std::uint64_t &seed)
{
    const QString trimmed = text.trimmed();
    if (trimmed.isEmpty())
        return false;
    for (QChar c : trimmed) {
        if (!c.isDigit() || c.unicode() > '9')
            return false;
    }
    bool ok = false;
    seed = trimmed.toULongLong(&ok);
    return ok;
}

} // namespace

SeedBox::SeedBox(QWidget *parent) : QAbstractSpinBox(parent)
{
    lineEdit()->setText(QStringLiteral("0"));
    connect(this, &QAbstractSpinBox::editingFinished, this, &SeedBox::commit);
}

void SeedBox::setValue(std::uint64_t value)
{
    const QString text = QString::number(value);
    if (lineEdit()->text() != text)
        lineEdit()->setText(text);
    if (value == m_value)
        return;
    m_value = value;
    emit valueChanged(value);
}

void SeedBox::commit()
{
    std::uint64_t typed = 0;
    setValue(seedFromText(text(), typed) ? typed : m_value);
}

void SeedBox::stepBy(int steps)
{
    commit(); // a step goes from what was typed, as QSpinBox's does
    if (steps > 0)
        setValue(kMaxSeed - m_value < std::uint64_t(steps) ? kMaxSeed : m_value + std::uint64_t(steps));
    else if (steps < 0)
        setValue(m_value < std::uint64_t(-std::int64_t(steps)) ? 0 : m_value - std::uint64_t(-std::int64_t(steps)));
    selectAll();
}

QValidator::State SeedBox::validate(QString &input, int &) const
{
    if (input.trimmed().isEmpty())
        return QValidator::Intermediate;
    std::uint64_t seed = 0;
    return seedFromText(input, seed) ? QValidator::Acceptable : QValidator::Invalid;
}

void SeedBox::fixup(QString &input) const { input = QString::number(m_value); }

QAbstractSpinBox::StepEnabled SeedBox::stepEnabled() const
{
    StepEnabled enabled = StepNone;
    if (m_value > 0)
        enabled |= StepDownEnabled;
    if (m_value < kMaxSeed)
        enabled |= StepUpEnabled;
    return enabled;
}

// As wide as the int box it replaced (ten digits): the panel keeps its layout, and longer seeds
// scroll in the box.
QSize SeedBox::sizeHint() const
{
    ensurePolished();
    const int width = fontMetrics().horizontalAdvance(QStringLiteral("2147483647 ")) + 2; // + the cursor
    QStyleOptionSpinBox option;
    initStyleOption(&option);
    return style()->sizeFromContents(QStyle::CT_SpinBox, &option, QSize(width, lineEdit()->sizeHint().height()), this);
}

QSize SeedBox::minimumSizeHint() const { return sizeHint(); }

} // namespace gradflow
