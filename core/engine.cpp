#include "engine.h"

#include "activation.h"
#include "normalization.h"
#include "products.h"
#include "random.h"
#include "scaled.h"
#include "symmetry.h"

#include <Eigen/QR>

#include <algorithm>
#include <atomic>
#include <condition_variable>
#include <deque>
#include <exception>
#include <mutex>
#include <thread>
#include <type_traits>
#include <chrono>
#include <cmath>
#include <sstream>
#include <stdexcept>
#include <utility>

namespace gradflow {

namespace {

// Zero, Ones, MinusOnes: every weight the same (zero and constant init).
enum class DrawKind { Normal, Uniform, Orthogonal, Zero, Ones, MinusOnes };

DrawKind drawKind(const ModelConfig &c)
{
    if (c.init == Init::Zero || (c.init == Init::Constant && c.initConstant == 0.0))
        return DrawKind::Zero;
    if (c.init == Init::Constant)
        return c.initConstant > 0 ? DrawKind::Ones : DrawKind::MinusOnes;
    if (c.init == Init::TorchDefault)
        return DrawKind::Uniform;
    if (c.init == Init::Orthogonal)
        return DrawKind::Orthogonal;
    return DrawKind::Normal;
}

bool hasBias(const ModelConfig &c) { return c.init == Init::TorchDefault; }

// Weights are stored as unit draws Z (standard normal, uniform in (-1, 1), or orthogonal) and
// W = multiplier * Z, so a change of scale reuses the draws and never touches the matrices.
double log10WeightMultiplier(const ModelConfig &c)
{
    switch (drawKind(c)) {
    case DrawKind::Uniform:
        return -0.5 * std::log10(double(c.width)); // PyTorch's nn.Linear bound 1/sqrt(fan_in)
    case DrawKind::Orthogonal:
        return std::log10(activationGain(c.activation));
    case DrawKind::Ones:
    case DrawKind::MinusOnes:
        return std::log10(std::fabs(c.initConstant));
    case DrawKind::Zero:
        return 0.0;
    case DrawKind::Normal:
        break;
    }
    return std::log10(weightStd(c));
}

template<typename Scalar>
using RowVec = Eigen::Matrix<Scalar, 1, Eigen::Dynamic>;

constexpr std::uint64_t kHeadStream = 0xffffffffULL;

// Double width x width matrices an orthogonal draw holds besides its output: the Gaussian
// matrix factorized in place, and Q before its cast when the output is float.
constexpr std::int64_t kOrthogonalScratchMatrices = 2;

template<typename Scalar>
void drawWeight(std::uint64_t seed, std::uint64_t stream, std::uint64_t purpose, DrawKind kind,
                int width, Mat<Scalar> &out)
{
    Random rng(seed, stream, purpose);
    out.resize(width, width);
    if (kind == DrawKind::Uniform) {
        rng.fillSymmetric(out.data(), out.size());
        return;
    }
    if (kind == DrawKind::Zero || kind == DrawKind::Ones || kind == DrawKind::MinusOnes) {
        out.setConstant(kind == DrawKind::Zero ? Scalar(0) : kind == DrawKind::Ones ? Scalar(1) : Scalar(-1));
        return;
    }
    if (kind == DrawKind::Normal) {
        rng.fillNormal(out.data(), out.size());
        return;
    }
    // Orthogonal as PyTorch makes it: Q of a Gaussian matrix's QR, signs fixed by R's diagonal.
    // The factorization works in place and Q is formed in the output (double) or one scratch
    // matrix (float): kOrthogonalScratchMatrices doubles of width^2 beside `out`, as planned.
    Eigen::MatrixXd gaussian(width, width);
    rng.fillNormal(gaussian.data(), gaussian.size());
    Eigen::HouseholderQR<Eigen::Ref<Eigen::MatrixXd>> qr(gaussian);
    auto fixSigns = [&](auto &q) {
        for (int j = 0; j < width; ++j) {
            if (gaussian(j, j) < 0) // R's diagonal
                q.col(j) = -q.col(j);
        }
    };
    if constexpr (std::is_same_v<Scalar, double>) {
        out = qr.householderQ();
        fixSigns(out);
    } else {
        Eigen::MatrixXd q = qr.householderQ();
        fixSigns(q);
        out = q.cast<Scalar>();
    }
}

// Whether the weight draws are worth sharing with a second core: random ones, and large enough
// that a hand-off costs less than the half it saves (measured: README, "Measured speed").
constexpr std::int64_t kParallelDrawValues = 4096;

bool drawsInParallel(const ModelConfig &c)
{
    const DrawKind k = drawKind(c);
    const bool random = k == DrawKind::Normal || k == DrawKind::Uniform || k == DrawKind::Orthogonal;
    return random && std::int64_t(c.width) * c.width >= kParallelDrawValues;
}

template<typename Scalar>
void drawBias(std::uint64_t seed, std::uint64_t stream, std::uint64_t purpose, int width,
              RowVec<Scalar> &out)
{
    Random rng(seed, stream, purpose);
    out.resize(width);
    rng.fillSymmetric(out.data(), out.size());
    out *= Scalar(1.0 / std::sqrt(double(width)));
}

// The random draws of one configuration, kept between recomputes.
template<typename Scalar>
struct Draws
{
    std::uint64_t seed = 0;
    int width = 0, batch = 0;
    DrawKind kind = DrawKind::Normal;
    bool valid = false;
    Mat<Scalar> input;
    std::vector<Mat<Scalar>> weights; // cached blocks, index l - 1
    std::vector<RowVec<Scalar>> biases;
    Mat<Scalar> headWeight;
    RowVec<Scalar> headBias;
    std::int64_t drawn = 0;

