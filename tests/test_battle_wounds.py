"""Power Roll, Wound Stack, Escalation and the Kratos Table of a Titan Attack.

Steps 6 and 8 of the Titan Attack [BAT-TITAN-045..079], the Kratos Table and Pool
[BAT-TITAN-002, BAT-TITAN-083..085, BAT-MISC-085, BAT-MISC-086, BAT-MISC-098], worked examples
EX-018, EX-019, EX-022, EX-029, EX-030.
"""

from __future__ import annotations

import battle_kit as kit
import pytest

import atoterm.engine.battle.abilities.ops_basic  # noqa: F401  (registers the ops the cards use)
from atoterm.content.battle_schema import Effect, KratosLevel
from atoterm.engine.battle.abilities.effects import PRIMORDIAL, EffectCtx, resolve_effects
from atoterm.engine.battle.attack import escalation, odds, power, wounds
from atoterm.engine.battle.attack import windows as attack_windows
from atoterm.engine.battle.attack.run import AttackRun, PowerDie
from atoterm.engine.battle.attack.steps import titan_attack
from atoterm.engine.battle.core.ending import BattleOver
from atoterm.engine.battle.titans import kratos, stats


def kratos_table(**levels: list[list[str]]) -> tuple[KratosLevel, ...]:
    """kratos_table(l1=[["opening 1"]], l4=[["pushback 1"], ["power_reroll 1"]])."""
    out = []
    for n in range(1, 10):
        options = levels.get(f"l{n}", [["none"]])
        out.append(KratosLevel(n, tuple(kit.fx(*o) for o in options)))
    return tuple(out)


def make(*, rage: int = 0, fate: int = 9, forced=None, cls=None, gear=(), **pack_kw) -> kit.B:
    cls = cls or kit.titan_class()
    content = kit.pack(titans=[cls], gear_cards=list(gear), **pack_kw)
    ids = [g.id for g in gear] or ["fists"]
    titans = [kit.titan("A", 3, 4, *ids), kit.titan("B", 8, 8)]
    return kit.battle(content, titans=titans, triskelion={"A": (0, fate, rage)}, forced=forced)


def a(b: kit.B):
    return b.battle.titan("A")


def attack(b: kit.B, answers=(), **kw):
    kw.setdefault("weapon", 0)
    return kit.drive(b, titan_attack(b, a(b), **kw), answers=list(answers) + ["done"] * 20)


# ------------------------------------------------------------------ 6.1 the Power Pool
def test_power_pool_ex018():
    """EX-018, BAT-TITAN-045, BAT-TITAN-103: 2 hits x Weapon Power 1 red, Bonus Power 1 red
    once, +1 red from Kratos level 5, the Titan Power die: 5 red dice."""
    rake = kit.gear("maze-rake", attack_dice=2, power=1, power_tier="red", bonus_power=1)
    cls = kit.titan_class(kratos=kratos_table(l5=[["power_die red"]]))
    b = make(rage=5, cls=cls, gear=[rake])
    run = AttackRun("A", 0, hits=2)
    asked = kit.drive(b, power.create_pool(b, a(b), run), answers=["kratos-5-0"])[1]
    assert [o.id for o in asked[0].options] == ["kratos-5-0", "done"]
    assert [d.tier for d in run.pool] == ["red"] * 5
    assert power.requested_dice(b, a(b), run).count(("red", "bonus power")) == 1


@pytest.mark.parametrize(
    ("wanted", "rolled"),
    [
        (["red"] * 7, ["red"] * 5 + ["black"]),
        (["red"] * 5, ["red"] * 5),
        (["red"] * 6, ["red"] * 5),
        (["red"] * 9 + ["black"] * 3, ["red"] * 5 + ["black"] * 4 + ["white"] * 0),
        (["white"] * 6, ["white"] * 4),
    ],
    ids=[
        "EX-019 seven red become five red and one black",
        "BAT-TITAN-047 within the supply nothing changes",
        "BAT-TITAN-047 one missing die makes no die of the next tier",
        "BAT-TITAN-046 upgraded dice also count against the next tier's supply",
        "BAT-TITAN-047 the highest tier cannot upgrade",
    ],
)
def test_power_dice_limit(wanted, rolled):
    b = make()
    dice, notes = power.apply_dice_limit(b, wanted)
    assert dice == rolled
    assert bool(notes) == (wanted != rolled)
    counts = {t: wanted.count(t) for t in ("red", "black", "white")}
    supply = {t: b.bc.dice[t].supply for t in ("red", "black", "white")}
    assert odds.limit_pool(counts, supply) == {t: dice.count(t) for t in supply}


