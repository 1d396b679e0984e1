"""The engine against the lesson's numpy model and the same model in PyTorch, timed in turn in one
run on the same work: one forward and backward pass of the ReLU He network (signal RMS per layer,
gradient norm per layer, weight-gradient norm per layer), first with the weights already drawn,
then with drawing included on every side. Prints medians, ratios and the machine's ceilings.

With --busy N, instead: the same passes quiet and then beside N CPU-bound processes of its own
(bench/hogs.py), each side's slowdown under that load, and the engine's own one-thread pass and
its two-thread pass without the fall-back (core/engine/kernels/handoffpolicy.h) under it too.

Usage: python3 bench/fair.py BENCH_ENGINE [--quick] [--busy N]   (bench/run calls it)."""
import os
import platform
import signal
import statistics
import subprocess
import sys
import time

import numpy as np
import threadpoolctl

from hogs import Hogs

try:
    import torch

    torch.set_num_threads(os.cpu_count())  # at its best: every core, as numpy's OpenBLAS has
except ImportError:  # PyTorch is compared where it is installed
    torch = None

QUICK = "--quick" in sys.argv
BUSY = int(sys.argv[sys.argv.index("--busy") + 1]) if "--busy" in sys.argv else 0
LESSON = (30, 64, 32)  # depth, width, batch
LARGE = (100, 512, 256)


# ---- numpy: the lesson's model (_deep_forward_backward), ReLU He, with the norms the engine reports
def numpy_draw(depth, width, batch, rng):
    std = np.sqrt(2.0 / width)
    weights = [rng.normal(0.0, std, (width, width)) for _ in range(depth)]
    return weights, rng.standard_normal((batch, width))


def numpy_pass(weights, h):
    batch = h.shape[0]
    hs, zs = [h], []
    for w in weights:
        z = h @ w
        h = np.maximum(z, 0.0)
        zs.append(z)
        hs.append(h)
    dh = hs[-1] / batch
    grad_norms, weight_grad_norms = [np.linalg.norm(dh)], []
    for w, z, h_in in zip(reversed(weights), reversed(zs), reversed(hs[:-1])):
        dz = dh * (z > 0)
        weight_grad_norms.append(np.linalg.norm(h_in.T @ dz))
        dh = dz @ w.T
        grad_norms.append(np.linalg.norm(dh))
    return [np.sqrt(np.mean(x * x)) for x in hs], grad_norms, weight_grad_norms


# ---- PyTorch: the same steps on float64 tensors (no autograd: its bookkeeping would be extra work)
def torch_draw(depth, width, batch, gen):
    std = (2.0 / width) ** 0.5
    weights = [torch.randn(width, width, dtype=torch.float64, generator=gen) * std for _ in range(depth)]
    return weights, torch.randn(batch, width, dtype=torch.float64, generator=gen)


def torch_pass(weights, h):
    with torch.no_grad():
        batch = h.shape[0]
        hs, zs = [h], []
        for w in weights:
            z = h @ w
            h = torch.relu(z)
            zs.append(z)
            hs.append(h)
        dh = hs[-1] / batch
        grad_norms, weight_grad_norms = [torch.linalg.norm(dh).item()], []
        for w, z, h_in in zip(reversed(weights), reversed(zs), reversed(hs[:-1])):
            dz = dh * (z > 0)
            weight_grad_norms.append(torch.linalg.norm(h_in.T @ dz).item())
            dh = dz @ w.T
            grad_norms.append(torch.linalg.norm(dh).item())
        return [torch.sqrt(torch.mean(x * x)).item() for x in hs], grad_norms, weight_grad_norms


def timed(fn, reps):
    out = []
    for _ in range(reps):
        start = time.perf_counter()
        fn()
        out.append((time.perf_counter() - start) * 1e3)
    return out


class Engine:
    def __init__(self, exe):
        self.proc = subprocess.Popen([exe, "--serve"], stdin=subprocess.PIPE, stdout=subprocess.PIPE, text=True)

    def ask(self, line):
        self.proc.stdin.write(line + "\n")
        self.proc.stdin.flush()
        return self.proc.stdout.readline().strip()

    def times(self, size, draws, reps, precision="double"):
        depth, width, batch = size
        return [float(x) for x in self.ask(f"pass {depth} {width} {batch} {precision} {int(draws)} {reps}").split()]

    def times_as(self, size, reps, threads, handoffs):
        """Weights drawn, on `threads` threads, the second core's jobs handed off as `handoffs` says
        (adaptive, helper: never falling back); the engine's defaults again afterwards."""
        self.ask(f"threads {threads}")
        self.ask(f"handoffs {handoffs}")
        try:
            return self.times(size, False, reps)
        finally:
            self.ask("threads 2")
            self.ask("handoffs adaptive")