    void prepare(const ModelConfig &c, bool cacheWeights)
    {
        const DrawKind k = drawKind(c);
        if (!valid || seed != c.seed || width != c.width || kind != k) {
            weights.clear();
            biases.clear();
            headWeight.resize(0, 0);
            headBias.resize(0);
        }
        if (!valid || seed != c.seed || width != c.width || batch != c.batch) {
            Random rng(c.seed, 0, Random::Input);
            input.resize(c.batch, c.width);
            rng.fillNormal(input.data(), input.size());
        }
        seed = c.seed;
        width = c.width;
        batch = c.batch;
        kind = k;
        valid = true;
        if (!cacheWeights)
            weights.clear();
        else if (int(weights.size()) > c.depth)
            weights.resize(size_t(c.depth));
        if (hasBias(c)) {
            for (int l = int(biases.size()) + 1; l <= c.depth; ++l) {
                biases.emplace_back();
                drawBias(seed, std::uint64_t(l), Random::Bias, width, biases.back());
            }
            if (c.head && headBias.size() == 0)
                drawBias(seed, kHeadStream, Random::HeadBias, width, headBias);
        }
        if (c.head && headWeight.size() == 0) {
            drawWeight(seed, kHeadStream, Random::HeadWeight, kind, width, headWeight);
            ++drawn;
        }
    }

    // Layer l's draws: cached, or drawn into scratch (identical either way). With a second core,
    // a layer drawn into the cache brings the next one (up to `depth`), drawn there meanwhile:
    // each layer has its own stream, so the values are the same.
    const Mat<Scalar> &weight(int l, bool cacheWeights, Mat<Scalar> &scratch, int depth,
                              products::SecondCore *second)
    {
        if (cacheWeights) {
            while (int(weights.size()) < l)
                drawNextCached(second && int(weights.size()) + 2 <= depth ? second : nullptr);
            return weights[size_t(l - 1)];
        }
        drawWeight(seed, std::uint64_t(l), Random::Weight, kind, width, scratch);
        ++drawn;
        return scratch;
    }

private:
    // Appends the next cached layer, and the one after it on `second` when given. A failed draw
    // leaves the cache as it was.
    void drawNextCached(products::SecondCore *second)
    {
        const size_t first = weights.size();
        weights.resize(first + (second ? 2 : 1));
        // Allocated here, not on the second core: memory a helper thread allocates stays in its
        // own malloc arena after this thread frees it (the slider storm grew 38 MB that way).
        for (size_t i = first; i < weights.size(); ++i)
            weights[i].resize(width, width);
        try {
            if (second)
                second->push([this, first] { drawWeight(seed, first + 2, Random::Weight, kind, width, weights[first + 1]); });
            drawWeight(seed, first + 1, Random::Weight, kind, width, weights[first]);
            if (second)
                second->drain();
        } catch (...) {
            if (second)
                drainQuietly(*second);
            weights.resize(first);
            throw;
        }
        drawn += second ? 2 : 1;
    }

