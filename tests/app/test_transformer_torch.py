#!/usr/bin/env python3
"""The transformer's pass against PyTorch: gradflow --save-network writes a transformer's initial
weights and the task's tokens, this script rebuilds the network in PyTorch from the file alone
(its own forward pass, autograd for the gradients) and compares, over a grid of configurations,
every sub-layer's RMS, the gradient norm reaching it and each matrix's gradient norm with
gradflow --json's, to 1e-9 relative in double (1e-4 in float). It also checks from the file
that the output projections are drawn with the residual rule's std (GPT-2's 1/sqrt(2N)).

Run by ctest with the gradflow executable as its argument (tests/CMakeLists.txt)."""
import json
import math
import os
import subprocess
import sys
import tempfile
import unittest

import numpy as np
import torch
import torch.nn.functional as F

GRADFLOW = os.environ.get("GRADFLOW_EXE") or (sys.argv[1] if len(sys.argv) > 1 else "")

ACTIVATIONS = {
    "relu": torch.relu, "leaky_relu": lambda x: F.leaky_relu(x, 0.01), "elu": F.elu,
    "gelu": F.gelu, "gelu_tanh": lambda x: F.gelu(x, approximate="tanh"), "silu": F.silu,
    "softplus": lambda x: F.softplus(x, threshold=1000.0), "sigmoid": torch.sigmoid, "tanh": torch.tanh,
    "linear": lambda x: x,
}


def gradflow(*args):
    return subprocess.run([GRADFLOW, *args], check=True, stdout=subprocess.PIPE).stdout


