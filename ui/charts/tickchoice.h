#pragma once

#include "ui/charts/powerlabels.h"

namespace gradflow {

// The fewest intervals (four labels) a log10 axis shows where its plot has room for them.
constexpr int kMinTickIntervals = 3;

// A log10 axis's ticks: the finest round step whose labels stand labelSpacing pixels apart on a
// plot this tall, the range ending within about a step of low and high; on a plot too short, a
// denser choice of steps, then fewer ticks. Never more than 40 intervals, for any range.
YTicks chooseLogTicks(double low, double high, double plotHeight, double labelSpacing);

} // namespace gradflow
