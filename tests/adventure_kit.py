"""Builders for Adventure Phase tests: a tiny storybook written in the test, a state, a driver.

Rule tests should not depend on the shipped story's prose or numbers: write the few paragraphs
a test needs in the storybook format (docs/storybook-format.md), lay them over the shipped
storybook (its Mnemos cards, Special Events and other chapters stay available), queue the
adventure, force the dice, and answer the decisions.

    content = kit.pack('''
    @chapter main "T"
    == 0001 Start
    test cunning 6+: Try.
      success -> return
      fail > gain_doom 1
      fail -> return
    ''')
    run = kit.read("0001", content, forced={kit.D10: [7]})
    run.choose("leader:0", "roll")
"""

from __future__ import annotations

import dataclasses
from collections.abc import Iterable
from dataclasses import dataclass, field
from functools import lru_cache
from textwrap import dedent
from typing import Any

from atoterm.content import ContentPack, load_content
from atoterm.content.errors import Problem
from atoterm.content.story_model import Chapter, Paragraph, Storybook
from atoterm.content.story_parse import ChapterReader
from atoterm.engine import machine
from atoterm.engine.context import Ctx
from atoterm.engine.decisions import Decision, Event, Option
from atoterm.engine.rng import Rng
from atoterm.engine.setup import new_state
from atoterm.engine.state import SKILLS, GameState, RulesOptions
from atoterm.engine.story_state import Adventure, FatedHeld, MnemosHeld, Queued

D10 = "adventure.d10"
"""Test and roll dice of the storybook (engine/adventure/tests.py)."""
TABLE = "adventure.table"
"""Adventure Hubs table, hub tables, R&R and Dreams of Pharos rolls."""
RANDOM = "adventure.random"
"""Random Argonaut d10s (one per candidate, GEN-026)."""
DELVE = "adventure.delve"
"""The Pharos Delve's Major Trauma shuffle (Fisher-Yates: i = n-1 down to 1)."""
MNEMOS = "adventure.mnemos"

__all__ = [
    "D10",
    "DELVE",
    "MNEMOS",
    "RANDOM",
    "TABLE",
    "FatedHeld",
    "MnemosHeld",
    "Run",
    "ctx_for",
    "deck_order",
]


@lru_cache(maxsize=1)
def shipped() -> ContentPack:
    """The embedded Cycle (loaded once per test session)."""
    return load_content(None)


def book(*chapters: str, base: Storybook | None = None) -> Storybook:
    """``base`` (default: the shipped storybook) with ``chapters`` laid over it: a chapter of
    the same section (and hub) replaces the shipped one; paragraphs are added or replaced."""
    base = base if base is not None else shipped().storybook
    assert base is not None
    problems: list[Problem] = []
    mine: list[Chapter] = []
    paragraphs: dict[str, Paragraph] = dict(base.paragraphs)
    for number, text in enumerate(chapters):
        reader = ChapterReader(f"kit{number}.story", dedent(text).strip() + "\n", problems)
        mine.append(reader.chapter())
        paragraphs.update({p.id: p for p in reader.paragraphs})
    if problems:
        raise AssertionError("\n".join(str(p) for p in problems))
    keys = {(c.section, c.hub) for c in mine if c.section != "main"}
    kept = tuple(c for c in base.chapters if (c.section, c.hub) not in keys)
    return dataclasses.replace(
        base, chapters=tuple(mine) + kept, paragraphs=dict(sorted(paragraphs.items()))
    )


def pack(*chapters: str, **changes: Any) -> ContentPack:
    """The shipped pack with a storybook made by :func:`book` (and ``Storybook`` fields
    replaced by ``changes``, e.g. ``hub_rows=...``)."""
    base = shipped()
    story = dataclasses.replace(book(*chapters), **changes)
    return dataclasses.replace(base, storybook=story, hash=f"{base.hash}+kit")


