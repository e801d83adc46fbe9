"""The ``[expect]`` table of a scenario: what the state must be after the choices."""

from __future__ import annotations

from collections.abc import Callable
from typing import TYPE_CHECKING, Any

from atoterm.session.game import Game

if TYPE_CHECKING:
    from atoterm.session.scenario import Scenario

EXPECTED: dict[str, Callable[[Game], Any]] = {
    "day": lambda g: g.state.timeline.day,
    "round": lambda g: g.state.round,
    "step": lambda g: g.state.step,
    "phase": lambda g: g.state.phase,
    "tile": lambda g: g.state.voyage.tile,
    "sector": lambda g: g.state.voyage.sector,
    "revealed": lambda g: g.state.voyage.revealed,
    "explored": lambda g: g.state.voyage.explored,
    "last_city": lambda g: g.state.voyage.last_city,
    "progress": lambda g: g.state.progress,
    "doom": lambda g: g.state.doom,
    "crew": lambda g: g.state.argo.crew,
    "hull": lambda g: g.state.argo.hull,
    "argo_fate": lambda g: g.state.argo.argo_fate,
    "knowledge": lambda g: g.state.argo.knowledge,
    "dreamwalkers": lambda g: g.state.argo.dreamwalkers,
    "outcome": lambda g: g.state.outcome.result if g.state.outcome else "none",
    "pending": lambda g: g.pending.kind if g.pending else "none",
    "options": lambda g: [o.id for o in g.pending.options] if g.pending else [],
    "legal": lambda g: [o.id for o in g.pending.legal_options()] if g.pending else [],
    "digest": lambda g: f"{g.digest:016x}",
    "events": lambda g: [e.kind for e in g.last_events],
}


def check_expectations(scenario: Scenario, game: Game) -> None:
    expect = scenario.section("expect")
    for key in sorted(expect):
        if key not in EXPECTED:
            known = ", ".join(sorted(EXPECTED))
            raise scenario.fail("expect", key, f"unknown expectation {key!r} (known: {known})")
        actual = EXPECTED[key](game)
        wanted = expect[key]
        if key == "events":
            missing = [kind for kind in wanted if kind not in actual]
            if missing:
                raise scenario.fail(
                    "expect", key, f"expected events {missing} among {actual}", True
                )
            continue
        if actual != wanted:
            raise scenario.fail("expect", key, f"expected {key} = {wanted!r}, got {actual!r}", True)
