// The table of options: one row per option of the network and the run (see options.h).
#include "core/model/options.h"

#include <iterator>
#include <vector>

namespace gradflow {

namespace {

using V = OptionValue;
using K = OptionKind;

int whole(const V &v) { return int(std::get<std::int64_t>(v)); }
double number(const V &v) { return std::get<double>(v); }
const std::string &name(const V &v) { return std::get<std::string>(v); }

void setResidualScale(ModelConfig &c, RunSettings &, const V &v)
{
    if (const auto *rule = std::get_if<std::string>(&v)) {
        parseResidualScale(*rule, c);
        return;
    }
    c.residualRule = ResidualScaleRule::Fixed;
    c.residualScale = number(v);
}

V residualScale(const ModelConfig &c, const RunSettings &)
{
    if (c.residualRule == ResidualScaleRule::Fixed)
        return c.residualScale;
    return residualScaleText(c);
}

// The network's size and nonlinearity.
std::vector<Option> sizeOptions()
{
    return {
        {"depth", K::Whole, limits::minDepth, limits::maxDepth, 1, 1000, "N", "Number of blocks", nullptr, nullptr,
         [](ModelConfig &c, RunSettings &, const V &v) { c.depth = whole(v); },
         [](const ModelConfig &c, const RunSettings &) -> V { return std::int64_t(c.depth); }},
        {"width", K::Whole, limits::minWidth, limits::maxWidth, 1, 2048, "N", "Units per layer", nullptr, nullptr,
         [](ModelConfig &c, RunSettings &, const V &v) { c.width = whole(v); },
         [](const ModelConfig &c, const RunSettings &) -> V { return std::int64_t(c.width); }},
        {"batch", K::Whole, limits::minBatch, limits::maxBatch, 1, 1024, "N", "Examples in the batch", nullptr, nullptr,
         [](ModelConfig &c, RunSettings &, const V &v) { c.batch = whole(v); },
         [](const ModelConfig &c, const RunSettings &) -> V { return std::int64_t(c.batch); }},
        {"activation", K::Name, 0, 0, 0, 0, "NAME", "The nonlinearity", &activationNames(), nullptr,
         [](ModelConfig &c, RunSettings &, const V &v) { c.activation = parseActivation(name(v)); },
         [](const ModelConfig &c, const RunSettings &) -> V { return toString(c.activation); }},
    };
}

// How the weights are drawn.
std::vector<Option> initOptions()
{
    const double bigStd = limits::maxStd;
    return {
        {"init", K::Name, 0, 0, 0, 0, "NAME", "How the weights are drawn", &initNames(), nullptr,
         [](ModelConfig &c, RunSettings &, const V &v) { c.init = parseInit(name(v)); },
         [](const ModelConfig &c, const RunSettings &) -> V { return toString(c.init); }},
        {"init-std", K::Number, limits::minStd, bigStd, 1e-3, 10, "S",
         "Weights drawn with this absolute standard deviation", nullptr, "custom-std",
         [](ModelConfig &c, RunSettings &, const V &v) { c.initStd = number(v); },
         [](const ModelConfig &c, const RunSettings &) -> V { return c.initStd; }},
        {"init-scale", K::Number, limits::minStd, bigStd, 1e-3, 10, "K", "Weights drawn with std K/sqrt(width)",
         nullptr, "custom-scale", [](ModelConfig &c, RunSettings &, const V &v) { c.initScale = number(v); },
         [](const ModelConfig &c, const RunSettings &) -> V { return c.initScale; }},
        {"init-constant", K::Number, -bigStd, bigStd, -10, 10, "C", "Every weight equal to C: the symmetry problem",
         nullptr, "constant", [](ModelConfig &c, RunSettings &, const V &v) { c.initConstant = number(v); },
         [](const ModelConfig &c, const RunSettings &) -> V { return c.initConstant; }},
        // Unset (null) is PyTorch's calculate_gain, so a network named without a gain draws as before.
        {"orthogonal-gain", K::NumberOrDefault, limits::minStd, bigStd, 1e-3, 1e3, "G",
         "Orthogonal weights times G, std G/sqrt(width) (unset: PyTorch's gain, 5/3 for tanh, sqrt(2) for relu)",
         nullptr, "orthogonal",
         [](ModelConfig &c, RunSettings &, const V &v) {
             c.orthogonalGain = std::holds_alternative<std::nullptr_t>(v) ? -1.0 : number(v);
         },
         [](const ModelConfig &c, const RunSettings &) -> V {
             return c.orthogonalGain < 0 ? V(nullptr) : V(c.orthogonalGain);
         }},
    };
}

// What each block adds around its linear map, and the head.
std::vector<Option> blockOptions()
{
    return {
        {"residual", K::Switch, 0, 0, 0, 0, nullptr, "Add each block's output to its input", nullptr, nullptr,
         [](ModelConfig &c, RunSettings &, const V &v) { c.residual = std::get<bool>(v); },
         [](const ModelConfig &c, const RunSettings &) -> V { return c.residual; }},
        {"residual-scale", K::ResidualScale, 0, 1e6, 0, 1e6, "A", "Multiplier of the residual branch", nullptr, nullptr,
         setResidualScale, residualScale},
        {"norm", K::Name, 0, 0, 0, 0, "NAME", "Normalization layer", &normNames(), nullptr,
         [](ModelConfig &c, RunSettings &, const V &v) { c.norm = parseNorm(name(v)); },
         [](const ModelConfig &c, const RunSettings &) -> V { return toString(c.norm); }},
        {"norm-place", K::Name, 0, 0, 0, 0, "WHERE", "Normalize the block's input (pre) or its output (post)",
         &normPlaceNames(), nullptr,
         [](ModelConfig &c, RunSettings &, const V &v) { c.normPlace = parseNormPlace(name(v)); },
         [](const ModelConfig &c, const RunSettings &) -> V { return toString(c.normPlace); }},
        {"norm-eps", K::NumberOrDefault, limits::minEps, limits::maxEps, limits::minEps, limits::maxEps, "E",
         "Epsilon inside the square root (unset: 1e-5, RMSNorm 1e-6)", nullptr, nullptr,
         [](ModelConfig &c, RunSettings &, const V &v) {
             c.normEps = std::holds_alternative<std::nullptr_t>(v) ? -1.0 : number(v);
         },
         [](const ModelConfig &c, const RunSettings &) -> V { return c.normEps < 0 ? V(nullptr) : V(c.normEps); }},
        {"head", K::Switch, 0, 0, 0, 0, nullptr, "A final linear layer before the loss", nullptr, nullptr,
         [](ModelConfig &c, RunSettings &, const V &v) { c.head = std::get<bool>(v); },
         [](const ModelConfig &c, const RunSettings &) -> V { return c.head; }},
    };
}

// A transformer's own sizes (the shared keys keep their rows above: depth = blocks, width =
// d_model, init-std, activation, norm, norm-place, norm-eps, residual-scale, batch = sequences).
std::vector<Option> transformerOptions()
{
    return {
        {"architecture", K::Name, 0, 0, 0, 0, "NAME", "The network: dense blocks, or a decoder-only transformer",
         &architectureNames(), nullptr,
         [](ModelConfig &c, RunSettings &, const V &v) { c.architecture = parseArchitecture(name(v)); },
         [](const ModelConfig &c, const RunSettings &) -> V { return toString(c.architecture); }},
        {"heads", K::Whole, 1, limits::maxWidth, 1, 64, "H", "Transformer: attention heads, each width/H wide", nullptr,
         nullptr, [](ModelConfig &c, RunSettings &, const V &v) { c.transformer.heads = whole(v); },
         [](const ModelConfig &c, const RunSettings &) -> V { return std::int64_t(c.transformer.heads); }},
        {"kv-heads", K::Whole, 0, limits::maxWidth, 0, 64, "H",
         "Transformer: key/value heads, grouped-query attention (0: as many as heads)", nullptr, nullptr,
         [](ModelConfig &c, RunSettings &, const V &v) { c.transformer.kvHeads = whole(v); },
         [](const ModelConfig &c, const RunSettings &) -> V { return std::int64_t(c.transformer.kvHeads); }},
        {"seq-len", K::Whole, 1, limits::maxSeqLen, 1, 1024, "T", "Transformer: tokens per sequence", nullptr, nullptr,
         [](ModelConfig &c, RunSettings &, const V &v) { c.transformer.seqLen = whole(v); },
         [](const ModelConfig &c, const RunSettings &) -> V { return std::int64_t(c.transformer.seqLen); }},
        {"ff-width", K::Whole, 0, limits::maxFfWidth, 0, 16384, "N",
         "Transformer: the MLP's hidden width (0: 4 x width)", nullptr, nullptr,
         [](ModelConfig &c, RunSettings &, const V &v) { c.transformer.ffWidth = whole(v); },
         [](const ModelConfig &c, const RunSettings &) -> V { return std::int64_t(c.transformer.ffWidth); }},
        {"vocab", K::Whole, 2, limits::maxVocab, 2, 65536, "V", "Transformer: tokens in the vocabulary", nullptr,
         nullptr, [](ModelConfig &c, RunSettings &, const V &v) { c.transformer.vocab = whole(v); },
         [](const ModelConfig &c, const RunSettings &) -> V { return std::int64_t(c.transformer.vocab); }},
        {"position", K::Name, 0, 0, 0, 0, "NAME",
         "Transformer: how a token knows its place: learned embeddings, rotary (RoPE) or none", &positionNames(),
         nullptr, [](ModelConfig &c, RunSettings &, const V &v) { c.transformer.position = parsePosition(name(v)); },
         [](const ModelConfig &c, const RunSettings &) -> V { return toString(c.transformer.position); }},
        {"gated", K::Switch, 0, 0, 0, 0, nullptr,
         "Transformer: a gated MLP, act(x W_gate) * (x W_up), as Llama's SwiGLU", nullptr, nullptr,
         [](ModelConfig &c, RunSettings &, const V &v) { c.transformer.gated = std::get<bool>(v); },
         [](const ModelConfig &c, const RunSettings &) -> V { return c.transformer.gated; }},
        {"tie-head", K::Switch, 0, 0, 0, 0, nullptr, "Transformer: the LM head is the token embeddings' matrix (GPT-2)",
         nullptr, nullptr, [](ModelConfig &c, RunSettings &, const V &v) { c.transformer.tieHead = std::get<bool>(v); },
         [](const ModelConfig &c, const RunSettings &) -> V { return c.transformer.tieHead; }},
    };
}

// The loss, the draws' seed and the arithmetic.
std::vector<Option> lossOptions()
{
    return {
        {"loss", K::Name, 0, 0, 0, 0, "NAME", "The loss (half-mean: sum(out^2)/2/batch)", &lossNames(), nullptr,
         [](ModelConfig &c, RunSettings &, const V &v) { c.loss = parseLoss(name(v)); },
         [](const ModelConfig &c, const RunSettings &) -> V { return toString(c.loss); }},
        {"seed", K::Seed, 0, 0, 0, 2147483647.0, "N", "Random seed, a whole number from 0", nullptr, nullptr,
         [](ModelConfig &c, RunSettings &, const V &v) { c.seed = std::get<std::uint64_t>(v); },
         [](const ModelConfig &c, const RunSettings &) -> V { return c.seed; }},
        {"precision", K::Name, 0, 0, 0, 0, "NAME", "Arithmetic precision", &precisionNames(), nullptr,
         [](ModelConfig &c, RunSettings &, const V &v) { c.precision = parsePrecision(name(v)); },
         [](const ModelConfig &c, const RunSettings &) -> V { return toString(c.precision); }},
    };
}

// The run's settings, not the network's.
std::vector<Option> runOptions()
{
    return {
        // The window's box goes down to 0.001 and shows it (three decimals, windowDecimals()).
        {"clip", K::Number, 1e-300, 1e300, 1e-3, 1e6, "C", "Clipping limit for the reported clip factor", nullptr,
         nullptr, [](ModelConfig &, RunSettings &r, const V &v) { r.clipLimit = number(v); },
         [](const ModelConfig &, const RunSettings &r) -> V { return r.clipLimit; }},
        {"max-memory", K::Size, double(limits::minMemory), 1e15, 0, 0, "SIZE",
         "Refuse configurations needing more, e.g. 512M or 2G", nullptr, nullptr,
         [](ModelConfig &, RunSettings &r, const V &v) { r.maxMemoryBytes = std::get<std::int64_t>(v); },
         [](const ModelConfig &, const RunSettings &r) -> V { return std::int64_t(r.maxMemoryBytes); }},
    };
}

// Every option, in the order --help lists them.
std::vector<Option> makeOptions()
{
    std::vector<Option> all;
    for (auto group : {sizeOptions, initOptions, blockOptions, transformerOptions, lossOptions, runOptions}) {
        std::vector<Option> part = group();
        all.insert(all.end(), std::make_move_iterator(part.begin()), std::make_move_iterator(part.end()));
    }
    return all;
}

} // namespace

const std::vector<Option> &options()
{
    static const std::vector<Option> table = makeOptions();
    return table;
}

} // namespace gradflow
