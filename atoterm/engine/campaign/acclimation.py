"""Acclimations [VOY-039, VOY-040]: on their Timeline day, after everything else of the
Exploration Step (an Adversary Battle waits for the end of the step anyway), the cards left of
the arrow leave the game and the cards right of it join the Exploration deck, which is
shuffled.

Rulings: a card to remove is taken out wherever it is (the deck, set aside until the next
Timeline Battle, or still on the table), so it never comes back; a card to add that is already
in the deck or set aside is not added twice.
"""

from __future__ import annotations

from atoterm.content.campaign_model import Acclimation
from atoterm.engine.context import Ctx

SHUFFLE_STREAM = "deck.exploration"


def due(ctx: Ctx) -> list[Acclimation]:
    """The Acclimations marked on today's Timeline box [VOY-039]."""
    day = ctx.state.timeline.day
    return [a for a in ctx.content.cycle.acclimations if a.day == day]


def acclimate(ctx: Ctx, acclimation: Acclimation) -> None:
    """Remove the cards left of the arrow, add those right of it, shuffle [VOY-040]."""
    exp = ctx.state.campaign.exploration
    removed = []
    for number in acclimation.remove:
        for pile in (exp.deck, exp.set_aside, exp.drawn):
            if number in pile:
                pile.remove(number)
        if number not in exp.removed:
            exp.removed.append(number)
            removed.append(number)
    added = []
    for number in acclimation.add:
        if number in exp.deck or number in exp.set_aside:
            continue
        if number in exp.removed:
            exp.removed.remove(number)
        exp.deck.append(number)
        added.append(number)
    exp.deck = ctx.rng.shuffle(SHUFFLE_STREAM, exp.deck)
    label = acclimation.label or "Acclimation"
    ctx.emit(
        "acclimation",
        f"{label}: cards {_numbers(removed)} leave the Exploration deck, cards {_numbers(added)} "
        f"join it, and the deck ({len(exp.deck)} cards) is shuffled.",
        "VOY-040",
        removed=removed,
        added=added,
    )
    ctx.chronicle("acclimation", f"{label}: the Exploration deck changed.")


def acclimate_if_due(ctx: Ctx) -> None:
    """Perform today's Acclimations, if any [VOY-039]."""
    for acclimation in due(ctx):
        acclimate(ctx, acclimation)


def _numbers(numbers: list[int]) -> str:
    return ", ".join(str(n) for n in numbers) if numbers else "none"
