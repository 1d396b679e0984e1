#pragma once

#include "core/engine/capture.h"
#include "core/engine/memoryplan.h" // planMemory() and MemoryLimitError, which callers of compute() meet
#include "core/model/result.h"

#include <Eigen/Core>

#include <exception>
#include <functional>
#include <memory>
#include <optional>
#include <stdexcept>
#include <string>

namespace gradflow {

// Thrown out of Engine::compute() when Callbacks::isCancelled returns true.
class Cancelled : public std::exception
{
public:
    const char *what() const noexcept override { return "cancelled"; }
};

struct Callbacks
{
    std::function<bool()> isCancelled;                 // polled once per layer
    std::function<void(int done, int total)> progress; // called once per layer
};

// Test hooks: replace the input, nudge one weight, keep whole gradients.
struct Probe
{
    std::optional<Eigen::MatrixXd> input; // true values, batch x width
    int nudgeLayer = 0;                   // 1..L, or L + 1 for the head; 0: none
    Eigen::Index nudgeRow = 0, nudgeCol = 0;
    double nudge = 0.0; // added to that weight's true value
    bool keepGradients = false;
    bool failWeightGradNorms = false; // each weight-gradient norm throws std::bad_alloc, as out of memory would
    int failWeightDrawOnce = 0;       // layer 1..L whose next weight draw throws std::bad_alloc; 0: none
    LayerCapture *capture = nullptr;  // receives capture->layer's tensors (the window's histograms)
    // Called once per layer as the forward pass goes up (never for a checkpoint's recompute)
    // with example `exampleRow`'s slopes, normalization and weights (the Jacobian spectrum).
    std::function<void(const ExampleLayer &)> exampleLayer;
    int exampleRow = 0;
};

// Builds the network of a configuration at initialization and runs one forward and one backward
// pass. Keeps the random draws and buffers between calls, so a recompute that changes only the
// weights' scale, the activation, the norm, the residual switch or the loss draws nothing new.
// One Engine serves one thread at a time.
class Engine
{
public:
    Engine();
    ~Engine();
    Engine(const Engine &) = delete;
    Engine &operator=(const Engine &) = delete;

    // Throws std::invalid_argument for a bad configuration, Cancelled when cancelled.
    Result compute(const ModelConfig &config, const RunSettings &run, const Callbacks &callbacks = {},
                   const Probe *probe = nullptr);
    // Under the default run settings (clip limit 1, 2 GiB).
    Result compute(const ModelConfig &config, const Callbacks &callbacks = {}, const Probe *probe = nullptr)
    {
        return compute(config, RunSettings{}, callbacks, probe);
    }

    // Frees the cached draws and buffers.
    void release();

    // How many weight matrices this engine has drawn so far (to check that draws are reused).
    std::int64_t weightMatricesDrawn() const;

private:
    struct Impl;
    std::unique_ptr<Impl> m_impl;
};

} // namespace gradflow
