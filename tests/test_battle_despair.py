"""Despair [CYC1-015..CYC1-020, GEN-041, BAT-MISC-017, KEY-017]."""

from __future__ import annotations

import battle_kit as kit
import pytest

from atoterm.engine.battle.abilities.effects import EffectCtx, resolve_effects
from atoterm.engine.battle.attack import roll as attack_roll
from atoterm.engine.battle.attack.run import AttackRun
from atoterm.engine.battle.core import hooks
from atoterm.engine.battle.cycle1 import despair
from atoterm.engine.battle.flow.aftermath import aftermath
from atoterm.engine.battle.titans import actions as titan_actions
from atoterm.engine.battle.titans import stats
from atoterm.engine.revision import REVISION_5
from atoterm.engine.upgrade import LAYOUT


def make(a_despair=0, b_at=(8, 8), gear_cards=(), a_gear=("fists",)):
    """A alone at I3 (B far away unless ``b_at`` is next to it)."""
    content = kit.pack(gear_cards=list(gear_cards))
    b = kit.battle(
        content,
        titans=[kit.titan("A", 8, 2, *a_gear, despair=a_despair), kit.titan("B", *b_at)],
    )
    return b


def run_op(b, text, answers=(), subject="A"):
    ctx = EffectCtx(source=subject, subject=subject, origin="test")
    return kit.drive(b, resolve_effects(b, kit.fx(text), ctx), answers=list(answers))


@pytest.mark.parametrize(
    ("count", "b_at", "precision", "combat_barred"),
    [
        pytest.param(0, (8, 8), 0, False, id="CYC1-016-none"),
        pytest.param(1, (8, 8), -1, False, id="CYC1-016-one-alone"),
        pytest.param(2, (8, 8), -3, False, id="CYC1-016-two-alone"),
        pytest.param(3, (8, 8), -3, True, id="CYC1-016-three-alone"),
        pytest.param(1, (8, 3), 0, False, id="CYC1-016-one-adjacent"),
        pytest.param(2, (7, 2), 0, False, id="CYC1-016-two-adjacent"),
        pytest.param(3, (8, 1), 0, False, id="CYC1-016-three-adjacent"),
        pytest.param(3, (7, 3), -3, True, id="CYC1-016-diagonal-is-not-adjacent"),
    ],
)
def test_penalty_table(count, b_at, precision, combat_barred):
    """CYC1-016: the penalties apply only while holding Despair and not adjacent to a Titan."""
    b = make(count, b_at)
    a = b.battle.titan("A")
    assert stats.precision(b, a) == precision
    why = hooks.gate_problem(b, a, "combat")
    assert bool(why) == combat_barred
    assert hooks.gate_problem(b, a, "movement") == ""


def test_red_line_breaks_the_company():
    """CYC1-016, CYC1-002: a red line between two Titans: they are not adjacent."""
    b = make(2, (8, 3))
    b.battle.red_lines = [[8, 2, 8, 3]]
    assert stats.precision(b, b.battle.titan("A")) == -3


def test_attack_roll_shows_the_despair_line():
    """CYC1-016: the Attack Roll lists the Despair penalty apart from the tokens."""
    b = make(1)
    a = b.battle.titan("A")
    a.tokens = {"precision": 1}
    parts = attack_roll.situational_precision(b, a, AttackRun("A", 0))
    assert ("Precision tokens", 1, "BAT-MISC-050") in parts
    assert ("1 Despair, no Titan adjacent", -1, "CYC1-016") in parts


def test_combat_action_disabled_in_the_menu():
    """CYC1-016: 3 Despair while alone: the attack options are disabled, moving is not."""
    from atoterm.engine.battle.titans.round import action_options

    b = make(3)
    opts = {o.id: o for o in action_options(b, b.battle.titan("A"))}
    assert "CYC1-016" in opts["attack-0"].disabled
    assert not opts["move"].disabled


def test_gaining_the_fourth_token_alone_kills():
    """CYC1-016, BAT-MISC-017: 4 Despair while not adjacent to another Titan: death."""
    b = make(3)
    run_op(b, "despair 1")
    a = b.battle.titan("A")
    assert not a.alive and a.death_cause == "despair"


def test_four_tokens_next_to_a_titan_then_it_walks_away():
    """CYC1-016: the death waits for the Titan to be alone: the check runs when any movement
    ends (here B's movement action)."""
    b = make(3, (8, 3))
    run_op(b, "despair 1")
    a, other = b.battle.titan("A"), b.battle.titan("B")
    assert a.alive and a.despair == 4
    kit.drive(b, titan_actions.walk(b, other, (8, 5), 5))
    assert not a.alive and a.death_cause == "despair"


def test_four_tokens_and_the_neighbour_dies():
    """CYC1-016, BAT-MISC-017: the neighbour's death leaves the Titan alone: it dies too."""
    from atoterm.engine.battle.harm import death

    b = make(4, (8, 3))
    b.battle.titans.append(kit.titan("C", 0, 11))
    b.battle.titans[-1].titan_class = b.battle.titans[0].titan_class
    a, other = b.battle.titan("A"), b.battle.titan("B")
    assert a.alive
    kit.drive(b, death.kill_titan(b, other, "instant_death", "BAT-MISC-028"))
    assert not a.alive and a.death_cause == "despair"