# ------------------------------------------------------------------ 6.2 - 6.5
def rolled_run(b, faces, tiers=None, **kw) -> AttackRun:
    tiers = tiers or ["red"] * len(faces)
    run = AttackRun("A", 0, hits=1, bp="bp-1-0", **kw)
    run.pool = [PowerDie(t, f) for t, f in zip(tiers, faces, strict=True)]
    return run


def test_power_symbols_and_potentials_with_break_tokens():
    """BAT-TITAN-048, BAT-TITAN-050, BAT-TITAN-085, KEY-006: red faces 5 (2P), 4 (1P+1p), 1
    (1p), 0 (???): 3 Power, 2 potentials; one Break token converts one."""
    b = make()
    b.battle.kratos_pool["break"] = 1
    run = rolled_run(b, [5, 4, 1, 0])
    power.use_potentials(b, run)
    assert (run.power, run.potentials, run.converted) == (3, 2, 1)


@pytest.mark.parametrize(
    ("faces", "crit", "at_token", "result"),
    [
        ([5, 5, 5], False, 0, "wound"),
        ([5, 5, 4], False, 0, "fail"),
        ([5, 5, 5], True, 0, "critical"),
        ([5, 5, 4], True, 0, "fail"),
        ([5, 5, 5], False, 1, "fail"),
    ],
    ids=[
        "BAT-TITAN-051 Total Power equal to AT wounds",
        "BAT-TITAN-051 below AT fails",
        "BAT-TITAN-038 a Wound with a Crit Chance is a Critical Wound",
        "BAT-TITAN-038 a Crit Chance without a Wound is just a Fail",
        "BAT-PRIM-009 AT tokens raise the AT",
    ],
)
def test_power_roll_result(faces, crit, at_token, result):
    b = make()
    if at_token:
        b.battle.primordial.tokens["at"] = at_token
    run = rolled_run(b, faces, crit_chance=crit)
    power.use_potentials(b, run)
    power.resolve_power(b, a(b), run)
    assert run.at == 6 + at_token
    assert run.result == result


def test_power_rerolls_never_with_fate():
    """BAT-TITAN-049, GEN-023: no Power Re-roll, no question, even with Fate to spare."""
    b = make(fate=0)
    run = rolled_run(b, [0, 0])
    _, asked = kit.drive(b, power.reroll_power(b, a(b), run))
    assert asked == []
    assert b.argonaut(a(b)).fate == 0


def test_power_reroll_each_die_once_declared_first():
    """KEY-040, GEN-018, GEN-019: Power Re-roll 1 lets one die be declared; the second is
    disabled; the declared die is re-rolled once."""
    b = make(forced={"battle.power": [5]})
    run = rolled_run(b, [0, 1], power_rerolls=1)
    _, asked = kit.drive(b, power.reroll_power(b, a(b), run), answers=["die-0", "done"])
    second = asked[1].option("die-1")
    assert second.disabled
    assert [d.face for d in run.pool] == [5, 1]
    assert run.pool[0].rerolled and not run.pool[1].rerolled


# ------------------------------------------------------------------ the Wound Stack
def deck_state(b):
    d = b.battle.decks
    return {
        k: list(getattr(d, k))
        for k in (
            "bp",
            "bp_discard",
            "bp_escalation",
            "ai",
            "ai_discard",
            "ai_escalation",
            "removed",
            "wound_stack",
            "set_aside",
        )
    }


def wound(b, card, result="wound"):
    """Run step 8 for a wound on ``card`` (taken out of the BP deck as the current card)."""
    decks = b.battle.decks
    if card in decks.bp:
        decks.bp.remove(card)
    decks.current_bp = card
    run = AttackRun("A", 0, bp=card, result=result)
    kit.drive(b, wounds.wounds_and_escalation(b, a(b), run))
    return run


def levels(b, cards, kind="bp"):
    fn = escalation.bp_level if kind == "bp" else escalation.ai_level
    return sorted(fn(b, c) for c in cards)


def test_fail_discards_without_escalation():
    """BAT-TITAN-060: the card goes on top of the BP discard pile, no Escalation."""
    b = make()
    before = deck_state(b)
    b.battle.decks.bp_discard = ["bp-1-2"]
    b.battle.decks.bp.remove("bp-1-2")
    wound(b, "bp-1-0", result="fail")
    after = deck_state(b)
    assert after["bp_discard"] == ["bp-1-0", "bp-1-2"]
    assert after["ai"] == before["ai"] and after["bp_escalation"] == before["bp_escalation"]


