"""The Argo drifts: one tile in a random direction [GEN-027] (storybook op ``drift``).

A random direction is the arrow of the top card of the campaign's Minor Trauma deck
(``campaign.minor_trauma``, shuffled from the battle content's Minor Trauma cards the first
time it is needed); the card then goes to the bottom. The "any direction" card lets the players
choose. The drift happens when the step (or the adventure) that called for it is over, so it
never interrupts a paragraph (``round.end_of_step``).

Rulings: the Argo drifts only through a waterway of its current sector in that direction
[VOY-002, VOY-007]; a restricted waterway it may not cross counts as none [VOY-012]; with no
such waterway the Argo stays where it is. With two waterways that way (a sectored neighbour),
the first printed is followed. Without a Minor Trauma deck (a pack with no battle content) the
direction is one of the four drawn from the ``drift.direction`` stream.
"""

from __future__ import annotations

from typing import Any

from atoterm.content.schema import DIRECTION_NAMES, Arrow
from atoterm.engine.context import Ctx
from atoterm.engine.decisions import Decision, Option
from atoterm.engine.effects import effect_op
from atoterm.engine.procedure import Proc
from atoterm.engine.voyage import move_argo, waterways

DIRECTIONS = ("N", "E", "S", "W")
KIND = "drift.direction"


@effect_op("drift")
def drift(ctx: Ctx, effect: dict[str, Any]) -> None:
    """Note a drift; it is resolved at the end of the current step [GEN-027]."""
    ctx.state.campaign.drift += 1
    ctx.emit("drift", "The Argo is adrift: it will be carried one tile away.", "GEN-027")


def draw_direction(ctx: Ctx) -> str:
    """The arrow of the top Minor Trauma card ("N", "E", "S", "W" or "any"); the card goes to
    the bottom of the deck [GEN-027]."""
    campaign = ctx.state.campaign
    battle = ctx.content.battle
    if not campaign.minor_trauma and battle is not None:
        campaign.minor_trauma = ctx.rng.shuffle("deck.minor_trauma", battle.deck("minor"))
    if not campaign.minor_trauma or battle is None:
        return ctx.rng.choice("drift.direction", DIRECTIONS)
    card = campaign.minor_trauma.pop(0)
    campaign.minor_trauma.append(card)
    return battle.cards[card].direction or "any"


def arrow_toward(ctx: Ctx, direction: str) -> Arrow | None:
    """The waterway the Argo may follow that way, if any (rulings in the module docstring)."""
    technologies = set(ctx.state.story.technologies)
    for arrow in waterways(ctx.state, ctx.content):
        if arrow.dir == direction and (not arrow.restricted or arrow.restricted in technologies):
            return arrow
    return None


def carry(ctx: Ctx, direction: str) -> None:
    """Move the Argo one tile ``direction``, or leave it where it is."""
    arrow = arrow_toward(ctx, direction)
    name = DIRECTION_NAMES[direction].lower()
    if arrow is None:
        ctx.emit(
            "drift",
            f"The current pulls {name}, but no waterway leads that way: the Argo stays.",
            "GEN-027",
            direction=direction,
        )
        return
    ctx.emit("drift", f"The current carries the Argo {name}.", "GEN-027", direction=direction)
    move_argo(ctx, arrow)


def resolve_drifts(ctx: Ctx) -> Proc[bool]:
    """At the end of a step: the waiting drifts, in turn; True when the players chose a
    direction (one drift then), False when none needed them."""
    campaign = ctx.state.campaign
    while campaign.drift > 0 and not ctx.over:
        campaign.drift -= 1
        direction = draw_direction(ctx)
        if direction != "any":
            carry(ctx, direction)
            continue
        yield from choose_direction(ctx, direction_decision(ctx))
        return True
    return False


def resume(ctx: Ctx) -> Proc[bool]:
    """A restart at the "any direction" question: its drift is drawn already, so the question
    is asked again before anything else (True); False on any other restart, and in play."""
    asked = ctx.resumed(KIND)
    if asked is None:
        return False
    yield from choose_direction(ctx, asked)
    return True


def direction_decision(ctx: Ctx) -> Decision:
    options = [
        Option(
            f"dir:{d}",
            DIRECTION_NAMES[d],
            "" if arrow_toward(ctx, d) else "no waterway: the Argo stays",
            value=d,
        )
        for d in DIRECTIONS
    ]
    return Decision(
        kind=KIND,
        actor="players",
        prompt="The Minor Trauma card shows any direction: where does the Argo drift?",
        options=options,
        context={"rule": "GEN-027"},
    )


def choose_direction(ctx: Ctx, asked: Decision) -> Proc[None]:
    """The card shows any direction: the players choose where the Argo drifts [GEN-027]."""
    option = yield from ctx.ask(asked)
    carry(ctx, str(option.value))
