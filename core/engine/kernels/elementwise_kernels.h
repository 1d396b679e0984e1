#pragma once

// Training's elementwise work (the optimizer's update, its norms, the finite checks), compiled
// once per instruction set beside the product kernels and chosen with them. Every function
// gives the bits the baseline build's Eigen expressions gave: each entry is the same operations
// in the same order (no fused multiply-add: the file is built with -ffp-contract=off), and each
// sum adds in the order of Eigen's baseline reduction.

namespace gradflow::products {

// One tensor's update by the optimizer, entry by entry (core/training/optimizer.cpp):
//   g *= clipFactor (where clip), then the optimizer's step into g:
//     SGD       g = g * -rate
//     momentum  first = firstStep ? g : mu * first + g;  g = -rate * first
//     Adam      first = first * b1 + a1 * g;  second = second * b2 + (a2 * g) * g;
//               g = -stepSize * (first / (sqrt(second) / root2 + eps))
//   then w += g, change += g.
enum class UpdateRule { Sgd, Momentum, Adam };

template<typename Scalar>
struct UpdateJob
{
    long n = 0;
    Scalar *g = nullptr, *w = nullptr, *change = nullptr;
    Scalar *first = nullptr, *second = nullptr; // momentum's buffer, Adam's two moments
    UpdateRule rule = UpdateRule::Sgd;
    bool clip = false, firstStep = false;
    Scalar clipFactor = 1, rate = 0, mu = 0;
    Scalar b1 = 0, b2 = 0, a1 = 0, a2 = 0, stepSize = 0, root2 = 1, eps = 0;
};

struct ElementwiseKernels
{
    const char *isa;
    // The update above; true where every updated w is finite. `squares`, where given, receives
    // the update's sum of squares in double, as squares() sums it.
    bool (*updateDouble)(const UpdateJob<double> &job, double *squares);
    bool (*updateFloat)(const UpdateJob<float> &job, double *squares);
    // Sum of x_i^2 in double, in the order of Eigen's baseline squaredNorm() (of the cast to double
    // for float), for `count` tensors at once: out[t] for tensor t of sizes[t] entries at x[t].
    void (*squaresDouble)(int count, const double *const *x, const long *sizes, double *out);
    void (*squaresFloat)(int count, const float *const *x, const long *sizes, double *out);
    // Whether all n entries are finite.
    bool (*finiteDouble)(long n, const double *x);
    bool (*finiteFloat)(long n, const float *x);
    // out = a * b entry by entry (n entries).
    void (*multiplyDouble)(long n, const double *a, const double *b, double *out);
    void (*multiplyFloat)(long n, const float *a, const float *b, float *out);
};

extern const ElementwiseKernels kElementwiseBaseline;
#if defined(__x86_64__)
extern const ElementwiseKernels kElementwiseV3;
extern const ElementwiseKernels kElementwiseV4;
#endif

} // namespace gradflow::products
