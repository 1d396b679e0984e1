#!/usr/bin/env python3
"""Every C++ source is as .clang-format writes it: a change reads as what it changes, never as
a reflow of its neighbours. (ctest runs it as test_format, with the clang-format CMake found.)

The sources are the .h and .cpp files under core/, files/, ui/, app/, bench/ and tests/ (the
fuzzers' corpora hold no C++). The check is clang-format's own --dry-run --Werror; a file it
would change is named with its first line that differs, and the command that formats it.

Formatting is tied to clang-format's major version: the project is formatted with Debian 12's,
version 14 (scripts/setup.sh installs it). Another major version is refused with that sentence
rather than reporting every file another version lays out otherwise.
"""
import os
import re
import subprocess
import sys
import tempfile
import unittest

ROOT = os.path.dirname(os.path.dirname(os.path.dirname(os.path.abspath(__file__))))

TOPS = ("core", "files", "ui", "app", "bench", "tests")
SKIP = ("tests/fuzz/corpus",)
MAJOR = 14
BATCH = 60
DIFFERS = re.compile(r"^(.*?):(\d+):\d+: (?:error|warning): code should be clang-formatted")

CLANG_FORMAT = sys.argv.pop(1) if len(sys.argv) > 1 else "clang-format"


def sources(root):
    for top in TOPS:
        for folder, dirs, names in os.walk(os.path.join(root, top)):
            rel = os.path.relpath(folder, root).replace(os.sep, "/")
            dirs[:] = sorted(d for d in dirs if not (rel + "/" + d).startswith(SKIP))
            for name in sorted(names):
                if name.endswith((".h", ".cpp")):
                    yield os.path.relpath(os.path.join(folder, name), root).replace(os.sep, "/")


def version_problem(program):
    """None when program is clang-format of the project's major version, else why not."""
    try:
        out = subprocess.run([program, "--version"], capture_output=True, text=True, check=True).stdout
    except (OSError, subprocess.CalledProcessError) as e:
        return "cannot run %s (%s); install clang-format %d (scripts/setup.sh does)" % (program, e, MAJOR)
    m = re.search(r"version (\d+)\.", out)
    if not m or int(m.group(1)) != MAJOR:
        return ("%s is '%s'; the sources are formatted with clang-format %d (Debian 12's): install it and "
                "reconfigure" % (program, out.strip(), MAJOR))
    return None


def unformatted(root, paths, program=None):
    """[(path, first line that differs)] for the paths clang-format would change."""
    program = program or CLANG_FORMAT
    found = {}
    for i in range(0, len(paths), BATCH):
        run = subprocess.run([program, "--dry-run", "--Werror", "--style=file"] + paths[i:i + BATCH],
                             cwd=root, capture_output=True, text=True)
        for line in run.stderr.splitlines():
            m = DIFFERS.match(line)
            if m:
                path = os.path.relpath(os.path.join(root, m.group(1)), root).replace(os.sep, "/")
                found.setdefault(path, int(m.group(2)))
        if run.returncode != 0 and not found:
            raise RuntimeError("%s failed: %s" % (program, run.stderr.strip()))
    return sorted(found.items())


class TestFormat(unittest.TestCase):
    def setUp(self):
        problem = version_problem(CLANG_FORMAT)
        if problem:
            self.fail(problem)

    def test_sources_are_formatted(self):
        paths = list(sources(ROOT))
        self.assertGreater(len(paths), 300, "the walk found the sources")
        found = unformatted(ROOT, paths)
        self.assertEqual(found, [], "\n" + "\n".join(
            "%s:%d: not as .clang-format writes it; run: clang-format -i %s" % (p, line, p) for p, line in found))

    def test_the_check_finds_a_reflowed_file(self):
        with tempfile.TemporaryDirectory() as root:
            with open(os.path.join(ROOT, ".clang-format"), encoding="utf-8") as f:
                style = f.read()
            with open(os.path.join(root, ".clang-format"), "w", encoding="utf-8") as f:
                f.write(style)
            with open(os.path.join(root, "good.cpp"), "w", encoding="utf-8") as f:
                f.write("namespace a {\n\nint f(int x) { return x + 1; }\n\n} // namespace a\n")
            with open(os.path.join(root, "bad.cpp"), "w", encoding="utf-8") as f:
                f.write("namespace a {\n\nint g(int x)\n{\n  return x+1;\n}\n\n} // namespace a\n")
            self.assertEqual(unformatted(root, ["good.cpp", "bad.cpp"]), [("bad.cpp", 3)])

    def test_the_walk_skips_the_corpora(self):
        paths = list(sources(ROOT))
        self.assertIn("core/engine/pass.cpp", paths)
        self.assertFalse(any(p.startswith(SKIP) for p in paths))


if __name__ == "__main__":
    unittest.main()
