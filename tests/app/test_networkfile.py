#!/usr/bin/env python3
"""gradflow --save-network as numpy reads it: the archive opens with np.load (zipfile checks every
CRC), holds the arrays docs/training.md names with their shapes and dtypes, and their values keep
the properties the init and the task promise. It is written as it is drawn, so a --max-memory far
below the file's size but above one layer is enough, and the peak stays near one layer.

Run by ctest with the gradflow executable in GRADFLOW_EXE (tests/CMakeLists.txt)."""
import json
import math
import os
import subprocess
import sys
import tempfile
import unittest
import zipfile

import numpy as np

GRADFLOW = os.environ.get("GRADFLOW_EXE") or (sys.argv[1] if len(sys.argv) > 1 else "")


def save(path, *args):
    subprocess.run([GRADFLOW, "--save-network", path, *args], check=True)
    with zipfile.ZipFile(path) as z:
        assert z.testzip() is None, "a CRC does not match"
    with np.load(path) as arrays:
        return {name: arrays[name] for name in arrays.files}


class NetworkFile(unittest.TestCase):
    def setUp(self):
        self.dir = tempfile.TemporaryDirectory()
        self.path = os.path.join(self.dir.name, "net.npz")

    def tearDown(self):
        self.dir.cleanup()

    def test_names_shapes_and_the_task(self):
        a = save(self.path, "--depth", "5", "--width", "24", "--batch", "10", "--init-std", "0.05")
        names = ["input", "target"] + ["weight_%d" % l for l in range(1, 6)] + ["config"]
        self.assertEqual(sorted(a), sorted(names))
        self.assertEqual(json.loads(str(a["config"]))["depth"], 5)
        for name in ("input", "target"):
            self.assertEqual((a[name].shape, a[name].dtype), ((10, 24), np.float64))
        self.assertAlmostEqual(math.sqrt(np.mean(a["target"] ** 2)), 1.0, places=12)  # scaled to RMS 1
        weights = np.concatenate([a["weight_%d" % l].ravel() for l in range(1, 6)])
        self.assertEqual(weights.size, 5 * 24 * 24)
        self.assertLess(abs(weights.std() / 0.05 - 1), 0.05)  # 2880 draws of N(0, 0.05^2)
        self.assertNotEqual(a["weight_1"].tolist(), a["weight_2"].tolist())

    def test_orthogonal_weights_and_a_float_network(self):
        a = save(self.path, "--depth", "2", "--width", "16", "--init", "orthogonal", "--precision", "float")
        for l in (1, 2):
            w = a["weight_%d" % l].astype(np.float64)
            self.assertEqual(a["weight_%d" % l].dtype, np.float32)
            gain = math.sqrt(np.mean(np.sum(w * w, axis=0)))
            np.testing.assert_allclose(w.T @ w, gain * gain * np.eye(16), atol=1e-5)
        double = save(self.path, "--depth", "2", "--width", "16", "--init", "orthogonal")
        for name in ("input", "target"):  # the task is drawn in double and rounded once
            np.testing.assert_array_equal(a[name], double[name].astype(np.float32))

    def test_biases_and_head(self):
        a = save(self.path, "--depth", "3", "--width", "16", "--init", "torch-default", "--head")
        bound = 1 / math.sqrt(16)
        for name in ["weight_1", "weight_2", "weight_3", "head_weight"]:
            self.assertEqual(a[name].shape, (16, 16))
            self.assertLessEqual(np.abs(a[name]).max(), bound)
            bias = a[name.replace("weight", "bias")]
            self.assertEqual(bias.shape, (16,))
            self.assertLessEqual(np.abs(bias).max(), bound)
            self.assertGreater(np.abs(bias).max(), 0)

    def test_standard_output_is_the_same_file(self):
        args = ["--depth", "3", "--width", "8", "--init", "torch-default"]
        save(self.path, *args)
        with open(self.path, "rb") as f:
            written = f.read()
        piped = subprocess.run([GRADFLOW, "--save-network", "-", *args], check=True, stdout=subprocess.PIPE).stdout
        self.assertEqual(piped, written)

    def test_limit_below_the_file_above_one_layer(self):
        # 30 layers of width 1024 in double: a 240 MiB file, 8 MiB a layer.
        process = subprocess.Popen([GRADFLOW, "--save-network", self.path, "--depth", "30", "--width", "1024",
                                    "--max-memory", "64M"], stderr=subprocess.PIPE)
        _, status, usage = os.wait4(process.pid, 0)
        self.assertEqual(os.waitstatus_to_exitcode(status), 0, process.stderr.read())
        size = os.path.getsize(self.path)
        self.assertGreater(size, 30 * 1024 * 1024 * 8)
        peak = usage.ru_maxrss * 1024
        if os.environ.get("GRADFLOW_SANITIZED") != "1":  # AddressSanitizer's shadow memory is not the program's
            self.assertLess(peak, size / 3, "peak %.0f MiB for a %.0f MiB file" % (peak / 2**20, size / 2**20))
        with np.load(self.path) as arrays:
            self.assertEqual(len(arrays.files), 33)
            self.assertEqual(arrays["weight_30"].shape, (1024, 1024))


if __name__ == "__main__":
    unittest.main(argv=sys.argv[:1])
