#include "core/jacobian/jacobianstories.h"

#include "core/model/presets.h"

namespace gradflow {

namespace {

// The lesson's network (the default preset: width 64, batch 32), 100 layers deep so the spread
// has room to grow, with the story's activation and weights.
ModelConfig story(Activation activation, Init init)
{
    ModelConfig c = findPreset(defaultPresetName())->config;
    c.depth = 100;
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
                            "A few directions grow while most shrink.",
         story(Activation::Linear, Init::Lecun)},
        {"Orthogonal linear", "With orthogonal weights a linear network is an isometry: every singular value is exactly 1 "
                              "at every depth. Every direction of the input reaches the output unchanged.",
         story(Activation::Linear, Init::Orthogonal)},
        {"ReLU He, Gaussian", "ReLU at He init keeps the mean of sigma^2 at 1, but the units that are off cut directions in "
                              "every layer. Its spread grows twice as fast as a linear network's (variance 2L): no isometry.",
         story(Activation::Relu, Init::He)},
        {"ReLU He, orthogonal", "Orthogonal weights halve ReLU's spread (variance L) but cannot remove it. "
                                "The units that are off still cut directions at every layer: no isometry either way.",
         story(Activation::Relu, Init::Orthogonal)},
        {"tanh orthogonal", "tanh with orthogonal weights at PyTorch's gain 5/3 is not at the point where isometry holds "
                            "(that needs gain 1 with a signal shrinking towards 0, Pennington et al.), and its spread grows "
                            "with depth like the Gaussian network's. Orthogonal weights alone do not make an isometry: the "
                            "activation must also stay in its linear regime.",
         story(Activation::Tanh, Init::Orthogonal)},
        {"tanh Gaussian", "The same tanh network with Gaussian weights (Xavier): its spectrum spreads with depth as the "
                          "linear Gaussian one does. No isometry.",
         story(Activation::Tanh, Init::Xavier)},
    };
    return stories;
}

} // namespace gradflow
