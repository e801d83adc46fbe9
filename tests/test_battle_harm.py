"""Harm in battle: Danger, Trauma and Obol Draws, Massive Danger, Fate/Rage/Kratos, death."""

from __future__ import annotations

import battle_kit as kit
import pytest

import atoterm.engine.battle.abilities.ops_basic  # noqa: F401  (registers the ops the cards use)
from atoterm.content.battle_schema import Card, Condition, Effect
from atoterm.engine.battle.abilities.effects import PRIMORDIAL, EffectCtx, resolve_effects
from atoterm.engine.battle.core import invariants
from atoterm.engine.battle.core.ending import BattleOver
from atoterm.engine.battle.harm import conditions, death, draws
from atoterm.engine.battle.harm import gains as harm
from atoterm.engine.state import RulesOptions


def make(
    *, danger: int = 0, fate: int = 0, rage: int = 0, forced=None, rules=None, **pack_kw
) -> kit.B:
    content = kit.pack(**pack_kw)
    titans = [kit.titan("A", 6, 2), kit.titan("B", 6, 8)]
    return kit.battle(
        content,
        titans=titans,
        triskelion={"A": (danger, fate, rage), "B": (0, 0, 0)},
        forced=forced,
        rules=rules,
    )


def a(b: kit.B):
    return b.battle.titan("A")


def tri(b: kit.B, key: str = "A"):
    x = b.argonaut(b.battle.titan(key))
    return x.danger, x.fate, x.rage


# ------------------------------------------------------------------ Danger and Trauma
@pytest.mark.parametrize(
    ("start", "gain", "deck"),
    [(0, 1, "minor"), (1, 2, "major"), (4, 2, "grave"), (2, 1, "major")],
    ids=[
        "BAT-PRIM-100 Danger 1 reads Minor",
        "BAT-PRIM-100 Danger 3 reads Major",
        "BAT-PRIM-100 Danger 6 reads Grave",
        "BAT-PRIM-099 the draw uses the new Danger",
    ],
)
def test_attack_danger_draws_from_the_trauma_table(start, gain, deck):
    """BAT-PRIM-094, BAT-PRIM-099, BAT-PRIM-100, BAT-PRIM-101: raise, draw, card to the bottom."""
    b = make(danger=start)
    top = getattr(b.battle.decks, deck)[0]
    kit.drive(b, harm.gain_danger(b, a(b), gain, trauma=True))
    assert tri(b)[0] == start + gain
    assert getattr(b.battle.decks, deck)[-1] == top
    assert any(e.kind == "trauma_card" and e.data["card"] == top for e in b.events)


def test_trauma_card_effects_resolve():
    """BAT-PRIM-101: a Minor card "fate 1" resolves on the Titan."""
    b = make(danger=0)
    kit.drive(b, harm.gain_danger(b, a(b), 1, trauma=True))
    assert tri(b) == (1, 1, 0)


def test_non_attack_danger_draws_nothing():
    """BAT-PRIM-105, BAT-PRIM-095: Danger from other sources (and Crash below 10) draws nothing."""
    b = make(danger=3)
    before = list(b.battle.decks.major)
    kit.drive(b, harm.gain_danger(b, a(b), 2, trauma=False))
    kit.drive(b, harm.crash(b, a(b)))
    assert tri(b)[0] == 6
    assert b.battle.decks.major == before
    assert not any(e.kind.startswith("trauma") for e in b.events)


def test_trauma_draw_at_zero_does_nothing():
    """BAT-PRIM-102: "resolve a Trauma Draw" at Danger 0 draws nothing."""
    b = make(danger=0)
    before = list(b.battle.decks.minor)
    result, _ = kit.drive(b, draws.trauma_draw(b, a(b)))
    assert result == "" and b.battle.decks.minor == before


def test_trauma_draw_without_raising():
    """BAT-PRIM-102: the draw reads the current Danger and does not raise it."""
    b = make(danger=4)
    result, _ = kit.drive(b, draws.trauma_draw(b, a(b)))
    assert result == "major" and tri(b)[0] == 4


