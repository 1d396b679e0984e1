#pragma once

#include "core/model/config.h"
#include "core/lesson/lessonviews.h"
#include "core/training/trainsettings.h"

#include <optional>
#include <string>
#include <vector>

namespace gradflow {

// A lesson tour: steps that each load a view and its configuration and say what to look at.
//
// The file is UTF-8 text, one "key: value" per line; blank lines and lines starting with '#'
// are ignored. Keys:
//   title: NAME           the tour's name (once, before the first step)
//   step: TITLE           starts a step
//   view: NAME            network, chain, residual-chain, norms, init, clipping, residual-scaling
//                         training (the Training tab, on the step's network) or jacobian (the
//                         Jacobian tab, on the step's network)
//   preset: NAME          network, clipping, training and jacobian steps: the main view's network (gradflow
//   --list-presets) set: KEY = VALUE      network, clipping, training and jacobian steps: a configuration key (depth,
//   init-std, norm, ...);
//                         other views: the view's setting (as gradflow --view NAME --set KEY=VALUE)
//   pin: NAME             network steps: pin this preset's curves for comparison (up to 8)
//   train: KEY = VALUE    training steps: optimizer (sgd, momentum, adam), lr, steps, clip (a limit; 0 none),
//                         warmup (as gradflow --train-json takes them)
//   relative: on|off      network steps: every curve divided by its value at layer 0 (default off)
//   text: SENTENCES       what to look at and why; several text lines make one paragraph.
//                         Numbers in braces, {9.5×10⁻⁷}, are numbers the view shows: the panel
//                         prints them bold, and the tests check the view shows each one.
//                         Names between asterisks, *Units L*, are the controls and boxes the
//                         text points at, as labelled on screen: the panel prints them in
//                         italics, and the tests check each is on screen whole.
// Every step needs a view and a text; each step starts from the defaults, so steps can be
// visited in any order.
struct TourStep
{
    int line = 0; // where the step starts in the file
    std::string title;
    LessonView view = LessonView::Network;
    bool hasView = false;
    TrainSettings train; // a training step's settings
    std::string preset;
    std::vector<std::string> pins;
    bool relative = false;
    std::string text;
    ModelConfig config;      // the step's network (network, clipping, training and Jacobian steps)
    RunSettings run;         // its clip limit (the clipping view's) and memory limit
    LessonSettings settings; // the side view's settings for this step
};

struct Tour
{
    std::string title;
    std::vector<TourStep> steps;
};

// Throws std::invalid_argument "SOURCE line N: what is wrong; what to do".
Tour parseTour(const std::string &text, const std::string &source);

// The {...} parts of a step's text, without braces.
std::vector<std::string> quotedNumbers(const std::string &text);

constexpr std::size_t maxTourBytes = std::size_t(1) << 20;
// A step's text is read in class beside the charts: a few sentences. The panel lays out a
// longer one for seconds (a megabyte: about 20 s without a frame), so a longer one is refused.
constexpr std::size_t maxStepTextBytes = 4096;
// A title is one line over the panel (a megabyte-long one froze the window for minutes).
constexpr std::size_t maxTitleBytes = 200;

} // namespace gradflow
