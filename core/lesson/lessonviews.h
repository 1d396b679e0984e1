#pragma once

#include "core/model/config.h"

#include <Eigen/Core>

#include <cstdint>
#include <string>
#include <vector>

namespace gradflow {

// The lesson's six side views, next to the main network view.
enum class LessonView { Network, Chain, ResidualChain, Norms, Init, Clipping, ResidualScaling };

// "network", "chain", "residual-chain", "norms", "init", "clipping", "residual-scaling".
const std::vector<std::string> &lessonViewNames();
std::string toString(LessonView view);
// Throws std::invalid_argument "option: unknown view 'x'; choose ...".
LessonView parseLessonView(const std::string &text, const std::string &option = "--view");

// Every side view's controls, with the lesson's worked examples as defaults.
struct LessonSettings
{
    // Chain: L one-number units, each at its steepest point.
    int chainLength = 10;
    Activation chainActivation = Activation::Sigmoid;
    double chainWeight = 1.0;
    // Residual chain: blocks of slope s, plain against residual.
    int blocks = 10;
    double blockSlope = 0.025;
    // Normalization bench: rows are examples. Row 1 is the lesson's (1, 2, 3, 4); column 1 is
    // its batch (1, 3, 5).
    Eigen::MatrixXd batch = defaultBatch();
    double shift = 5.0;      // the constant added to test shift invariance
    int trainingSteps = 1;   // BatchNorm training steps before evaluation mode
    double momentum = 0.1;
    // Initialization: one Linear + ReLU layer.
    int fanIn = 512, fanOut = 512, samples = 4096;
    // Clipping: the limit (the network is the main view's).
    double clipLimit = 1.0;
    // Residual scaling: N transformer layers, 2N writes, on a stream of samples x width.
    int gptLayers = 50, streamSamples = 512, streamWidth = 256;
    std::uint64_t seed = 0;

    static Eigen::MatrixXd defaultBatch();
};

// Applies "key = value" to the view's settings. Keys: chain: length, activation, weight;
// residual-chain: blocks, slope; norms: batch ("1,2,3,4; 3,6,1,0"), shift, steps, momentum;
// init: fan-in, fan-out, samples, seed; clipping: limit; residual-scaling: layers, samples,
// width, seed. Throws std::invalid_argument naming the key and what is allowed.
void applyLessonSetting(LessonView view, const std::string &key, const std::string &value,
                        LessonSettings &settings);
// "1,2,3,4; 3,6,1,0": rows split by ';', entries by ','; every row as long as the first.
Eigen::MatrixXd parseBatch(const std::string &text);
std::string batchText(const Eigen::MatrixXd &batch);

// The peak working memory of a side view's own computation, in bytes: the Init view's sample,
// weights and outputs, the Residual scaling view's streams (0 for the small views; the clipping
// view's network is planned by planMemory()).
std::int64_t lessonViewBytes(LessonView view, const LessonSettings &settings);
// Refuses up front, as planMemory() does for a network, a view that would need more than
// run.maxMemoryBytes: throws MemoryLimitError (an error of max-memory) naming the view's sizes.
void planLessonViewMemory(LessonView view, const LessonSettings &settings, const ModelConfig &network,
                          const RunSettings &run);

// The view's numbers as JSON (network: the main view's result is printed by --json instead).
// network configures the clipping view's network, computed under run; every view is held to
// run.maxMemoryBytes (see planLessonViewMemory()).
std::string lessonViewJson(LessonView view, const LessonSettings &settings, const ModelConfig &network,
                           const RunSettings &run);

} // namespace gradflow
