#pragma once

#include "core/report/session.h"

#include <QString>

namespace gradflow {

// Reads a session file (at most 1 MiB) through the file gateway (files/files.h). Throws
// std::invalid_argument starting with the path and saying what is wrong and what to do.
Session readSessionFile(const QString &path);

} // namespace gradflow
