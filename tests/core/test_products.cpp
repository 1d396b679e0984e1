// The product kernels (core/products*) call Eigen's blocked kernel directly, on packing blocks
// each thread keeps: the results must be Eigen's own product to the last bit, at every shape
// (tiny ones take Eigen's coefficient-based product, vectors its matrix-vector product), and a
// product that repeats must not fault new memory in (glibc returned Eigen's per-product blocks
// to the system, so every product faulted them in again).
#include "core/engine/kernels/products.h"
#include "core/engine/kernels/products_kernels.h"

#include <Eigen/QR>

#include <QtTest>

#include <malloc.h>
#include <sys/resource.h>

#include <array>
#include <cstdint>
#include <cstring>
#include <vector>

using namespace gradflow;

namespace {

using Mat = products::Matrix<double>;

long minorFaults()
{
    rusage usage{};
    getrusage(RUSAGE_SELF, &usage);
    return usage.ru_minflt;
}

bool sameBits(const Mat &a, const Mat &b)
{
    return a.rows() == b.rows() && a.cols() == b.cols()
           && std::memcmp(a.data(), b.data(), sizeof(double) * std::size_t(a.size())) == 0;
}

} // namespace

class TestProducts : public QObject
{
    Q_OBJECT

private slots:
    void initTestCase() { m_widest = products::isaName(); }
    void init() { QVERIFY(products::useKernels("x86-64")); }
    void cleanup() { products::useKernels(m_widest.constData()); }
    void sameBitsAsEigensProduct_data();
    void sameBitsAsEigensProduct();
    void sameBitsWhereverTheBuffersSit();
    void gramIsEigensRankUpdate();
    void householderQrIsEigensOnEveryBuild();
    void maxAbsIsExactOnEveryBuild();
    void packedFactorKeepsTheBits_data();
    void packedFactorKeepsTheBits();
    void packedFactorFollowsItsFactor();
    void repeatedProductsFaultNoNewMemory();

private:
    QByteArray m_widest;
};

void TestProducts::sameBitsAsEigensProduct_data()
{
    QTest::addColumn<int>("m");
    QTest::addColumn<int>("k");
    QTest::addColumn<int>("n");
    QTest::newRow("tiny, coefficient-based") << 3 << 4 << 5;
    QTest::newRow("one row") << 1 << 64 << 64;
    QTest::newRow("one column") << 64 << 64 << 1;
    QTest::newRow("lesson") << 32 << 64 << 64;
    QTest::newRow("blocked in every direction") << 300 << 700 << 530;
}

// The baseline build (this test's own instruction set) against Eigen's expression compiled here.
void TestProducts::sameBitsAsEigensProduct()
{
    QFETCH(int, m);
    QFETCH(int, k);
    QFETCH(int, n);
    std::srand(7);
    const Mat a = Mat::Random(m, k), b = Mat::Random(k, n), bt = b.transpose(), at = a.transpose();
    Mat c;
    products::multiply(a, b, false, c, nullptr);
    QVERIFY(sameBits(c, Mat(a * b)));
    products::multiply(a, bt, true, c, nullptr);
    QVERIFY(sameBits(c, Mat(a * bt.transpose())));
    products::multiplyTransposedA(at, b, c);
    QVERIFY(sameBits(c, Mat(at.transpose() * b)));
}

// A product's bits depend on its numbers, not on where its buffers sit: the AVX2 and AVX-512
// builds' tiny products once started their vectors on the register's boundary, so the same
// Jacobian printed one of two results from one run to the next as the heap's layout moved.
void TestProducts::sameBitsWhereverTheBuffersSit()
{
    std::vector<const products::Kernels *> builds{&products::kKernelsBaseline};
#if defined(__x86_64__)
    __builtin_cpu_init();
    if (__builtin_cpu_supports("avx2") && __builtin_cpu_supports("fma"))
        builds.push_back(&products::kKernelsV3);
    if (__builtin_cpu_supports("avx512f") && __builtin_cpu_supports("avx512vl") && __builtin_cpu_supports("avx512bw")
        && __builtin_cpu_supports("avx512dq"))
        builds.push_back(&products::kKernelsV4);
#endif
    std::srand(11);
    for (const auto &[m, k, n] : {std::array<long, 3>{6, 6, 3}, std::array<long, 3>{3, 7, 5},
                                  std::array<long, 3>{1, 300, 300}, std::array<long, 3>{300, 300, 1}}) {
        const Mat a = Mat::Random(m, k), b = Mat::Random(k, n);
        for (const products::Kernels *build : builds) {
            Mat first;
            for (long offset = 0; offset < 8; ++offset) { // 0 to 56 bytes past a 64-byte boundary
                std::vector<double> space(std::size_t(m * k + k * n + m * n + 3 * 16));
                double *base = space.data() + (8 - (reinterpret_cast<std::uintptr_t>(space.data()) / 8) % 8) % 8;
                double *pa = base + offset, *pb = pa + m * k + 8, *pc = pb + k * n + 8;
                std::copy(a.data(), a.data() + a.size(), pa);
                std::copy(b.data(), b.data() + b.size(), pb);
                build->gemmDouble(false, false, m, n, k, pa, m, pb, k, pc, m);
                const Mat c = Eigen::Map<const Mat>(pc, m, n);
                if (offset == 0)
                    first = c;
                QVERIFY2(sameBits(c, first), qPrintable(QStringLiteral("%1: %2 x %3 x %4 at offset %5")
                                                            .arg(QString::fromLatin1(build->isa))
                                                            .arg(m)
                                                            .arg(k)
                                                            .arg(n)
                                                            .arg(offset)));
            }
        }
    }
}

