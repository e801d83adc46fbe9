"""Rules that only the Mnestis Theatre's Levels play in Cycle I, on the shipped Traits.

Each Trait below belongs to a Theatre Level (6 or 8) of a Primordial, so no campaign or
practice battle of Levels 1-4 meets it (tests/test_mnestis_levels.py keeps those Levels apart):

* Ammonax 6, *Anchored Whorl*: a passive ignore [GEN-006];
* Ammonax 8, *The Second Turning*: the Signature again in Other Actions [BAT-PRIM-128];
* Kyanippe 6, *Storm-Lit Flanks*: Blindspots disabled [GEN-007];
* Kyanippe 8, *Hooves of Fused Glass*: Knockback 3 instead [GEN-008], and *Bronze Calls the
  Storm*: Danger read from the Gear's traits [BAT-TITAN-106];
* Threnos 6, *Grief Finds the Shadow*: an "immediately" effect [GEN-005] and what it sets off
  before the other Traits of the same draw [BAT-MISC-023];
* Threnos 8, *Cracked Lantern-Glass*: Weakspots created [BAT-PRIM-005] and Exhaustable Gear
  exhausted [BAT-MISC-093].

The battles are the kit's (``battle_kit.battle``) on the shipped pack cut down to one
Primordial, with miniatures placed by hand.
"""

from __future__ import annotations

from dataclasses import replace
from typing import Any

import battle_kit as kit
import pytest

from atoterm.content import load_content
from atoterm.content.battle_schema import Effect
from atoterm.content.schema import ContentPack
from atoterm.engine.battle.abilities.effects import PRIMORDIAL, EffectCtx, resolve_effects
from atoterm.engine.battle.abilities.keywords import exhaustable
from atoterm.engine.battle.attack.roll import situational_precision
from atoterm.engine.battle.attack.run import AttackRun
from atoterm.engine.battle.core.context import B
from atoterm.engine.battle.primordial import passives, reach
from atoterm.engine.battle.primordial.round import (
    other_actions,
    resolve_traits,
    trait_abilities,
    trait_condition,
)
from atoterm.engine.battle.primordial.traits import active_trait_ids

CONTENT = load_content()


def only(pid: str) -> ContentPack:
    """The shipped pack with one Primordial (the kit's battle takes the first)."""
    bc = CONTENT.battle
    assert bc is not None
    return replace(CONTENT, battle=replace(bc, primordials={pid: bc.primordials[pid]}))


PACKS = {pid: only(pid) for pid in ("ammonax", "kyanippe", "threnos")}


def battle(pid: str, level: int, titans: dict[str, tuple[int, int, list[str]]], **kw: Any) -> B:
    """A battle of ``pid`` at ``level`` facing North at (4, 6); the Titans where they say,
    with the shipped Gear they name (Fists when none)."""
    placed = [
        kit.titan(key, row, col, *gear, cls="hold-dreamer")
        for key, (row, col, gear) in titans.items()
    ]
    return kit.battle(PACKS[pid], titans=placed, primordial=(4, 6, "N"), level=level, **kw)


def auto(b: B, proc: Any) -> list[Any]:
    """Run ``proc``, answering each decision with its first open option; the decisions."""
    asked = []
    to_send = None
    while True:
        try:
            item = next(proc) if to_send is None else proc.send(to_send)
        except StopIteration:
            return asked
        to_send = None
        if not hasattr(item, "options"):
            continue  # a checkpoint
        asked.append(item)
        to_send = next(o.id for o in item.options if not o.disabled)


def kinds(b: B, *wanted: str) -> list[str]:
    return [e.kind for e in b.events if e.kind in wanted]


def cell_of(cells: tuple[tuple[int, int], ...], index: int = 0) -> tuple[int, int]:
    return sorted(cells)[index]


