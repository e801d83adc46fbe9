"""The Titan Round: turns, actions, movement, Rush, free actions, Argo Abilities
[BAT-TITAN-003..022, BAT-TITAN-086..095, KEY-029, KEY-055, BAT-MISC-030, BAT-MISC-092,
BAT-MISC-096]."""

from __future__ import annotations

import copy

import battle_kit as kit
import pytest

import atoterm.engine.battle.abilities.ops_basic  # noqa: F401  (registers the ops the cards use)
from atoterm.content.battle_schema import ArgoAbility
from atoterm.engine.battle.abilities.effects import EffectCtx, resolve_effects
from atoterm.engine.battle.core.context import B, Checkpoint
from atoterm.engine.battle.core.ending import BattleOver
from atoterm.engine.battle.core.state import ArgoAbilityState
from atoterm.engine.battle.titans import actions as titan_actions
from atoterm.engine.battle.titans.round import titan_round, turn_label
from atoterm.engine.decisions import Decision
from atoterm.engine.revision import REVISION_5
from atoterm.engine.rng import Rng
from atoterm.engine.upgrade import LAYOUT

SWORD = kit.gear("sword", attack_dice=2, power=1)


def make(
    *gear, at=(3, 4), other=(8, 8), tri=(0, 9, 0), forced=None, terrain=(), cls=None, argo=()
) -> B:
    content = kit.pack(gear_cards=list(gear), titans=[cls] if cls else ())
    bc = content.battle
    assert bc is not None
    for ab in argo:
        bc.argo_abilities[ab.id] = ab
    ids = [g.id for g in gear] or ["fists"]
    titans = [kit.titan("A", *at, *ids), kit.titan("B", *other)]
    b = kit.battle(
        content,
        titans=titans,
        triskelion={"A": tri, "B": (0, 9, 0)},
        forced=forced,
        terrain=terrain,
    )
    b.battle.argo_abilities = [ArgoAbilityState(ab.id, ab.charges) for ab in argo]
    return b


def a(b):
    return b.battle.titan("A")


def play(b, answers):
    return kit.drive(b, titan_round(b), answers=answers)


def rules_of(b) -> list[str]:
    return [e.rule for e in b.events]


# ------------------------------------------------------------------ the Round
def test_round_structure_and_any_order():
    """BAT-TITAN-003, BAT-TITAN-004, BAT-TITAN-005, BAT-TITAN-086: Start of Titan Round effects
    first, Titans one at a time in the players' order, End of Titan Round effects last."""
    cls = kit.titan_class(
        abilities=(
            kit.ability("Dawn", "start_of_titan_round", "ambrosia 1", optional=False),
            kit.ability("Dusk", "end_of_titan_round", "ambrosia 2", optional=False),
        )
    )
    b = make(cls=cls)
    round_before = b.battle.round
    _, asked = play(b, ["turn-B", "end", "end"])
    assert [o.id for o in asked[0].options][:2] == ["turn-A", "turn-B"]
    turns = [e.data["titan"] for e in b.events if e.kind == "turn"]
    assert turns == ["B", "A"]
    assert a(b).ambrosia == 3 and b.battle.round == round_before + 1
    assert not b.battle.round_started and not any(t.acted for t in b.battle.titans)


def test_turn_ends_when_both_actions_are_spent():
    """BAT-TITAN-006, BAT-TITAN-008, BAT-TITAN-089: a combat and a movement action in either
    order; once both are spent the turn ends at once (no end-of-turn free actions)."""
    b = make(SWORD, forced={"battle.d10": [2, 2]})
    _, asked = play(b, ["turn-A", "move", "cell-3-5", "attack-0", "end"])
    a_menus = [d for d in asked if d.kind == "battle.turn" and d.actor == "titan:A"]
    assert len(a_menus) == 2
    assert rules_of(b).count("BAT-TITAN-008") == 2


