#pragma once

#include "core/layers/activations.h"
#include "core/layers/norms.h"
#include "core/model/transformershape.h"
#include "core/numbers/constants.h"

#include <cstddef>
#include <cstdint>
#include <string>
#include <vector>

namespace gradflow {

// Zero and Constant give every weight the same value: the units of a layer stay identical.
enum class Init { He, Xavier, Lecun, TorchDefault, Orthogonal, CustomStd, CustomScale, Zero, Constant };
enum class NormPlace { Pre, Post };
enum class Loss { HalfMean, Sum, Mean };
enum class Precision { Double, Float };
// The residual branch's multiplier: a fixed number, or one that follows the depth (GPT-2 uses 1/sqrt(2N)).
enum class ResidualScaleRule { Fixed, InvSqrtDepth, InvSqrt2Depth };

// The network at initialization and the pass measured on it: everything the per-layer numbers
// depend on. Plain data: the command line, the JSON files, the presets and the window fill it.
struct ModelConfig
{
    int depth = 30;
    int width = 64;
    int batch = 32;
    Activation activation = Activation::Relu;
    Init init = Init::He;
    double initStd = 0.01;        // used by Init::CustomStd
    double initScale = 1.0;       // used by Init::CustomScale: std = initScale / sqrt(fan_in)
    double initConstant = 0.01;   // used by Init::Constant: every weight has this value
    double orthogonalGain = -1.0; // used by Init::Orthogonal; < 0: PyTorch's gain for the activation
    bool residual = false;
    ResidualScaleRule residualRule = ResidualScaleRule::Fixed;
    double residualScale = 1.0; // used by ResidualScaleRule::Fixed
    Norm norm = Norm::None;
    NormPlace normPlace = NormPlace::Pre;
    double normEps = -1.0; // < 0: the norm's default (kNormEps, or kRmsNormEps for RMSNorm)
    bool head = false;
    Loss loss = Loss::HalfMean;
    std::uint64_t seed = 0;
    Precision precision = Precision::Double;
    Architecture architecture = Architecture::Mlp;
    TransformerShape transformer; // used by Architecture::Transformer

    bool operator==(const ModelConfig &other) const;
    bool operator!=(const ModelConfig &other) const { return !(*this == other); }
};

// How a network is run and read, not the network: the same network under other run settings
// gives the same per-layer numbers. Configuration files hold these beside the network's keys.
struct RunSettings
{
    double clipLimit = 1.0; // the readout's clip_grad_norm_ limit; a new one needs no recompute
    std::int64_t maxMemoryBytes = std::int64_t(2) << 30; // refuse networks whose smallest plan needs more

    bool operator==(const RunSettings &other) const
    {
        return clipLimit == other.clipLimit && maxMemoryBytes == other.maxMemoryBytes;
    }
    bool operator!=(const RunSettings &other) const { return !(*this == other); }
};

// Ranges accepted everywhere (command line, files, window).
namespace limits {
constexpr int minDepth = 1, maxDepth = 10000;
constexpr int minWidth = 1, maxWidth = 4096;
constexpr int minBatch = 1, maxBatch = 4096;
constexpr double minStd = 1e-300, maxStd = 1e300;
constexpr double minEps = 0.0, maxEps = 1.0;
constexpr std::int64_t minMemory = std::int64_t(1) << 20;
constexpr int maxSeqLen = 8192, maxFfWidth = 65536, maxVocab = 1 << 20; // a transformer's
// A configuration file is a few hundred bytes; readers take at most one byte more than this,
// so /dev/zero or a stray video is refused instead of read until memory runs out.
constexpr std::int64_t maxConfigBytes = std::int64_t(1) << 20;
} // namespace limits

// Names as they appear on the command line and in JSON. Each list is in display order
// (activationNames() and normNames() are core/layers').
const std::vector<std::string> &initNames();
const std::vector<std::string> &normPlaceNames();
const std::vector<std::string> &lossNames();
const std::vector<std::string> &precisionNames();

std::string toString(Activation value);
std::string toString(Init value);
std::string toString(Norm value);
std::string toString(NormPlace value);
std::string toString(Loss value);
std::string toString(Precision value);

// Parsers throw OptionError (options.h) with the option's key and the allowed values.
Activation parseActivation(const std::string &text, const std::string &option = "activation");
Init parseInit(const std::string &text, const std::string &option = "init");
Norm parseNorm(const std::string &text, const std::string &option = "norm");
NormPlace parseNormPlace(const std::string &text, const std::string &option = "norm-place");
Loss parseLoss(const std::string &text, const std::string &option = "loss");
Precision parsePrecision(const std::string &text, const std::string &option = "precision");

// "1", "0.25", "1/sqrt(L)", "1/sqrt(2L)".
void parseResidualScale(const std::string &text, ModelConfig &config, const std::string &option = "residual-scale");
std::string residualScaleText(const ModelConfig &config);
// The same multiplier as the window's control and every label write it: "1/√L", "1/√(2L)",
// or the number.
std::string residualScaleLabel(const ModelConfig &config);

// "512M", "2G", "1048576": bytes. Throws OptionError.
std::int64_t parseMemorySize(const std::string &text, const std::string &option = "max-memory");
std::string memorySizeText(std::int64_t bytes);

// Text from a file or the command line made safe to quote in a one-line message: control
// characters (newline, escape, NUL, C1 controls) become \n, \t, \r, \xNN or \u00NN, so a
// value cannot split the line, drive the terminal or cut the message short. Other text is kept.
std::string printable(const std::string &text);

// The index of the first byte that makes `text` no text file: a control character other than
// tab, newline and carriage return, or a byte outside well-formed UTF-8. npos for text.
std::size_t firstNonTextByte(const std::string &text);
// Throws std::invalid_argument "source: not a text file (byte N is no UTF-8 text); remedy"
// unless `text` is text: a file's bytes are never quoted into a message.
void requireText(const std::string &text, const std::string &source, const std::string &remedy);

// Throw OptionError (options.h) for the first value out of its option's range (options.cpp).
void validate(const ModelConfig &config);
void validate(const RunSettings &run);

// Derived quantities.
// The loss's factor k in loss = k ||out - target||^2 (target 0 at initialization) and its
// gradient's, 2k: half-mean 1/(2 batch), sum 1, mean 1/(batch width).
struct LossCoefficients
{
    double loss, grad;
};
LossCoefficients lossCoefficients(const ModelConfig &config);
double effectiveNormEps(const ModelConfig &config);
double effectiveResidualScale(const ModelConfig &config);
// The orthogonal weights' multiplier: the configured gain, or PyTorch's for the activation when unset.
double effectiveOrthogonalGain(const ModelConfig &config);
// The standard deviation of one weight of a width x width layer under the configured scheme
// (for torch-default, the std of its uniform distribution; for orthogonal, its gain / sqrt(width);
// zero and constant: 0, every weight being the same). A transformer draws every weight with
// its init std, whatever the scheme (its output projections then scaled by the residual rule).
double weightStd(const ModelConfig &config);
// The std a named scheme gives at this width and activation (CustomStd / CustomScale: their own).
double schemeStd(Init init, Activation activation, int width);
// The two rules by a layer's fan-in and fan-out, which schemeStd() and the Init lesson view share.
// He (Kaiming), for ReLU: sqrt(2 / fan_in); Xavier (Glorot), for tanh/sigmoid: sqrt(2 / (fan_in + fan_out)).
double heStd(int fanIn);
double xavierStd(int fanIn, int fanOut);
// A short human label, e.g. "ReLU, He, depth 30".
std::string describe(const ModelConfig &config);
std::string initLabel(Init value);

} // namespace gradflow
