"""The manual page against the program (resources/gradflow.1.in, configured into the build).

test_manpage.py render PAGE        man -l renders PAGE with no groff or man warning
test_manpage.py options PAGE EXE   the page's OPTIONS list equals `EXE --help`'s, value names
                                   included, each once: neither can gain or lose an option alone
"""
import os
import re
import subprocess
import sys


def render(page):
    env = dict(os.environ, MANWIDTH="80", LC_ALL="C.UTF-8")
    env.pop("MAN_KEEP_FORMATTING", None)
    run = subprocess.run(["man", "--warnings", "-E", "UTF-8", "-l", page], env=env,
                         capture_output=True, text=True)
    if run.returncode != 0 or run.stderr.strip():
        sys.exit(f"man -l {page} failed (exit {run.returncode}):\n{run.stderr}")
    for heading in ("NAME", "SYNOPSIS", "DESCRIPTION", "OPTIONS", "EXIT STATUS", "EXAMPLES", "FILES"):
        if not re.search(rf"^{heading}$", run.stdout, re.M):
            sys.exit(f"{page}: no {heading} section in the rendered page")
    print(f"{page}: {len(run.stdout.splitlines())} lines rendered, no warnings")


def page_options(page):
    """Each `.TP` entry's first line in the OPTIONS section: `.B \\-\\-name` or `.BI \\-\\-name " VALUE"`."""
    options, section, after_tp = [], None, False
    for line in open(page, encoding="utf-8"):
        line = line.rstrip("\n")
        if line.startswith(".SH"):
            section = line[3:].strip().strip('"')
            continue
        if section != "OPTIONS":
            continue
        if line == ".TP":
            after_tp = True
            continue
        if after_tp:
            after_tp = False
            m = re.fullmatch(r'\.BI? --([a-z0-9-]+)(?: " ([^"]+)")?', line.replace("\\-", "-"))
            if not m:
                sys.exit(f"{page}: option entry not understood: {line!r}")
            options.append(f"--{m.group(1)}" + (f" {m.group(2)}" if m.group(2) else ""))
    return options


def help_options(exe):
    """Each `  --name [VALUE]` line of --help: the name and value fill 26 columns, then the text."""
    text = subprocess.run([exe, "--help"], capture_output=True, text=True, check=True).stdout
    options = []
    for line in text.splitlines():
        m = re.match(r"  (--[a-z0-9-]+)(?: (\S+))?", line)
        if not m:
            continue
        left = m.group(0)
        start = max(27, len(left) + 1)  # where the help text begins after this left part
        if m.group(2) and not (line[len(left):start].strip() == "" and len(line) > start and line[start] != " "):
            left = "  " + m.group(1)  # the word after the name was the help text: a switch
        options.append(left.strip())
    return options


def compare(page, exe):
    in_page, in_help = page_options(page), help_options(exe)
    problems = []
    for name in sorted(set(in_help) - set(in_page)):
        problems.append(f"in --help, not in the page: {name}")
    for name in sorted(set(in_page) - set(in_help)):
        problems.append(f"in the page, not in --help: {name}")
    for name in sorted({n for n in in_page if in_page.count(n) > 1}):
        problems.append(f"twice in the page: {name}")
    if not in_help:
        problems.append("no option found in --help")
    if problems:
        sys.exit(f"{page} against {exe} --help:\n  " + "\n  ".join(problems))
    print(f"{len(in_page)} options, the same in the page and in --help")


if __name__ == "__main__":
    if len(sys.argv) == 3 and sys.argv[1] == "render":
        render(sys.argv[2])
    elif len(sys.argv) == 4 and sys.argv[1] == "options":
        compare(sys.argv[2], sys.argv[3])
    else:
        sys.exit(__doc__)