class Transformer:
    """The network of a saved transformer, as docs/training.md describes the file."""

    def __init__(self, arrays):
        c = self.config = json.loads(str(arrays["config"]))
        self.dtype = torch.float64 if c["precision"] == "double" else torch.float32
        self.tensor = lambda name: torch.tensor(np.ascontiguousarray(arrays[name]), dtype=self.dtype)
        self.depth, self.width, self.heads = c["depth"], c["width"], c["heads"]
        self.kv_heads = c["kv-heads"] or self.heads
        self.head_dim = self.width // self.heads
        self.eps = c["norm-eps"] if c["norm-eps"] is not None else (1e-6 if c["norm"] == "rms" else 1e-5)
        self.names = [n for n in arrays if n not in ("config", "tokens")]
        self.weights = {n: self.tensor(n).requires_grad_() for n in self.names}
        tokens = np.asarray(arrays["tokens"]).astype(np.int64)
        self.inputs, self.targets = torch.tensor(tokens[:, :-1]), torch.tensor(tokens[:, 1:])

    def norm(self, x):
        kind = self.config["norm"]
        if kind == "none":
            return x
        if kind == "layer":
            return F.layer_norm(x, x.shape[-1:], eps=self.eps)
        return x / torch.sqrt(torch.mean(x * x, dim=-1, keepdim=True) + self.eps)

    def rope(self, x):  # x: batch, heads, seq, head_dim; Llama's rotate-half pairs
        half = self.head_dim // 2
        theta = 10000.0
        t = torch.arange(x.shape[2], dtype=torch.float64)[:, None]
        freq = torch.tensor([theta ** (-2.0 * i / self.head_dim) for i in range(half)], dtype=torch.float64)
        angle = t * freq
        cos = torch.cat([torch.cos(angle)] * 2, dim=-1).to(self.dtype)
        sin = torch.cat([torch.sin(angle)] * 2, dim=-1).to(self.dtype)
        rotated = torch.cat([-x[..., half:], x[..., :half]], dim=-1)
        return x * cos + rotated * sin

    def attention(self, a, b):
        w = lambda k: self.weights["block_%d_%s" % (b, k)]
        batch, seq, _ = a.shape
        split = lambda y, n: y.view(batch, seq, n, self.head_dim).transpose(1, 2)
        q, k, v = split(a @ w("q"), self.heads), split(a @ w("k"), self.kv_heads), split(a @ w("v"), self.kv_heads)
        if self.config["position"] == "rope":
            q, k = self.rope(q), self.rope(k)
        group = self.heads // self.kv_heads
        k, v = k.repeat_interleave(group, dim=1), v.repeat_interleave(group, dim=1)
        scores = (q @ k.transpose(-1, -2)) * (1.0 / math.sqrt(self.head_dim))
        causal = torch.ones(seq, seq, dtype=torch.bool).tril()
        p = torch.softmax(scores.masked_fill(~causal, float("-inf")), dim=-1)
        self.entropies.append(float(-(p * torch.log(torch.where(p > 0, p, torch.ones_like(p)))).sum(-1).mean()))
        context = (p @ v).transpose(1, 2).reshape(batch, seq, self.width)
        return context @ w("o")

    def mlp(self, a, b):
        w = lambda k: self.weights["block_%d_%s" % (b, k)]
        act = ACTIVATIONS[self.config["activation"]]
        hidden = act(a @ w("gate")) * (a @ w("up")) if self.config["gated"] else act(a @ w("up"))
        return hidden @ w("down")

    def sublayer(self, x, branch, b):
        if self.config["norm-place"] == "pre":
            return x + branch(self.norm(x), b)
        return self.norm(x + branch(x, b))

    def run(self):
        """The loss; self.stream holds (block, sublayer, tensor) with gradients after backward."""
        self.entropies, self.stream = [], []
        embeddings = self.weights["embeddings"]
        x = embeddings[self.inputs]
        if "positions" in self.weights:
            x = x + self.weights["positions"]
        self.keep(x, 0, "embed")
        for b in range(1, self.depth + 1):
            x = self.sublayer(x, self.attention, b)
            self.keep(x, b, "attn")
            x = self.sublayer(x, self.mlp, b)
            self.keep(x, b, "mlp")
        y = self.norm(x) if self.config["norm-place"] == "pre" else x
        y = y * 1.0  # its own tensor, even when it is x
        self.keep(y, self.depth + 1, "final")
        # A tied head reads the embeddings through a copy, so each use's gradient is its own.
        head = self.weights["head"] if "head" in self.weights else embeddings.detach().clone().requires_grad_()
        self.head = head
        logits = y @ head.T
        loss = F.cross_entropy(logits.reshape(-1, logits.shape[-1]), self.targets.reshape(-1))
        loss.backward()
        return float(loss)

    def keep(self, x, block, sublayer):
        x.retain_grad()
        self.stream.append((block, sublayer, x))

    def matrix_grads(self, block):
        if block == 0:
            names = ["embeddings"] + (["positions"] if "positions" in self.weights else [])
            return {n: self.weights[n].grad.norm().item() for n in names}
        if block == self.depth + 1:
            return {"head": self.head.grad.norm().item()}
        prefix = "block_%d_" % block
        return {n[len(prefix):]: self.weights[n].grad.norm().item() for n in self.names if n.startswith(prefix)}


def log10(value):
    return math.log10(value) if value > 0 else None


