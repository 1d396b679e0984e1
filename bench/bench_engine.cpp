// The engine's side of bench/run, and the core's arithmetic ceiling.
//   bench_engine            one human-readable summary (lesson size, depth 100 x 512 x 256)
//   bench_engine --serve    answers bench/fair.py line by line on stdin, so the engine is timed
//                           in turn with numpy and PyTorch in one run:
//     pass DEPTH WIDTH BATCH PRECISION DRAWS REPS   -> REPS times in ms (DRAWS 1: a new
//                                                      engine each time, so drawing is timed)
//     peak                                          -> the widest FMA unit's double GFLOP/s
//     isa                                           -> the product kernels' instruction set
//     products BATCH WIDTH REPS                     -> GFLOP/s of the engine's kernels on one thread
//                                                      for a layer's three products (h W, g W^T,
//                                                      u^T dz at batch x width), fastest of REPS
//     threads N                                     -> N: the threads passes use from now (1 or 2)
//     handoffs adaptive|helper|alone                -> the same word: where the second core's jobs go
//     alone                                         -> batches kept on one thread by the hand-off
//                                                      policy, and jobs run on the helper, so far
#include "bench/serve.h"
#include "core/engine/engine.h"
#include "core/engine/kernels/products.h"
#include "bench/stats.h"

#include <immintrin.h>

#include <algorithm>
#include <array>
#include <chrono>
#include <cstdio>
#include <sstream>
#include <stdexcept>
#include <string>
#include <vector>

using namespace gradflow;
using Clock = std::chrono::steady_clock;

