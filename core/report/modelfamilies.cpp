#include "core/report/modelfamilies.h"

namespace gradflow {

namespace {

// Defaults of absent keys, as Hugging Face transformers' configuration classes set them
// (src/transformers/models/NAME/configuration_NAME.py), and what each modeling file fixes
// (src/transformers/models/NAME/modeling_NAME.py). tie_word_embeddings, when a class does not
// name it, is PretrainedConfig's default, true (src/transformers/configuration_utils.py).
std::vector<ModelFamily> makeFamilies()
{
    std::vector<ModelFamily> f;
    // Each family's row keeps the order of ModelFamily's fields: the key names, then the defaults.
    // clang-format off
    // GPT2Config: vocab_size 50257, n_positions 1024, n_embd 768, n_layer 12, n_head 12,
    // n_inner None (4 x n_embd in GPT2Block), activation_function "gelu_new",
    // layer_norm_epsilon 1e-5, initializer_range 0.02; attribute_map: hidden_size,
    // max_position_embeddings, num_attention_heads and num_hidden_layers are aliases.
    // modeling_gpt2.py: ln_1 before attention and ln_2 before the MLP (pre-LN), wpe learned
    // positions, and _init_weights draws every c_proj.weight with
    // initializer_range / sqrt(2 * n_layer).
    f.push_back({"gpt2", "pre-LayerNorm, learned positions, output projections' std / sqrt(2 x layers)",
                 {"n_layer", "num_hidden_layers"}, {"n_embd", "hidden_size"}, {"n_head", "num_attention_heads"},
                 {}, {"n_inner"}, {"activation_function"}, {"layer_norm_epsilon"},
                 {"n_positions", "max_position_embeddings"}, false,
                 12, 768, 12, 0, 0, 50257, 1024, "gelu_new", 1e-5, 0.02, 10000.0, true,
                 Norm::Layer, NormPlace::Pre, Position::Learned, false, ResidualScaleRule::InvSqrt2Depth});
    // BertConfig: vocab_size 30522, hidden_size 768, num_hidden_layers 12, num_attention_heads
    // 12, intermediate_size 3072, hidden_act "gelu", max_position_embeddings 512,
    // initializer_range 0.02, layer_norm_eps 1e-12. modeling_bert.py: BertSelfOutput and
    // BertOutput apply LayerNorm after the residual add (post-LN); position_embeddings learned.
    f.push_back({"bert", "post-LayerNorm, learned positions (attention is causal here; BERT's sees both ways)",
                 {"num_hidden_layers"}, {"hidden_size"}, {"num_attention_heads"}, {}, {"intermediate_size"},
                 {"hidden_act"}, {"layer_norm_eps"}, {"max_position_embeddings"}, false,
                 12, 768, 12, 0, 3072, 30522, 512, "gelu", 1e-12, 0.02, 10000.0, true,
                 Norm::Layer, NormPlace::Post, Position::Learned, false, ResidualScaleRule::Fixed});
    // LlamaConfig: vocab_size 32000, hidden_size 4096, intermediate_size 11008,
    // num_hidden_layers 32, num_attention_heads 32, num_key_value_heads None (= heads),
    // hidden_act "silu", max_position_embeddings 2048, initializer_range 0.02, rms_norm_eps 1e-6,
    // tie_word_embeddings False, rope_theta 10000.0 (in newer versions inside rope_parameters, whose
    // default rope_theta is the same). modeling_llama.py: input_layernorm and
    // post_attention_layernorm are RMSNorms before each sub-layer, rotary embeddings on q and k,
    // LlamaMLP is down_proj(act(gate_proj(x)) * up_proj(x)).
    f.push_back({"llama", "pre-RMSNorm, rotary positions, gated MLP (gate, up, down)",
                 {"num_hidden_layers"}, {"hidden_size"}, {"num_attention_heads"}, {"num_key_value_heads"},
                 {"intermediate_size"}, {"hidden_act"}, {"rms_norm_eps"}, {"max_position_embeddings"}, true,
                 32, 4096, 32, 0, 11008, 32000, 2048, "silu", 1e-6, 0.02, 10000.0, false,
                 Norm::Rms, NormPlace::Pre, Position::Rope, true, ResidualScaleRule::Fixed});
    // MistralConfig: as Llama's but intermediate_size 14336, num_key_value_heads 8,
    // max_position_embeddings 4096 * 32; modeling_mistral.py: Llama's block.
    f.push_back({"mistral", "pre-RMSNorm, rotary positions, gated MLP (gate, up, down)",
                 {"num_hidden_layers"}, {"hidden_size"}, {"num_attention_heads"}, {"num_key_value_heads"},
                 {"intermediate_size"}, {"hidden_act"}, {"rms_norm_eps"}, {"max_position_embeddings"}, true,
                 32, 4096, 32, 8, 14336, 32000, 4096 * 32, "silu", 1e-6, 0.02, 10000.0, false,
                 Norm::Rms, NormPlace::Pre, Position::Rope, true, ResidualScaleRule::Fixed});
    // Qwen2Config: vocab_size 151936, hidden_size 4096, intermediate_size 22016,
    // num_hidden_layers 32, num_attention_heads 32, num_key_value_heads 32, hidden_act "silu",
    // max_position_embeddings 32768, initializer_range 0.02, rms_norm_eps 1e-6,
    // tie_word_embeddings False, rope_theta 10000.0; modeling_qwen2.py: Llama's block with
    // biases on q, k and v (GradFlow's projections have none).
    f.push_back({"qwen2", "pre-RMSNorm, rotary positions, gated MLP (gate, up, down); no q/k/v biases here",
                 {"num_hidden_layers"}, {"hidden_size"}, {"num_attention_heads"}, {"num_key_value_heads"},
                 {"intermediate_size"}, {"hidden_act"}, {"rms_norm_eps"}, {"max_position_embeddings"}, true,
                 32, 4096, 32, 32, 22016, 151936, 32768, "silu", 1e-6, 0.02, 10000.0, false,
                 Norm::Rms, NormPlace::Pre, Position::Rope, true, ResidualScaleRule::Fixed});
    // clang-format on
    return f;
}

} // namespace

const std::vector<ModelFamily> &modelFamilies()
{
    static const std::vector<ModelFamily> families = makeFamilies();
    return families;
}

const ModelFamily *findModelFamily(const std::string &modelType)
{
    for (const ModelFamily &f : modelFamilies()) {
        if (modelType == f.modelType)
            return &f;
    }
    return nullptr;
}

std::string modelTypeList()
{
    std::string list;
    for (const ModelFamily &f : modelFamilies())
        list += (list.empty() ? "" : ", ") + std::string(f.modelType);
    return list;
}

} // namespace gradflow
