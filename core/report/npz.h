#pragma once

#include "core/report/bytesink.h"

#include <cstdint>
#include <string>
#include <vector>

namespace gradflow {

// An .npz file written as it is made: a zip archive (stored, no compression) of one .npy file
// per array, as numpy.savez writes it; np.load reads it without pickle. Each array goes to the
// sink whole when it is added, with its CRC computed first, so only the caller's array and a
// line per array for the central directory are held. Small pieces are handed on together, a
// large array straight from the caller's memory. Entries and offsets past the plain zip
// format's 4 GiB get zip64's fields, and the archive zip64's end records.
class NpzWriter
{
public:
    // zip64From: sizes and offsets from this value on are written as zip64's (the format needs
    // it from 0xffffffff on; a lower value tests that path on a small archive).
    explicit NpzWriter(ByteSink sink, std::uint64_t zip64From = 0xffffffffu);

    // A float array from column-major data (numpy's Fortran order), little-endian float64 or
    // float32 as it lies in memory.
    template<typename Scalar>
    void matrix(const std::string &name, const std::vector<std::int64_t> &shape, const Scalar *data);
    // Text as a 0-d numpy unicode array.
    void text(const std::string &name, const std::string &utf8);
    // The central directory and the end records; nothing may be added after.
    void finish();

    std::uint64_t written() const { return m_offset; }

private:
    struct Entry
    {
        std::string name;
        std::uint32_t crc;
        std::uint64_t size, offset;
    };
    void entry(const std::string &name, const std::string &npyHeader, const char *data, std::uint64_t size);
    void put(const std::string &bytes) { putData(bytes.data(), bytes.size()); }
    void putData(const char *data, std::uint64_t size);
    void flush();
    bool needsZip64(std::uint64_t value) const { return value >= m_zip64From; }
    std::string centralHeader(const Entry &e) const;
    std::string endRecords(std::uint64_t directoryStart, std::uint64_t directorySize) const;

    ByteSink m_sink;
    std::uint64_t m_zip64From;
    std::uint64_t m_offset = 0;
    std::vector<Entry> m_entries;
    std::string m_pending; // small pieces (headers, a bias), handed on together
};

} // namespace gradflow
