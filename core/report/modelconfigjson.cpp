#include "core/report/modelconfigjson.h"

#include "core/report/configjson.h"
#include "core/report/modelfamilies.h"

#include "core/model/numbertext.h"
#include "core/model/options.h"

#include <algorithm>
#include <charconv>
#include <cmath>
#include <cstdint>
#include <limits>
#include <set>
#include <stdexcept>

namespace gradflow {

using nlohmann::json;

namespace {

// The largest MLP width and vocabulary a config.json may ask for (Qwen2's 151936 tokens fit).
constexpr int kMaxFfWidth = 65536;
constexpr int kMaxVocab = 1 << 20;
constexpr int kMaxPositions = std::numeric_limits<int>::max();

// A value as a message quotes it: its JSON, cut short, made printable.
std::string shown(const json &value)
{
    std::string text = value.dump();
    if (text.size() > 40)
        text = text.substr(0, 37) + "...";
    return printable(text);
}

std::string intText(std::int64_t v) { return std::to_string(v); }

// The shortest text that reads back as the same double ("1e-05", not 1.0000000000000001e-05);
// whole numbers in full ("500000", not 5e+05).
std::string exactText(double v)
{
    if (v == std::floor(v) && std::fabs(v) < 1e15)
        return intText(std::int64_t(v));
    char buffer[32];
    return std::string(buffer, std::to_chars(buffer, buffer + sizeof buffer, v).ptr);
}

// Hugging Face's hidden_act names in alphabetical order, each with the activation it names
// (core/layers/activations.cpp's rows).
std::vector<std::pair<std::string, Activation>> hfActivations()
{
    std::vector<std::pair<std::string, Activation>> out;
    for (std::size_t i = 0; i < kActivationCount; ++i)
        for (const char *name : activationName(Activation(i)).huggingFace)
            out.emplace_back(name, Activation(i));
    std::sort(out.begin(), out.end());
    return out;
}

std::string hfActivationList()
{
    std::string list;
    for (const auto &a : hfActivations())
        list += (list.empty() ? "" : ", ") + a.first;
    return list;
}

// Reads the keys of one config.json, remembering which it used.
class Reader
{
public:
    Reader(const json &j, const std::string &source, ModelConfigReading &out) : m_j(j), m_source(source), m_out(out) { }

    [[noreturn]] void fail(const std::string &key, const std::string &what) const
    {
        throw std::invalid_argument(m_source + ": \"" + printable(key) + "\" " + what);
    }

    // The first of names the file holds, or nullptr; found names it, or the first of them the
    // file gives as null where nullMeansDefault. Two names of one size with different values
    // are refused; a second name with the same value (or null) is reported as the same.
    const json *find(const std::vector<const char *> &names, std::string &found, bool nullMeansDefault = false)
    {
        const json *value = nullptr;
        std::vector<std::string> others;
        for (const char *name : names) {
            const auto it = m_j.find(name);
            if (it == m_j.end())
                continue;
            m_used.insert(name);
            if (nullMeansDefault && it->is_null()) {
                others.push_back(name);
                continue;
            }
            if (value && *value != *it)
                fail(name, "is " + shown(*it) + " but \"" + found + "\" is " + shown(*value)
                               + "; they name the same size: keep one");
            if (value) {
                others.push_back(name);
            } else {
                value = &*it;
                found = name;
            }
        }
        if (!value && !others.empty()) {
            found = others.front();
            others.erase(others.begin());
        }
        for (const std::string &other : others)
            m_out.mapped.push_back({other, "the same as \"" + found + "\""});
        return value;
    }

