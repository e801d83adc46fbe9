"""The Campaign Round's steps as the rules name them: their order, phases, titles and quiet
points [CAMP-002, CAMP-003]. The procedure of each step is in ``engine/round.py``.

``state.step`` holds one of these names: a step of the round, "setup" while the campaign is
created, "battle" while a battle is fought and "adventure" in a practice adventure.
"""

from __future__ import annotations

from collections.abc import Mapping
from types import MappingProxyType

import msgspec

from atoterm.engine.state import GameState


# A msgspec Struct, not a dataclass: its methods are made in C when the class is created,
# not compiled from text at every start (docs/architecture.md, "Speed, stop 34 (imports)").
class Step(msgspec.Struct, frozen=True):
    """One step of the Campaign Round: its name, phase and title."""

    name: str
    phase: str
    """The phase the game is in during the step [GEN-004]."""
    title: str
    quiet: bool = False
    """The step's start is a quiet point: keyframes are written at its first decision."""
    in_round: bool = True
    """One of the nine steps of every Campaign Round."""


STEPS: Mapping[str, Step] = MappingProxyType(
    {
        step.name: step
        for step in (
            Step("setup", "setup", "Campaign setup", in_round=False),
            Step("movement", "voyage", "1. Movement", quiet=True),
            Step("timeline", "voyage", "2. Timeline"),
            Step("exploration", "voyage", "3. Exploration"),
            Step("expedition", "adventure", "4. Expedition"),
            Step("encounter", "battle", "5. Encounter"),
            Step("advancement", "voyage", "6. Advancement"),
            Step("story", "adventure", "7. Story"),
            Step("doom", "adventure", "8. Doom"),
            Step("end", "voyage", "9. End"),
            Step("battle", "battle", "Battle", quiet=True, in_round=False),
            Step("adventure", "adventure", "Adventure", quiet=True, in_round=False),
        )
    }
)
STEP_ORDER: tuple[str, ...] = tuple(name for name, step in STEPS.items() if step.in_round)
"""The Campaign Round, in the rulebook's order [CAMP-002]."""
QUIET_STEPS = frozenset(name for name, step in STEPS.items() if step.quiet)


def step_title(name: str) -> str:
    """The step as the rulebook names it ("1. Movement"); unknown names are returned as given."""
    known = STEPS.get(name)
    return known.title if known else name


def next_step(state: GameState) -> str:
    """The step after the current one; after the last step a new Campaign Round begins."""
    if state.step not in STEP_ORDER:
        return STEP_ORDER[0]
    index = STEP_ORDER.index(state.step)
    return STEP_ORDER[(index + 1) % len(STEP_ORDER)]
