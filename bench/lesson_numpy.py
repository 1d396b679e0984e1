"""The lesson's own numpy model (30 layers, width 64, batch 32, ReLU He), timed per call.

Written for this benchmark from the lesson's description; prints the median in ms."""
import statistics
import time

import numpy as np

WIDTH, BATCH, DEPTH = 64, 32, 30


def forward_backward(seed):
    rng = np.random.default_rng(seed)
    std = np.sqrt(2.0 / WIDTH)
    weights = [rng.normal(0.0, std, (WIDTH, WIDTH)) for _ in range(DEPTH)]
    h = rng.standard_normal((BATCH, WIDTH))
    hs, zs = [h], []
    for w in weights:
        z = h @ w
        h = np.maximum(0.0, z)
        zs.append(z)
        hs.append(h)
    dh = hs[-1] / BATCH
    norms = [np.linalg.norm(dh)]
    for w, z, h_in in zip(reversed(weights), reversed(zs), reversed(hs[:-1])):
        dz = dh * (z > 0)
        _ = h_in.T @ dz
        dh = dz @ w.T
        norms.append(np.linalg.norm(dh))
    return [np.sqrt(np.mean(x ** 2)) for x in hs], norms


times = []
for seed in range(301):
    start = time.perf_counter()
    forward_backward(seed)
    times.append((time.perf_counter() - start) * 1e3)
print(f"numpy lesson model: median {statistics.median(times):.3f} ms")
print(f"bench-numpy lesson_ms={statistics.median(times):.3f}")