# ------------------------------------------------------------------ the Traits are Theatre-only
@pytest.mark.parametrize(
    ("pid", "trait", "level"),
    [
        ("ammonax", "anchored-whorl", 6),
        ("ammonax", "the-second-turning", 8),
        ("kyanippe", "storm-lit-flanks", 6),
        ("kyanippe", "hooves-of-fused-glass", 8),
        ("kyanippe", "bronze-calls-the-storm", 8),
        ("threnos", "grief-finds-the-shadow", 6),
        ("threnos", "cracked-lantern-glass", 8),
    ],
)
def test_the_new_traits_come_only_at_their_theatre_level(pid: str, trait: str, level: int) -> None:
    """MNE-003: each Trait joins at its Theatre Level and stays above it; no Level a campaign
    or a practice battle plays has it (nor a Threnos Battle Track box)."""
    prim = PACKS[pid].battle.primordials[pid]  # type: ignore[union-attr]
    assert prim.level(level).mnestis
    for lv in prim.all_levels:
        b = battle(pid, lv.level, {"A": (10, 1, [])})
        assert (trait in active_trait_ids(b)) is (lv.level >= level), lv.level
    assert all(trait not in box.traits for box in prim.track)


# ------------------------------------------------------------------ GEN-006: a passive ignore
def test_a_passive_ignore_holds_every_time_GEN_006() -> None:
    """Anchored Whorl: a Titan's Pull is not resolved at all, each time; the Warden's own
    effects and a Titan's other effects are untouched; at Level 5 Pull resolves."""
    pull = Effect("pull", 1, "", "pull 1")
    b = battle("ammonax", 6, {"A": (9, 7, [])})
    for _ in range(2):  # passive: every instance, not only the first
        assert passives.primordial_passives(b, pull, EffectCtx("A")) is None
    assert kinds(b, "effect_ignored") == ["effect_ignored"] * 2
    assert "ignores" in b.events[-1].text and b.events[-1].rule == "GEN-006"
    push = Effect("pushback", 1, "", "pushback 1")
    assert passives.primordial_passives(b, push, EffectCtx("A")) is push
    assert passives.primordial_passives(b, pull, EffectCtx(PRIMORDIAL, "A")) is pull
    lower = battle("ammonax", 5, {"A": (9, 7, [])})
    assert passives.primordial_passives(lower, pull, EffectCtx("A")) is pull


def test_an_ignored_pull_leaves_the_warden_where_it_stands_GEN_006() -> None:
    b = battle("ammonax", 6, {"A": (9, 7, [])})
    where = (b.battle.primordial.row, b.battle.primordial.col)
    auto(b, resolve_effects(b, [Effect("pull", 2, "", "pull 2")], EffectCtx("A", "A")))
    assert (b.battle.primordial.row, b.battle.primordial.col) == where


# ------------------------------------------------------------------ GEN-008: "instead"
@pytest.mark.parametrize(
    ("effect", "source", "value"),
    [
        pytest.param("knockback 1", PRIMORDIAL, 3, id="GEN-008 Knockback 1 is 3 instead"),
        pytest.param("knockback 2", PRIMORDIAL, 3, id="GEN-008 Knockback 2 is 3 instead"),
        pytest.param("knockback 3", PRIMORDIAL, 3, id="GEN-008 Knockback 3 keeps its value"),
        pytest.param("danger_per_hit 1", PRIMORDIAL, 1, id="GEN-008 the rest of the card stays"),
        pytest.param("knockback 1", "A", 1, id="GEN-008 a Titan's own Knockback is not hers"),
    ],
)
def test_an_instead_changes_only_that_value_GEN_008(effect: str, source: str, value: int) -> None:
    b = battle("kyanippe", 8, {"A": (9, 7, [])})
    op, n = effect.split()
    got = passives.primordial_passives(b, Effect(op, int(n), "", effect), EffectCtx(source, "A"))
    assert got is not None and (got.op, got.value) == (op, value)


