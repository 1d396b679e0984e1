// The worker thread: whatever a computation throws becomes a failure the window can show,
// and the next request still computes.
#include "ui/workers/computeworker.h"
#include "core/engine/engine.h"

#include <QSignalSpy>
#include <QtTest>

#include <stdexcept>

using namespace gradflow;

namespace {

// Throws on the first request (what it throws is chosen by the test), computes afterwards.
class FaultyWorker : public ComputeWorker
{
public:
    explicit FaultyWorker(std::function<void()> fault) : m_fault(std::move(fault)) { }

protected:
    Result compute(Engine &engine, const ModelConfig &config, const RunSettings &run,
                   const Callbacks &callbacks) override
    {
        if (m_fault) {
            auto fault = std::move(m_fault);
            m_fault = nullptr;
            fault();
        }
        return ComputeWorker::compute(engine, config, run, callbacks);
    }

private:
    std::function<void()> m_fault;
};

} // namespace

class TestWorker : public QObject
{
    Q_OBJECT

private slots:
    void anyExceptionIsAFailure_data();
    void anyExceptionIsAFailure();
};

void TestWorker::anyExceptionIsAFailure_data()
{
    QTest::addColumn<int>("kind");
    QTest::addColumn<QString>("expected");
    QTest::newRow("invalid_argument") << 0 << QStringLiteral("depth must be");
    QTest::newRow("bad_alloc") << 1 << QStringLiteral("Out of memory");
    QTest::newRow("runtime_error") << 2 << QStringLiteral("matrix exploded");
    QTest::newRow("logic_error") << 3 << QStringLiteral("broken rule");
    QTest::newRow("not a std::exception") << 4 << QStringLiteral("unknown error");
}

void TestWorker::anyExceptionIsAFailure()
{
    QFETCH(int, kind);
    QFETCH(QString, expected);
    FaultyWorker worker([kind] {
        switch (kind) {
        case 0:
            throw std::invalid_argument("depth must be 1 to 10000");
        case 1:
            throw std::bad_alloc();
        case 2:
            throw std::runtime_error("matrix exploded");
        case 3:
            throw std::logic_error("broken rule");
        default:
            throw 42;
        }
    });
    QSignalSpy failed(&worker, &ComputeWorker::failed);
    QSignalSpy ready(&worker, &ComputeWorker::resultReady);
    ModelConfig c;
    c.depth = 5;
    const quint64 first = worker.request(c, {});
    // QSignalSpy::wait() only sees emissions after it starts: a result that came first is
    // counted by the spy all the same, so wait on the count.
    QTRY_VERIFY_WITH_TIMEOUT(failed.size() >= 1, 30000);
    QCOMPARE(failed.size(), 1);
    QVERIFY2(failed[0][0].toString().contains(expected), qPrintable(failed[0][0].toString()));
    QCOMPARE(failed[0][1].toULongLong(), first);
    QCOMPARE(ready.size(), 0);
    // The thread survived and computes the next request.
    const quint64 second = worker.request(c, {});
    QTRY_VERIFY_WITH_TIMEOUT(ready.size() >= 1, 30000);
    QCOMPARE(ready.last()[1].toULongLong(), second);
    QCOMPARE(failed.size(), 1);
}

QTEST_GUILESS_MAIN(TestWorker)
#include "test_worker.moc"
