#include "ui/controls/optionbox.h"

#include "core/model/options.h"

#include <QDoubleSpinBox>
#include <QSpinBox>

#include <algorithm>

namespace gradflow {

void boundToOption(QDoubleSpinBox *box, const Option &option)
{
    box->setDecimals(windowDecimals(option));           // first: setRange() rounds to the decimals
    box->setRange(option.windowLow, option.windowHigh); // a step below the minimum stops there
}

void boundToOption(QSpinBox *box, const Option &option)
{
    box->setRange(int(option.windowLow), int(option.windowHigh));
}

void showInBox(QSpinBox *box, const Option &option, int value)
{
    box->setRange(std::min(int(option.windowLow), value), std::max(int(option.windowHigh), value));
    box->setValue(value);
}

} // namespace gradflow