def test_the_card_keeps_its_other_effects_GEN_008() -> None:
    """An AI card's hit, "+1 Danger for each hit, Knockback 1": the Danger as printed, the
    Knockback 3 instead (the Titan is driven three spaces), at Level 8; 1 space at Level 7."""
    moved = {}
    for level in (7, 8):
        b = battle("kyanippe", level, {"A": (7, 6, [])})
        effects = [Effect("danger_per_hit", 1, "", "danger_per_hit 1"), Effect("knockback", 1)]
        auto(b, resolve_effects(b, effects, EffectCtx(PRIMORDIAL, "A", origin="ai")))
        titan = b.battle.titan("A")
        assert b.argonaut(titan).danger == 1
        moved[level] = abs(titan.row - 7) + abs(titan.col - 6)
    assert moved == {7: 1, 8: 3}


# ------------------------------------------------------------------ GEN-007: disable a rule
def test_disabled_blindspots_are_gone_for_everyone_GEN_007() -> None:
    """Storm-Lit Flanks: the first BP card drawn from a Blindspot disables the Mare's
    Blindspots until the end of the Battle: no Precision bonus for any Titan, no hiding from
    her targeting, and the Trait itself cannot fire again."""
    probe = battle("kyanippe", 6, {"A": (10, 1, [])})
    spots = reach.blindspot_cells(probe)
    assert len(spots) == 2
    b = battle("kyanippe", 6, {"A": (*cell_of(spots, 0), []), "B": (*cell_of(spots, 1), [])})
    bravo = b.battle.titan("B")
    assert reach.in_area(b, bravo, "blindspot")
    assert any(
        why == "attacking from a Blindspot"
        for why, _, _ in situational_precision(b, bravo, AttackRun("B", 0))
    )
    auto(b, resolve_traits(b, "bp_drawn", "BAT-TITAN-044", attacker="A"))
    assert b.battle.disabled == ["blindspots"]
    assert kinds(b, "disable") == ["disable"]
    assert reach.blindspot_cells(b) == ()
    assert not reach.in_area(b, bravo, "blindspot")
    assert all(
        why != "attacking from a Blindspot"
        for why, _, _ in situational_precision(b, bravo, AttackRun("B", 0))
    )
    assert not any(t.id == "storm-lit-flanks" for t, _ in trait_abilities(b, "bp_drawn", "A"))


def test_below_level_6_the_blindspots_stay_GEN_007() -> None:
    probe = battle("kyanippe", 5, {"A": (10, 1, [])})
    b = battle("kyanippe", 5, {"A": (*cell_of(reach.blindspot_cells(probe)), [])})
    auto(b, resolve_traits(b, "bp_drawn", "BAT-TITAN-044", attacker="A"))
    assert b.battle.disabled == [] and len(reach.blindspot_cells(b)) == 2


# ------------------------------------------------------------------ GEN-005, BAT-MISC-023
def _threnos_in_blindspot(level: int, despair: int = 0) -> B:
    probe = battle("threnos", level, {"A": (10, 1, [])})
    row, col = cell_of(reach.blindspot_cells(probe))
    b = battle("threnos", level, {"A": (row, col, []), "B": (11, 14, [])})
    b.battle.titan("A").despair = despair
    return b


def test_an_immediate_effect_resolves_first_unasked_GEN_005() -> None:
    """At Level 6 three Traits answer a BP card drawn from a Blindspot; the one marked
    "immediately" resolves first with no question, and the players order the rest."""
    b = _threnos_in_blindspot(6)
    triggered = [t.id for t, _ in trait_abilities(b, "bp_drawn", "A")]
    assert "grief-finds-the-shadow" in triggered and len(triggered) >= 3
    asked = auto(b, resolve_traits(b, "bp_drawn", "BAT-TITAN-044", attacker="A"))
    first = next(e for e in b.events if e.kind == "trait")
    assert first.data["trait"] == "grief-finds-the-shadow"
    assert [d.kind for d in asked] == ["battle.order"] * (len(triggered) - 2)
    assert all(len(d.options) < len(triggered) for d in asked)
    assert b.battle.titan("A").despair >= 1


def test_without_immediately_the_players_order_all_GEN_005() -> None:
    """At Level 5 the same draw asks the players to order every Trait it triggers."""
    b = _threnos_in_blindspot(5)
    triggered = trait_abilities(b, "bp_drawn", "A")
    asked = auto(b, resolve_traits(b, "bp_drawn", "BAT-TITAN-044", attacker="A"))
    assert len(asked[0].options) == len(triggered)


