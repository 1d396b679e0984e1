// Elementwise work in halves (core/engine/halves.h): a large tensor's columns are done half here and
// half on the second core, a small one's all here; either way every column is done exactly
// once, and a tensor's peak and its power-of-two rescaling (Scaled::normalize) come out the
// same to the last bit as on one thread.
#include "core/engine/halves.h"
#include "core/engine/scaled.h"

#include <QtTest>

#include <cstring>
#include <vector>

using namespace gradflow;

namespace {

using Dense = Eigen::MatrixXd;

// A second core that runs each job when drained, on the calling thread, and counts them.
class CountingCore : public products::SecondCore
{
public:
    void push(std::function<void()> job) override
    {
        m_jobs.push_back(std::move(job));
        ++pushed;
    }
    void drain() override
    {
        for (auto &job : m_jobs)
            job();
        m_jobs.clear();
    }
    int pushed = 0;

private:
    std::vector<std::function<void()>> m_jobs;
};

Dense spread(Eigen::Index rows, Eigen::Index cols)
{
    Dense m(rows, cols);
    for (Eigen::Index j = 0; j < cols; ++j)
        for (Eigen::Index i = 0; i < rows; ++i)
            m(i, j) = double((i * 7 + j * 13) % 97 - 48) * 0.37;
    return m;
}

} // namespace

class TestHalves : public QObject
{
    Q_OBJECT

private slots:
    void largeTensorsSplitSmallOnesDoNot();
    void peakAndRescaleMatchOneThread();
};

void TestHalves::largeTensorsSplitSmallOnesDoNot()
{
    struct Case
    {
        Eigen::Index rows, cols;
        int pushes;
    };
    for (const Case &c : {Case{256, 512, 1}, Case{32, 64, 0}, Case{kHalvesMinEntries, 1, 0}}) {
        CountingCore core;
        std::vector<int> seen(size_t(c.cols), 0);
        inHalves(&core, c.rows, c.cols, [&seen](Eigen::Index first, Eigen::Index end) {
            for (Eigen::Index j = first; j < end; ++j)
                ++seen[size_t(j)];
        });
        QCOMPARE(core.pushed, c.pushes);
        QCOMPARE(std::count(seen.begin(), seen.end(), 1), std::ptrdiff_t(c.cols)); // each column once
    }
}

void TestHalves::peakAndRescaleMatchOneThread()
{
    Dense m = spread(256, 512);
    m(200, 400) = -3000.5; // the peak, in the second half
    CountingCore core;
    QCOMPARE(peakAbs(m, &core), 3000.5);
    QCOMPARE(core.pushed, 1);

    Scaled<double> one{m, 0.0}, two{m, 0.0};
    one.normalize();
    two.normalize(&core);
    QCOMPARE(core.pushed, 3); // the peak and the rescale, each in halves
    QCOMPARE(two.log10, one.log10);
    QVERIFY(std::memcmp(one.m.data(), two.m.data(), sizeof(double) * size_t(m.size())) == 0);
    QVERIFY(two.m.cwiseAbs().maxCoeff() >= 1.0 && two.m.cwiseAbs().maxCoeff() < 2.0);
}

QTEST_APPLESS_MAIN(TestHalves)
#include "test_halves.moc"
