#include "core/transformer/weights.h"

#include "core/engine/random.h"

namespace gradflow {

namespace {

constexpr const char *kNames[kWeightKinds] = {"embeddings", "positions", "q",    "k",    "v",
                                              "o",          "up",        "gate", "down", "head"};

bool inBlock(WeightKind kind)
{
    return kind != WeightKind::Embeddings && kind != WeightKind::Positions && kind != WeightKind::Head;
}

// One stream per matrix: the global ones first, then 16 per block.
std::uint64_t streamOf(WeightId id)
{
    return inBlock(id.kind) ? std::uint64_t(id.block) * 16 + std::uint64_t(id.kind) : std::uint64_t(id.kind);
}

} // namespace

const char *weightName(WeightKind kind) { return kNames[int(kind)]; }

WeightShape weightShape(const TransformerSizes &s, WeightKind kind)
{
    switch (kind) {
    case WeightKind::Embeddings:
    case WeightKind::Head:
        return {s.vocab, s.width};
    case WeightKind::Positions:
        return {s.seqLen, s.width};
    case WeightKind::Query:
    case WeightKind::Output:
        return {s.width, s.width};
    case WeightKind::Key:
    case WeightKind::Value:
        return {s.width, s.kvWidth()};
    case WeightKind::Up:
    case WeightKind::Gate:
        return {s.width, s.ffWidth};
    case WeightKind::Down:
        return {s.ffWidth, s.width};
    }
    return {};
}

double transformerWeightStd(const ModelConfig &config, WeightKind kind)
{
    const bool branchEnd = kind == WeightKind::Output || kind == WeightKind::Down;
    return branchEnd ? config.initStd * effectiveResidualScale(config) : config.initStd;
}

std::vector<WeightId> transformerWeights(const TransformerSizes &s)
{
    std::vector<WeightId> ids{{0, WeightKind::Embeddings}};
    if (s.learnedPositions)
        ids.push_back({0, WeightKind::Positions});
    for (int b = 1; b <= s.blocks; ++b) {
        for (WeightKind k : {WeightKind::Query, WeightKind::Key, WeightKind::Value, WeightKind::Output, WeightKind::Up,
                             WeightKind::Gate, WeightKind::Down}) {
            if (k != WeightKind::Gate || s.gated)
                ids.push_back({b, k});
        }
    }
    if (!s.tiedHead)
        ids.push_back({0, WeightKind::Head});
    return ids;
}

template<typename Scalar>
void drawTransformerWeight(const ModelConfig &config, WeightId id, Mat<Scalar> &out)
{
    const WeightShape shape = weightShape(transformerSizes(config), id.kind);
    out.resize(shape.rows, shape.cols);
    const double std = transformerWeightStd(config, id.kind);
    Random rng(config.seed, streamOf(id), Random::TransformerWeight);
    Scalar *data = out.data();
    for (Eigen::Index i = 0; i < out.size(); ++i)
        data[i] = Scalar(std * rng.normal());
}

bool sameTransformerDraws(const ModelConfig &a, const ModelConfig &b)
{
    const TransformerSizes x = transformerSizes(a), y = transformerSizes(b);
    return a.seed == b.seed && a.initStd == b.initStd && effectiveResidualScale(a) == effectiveResidualScale(b)
           && x.blocks == y.blocks && x.width == y.width && x.kvHeads == y.kvHeads && x.headDim == y.headDim
           && x.seqLen == y.seqLen && x.ffWidth == y.ffWidth && x.vocab == y.vocab && x.gated == y.gated
           && x.tiedHead == y.tiedHead && x.learnedPositions == y.learnedPositions;
}

template<typename Scalar>
WeightStore<Scalar>::WeightStore(const ModelConfig &config, bool keep) : m_config(config), m_keep(keep)
{
}

template<typename Scalar>
bool WeightStore<Scalar>::drawsOf(const ModelConfig &config, bool keep) const
{
    return keep == m_keep && sameTransformerDraws(config, m_config);
}

template<typename Scalar>
const Mat<Scalar> &WeightStore<Scalar>::get(WeightId id)
{
    if (id.kind == WeightKind::Head && m_config.transformer.tieHead)
        id = {0, WeightKind::Embeddings};
    if (!m_keep) {
        drawTransformerWeight(m_config, id, m_scratch);
        ++m_drawn;
        return m_scratch;
    }
    Mat<Scalar> &kept = m_kept[{id.block, int(id.kind)}];
    if (kept.size() == 0) {
        drawTransformerWeight(m_config, id, kept);
        ++m_drawn;
    }
    return kept;
}

template<typename Scalar>
Mat<Scalar> &WeightStore<Scalar>::held(WeightId id)
{
    get(id); // drawn once
    if (id.kind == WeightKind::Head && m_config.transformer.tieHead)
        id = {0, WeightKind::Embeddings};
    return m_kept.at({id.block, int(id.kind)});
}

template void drawTransformerWeight<double>(const ModelConfig &, WeightId, Mat<double> &);
template void drawTransformerWeight<float>(const ModelConfig &, WeightId, Mat<float> &);
template class WeightStore<double>;
template class WeightStore<float>;

} // namespace gradflow