    // A whole number from low to high, or def (with a note) when absent.
    int whole(const std::vector<const char *> &names, int def, int low, int high, const std::string &what,
              const std::string &defaultNote, bool nullMeansDefault = false)
    {
        std::string key;
        const json *v = find(names, key, nullMeansDefault);
        if (!v) {
            if (!key.empty()) // given as null
                m_out.mapped.push_back({key, what + " " + intText(def) + defaultNote + " (null: the default)"});
            else if (!names.empty())
                m_out.defaults.push_back({names.front(), what + " " + intText(def) + defaultNote});
            return def;
        }
        if (!v->is_number_integer())
            fail(key, "must be a whole number (" + what + "); it is " + shown(*v));
        const bool isSigned = !v->is_number_unsigned();
        const std::int64_t n = isSigned ? v->get<std::int64_t>()
                                        : std::int64_t(std::min<std::uint64_t>(v->get<std::uint64_t>(), INT64_MAX));
        if (n < low || n > high)
            fail(key, "is " + shown(*v) + "; GradFlow takes " + intText(low) + " to " + intText(high) + " (" + what
                          + "): choose a number in that range");
        m_out.mapped.push_back({key, what + " " + intText(n)});
        return int(n);
    }

    // A finite number from low to high, or def when absent.
    double number(const std::vector<const char *> &names, double def, double low, double high, const std::string &what)
    {
        std::string key;
        const json *v = find(names, key);
        if (!v) {
            if (!names.empty())
                m_out.defaults.push_back({names.front(), what + " " + exactText(def)});
            return def;
        }
        if (!v->is_number())
            fail(key, "must be a number (" + what + "); it is " + shown(*v));
        const double x = v->get<double>();
        if (!(x >= low && x <= high))
            fail(key, "is " + shown(*v) + "; GradFlow takes " + generalText(low) + " to " + generalText(high) + " ("
                          + what + "): choose a number in that range");
        m_out.mapped.push_back({key, what + " " + exactText(x)});
        return x;
    }

    bool flag(const char *name, bool def, const std::string &what)
    {
        std::string key;
        const json *v = find({name}, key);
        if (!v) {
            m_out.defaults.push_back({name, what + (def ? " on" : " off")});
            return def;
        }
        if (!v->is_boolean())
            fail(key, "must be true or false (" + what + "); it is " + shown(*v));
        m_out.mapped.push_back({key, what + (v->get<bool>() ? " on" : " off")});
        return v->get<bool>();
    }

    void use(const char *name) { m_used.insert(name); }
    bool has(const char *name) const { return m_j.contains(name); }
    const json &at(const char *name) const { return m_j.at(name); }
    ModelConfigReading &out() { return m_out; }

