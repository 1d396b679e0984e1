#pragma once

namespace gradflow {

// gradflow --bench-ui: latency from a control change to the painted chart, and event-loop
// stalls while a large network computes. Prints its findings; the last line is
// "ui-latency median_ms=X p95_ms=Y".
int runBenchUi();

} // namespace gradflow
