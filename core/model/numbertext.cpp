#include "core/model/numbertext.h"

#include <cctype>
#include <charconv>
#include <system_error>

namespace gradflow {

double readDecimal(const std::string &text, std::size_t &used)
{
    const char *begin = text.c_str(), *first = begin, *last = begin + text.size();
    while (first != last && std::isspace(static_cast<unsigned char>(*first)))
        ++first;
    if (first != last && *first == '+')
        ++first;
    double value = 0;
    const auto [ptr, error] = std::from_chars(first, last, value);
    used = error == std::errc() ? std::size_t(ptr - begin) : 0;
    return used ? value : 0;
}

std::string generalText(double value, int precision)
{
    char buffer[64];
    const auto end = std::to_chars(buffer, buffer + sizeof buffer, value, std::chars_format::general, precision).ptr;
    return std::string(buffer, end);
}

std::string fixedText(double value, int decimals)
{
    char buffer[400]; // 1e308 in fixed notation
    const auto end = std::to_chars(buffer, buffer + sizeof buffer, value, std::chars_format::fixed, decimals).ptr;
    return std::string(buffer, end);
}

} // namespace gradflow
