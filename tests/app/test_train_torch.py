#!/usr/bin/env python3
"""The training run against PyTorch: gradflow --save-network writes a network and its data, this
script builds the same network in PyTorch from the file alone (its own forward pass, autograd for
the gradients, torch.optim for the updates) and trains it; every step's loss and the per-layer
relative change at the recorded steps must match gradflow --train-json's.

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
STEPS = 50


def activation(name, z):
    return {
        "relu": torch.relu, "leaky-relu": lambda x: F.leaky_relu(x, 0.01), "elu": F.elu,
        "gelu": F.gelu, "silu": F.silu, "softplus": lambda x: F.softplus(x, threshold=1000.0),
        "sigmoid": torch.sigmoid, "tanh": torch.tanh, "linear": lambda x: x,
        "gelu_tanh": lambda x: F.gelu(x, approximate="tanh"),
    }[name](z)


def normalize(kind, x, eps):
    if kind == "batch":  # each feature over the batch, training statistics, biased variance
        return F.batch_norm(x, None, None, training=True, eps=eps)
    if kind == "layer":
        return F.layer_norm(x, x.shape[1:], eps=eps)
    return x / torch.sqrt(torch.mean(x * x, dim=1, keepdim=True) + eps)  # rms


class Network:
    """The network of a saved configuration, as the README describes it."""

    def __init__(self, arrays):
        self.config = json.loads(str(arrays["config"]))
        c = self.config
        self.depth = c["depth"]
        scale = c["residual-scale"]
        if isinstance(scale, str):
            scale = 1 / math.sqrt((2 if "2L" in scale else 1) * self.depth)
        self.alpha = scale
        self.eps = c["norm-eps"] if c["norm-eps"] is not None else (1e-6 if c["norm"] == "rms" else 1e-5)
        self.dtype = torch.float64 if c["precision"] == "double" else torch.float32
        tensor = lambda name: torch.tensor(np.ascontiguousarray(arrays[name]), dtype=self.dtype)
        self.x, self.y = tensor("input"), tensor("target")
        names = ["weight_%d" % l for l in range(1, self.depth + 1)] + (["head_weight"] if c["head"] else [])
        self.weights = [tensor(n).requires_grad_() for n in names]
        bias_names = [n.replace("weight", "bias") for n in names]
        self.biases = [tensor(n).requires_grad_() for n in bias_names if n in arrays.files]

    def parameters(self):
        return self.weights + self.biases

    def linear(self, h, index):
        out = h @ self.weights[index]
        return out + self.biases[index] if self.biases else out

    def loss(self):
        c = self.config
        h = self.x
        pre, post = c["norm"] != "none" and c["norm-place"] == "pre", c["norm"] != "none" and c["norm-place"] == "post"
        for index in range(self.depth):
            u = normalize(c["norm"], h, self.eps) if pre else h
            a = activation(c["activation"], self.linear(u, index))
            v = h + self.alpha * a if c["residual"] else a
            h = normalize(c["norm"], v, self.eps) if post else v
        out = self.linear(h, self.depth) if c["head"] else h
        squares = torch.sum((out - self.y) ** 2)
        batch, width = self.x.shape
        return {"half-mean": 0.5 / batch, "sum": 1.0, "mean": 1.0 / (batch * width)}[c["loss"]] * squares


def gradflow(*args):
    return subprocess.run([GRADFLOW, *args], check=True, stdout=subprocess.PIPE).stdout


def torch_run(network, optimizer, lr, clip, recorded):
    params = network.parameters()
    opt = torch.optim.SGD(params, lr=lr) if optimizer == "sgd" else torch.optim.Adam(params, lr=lr)
    start = [w.detach().clone() for w in network.weights]
    losses, changes = [], {}
    for step in range(1, STEPS + 1):
        opt.zero_grad()
        loss = network.loss()
        loss.backward()
        if clip:
            torch.nn.utils.clip_grad_norm_(params, clip)
        opt.step()
        losses.append(loss.item())
        if step in recorded:
            changes[step] = [math.log10(torch.linalg.norm(w.detach() - s).item() / torch.linalg.norm(s).item())
                             for w, s in zip(network.weights, start)]
    return losses, changes


class TrainAgainstTorch(unittest.TestCase):
    def check(self, model, optimizer, lr, clip=None):
        with tempfile.TemporaryDirectory() as folder:
            path = os.path.join(folder, "network.npz")
            gradflow("--save-network", path, *model)
            network = Network(np.load(path))
        extra = ["--clip", str(clip)] if clip else []
        ours = json.loads(gradflow("--train-json", "-", "--steps", str(STEPS), "--optimizer", optimizer,
                                   "--lr", str(lr), *extra, *model))
        self.assertIsNone(ours["divergence"])
        recorded = {r["step"]: r["log10_relative_change"] for r in ours["recorded"]}
        losses, changes = torch_run(network, optimizer, lr, clip, set(recorded))
        self.assertEqual(len(ours["loss"]), STEPS)
        for step, (a, b) in enumerate(zip(ours["loss"], losses), 1):
            self.assertLessEqual(abs(a - b), 1e-9 * abs(b), "step %d: loss %r, PyTorch %r" % (step, a, b))
        for step, theirs in changes.items():
            for layer, (a, b) in enumerate(zip(recorded[step], theirs), 1):
                self.assertLessEqual(abs(a - b), 1e-6, "step %d layer %d: log10 change %r, PyTorch %r"
                                     % (step, layer, a, b))
        self.assertLess(ours["loss"][-1], ours["loss"][0])

    def test_tanh_sgd(self):
        self.check(["--depth", "10", "--width", "32", "--batch", "16", "--activation", "tanh", "--init", "xavier"],
                   "sgd", 0.05)

    def test_tanh_adam(self):
        self.check(["--depth", "10", "--width", "32", "--batch", "16", "--activation", "tanh", "--init", "xavier"],
                   "adam", 0.001)

    def test_biases_and_head_sgd_clipped(self):
        self.check(["--depth", "6", "--width", "24", "--batch", "8", "--init", "torch-default", "--head",
                    "--activation", "gelu"], "sgd", 0.1, clip=0.05)

    def test_gelu_tanh_sgd(self):
        self.check(["--depth", "8", "--width", "24", "--batch", "16", "--activation", "gelu_tanh"], "sgd", 0.05)

    def test_gelu_tanh_pre_layernorm_residual_adam(self):
        self.check(["--depth", "6", "--width", "16", "--batch", "8", "--activation", "gelu_tanh", "--residual",
                    "--norm", "layer"], "adam", 0.001)

    def test_pre_layernorm_residual_adam(self):
        self.check(["--depth", "12", "--width", "32", "--batch", "16", "--residual", "--norm", "layer",
                    "--norm-place", "pre", "--residual-scale", "1/sqrt(2L)"], "adam", 0.001)

    def test_post_batchnorm_sgd(self):
        self.check(["--depth", "8", "--width", "16", "--batch", "12", "--activation", "relu", "--norm", "batch",
                    "--norm-place", "post", "--residual", "--loss", "mean"], "sgd", 0.05)

    def test_float_adam_step_as_pytorch(self):
        """Float Adam's first step against torch.optim.Adam's on the same gradient: the update goes
        into a zero tensor, so it is read exactly, not as a difference of rounded weights."""
        model = ["--depth", "6", "--width", "32", "--batch", "16", "--activation", "tanh", "--init", "xavier",
                 "--precision", "float"]
        lr = 0.001
        with tempfile.TemporaryDirectory() as folder:
            path = os.path.join(folder, "network.npz")
            gradflow("--save-network", path, *model)
            network = Network(np.load(path))
        self.assertEqual(network.dtype, torch.float32)
        ours = json.loads(gradflow("--train-json", "-", "--steps", "1", "--optimizer", "adam", "--lr", str(lr), *model))
        start = [w.detach().double() for w in network.weights]
        network.loss().backward()
        updates = [torch.zeros_like(w) for w in network.weights]
        for update, w in zip(updates, network.weights):
            update.grad = w.grad.clone()
        torch.optim.Adam(updates, lr=lr).step()
        for layer, (a, update, w0) in enumerate(zip(ours["recorded"][0]["log10_relative_change"], updates, start), 1):
            theirs = math.log10(torch.linalg.norm(update.double()).item() / torch.linalg.norm(w0).item())
            self.assertLessEqual(abs(10 ** (a - theirs) - 1), 2e-8, "layer %d: log10 change %r, PyTorch %r"
                                 % (layer, a, theirs))

    def test_rmsnorm_sum_loss_sgd(self):
        self.check(["--depth", "8", "--width", "16", "--batch", "12", "--activation", "silu", "--norm", "rms",
                    "--loss", "sum"], "sgd", 0.002)


if __name__ == "__main__":
    torch.set_default_dtype(torch.float64)
    unittest.main(argv=sys.argv[:1])