    static void drainQuietly(products::SecondCore &second)
    {
        try {
            second.drain();
        } catch (...) {
            // the caller leaves with the first exception already
        }
    }
};

template<typename Scalar>
struct LayerCache
{
    Scaled<Scalar> u;     // the linear map's input
    Scaled<Scalar> slope; // act'(z)
    NormCache<Scalar> norm;
    Scaled<Scalar> dz;    // d loss / dz, kept until this layer's weight-gradient norm is taken
};

// Buffers for one weight-gradient norm; one set per thread that computes them.
template<typename Scalar>
struct NormScratch
{
    Mat<Scalar> dW, gramU, gramDz;
};

template<typename Scalar>
void gram(const Mat<Scalar> &x, Mat<Scalar> &out)
{
    products::gramLower(x, out);
}

// log10 ||u^T dz||_F. With batch < width, <u u^T, dz dz^T> costs batch^2 width multiply-adds
// instead of batch width^2; where that sum cancels badly the product is formed directly.
template<typename Scalar>
double weightGradNorm(const Scaled<Scalar> &u, const Scaled<Scalar> &dz, NormScratch<Scalar> &s,
                      Eigen::MatrixXd *keep)
{
    const double log10Scale = u.log10 + dz.log10;
    const bool zero = u.isZero() || dz.isZero();
    const Eigen::Index batch = u.m.rows(), width = u.m.cols();
    if (!keep && !zero && 2 * batch <= width) {
        gram(u.m, s.gramU);
        gram(dz.m, s.gramDz);
        double diag = 0.0, off = 0.0;
        for (Eigen::Index j = 0; j < batch; ++j) {
            diag += double(s.gramU(j, j)) * double(s.gramDz(j, j));
            for (Eigen::Index i = j + 1; i < batch; ++i)
                off += double(s.gramU(i, j)) * double(s.gramDz(i, j));
        }
        const double squared = diag + 2.0 * off;
        const double bound = double(s.gramU.diagonal().sum()) * double(s.gramDz.diagonal().sum());
        if (squared > 1e-3 * bound)
            return 0.5 * std::log10(squared) + log10Scale;
    }
    products::multiplyTransposedA(u.m, dz.m, s.dW);
    if (keep)
        *keep = zero ? Eigen::MatrixXd::Zero(s.dW.rows(), s.dW.cols())
                     : Eigen::MatrixXd(s.dW.template cast<double>() * std::pow(10.0, log10Scale));
    if (zero)
        return kZeroLog;
    const double norm = double(s.dW.norm());
    return norm > 0 ? std::log10(norm) + log10Scale : kZeroLog;
}

// The share of each backward product g W^T the second core takes besides the layer's weight-
// gradient norm, so both cores finish together: the norm costs batch^2 width multiply-adds (two
// half Gram matrices) or batch width^2 (the product), the product batch width^2. A function of
// the sizes only, so one thread computes the same blocks (and numbers) as two.
double backwardShare(int batch, int width)
{
    const double norm = 2 * batch <= width ? double(batch) / double(width) : 1.0;
    return std::max(0.0, 0.5 - 0.5 * norm);
}

// Takes the weight-gradient norms on a second core while the backward pass goes on: they are
// off its critical path (nothing downstream needs them), and a quarter of its arithmetic at
// the lesson's size. The main thread pushes one job per layer and drains before the layer
// caches are reused.
class NormHelper : public products::SecondCore
{
public:
    NormHelper() : m_thread([this] { loop(); }) {}
    ~NormHelper()
    {
        {
            std::lock_guard<std::mutex> lock(m_mutex);
            m_stop = true;
        }
        m_wake.notify_one();
        m_thread.join();
    }

    void push(std::function<void()> job) override
    {
        bool sleeping;
        {
            std::lock_guard<std::mutex> lock(m_mutex);
            m_jobs.push_back(std::move(job));
            ++m_pending;
            m_pushed.fetch_add(1, std::memory_order_release);
            sleeping = m_sleeping;
        }
        if (sleeping)
            m_wake.notify_one();
    }

    // Waits for every pushed job, then rethrows the first exception a job threw (out of
    // memory on this thread is reported to compute()'s caller like on the main thread).
    void drain() override
    {
        std::exception_ptr error = wait();
        if (error)
            std::rethrow_exception(error);
    }

    // Waits for every pushed job; returns (and forgets) the first exception one threw.
    std::exception_ptr wait()
    {
        std::unique_lock<std::mutex> lock(m_mutex);
        m_idle.wait(lock, [this] { return m_pending == 0; });
        return std::exchange(m_error, nullptr);
    }

private:
    void loop()
    {
        std::unique_lock<std::mutex> lock(m_mutex);
        for (;;) {
            if (m_jobs.empty() && !m_stop) {
                // Jobs come once per layer, tens of microseconds apart: spin a little before
                // sleeping, so the next push costs neither a wake-up call nor a scheduler delay.
                const int seen = m_pushed.load(std::memory_order_acquire);
                lock.unlock();
                const auto until = std::chrono::steady_clock::now() + std::chrono::microseconds(kSpinUs);
                while (m_pushed.load(std::memory_order_acquire) == seen && std::chrono::steady_clock::now() < until)
                    cpuRelax();
                lock.lock();
            }
            m_sleeping = true;
            m_wake.wait(lock, [this] { return m_stop || !m_jobs.empty(); });
            m_sleeping = false;
            if (m_jobs.empty())
                return; // stopping, nothing left
            std::function<void()> job = std::move(m_jobs.front());
            m_jobs.pop_front();
            lock.unlock();
            std::exception_ptr error;
            try {
                job();
            } catch (...) {
                error = std::current_exception(); // never out of the thread: that is std::terminate
            }
            lock.lock();
            if (error && !m_error)
                m_error = error;
            if (--m_pending == 0)
                m_idle.notify_all();
        }
    }