def test_spent_action_is_gone_and_end_turn_early():
    """BAT-TITAN-007: a spent action cannot be taken again; unused actions are lost."""
    b = make(SWORD, forced={"battle.d10": [2, 2]})
    _, asked = play(b, ["turn-A", "attack-0", "end", "end"])
    second = [d for d in asked if d.actor == "titan:A"][1]
    assert "spent" in second.option("attack-0").disabled
    assert a(b).acted is False and b.battle.round_started is False  # reset at the end


def test_movement_options():
    """BAT-TITAN-009, BAT-TITAN-010, BAT-TITAN-011, EX-034: destinations up to Speed,
    orthogonal, not through other Titans, the Primordial or Obstacles."""
    b = make(at=(5, 4), other=(6, 4), terrain=[("column", [(5, 5)])])
    cells = titan_actions.destinations(b, a(b), 5)
    assert (5, 5) not in cells and (6, 4) not in cells
    assert (2, 4) not in cells
    assert cells[(5, 3)] == 1 and cells[(6, 3)] == 2 and cells[(4, 5)] == 2
    assert max(cells.values()) <= 5


def test_movement_resolves_terrain_on_entry():
    """BAT-TITAN-009, TER-014: moving through an Ambrosia tile resolves it as it is entered."""
    b = make(at=(5, 4), forced={"battle.d10": [7]}, terrain=[("spring", [(5, 3)])])
    play(b, ["turn-A", "move", "cell-5-2", "end", "end"])
    assert (a(b).row, a(b).col) == (5, 2) and a(b).ambrosia == 1


def test_move_like_ability_may_be_short_or_none():
    """BAT-TITAN-013, BAT-TITAN-014: a move-like ability offers every space up to X and
    staying put; it is not the movement action."""
    b = make(at=(5, 4))
    moved, asked = kit.drive(
        b,
        titan_actions.voluntary_move(
            b, a(b), 2, why="Reposition 2", rule="BAT-TITAN-013", optional=True
        ),
        ["stay"],
    )
    assert moved is False and "stay" in [o.id for o in asked[0].options]
    assert "cell-5-3" in [o.id for o in asked[0].options]
    assert not a(b).movement_used


def test_unexhaust_spends_an_action():
    """BAT-TITAN-022, BAT-MISC-092: spend the movement action to unexhaust everything."""
    b = make(SWORD)
    a(b).gear[0].exhausted = True
    a(b).exhausted_abilities.append("Dream-Step")
    play(b, ["turn-A", "unexhaust-movement", "end", "end"])
    assert not a(b).gear[0].exhausted and a(b).exhausted_abilities == []
    assert "BAT-MISC-092" in rules_of(b)


def test_fatigue():
    """BAT-MISC-096: with a movement Fatigue token the movement action only discards it."""
    b = make(SWORD)
    a(b).fatigue = "movement"
    _, asked = play(b, ["turn-A", "fatigue", "end", "end"])
    assert "Fatigue" in asked[1].option("move").disabled
    assert a(b).fatigue == ""


@pytest.mark.parametrize(("layout", "held"), [(REVISION_5, "combat"), (LAYOUT, "movement")])
def test_a_second_fatigue_token_is_not_gained_BAT_MISC_096(layout, held):
    """BAT-MISC-096: a Titan holding a Fatigue token cannot gain another: the first stays (rules
    revision 6; a revision-5 journal let the second replace it, as it recorded)."""
    b = make(SWORD)
    b.state.layout = layout
    a(b).fatigue = "movement"
    effect = EffectCtx("A", "A", origin="kratos")
    kit.drive(b, resolve_effects(b, kit.fx("fatigue combat"), effect))
    assert a(b).fatigue == held
    assert any(e.kind == "fatigue_held" for e in b.events) is (held == "movement")


