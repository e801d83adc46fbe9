"""The Titan Attack, steps 1-10 [BAT-TITAN-023..059, BAT-TITAN-080..082, BAT-TITAN-097..099].

The Primordial (size 2) stands on rows 1-2, columns 4-5 facing South; Titan A attacks from
(3, 4), adjacent below it, unless a test moves it. Level 1: To Hit 5, BP I cards AT 6.
"""

from __future__ import annotations

import battle_kit as kit
import pytest

import atoterm.engine.battle.abilities.ops_basic  # noqa: F401  (registers the ops the cards use)
from atoterm.engine.battle.abilities import effects
from atoterm.engine.battle.attack.roll import attack_profile
from atoterm.engine.battle.attack.steps import titan_attack
from atoterm.engine.battle.board.board import primordial_cells
from atoterm.engine.battle.board.geometry import area_distance
from atoterm.engine.battle.core.ending import BattleOver
from atoterm.engine.battle.primordial import reach as primordial_reach
from atoterm.engine.battle.titans import stats
from atoterm.engine.battle.titans.weapons import weapon_options
from atoterm.engine.state import RulesOptions

SWORD = kit.gear("sword", attack_dice=2, power=1)
REACH = kit.gear("spear", attack_dice=2, power=1, reach=2)
BOW = kit.gear("bow", attack_dice=2, power=1, ranged=(2, 5))


def make(
    *gear,
    at=(3, 4),
    tri=(0, 9, 0),
    forced=None,
    bp_cards=(),
    rules=None,
    terrain=(),
    titans=(),
    support=(),
) -> kit.B:
    cards = list(gear) + list(support)
    content = kit.pack(gear_cards=cards, bp_cards=bp_cards, titans=titans)
    ids = [g.id for g in cards] or ["fists"]
    placed = [kit.titan("A", *at, *ids), kit.titan("B", 8, 8)]
    return kit.battle(
        content,
        titans=placed,
        triskelion={"A": tri, "B": (0, 0, 1)},
        forced=forced,
        rules=rules,
        terrain=terrain,
    )


def a(b):
    return b.battle.titan("A")


def attack(b, answers=(), **kw):
    kw.setdefault("weapon", 0)
    return kit.drive(b, titan_attack(b, a(b), **kw), answers=list(answers) + ["done"] * 20)


def rules_of(b) -> list[str]:
    return [e.rule for e in b.events]


# ------------------------------------------------------------------ the sequence
def test_steps_in_order():
    """BAT-TITAN-023: declare, Rage, Attack Roll, (windows), BP, Power Roll, Responses,
    Wounds, Clear the Kratos Pool, Second Ability Window."""
    b = make(SWORD, forced={"battle.d10": [8, 8], "battle.power": [5, 5, 5]})
    b.battle.kratos_pool["opening"] = 1
    run, _ = attack(b)
    order = [
        "BAT-TITAN-024",
        "BAT-TITAN-029",
        "BAT-TITAN-031",
        "BAT-TITAN-042",
        "BAT-TITAN-045",
        "BAT-TITAN-051",
        "BAT-TITAN-056",
        "BAT-TITAN-062",
        "BAT-TITAN-080",
    ]
    seen = [r for r in rules_of(b) if r in order]
    assert seen == order
    assert run.result == "wound"


# ------------------------------------------------------------------ step 1
@pytest.mark.parametrize(
    ("weapon", "at", "legal"),
    [
        (SWORD, (3, 4), True),
        (SWORD, (4, 4), False),
        (REACH, (3, 4), True),
        (REACH, (4, 4), True),
        (REACH, (5, 4), False),
        (BOW, (3, 4), False),
        (BOW, (5, 4), True),
        (BOW, (8, 4), False),
    ],
    ids=[
        "BAT-TITAN-025 a weapon without Reach or Ranged is Melee: adjacent",
        "BAT-TITAN-025 Melee cannot attack 2 spaces away",
        "BAT-TITAN-027 KEY-049 Reach 2 also attacks when adjacent",
        "BAT-TITAN-027 Reach 2 attacks 2 spaces away",
        "BAT-TITAN-027 Reach 2 not 3 spaces away",
        "BAT-TITAN-028 KEY-048 Ranged 2-5 cannot attack while adjacent",
        "BAT-TITAN-028 Ranged 2-5 attacks 3 spaces away",
        "BAT-TITAN-028 Ranged 2-5 not 6 spaces away",
    ],
)
def test_effective_range(weapon, at, legal):
    """BAT-TITAN-024: only a weapon with the target in its effective range."""
    b = make(weapon, at=at)
    option = weapon_options(b, a(b))[0]
    assert (option.disabled == "") == legal