    static void cpuRelax()
    {
#if defined(__x86_64__) || defined(__i386__)
        __builtin_ia32_pause();
#endif
    }

    static constexpr int kSpinUs = 100;
    std::mutex m_mutex;
    std::condition_variable m_wake, m_idle;
    std::deque<std::function<void()>> m_jobs;
    std::exception_ptr m_error; // the first job's exception since the last wait()
    std::atomic<int> m_pushed{0};
    int m_pending = 0;
    bool m_stop = false, m_sleeping = false;
    std::thread m_thread;
};

// Waits for the helper however the pass ends (a cancel throws out of it). A job's exception is
// dropped here: the pass is already leaving with its own, and the next pass starts clean.
struct DrainOnExit
{
    NormHelper *helper;
    ~DrainOnExit()
    {
        if (helper)
            helper->wait();
    }
};

template<typename Scalar>
struct Workspace
{
    std::vector<LayerCache<Scalar>> caches; // one segment
    std::vector<Scaled<Scalar>> checkpoints;
    LayerCache<Scalar> scratchCache;
    Scaled<Scalar> h, next, z, a, v, biasTerm, g, gNext, dv, du, branch, folded, term;
    Mat<Scalar> weightScratch, nudged;
    NormScratch<Scalar> mainNorm, helperNorm;
};

std::int64_t scalarBytes(const ModelConfig &c)
{
    return c.precision == Precision::Float ? 4 : 8;
}

int optimalSegment(std::int64_t depth, std::int64_t checkpointBytes, std::int64_t layerBytes)
{
    const double k = std::sqrt(double(depth) * double(checkpointBytes) / double(layerBytes));
    return int(std::clamp<double>(std::round(k), 1.0, double(depth)));
}

constexpr std::int64_t kCacheBudget = std::int64_t(768) << 20;

} // namespace

MemoryPlan planMemory(const ModelConfig &c, const RunSettings &run)
{
    const std::int64_t s = scalarBytes(c);
    const std::int64_t L = c.depth;
    const std::int64_t matrix = std::int64_t(c.batch) * c.width * s;
    const std::int64_t weight = std::int64_t(c.width) * c.width * s;
    const std::int64_t perLayer = matrix * (c.norm == Norm::None ? 3 : 4); // u, slope, dz (+ norm)
    // Scratch tensors, the input draws, the weight-gradient product and one drawn weight; an
    // orthogonal draw's QR works in double beside it.
    const std::int64_t qrScratch = drawKind(c) == DrawKind::Orthogonal
                                       ? kOrthogonalScratchMatrices * std::int64_t(c.width) * c.width * 8
                                       : 0;
    const std::int64_t fixed = 14 * matrix + 3 * weight + (c.head ? weight : 0) + qrScratch;
    const int k = optimalSegment(L, matrix, perLayer);
    const std::int64_t checkpointed = (L + k - 1) / k * matrix + k * perLayer;
    const std::int64_t full = L * perLayer;
    const std::int64_t budget = std::min<std::int64_t>(run.maxMemoryBytes, kCacheBudget);

    MemoryPlan plan;
    plan.minimumBytes = fixed + std::min(full, checkpointed);
    if (plan.minimumBytes > run.maxMemoryBytes) {
        std::ostringstream out;
        out << "this network needs at least " << memorySizeText(plan.minimumBytes)
            << " (depth " << c.depth << ", width " << c.width << ", batch " << c.batch
            << ", " << toString(c.precision) << ") but the limit is "
            << memorySizeText(run.maxMemoryBytes)
            << "; raise the limit or reduce depth, width or batch";
        throw MemoryLimitError(out.str(), plan.minimumBytes, run.maxMemoryBytes);
    }
    const bool storeAll = fixed + full <= budget;
    plan.segmentLength = storeAll ? c.depth : k;
    plan.estimateBytes = fixed + (storeAll ? full : checkpointed);
    plan.cacheWeights = plan.estimateBytes + L * weight <= budget;
    if (plan.cacheWeights)
        plan.estimateBytes += L * weight;
    return plan;
}

struct Engine::Impl
{
    Draws<double> drawsD;
    Draws<float> drawsF;
    Workspace<double> workD;
    Workspace<float> workF;
    std::unique_ptr<NormHelper> helper; // started on first use, where there is a second core

