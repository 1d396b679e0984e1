#pragma once

namespace gradflow {

// gradflow --bench-ui: latency from a control change to the painted chart (the dense network's,
// the lesson's transformer's: "ui-latency-transformer median_ms=X p95_ms=Y", and the Training
// tab's first steps: "ui-latency-training median_ms=X p95_ms=Y"), and event-loop stalls while a
// large network computes. Prints its findings; the last line is the dense
// network's "ui-latency median_ms=X p95_ms=Y".
int runBenchUi();

} // namespace gradflow
