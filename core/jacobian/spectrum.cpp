#include "core/jacobian/spectrum.h"

#include "core/engine/memoryplan.h"
#include "core/engine/scaled.h"
#include "core/jacobian/product.h"

#include <algorithm>
#include <cmath>
#include <sstream>
#include <stdexcept>
#include <string>

namespace gradflow {

std::vector<int> resolvedLayers(int depth, Resolve resolve)
{
    std::vector<int> layers;
    const int k = resolve.depths <= 0 ? depth : std::min(resolve.depths, depth);
    for (int i = 1; i <= k; ++i) {
        const int layer = int(std::lround(double(i) * depth / k));
        if (layers.empty() || layer != layers.back())
            layers.push_back(layer);
    }
    return layers;
}

namespace {

// Spaced depths: the SVDs of the kept R after the pass, the last layer's first (handed to
// lastLayerReady), then the earlier depths' in order, with progress after each and the cancel
// polled between the sweeps of each.
void resolveKept(JacobianSpectrum &s, std::vector<std::pair<int, JacobianProduct::Rows>> &kept,
                 const Callbacks &callbacks, const std::function<void(const JacobianSpectrum &)> &lastLayerReady)
{
    const int depth = s.config.depth, total = depth + int(kept.size()) - 1;
    const std::function<void()> poll = [&callbacks] {
        if (callbacks.isCancelled && callbacks.isCancelled())
            throw Cancelled();
    };
    auto resolve = [&](std::pair<int, JacobianProduct::Rows> &layer) {
        s.layers[size_t(layer.first - 1)] = JacobianProduct::log10SingularValues(layer.second, poll);
        layer.second = {}; // its memory goes now
    };
    resolve(kept.back());
    if (lastLayerReady && kept.size() > 1)
        lastLayerReady(s);
    for (size_t i = 0; i + 1 < kept.size(); ++i) {
        resolve(kept[i]);
        if (callbacks.progress)
            callbacks.progress(depth + int(i) + 1, total);
    }
}

} // namespace

namespace {

// The Jacobian's own matrices beside the engine's, at the least: the product's Q and rows, a layer's
// product by Q, its QR's factors, their copy and the thin Q (six width x width doubles), and with
// spaced depths the rows R kept for each (one more each) until their SVDs after the pass. The
// engine plans its pass within what is left of the limit; at width 2048 the six are 192 MiB that
// --max-memory did not count, and the four depths the window keeps at that width 128 MiB more.
std::int64_t jacobianProductBytes(const ModelConfig &config, Resolve resolve)
{
    const std::int64_t matrix = std::int64_t(config.width) * config.width * std::int64_t(sizeof(double));
    const std::int64_t kept =
        resolve == Resolve::EveryLayer ? 0 : std::int64_t(resolvedLayers(config.depth, resolve).size());
    return (6 + kept) * matrix;
}

} // namespace

RunSettings planJacobianMemory(const ModelConfig &config, const RunSettings &run, Resolve resolve)
{
    const std::int64_t own = jacobianProductBytes(config, resolve);
    if (own < run.maxMemoryBytes) {
        RunSettings rest = run;
        rest.maxMemoryBytes -= own;
        return rest;
    }
    std::ostringstream out;
    out << "the Jacobian at width " << config.width << " needs at least " << memorySizeText(own) << " for its products"
        << (resolve == Resolve::EveryLayer ? "" : " and the depths it keeps") << " but the limit is "
        << memorySizeText(run.maxMemoryBytes) << "; raise the limit or reduce the width";
    throw MemoryLimitError(out.str(), own, run.maxMemoryBytes);
}

JacobianSpectrum jacobianSpectrum(Engine &engine, const ModelConfig &config, int example, const RunSettings &run,
                                  const Callbacks &callbacks, const std::optional<Eigen::MatrixXd> &input,
                                  Resolve resolve, const std::function<void(const JacobianSpectrum &)> &lastLayerReady)
{
    validate(config);
    if (example < 0 || example >= config.batch)
        throw std::invalid_argument("jacobian example " + std::to_string(example) + " is outside the batch: use 0 to "
                                    + std::to_string(config.batch - 1));
    const RunSettings engineRun = planJacobianMemory(config, run, resolve); // before anything is drawn
    JacobianSpectrum s;
    s.config = config;
    s.example = example;
    const bool everyLayer = resolve == Resolve::EveryLayer;
    const std::vector<int> wanted = resolvedLayers(config.depth, resolve);
    std::vector<std::pair<int, JacobianProduct::Rows>> kept; // spaced depths: R, for the SVDs after the pass
    const int total = config.depth + (everyLayer ? 0 : int(wanted.size()) - 1);
    JacobianProduct product(config.width);
    const std::function<void()> poll = [&callbacks] {
        if (callbacks.isCancelled && callbacks.isCancelled())
            throw Cancelled();
    };
    Probe probe;
    probe.exampleRow = example;
    probe.input = input;
    probe.exampleLayer = [&](const ExampleLayer &layer) {
        product.multiply(layerFactor(config, layer), poll);
        s.moments.push_back(product.moments());
        s.layers.push_back(everyLayer ? product.log10SingularValues() : std::vector<double>());
        if (!everyLayer && std::binary_search(wanted.begin(), wanted.end(), layer.layer))
            kept.emplace_back(layer.layer, product.rows());
        if (callbacks.progress)
            callbacks.progress(layer.layer, total);
    };
    Callbacks engineCallbacks;
    engineCallbacks.isCancelled = callbacks.isCancelled;
    engine.compute(config, engineRun, engineCallbacks, &probe);
    if (!kept.empty())
        resolveKept(s, kept, callbacks, lastLayerReady);
    return s;
}

SpectrumMoments momentsOf(const std::vector<double> &log10Sigma)
{
    SpectrumMoments m;
    if (log10Sigma.empty())
        return m;
    const double top = *std::max_element(log10Sigma.begin(), log10Sigma.end());
    if (top == kZeroLog) {
        m.log10M1 = kZeroLog;
        return m;
    }
    double s2 = 0.0, s4 = 0.0; // sums of (sigma / 10^top)^2 and ^4: the largest term is 1
    for (double x : log10Sigma) {
        const double r = x == kZeroLog ? 0.0 : std::pow(10.0, 2.0 * (x - top));
        s2 += r;
        s4 += r * r;
    }
    return momentsFromSums(top, s2, s4, double(log10Sigma.size()));
}

SpectrumSpread spreadOf(const std::vector<double> &log10Sigma)
{
    SpectrumSpread s;
    if (log10Sigma.empty())
        return s;
    s.p5 = percentileOf(log10Sigma, 5.0);
    s.p95 = percentileOf(log10Sigma, 95.0);
    s.max = *std::max_element(log10Sigma.begin(), log10Sigma.end());
    s.min = *std::min_element(log10Sigma.begin(), log10Sigma.end());
    return s;
}

double percentileOf(std::vector<double> values, double p)
{
    if (values.empty())
        return kZeroLog;
    std::sort(values.begin(), values.end());
    const double at = std::clamp(p, 0.0, 100.0) / 100.0 * double(values.size() - 1);
    const size_t lo = size_t(std::floor(at)), hi = std::min(lo + 1, values.size() - 1);
    const double f = at - double(lo);
    if (values[lo] == kZeroLog || f == 0.0) // an exact zero below: the percentile is zero too
        return values[lo];
    return values[lo] + f * (values[hi] - values[lo]);
}

} // namespace gradflow
