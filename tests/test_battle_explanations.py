"""Every choice the engine makes for the players says why (issue 4) [GEN-001].

Table-driven: each case builds a small battle with the kit, runs one procedure and checks that
the event of the choice carries ``data["why"]`` with the candidates considered (and the values
compared), the one chosen, a sentence and the rule id. Then the ``tie_break`` policies: the
players are asked; "random" and "worst_for_players" settle the tie and explain it
[BAT-PRIM-039, BAT-PRIM-057, BAT-PRIM-067].

The kit's Primordial is 2x2 on a 12x10 board; unless a case moves it, its anchor is D5 (4, 4)
facing South (cells (4,4) (4,5) (5,4) (5,5)).
"""

from __future__ import annotations

from collections.abc import Callable, Generator
from typing import Any

import battle_kit as kit
import pytest

from atoterm.engine.battle.attack import escalation
from atoterm.engine.battle.core.context import B
from atoterm.engine.battle.flow import setup
from atoterm.engine.battle.harm import death, draws
from atoterm.engine.battle.movement import titan as fm
from atoterm.engine.battle.primordial import attack as primordial_attack
from atoterm.engine.battle.primordial import move as primordial_move
from atoterm.engine.battle.primordial.targeting import find_target
from atoterm.engine.decisions import Event
from atoterm.engine.state import RulesOptions

ANCHOR = (4, 4, "S")


def make(
    titans: dict[str, tuple[int, int]],
    *,
    lines: tuple[str, ...] = ("closest",),
    tris: dict[str, tuple[int, int, int]] | None = None,
    pt: str = "",
    tie: str = "players",
    prim: tuple[int, int, str] = ANCHOR,
) -> B:
    content = kit.pack(ai_cards=[kit.ai("probe", targeting=lines)])
    placed = [kit.titan(k, r, c) for k, (r, c) in titans.items()]
    b = kit.battle(
        content,
        titans=placed,
        primordial=prim,
        triskelion=tris,
        rules=RulesOptions(tie_break=tie),
    )
    b.battle.priority_target = pt
    return b


def card(b: B) -> Any:
    return b.prim.ai[0]


def explained(b: B, kind: str) -> Event:
    found = [e for e in b.events if e.kind == kind and "why" in e.data]
    assert found, f"no {kind!r} event with a why; events: {[e.kind for e in b.events]}"
    return found[-1]


# ----------------------------------------------------------------------------- procedures
def _target(b: B) -> Generator[Any, str, Any]:
    return find_target(b, card(b))


def _move(b: B) -> Generator[Any, str, Any]:
    return primordial_move.move_toward(b, card(b), b.battle.titan("A"), 5)


def _turn(b: B) -> Generator[Any, str, Any]:
    return primordial_move.turn_toward(b, (4, 9))


def _knock(b: B) -> Generator[Any, str, Any]:
    return fm.knockback(b, b.battle.titan("A"), 2, fm.primordial_cells(b))


def _trauma(b: B) -> Generator[Any, str, Any]:
    return draws.trauma_draw(b, b.battle.titan("A"))


def _obol(b: B) -> Generator[Any, str, Any]:
    return draws.obol_draw(b, b.battle.titan("A"))


def _kratos(b: B) -> Generator[Any, str, Any]:
    return draws.kratos_draw(b, b.battle.titan("A"))


def _pass_pt(b: B) -> Generator[Any, str, Any]:
    return death.pass_priority_target(b)


def _setup_pt(b: B) -> Generator[Any, str, Any]:
    return setup.give_priority_target(b)


def _plain(call: Callable[[B], None]) -> Callable[[B], Generator[Any, str, Any]]:
    """A plain function run as a procedure (for ``kit.drive``)."""

    def proc(b: B) -> Generator[Any, str, Any]:
        call(b)
        yield from ()

    return proc


def _ai_draw(b: B) -> None:
    primordial_attack.draw_ai(b)


def _escalate(b: B) -> None:
    escalation.escalate(b, 1)


def _bonus(b: B) -> None:
    escalation.permanent_bonus(b)


TWO = {"A": (8, 5), "B": (9, 9)}  # A: 3 spaces from the footprint, B: 8

