"""The one registry of effect ops, for every kind of card and paragraph (ARCHITECTURE §2).

An effect op is a name ("gain_gear", "knockback", "gain_doom") and, for each *scope* it can run
in, one procedure. The scope is given by where the effect runs, never by the content that
holds it: a Titan's gear and a Primordial's AI card resolve in the ``battle`` scope (typed
:class:`~atoterm.content.battle_schema.Effect`, a ``B`` battle context, procedures that may
``yield`` decisions), a story paragraph, an Exploration card or a Technology in the
``campaign`` scope (a plain dict effect and the campaign ``Ctx``). "You can be anything you
fight": a Primordial's ability and a Titan's use the same op and the same procedure.

One name, one op: ``gain_gear`` in a battle collects the Gear for the Aftermath (and offers to
equip it), in a story paragraph it goes straight to the Armory — two procedures of one op, one
per scope. Two names for one meaning are one op and an *alias*
(:data:`atoterm.content.op_aliases.ALIASES`), folded into the canonical name when content is
loaded: the engine never sees an alias.

An op that never asks anything is *instant*: a plain procedure that returns at once. In the
battle scope it is registered with ``instant=True`` and called without a generator; every
campaign-scope procedure is a plain call (it asks, if at all, through ``ctx.ask``).

This module holds no rules and imports nothing of the engine: the op modules register
themselves into it on import (``engine/effects.py``, ``engine/adventure``, ``engine/campaign``
and the battle rule modules, all imported by ``engine/battle/rules.py``).
"""

from __future__ import annotations

from collections.abc import Callable, Iterator
from dataclasses import dataclass, field
from typing import Any, Literal

from atoterm.content.op_aliases import ALIASES

Scope = Literal["campaign", "battle"]
CAMPAIGN: Scope = "campaign"
"""Outside Battle: the campaign steps, the storybook, Exploration cards, Technologies."""
BATTLE: Scope = "battle"
"""Inside a Battle: AI and BP cards, gear, trauma, terrain, Kratos, abilities."""
SCOPES: tuple[Scope, ...] = (CAMPAIGN, BATTLE)

# Alias -> canonical op name: the loaders fold an alias into its canonical name, so content may
# use either and the engine only ever sees the canonical one (content/op_aliases.py).


@dataclass
class OpEntry:
    """One effect op: its procedure in each scope it can run in."""

    name: str
    procedures: dict[Scope, Callable[..., Any]] = field(default_factory=dict)
    instant: dict[Scope, bool] = field(default_factory=dict)

    def scopes(self) -> tuple[Scope, ...]:
        return tuple(s for s in SCOPES if s in self.procedures)


class Registry:
    """Every effect op by name; per scope, the dispatch table the interpreters read.

    The per-scope tables are plain dicts filled at import (the hot path looks an op up once per
    effect; a dict lookup is all it costs).
    """

    def __init__(self) -> None:
        self.entries: dict[str, OpEntry] = {}
        self._tables: dict[Scope, dict[str, Callable[..., Any]]] = {s: {} for s in SCOPES}

    def register(
        self, name: str, scope: Scope, fn: Callable[..., Any], *, instant: bool = False
    ) -> None:
        """Give op ``name`` its procedure for ``scope``; twice for one scope is an error."""
        if name in ALIASES:
            raise ValueError(f"effect op {name!r} is an alias of {ALIASES[name]!r}")
        entry = self.entries.setdefault(name, OpEntry(name))
        if scope in entry.procedures:
            raise ValueError(f"effect op {name!r} is registered twice in the {scope} scope")
        entry.procedures[scope] = fn
        entry.instant[scope] = instant
        self._tables[scope][name] = _as_procedure(fn) if instant and scope == BATTLE else fn

    def table(self, scope: Scope) -> dict[str, Callable[..., Any]]:
        """Op name -> procedure in ``scope``. An instant battle op is stored as a generator
        that asks nothing, carrying the plain procedure as ``.instant`` (the interpreter calls
        that directly; a test may still swap any entry for a recording generator)."""
        return self._tables[scope]

    def entry(self, name: str) -> OpEntry | None:
        return self.entries.get(canonical(name))


def canonical(name: str) -> str:
    """The op an alias stands for (a canonical name stands for itself)."""
    return ALIASES.get(name, name)


def _as_procedure(fn: Callable[..., None]) -> Callable[..., Iterator[Any]]:
    """An instant op seen as a battle procedure that asks nothing (for callers that
    ``yield from`` every op alike)."""

    def procedure(*args: Any) -> Iterator[Any]:
        fn(*args)
        yield from ()

    procedure.__name__ = getattr(fn, "__name__", "procedure")
    procedure.__doc__ = fn.__doc__
    procedure.instant = fn  # type: ignore[attr-defined]  # the interpreter calls it directly
    return procedure


REGISTRY = Registry()
"""The one registry (filled at import by the op modules)."""
