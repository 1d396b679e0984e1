"""Training speed: train() against the same training in PyTorch, timed in turn in one run.

The same network (the lesson's: ReLU, He init, no bias, no head), the same initial weights and
data (bench_training writes them: the weights train() draws and the task's input and target), the
same loss 0.5/batch ||out - target||^2, the same SGD or Adam steps: forward, loss, backward,
optimizer step. A check first: PyTorch's loss at every step equals the engine's (relative 1e-9, double), so
both sides do the same training. Then alternating rounds; each round times one whole run per side.

What a run's time covers, on both sides: the steps only (the weights drawn, copied and the
optimizer made before the clock starts, no final loss after it). The engine's steps also record
the per-layer norms the charts draw; PyTorch's record none, so the engine does more work than its
peer. PyTorch runs at its best: its optimizers' default per-tensor path (the foreach kernels
were slower on the CPU in PyTorch 1.13: Adam's 100 lesson steps 198.9 ms against 128.9 ms, SGD's
85.4 against 86.6, one thread, medians of 7), at 1 and at 2 threads (torch.set_num_threads, and
OpenBLAS held to the same count through threadpoolctl); the ratio is taken against whichever is
faster in that round. The results end in one table: each size and
optimizer's medians, the ratio and its goal, under the CPU and each side's kernels.

Usage: python3 bench/train_peer.py BENCH_TRAINING [--quick]   (bench/run --training calls it)."""
import os
import statistics
import subprocess
import sys
import tempfile
import time

import numpy as np

try:
    import threadpoolctl
except ImportError:
    threadpoolctl = None
import torch

from fair import machine  # the same machine line as the pass's comparison

QUICK = "--quick" in sys.argv
# (label, depth, width, batch, optimizer, steps, learning rate, rounds, quick rounds, goal). The
# large size's rate is the largest power of ten it does not diverge at (1e-3 overflows at step
# 2); a step there is 300 products of 256 x 512 x 512, 40 GFLOP, so a run is 4 steps.
SIZES = [("lesson 30 x 64 x 32", 30, 64, 32, "sgd", 100, 1e-2, 15, 5, 3.0),
         ("lesson 30 x 64 x 32", 30, 64, 32, "adam", 100, 1e-3, 15, 5, 3.0),
         ("depth 100 x 512 x 256", 100, 512, 256, "sgd", 4, 1e-4, 5, 2, 1.2)]
OPTIMIZERS = {"sgd": "SGD", "adam": "Adam"}


class Engine:
    def __init__(self, exe):
        self.proc = subprocess.Popen([exe, "--serve"], stdin=subprocess.PIPE, stdout=subprocess.PIPE, text=True)

    def ask(self, line):
        self.proc.stdin.write(line + "\n")
        self.proc.stdin.flush()
        answer = self.proc.stdout.readline().strip()
        if answer.startswith("error"):
            raise RuntimeError(f"bench_training: {answer} (asked: {line})")
        return answer

    def times(self, depth, width, batch, optimizer, steps, lr, threads, reps=1):
        return [float(x) for x in
                self.ask(f"train {depth} {width} {batch} {optimizer} {steps} {lr!r} double {threads} {reps}").split()]

    def losses(self, depth, width, batch, optimizer, steps, lr):
        return [float(x) for x in self.ask(f"losses {depth} {width} {batch} {optimizer} {steps} {lr!r} double").split()]

    def network(self, depth, width, batch):
        """The initial weights (h @ W), input and target train() uses, as float64 tensors."""
        with tempfile.TemporaryDirectory() as tmp:
            path = os.path.join(tmp, "network.bin")
            self.ask(f"dump {depth} {width} {batch} {path}")
            flat = np.fromfile(path, dtype=np.float64)
        n = depth * width * width
        weights = torch.from_numpy(flat[:n].reshape(depth, width, width).copy())
        x = torch.from_numpy(flat[n:n + batch * width].reshape(batch, width).copy())
        target = torch.from_numpy(flat[n + batch * width:].reshape(batch, width).copy())
        return list(weights.unbind(0)), x, target


def torch_train(start, x, target, optimizer, steps, lr, clock=None):
    """One run in PyTorch: losses before every step, then the final loss. clock, a list, gets the
    milliseconds of the steps alone."""
    weights = [w.clone().requires_grad_(True) for w in start]
    opt = torch.optim.Adam(weights, lr=lr) if optimizer == "adam" else torch.optim.SGD(weights, lr=lr)
    scale = 0.5 / x.shape[0]

    def loss_at():
        h = x
        for w in weights:
            h = torch.relu(h @ w)
        return scale * (h - target).pow(2).sum()

    losses = []
    start_time = time.perf_counter()
    for _ in range(steps):
        opt.zero_grad(set_to_none=True)
        loss = loss_at()
        loss.backward()
        opt.step()
        losses.append(loss.item())
    if clock is not None:
        clock.append((time.perf_counter() - start_time) * 1e3)
    with torch.no_grad():
        losses.append(loss_at().item())
    return losses


