#include "ui/workers/phasemapworker.h"

namespace gradflow {

PhaseMapWorker::PhaseMapWorker(QObject *parent) : LatestRequestWorker(parent) { }

PhaseMapWorker::~PhaseMapWorker() { finish(); }

quint64 PhaseMapWorker::request(const ModelConfig &base, const RunSettings &run, const PhaseGrid &grid)
{
    return post(PhaseMapRequest{base, run, grid});
}

void PhaseMapWorker::serve(const PhaseMapRequest &request, quint64 generation)
{
    // A map is background work: the window's own computations come first.
    setPriority(QThread::LowPriority);
    Callbacks callbacks;
    callbacks.isCancelled = [this, generation] { return isStale(generation); };
    computePhaseMap(m_engine, request.base, request.run, request.grid, callbacks,
                    [this, generation](const PhaseCell &cell, int index) {
                        emit cellReady(index, cell.log10Ratio.value_or(0.0), cell.log10Ratio.has_value(), generation);
                    });
}

} // namespace gradflow