def test_despair_limit_moves_only_the_death_threshold():
    """CYC1-019: a higher Despair limit delays the death, not the other penalties."""
    charm = kit.gear("charm", kind="support", slot="support", keywords=["despair_limit 1"])
    b = make(3, gear_cards=[charm], a_gear=("fists", "charm"))
    a = b.battle.titan("A")
    assert despair.limit(b, a) == 5
    run_op(b, "despair 1")
    assert a.alive and stats.precision(b, a) == -3 and hooks.gate_problem(b, a, "combat")
    run_op(b, "despair 1")
    assert not a.alive


def test_wound_dealt_discards_one():
    """CYC1-017: each Wound dealt discards 1 Despair token."""
    b = make(2)
    a = b.battle.titan("A")
    kit.drive(b, hooks.run_hooks(b, "wound_dealt", a))
    assert a.despair == 1
    kit.drive(b, hooks.run_hooks(b, "wound_dealt", a))
    kit.drive(b, hooks.run_hooks(b, "wound_dealt", a))
    assert a.despair == 0


def test_casualties_discard_everything():
    """CYC1-018, CYC1-015: all Despair is discarded in the Casualties step."""
    b = make(2)
    b.state.argonauts[1].despair = 1
    kit.drive(b, hooks.run_hooks(b, "aftermath"))
    assert [t.despair for t in b.battle.titans] == [0, 0]
    assert [a.despair for a in b.state.argonauts] == [0, 0, 0, 0]


def test_despair_gained_outside_battle_comes_in():
    """GEN-041, CYC1-015: the Argonaut holds Despair gained outside Battle until the next
    Battle, where it goes onto the Titan."""
    b = make(0, (8, 3))
    b.state.argonauts[0].despair = 2
    kit.drive(b, despair.carry_in(b))
    assert b.battle.titan("A").despair == 2 and b.state.argonauts[0].despair == 0


def test_lose_despair_op_and_never_below_zero():
    """CYC1-020, GEN-011: ``lose_despair`` discards, never below 0."""
    b = make(2)
    run_op(b, "lose_despair 3")
    assert b.battle.titan("A").despair == 0


@pytest.mark.parametrize(
    ("ambrosia", "count", "answer", "left"),
    [
        pytest.param(0, 1, "despair", (0, 0), id="KEY-017-despair"),
        pytest.param(1, 0, "use", (0, 0), id="KEY-017-ambrosia"),
        pytest.param(1, 1, "mix-1", (0, 0), id="KEY-017-mix"),
    ],
)
def test_elation_spends_despair_or_ambrosia(ambrosia, count, answer, left):
    """KEY-017, CYC1-020: Elation X discards X Despair or Ambrosia tokens for X Opening."""
    b = make(count, (8, 3))
    a = b.battle.titan("A")
    a.ambrosia = ambrosia
    x = 2 if answer == "mix-1" else 1
    _, asked = run_op(b, f"elation {x}", [answer])
    assert answer in [o.id for o in asked[0].options]
    assert (a.ambrosia, a.despair) == left
    assert b.battle.kratos_pool.get("opening") == x


def test_elation_not_offered_without_tokens():
    """KEY-017: nothing to discard: nothing is asked."""
    b = make(0)
    _, asked = run_op(b, "elation 1")
    assert asked == []


@pytest.mark.parametrize(("value", "floor"), [(1, 4), (0, 4), (-1, None)])
def test_limit_floor_is_never_above_a_titans_limit(value, floor):
    """The floor ``check`` reads first (a fast path) is 4 only when no keyword of the pack
    lowers the limit, and then no Titan's :func:`despair.limit` is below it [CYC1-019]."""
    charm = kit.gear("charm", kind="support", slot="support", keywords=[f"despair_limit {value}"])
    b = make(0, gear_cards=[charm], a_gear=("fists", "charm"))
    assert despair.limit_floor(b) == floor
    for titan in b.battle.titans:
        assert floor is None or despair.limit(b, titan) >= floor


def test_check_with_a_lowered_limit_reads_each_titans_own():
    """No floor when a keyword lowers the limit: a Titan under 4 tokens can still die."""
    charm = kit.gear("charm", kind="support", slot="support", keywords=["despair_limit -2"])
    b = make(2, gear_cards=[charm], a_gear=("fists", "charm"))
    a = b.battle.titan("A")
    assert despair.limit(b, a) == 2
    kit.drive(b, despair.check(b))
    assert not a.alive and a.death_cause == "despair"


@pytest.mark.parametrize(("layout", "cleared"), [(REVISION_5, False), (LAYOUT, True)])
def test_the_casualties_step_discards_every_despair_CYC1_018(layout, cleared):
    """CYC1-018, CYC1-015: in a Battle that has ended, the Casualties step discards every
    Despair token, on the Titans and on an Argonaut who held some from outside and did not
    fight (rules revision 6: before, the step's hooks never ran, as the Battle's result stopped
    them; a revision-5 journal keeps that)."""
    b = make(2)
    b.state.layout = layout
    b.state.argonauts[3].despair = 2  # Doros has no Titan in this Battle
    b.battle.result = "won"
    kit.drive(b, aftermath(b), ["continue"])
    held = [b.battle.titan("A").despair, b.state.argonauts[3].despair]
    assert held == ([0, 0] if cleared else [2, 2])
    assert any(e.kind == "despair_cleared" for e in b.events) is cleared
