#pragma once

#include "histogram.h"
#include "result.h"

#include <Eigen/Core>

#include <exception>
#include <functional>
#include <memory>
#include <optional>
#include <stdexcept>
#include <string>

#include "options.h" // OptionError, which MemoryLimitError is

namespace gradflow {

// Thrown out of Engine::compute() when Callbacks::isCancelled returns true.
class Cancelled : public std::exception
{
public:
    const char *what() const noexcept override { return "cancelled"; }
};

// Thrown by planMemory() (and so by Engine::compute()) when even the smallest plan exceeds
// run.maxMemoryBytes: an error of the option max-memory. The window words its own from the
// figures, since it has no limit to raise.
class MemoryLimitError : public OptionError
{
public:
    MemoryLimitError(const std::string &problem, std::int64_t needed, std::int64_t limit)
        : OptionError("max-memory", problem), neededBytes(needed), limitBytes(limit) {}
    std::int64_t neededBytes, limitBytes;
};

struct Callbacks
{
    std::function<bool()> isCancelled;            // polled once per layer
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
    LayerCapture *capture = nullptr; // receives capture->layer's tensors (the window's histograms)
};

// The memory a configuration will take, or throws std::invalid_argument when even the smallest
// plan exceeds run.maxMemoryBytes (the message gives the estimate).
MemoryPlan planMemory(const ModelConfig &config, const RunSettings &run);

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
