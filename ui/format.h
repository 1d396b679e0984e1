#pragma once

#include <QString>

namespace gradflow {

// 10^log10 as "3.2×10⁻³⁶" (or "4.1" between 0.01 and 1000); "0" for an exact zero (-inf).
QString formatPower(double log10, int digits = 2);

} // namespace gradflow
