#!/usr/bin/env python3
"""The sizes of docs/architecture.md's style hold: no function over 60 lines and no source file
over 500 lines in core/, files/, ui/ and app/, and the main window's .cpp under 350 lines, so that
MainWindow stays the one that assembles the parts. (ctest runs it as test_sizes.)

A function's lines run from the line of its name to the line of its closing brace. The scan
drops comments, string and character literals and preprocessor lines, then matches braces: at
namespace or class scope, a block whose head holds a parameter list is a function (a lambda
given to a name there too); a namespace, class, struct or union is entered; an enum or a braced
initializer is passed over. A function's body is matched whole, so what it holds (lambdas,
local classes) counts as its lines.
"""
import os
import re
import sys
import tempfile
import unittest

ROOT = os.path.dirname(os.path.dirname(os.path.dirname(os.path.abspath(__file__))))

TOPS = ("core", "files", "ui", "app")
MAX_FUNCTION_LINES = 60
MAX_FILE_LINES = 500
MAIN_WINDOW = "ui/window/mainwindow.cpp"
MAX_MAIN_WINDOW_LINES = 349          # under 350

TOKEN = re.compile(r"""
    (?P<literal>""|'')
  | (?P<ident>[A-Za-z_][A-Za-z0-9_]*)
  | (?P<number>\.?[0-9](?:[0-9A-Za-z_.]|'(?=[0-9A-Za-z])|[eEpP][+-])*)
  | (?P<punct>::|->|\.\.\.|<<=|>>=|==|!=|<=|>=|&&|\|\||\+\+|--|[-+*/%&|^]=|<<|>>|\S)
""", re.VERBOSE)

SCOPES = ("namespace", "class", "struct", "union")
ACCESS = ("public", "private", "protected", "signals", "slots", "Q_SIGNALS", "Q_SLOTS")
NOT_A_NAME = ("decltype", "alignas", "noexcept", "sizeof", "alignof", "__attribute__",
              "throw", "requires")


def stripped(text):
    """The text with comments, literals and preprocessor lines blanked, its newlines kept."""
    out = []
    i, n = 0, len(text)
    line_start = True
    while i < n:
        c = text[i]
        if line_start and c == "#":
            # A preprocessor line, with its continuations.
            while i < n and text[i] != "\n":
                if text[i] == "\\" and i + 1 < n and text[i + 1] == "\n":
                    out.append("\n")
                    i += 2
                    continue
                i += 1
            continue
        if c == "\n":
            out.append(c)
            line_start = True
            i += 1
            continue
        if c in " \t\r\f\v":
            out.append(c)
            i += 1
            continue
        line_start = False
        if text.startswith("//", i):
            while i < n and text[i] != "\n":
                i += 1
            continue
        if text.startswith("/*", i):
            end = text.find("*/", i + 2)
            end = n if end < 0 else end + 2
            out.append(" " + "\n" * text.count("\n", i, end))
            i = end
            continue
        raw = re.match(r'(?:u8|[uUL])?R"([^ ()\\\t\n]{0,16})\(', text[i:i + 24])
        if raw and (i == 0 or not (text[i - 1].isalnum() or text[i - 1] == "_")):
            close = ")" + raw.group(1) + '"'
            end = text.find(close, i + raw.end())
            end = n if end < 0 else end + len(close)
            out.append('""' + "\n" * text.count("\n", i, end))
            i = end
            continue
        if c in "\"'":
            if c == "'" and i > 0 and text[i - 1].isalnum() and text[i - 1] not in "uUL8":
                out.append(" ")          # a digit separator: 1'000
                i += 1
                continue
            j = i + 1
            while j < n and text[j] != c and text[j] != "\n":
                j += 2 if text[j] == "\\" else 1
            out.append(c + c)
            i = j + 1
            continue
        out.append(c)
        i += 1
    return "".join(out)


def tokens(text):
    """(token, line) of each token of the stripped text."""
    line = 1
    pos = 0
    for m in TOKEN.finditer(text):
        line += text.count("\n", pos, m.start())
        pos = m.start()
        yield m.group(0), line


