// The product kernels of one instruction set; CMake compiles this file once per x86-64 level
// with -march and GRADFLOW_KERNELS naming the table. Eigen is renamed per build (-DEigen=...)
// so its out-of-line functions never merge with another build's at link time.
#include "products_kernels.h"

#include <Eigen/Core>

#ifndef GRADFLOW_KERNELS
#define GRADFLOW_KERNELS kKernelsBaseline
#define GRADFLOW_KERNELS_ISA "generic"
#endif

namespace gradflow::products {

namespace {

template<typename Scalar>
using ConstMap = Eigen::Map<const Eigen::Matrix<Scalar, Eigen::Dynamic, Eigen::Dynamic>, 0, Eigen::OuterStride<>>;
template<typename Scalar>
using MutMap = Eigen::Map<Eigen::Matrix<Scalar, Eigen::Dynamic, Eigen::Dynamic>, 0, Eigen::OuterStride<>>;

template<typename Scalar>
void gemm(bool transA, bool transB, long m, long n, long k, const Scalar *a, long lda, const Scalar *b, long ldb,
          Scalar *c, long ldc)
{
    const ConstMap<Scalar> A(a, transA ? k : m, transA ? m : k, Eigen::OuterStride<>(lda));
    const ConstMap<Scalar> B(b, transB ? n : k, transB ? k : n, Eigen::OuterStride<>(ldb));
    MutMap<Scalar> C(c, m, n, Eigen::OuterStride<>(ldc));
    if (transA && transB)
        C.noalias() = A.transpose() * B.transpose();
    else if (transA)
        C.noalias() = A.transpose() * B;
    else if (transB)
        C.noalias() = A * B.transpose();
    else
        C.noalias() = A * B;
}

template<typename Scalar>
void gram(long rows, long cols, const Scalar *x, long ldx, Scalar *c, long ldc)
{
    const ConstMap<Scalar> X(x, rows, cols, Eigen::OuterStride<>(ldx));
    MutMap<Scalar> C(c, rows, rows, Eigen::OuterStride<>(ldc));
    C.setZero();
    C.template selfadjointView<Eigen::Lower>().rankUpdate(X);
}

} // namespace

extern const Kernels GRADFLOW_KERNELS = {GRADFLOW_KERNELS_ISA, &gemm<double>, &gemm<float>, &gram<double>,
                                         &gram<float>};

} // namespace gradflow::products
