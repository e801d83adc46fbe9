"""AI targeting lines [BAT-PRIM-003, BAT-PRIM-020..039, BAT-PRIM-065, BAT-PRIM-066, EX-011].

The Primordial (2x2, the kit's Beast) stands at D5 (anchor (4, 4)) facing South on a 12x10
board: footprint (4,4) (4,5) (5,4) (5,5); front = rows 6+; Rear = (3,4) (3,5); Blindspots
(3,3) and (3,6) (the kit's diagram turned to face South).
"""

from __future__ import annotations

from typing import Any

import battle_kit as kit
import pytest

from atoterm.engine.battle.primordial.targeting import TargetResult, find_target
from atoterm.engine.state import RulesOptions

ANCHOR = (4, 4, "S")


def make(
    lines: list[str],
    titans: dict[str, tuple[int, int]],
    *,
    tris: dict[str, tuple[int, int, int]] | None = None,
    pt: str = "",
    card: dict[str, Any] | None = None,
    rules: RulesOptions | None = None,
    **kw: Any,
) -> tuple[Any, Any]:
    ai = kit.ai("probe", targeting=lines, **(card or {}))
    content = kit.pack(ai_cards=[ai])
    placed = [kit.titan(k, r, c) for k, (r, c) in titans.items()]
    b = kit.battle(content, titans=placed, primordial=ANCHOR, triskelion=tris, rules=rules, **kw)
    b.battle.priority_target = pt
    return b, ai


def run(
    b: Any, card: Any, answers: list[str] | None = None, **kw: Any
) -> tuple[TargetResult, list]:
    return kit.drive(b, find_target(b, card, **kw), answers or [])


FAR = {"A": (8, 5), "B": (9, 9)}  # A: 3 spaces, B: 8 spaces, both in front

