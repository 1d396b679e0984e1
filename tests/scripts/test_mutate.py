#!/usr/bin/env python3
"""scripts/mutate's own test: the mutants it lists are the changes it makes, and it reports them
honestly. (A Python tool, so a Python test; ctest runs it as test_mutate.)

- Each kind of change (a statement deleted, a comparison flipped, an operator swapped, a
  condition negated, a constant changed) comes out of the lines it should, and none out of
  lines it must leave alone (strings, loops' heads, a statement's second line, block comments).
- The "mutant schemata" build switches exactly the mutant listed: a small C++ program with
  every mutant built in behaves, with GRADFLOW_MUTANT=n, as the same program with mutant n's
  line written by hand; with no mutant it behaves as the original.
- A mutant's key survives edits elsewhere in the file (docs/mutants.md files survivors by key).
- docs/mutants.md's three tables decide how a survivor is reported, and rows whose key no
  mutant has any more (their line was rewritten) are named.
- --area names every source of core/analysis and core/lesson (a new file is mutated too).
- A file restored in the work tree gets a new time stamp (with the source's old stamp, as
  copy2 keeps it, ninja would keep the previous run's mutated objects).
- The schemata keeps every line on its line number (compiler errors name the mutants to drop)
  and its trace records every mutant point a run passes (it decides which tests run for which
  mutant).
Files the script leaves open fail the test (it reads many; a leak is a warning Python drops).
"""
import gc
import importlib.machinery
import importlib.util
import os
import subprocess
import sys
import tempfile
import time
import types
import unittest
import warnings

HERE = os.path.dirname(os.path.abspath(__file__))
CXX = os.environ.get("CXX", "g++")
ROOT = os.path.dirname(os.path.dirname(HERE))
SCRIPT = os.path.join(ROOT, "scripts", "mutate")


def load_mutate():
    loader = importlib.machinery.SourceFileLoader("mutate", SCRIPT)
    spec = importlib.util.spec_from_loader("mutate", loader)
    module = importlib.util.module_from_spec(spec)
    loader.exec_module(module)
    return module


mutate = load_mutate()

# A program whose output changes with every mutant below (each function is printed on inputs
# that tell its branches and constants apart).
PROGRAM = """#include <cstdio>
#include <initializer_list>
#include <optional>

// A condition that is no bool: its negation must stay a negation in the schemata.
int engaged(std::optional<int> o)
{
    if (o)
        return 1;
    return 0;
}

int clampAbove(int a, int b)
{
    if (a < b) {
        return b;
    }
    return a;
}

double scaled(double x)
{
    const double factor = x * 2.5;
    return factor + 1;
}

int both(int a, int b)
{
    if (a > 0 && b > 0)
        return 1;
    return 0;
}

int counted(int n)
{
    int total = 0;
    const int limit =
        clampAbove(n, 0); // a statement's second line: never mutated on its own
    for (int i = 0; i < limit; ++i)
        total += i;
    total -= 3;
    /* total = 0;
       in a block comment: never mutated */
    const char *name = "a < b"; // a string: never mutated
    (void)name;
    return total;
}

int main()
{
    for (int a : {-2, 0, 1, 3})
        for (int b : {-1, 0, 1, 2})
            std::printf("%d %d %d\\n", clampAbove(a, b), both(a, b), counted(a + b + 4));
    for (double x : {-1.0, 0.0, 0.5, 3.0})
        std::printf("%.17g\\n", scaled(x));
    std::printf("%d %d\\n", engaged(std::nullopt), engaged(3));
    return 0;
}
"""


def build(source, workdir, name, include=None):
    """Compiles source (with the header `include` forced in, if given); returns the executable."""
    path = os.path.join(workdir, name + ".cpp")
    with open(path, "w") as f:
        f.write(source)
    exe = os.path.join(workdir, name)
    forced = ["-include", include] if include else []
    subprocess.run([CXX, "-std=c++17", "-O0"] + forced + ["-o", exe, path], check=True)
    return exe


def outcome(exe, env=None):
    """What a run prints, and its exit status."""
    done = subprocess.run([exe], stdout=subprocess.PIPE, text=True, env=env)
    return done.stdout, done.returncode


def by_hand(lines, mutant):
    """The original program with mutant's line replaced by its listed text, written out."""
    out = list(lines)
    original = out[mutant.line - 1]
    indent = original[:len(original) - len(original.lstrip())]
    comment = mutate.code_part(original)[1]
    replacement = ";" if mutant.mutated == "(deleted)" else mutant.mutated  # still a statement (a loop's body)
    out[mutant.line - 1] = indent + replacement + ((" " + comment) if comment else "")
    return "\n".join(out)


