"""Line numbers of every TOML value, so battle content problems point at the offending entry.

:class:`~atoterm.content.toml_lines.TomlLines` knows table headers and top-level keys; battle
content nests values (abilities as inline tables, effect lists, cells), so this scanner walks a
text that ``tomllib`` already accepted and builds a :class:`Pos` tree shaped like the parsed data:
``keys`` for tables (header or inline), ``items`` for arrays (including arrays of tables).
"""

from __future__ import annotations

import re
from dataclasses import dataclass, field

_BASIC = re.compile(r'"(?:[^"\\\n]|\\.)*"')
_LITERAL = re.compile(r"'[^'\n]*'")
_ML_BASIC = re.compile(r'"""(?:[^\\]|\\.)*?"""(?!"")"?"?', re.DOTALL)
_ML_LITERAL = re.compile(r"'''.*?'''(?!'')'?'?", re.DOTALL)
_BARE = set("ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789_-")


@dataclass
class Pos:
    """Where a value (or a table header / array entry) starts, and where its parts start."""

    line: int
    keys: dict[str, Pos] = field(default_factory=dict)
    """Table keys -> line of ``key = ...`` (with the value's own parts)."""
    items: list[Pos] = field(default_factory=list)
    """Array entries in order."""


def scan(text: str) -> Pos:
    """The position tree of a TOML document; an empty tree if the text surprises the scanner."""
    try:
        return _Scanner(text).document()
    except (IndexError, ValueError):
        return Pos(1)


class _Scanner:
    def __init__(self, text: str) -> None:
        self.text = text
        self.i = 0
        self.line = 1

    # -- characters -------------------------------------------------------------------------
    def peek(self, n: int = 1) -> str:
        return self.text[self.i : self.i + n]

    def advance(self, n: int = 1) -> None:
        if self.i + n > len(self.text):
            raise IndexError("past the end")
        self.line += self.text.count("\n", self.i, self.i + n)
        self.i += n

    def skip_blank(self, newlines: bool) -> None:
        """Skip spaces, comments and (when ``newlines``) line breaks."""
        while self.i < len(self.text):
            ch = self.text[self.i]
            if ch in " \t\r" or (newlines and ch == "\n"):
                self.advance()
            elif ch == "#":
                while self.i < len(self.text) and self.text[self.i] != "\n":
                    self.i += 1
            else:
                return

    # -- structure --------------------------------------------------------------------------
    def document(self) -> Pos:
        root = Pos(1)
        current = root
        while True:
            self.skip_blank(newlines=True)
            if self.i >= len(self.text):
                return root
            line = self.line
            if self.peek(2) == "[[":
                self.advance(2)
                path = self.key_path("]")
                self.advance(2)
                parent = _descend(root, path[:-1])
                holder = parent.keys.setdefault(path[-1], Pos(line))
                current = Pos(line)
                holder.items.append(current)
            elif self.peek() == "[":
                self.advance()
                path = self.key_path("]")
                self.advance()
                parent = _descend(root, path[:-1])
                current = parent.keys.setdefault(path[-1], Pos(line))
                current.line = line
            else:
                self.key_value(current)

    def key_path(self, stop: str) -> list[str]:
        parts: list[str] = []
        while True:
            self.skip_blank(newlines=False)
            ch = self.peek()
            if ch in "\"'":
                start = self.i
                self.string()
                parts.append(self.text[start + 1 : self.i - 1])
            else:
                start = self.i
                while self.peek() in _BARE and self.peek():
                    self.advance()
                if self.i == start:
                    raise ValueError("bad key")
                parts.append(self.text[start : self.i])
            self.skip_blank(newlines=False)
            if self.peek() == ".":
                self.advance()
                continue
            if self.peek() not in (stop, "="):
                raise ValueError("bad key end")
            return parts

    def key_value(self, table: Pos) -> None:
        line = self.line
        path = self.key_path("=")
        self.advance()  # "="
        self.skip_blank(newlines=False)
        target = _descend(table, path[:-1], line)
        pos = self.value()
        pos.line = line
        target.keys[path[-1]] = pos

    def value(self) -> Pos:
        pos = Pos(self.line)
        ch = self.peek()
        if ch in "\"'":
            self.string()
        elif ch == "[":
            self.advance()
            while True:
                self.skip_blank(newlines=True)
                if self.peek() == "]":
                    self.advance()
                    break
                pos.items.append(self.value())
                self.skip_blank(newlines=True)
                if self.peek() == ",":
                    self.advance()
        elif ch == "{":
            self.advance()
            while True:
                self.skip_blank(newlines=True)
                if self.peek() == "}":
                    self.advance()
                    break
                self.key_value(pos)
                self.skip_blank(newlines=True)
                if self.peek() == ",":
                    self.advance()
        else:
            start = self.i
            while self.peek() and self.peek() not in ",]}\n#":
                self.advance()
            if self.i == start:
                raise ValueError("empty value")
        return pos

    def string(self) -> None:
        quote = self.peek()
        if self.peek(3) == quote * 3:
            body = _ML_BASIC if quote == '"' else _ML_LITERAL
        else:
            body = _BASIC if quote == '"' else _LITERAL
        match = body.match(self.text, self.i)
        if match is None:
            raise ValueError("unterminated string")
        self.advance(match.end() - self.i)


def _descend(table: Pos, path: list[str], line: int = 0) -> Pos:
    """Follow dotted keys / header paths (the last entry of an array of tables)."""
    for part in path:
        nxt = table.keys.setdefault(part, Pos(line or table.line))
        table = nxt.items[-1] if nxt.items and not nxt.keys else nxt
    return table