CASES = [
    # id, lines, titans, extra make() kwargs, expected targets, expected line index
    ("BAT-PRIM-026 adjacent", ["adjacent"], {"A": (6, 4), "B": (8, 5)}, {}, ["A"], 0),
    ("BAT-PRIM-027 closest", ["closest"], FAR, {}, ["A"], 0),
    ("BAT-PRIM-027 furthest", ["furthest"], FAR, {}, ["B"], 0),
    (
        "BAT-PRIM-027 CYC1-004 closest counts through obstacles and red lines",
        ["closest"],
        {"A": (8, 5), "B": (6, 8)},
        {"terrain": [("cliff", [(6, 5), (7, 5)])], "red_lines": [(7, 5, 8, 5)]},
        ["A"],
        0,
    ),
    (
        "BAT-PRIM-028 in_front needs the front area",
        ["in_front"],
        {"A": (3, 4), "B": (9, 9)},
        {},
        ["B"],
        0,
    ),
    (
        "BAT-PRIM-028 BAT-PRIM-044 in_front needs LoS",
        ["in_front closest"],
        {"A": (8, 4), "B": (9, 9)},
        {"terrain": [("smoke", [(7, 3), (7, 4), (7, 5), (7, 6)])]},
        ["B"],
        0,
    ),
    (
        "BAT-PRIM-028 EX-011 in_sight: a red line blocks",
        ["in_sight closest"],
        {"A": (4, 3), "B": (9, 9)},
        {"red_lines": [(4, 3, 4, 4), (5, 3, 5, 4), (3, 3, 3, 4), (6, 3, 6, 4)]},
        ["B"],
        0,
    ),
    (
        "BAT-PRIM-049 EX-011 in_sight: standing on Obscuring terrain still seen",
        ["in_sight furthest"],
        {"A": (9, 4), "B": (6, 4)},
        {"terrain": [("smoke", [(9, 4)])]},
        ["A"],
        0,
    ),
    (
        "BAT-PRIM-029 in_range: Speed 5 then adjacent",
        ["in_range"],
        {"A": (0, 11), "B": (9, 5)},
        {},
        ["B"],
        0,
    ),
    (
        "BAT-PRIM-029 BAT-PRIM-064 in_range with Move 3 and a Melee Attack",
        ["in_range"],
        {"A": (4, 11), "B": (9, 5)},
        {"card": {"move": "move 3"}},
        ["B"],
        0,
    ),
    (
        "BAT-PRIM-029 BAT-PRIM-071 in_range with Move 3 and Range 3",
        ["in_range furthest"],
        {"A": (4, 11), "B": (9, 5)},
        {"card": {"move": "move 3", "types": ("range",), "range": 3}},
        ["A"],
        0,
    ),
    ("BAT-PRIM-030 BAT-PRIM-066 in:rear", ["in:rear"], {"A": (6, 4), "B": (3, 5)}, {}, ["B"], 0),
    (
        "BAT-PRIM-030 not_in:rear closest",
        ["not_in:rear closest"],
        {"A": (3, 5), "B": (8, 5)},
        {},
        ["B"],
        0,
    ),
    (
        "BAT-PRIM-030 BAT-PRIM-065 in:front",
        ["in:front"],
        {"A": (4, 8), "B": (7, 9)},
        {},
        ["B"],
        0,
    ),
    (
        "BAT-PRIM-030 in:terrain trait",
        ["in:cover"],
        {"A": (8, 5), "B": (9, 9)},
        {"terrain": [("brush", [(9, 9)])]},
        ["B"],
        0,
    ),
    ("BAT-PRIM-031 last_to_wound", ["last_to_wound"], FAR, {"last": "B"}, ["B"], 0),
    (
        "BAT-PRIM-032 most:rage",
        ["most:rage"],
        {"A": (8, 5), "B": (9, 9), "C": (6, 8)},
        {"tris": {"A": (0, 0, 2), "B": (0, 0, 5), "C": (0, 0, 3)}},
        ["B"],
        0,
    ),
    (
        "BAT-PRIM-032 least:fate",
        ["least:fate"],
        {"A": (8, 5), "B": (9, 9)},
        {"tris": {"A": (0, 4, 0), "B": (0, 1, 0)}},
        ["B"],
        0,
    ),
    (
        "BAT-PRIM-032 most:danger then closest breaks the tie",
        ["most:danger closest"],
        {"A": (9, 9), "B": (8, 5), "C": (6, 8)},
        {"tris": {"A": (4, 0, 0), "B": (4, 0, 0), "C": (1, 0, 0)}},
        ["B"],
        0,
    ),
    ("BAT-PRIM-033 priority_target", ["priority_target"], FAR, {"pt": "B"}, ["B"], 0),
    (
        "BAT-PRIM-042 priority_target needs no LoS",
        ["priority_target"],
        {"A": (8, 5), "B": (4, 11)},
        {"pt": "B", "terrain": [("smoke", [(r, 9) for r in range(10)])]},
        ["B"],
        0,
    ),
    ("BAT-PRIM-033 with:knockdown", ["with:knockdown"], FAR, {"down": "B"}, ["B"], 0),
    (
        "BAT-PRIM-033 with:fate6",
        ["with:fate6"],
        FAR,
        {"tris": {"A": (0, 5, 0), "B": (0, 6, 0)}},
        ["B"],
        0,
    ),
    (
        "BAT-PRIM-033 titans:2 closest",
        ["titans:2 closest"],
        {**FAR, "C": (6, 4)},
        {},
        ["C", "A"],
        0,
    ),
    ("BAT-PRIM-033 no_target", ["adjacent", "no_target"], FAR, {}, [], 1),
    (
        "BAT-PRIM-020 the first line that resolves wins",
        ["adjacent", "furthest", "closest"],
        FAR,
        {},
        ["B"],
        1,
    ),
    (
        "BAT-PRIM-021 one Titan must meet every term",
        ["adjacent in:rear", "closest"],
        {"A": (6, 4), "B": (8, 8)},
        {},
        ["A"],
        1,
    ),
    (
        "BAT-PRIM-003 a Blindspot Titan is not a Target",
        ["closest"],
        {"A": (3, 3), "B": (8, 5)},
        {},
        ["B"],
        0,
    ),
    (
        "BAT-PRIM-003 unless the line names Blindspots",
        ["in:blindspot"],
        {"A": (3, 3), "B": (8, 5)},
        {},
        ["A"],
        0,
    ),
    (
        "BAT-PRIM-035 a Blindspot is never in the Primordial's LoS",
        ["in_sight in:blindspot", "closest"],
        {"A": (3, 3), "B": (8, 5)},
        {},
        ["B"],
        1,
    ),
    (
        "BAT-PRIM-036 BAT-PRIM-038 ties go to the Priority Target",
        ["closest"],
        {"A": (8, 5), "B": (8, 4)},
        {"pt": "B"},
        ["B"],
        0,
    ),
    (
        "BAT-PRIM-033 with:<condition id>",
        ["with:dazed"],
        FAR,
        {"cond": ("A", "dazed")},
        ["A"],
        0,
    ),
]


@pytest.mark.parametrize(
    ("lines", "titans", "extra", "expected", "line"),
    [pytest.param(*c[1:], id=c[0]) for c in CASES],
)
def test_targeting_terms(
    lines: list[str],
    titans: dict[str, tuple[int, int]],
    extra: dict[str, Any],
    expected: list[str],
    line: int,
) -> None:
    extra = dict(extra)
    last = extra.pop("last", "")
    down = extra.pop("down", "")
    cond = extra.pop("cond", None)
    b, card = make(lines, titans, **extra)
    b.battle.last_to_wound = last
    if down:
        b.battle.titan(down).knockdown = "falling"
    if cond:
        b.battle.titan(cond[0]).conditions.append(cond[1])
    result, asked = run(b, card)
    assert asked == []
    assert result.targets == expected
    assert result.line == line
    assert not result.routine
    event = [e for e in b.events if e.kind == "target"][-1]
    assert event.data["line"] == line