# id (rule ids first), titans, make() kwargs, procedure, event kind, rule, chosen, in considered
CASES = [
    (
        "BAT-PRIM-020 BAT-PRIM-027 target: closest, distances compared",
        TWO,
        {},
        _target,
        "target",
        "BAT-PRIM-020",
        "(A)",
        ["(A): 3 spaces", "(B): 8 spaces"],
    ),
    (
        "BAT-PRIM-020 target: earlier lines without a Target are listed",
        TWO,
        {"lines": ("last_to_wound", "furthest")},
        _target,
        "target",
        "BAT-PRIM-020",
        "(B)",
        ["line 1 (the last Titan to wound it): no valid Target", "(B): 8 spaces"],
    ),
    (
        "BAT-PRIM-038 target: tie broken by the Priority Target",
        {"A": (7, 4), "B": (7, 5)},
        {"pt": "B"},
        _target,
        "target",
        "BAT-PRIM-020",
        "(B)",
        ["(A): 2 spaces", "(B): 2 spaces"],
    ),
    (
        "BAT-PRIM-022 no Target: the Routine",
        TWO,
        {"lines": ("adjacent",)},
        _target,
        "target",
        "BAT-PRIM-022",
        "Routine",
        ["line 1 (the adjacent Titan): no valid Target"],
    ),
    (
        "BAT-PRIM-053 BAT-PRIM-067 facing: the larger separation",
        TWO,
        {},
        _turn,
        "turn",
        "BAT-PRIM-067",
        "E",
        ["E: Target 4 spaces beyond that edge", "S: Target 0 spaces beyond that edge"],
    ),
    (
        "BAT-PRIM-055 route: the only shortest route, with the Titans crossed",
        {"A": (9, 4)},
        {},
        _move,
        "primordial_move",
        "BAT-PRIM-055",
        "3 spaces",
        ["3 spaces: F5 → G5 → H5 (Crash: no Titan)"],
    ),
    (
        "KEY-023 knockback: straight away from the source",
        {"A": (7, 4)},
        {},
        _knock,
        "knockback",
        "KEY-023",
        "S",
        ["S: 2 spaces from the source's edge", "N: 0 spaces from the source's edge"],
    ),
    (
        "BAT-PRIM-100 Trauma severity read from the table",
        {"A": (8, 5)},
        {"tris": {"A": (4, 0, 0)}},
        _trauma,
        "trauma_table",
        "BAT-PRIM-100",
        "Major",
        ["Danger 0–2: Minor", "Danger 3–5: Major", "Danger 9–9: Obol"],
    ),
    (
        "BAT-PRIM-101 Trauma card: the top card of the deck",
        {"A": (8, 5)},
        {"tris": {"A": (4, 0, 0)}},
        _trauma,
        "trauma_card",
        "BAT-PRIM-101",
        "Major 0",
        ["the Major Trauma deck: 15 cards"],
    ),
    (
        "BAT-PRIM-106 Obol card: shuffled, then drawn",
        {"A": (8, 5)},
        {},
        _obol,
        "obol_card",
        "BAT-PRIM-106",
        "You",
        ["the Obol deck: 2 cards"],
    ),
    (
        "BAT-MISC-041 Kratos card: shuffled, then drawn",
        {"A": (8, 5)},
        {},
        _kratos,
        "kratos_card",
        "BAT-MISC-041",
        "Kratos",
        ["the Kratos deck: 6 cards"],
    ),
    (
        "BAT-PRIM-019 AI card: the top card",
        TWO,
        {},
        _plain(_ai_draw),
        "ai_draw",
        "BAT-PRIM-019",
        "Probe",
        ["the AI deck: 1 card"],
    ),
    (
        "BAT-PRIM-040 Priority Target passes to the highest Rage",
        TWO,
        {"tris": {"A": (0, 0, 2), "B": (0, 0, 5)}},
        _pass_pt,
        "priority_target",
        "BAT-PRIM-040",
        "(B)",
        ["(A): Rage 2", "(B): Rage 5"],
    ),
    (
        "BAT-SETUP-024 Priority Target at setup: the highest Rage",
        TWO,
        {"tris": {"A": (0, 0, 3), "B": (0, 0, 1)}},
        _setup_pt,
        "priority_target",
        "BAT-SETUP-024",
        "(A)",
        ["(A): Rage 3", "(B): Rage 1"],
    ),
    (
        "BAT-TITAN-075 escalation: the next permanent bonus",
        TWO,
        {},
        _plain(_bonus),
        "escalation_bonus",
        "BAT-TITAN-075",
        "+1 Danger dealt per hit",
        ["step 1: +1 Danger dealt per hit", "step 2: +1 To Hit"],
    ),
]


@pytest.mark.parametrize(
    ("titans", "kw", "proc", "kind", "rule", "chosen", "considered"),
    [pytest.param(*case[1:], id=case[0]) for case in CASES],
)
def test_every_automated_choice_says_why(
    titans: dict[str, tuple[int, int]],
    kw: dict[str, Any],
    proc: Callable[[B], Generator[Any, str, Any]],
    kind: str,
    rule: str,
    chosen: str,
    considered: list[str],
) -> None:
    """GEN-001: candidates with the values compared, the one chosen, why, the rule id."""
    b = make(titans, **kw)
    kit.drive(b, proc(b))
    why = explained(b, kind).data["why"]
    assert set(why) >= {"considered", "chosen", "because", "rule"}
    assert why["rule"] == rule
    assert chosen in why["chosen"]
    assert why["because"]
    for item in considered:
        assert any(item in c for c in why["considered"]), (item, why["considered"])