def sides(engine, size, draws):
    """name -> function(reps) returning times in ms, all timing the same pass."""
    depth, width, batch = size
    out = {"engine": lambda reps: engine.times(size, draws, reps)}
    rng = np.random.default_rng(1)
    if draws:
        out["numpy"] = lambda reps: timed(lambda: numpy_pass(*numpy_draw(depth, width, batch, rng)), reps)
    else:
        drawn = numpy_draw(depth, width, batch, rng)
        out["numpy"] = lambda reps: timed(lambda: numpy_pass(*drawn), reps)
    if torch is not None:
        gen = torch.Generator().manual_seed(1)
        if draws:
            out["PyTorch"] = lambda reps: timed(lambda: torch_pass(*torch_draw(depth, width, batch, gen)), reps)
        else:
            tdrawn = torch_draw(depth, width, batch, gen)
            out["PyTorch"] = lambda reps: timed(lambda: torch_pass(*tdrawn), reps)
    return out


def alternate(named, rounds, reps):
    """Each round runs every side once (order rotated), a block of reps each; returns per side the
    per-round medians. Ratios are then taken round by round, so a load change between rounds
    moves both sides of a ratio alike."""
    names = list(named)
    for fn in named.values():  # warm up: first calls allocate and load
        fn(2)
    per_round = {n: [] for n in names}
    for r in range(rounds):
        order = names[r % len(names):] + names[: r % len(names)]
        for n in order:
            per_round[n].append(statistics.median(named[n](reps)))
    return per_round


def ratio_line(per_round, base="engine"):
    parts = []
    for n, meds in per_round.items():
        if n == base:
            continue
        ratios = [theirs / ours for theirs, ours in zip(meds, per_round[base])]
        parts.append(f"{statistics.median(ratios):.2f}x {n}")
    return ", ".join(parts)


def median_ratio(per_round, other, base="engine"):
    return statistics.median(t / o for t, o in zip(per_round[other], per_round[base]))


def ms(per_round):
    return ", ".join(f"{n} {statistics.median(m):.3f} ms" for n, m in per_round.items())


def gemm_rate(batch, width, threads, reps):
    a = np.random.default_rng(2).standard_normal((batch, width))
    w = np.random.default_rng(3).standard_normal((width, width))
    with threadpoolctl.threadpool_limits(limits=threads, user_api="blas"):
        a @ w
        best = min(timed(lambda: a @ w, reps))
    return 2.0 * batch * width * width / best / 1e6  # GFLOP/s


def blas_product_rates(batch, width, reps):
    """GFLOP/s of numpy's BLAS on one thread for a layer's three products (h W, g W^T, u^T dz),
    each the fastest of reps timings of about 1 ms; numpy's call is included, as its pass pays it."""
    h = np.random.default_rng(2).standard_normal((batch, width))
    w = np.random.default_rng(3).standard_normal((width, width))
    g = np.random.default_rng(4).standard_normal((batch, width))  # h.T @ h would be a half-cost syrk
    flops = 2.0 * batch * width * width
    inner = max(1, int(4e7 / flops))
    rates = []
    with threadpoolctl.threadpool_limits(limits=1, user_api="blas"):
        for product in (lambda: h @ w, lambda: g @ w.T, lambda: h.T @ g):
            product()
            best = min(timed(lambda: [product() for _ in range(inner)], reps))
            rates.append(flops * inner / best / 1e6)
    return rates


def print_product_rates(engine, reps):
    """The engine's kernels against numpy's BLAS, product by product, at both sizes: which is
    faster for the pass's shapes on this CPU."""
    for depth, width, batch in (LARGE, LESSON):
        ours = [float(x) for x in engine.ask(f"products {batch} {width} {reps}").split()]
        theirs = blas_product_rates(batch, width, reps)
        cells = ", ".join(f"{name} {a:.1f} vs {b:.1f}" for name, a, b in zip(("h W", "g W^T", "u^T dz"), ours, theirs))
        print(f"products on one thread at batch {batch} x width {width}, GFLOP/s, engine's kernels vs "
              f"numpy's BLAS (fastest of {reps}): {cells}")


def machine():
    name = platform.processor() or "unknown CPU"
    try:
        with open("/proc/cpuinfo") as f:
            for line in f:
                if line.startswith("model name"):
                    name = line.split(":", 1)[1].strip()
                    break
    except OSError:
        pass
    load = os.getloadavg()[0]
    return f"{name}, {os.cpu_count()} cores, load average {load:.1f} at start"


