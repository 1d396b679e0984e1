#pragma once
// Numbers to and from text with '.' as the point whatever setlocale() said: QApplication sets
// the C locale from the environment, and under de_DE strtod/stod stop at '.' ("0.5" reads as 0)
// while printf writes "0,5" (a CSV column split in two). Every file we read or write goes
// through these or through to_chars/from_chars directly.
#include <cstddef>
#include <string>

namespace gradflow {

// A decimal number at the start of text after any white space, a leading '+' allowed; used is
// the count of characters read (0 when no number starts text or it is beyond double range).
double readDecimal(const std::string &text, std::size_t &used);

// printf's %g with this many significant digits, and %.Nf.
std::string generalText(double value, int precision = 6);
std::string fixedText(double value, int decimals);

} // namespace gradflow
