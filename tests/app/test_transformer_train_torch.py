#!/usr/bin/env python3
"""Training the transformer against PyTorch: gradflow --save-network writes a transformer's initial
weights and the task's tokens, this script rebuilds the network in PyTorch from the file alone (the
network of test_transformer_torch.py, a tied head reading the embeddings themselves), trains it
with torch.optim (Adam, SGD with momentum), torch.nn.utils.clip_grad_norm_ and a linear warm-up,
and compares every step's loss with gradflow --train-json's, to 1e-9 relative in double.

Run by ctest with the gradflow executable as its argument (tests/CMakeLists.txt)."""
import json
import os
import sys
import tempfile
import unittest

import numpy as np
import torch
import torch.nn.functional as F

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
from test_transformer_torch import Transformer, gradflow  # noqa: E402

STEPS = 20


def loss_of(network):
    """The mean cross-entropy of the next tokens, a tied head being the embeddings themselves."""
    network.entropies = []
    embeddings = network.weights["embeddings"]
    x = embeddings[network.inputs]
    if "positions" in network.weights:
        x = x + network.weights["positions"]
    for b in range(1, network.depth + 1):
        x = network.sublayer(x, network.attention, b)
        x = network.sublayer(x, network.mlp, b)
    y = network.norm(x) if network.config["norm-place"] == "pre" else x
    head = network.weights.get("head", embeddings)
    logits = y @ head.T
    return F.cross_entropy(logits.reshape(-1, logits.shape[-1]), network.targets.reshape(-1))


def torch_losses(network, optimizer, lr, warmup, clip):
    params = list(network.weights.values())
    opt = torch.optim.Adam(params, lr=lr) if optimizer == "adam" else torch.optim.SGD(params, lr=lr, momentum=0.9)
    losses = []
    for t in range(1, STEPS + 1):
        for group in opt.param_groups:
            group["lr"] = lr * min(1.0, t / warmup) if warmup > 0 else lr
        opt.zero_grad()
        loss = loss_of(network)
        losses.append(float(loss))
        loss.backward()
        if clip:
            torch.nn.utils.clip_grad_norm_(params, clip)
        opt.step()
    return losses


class TrainingAgainstTorch(unittest.TestCase):
    def check(self, model, optimizer, lr, warmup=0, clip=None):
        common = ["--architecture", "transformer", "--seed", "4"] + model
        with tempfile.TemporaryDirectory() as folder:
            path = os.path.join(folder, "network.npz")
            gradflow("--save-network", path, *common)
            with np.load(path) as archive:
                network = Transformer({name: archive[name] for name in archive.files})
        schedule = ["--steps", str(STEPS), "--optimizer", optimizer, "--lr", str(lr), "--warmup", str(warmup)]
        ours = json.loads(gradflow("--train-json", "-", *common, *schedule, *(["--clip", str(clip)] if clip else [])))
        self.assertIsNone(ours["divergence"])
        theirs = torch_losses(network, optimizer, lr, warmup, clip)
        self.assertEqual(len(ours["loss"]), STEPS)
        for step, (a, b) in enumerate(zip(ours["loss"], theirs), start=1):
            self.assertLessEqual(abs(a - b), 1e-9 * abs(b), "step %d: loss %r, PyTorch %r (%s)" % (step, a, b, model))
        self.assertLess(ours["loss"][-1], ours["loss"][0] - 0.05, "the loss falls")

    def test_adam_gpt2_like_tied(self):
        self.check(["--depth", "2", "--width", "32", "--heads", "4", "--seq-len", "8", "--batch", "3",
                    "--vocab", "24", "--norm", "layer", "--activation", "gelu", "--tie-head",
                    "--init-std", "0.02", "--residual-scale", "1/sqrt(2L)"], "adam", 0.01)

    def test_adam_llama_like_warmup_and_clip(self):
        self.check(["--depth", "2", "--width", "32", "--heads", "4", "--kv-heads", "2", "--seq-len", "7",
                    "--batch", "2", "--vocab", "30", "--norm", "rms", "--position", "rope", "--gated",
                    "--activation", "silu", "--init-std", "0.05"], "adam", 0.01, warmup=5, clip=0.5)

    def test_momentum_post_layernorm(self):
        self.check(["--depth", "3", "--width", "24", "--heads", "3", "--seq-len", "6", "--batch", "2",
                    "--vocab", "20", "--norm", "layer", "--norm-place", "post", "--activation", "gelu",
                    "--init-std", "0.1"], "momentum", 0.05, warmup=3)


if __name__ == "__main__":
    unittest.main(argv=sys.argv[:1])