class Scan:
    def __init__(self, toks):
        self.toks = toks
        self.i = 0
        self.functions = []      # (name, first line, last line)

    def skip_block(self):
        """From a '{', past its matching '}'; returns the closing brace's line."""
        depth = 0
        while self.i < len(self.toks):
            tok, line = self.toks[self.i]
            self.i += 1
            if tok == "{":
                depth += 1
            elif tok == "}":
                depth -= 1
                if depth == 0:
                    return line
        return self.toks[-1][1] if self.toks else 0

    def scope(self):
        """Declarations up to the '}' closing this scope (or the end)."""
        head = []
        parens = 0
        while self.i < len(self.toks):
            tok, line = self.toks[self.i]
            if parens > 0:
                parens += (tok in "([") - (tok in ")]")
                if tok == "{":
                    self.skip_block()    # a braced argument of a call or a default
                    head.append(("{}", line))
                    continue
                head.append((tok, line))
                self.i += 1
                continue
            if tok in "([":
                parens += 1
                head.append((tok, line))
                self.i += 1
            elif tok == ";":
                head = []
                self.i += 1
            elif tok == "}":
                self.i += 1
                return
            elif tok == ":" and head and head[-1][0] in ACCESS:
                head = []
                self.i += 1
            elif tok == "{":
                if self.block(head):
                    head = []
                else:
                    head.append(("{}", line))
            else:
                head.append((tok, line))
                self.i += 1

    def block(self, head):
        """Handles the '{' at self.i after head; True when it ends the declaration."""
        words = [t for t, _ in without_template(head)]
        if words[:2] == ["extern", '""']:
            words = words[2:]
        if not words or words[0] in SCOPES or (words[0] == "inline" and words[1:2] == ["namespace"]):
            self.i += 1
            self.scope()
            return True
        if "enum" in words[:2] or "(" not in words or is_initializer(words):
            self.skip_block()
            return False
        start = name_line(head)
        last = self.skip_block()
        self.functions.append((function_name(head), start, last))
        return True


def without_template(head):
    """The head without its leading template <...> parameter lists."""
    i = 0
    while i < len(head) and head[i][0] == "template" and i + 1 < len(head) and head[i + 1][0] == "<":
        depth = 0
        i += 1
        while i < len(head):
            t = head[i][0]
            depth += (t == "<") - (t == ">") - 2 * (t == ">>")
            i += 1
            if depth <= 0:
                break
    return head[i:]


def is_initializer(words):
    """A head ending in a braced initializer: a top-level '=' not followed by a lambda, or a
    constructor's member initializer (the '{' after a name in the list after ') :')."""
    depth = 0
    for k, w in enumerate(words):
        if w in "([":
            depth += 1
        elif w in ")]":
            depth -= 1
        elif depth == 0 and w == "=" and (k == 0 or words[k - 1] != "operator"):
            return not (k + 1 < len(words) and words[k + 1] == "[")
    depth = 0
    after_params = False
    for w in words:
        if w in "([":
            depth += 1
        elif w in ")]":
            depth -= 1
            after_params = after_params or depth == 0
        elif depth == 0 and w == ":" and after_params:
            return words[-1] not in (")", "{}")
    return False


def parameter_list(head):
    """The index of the '(' opening the head's parameter list: the first at the top level after
    a name (not a macro's in capitals, not decltype and the like), after operator and its
    symbol, or after a lambda's capture."""
    depth = 0
    for k, (t, _) in enumerate(head):
        if t == "(" and depth == 0 and k > 0:
            before = head[template_arguments(head, k)][0]
            if before == "]" or before == "operator" or (k > 1 and head[k - 2][0] == "operator"):
                return k
            if re.match(r"[A-Za-z_]", before) and before not in NOT_A_NAME and not (
                    before.isupper() and len(before) > 2):
                return k
        if t in "([":
            depth += 1
        elif t in ")]":
            depth -= 1
    return None


def template_arguments(head, k):
    """The index of the token before head[k] past a name's template arguments: f<int>(...)."""
    j = k - 1
    if head[j][0] not in (">", ">>") or (j > 0 and head[j - 1][0] == "operator"):
        return j
    depth = 0
    while j > 0:
        t = head[j][0]
        depth += (t == ">") + 2 * (t == ">>") - (t == "<")
        if depth <= 0:
            return j - 1
        j -= 1
    return k - 1


def name_start(head, k):
    """The index where the name before head[k] starts: the class it is qualified with, a
    destructor's '~', operator and its symbol, or a lambda's capture."""
    j = template_arguments(head, k)
    if head[j][0] == "]":
        depth = 0
        for j in range(k - 1, -1, -1):
            depth += (head[j][0] == "]") - (head[j][0] == "[")
            if depth == 0:
                return j
        return 0
    if j > 0 and head[j - 1][0] == "operator":
        j -= 1
    if j > 0 and head[j - 1][0] == "~":
        j -= 1
    while j > 1 and head[j - 1][0] == "::":
        j -= 2
    return j


def name_line(head):
    """The line of the function's name (or a lambda's capture)."""
    k = parameter_list(head)
    return head[name_start(head, k)][1] if k is not None else head[0][1]


def function_name(head):
    k = parameter_list(head)
    if k is None:
        return "?"
    if head[k - 1][0] == "]":
        return "a lambda"
    return "".join(t for t, _ in head[name_start(head, k):k])


def functions_of(text):
    """(name, first line, last line) of each function defined in the C++ text."""
    scan = Scan(list(tokens(stripped(text))))
    while scan.i < len(scan.toks):
        scan.scope()             # a stray '}' at file scope ends one call; go on after it
    return scan.functions


def sources(root):
    for top in TOPS:
        for folder, dirs, names in os.walk(os.path.join(root, top)):
            dirs.sort()
            for name in sorted(names):
                if name.endswith((".h", ".cpp")):
                    yield os.path.relpath(os.path.join(folder, name), root).replace(os.sep, "/")


