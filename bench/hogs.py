"""CPU-bound processes beside a benchmark, as a teacher's laptop runs a video call beside the app.

    with Hogs(1):
        ...   # timed under load

The processes stop when the block ends, however it ends (an exception, Ctrl+C); each also gets
SIGKILL from the kernel if the process that started them dies, so none is left spinning."""
import ctypes
import signal
import subprocess

PR_SET_PDEATHSIG = 1
SPIN = ["sh", "-c", "while :; do :; done"]


def _die_with_parent():
    ctypes.CDLL(None, use_errno=True).prctl(PR_SET_PDEATHSIG, signal.SIGKILL)


class Hogs:
    def __init__(self, count):
        self.count = count
        self.procs = []

    def __enter__(self):
        for _ in range(self.count):
            self.procs.append(subprocess.Popen(SPIN, preexec_fn=_die_with_parent))
        return self

    def __exit__(self, *exc):
        for proc in self.procs:
            proc.kill()
        for proc in self.procs:
            proc.wait()
        self.procs = []
        return False

    def pids(self):
        return [proc.pid for proc in self.procs]
