#include "ui/workers/bandsworker.h"

namespace gradflow {

BandsWorker::BandsWorker(QObject *parent) : ComputeWorker(parent)
{
    qRegisterMetaType<std::shared_ptr<const gradflow::BandsSnapshot>>();
}

BandsWorker::~BandsWorker() { finish(); }

quint64 BandsWorker::requestBands(const ModelConfig &config, const RunSettings &run, int count)
{
    // Read when the computation starts: a request this one replaces stops at its next layer,
    // and every snapshot names its count, so one computed at another count is told apart.
    m_count = count;
    return request(config, run);
}

Result BandsWorker::compute(Engine &engine, const ModelConfig &config, const RunSettings &run,
                            const Callbacks &callbacks)
{
    const int count = m_count.load();
    std::vector<Result> results;
    results.reserve(size_t(count));
    runSeeds(engine, config, run, count, callbacks, [&](const Result &result, int index) {
        results.push_back(result);
        auto snapshot = std::make_shared<BandsSnapshot>();
        snapshot->config = config;
        snapshot->landed = index + 1;
        snapshot->total = count;
        snapshot->bands = summarizeSeeds(results);
        emit seedLanded(snapshot);
    });
    return results.front();
}

} // namespace gradflow
