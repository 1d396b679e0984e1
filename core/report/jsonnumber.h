#pragma once

#include <nlohmann/json.hpp>

#include <cmath>

namespace gradflow {

// A log10 (or any measured number) as JSON: null is an exact zero (log10 = -inf) and nothing
// else; a value that should never appear (NaN, +inf) is written as the string "nan" or "inf",
// never passed off as zero.
inline nlohmann::json jsonNumber(double value)
{
    if (std::isfinite(value))
        return nlohmann::json(value);
    if (value == -INFINITY)
        return nlohmann::json(nullptr);
    return nlohmann::json(std::isnan(value) ? "nan" : "inf");
}

} // namespace gradflow
