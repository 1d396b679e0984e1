// Engine speed: one recompute at the lesson size, and the large pass against the plain
// matrix products it contains, measured in the same run. Prints medians.
#include "engine.h"

#include <Eigen/Core>

#if defined(__FMA__) && defined(__AVX__)
#include <immintrin.h>
#endif

#include <algorithm>
#include <chrono>
#include <cstdio>
#include <vector>

using namespace gradflow;
using Clock = std::chrono::steady_clock;

namespace {

template<typename Fn>
std::vector<double> sortedMs(int runs, Fn fn)
{
    std::vector<double> times;
    for (int i = 0; i < runs; ++i) {
        const auto start = Clock::now();
        fn();
        times.push_back(std::chrono::duration<double, std::milli>(Clock::now() - start).count());
    }
    std::sort(times.begin(), times.end());
    return times;
}

template<typename Fn>
double medianMs(int runs, Fn fn)
{
    const std::vector<double> times = sortedMs(runs, fn);
    return times[times.size() / 2];
}

// The core's arithmetic ceiling for doubles: ten independent fused multiply-add chains, enough
// to hide the FMA latency, so the loop runs at the FMA units' throughput. No product of any
// library can beat this rate on one core; it bounds what a recompute can reach.
double peakGflops()
{
    constexpr long kIterations = 4'000'000;
    constexpr int kChains = 10;
    double sink = 0;
    // The fastest of several runs: a ceiling is what the core reached when nothing else ran.
    const double ms = sortedMs(7, [&] {
#if defined(__FMA__) && defined(__AVX__)
        __m256d acc[kChains];
        for (int i = 0; i < kChains; ++i)
            acc[i] = _mm256_set1_pd(i);
        const __m256d a = _mm256_set1_pd(1.0 - 1e-9), b = _mm256_set1_pd(1e-9);
        for (long n = 0; n < kIterations; ++n)
            for (int i = 0; i < kChains; ++i)
                acc[i] = _mm256_fmadd_pd(acc[i], a, b);
        double lanes[4];
        for (int i = 0; i < kChains; ++i) {
            _mm256_storeu_pd(lanes, acc[i]);
            sink += lanes[0];
        }
#else
        double acc[kChains * 4];
        for (int i = 0; i < kChains * 4; ++i)
            acc[i] = i;
        for (long n = 0; n < kIterations; ++n)
            for (double &x : acc)
                x = x * (1.0 - 1e-9) + 1e-9;
        for (double x : acc)
            sink += x;
#endif
    }).front();
    if (sink == 42.0)
        std::printf(" "); // keeps the chains alive
    return 2.0 * 4 * kChains * double(kIterations) / ms / 1e6;
}

} // namespace

int main()
{
    Engine engine;
    ModelConfig lesson; // depth 30, width 64, batch 32, ReLU He, double
    engine.compute(lesson);
    const double lessonMs = medianMs(301, [&] { engine.compute(lesson); });
    ModelConfig rescaled = lesson;
    int flip = 0;
    const double dragMs = medianMs(301, [&] {
        rescaled.initStd = (flip++ % 2) ? 0.05 : 0.08; // a std slider drag: draws are reused
        rescaled.init = Init::CustomStd;
        engine.compute(rescaled);
    });
    // The floor: the two products per layer on the critical path (h W forward, g W^T backward).
    Eigen::MatrixXd lh = Eigen::MatrixXd::Random(lesson.batch, lesson.width);
    Eigen::MatrixXd lw = Eigen::MatrixXd::Random(lesson.width, lesson.width), lout(lesson.batch, lesson.width);
    const double floorMs = medianMs(301, [&] {
        for (int l = 0; l < lesson.depth; ++l) {
            lout.noalias() = lh * lw;
            lout.noalias() = lh * lw.transpose();
        }
    });
    std::printf("lesson-size recompute (30 x 64 x 32, double): median %.3f ms; while dragging init std: %.3f ms; "
                "its 60 critical-path products alone: %.3f ms\n",
                lessonMs, dragMs, floorMs);
    // Arithmetic that no implementation can skip: 60 products of batch x width by width x width
    // on the critical path (each layer's h W, then g W^T), plus the weight-gradient norms, at
    // least a symmetric batch x batch Gram matrix of h and of g per layer (half of 2 b^2 n each).
    const double peak = peakGflops();
    const double b = lesson.batch, n = lesson.width, depth = lesson.depth;
    const double criticalFlop = 2.0 * depth * 2.0 * b * n * n;
    const double normFlop = depth * 2.0 * (b * b * n);
    std::printf("this core's double FMA peak: %.1f GFLOP/s; at that peak the critical-path products alone take "
                "%.3f ms on one core, and all required arithmetic %.3f ms split perfectly over two\n",
                peak, criticalFlop / peak / 1e6, (criticalFlop + normFlop) / 2.0 / peak / 1e6);

    ModelConfig big;
    big.depth = 100;
    big.width = 512;
    big.batch = 256;
    engine.compute(big);
    const double bigMs = medianMs(5, [&] { engine.compute(big); });
    // The same products the pass needs, alone: forward h W, backward g W^T, weight gradient u^T g.
    Eigen::MatrixXd h = Eigen::MatrixXd::Random(big.batch, big.width), w = Eigen::MatrixXd::Random(big.width, big.width);
    Eigen::MatrixXd out(big.batch, big.width), dw(big.width, big.width);
    const double gemmMs = medianMs(5, [&] {
        for (int l = 0; l < big.depth; ++l) {
            out.noalias() = h * w;
            out.noalias() = h * w.transpose();
            dw.noalias() = h.transpose() * out;
        }
    });
    const double flops = 3.0 * 2.0 * big.batch * double(big.width) * big.width * big.depth;
    std::printf("depth 100 x width 512 x batch 256: pass %.1f ms; its 300 matrix products alone %.1f ms (%.1f GFLOP/s); pass/products = %.0f%% of the product rate (norms on a second core where there is one)\n",
                bigMs, gemmMs, flops / gemmMs / 1e6, 100.0 * gemmMs / bigMs);
    std::printf("bench-engine lesson_ms=%.3f big_ms=%.1f gemm_ms=%.1f peak_gflops=%.1f\n", lessonMs, bigMs, gemmMs,
                peak);
    return 0;
}