    template<typename Scalar>
    Draws<Scalar> &draws();
    template<typename Scalar>
    Workspace<Scalar> &work();

    template<typename Scalar>
    Result run(const ModelConfig &c, const MemoryPlan &plan, const Callbacks &callbacks,
               const Probe *probe);
};

template<>
Draws<double> &Engine::Impl::draws<double>() { return drawsD; }
template<>
Draws<float> &Engine::Impl::draws<float>() { return drawsF; }
template<>
Workspace<double> &Engine::Impl::work<double>() { return workD; }
template<>
Workspace<float> &Engine::Impl::work<float>() { return workF; }

namespace {

// One forward and backward pass of one precision; the structure of ModelConfig's table.
template<typename Scalar>
class Pass
{
public:
    Pass(const ModelConfig &c, const MemoryPlan &plan, Draws<Scalar> &draws,
         Workspace<Scalar> &work, const Callbacks &callbacks, const Probe *probe, NormHelper *helper,
         NormHelper *drawHelper)
        : m_c(c), m_plan(plan), m_draws(draws), m_w(work), m_callbacks(callbacks), m_probe(probe), m_helper(helper)
        , m_drawHelper(drawHelper)
        , m_log10W(log10WeightMultiplier(c)), m_eps(effectiveNormEps(c))
        , m_log10Alpha(c.residual ? std::log10(effectiveResidualScale(c)) : 0.0)
        , m_pre(c.norm != Norm::None && c.normPlace == NormPlace::Pre)
        , m_post(c.norm != Norm::None && c.normPlace == NormPlace::Post)
        , m_backwardShare(backwardShare(c.batch, c.width))
    {
        m_total = 2 * c.depth;
        const int segments = (c.depth + plan.segmentLength - 1) / plan.segmentLength;
        m_total += (segments - 1) * plan.segmentLength;
    }