def test_named_severity_draws_regardless_of_danger():
    """BAT-PRIM-103: "draw grave" at Danger 1 draws a Grave card."""
    b = make(danger=1)
    kit.drive(b, resolve_effects(b, kit.fx("draw grave"), EffectCtx(PRIMORDIAL, "A")))
    assert any(e.kind == "trauma_card" and e.data["card"].startswith("grave") for e in b.events)


def test_persisting_trauma_card_stays_with_the_titan():
    """BAT-PRIM-101: a card that persists is kept, not put at the bottom."""
    content = kit.pack()
    cards = dict(content.battle.cards)
    cards["minor-0"] = Card("minor-0", "Scar", "minor", (Effect("none"),), persists=True)
    object.__setattr__(content.battle, "cards", cards)
    b = kit.battle(content, titans=[kit.titan("A", 6, 2)])
    kit.drive(b, draws.trauma_draw(b, a(b), severity="minor"))
    assert a(b).kept_cards == ["minor-0"] and "minor-0" not in b.battle.decks.minor
    assert invariants.check(b.state, b.content) == []


# ------------------------------------------------------------------ Danger above 9
def test_danger_over_nine_draws_obol_ex016():
    """EX-016, BAT-PRIM-110, BAT-PRIM-111: 8 → Crash to 9 (no draw); another Crash → dial stays
    9 and an Obol Draw at a hypothetical 10."""
    b = make(danger=8, forced={"deck.obol": [1]})
    kit.drive(b, harm.crash(b, a(b)))
    assert tri(b)[0] == 9 and not any(e.kind == "obol_card" for e in b.events)
    kit.drive(b, harm.crash(b, a(b)))
    assert tri(b)[0] == 9
    assert [e.data["card"] for e in b.events if e.kind == "obol_card"] == ["obol-live"]
    assert a(b).alive


def test_massive_danger_ex017():
    """EX-017, BAT-PRIM-112, BAT-PRIM-113, BAT-PRIM-114: 8 + 8 = 16 adds the 14+ card; later
    9 + 6 = 15 adds nothing; 9 + 9 = 18 adds the 18+ card; never twice."""
    b = make(danger=8, forced={"deck.obol": [2, 1, 2, 1, 3, 2, 1]})
    kit.drive(b, harm.gain_danger(b, a(b), 8, trauma=True))
    assert b.battle.massive_added == ["obol-massive-14"]
    assert b.battle.decks.obol.count("obol-massive-14") == 1
    kit.drive(b, harm.gain_danger(b, a(b), 6, trauma=True))
    assert b.battle.massive_added == ["obol-massive-14"]
    kit.drive(b, harm.gain_danger(b, a(b), 9, trauma=True))
    assert b.battle.massive_added == ["obol-massive-14", "obol-massive-18"]
    assert len(b.battle.decks.obol) == 4


def test_massive_danger_thresholds_stack():
    """BAT-PRIM-112: a hypothetical 21 adds all three cards at once."""
    b = make(danger=9, forced={"deck.obol": [4, 3, 2, 1]})
    kit.drive(b, harm.gain_danger(b, a(b), 12, trauma=True))
    assert b.battle.massive_added == ["obol-massive-14", "obol-massive-18", "obol-massive-21"]


# ------------------------------------------------------------------ Obol
@pytest.mark.parametrize(
    ("forced", "alive"),
    [([1], True), ([0], False)],
    ids=["BAT-PRIM-106 You live", "BAT-PRIM-107 You died"],
)
def test_obol_draw(forced, alive):
    """BAT-PRIM-106, BAT-PRIM-108: shuffled, drawn, and it stays in the Obol deck."""
    b = make(forced={"deck.obol": forced})
    kit.drive(b, draws.obol_draw(b, a(b)))
    assert a(b).alive is alive
    assert sorted(b.battle.decks.obol) == ["obol-die", "obol-live"]


def test_two_obol_draws_at_once_kill():
    """BAT-PRIM-109: two simultaneous Obol Draws kill outright, no card drawn."""
    b = make()
    kit.drive(b, draws.obol_draw(b, a(b), 2))
    assert not a(b).alive and a(b).death_cause == "double_obol"
    assert not any(e.kind == "obol_card" for e in b.events)


