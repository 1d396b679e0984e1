#pragma once

#include <string>
#include <vector>

namespace gradflow {

// Which network a configuration describes: today's dense blocks (one linear layer and an
// activation each), or a decoder-only transformer built from the same activations and norms.
enum class Architecture { Mlp, Transformer };
// How a transformer knows where a token sits: learned position embeddings (GPT-2, BERT),
// rotary embeddings applied to queries and keys (Llama, Mistral, Qwen), or none.
enum class Position { Learned, Rope, None };

// The transformer's own sizes. The keys a transformer shares with the dense network keep their
// ModelConfig fields: depth = blocks, width = d_model, initStd = the init std (Hugging Face's
// initializer_range), activation = the MLP's, norm / normPlace / normEps, residualRule (GPT-2's
// 1/sqrt(2N) on the output projections), batch = sequences, seed and precision.
struct TransformerShape
{
    int heads = 4;   // query heads; head dim = width / heads
    int kvHeads = 0; // key/value heads (grouped-query attention); 0: as many as heads
    int seqLen = 16; // tokens per sequence
    int ffWidth = 0; // the MLP's hidden width; 0: 4 x width
    int vocab = 256; // tokens in the vocabulary
    Position position = Position::Learned;
    bool gated = false;   // SwiGLU-style gated MLP (gate, up, down) as in Llama
    bool tieHead = false; // the LM head shares the token embedding's matrix
    double ropeTheta = 10000.0;

    bool operator==(const TransformerShape &o) const
    {
        return heads == o.heads && kvHeads == o.kvHeads && seqLen == o.seqLen && ffWidth == o.ffWidth
               && vocab == o.vocab && position == o.position && gated == o.gated && tieHead == o.tieHead
               && ropeTheta == o.ropeTheta;
    }
    bool operator!=(const TransformerShape &o) const { return !(*this == o); }
};

const std::vector<std::string> &architectureNames(); // "mlp", "transformer"
const std::vector<std::string> &positionNames();     // "learned", "rope", "none"
std::string toString(Architecture value);
std::string toString(Position value);
// Throw OptionError (options.h) naming the option and the allowed values.
Architecture parseArchitecture(const std::string &text, const std::string &option = "architecture");
Position parsePosition(const std::string &text, const std::string &option = "position");

} // namespace gradflow
