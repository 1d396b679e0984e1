#!/usr/bin/env python3
"""The include lines keep the architecture of docs/architecture.md: no include climbs from a
lower folder to a higher one, rooms on one floor include each other only where a pair is listed
below with its reason, and core/ never includes a Qt header. (ctest runs it as test_layers.)

Every #include "top/room/file.h" of a source under core/, files/, ui/, app/ or bench/ is checked; tests/
may include anything. A room missing from the tree is fine.
"""
import os
import re
import sys
import tempfile
import unittest

ROOT = os.path.dirname(os.path.dirname(os.path.dirname(os.path.abspath(__file__))))

# The floors, lowest first; a room may include its own floor's rooms only through SAME_FLOOR.
FLOORS = [
    ["core/numbers"],          # the shared constants, a real number as sign and log10
    ["core/layers"],           # each activation and norm: its names and its definition
    ["core/model"],            # what a network is: configuration, options, the Result
    ["core/engine/kernels"],   # the matrix products per x86-64 level, the second core
    ["core/engine"],           # the exact forward and backward pass
    ["core/analysis", "core/jacobian", "core/transformer"],  # after the pass: theory, histograms, bands; the Jacobian's spectrum; a transformer's pass
    ["core/training"],         # a training run: model, engine and analysis below it
    ["core/report"],           # CSV, JSON and .npz of results and training runs
    ["core/lesson"],           # the side views' computations and the tour
    ["files"],                 # reading and writing files, sessions, the command line's messages (Qt Core)
    ["ui/controls"],           # controls bound to the option table
    ["ui/workers", "ui/charts"],  # the latest-request threads; the charts (neither knows the other)
    ["ui/histogram", "ui/phasemap", "ui/export", "ui/lesson", "ui/training", "ui/jacobian", "ui/transformer"],
    ["ui/window"],             # the main window wires the parts together
    ["app", "bench"],          # main, the command line, the benchmarks
]

# Rooms on one floor that may include each other: (includer, included) -> why.
SAME_FLOOR = {
    ("app", "bench"): "--bench-ui runs the window's benchmark, which bench/ builds beside the others",
}

TOPS = ("core", "files", "ui", "app", "bench")
INCLUDE = re.compile(r'^\s*#\s*include\s*([<"])([^">]+)[">]')
QT_HEADER = re.compile(r"^Q[A-Za-z]|^Qt[A-Za-z]*/")


def floor_of(room):
    for level, rooms in enumerate(FLOORS):
        if room in rooms:
            return level
    return None


def sources(root):
    for top in TOPS:
        for folder, _, names in os.walk(os.path.join(root, top)):
            for name in sorted(names):
                if name.endswith((".h", ".cpp")):
                    yield os.path.relpath(os.path.join(folder, name), root)


def includes(root, path):
    """(line number, '<' or '"', included name) of each #include of path."""
    with open(os.path.join(root, path), encoding="utf-8") as f:
        for number, line in enumerate(f, 1):
            m = INCLUDE.match(line)
            if m:
                yield number, m.group(1), m.group(2)


def problems_of(root, path):
    room = os.path.dirname(path)
    here = floor_of(room)
    found = []
    if here is None:
        return ["%s: its folder %s has no floor in tests/tree/test_layers.py" % (path, room)]
    for number, kind, name in includes(root, path):
        where = "%s:%d: %s" % (path, number, name)
        if kind == "<" and path.startswith("core/") and QT_HEADER.match(name):
            found.append(where + ": core/ includes no Qt header")
        if kind != '"' or name.split("/")[0] not in TOPS:
            continue
        target = os.path.dirname(name)
        there = floor_of(target)
        if target == room:
            continue
        if there is None:
            found.append(where + ": %s has no floor in tests/tree/test_layers.py" % target)
        elif there > here:
            found.append(where + ": climbs from %s up to %s" % (room, target))
        elif there == here and (room, target) not in SAME_FLOOR:
            found.append(where + ": %s and %s share a floor; list the pair with a reason" % (room, target))
    return found


def problems(root):
    found = []
    for path in sources(root):
        found += problems_of(root, path)
    return found


class TestLayers(unittest.TestCase):
    def test_no_include_climbs(self):
        found = problems(ROOT)
        self.assertEqual(found, [], "\n" + "\n".join(found))

    def test_the_check_sees_each_kind_of_fault(self):
        # A small tree with one include of each kind: the check names exactly the faulty ones.
        tree = {
            "core/model/config.h": '#include "core/engine/pass.h"\n',      # climbs
            "core/engine/pass.h": '#include "core/model/config.h"\n#include <QString>\n',  # Qt in core
            "core/engine/kernels/products.h": "#include <vector>\n",
            "ui/lesson/page.h": '#include "ui/export/exporter.h"\n',        # same floor, unlisted
            "ui/window/window.h": '#include "ui/lesson/page.h"\n#include <QString>\n',
            "ui/nowhere/x.h": "",                                            # a room with no floor
        }
        with tempfile.TemporaryDirectory() as root:
            for path, text in tree.items():
                os.makedirs(os.path.dirname(os.path.join(root, path)), exist_ok=True)
                with open(os.path.join(root, path), "w", encoding="utf-8") as f:
                    f.write(text)
            found = problems(root)
        self.assertEqual(len(found), 4, "\n".join(found))
        self.assertIn("core/model/config.h:1: core/engine/pass.h: climbs from core/model up to core/engine", found)
        self.assertIn("core/engine/pass.h:2: QString: core/ includes no Qt header", found)
        self.assertTrue(any(f.startswith("ui/lesson/page.h:1:") and "share a floor" in f for f in found))
        self.assertTrue(any(f.startswith("ui/nowhere/x.h") and "no floor" in f for f in found))

if __name__ == "__main__":
    sys.exit(unittest.main())