def test_trample_with_crash_double_obol_ex015():
    """EX-015, CYC1-022: a knocked-down Titan at 9 Trampled, with Crash also applied
    (``trample_also_crashes``), makes two Obol Draws at once and dies."""
    b = make(danger=9, rules=RulesOptions(trample_also_crashes=True))
    a(b).knockdown = "falling"
    kit.drive(b, harm.trample(b, a(b)))
    assert not a(b).alive and a(b).death_cause == "double_obol"


def test_trample_default_is_one_obol_instead_of_crash():
    """CYC1-022 (Rulings: 001 by default): a knocked-down Titan draws one Obol, no Crash."""
    b = make(danger=9, forced={"deck.obol": [1]})
    a(b).knockdown = "falling"
    kit.drive(b, harm.trample(b, a(b)))
    assert a(b).alive and tri(b)[0] == 9
    assert sum(e.kind == "obol_card" for e in b.events) == 1
    assert not any(e.kind == "crash" for e in b.events)


def test_trample_standing_titan_is_a_crash():
    """CYC1-022: only a Titan holding Knockdown draws the Obol; others suffer Crash."""
    b = make(danger=2)
    kit.drive(b, harm.trample(b, a(b)))
    assert tri(b)[0] == 3 and a(b).knockdown == "falling"


def test_second_chance_redraws_once_key058():
    """KEY-058: ignore the drawn card, draw another from the same deck; no second chance."""
    b = make(
        danger=0,
        gear_cards=[kit.gear("knot", kind="support", slot="support", keywords=["second_chance"])],
    )
    a(b).gear = [kit.GearState("fists"), kit.GearState("knot")]
    first, second = b.battle.decks.minor[:2]
    _, asked = kit.drive(b, draws.trauma_draw(b, a(b), severity="minor"), ["use"])
    assert [d.kind for d in asked] == ["battle.second_chance"]
    drawn = [e.data["card"] for e in b.events if e.kind == "trauma_card"]
    assert drawn == [first, second]
    assert tri(b)[1] == 1  # only the second card (fate 1) resolved
    assert b.battle.decks.minor[-2:] == [first, second]


def test_when_trauma_ability_runs_after_draw_before_resolving_ex024():
    """EX-024, BAT-MISC-078: "when you draw a Trauma card" triggers before the card resolves."""
    cls = kit.titan_class(
        abilities=(kit.ability("Omen", "when_trauma", "rage 1", optional=False, text="Omen"),)
    )
    b = make(danger=0, titans=[cls])
    kit.drive(b, draws.trauma_draw(b, a(b), severity="minor"))
    kinds = [e.kind for e in b.events]
    assert kinds.index("ability") < kinds.index("fate")
    assert tri(b) == (0, 1, 1)


# ------------------------------------------------------------------ death
def test_instant_death_draws_nothing():
    """BAT-MISC-028: Instant Death kills with no Trauma or Obol Draw."""
    b = make(danger=9)
    kit.drive(b, resolve_effects(b, kit.fx("instant_death"), EffectCtx(PRIMORDIAL, "A")))
    assert not a(b).alive
    assert not any(e.kind in ("obol_card", "trauma_card") for e in b.events)


def test_instead_obol_replaces_instant_death_ex003():
    """EX-003, GEN-009: "when about to die ..., resolve an Obol Draw instead"."""
    cls = kit.titan_class(
        abilities=(kit.ability("Defiance", "about_to_die", "draw obol", text="Obol Draw instead."),)
    )
    b = make(titans=[cls], forced={"deck.obol": [1]})
    _, asked = kit.drive(b, death.instant_death(b, a(b)), ["use"])
    assert [d.kind for d in asked] == ["battle.ability"]
    assert a(b).alive
    assert any(e.kind == "obol_card" for e in b.events)


