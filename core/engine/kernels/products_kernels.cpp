// The product kernels of one instruction set; CMake compiles this file once per x86-64 level
// with -march and GRADFLOW_KERNELS naming the table. Eigen is renamed per build (-DEigen=...)
// so its out-of-line functions never merge with another build's at link time.
#include "core/engine/kernels/products_kernels.h"

#include "core/engine/kernels/elementwise_kernels.h"

#include <Eigen/Core>
#include <Eigen/QR>

#include <algorithm>
#include <cstddef>

#ifndef GRADFLOW_KERNELS
#define GRADFLOW_KERNELS kKernelsBaseline
#define GRADFLOW_KERNELS_ISA "generic"
#define GRADFLOW_ELEMENTWISE kElementwiseBaseline
#endif

namespace gradflow::products {

namespace {

template<typename Scalar>
using ConstMap = Eigen::Map<const Eigen::Matrix<Scalar, Eigen::Dynamic, Eigen::Dynamic>, 0, Eigen::OuterStride<>>;
template<typename Scalar>
using MutMap = Eigen::Map<Eigen::Matrix<Scalar, Eigen::Dynamic, Eigen::Dynamic>, 0, Eigen::OuterStride<>>;

// Eigen's products allocate their packing blocks (up to about 1.5 MB, bounded by its cache
// blocking) on every call. glibc returns blocks that size to the system on free, so each product
// faulted them in again: a one-thread pass at depth 100 x 512 x 256 took 3.2x the CPU time.
// Each thread keeps its two blocks instead, grown to the largest product it has run.
template<typename Scalar>
Scalar *keptBlock(int which, Eigen::Index size)
{
    struct Block
    {
        Scalar *data = nullptr;
        Eigen::Index size = 0;
        ~Block() { Eigen::internal::aligned_free(data); }
    };
    thread_local Block blocks[2];
    Block &b = blocks[which];
    if (b.size < size) {
        Eigen::internal::aligned_free(b.data);
        b = Block{};
        b.data = static_cast<Scalar *>(Eigen::internal::aligned_malloc(std::size_t(size) * sizeof(Scalar)));
        b.size = size;
    }
    return b.data;
}

// The blocking Eigen's own product would choose (gemm_blocking_space), on this thread's kept
// blocks. `blockColumns` is Eigen's l3_blocking: true for a general product, false for a rank
// update.
template<typename Scalar>
class KeptBlocking : public Eigen::internal::level3_blocking<Scalar, Scalar>
{
public:
    KeptBlocking(Eigen::Index rows, Eigen::Index cols, Eigen::Index depth, bool blockColumns)
    {
        this->m_mc = rows;
        this->m_nc = cols;
        this->m_kc = depth;
        Eigen::Index n = cols;
        Eigen::internal::computeProductBlockingSizes<Scalar, Scalar, 1, Eigen::Index>(
            this->m_kc, this->m_mc, blockColumns ? this->m_nc : n, Eigen::Index(1));
        this->m_blockA = keptBlock<Scalar>(0, this->m_mc * this->m_kc);
        this->m_blockB = keptBlock<Scalar>(1, this->m_kc * this->m_nc);
    }
};

// Whether Eigen's expression `C = op(A) op(B)` would run its blocked kernel (not the
// coefficient-based product of tiny sizes, nor a matrix-vector product): only then is it
// called directly, so every result keeps the same bits.
bool blockedProduct(long m, long n, long k)
{
    return m > 1 && n > 1 && k + m + n >= EIGEN_GEMM_TO_COEFFBASED_THRESHOLD;
}

// c = 0 (m x n, column-major): Eigen's kernel adds its product to c.
template<typename Scalar>
void clear(long m, long n, Scalar *c, long ldc)
{
    for (long j = 0; j < n; ++j)
        std::fill(c + j * ldc, c + j * ldc + m, Scalar(0));
}

template<typename Scalar, int LhsOrder, int RhsOrder>
void blockedGemm(long m, long n, long k, const Scalar *a, long lda, const Scalar *b, long ldb, Scalar *c, long ldc)
{
    clear(m, n, c, ldc);
    KeptBlocking<Scalar> blocking(m, n, k, true);
    Eigen::internal::general_matrix_matrix_product<Eigen::Index, Scalar, LhsOrder, false, Scalar, RhsOrder, false,
                                                   Eigen::ColMajor, 1>::run(m, n, k, a, lda, b, ldb, c, 1, ldc,
                                                                            Scalar(1), blocking, nullptr);
}

// C = op(A) op(B) by Eigen's expression (a matrix-vector or a coefficient-based product).
template<typename Lhs, typename Rhs, typename Out>
void product(bool transA, bool transB, const Lhs &A, const Rhs &B, Out &C)
{
    if (transA && transB)
        C.noalias() = A.transpose() * B.transpose();
    else if (transA)
        C.noalias() = A.transpose() * B;
    else if (transB)
        C.noalias() = A * B.transpose();
    else
        C.noalias() = A * B;
}

// Eigen's coefficient-based product of tiny sizes starts its vectors on the register width's
// boundary, so its order of additions would follow where the caller's buffers sit in memory,
// which moves from one run to the next. On copies in this build's own aligned storage the order
// depends on the sizes alone: the same input gives the same bits in every run. The sizes are
// below Eigen's threshold for its kernels (a few dozen entries), so the copies cost nothing.
template<typename Scalar>
void smallProduct(bool transA, bool transB, const ConstMap<Scalar> &A, const ConstMap<Scalar> &B, MutMap<Scalar> &C)
{
    using Dense = Eigen::Matrix<Scalar, Eigen::Dynamic, Eigen::Dynamic>;
    const Dense a = A, b = B;
    Dense c(C.rows(), C.cols());
    product(transA, transB, a, b, c);
    C = c;
}

template<typename Scalar>
void gemm(bool transA, bool transB, long m, long n, long k, const Scalar *a, long lda, const Scalar *b, long ldb,
          Scalar *c, long ldc)
{
    using Eigen::ColMajor;
    using Eigen::RowMajor;
    if (blockedProduct(m, n, k)) {
        if (transA && transB)
            blockedGemm<Scalar, RowMajor, RowMajor>(m, n, k, a, lda, b, ldb, c, ldc);
        else if (transA)
            blockedGemm<Scalar, RowMajor, ColMajor>(m, n, k, a, lda, b, ldb, c, ldc);
        else if (transB)
            blockedGemm<Scalar, ColMajor, RowMajor>(m, n, k, a, lda, b, ldb, c, ldc);
        else
            blockedGemm<Scalar, ColMajor, ColMajor>(m, n, k, a, lda, b, ldb, c, ldc);
        return;
    }
    const ConstMap<Scalar> A(a, transA ? k : m, transA ? m : k, Eigen::OuterStride<>(lda));
    const ConstMap<Scalar> B(b, transB ? n : k, transB ? k : n, Eigen::OuterStride<>(ldb));
    MutMap<Scalar> C(c, m, n, Eigen::OuterStride<>(ldc));
    if (k + m + n < EIGEN_GEMM_TO_COEFFBASED_THRESHOLD)
        smallProduct(transA, transB, A, B, C);
    else
        product(transA, transB, A, B, C); // a matrix-vector product: Eigen's kernel reads unaligned, in one order
}

// Eigen's product c = a op(b) (a column-major) on one thread: for each block of a's rows and
// each block of the depth, pack that block of a; for each block of op(b) in that depth, pack
// it and run the kernel on the two. The blocks of op(b) are the same for every product of these
// sizes: packed once, block after block (k * n entries), a product only packs a and runs the
// kernel, and gives the same bits.
template<typename Scalar, int RhsOrder>
void packRhsAs(long m, long n, long k, const Scalar *b, long ldb, Scalar *packed)
{
    using Traits = Eigen::internal::gebp_traits<Scalar, Scalar>;
    using RhsMapper = Eigen::internal::const_blas_data_mapper<Scalar, Eigen::Index, RhsOrder>;
    Eigen::internal::gemm_pack_rhs<Scalar, Eigen::Index, RhsMapper, Traits::nr, RhsOrder> pack;
    const RhsMapper rhs(b, ldb);
    KeptBlocking<Scalar> blocking(m, n, k, true);
    const Eigen::Index kc = blocking.kc(), nc = std::min<Eigen::Index>(n, blocking.nc());
    for (Eigen::Index k2 = 0; k2 < k; k2 += kc) {
        const Eigen::Index depth = std::min<Eigen::Index>(k2 + kc, k) - k2;
        for (Eigen::Index j2 = 0; j2 < n; j2 += nc) {
            const Eigen::Index cols = std::min<Eigen::Index>(j2 + nc, n) - j2;
            pack(packed + k2 * n + j2 * depth, rhs.getSubMapper(k2, j2), depth, cols);
        }
    }
}

template<typename Scalar>
void packRhs(bool transB, long m, long n, long k, const Scalar *b, long ldb, Scalar *packed)
{
    if (transB)
        packRhsAs<Scalar, Eigen::RowMajor>(m, n, k, b, ldb, packed);
    else
        packRhsAs<Scalar, Eigen::ColMajor>(m, n, k, b, ldb, packed);
}

// general_matrix_matrix_product's loop, with op(b)'s blocks already packed.
template<typename Scalar>
void gemmPacked(long m, long n, long k, const Scalar *a, long lda, const Scalar *packed, Scalar *c, long ldc)
{
    using Eigen::ColMajor;
    using Traits = Eigen::internal::gebp_traits<Scalar, Scalar>;
    using LhsMapper = Eigen::internal::const_blas_data_mapper<Scalar, Eigen::Index, ColMajor>;
    using ResMapper = Eigen::internal::blas_data_mapper<Scalar, Eigen::Index, ColMajor, Eigen::Unaligned, 1>;
    Eigen::internal::gemm_pack_lhs<Scalar, Eigen::Index, LhsMapper, Traits::mr, Traits::LhsProgress,
                                   typename Traits::LhsPacket4Packing, ColMajor>
        packLhs;
    Eigen::internal::gebp_kernel<Scalar, Scalar, Eigen::Index, ResMapper, Traits::mr, Traits::nr, false, false> gebp;
    clear(m, n, c, ldc);
    KeptBlocking<Scalar> blocking(m, n, k, true);
    const Eigen::Index kc = blocking.kc(), mc = std::min<Eigen::Index>(m, blocking.mc()),
                       nc = std::min<Eigen::Index>(n, blocking.nc());
    const LhsMapper lhs(a, lda);
    const ResMapper res(c, ldc, 1);
    for (Eigen::Index i2 = 0; i2 < m; i2 += mc) {
        const Eigen::Index rows = std::min<Eigen::Index>(i2 + mc, m) - i2;
        for (Eigen::Index k2 = 0; k2 < k; k2 += kc) {
            const Eigen::Index depth = std::min<Eigen::Index>(k2 + kc, k) - k2;
            packLhs(blocking.blockA(), lhs.getSubMapper(i2, k2), depth, rows);
            for (Eigen::Index j2 = 0; j2 < n; j2 += nc) {
                const Eigen::Index cols = std::min<Eigen::Index>(j2 + nc, n) - j2;
                gebp(res.getSubMapper(i2, j2), blocking.blockA(), packed + k2 * n + j2 * depth, rows, depth, cols,
                     Scalar(1));
            }
        }
    }
}

// As `C.selfadjointView<Lower>().rankUpdate(X)` on a zeroed C, on the kept blocks.
template<typename Scalar>
void gram(long rows, long cols, const Scalar *x, long ldx, Scalar *c, long ldc)
{
    MutMap<Scalar> C(c, rows, rows, Eigen::OuterStride<>(ldc));
    C.setZero();
    if (cols == 0)
        return;
    KeptBlocking<Scalar> blocking(rows, rows, cols, false);
    Eigen::internal::general_matrix_matrix_triangular_product<Eigen::Index, Scalar, Eigen::ColMajor, false, Scalar,
                                                              Eigen::RowMajor, false, Eigen::ColMajor, 1,
                                                              Eigen::Lower>::run(rows, cols, x, ldx, x, ldx, c, 1, ldc,
                                                                                 Scalar(1), blocking);
}

// The QR's blocked updates and Q's accumulation are products too: at this build's width they
// run several times faster than the baseline's (the Jacobian's product takes one per layer).
// Eigen's HouseholderQR and householderQ() step for step: the same panels of 48 columns and the same
// block reflectors in the same order, so the same bits, with poll(context) before each panel. At
// width 4096 the factorization and its Q take seconds each, and a cancel must not wait for them.
void householderQr(long rows, long cols, double *a, double *q, void (*poll)(void *), void *context)
{
    using Eigen::Dynamic;
    using Eigen::Index;
    using Block = Eigen::Block<Eigen::MatrixXd, Dynamic, Dynamic>;
    const auto check = [&] {
        if (poll)
            poll(context);
    };
    Eigen::MatrixXd packed = Eigen::Map<Eigen::MatrixXd>(a, rows, cols);
    const Index size = std::min(rows, cols), panel = std::min<Index>(48, size); // HouseholderQR's block size
    Eigen::VectorXd h(size), temp(cols);
    for (Index k = 0; k < size; k += panel) {
        check();
        const Index bs = std::min(size - k, panel), trailing = cols - k - bs;
        Block factors = packed.block(k, k, rows - k, bs);
        Eigen::Block<Eigen::VectorXd, Dynamic, 1> coefficients = h.segment(k, bs);
        Eigen::internal::householder_qr_inplace_unblocked(factors, coefficients, temp.data());
        if (trailing) {
            Block rest = packed.block(k, k + bs, rows - k, trailing);
            Eigen::internal::apply_block_householder_on_the_left(rest, factors, coefficients, false);
        }
    }
    Eigen::MatrixXd thin = Eigen::MatrixXd::Identity(rows, size);
    if (size < 48) {
        thin = Eigen::HouseholderSequence<Eigen::MatrixXd, Eigen::VectorXd>(packed, h)
               * Eigen::MatrixXd::Identity(rows, size);
    } else {
        // HouseholderSequence::applyThisOnTheLeft's blocked loop: the last block of reflectors first.
        const bool identity = rows == size;
        const Index block = size < 96 ? (size + 1) / 2 : 48;
        for (Index i = 0; i < size; i += block) {
            check();
            const Index end = size - i, k = std::max<Index>(0, end - block), bs = end - k;
            Block vectors(packed, k, k, rows - k, bs);
            Block target(thin, k, identity ? k : 0, rows - k, identity ? rows - k : size);
            Eigen::internal::apply_block_householder_on_the_left(target, vectors, h.segment(k, bs), true);
        }
    }
    Eigen::Map<Eigen::MatrixXd>(q, rows, size) = thin;
    Eigen::Map<Eigen::MatrixXd>(a, rows, cols) = packed;
}

// A scan that the rest of core, built for baseline x86-64, would run two doubles at a time; a
// maximum is exact, so every build gives the same value.
template<typename Scalar>
Scalar maxAbs(long n, const Scalar *x)
{
    return n > 0 ? Eigen::Map<const Eigen::Array<Scalar, Eigen::Dynamic, 1>>(x, n).abs().maxCoeff() : Scalar(0);
}

} // namespace

extern const Kernels GRADFLOW_KERNELS = {
    GRADFLOW_KERNELS_ISA, &gemm<double>,   &gemm<float>,     &gram<double>,        &gram<float>,
    &householderQr,       &blockedProduct, &packRhs<double>, &packRhs<float>,      &gemmPacked<double>,
    &gemmPacked<float>,   &maxAbs<double>, &maxAbs<float>,   &GRADFLOW_ELEMENTWISE};

} // namespace gradflow::products
