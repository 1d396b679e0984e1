// libFuzzer target: any bytes as a Hugging Face config.json (--model-config). The reader must
// either refuse the text with std::invalid_argument naming its source, or give a transformer that
// validates, whose heads split the width and whose key/value heads split the heads, and whose
// report names only keys the file holds, each once.
// Built and run by scripts/fuzz (clang, with AddressSanitizer and UndefinedBehaviorSanitizer).
#include "fuzzchecks.h"

#include "core/report/modelconfigjson.h"

#include <nlohmann/json.hpp>

#include <cstdint>
#include <set>
#include <stdexcept>
#include <string>

using namespace gradflow;
using fuzzchecks::require;

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t *data, std::size_t size)
{
    const char *target = "fuzz_modelconfig";
    const std::string text(reinterpret_cast<const char *>(data), size);
    ModelConfigReading r;
    if (!fuzzchecks::readOrRefused(
            r, [&] { return readModelConfigJson(text, ModelConfig{}, "fuzz"); }, "fuzz: ", target, text))
        return 0;
    fuzzchecks::validates(r.config, RunSettings{}, target, text);
    const ModelConfig &c = r.config;
    const TransformerShape &t = c.transformer;
    require(c.architecture == Architecture::Transformer, target, "not a transformer", text);
    require(t.heads >= 1 && c.width % t.heads == 0, target, "heads that do not split the width", text);
    require(t.kvHeads >= 1 && t.heads % t.kvHeads == 0, target, "key/value heads that do not split the heads", text);
    require(t.seqLen >= 1 && t.seqLen <= kModelConfigSeqLen && t.ffWidth >= 1 && t.vocab >= 2, target,
            "a size out of range", text);
    // Every reported key is the file's, and no key is both used and ignored.
    const nlohmann::json j = nlohmann::json::parse(text);
    std::set<std::string> seen;
    for (const ModelConfigKey &k : r.mapped)
        require(j.contains(k.key) && seen.insert(k.key).second, target, "a mapped key the file lacks, or twice", text);
    for (const std::string &k : r.ignored)
        require(j.contains(k) && seen.insert(k).second, target, "an ignored key the file lacks, or also mapped", text);
    require(seen.size() == j.size(), target, "a key of the file neither mapped nor ignored", text);
    for (const ModelConfigKey &k : r.defaults)
        require(!j.contains(k.key) || j.at(k.key).is_null(), target, "a default reported for a key the file gives",
                text);
    return 0;
}
