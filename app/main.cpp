#include "cli.h"

#include <cstdio>
#include <stdexcept>

int main(int argc, char *argv[])
{
    QStringList arguments;
    for (int i = 1; i < argc; ++i)
        arguments << QString::fromLocal8Bit(argv[i]);
    gradflow::CliOptions options;
    try {
        options = gradflow::parseCommandLine(arguments);
    } catch (const std::invalid_argument &e) {
        std::fprintf(stderr, "gradflow: %s\n", e.what());
        return 2;
    }
    return gradflow::runCommandLine(options);
}
