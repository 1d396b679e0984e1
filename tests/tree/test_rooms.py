#!/usr/bin/env python3
"""The build refuses an include that climbs a floor (cmake/rooms.cmake): a target's include
directories hold its own room and the rooms it links, never a higher one, so core/ including
"ui/..." does not compile. (ctest runs it as test_rooms, with the compiler and each target's
include directories; tests/tree/test_layers.py keeps the order of the rooms inside a folder.)

Usage: test_rooms.py COMPILER TARGET=DIR|DIR... ...
"""
import os
import subprocess
import sys
import tempfile
import unittest

ROOT = os.path.dirname(os.path.dirname(os.path.dirname(os.path.abspath(__file__))))

# One header of each room, with no include of its own where it is the control of a compile.
HEADERS = {
    "core": "core/numbers/constants.h",
    "files": "files/exitcode.h",
    "ui": "ui/charts/look.h",
    "app": "app/cli.h",
    "bench": "bench/stats.h",
    "tests/support": "tests/support/settle.h",
}

# The rooms each target may include (docs/architecture.md): its own and those it links.
SEES = {
    "gradflow_core": {"core"},
    "gradflow_files": {"core", "files"},
    "gradflow_ui": {"core", "files", "ui"},
    "gradflow_cli": {"core", "files", "app"},
    "gradflow_bench_ui": {"core", "files", "ui", "bench"},
    "gradflow": {"core", "files", "ui", "app", "bench"},
    "test_activation": {"core", "tests/support"},  # a test of core/: core and the shared helpers
}

COMPILER = None
INCLUDES = {}  # target -> its include directories, as the build gives them to its files


def compile_probe(target, text, *flags):
    """(exit status, messages) of the compiler on text, with target's include directories."""
    with tempfile.TemporaryDirectory() as folder:
        probe = os.path.join(folder, "probe.cpp")
        with open(probe, "w", encoding="utf-8") as f:
            f.write(text)
        command = [COMPILER, "-std=c++17", "-x", "c++", *flags, probe]
        command += ["-I" + d for d in INCLUDES[target]]
        done = subprocess.run(command, capture_output=True, text=True, cwd=folder)
        return done.returncode, done.stdout + done.stderr


def seen_rooms(target):
    """The rooms whose header target's include directories find (the preprocessor's own lookup)."""
    text = "".join('#if __has_include("%s")\nroom %s\n#endif\n' % (h, room) for room, h in HEADERS.items())
    status, out = compile_probe(target, text, "-E", "-P")
    if status != 0:
        raise AssertionError("%s: the preprocessor failed:\n%s" % (target, out))
    return {line.split()[1] for line in out.splitlines() if line.startswith("room ")}


class TestRooms(unittest.TestCase):
    def test_headers_exist(self):
        # A probe's header renamed away would make every refusal below pass for the wrong reason.
        for header in HEADERS.values():
            self.assertTrue(os.path.isfile(os.path.join(ROOT, header)), header)

    def test_every_target_is_given(self):
        self.assertEqual(sorted(INCLUDES), sorted(SEES))

    def test_each_target_sees_its_rooms_only(self):
        for target, rooms in SEES.items():
            with self.subTest(target=target):
                self.assertEqual(seen_rooms(target), rooms)

    def test_core_including_ui_does_not_compile(self):
        # The control: the same probe, the same flags, a header of core's own room compiles.
        status, out = compile_probe("gradflow_core", '#include "%s"\nint main() {}\n' % HEADERS["core"],
                                    "-fsyntax-only")
        self.assertEqual(status, 0, out)
        status, out = compile_probe("gradflow_core", '#include "%s"\nint main() {}\n' % HEADERS["ui"],
                                    "-fsyntax-only")
        self.assertNotEqual(status, 0, "core/ included a ui/ header and compiled")
        # The message, not the status alone: with the source root as core's include directory the
        # header is found, and the probe fails on look.h's own <QColor> instead.
        self.assertIn("%s: No such file or directory" % HEADERS["ui"], out)

    def test_files_including_ui_does_not_compile(self):
        status, out = compile_probe("gradflow_files", '#include "%s"\nint main() {}\n' % HEADERS["files"],
                                    "-fsyntax-only")
        self.assertEqual(status, 0, out)
        status, out = compile_probe("gradflow_files", '#include "%s"\nint main() {}\n' % HEADERS["ui"],
                                    "-fsyntax-only")
        self.assertNotEqual(status, 0, "files/ included a ui/ header and compiled")
        self.assertIn("%s: No such file or directory" % HEADERS["ui"], out)


def read_arguments(argv):
    global COMPILER
    COMPILER = argv[1]
    for argument in argv[2:]:
        target, _, folders = argument.partition("=")
        INCLUDES[target] = [f for f in folders.split("|") if f]


if __name__ == "__main__":
    if len(sys.argv) < 3:
        sys.exit("usage: test_rooms.py COMPILER TARGET=DIR|DIR...")
    read_arguments(sys.argv)
    sys.exit(unittest.main(argv=sys.argv[:1]))