def timed_torch(threads, network, optimizer, steps, lr):
    torch.set_num_threads(threads)
    clock = []
    if threadpoolctl is None:
        torch_train(*network, optimizer, steps, lr, clock)
    else:
        with threadpoolctl.threadpool_limits(limits=threads, user_api="blas"):
            torch_train(*network, optimizer, steps, lr, clock)
    return clock[0]


def blas_line():
    if threadpoolctl is None:
        return "BLAS: threadpoolctl not installed, not reported"
    with threadpoolctl.threadpool_limits(limits=None):
        infos = [i for i in threadpoolctl.threadpool_info() if i.get("user_api") == "blas"]
    if not infos:
        return "BLAS: none loaded"
    return "; ".join(f"BLAS {i.get('internal_api')} {i.get('version')} kernel {i.get('architecture')} "
                     f"({i.get('filepath')})" for i in infos)


def compare(engine, size):
    """One size and optimizer: the check that both sides train alike, then alternating rounds.
    Returns the table's row and the goals' verdicts."""
    label, depth, width, batch, optimizer, steps, lr, rounds, quick_rounds, goal = size
    rounds = quick_rounds if QUICK else rounds
    name = OPTIMIZERS[optimizer]
    network = engine.network(depth, width, batch)
    ours = engine.losses(depth, width, batch, optimizer, steps, lr)
    theirs = torch_train(*network, optimizer, steps, lr)
    worst = max(abs(a - b) / abs(b) for a, b in zip(ours, theirs))
    print(f"{label}, {name} lr {lr:g}, {steps} steps: losses {ours[0]:.6g} -> {ours[-1]:.6g}; PyTorch's differ by "
          f"{worst:.1e} at most (relative, every step and the final loss)")
    if len(ours) != len(theirs) or worst > 1e-9:
        print("  NOT the same training: the times below do not compare")
    sides = {"engine 1 thread": lambda: engine.times(depth, width, batch, optimizer, steps, lr, 1)[0],
             "engine 2 threads": lambda: engine.times(depth, width, batch, optimizer, steps, lr, 2)[0],
             "PyTorch 1 thread": lambda: timed_torch(1, network, optimizer, steps, lr),
             "PyTorch 2 threads": lambda: timed_torch(2, network, optimizer, steps, lr)}
    if depth != 30:  # one core's time is a goal at the lesson size only
        del sides["engine 1 thread"]
    for fn in sides.values():  # warm up
        fn()
    names = list(sides)
    per_round = {n: [] for n in names}
    for r in range(rounds):
        order = names[r % len(names):] + names[:r % len(names)]
        for n in order:
            per_round[n].append(sides[n]())
    torch.set_num_threads(2)
    medians = {n: statistics.median(t) for n, t in per_round.items()}
    best_torch = [min(a, b) for a, b in zip(per_round["PyTorch 1 thread"], per_round["PyTorch 2 threads"])]
    ratio = statistics.median(t / e for t, e in zip(best_torch, per_round["engine 2 threads"]))
    cells = [label, name, str(steps), str(rounds)]
    cells += [f"{medians[n]:.1f}" if n in medians else "-" for n in
              ("engine 1 thread", "engine 2 threads", "PyTorch 1 thread", "PyTorch 2 threads")]
    cells += [f"{ratio:.2f}x", f">= {goal}x"]
    verdicts = [(f"{label}, {name}: >= {goal}x PyTorch's steps per second: {ratio:.2f}x", ratio >= goal)]
    if depth == 30 and optimizer == "sgd":
        one = medians["engine 1 thread"]
        verdicts.append((f"{label}, {name}: 100 steps in <= 60 ms on one core: {one:.1f} ms", one <= 60.0))
    return cells, verdicts


def main():
    engine = Engine(sys.argv[1])
    torch.zeros(4, 4, dtype=torch.float64) @ torch.zeros(4, 4, dtype=torch.float64)  # loads the BLAS
    header = [f"CPU: {machine()}",
              f"engine: Eigen kernels for {engine.ask('isa')} (products and training's elementwise work)",
              f"PyTorch {torch.__version__}, numpy {np.__version__}; {blas_line()}",
              f"date: {time.strftime('%Y-%m-%d %H:%M %Z')}"]
    for line in header:
        print(line)
    rows, verdicts = [], []
    for size in SIZES:
        cells, verdict = compare(engine, size)
        rows.append(cells)
        verdicts += verdict
    print()
    print("Training, double precision, a run's time in ms (medians of alternating rounds); the ratio is")
    print("PyTorch at its faster thread count over the engine on 2 threads, the median of the rounds' ratios.")
    for line in header[:3]:
        print(line)
    print()
    print("| size | optimizer | steps | rounds | engine 1 thread | engine 2 threads | PyTorch 1 thread "
          "| PyTorch 2 threads | engine / PyTorch | goal |")
    print("|---|---|---|---|---|---|---|---|---|---|")
    for cells in rows:
        print("| " + " | ".join(cells) + " |")
    print()
    print("goals:")
    for text, ok in verdicts:
        print(f"  [{'met ' if ok else 'MISSED'}] {text}")
    print(f"load average {os.getloadavg()[0]:.1f} at the end (the machine's other work slows every side alike)")


if __name__ == "__main__":
    main()