class TransformerAgainstTorch(unittest.TestCase):
    def measure(self, args):
        common = ["--architecture", "transformer", "--seed", "3"] + args
        with tempfile.TemporaryDirectory() as folder:
            path = os.path.join(folder, "network.npz")
            gradflow("--save-network", path, *common)
            with np.load(path) as archive:
                arrays = {name: archive[name] for name in archive.files}
            network = Transformer(arrays)
            ours = json.loads(gradflow("--json", "-", *common))
            return network, arrays, ours

    def check(self, args):
        network, _, ours = self.measure(args)
        torch_loss = network.run()
        tolerance = 1e-9 if network.dtype == torch.float64 else 1e-4
        close = lambda a, b, what: self.assertLess(abs(a - b), tolerance * abs(b) + 1e-300, "%s: %r against %r" % (what, a, b))
        close(ours["summary"]["loss"], torch_loss, "loss")
        rows = ours["sublayers"]
        self.assertEqual([(r["block"], r["sublayer"]) for r in rows], [(b, s) for b, s, _ in network.stream])
        for row, (block, sublayer, x) in zip(rows, network.stream):
            where = "%s of block %d, %s" % (sublayer, block, " ".join(args))
            rms = torch.sqrt(torch.mean(x.detach().double() ** 2)).item()
            close(10 ** row["log10_rms"], rms, "rms, " + where)
            close(10 ** row["log10_grad_norm"], x.grad.double().norm().item(), "gradient, " + where)
            if sublayer != "mlp" or block > 0:
                theirs = network.matrix_grads(block) if sublayer in ("embed", "final") else {
                    k: v for k, v in network.matrix_grads(block).items()
                    if (k in ("q", "k", "v", "o")) == (sublayer == "attn")}
                self.assertEqual(sorted(row["matrices"]), sorted(theirs), where)
                for name, value in theirs.items():
                    close(10 ** row["matrices"][name], value, "%s's gradient, %s" % (name, where))
        for ours_entropy, theirs in zip(ours["attention_entropy"], network.entropies):
            close(ours_entropy, theirs, "attention entropy")

    def test_gpt2_like_pre_layernorm_learned_tied(self):
        self.check(["--depth", "3", "--width", "32", "--heads", "4", "--seq-len", "8", "--batch", "3",
                    "--vocab", "40", "--norm", "layer", "--activation", "gelu", "--tie-head",
                    "--init-std", "0.02", "--residual-scale", "1/sqrt(2L)"])

    def test_llama_like_rms_rope_gated_gqa(self):
        self.check(["--depth", "2", "--width", "32", "--heads", "4", "--kv-heads", "2", "--seq-len", "7",
                    "--batch", "2", "--vocab", "50", "--norm", "rms", "--position", "rope", "--gated",
                    "--activation", "silu", "--init-std", "0.05"])

    def test_bert_like_post_layernorm(self):
        self.check(["--depth", "3", "--width", "24", "--heads", "3", "--seq-len", "6", "--batch", "2",
                    "--vocab", "30", "--norm", "layer", "--norm-place", "post", "--activation", "gelu",
                    "--init-std", "0.2"])

    def test_post_rms_rope_multi_query(self):
        self.check(["--depth", "2", "--width", "16", "--heads", "4", "--kv-heads", "1", "--seq-len", "5",
                    "--batch", "2", "--vocab", "20", "--norm", "rms", "--norm-place", "post", "--position", "rope",
                    "--tie-head", "--norm-eps", "0.01"])

    def test_no_norm_no_positions_large_std(self):
        self.check(["--depth", "2", "--width", "16", "--heads", "2", "--seq-len", "6", "--batch", "2",
                    "--vocab", "20", "--norm", "none", "--position", "none", "--init-std", "0.5",
                    "--ff-width", "24", "--activation", "tanh"])

    def test_each_activation(self):
        for name in ACTIVATIONS:
            if name == "gelu_tanh" and b"gelu_tanh" not in gradflow("--help"):
                continue
            with self.subTest(activation=name):
                self.check(["--depth", "2", "--width", "16", "--heads", "2", "--seq-len", "5", "--batch", "2",
                            "--vocab", "24", "--norm", "layer", "--activation", name, "--init-std", "0.3",
                            "--gated"])

    def test_float(self):
        self.check(["--depth", "2", "--width", "32", "--heads", "4", "--seq-len", "8", "--batch", "2",
                    "--vocab", "40", "--norm", "layer", "--precision", "float", "--init-std", "0.1"])

    def test_output_projections_drawn_with_the_residual_rule(self):
        depth = 4
        _, arrays, _ = self.measure(["--depth", str(depth), "--width", "64", "--heads", "4", "--seq-len", "4",
                                     "--batch", "1", "--vocab", "16", "--init-std", "0.02",
                                     "--residual-scale", "1/sqrt(2L)"])
        for b in range(1, depth + 1):
            for name, expected in (("q", 0.02), ("up", 0.02), ("o", 0.02 / math.sqrt(2 * depth)),
                                   ("down", 0.02 / math.sqrt(2 * depth))):
                drawn = float(np.std(arrays["block_%d_%s" % (b, name)]))
                self.assertLess(abs(drawn / expected - 1), 0.05, "block %d's %s: std %g, not %g" % (b, name, drawn, expected))


if __name__ == "__main__":
    unittest.main(argv=sys.argv[:1])
