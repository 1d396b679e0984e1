#!/usr/bin/env python3
"""bench/hogs.py: the load bench/run --busy runs beside the benchmark spins while asked and stops
however the benchmark ends. (ctest runs it as test_hogs.)"""
import os
import signal
import subprocess
import sys
import time
import unittest

BENCH = os.path.join(os.path.dirname(os.path.dirname(os.path.dirname(os.path.abspath(__file__)))), "bench")
sys.path.insert(0, BENCH)
from hogs import Hogs  # noqa: E402


def cpu_seconds(pid):
    """User + system CPU time of a process, from /proc."""
    with open(f"/proc/{pid}/stat") as f:
        fields = f.read().rsplit(")", 1)[1].split()
    return (int(fields[11]) + int(fields[12])) / os.sysconf("SC_CLK_TCK")


def gone(pid, within=10.0):
    """True once pid has exited and been reaped (or is a zombie no one will reap soon)."""
    until = time.monotonic() + within
    while time.monotonic() < until:
        try:
            with open(f"/proc/{pid}/stat") as f:
                if f.read().rsplit(")", 1)[1].split()[0] == "Z":
                    return True
        except FileNotFoundError:
            return True
        time.sleep(0.05)
    return False


class TestHogs(unittest.TestCase):
    def test_spin_while_held_and_stop_after(self):
        with Hogs(2) as hogs:
            pids = hogs.pids()
            self.assertEqual(len(pids), 2)
            until = time.monotonic() + 30
            while time.monotonic() < until and min(cpu_seconds(p) for p in pids) < 0.2:
                time.sleep(0.05)
            self.assertGreaterEqual(min(cpu_seconds(p) for p in pids), 0.2)  # they burn CPU
        for pid in pids:
            self.assertTrue(gone(pid), f"process {pid} still runs")

    def test_stop_when_the_block_fails(self):
        pids = []
        with self.assertRaises(KeyboardInterrupt):
            with Hogs(1) as hogs:
                pids = hogs.pids()
                raise KeyboardInterrupt
        self.assertTrue(pids and gone(pids[0]))

    def test_stop_when_the_benchmark_is_killed(self):
        # A benchmark killed with SIGKILL runs no cleanup: the kernel stops its hogs.
        child = subprocess.Popen(
            [sys.executable, "-c", "import sys, time; sys.path.insert(0, sys.argv[1]); from hogs import Hogs\n"
             "with Hogs(1) as h:\n print(h.pids()[0], flush=True); time.sleep(60)", BENCH],
            stdout=subprocess.PIPE, text=True)
        pid = int(child.stdout.readline())
        os.kill(child.pid, signal.SIGKILL)
        child.wait()
        self.assertTrue(gone(pid), f"hog {pid} outlived the benchmark")


if __name__ == "__main__":
    sys.exit(unittest.main())
