"""Typed field access on parsed TOML that records a problem instead of raising."""

from __future__ import annotations

import tomllib
from collections.abc import Callable
from pathlib import Path
from typing import Any

from atoterm.content.errors import Problem, suggest
from atoterm.content.files import (
    FileTooLarge,
    NotRegularFile,
    read_regular_bytes,
)
from atoterm.content.toml_guard import nesting_problem
from atoterm.content.toml_lines import Table, TomlLines

MAX_FILE_BYTES = 4 * 1024 * 1024
INT_LIMIT = 2**31
"""Content numbers stay far inside the 64 bits the canonical encoding can hold."""


class TomlFile:
    """One content file: its data, its line index and the problems found in it."""

    def __init__(self, root: Path, name: str, problems: list[Problem]) -> None:
        self.name = name
        self.problems = problems
        self.data: dict[str, Any] = {}
        self.text = ""
        self.lines = TomlLines("")
        path = root / name
        try:
            raw = read_regular_bytes(path, MAX_FILE_BYTES)
            text = raw.decode("utf-8")
        except FileNotFoundError:
            self.problem(1, "file is missing")
            return
        except FileTooLarge:
            self.problem(1, f"file is larger than {MAX_FILE_BYTES} bytes")
            return
        except NotRegularFile as exc:
            self.problem(1, f"cannot read file: it {exc.strerror}")
            return
        except UnicodeDecodeError as exc:
            line = raw.count(b"\n", 0, exc.start) + 1
            self.problem(line, f"cannot read file: not UTF-8 ({exc.reason})")
            return
        except OSError as exc:
            self.problem(1, f"cannot read file: {exc.strerror or exc}")
            return
        self.text = text
        self.lines = TomlLines(text)
        self.data = parse_toml(text, self.problem)

    @property
    def ok(self) -> bool:
        return bool(self.data)

    def problem(self, line: int, message: str) -> None:
        self.problems.append(Problem(self.name, line, message))

    def check_keys(
        self, table: dict[str, Any], where: Table | None, allowed: tuple[str, ...], label: str
    ) -> None:
        """Report every key of ``table`` not in ``allowed`` (a near miss gets a suggestion)."""
        for key in table:
            if key not in allowed:
                at = f" in {label}" if label else ""
                self.problem(
                    self.lines.key(where, key), f"unknown key {key!r}{at}{suggest(key, allowed)}"
                )

    def get(
        self, table: dict[str, Any], where: Table | None, key: str, kind: type, default: Any = None
    ) -> Any:
        """``table[key]`` if it has type ``kind``; a problem (and ``default``) otherwise."""
        line = self.lines.key(where, key)
        if key not in table:
            if default is not None:
                return default
            self.problem(line, f"missing key {key!r}")
            return _empty(kind)
        value = table[key]
        if kind is int and (isinstance(value, bool) or not isinstance(value, int)):
            self.problem(line, f"{key!r} must be a whole number, not {value!r}")
            return _empty(kind)
        if kind is int and not -INT_LIMIT <= value < INT_LIMIT:
            self.problem(line, f"{key!r} must be between {-INT_LIMIT} and {INT_LIMIT - 1}")
            return _empty(kind)
        if not isinstance(value, kind):
            self.problem(line, f"{key!r} must be {kind.__name__}, not {type(value).__name__}")
            return _empty(kind)
        if kind is list:
            for item in value:
                if not isinstance(item, str):
                    self.problem(line, f"{key!r} must be a list of text")
                    return []
        return value


def parse_toml(text: str, problem: Callable[[int, str], None]) -> dict[str, Any]:
    """``tomllib.loads(text)``, or ``{}`` after reporting why not as ``problem(line, message)``.

    The nesting is measured first (:mod:`atoterm.content.toml_guard`): deep text would make
    ``tomllib`` recurse past Python's limit or spend quadratic memory on a long dotted key.
    """
    deep = nesting_problem(text)
    if deep is not None:
        problem(*deep)
        return {}
    try:
        return tomllib.loads(text)
    except tomllib.TOMLDecodeError as exc:
        line = getattr(exc, "lineno", None) or _line_from_message(str(exc))
        problem(line, f"TOML syntax error: {str(exc).split(' (at')[0]}")
    except RecursionError:  # the measure above keeps this away; a last guard all the same
        problem(1, "the data nests too deeply")
    return {}


def _empty(kind: type) -> Any:
    return {int: 0, str: "", list: [], dict: {}, bool: False}.get(kind)


def _line_from_message(message: str) -> int:
    marker = "at line "
    if marker in message:
        digits = message.split(marker, 1)[1].split(",", 1)[0].strip(" )")
        if digits.isdigit():
            return int(digits)
    return 1
