"""Every key a scenario file may hold, and the type of its value (docs/scenarios.md).

A scenario is checked against this schema before anything is set up: a key that is not here
is reported as ``file:line: unknown key 'x' in [setup] (did you mean 'y'?)``, a value of the
wrong type as ``file:line: 'content' in [scenario] must be text, not 5``. The builders
(``scenario.py``, ``scenario_battle.py``, ``scenario_adventure.py``) then check what depends on
the content pack (tile ids, gear ids, board size) and may trust the types.

Tables whose keys are names chosen by the writer (``[forced]`` streams, ``[expect.state]``
paths, ``tokens``, ``kratos_pool``, ``resources`` ...) declare the kind of their values
instead of a list of keys.
"""

from __future__ import annotations

from collections.abc import Callable, Mapping
from dataclasses import dataclass, field
from typing import Any, Union

import msgspec

from atoterm.content.battle_lines import Pos
from atoterm.content.errors import Problem, suggest
from atoterm.engine.state import ARGO_STATS, SKILLS, TRISKELION, Pantheon
from atoterm.session.scenario_expect import EXPECTED

Check = Callable[[Any], bool]
"""Tells whether a value has the right shape."""


@dataclass(frozen=True)
class Value:
    """A leaf value: ``what`` it must be, in words, and the check."""

    what: str
    check: Check


@dataclass(frozen=True)
class Table:
    """A table (``many``: an array of tables) with its known keys, or a kind for free keys."""

    keys: Mapping[str, Kind] = field(default_factory=dict)
    free: Kind | None = None
    many: bool = False


Kind = Union[Value, Table]  # noqa: UP007 (a forward reference: the `|` form cannot be lazy)


def _whole(value: Any) -> bool:
    return isinstance(value, int) and not isinstance(value, bool)


def _list(value: Any, item: Check) -> bool:
    return isinstance(value, list) and all(item(v) for v in value)


def _ints(low: int, high: int) -> Check:
    return lambda v: _whole(v) and low <= v <= high


NUMBER = Value("a whole number", _whole)
SEED = Value("a whole number from 0 to 2**64-1", _ints(0, 2**64 - 1))
SMALL = Value("a whole number from -1000 to 1000", _ints(-1000, 1000))
COUNT = Value("a whole number from 0 to 1000", _ints(0, 1000))
DIAL = Value("a whole number from 0 to 9", _ints(0, 9))
TEXT = Value("text", lambda v: isinstance(v, str))
FLAG = Value("true or false", lambda v: isinstance(v, bool))
TEXTS = Value("a list of text", lambda v: _list(v, lambda x: isinstance(x, str)))
NUMBERS = Value("a list of whole numbers", lambda v: _list(v, _whole))
BOXES = Value("a list of box numbers from 1 to 999", lambda v: _list(v, _ints(1, 999)))
CELL = Value(
    "[row, col] (two whole numbers)",
    lambda v: isinstance(v, list) and len(v) == 2 and all(_ints(-99, 99)(x) for x in v),
)
CELLS = Value("a list of [row, col]", lambda v: _list(v, CELL.check))
EDGES = Value(
    "a list of [r1, c1, r2, c2] edges",
    lambda v: _list(
        v, lambda e: isinstance(e, list) and len(e) == 4 and all(_ints(-99, 99)(x) for x in e)
    ),
)
CHOICES = Value(
    "a list of option ids (text) and option indexes (whole numbers)",
    lambda v: _list(v, lambda x: isinstance(x, str) or _whole(x)),
)
ANY = Value("any value", lambda v: True)
TEXT_OR_NUMBER = Value("text or a whole number", lambda v: isinstance(v, str) or _whole(v))
CARDS = Value(
    "a list of card numbers and names",
    lambda v: _list(v, lambda x: isinstance(x, str) or _whole(x)),
)


def _counts(low: int = -1000, high: int = 1000) -> Table:
    """A table of names to whole numbers (``{ precision = -1 }``)."""
    return Table(free=Value(f"a whole number from {low} to {high}", _ints(low, high)))


