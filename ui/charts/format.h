#pragma once

#include "core/model/result.h"

#include <QLocale>
#include <QString>
#include <QStringList>

namespace gradflow {

// The locale of numbers in prose (readouts, captions, the views' sentences): C, the sources'
// (a decimal point, no grouping), until the window sets its language's (installLanguage).
// Files and the command line never use it.
QLocale proseLocale();
void setProseLocale(const QLocale &locale);

// A number in prose as the window's language writes it ("0.177", German "0,177"); QString::number's
// formats.
QString proseNumber(double value, char format = 'g', int precision = 6);

// 10^log10 as "3.2×10⁻³⁶" (or "4.1" between 0.01 and 1000); "0" for an exact zero (-inf).
QString formatPower(double log10, int digits = 2);

// The readouts as the window shows them: first/last ratio, rho, global norm, clip factor, and the
// last block's weight gradient over the first's (Pre-LN below 1, Post-LN above).
QStringList readoutValues(const Result &result);
// The same in one line for an exported image.
QString readoutLine(const Result &result);

} // namespace gradflow
