#pragma once

#include "core/model/config.h"
#include "core/report/bytesink.h"

#include <QByteArray>
#include <QString>

#include <functional>
#include <string>

namespace gradflow {

// The one gateway of every file the window or the command line reads or writes: readFileUpTo()
// and writeFileAtomically(). What is not a regular file (a FIFO, a socket, a device) is treated
// as setSpecialFiles() says, so no file action can forget it.
enum class SpecialFiles {
    Refuse,     // the window (the default): open() on a FIFO waits until another process
                // joins, and the GUI thread would wait with it
    UseInPlace, // the command line: read and written in place, as a shell's redirection does
                // (/dev/stdout, a FIFO a script reads, /dev/full)
};
void setSpecialFiles(SpecialFiles policy);

// Reads at most maxBytes + 1 bytes of the file at path into data, so /dev/zero is seen as too
// large rather than read until memory runs out; a resource (":/tour.txt") is read too. Returns
// an empty string, or what is wrong and what to do, without the path ("cannot read: ...").
// Refused files are never opened in a way that blocks (O_NONBLOCK, then fstat()).
QString readFileUpTo(const QString &path, qint64 maxBytes, QByteArray &data);

// Writes data to path, all or nothing: a regular file (or a new one) is written to a temporary
// ".NAME.gradflow-XXXXXX" beside it and renamed over it, so a failed write leaves the old file
// as it was; a replaced file keeps its owner and mode, and a read-only one (no write bit) is
// refused. A save killed at the rename leaves a complete temporary: the next save of the same
// file removes it (only temporaries no running save holds). An existing device or pipe
// (/dev/null, a FIFO) is refused, or with setSpecialFiles(UseInPlace) written in place: a
// rename over it would, as root, replace /dev/null itself. A symbolic link is written through:
// its target (even one that does not exist yet) is replaced and the link kept; a folder, or a
// link to one, is refused.
// Returns an empty string, or what went wrong and what to do.
// Qt Core only: the command line and the window both write through it.
QString writeFileAtomically(const QString &path, const QByteArray &data);

// The same for a file made while it is written: produce() hands its bytes to the sink it is
// given, in order, so the whole file is never held in memory. A failed write stops produce()
// (the sink throws past it) and leaves nothing changed; an exception of produce's own goes on
// to the caller, the temporary removed.
QString writeFileAtomically(const QString &path, const std::function<void(const ByteSink &)> &produce);

// Applies the configuration file at path over config and run (see applyConfigJson), read
// through readFileUpTo(). Throws std::invalid_argument starting with source; both are untouched then.
void readConfigFile(const QString &path, ModelConfig &config, RunSettings &run, const std::string &source);

} // namespace gradflow