def test_no_line_of_sight_no_attack():
    """BAT-TITAN-024, BAT-TITAN-026, BAT-PRIM-042: Obscuring terrain between: no legal weapon,
    no Attack, no later step (no Rage)."""
    smoke = [(4, c) for c in range(0, 12)]
    b = make(BOW, at=(5, 4), terrain=[("smoke", smoke)])
    assert "Line of Sight" in weapon_options(b, a(b))[0].disabled
    run, asked = kit.drive(b, titan_attack(b, a(b)))
    assert run is None and asked == []
    assert b.argonaut(a(b)).rage == 0
    assert "BAT-TITAN-026" in rules_of(b) and "BAT-PRIM-117" not in rules_of(b)


def test_exhausted_weapon_and_bonus_attack():
    """BAT-MISC-089: an exhausted weapon cannot be active; BAT-MISC-025: a Bonus Attack may
    declare it, unexhausting it."""
    b = make(SWORD, forced={"battle.d10": [2, 2]})
    a(b).gear[0].exhausted = True
    assert "exhausted" in weapon_options(b, a(b))[0].disabled
    run, _ = attack(b, bonus=True)
    assert run is not None and not a(b).gear[0].exhausted


def test_fists_swap():
    """BAT-TITAN-097, BAT-TITAN-099, BAT-TITAN-102: adjacent with only a Ranged weapon, the
    Titan may discard it (and its attachment) to equip Fists and attack with them."""
    clip = kit.gear("clip", kind="attachment", slot="attachment", hands=0)
    b = make(BOW, support=[clip], forced={"battle.d10": [2, 2]})
    a(b).gear[1].host = "bow"
    run, asked = kit.drive(b, titan_attack(b, a(b)), answers=["fists-0"] + ["done"] * 5)
    assert [o.id for o in asked[0].options] == ["weapon-0", "fists-0"]
    assert a(b).gear[0].discarded and a(b).gear[1].discarded
    assert a(b).gear[run.weapon].card == "fists"


# ------------------------------------------------------------------ step 2
def test_rage_and_priority_target():
    """BAT-TITAN-029, BAT-PRIM-037: +1 Rage; strictly above the holder's Rage takes the
    Priority Target token, a tie does not."""
    b = make(SWORD, tri=(0, 9, 0), forced={"battle.d10": [2, 2]})
    b.battle.priority_target = "B"
    attack(b)
    assert b.argonaut(a(b)).rage == 1 and b.battle.priority_target == "B"
    b.battle.decks.bp_discard.clear()
    b.state.forced["battle.d10"] = [2, 2]
    attack(b)
    assert b.argonaut(a(b)).rage == 2 and b.battle.priority_target == "A"


@pytest.mark.parametrize(
    ("option", "attacks", "dies"),
    [("forbidden", False, False), ("allowed_then_die", True, True)],
    ids=[
        "BAT-TITAN-030 Rage 9 attack forbidden (default)",
        "BAT-TITAN-030 GEN-035 Rage 9 attack allowed, the Titan dies after it",
    ],
)
def test_rage_9(option, attacks, dies):
    b = make(
        SWORD, tri=(0, 9, 9), rules=RulesOptions(rage9_attack=option), forced={"battle.d10": [2, 2]}
    )
    assert bool(weapon_options(b, a(b))[0].disabled) != attacks
    run, _ = attack(b)
    assert (run is not None) == attacks
    assert (not a(b).alive) == dies


def test_commit():
    """KEY-009: attacking with a Commit weapon gains +1 Fate; at Fate 9 it cannot attack."""
    maul = kit.gear("maul", attack_dice=2, power=1, keywords=["commit"])
    b = make(maul, tri=(0, 3, 0), forced={"battle.d10": [2, 2]})
    attack(b, ["done"])
    assert b.argonaut(a(b)).fate == 4
    b.argonaut(a(b)).fate = 9
    assert "Commit" in weapon_options(b, a(b))[0].disabled