def test_rush_complicated_action():
    """KEY-055, BAT-TITAN-087: Rush moves with +1 Speed, at least 3 spaces straight toward the
    Primordial, then attacks with Auto-break 1; both actions are spent."""
    spear = kit.gear("spear", attack_dice=2, power=1, keywords=["rush"])
    b = make(
        spear, at=(8, 4), other=(9, 9), forced={"battle.d10": [8, 8], "battle.power": [4, 4, 4]}
    )
    cells = titan_actions.rush_cells(b, a(b), 0)
    assert set(cells) == {(3, 4)}
    play(b, ["turn-A", "rush-0", "cell-3-4", "end"])
    assert (a(b).row, a(b).col) == (3, 4)
    assert "KEY-055" in rules_of(b) and "BAT-TITAN-085" in rules_of(b)
    assert rules_of(b).count("BAT-TITAN-008") == 2


def test_rush_needs_both_actions():
    """BAT-TITAN-087: with one action spent, no Rush."""
    spear = kit.gear("spear", attack_dice=2, power=1, keywords=["rush"])
    b = make(spear, at=(8, 4), other=(9, 9))
    a(b).movement_used = True
    b.battle.active_titan = "A"
    from atoterm.engine.battle.titans.round import action_options

    assert "spent" in next(o for o in action_options(b, a(b)) if o.id == "rush-0").disabled


def test_free_action_once_per_turn():
    """BAT-TITAN-088: a free action costs no action, each at most once per turn."""
    salve = kit.gear(
        "salve",
        kind="support",
        slot="support",
        hands=0,
        charges=3,
        abilities=(kit.ability("Smear", "free", "lose_danger 1", cost=["charge 1"]),),
    )
    b = make(SWORD, salve, tri=(3, 9, 0))
    a(b).gear[1].charges = 3
    _, asked = play(b, ["turn-A", "free-gear1-smear", "end", "end"])
    assert b.argonaut(a(b)).danger == 2
    assert asked[2].option("free-gear1-smear").disabled
    assert not a(b).movement_used and not a(b).combat_used


def test_argo_abilities():
    """BAT-TITAN-092, BAT-TITAN-093, BAT-TITAN-094, BAT-TITAN-095: an Argo Ability spends a
    charge, is used once per Round (exhausted), and unexhausts at the end of the Round."""
    mend = ArgoAbility("mend", "Mend", 2, "titan_round", kit.fx("lose_danger 2"))
    b = make(argo=[mend], tri=(4, 9, 0))
    _, asked = play(b, ["argo-mend", "titan-A", "turn-A", "end", "end"])
    assert b.argonaut(a(b)).danger == 2
    state = b.battle.argo_abilities[0]
    assert state.charges == 1 and not state.exhausted
    assert asked[3].option("argo-mend").disabled


def test_knocked_down_titan_has_no_actions():
    """KEY-029: while falling down no actions; the card flips at the end of that turn and the
    Titan stands at the start of its next turn."""
    b = make(SWORD)
    a(b).knockdown = "falling"
    _, asked = play(b, ["turn-A", "end"])
    assert a(b).knockdown == "rising" and not [d for d in asked if d.actor == "titan:A"]
    play(b, ["turn-A", "end", "end"])
    assert a(b).knockdown == ""


@pytest.mark.parametrize(
    ("died", "allowed", "offered"),
    [(2, True, True), (1, True, False), (2, False, False)],
    ids=[
        "BAT-MISC-030 Retreat with 2 Titans dead",
        "BAT-MISC-030 not with 1 dead",
        "BAT-MISC-030 not where the Battle forbids it",
    ],
)
def test_retreat(died, allowed, offered):
    b = make()
    b.battle.titans_died = died
    b.battle.retreat_allowed = allowed
    gen = titan_round(b)
    decision = next(x for x in gen if isinstance(x, Decision))
    ids = [o.id for o in decision.options if not o.disabled]
    assert ("retreat" in ids) == offered
    if offered:
        with pytest.raises(BattleOver):
            gen.send("retreat")
        assert b.battle.result == "retreat"


def test_rage_death_after_the_action():
    """GEN-035, BAT-TITAN-030: Rage forced above 9 kills when the action ends."""
    b = make(SWORD, tri=(0, 9, 9), forced={"battle.d10": [2, 2]})
    b.state.rules.rage9_attack = "allowed_then_die"
    play(b, ["turn-A", "attack-0", "end"])
    assert not a(b).alive and a(b).death_cause == "rage"