def _pantheon() -> Table:
    """``powers``: the fields of :class:`Pantheon`, typed as the record types them."""
    kinds: dict[str, Kind] = {}
    for f in msgspec.structs.fields(Pantheon):
        kinds[f.name] = {bool: FLAG, int: COUNT}.get(f.type, TEXTS)
    return Table(kinds)


MNEMOS_CARD = Table({"id": TEXT, "nodes": COUNT, "resolved": COUNT}, many=True)
FATED_CARD = Table({"id": TEXT, "nodes": COUNT}, many=True)

ARROW = Table(
    {"dir": TEXT, "to": NUMBER, "from_sector": TEXT, "to_sector": TEXT, "restricted": TEXT},
    many=True,
)
TILE = Table(
    {
        "id": NUMBER,
        "name": TEXT,
        "x": NUMBER,
        "y": NUMBER,
        "faction": TEXT,
        "more_factions": TEXTS,
        "symbols": TEXTS,
        "sectors": TEXTS,
        "description": TEXT,
        "arrow": ARROW,
    },
    many=True,
)

SCENARIO = Table(
    {
        "scenario": Table(
            {
                "name": TEXT,
                "seed": SEED,
                "content": TEXT,
                "undo": Value('"casual" or "strict"', lambda v: v in ("casual", "strict")),
            }
        ),
        "rules": Table(
            {
                "tie_break": TEXT,
                "trample_also_crashes": FLAG,
                "rage9_attack": TEXT,
                "difficulty": TEXT,
            }
        ),
        "content": Table(
            {
                "tile": TILE,
                "start_tile": NUMBER,
                "timeline_days": Value("a whole number from 1 to 1000", _ints(1, 1000)),
                "storybook": FLAG,
                "campaign": FLAG,
            }
        ),
        "setup": Table(
            {
                "day": COUNT,
                "tile": NUMBER,
                "sector": TEXT,
                "revealed": NUMBERS,
                "explored": NUMBERS,
                "last_city": NUMBER,
                "progress": COUNT,
                "doom": COUNT,
                "choice_matrix": BOXES,
                "argo": Table(dict.fromkeys((*ARGO_STATS, "dreamwalkers"), SMALL)),
                "adversary": Table({"primordial": TEXT, "tile": NUMBER, "track_box": NUMBER}),
                "exploration_deck": CARDS,
                "cargo": _counts(0, 1000),
                "diplomacy": _counts(-1000, 1000),
                "argonaut": Table(
                    {
                        "name": TEXT,
                        "bonus": TEXT,
                        "skills": Table(dict.fromkeys(SKILLS, SMALL)),
                        **dict.fromkeys(TRISKELION, DIAL),
                    },
                    many=True,
                ),
            }
        ),
        "forced": Table(free=Value("a list of whole numbers", NUMBERS.check)),
        "play": Table({"choices": CHOICES}),
        "expect": Table({**dict.fromkeys(EXPECTED, ANY), "state": Table(free=ANY)}),
        "adventure": Table(
            {
                "kind": TEXT,
                "what": TEXT_OR_NUMBER,
                "then": TEXTS,
                "story_card": TEXT,
                "doom_card": TEXT,
                "hub_marks": _counts(0, 1000),
                "fated": _counts(0, 1000),
                "codes": TEXTS,
                "mnemos_vault": TEXTS,
                "technologies": TEXTS,
                "argo_notes": TEXTS,
                "clues": TEXTS,
                "allies": TEXTS,
                "resources": _counts(0, 1000),
                "diplomacy": _counts(-1000, 1000),
                "inward_next": Value("a whole number from 1 to 21", _ints(1, 21)),
                "argonaut": Table(
                    {
                        "seat": Value("a seat from 0 to 3", _ints(0, 3)),
                        "mnemos": MNEMOS_CARD,
                        "fated": FATED_CARD,
                        "boons": TEXTS,
                        "afflictions": TEXTS,
                        "notes": TEXTS,
                        "katharsis": TEXTS,
                        "alive": FLAG,
                    },
                    many=True,
                ),
            }
        ),
        "battle": Table(
            {
                "primordial": TEXT,
                "level": NUMBER,
                "at": CELL,
                "facing": TEXT,
                "cursor": TEXT,
                "priority_target": TEXT,
                "kratos_pool": _counts(0, 99),
                "vantage_open": TEXTS,
                "terrain": TEXT,
                "red_lines": EDGES,
                "retreat_allowed": FLAG,
                "wise_providence": FLAG,
                "labyrinth_marker": Value("a whole number from 0 to 99", _ints(0, 99)),
                "track_box": NUMBER,
                "removed_traits": TEXTS,
                "pre_battle": FLAG,
                "powers": _pantheon(),
                "titan": Table(
                    {
                        "key": TEXT,
                        "class": TEXT,
                        "at": CELL,
                        "gear": TEXTS,
                        **dict.fromkeys(TRISKELION, DIAL),
                        "ambrosia": COUNT,
                        "despair": COUNT,
                        "conditions": TEXTS,
                        "knockdown": TEXT,
                        "tokens": _counts(-99, 99),
                        "godform": TEXT,
                        "trespass": COUNT,
                        "awakened_by_obol": FLAG,
                        "vantage": TEXT,
                        "alive": FLAG,
                        "moiros": TEXT,
                        "kratos": TEXT,
                    },
                    many=True,
                ),
                "terrain_piece": Table(
                    {
                        "terrain": TEXT,
                        "cells": CELLS,
                        "shape": TEXT,
                        "red_lines": EDGES,
                        "green_lines": EDGES,
                    },
                    many=True,
                ),
                "decks": Table(free=TEXTS),  # pile names: scenario_battle.PILES
            }
        ),
    }
)
"""The whole file."""


