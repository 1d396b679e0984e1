#!/usr/bin/env python3
"""bench/blaskernel.py: the OpenBLAS kernel family bench/run gives numpy and PyTorch, from the CPU's
flags against the family OpenBLAS chose. (ctest runs it as test_blaskernel.)"""
import os
import sys
import tempfile
import unittest

sys.path.insert(0, os.path.join(os.path.dirname(os.path.dirname(os.path.dirname(os.path.abspath(__file__)))), "bench"))
import blaskernel  # noqa: E402

BASE = ["fpu", "sse", "sse2", "pni"]
NEHALEM = BASE + ["ssse3", "sse4_1", "sse4_2", "popcnt"]
HASWELL = NEHALEM + ["avx", "avx2", "fma", "bmi2"]
SKYLAKE_X = HASWELL + ["avx512f", "avx512cd", "avx512bw", "avx512dq", "avx512vl"]
# An Intel Xeon of family 6 model 207 (AVX-512 with BF16, AMX): OpenBLAS 0.3.21 reports Prescott.
XEON_207 = SKYLAKE_X + ["avx512_bf16", "avx512_fp16", "amx_bf16", "amx_tile", "amx_int8"]
# The AMD EPYC these figures were measured on: AVX-512 with BF16, chosen right by 0.3.21.
EPYC = SKYLAKE_X + ["avx512_bf16", "avx512_vnni", "sse4a", "misalignsse"]

# (flags, family OpenBLAS reports, family to force or None)
CASES = [
    (XEON_207, "Prescott", "Cooperlake"),
    (XEON_207, "Cooperlake", None),
    (EPYC, "Cooperlake", None),
    (EPYC, "Prescott", "Cooperlake"),
    (SKYLAKE_X, "Prescott", "SkylakeX"),
    (SKYLAKE_X, "Haswell", "SkylakeX"),
    (SKYLAKE_X, "SkylakeX", None),
    (HASWELL, "Prescott", "Haswell"),
    (HASWELL, "Sandybridge", "Haswell"),
    (HASWELL, "Zen", None),                      # AMD's AVX2 family counts as Haswell's width
    (SKYLAKE_X, "Zen", "SkylakeX"),              # an AVX-512 AMD CPU given the AVX2 kernels
    (HASWELL + ["avx512f"], "Prescott", "Haswell"),  # AVX-512 Foundation alone is not SkylakeX
    (HASWELL, "Haswell", None),
    (NEHALEM + ["avx"], "Prescott", "Sandybridge"),
    (NEHALEM, "Prescott", "Nehalem"),
    (BASE + ["ssse3"], "Prescott", "Core2"),
    (BASE, "Prescott", None),
    (["fpu", "sse", "sse2"], "Prescott", None),  # no SSE3: nothing wider to give
    (XEON_207, "SomeFutureFamily", None),        # a family unknown here: OpenBLAS's choice stands
    (XEON_207, None, None),                      # numpy without OpenBLAS
]


class TestBlasKernel(unittest.TestCase):
    def test_family_to_force_on_each_cpu(self):
        for flags, reported, expected in CASES:
            with self.subTest(reported=reported, widest=flags[-1]):
                self.assertEqual(blaskernel.coretype_to_force(flags, reported), expected)

    def test_widest_family_needs_every_narrower_one(self):
        self.assertEqual(blaskernel.widest_family(XEON_207), "Cooperlake")
        self.assertEqual(blaskernel.widest_family(SKYLAKE_X), "SkylakeX")
        # BF16 without the rest of AVX-512 (no such CPU, but the flags are read one by one).
        self.assertEqual(blaskernel.widest_family(HASWELL + ["avx512_bf16"]), "Haswell")
        self.assertIsNone(blaskernel.widest_family(["sse", "sse2"]))

    def test_flags_are_read_from_cpuinfo(self):
        with tempfile.NamedTemporaryFile("w", suffix="cpuinfo", delete=False) as f:
            f.write("processor\t: 0\nmodel name\t: Test CPU\nflags\t\t: fpu sse2 pni avx2\n\nprocessor\t: 1\n")
        try:
            self.assertEqual(blaskernel.cpu_flags(f.name), ["fpu", "sse2", "pni", "avx2"])
        finally:
            os.unlink(f.name)


if __name__ == "__main__":
    sys.exit(unittest.main())
