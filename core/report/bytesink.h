#pragma once

#include <cstddef>
#include <functional>

namespace gradflow {

// Where a file's bytes go as they are made, in order: a file being written, standard output, a
// string. It throws to stop the writing (a full disk), and the maker stops with it.
using ByteSink = std::function<void(const char *data, std::size_t size)>;

} // namespace gradflow
