"""Training speed: train() against the same training in PyTorch, timed in turn in one run.

The same network (the lesson's: ReLU, He init, no bias, no head), the same initial weights and
data (bench_training writes them: the weights train() draws and the task's input and target), the
same loss 0.5/batch ||out - target||^2, the same SGD steps: forward, loss, backward, optimizer
step. A check first: PyTorch's loss at every step equals the engine's (relative 1e-9, double), so
both sides do the same training. Then alternating rounds; each round times one whole run per side.

What a run includes: the engine's is one train() call, so it draws its weights, forms the task
and records its per-layer norms every step; PyTorch's starts from the weights already drawn (a
copy into fresh leaf tensors, a new torch.optim.SGD) and does the steps and the final loss.
PyTorch runs at 1 and at 2 threads (torch.set_num_threads, OpenBLAS for its products); the ratio
is taken against whichever is faster in that round.

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
# (label, depth, width, batch, steps, learning rate, rounds, quick rounds). The large size's
# rate is the largest power of ten it does not diverge at (1e-3 overflows at step 2); a step
# there is 300 products of 256 x 512 x 512, 40 GFLOP, so a run is 2 steps.
SIZES = [("lesson 30 x 64 x 32", 30, 64, 32, 100, 1e-2, 15, 5),
         ("depth 100 x 512 x 256", 100, 512, 256, 4, 1e-4, 5, 2)]
GOALS = {"lesson 30 x 64 x 32": 3.0, "depth 100 x 512 x 256": 1.2}


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

    def times(self, depth, width, batch, steps, lr, threads, reps=1):
        return [float(x) for x in
                self.ask(f"train {depth} {width} {batch} sgd {steps} {lr!r} double {threads} {reps}").split()]

    def losses(self, depth, width, batch, steps, lr):
        return [float(x) for x in self.ask(f"losses {depth} {width} {batch} sgd {steps} {lr!r} double").split()]

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


def torch_train(start, x, target, steps, lr):
    """One run in PyTorch: losses before every step, then the final loss."""
    weights = [w.clone().requires_grad_(True) for w in start]
    opt = torch.optim.SGD(weights, lr=lr)
    scale = 0.5 / x.shape[0]

    def loss_at():
        h = x
        for w in weights:
            h = torch.relu(h @ w)
        return scale * (h - target).pow(2).sum()

    losses = []
    for _ in range(steps):
        opt.zero_grad(set_to_none=True)
        loss = loss_at()
        loss.backward()
        opt.step()
        losses.append(loss.item())
    with torch.no_grad():
        losses.append(loss_at().item())
    return losses


def timed_torch(threads, network, steps, lr):
    torch.set_num_threads(threads)
    start = time.perf_counter()
    torch_train(*network, steps, lr)
    return (time.perf_counter() - start) * 1e3


def blas_line():
    if threadpoolctl is None:
        return "BLAS: threadpoolctl not installed, not reported"
    with threadpoolctl.threadpool_limits(limits=None):
        infos = [i for i in threadpoolctl.threadpool_info() if i.get("user_api") == "blas"]
    if not infos:
        return "BLAS: none loaded"
    return "; ".join(f"BLAS {i.get('internal_api')} {i.get('version')} kernel {i.get('architecture')} "
                     f"({i.get('filepath')})" for i in infos)


def main():
    engine = Engine(sys.argv[1])
    torch.zeros(4, 4, dtype=torch.float64) @ torch.zeros(4, 4, dtype=torch.float64)  # loads the BLAS
    print(f"machine: {machine()}")
    print(f"PyTorch {torch.__version__}, numpy {np.__version__}; {blas_line()}")
    print(f"engine products: Eigen kernels for {engine.ask('isa')}")
    print(f"date: {time.strftime('%Y-%m-%d %H:%M %Z')}")
    verdicts = []
    for label, depth, width, batch, steps, lr, rounds, quick_rounds in SIZES:
        rounds = quick_rounds if QUICK else rounds
        network = engine.network(depth, width, batch)
        ours = engine.losses(depth, width, batch, steps, lr)
        theirs = torch_train(*network, steps, lr)
        worst = max(abs(a - b) / abs(b) for a, b in zip(ours, theirs))
        print(f"{label}, SGD lr {lr:g}, {steps} steps: losses {ours[0]:.6g} -> {ours[-1]:.6g}; PyTorch's differ by "
              f"{worst:.1e} at most (relative, every step and the final loss)")
        if len(ours) != len(theirs) or worst > 1e-9:
            print("  NOT the same training: the times below do not compare")
        sides = {"engine 1 thread": lambda: engine.times(depth, width, batch, steps, lr, 1)[0],
                 "engine 2 threads": lambda: engine.times(depth, width, batch, steps, lr, 2)[0],
                 "PyTorch 1 thread": lambda: timed_torch(1, network, steps, lr),
                 "PyTorch 2 threads": lambda: timed_torch(2, network, steps, lr)}
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
        print("  " + ", ".join(f"{n} {m:.2f} ms" for n, m in medians.items())
              + f" a run of {steps} steps (medians of {rounds} alternating rounds)")
        best_torch = [min(a, b) for a, b in zip(per_round["PyTorch 1 thread"], per_round["PyTorch 2 threads"])]
        ratio2 = statistics.median(t / e for t, e in zip(best_torch, per_round["engine 2 threads"]))
        ratio_vs2 = statistics.median(t / e for t, e in zip(per_round["PyTorch 2 threads"], per_round["engine 2 threads"]))
        print(f"  steps per second: engine (2 threads) {1e3 * steps / medians['engine 2 threads']:.3g}, PyTorch "
              f"(faster of 1 and 2 threads) {1e3 * steps / statistics.median(best_torch):.3g}; the engine is "
              f"{ratio2:.2f}x PyTorch at its best, {ratio_vs2:.2f}x PyTorch on 2 threads (median of per-round ratios)")
        verdicts.append((f"{label}: >= {GOALS[label]}x PyTorch's steps per second: {ratio2:.2f}x", ratio2 >= GOALS[label]))
        if depth == 30:
            one = medians["engine 1 thread"]
            verdicts.append((f"{label}: 100 steps in <= 60 ms on one core: {one:.1f} ms", one <= 60.0))
    print("goals:")
    for text, ok in verdicts:
        print(f"  [{'met ' if ok else 'MISSED'}] {text}")
    print(f"load average {os.getloadavg()[0]:.1f} at the end (the machine's other work slows every side alike)")


if __name__ == "__main__":
    main()