class TestMutate(unittest.TestCase):
    def setUp(self):
        # Python reports a file left open from its destructor and goes on: collect them.
        self.unraisable = []
        self.saved_hook = sys.unraisablehook
        sys.unraisablehook = lambda report: self.unraisable.append(str(report.exc_value))
        self.filters = warnings.catch_warnings()
        self.filters.__enter__()
        warnings.simplefilter("error", ResourceWarning)  # raised in the destructor: unraisable

    def tearDown(self):
        gc.collect()
        self.filters.__exit__(None, None, None)
        sys.unraisablehook = self.saved_hook
        self.assertEqual(self.unraisable, [])

    def test_tests_are_the_core_executables(self):
        tests = mutate.core_tests()
        self.assertIn("test_engine", tests)
        self.assertIn("test_values", tests)
        self.assertNotIn("test_window", tests)  # needs a window: no use against a core mutant

    def test_areas_hold_every_source_of_their_folder(self):
        # A new .cpp in core/analysis or core/lesson is mutated with its folder's area.
        root = ROOT
        for area in ("analysis", "lesson"):
            folder = os.path.join(root, "core", area)
            sources = sorted("core/%s/%s" % (area, name) for name in os.listdir(folder) if name.endswith(".cpp"))
            self.assertEqual(sorted(mutate.AREAS[area]), sources)
        self.assertEqual(mutate.AREAS["engine"], mutate.DEFAULT_FILES)
        for files in mutate.AREAS.values():
            for f in files:
                self.assertTrue(os.path.exists(os.path.join(root, f)), f)

    def test_each_kind_of_change(self):
        def listed(line):
            result = mutate.mutate_line(line, 1)
            return None if result is None else result[0]

        self.assertEqual(listed("    if (a < b) {"), [("'<' -> '>='", "if (a >= b) {")])
        self.assertEqual(listed("    if (a > 0 && b > 0)"), [
            ("condition negated", "if (!(a > 0 && b > 0))"),
            ("'>' -> '<='", "if (a <= 0 && b > 0)"),
            ("'&&' -> '||'", "if (a > 0 || b > 0)"),
            ("'>' -> '<='", "if (a > 0 && b <= 0)"),
            ("0 -> 1", "if (a > 1 && b > 0)"),
            ("0 -> 1", "if (a > 0 && b > 1)"),
        ])
        self.assertEqual(listed("    return factor + 1;"), [("'+' -> '-'", "return factor - 1;"),
                                                            ("1 -> 2", "return factor + 2;")])
        self.assertEqual(listed("    const double factor = x * 2.5;"), [
            ("'*' -> '/'", "const double factor = x / 2.5;"),
            ("2.5 -> 5.0", "const double factor = x * 5.0;"),
        ])
        self.assertEqual(listed("    total += i;"), [("statement deleted", "(deleted)")])
        self.assertEqual(listed("    total -= 3;"), [("statement deleted", "(deleted)"), ("3 -> 4", "total -= 4;")])
        for untouched in ('    const char *name = "a < b";', "    for (int i = 0; i < n; ++i)", "    // x = y + 1;",
                          "    return a;", "    constexpr int k = 2 + 3;", "#include <cstdio>"):
            self.assertIsNone(listed(untouched), untouched)

    def test_schemata_switches_exactly_the_listed_mutant(self):
        with tempfile.TemporaryDirectory() as work:
            path = os.path.join(work, "program.cpp")
            with open(path, "w") as f:
                f.write(PROGRAM)
            schemata = mutate.Schemata(path, 1)
            lines = PROGRAM.split("\n")
            mutated_lines = {lines[m.line - 1].strip() for m in schemata.mutants}
            self.assertNotIn("total = 0;", mutated_lines)  # in the block comment
            self.assertIn("total -= 3;", mutated_lines)
            self.assertNotIn("clampAbove(n, 0); // a statement's second line: never mutated on its own", mutated_lines)
            self.assertEqual([m.number for m in schemata.mutants], list(range(1, len(schemata.mutants) + 1)))
            self.assertGreaterEqual(len(schemata.mutants), 14)
            header = os.path.join(work, "mutant_switch.h")
            with open(header, "w") as f:
                f.write(mutate.SWITCH_HEADER % (mutate.CAPACITY, mutate.GUARD))
            original = outcome(build(PROGRAM, work, "original"))
            text = schemata.text()
            self.assertEqual(len(text.split("\n")), len(lines))  # every line on its number
            built = build(text, work, "schemata", include=header)

            def run_schemata(number, **extra_env):
                env = dict(os.environ, **extra_env)
                env.pop(mutate.GUARD, None)
                if number:
                    env[mutate.GUARD] = str(number)
                return outcome(built, env)

            self.assertEqual(run_schemata(0), original)
            trace = os.path.join(work, "trace")
            self.assertEqual(run_schemata(0, GRADFLOW_MUTANT_TRACE=trace), original)
            with open(trace) as f:  # the program passes every mutated line
                self.assertEqual(sorted(int(x) for x in f.read().split()), [m.number for m in schemata.mutants])
            changed = 0
            for m in schemata.mutants:
                expected = outcome(build(by_hand(lines, m), work, "hand%d" % m.number))
                self.assertEqual(run_schemata(m.number), expected, "mutant %d: %s" % (m.number, m.description))
                changed += expected != original
            # The program tells every mutant apart, so the comparison above means something.
            self.assertEqual(changed, len(schemata.mutants))

    def test_keys_survive_edits_elsewhere(self):
        with tempfile.TemporaryDirectory() as work:
            path = os.path.join(work, "program.cpp")
            with open(path, "w") as f:
                f.write(PROGRAM)
            before = [(m.key, m.description) for m in mutate.Schemata(path, 1).mutants]
            with open(path, "w") as f:
                f.write("// a new first line\n\n" + PROGRAM)
            after = [(m.key, m.description) for m in mutate.Schemata(path, 1).mutants]
            self.assertEqual(before, after)
            self.assertEqual(len(set(k for k, _ in before)), len(before))  # and no two alike

    def test_documented_survivors_are_tagged_by_their_table(self):
        docs = """# Mutants
## Equivalent
| key | why |
|---|---|
| `aaaaaaaaaa` | the same value (mentions `dddddddddd` in its reason) |
## Equal up to rounding
| `bbbbbbbbbb` | another kernel |
## Not killed, not equivalent
| `cccccccccc` | a race |
## Killed by tests
| `eeeeeeeeee` | killed |
"""
        saved = mutate.ROOT
        with tempfile.TemporaryDirectory() as root:
            os.makedirs(os.path.join(root, "docs"))
            with open(os.path.join(root, "docs", "mutants.md"), "w") as f:
                f.write(docs)
            mutate.ROOT = root
            try:
                documented = mutate.documented_survivors()
            finally:
                mutate.ROOT = saved
        tag = lambda key: mutate.survivor_tag(key, documented)
        self.assertTrue(tag("aaaaaaaaaa").startswith("equivalent"))
        self.assertEqual(tag("bbbbbbbbbb"), "NOT KILLED (equal up to rounding, docs/mutants.md)")
        self.assertEqual(tag("cccccccccc"), "NOT KILLED (reason in docs/mutants.md)")
        self.assertEqual(tag("dddddddddd"), "NOT KILLED")  # named in a reason, not in the key column
        self.assertEqual(tag("eeeeeeeeee"), "NOT KILLED")  # another section

    def test_rows_no_mutant_matches_are_named(self):
        mutants = [types.SimpleNamespace(key="aaaaaaaaaa"), types.SimpleNamespace(key="cccccccccc")]
        documented = {"Equivalent": {"aaaaaaaaaa", "ffffffffff"}, "Equal up to rounding": {"bbbbbbbbbb"},
                      "Not killed, not equivalent": {"cccccccccc"}}
        self.assertEqual(mutate.stale_rows(mutants, documented), ["bbbbbbbbbb", "ffffffffff"])

    def test_restored_files_get_a_new_time_stamp(self):
        saved = mutate.ROOT
        with tempfile.TemporaryDirectory() as top:
            source, work = os.path.join(top, "source"), os.path.join(top, "work")
            os.makedirs(os.path.join(source, "core"))
            for name, text in (("core/a.cpp", "int a() { return 1; }\n"), ("core/b.cpp", "int b() { return 2; }\n")):
                with open(os.path.join(source, name), "w") as f:
                    f.write(text)
            subprocess.run(["git", "init", "-q", source], check=True)
            old = time.time() - 86400 * 365
            for name in ("core/a.cpp", "core/b.cpp"):
                os.utime(os.path.join(source, name), (old, old))
            mutate.ROOT = source
            try:
                mutate.copy_tree(source, work)
                # A mutated run wrote a.cpp in the work tree (and its object file is newer than
                # the source's stamp); b.cpp is as copied.
                with open(os.path.join(work, "core/a.cpp"), "w") as f:
                    f.write("int a() { return 0; }\n")
                unchanged = os.stat(os.path.join(work, "core/b.cpp")).st_mtime_ns
                time.sleep(0.01)
                before = time.time()
                mutate.copy_tree(source, work)
            finally:
                mutate.ROOT = saved
            with open(os.path.join(work, "core/a.cpp")) as f:
                self.assertEqual(f.read(), "int a() { return 1; }\n")
            self.assertGreaterEqual(os.stat(os.path.join(work, "core/a.cpp")).st_mtime, before - 1)
            self.assertEqual(os.stat(os.path.join(work, "core/b.cpp")).st_mtime_ns, unchanged)  # nothing to rebuild


if __name__ == "__main__":
    unittest.main()
