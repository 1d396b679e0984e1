#pragma once

class QDoubleSpinBox;
class QSpinBox;

namespace gradflow {

struct Option;

// A number box bounded by an option's window range (core/model/optiontable.cpp), showing as
// many decimals as its smallest value needs, so no step of the keyboard, the wheel or typing
// reaches a value the option refuses (a clip limit shown as 0.000 once reached 0).
void boundToOption(QDoubleSpinBox *box, const Option &option);
// A whole-number box (depth, width, batch, seed) bounded by its option's window range.
void boundToOption(QSpinBox *box, const Option &option);
// Shows `value` in a box bounded so: a value beyond the window range (from a file or the
// command line, within the option's own limits) widens the range to include it, so the box
// never shows a clamped number for the network computed.
void showInBox(QSpinBox *box, const Option &option, int value);

} // namespace gradflow
