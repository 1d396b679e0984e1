#include "core/report/npz.h"

#include <array>
#include <type_traits>
#include <utility>

namespace gradflow {

namespace {

constexpr std::uint32_t kMax32 = 0xffffffffu;
constexpr std::uint32_t kMax16 = 0xffffu;
constexpr std::size_t kPendingBytes = 64 * 1024;

// The zip CRC-32 of data, continued from crc (0 for the first piece).
std::uint32_t crc32(std::uint32_t crc, const char *data, std::uint64_t size)
{
    static const std::array<std::uint32_t, 256> table = [] {
        std::array<std::uint32_t, 256> t{};
        for (std::uint32_t i = 0; i < 256; ++i) {
            std::uint32_t c = i;
            for (int k = 0; k < 8; ++k)
                c = c & 1 ? 0xedb88320u ^ (c >> 1) : c >> 1;
            t[i] = c;
        }
        return t;
    }();
    std::uint32_t c = crc ^ kMax32;
    for (std::uint64_t i = 0; i < size; ++i)
        c = table[(c ^ static_cast<unsigned char>(data[i])) & 0xff] ^ (c >> 8);
    return c ^ kMax32;
}

void put16(std::string &out, std::uint32_t v)
{
    out += char(v & 0xff);
    out += char((v >> 8) & 0xff);
}

void put32(std::string &out, std::uint32_t v)
{
    put16(out, v & 0xffff);
    put16(out, v >> 16);
}

void put64(std::string &out, std::uint64_t v)
{
    put32(out, std::uint32_t(v & kMax32));
    put32(out, std::uint32_t(v >> 32));
}

// The .npy header of one array: magic, version 1.0, the header dict padded to 64 bytes.
std::string npyHeader(const std::string &dtype, const std::vector<std::int64_t> &shapeOf)
{
    std::string shape = "(";
    for (std::int64_t n : shapeOf)
        shape += std::to_string(n) + ", ";
    if (shapeOf.size() > 1)
        shape.resize(shape.size() - 2);
    else if (shapeOf.size() == 1)
        shape.resize(shape.size() - 1);
    shape += ")";
    std::string header = "{'descr': '" + dtype + "', 'fortran_order': True, 'shape': " + shape + ", }";
    const size_t total = 10 + header.size() + 1;
    header += std::string((64 - total % 64) % 64, ' ') + "\n";
    std::string out = "\x93NUMPY";
    out += char(1);
    out += char(0);
    put16(out, std::uint32_t(header.size()));
    return out + header;
}

// UTF-8 to UTF-32LE, numpy's unicode.
std::string utf32(const std::string &utf8)
{
    std::string out;
    for (size_t i = 0; i < utf8.size();) {
        const unsigned char c = utf8[i];
        const int extra = c >= 0xf0 ? 3 : c >= 0xe0 ? 2 : c >= 0xc0 ? 1 : 0;
        std::uint32_t code = extra ? c & (0x3f >> extra) : c;
        for (int k = 1; k <= extra && i + k < utf8.size(); ++k)
            code = (code << 6) | (utf8[i + k] & 0x3f);
        put32(out, code);
        i += size_t(extra) + 1;
    }
    return out;
}

// The fields of a zip header both kinds share, from "needed to extract" to the name's length.
void commonFields(std::string &h, bool zip64, std::uint32_t crc, std::uint32_t size, const std::string &name,
                  std::uint32_t extra)
{
    put16(h, zip64 ? 45 : 20); // needed to extract: 4.5 for zip64, else 2.0
    put16(h, 0);               // flags
    put16(h, 0);               // stored
    put16(h, 0);               // time
    put16(h, 0x21);            // date: 1980-01-01
    put32(h, crc);
    put32(h, size); // compressed
    put32(h, size); // uncompressed
    put16(h, std::uint32_t(name.size()));
    put16(h, extra);
}

} // namespace

NpzWriter::NpzWriter(ByteSink sink, std::uint64_t zip64From) : m_sink(std::move(sink)), m_zip64From(zip64From) { }

void NpzWriter::putData(const char *data, std::uint64_t size)
{
    if (m_pending.size() + size <= kPendingBytes) {
        m_pending.append(data, std::size_t(size));
    } else {
        flush();
        m_sink(data, std::size_t(size));
    }
    m_offset += size;
}

void NpzWriter::flush()
{
    if (!m_pending.empty())
        m_sink(m_pending.data(), m_pending.size());
    m_pending.clear();
}

// The local header, with the CRC of the whole .npy file (computed before a byte of it goes),
// then the .npy header and the data, straight from the caller's memory.
void NpzWriter::entry(const std::string &name, const std::string &npyHead, const char *data, std::uint64_t size)
{
    const std::string file = name + ".npy";
    const std::uint64_t total = npyHead.size() + size;
    const std::uint32_t crc = crc32(crc32(0, npyHead.data(), npyHead.size()), data, size);
    const bool zip64 = needsZip64(total);
    std::string h;
    put32(h, 0x04034b50u);
    commonFields(h, zip64, crc, zip64 ? kMax32 : std::uint32_t(total), file, zip64 ? 20 : 0);
    h += file;
    if (zip64) { // the sizes, uncompressed then compressed
        put16(h, 0x0001);
        put16(h, 16);
        put64(h, total);
        put64(h, total);
    }
    m_entries.push_back({file, crc, total, m_offset});
    put(h);
    put(npyHead);
    putData(data, size);
}

template<typename Scalar>
void NpzWriter::matrix(const std::string &name, const std::vector<std::int64_t> &shape, const Scalar *data)
{
    static_assert(std::is_same_v<Scalar, double> || std::is_same_v<Scalar, float>);
    std::uint64_t count = 1;
    for (std::int64_t n : shape)
        count *= std::uint64_t(n);
    // x86-64: the values lie in memory little-endian, as the dtype says
    entry(name, npyHeader(std::is_same_v<Scalar, double> ? "<f8" : "<f4", shape), reinterpret_cast<const char *>(data),
          count * sizeof(Scalar));
}

void NpzWriter::text(const std::string &name, const std::string &utf8)
{
    const std::string bytes = utf32(utf8);
    entry(name, npyHeader("<U" + std::to_string(bytes.size() / 4), {}), bytes.data(), bytes.size());
}

// A central directory's entry; sizes and an offset too large for 32 bits go to its zip64 field,
// in the order the format gives: uncompressed size, compressed size, offset.
std::string NpzWriter::centralHeader(const Entry &e) const
{
    const bool bigSize = needsZip64(e.size), bigOffset = needsZip64(e.offset);
    std::string extra;
    if (bigSize || bigOffset) {
        put16(extra, 0x0001);
        put16(extra, (bigSize ? 16 : 0) + (bigOffset ? 8 : 0));
        if (bigSize) {
            put64(extra, e.size);
            put64(extra, e.size);
        }
        if (bigOffset)
            put64(extra, e.offset);
    }
    std::string h;
    put32(h, 0x02014b50u);
    put16(h, bigSize || bigOffset ? 45 : 20); // made by
    commonFields(h, bigSize || bigOffset, e.crc, bigSize ? kMax32 : std::uint32_t(e.size), e.name,
                 std::uint32_t(extra.size()));
    put16(h, 0); // comment
    put16(h, 0); // disk
    put16(h, 0); // internal attributes
    put32(h, 0); // external attributes
    put32(h, bigOffset ? kMax32 : std::uint32_t(e.offset));
    return h + e.name + extra;
}

// The end of central directory record, after zip64's record and locator when a count, size or
// offset does not fit the plain one.
std::string NpzWriter::endRecords(std::uint64_t start, std::uint64_t size) const
{
    const std::uint64_t count = m_entries.size();
    const bool zip64 = count >= kMax16 || needsZip64(start) || needsZip64(size);
    std::string out;
    if (zip64) {
        const std::uint64_t record = start + size;
        put32(out, 0x06064b50u);
        put64(out, 44); // the record's size after this field
        put16(out, 45); // made by
        put16(out, 45); // needed to extract
        put32(out, 0);  // this disk
        put32(out, 0);  // the directory's disk
        put64(out, count);
        put64(out, count);
        put64(out, size);
        put64(out, start);
        put32(out, 0x07064b50u); // the locator
        put32(out, 0);
        put64(out, record);
        put32(out, 1); // disks
    }
    put32(out, 0x06054b50u);
    put16(out, 0);
    put16(out, 0);
    put16(out, zip64 ? kMax16 : std::uint32_t(count));
    put16(out, zip64 ? kMax16 : std::uint32_t(count));
    put32(out, zip64 ? kMax32 : std::uint32_t(size));
    put32(out, zip64 ? kMax32 : std::uint32_t(start));
    put16(out, 0); // comment
    return out;
}

void NpzWriter::finish()
{
    const std::uint64_t start = m_offset;
    for (const Entry &e : m_entries)
        put(centralHeader(e));
    put(endRecords(start, m_offset - start));
    flush();
    m_entries.clear();
}

template void NpzWriter::matrix<double>(const std::string &, const std::vector<std::int64_t> &, const double *);
template void NpzWriter::matrix<float>(const std::string &, const std::vector<std::int64_t> &, const float *);

} // namespace gradflow