    Result run()
    {
        const int L = m_c.depth, K = m_plan.segmentLength;
        const int segments = (L + K - 1) / K;
        Result r;
        r.config = m_c;
        r.plan = m_plan;
        r.log10SignalRms.resize(size_t(L) + 1);
        r.log10GradNorm.resize(size_t(L) + 1);
        r.log10WeightGradNorm.resize(size_t(L));
        m_w.caches.resize(size_t(K));
        m_w.checkpoints.resize(size_t(segments));

        Scaled<Scalar> &h = m_w.h;
        if (m_probe && m_probe->input)
            h.m = m_probe->input->template cast<Scalar>();
        else
            h.m = m_draws.input;
        h.log10 = 0.0;
        h.offset = 0.0;
        h.normalize();
        r.log10SignalRms[0] = h.log10Rms();
        r.distinctUnits.resize(size_t(L) + 1);
        r.distinctUnits[0] = distinctColumns(h.m);

        for (int l = 1; l <= L; ++l) {
            const int segment = (l - 1) / K;
            if ((l - 1) % K == 0)
                m_w.checkpoints[size_t(segment)] = h;
            LayerCache<Scalar> &cache = segment == segments - 1 ? m_w.caches[size_t((l - 1) % K)]
                                                                : m_w.scratchCache;
            forwardLayer(l, h, m_w.next, cache);
            std::swap(h, m_w.next);
            r.log10SignalRms[size_t(l)] = h.log10Rms();
            r.distinctUnits[size_t(l)] = distinctColumns(h.m);
            step();
        }

        // Output, loss and the gradient it hands back.
        const double batch = m_c.batch, width = m_c.width;
        double lossCoef = 0.5 / batch, gradCoef = 1.0 / batch;
        if (m_c.loss == Loss::Sum) {
            lossCoef = 1.0;
            gradCoef = 2.0;
        } else if (m_c.loss == Loss::Mean) {
            lossCoef = 1.0 / (batch * width);
            gradCoef = 2.0 / (batch * width);
        }
        Scaled<Scalar> &g = m_w.g;
        // The loss sees whole values. Its gradient, k * out, keeps out's offset (only a sigmoid
        // or softplus output straight into the loss has one) for the top layer's backward.
        const double offset = m_c.head ? 0.0 : h.offset;
        m_w.folded = h;
        m_w.folded.foldOffset();
        const Scaled<Scalar> *out = &m_w.folded;
        if (m_c.head) {
            linear(m_w.folded, m_draws.headWeight, L + 1, m_draws.headBias, m_w.v);
            out = &m_w.v;
        }
        r.log10Loss = out->isZero() ? kZeroLog
                                    : std::log10(double(out->m.squaredNorm())) + 2.0 * out->log10
                                          + std::log10(lossCoef);
        m_log10LossGradCoef = std::log10(gradCoef);
        const Scaled<Scalar> &source = offset != 0.0 ? h : *out;
        g.m = source.m;
        g.log10 = source.log10 + std::log10(gradCoef);
        g.offset = offset * gradCoef;
        if (source.log10 == kZeroLog) {
            g.m.setZero();
            g.log10 = kZeroLog;
        }
        if (m_c.head) {
            const Mat<Scalar> &w = maybeNudged(L + 1, m_draws.headWeight);
            r.log10HeadWeightGradNorm = weightGradNorm(m_w.folded, g, m_w.mainNorm, nullptr);
            products::multiply(g.m, w, true, m_w.gNext.m, m_helper);
            m_w.gNext.log10 = g.log10 + m_log10W;
            m_w.gNext.offset = 0.0;
            m_w.gNext.normalize();
            std::swap(g, m_w.gNext);
        }
        r.log10GradNorm[size_t(L)] = g.log10Norm();
        if (capturing(L))
            copyTensor(g, m_probe->capture->gradient);
        if (m_probe && m_probe->keepGradients)
            r.weightGradients.resize(size_t(L));

        DrainOnExit drainOnExit{m_helper};
        for (int segment = segments - 1; segment >= 0; --segment) {
            const int first = segment * K + 1, last = std::min(L, first + K - 1);
            if (segment != segments - 1) {
                if (m_helper)
                    m_helper->drain(); // the norms still read the caches about to be refilled
                h = m_w.checkpoints[size_t(segment)];
                for (int l = first; l <= last; ++l) {
                    forwardLayer(l, h, m_w.next, m_w.caches[size_t(l - first)]);
                    std::swap(h, m_w.next);
                    step();
                }
            }
            for (int l = last; l >= first; --l) {
                Eigen::MatrixXd *keep = r.weightGradients.empty() ? nullptr : &r.weightGradients[size_t(l - 1)];
                backwardLayer(l, g, m_w.gNext, m_w.caches[size_t(l - first)], &r.log10WeightGradNorm[size_t(l - 1)], keep);
                std::swap(g, m_w.gNext);
                r.log10GradNorm[size_t(l - 1)] = g.log10Norm();
                if (capturing(l - 1))
                    copyTensor(g, m_probe->capture->gradient);
                step();
            }
        }
        if (m_probe && m_probe->keepGradients)
            r.inputGradient = trueValues(g);
        if (m_helper)
            m_helper->drain();
        summarize(r);
        if (m_probe && m_probe->capture)
            m_probe->capture->filled = m_probe->capture->layer >= 1 && m_probe->capture->layer <= L;
        return r;
    }

private:
    bool capturing(int l) const { return m_probe && m_probe->capture && m_probe->capture->layer == l; }

    static void copyTensor(const Scaled<Scalar> &t, LayerTensor &to)
    {
        to.m = t.m.template cast<double>();
        to.log10 = t.log10;
        to.offset = t.offset;
    }

    static Eigen::MatrixXd trueValues(const Scaled<Scalar> &t)
    {
        if (t.isZero())
            return Eigen::MatrixXd::Zero(t.m.rows(), t.m.cols());
        return t.m.template cast<double>() * std::pow(10.0, t.log10);
    }

    void step()
    {
        ++m_done;
        if (m_callbacks.isCancelled && m_callbacks.isCancelled())
            throw Cancelled();
        if (m_callbacks.progress)
            m_callbacks.progress(m_done, m_total);
    }

    const Mat<Scalar> &maybeNudged(int l, const Mat<Scalar> &w)
    {
        if (!m_probe || m_probe->nudgeLayer != l)
            return w;
        m_w.nudged = w;
        m_w.nudged(m_probe->nudgeRow, m_probe->nudgeCol) +=
            Scalar(m_probe->nudge / std::pow(10.0, m_log10W));
        return m_w.nudged;
    }

    const Mat<Scalar> &weight(int l)
    {
        return maybeNudged(l, m_draws.weight(l, m_plan.cacheWeights, m_w.weightScratch, m_c.depth, m_drawHelper));
    }

    const RowVec<Scalar> &bias(int l) const
    {
        static const RowVec<Scalar> none;
        return hasBias(m_c) ? m_draws.biases[size_t(l - 1)] : none;
    }

