"""A cheap pre-scan of TOML text, before ``tomllib`` sees it: how deep does it nest?

``tomllib`` parses nested arrays and inline tables recursively (about 400 levels raise
``RecursionError``), and a dotted key of n parts costs it time and memory growing with n²
(``a.a.a...`` of 100,000 parts exhausts memory). Every reader of the parsed data walks it too.
Content and scenario files nest a few levels; this scan measures the nesting of the data the
text would build (table headers, dotted keys, arrays, inline tables) in one linear pass, and
names the line where it first passes :data:`MAX_NESTING`.

The scan is only a measure: on text that is not valid TOML it may measure something odd, and
``tomllib`` then reports the syntax error (its recursion is bounded by the same measure).
"""

from __future__ import annotations

MAX_NESTING = 64
"""Levels of tables and arrays inside one another (the shipped content uses at most 6)."""
_BLANK = " \t\r"


def nesting_problem(text: str, limit: int = MAX_NESTING) -> tuple[int, str] | None:
    """``(line, message)`` when the data of ``text`` nests deeper than ``limit``, else None."""
    return _Scan(text, limit).run()


class _TooDeep(Exception):
    pass


class _Frame:
    """An open ``[`` or ``{``: the depth of its items, and (inline tables) whether a key is
    expected next."""

    __slots__ = ("depth", "expect_key", "kind")

    def __init__(self, kind: str, depth: int) -> None:
        self.kind = kind
        self.depth = depth
        self.expect_key = kind == "{"


class _Scan:
    """A linear walk over the text that tracks only what nests: headers, keys and brackets.

    ``frames`` holds one entry per open ``[``/``{``; a depth counts the levels of tables and
    arrays around a value (a header's parts, a dotted key's parts, each bracket).
    """

    def __init__(self, text: str, limit: int) -> None:
        self.text = text
        self.limit = limit
        self.i = 0
        self.line = 1
        self.frames: list[_Frame] = []
        self.table_depth = 1
        """Containers around the keys of the current table: the root, then one per header part."""
        self.arrays: set[tuple[str, ...]] = set()
        """Header paths declared as arrays of tables (``[[a.b]]``)."""

    def run(self) -> tuple[int, str] | None:
        try:
            self._document()
        except _TooDeep:
            return self.line, f"the data nests more than {self.limit} levels deep"
        return None

    def _check(self, depth: int) -> None:
        if depth > self.limit:
            raise _TooDeep

    # -- the outer loop: one statement (header or key = value) per line --------------------
    def _document(self) -> None:
        text = self.text
        while self.i < len(text):
            ch = text[self.i]
            if ch in _BLANK:
                self.i += 1
            elif ch == "\n":
                self.i += 1
                self.line += 1
            elif ch == "#":
                self._comment()
            elif ch == "[":
                self._header()
            else:
                depth = self._key(self.table_depth)
                self._value(depth)

    def _comment(self) -> None:
        end = self.text.find("\n", self.i)
        self.i = len(self.text) if end < 0 else end

    def _header(self) -> None:
        """``[a.b]`` or ``[[a.b]]``: the keys below it sit in the root, one table per part, and
        one array more for each part that names an array of tables (``[[a]]`` then ``[a.b]``
        is inside the last ``a``)."""
        self.i += 1
        array = self.text.startswith("[", self.i)
        self.i += array
        start = self.i
        parts = self._key_parts("]", base=1 + array)
        raw = self.text[start : self.i]
        if "'" in raw or '"' in raw:  # quoted parts: count each as a possible array element
            self.table_depth = 1 + 2 * parts
        else:
            path = tuple(part.strip() for part in raw.split("."))
            if array:
                self.arrays.add(path)
            inside = sum(path[:n] in self.arrays for n in range(1, len(path) + 1))
            self.table_depth = 1 + parts + inside
        self._check(self.table_depth)
        while self.i < len(self.text) and self.text[self.i] == "]":
            self.i += 1

    def _key(self, base: int) -> int:
        """Read ``a.b.c =``; the depth of the value that follows (tables ``a`` and ``b`` hold it)."""
        depth = base + self._key_parts("=", base) - 1
        self._check(depth)
        if self.i < len(self.text) and self.text[self.i] == "=":
            self.i += 1
        return depth

    def _key_parts(self, stop: str, base: int) -> int:
        """Count the dotted parts of a key up to ``stop`` (or a line end) and stop there;
        ``base`` is the depth the key starts from (checked as the parts add up)."""
        parts = 1
        text = self.text
        while self.i < len(text):
            ch = text[self.i]
            if ch == stop or ch == "\n":
                return parts
            if ch in "\"'":
                self._string()
                continue
            if ch == ".":
                parts += 1
                self._check(base + parts - 1)
            self.i += 1
        return parts

    # -- values: scalars, strings, arrays and inline tables, iteratively -------------------
    def _value(self, depth: int) -> None:
        """Read one value at ``depth`` and everything nested in it, without recursion."""
        text = self.text
        self._open_if_bracket(depth)
        while self.i < len(text):
            ch = text[self.i]
            if not self.frames:
                if ch in "\"'":
                    self._string()
                elif ch in "\n#":
                    return  # the statement ends with its line
                else:
                    self.i += 1
                continue
            frame = self.frames[-1]
            if ch in _BLANK:
                self.i += 1
            elif ch == "\n":
                self.i += 1
                self.line += 1
            elif ch == "#":
                self._comment()
            elif ch in "]}":
                self.frames.pop()
                self.i += 1
            elif ch == ",":
                frame.expect_key = frame.kind == "{"
                self.i += 1
            elif frame.expect_key:
                frame.expect_key = False
                self._open_if_bracket(self._key(frame.depth))
            elif ch in "[{":
                self._open_if_bracket(frame.depth)
            elif ch in "\"'":
                self._string()
            else:
                self.i += 1

    def _open_if_bracket(self, depth: int) -> None:
        """After ``=`` or inside an array: a ``[`` or ``{`` (blanks skipped) opens a level."""
        text = self.text
        while self.i < len(text) and text[self.i] in _BLANK:
            self.i += 1
        if self.i < len(text) and text[self.i] in "[{":
            self._check(depth + 1)
            self.frames.append(_Frame(text[self.i], depth + 1))
            self.i += 1

    def _string(self) -> None:
        """Skip a string of any of the four kinds (line feeds inside counted)."""
        text = self.text
        quote = text[self.i]
        if text.startswith(quote * 3, self.i):
            end = self.i + 3
            while True:
                end = text.find(quote * 3, end)
                if end < 0:
                    end = len(text)
                    break
                if quote == '"' and _escaped(text, end):
                    end += 1
                    continue
                end += 3
                while end < len(text) and text[end] == quote:  # """a"""" ends with a quote
                    end += 1
                break
        else:
            end = self.i + 1
            while end < len(text) and text[end] != quote and text[end] != "\n":
                end += 2 if quote == '"' and text[end] == "\\" else 1
            end = min(end + 1, len(text))
        self.line += text.count("\n", self.i, end)
        self.i = end


def _escaped(text: str, at: int) -> bool:
    """True when the character at ``at`` follows an odd number of backslashes."""
    count = 0
    while at - count - 1 >= 0 and text[at - count - 1] == "\\":
        count += 1
    return count % 2 == 1