void TestProducts::gramIsEigensRankUpdate()
{
    std::srand(11);
    for (const int rows : {5, 256}) {
        const Mat x = Mat::Random(rows, 700);
        Mat g, expected = Mat::Zero(rows, rows);
        expected.selfadjointView<Eigen::Lower>().rankUpdate(x);
        products::gramLower(x, g);
        QVERIFY(sameBits(g, expected));
    }
}

// The Jacobian's QR step (panel by panel, polled): the baseline build gives Eigen's own bits,
// factors and Q; every wider build the
// CPU runs gives the same factors to rounding (Q orthonormal, Q R = A), wide and tall.
void TestProducts::householderQrIsEigensOnEveryBuild()
{
    std::srand(13);
    for (const auto &[rows, cols] : {std::pair{300, 200}, std::pair{200, 300}}) {
        const Mat a = Mat::Random(rows, cols);
        const Eigen::HouseholderQR<Mat> eigen(a);
        const int k = std::min(rows, cols);
        for (const char *isa : {"x86-64", "x86-64-v3", "x86-64-v4"}) {
            if (!products::useKernels(isa))
                continue;
            Mat packed = a, q;
            products::householderQr(packed, q);
            QCOMPARE(q.rows(), Eigen::Index(rows));
            QCOMPARE(q.cols(), Eigen::Index(k));
            const Mat r = packed.topRows(k).triangularView<Eigen::Upper>();
            QVERIFY2((q.transpose() * q - Mat::Identity(k, k)).cwiseAbs().maxCoeff() < 1e-13, isa);
            QVERIFY2((q * r - a).cwiseAbs().maxCoeff() < 1e-12, isa);
            QVERIFY2((packed - eigen.matrixQR()).cwiseAbs().maxCoeff() < 1e-12, isa);
            if (std::strcmp(isa, "x86-64") == 0) {
                QVERIFY(sameBits(packed, eigen.matrixQR()));
                QVERIFY(sameBits(q, Mat(eigen.householderQ() * Mat::Identity(rows, k))));
            }
        }
    }
}

// The log scaling's scan: max |x| exactly, on every build, wherever the largest entry sits
// (the vector loop's body, its tail) and whatever its sign; 0 for no entries.
void TestProducts::maxAbsIsExactOnEveryBuild()
{
    for (const char *isa : {"x86-64", "x86-64-v3", "x86-64-v4"}) {
        if (!products::useKernels(isa))
            continue;
        QCOMPARE(products::maxAbs<double>(nullptr, 0), 0.0);
        for (Eigen::Index n : {1, 7, 16, 2051}) {
            for (Eigen::Index at : {Eigen::Index(0), n / 2, n - 1}) {
                Eigen::VectorXd x = Eigen::VectorXd::LinSpaced(n, -0.5, 0.5);
                x(at) = -3.25;
                QVERIFY2(products::maxAbs(x.data(), n) == 3.25, isa);
                Eigen::VectorXf f = x.cast<float>();
                f(at) = 2.5f;
                QVERIFY2(products::maxAbs(f.data(), n) == 2.5f, isa);
            }
        }
    }
}

void TestProducts::packedFactorKeepsTheBits_data()
{
    QTest::addColumn<int>("m");
    QTest::addColumn<int>("k");
    QTest::addColumn<int>("n");
    QTest::newRow("lesson") << 32 << 64 << 64;
    QTest::newRow("ragged: rows and columns past the register blocks") << 37 << 61 << 50;
    QTest::newRow("tiny, coefficient-based: not packed") << 3 << 4 << 5;
    QTest::newRow("deeper than one block") << 8 << 2000 << 64;
    QTest::newRow("wider than one block") << 24 << 64 << 1000;
    QTest::newRow("split between cores: not packed") << 256 << 512 << 512;
}