    // Every key not used, sorted (a JSON object's keys are).
    std::vector<std::string> unused() const
    {
        std::vector<std::string> keys;
        for (auto it = m_j.begin(); it != m_j.end(); ++it) {
            if (!m_used.count(it.key()))
                keys.push_back(it.key());
        }
        return keys;
    }

private:
    const json &m_j;
    const std::string &m_source;
    ModelConfigReading &m_out;
    std::set<std::string> m_used;
};

const ModelFamily &family(Reader &r, const json &j)
{
    const auto it = j.find("model_type");
    if (it == j.end())
        r.fail("model_type", "is missing; a Hugging Face config.json names its family, e.g. \"model_type\": \"gpt2\" ("
                                 + supportedModelTypes() + ")");
    r.use("model_type");
    if (!it->is_string())
        r.fail("model_type", "must be a name in quotes (" + supportedModelTypes() + "); it is " + shown(*it));
    const ModelFamily *f = findModelFamily(it->get<std::string>());
    if (!f)
        r.fail("model_type", "is " + shown(*it) + ", which GradFlow cannot build; supported: " + supportedModelTypes());
    return *f;
}

// The MLP's activation, or the family's when its key is absent.
Activation activation(Reader &r, const ModelFamily &f)
{
    std::string key;
    const json *v = r.find(f.activation, key);
    if (v && !v->is_string())
        r.fail(key, "must be an activation's name in quotes (" + hfActivationList() + "); it is " + shown(*v));
    const std::string name = v ? v->get<std::string>() : f.defActivation;
    for (const auto &[hf, ours] : hfActivations()) {
        if (name != hf)
            continue;
        (v ? r.out().mapped : r.out().defaults)
            .push_back({v ? key : f.activation.front(), "activation " + toString(ours)});
        return ours;
    }
    r.fail(key, "is " + shown(*v) + ", which GradFlow has no activation for; supported: " + hfActivationList());
}

// The sizes of the blocks: depth, width, heads, key/value heads, MLP width.
void readSizes(Reader &r, const ModelFamily &f, ModelConfig &c)
{
    c.depth = r.whole(f.layers, f.defLayers, limits::minDepth, limits::maxDepth, "depth", "");
    c.width = r.whole(f.width, f.defWidth, limits::minWidth, limits::maxWidth, "width", "");
    const int heads = r.whole(f.heads, f.defHeads, 1, c.width, "heads", "");
    if (c.width % heads != 0)
        r.fail(f.heads.front(), "is " + intText(heads) + ", which does not divide the width " + intText(c.width)
                                    + " into equal heads: choose a divisor of " + intText(c.width));
    const int kvDefault = f.defKvHeads > 0 ? f.defKvHeads : heads;
    const int kv =
        r.whole(f.kvHeads, kvDefault, 1, heads, "key/value heads", f.defKvHeads > 0 ? "" : " (as many as heads)", true);
    if (heads % kv != 0)
        r.fail(f.kvHeads.front(), "is " + intText(kv) + ", which does not divide the " + intText(heads)
                                      + " query heads into equal groups: choose a divisor of " + intText(heads));
    const int ffDefault = f.defFfWidth > 0 ? f.defFfWidth : 4 * c.width;
    c.transformer.heads = heads;
    c.transformer.kvHeads = kv;
    c.transformer.ffWidth =
        r.whole(f.ffWidth, ffDefault, 1, kMaxFfWidth, "ff width", f.defFfWidth > 0 ? "" : " (4 x width)", true);
}

// head_dim, where a family reads it, must be what GradFlow's heads are: width / heads.
void checkHeadDim(Reader &r, const ModelConfig &c)
{
    std::string key;
    const json *v = r.find({"head_dim"}, key, true);
    const int expected = c.width / c.transformer.heads;
    if (!v) {
        if (!key.empty()) // given as null
            r.out().mapped.push_back({key, "head dim " + intText(expected) + " (null: width / heads)"});
        return;
    }
    if (!v->is_number_integer() || v->get<std::int64_t>() != expected)
        r.fail(key, "is " + shown(*v) + " but width / heads is " + intText(expected)
                        + "; GradFlow's heads are width / heads wide: remove head_dim or set it to "
                        + intText(expected));
    r.out().mapped.push_back({key, "head dim " + intText(expected) + " (width / heads)"});
}

// rope_theta, or in newer configs rope_parameters' rope_theta (its scaling is not modelled).
void readRope(Reader &r, const ModelFamily &f, ModelConfig &c)
{
    const double low = 1.0, high = 1e300;
    const bool inParameters = r.has("rope_parameters") && r.at("rope_parameters").is_object()
                              && r.at("rope_parameters").contains("rope_theta");
    if (!inParameters) {
        c.transformer.ropeTheta = r.number({"rope_theta"}, f.defRopeTheta, low, high, "rope theta");
        return;
    }
    r.use("rope_parameters");
    const json &v = r.at("rope_parameters").at("rope_theta");
    if (!v.is_number() || !(v.get<double>() >= low && v.get<double>() <= high))
        r.fail("rope_parameters", "holds rope_theta " + shown(v) + "; it must be a number from 1 to 1e+300");
    c.transformer.ropeTheta = v.get<double>();
    r.out().mapped.push_back({"rope_parameters", "rope theta " + exactText(c.transformer.ropeTheta)});
    if (r.has("rope_theta") && r.number({"rope_theta"}, 0, low, high, "rope theta") != c.transformer.ropeTheta)
        r.fail("rope_theta",
               "differs from rope_parameters' rope_theta " + shown(v) + "; they name the same number: keep one");
}

// Positions: the table's size sets the sequence length, min(64, positions).
void readPositions(Reader &r, const ModelFamily &f, ModelConfig &c)
{
    const std::size_t before = r.out().mapped.size();
    const int positions = r.whole(f.positions, f.defPositions, 1, kMaxPositions, "positions", "");
    c.transformer.seqLen = std::min(kModelConfigSeqLen, positions);
    auto &list = r.out().mapped.size() > before ? r.out().mapped : r.out().defaults;
    list.back().became =
        "sequence length " + intText(c.transformer.seqLen) + " (of " + intText(positions) + " positions)";
}

void readFamilyShape(Reader &r, const ModelFamily &f, ModelConfig &c)
{
    c.architecture = Architecture::Transformer;
    c.norm = f.norm;
    c.normPlace = f.place;
    c.residual = true;
    c.residualRule = f.residualRule;
    c.residualScale = 1.0;
    c.transformer.position = f.position;
    c.transformer.gated = f.gated;
    r.out().mapped.push_back({"model_type", std::string(f.modelType) + ": " + f.summary});
}

void readAll(Reader &r, const ModelFamily &f, ModelConfig &c)
{
    readFamilyShape(r, f, c);
    readSizes(r, f, c);
    c.transformer.ropeTheta = f.defRopeTheta; // unused by learned positions
    if (f.ropeKeys) {
        checkHeadDim(r, c);
        readRope(r, f, c);
    }
    c.activation = activation(r, f);
    c.normEps = r.number(f.eps, f.defEps, limits::minEps, limits::maxEps, "norm eps");
    c.init = Init::CustomStd;
    c.initStd = r.number({"initializer_range"}, f.defInitStd, limits::minStd, limits::maxStd, "init std");
    c.transformer.vocab = r.whole({"vocab_size"}, f.defVocab, 2, kMaxVocab, "vocab", "");
    readPositions(r, f, c);
    c.batch = kModelConfigBatch;
    c.transformer.tieHead = r.flag("tie_word_embeddings", f.defTie, "tied head");
}

} // namespace

std::string supportedModelTypes() { return modelTypeList(); }

ModelConfigReading readModelConfigJson(const std::string &text, const ModelConfig &base, const std::string &source)
{
    const JsonFileKind kind{
        "a model's config.json is a few kilobytes",
        "must hold a JSON object, a Hugging Face config.json such as {\"model_type\": \"gpt2\", ...}",
        "give a model's config.json (as Hugging Face publishes it) or a preset name"};
    const json j = parseJsonObject(text, source, kind);
    ModelConfigReading out;
    Reader r(j, source, out);
    const ModelFamily &f = family(r, j);
    out.modelType = f.modelType;
    ModelConfig c = base;
    readAll(r, f, c);
    try {
        validate(c);
    } catch (const OptionError &e) {
        throw std::invalid_argument(source + ": gives " + e.key() + " " + e.problem());
    }
    out.config = c;
    out.ignored = r.unused();
    return out;
}

std::string ignoredKeysNote(const ModelConfigReading &reading, const std::string &source)
{
    if (reading.ignored.empty())
        return {};
    std::string keys;
    for (const std::string &k : reading.ignored)
        keys += (keys.empty() ? "" : ", ") + k;
    return source + ": ignored keys (nothing in GradFlow's transformer uses them): " + printable(keys);
}

std::string withModelConfigReport(const std::string &resultJson, const ModelConfigReading &reading,
                                  const std::string &source)
{
    json report = {{"source", source}, {"model_type", reading.modelType}, {"ignored", reading.ignored}};
    for (const char *list : {"mapped", "defaults"}) {
        json rows = json::array();
        for (const ModelConfigKey &k : std::string(list) == "mapped" ? reading.mapped : reading.defaults)
            rows.push_back({{"key", k.key}, {"became", k.became}});
        report[list] = rows;
    }
    const std::size_t close = resultJson.find_last_of('}');
    const std::size_t open = resultJson.find('{');
    if (close == std::string::npos || open == std::string::npos || open > close)
        return resultJson;
    const std::size_t last = resultJson.find_last_not_of(" \n\r\t", close - 1); // the last member's end, or '{'

    std::string nested = report.dump(2);
    for (std::size_t at = nested.find('\n'); at != std::string::npos; at = nested.find('\n', at + 1))
        nested.insert(at + 1, "  ");
    return resultJson.substr(0, last + 1) + (last == open ? "\n" : ",\n") + "  \"model_config\": " + nested + "\n"
           + resultJson.substr(close);
}

} // namespace gradflow
