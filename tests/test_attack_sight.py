"""A Titan's Line of Sight to the Primordial (``weapons._no_sight``, whether it may attack) and
the Primordial's to the Titan (``reach.sees``) ask one question, ``sight.sees_primordial``,
kept in the board view's memo, Line of Sight being symmetric [BAT-PRIM-043]: each says the
same whichever is asked first, and the same as when it alone is asked. Speed only: the rules
of sight are tested in ``test_battle_geometry.py`` and ``test_battle_targeting.py``."""

from __future__ import annotations

import battle_kit as kit

from atoterm.content.battle_schema import TerrainType
from atoterm.engine.battle.core.context import B
from atoterm.engine.battle.primordial import reach
from atoterm.engine.battle.titans import weapons

WALL = TerrainType("wall", "Wall", ("obstacle", "destructible", "reinforced", "obscuring"))
SPOTS = [(6, 5), (5, 5), (2, 9), (8, 4), (5, 8), (9, 9), (3, 3)]
"""Behind the smoke, on it, in the open, behind the wall, far off."""


def _battle(row: int, col: int) -> B:
    """A new pack each time: a board view of its own, nothing kept in its memo yet."""
    b = kit.battle(
        kit.pack(terrain=[WALL]), terrain=[("smoke", [(5, 4), (5, 5)]), ("wall", [(4, 7)])]
    )
    titan = b.battle.titans[1]
    titan.row, titan.col = row, col
    return b


def _titan_sight(b: B) -> str:
    view, by_cell, own = weapons.board_of(b)
    titan = b.battle.titans[1]
    return weapons._no_sight(view, by_cell, own, (titan.row, titan.col))


def test_either_side_of_a_line_of_sight_asked_first_answers_the_other_alike() -> None:
    answers = set()
    for row, col in SPOTS:
        alone = _battle(row, col)
        titan_alone = _titan_sight(alone)
        other = _battle(row, col)
        primordial_alone = reach.sees(other, other.battle.titans[1])
        titan_first = _battle(row, col)
        assert _titan_sight(titan_first) == titan_alone
        assert reach.sees(titan_first, titan_first.battle.titans[1]) == primordial_alone
        primordial_first = _battle(row, col)
        assert reach.sees(primordial_first, primordial_first.battle.titans[1]) == primordial_alone
        assert _titan_sight(primordial_first) == titan_alone
        answers.add(titan_alone)
    assert answers == {"", "no Line of Sight to the Primordial"}  # both kinds of space