def test_bp_i_wound_chart():
    """BAT-TITAN-061, BAT-TITAN-062, BAT-TITAN-070, BAT-TITAN-068, BAT-PRIM-031: the card on the
    stack, a BP II shuffled in, an AI I from the deck removed, an AI II shuffled in."""
    b = make()
    wound(b, "bp-1-0")
    d = b.battle.decks
    assert d.wound_stack == ["bp-1-0"] and stats.wounds_dealt(b) == 1
    assert levels(b, d.bp) == [1, 1, 2]
    assert levels(b, d.ai, "ai") == [1, 1, 2] and levels(b, d.removed, "ai") == [1]
    assert b.battle.last_to_wound == "A"


def test_ai_card_from_the_discard_shuffles_the_discard_in():
    """BAT-TITAN-066, BAT-TITAN-068, BAT-TITAN-070: no AI I in the deck: the one in the discard
    pile is removed and the discard pile is shuffled into the deck."""
    b = make()
    d = b.battle.decks
    d.ai_discard = ["ai-1-0", "ai-1-1", "ai-1-2"]
    d.ai = []
    wound(b, "bp-1-0")
    assert d.ai_discard == [] and d.removed == ["ai-1-0"]
    assert levels(b, d.ai, "ai") == [1, 1, 2]


def test_ai_escalation_jumps_a_level():
    """BAT-TITAN-069: no AI I left anywhere: an AI II is removed and an AI III shuffled in."""
    b = make()
    d = b.battle.decks
    d.removed, d.ai = list(d.ai), []
    d.ai = [c for c in d.ai_escalation if escalation.ai_level(b, c) == 2][:2]
    d.ai_escalation = [c for c in d.ai_escalation if c not in d.ai]
    wound(b, "bp-1-0")
    assert levels(b, d.ai, "ai") == [2, 3]


def test_bp_ii_wound_chart():
    """BAT-TITAN-071: BP II on the stack; a BP III in; an AI II removed, an AI III in."""
    b = make()
    d = b.battle.decks
    d.ai.append("ai-2-0")
    d.ai_escalation.remove("ai-2-0")
    wound(b, "bp-2-0")
    assert d.wound_stack == ["bp-2-0"]
    assert 3 in levels(b, d.bp)
    assert levels(b, d.ai, "ai") == [1, 1, 1, 3]


def test_ex022_bp_iii_wound():
    """EX-022, BAT-TITAN-063, BAT-TITAN-072: Double Wound; the lowest BP (a BP I in the
    discard, the deck's lowest is a BP II) is removed and the discard shuffled in; a BP III
    shuffled in; the set-aside BP III at the bottom. AI: an AI I in deck and discard: the deck's
    goes, the discard stays unshuffled, an AI III is shuffled in."""
    b = make()
    d = b.battle.decks
    d.bp = ["bp-2-0", "bp-3-0"]
    d.bp_discard = ["bp-1-0", "bp-1-1"]
    d.bp_escalation = ["bp-2-1", "bp-2-2", "bp-3-1", "bp-3-2"]
    d.removed = ["bp-1-2"]
    d.ai = ["ai-1-0", "ai-2-0"]
    d.ai_discard = ["ai-1-1"]
    d.ai_escalation = ["ai-2-1", "ai-2-2", "ai-3-0", "ai-3-1", "ai-3-2"]
    d.removed += ["ai-1-2"]
    wound(b, "bp-3-0")
    assert d.wound_stack[-1].startswith("wound:double") and stats.wounds_dealt(b) == 2
    assert d.removed[-2] == "bp-1-0" and d.bp_discard == []
    assert d.bp[-1] == "bp-3-0" and levels(b, d.bp) == [1, 2, 3, 3]
    assert d.removed[-1] == "ai-1-0" and d.ai_discard == ["ai-1-1"]
    assert levels(b, d.ai, "ai") == [2, 3]


def test_bp_iii_critical_wound():
    """BAT-TITAN-064, BAT-TITAN-073: the BP III itself on the stack (2 Wounds), the lowest BP
    removed, two BP III shuffled in; the AI deck escalates like a normal BP III (Rulings)."""
    b = make()
    d = b.battle.decks
    d.bp = ["bp-1-0", "bp-3-0"]
    wound(b, "bp-3-0", result="critical")
    assert d.wound_stack == ["bp-3-0"] and stats.wounds_dealt(b) == 2
    assert "bp-1-0" in d.removed
    assert levels(b, d.bp) == [3, 3]
    assert 3 in levels(b, d.ai, "ai")


