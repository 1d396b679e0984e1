#include "bench/serve.h"

#include "core/engine/kernels/products.h"
#include "core/engine/kernels/secondcore.h"

#include <cstdio>
#include <exception>
#include <iostream>

namespace gradflow {

namespace {

void answer(const std::map<std::string, ServeCommand> &commands, const std::string &line)
{
    std::istringstream in(line);
    std::string command;
    in >> command;
    if (command == "isa") {
        std::printf("%s\n", products::isaName());
        return;
    }
    if (command == "handoffs") {
        std::string mode;
        in >> mode;
        SecondCoreThread::setHandoffs(mode == "helper"  ? SecondCoreThread::Handoffs::AlwaysHelper
                                      : mode == "alone" ? SecondCoreThread::Handoffs::NeverHelper
                                                        : SecondCoreThread::Handoffs::Adaptive);
        std::printf("%s\n", mode.c_str());
        return;
    }
    if (command == "alone") {
        std::printf("%lld %lld\n", static_cast<long long>(SecondCoreThread::batchesAlone()),
                    static_cast<long long>(SecondCoreThread::jobsOnHelper()));
        return;
    }
    const auto found = commands.find(command);
    if (found == commands.end()) {
        std::printf("error: unknown command %s\n", command.c_str());
        return;
    }
    try {
        found->second(in);
    } catch (const std::exception &e) {
        std::printf("error: %s\n", e.what());
    }
}

} // namespace

int serveLines(const std::map<std::string, ServeCommand> &commands)
{
    std::string line;
    while (std::getline(std::cin, line)) {
        answer(commands, line);
        std::fflush(stdout);
    }
    return 0;
}

ModelConfig servedModel(int depth, int width, int batch, const std::string &precision)
{
    ModelConfig c; // ReLU, He init: the lesson's model
    c.depth = depth;
    c.width = width;
    c.batch = batch;
    c.precision = precision == "float" ? Precision::Float : Precision::Double;
    return c;
}

} // namespace gradflow
