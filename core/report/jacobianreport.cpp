#include "core/report/jacobianreport.h"

#include "core/jacobian/jacobiantheory.h"
#include "core/report/jsonnumber.h"
#include "core/report/serialization.h"

#include <nlohmann/json.hpp>

#include <charconv>
#include <cmath>

namespace gradflow {

using nlohmann::json;

namespace {

// The shortest text that reads back as the same double, in the C locale's digits.
std::string shortest(double value)
{
    if (value == -INFINITY)
        return "-inf";
    char buffer[64];
    const auto end = std::to_chars(buffer, buffer + sizeof buffer, value).ptr;
    return std::string(buffer, end);
}

json layerJson(int layer, const std::vector<double> &values)
{
    json list = json::array();
    for (double x : values)
        list.push_back(jsonNumber(x));
    const SpectrumSpread spread = spreadOf(values);
    const SpectrumMoments moments = momentsOf(values);
    return json{{"layer", layer},
                {"log10_singular_values", list},
                {"log10_p5", jsonNumber(spread.p5)},
                {"log10_p95", jsonNumber(spread.p95)},
                {"log10_max", jsonNumber(spread.max)},
                {"log10_min", jsonNumber(spread.min)},
                {"log10_m1", jsonNumber(moments.log10M1)},
                {"m2_over_m1_squared", jsonNumber(moments.m2OverM1Sq)}};
}

} // namespace

std::string jacobianToCsv(const JacobianSpectrum &s)
{
    std::string text = "layer,index,log10_singular_value\n";
    for (size_t l = 0; l < s.layers.size(); ++l) {
        for (size_t i = 0; i < s.layers[l].size(); ++i)
            text += std::to_string(l + 1) + ',' + std::to_string(i) + ',' + shortest(s.layers[l][i]) + '\n';
    }
    return text;
}

std::string jacobianToJson(const JacobianSpectrum &s, const RunSettings &run)
{
    json j;
    j["configuration"] = json::parse(configToJson(s.config, run));
    j["example"] = s.example;
    j["batch_statistics"] = "held fixed"; // BatchNorm: each example's Jacobian at the batch's statistics
    json layers = json::array();
    for (size_t l = 0; l < s.layers.size(); ++l)
        layers.push_back(layerJson(int(l + 1), s.layers[l]));
    j["layers"] = layers;
    const JacobianTheory t = jacobianTheory(s.config);
    if (t.known) {
        j["theory"] = json{{"law", t.law},
                           {"log10_m1", jsonNumber(t.log10M1)},
                           {"m2_over_m1_squared", jsonNumber(t.m2OverM1Sq)},
                           {"variance_over_m1_squared", jsonNumber(t.relativeVariance())}};
    } else {
        j["theory"] = nullptr;
        j["theory_note"] = t.reason;
    }
    return j.dump(2) + "\n";
}

} // namespace gradflow