def fresh_state(content: ContentPack, seed: int = 1) -> GameState:
    """Four Argonauts with all Skills +0 (no Portrait bonus), waiting in the Adventure step."""
    state = new_state(content, seed, RulesOptions())
    for argonaut in state.argonauts:
        argonaut.bonus_skill = "fury"
        argonaut.skills = {s: 0 for s in SKILLS}
    state.step, state.phase, state.round = "adventure", "adventure", 1
    state.timeline.day = 1
    return state


def ctx_for(state: GameState, content: ContentPack) -> Ctx:
    """A context for calling engine functions directly (its events are in ``ctx.events``)."""
    return Ctx(state=state, content=content, rng=Rng(state.seed, state.rng, forced=state.forced))


def deck_order(values: list[int], order: list[int]) -> list[int]:
    """Forced Fisher-Yates draws that put ``values`` (sorted ascending, as the Delve builds its
    deck) in ``order``: the first card of ``order`` is drawn first."""
    current = sorted(values)
    want = list(order) + sorted(_minus(sorted(values), order))
    assert len(want) == len(current)
    draws = []
    for i in range(len(current) - 1, 0, -1):
        j = current.index(want[i], 0, i + 1) if want[i] in current[: i + 1] else -1
        assert j >= 0, "the order cannot be made"
        draws.append(j)
        current[i], current[j] = current[j], current[i]
    return draws


def _minus(values: list[int], taken: list[int]) -> list[int]:
    rest = list(values)
    for value in taken:
        rest.remove(value)
    return rest


@dataclass
class Run:
    """A state driven through the machine, every event kept."""

    state: GameState
    content: ContentPack
    events: list[Event] = field(default_factory=list)
    last: list[Event] = field(default_factory=list)

    def start(self) -> Run:
        self.last = machine.start(self.state, self.content).events
        self.events += self.last
        return self

    def choose(self, *option_ids: str) -> Run:
        for option_id in option_ids:
            self.last = machine.apply(self.state, self.content, option_id).events
            self.events += self.last
        return self

    @property
    def pending(self) -> Decision | None:
        return self.state.pending

    @property
    def kind(self) -> str:
        return self.state.pending.kind if self.state.pending else "none"

    def option(self, option_id: str) -> Option:
        assert self.state.pending is not None, "nothing is pending"
        return self.state.pending.option(option_id)

    def ids(self) -> list[str]:
        return [o.id for o in self.state.pending.options] if self.state.pending else []

    def legal(self) -> list[str]:
        return [o.id for o in self.state.pending.legal_options()] if self.state.pending else []

    def of(self, kind: str) -> list[Event]:
        return [e for e in self.events if e.kind == kind]

    def kinds(self) -> list[str]:
        return [e.kind for e in self.events]

    def read(self) -> list[str]:
        """Paragraphs shown, in order (a paragraph shown twice appears twice)."""
        return [str(e.data["paragraph"]) for e in self.events if e.kind == "paragraph"]

    @property
    def adventure(self) -> Adventure | None:
        return self.state.adventure

    @property
    def ended(self) -> bool:
        return self.state.outcome is not None and self.state.outcome.result == "ended"


def run(
    content: ContentPack,
    queue: Iterable[Queued],
    *,
    seed: int = 1,
    forced: dict[str, list[int]] | None = None,
    setup: Any = None,
) -> Run:
    """Queue ``queue`` in a fresh state, apply ``setup(state)``, force dice and start."""
    state = fresh_state(content, seed)
    state.story.queue.extend(queue)
    for stream, values in (forced or {}).items():
        state.forced[stream] = list(values)
    if setup is not None:
        setup(state)
    return Run(state, content).start()


def read(para: str, content: ContentPack, kind: str = "story", **kwargs: Any) -> Run:
    """Read paragraph ``para`` as an adventure of ``kind``."""
    return run(content, [Queued(kind, para, label="test")], **kwargs)


def give_mnemos(state: GameState, index: int, card: str, nodes: int = 0, resolved: int = 0) -> None:
    state.argonauts[index].mnemos.append(MnemosHeld(card, nodes, resolved))


def give_fated(state: GameState, index: int, card: str, nodes: int = 0) -> None:
    state.argonauts[index].fated.append(FatedHeld(card, nodes))