# ------------------------------------------------------------------ step 3
@pytest.mark.parametrize(
    ("dice", "precision", "opening", "to_hit_token", "hits"),
    [
        ([4, 3], 1, 0, 0, 1),
        ([3, 2], 1, 1, 0, 1),
        ([1, 9], 9, 0, 0, 1),
        ([10, 2], 0, 0, 15, 1),
    ],
    ids=[
        "BAT-TITAN-031 BAT-TITAN-032 die + Precision reaching To Hit is a hit",
        "BAT-TITAN-084 KEY-033 each Opening token adds +1 to every die",
        "BAT-TITAN-035 GEN-015 a natural 1 always misses",
        "BAT-TITAN-035 a natural 10 always hits",
    ],
)
def test_attack_roll_hits(dice, precision, opening, to_hit_token, hits):
    gun = kit.gear("gun", attack_dice=2, power=1, precision=precision)
    b = make(gun, forced={"battle.d10": list(dice), "battle.power": [0] * 4})
    b.battle.kratos_pool["opening"] = opening
    b.battle.primordial.tokens["to_hit"] = to_hit_token
    run, _ = attack(b)
    assert run.hits == hits


def test_blindspot_precision():
    """BAT-PRIM-004: attacking from a Blindspot gives +1 Precision."""
    b = make(REACH, at=(0, 3), forced={"battle.d10": [4, 4], "battle.power": [0] * 3})
    assert (0, 3) in primordial_reach.blindspot_cells(b)
    run, _ = attack(b)
    assert run.precision == 1 and run.hits == 2
    assert "BAT-PRIM-004" in rules_of(b)


@pytest.mark.parametrize(
    ("keywords", "dice", "crit"),
    [
        ([], [10, 3], True),
        ([], [3, 10], False),
        (["deadly"], [3, 10], True),
        (["deadly"], [9], True),
        ([], [9], False),
    ],
    ids=[
        "BAT-TITAN-036 BAT-TITAN-037 a natural 10 on the Crit die is a Crit Chance",
        "BAT-TITAN-036 exactly one Crit die: a 10 on another die is no Crit Chance",
        "KEY-012 Deadly makes a second Crit die",
        "KEY-012 Deadly with a single die: natural 9-10",
        "BAT-TITAN-036 a single die is the Crit die: 9 is no Crit",
    ],
)
def test_crit_chance(keywords, dice, crit):
    gun = kit.gear("gun", attack_dice=len(dice), power=1, keywords=keywords)
    b = make(gun, forced={"battle.d10": list(dice), "battle.power": [0] * 4})
    run, _ = attack(b)
    assert run.crit_chance == crit


def test_crit_miss_resolves_again_on_a_rerolled_1():
    """BAT-TITAN-040, BAT-TITAN-039: "Crit Miss:" on a natural 1 on the Crit die, again when
    the re-roll is another 1; GEN-021: the re-roll costs +1 Fate."""
    charm = kit.gear(
        "charm",
        kind="support",
        slot="support",
        hands=0,
        abilities=(kit.ability("Bad Luck", "crit_miss", "ambrosia 1", optional=False),),
    )
    b = make(SWORD, support=[charm], tri=(0, 5, 0), forced={"battle.d10": [1, 5, 1]})
    _, asked = attack(b, ["die-0", "done"])
    assert a(b).ambrosia == 2
    assert b.argonaut(a(b)).fate == 6
    assert asked[0].kind == "battle.attack_reroll"


def test_rerolls_free_then_fate_each_die_once():
    """GEN-018, GEN-019, GEN-021, GEN-022, KEY-003, BAT-MISC-098: Attack Re-roll 1 is free, the
    second declared die costs +1 Fate; every die re-rolled once, together."""
    edge = kit.gear(
        "edge", kind="attachment", slot="attachment", hands=0, keywords=["attack_reroll 1"]
    )
    b = make(
        SWORD,
        support=[edge],
        tri=(0, 3, 0),
        forced={"battle.d10": [2, 2, 9, 9], "battle.power": [0] * 4},
    )
    a(b).gear[1].host = "sword"
    run, asked = attack(b, ["die-0", "die-1", "done"])
    assert run.dice == [9, 9]
    assert b.argonaut(a(b)).fate == 4
    menus = [d for d in asked if d.kind == "battle.attack_reroll"]
    assert menus[-1].context["declared"] == [0, 1]