// h W and g W^T with the weight packed once give multiply()'s bits on every build, the first
// time (when it packs) and the next (when it reuses the packing), in double and in float.
void TestProducts::packedFactorKeepsTheBits()
{
    QFETCH(int, m);
    QFETCH(int, k);
    QFETCH(int, n);
    std::srand(17);
    const Mat h = Mat::Random(m, k), w = Mat::Random(k, n), g = Mat::Random(m, n);
    const products::Matrix<float> hf = h.cast<float>(), wf = w.cast<float>();
    for (const char *isa : {"x86-64", "x86-64-v3", "x86-64-v4"}) {
        if (!products::useKernels(isa))
            continue;
        Mat expected, c;
        products::PackedFactor<double> forward, backward;
        products::multiply(h, w, false, expected, nullptr);
        for (int use = 0; use < 2; ++use) {
            products::multiplyPacked(h, w, false, forward, c);
            QVERIFY2(sameBits(c, expected), isa);
        }
        products::multiply(g, w, true, expected, nullptr);
        for (int use = 0; use < 2; ++use) {
            products::multiplyPacked(g, w, true, backward, c);
            QVERIFY2(sameBits(c, expected), isa);
        }
        products::Matrix<float> expectedF, cf;
        products::PackedFactor<float> packedF;
        products::multiply(hf, wf, false, expectedF, nullptr);
        for (int use = 0; use < 2; ++use) {
            products::multiplyPacked(hf, wf, false, packedF, cf);
            QVERIFY2(cf == expectedF, isa);
        }
    }
}

// A packing is for one factor, one build and one set of sizes: cleared, it packs the changed
// factor; another build (whose blocks differ) packs again by itself.
void TestProducts::packedFactorFollowsItsFactor()
{
    std::srand(19);
    const Mat h = Mat::Random(32, 64);
    Mat w = Mat::Random(64, 64), c, expected;
    products::PackedFactor<double> packed;
    products::multiplyPacked(h, w, false, packed, c);
    QVERIFY(!packed.empty());
    w = Mat::Random(64, 64);
    packed.clear();
    QVERIFY(packed.empty());
    products::multiplyPacked(h, w, false, packed, c);
    products::multiply(h, w, false, expected, nullptr);
    QVERIFY(sameBits(c, expected));
    // Another row count: the same bits. (The packing also records the rows it was made for; no
    // shape found here lays the factor out differently by the rows alone, so that check is a
    // guard this test does not reach.)
    const Mat taller = Mat::Random(64, 64);
    products::multiplyPacked(taller, w, false, packed, c);
    products::multiply(taller, w, false, expected, nullptr);
    QVERIFY(sameBits(c, expected));
    // The AVX-512 build blocks 8 x 2000 by 2000 x 64 in depths of 672, the AVX2 build in 336.
    const Mat wide = Mat::Random(8, 2000), deep = Mat::Random(2000, 64);
    products::PackedFactor<double> deepPacked;
    if (products::useKernels("x86-64-v4")) {
        products::multiplyPacked(wide, deep, false, deepPacked, c);
        QVERIFY(products::useKernels("x86-64-v3"));
        products::multiplyPacked(wide, deep, false, deepPacked, c);
        products::multiply(wide, deep, false, expected, nullptr);
        QVERIFY(sameBits(c, expected));
    }
}

void TestProducts::repeatedProductsFaultNoNewMemory()
{
    // glibc's fixed threshold: every block over 128 KB is its own mapping, returned on free.
    mallopt(M_MMAP_THRESHOLD, 128 * 1024);
    std::srand(3);
    const Mat a = Mat::Random(256, 512), w = Mat::Random(512, 512);
    Mat c, g;
    products::multiply(a, w, false, c, nullptr); // the first products size the blocks
    products::multiply(a, w, true, c, nullptr);
    products::gramLower(a, g);
    const long before = minorFaults();
    for (int i = 0; i < 10; ++i) {
        products::multiply(a, w, false, c, nullptr);
        products::multiply(a, w, true, c, nullptr);
        products::gramLower(a, g);
    }
    // Each product's blocks are about 1.5 MB (some 380 pages) when allocated per product.
    const long faults = minorFaults() - before;
    qInfo("%ld pages faulted in over 30 products", faults);
    QVERIFY2(faults < 100, qPrintable(QString("%1 pages faulted in over 30 products").arg(faults)));
}

QTEST_GUILESS_MAIN(TestProducts)
#include "test_products.moc"