def test_restart_from_a_turn_checkpoint():
    """BAT-TITAN-005 (resumable turns): a restart from a turn checkpoint reaches the same
    checkpoint without changing the state and asks the same question."""
    b = make(SWORD, forced={"battle.d10": [2, 2]})
    gen = titan_round(b)
    item = next(gen)
    assert isinstance(item, Checkpoint)
    item = next(gen)
    assert isinstance(item, Decision) and item.options[0].id == "turn-A"
    item = gen.send("turn-A")
    assert isinstance(item, Checkpoint)
    label = item.label
    saved = copy.deepcopy(b.state)
    asked = next(gen)
    assert label == turn_label(b) == f"titan_turn:{b.battle.round}:0:A:00:0"
    fresh = B(saved, b.content, Rng(saved.seed, saved.rng, forced=saved.forced))
    fresh.skip_checkpoint = label
    again = next(titan_round(fresh))
    assert isinstance(again, Decision) and isinstance(asked, Decision)
    assert [o.id for o in again.options] == [o.id for o in asked.options]
    assert fresh.state == saved


# ------------------------------------------------------------------ ops of the Titan side
def run_op(b, text, answers=(), source="A"):
    from atoterm.engine.battle.abilities.effects import EffectCtx, resolve_effects

    ctx = EffectCtx(source=source, subject="A", origin="test")
    return kit.drive(b, resolve_effects(b, kit.fx(text), ctx), answers=list(answers))


def test_suppress_and_rewards():
    """KEY-062: Suppress shuffles the discard pile into its deck; GEN-036, GEN-042: gained Gear
    and resources are kept for the Aftermath."""
    b = make()
    d = b.battle.decks
    d.ai_discard, d.ai = list(d.ai), []
    run_op(b, "suppress ai")
    assert len(d.ai) == 3 and d.ai_discard == []
    run_op(b, "gain_resource hide 2")
    run_op(b, "gain_gear sword")
    assert b.battle.aftermath == {"hide": 2, "gear:sword": 1}


def test_unexhaust_exhaust_and_charges():
    """BAT-MISC-092, BAT-MISC-089, BAT-TITAN-105: unexhaust everything; exhaust a weapon the
    player picks; a charge on Gear with charges."""
    horn = kit.gear("horn", kind="support", slot="support", hands=0, charges=2)
    b = make(SWORD, horn)
    a(b).gear[0].exhausted = True
    run_op(b, "unexhaust")
    assert not a(b).gear[0].exhausted
    run_op(b, "exhaust_weapon")
    assert a(b).gear[0].exhausted
    run_op(b, "gain_charge 1")
    assert a(b).gear[1].charges == 1


def test_elation_and_motivate():
    """KEY-017: Elation may discard Ambrosia for Opening tokens; KEY-032: Motivate lets another
    Titan move."""
    b = make(other=(8, 8))
    a(b).ambrosia = 1
    run_op(b, "elation 1", ["use"])
    assert a(b).ambrosia == 0 and b.battle.kratos_pool == {"opening": 1}
    run_op(b, "motivate 2", ["titan-B", "cell-8-6"])
    assert (b.battle.titan("B").row, b.battle.titan("B").col) == (8, 6)


def test_bonus_attack_outside_a_titan_attack():
    """BAT-MISC-024, BAT-PRIM-118: a Bonus Attack out of a Titan Attack happens at once and
    breaks a running Primordial Attack."""
    from atoterm.engine.battle.abilities.effects import EffectCtx, resolve_effects

    class Running:
        phase = "attack"
        broken = False

    running = Running()
    b = make(SWORD, forced={"battle.d10": [2, 2]})
    ctx = EffectCtx(source="A", subject="A", origin="test", attack=running)
    kit.drive(b, resolve_effects(b, kit.fx("bonus_attack"), ctx), answers=["weapon-0"])
    assert running.broken and "BAT-TITAN-024" in rules_of(b)
