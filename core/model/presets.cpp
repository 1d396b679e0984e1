#include "core/model/presets.h"

namespace gradflow {

namespace {

// The lesson's 30-layer, 64-wide network on a batch of 32, half-mean loss.
ModelConfig lesson(Activation activation, Init init, double stdev = 0.01, bool residual = false)
{
    ModelConfig c;
    c.activation = activation;
    c.init = init;
    c.initStd = stdev;
    c.residual = residual;
    return c;
}

// The tanh demo: 30 layers, width 128, batch 256, sum loss, std = k / sqrt(n).
ModelConfig tanhDemo(double scale)
{
    ModelConfig c;
    c.width = 128;
    c.batch = 256;
    c.activation = Activation::Tanh;
    c.init = Init::CustomScale;
    c.initScale = scale;
    c.loss = Loss::Sum;
    c.seed = 13;
    return c;
}

// 48 residual blocks with LayerNorm, torch-default Linear layers and a head, mean loss.
ModelConfig transformerStack(NormPlace place)
{
    ModelConfig c;
    c.depth = 48;
    c.width = 64;
    c.batch = 16;
    c.activation = Activation::Linear;
    c.init = Init::TorchDefault;
    c.residual = true;
    c.norm = Norm::Layer;
    c.normPlace = place;
    c.head = true;
    c.loss = Loss::Mean;
    return c;
}

std::vector<Preset> makePresets()
{
    std::vector<Preset> p;
    p.push_back({"relu-he", "ReLU, He", "30 ReLU layers with He init: the gradient stays within a factor of about 4",
                 lesson(Activation::Relu, Init::He)});
    p.push_back({"relu-small", "ReLU, std 0.01",
                 "weights a little too small: the gradient at layer 1 vanishes by about 36 orders of magnitude",
                 lesson(Activation::Relu, Init::CustomStd, 0.01)});
    p.push_back({"relu-large", "ReLU, std 1",
                 "weights a little too large: the gradient explodes by about 22 orders of magnitude",
                 lesson(Activation::Relu, Init::CustomStd, 1.0)});
    p.push_back({"sigmoid-xavier", "sigmoid, Xavier",
                 "sigmoid's slope of at most 0.25 loses about 18 orders of magnitude, while the signal looks healthy",
                 lesson(Activation::Sigmoid, Init::Xavier)});
    p.push_back({"sigmoid-xavier-residual", "sigmoid, Xavier, residual",
                 "the same sigmoid network with skip connections: the gradient stays flat",
                 lesson(Activation::Sigmoid, Init::Xavier, 0.01, true)});
    p.push_back({"relu-he-residual", "ReLU, He, residual",
                 "residual ReLU blocks without normalization: the gradient grows about 4 million times from layer L "
                 "back to layer 1 (the first/last ratio)",
                 lesson(Activation::Relu, Init::He, 0.01, true)});
    p.push_back({"tanh-small", "tanh, 0.5/\u221an",
                 "the tanh demo, too small: the gradient shrinks by about 0.53 per layer", tanhDemo(0.5)});
    p.push_back({"tanh-scaled", "tanh, 1/\u221an", "the tanh demo, well scaled: about 0.99 per layer", tanhDemo(1.0)});
    p.push_back({"tanh-large", "tanh, 3/\u221an",
                 "the tanh demo, too large: saturated units, the gradient grows about 1.35 per layer", tanhDemo(3.0)});
    {
        ModelConfig c = tanhDemo(0.5);
        c.residual = true;
        p.push_back({"tanh-small-residual", "tanh, 0.5/\u221an, residual",
                     "the too-small tanh network rescued by skip connections", c});
    }
    {
        ModelConfig c = tanhDemo(0.5);
        c.norm = Norm::Layer;
        c.normPlace = NormPlace::Post;
        p.push_back({"tanh-small-layernorm", "tanh, 0.5/\u221an, LayerNorm",
                     "the too-small tanh network rescued by LayerNorm: the signal RMS is 1 at every layer", c});
    }
    p.push_back({"pre-ln", "Pre-LN, 48 blocks",
                 "LayerNorm before each block: weight gradients lean toward the input (last/first about 0.4)",
                 transformerStack(NormPlace::Pre)});
    p.push_back({"post-ln", "Post-LN, 48 blocks",
                 "LayerNorm after each residual add: weight gradients pile up near the output (last/first about 2)",
                 transformerStack(NormPlace::Post)});
    {
        ModelConfig c = transformerStack(NormPlace::Pre);
        c.init = Init::Lecun;
        c.head = false;
        c.residualRule = ResidualScaleRule::InvSqrt2Depth;
        p.push_back({"gpt2-scaling", "GPT-2 residual scaling",
                     "Pre-LN blocks whose writes are scaled by 1/sqrt(2L): the residual stream stays bounded (set the "
                     "scale to 1 to see it grow)",
                     c});
    }
    return p;
}

} // namespace

const std::vector<Preset> &presets()
{
    static const std::vector<Preset> all = makePresets();
    return all;
}

const Preset *findPreset(const std::string &name)
{
    for (const Preset &p : presets()) {
        if (p.name == name)
            return &p;
    }
    return nullptr;
}

const std::string &defaultPresetName()
{
    static const std::string name = "relu-he";
    return name;
}

} // namespace gradflow
