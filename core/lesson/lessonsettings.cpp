#include "core/lesson/lessonsettings.h"

#include "core/model/config.h"
#include "core/model/numbertext.h"
#include "core/model/options.h"

#include <cmath>
#include <sstream>
#include <stdexcept>

namespace gradflow {

namespace {

[[noreturn]] void fail(const std::string &message) { throw std::invalid_argument(message); }

std::string joined(const std::vector<std::string> &names)
{
    std::string out;
    for (size_t i = 0; i < names.size(); ++i)
        out += (i ? (i + 1 == names.size() ? " or " : ", ") : "") + names[i];
    return out;
}

double toNumber(const std::string &key, const std::string &value, double low, double high)
{
    std::size_t used = 0;
    const double v = readDecimal(value, used); // not stod: "0.05" under de_DE read as 0
    while (used < value.size() && std::isspace(static_cast<unsigned char>(value[used])))
        ++used;
    if (used == 0 || used != value.size() || !std::isfinite(v))
        fail(key + ": '" + printable(value) + "' is not a number");
    if (v < low || v > high) {
        fail(key + ": " + printable(value) + " is out of range; allowed: " + generalText(low) + " to "
             + generalText(high));
    }
    return v;
}

int toWhole(const std::string &key, const std::string &value, int low, int high)
{
    const double v = toNumber(key, value, low, high);
    if (v != std::floor(v))
        fail(key + ": '" + printable(value) + "' is not a whole number");
    return int(v);
}

using Row = LessonSetting;
using S = LessonSettings;

// The readers a row's set() is made of: a number or a whole number in the row's range.
double number(const Row &r, const std::string &where, const std::string &v)
{
    return toNumber(where, v, r.low, r.high);
}
int whole(const Row &r, const std::string &where, const std::string &v)
{
    return toWhole(where, v, int(r.low), int(r.high));
}

const std::vector<LessonSetting> &table()
{
    using V = LessonView;
    using W = const std::string &;
    const Option &clip = option("clip"); // the clipping view's box is the window's clip box
    static const std::vector<LessonSetting> rows = {
        {V::Chain, "length", 1, 50, 1, 50, [](const Row &r, W at, W v, S &s) { s.chainLength = whole(r, at, v); }},
        {V::Chain, "activation", 0, 0, 0, 0,
         [](const Row &, W at, W v, S &s) { s.chainActivation = parseActivation(v, at); }},
        {V::Chain, "weight", 0.01, 10, 0.01, 10,
         [](const Row &r, W at, W v, S &s) { s.chainWeight = number(r, at, v); }},
        {V::ResidualChain, "blocks", 1, 50, 1, 50, [](const Row &r, W at, W v, S &s) { s.blocks = whole(r, at, v); }},
        {V::ResidualChain, "slope", 0.001, 1, 0.001, 1,
         [](const Row &r, W at, W v, S &s) { s.blockSlope = number(r, at, v); }},
        {V::Norms, "batch", 0, 0, 0, 0, [](const Row &, W, W v, S &s) { s.batch = parseBatch(v); }},
        {V::Norms, "shift", -1e6, 1e6, -1000, 1000, [](const Row &r, W at, W v, S &s) { s.shift = number(r, at, v); }},
        {V::Norms, "steps", 0, 1000, 0, 1000, [](const Row &r, W at, W v, S &s) { s.trainingSteps = whole(r, at, v); }},
        {V::Norms, "momentum", 0, 1, 0, 1, [](const Row &r, W at, W v, S &s) { s.momentum = number(r, at, v); }},
        {V::Init, "fan-in", 1, 4096, 1, 4096, [](const Row &r, W at, W v, S &s) { s.fanIn = whole(r, at, v); }},
        {V::Init, "fan-out", 1, 4096, 1, 4096, [](const Row &r, W at, W v, S &s) { s.fanOut = whole(r, at, v); }},
        {V::Init, "samples", 1, 16384, 1, 16384, [](const Row &r, W at, W v, S &s) { s.samples = whole(r, at, v); }},
        {V::Init, "seed", 0, 1e9, 0, 1e9,
         [](const Row &r, W at, W v, S &s) { s.seed = std::uint64_t(whole(r, at, v)); }},
        {V::Clipping, "limit", 1e-6, 1e6, clip.windowLow, clip.windowHigh,
         [](const Row &r, W at, W v, S &s) { s.clipLimit = number(r, at, v); }},
        {V::ResidualScaling, "layers", 1, 200, 1, 200,
         [](const Row &r, W at, W v, S &s) { s.gptLayers = whole(r, at, v); }},
        {V::ResidualScaling, "samples", 1, 4096, 1, 4096,
         [](const Row &r, W at, W v, S &s) { s.streamSamples = whole(r, at, v); }},
        {V::ResidualScaling, "width", 1, 1024, 1, 1024,
         [](const Row &r, W at, W v, S &s) { s.streamWidth = whole(r, at, v); }},
        {V::ResidualScaling, "seed", 0, 1e9, 0, 1e9,
         [](const Row &r, W at, W v, S &s) { s.seed = std::uint64_t(whole(r, at, v)); }},
    };
    return rows;
}

const LessonSetting *findRow(LessonView view, const std::string &key)
{
    for (const LessonSetting &row : table())
        if (row.view == view && row.key == key)
            return &row;
    return nullptr;
}

} // namespace

const std::vector<std::string> &lessonViewNames()
{
    static const std::vector<std::string> names = {
        "network", "chain", "residual-chain", "norms", "init", "clipping", "residual-scaling", "training", "jacobian"};
    return names;
}

std::string toString(LessonView view) { return lessonViewNames()[size_t(view)]; }

bool isLessonPage(LessonView view) { return view != LessonView::Network && view < LessonView::Training; }

LessonView parseLessonView(const std::string &text, const std::string &option)
{
    const auto &names = lessonViewNames();
    for (size_t i = 0; i < names.size(); ++i)
        if (names[i] == text)
            return LessonView(i);
    fail(option + ": unknown view '" + printable(text) + "'; choose " + joined(names));
}

const std::vector<LessonSetting> &lessonSettingTable() { return table(); }

std::vector<std::string> lessonSettingKeys(LessonView view)
{
    std::vector<std::string> keys;
    for (const LessonSetting &row : table())
        if (row.view == view)
            keys.push_back(row.key);
    return keys;
}

const LessonSetting &lessonSetting(LessonView view, const std::string &key)
{
    if (const LessonSetting *row = findRow(view, key))
        return *row;
    throw std::logic_error("no lesson setting " + toString(view) + " " + key);
}

void applyLessonSetting(LessonView view, const std::string &key, const std::string &value, LessonSettings &s)
{
    if (view == LessonView::Network)
        fail("network: settings are configuration keys; use them with 'set' on a network step");
    const LessonSetting *row = findRow(view, key);
    if (!row)
        fail(toString(view) + ": unknown setting '" + printable(key) + "'; choose " + joined(lessonSettingKeys(view)));
    row->set(*row, toString(view) + " " + key, value, s);
}

Eigen::MatrixXd LessonSettings::defaultBatch()
{
    Eigen::MatrixXd b(3, 4);
    b << 1, 2, 3, 4, 3, 6, 1, 0, 5, 1, 2, 2;
    return b;
}

Eigen::MatrixXd parseBatch(const std::string &text)
{
    std::vector<std::vector<double>> rows;
    std::stringstream all(text);
    std::string rowText;
    while (std::getline(all, rowText, ';')) {
        std::vector<double> row;
        std::stringstream entries(rowText);
        std::string entry;
        while (std::getline(entries, entry, ','))
            row.push_back(toNumber("batch", entry, -1e6, 1e6));
        if (row.empty())
            fail("batch: an empty row; write rows like 1,2,3,4; 3,6,1,0");
        if (!rows.empty() && row.size() != rows.front().size())
            fail("batch: every row needs " + std::to_string(rows.front().size()) + " entries, like the first");
        rows.push_back(row);
    }
    if (rows.empty() || rows.size() > 16 || rows.front().size() > 16)
        fail("batch: give 1 to 16 rows of 1 to 16 numbers, rows split by ';', entries by ','");
    Eigen::MatrixXd b(Eigen::Index(rows.size()), Eigen::Index(rows.front().size()));
    for (size_t r = 0; r < rows.size(); ++r)
        for (size_t c = 0; c < rows[r].size(); ++c)
            b(Eigen::Index(r), Eigen::Index(c)) = rows[r][c];
    return b;
}

std::string batchText(const Eigen::MatrixXd &batch)
{
    std::string out;
    for (Eigen::Index r = 0; r < batch.rows(); ++r) {
        for (Eigen::Index c = 0; c < batch.cols(); ++c) {
            out += (c ? "," : "") + generalText(batch(r, c)); // "0,5" would be two entries
        }
        out += r + 1 < batch.rows() ? "; " : "";
    }
    return out;
}

} // namespace gradflow
