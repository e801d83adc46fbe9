"""Which test is running and what its panel shows: who rolls, the dice, the modifier, and a
Pharos Delve's cards with the odds that the next one busts [ADV-040..ADV-045].

Read by the test procedures (``tests.py``) and the Delve (``delve.py``), below both.
"""

from __future__ import annotations

from atoterm.content.story_model import Test
from atoterm.engine.context import Ctx
from atoterm.engine.story_state import Adventure, TestState

BUST = 16
"""A Delve fails the moment its total reaches 16 [ADV-042]."""


def bust_odds(current: TestState) -> tuple[int, int]:
    """(cards that would bust, cards left) for the next draw."""
    running = sum(current.drawn)
    left = current.deck[len(current.drawn) :]
    return sum(1 for n in left if running + n >= BUST), len(left)


def test_context(
    ctx: Ctx, adventure: Adventure, test: Test, current: TestState
) -> dict[str, object]:
    """What the test panel shows: who rolls, the dice, the modifier, the Delve's cards."""
    shown: dict[str, object] = {
        "test": test.kind,
        "skill": test.skill,
        "difficulty": test.difficulty,
        "label": test.label,
        "modifier": current.modifier,
        "rollers": list(current.rollers),
        "rolls": list(current.rolls),
        "rerolled": list(current.rerolled),
        "drawn": list(current.drawn),
        "peril": test.peril,
        "bust": list(bust_odds(current)) if test.kind == "delve" else [],
    }
    if current.declared_by:  # a group test's bonuses, each Argonaut's own [EX-010]
        mods = [0] * len(ctx.state.argonauts)
        for who, amount in zip(current.declared_by, current.mods, strict=False):
            if 0 <= who < len(mods):
                mods[who] += amount
        shown["modifiers"] = mods
    return shown
