"""The transformer's pass against the same work in PyTorch, timed in turn in one run.

The work: one forward and backward pass of a decoder-only transformer at init on the token task,
and what the pass reports: the residual stream's RMS after every sub-layer, the gradient norm
reaching it, every weight matrix's gradient norm and each block's attention entropy. PyTorch does
it its way (autograd, every weight's gradient formed, then its norm); the engine forms only the
norms. Both from weights already drawn: the engine keeps its draws between passes, as while a
slider moves; PyTorch's are tensors made before the clock starts.

A check first, at the lesson size: the network bench_transformer saves (as --save-network does),
rebuilt here, gives the engine's loss and every sub-layer's RMS and gradient norm (relative 1e-9,
double). GPT-2 small's weights are drawn here instead (the same shapes: the same work).

PyTorch runs at 1 and at 2 threads (torch.set_num_threads, and OpenBLAS's own threads through
threadpoolctl); the ratio is taken against whichever is faster in that round.
Usage: python3 bench/transformer_peer.py BENCH_TRANSFORMER [--quick]   (bench/run --transformer calls it)."""
import math
import os
import statistics
import subprocess
import sys
import tempfile
import time

import numpy as np
import threadpoolctl
import torch
import torch.nn.functional as F

from fair import machine

QUICK = "--quick" in sys.argv
# name, depth, width, heads, ff, vocab, seq, batch, tied, rounds, quick rounds
SIZES = [("lesson", 6, 64, 4, 256, 256, 16, 4, False, 15, 5),
         ("gpt2", 12, 768, 12, 3072, 50257, 64, 4, True, 5, 2)]
LABELS = {"lesson": "lesson 6 x 64, 4 heads, seq 16, batch 4",
          "gpt2": "GPT-2 small 12 x 768, 12 heads, ff 3072, vocab 50257, seq 64, batch 4"}


class Engine:
    def __init__(self, exe):
        self.proc = subprocess.Popen([exe, "--serve"], stdin=subprocess.PIPE, stdout=subprocess.PIPE, text=True)

    def ask(self, line):
        self.proc.stdin.write(line + "\n")
        self.proc.stdin.flush()
        answer = self.proc.stdout.readline().strip()
        if answer.startswith("error"):
            raise RuntimeError(f"bench_transformer: {answer} (asked: {line})")
        return answer

    def times(self, size, precision, threads, reps=1):
        return [float(x) for x in self.ask(f"pass {size} {precision} {threads} {reps}").split()]


class Network:
    """GPT-2's shape: pre-LN, GELU, learned positions, an LM head (tied or not)."""

    def __init__(self, weights, tokens, depth, heads, dtype):
        self.w = {k: torch.tensor(np.ascontiguousarray(v), dtype=dtype) for k, v in weights.items()}
        self.depth, self.heads, self.dtype = depth, heads, dtype
        self.inputs = torch.tensor(tokens[:, :-1].astype(np.int64))
        self.targets = torch.tensor(tokens[:, 1:].astype(np.int64))

    def attention(self, a, b):
        batch, seq, width = a.shape
        hd = width // self.heads
        split = lambda y: y.view(batch, seq, self.heads, hd).transpose(1, 2)
        q, k, v = (split(a @ self.w[f"block_{b}_{n}"]) for n in "qkv")
        scores = (q @ k.transpose(-1, -2)) * (1.0 / math.sqrt(hd))
        causal = torch.ones(seq, seq, dtype=torch.bool).tril()
        p = torch.softmax(scores.masked_fill(~causal, float("-inf")), dim=-1)
        with torch.no_grad():  # a reported number, outside the graph, as the engine's is outside its backward
            self.entropies.append(-(p * torch.log(torch.where(p > 0, p, torch.ones_like(p)))).sum(-1).mean())
        return (p @ v).transpose(1, 2).reshape(batch, seq, width) @ self.w[f"block_{b}_o"]

    def pass_(self):
        """The forward and backward pass and the reported numbers: loss, RMS and gradient norms."""
        for t in self.w.values():
            t.requires_grad_(True)
            t.grad = None
        self.entropies, stream = [], []
        ln = lambda x: F.layer_norm(x, x.shape[-1:], eps=1e-5)
        x = self.w["embeddings"][self.inputs] + self.w["positions"]
        stream.append(x)
        for b in range(1, self.depth + 1):
            x = x + self.attention(ln(x), b)
            stream.append(x)
            x = x + F.gelu(ln(x) @ self.w[f"block_{b}_up"]) @ self.w[f"block_{b}_down"]
            stream.append(x)
        y = ln(x)
        stream.append(y)
        for s in stream:
            s.retain_grad()
        head = self.w.get("head", self.w["embeddings"])
        loss = F.cross_entropy((y @ head.T).reshape(-1, head.shape[0]), self.targets.reshape(-1))
        loss.backward()
        rms = [torch.sqrt(torch.mean(s.detach() ** 2)).item() for s in stream]
        grads = [s.grad.norm().item() for s in stream]
        weight_grads = [t.grad.norm().item() for t in self.w.values()]
        entropies = [float(e) for e in self.entropies]
        return loss.item(), rms, grads, weight_grads, entropies


