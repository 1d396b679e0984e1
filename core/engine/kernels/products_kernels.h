#pragma once

// One build of the product kernels (products_kernels.cpp), compiled once per instruction set.
// Plain pointers only: each build has its own copy of Eigen (renamed), so nothing compiled for
// a wider unit can be linked into code that runs on a narrower one.

namespace gradflow::products {

struct ElementwiseKernels;

struct Kernels
{
    const char *isa;
    // Column-major c (m x n) = op(a) op(b), op transposing where the flag is set; k is the
    // inner size.
    void (*gemmDouble)(bool transA, bool transB, long m, long n, long k, const double *a, long lda, const double *b,
                       long ldb, double *c, long ldc);
    void (*gemmFloat)(bool transA, bool transB, long m, long n, long k, const float *a, long lda, const float *b,
                      long ldb, float *c, long ldc);
    // c (rows x rows) = lower triangle of x x^T for x rows x cols; the upper triangle is zeroed.
    void (*gramDouble)(long rows, long cols, const double *x, long ldx, double *c, long ldc);
    void (*gramFloat)(long rows, long cols, const float *x, long ldx, float *c, long ldc);
    // Householder QR of a (rows x cols, column-major, in place: Eigen's packed factors, R in the
    // upper triangle) and its thin Q (rows x min(rows, cols)) in q; poll(context), where given, is
    // called before each panel of 48 columns (it may throw to stop).
    void (*householderQrDouble)(long rows, long cols, double *a, double *q, void (*poll)(void *), void *context);
    // Whether c = a op(b), a column-major m x k, runs Eigen's blocked kernel: then packRhs lays
    // op(b) out (k * n entries) as that product would, once for every product of these sizes.
    bool (*blocked)(long m, long n, long k);
    void (*packRhsDouble)(bool transB, long m, long n, long k, const double *b, long ldb, double *packed);
    void (*packRhsFloat)(bool transB, long m, long n, long k, const float *b, long ldb, float *packed);
    // c (m x n, column-major) = a op(b) for op(b) packed above: the same bits as gemm's.
    void (*gemmPackedDouble)(long m, long n, long k, const double *a, long lda, const double *packed, double *c,
                             long ldc);
    void (*gemmPackedFloat)(long m, long n, long k, const float *a, long lda, const float *packed, float *c, long ldc);
    // max |x_i| of n contiguous entries, 0 for none: the log scaling's scan of every tensor.
    double (*maxAbsDouble)(long n, const double *x);
    float (*maxAbsFloat)(long n, const float *x);
    // Training's elementwise kernels of the same build (elementwise_kernels.h).
    const ElementwiseKernels *elementwise;
};

extern const Kernels kKernelsBaseline; // x86-64 (SSE2), or the compiler's default elsewhere
#if defined(__x86_64__)
extern const Kernels kKernelsV3; // AVX2 + FMA
extern const Kernels kKernelsV4; // AVX-512
#endif

} // namespace gradflow::products