def test_about_to_die_without_instead_still_dies_ex025():
    """EX-025: an "about to die" ability resolves first, but the death still happens."""
    cls = kit.titan_class(
        abilities=(kit.ability("Last Roar", "about_to_die", "rage 1", text="Gain 1 Rage."),)
    )
    b = make(titans=[cls])
    _, asked = kit.drive(b, death.instant_death(b, a(b)), ["use"])
    assert [d.kind for d in asked] == ["battle.ability"]
    assert tri(b)[2] == 1 and not a(b).alive


def test_death_removes_the_titan_and_passes_priority():
    """BAT-MISC-015, BAT-MISC-017, BAT-PRIM-040: dead, counted, position kept, PT to the
    highest Rage among the living."""
    content = kit.pack()
    titans = [kit.titan("A", 6, 2), kit.titan("B", 6, 5), kit.titan("C", 6, 8)]
    b = kit.battle(
        content, titans=titans, triskelion={"A": (0, 0, 9), "B": (0, 0, 2), "C": (0, 0, 5)}
    )
    kit.drive(b, death.kill_titan(b, a(b), "test", "BAT-MISC-017"))
    assert not a(b).alive and (a(b).row, a(b).col) == (6, 2)
    assert b.battle.titans_died == 1
    assert b.battle.priority_target == "C"


def test_priority_tie_after_death_asks_players():
    """BAT-PRIM-040, BAT-PRIM-039: equal Rage → the players choose."""
    content = kit.pack()
    titans = [kit.titan("A", 6, 2), kit.titan("B", 6, 5), kit.titan("C", 6, 8)]
    b = kit.battle(content, titans=titans, triskelion={"B": (0, 0, 3), "C": (0, 0, 3)})
    _, asked = kit.drive(b, death.kill_titan(b, a(b), "test", "X"), ["titan-C"])
    assert asked[0].kind == "battle.priority_target"
    assert b.battle.priority_target == "C"


def test_locked_holder_counts_as_rage_nine():
    """BAT-PRIM-041: a Titan that cannot lose the token counts as Rage 9 when it passes."""
    content = kit.pack()
    titans = [kit.titan("A", 6, 2), kit.titan("B", 6, 5), kit.titan("C", 6, 8)]
    b = kit.battle(content, titans=titans, triskelion={"B": (0, 0, 1), "C": (0, 0, 8)})
    b.battle.priority_locked = "B"
    kit.drive(b, death.kill_titan(b, a(b), "test", "X"))
    assert b.battle.priority_target == "B"


def test_last_titan_dying_ends_the_battle():
    """BAT-SETUP-034: with no Titan left the battle is lost at once."""
    content = kit.pack()
    b = kit.battle(content, titans=[kit.titan("A", 6, 2)])
    with pytest.raises(BattleOver):
        kit.drive(b, death.kill_titan(b, a(b), "test", "X"))
    assert b.battle.result == "lost"


# ------------------------------------------------------------------ Fate, Rage, Moiros, Kratos
def test_fate_over_nine_draws_moiros_then_second_kills():
    """BAT-MISC-038, BAT-MISC-040, GEN-035: dial stays 9, Moiros card kept; another kills."""
    b = make(fate=8, forced={"deck.moiros": [0, 0, 0, 0, 0]})
    kit.drive(b, harm.gain_fate(b, a(b), 2))
    assert a(b).moiros.startswith("moiros-") and a(b).moiros not in b.battle.decks.moiros
    assert a(b).alive and invariants.check(b.state, b.content) == []
    kit.drive(b, harm.gain_fate(b, a(b), 5))
    assert not a(b).alive and a(b).death_cause == "moiros"


def test_rage_priority_transfer_is_strict():
    """BAT-PRIM-037: strictly higher Rage takes the token; equal does not."""
    content = kit.pack()
    titans = [kit.titan("A", 6, 2), kit.titan("B", 6, 8)]
    b = kit.battle(content, titans=titans, triskelion={"A": (0, 0, 3), "B": (0, 0, 1)})
    kit.drive(b, harm.gain_rage(b, b.battle.titan("B"), 2))
    assert b.battle.priority_target == "A"
    kit.drive(b, harm.gain_rage(b, b.battle.titan("B"), 1))
    assert b.battle.priority_target == "B"