def test_what_a_trigger_sets_off_resolves_before_the_next_BAT_MISC_023() -> None:
    """A lone Titan at 3 Despair draws a BP card from Threnos's Blindspot at Level 6: the
    immediate Despair brings it to the limit and it dies there, and its death is resolved
    before any other Trait of that draw begins (the Priority Target token passes on as part of
    it); those Traits then resolve nothing on it."""
    b = _threnos_in_blindspot(6, despair=3)
    auto(b, resolve_traits(b, "bp_drawn", "BAT-TITAN-044", attacker="A"))
    order = [e.kind for e in b.events if e.kind in ("trait", "titan_dies", "priority_target")]
    assert order[:3] == ["trait", "titan_dies", "priority_target"], order
    assert order[3:] == ["trait"] * (len(order) - 3) and len(order) > 3
    assert not b.battle.titan("A").alive and b.battle.priority_target == "B"
    assert b.battle.titan("A").despair == 4  # nothing more was resolved on it


# ------------------------------------------------------------------ BAT-PRIM-128
@pytest.mark.parametrize(
    ("level", "adjacent", "performs"),
    [
        pytest.param(8, True, True, id="BAT-PRIM-128 Level 8, a Titan adjacent: the Signature"),
        pytest.param(8, False, False, id="BAT-PRIM-128 no Titan adjacent: nothing"),
        pytest.param(7, True, False, id="BAT-PRIM-128 Level 7: Other Actions resolve nothing"),
    ],
)
def test_other_actions_perform_an_extra_attack_BAT_PRIM_128(
    level: int, adjacent: bool, performs: bool
) -> None:
    row = 7 if adjacent else 10
    titans = {"A": (row, 7, ["tidewright-gaff"]), "B": (11, 14, [])}
    b = battle("ammonax", level, titans, forced={"battle.d10": [9] * 12})
    auto(b, other_actions(b))
    cards = [e.data.get("card") for e in b.events if e.kind == "ai_card"]
    assert (cards == ["grinding-whorl"]) is performs, [e.text for e in b.events]
    if performs:
        assert kinds(b, "evasion_roll", "evasion_result") == ["evasion_roll", "evasion_result"]


# ------------------------------------------------------------------ BAT-PRIM-005, BAT-MISC-093
def test_an_effect_creates_the_weakspots_BAT_PRIM_005() -> None:
    """Weakspot spaces do nothing until an effect creates the Weakspots: Cracked Lantern-Glass
    at the Start of Battle (Level 8)."""
    probe = battle("threnos", 8, {"A": (10, 1, [])})
    row, col = cell_of(reach.weakspot_cells(probe))
    b = battle("threnos", 8, {"A": (row, col, ["coral-maul", "kelp-mail"])})
    assert not b.battle.primordial.weakspots_open
    assert not trait_condition(b, "attacker_in_weakspot", "A")
    assert not any(a.when == "attacker_in_weakspot" for _, a in trait_abilities(b, "bp_drawn", "A"))
    auto(b, resolve_traits(b, "start_of_battle", "BAT-SETUP-033"))
    assert b.battle.primordial.weakspots_open and kinds(b, "weakspot") == ["weakspot"]
    assert trait_condition(b, "attacker_in_weakspot", "A")
    lower = battle("threnos", 7, {"A": (row, col, [])})
    auto(lower, resolve_traits(lower, "start_of_battle", "BAT-SETUP-033"))
    assert not lower.battle.primordial.weakspots_open


@pytest.mark.parametrize(
    ("card", "yes"),
    [
        pytest.param("coral-maul", True, id="BAT-MISC-093 Cumbersome"),
        pytest.param("idol-arm", True, id="BAT-MISC-093 Cumbersome weapon"),
        pytest.param("vigil-lamp", True, id="BAT-MISC-093 an ability that costs exhausting"),
        pytest.param("wax-sealed-helm", True, id="BAT-MISC-093 exhausting armor"),
        pytest.param("tide-knot-charm", False, id="BAT-MISC-093 a charge cost is not"),
        pytest.param("tidewright-gaff", False, id="BAT-MISC-093 no such ability"),
    ],
)
def test_exhaustable_gear(card: str, yes: bool) -> None:
    assert exhaustable(CONTENT.battle.gear[card]) is yes  # type: ignore[union-attr]


