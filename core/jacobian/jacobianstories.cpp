#include "core/jacobian/jacobianstories.h"

namespace gradflow {

namespace {

ModelConfig story(Activation activation, Init init)
{
    ModelConfig c;
    c.depth = 100;
    c.width = 64;
    c.batch = 32;
    c.activation = activation;
    c.init = init;
    return c;
}

} // namespace

const std::vector<JacobianStory> &jacobianStories()
{
    static const std::vector<JacobianStory> stories = {
        {"Gaussian linear", "A linear network with Gaussian weights at sigma_w^2 n = 1 keeps the mean of sigma^2 at 1, "
                            "yet its singular values spread wider with every layer (Fuss-Catalan: variance L). "
                            "A few directions grow while most vanish, so the gradient survives in only a few of them.",
         story(Activation::Linear, Init::Lecun)},
        {"Orthogonal linear", "With orthogonal weights a linear network is an isometry: every singular value is exactly 1 "
                              "at every depth. Every direction of the input reaches the output unchanged.",
         story(Activation::Linear, Init::Orthogonal)},
        {"ReLU He, Gaussian", "ReLU at He init keeps the mean of sigma^2 at 1, but half the units are off in every layer, "
                              "so the spread grows twice as fast as a linear network's (variance 2L). "
                              "Many directions die outright: exact zeros where a unit is off.",
         story(Activation::Relu, Init::He)},
        {"ReLU He, orthogonal", "Orthogonal weights halve ReLU's spread (variance L) but cannot remove it: the units "
                                "switched off still cut directions at every layer. No isometry either way.",
         story(Activation::Relu, Init::Orthogonal)},
        {"tanh orthogonal", "tanh with orthogonal weights: near zero tanh is linear, so the spectrum stays far narrower "
                            "than with Gaussian weights at the same depth. This is the dynamical isometry that trains very deep tanh networks.",
         story(Activation::Tanh, Init::Orthogonal)},
        {"tanh Gaussian", "The same tanh network with Gaussian weights: the mean of sigma^2 can sit near 1 while the "
                          "spread grows with depth as in the linear Gaussian case. No isometry.",
         story(Activation::Tanh, Init::Xavier)},
    };
    return stories;
}

} // namespace gradflow
