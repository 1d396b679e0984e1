#include "core/model/config.h"

#include "core/model/options.h"

#include <array>
#include <charconv>
#include <iterator>
#include <locale>
#include <cmath>
#include <cstdlib>
#include <sstream>
#include <stdexcept>

namespace gradflow {

namespace {

const std::vector<std::string> kInits = {"he",         "xavier",       "lecun", "torch-default", "orthogonal",
                                         "custom-std", "custom-scale", "zero",  "constant"};
const std::vector<std::string> kNormPlaces = {"pre", "post"};
const std::vector<std::string> kLosses = {"half-mean", "sum", "mean"};
const std::vector<std::string> kPrecisions = {"double", "float"};
const std::vector<std::string> kArchitectures = {"mlp", "transformer"};
const std::vector<std::string> kPositions = {"learned", "rope", "none"};

std::string joinNames(const std::vector<std::string> &names)
{
    std::string out;
    for (size_t i = 0; i < names.size(); ++i)
        out += (i ? ", " : "") + names[i];
    return out;
}

} // namespace

std::string printable(const std::string &text)
{
    static const char hex[] = "0123456789abcdef";
    std::string out;
    out.reserve(text.size());
    for (size_t i = 0; i < text.size(); ++i) {
        const unsigned char c = static_cast<unsigned char>(text[i]);
        const unsigned char next = i + 1 < text.size() ? static_cast<unsigned char>(text[i + 1]) : 0;
        if (c == '\n')
            out += "\\n";
        else if (c == '\t')
            out += "\\t";
        else if (c == '\r')
            out += "\\r";
        else if (c < 0x20 || c == 0x7f)
            out += std::string("\\x") + hex[c >> 4] + hex[c & 15];
        else if (c == 0xc2 && next >= 0x80 && next <= 0x9f) { // U+0080..U+009F in UTF-8
            out += std::string("\\u00") + hex[next >> 4] + hex[next & 15];
            ++i;
        } else
            out += char(c);
    }
    return out;
}

namespace {

// The bytes a UTF-8 sequence led by `lead` takes (0: no lead byte), and the range its second
// byte must fall in (no overlong form, no surrogate, nothing past U+10FFFF).
struct Utf8Lead
{
    int length = 0;
    unsigned char low = 0x80, high = 0xbf;
};

Utf8Lead utf8Lead(unsigned char lead)
{
    if (lead >= 0xc2 && lead <= 0xdf)
        return {2};
    if (lead >= 0xe0 && lead <= 0xef)
        return {3, lead == 0xe0 ? (unsigned char)0xa0 : (unsigned char)0x80,
                lead == 0xed ? (unsigned char)0x9f : (unsigned char)0xbf};
    if (lead >= 0xf0 && lead <= 0xf4)
        return {4, lead == 0xf0 ? (unsigned char)0x90 : (unsigned char)0x80,
                lead == 0xf4 ? (unsigned char)0x8f : (unsigned char)0xbf};
    return {};
}

} // namespace

std::size_t firstNonTextByte(const std::string &text)
{
    for (std::size_t i = 0; i < text.size();) {
        const unsigned char c = static_cast<unsigned char>(text[i]);
        if (c < 0x80) {
            if ((c < 0x20 && c != '\t' && c != '\n' && c != '\r') || c == 0x7f)
                return i;
            ++i;
            continue;
        }
        const Utf8Lead lead = utf8Lead(c);
        if (lead.length == 0 || i + std::size_t(lead.length) > text.size())
            return i;
        for (int k = 1; k < lead.length; ++k) {
            const unsigned char next = static_cast<unsigned char>(text[i + std::size_t(k)]);
            const unsigned char low = k == 1 ? lead.low : 0x80, high = k == 1 ? lead.high : 0xbf;
            if (next < low || next > high)
                return i;
        }
        i += std::size_t(lead.length);
    }
    return std::string::npos;
}

void requireText(const std::string &text, const std::string &source, const std::string &remedy)
{
    if (const std::size_t bad = firstNonTextByte(text); bad != std::string::npos)
        throw std::invalid_argument(source + ": not a text file (byte " + std::to_string(bad + 1)
                                    + " is no UTF-8 text); " + remedy);
}

namespace {

template<typename Enum>
Enum parseName(const std::vector<std::string> &names, const std::string &text, const std::string &option)
{
    for (size_t i = 0; i < names.size(); ++i) {
        if (names[i] == text)
            return static_cast<Enum>(i);
    }
    throw OptionError(option, "unknown value '" + printable(text) + "'; allowed: " + joinNames(names));
}

// A decimal number at the start of text, '.' as the point whatever the C locale says (strtod
// would stop at '.' under de_DE and read "0.5" as 0). A leading '+' is allowed; end is set to
// the first character not read. False when no number starts text or it is beyond double range.
bool parseNumber(const std::string &text, double &value, const char *&end)
{
    const char *first = text.c_str(), *last = first + text.size();
    end = first;
    if (first != last && *first == '+')
        ++first;
    const auto [ptr, error] = std::from_chars(first, last, value);
    if (error != std::errc())
        return false;
    end = ptr;
    return true;
}

std::string formatNumber(double value)
{
    std::ostringstream out;
    out.imbue(std::locale::classic());
    out.precision(17);
    out << value;
    return out.str();
}

} // namespace

bool ModelConfig::operator==(const ModelConfig &o) const
{
    return depth == o.depth && width == o.width && batch == o.batch && activation == o.activation && init == o.init
           && initStd == o.initStd && initScale == o.initScale && initConstant == o.initConstant
           && orthogonalGain == o.orthogonalGain && residual == o.residual && residualRule == o.residualRule
           && residualScale == o.residualScale && norm == o.norm && normPlace == o.normPlace && normEps == o.normEps
           && head == o.head && loss == o.loss && seed == o.seed && precision == o.precision
           && architecture == o.architecture && transformer == o.transformer;
}

const std::vector<std::string> &initNames() { return kInits; }
const std::vector<std::string> &normPlaceNames() { return kNormPlaces; }
const std::vector<std::string> &lossNames() { return kLosses; }
const std::vector<std::string> &precisionNames() { return kPrecisions; }

std::string toString(Activation value) { return activationNames().at(size_t(value)); }
std::string toString(Init value) { return kInits.at(size_t(value)); }
std::string toString(Norm value) { return normNames().at(size_t(value)); }
std::string toString(NormPlace value) { return kNormPlaces.at(size_t(value)); }
std::string toString(Loss value) { return kLosses.at(size_t(value)); }
std::string toString(Precision value) { return kPrecisions.at(size_t(value)); }

Activation parseActivation(const std::string &text, const std::string &option)
{
    return parseName<Activation>(activationNames(), text, option);
}
Init parseInit(const std::string &text, const std::string &option) { return parseName<Init>(kInits, text, option); }
Norm parseNorm(const std::string &text, const std::string &option)
{
    return parseName<Norm>(normNames(), text, option);
}
NormPlace parseNormPlace(const std::string &text, const std::string &option)
{
    return parseName<NormPlace>(kNormPlaces, text, option);
}
Loss parseLoss(const std::string &text, const std::string &option) { return parseName<Loss>(kLosses, text, option); }
Precision parsePrecision(const std::string &text, const std::string &option)
{
    return parseName<Precision>(kPrecisions, text, option);
}

const std::vector<std::string> &architectureNames() { return kArchitectures; }
const std::vector<std::string> &positionNames() { return kPositions; }
std::string toString(Architecture value) { return kArchitectures.at(size_t(value)); }
std::string toString(Position value) { return kPositions.at(size_t(value)); }
Architecture parseArchitecture(const std::string &text, const std::string &option)
{
    return parseName<Architecture>(kArchitectures, text, option);
}
Position parsePosition(const std::string &text, const std::string &option)
{
    return parseName<Position>(kPositions, text, option);
}

void parseResidualScale(const std::string &text, ModelConfig &config, const std::string &option)
{
    if (text == "1/sqrt(L)") {
        config.residualRule = ResidualScaleRule::InvSqrtDepth;
        return;
    }
    if (text == "1/sqrt(2L)") {
        config.residualRule = ResidualScaleRule::InvSqrt2Depth;
        return;
    }
    double value = 0;
    const char *end = nullptr;
    const bool parsed = parseNumber(text, value, end);
    if (!parsed || *end != '\0' || !std::isfinite(value) || value < 0 || value > 1e6) {
        throw OptionError(option, "'" + printable(text)
                                      + "' is not allowed; use a number from 0 to 1e6, "
                                        "1/sqrt(L) or 1/sqrt(2L)");
    }
    config.residualRule = ResidualScaleRule::Fixed;
    config.residualScale = value;
}

namespace {

// The rule's name in one of its two spellings, or the fixed multiplier as a number.
std::string residualScaleName(const ModelConfig &config, const char *invSqrtDepth, const char *invSqrt2Depth)
{
    switch (config.residualRule) {
    case ResidualScaleRule::InvSqrtDepth:
        return invSqrtDepth;
    case ResidualScaleRule::InvSqrt2Depth:
        return invSqrt2Depth;
    case ResidualScaleRule::Fixed:
        break;
    }
    return formatNumber(config.residualScale);
}

} // namespace

std::string residualScaleText(const ModelConfig &config)
{
    return residualScaleName(config, "1/sqrt(L)", "1/sqrt(2L)");
}

std::string residualScaleLabel(const ModelConfig &config)
{
    return residualScaleName(config, "1/\u221aL", "1/\u221a(2L)");
}

std::int64_t parseMemorySize(const std::string &text, const std::string &option)
{
    const std::string allowed = "; use bytes or a number with K, M or G (e.g. 512M, 2G), at least 1M";
    if (text.empty())
        throw OptionError(option, "empty size" + allowed);
    double number = 0;
    const char *end = nullptr;
    const bool parsed = parseNumber(text, number, end);
    std::string suffix(end);
    double factor = 1;
    if (suffix == "K" || suffix == "k" || suffix == "KiB")
        factor = 1024.0;
    else if (suffix == "M" || suffix == "m" || suffix == "MiB")
        factor = 1024.0 * 1024.0;
    else if (suffix == "G" || suffix == "g" || suffix == "GiB")
        factor = 1024.0 * 1024.0 * 1024.0;
    else if (!suffix.empty())
        throw OptionError(option, "'" + printable(text) + "' is not a size" + allowed);
    const double bytes = number * factor;
    if (!parsed || !std::isfinite(bytes) || bytes < double(limits::minMemory) || bytes > 1e15)
        throw OptionError(option, "'" + printable(text) + "' is out of range" + allowed);
    return std::int64_t(bytes);
}

std::string memorySizeText(std::int64_t bytes)
{
    // Three significant digits in the first unit that keeps them below 1000: 1000 MiB (between
    // 999.5 MiB and 1 GiB) was written "1e+03 MiB".
    static const char *const units[] = {"MiB", "GiB", "TiB", "PiB"};
    double value = double(bytes) / double(1 << 20);
    size_t unit = 0;
    while (std::fabs(value) >= 999.5 && unit + 1 < std::size(units)) {
        value /= 1024.0;
        ++unit;
    }
    std::ostringstream out;
    out.imbue(std::locale::classic());
    out.precision(3);
    out << value << " " << units[unit];
    return out.str();
}

LossCoefficients lossCoefficients(const ModelConfig &c)
{
    const double batch = c.batch, width = c.width;
    if (c.loss == Loss::Sum)
        return {1.0, 2.0};
    if (c.loss == Loss::Mean)
        return {1.0 / (batch * width), 2.0 / (batch * width)};
    return {0.5 / batch, 1.0 / batch};
}

double effectiveNormEps(const ModelConfig &c)
{
    if (c.normEps >= 0)
        return c.normEps;
    return normRow(c.norm).defaultEps;
}

double effectiveResidualScale(const ModelConfig &c)
{
    switch (c.residualRule) {
    case ResidualScaleRule::InvSqrtDepth:
        return 1.0 / std::sqrt(double(c.depth));
    case ResidualScaleRule::InvSqrt2Depth:
        return 1.0 / std::sqrt(2.0 * c.depth);
    case ResidualScaleRule::Fixed:
        break;
    }
    return c.residualScale;
}

double effectiveOrthogonalGain(const ModelConfig &c)
{
    return c.orthogonalGain < 0 ? activationGain(c.activation) : c.orthogonalGain;
}

double heStd(int fanIn) { return std::sqrt(2.0 / fanIn); }

double xavierStd(int fanIn, int fanOut) { return std::sqrt(2.0 / (double(fanIn) + fanOut)); }

double schemeStd(Init init, Activation activation, int width)
{
    const double fanIn = width;
    switch (init) {
    case Init::He:
        return heStd(width);
    case Init::Xavier:
        return xavierStd(width, width);
    case Init::Lecun:
        return std::sqrt(1.0 / fanIn);
    case Init::TorchDefault:
        return 1.0 / std::sqrt(fanIn) / std::sqrt(3.0);
    case Init::Orthogonal:
        return activationGain(activation) / std::sqrt(fanIn);
    case Init::Zero:
    case Init::Constant:
        return 0.0;
    case Init::CustomStd:
    case Init::CustomScale:
        break;
    }
    return 1.0 / std::sqrt(fanIn);
}

double weightStd(const ModelConfig &c)
{
    if (c.architecture == Architecture::Transformer || c.init == Init::CustomStd)
        return c.initStd;
    if (c.init == Init::CustomScale)
        return c.initScale / std::sqrt(double(c.width));
    if (c.init == Init::Orthogonal)
        return effectiveOrthogonalGain(c) / std::sqrt(double(c.width));
    return schemeStd(c.init, c.activation, c.width);
}

std::string initLabel(Init value)
{
    static const char *labels[] = {"He",  "Xavier", "LeCun", "torch default", "orthogonal",
                                   "std", "scale",  "zero",  "constant"};
    return labels[size_t(value)];
}

std::string describe(const ModelConfig &c)
{
    std::ostringstream out;
    out.imbue(std::locale::classic());
    out.precision(3);
    out << activationLabel(c.activation) << ", ";
    if (c.init == Init::CustomStd)
        out << "std " << c.initStd;
    else if (c.init == Init::CustomScale)
        out << c.initScale << "/\u221an";
    else if (c.init == Init::Constant)
        out << "all weights " << c.initConstant;
    else if (c.init == Init::Orthogonal && c.orthogonalGain >= 0)
        out << "orthogonal gain " << c.orthogonalGain;
    else
        out << initLabel(c.init);
    if (c.residual) {
        out << ", residual";
        if (c.residualRule != ResidualScaleRule::Fixed || c.residualScale != 1.0)
            out << " \u00d7" << residualScaleLabel(c);
    }
    if (c.norm != Norm::None) {
        out << ", " << normRow(c.norm).label << " " << toString(c.normPlace);
    }
    if (c.head)
        out << ", head";
    out << ", depth " << c.depth;
    return out.str();
}

} // namespace gradflow