def test_escalation_steps_say_why() -> None:
    """BAT-TITAN-077, BAT-TITAN-066, BAT-TITAN-067: the card removed (its level, deck before
    discard) and the level shuffled in (the lowest above, drawn at random) are explained."""
    b = make(TWO)
    kit.drive(b, _plain(_escalate)(b))
    removed = explained(b, "escalation_remove").data["why"]
    assert removed["considered"][0].startswith("deck: level 1 ×")
    assert "level 1 card from the deck" in removed["chosen"]
    added = explained(b, "escalation_add").data["why"]
    assert added["rule"] == "BAT-TITAN-077"
    assert any(c.startswith("level 2:") for c in added["considered"])
    assert "drawn at random" in added["chosen"]


def test_displacement_from_under_the_primordial_says_why() -> None:
    """KEY-013: a Titan left under the Primordial goes to the nearest empty space; the spaces
    with their distances are listed."""
    b = make({"A": (4, 4)}, tie="random")
    kit.drive(b, fm.out_from_under(b, b.battle.titan("A")))
    why = explained(b, "displace").data["why"]
    assert why["rule"] == "KEY-013"
    assert any("1 space away" in c for c in why["considered"])
    assert any("2 spaces away" in c for c in why["considered"])


# ----------------------------------------------------------------------------- tie_break
TIE = {"A": (7, 4), "B": (7, 5)}  # equally close, no Priority Target
DANGER = {"A": (1, 0, 0), "B": (6, 0, 0)}


@pytest.mark.parametrize(
    ("tie", "chosen"),
    [
        pytest.param("random", None, id="BAT-PRIM-039 GEN-001 random settles and explains"),
        pytest.param("worst_for_players", "(B)", id="BAT-PRIM-039 GEN-001 worst: most Danger"),
    ],
)
def test_tied_targets_settled_by_the_option_are_explained(tie: str, chosen: str | None) -> None:
    """BAT-PRIM-039: equal targets without a Priority Target: the option settles the tie and
    the "tie" event lists both candidates."""
    b = make(TIE, tris=DANGER, tie=tie)
    _, asked = kit.drive(b, _target(b))
    assert asked == []
    why = explained(b, "tie").data["why"]
    assert len(why["considered"]) == 2
    assert why["rule"] == "BAT-PRIM-039" and tie.replace("_", " ") in why["because"]
    if chosen:
        assert chosen in why["chosen"]
        assert any("Danger 6" in c for c in why["considered"])
    target = explained(b, "target").data["why"]
    assert f"the tie-break rule ({tie.replace('_', ' ')})" in target["because"]


@pytest.mark.parametrize(
    ("titans", "proc", "kind"),
    [
        pytest.param(TIE, _target, "battle.target_tie", id="BAT-PRIM-039 equal targets asked"),
        pytest.param(
            {"A": (9, 7)}, _move, "battle.route", id="BAT-PRIM-057 EX-012 zigzag axis asked"
        ),
        pytest.param(
            {"A": (6, 6)},
            lambda b: primordial_move.turn_toward(b, (6, 6)),
            "battle.facing",
            id="BAT-PRIM-067 exactly diagonal facing asked",
        ),
    ],
)
def test_players_choose_where_the_rules_let_them(
    titans: dict[str, tuple[int, int]], proc: Callable[[B], Any], kind: str
) -> None:
    """BAT-PRIM-039, BAT-PRIM-057, BAT-PRIM-067: with tie_break "players" the engine asks."""
    b = make(titans)
    with pytest.raises(AssertionError, match=f"unanswered decision {kind}"):
        kit.drive(b, proc(b))


def test_zigzag_axis_settled_at_random_lists_both_routes() -> None:
    """BAT-PRIM-057, EX-012: tie_break "random" picks a starting axis and the "tie" event and
    the move's "why" list both routes."""
    b = make({"A": (9, 7)}, tie="random")
    _, asked = kit.drive(b, _move(b))
    assert asked == []
    tie = explained(b, "tie").data["why"]
    assert len(tie["considered"]) == 2
    move = explained(b, "primordial_move").data["why"]
    assert move["rule"] == "BAT-PRIM-057"
    assert {c.split(",")[0] for c in move["considered"]} == {"horizontal first", "vertical first"}
