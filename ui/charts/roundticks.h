#pragma once

#include <QString>

class QCategoryAxis;

namespace gradflow {

// Ticks of a linear axis 1, 2 or 5 x 10^k apart, labelled with exactly the decimals the step needs.
// Each label is written from its tick's index, never from a sum of steps: Qt Charts adds the step
// to the first tick, and a tick it meant as 0 came out as 10^-17 and printed "-0.000".
struct RoundTicks
{
    double step = 1;
    long long first = 0, last = 0; // the ticks are index x step for first <= index <= last
    int decimals = 0;

    // At most `most` ticks (and at least two where the range allows) within [low, high].
    static RoundTicks within(double low, double high, int most);
    QString label(long long index) const; // "0" for 0, a true minus sign (U+2212) below it
};

// The axis's range [low, high] with a grid line and a label at each of the ticks.
void setRoundTicks(QCategoryAxis *axis, double low, double high, int most);

} // namespace gradflow
