#!/usr/bin/env python3
"""Every shipped translation (resources/translations/gradflow_LANG.ts) is finished and in step
with the sources: lupdate over ui/ and files/ finds no text that a .ts lacks or leaves unfinished; every
translation keeps its source's placeholders (%1, %n), its one accelerator (&) and its key names
(Ctrl+...). Usage: test_translations.py LUPDATE"""
import re
import shutil
import subprocess
import sys
import tempfile
import xml.etree.ElementTree as ET
from pathlib import Path

ROOT = Path(__file__).resolve().parents[2]
FOLDER = ROOT / "resources" / "translations"
LANGUAGE_LIST = ROOT / "ui" / "window" / "language.cpp"  # shippedLanguages(): View > Language's list
PLACEHOLDER = re.compile(r"%(?:L?\d{1,2}|n)")
ENTITY = re.compile(r"&(?:[a-z]+|#\d+);")
KEYS = re.compile(r"^(?:(?:Ctrl|Shift|Alt|Meta)\+)+\S+$")


def accelerators(text):
    """The accelerators in a text: & before a letter, not && and not an entity (&gt;)."""
    return len(re.findall(r"(?<!&)&(?!&)(?=\w)", ENTITY.sub("", text.replace("&&", ""))))


def forms(message):
    translation = message.find("translation")
    if message.get("numerus") == "yes":
        return [f.text or "" for f in translation.findall("numerusform")]
    return [translation.text or ""]


def problems_in(path):
    """What is wrong with one .ts, one line each."""
    found = []
    for context in ET.parse(path).getroot().iter("context"):
        name = context.findtext("name")
        for message in context.iter("message"):
            source = message.findtext("source") or ""
            where = f"{path.name}: {name}: {source[:60]!r}"
            translation = message.find("translation")
            kind = translation.get("type")
            if kind in ("unfinished", "vanished", "obsolete"):
                found.append(f"{where}: {kind}")
                continue
            for text in forms(message):
                if not text.strip():
                    found.append(f"{where}: empty")
                if sorted(set(PLACEHOLDER.findall(text))) != sorted(set(PLACEHOLDER.findall(source))):
                    found.append(f"{where}: placeholders {PLACEHOLDER.findall(text)} against {PLACEHOLDER.findall(source)}")
                if accelerators(text) != accelerators(source):
                    found.append(f"{where}: {accelerators(text)} accelerators against {accelerators(source)} in {text!r}")
                if KEYS.match(source) and text != source:
                    found.append(f"{where}: the key {source} must stay as it is (QKeySequence reads it), not {text!r}")
    return found


def lupdate_problems(lupdate, path):
    """lupdate over the window's sources into a copy: new texts come in unfinished."""
    with tempfile.TemporaryDirectory() as scratch:
        copy = Path(scratch) / path.name
        shutil.copy(path, copy)
        subprocess.run([lupdate, "-silent", "-I", str(ROOT), "-no-obsolete", "-locations", "none",
                        str(ROOT / "ui"), str(ROOT / "files"), "-ts", str(copy)], check=True, capture_output=True)
        return [p for p in problems_in(copy) if ": unfinished" in p and p not in problems_in(path)]


def shipped():
    """The languages the window offers, English (the sources') aside."""
    listed = re.findall(r'\{QStringLiteral\("(\w+)"\), QStringLiteral', LANGUAGE_LIST.read_text(encoding="utf-8"))
    return [code for code in listed if code != "en"]


def desktop_problems(language):
    """The menu entry and the software centre's page in the language: GenericName and Comment,
    and the metainfo's summary."""
    found = []
    desktop = (ROOT / "resources" / "io.github.gradflow.GradFlow.desktop").read_text(encoding="utf-8")
    for key in ("GenericName", "Comment"):
        if not re.search(rf"^{key}\[{language}\]=\S", desktop, re.M):
            found.append(f"{language}: the desktop file has no {key}[{language}]")
    metainfo = (ROOT / "resources" / "io.github.gradflow.GradFlow.metainfo.xml.in").read_text(encoding="utf-8")
    if f'<summary xml:lang="{language}">' not in metainfo:
        found.append(f"{language}: the metainfo has no summary in it")
    return found


def main():
    lupdate = sys.argv[1] if len(sys.argv) > 1 else "lupdate"
    LANGUAGES = shipped()
    found = []
    if not LANGUAGES:
        found.append(f"{LANGUAGE_LIST.name}: no language found in shippedLanguages()")
    for path in FOLDER.glob("gradflow_*.ts"):
        if path.stem.removeprefix("gradflow_") not in LANGUAGES:
            found.append(f"{path.name}: not offered in View > Language ({LANGUAGE_LIST.name})")
    for language in LANGUAGES:
        path = FOLDER / f"gradflow_{language}.ts"
        if not path.exists():
            found.append(f"{path.name}: missing")
            continue
        if ET.parse(path).getroot().get("language") != language:
            found.append(f"{path.name}: its language attribute is not {language}")
        found += problems_in(path)
        found += desktop_problems(language)
        found += [p + " (a text new in the sources)" for p in lupdate_problems(lupdate, path)]
    for line in found:
        print(line)
    print(f"{len(LANGUAGES) - len({p.split(':')[0] for p in found})} passed, "
          f"{len({p.split(':')[0] for p in found})} failed")
    return 1 if found else 0


if __name__ == "__main__":
    sys.exit(main())