def test_no_reroll_question_at_fate_9_without_free_rerolls():
    """GEN-025: Fate cannot be raised above 9 to pay, so nothing is asked."""
    b = make(SWORD, tri=(0, 9, 0), forced={"battle.d10": [2, 2]})
    _, asked = attack(b)
    assert all(d.kind != "battle.attack_reroll" for d in asked)


def test_full_hit_abilities_only_on_the_active_weapon():
    """BAT-TITAN-033: "Full hit:" abilities of the active weapon, not of inactive weapons."""
    lucky = (kit.ability("Follow Through", "full_hit", "ambrosia 1", optional=False),)
    one = kit.gear("one", attack_dice=2, power=1, abilities=lucky)
    two = kit.gear("two", attack_dice=2, power=1, abilities=lucky)
    b = make(one, two, forced={"battle.d10": [8, 8], "battle.power": [0] * 3})
    attack(b)
    assert a(b).ambrosia == 1


def test_full_miss_skips_to_clearing_the_pool():
    """BAT-TITAN-034: a full miss goes straight to step 9, then "Full miss:" abilities, and the
    Attack ends (no BP card drawn)."""
    sulk = kit.gear(
        "sulk",
        kind="support",
        slot="support",
        hands=0,
        abilities=(kit.ability("Sulk", "full_miss", "ambrosia 1", optional=False),),
    )
    b = make(SWORD, support=[sulk], forced={"battle.d10": [2, 2]})
    b.battle.kratos_pool["break"] = 2
    top = list(b.battle.decks.bp)
    run, _ = attack(b)
    assert run.result == "miss" and b.battle.decks.bp == top
    assert b.battle.kratos_pool == {} and a(b).ambrosia == 1


# ------------------------------------------------------------------ steps 4 and 5
def test_first_window_auto_break_feeds_this_power_roll():
    """BAT-TITAN-041, KEY-004: Auto-break places a Break token in the first window, converting a
    potential in this Attack's Power Roll."""
    pommel = kit.gear("sword2", attack_dice=2, power=1, keywords=["auto_break 1"])
    b = make(pommel, forced={"battle.d10": [8, 8], "battle.power": [4, 4, 4]})
    run, _ = attack(b)
    assert run.converted == 1 and run.total == 4


def test_draw_bp_and_empty_deck():
    """BAT-TITAN-042, BAT-TITAN-043: the top card is attacked; an empty deck takes the
    shuffled discard pile."""
    b = make(SWORD, forced={"battle.d10": [8, 8], "battle.power": [0] * 3})
    d = b.battle.decks
    d.bp_discard, d.bp = list(d.bp), []
    run, _ = attack(b)
    assert run.bp.startswith("bp-1") and run.bp in d.bp_discard
    assert "BAT-TITAN-043" in rules_of(b)


def test_heartseeker():
    """KEY-021: look at the top two, attack one, shuffle the other back."""
    bow = kit.gear("bow2", attack_dice=2, power=1, ranged=(2, 5), keywords=["heartseeker"])
    b = make(bow, at=(5, 4), forced={"battle.d10": [8, 8], "battle.power": [0] * 3})
    second = b.battle.decks.bp[1]
    run, asked = attack(b, ["bp-1"])
    assert run.bp == second
    assert asked[0].kind == "battle.heartseeker"
    assert len(b.battle.decks.bp) == 2 and second not in b.battle.decks.bp


def test_chain_break_leaving_range():
    """BAT-PRIM-120, BAT-PRIM-121: moving out of the weapon's range before the Power Roll breaks
    the Attack; the pool is still cleared and the Second Ability Window still opens."""
    boots = kit.gear(
        "boots",
        kind="support",
        slot="support",
        hands=0,
        keywords=["opening 1"],
        abilities=(kit.ability("Leap", "first_window", "move 2"),),
    )
    b = make(SWORD, support=[boots], forced={"battle.d10": [8, 8]})
    b.battle.kratos_pool["break"] = 3
    run, _ = attack(b, ["use-gear1-leap", "cell-5-4"])
    assert run.chain_broken and run.bp == ""
    assert b.battle.kratos_pool == {"opening": 1}
    assert "BAT-PRIM-120" in rules_of(b)