@pytest.mark.parametrize(
    ("gear", "offered", "exhausted"),
    [
        pytest.param(
            ["tidewright-gaff", "coral-maul", "vigil-lamp"],
            ["Reef-Coral Maul", "Ilyran Vigil Lamp"],
            "coral-maul",
            id="BAT-MISC-093 the player picks among the Exhaustable Gear",
        ),
        pytest.param(
            ["tidewright-gaff", "vigil-lamp"], [], "vigil-lamp", id="BAT-MISC-093 one: no question"
        ),
        pytest.param(["tidewright-gaff", "kelp-mail"], [], "", id="BAT-MISC-093 none: nothing"),
    ],
)
def test_reaching_through_the_crack_exhausts_exhaustable_gear(
    gear: list[str], offered: list[str], exhausted: str
) -> None:
    """Cracked Lantern-Glass: a Titan drawing a BP card from an open Weakspot gains 1 Despair
    and exhausts one of its Exhaustable Gear [BAT-MISC-093, BAT-PRIM-005]."""
    probe = battle("threnos", 8, {"A": (10, 1, [])})
    row, col = cell_of(reach.weakspot_cells(probe), 1)
    b = battle("threnos", 8, {"A": (row, col, gear)})
    b.battle.primordial.weakspots_open = True
    asked = auto(b, resolve_traits(b, "bp_drawn", "BAT-TITAN-044", attacker="A"))
    picks = [d for d in asked if d.kind == "battle.exhaust"]
    assert [o.label for o in picks[0].options] == offered if offered else not picks
    titan = b.battle.titan("A")
    assert [g.card for g in titan.gear if g.exhausted] == ([exhausted] if exhausted else [])
    assert titan.despair >= 1


# ------------------------------------------------------------------ BAT-TITAN-106
@pytest.mark.parametrize(
    ("gear", "exhaust", "discard", "danger"),
    [
        pytest.param(
            ["hull-plate-shield", "coil-plate-carapace", "rivet-studs"],
            "",
            "",
            2,
            id="BAT-TITAN-106 two Bronze cards: +2 Danger",
        ),
        pytest.param(
            ["hull-plate-shield", "rivet-studs"],
            "hull-plate-shield",
            "",
            2,
            id="BAT-TITAN-106 an exhausted card keeps its traits",
        ),
        pytest.param(
            ["hull-plate-shield", "rivet-studs"],
            "",
            "hull-plate-shield",
            1,
            id="BAT-TITAN-106 a discarded card is not equipped",
        ),
        pytest.param(["kelp-mail"], "", "", 0, id="BAT-TITAN-106 no Bronze: nothing"),
    ],
)
def test_a_trait_reads_the_gear_traits(
    gear: list[str], exhaust: str, discard: str, danger: int
) -> None:
    """Bronze Calls the Storm (Kyanippe 8): +1 Danger per equipped Gear with the Bronze
    trait, read from the cards' traits whether exhausted or not."""
    b = battle("kyanippe", 8, {"A": (12, 1, gear)})
    titan = b.battle.titan("A")
    for g in titan.gear:
        g.exhausted = g.card == exhaust
        g.discarded = g.card == discard
    auto(b, resolve_traits(b, "bp_drawn", "BAT-TITAN-044", attacker="A"))
    assert b.argonaut(titan).danger == danger
    assert kinds(b, "gear_traits") == (["gear_traits"] if danger else [])


def test_the_rules_content_may_disable_are_the_engines_GEN_007() -> None:
    from atoterm.content.battle_vocab import DISABLEABLE_RULES

    assert tuple(reach.DISABLEABLE) == DISABLEABLE_RULES