def problems(root):
    found = []
    for path in sources(root):
        with open(os.path.join(root, path), encoding="utf-8") as f:
            text = f.read()
        lines = len(text.splitlines())
        if lines > MAX_FILE_LINES:
            found.append("%s: %d lines, over %d; split it by its jobs" % (path, lines, MAX_FILE_LINES))
        if path == MAIN_WINDOW and lines > MAX_MAIN_WINDOW_LINES:
            found.append("%s: %d lines, not under %d; MainWindow assembles, its parts do the work"
                         % (path, lines, MAX_MAIN_WINDOW_LINES + 1))
        for name, first, last in functions_of(text):
            length = last - first + 1
            if length > MAX_FUNCTION_LINES:
                found.append("%s:%d: %s is %d lines, over %d; split it where its logic divides"
                             % (path, first, name, length, MAX_FUNCTION_LINES))
    return found


def body(n):
    """n lines of statements."""
    return "".join("    x += %d;\n" % k for k in range(n))


class TestSizes(unittest.TestCase):
    def test_sizes_hold(self):
        found = problems(ROOT)
        self.assertEqual(found, [], "\n" + "\n".join(found))

    def test_the_scan_finds_functions(self):
        text = (
            "#include <x>\n"                                  # 1
            "#define BLOCK { {\n"                            # 2  no braces from a macro
            "namespace a {\n"                                 # 3
            "// } a comment's brace\n"                        # 4
            "int f(int x) {\n"                                # 5
            "    const char* s = \"}\"; char c = '}';\n"      # 6
            "    auto g = [](int y) { return y; };\n"         # 7
            "    return x; /* } */\n"                         # 8
            "}\n"                                             # 9
            "enum class E { A, B };\n"                         # 10
            "const int kTable[] = {1, 2,\n"                   # 11
            "    3};\n"                                       # 12
            "struct S : Base {\n"                             # 13
            "  public:\n"                                     # 14
            "    S(int v) : Base(v), m{v}, n(v) {\n"          # 15
            "        x = R\"(}})\";\n"                        # 16
            "    }\n"                                         # 17
            "    int m{0};\n"                                 # 18
            "    template <typename T = int>\n"              # 19
            "    T get() const\n"                             # 20
            "    {\n"                                         # 21
            "        return T{m};\n"                          # 22
            "    }\n"                                         # 23
            "};\n"                                            # 24
            "}\n"                                             # 25
            "std::function<void(int)> kHandlers[] = {\n"      # 26 a table, not a function
            "    [](int) {},\n"                               # 27
            "};\n"                                            # 28
            "static const auto kLambda = [](int z) {\n"       # 29
            "    return z * 1'000;\n"                         # 30
            "};\n"                                            # 31
            "bool S::operator==(const S& o) const { return m == o.m; }\n"  # 32
            "template<>\n"                                    # 33
            "Draws<double> &Engine::draws<double>() { return d; }\n"  # 34
            "bool operator>(S a, S b) { return a.m > b.m; }\n"  # 35
        )
        self.assertEqual(functions_of(text), [
            ("f", 5, 9), ("S", 15, 17), ("get", 20, 23), ("a lambda", 29, 31),
            ("S::operator==", 32, 32),
            ("Engine::draws<double>", 34, 34), ("operator>", 35, 35)])

    def test_the_check_sees_each_kind_of_fault(self):
        # One fault of each kind beside what lies just inside each limit.
        tree = {
            "core/a/long.cpp": "int f() {\n%s}\n" % body(59),                   # 61 lines
            "core/a/fine.cpp": "int g() {\n%s}\n" % body(58),                   # 60 lines
            "ui/b/inline.h": "class C {\n    int h()\n    {\n%s    }\n};\n" % body(58),  # 61
            "ui/b/strings.cpp": "int k() {\n%s}\n" % ("    s = \"{\";\n" * 70),  # 72 lines
            "app/big.cpp": "int x;\n" * 501,
            "app/size.cpp": "int x;\n" * 500,
            "ui/window/mainwindow.cpp": "int x;\n" * 350,
            "bench/elsewhere.cpp": "int f() {\n%s}\n" % body(80),               # not checked
        }
        with tempfile.TemporaryDirectory() as root:
            for path, text in tree.items():
                os.makedirs(os.path.dirname(os.path.join(root, path)), exist_ok=True)
                with open(os.path.join(root, path), "w", encoding="utf-8") as f:
                    f.write(text)
            found = problems(root)
        where = sorted(f.split(" ")[0] for f in found)
        self.assertEqual(where, ["app/big.cpp:", "core/a/long.cpp:1:", "ui/b/inline.h:2:",
                                 "ui/b/strings.cpp:1:", "ui/window/mainwindow.cpp:"], "\n".join(found))


if __name__ == "__main__":
    sys.exit(unittest.main())
