"""Builders for Advancement Step tests: a tiny hand-made sea and Cycle (so the tests never
depend on the shipped content), a state waiting in the Advancement Step, a driver.

    kit = Adva(cycle(techs=[...]), day=3, technologies=["forge"], resources={"bronze": 4})
    kit.choose("craft:forge:0", "done")
"""

from __future__ import annotations

import dataclasses
from collections.abc import Sequence
from typing import Any

from atoterm.content.campaign_model import (
    Breeding,
    CampaignContent,
    Pattern,
    Rate,
    Recipe,
    Requirement,
    Resource,
    TechAbility,
    Technology,
    Trade,
)
from atoterm.content.schema import ArgoStart, Arrow, ContentPack, Faction, Tile, TimelineEvent
from atoterm.engine import machine
from atoterm.engine import round as _round  # noqa: F401  (registers the steps)
from atoterm.engine.context import Ctx
from atoterm.engine.decisions import Decision, Event, Option
from atoterm.engine.rng import Rng
from atoterm.engine.setup import new_state
from atoterm.engine.state import GameState, RulesOptions

__all__ = [
    "Adva",
    "Breeding",
    "Pattern",
    "Rate",
    "Recipe",
    "Requirement",
    "TechAbility",
    "Technology",
    "Trade",
    "cycle",
    "pack",
    "req",
    "tech",
]

RESOURCES = (
    Resource("bronze", "Bronze", "mortal"),
    Resource("rope", "Rope", "mortal"),
    Resource("ambrosia", "Raw Ambrosia", "mortal"),
    Resource("hide", "Lion Hide", "primordial", "lion"),
    Resource("muscle", "Muscle Cluster", "primordial", "boar"),
    Resource("mantle", "Fleshy Mantle", "primordial", "boar"),
    Resource("lion_core", "Lion Core", "core", "lion"),
    Resource("tear", "Sisyphus Tear", "divine"),
    Resource("pearl", "Moon Pearl", "rare"),
)


def req(kind: str, subject: str = "", value: int = 0) -> Requirement:
    return Requirement(kind, subject, value)


def tech(tid: str, kind: str = "structural", **fields: Any) -> Technology:
    """A Technology named after its id; ``requires`` as a list of OR groups."""
    requires = tuple(tuple(g) for g in fields.pop("requires", ()))
    return Technology(tid, tid.replace("_", " ").title(), kind, "", requires=requires, **fields)


def cycle(*techs: Technology, **fields: Any) -> CampaignContent:
    return CampaignContent(
        resources={r.id: r for r in RESOURCES},
        technologies={t.id: t for t in techs},
        **fields,
    )


def _tile(tid: int, x: int, *arrows: Arrow, symbols: Sequence[str] = (), faction: str = "") -> Tile:
    return Tile(tid, f"Tile {tid}", x, 0, faction, tuple(symbols), (), "", arrows)


def pack(cc: CampaignContent, events: Sequence[TimelineEvent] = ()) -> ContentPack:
    """Three tiles in a row: 1 a City of the faction "f", 2 plain waters of "f", 3 open sea."""
    tiles = (
        _tile(1, 0, Arrow("E", 2), symbols=["city"], faction="f"),
        _tile(2, 1, Arrow("W", 1), Arrow("E", 3), faction="f"),
        _tile(3, 2, Arrow("W", 2)),
    )
    return ContentPack(
        id="test-adva",
        name="Test",
        version=1,
        description="",
        hash="0000000000000000",
        argo=ArgoStart(crew=6, hull=5, argo_fate=2, knowledge=0),
        start_tile=1,
        start_sector="",
        argonaut_names=("Ana", "Bo", "Cy", "Di"),
        factions=(Faction("f", "Fisherfolk", ""), Faction("g", "Guild", "")),
        tiles={t.id: t for t in tiles},
        timeline_days=30,
        timeline=tuple(events),
        tile_order=(1, 2, 3),
        cycle=cc,
    )


def research_day(day: int, *kinds: str) -> list[TimelineEvent]:
    return [TimelineEvent(day, k, k) for k in kinds]


class Adva:
    """A campaign state waiting in the Advancement Step of ``day``; ``choose`` answers."""

    def __init__(
        self,
        cc: CampaignContent,
        day: int = 1,
        events: Sequence[TimelineEvent] = (),
        tile: int = 1,
        forced: dict[str, list[int]] | None = None,
        start: bool = True,
        **setup: Any,
    ) -> None:
        self.content = pack(cc, events)
        state = new_state(self.content, 7, RulesOptions())
        for argonaut, skill in zip(
            state.argonauts, ("fury", "will", "wisdom", "cunning"), strict=True
        ):
            argonaut.bonus_skill = skill
        state.step, state.phase, state.round = "advancement", "voyage", day
        state.timeline.day = day
        state.voyage.tile = tile
        state.forced = {k: list(v) for k, v in (forced or {}).items()}
        story, campaign = state.story, state.campaign
        story.technologies = list(setup.pop("technologies", []))
        story.resources = dict(setup.pop("resources", {}))
        story.armory = list(setup.pop("armory", []))
        story.patterns = list(setup.pop("patterns", []))
        story.diplomacy = dict(setup.pop("diplomacy", {}))
        campaign.projects = list(setup.pop("projects", []))
        campaign.encountered = dict(setup.pop("encountered", {}))
        campaign.killed = dict(setup.pop("killed", {}))
        state.voyage.explored = list(setup.pop("explored", []))
        state.voyage.last_city = int(setup.pop("last_city", 0))
        for key, value in setup.pop("argo", {}).items():
            setattr(state.argo, key, value)
        assert not setup, f"unknown setup keys {sorted(setup)}"
        self.state: GameState = state
        self.events: list[Event] = []
        if start:
            self.events = machine.start(state, self.content).events

    def next_day(self, days: int = 1) -> Adva:
        """Skip to the Advancement Step ``days`` later (the other steps are not played)."""
        from atoterm.engine.campaign.advancement import new_day

        state = self.state
        state.pending = None
        state.step, state.step_done, state.phase = "advancement", False, "voyage"
        state.timeline.day += days
        state.round += days
        new_day(self.ctx())
        self.events = machine.start(state, self.content).events
        return self

    def ctx(self) -> Ctx:
        state = self.state
        return Ctx(
            state=state, content=self.content, rng=Rng(state.seed, state.rng, forced=state.forced)
        )

    def choose(self, *option_ids: str) -> Adva:
        for option_id in option_ids:
            self.events = machine.apply(self.state, self.content, option_id).events
        return self

    @property
    def pending(self) -> Decision | None:
        return self.state.pending

    @property
    def kind(self) -> str:
        return self.pending.kind if self.pending else ""

    def option(self, option_id: str) -> Option:
        assert self.pending is not None
        return self.pending.option(option_id)

    def ids(self) -> list[str]:
        return [o.id for o in self.pending.options] if self.pending else []

    def legal(self) -> list[str]:
        return [o.id for o in self.pending.legal_options()] if self.pending else []

    def kinds(self) -> list[str]:
        return [e.kind for e in self.events]

    def rules(self) -> list[str]:
        return [e.rule for e in self.events]

    @property
    def cargo(self) -> dict[str, int]:
        return {k: v for k, v in self.state.story.resources.items() if v}


def replace(cc: CampaignContent, **fields: Any) -> CampaignContent:
    return dataclasses.replace(cc, **fields)
