#include "core/report/npz.h"

#include <array>
#include <stdexcept>
#include <type_traits>

namespace gradflow {

namespace {

std::uint32_t crc32(const std::string &data)
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
    std::uint32_t c = 0xffffffffu;
    for (unsigned char byte : data)
        c = table[(c ^ byte) & 0xff] ^ (c >> 8);
    return c ^ 0xffffffffu;
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

// The .npy file of one array: magic, version 1.0, the header dict padded to 64 bytes, the data.
std::string npy(const NpzArray &a)
{
    std::string shape = "(";
    for (std::int64_t n : a.shape)
        shape += std::to_string(n) + ", ";
    if (a.shape.size() > 1)
        shape.resize(shape.size() - 2);
    else if (a.shape.size() == 1)
        shape.resize(shape.size() - 1);
    shape += ")";
    const std::string dtype = a.dtype == "<U" ? "<U" + std::to_string(a.bytes.size() / 4) : a.dtype;
    std::string header = "{'descr': '" + dtype + "', 'fortran_order': True, 'shape': " + shape + ", }";
    const size_t total = 10 + header.size() + 1;
    header += std::string((64 - total % 64) % 64, ' ') + "\n";
    std::string out = "\x93NUMPY";
    out += char(1);
    out += char(0);
    put16(out, std::uint32_t(header.size()));
    return out + header + a.bytes;
}

// A zip entry's header; the local one (central = false) or the central directory's.
std::string entryHeader(bool central, const std::string &name, std::uint32_t crc, std::uint32_t size,
                        std::uint32_t offset)
{
    std::string h;
    put32(h, central ? 0x02014b50u : 0x04034b50u);
    if (central)
        put16(h, 20); // made by: version 2.0
    put16(h, 20);     // needed to extract
    put16(h, 0);      // flags
    put16(h, 0);      // stored
    put16(h, 0);      // time
    put16(h, 0x21);   // date: 1980-01-01
    put32(h, crc);
    put32(h, size);
    put32(h, size);
    put16(h, std::uint32_t(name.size()));
    put16(h, 0); // extra
    if (central) {
        put16(h, 0); // comment
        put16(h, 0); // disk
        put16(h, 0); // internal attributes
        put32(h, 0); // external attributes
        put32(h, offset);
    }
    return h + name;
}

void checkSize(std::size_t size)
{
    if (size >= 0xffffffffu)
        throw std::length_error("the network's file would exceed 4 GiB; reduce depth or width");
}

} // namespace

std::string npzArchive(const std::vector<NpzArray> &arrays)
{
    std::string out, directory;
    for (const NpzArray &a : arrays) {
        const std::string data = npy(a), name = a.name + ".npy";
        const std::uint32_t crc = crc32(data);
        checkSize(out.size() + data.size());
        directory += entryHeader(true, name, crc, std::uint32_t(data.size()), std::uint32_t(out.size()));
        out += entryHeader(false, name, crc, std::uint32_t(data.size()), 0) + data;
    }
    checkSize(out.size() + directory.size());
    const std::uint32_t directoryStart = std::uint32_t(out.size());
    out += directory;
    put32(out, 0x06054b50u);
    put16(out, 0);
    put16(out, 0);
    put16(out, std::uint32_t(arrays.size()));
    put16(out, std::uint32_t(arrays.size()));
    put32(out, std::uint32_t(directory.size()));
    put32(out, directoryStart);
    put16(out, 0);
    return out;
}

template<typename Scalar>
NpzArray npzMatrix(const std::string &name, std::vector<std::int64_t> shape, const Scalar *data)
{
    static_assert(std::is_same_v<Scalar, double> || std::is_same_v<Scalar, float>);
    std::int64_t count = 1;
    for (std::int64_t n : shape)
        count *= n;
    NpzArray a{name, std::move(shape), std::is_same_v<Scalar, double> ? "<f8" : "<f4", {}};
    a.bytes.assign(reinterpret_cast<const char *>(data), size_t(count) * sizeof(Scalar)); // x86-64: little-endian
    return a;
}

NpzArray npzText(const std::string &name, const std::string &utf8)
{
    NpzArray a{name, {}, "<U", {}};
    for (size_t i = 0; i < utf8.size();) { // UTF-8 to UTF-32LE
        const unsigned char c = utf8[i];
        const int extra = c >= 0xf0 ? 3 : c >= 0xe0 ? 2 : c >= 0xc0 ? 1 : 0;
        std::uint32_t code = extra ? c & (0x3f >> extra) : c;
        for (int k = 1; k <= extra && i + k < utf8.size(); ++k)
            code = (code << 6) | (utf8[i + k] & 0x3f);
        put32(a.bytes, code);
        i += size_t(extra) + 1;
    }
    return a;
}

template NpzArray npzMatrix<double>(const std::string &, std::vector<std::int64_t>, const double *);
template NpzArray npzMatrix<float>(const std::string &, std::vector<std::int64_t>, const float *);

} // namespace gradflow
