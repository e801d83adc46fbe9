"""The ``[expect]`` table of a scenario: what the state must be after the choices."""

from __future__ import annotations

from collections.abc import Callable
from typing import TYPE_CHECKING, Any

from atoterm.engine.codec import to_plain
from atoterm.session.game import Game
from atoterm.session.scenario_battle import state_path

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
    "chronicle": lambda g: [e.kind for e in g.chronicle],
    "battle_result": lambda g: g.state.battle.result if g.state.battle else "none",
}


def check_expectations(scenario: Scenario, game: Game) -> None:
    expect = scenario.section("expect")
    for key in sorted(expect):
        if key == "state":
            _check_paths(scenario, game, expect[key])
            continue
        if key not in EXPECTED:
            known = ", ".join(sorted(EXPECTED))
            raise scenario.fail("expect", key, f"unknown expectation {key!r} (known: {known})")
        actual = EXPECTED[key](game)
        wanted = expect[key]
        if key in ("events", "chronicle"):
            missing = [kind for kind in wanted if kind not in actual]
            if missing:
                raise scenario.fail(
                    "expect", key, f"expected events {missing} among {actual}", True
                )
            continue
        if actual != wanted:
            raise scenario.fail("expect", key, f"expected {key} = {wanted!r}, got {actual!r}", True)


def _check_paths(scenario: Scenario, game: Game, wanted: Any) -> None:
    """``[expect.state]``: dotted paths into the plain state ("battle.titans.A.alive" = false)."""

    if not isinstance(wanted, dict):
        raise scenario.fail("expect", "state", "[expect.state] must be a table of paths")
    plain = to_plain(game.state)
    for path in sorted(wanted):
        try:
            actual = state_path(plain, path)
        except (KeyError, IndexError):
            raise scenario.fail(
                "expect.state", path, f"no value at {path!r} in the state"
            ) from None
        if actual != wanted[path]:
            raise scenario.fail(
                "expect.state", path, f"expected {path} = {wanted[path]!r}, got {actual!r}", True
            )
