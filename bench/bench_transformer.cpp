// The transformer's pass (core/transformer/): the time one forward and backward pass takes at
// init, the side of the comparison bench/transformer_peer.py makes with the same work in PyTorch.
//   bench_transformer            one human-readable summary (the lesson size, GPT-2 small)
//   bench_transformer --serve    answers bench/transformer_peer.py line by line on stdin:
//     pass SIZE PRECISION THREADS REPS -> REPS times in ms of one pass each, the weights drawn
//                                         before the clock starts (kept between passes and calls,
//                                         as the window keeps them while a slider moves)
//     draw SIZE PRECISION              -> the time in ms of the first pass, its draws included
//     save SIZE FILE                   -> "ok": the network as --save-network writes it (double)
//     series SIZE                      -> the loss, then log10 RMS and gradient norm of every
//                                         sub-layer, in double
// SIZE is "lesson" (6 x 64, 4 heads, seq 16, batch 4, vocab 256) or "gpt2" (GPT-2 small: 12 x 768,
// 12 heads, ff 3072, vocab 50257, seq 64, batch 4, tied head, GELU, pre-LN, 1/sqrt(2N)).
#include "bench/serve.h"
#include "bench/stats.h"
#include "core/engine/kernels/products.h"
#include "core/report/transformerreport.h"
#include "core/transformer/transformerpass.h"

#include <chrono>
#include <cstdio>
#include <fstream>
#include <string>
#include <vector>

using namespace gradflow;
using Clock = std::chrono::steady_clock;

namespace {

ModelConfig sized(const std::string &name, const std::string &precision)
{
    ModelConfig c;
    c.architecture = Architecture::Transformer;
    c.norm = Norm::Layer;
    c.normPlace = NormPlace::Pre;
    c.activation = Activation::Gelu;
    c.initStd = 0.02;
    c.residualRule = ResidualScaleRule::InvSqrt2Depth;
    c.batch = 4;
    c.precision = precision == "float" ? Precision::Float : Precision::Double;
    if (name == "gpt2") {
        c.depth = 12;
        c.width = 768;
        c.transformer.heads = 12;
        c.transformer.ffWidth = 3072;
        c.transformer.vocab = 50257;
        c.transformer.seqLen = 64;
        c.transformer.tieHead = true;
    } else if (name == "lesson") {
        c.depth = 6;
        c.width = 64;
        c.transformer.heads = 4;
        c.transformer.seqLen = 16;
        c.transformer.vocab = 256;
    } else {
        throw std::invalid_argument("unknown size " + name + " (lesson or gpt2)");
    }
    return c;
}

double msSince(Clock::time_point start)
{
    return std::chrono::duration<double, std::milli>(Clock::now() - start).count();
}

// `reps` passes of `c` on `engine`, drawn first unless `drawn` says the engine holds its draws.
std::vector<double> timePasses(TransformerEngine &engine, const ModelConfig &c, bool drawn, int threads, int reps)
{
    products::setThreads(threads);
    if (!drawn)
        engine.compute(c, RunSettings{}); // draws the weights
    std::vector<double> ms;
    for (int i = 0; i < reps; ++i) {
        const auto start = Clock::now();
        engine.compute(c, RunSettings{});
        ms.push_back(msSince(start));
    }
    return ms;
}

void printTimes(const std::vector<double> &ms)
{
    for (std::size_t i = 0; i < ms.size(); ++i)
        std::printf("%s%.3f", i ? " " : "", ms[i]);
    std::printf("\n");
}

int serve()
{
    // One engine for every "pass": its draws, its second core and what that core's handoff
    // policy learned stay between calls while the size and precision do, as the window's engine's do.
    TransformerEngine engine;
    std::string drawnFor;
    std::map<std::string, ServeCommand> commands;
    commands["pass"] = [&](std::istringstream &in) {
        std::string size, precision;
        int threads = 2, reps = 1;
        in >> size >> precision >> threads >> reps;
        const ModelConfig c = sized(size, precision);
        const bool drawn = drawnFor == size + " " + precision;
        drawnFor.clear(); // until this size's draws are in
        printTimes(timePasses(engine, c, drawn, threads, reps));
        drawnFor = size + " " + precision;
    };
    commands["draw"] = [](std::istringstream &in) {
        std::string size, precision;
        in >> size >> precision;
        const auto start = Clock::now();
        transformerPass(sized(size, precision), RunSettings{});
        std::printf("%.3f\n", msSince(start));
    };
    commands["save"] = [](std::istringstream &in) {
        std::string size, path;
        in >> size >> path;
        std::ofstream file(path, std::ios::binary);
        writeTransformerNpz(sized(size, "double"), RunSettings{},
                            [&file](const char *data, std::size_t n) { file.write(data, std::streamsize(n)); });
        std::printf("ok\n");
    };
    commands["series"] = [](std::istringstream &in) {
        std::string size;
        in >> size;
        const TransformerResult r = transformerPass(sized(size, "double"), RunSettings{});
        std::printf("%.17g", r.loss.value_or(0.0));
        for (const SubLayerRow &row : r.rows)
            std::printf(" %.17g %.17g", row.log10Rms.value_or(0.0), row.log10GradNorm.value_or(0.0));
        std::printf("\n");
    };
    return serveLines(commands);
}

} // namespace

int main(int argc, char **argv)
{
    if (argc > 1 && std::string(argv[1]) == "--serve")
        return serve();
    std::printf("products: %s, %d threads\n", products::isaName(), products::threads());
    for (const char *size : {"lesson", "gpt2"}) {
        for (const char *precision : {"double", "float"}) {
            const auto start = Clock::now();
            transformerPass(sized(size, precision), RunSettings{});
            const double first = msSince(start);
            TransformerEngine engine;
            const std::vector<double> ms = timePasses(engine, sized(size, precision), false, products::threads(), 5);
            std::printf("%s, %s: one pass %.1f ms (median of 5, weights kept); the first with its draws %.1f ms\n",
                        size, precision, median(ms), first);
        }
    }
    return 0;
}
