#pragma once

namespace gradflow {

// Qt asks for XDG_RUNTIME_DIR on every start and prints "QStandardPaths: XDG_RUNTIME_DIR not set"
// where a plain shell (su, ssh without a session, a container) has none. Before QApplication
// exists: where it is unset, a private folder of this user's in the temporary folder (mode 0700,
// the same place Qt falls back to) is made and named, so nothing is printed. A folder there that
// is not this user's private one is left alone: Qt then says so itself.
void ensureRuntimeDir();

} // namespace gradflow
