#include "ui/controls/optionbox.h"

#include "core/model/options.h"

#include <QDoubleSpinBox>
#include <QSpinBox>

namespace gradflow {

void boundToOption(QDoubleSpinBox *box, const Option &option)
{
    box->setDecimals(windowDecimals(option)); // first: setRange() rounds to the decimals
    box->setRange(option.windowLow, option.windowHigh); // a step below the minimum stops there
}

void boundToOption(QSpinBox *box, const Option &option)
{
    box->setRange(int(option.windowLow), int(option.windowHigh));
}

} // namespace gradflow
