#pragma once

// Matrix products at the speed of the CPU the program runs on. The kernels are Eigen's, built
// once per x86-64 level (baseline SSE2, v3 = AVX2/FMA, v4 = AVX-512) and chosen at start-up
// from what the CPU reports, so one binary runs on any x86-64 CPU and uses its widest unit.
//
// Large products are split in two column blocks, the second run on a second core when there
// is one. Whether and where a product is split depends on its sizes only, never on the
// number of threads: every result is the same to the last bit with one thread or two.

#include <Eigen/Core>

#include <cstdint>
#include <functional>
#include <memory>

namespace gradflow::products {

// A second core to run jobs on: push() queues one; drain() returns when every queued job has run
// (it may run some on the caller's thread).
class SecondCore
{
public:
    virtual ~SecondCore() = default;
    virtual void push(std::function<void()> job) = 0;
    virtual void drain() = 0;
};

// Drains `second` however the caller's block ends (a job of its writes into the caller's buffers),
// a job's exception dropped: the block leaves with its own already. Set `second` to null before
// draining where the caller wants the job's exception.
struct DrainGuard
{
    SecondCore *second;
    ~DrainGuard();
};

struct ElementwiseKernels;

// Training's elementwise kernels (elementwise_kernels.h) of the build the products run.
const ElementwiseKernels &elementwise();

// The kernels' instruction set: "x86-64", "x86-64-v3", "x86-64-v4" (or "generic").
const char *isaName();

// Switches to the build for `isa` if this CPU runs it (tests compare the builds); false if not.
// Not while a product runs. GRADFLOW_ISA=x86-64 in the environment does the same at start-up.
bool useKernels(const char *isa);

// Threads a pass may use: 1 or 2. The hardware's count, lowered by GRADFLOW_THREADS=1 in the
// environment or by setThreads() (tests compare both).
int threads();
void setThreads(int count);

// Products below this many multiply-adds run whole on the calling thread, and a pass whose
// products are all smaller runs on one thread: below it a hand-off to the other core costs
// more than it saves (measured with bench/run and GRADFLOW_THREADS=1 against 2; docs/performance.md).
constexpr double kSplitMultiplyAdds = 1 << 21;

// Whether a pass whose layer products take this many multiply-adds each uses a second core.
inline bool useSecondCore(double multiplyAdds) { return threads() > 1 && multiplyAdds >= kSplitMultiplyAdds; }

template<typename Scalar>
using Matrix = Eigen::Matrix<Scalar, Eigen::Dynamic, Eigen::Dynamic>;

// c = a * b (transB false) or a * b^T (transB true). Where the product is split, the second
// core (if any) takes the share `secondShare` of c's columns, besides whatever it is already
// doing; the caller's thread takes the rest and waits.
template<typename Scalar>
void multiply(const Matrix<Scalar> &a, const Matrix<Scalar> &b, bool transB, Matrix<Scalar> &c, SecondCore *second,
              double secondShare = 0.5);

template<typename Scalar>
class PackedFactor;

// c = a op(b) as multiply() computes it, to the last bit, with op(b) taken from `packed`, packed
// there first if it holds nothing for these sizes and this build. Products too small for
// blocks, or large enough to be split between cores, run as multiply(..., second, secondShare).
template<typename Scalar>
void multiplyPacked(const Matrix<Scalar> &a, const Matrix<Scalar> &b, bool transB, PackedFactor<Scalar> &packed,
                    Matrix<Scalar> &c, SecondCore *second = nullptr, double secondShare = 0.5);

// A right-hand factor op(b) packed once in the layout the kernel reads, for many products
// c = a op(b) of the same sizes on one thread: a layer's cached weight, in h W and g W^T of
// every pass. Packing op(b) is a product's first step; done once, each product packs only a.
// Empty until multiplyPacked() fills it; clear() it whenever b changes.
template<typename Scalar>
class PackedFactor
{
public:
    void clear() { m_data.reset(); }
    bool empty() const { return !m_data; }

private:
    template<typename S>
    friend void multiplyPacked(const Matrix<S> &a, const Matrix<S> &b, bool transB, PackedFactor<S> &packed,
                               Matrix<S> &c, SecondCore *second, double secondShare);
    struct Free
    {
        void operator()(Scalar *p) const;
    };
    std::unique_ptr<Scalar, Free> m_data;
    const void *m_kernels = nullptr; // the build that packed it: another lays it out differently
    long m_rows = 0, m_cols = 0, m_depth = 0;
    bool m_transB = false;
};

// c = a^T * b (the weight gradient u^T dz), on the calling thread.
template<typename Scalar>
void multiplyTransposedA(const Matrix<Scalar> &a, const Matrix<Scalar> &b, Matrix<Scalar> &c);

// c = a^T * b split between the cores as multiply() splits c = a^T formed times b, with the same
// bits: the weight gradient u^T dz without forming u^T.
template<typename Scalar>
void multiplyTransposedA(const Matrix<Scalar> &a, const Matrix<Scalar> &b, Matrix<Scalar> &c, SecondCore *second,
                         double secondShare = 0.5);

// The lower triangle of x x^T (rows x rows; the upper triangle is zero), on the calling thread.
template<typename Scalar>
void gramLower(const Matrix<Scalar> &x, Matrix<Scalar> &out);

// max |x_i| over n contiguous entries (0 when n is 0) on this CPU's widest unit. A maximum is
// exact: every build gives the same value.
template<typename Scalar>
Scalar maxAbs(const Scalar *x, Eigen::Index n);

// Householder QR of a, in place (Eigen's HouseholderQR::matrixQR(): R in the upper triangle),
// and its thin Q (rows x min(rows, cols)), on the calling thread with this CPU's kernels. poll,
// where given, is called before each panel of 48 columns of the factorization and of Q (it may
// throw to stop): at width 4096 each takes seconds.
void householderQr(Matrix<double> &a, Matrix<double> &q, const std::function<void()> &poll = {});

} // namespace gradflow::products