namespace {

template<typename Fn>
std::vector<double> timesMs(int runs, Fn fn)
{
    std::vector<double> times;
    for (int i = 0; i < runs; ++i) {
        const auto start = Clock::now();
        fn();
        times.push_back(std::chrono::duration<double, std::milli>(Clock::now() - start).count());
    }
    return times;
}

constexpr long kIterations = 4'000'000;
constexpr int kChains = 12; // independent FMA chains: enough to hide the latency on two FMA pipes

// Each variant returns a value that depends on every chain, so nothing is optimized away.
__attribute__((target("avx512f"))) double fmaChains512()
{
    __m512d acc[kChains];
    for (int i = 0; i < kChains; ++i)
        acc[i] = _mm512_set1_pd(i);
    const __m512d a = _mm512_set1_pd(1.0 - 1e-9), b = _mm512_set1_pd(1e-9);
    for (long n = 0; n < kIterations; ++n)
        for (int i = 0; i < kChains; ++i)
            acc[i] = _mm512_fmadd_pd(acc[i], a, b);
    // Summed through memory: GCC 12 warns of an uninitialised value inside _mm512_reduce_add_pd.
    alignas(64) double lanes[8];
    double sum = 0;
    for (int i = 0; i < kChains; ++i) {
        _mm512_store_pd(lanes, acc[i]);
        for (double lane : lanes)
            sum += lane;
    }
    return sum;
}

__attribute__((target("avx2,fma"))) double fmaChains256()
{
    __m256d acc[kChains];
    for (int i = 0; i < kChains; ++i)
        acc[i] = _mm256_set1_pd(i);
    const __m256d a = _mm256_set1_pd(1.0 - 1e-9), b = _mm256_set1_pd(1e-9);
    for (long n = 0; n < kIterations; ++n)
        for (int i = 0; i < kChains; ++i)
            acc[i] = _mm256_fmadd_pd(acc[i], a, b);
    double lanes[4], sum = 0;
    for (int i = 0; i < kChains; ++i) {
        _mm256_storeu_pd(lanes, acc[i]);
        sum += lanes[0] + lanes[1] + lanes[2] + lanes[3];
    }
    return sum;
}

double mulAddChains128()
{
    __m128d acc[kChains];
    for (int i = 0; i < kChains; ++i)
        acc[i] = _mm_set1_pd(i);
    const __m128d a = _mm_set1_pd(1.0 - 1e-9), b = _mm_set1_pd(1e-9);
    for (long n = 0; n < kIterations; ++n)
        for (int i = 0; i < kChains; ++i)
            acc[i] = _mm_add_pd(_mm_mul_pd(acc[i], a), b);
    double lanes[2], sum = 0;
    for (int i = 0; i < kChains; ++i) {
        _mm_storeu_pd(lanes, acc[i]);
        sum += lanes[0] + lanes[1];
    }
    return sum;
}

// The core's double arithmetic ceiling on its widest vector unit, fastest of 7 runs (a ceiling
// is what the core reached when nothing else ran). No product of any library beats it.
struct Peak
{
    const char *unit;
    double gflops;
};

Peak peakGflops()
{
    int lanes = 2;
    const char *unit = "SSE2 (no FMA)";
    double (*chains)() = mulAddChains128;
    if (__builtin_cpu_supports("avx512f")) {
        lanes = 8;
        unit = "AVX-512 FMA";
        chains = fmaChains512;
    } else if (__builtin_cpu_supports("avx2") && __builtin_cpu_supports("fma")) {
        lanes = 4;
        unit = "AVX2 FMA";
        chains = fmaChains256;
    }
    volatile double sink = 0;
    std::vector<double> ms = timesMs(7, [&] { sink = sink + chains(); });
    const double best = *std::min_element(ms.begin(), ms.end());
    return {unit, 2.0 * lanes * kChains * double(kIterations) / best / 1e6};
}

// A layer's three products at batch x width on the calling thread, as the pass runs them
// (products.h), each the fastest of reps: GFLOP/s for h W, g W^T and u^T dz.
std::array<double, 3> productRates(int batch, int width, int reps)
{
    using M = products::Matrix<double>;
    const M h = M::Random(batch, width), w = M::Random(width, width);
    M out(batch, width), grad(width, width);
    const int inner = std::max(1, int(4e7 / (2.0 * batch * width * width))); // about 1 ms a timing
    const auto best = [&](auto product) {
        const std::vector<double> ms = timesMs(reps, [&] {
            for (int i = 0; i < inner; ++i)
                product();
        });
        return 2.0 * batch * width * double(width) * inner / *std::min_element(ms.begin(), ms.end()) / 1e6;
    };
    return {best([&] { products::multiply<double>(h, w, false, out, nullptr); }),
            best([&] { products::multiply<double>(h, w, true, out, nullptr); }),
            best([&] { products::multiplyTransposedA<double>(h, out, grad); })};
}

std::vector<double> timePasses(const ModelConfig &c, bool draws, int reps)
{
    static Engine engine; // kept, as the window keeps it
    engine.compute(c);    // the buffers and the draws of the first pass are not timed
    if (draws) {
        // A new seed every pass, as New seed in the window and numpy's rng in fair.py: every
        // weight drawn again, into a process that already holds its memory.
        ModelConfig seeded = c;
        return timesMs(reps, [&] {
            ++seeded.seed;
            engine.compute(seeded);
        });
    }
    return timesMs(reps, [&] { engine.compute(c); }); // the draws reused, as when a slider moves
}

int serve()
{
    return serveLines({
        {"pass",
         [](std::istringstream &in) {
             int depth = 0, width = 0, batch = 0, draws = 0, reps = 0;
             std::string precision;
             in >> depth >> width >> batch >> precision >> draws >> reps;
             for (double t : timePasses(servedModel(depth, width, batch, precision), draws != 0, reps))
                 std::printf("%.5f ", t);
             std::printf("\n");
         }},
        {"peak",
         [](std::istringstream &) {
             const Peak p = peakGflops();
             std::printf("%.2f %s\n", p.gflops, p.unit);
         }},
        {"products",
         [](std::istringstream &in) {
             int batch = 0, width = 0, reps = 0;
             in >> batch >> width >> reps;
             if (batch <= 0 || width <= 0 || reps <= 0)
                 throw std::invalid_argument("products takes BATCH WIDTH REPS, each positive");
             for (double rate : productRates(batch, width, reps))
                 std::printf("%.2f ", rate);
             std::printf("\n");
         }},
        {"threads",
         [](std::istringstream &in) {
             int count = 2;
             in >> count;
             products::setThreads(count);
             std::printf("%d\n", products::threads());
         }},
    });
}

} // namespace

int main(int argc, char **argv)
{
    if (argc > 1 && std::string(argv[1]) == "--serve")
        return serve();
    const double lessonMs = median(timePasses(servedModel(30, 64, 32, "double"), false, 301));
    const double bigMs = median(timePasses(servedModel(100, 512, 256, "double"), false, 5));
    const double bigFloatMs = median(timePasses(servedModel(100, 512, 256, "float"), false, 5));
    const Peak peak = peakGflops();
    std::printf("product kernels: %s; %s peak %.1f GFLOP/s per core (double)\n", products::isaName(), peak.unit,
                peak.gflops);
    std::printf("lesson size 30 x 64 x 32, double: median %.3f ms\n", lessonMs);
    std::printf("depth 100 x width 512 x batch 256: double %.1f ms, float %.1f ms (%.2fx)\n", bigMs, bigFloatMs,
                bigMs / bigFloatMs);
    return 0;
}
