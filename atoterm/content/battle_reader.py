"""Typed, line-numbered field access for the battle content files (`content/battle/`).

Every problem is recorded as ``file:line: message`` and reading goes on with a harmless default,
so one ``atoterm content check`` run lists every mistake (ARCHITECTURE §5).
"""

from __future__ import annotations

import re
from collections.abc import Iterable
from pathlib import Path
from typing import Any

from atoterm.content.battle_lines import Pos, scan
from atoterm.content.errors import Problem, suggest
from atoterm.content.reader import INT_LIMIT, TomlFile

Cell = tuple[int, int]
ID_PATTERN = re.compile(r"^[a-z0-9][a-z0-9-]*$")
REQUIRED: Any = object()


def one_of(options: tuple[str, ...], what: str) -> str:
    """``one of a, b, c`` for short lists; long lists (timings) point at the schema instead."""
    if len(options) <= 20:
        return f"one of {', '.join(options)}"
    return f"a known {what} (see atoterm/content/battle_schema.py)"


class BattleFile(TomlFile):
    """A battle content file, named ``battle/<name>`` in problems, with a :class:`Pos` tree."""

    def __init__(self, battle_dir: Path, name: str, problems: list[Problem]) -> None:
        super().__init__(battle_dir.parent, f"{battle_dir.name}/{name}", problems)
        self.pos = scan("\n".join(self.lines.lines)) if self.data else Pos(1)

    def root(self) -> Node:
        return Node(self, self.data, self.pos, self.name)

    def table(self, name: str, required: bool = True) -> Node | None:
        """The ``[name]`` table as a node (a problem at line 1 if required and missing)."""
        value = self.data.get(name)
        pos = self.pos.keys.get(name, Pos(1))
        if isinstance(value, dict):
            return Node(self, value, pos, f"[{name}]")
        if value is not None:
            self.problem(pos.line, f"[{name}] must be a table")
        elif required and self.ok:
            self.problem(1, f"missing table [{name}]")
        return None

    def entries(self, name: str) -> list[Node]:
        """The ``[[name]]`` tables in file order."""
        value = self.data.get(name, [])
        pos = self.pos.keys.get(name, Pos(1))
        if not isinstance(value, list) or not all(isinstance(v, dict) for v in value):
            self.problem(pos.line, f"[[{name}]] must be an array of tables")
            return []
        return [
            Node(self, raw, _item(pos, i), f"[[{name}]] #{i + 1}") for i, raw in enumerate(value)
        ]

    def check_top(self, allowed: Iterable[str]) -> None:
        """Report top-level tables/keys this file does not know."""
        self.root().check_keys(allowed, where="")


def _item(pos: Pos, index: int) -> Pos:
    return pos.items[index] if index < len(pos.items) else Pos(pos.line)


