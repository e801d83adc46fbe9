"""Hide, Solace and Lifeline [KEY-022, KEY-059, KEY-030]."""

from __future__ import annotations

import battle_kit as kit
import pytest

from atoterm.content.battle_schema import Condition, TerrainType
from atoterm.engine.battle.abilities.effects import EffectCtx, resolve_effects
from atoterm.engine.battle.attack import roll as attack_roll
from atoterm.engine.battle.attack.run import AttackRun
from atoterm.engine.battle.board.board import titan_cell
from atoterm.engine.battle.core import hooks
from atoterm.engine.battle.harm import death
from atoterm.engine.battle.movement import titan as forced_move
from atoterm.engine.battle.titans import actions as titan_actions
from atoterm.engine.battle.titans import stats

CLOAK = kit.gear("cloak", kind="support", slot="support", keywords=["hide"])
BALM = kit.gear("balm", kind="support", slot="support", keywords=["solace"])
LAMP = kit.gear("lamp", kind="support", slot="support", keywords=["lifeline"])
GLOOM = Condition("gloom", "Gloom", "mind")
BRUISE = Condition("bruise", "Bruise", "body")
ABYSS = TerrainType("abyss", "Abyss", ("boundless",))


def make(titans, *, prim=(5, 4, "N"), rage=None, terrain=()):
    """Titans as (key, row, col, *gear); the Primordial faces north from F5: rows A-E are in
    front of it."""
    content = kit.pack(gear_cards=[CLOAK, BALM, LAMP], conditions=[GLOOM, BRUISE], terrain=[ABYSS])
    placed = [kit.titan(key, r, c, *(gear or ("fists",))) for key, r, c, *gear in titans]
    tri = {t.key: (0, 0, (rage or {}).get(t.key, 0)) for t in placed}
    return kit.battle(content, titans=placed, primordial=prim, triskelion=tri, terrain=terrain)


def end_of_turn(b, key, answers=()):
    return kit.drive(b, hooks.run_hooks(b, "end_of_turn", b.battle.titan(key)), list(answers))


# ------------------------------------------------------------------ Hide
def test_hide_at_the_end_of_the_turn_passes_the_priority_target():
    """KEY-022: not in front: may become Hidden at the end of the turn; the PT token goes to the
    other Titan with the highest Rage."""
    b = make([("A", 8, 1, "fists", "cloak"), ("B", 8, 8), ("C", 9, 9)], rage={"B": 3, "C": 1})
    _, asked = end_of_turn(b, "A", ["use"])
    assert asked[0].kind == "battle.hide"
    assert b.battle.titan("A").hidden and b.battle.priority_target == "B"
    why = next(e for e in b.events if e.kind == "hide_pass").data["why"]
    assert why["rule"] == "KEY-022" and why["chosen"] == "Bion (B)"


def test_hide_tie_on_rage_is_the_players_choice():
    """KEY-022, BAT-PRIM-040: equal highest Rage: the players choose who takes the token."""
    b = make([("A", 8, 1, "fists", "cloak"), ("B", 8, 8), ("C", 9, 9)])
    _, asked = end_of_turn(b, "A", ["use", "titan-C"])
    assert asked[1].kind == "battle.priority_target"
    assert b.battle.priority_target == "C"


def test_no_hide_in_front():
    """KEY-022: a Titan in front of the Primordial cannot Hide."""
    b = make([("A", 2, 1, "fists", "cloak"), ("B", 8, 8)])
    _, asked = end_of_turn(b, "A")
    assert asked == [] and not b.battle.titan("A").hidden


def test_hide_disabled_when_the_token_cannot_be_lost():
    """KEY-022, BAT-PRIM-041: a Titan that cannot lose the PT token cannot pass it: no Hide."""
    b = make([("A", 8, 1, "fists", "cloak"), ("B", 8, 8)])
    b.battle.priority_locked = "A"
    _, asked = end_of_turn(b, "A", ["decline"])
    assert asked[0].option("use").disabled


def test_hidden_gives_evasion_and_precision():
    """KEY-022: +1 Evasion and +1 Precision while Hidden."""
    b = make([("A", 8, 1), ("B", 8, 8)])
    a = b.battle.titan("A")
    assert stats.evasion_bonus(b, a) == 0
    a.hidden = True
    assert stats.evasion_bonus(b, a) == 1
    assert ("Hidden", 1, "KEY-022") in attack_roll.situational_precision(b, a, AttackRun("A", 0))


def test_hidden_ends_at_the_end_of_the_next_turn():
    """KEY-022: Hidden lasts to the end of the Titan's next turn (then it may Hide again)."""
    b = make([("A", 8, 1, "fists", "cloak"), ("B", 8, 8)])
    b.battle.priority_target = "B"
    end_of_turn(b, "A", ["use"])
    assert b.battle.titan("A").hidden
    end_of_turn(b, "A", ["decline"])
    assert not b.battle.titan("A").hidden
    assert any(e.kind == "hidden_ends" for e in b.events)