def test_rage_over_nine_kills_when_the_action_ends():
    """GEN-035: Rage forced above 9 → alive until the action ends, then dead."""
    b = make(rage=9)
    kit.drive(b, harm.gain_rage(b, a(b), 1))
    assert a(b).alive and a(b).death_cause == "rage" and tri(b)[2] == 9
    kit.drive(b, death.resolve_pending_rage_death(b, a(b)))
    assert not a(b).alive


@pytest.mark.parametrize(
    ("roll", "ok"), [(5, True), (4, False)], ids=["BAT-MISC-042 d10 >= Rage", "BAT-MISC-042 fail"]
)
def test_kratos_roll(roll, ok):
    """BAT-MISC-042, BAT-MISC-041: a failure draws a Kratos card."""
    b = make(rage=5, forced={"battle.d10": [roll], "deck.kratos": [0] * 5})
    result, asked = kit.drive(b, draws.kratos_roll(b, a(b)))
    assert result is ok and not asked
    assert bool(a(b).kratos_card) is not ok


def test_second_kratos_card_kills():
    """BAT-MISC-041: forced to draw another Kratos card while holding one: death."""
    b = make()
    a(b).kratos_card = "kratos-0"
    kit.drive(b, draws.kratos_draw(b, a(b)))
    assert not a(b).alive and a(b).death_cause == "kratos"


@pytest.mark.parametrize(
    ("stats", "lose", "expect"),
    [((0, 2, 3), "lose_fate 5", (0, 0, 3)), ((1, 0, 0), "lose_danger 1", (0, 0, 0))],
    ids=["EX-004 never below 0", "EX-004 lose Danger"],
)
def test_losses_never_below_zero(stats, lose, expect):
    """EX-004, GEN-011: losses stop at 0."""
    b = make(danger=stats[0], fate=stats[1], rage=stats[2])
    kit.drive(b, resolve_effects(b, kit.fx(lose), EffectCtx(PRIMORDIAL, "A")))
    assert tri(b) == expect


# ------------------------------------------------------------------ Ambrosia
def test_ambrosia_limit_default_four():
    """BAT-MISC-044, BAT-MISC-046: the 5th token kills, with no draw."""
    b = make()
    kit.drive(b, death.gain_ambrosia(b, a(b), 4))
    assert a(b).alive
    kit.drive(b, death.gain_ambrosia(b, a(b), 1))
    assert not a(b).alive and a(b).death_cause == "ambrosia"


def test_ambrosia_limit_highest_plus_modifiers_ex026():
    """EX-026, BAT-MISC-045, BAT-MISC-043: innate -1 and Ambrosia Limit 5 armour → 4."""
    cls = kit.titan_class("abysswatcher", ambrosia_limit_mod=-1)
    armour = kit.gear("ambramat", kind="armor", slot="armor", keywords=["ambrosia_limit 5"])
    b = make(titans=[cls], gear_cards=[armour])
    a(b).gear = [kit.GearState("fists"), kit.GearState("ambramat")]
    kit.drive(b, death.gain_ambrosia(b, a(b), 4))
    assert a(b).alive and a(b).ambrosia == 4
    kit.drive(b, death.gain_ambrosia(b, a(b), 1))
    assert not a(b).alive


# ------------------------------------------------------------------ Crash, Knockdown, Conditions
def test_crash_is_danger_and_knockdown():
    """KEY-010: +1 Danger and Knockdown (falling side) [KEY-028, KEY-029]."""
    b = make(danger=2)
    kit.drive(b, harm.crash(b, a(b)))
    assert tri(b)[0] == 3 and a(b).knockdown == "falling"
    conditions.stand_up(b, a(b))
    assert a(b).knockdown == ""


@pytest.mark.parametrize(
    ("rolls", "danger"),
    [([6, 6], 2), ([5, 9], 3), ([1, 2], 4)],
    ids=["KEY-064 6+ ignores", "EX-028 each Crash rolls again", "KEY-064 fails twice"],
)
def test_tumble_rolls_every_time(rolls, danger):
    """KEY-064, EX-028: Tumble is rolled for each Crash."""
    mail = kit.gear("mail", kind="armor", slot="armor", keywords=["tumble"])
    b = make(danger=2, gear_cards=[mail], forced={"battle.d10": list(rolls)})
    a(b).gear = [kit.GearState("fists"), kit.GearState("mail")]
    kit.drive(b, harm.crash(b, a(b)))
    a(b).knockdown = ""
    kit.drive(b, harm.crash(b, a(b)))
    assert tri(b)[0] == danger
    assert sum(e.kind == "tumble" for e in b.events) == 2