def test_bp_iii_wound_without_bp_iii_left():
    """BAT-TITAN-074: Double Wound; the discard shuffled in; the set-aside card at the bottom;
    AI lowest removed, AI III in."""
    b = make()
    d = b.battle.decks
    d.bp_escalation = [c for c in d.bp_escalation if escalation.bp_level(b, c) != 3]
    d.removed = ["bp-3-1", "bp-3-2"]
    d.bp = ["bp-1-0", "bp-3-0"]
    d.bp_discard = ["bp-1-1"]
    wound(b, "bp-3-0")
    assert d.bp[-1] == "bp-3-0" and sorted(d.bp[:-1]) == ["bp-1-0", "bp-1-1"]
    assert d.bp_discard == []
    assert 3 in levels(b, d.ai, "ai")


def test_permanent_bonuses_in_order_and_repeating():
    """BAT-TITAN-075 (and the Rulings: the list repeats after its fourth entry): no BP III and
    no AI III left: +1 Danger per hit, +1 To Hit, +1 Evasion die, +1 Escalation, then again."""
    b = make()
    d = b.battle.decks
    d.removed = [c for c in d.bp_escalation + d.ai_escalation if c.endswith(("3-0", "3-1", "3-2"))]
    d.bp_escalation = [c for c in d.bp_escalation if c not in d.removed]
    d.ai_escalation = [c for c in d.ai_escalation if c not in d.removed]
    to_hit = stats.to_hit(b)
    for _ in range(5):
        d.bp = ["bp-1-0"]
        d.removed = [c for c in d.removed if c != "bp-3-0"]
        d.set_aside = []
        d.wound_stack = []
        wound(b, "bp-3-0")
    p = b.battle.primordial
    assert p.bonuses == {"danger_per_hit": 2, "to_hit": 1, "evasion_dice": 1, "escalation": 1}
    assert stats.to_hit(b) == to_hit + 1 and stats.danger_per_hit_bonus(b) == 2


def test_bp_iii_critical_without_bp_iii_left():
    """BAT-TITAN-076: the card on the stack, the discard shuffled in: one card fewer."""
    b = make()
    d = b.battle.decks
    d.bp_escalation = [c for c in d.bp_escalation if escalation.bp_level(b, c) != 3]
    d.removed = ["bp-3-1", "bp-3-2"]
    d.bp = ["bp-1-0", "bp-3-0"]
    d.bp_discard = ["bp-1-1"]
    wound(b, "bp-3-0", result="critical")
    assert sorted(d.bp) == ["bp-1-0", "bp-1-1"] and d.wound_stack == ["bp-3-0"]


def test_new_card_alone_in_the_deck_takes_the_discard():
    """BAT-TITAN-067: if the shuffled-in card would be the only one, the discard joins it."""
    b = make()
    d = b.battle.decks
    d.bp = ["bp-1-0"]
    d.bp_discard = ["bp-1-1", "bp-1-2"]
    wound(b, "bp-1-0")
    assert levels(b, d.bp) == [1, 1, 2] and d.bp_discard == []


@pytest.mark.parametrize(
    ("op", "bp_changed", "ai_changed"),
    [("escalate", True, True), ("escalate_bp", True, False), ("escalate_ai", False, True)],
    ids=[
        "BAT-TITAN-077 KEY-018 escalate removes the lowest BP card and escalates both decks",
        "BAT-TITAN-079 only the BP deck",
        "BAT-TITAN-079 only the AI deck",
    ],
)
def test_escalation_outside_a_wound(op, bp_changed, ai_changed):
    b = make()
    before = deck_state(b)
    ctx = EffectCtx(source=PRIMORDIAL, subject="A", origin="response")
    kit.drive(b, resolve_effects(b, (Effect(op, 1),), ctx))
    after = deck_state(b)
    assert (after["bp"] != before["bp"]) == bp_changed
    assert (after["ai"] != before["ai"]) == ai_changed
    if bp_changed:
        assert levels(b, after["bp"]) == [1, 1, 2]
        assert after["wound_stack"] == []


def test_escalations_noted_before_the_battle():
    """BAT-TITAN-078: ``escalation.escalate(b, X)`` (Battle Setup) removes the X lowest BP."""
    b = make()
    escalation.escalate(b, 2)
    assert levels(b, b.battle.decks.bp) == [1, 2, 2]
    assert len([c for c in b.battle.decks.removed if c.startswith("bp-1")]) == 2


