#pragma once

// Each activation: the enum every table is indexed by, and what it is called where it is
// named (the command line and JSON, labels, PyTorch's gain, Hugging Face's hidden_act).
// Its forms (the exact arithmetic's and plain floating point's) are in activationforms.cpp.
// A new activation is a value here, a row in activations.cpp and a section in activationforms.cpp.

#include <cstddef>
#include <string>
#include <vector>

namespace gradflow {

// Linear stays last: kActivationCount sizes every per-activation table (names, labels, the
// engine's rules, the theory's moments and caches), each checked against it.
enum class Activation { Relu, LeakyRelu, Elu, Gelu, Silu, Softplus, Sigmoid, Tanh, GeluTanh, Linear };
constexpr std::size_t kActivationCount = std::size_t(Activation::Linear) + 1;

// leaky_relu's slope for z < 0 (PyTorch's default negative_slope).
constexpr double kLeakyReluSlope = 0.01;

struct ActivationName
{
    const char *name;  // the command line's and JSON's, e.g. "leaky_relu"
    const char *label; // a human label, e.g. "leaky ReLU"
    // PyTorch's calculate_gain for it; 1 where PyTorch defines none (as orthogonal init assumes).
    double gain;
    // The names a Hugging Face config's hidden_act gives it (none: a config cannot ask for it).
    std::vector<const char *> huggingFace;
};

// The row of an activation.
const ActivationName &activationName(Activation activation);

// The command line's names, in the enum's order.
const std::vector<std::string> &activationNames();
// A short human label, e.g. "leaky ReLU".
std::string activationLabel(Activation activation);
// PyTorch's calculate_gain for the activation (1 where PyTorch defines none).
double activationGain(Activation activation);

} // namespace gradflow
