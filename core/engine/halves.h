#pragma once

// Elementwise work over a matrix's columns in two halves, the second half on the pass's second
// core, for matrices large enough to repay the hand-off. Each entry is computed by the same
// code either way, and a maximum does not depend on its order: results are the same to the
// last bit with one thread or two.

#include "core/engine/kernels/products.h"

#include <Eigen/Core>

#include <algorithm>

namespace gradflow {

// Below this many entries, elementwise work stays on the calling thread: a hand-off costs a
// few microseconds, a pass over 64K doubles (512 KiB) about 20 (bench/run at 100 x 512 x 256).
constexpr Eigen::Index kHalvesMinEntries = Eigen::Index(1) << 16;

// fn(firstColumn, endColumn) over [0, cols): in two calls, the second on `second`, when there is
// a second core and rows x cols is large; else in one call here. Returns when both are done.
template<typename Fn>
void inHalves(products::SecondCore *second, Eigen::Index rows, Eigen::Index cols, Fn &&fn)
{
    if (!second || cols < 2 || rows * cols < kHalvesMinEntries) {
        fn(Eigen::Index(0), cols);
        return;
    }
    const Eigen::Index half = cols / 2;
    second->push([&fn, half, cols] { fn(half, cols); });
    try {
        fn(Eigen::Index(0), half);
    } catch (...) {
        try {
            second->drain(); // the other half must stop using fn before it goes
        } catch (...) {
        }
        throw;
    }
    second->drain();
}

// max |m|, in halves.
template<typename Scalar>
Scalar peakAbs(const Eigen::Matrix<Scalar, Eigen::Dynamic, Eigen::Dynamic> &m, products::SecondCore *second)
{
    Scalar peaks[2] = {Scalar(0), Scalar(0)};
    inHalves(second, m.rows(), m.cols(), [&m, &peaks](Eigen::Index first, Eigen::Index end) {
        if (end > first)
            peaks[first == 0 ? 0 : 1] = products::maxAbs(m.data() + first * m.rows(), (end - first) * m.rows());
    });
    return std::max(peaks[0], peaks[1]);
}

} // namespace gradflow
