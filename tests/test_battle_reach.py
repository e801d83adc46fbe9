"""Effects that reach past their subject: the other Titans and the Argo [BAT-MISC-039]
(engine/battle/abilities/ops_reach.py). The Moiros card Frayed Together plays both in
tests/scenarios/bat_misc_moiros_reaches_others.toml."""

from __future__ import annotations

import battle_kit as kit
import pytest

from atoterm.content.battle_parse import parse_words
from atoterm.content.battle_schema import BATTLE_OPS, ArgoAbility
from atoterm.engine.battle.abilities.effects import EffectCtx, resolve_effects
from atoterm.engine.battle.core.state import ArgoAbilityState

BELL = ArgoAbility("bell", "Bell", 2, "titan_round", kit.fx("none"))
CHORUS = ArgoAbility("chorus", "Chorus", 2, "titan_round", kit.fx("none"))


def make(charges: dict[str, int]):
    content = kit.pack()
    assert content.battle is not None
    content.battle.argo_abilities.update({BELL.id: BELL, CHORUS.id: CHORUS})
    b = kit.battle(content, triskelion={k: (2, 3, 0) for k in "ABCD"})
    b.battle.argo_abilities = [ArgoAbilityState(k, n) for k, n in charges.items()]
    return b


@pytest.mark.parametrize(
    ("effect", "dead", "expected"),
    [
        # every other living Titan, the subject (A) untouched
        ("others danger 1", "", {"A": 2, "B": 3, "C": 3, "D": 3}),
        ("others lose_danger 2", "", {"A": 2, "B": 0, "C": 0, "D": 0}),
        # a dead Titan is not reached
        ("others danger 1", "C", {"A": 2, "B": 3, "C": 2, "D": 3}),
    ],
)
def test_others_reaches_every_other_living_titan_BAT_MISC_039(effect, dead, expected):
    b = make({})
    if dead:
        b.battle.titan(dead).alive = False
    kit.drive(b, resolve_effects(b, kit.fx(effect), EffectCtx("A", "A", origin="moiros")))
    danger = {t.key: b.argonaut(t).danger for t in b.battle.titans}
    assert danger == expected
    reached = [e.data["titan"] for e in b.events if e.kind == "reaches_other"]
    assert reached == [k for k in "BCD" if k != dead]


@pytest.mark.parametrize(
    ("charges", "answers", "after"),
    [
        ({"bell": 2, "chorus": 2}, ["argo-chorus"], {"bell": 2, "chorus": 1}),  # players' pick
        ({"bell": 0, "chorus": 2}, [], {"bell": 0, "chorus": 1}),  # one holds charges: no ask
        ({"bell": 0, "chorus": 0}, [], {"bell": 0, "chorus": 0}),  # nothing left to lose
    ],
)
def test_drain_argo_takes_an_argo_ability_charge_BAT_MISC_039(charges, answers, after):
    b = make(charges)
    _, asked = kit.drive(
        b, resolve_effects(b, kit.fx("drain_argo 1"), EffectCtx("A", "A")), answers
    )
    assert {a.id: a.charges for a in b.battle.argo_abilities} == after
    assert [d.kind for d in asked] == (["battle.argo_drain"] if answers else [])
    assert any(e.kind == "argo_drained" and e.rule == "BAT-MISC-039" for e in b.events)


def test_others_passes_on_only_triskelion_and_despair_ops_BAT_MISC_039():
    """The content check refuses ``others`` with an op it cannot pass on."""
    effect, why = parse_words("others knockback 2", BATTLE_OPS, "effect")
    assert effect is None and "'knockback' is not one of" in why
    effect, _ = parse_words("others gain_despair 1", BATTLE_OPS, "effect")
    assert effect is not None and (effect.op, effect.arg, effect.value) == (
        "others",
        "gain_despair",
        1,
    )