class Node:
    """A table of a battle file (header or inline) with its position and a label for messages."""

    def __init__(self, f: BattleFile, data: dict[str, Any], pos: Pos, label: str) -> None:
        self.f = f
        self.data = data
        self.pos = pos
        self.label = label

    @property
    def line(self) -> int:
        return self.pos.line

    def key_line(self, key: str) -> int:
        return self.pos.keys[key].line if key in self.pos.keys else self.pos.line

    def item_line(self, key: str, index: int) -> int:
        pos = self.pos.keys.get(key)
        if pos is None:
            return self.pos.line
        return _item(pos, index).line

    def line_at(self, *path: str | int) -> int:
        """Line of a nested part, e.g. ``line_at("loadouts", 1, 2)`` (deepest known part)."""
        pos = self.pos
        for step in path:
            if isinstance(step, int):
                if step >= len(pos.items):
                    break
                pos = pos.items[step]
            elif step in pos.keys:
                pos = pos.keys[step]
            else:
                break
        return pos.line

    def problem(self, message: str, key: str | None = None) -> None:
        self.f.problem(self.key_line(key) if key else self.line, message)

    def has(self, key: str) -> bool:
        return key in self.data

    def named(self, label: str) -> Node:
        self.label = label
        return self

    # -- keys and ids -----------------------------------------------------------------------
    def check_keys(self, allowed: Iterable[str], where: str | None = None) -> None:
        """Every key must be one of ``allowed``; near misses get a suggestion."""
        known = tuple(allowed)
        place = self.label if where is None else where
        for key in self.data:
            if key not in known:
                at = f" in {place}" if place else ""
                self.problem(f"unknown key {key!r}{at}{suggest(key, known)}", key)

    def ident(self, kind: str, seen: dict[str, Node] | None = None) -> str:
        """Read ``id`` (lower-case ``a-z0-9-``, unique in ``seen``) and relabel this node."""
        value = self.text("id")
        if value and not ID_PATTERN.match(value):
            self.problem(f"id {value!r} must be lower-case a-z, 0-9 and '-'", "id")
        if value:
            self.label = f"{kind} {value!r}"
            if seen is not None:
                if value in seen:
                    first = seen[value]
                    where = (
                        f"line {first.line}"
                        if first.f is self.f
                        else f"{first.f.name}:{first.line}"
                    )
                    self.problem(f"duplicate {kind} id {value!r} (first at {where})", "id")
                else:
                    seen[value] = self
        return value

    # -- scalars ----------------------------------------------------------------------------
    def _value(self, key: str, default: Any) -> Any:
        if key in self.data:
            return self.data[key]
        if default is REQUIRED:
            self.problem(f"missing key {key!r} in {self.label}")
        return REQUIRED

    def _wrong(self, key: str, what: str, value: Any) -> None:
        self.problem(f"{key!r} in {self.label} must be {what}, not {value!r}", key)

    def text(
        self,
        key: str,
        default: Any = REQUIRED,
        choices: Iterable[str] | None = None,
        nonempty: bool = False,
    ) -> str:
        value = self._value(key, default)
        if value is REQUIRED:
            return "" if default is REQUIRED else default
        if not isinstance(value, str):
            self._wrong(key, "text", value)
            return ""
        if nonempty and not value.strip():
            self.problem(f"{key!r} in {self.label} must not be empty", key)
        if choices is not None:
            options = tuple(choices)
            if value not in options:
                self.problem(
                    f"{key!r} in {self.label} must be {one_of(options, key)}, not {value!r}"
                    + suggest(value, options),
                    key,
                )
        return value

    def name(self) -> str:
        return self.text("name", nonempty=True)

    def number(self, key: str, low: int, high: int, default: Any = REQUIRED) -> int:
        value = self._value(key, default)
        if value is REQUIRED:
            return low if default is REQUIRED else default
        if isinstance(value, bool) or not isinstance(value, int) or abs(value) >= INT_LIMIT:
            self._wrong(key, "a whole number", value)
            return low if default is REQUIRED else default
        if not low <= value <= high:
            self.problem(f"{key!r} in {self.label} must be {low}..{high}, not {value}", key)
        return value

    def flag(self, key: str, default: bool = False) -> bool:
        value = self.data.get(key, default)
        if not isinstance(value, bool):
            self._wrong(key, "true or false", value)
            return default
        return value

    # -- lists ------------------------------------------------------------------------------
    def raw_list(self, key: str, default: Any = ()) -> list[Any]:
        value = self._value(key, default)
        if value is REQUIRED:
            return []
        if not isinstance(value, list):
            self._wrong(key, "a list", value)
            return []
        return value

    def strings(self, key: str, default: Any = ()) -> list[tuple[str, int]]:
        """A list of text, each with its own line."""
        result = []
        for i, item in enumerate(self.raw_list(key, default)):
            if isinstance(item, str):
                result.append((item, self.item_line(key, i)))
            else:
                self.f.problem(
                    self.item_line(key, i),
                    f"{key!r} in {self.label} must be a list of text, not {item!r}",
                )
        return result

    def words(
        self, key: str, choices: Iterable[str] | None = None, default: Any = ()
    ) -> tuple[str, ...]:
        options = tuple(choices) if choices is not None else None
        result = []
        for word, line in self.strings(key, default):
            if options is not None and word not in options:
                self.f.problem(
                    line,
                    f"{key!r} in {self.label}: {word!r} is not {one_of(options, key)}"
                    + suggest(word, options),
                )
            result.append(word)
        return tuple(result)

    def cell(self, key: str, value: Any = REQUIRED, line: int = 0) -> Cell | None:
        """``[row, col]`` (``value``/``line`` for an entry of a list)."""
        if value is REQUIRED:
            value = self._value(key, REQUIRED)
            line = self.key_line(key)
            if value is REQUIRED:
                return None
        if (
            isinstance(value, list)
            and len(value) == 2
            and all(isinstance(v, int) and not isinstance(v, bool) for v in value)
            and all(abs(v) <= 99 for v in value)
        ):
            return (value[0], value[1])
        self.f.problem(line, f"{key!r} in {self.label}: {value!r} is not a cell [row, col]")
        return None

    def cells(self, key: str, default: Any = ()) -> tuple[Cell, ...]:
        result = []
        for i, item in enumerate(self.raw_list(key, default)):
            cell = self.cell(key, item, self.item_line(key, i))
            if cell is not None:
                result.append(cell)
        return tuple(result)

    def tables(self, key: str, label: str, default: Any = ()) -> list[Node]:
        """A list of inline tables (or ``[[parent.key]]`` tables) as nodes."""
        result = []
        pos = self.pos.keys.get(key, Pos(self.line))
        for i, item in enumerate(self.raw_list(key, default)):
            where = _item(pos, i)
            if isinstance(item, dict):
                result.append(Node(self.f, item, where, f"{label} #{i + 1} of {self.label}"))
            else:
                self.f.problem(where.line, f"{key!r} in {self.label} must be a list of tables")
        return result

    def child(self, key: str, label: str, required: bool = False) -> Node | None:
        """A table value (inline or ``[parent.key]``)."""
        value = self._value(key, REQUIRED if required else None)
        if value is REQUIRED or value is None:
            return None
        if not isinstance(value, dict):
            self._wrong(key, "a table", value)
            return None
        return Node(
            self.f, value, self.pos.keys.get(key, Pos(self.line)), f"{label} of {self.label}"
        )