    // out = in * W (+ b), W = 10^m_log10W * w.
    void linear(const Scaled<Scalar> &in, const Mat<Scalar> &w, int l, const RowVec<Scalar> &b,
                Scaled<Scalar> &out)
    {
        products::multiply(in.m, maybeNudged(l, w), false, out.m, m_helper);
        out.log10 = in.log10 + m_log10W;
        out.offset = 0.0;
        out.normalize();
        if (b.size()) {
            m_w.biasTerm.m = b.replicate(in.m.rows(), 1);
            m_w.biasTerm.log10 = 0.0;
            m_w.biasTerm.normalize();
            accumulateScaled(out, m_w.biasTerm);
        }
    }

    void forwardLayer(int l, const Scaled<Scalar> &in, Scaled<Scalar> &out, LayerCache<Scalar> &cache)
    {
        if (m_pre) {
            normForward(m_c.norm, m_eps, in, cache.u, cache.norm);
        } else {
            cache.u = in;
            cache.u.foldOffset(); // a linear map mixes a constant into every feature differently
        }
        const Mat<Scalar> &w = m_draws.weight(l, m_plan.cacheWeights, m_w.weightScratch, m_c.depth, m_drawHelper);
        linear(cache.u, w, l, bias(l), m_w.z);
        applyActivation(m_c.activation, m_w.z, m_w.a, cache.slope);
        if (capturing(l)) { // a checkpointed segment's recompute captures the same values again
            copyTensor(m_w.z, m_probe->capture->preActivation);
            copyTensor(m_w.a, m_probe->capture->activation);
        }
        Scaled<Scalar> *v = &m_w.a;
        if (m_c.residual) {
            m_w.a.foldOffset();
            m_w.a.log10 += m_log10Alpha;
            if (in.offset != 0.0) {
                m_w.folded = in;
                m_w.folded.foldOffset();
                addScaled(m_w.folded, m_w.a, m_w.v);
            } else {
                addScaled(in, m_w.a, m_w.v);
            }
            v = &m_w.v;
        }
        if (m_post)
            normForward(m_c.norm, m_eps, *v, out, cache.norm);
        else
            std::swap(out, *v);
    }

    // dz = dv * slope, each possibly an offset plus a deviation: the offsets' product becomes
    // dz's offset and the deviation is summed from its three scaled terms, so nothing below
    // double precision of the offsets is lost.
    void slopeProduct(const Scaled<Scalar> &dv, const Scaled<Scalar> &slope, Scaled<Scalar> &dz)
    {
        // The deviations' product, then (where there are offsets) the two cross terms.
        dz.m = dv.m.cwiseProduct(slope.m);
        dz.log10 = dv.log10 + slope.log10;
        dz.offset = 0.0;
        if (dz.log10 == kZeroLog)
            dz.m.setZero();
        dz.normalize();
        auto addTerm = [this, &dz](const Scaled<Scalar> &deviation, double factor) {
            if (factor == 0.0 || deviation.log10 == kZeroLog)
                return;
            Scaled<Scalar> &t = m_w.term;
            t.m = factor < 0 ? Mat<Scalar>(-deviation.m) : deviation.m;
            t.log10 = deviation.log10 + std::log10(std::fabs(factor));
            accumulateScaled(dz, t);
        };
        addTerm(dv, slope.offset);
        addTerm(slope, dv.offset);
        dz.offset = dv.offset * slope.offset;
    }

    // Returns nothing: the layer's weight-gradient norm goes to *norm, now or from the helper.
    void backwardLayer(int l, const Scaled<Scalar> &gOut, Scaled<Scalar> &gIn, LayerCache<Scalar> &cache,
                       double *norm, Eigen::MatrixXd *keep)
    {
        const Scaled<Scalar> *dv = &gOut;
        if (m_post) {
            // Without a head, the top block's gradient is the loss's: a multiple of its own norm's
            // output, whose backward has a closed form that stays exact at any magnitude.
            if (l == m_c.depth && !m_c.head)
                normBackwardOfOutput(m_c.norm, cache.norm, gOut.isZero() ? kZeroLog : m_log10LossGradCoef, m_w.dv);
            else
                normBackward(m_c.norm, cache.norm, gOut, m_w.dv);
            dv = &m_w.dv;
        }
        Scaled<Scalar> &dz = cache.dz;
        slopeProduct(*dv, cache.slope, dz);
        if (m_c.residual)
            dz.log10 += m_log10Alpha;
        // dz's offset is constant across the batch. Where a BatchNorm produced u and takes du,
        // that part adds nothing to dW (u's columns sum to zero) and nothing to the gradient
        // below (BatchNorm removes it): drop it exactly. Anywhere else it is folded in.
        if (dz.offset != 0.0 && !(m_pre && m_c.norm == Norm::Batch))
            dz.foldOffset();
        dz.offset = 0.0;
        const bool fail = m_probe && m_probe->failWeightGradNorms;
        if (m_helper && !keep) {
            NormScratch<Scalar> *scratch = &m_w.helperNorm;
            m_helper->push([&cache, scratch, norm, fail] {
                if (fail)
                    throw std::bad_alloc();
                *norm = weightGradNorm(cache.u, cache.dz, *scratch, nullptr);
            });
        } else {
            if (fail)
                throw std::bad_alloc();
            *norm = weightGradNorm(cache.u, dz, m_w.mainNorm, keep);
        }

        const Mat<Scalar> &w = weight(l);
        Scaled<Scalar> &du = m_w.du;
        products::multiply(dz.m, w, true, du.m, m_helper, m_backwardShare);
        du.log10 = dz.log10 + m_log10W;
        du.offset = 0.0;
        du.normalize();
        const Scaled<Scalar> *branch = &du;
        if (m_pre) {
            normBackward(m_c.norm, cache.norm, du, m_w.branch);
            branch = &m_w.branch;
        }
        if (m_c.residual)
            addScaled(*dv, *branch, gIn);
        else
            std::swap(gIn, branch == &du ? du : m_w.branch); // a move, not a copy
    }