def test_additional_wound_heal_and_victory():
    """BAT-TITAN-065, KEY-020, BAT-TITAN-052, BAT-SETUP-034: a generic Single Wound on top;
    Heal removes the top Wound from the Battle; reaching the Wounds value ends the Battle."""
    b = make()
    wounds.additional_wound(b, 1, "test")
    assert stats.wounds_dealt(b) == 1 and b.battle.decks.wound_stack[0].startswith("wound:single")
    wounds.heal(b, 1)
    assert stats.wounds_dealt(b) == 0
    b.battle.decks.wound_stack = ["bp-1-0"]
    b.battle.decks.bp.remove("bp-1-0")
    wounds.heal(b, 1)
    assert b.battle.decks.removed == ["bp-1-0"]
    with pytest.raises(BattleOver):
        wounds.additional_wound(b, b.level.wounds, "test")
    assert b.battle.result == "won"


def test_carving_gains_resources_not_multiplied():
    """KEY-008: on wounding, a Wisdom 8+ test; success gains X resources of the card at once."""
    knife = kit.gear("knife", attack_dice=2, power=1, keywords=["carving 2"])
    b = make(gear=[knife], forced={"battle.d10": [9]})
    b.battle.primordial.level = 2
    wound(b, "bp-1-0")
    assert b.battle.aftermath == {"hide": 2}


# ------------------------------------------------------------------ the Kratos Table
def test_kratos_levels_up_to_rage():
    """BAT-TITAN-002, BAT-MISC-085: every level at or below the current Rage."""
    b = make(rage=3)
    assert [lv.level for lv in kratos.unlocked(b, a(b))] == [1, 2, 3]


def test_ex029_two_options_are_exclusive():
    """EX-029: choosing "Break 1 + Motivate 1" forbids "Power Re-roll 1" of that level."""
    cls = kit.titan_class(kratos=kratos_table(l1=[["break 1", "motivate 1"], ["power_reroll 1"]]))
    b = make(rage=1, cls=cls)
    run = AttackRun("A", 0, stage="second_window")
    kit.drive(b, attack_windows.golden_rule(b, a(b), run), answers=["kratos-1-0", "none"])
    assert b.battle.kratos_pool == {"break": 1}
    assert kratos.options_for(b, a(b), "power_reroll") == []
    assert run.power_rerolls == 0


def test_ex030_kratos_table_at_rage_5():
    """EX-030, BAT-MISC-086, BAT-TITAN-081, KEY-040: Pushback 1 (level 4) in the first window, +1 red die
    (level 5) in the pool, Power Re-roll 1 (level 2) activated then declined; the second window
    must still apply Opening 1 (level 1) and Break 1 (level 3)."""
    cls = kit.titan_class(
        kratos=kratos_table(
            l1=[["opening 1"]],
            l2=[["power_reroll 1"]],
            l3=[["break 1"]],
            l4=[["pushback 1"], ["power_reroll 1"]],
            l5=[["power_die red"]],
        )
    )
    b = make(rage=4, cls=cls, forced={"battle.d10": [9, 9], "battle.power": [0] * 4})
    answers = ["kratos-4-0", "kratos-5-0", "kratos-2-0", "done"]
    run, _ = attack(b, answers)
    assert a(b).kratos_used == [4, 5, 2, 1, 3]
    assert len(run.pool) == 4 and run.power_rerolls == 1
    assert all(not d.rerolled for d in run.pool)
    assert b.battle.kratos_pool == {"opening": 1, "break": 1}


def test_kratos_keywords_stack():
    """BAT-MISC-098, EX-030: Power Re-roll 1 from level 2 and level 4 make Power Re-roll 2."""
    cls = kit.titan_class(
        kratos=kratos_table(l2=[["power_reroll 1"]], l4=[["pushback 1"], ["power_reroll 1"]])
    )
    b = make(rage=4, cls=cls, forced={"battle.d10": [9, 9], "battle.power": [0] * 3})
    run, _ = attack(b, ["done", "kratos-2-0", "kratos-4-1", "done"])
    assert run.power_rerolls == 2


def test_clear_the_kratos_pool():
    """BAT-TITAN-080, BAT-TITAN-083, BAT-MISC-048: every token goes, temporary Primordial
    modifier tokens included, used or not."""
    b = make(forced={"battle.d10": [1, 1]})
    b.battle.kratos_pool.update({"opening": 2, "break": 1, "temp_to_hit": -1})
    attack(b)
    assert b.battle.kratos_pool == {}