# ------------------------------------------------------------------ steps 7-10
def bp1(**kw):
    return [
        kit.bp("bp-1-0", **kw),
        kit.bp("bp-1-1"),
        kit.bp("bp-2-0", level=2, at=7),
        kit.bp("bp-3-0", level=3, at=8),
    ]


def test_ex020_fail_response_pushback():
    """EX-020, BAT-TITAN-054, BAT-TITAN-057: "Fail: Pushback 2" pushes a Titan that failed
    2 spaces (the Primordial follows); wounding causes no Response."""
    cards = bp1(fail=["pushback 2"])
    b = make(SWORD, bp_cards=cards, forced={"battle.d10": [8, 8], "battle.power": [0] * 3})
    attack(b)
    assert (a(b).row, a(b).col) == (5, 4)
    assert (b.battle.primordial.row, b.battle.primordial.col) == (3, 4)
    b2 = make(SWORD, bp_cards=cards, forced={"battle.d10": [8, 8], "battle.power": [5] * 3})
    attack(b2)
    assert "BAT-TITAN-054" not in rules_of(b2) and (a(b2).row, a(b2).col) == (3, 4)


def test_ex021_response_at_range():
    """EX-021, BAT-TITAN-058: a Titan 6 spaces away wounds; "Wound: Pushback 4" moves the
    Primordial 4 spaces toward it."""
    far = kit.gear("far", attack_dice=2, power=1, ranged=(2, 7))
    b = make(
        far,
        at=(8, 4),
        bp_cards=bp1(wound=["pushback 4"]),
        forced={"battle.d10": [8, 8], "battle.power": [5] * 3},
    )
    assert area_distance(((8, 4),), primordial_cells(b)) == 6
    attack(b)
    assert area_distance(((a(b).row, a(b).col),), primordial_cells(b)) <= 2


def test_instinct_and_critical():
    """BAT-TITAN-054, BAT-TITAN-056: Instinct resolves with a Wound or a Fail (players order
    them), never with a Critical, which resolves alone."""
    cards = bp1(wound=["ambrosia 1"], instinct=["lose_fate 1"], critical=["ambrosia 2"])
    b = make(
        SWORD, bp_cards=cards, tri=(0, 9, 0), forced={"battle.d10": [8, 8], "battle.power": [5] * 3}
    )
    _, asked = attack(b, ["first-instinct"])
    assert a(b).ambrosia == 1 and b.argonaut(a(b)).fate == 8
    assert any(d.kind == "battle.response_order" for d in asked)
    b2 = make(
        SWORD,
        bp_cards=cards,
        tri=(0, 9, 0),
        forced={"battle.d10": [10, 8], "battle.power": [5] * 3},
    )
    run, _ = attack(b2)
    assert run.result == "critical" and a(b2).ambrosia == 2
    assert b2.argonaut(a(b2)).fate == 9


def test_knockback_response_needs_adjacency():
    """BAT-TITAN-059, KEY-024: Knockback and Knockdown Responses are ignored when the attacker
    is not adjacent."""
    b = make(
        REACH,
        at=(4, 4),
        bp_cards=bp1(fail=["knockdown", "knockback 2"]),
        forced={"battle.d10": [8, 8], "battle.power": [0] * 3},
    )
    attack(b)
    assert a(b).knockdown == "" and (a(b).row, a(b).col) == (4, 4)
    assert "BAT-TITAN-059" in rules_of(b)


def test_diversion_ignores_fail_responses():
    """KEY-014: a Diversion token in the pool may be spent to ignore Fail Responses."""
    b = make(
        SWORD,
        bp_cards=bp1(fail=["ambrosia 1"]),
        forced={"battle.d10": [8, 8], "battle.power": [0] * 3},
    )
    b.battle.kratos_pool["diversion"] = 1
    run, _ = attack(b, ["spend"])
    assert run.ignore_fail and a(b).ambrosia == 0


def test_attack_responses_wait_for_the_end(monkeypatch):
    """BAT-TITAN-055, BAT-TITAN-082: an Attack Response is noted and performed after the
    Attack, whose BP card is discarded first."""
    seen = []

    def fake_signature(b, e, ctx):
        seen.append((b.battle.decks.current_bp, dict(b.battle.kratos_pool)))
        yield from ()

    monkeypatch.setitem(effects.OPS, "signature", fake_signature)
    b = make(
        SWORD,
        bp_cards=bp1(fail=["signature", "ambrosia 1"]),
        forced={"battle.d10": [8, 8], "battle.power": [0] * 3},
    )
    b.battle.kratos_pool["opening"] = 1
    attack(b)
    assert seen == [("", {})]
    assert a(b).ambrosia == 1 and b.battle.decks.bp_discard[0] == "bp-1-0"