def print_kernels(engine):
    """The machine and the kernels each side runs."""
    print(f"machine: {machine()}")
    blas = [i for i in threadpoolctl.threadpool_info() if i.get("user_api") == "blas"]
    for info in blas:
        print(f"numpy {np.__version__} BLAS: {info.get('internal_api')} {info.get('version')} "
              f"kernel {info.get('architecture')}, {info.get('num_threads')} threads ({info.get('filepath')})"
              f"{', OPENBLAS_CORETYPE=' + os.environ['OPENBLAS_CORETYPE'] if 'OPENBLAS_CORETYPE' in os.environ else ''}")
    if torch is not None:
        print(f"PyTorch {torch.__version__}: {torch.get_num_threads()} threads, "
              f"BLAS {'OpenBLAS (the kernel above)' if 'openblas' in torch.__config__.show().lower() else 'see torch.__config__.show()'}")
    else:
        print("PyTorch: not installed, left out")
    print(f"engine products: Eigen kernels for {engine.ask('isa')}, threads {os.environ.get('GRADFLOW_THREADS', 'all (2 at most)')}")


def busy_sides(engine, size):
    """The usual sides, and at sizes that use the second core the engine's one-thread pass and its
    two-thread pass that never falls back."""
    out = sides(engine, size, False)
    depth, width, batch = size
    if batch * width * width >= 1 << 21:  # products::kSplitMultiplyAdds
        out["engine 1 thread"] = lambda reps: engine.times_as(size, reps, 1, "adaptive")
        out["engine, no fall-back"] = lambda reps: engine.times_as(size, reps, 2, "helper")
    return out


def busy_main(engine):
    """Quiet, then beside BUSY CPU-bound processes: each side's medians, ratios and slowdown."""
    print_kernels(engine)
    lesson_rounds, lesson_reps = (3, 10) if QUICK else (7, 20)
    large_rounds = 2 if QUICK else 3
    sizes = [("lesson 30 x 64 x 32, weights drawn", LESSON, lesson_rounds, lesson_reps),
             ("depth 100 x 512 x 256, weights drawn", LARGE, large_rounds, 1)]
    runs = {}
    quiet, busy = "quiet", f"busy, {BUSY} CPU-bound process{'es' if BUSY > 1 else ''} beside"
    for phase, hogs in ((quiet, 0), (busy, BUSY)):
        with Hogs(hogs):
            start = os.getloadavg()[0]
            for label, size, rounds, reps in sizes:
                per_round = alternate(busy_sides(engine, size), rounds, reps)
                runs[(phase, size)] = per_round
                print(f"{phase}: {label}: {ms(per_round)}; engine is {ratio_line(per_round)} "
                      f"(medians of {rounds} alternating rounds)")
            print(f"{phase}: load average {start:.1f} at start, {os.getloadavg()[0]:.1f} at the end")
    for label, size, _, _ in sizes:
        slow = ", ".join(f"{n} {statistics.median(runs[(busy, size)][n]) / statistics.median(runs[(quiet, size)][n]):.2f}x"
                         for n in runs[(busy, size)])
        print(f"slowdown under load, {label}: {slow}")

    def goal(text, ok):
        print(f"  [{'met ' if ok else 'MISSED'}] {text}")

    print("goals:")
    large, lesson = runs[(busy, LARGE)], runs[(busy, LESSON)]
    goal(f"busy: depth 100 x 512 x 256 no slower than numpy: {median_ratio(large, 'numpy'):.2f}x",
         median_ratio(large, "numpy") >= 1)
    goal(f"busy: depth 100 x 512 x 256 no slower than the engine's one-thread pass: "
         f"{median_ratio(large, 'engine 1 thread'):.2f}x", median_ratio(large, "engine 1 thread") >= 1)
    goal(f"busy: lesson size >= 1.4x numpy: {median_ratio(lesson, 'numpy'):.2f}x", median_ratio(lesson, "numpy") >= 1.4)
    goal(f"quiet: depth 100 x 512 x 256 >= 1.3x numpy: {median_ratio(runs[(quiet, LARGE)], 'numpy'):.2f}x",
         median_ratio(runs[(quiet, LARGE)], "numpy") >= 1.3)


