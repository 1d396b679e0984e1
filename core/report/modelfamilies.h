#pragma once

#include "core/model/config.h"

#include <string>
#include <vector>

namespace gradflow {

// What a Hugging Face model_type means for GradFlow's transformer: which keys of its config.json
// carry each size (the first name is the family's own, later ones the aliases its configuration
// class accepts), what each size is when its key is absent (the defaults of the family's
// configuration class in Hugging Face transformers), and what the family's modeling file fixes
// without a key (norm, its place, positions, the MLP's gate, GPT-2's residual-branch scaling).
struct ModelFamily
{
    const char *modelType;
    const char *summary; // what the family implies, for the mapped keys' list
    std::vector<const char *> layers, width, heads, kvHeads, ffWidth, activation, eps, positions;
    bool ropeKeys; // rope_theta (or rope_parameters' rope_theta) and head_dim are read
    // Defaults of absent keys. kvHeads 0: as many as heads; ffWidth 0: 4 x width.
    int defLayers, defWidth, defHeads, defKvHeads, defFfWidth, defVocab, defPositions;
    const char *defActivation;
    double defEps, defInitStd, defRopeTheta;
    bool defTie;
    // What the modeling file fixes.
    Norm norm;
    NormPlace place;
    Position position;
    bool gated;
    ResidualScaleRule residualRule;
};

// gpt2, bert, llama, mistral, qwen2.
const std::vector<ModelFamily> &modelFamilies();
const ModelFamily *findModelFamily(const std::string &modelType);
// "gpt2, bert, llama, mistral, qwen2".
std::string modelTypeList();

} // namespace gradflow