def test_follow_up_bonus_attack():
    """BAT-MISC-027, BAT-PRIM-122: a Bonus Attack during a Titan Attack is a Follow-up, made
    after it ends, no Chain Break."""
    b = make(
        SWORD,
        bp_cards=bp1(fail=["bonus_attack"]),
        forced={"battle.d10": [8, 8, 2, 2], "battle.power": [0] * 3},
    )
    attack(b, ["weapon-0"])
    assert rules_of(b).count("BAT-TITAN-024") == 2
    assert "BAT-PRIM-117" not in rules_of(b)


def test_mercy_rule():
    """BAT-MISC-018: a Titan dying in its own Attack suffers no more of its Responses."""
    b = make(
        SWORD,
        bp_cards=bp1(fail=["die", "ambrosia 1", "signature"]),
        forced={"battle.d10": [8, 8], "battle.power": [0] * 3},
    )
    attack(b)
    assert not a(b).alive and a(b).ambrosia == 0
    assert "BAT-MISC-018" in rules_of(b)


def test_killing_critical_grants_rewards_only():
    """BAT-TITAN-052: the Wound that fills the stack slays the Primordial at once; a killing
    Critical still grants its tangible rewards, no Attacks."""
    cards = bp1(critical=["gain_resource hide 3", "signature"], wound=["ambrosia 1"])
    b = make(SWORD, bp_cards=cards, forced={"battle.d10": [10, 8], "battle.power": [5] * 3})
    b.battle.decks.wound_stack = [f"wound:single:{i}" for i in range(9)]
    with pytest.raises(BattleOver):
        attack(b)
    assert b.battle.result == "won" and b.battle.aftermath == {"hide": 3}
    assert stats.wounds_dealt(b) == 10


def test_cumbersome_and_tireless():
    """KEY-011: a Cumbersome weapon that wounded is exhausted in the second window; KEY-063:
    Tireless may ignore it."""
    club = kit.gear("club", attack_dice=2, power=1, keywords=["cumbersome"])
    b = make(club, forced={"battle.d10": [8, 8], "battle.power": [5] * 3})
    attack(b)
    assert a(b).gear[0].exhausted
    salve = kit.gear("salve", kind="support", slot="support", hands=0, keywords=["tireless"])
    b2 = make(club, support=[salve], forced={"battle.d10": [8, 8], "battle.power": [5] * 3})
    attack(b2, ["use"])
    assert not a(b2).gear[0].exhausted


def test_overbreak():
    """KEY-034: Total Power above the AT by 1+ places Break tokens in the second window, for
    the next Attack (after the pool was cleared); exactly the AT places none."""
    bolt = kit.gear("bolt", attack_dice=2, power=1, keywords=["overbreak 2"])
    b = make(bolt, forced={"battle.d10": [8, 8], "battle.power": [5] * 3})
    run, _ = attack(b)
    assert run.total == 6 and b.battle.kratos_pool == {}
    rake = kit.gear("rake", attack_dice=2, power=2, keywords=["overbreak 2"])
    b3 = make(rake, forced={"battle.d10": [8, 8], "battle.power": [5] * 5})
    run3, _ = attack(b3)
    assert run3.total == 10 and b3.battle.kratos_pool == {"break": 2}


def test_attack_profile_for_odds():
    """BAT-TITAN-031, BAT-TITAN-045: the numbers the odds are computed from."""
    gun = kit.gear(
        "gun",
        attack_dice=3,
        power=2,
        power_tier="black",
        precision=1,
        bonus_power=1,
        bonus_tier="red",
    )
    b = make(gun)
    b.battle.kratos_pool.update({"opening": 1, "break": 2})
    p = attack_profile(b, a(b), 0)
    assert p["dice"] == 3 and p["precision"] == 2 and p["to_hit"] == 5
    assert p["per_hit"] == {"black": 2} and p["bonus"] == {"red": 1}
    assert p["fixed"] == {"red": 1} and p["breaks"] == 2
    assert p["at_values"] == [6, 6, 6]


