// Training speed: the time train() takes for a whole run, the side of the comparison
// bench/train_peer.py makes with the same training in PyTorch.
//   bench_training            one human-readable summary (lesson size, depth 100 x 512 x 256)
//   bench_training --serve    answers bench/train_peer.py line by line on stdin, so train() is
//                             timed in turn with PyTorch in one run:
//     train DEPTH WIDTH BATCH OPTIMIZER STEPS LR PRECISION THREADS REPS
//                                   -> REPS times in ms of STEPS steps of a run each (the
//                                      weights drawn and the task formed before the clock starts)
//     losses DEPTH WIDTH BATCH OPTIMIZER STEPS LR PRECISION
//                                   -> the loss before every step, then the final loss
//     dump DEPTH WIDTH BATCH FILE   -> "ok": the initial weights (depth x width x width, applied
//                                      as h W), the input and the target (batch x width each),
//                                      row-major float64 one after the other, for the peer
//     isa                           -> the product kernels' instruction set
//     handoffs adaptive|helper|alone -> the same word: where the second core's jobs go
//     alone                         -> batches kept on one thread by the hand-off policy, and
//                                      jobs run on the helper, so far
// The network is the lesson's: ReLU, He init, no bias, no head, loss 0.5/batch ||out - target||^2.
#include "bench/serve.h"
#include "core/engine/kernels/products.h"
#include "core/training/network.h"
#include "core/training/task.h"
#include "core/training/trainer.h"
#include "core/training/trainingrun.h"
#include "bench/stats.h"

#include <algorithm>
#include <chrono>
#include <cstdio>
#include <fstream>
#include <sstream>
#include <string>
#include <vector>

using namespace gradflow;
using Clock = std::chrono::steady_clock;

namespace {

TrainSettings training(const std::string &optimizer, int steps, double lr)
{
    TrainSettings s;
    s.optimizer = parseOptimizer(optimizer);
    s.steps = steps;
    s.learningRate = lr;
    return s;
}

// The time of STEPS steps of one run (forward, loss, backward, clip factor, update and what the
// run records), the network already drawn: the same work PyTorch's timed loop does, from weights
// it already has. An early stop (divergence) is an error: its time would not be STEPS steps.
double timeSteps(const ModelConfig &c, const TrainSettings &s, std::string &error)
{
    TrainingRun<double> run(c, s, {});
    const auto start = Clock::now();
    for (int t = 1; t <= s.steps; ++t)
        run.step(t);
    const double ms = std::chrono::duration<double, std::milli>(Clock::now() - start).count();
    if (run.result().stepsDone != s.steps)
        error = "the run diverged before its last step; lower the learning rate";
    return ms;
}

// Times of `reps` runs' steps; the first run (buffers, page faults) is not timed.
std::vector<double> timeRuns(const ModelConfig &c, const TrainSettings &s, int threads, int reps, std::string &error)
{
    products::setThreads(threads);
    timeSteps(c, s, error);
    std::vector<double> times;
    for (int i = 0; i < reps && error.empty(); ++i)
        times.push_back(timeSteps(c, s, error));
    return times;
}

void dump(int depth, int width, int batch, const std::string &file)
{
    const ModelConfig c = servedModel(depth, width, batch, "double");
    const Parameters<double> p = initialParameters<double>(c);
    const Task<double> task = makeTask<double>(width, batch);
    std::ofstream out(file, std::ios::binary);
    auto write = [&](const Mat<double> &m) {
        const Eigen::Matrix<double, Eigen::Dynamic, Eigen::Dynamic, Eigen::RowMajor> rows = m;
        out.write(reinterpret_cast<const char *>(rows.data()), std::streamsize(rows.size() * sizeof(double)));
    };
    for (const auto &w : p.weights)
        write(w);
    write(task.input);
    write(task.target);
}

void answerTrain(std::istringstream &in)
{
    int depth = 0, width = 0, batch = 0, steps = 0, threads = 1, reps = 1;
    double lr = 0;
    std::string optimizer, precision;
    in >> depth >> width >> batch >> optimizer >> steps >> lr >> precision >> threads >> reps;
    std::string error;
    const std::vector<double> times =
        timeRuns(servedModel(depth, width, batch, precision), training(optimizer, steps, lr), threads, reps, error);
    if (!error.empty()) {
        std::printf("error: %s\n", error.c_str());
        return;
    }
    for (double t : times)
        std::printf("%.5f ", t);
    std::printf("\n");
}

void answerLosses(std::istringstream &in)
{
    int depth = 0, width = 0, batch = 0, steps = 0;
    double lr = 0;
    std::string optimizer, precision;
    in >> depth >> width >> batch >> optimizer >> steps >> lr >> precision;
    const TrainResult r =
        train(servedModel(depth, width, batch, precision), RunSettings{}, training(optimizer, steps, lr));
    for (double l : r.loss)
        std::printf("%.17g ", l);
    std::printf("%.17g\n", r.finalLoss.value_or(-1.0));
}

void answerDump(std::istringstream &in)
{
    int depth = 0, width = 0, batch = 0;
    std::string file;
    in >> depth >> width >> batch >> file;
    dump(depth, width, batch, file);
    std::printf("ok\n");
}

int serve() { return serveLines({{"train", answerTrain}, {"losses", answerLosses}, {"dump", answerDump}}); }

} // namespace

int main(int argc, char **argv)
{
    if (argc > 1 && std::string(argv[1]) == "--serve")
        return serve();
    std::string error;
    const double lesson1 =
        median(timeRuns(servedModel(30, 64, 32, "double"), training("sgd", 100, 0.01), 1, 31, error));
    const double large2 = median(timeRuns(servedModel(100, 512, 256, "double"), training("sgd", 5, 0.01), 2, 3, error));
    std::printf("product kernels: %s\n", products::isaName());
    std::printf("lesson size 30 x 64 x 32, double, SGD, 100 steps, 1 thread: median %.2f ms\n", lesson1);
    std::printf("depth 100 x width 512 x batch 256, double, SGD, 5 steps, 2 threads: median %.1f ms\n", large2);
    if (!error.empty())
        std::printf("error: %s\n", error.c_str());
    return 0;
}