def test_rocksteady_may_ignore_knockdown():
    """KEY-054: when about to suffer Knockdown, you may ignore it."""
    scale = kit.gear("scale", kind="armor", slot="armor", keywords=["rocksteady"])
    b = make(gear_cards=[scale])
    a(b).gear = [kit.GearState("fists"), kit.GearState("scale")]
    _, asked = kit.drive(b, conditions.knockdown(b, a(b)), ["use"])
    assert asked[0].kind == "battle.rocksteady" and a(b).knockdown == ""
    kit.drive(b, conditions.knockdown(b, a(b)), ["decline"])
    assert a(b).knockdown == "falling"


def test_conditions_are_not_gained_twice():
    """BAT-MISC-033, BAT-MISC-036: a Condition already held cannot be gained again."""
    b = make(conditions=[Condition("bleeding", "Bleeding", "body")])
    assert kit.drive(b, conditions.gain_condition(b, a(b), "bleeding"))[0] is True
    assert kit.drive(b, conditions.gain_condition(b, a(b), "bleeding"))[0] is False
    assert a(b).conditions == ["bleeding"]
    conditions.discard_condition(b, a(b), "bleeding")
    assert a(b).conditions == []


def test_discarding_knockdown_stands_up():
    """KEY-029: if the Knockdown card is discarded, stand up."""
    b = make()
    a(b).knockdown = "rising"
    conditions.discard_condition(b, a(b), "knockdown")
    assert a(b).knockdown == ""


# ------------------------------------------------------------------ modifier tokens
def test_modifier_tokens():
    """BAT-MISC-047, BAT-MISC-048, BAT-MISC-049: lasting on the sheet, temporary on the
    Triskelion (Titan) or in the Kratos Pool (Primordial); BAT-MISC-050..053: who may hold."""
    b = make()
    conditions.add_token(b, a(b), "evasion", -1, True)
    conditions.add_token(b, a(b), "precision", 2, False)
    conditions.add_token(b, b.battle.primordial, "to_hit", 1, False)
    conditions.add_token(b, b.battle.primordial, "danger", 1, True)
    assert a(b).tokens == {"evasion": -1} and a(b).temp_tokens == {"precision": 2}
    assert b.battle.kratos_pool["to_hit"] == 1 and b.battle.primordial.tokens == {"danger": 1}
    with pytest.raises(ValueError):
        conditions.add_token(b, a(b), "at", 1, True)
    with pytest.raises(ValueError):
        conditions.add_token(b, b.battle.primordial, "evasion", 1, True)


def test_token_op_targets():
    """BAT-MISC-051: an AT token is the Primordial's, an Evasion token the Titan's."""
    b = make()
    ctx = EffectCtx(PRIMORDIAL, "A")
    kit.drive(b, resolve_effects(b, kit.fx("lasting_token at -1", "token evasion 1"), ctx))
    assert b.battle.primordial.tokens == {"at": -1} and a(b).temp_tokens == {"evasion": 1}


def test_danger_op_trauma_only_from_attacks():
    """BAT-PRIM-094, BAT-PRIM-105: the op draws only when part of an AI Attack; per hit."""
    b = make()
    kit.drive(b, resolve_effects(b, kit.fx("danger 1"), EffectCtx(PRIMORDIAL, "A")))
    assert not any(e.kind == "trauma_card" for e in b.events)
    kit.drive(
        b,
        resolve_effects(
            b, kit.fx("danger_per_hit 1"), EffectCtx(PRIMORDIAL, "A", hits=2, origin="ai")
        ),
    )
    assert tri(b)[0] == 3
    assert any(e.kind == "trauma_card" for e in b.events)
