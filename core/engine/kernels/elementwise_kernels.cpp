// Training's elementwise kernels of one instruction set (elementwise_kernels.h); CMake compiles
// this file once per x86-64 level beside products_kernels.cpp, with -ffp-contract=off so no
// multiply and add fuse into one rounding, and GRADFLOW_ELEMENTWISE naming the table.
#include "core/engine/kernels/elementwise_kernels.h"

#include <algorithm>
#include <cmath>
#include <cstdint>
#include <cstring>
#include <limits>

#if defined(__SSE__)
#include <immintrin.h>
#endif

#ifndef GRADFLOW_ELEMENTWISE
#define GRADFLOW_ELEMENTWISE kElementwiseBaseline
#define GRADFLOW_KERNELS_ISA "generic"
#endif

namespace gradflow::products {

namespace {

// Four doubles: two SSE2 registers in the baseline build, one AVX register above it.
typedef double Lanes __attribute__((vector_size(32)));

Lanes load4(const double *x)
{
    Lanes v;
    std::memcpy(&v, x, sizeof v);
    return v;
}

// The tail of Eigen's baseline sum of squares: its packet sums (lanes 0 and 2, 1 and 3), the
// last whole packet, the two halves, then the leftover entry.
double finishSquares(Lanes acc, long n, const double *x)
{
    const long pairs = n / 2 * 2, quads = n / 4 * 4;
    double p0 = acc[0] + acc[2], p1 = acc[1] + acc[3];
    if (pairs > quads) {
        p0 = p0 + x[quads] * x[quads];
        p1 = p1 + x[quads + 1] * x[quads + 1];
    }
    double sum = p0 + p1;
    for (long i = pairs; i < n; ++i)
        sum = sum + x[i] * x[i];
    return sum;
}

// Eigen's squaredNorm() of n doubles as the baseline build runs it: two packets of two lanes
// (lane j sums the entries i = j mod 4, in order) over the whole groups of four, then
// finishSquares(). Sizes below four take its shorter paths.
double squaresShort(long n, const double *x)
{
    if (n == 0)
        return 0.0;
    if (n == 1)
        return x[0] * x[0];
    double sum = x[0] * x[0] + x[1] * x[1];
    for (long i = 2; i < n; ++i)
        sum = sum + x[i] * x[i];
    return sum;
}

// AVX's sixteen registers hold eight tensors' accumulators; SSE2's hold four.
#if defined(__AVX__)
constexpr int kGroup = 8;
#else
constexpr int kGroup = 4;
#endif

// Up to kGroup tensors at once: each lane of each accumulator is one chain of additions, so
// four tensors' chains run side by side instead of one after another.
void squaresDouble(int count, const double *const *x, const long *sizes, double *out)
{
    for (int t0 = 0; t0 < count; t0 += kGroup) {
        const int group = std::min(kGroup, count - t0);
        Lanes acc[kGroup] = {};
        long common = -1;
        for (int k = 0; k < group; ++k) {
            const long n = sizes[t0 + k];
            if (n >= 4)
                acc[k] = load4(x[t0 + k]) * load4(x[t0 + k]);
            common = common < 0 ? n / 4 * 4 : std::min(common, n / 4 * 4);
        }
        for (long i = 4; i < common; i += 4) {
            for (int k = 0; k < group; ++k) {
                const Lanes v = load4(x[t0 + k] + i);
                acc[k] = acc[k] + v * v;
            }
        }
        for (int k = 0; k < group; ++k) {
            const long n = sizes[t0 + k], quads = n / 4 * 4;
            const double *p = x[t0 + k];
            if (n < 4) {
                out[t0 + k] = squaresShort(n, p);
                continue;
            }
            for (long i = std::max(common, 4L); i < quads; i += 4) {
                const Lanes v = load4(p + i);
                acc[k] = acc[k] + v * v;
            }
            out[t0 + k] = finishSquares(acc[k], n, p);
        }
    }
}

// Eigen's squaredNorm() of a float tensor's cast to double adds its squares one after another:
// here kGroup tensors' chains side by side.
void squaresFloat(int count, const float *const *x, const long *sizes, double *out)
{
    for (int t0 = 0; t0 < count; t0 += kGroup) {
        const int group = std::min(kGroup, count - t0);
        double acc[kGroup] = {};
        long common = sizes[t0];
        for (int k = 0; k < group; ++k)
            common = std::min(common, sizes[t0 + k]);
        for (int k = 0; k < group; ++k)
            acc[k] = sizes[t0 + k] > 0 ? double(x[t0 + k][0]) * double(x[t0 + k][0]) : 0.0;
        for (long i = 1; i < common; ++i) {
            for (int k = 0; k < group; ++k) {
                const double v = x[t0 + k][i];
                acc[k] = acc[k] + v * v;
            }
        }
        for (int k = 0; k < group; ++k) {
            for (long i = std::max(common, 1L); i < sizes[t0 + k]; ++i) {
                const double v = x[t0 + k][i];
                acc[k] = acc[k] + v * v;
            }
            out[t0 + k] = acc[k];
        }
    }
}

// The bits of a Scalar, and its exponent field: all ones for an infinity or a NaN.
template<typename Scalar>
struct Bits;
template<>
struct Bits<double>
{
    using Word = std::uint64_t;
    static constexpr Word kExponent = 0x7ff0000000000000ULL;
};
template<>
struct Bits<float>
{
    using Word = std::uint32_t;
    static constexpr Word kExponent = 0x7f800000U;
};

// 1 where x is an infinity or a NaN: a test on its bits, which vectorizes at any width.
template<typename Scalar>
typename Bits<Scalar>::Word notFinite(Scalar x)
{
    typename Bits<Scalar>::Word w;
    std::memcpy(&w, &x, sizeof w);
    return (w & Bits<Scalar>::kExponent) == Bits<Scalar>::kExponent;
}

template<typename Scalar>
bool finite(long n, const Scalar *x)
{
    typename Bits<Scalar>::Word bad = 0;
    for (long i = 0; i < n; ++i)
        bad |= notFinite(x[i]);
    return bad == 0;
}

template<typename Scalar>
void multiply(long n, const Scalar *a, const Scalar *b, Scalar *out)
{
    for (long i = 0; i < n; ++i)
        out[i] = a[i] * b[i];
}

// out = sqrt(v) as Eigen's baseline build takes it inside an expression: IEEE's for double; for
// float, its fast square root on each whole group of four entries (an estimate of 1 / sqrt from
// rsqrtps, one Newton step, entries below the smallest normal float flushed to 0), the library's
// on the last few. rsqrtps's estimate is the CPU's own: the same in every build on one CPU.
void eigenSqrt(long n, const double *v, double *out)
{
    for (long i = 0; i < n; ++i)
        out[i] = std::sqrt(v[i]);
}

void eigenSqrt(long n, const float *v, float *out)
{
    long i = 0;
#if defined(__SSE__)
    const __m128 minusHalf = _mm_set1_ps(-0.5f), threeHalves = _mm_set1_ps(1.5f);
    const __m128 smallest = _mm_set1_ps(std::numeric_limits<float>::min()), zero = _mm_setzero_ps();
    for (; i + 4 <= n; i += 4) {
        const __m128 x = _mm_loadu_ps(v + i);
        const __m128 halfX = _mm_mul_ps(x, minusHalf);
        const __m128 denormal = _mm_andnot_ps(_mm_cmplt_ps(x, zero), _mm_cmplt_ps(x, smallest));
        __m128 r = _mm_rsqrt_ps(x);
        r = _mm_mul_ps(r, _mm_add_ps(_mm_mul_ps(halfX, _mm_mul_ps(r, r)), threeHalves));
        _mm_storeu_ps(out + i, _mm_andnot_ps(denormal, _mm_mul_ps(x, r)));
    }
#endif
    for (; i < n; ++i)
        out[i] = std::sqrt(v[i]);
}

// Adam's moments, then its step into g (g holds the square roots in between).
template<typename Scalar>
void adam(const UpdateJob<Scalar> &j)
{
    Scalar *__restrict g = j.g, *__restrict first = j.first, *__restrict second = j.second;
    for (long i = 0; i < j.n; ++i) {
        first[i] = first[i] * j.b1 + j.a1 * g[i];
        second[i] = second[i] * j.b2 + (j.a2 * g[i]) * g[i];
    }
    eigenSqrt(j.n, second, g);
    const Scalar minusStep = -j.stepSize;
    for (long i = 0; i < j.n; ++i)
        g[i] = minusStep * (first[i] / (g[i] / j.root2 + j.eps));
}

// w += d, change += d for the update d = g; whether every w is finite.
template<typename Scalar>
bool apply(long n, const Scalar *__restrict g, Scalar *__restrict w, Scalar *__restrict change)
{
    typename Bits<Scalar>::Word bad = 0;
    for (long i = 0; i < n; ++i) {
        w[i] = w[i] + g[i];
        change[i] = change[i] + g[i];
        bad |= notFinite(w[i]);
    }
    return bad == 0;
}

// The optimizer's step into g (elementwise_kernels.h), then w += g and change += g; whether every
// w is finite. SGD and momentum in one pass over the entries.
template<typename Scalar>
bool step(const UpdateJob<Scalar> &j)
{
    Scalar *__restrict g = j.g, *__restrict w = j.w, *__restrict change = j.change;
    Scalar *__restrict first = j.first;
    const Scalar minusRate = -j.rate, factor = j.clipFactor;
    const bool clip = j.clip;
    typename Bits<Scalar>::Word bad = 0;
    switch (j.rule) {
    case UpdateRule::Sgd:
        for (long i = 0; i < j.n; ++i) {
            const Scalar d = (clip ? g[i] * factor : g[i]) * minusRate;
            g[i] = d;
            w[i] = w[i] + d;
            change[i] = change[i] + d;
            bad |= notFinite(w[i]);
        }
        return bad == 0;
    case UpdateRule::Momentum:
        for (long i = 0; i < j.n; ++i) {
            const Scalar grad = clip ? g[i] * factor : g[i];
            first[i] = j.firstStep ? grad : j.mu * first[i] + grad;
            const Scalar d = minusRate * first[i];
            g[i] = d;
            w[i] = w[i] + d;
            change[i] = change[i] + d;
            bad |= notFinite(w[i]);
        }
        return bad == 0;
    case UpdateRule::Adam:
        if (clip) {
            for (long i = 0; i < j.n; ++i)
                g[i] = g[i] * factor;
        }
        adam(j);
        break;
    }
    return apply(j.n, g, w, change);
}

bool updateDouble(const UpdateJob<double> &job, double *squares)
{
    const bool ok = step(job);
    if (squares)
        squaresDouble(1, &job.g, &job.n, squares);
    return ok;
}

bool updateFloat(const UpdateJob<float> &job, double *squares)
{
    const bool ok = step(job);
    if (squares) {
        const float *g = job.g;
        squaresFloat(1, &g, &job.n, squares);
    }
    return ok;
}

} // namespace

extern const ElementwiseKernels GRADFLOW_ELEMENTWISE = {GRADFLOW_KERNELS_ISA, &updateDouble,     &updateFloat,
                                                        &squaresDouble,       &squaresFloat,     &finite<double>,
                                                        &finite<float>,       &multiply<double>, &multiply<float>};

} // namespace gradflow::products
