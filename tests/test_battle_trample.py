"""Trample [CYC1-021..CYC1-023, EX-013, EX-015]."""

from __future__ import annotations

from pathlib import Path

import battle_kit as kit
import pytest

from atoterm.content import load_content
from atoterm.content.battle_schema import Effect
from atoterm.engine.battle.abilities.effects import PRIMORDIAL, EffectCtx, resolve_effects
from atoterm.engine.battle.board.board import titan_cell
from atoterm.engine.battle.cycle1 import trample
from atoterm.engine.battle.primordial import reach as primordial_reach
from atoterm.engine.state import RulesOptions


def make(titans, *, prim=(1, 4, "S"), danger=0, rules=None, forced=None, **kw):
    content = kit.pack(ai_cards=[kit.ai("rush", move="trample")], **kw)
    placed = []
    for key, r, c, *down in titans:
        t = kit.titan(key, r, c)
        t.knockdown = down[0] if down else ""
        placed.append(t)
    return kit.battle(
        content,
        titans=placed,
        primordial=prim,
        triskelion={t.key: (danger, 0, 0) for t in placed},
        rules=rules,
        forced=forced,
    )


def run(b, answers=()):
    ctx = EffectCtx(PRIMORDIAL, origin="response")
    return kit.drive(b, resolve_effects(b, (Effect("trample", text="trample"),), ctx), answers)


def anchor(b):
    p = b.battle.primordial
    return (p.row, p.col)


def test_full_speed_straight_ahead_without_turning():
    """CYC1-021: full Speed (5) in a straight line, facing kept; the Titan beside the path is
    not touched (it stops nowhere short, unlike a normal move)."""
    b = make([("A", 9, 0)])
    run(b)
    assert anchor(b) == (6, 4) and b.battle.primordial.facing == "S"
    assert b.state.argonauts[0].danger == 0


def test_standing_titan_in_the_way_crashes():
    """CYC1-022, BAT-PRIM-060: a standing Titan Trampled suffers Crash (+1 Danger, down)."""
    b = make([("A", 4, 4), ("B", 9, 0)])
    run(b)
    a = b.battle.titan("A")
    assert b.state.argonauts[0].danger == 1 and a.knockdown == "falling"


@pytest.mark.parametrize("side", ["falling", "rising"])
def test_knocked_down_titan_draws_an_obol_instead_of_crash(side):
    """CYC1-022: holding the Knockdown card (either side): an Obol Draw whatever its Danger,
    no Crash (rules option ``trample_also_crashes`` off, the default)."""
    b = make([("A", 4, 4, side), ("B", 9, 0)], forced={"deck.obol": [1]})
    run(b)
    a = b.battle.titan("A")
    assert a.alive and b.state.argonauts[0].danger == 0
    draws = [e for e in b.events if e.kind == "obol_card"]
    assert [(e.data["titan"], e.data["card"]) for e in draws] == [("A", "obol-live")]
    assert any(e.kind == "trample" for e in b.events)
    assert not any(e.kind == "crash" for e in b.events)


def test_ex015_also_crashes_two_obols_kill():
    """EX-015, BAT-PRIM-109: with ``trample_also_crashes`` the knocked-down Titan at Danger 9
    also suffers Crash: Danger over 9 is a second Obol Draw at the same time: it dies."""
    b = make(
        [("A", 4, 4, "falling"), ("B", 9, 0)],
        danger=9,
        rules=RulesOptions(trample_also_crashes=True),
    )
    run(b)
    a = b.battle.titan("A")
    assert not a.alive
    assert any(e.kind == "double_obol" for e in b.events)


def test_titan_under_the_end_is_knocked_away():
    """CYC1-021, BAT-PRIM-061: following the other movement rules, a Titan under the footprint
    when the Trample stops suffers Unavoidable Knockback."""
    b = make([("A", 7, 4), ("B", 9, 0)])
    _, asked = run(b, ["dir-S"])
    a = b.battle.titan("A")
    assert asked[0].kind == "battle.direction"
    assert titan_cell(a) == (9, 4)
    assert any(e.kind == "knockback" for e in b.events)


def test_into_the_board_edge_away_from_most_titans():
    """CYC1-023, EX-013, BAT-PRIM-058: into the north edge after one step, it goes on along the
    edge away from the most Titans (two west, one east: east), and says why."""
    b = make([("A", 5, 0), ("B", 6, 1), ("C", 5, 11)], prim=(1, 4, "N"))
    run(b)
    assert anchor(b) == (0, 8)
    why = next(e for e in b.events if e.kind == "trample_edge").data["why"]
    assert why["rule"] == "CYC1-023" and why["chosen"] == "east"
    assert why["considered"] == [
        "east: away from 2 Titans on the west side",
        "west: away from 1 Titan on the east side",
    ]


def test_board_edge_tie_asks_the_players():
    """CYC1-023, BAT-PRIM-057: equal counts both ways: the players choose (tie_break)."""
    b = make([("A", 5, 0), ("C", 5, 11)], prim=(1, 4, "N"))
    _, asked = run(b, ["dir-W"])
    assert asked[0].kind == "battle.direction"
    assert anchor(b) == (0, 0)


def test_corner_turns_along_the_other_edge():
    """CYC1-023: facing the west edge from the north-west corner, the only way along the edge
    that stays on the board is south."""
    b = make([("A", 9, 9)], prim=(0, 0, "W"))
    run(b)
    assert anchor(b) == (5, 0)
    why = next(e for e in b.events if e.kind == "trample_edge").data["why"]
    assert why["because"] == "the only way along the edge that stays on the board"


def test_no_way_along_the_edge_stops_it():
    """CYC1-023: a board as narrow as the Primordial: no way along the edge: it stops."""
    b = make([("A", 9, 0)], prim=(0, 0, "N"), width=2)
    run(b)
    assert anchor(b) == (0, 0)
    assert any(e.kind == "trample_stop" for e in b.events)


def test_ai_card_tramples_after_turning_toward_its_target():
    """CYC1-021, BAT-PRIM-053: an AI card "move = trample" turns toward its Target as the move
    begins, then Tramples its full Speed straight on (past the Target's side)."""
    b = make([("A", 2, 11)], prim=(1, 4, "S"))
    kit.drive(b, trample.trample_card(b, b.battle.titan("A")))
    assert b.battle.primordial.facing == "E" and anchor(b) == (1, 9)


def test_trample_card_reach_is_its_full_speed():
    """CYC1-021: the card's movement allowance is the full Speed."""
    b = make([("A", 9, 0)])
    card = b.bc.primordials["beast"].ai[0]
    assert primordial_reach.move_allowance(b, card) == 5


def test_ai_card_move_trample_parses(tmp_path: Path) -> None:
    """CYC1-021: ``move = "trample"`` in an AI card is read as the trample move."""
    from test_battle_content import BATTLE, write_battle

    text = BATTLE["primordials/drake.toml"].replace('move = "move_to rear"', 'move = "trample"')
    pack = load_content(write_battle(tmp_path, {"primordials/drake.toml": text}))
    assert pack.battle is not None
    routine = pack.battle.primordials["drake"].routine
    assert routine.move == Effect("trample", text="trample")
