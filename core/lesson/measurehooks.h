#pragma once

#include "core/engine/engine.h" // Callbacks, Cancelled

namespace gradflow {

// A lesson measurement's step: throws Cancelled when the hooks ask it to stop, else reports
// done of total. Either hook may be empty (the command line's measurements run to the end).
inline void measureStep(const Callbacks &hooks, int done, int total)
{
    if (hooks.isCancelled && hooks.isCancelled())
        throw Cancelled();
    if (hooks.progress)
        hooks.progress(done, total);
}

} // namespace gradflow
