#!/usr/bin/env python3
"""Random command lines against the real executable: every run must exit 0 with nothing on
stderr, or exit 2 (bad input) / 3 (unwritable output) with exactly one stderr line starting
"gradflow: ". Odd values on purpose: 1e999, nan, 0x10, 2^64, empty strings, control
characters, /dev/zero, /dev/full, directories.

Usage: python3 tests/fuzz/cli_random.py build/app/gradflow [SEED] [RUNS]
Prints each run that breaks the rule and ends with "bad: N"; exit code 1 if N > 0.
"""
import random
import subprocess
import sys
import tempfile

OPTIONS = ["--depth", "--width", "--batch", "--activation", "--init", "--init-std", "--init-scale", "--orthogonal-gain",
           "--residual-scale", "--norm", "--norm-place", "--norm-eps", "--loss", "--seed",
           "--precision", "--preset", "--max-memory", "--repeat", "--config"]
FLAGS = ["--residual", "--head"]
VALUES = ["0", "1", "2", "3", "-1", "1e999", "-1e999", "nan", "inf", "-inf", "1e-320", "4.9e-324",
          "1e308", "0x10", "1/sqrt(L)", "1/sqrt(2L)", "", "  ", "relu", "tanh", "gelu", "layer",
          "batch", "rms", "none", "pre", "post", "he", "xavier", "orthogonal", "torch-default",
          "lecun", "sum", "mean", "half-mean", "float", "double", "999999999999999999999",
          "18446744073709551615", "18446744073709551616", "1M", "2G", "1.5G", "0.5K", "relu-he",
          "pre-ln", "gpt2-scaling", "/dev/null", "/dev/zero", "/dev/full", "/nonexistent", "/tmp",
          "\u00e9", "\x01", "1e-5", "0.999", "64", "4096", "4097", "10000"]


def main():
    exe = sys.argv[1]
    rng = random.Random(int(sys.argv[2]) if len(sys.argv) > 2 else 1)
    runs = int(sys.argv[3]) if len(sys.argv) > 3 else 400
    out = tempfile.NamedTemporaryFile(suffix=".csv", delete=False).name
    bad = 0
    for _ in range(runs):
        args = [rng.choice(["--csv", "--json"]), rng.choice(["/dev/null", "-", out])]
        for _ in range(rng.randint(1, 6)):
            if rng.random() < 0.15:
                args.append(rng.choice(FLAGS))
            else:
                args += [rng.choice(OPTIONS), rng.choice(VALUES)]
        if rng.random() < 0.5:
            args += ["--max-memory", "256M"]  # keeps the accepted runs small
        try:
            r = subprocess.run([exe] + args, capture_output=True, timeout=120)
        except subprocess.TimeoutExpired:
            print("TIMEOUT", args)
            bad += 1
            continue
        err = r.stderr.decode(errors="replace")
        ok = (r.returncode == 0 and not err.strip()) or (
            r.returncode in (2, 3) and err.count("\n") == 1 and err.startswith("gradflow: "))
        if not ok:
            bad += 1
            print("BAD exit", r.returncode, args, err[:300])
    print("bad:", bad)
    return 1 if bad else 0


if __name__ == "__main__":
    sys.exit(main())