def test_lost_weapons_and_exhausted_fists():
    """BAT-TITAN-098: a Titan whose weapons are gone may equip Fists; BAT-TITAN-101: Fists are
    exhausted like any Gear."""
    b = make(SWORD, forced={"battle.d10": [2, 2]})
    a(b).gear[0].discarded = True
    run, asked = kit.drive(b, titan_attack(b, a(b)), answers=["fists-x"] + ["done"] * 5)
    assert [o.id for o in asked[0].options] == ["fists-x"]
    assert a(b).gear[run.weapon].card == "fists"
    a(b).gear[run.weapon].exhausted = True
    assert "exhausted" in weapon_options(b, a(b))[0].disabled


def test_wound_and_fail_abilities():
    """BAT-TITAN-053: "Wound:" and "Fail:" effects of the attack's elements follow the Power
    Roll result."""
    omen = kit.gear(
        "omen",
        kind="support",
        slot="support",
        hands=0,
        abilities=(
            kit.ability("Bite", "wound", "ambrosia 1", optional=False),
            kit.ability("Miss", "fail", "ambrosia 2", optional=False),
        ),
    )
    b = make(SWORD, support=[omen], forced={"battle.d10": [8, 8], "battle.power": [5] * 3})
    attack(b)
    b2 = make(SWORD, support=[omen], forced={"battle.d10": [8, 8], "battle.power": [0] * 3})
    attack(b2)
    assert (a(b).ambrosia, a(b2).ambrosia) == (1, 2)


def test_second_window_tokens_feed_the_next_attack():
    """BAT-TITAN-081, KEY-033, BAT-TITAN-083: Opening placed in the Second Ability Window
    (after the pool is cleared) is used by the next Attack Roll."""
    gaff = kit.gear("gaff", attack_dice=2, power=1, keywords=["opening 1"])
    b = make(gaff, forced={"battle.d10": [5, 5, 4, 4], "battle.power": [0] * 6})
    first, _ = attack(b)
    assert first.opening == 0 and b.battle.kratos_pool == {"opening": 1}
    second, _ = attack(b)
    assert second.opening == 1 and second.hits == 2


def test_titan_sheet_power_die_and_bp_card():
    """BAT-TITAN-001: the Titan Power die of the sheet joins every Power Roll; BAT-TITAN-044:
    the BP card's level, AT and responses drive the Attack."""
    sheet = kit.titan_class("warden", power_die="black")
    cards = [kit.bp("bp-1-0", at=9, fail=["ambrosia 1"]), kit.bp("bp-1-1")]
    b = make(
        SWORD,
        titans=[sheet],
        bp_cards=cards,
        forced={"battle.d10": [8, 8], "battle.power": [5, 5, 5]},
    )
    run, _ = attack(b)
    assert [d.tier for d in run.pool] == ["red", "red", "black"]
    assert run.at == 9 and run.total == 6 and run.result == "fail" and a(b).ambrosia == 1


@pytest.mark.parametrize(
    ("danger", "timing", "on_weapon", "precision"),
    [
        (5, "passive", False, 1),
        (4, "passive", False, 0),
        (0, "attack_roll", False, 1),
        (0, "passive", True, 0),
    ],
    ids=[
        "BAT-MISC-084 BAT-TITAN-107 a passive +1 Precision counts while its gate is met",
        "BAT-TITAN-107 a gated ability is locked below its gate",
        "BAT-MISC-081 a constant Attack Roll ability applies before the dice are rolled",
        "BAT-TITAN-033 not from an inactive weapon",
    ],
)
def test_precision_from_abilities(danger, timing, on_weapon, precision):
    gate = ("danger", 5) if timing == "passive" else None
    grip = kit.ability("Grip", timing, "precision 1", optional=False, gate=gate)
    if on_weapon:
        holder = kit.gear("club", attack_dice=2, power=1, abilities=(grip,))
        b = make(SWORD, holder, tri=(danger, 9, 0), forced={"battle.d10": [2, 2]})
    else:
        holder = kit.gear("ring", kind="support", slot="support", hands=0, abilities=(grip,))
        b = make(SWORD, support=[holder], tri=(danger, 9, 0), forced={"battle.d10": [2, 2]})
    run, _ = attack(b)
    assert run.precision == precision
