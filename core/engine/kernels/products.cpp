#include "core/engine/kernels/products.h"

#include "core/engine/kernels/products_kernels.h"

#include <algorithm>
#include <atomic>
#include <cstdlib>
#include <cstring>
#include <new>
#include <thread>
#include <type_traits>
#include <vector>

namespace gradflow::products {

namespace {

// The builds this CPU runs, narrowest first. __builtin_cpu_supports checks the instructions and
// that the operating system saves the wide registers.
std::vector<const Kernels *> supportedKernels()
{
    std::vector<const Kernels *> out{&kKernelsBaseline};
#if defined(__x86_64__) && defined(__clang__)
    // Clang 14 (the fuzz build) knows no level names: the levels' defining features instead
    // (every CPU with AVX2, FMA and BMI2 also has v3's F16C, LZCNT and MOVBE).
    if (__builtin_cpu_supports("avx2") && __builtin_cpu_supports("fma") && __builtin_cpu_supports("bmi")
        && __builtin_cpu_supports("bmi2"))
        out.push_back(&kKernelsV3);
    if (out.size() == 2 && __builtin_cpu_supports("avx512f") && __builtin_cpu_supports("avx512bw")
        && __builtin_cpu_supports("avx512cd") && __builtin_cpu_supports("avx512dq")
        && __builtin_cpu_supports("avx512vl"))
        out.push_back(&kKernelsV4);
#elif defined(__x86_64__)
    if (__builtin_cpu_supports("x86-64-v3"))
        out.push_back(&kKernelsV3);
    if (__builtin_cpu_supports("x86-64-v4"))
        out.push_back(&kKernelsV4);
#endif
    return out;
}

const Kernels *findKernels(const char *isa)
{
    for (const Kernels *k : supportedKernels()) {
        if (std::strcmp(k->isa, isa) == 0)
            return k;
    }
    return nullptr;
}

// The widest build, or the one GRADFLOW_ISA names (x86-64, x86-64-v3) where the CPU runs it:
// so the portable path can be run and timed on any machine.
const Kernels *chooseKernels()
{
    if (const char *forced = std::getenv("GRADFLOW_ISA")) {
        if (const Kernels *k = findKernels(forced))
            return k;
    }
    return supportedKernels().back();
}

std::atomic<const Kernels *> g_kernels{nullptr};

const Kernels &kernels()
{
    const Kernels *k = g_kernels.load(std::memory_order_acquire);
    if (!k) {
        k = chooseKernels();
        g_kernels.store(k, std::memory_order_release);
    }
    return *k;
}

int threadsFromEnvironment()
{
    int count = int(std::max(1u, std::thread::hardware_concurrency()));
    if (const char *wanted = std::getenv("GRADFLOW_THREADS")) {
        const int n = std::atoi(wanted);
        if (n >= 1)
            count = std::min(count, n);
    }
    return std::min(count, 2);
}

std::atomic<int> g_threads{0}; // 0: not read from the environment yet

template<typename Scalar>
void gemm(bool transA, bool transB, long m, long n, long k, const Scalar *a, long lda, const Scalar *b, long ldb,
          Scalar *c, long ldc)
{
    if constexpr (std::is_same_v<Scalar, double>)
        kernels().gemmDouble(transA, transB, m, n, k, a, lda, b, ldb, c, ldc);
    else
        kernels().gemmFloat(transA, transB, m, n, k, a, lda, b, ldb, c, ldc);
}

} // namespace

DrainGuard::~DrainGuard()
{
    if (!second)
        return;
    try {
        second->drain();
    } catch (...) {
        // leaving with the caller's own exception already
    }
}

const char *isaName() { return kernels().isa; }

const ElementwiseKernels &elementwise() { return *kernels().elementwise; }

bool useKernels(const char *isa)
{
    const Kernels *k = findKernels(isa);
    if (k)
        g_kernels.store(k, std::memory_order_release);
    return k != nullptr;
}

int threads()
{
    int n = g_threads.load(std::memory_order_relaxed);
    if (n == 0) {
        n = threadsFromEnvironment();
        g_threads.store(n, std::memory_order_relaxed);
    }
    return n;
}

void setThreads(int count) { g_threads.store(std::clamp(count, 1, 2), std::memory_order_relaxed); }

// c = op(a) op(b), split as multiply() describes: the split depends on m, n and k only, so a^T
// formed and multiplied gives the same bits as a read transposed.
template<typename Scalar>
void multiplyOps(const Matrix<Scalar> &a, bool transA, const Matrix<Scalar> &b, bool transB, Matrix<Scalar> &c,
                 SecondCore *second, double secondShare)
{
    const long m = long(transA ? a.cols() : a.rows()), k = long(transA ? a.rows() : a.cols());
    const long n = long(transB ? b.rows() : b.cols());
    c.resize(m, n);
    if (m == 0 || n == 0)
        return;
    if (k == 0) {
        c.setZero();
        return;
    }
    // The split: columns [0, first) here, [first, n) on the second core. It depends on the sizes
    // only, so one thread computes the very same blocks in turn.
    long first = n;
    if (double(m) * double(n) * double(k) >= kSplitMultiplyAdds) {
        const long secondCols = long(std::clamp(secondShare, 0.0, 1.0) * double(n) / 8.0 + 0.5) * 8;
        first = n - std::clamp(secondCols, 0L, n);
    }
    const Scalar *pa = a.data(), *pb = b.data();
    Scalar *pc = c.data();
    const long lda = long(a.rows()), ldb = long(b.rows()), ldc = m;
    auto secondBlock = [=] {
        const Scalar *bBlock = transB ? pb + first : pb + first * ldb;
        gemm(transA, transB, m, n - first, k, pa, lda, bBlock, ldb, pc + first * ldc, ldc);
    };
    if (first < n && second) {
        second->push(secondBlock);
        DrainGuard guard{second};
        if (first > 0)
            gemm(transA, transB, m, first, k, pa, lda, pb, ldb, pc, ldc);
        guard.second = nullptr;
        second->drain();
        return;
    }
    if (first > 0)
        gemm(transA, transB, m, first, k, pa, lda, pb, ldb, pc, ldc);
    if (first < n)
        secondBlock();
}

template<typename Scalar>
void multiply(const Matrix<Scalar> &a, const Matrix<Scalar> &b, bool transB, Matrix<Scalar> &c, SecondCore *second,
              double secondShare)
{
    multiplyOps(a, false, b, transB, c, second, secondShare);
}

template<typename Scalar>
void multiplyTransposedA(const Matrix<Scalar> &a, const Matrix<Scalar> &b, Matrix<Scalar> &c, SecondCore *second,
                         double secondShare)
{
    multiplyOps(a, true, b, false, c, second, secondShare);
}

template<typename Scalar>
void multiplyTransposedA(const Matrix<Scalar> &a, const Matrix<Scalar> &b, Matrix<Scalar> &c)
{
    const long m = long(a.cols()), n = long(b.cols()), k = long(a.rows());
    c.resize(m, n);
    if (m == 0 || n == 0)
        return;
    if (k == 0) {
        c.setZero();
        return;
    }
    gemm(true, false, m, n, k, a.data(), long(a.rows()), b.data(), long(b.rows()), c.data(), m);
}

template<typename Scalar>
void gramLower(const Matrix<Scalar> &x, Matrix<Scalar> &out)
{
    out.resize(x.rows(), x.rows());
    if (x.rows() == 0)
        return;
    if constexpr (std::is_same_v<Scalar, double>)
        kernels().gramDouble(long(x.rows()), long(x.cols()), x.data(), long(x.rows()), out.data(), long(x.rows()));
    else
        kernels().gramFloat(long(x.rows()), long(x.cols()), x.data(), long(x.rows()), out.data(), long(x.rows()));
}

template<typename Scalar>
void PackedFactor<Scalar>::Free::operator()(Scalar *p) const
{
    std::free(p);
}

template<typename Scalar>
void multiplyPacked(const Matrix<Scalar> &a, const Matrix<Scalar> &b, bool transB, PackedFactor<Scalar> &packed,
                    Matrix<Scalar> &c, SecondCore *second, double secondShare)
{
    constexpr bool isDouble = std::is_same_v<Scalar, double>;
    const Kernels &kernel = kernels();
    const long m = long(a.rows()), k = long(a.cols()), n = long(transB ? b.rows() : b.cols());
    const bool sameSizes = packed.m_kernels == &kernel && packed.m_rows == m && packed.m_cols == n
                           && packed.m_depth == k && packed.m_transB == transB;
    if (packed.empty() || !sameSizes) {
        packed.clear();
        const bool one = double(m) * double(n) * double(k) < kSplitMultiplyAdds && kernel.blocked(m, n, k);
        if (!one)
            return multiply(a, b, transB, c, second, secondShare);
        // 64 bytes: the widest build's vectors.
        const std::size_t bytes = (std::size_t(n) * std::size_t(k) * sizeof(Scalar) + 63) / 64 * 64;
        packed.m_data.reset(static_cast<Scalar *>(std::aligned_alloc(64, bytes)));
        if (!packed.m_data)
            throw std::bad_alloc();
        if constexpr (isDouble)
            kernel.packRhsDouble(transB, m, n, k, b.data(), long(b.rows()), packed.m_data.get());
        else
            kernel.packRhsFloat(transB, m, n, k, b.data(), long(b.rows()), packed.m_data.get());
        packed.m_kernels = &kernel;
        packed.m_rows = m;
        packed.m_cols = n;
        packed.m_depth = k;
        packed.m_transB = transB;
    }
    c.resize(m, n);
    if constexpr (isDouble)
        kernel.gemmPackedDouble(m, n, k, a.data(), m, packed.m_data.get(), c.data(), m);
    else
        kernel.gemmPackedFloat(m, n, k, a.data(), m, packed.m_data.get(), c.data(), m);
}

template<typename Scalar>
Scalar maxAbs(const Scalar *x, Eigen::Index n)
{
    if constexpr (std::is_same_v<Scalar, double>)
        return kernels().maxAbsDouble(long(n), x);
    else
        return kernels().maxAbsFloat(long(n), x);
}

void householderQr(Matrix<double> &a, Matrix<double> &q, const std::function<void()> &poll)
{
    q.resize(a.rows(), std::min(a.rows(), a.cols()));
    if (a.size() == 0)
        return;
    const auto call = [](void *f) { (*static_cast<const std::function<void()> *>(f))(); };
    kernels().householderQrDouble(long(a.rows()), long(a.cols()), a.data(), q.data(), poll ? +call : nullptr,
                                  const_cast<std::function<void()> *>(&poll));
}

template class PackedFactor<double>;
template class PackedFactor<float>;
template void multiplyPacked<double>(const Matrix<double> &, const Matrix<double> &, bool, PackedFactor<double> &,
                                     Matrix<double> &, SecondCore *, double);
template void multiplyPacked<float>(const Matrix<float> &, const Matrix<float> &, bool, PackedFactor<float> &,
                                    Matrix<float> &, SecondCore *, double);
template double maxAbs<double>(const double *, Eigen::Index);
template float maxAbs<float>(const float *, Eigen::Index);
template void multiply<double>(const Matrix<double> &, const Matrix<double> &, bool, Matrix<double> &, SecondCore *,
                               double);
template void multiply<float>(const Matrix<float> &, const Matrix<float> &, bool, Matrix<float> &, SecondCore *,
                              double);
template void multiplyTransposedA<double>(const Matrix<double> &, const Matrix<double> &, Matrix<double> &);
template void multiplyTransposedA<double>(const Matrix<double> &, const Matrix<double> &, Matrix<double> &,
                                          SecondCore *, double);
template void multiplyTransposedA<float>(const Matrix<float> &, const Matrix<float> &, Matrix<float> &, SecondCore *,
                                         double);
template void multiplyTransposedA<float>(const Matrix<float> &, const Matrix<float> &, Matrix<float> &);
template void gramLower<double>(const Matrix<double> &, Matrix<double> &);
template void gramLower<float>(const Matrix<float> &, Matrix<float> &);

} // namespace gradflow::products