def test_moving_in_front_ends_hidden():
    """KEY-022: a movement ending in front of the Primordial ends Hidden."""
    b = make([("A", 8, 1), ("B", 8, 8)])
    a = b.battle.titan("A")
    a.hidden = True
    kit.drive(b, titan_actions.walk(b, a, (7, 1), 5))
    assert a.hidden
    kit.drive(b, titan_actions.walk(b, a, (4, 1), 5))
    assert not a.hidden


def test_gaining_the_priority_target_ends_hidden():
    """KEY-022: gaining the Priority Target token ends Hidden."""
    b = make([("A", 8, 1), ("B", 8, 8)])
    a = b.battle.titan("A")
    a.hidden = True
    death.give_priority_target(b, a, "test", "BAT-PRIM-037")
    assert not a.hidden


# ------------------------------------------------------------------ Solace
def solace(b, key, answers):
    ctx = EffectCtx(source=key, subject=key, origin="test")
    return kit.drive(b, resolve_effects(b, kit.fx("solace"), ctx), answers)


def test_solace_offers_mind_conditions_and_despair_of_self_and_adjacent():
    """KEY-059: a Mind Condition or a Despair token, from yourself or an adjacent Titan; Body
    Conditions and far Titans are not offered."""
    b = make([("A", 8, 1), ("B", 8, 2), ("C", 8, 8)])
    a, other, far = (b.battle.titan(k) for k in "ABC")
    a.conditions = ["gloom", "bruise"]
    other.despair = 2
    far.despair = 1
    far.conditions = ["gloom"]
    _, asked = solace(b, "A", ["despair-B"])
    assert [o.id for o in asked[0].options] == ["condition-A-gloom", "despair-B"]
    assert other.despair == 1


def test_solace_discards_a_mind_condition():
    """KEY-059: discard a Mind Condition card."""
    b = make([("A", 8, 1), ("B", 8, 8)])
    a = b.battle.titan("A")
    a.conditions = ["gloom"]
    solace(b, "A", ["condition-A-gloom"])
    assert a.conditions == []


def test_bare_solace_keyword_is_a_free_action():
    """KEY-059, BAT-TITAN-088: a Solace keyword is offered as a free action in the turn."""
    b = make([("A", 8, 1, "fists", "balm"), ("B", 8, 8)])
    refs = titan_actions.free_refs(b, b.battle.titan("A"))
    assert [r.name for r, _ in refs] == ["Solace"]


# ------------------------------------------------------------------ Lifeline
def knock(b, key, n, source):
    return forced_move.knockback(b, b.battle.titan(key), n, [source], unavoidable=True)


def test_lifeline_stops_next_to_a_boundless_edge():
    """KEY-030: about to die off a Boundless edge: stop next to it instead (on an empty space
    next to the tile the Titan was forced onto; the players choose between several)."""
    b = make([("A", 8, 2, "fists", "lamp"), ("B", 0, 11)], terrain=[("abyss", [(9, 2)])])
    _, asked = kit.drive(b, knock(b, "A", 2, (7, 2)), ["use", "cell-I3"])
    a = b.battle.titan("A")
    assert [d.kind for d in asked] == ["battle.lifeline", "battle.lifeline_space"]
    assert [o.id for o in asked[1].options] == ["cell-I3", "cell-J4", "cell-J2"]
    assert a.alive and titan_cell(a) == (8, 2)
    assert any(e.kind == "lifeline_stop" for e in b.events)


def test_without_lifeline_the_boundless_edge_kills():
    """TER-016, BAT-MISC-017: without Lifeline, forced onto a Boundless tile: death."""
    b = make([("A", 8, 2), ("B", 0, 11)], terrain=[("abyss", [(9, 2)])])
    kit.drive(b, knock(b, "A", 2, (7, 2)))
    assert not b.battle.titan("A").alive


@pytest.mark.parametrize("down", ["", "falling"])
def test_lifeline_in_a_chasm_displaces_even_knocked_down(down):
    """KEY-030: about to die in a Chasm: Displace instead, usable while knocked down."""
    b = make([("A", 8, 2, "fists", "lamp"), ("B", 0, 11)], terrain=[("pit", [(9, 2)])])
    a = b.battle.titan("A")
    a.knockdown = down
    _, asked = kit.drive(b, knock(b, "A", 1, (7, 2)), ["use", "cell-J2"])
    assert [d.kind for d in asked] == ["battle.lifeline", "battle.displace"]
    assert a.alive and titan_cell(a) == (9, 1)