def test_reason_names_the_line_and_the_values_compared() -> None:
    """BAT-PRIM-020 BAT-PRIM-032: the event says which line matched and the values compared."""
    b, card = make(
        ["adjacent", "most:rage"],
        {"A": (8, 5), "B": (9, 9), "C": (6, 8)},
        tris={"A": (0, 0, 2), "B": (0, 0, 5), "C": (0, 0, 3)},
    )
    result, _ = run(b, card)
    assert (
        result.reason == "Target: Bion (B) — line 2 (the Titan with the most Rage): "
        "Rage 5 vs Rage 3 (C), Rage 2 (A)"
    )
    assert result.skipped == ["line 1 (the adjacent Titan): no valid Target"]
    assert result.candidates == [("B", "Rage 5"), ("C", "Rage 3"), ("A", "Rage 2")]


def test_no_line_resolves_gives_the_routine() -> None:
    """BAT-PRIM-014 BAT-PRIM-022: no valid Target on any line → Routine."""
    b, card = make(["adjacent", "in:rear"], FAR)
    result, _ = run(b, card)
    assert result.routine and result.targets == [] and result.line == -1
    assert "perform the Routine" in result.reason


def test_zone_line_resolves_with_an_empty_zone() -> None:
    """BAT-PRIM-023 BAT-PRIM-034: a Zone line targets spaces and resolves with no Titan."""
    b, card = make(["zone"], FAR, card={"types": ("zone",), "zone": 1})
    result, _ = run(b, card)
    assert not result.routine and result.targets == [] and result.line == 0
    assert result.zone is not None and len(result.zone) == 16 - 4  # 4x4 minus the footprint


def test_zone_line_lists_titans_on_its_spaces_diagonals_included() -> None:
    """BAT-PRIM-078 BAT-PRIM-081: Zone 1 includes the diagonal (6, 6), not (7, 4)."""
    b, card = make(["zone"], {"A": (6, 6), "B": (7, 4)}, card={"types": ("zone",), "zone": 1})
    result, _ = run(b, card)
    assert result.targets == ["A"]
    assert (4, 4) not in (result.zone or [])


def test_board_line_targets_every_titan() -> None:
    """BAT-PRIM-026 "Board": every space of the board."""
    b, card = make(["board"], FAR)
    result, _ = run(b, card)
    assert result.targets == ["A", "B"]
    assert len(result.zone or []) == 12 * 10 - 4


def test_explicit_target_overrides_the_lines() -> None:
    """BAT-PRIM-024: "perform Signature against the Attacker" ignores the lines."""
    b, card = make(["closest"], FAR)
    result, _ = run(b, card, explicit="B")
    assert result.targets == ["B"] and result.explicit and result.line == -1


def test_tie_without_priority_target_asks_the_players() -> None:
    """BAT-PRIM-039: equally valid Targets, none the Priority Target → the players choose."""
    b, card = make(["closest"], {"A": (8, 5), "B": (8, 4), "C": (9, 9)}, pt="C")
    result, asked = run(b, card, ["titan-B"])
    assert [d.kind for d in asked] == ["battle.target_tie"]
    assert [o.id for o in asked[0].options] == ["titan-A", "titan-B"]
    assert result.targets == ["B"]


@pytest.mark.parametrize(
    ("policy", "tris", "expected"),
    [
        pytest.param(
            "worst_for_players", {"A": (1, 0, 0), "B": (6, 0, 0)}, "B", id="GEN-001 worst"
        ),
        pytest.param("random", {}, None, id="BAT-PRIM-039 random tie stream"),
    ],
)
def test_tie_break_option(policy: str, tris: dict, expected: str | None) -> None:
    """BAT-PRIM-039 GEN-001: the tie_break rules option settles ties without asking."""
    b, card = make(
        ["closest"], {"A": (8, 5), "B": (8, 4)}, tris=tris, rules=RulesOptions(tie_break=policy)
    )
    result, asked = run(b, card)
    assert asked == []
    assert len(result.targets) == 1
    if expected:
        assert result.targets == [expected]
    else:
        assert b.state.rng.get("battle.tie", 0) == 1


def test_simultaneous_card_takes_every_qualifying_titan() -> None:
    """BAT-PRIM-072: "all adjacent Titans" on a Simultaneous card."""
    b, card = make(
        ["adjacent"], {"A": (6, 4), "B": (4, 3), "C": (9, 9)}, card={"types": ("simultaneous",)}
    )
    result, _ = run(b, card)
    assert result.targets == ["A", "B"]


def test_titans_n_tie_at_the_cut_goes_to_the_priority_target() -> None:
    """BAT-PRIM-033 BAT-PRIM-038: titans:2 with three equally close → the PT fills the tie."""
    b, card = make(["titans:2 closest"], {"A": (6, 4), "B": (8, 5), "C": (8, 4)}, pt="C")
    result, asked = run(b, card)
    assert asked == [] and result.targets == ["A", "C"]


def test_dead_titans_are_never_targets() -> None:
    """BAT-PRIM-020: only living Titans are on the board (BAT-MISC-015)."""
    b, card = make(["closest"], FAR)
    b.battle.titan("A").alive = False
    result, _ = run(b, card)
    assert result.targets == ["B"]
