#pragma once

#include "ui/workers/latestworker.h"
#include "core/analysis/phasemap.h"
#include "core/engine/engine.h"

namespace gradflow {

// What a phase map request names: the network whose depth and init std the map varies, the
// run settings and the grid.
struct PhaseMapRequest
{
    ModelConfig base;
    RunSettings run;
    PhaseGrid grid;
};

// Computes the latest requested phase map on its own thread, cell by cell (LatestWorker): a map
// that a newer request replaces, a cancel or closing stops at its next layer; every cell names
// the map it belongs to. One engine is kept between maps.
class PhaseMapWorker : public LatestRequestWorker<PhaseMapRequest>
{
    Q_OBJECT

public:
    explicit PhaseMapWorker(QObject *parent = nullptr);
    ~PhaseMapWorker() override;

    // Returns the request's generation (increasing).
    quint64 request(const ModelConfig &base, const RunSettings &run, const PhaseGrid &grid);

signals:
    // defined false: the ratio has no value there (log10Ratio is then 0).
    void cellReady(int index, double log10Ratio, bool defined, quint64 generation);

private:
    void serve(const PhaseMapRequest &request, quint64 generation) override;

    Engine m_engine; // the worker thread's
};

} // namespace gradflow
