"""What the menus of a Titan's turn leave out to save time changes no option (titans/round.py,
titans/weapons.py, titans/actions.py, titans/kratos.py, abilities/usage.py).

A simulation (``b.explaining`` off) puts no words nobody reads together: a spent combat action
does not look at the weapons' own problems (they would only decide whether odds are told), a
Kratos option has no label. A Rush looks for no space when the Titan stands too close to take
3+ steps each closer. An ability's option id is made once per content pack. The free actions
and Titan-Round abilities are found in one look at the Titan's elements (``candidates_of``);
only cards that can Rush are asked their Rush (``rush_weapons``). At decisions of simulated battles (both bots, every Primordial), for every
living Titan, the options must have the ids, values and reasons of the plain computation.
"""

from __future__ import annotations

from itertools import pairwise

import pytest

from atoterm.content import ContentPack
from atoterm.content.battle_vocab import TIMINGS
from atoterm.engine.battle.abilities import keywords as kw
from atoterm.engine.battle.abilities import usage
from atoterm.engine.battle.board.board import primordial_cells
from atoterm.engine.battle.board.geometry import Cell, area_distance, distance_to_area
from atoterm.engine.battle.core.context import B
from atoterm.engine.battle.core.state import TitanState
from atoterm.engine.battle.flow.driver import simulate
from atoterm.engine.battle.titans import actions, kratos, stats
from atoterm.engine.battle.titans.round import action_options
from atoterm.engine.battle.titans.weapons import weapon_options, weapon_problem
from atoterm.engine.decisions import Decision, Option
from atoterm.engine.rng import Rng
from atoterm.engine.state import GameState, RulesOptions
from atoterm.session.bot_policy import bot_choice
from atoterm.session.practice import SimulatedTable, new_practice_state


def plain_rush_cells(b: B, titan: TitanState, index: int) -> dict[Cell, int]:
    """Rush's spaces by their definition: every destination within the Rush's Speed, 3+ steps,
    each one closer, from which the weapon can attack [KEY-055]."""
    kind = actions.rush_kind(b, titan, index)
    if not kind:
        return {}
    speed = stats.titan_speed(b, titan) + (2 if kind == "improved_rush" else 1)
    own = primordial_cells(b)
    start = area_distance(((titan.row, titan.col),), own)
    return {
        cell: steps
        for cell, steps in actions.destinations(b, titan, speed).items()
        if steps >= 3
        and steps == start - distance_to_area(cell, own)
        and not weapon_problem(b, titan, index, rush=kind, cell=cell)
    }


def plain_option_ids(refs: list[usage.AbilityRef], prefix: str) -> list[str]:
    """Option ids by their definition: prefix, source, the name's stem; numbered when twice."""
    ids: list[str] = []
    for ref in refs:
        base = f"{prefix}-{ref.source.replace(':', '')}-{kw.stem(ref.name).replace('_', '-')}"
        oid, n = base, 2
        while oid in ids:
            oid, n = f"{base}-{n}", n + 1
        ids.append(oid)
    return ids


def plain_free_refs(b: B, titan: TitanState) -> list[tuple[usage.AbilityRef, str]]:
    """Free actions by their definition: the candidates of each timing in turn, each ability
    once, those taken this turn refused [BAT-TITAN-088]."""
    out = []
    listed: set[str] = set()
    for timing in ("free", "titan_round"):
        for ref, why in usage.candidates(b, titan, timing, argo=False):
            if ref.key in listed:
                continue
            listed.add(ref.key)
            if not why and ref.key in titan.free_used:
                why = "already taken this turn [BAT-TITAN-088]"
            out.append((ref, why))
    return out


def chosen_by(options: list[Option]) -> list[tuple[str, str, object]]:
    """What a rule or a bot reads of options: ids, reasons, values."""
    return [(o.id, o.disabled, o.value) for o in options]


def check(live: GameState, content: ContentPack) -> int:
    told = B(live, content, Rng(live.seed, dict(live.rng)))
    quiet = B(live, content, Rng(live.seed, dict(live.rng)))
    quiet.explaining = False
    rushes = 0
    for titan in told.battle.living():
        full = action_options(told, titan)
        fast = action_options(quiet, titan)
        assert chosen_by(fast) == chosen_by(full)
        # a simulation's weapon options carry no words (no player reads them, stop 31's speed
        # round); every other option is worded as the player's
        for quick, worded in zip(fast, full, strict=True):
            assert quick.label == worded.label or (
                not quick.label and isinstance(quick.value, list) and quick.value[0] == "attack"
            ), (quick.id, worded.label)
        spent = "the combat action is spent"
        assert chosen_by(weapon_options(quiet, titan, disabled=spent)) == chosen_by(
            weapon_options(told, titan, disabled=spent)
        )
        for moment in kratos.ORDER:
            assert chosen_by(kratos.options_for(quiet, titan, moment)) == chosen_by(
                kratos.options_for(told, titan, moment)
            )
        assert actions.free_refs(quiet, titan) == plain_free_refs(told, titan)
        assert actions.rush_weapons(quiet, titan) == [
            (i, actions.rush_kind(told, titan, i))
            for i, g in enumerate(titan.gear)
            if not g.discarded and actions.rush_kind(told, titan, i)
        ]
        for first, second in pairwise(TIMINGS):
            once: dict[str, tuple[usage.AbilityRef, str]] = {}
            for timing in (first, second):
                for ref, why in usage.candidates(told, titan, timing):
                    once.setdefault(ref.key, (ref, why))
            assert usage.candidates_of(told, titan, (first, second)) == list(once.values())
        for timing in TIMINGS:
            refs = [ref for ref, _ in usage.window_choices(told, titan, (timing,))]
            for prefix in ("use", "free"):
                assert usage.option_ids(told, refs, prefix) == plain_option_ids(refs, prefix)
        for index, g in enumerate(titan.gear):
            if not g.discarded and actions.rush_kind(told, titan, index):
                assert actions.rush_cells(told, titan, index) == plain_rush_cells(
                    told, titan, index
                )
                rushes += 1
    return rushes


@pytest.mark.parametrize("primordial,level", [("ammonax", 2), ("kyanippe", 3), ("threnos", 1)])
@pytest.mark.parametrize("policy", ["progress", "random"])
def test_the_shortcuts_give_the_plain_options(
    content: ContentPack, primordial: str, level: int, policy: str
) -> None:
    state = new_practice_state(
        content, 31, primordial_id=primordial, level=level, rules=RulesOptions()
    )
    table = SimulatedTable(content, state, 31)
    checked = rushes = 0

    def answer(live: GameState, decision: Decision) -> str:
        nonlocal checked, rushes
        if decision.kind == "battle.turn" or table.choices_made % 5 == 0:
            rushes += check(live, content)
            checked += 1
        table.choices_made += 1
        return bot_choice(table, policy)

    simulate(state, content, answer, 3000)
    assert checked > 20
