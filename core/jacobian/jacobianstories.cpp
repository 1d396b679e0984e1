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

// tanh at weight std 1/√n either way: orthogonal at gain 1, or Gaussian (Xavier at a square
// layer), so the two stories differ in the weights alone.
ModelConfig tanhStory(Init init)
{
    ModelConfig c = story(Activation::Tanh, init);
    c.orthogonalGain = 1.0;
    return c;
}

} // namespace

const std::vector<JacobianStory> &jacobianStories()
{
    static const std::vector<JacobianStory> stories = {
        {"Gaussian linear",
         "A linear network with Gaussian weights of variance 1/n keeps the mean of σ² at 1 over draws of "
         "the weights (one draw sits below it: see the readout). Its singular values spread wider with "
         "every layer (Fuss–Catalan: variance L): a few directions grow while most shrink.",
         story(Activation::Linear, Init::Lecun)},
        {"Orthogonal linear",
         "With orthogonal weights a linear network is an isometry: every singular value is exactly 1 "
         "at every depth. Every direction of the input reaches the output unchanged.",
         story(Activation::Linear, Init::Orthogonal)},
        {"ReLU He, Gaussian",
         "ReLU at He init keeps the mean of σ² at 1 over draws of the weights (one draw sits "
         "below it: see the readout). Units that are off cut directions in every layer: the spread "
         "grows twice as fast as a linear network's (variance 2L), no isometry.",
         story(Activation::Relu, Init::He)},
        {"ReLU He, orthogonal",
         "Orthogonal weights halve ReLU's spread (variance L) but cannot remove it. "
         "The units that are off still cut directions at every layer: no isometry either way.",
         story(Activation::Relu, Init::Orthogonal)},
        {"tanh orthogonal",
         "tanh with orthogonal weights at gain 1 and no biases lets the signal shrink towards 0, where "
         "tanh is nearly linear and every layer nearly orthogonal (Pennington, Schoenholz and Ganguli "
         "2017). Its singular values keep the spread the first layers' larger signal gives them, the "
         "middle 90% within about 1.3 decades at every depth: near isometry.",
         tanhStory(Init::Orthogonal)},
        {"tanh Gaussian",
         "The same tanh network with Gaussian weights of the same std 1/√n (Xavier): only the "
         "weights differ. Its singular values spread wider with every layer, over tens of decades at "
         "depth 100: no isometry.",
         tanhStory(Init::Xavier)},
    };
    return stories;
}

} // namespace gradflow