    void summarize(Result &r) const
    {
        const int L = m_c.depth;
        const double first = r.log10GradNorm[0], last = r.log10GradNorm[size_t(L - 1)];
        if (last != kZeroLog) {
            r.log10FirstLastRatio = first - last; // -inf when the first is exactly zero
            if (L >= 2 && first != kZeroLog)
                r.log10Rho = (first - last) / double(L - 1);
        }
        double sumSquares = kZeroLog;
        for (double w : r.log10WeightGradNorm)
            sumSquares = log10Add(sumSquares, 2.0 * w);
        if (r.log10HeadWeightGradNorm)
            sumSquares = log10Add(sumSquares, 2.0 * *r.log10HeadWeightGradNorm);
        r.log10GlobalWeightGradNorm = 0.5 * sumSquares;
    }

    const ModelConfig &m_c;
    const MemoryPlan &m_plan;
    Draws<Scalar> &m_draws;
    Workspace<Scalar> &m_w;
    const Callbacks &m_callbacks;
    const Probe *m_probe;
    NormHelper *m_helper;     // null: norms on this thread
    NormHelper *m_drawHelper; // null: every weight drawn on this thread
    const double m_log10W, m_eps, m_log10Alpha;
    const bool m_pre, m_post;
    const double m_backwardShare;
    int m_done = 0, m_total = 0;
    double m_log10LossGradCoef = 0.0; // d loss / d out = 10^this * out
};

} // namespace

template<typename Scalar>
Result Engine::Impl::run(const ModelConfig &c, const MemoryPlan &plan, const Callbacks &callbacks,
                         const Probe *probe)
{
    Draws<Scalar> &d = draws<Scalar>();
    d.prepare(c, plan.cacheWeights);
    if (probe && probe->input
        && (probe->input->rows() != c.batch || probe->input->cols() != c.width))
        throw std::invalid_argument("probe input: must be batch x width");
    const bool twoCores = products::useSecondCore(double(c.batch) * c.width * c.width);
    const bool drawOnTwo = products::threads() > 1 && plan.cacheWeights && int(d.weights.size()) < c.depth
                           && drawsInParallel(c);
    if (!helper && (twoCores || drawOnTwo)) {
        Eigen::initParallel();
        helper = std::make_unique<NormHelper>();
    }
    Pass<Scalar> pass(c, plan, d, work<Scalar>(), callbacks, probe, twoCores ? helper.get() : nullptr,
                      drawOnTwo ? helper.get() : nullptr);
    return pass.run();
}

Engine::Engine() : m_impl(std::make_unique<Impl>()) {}
Engine::~Engine() = default;

Result Engine::compute(const ModelConfig &config, const RunSettings &run, const Callbacks &callbacks,
                       const Probe *probe)
{
    validate(config);
    validate(run);
    const MemoryPlan plan = planMemory(config, run);
    const auto start = std::chrono::steady_clock::now();
    Result r = config.precision == Precision::Float ? m_impl->run<float>(config, plan, callbacks, probe)
                                                    : m_impl->run<double>(config, plan, callbacks, probe);
    r.computeMs = std::chrono::duration<double, std::milli>(std::chrono::steady_clock::now() - start).count();
    r.run = run;
    applyClipLimit(r, run.clipLimit);
    return r;
}

void Engine::release() { m_impl = std::make_unique<Impl>(); }

std::int64_t Engine::weightMatricesDrawn() const { return m_impl->drawsD.drawn + m_impl->drawsF.drawn; }

} // namespace gradflow
