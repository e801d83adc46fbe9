"""The board in words (``engine/battle/explain/describe.py``), checked against a kit battle.

Accessibility (issue 4): every miniature with its space and facing, the terrain, the red
lines, the distances from each Titan to the Primordial [BAT-SETUP-004, BAT-SETUP-008,
BAT-PRIM-002, BAT-PRIM-065, BAT-PRIM-066, BAT-PRIM-043, CYC1-002].
"""

from __future__ import annotations

import battle_kit as kit
import pytest

from atoterm.content.battle_schema import TerrainType, VantagePoint
from atoterm.engine.battle.core.context import B
from atoterm.engine.battle.explain.describe import area_words, describe_board, red_line_words

MAZE = TerrainType("maze", "Maze Tile", ("labyrinth",))


@pytest.fixture
def board() -> B:
    content = kit.pack(
        terrain=[MAZE],
        vantage_points=[VantagePoint("crest", "Crest", "prowess", 6)],
    )
    titans = [
        kit.titan("A", 8, 2, knockdown="falling", despair=2, hidden=True),
        kit.titan("B", 0, 3),  # A4: a Blindspot of a Primordial facing S
        kit.titan("C", 2, 8),  # C9: beside the Primordial
        kit.titan("D", 1, 4, vantage="crest"),  # riding, kept on a footprint space
    ]
    b = kit.battle(
        content,
        titans=titans,
        primordial=(1, 4, "S"),  # footprint B5-C6
        terrain=[("smoke", [(5, 5), (5, 6)]), ("column", [(6, 1)]), ("maze", [(4, 0), (4, 1)])],
        red_lines=[(5, 5, 6, 5), (0, 0, -1, 0)],
        triskelion={"A": (3, 1, 2)},
    )
    b.battle.primordial.vantage_open = ["crest"]
    b.battle.decks.wound_stack = ["wound:single:1", "wound:double:2"]
    return b


@pytest.fixture
def lines(board: B) -> list[str]:
    return describe_board(board.state, board.content)


def find(lines: list[str], start: str) -> str:
    found = [line for line in lines if line.strip().startswith(start)]
    assert len(found) == 1, f"{start!r} in {lines}"
    return found[0]


def test_board_size_and_primordial(lines: list[str]) -> None:
    """[BAT-SETUP-004] [BAT-PRIM-002] [BAT-PRIM-066] size, footprint, facing, rear, Blindspots."""
    assert find(lines, "Board:").startswith("Board: 12 columns numbered 1 to 12, 10 rows")
    assert "lettered A to J" in find(lines, "Board:")
    prim = find(lines, "Primordial:")
    assert "The Beast, Level 1, on B5-C6 (2 by 2 spaces), facing South" in prim
    assert "Wounds: 3 of" in find(lines, "Wounds:")
    assert find(lines, "Rear spaces:").strip() == "Rear spaces: A5, A6."
    assert find(lines, "Blindspots:").strip() == "Blindspots: A4, A7."
    assert (
        find(lines, "Vantage Point Crest:").strip() == "Vantage Point Crest: open, held by Titan D."
    )


@pytest.mark.parametrize(
    ("key", "expected"),
    [
        (
            "A",
            [
                "Titan A: Ana, Warden, on I3",
                "knocked down",
                "Danger 3, Fate 1, Rage 2",
                "Despair 2",
                "hidden",
                "8 spaces from the Primordial",
                "in front of it",
            ],
        ),
        ("B", ["on A4", "standing", "2 spaces from", "in a Blindspot", "out of its line"]),
        ("C", ["on C9", "3 spaces from the Primordial", "beside it", "in its line of sight"]),
        ("D", ["on B5", "on the Vantage Point Crest", "riding the Primordial, 1 space from it"]),
    ],
    ids=["A-front", "B-blindspot", "C-beside", "D-vantage"],
)
def test_every_titan_with_its_space_and_distance(
    lines: list[str], key: str, expected: list[str]
) -> None:
    """[BAT-SETUP-008] [BAT-PRIM-065] each Titan: space, state, distance, area, LoS."""
    line = find(lines, f"Titan {key}:")
    for words in expected:
        assert words in line


def test_a_dead_titan_is_named_with_its_cause(board: B) -> None:
    """[BAT-MISC-015] a dead Titan is off the board: no space, no distance."""
    board.battle.titan("C").alive = False
    board.battle.titan("C").death_cause = "Trauma"
    line = find(describe_board(board.state, board.content), "Titan C:")
    assert line.strip() == "Titan C: Cleo, Warden, dead: Trauma."


def test_line_of_sight_is_the_engines(lines: list[str]) -> None:
    """[BAT-PRIM-035] a Titan in a Blindspot is never seen; one in front in the open is."""
    assert "out of its line of sight" in find(lines, "Titan B:")
    assert ", in its line of sight" in find(lines, "Titan A:")


def test_terrain_labyrinth_and_red_lines(lines: list[str]) -> None:
    """[TER-002] [CYC1-002] tiles with their traits and spaces; red lines between spaces."""
    assert "Smoke (obscuring) on F6, F7." in find(lines, "Smoke")
    assert "Column (obstacle, destructible) on G2." in find(lines, "Column")
    assert find(lines, "Terrain (").startswith("Terrain (2 tiles)")
    assert find(lines, "Labyrinth tiles").startswith("Labyrinth tiles (1 tile)")
    assert "Maze Tile (labyrinth) on E1, E2." in find(lines, "Maze Tile")
    assert find(lines, "Red lines").startswith("Red lines (2)")
    assert [line.strip() for line in lines[-2:]] == [
        "on the north edge of A1.",
        "between F6 and G6.",
    ]


def test_plain_text_only(lines: list[str]) -> None:
    """No glyph needs decoding: the description is words, digits and punctuation."""
    for line in lines:
        assert all(ch.isascii() or ch in "—'’" for ch in line), line


@pytest.mark.parametrize(
    ("cells", "words"),
    [
        ([(2, 6), (2, 7), (2, 8), (3, 6), (3, 7), (3, 8), (4, 6), (4, 7), (4, 8)], "C7-E9"),
        ([(0, 0)], "A1"),
        ([(0, 0), (1, 1)], "A1, B2"),
    ],
)
def test_area_words(cells: list[tuple[int, int]], words: str) -> None:
    """[BAT-SETUP-004] a footprint as its corners, the board's own notation."""
    assert area_words(cells) == words


@pytest.mark.parametrize(
    ("line", "words"),
    [
        ([5, 5, 6, 5], "between F6 and G6"),
        ([6, 5, 5, 5], "between F6 and G6"),
        ([2, 3, 2, 4], "between C4 and C5"),
        ([9, 0, 10, 0], "on the south edge of J1"),
        ([0, 11, 0, 12], "on the east edge of A12"),
    ],
)
def test_red_line_words(line: list[int], words: str) -> None:
    """[CYC1-002] a red line lies on the edge between two spaces."""
    assert red_line_words(line, 10, 12) == words


def test_no_battle_no_lines(content) -> None:  # type: ignore[no-untyped-def]
    from atoterm.engine import new_state
    from atoterm.engine.state import RulesOptions

    state = new_state(content, 1, RulesOptions(), [])
    assert describe_board(state, content) == []


def test_an_awakened_titan(board: B) -> None:
    """[BAT-MISC-064] [BAT-MISC-065] an Awakened Titan: its Godform and Trespass tokens."""
    titan = board.battle.titan("C")
    titan.godform, titan.trespass = "storm-bull", 2
    line = find(describe_board(board.state, board.content), "Titan C:")
    assert "Awakened as storm-bull, Trespass 2" in line
