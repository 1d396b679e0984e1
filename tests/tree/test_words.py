#!/usr/bin/env python3
"""The project's words speak of the project: a comment, a test or a page says what the code does
and guards and why, never which numbered ticket or which round of work asked for it. A reader
has no list to look such a number up in, so it tells them nothing. (ctest runs it as test_words.)

Every text file of the source tree is read (the folders below and the files at the top); the
translations are left out, their words are the translators' and the English sources' own.
"""
import os
import re
import sys
import tempfile
import unittest

ROOT = os.path.dirname(os.path.dirname(os.path.dirname(os.path.abspath(__file__))))

FOLDERS = ("app", "bench", "cmake", "core", "docs", "files", "resources", "scripts", "tests", "ui")
LEFT_OUT = (os.path.join("resources", "translations"),)

# What a reader cannot look up: each with the reason printed beside the line.
WORDS = [
    (re.compile(r"\b[Ii]ssue[- ]#?[0-9]+"), "a ticket number"),
    (re.compile(r"\b[Ii]tem [0-9]+[:.]"), "a numbered item of a ticket"),
    (re.compile(r"\b([Rr]ound (one|two|three|four)|([Ff]irst|[Ss]econd|[Tt]hird) round)\b"), "a round of work"),
]


def files(root):
    for name in sorted(os.listdir(root)):
        if os.path.isfile(os.path.join(root, name)):
            yield name
    for top in FOLDERS:
        for folder, dirs, names in os.walk(os.path.join(root, top)):
            dirs[:] = sorted(d for d in dirs
                             if os.path.relpath(os.path.join(folder, d), root) not in LEFT_OUT)
            for name in sorted(names):
                yield os.path.relpath(os.path.join(folder, name), root)


def text_of(root, path):
    """The file's text, or None for a file that is not UTF-8 text (an image, an archive)."""
    try:
        with open(os.path.join(root, path), encoding="utf-8") as f:
            return f.read()
    except (UnicodeDecodeError, OSError):
        return None


def problems(root):
    found = []
    for path in files(root):
        text = text_of(root, path)
        if text is None:
            continue
        for number, line in enumerate(text.splitlines(), 1):
            for pattern, why in WORDS:
                m = pattern.search(line)
                if m:
                    found.append("%s:%d: \"%s\" is %s; say what the code guards and why"
                                 % (path, number, m.group(0), why))
    return found


class TestWords(unittest.TestCase):
    def test_no_ticket_or_round_numbers(self):
        found = problems(ROOT)
        self.assertEqual(found, [], "\n" + "\n".join(found))

    def test_the_check_sees_each_kind(self):
        # The faulty words are put together here so that this file does not hold them itself.
        issue, item, rnd = "Iss" + "ue", "It" + "em", "rou" + "nd"
        tree = {
            "tests/a.cpp": "// %s 8.11: escapes\n// an item in the list\n" % issue,   # line 1 only
            "bench/CMakeLists.txt": "# %s 12 in the window\n" % issue,
            "docs/b.md": "Split into files (%s-7: x.cpp).\n" % issue.lower(),
            "core/c.h": "// %s 2: the axis\n// %s two of the review\n" % (item, rnd),
            "README.md": "Fixed in #12 (%s 3.1)\n" % issue.lower(),
            "resources/translations/gradflow_de.ts": "<source>%s 4: x</source>\n" % item,  # left out
            "resources/icon.png": b"\x89PNG\r\n\x1a\n\xff\xfe%s 9" % issue.encode(),      # not text
            "core/fine.cpp": "// items 0..n of the batch; a round trip; issues a warning\n",
        }
        with tempfile.TemporaryDirectory() as root:
            for path, content in tree.items():
                os.makedirs(os.path.dirname(os.path.join(root, path)) or root, exist_ok=True)
                with open(os.path.join(root, path), "wb") as f:
                    f.write(content if isinstance(content, bytes) else content.encode("utf-8"))
            found = problems(root)
        where = sorted(f.split(": ")[0] for f in found)
        self.assertEqual(where, ["README.md:1", "bench/CMakeLists.txt:1", "core/c.h:1", "core/c.h:2",
                                 "docs/b.md:1", "tests/a.cpp:1"], "\n".join(found))


if __name__ == "__main__":
    sys.exit(unittest.main())
