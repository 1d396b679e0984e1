#include "core/layers/norms.h"

#include <array>
#include <stdexcept>

namespace gradflow {

namespace {

// In the enum's order.
constexpr std::array<NormRow, kNormCount> kRows = {{
    {"none", "", false, false, kNormEps},
    {"batch", "BatchNorm", true, true, kNormEps},
    {"layer", "LayerNorm", false, true, kNormEps},
    {"rms", "RMSNorm", false, false, kRmsNormEps},
}};
static_assert(kRows.back().name != nullptr, "one row per norm");

} // namespace

const NormRow &normRow(Norm norm) { return kRows.at(std::size_t(norm)); }

const std::vector<std::string> &normNames()
{
    static const std::vector<std::string> names([] {
        std::vector<std::string> out;
        for (const NormRow &row : kRows)
            out.push_back(row.name);
        return out;
    }());
    return names;
}

} // namespace gradflow