def main():
    engine = Engine(sys.argv[1])
    if BUSY:
        busy_main(engine)
        return
    print_kernels(engine)
    peak, unit = engine.ask("peak").split(" ", 1)

    lesson_rounds, lesson_reps = (3, 10) if QUICK else (11, 40)
    large_rounds = 2 if QUICK else 5
    results = {}
    for label, size, draws, rounds, reps in [
            ("lesson 30 x 64 x 32, weights drawn", LESSON, False, lesson_rounds, lesson_reps),
            ("lesson 30 x 64 x 32, drawing included", LESSON, True, lesson_rounds, lesson_reps),
            ("depth 100 x 512 x 256, weights drawn", LARGE, False, large_rounds, 1),
            ("depth 100 x 512 x 256, drawing included", LARGE, True, max(2, large_rounds - 2), 1)]:
        per_round = alternate(sides(engine, size, draws), rounds, reps)
        results[(size, draws)] = per_round
        print(f"{label}: {ms(per_round)}; engine is {ratio_line(per_round)} (medians of {rounds} alternating rounds)")

    # Float against double on the engine, alternating too.
    precisions = alternate({"double": lambda reps: engine.times(LARGE, False, reps),
                            "float": lambda reps: engine.times(LARGE, False, reps, "float")}, large_rounds, 1)
    float_gain = median_ratio(precisions, "double", "float")
    print(f"depth 100 x 512 x 256, engine --precision float: {ms(precisions)}; float is {float_gain:.2f}x double")

    # Ceilings: the widest FMA unit, and the BLAS numpy uses, at the large size's product.
    depth, width, batch = LARGE
    gemm1 = gemm_rate(batch, width, 1, 5 if QUICK else 15)
    gemm2 = gemm_rate(batch, width, 2, 5 if QUICK else 15)
    print(f"ceilings: {unit} peak {float(peak):.1f} GFLOP/s per core (double, fastest of 7); "
          f"OpenBLAS dgemm {batch}x{width} by {width}x{width}: {gemm1:.1f} GFLOP/s on 1 thread, "
          f"{gemm2:.1f} GFLOP/s on 2 (fastest of {5 if QUICK else 15})")
    print_product_rates(engine, 5 if QUICK else 15)
    products_ms = 3 * depth * 2.0 * batch * width * width / gemm2 / 1e6
    engine_ms = statistics.median(results[(LARGE, False)]["engine"])
    share = products_ms / engine_ms
    print(f"depth 100 x 512 x 256: its 300 products (h W, g W^T, u^T dz per layer) take {products_ms:.1f} ms at "
          f"the 2-thread dgemm rate; the engine's whole pass runs at {100 * share:.0f}% of that rate")

    # The lesson's floor: its products are too small to split between cores (kSplitMultiplyAdds),
    # so one core's FMA peak bounds the pass from below.
    depth, width, batch = LESSON
    lesson_flop = depth * 2.0 * (2 * batch * width * width + batch * batch * width)  # h W, g W^T, two Gram halves
    floor_ms = lesson_flop / float(peak) / 1e6
    small = gemm_rate(batch, width, 1, 2000)
    numpy_lesson = statistics.median(results[(LESSON, False)]["numpy"])
    print(f"lesson 30 x 64 x 32: the engine's products ({lesson_flop / 1e6:.1f} MFLOP a pass) take {floor_ms:.3f} ms at one "
          f"core's {unit} peak; OpenBLAS runs a {batch}x{width} by {width}x{width} product at {small:.1f} GFLOP/s on 1 "
          f"thread ({100 * small / float(peak):.0f}% of peak), {lesson_flop / small / 1e6:.3f} ms for the pass's products; "
          f"4x numpy would be {numpy_lesson / 4:.3f} ms a pass")

    def goal(text, ok):
        print(f"  [{'met ' if ok else 'MISSED'}] {text}")

    print("goals:")
    lesson = results[(LESSON, False)]
    goal(f"lesson size >= 4x numpy with OpenBLAS, draws excluded: {median_ratio(lesson, 'numpy'):.2f}x",
         median_ratio(lesson, "numpy") >= 4)
    if torch is not None:
        goal(f"lesson size >= 5x PyTorch, draws excluded: {median_ratio(lesson, 'PyTorch'):.2f}x",
             median_ratio(lesson, "PyTorch") >= 5)
    large = results[(LARGE, False)]
    goal(f"depth 100 x 512 x 256 >= 1.3x numpy: {median_ratio(large, 'numpy'):.2f}x", median_ratio(large, "numpy") >= 1.3)
    goal(f"depth 100 x 512 x 256 pass >= 70% of the 2-thread dgemm rate for its products: {100 * share:.0f}%",
         share >= 0.7)
    goal(f"--precision float >= 1.7x double at depth 100 x 512 x 256: {float_gain:.2f}x", float_gain >= 1.7)
    print(f"load average {os.getloadavg()[0]:.1f} at the end (the machine's other work slows every side alike)")


if __name__ == "__main__":
    signal.signal(signal.SIGTERM, lambda *_: sys.exit(143))  # so the hogs' block ends on a kill too
    main()