def drawn(depth, width, ff, vocab, seq, batch, tied, rng):
    std, out = 0.02, 0.02 / math.sqrt(2 * depth)
    w = {"embeddings": rng.standard_normal((vocab, width)) * std, "positions": rng.standard_normal((seq, width)) * std}
    for b in range(1, depth + 1):
        for name, shape, s in (("q", (width, width), std), ("k", (width, width), std), ("v", (width, width), std),
                               ("o", (width, width), out), ("up", (width, ff), std), ("down", (ff, width), out)):
            w[f"block_{b}_{name}"] = rng.standard_normal(shape) * s
    if not tied:
        w["head"] = rng.standard_normal((vocab, width)) * std
    return w, rng.integers(0, vocab, (batch, seq + 1)).astype(np.float64)


def check(engine, depth, heads):
    with tempfile.TemporaryDirectory() as tmp:
        path = os.path.join(tmp, "lesson.npz")
        engine.ask(f"save lesson {path}")
        with np.load(path) as archive:
            arrays = {n: archive[n] for n in archive.files if n != "config"}
    tokens = arrays.pop("tokens")
    loss, rms, grads, _, _ = Network(arrays, tokens, depth, heads, torch.float64).pass_()
    ours = [float(x) for x in engine.ask("series lesson").split()]
    theirs = [loss] + [v for pair in zip(rms, grads) for v in (math.log10(pair[0]), math.log10(pair[1]))]
    worst = max(abs((10 ** a if i else a) - (10 ** b if i else b)) / abs(10 ** b if i else b)
                for i, (a, b) in enumerate(zip(ours, theirs)))
    return worst, len(ours) == len(theirs)


def timed(network, threads):
    """One pass on `threads` threads: torch.set_num_threads sets PyTorch's own (OpenMP) threads,
    not OpenBLAS's pthreads, which run its products; threadpoolctl sets those."""
    torch.set_num_threads(threads)
    with threadpoolctl.threadpool_limits(limits=threads, user_api="blas"):
        start = time.perf_counter()
        network.pass_()
        return (time.perf_counter() - start) * 1e3


def compare(engine, size, rounds):
    name, depth, width, heads, ff, vocab, seq, batch, tied = size
    verdicts = []
    for precision, dtype in (("double", torch.float64), ("float", torch.float32)):
        weights, tokens = drawn(depth, width, ff, vocab, seq, batch, tied, np.random.default_rng(1))
        network = Network(weights, tokens, depth, heads, dtype)
        sides = {"engine 2 threads": lambda: engine.times(name, precision, 2)[0],
                 "PyTorch 1 thread": lambda: timed(network, 1), "PyTorch 2 threads": lambda: timed(network, 2)}
        for fn in sides.values():
            fn()  # warm up
        names = list(sides)
        per_round = {n: [] for n in names}
        for r in range(rounds):
            for n in names[r % len(names):] + names[:r % len(names)]:
                per_round[n].append(sides[n]())
        torch.set_num_threads(2)
        medians = {n: statistics.median(t) for n, t in per_round.items()}
        best = [min(a, b) for a, b in zip(per_round["PyTorch 1 thread"], per_round["PyTorch 2 threads"])]
        ratio = statistics.median(t / e for t, e in zip(best, per_round["engine 2 threads"]))
        print(f"  {precision}: " + ", ".join(f"{n} {m:.1f} ms" for n, m in medians.items())
              + f" a pass (medians of {rounds} alternating rounds); the engine is {ratio:.2f}x PyTorch at its best")
        if name == "gpt2":
            verdicts.append((f"{LABELS[name]}, {precision}: one pass <= 1000 ms: {medians['engine 2 threads']:.0f} ms",
                             medians["engine 2 threads"] <= 1000))
            verdicts.append((f"{LABELS[name]}, {precision}: >= 1.5x PyTorch: {ratio:.2f}x", ratio >= 1.5))
    return verdicts


def main():
    engine = Engine(sys.argv[1])
    print(f"machine: {machine()}")
    print(f"PyTorch {torch.__version__}, numpy {np.__version__}; engine products: Eigen kernels for {engine.ask('isa')}")
    print(f"date: {time.strftime('%Y-%m-%d %H:%M %Z')}")
    torch.set_num_threads(2)
    worst, same = check(engine, 6, 4)
    print(f"check, {LABELS['lesson']}: PyTorch's loss, RMS and gradient norms differ from the engine's by {worst:.1e} "
          f"at most (relative, double){'' if same and worst < 1e-9 else ': NOT the same work'}")
    verdicts = []
    for size in SIZES:
        print(LABELS[size[0]] + ":")
        verdicts += compare(engine, size[:9], size[10] if QUICK else size[9])
    print("goals:")
    for text, ok in verdicts:
        print(f"  [{'met ' if ok else 'MISSED'}] {text}")
    print(f"load average {os.getloadavg()[0]:.1f} at the end (the machine's other work slows every side alike)")


if __name__ == "__main__":
    main()