def check_scenario(data: dict[str, Any], pos: Pos, file: str) -> list[Problem]:
    """Every unknown key and every value of the wrong type in ``data``, with its line."""
    problems: list[Problem] = []
    _table(data, SCENARIO, pos, (), "", file, problems)
    return problems


def _table(
    data: dict[str, Any],
    schema: Table,
    pos: Pos,
    path: tuple[str, ...],
    label: str,
    file: str,
    out: list[Problem],
) -> None:
    """Check one table; ``path`` is its dotted name, ``label`` how messages name it."""
    where = f" in {label}" if label else ""
    for key, value in data.items():
        at = pos.keys.get(key, pos)
        kind = schema.keys.get(key, schema.free)
        if kind is None:
            message = f"unknown key {key!r}{where}{suggest(key, schema.keys)}"
            out.append(Problem(file, at.line, message))
        elif isinstance(kind, Value):
            if not kind.check(value):
                message = f"{key!r}{where} must be {kind.what}, not {_show(value)}"
                out.append(Problem(file, at.line, message))
        else:
            _nested(value, kind, at, (*path, key), file, out)


def _nested(
    value: Any, kind: Table, pos: Pos, path: tuple[str, ...], file: str, out: list[Problem]
) -> None:
    """A sub-table (``[a.b]``) or an array of them (``[[a.b]]``)."""
    name = ".".join(path)
    if not kind.many:
        if isinstance(value, dict):
            _table(value, kind, pos, path, f"[{name}]", file, out)
        else:
            out.append(Problem(file, pos.line, f"[{name}] must be a table, not {_show(value)}"))
        return
    if not isinstance(value, list) or not all(isinstance(v, dict) for v in value):
        message = f"{path[-1]!r} must be [[{name}]] tables, not {_show(value)}"
        out.append(Problem(file, pos.line, message))
        return
    for index, item in enumerate(value):
        at = pos.items[index] if index < len(pos.items) else pos
        _table(item, kind, at, path, f"[[{name}]] #{index + 1}", file, out)


def _show(value: Any) -> str:
    """A value as the message quotes it: its repr, cut short."""
    text = repr(value)
    return text if len(text) <= 60 else text[:57] + "..."
