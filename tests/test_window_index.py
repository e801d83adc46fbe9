"""The window index finds what a full look at a Titan's elements finds (abilities/usage.py).

``usage.answering`` lists, from an index made once per content pack, the elements whose
abilities answer a window; ``keywords.elements`` is the definition of a Titan's elements. At
every decision of simulated battles (both bots, every Primordial), for every Titan and every
timing (and the windows of two timings), both must give the same elements in the same order,
with the same abilities of each timing and the same exhaustion, from a new procedure's plans
and from those of one kept over the whole battle; ``keywords.keyword_sources`` must find
every keyword where a full look at the gear, sheet and conditions finds it.
"""

from __future__ import annotations

import pytest

from atoterm.content import ContentPack
from atoterm.content.battle_schema import Effect
from atoterm.content.battle_vocab import TIMINGS
from atoterm.engine.battle.abilities import keywords as kw
from atoterm.engine.battle.abilities import usage
from atoterm.engine.battle.core.context import B
from atoterm.engine.battle.core.state import TitanState
from atoterm.engine.battle.flow.driver import simulate
from atoterm.engine.decisions import Decision
from atoterm.engine.rng import Rng
from atoterm.engine.state import GameState, RulesOptions
from atoterm.session.bot_policy import bot_choice
from atoterm.session.practice import SimulatedTable, new_practice_state

WINDOWS = [(t,) for t in TIMINGS] + [
    ("first_window", "flexible"),
    ("second_window", "flexible"),
]


def full_look(
    b: B, titan: TitanState, timings: tuple[str, ...], *, argo: bool = True
) -> list[tuple[str, list[list[str]], bool]]:
    out = []
    for source, abilities, exhausted in kw.elements(b, titan, argo=argo):
        per = [[a.name for a in abilities if kw.matches(a.timing, t)] for t in timings]
        if any(per):
            out.append((source, per, exhausted))
    return out


def indexed(
    b: B, titan: TitanState, timings: tuple[str, ...], *, argo: bool = True
) -> list[tuple[str, list[list[str]], bool]]:
    out = []
    for per, exhausted in usage.answering(b, titan, timings, argo=argo):
        sources = {o.ref.source for offers in per for o in offers}
        assert len(sources) == 1  # one element's offers
        out.append((sources.pop(), [[o.ref.name for o in offers] for offers in per], exhausted))
    return out


KEYWORD_NAMES = sorted(kw.KEYWORD_RULES)


def plain_sources(b: B, titan: TitanState, name: str) -> list[tuple[str, Effect]]:
    """``keywords.keyword_sources`` read from every element in full (gear, sheet, conditions)."""
    rule = kw.KEYWORD_RULES.get(name)
    out: list[tuple[str, Effect]] = []
    for i, g in enumerate(titan.gear):
        if kw.gear_discarded(titan, g):
            continue
        if kw.gear_exhausted(titan, g) and not (rule and rule.while_exhausted):
            continue
        out += [(f"gear:{i}", k) for k in b.bc.gear[g.card].keywords if k.op == name]
    out += [("titan", k) for k in b.bc.titans[titan.titan_class].keywords if k.op == name]
    for cid in titan.conditions:
        cond = b.bc.conditions.get(cid)
        if cond is not None:
            out += [(f"condition:{cid}", k) for k in cond.keywords if k.op == name]
    return out


@pytest.mark.parametrize("primordial,level", [("ammonax", 2), ("kyanippe", 3), ("threnos", 1)])
@pytest.mark.parametrize("policy", ["progress", "random"])
def test_the_index_finds_what_the_elements_hold(
    content: ContentPack, primordial: str, level: int, policy: str
) -> None:
    state = new_practice_state(
        content, 77, primordial_id=primordial, level=level, rules=RulesOptions()
    )
    table = SimulatedTable(content, state, 77)
    checked = 0
    kept: list[B] = []

    def answer(live: GameState, decision: Decision) -> str:
        nonlocal checked
        if table.choices_made % 7 == 0:
            # A new procedure's plans, and the plans of one kept over the whole battle (its
            # Titans' cards exhausted, discarded and looted, conditions gained and lost since
            # they were made): both find what a full look finds.
            if not kept:
                kept.append(B(live, content, Rng(live.seed, dict(live.rng))))
            for b in (B(live, content, Rng(live.seed, dict(live.rng))), kept[0]):
                for titan in b.battle.titans:
                    for timings in WINDOWS * 2:  # the second time from the plans
                        assert indexed(b, titan, timings) == full_look(b, titan, timings)
                    assert indexed(b, titan, ("free",), argo=False) == full_look(
                        b, titan, ("free",), argo=False
                    )
                    for name in KEYWORD_NAMES:
                        assert kw.keyword_sources(b, titan, name) == plain_sources(b, titan, name)
                    checked += 1
        table.choices_made += 1
        return bot_choice(table, policy)

    simulate(state, content, answer, 3000)
    assert checked > 20


def test_mnemos_and_growth_are_looked_at_in_full() -> None:
    """Mnemos cards and growth abilities are not indexed: they are found all the same, after
    the Argo's elements, exhausted ones included."""
    from test_battle_mnemos import DOOR, make

    b = make(resolved=1, growth=(DOOR.id, DOOR.id))
    titan = b.battle.titans[0]
    titan.exhausted_abilities.append("growth:1")
    for timings in WINDOWS:
        assert indexed(b, titan, timings) == full_look(b, titan, timings)
    found = indexed(b, titan, ("start_of_turn",))
    assert [s for s, _, _ in found] == ["mnemos:tide-reader", "growth:0", "growth:1"]
    assert [e for _, _, e in found] == [False, False, True]
