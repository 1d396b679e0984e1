#include "core/layers/activations.h"

#include <array>
#include <cmath>
#include <stdexcept>

namespace gradflow {

namespace {

// In the enum's order. gelu_new and gelu_pytorch_tanh are Hugging Face's tanh approximation of
// GELU (src/transformers/activations.py: NewGELUActivation, PytorchGELUTanh); swish is SiLU there.
const std::array<ActivationName, kActivationCount> kRows = {{
    {"relu", "ReLU", std::sqrt(2.0), {"relu"}},
    {"leaky_relu", "leaky ReLU", std::sqrt(2.0 / (1.0 + kLeakyReluSlope * kLeakyReluSlope)), {}},
    {"elu", "ELU", 1.0, {}},
    {"gelu", "GELU", 1.0, {"gelu"}},
    {"silu", "SiLU", 1.0, {"silu", "swish"}},
    {"softplus", "softplus", 1.0, {}},
    {"sigmoid", "sigmoid", 1.0, {}},
    {"tanh", "tanh", 5.0 / 3.0, {}},
    {"gelu_tanh", "GELU (tanh)", 1.0, {"gelu_new", "gelu_pytorch_tanh"}},
    {"linear", "linear", 1.0, {}},
}};

} // namespace

const ActivationName &activationName(Activation activation) { return kRows.at(std::size_t(activation)); }

std::string activationLabel(Activation activation) { return activationName(activation).label; }

double activationGain(Activation activation) { return activationName(activation).gain; }

const std::vector<std::string> &activationNames()
{
    static const std::vector<std::string> names = [] {
        std::vector<std::string> out;
        for (const ActivationName &row : kRows) {
            if (!row.name)
                throw std::logic_error("an activation has no row in core/layers/activations.cpp");
            out.push_back(row.name);
        }
        return out;
    }();
    return names;
}

} // namespace gradflow
