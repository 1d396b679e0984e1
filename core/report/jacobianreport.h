#pragma once

#include "core/jacobian/spectrum.h"

#include <string>

namespace gradflow {

// `layer,index,log10_singular_value`: every layer 1..L, index 0 the largest; an exact zero is
// written as -inf.
std::string jacobianToCsv(const JacobianSpectrum &spectrum);

// The configuration, the example, every layer's log10 singular values (null: an exact zero)
// with their spread and moments, and "theory": free probability's moments at the last layer,
// or null with "theory_note" saying why none is known.
std::string jacobianToJson(const JacobianSpectrum &spectrum, const RunSettings &run);

} // namespace gradflow
