#pragma once

#include <cstdint>
#include <string>
#include <vector>

namespace gradflow {

// One array of an .npz file: little-endian float64 or float32 values in column-major order
// (numpy's Fortran order), or text (a 0-d unicode array).
struct NpzArray
{
    std::string name; // the key np.load gives it
    std::vector<std::int64_t> shape;
    std::string dtype; // "<f8", "<f4", or "<U" for text
    std::string bytes; // the values, as they lie in memory
};

// An .npz file: a zip archive (stored, no compression) of one .npy file per array, as
// numpy.savez writes it; np.load reads it without pickle. Throws std::length_error beyond
// the plain zip format's 4 GiB.
std::string npzArchive(const std::vector<NpzArray> &arrays);

// A float array from column-major data.
template<typename Scalar>
NpzArray npzMatrix(const std::string &name, std::vector<std::int64_t> shape, const Scalar *data);
// Text as a 0-d numpy unicode array.
NpzArray npzText(const std::string &name, const std::string &utf8);

} // namespace gradflow
