#pragma once

#include "core/model/config.h"

#include <Eigen/Core>

#include <cstdint>
#include <string>
#include <vector>

namespace gradflow {

// Every view that --view and a tour's 'view:' name, in the window's tab order: the network, the
// lesson's six side views (each a page with its settings below), the Training tab and the
// Jacobian tab.
enum class LessonView { Network, Chain, ResidualChain, Norms, Init, Clipping, ResidualScaling, Training, Jacobian };

// "network", "chain", "residual-chain", "norms", "init", "clipping", "residual-scaling",
// "training", "jacobian".
const std::vector<std::string> &lessonViewNames();
std::string toString(LessonView view);
// One of the six side views: a page of its own with settings (not the network, Training or Jacobian).
bool isLessonPage(LessonView view);
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
    double shift = 5.0;    // the constant added to test shift invariance
    int trainingSteps = 1; // BatchNorm training steps before evaluation mode
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

// One row per setting of a side view: `--view NAME --set KEY=VALUE`, a tour's `set:` line,
// the lesson pages' boxes and the lists of keys in the errors all read this table.
struct LessonSetting
{
    LessonView view;
    const char *key;
    // Accepted everywhere (a number or a whole number; 0 and 0 for a name or a batch).
    double low, high;
    // The page's box: a smaller range keeps a box narrow (the norms view's shift).
    double windowLow, windowHigh;
    // Checks value (where names the setting in errors) and stores it in its field.
    void (*set)(const LessonSetting &row, const std::string &where, const std::string &value, LessonSettings &settings);
};

// Every row, grouped by view in the order of LessonView.
const std::vector<LessonSetting> &lessonSettingTable();
// The keys of one view, in the table's order.
std::vector<std::string> lessonSettingKeys(LessonView view);
// The row of view and key; throws std::logic_error for a row the table lacks (a programming error).
const LessonSetting &lessonSetting(LessonView view, const std::string &key);

// Applies "key = value" to the view's settings through its row of the table. Throws
// std::invalid_argument naming the key and what is allowed (the view's keys for an unknown one).
void applyLessonSetting(LessonView view, const std::string &key, const std::string &value, LessonSettings &settings);
// "1,2,3,4; 3,6,1,0": rows split by ';', entries by ','; every row as long as the first.
Eigen::MatrixXd parseBatch(const std::string &text);
std::string batchText(const Eigen::MatrixXd &batch);

} // namespace gradflow
