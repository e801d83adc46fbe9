"""Losing Titans aboard (the ``lose_titan N`` op of Exploration cards) [GEN-040].

The players choose which Titans are lost. With only one class aboard there is nothing to
choose and the Titan is lost at once; otherwise the loss waits for the end of the current step
(``round.end_of_step``) and the players pick a class per Titan (``titanloss.class``). Within a
class, the roster's ``titans.lose_titan`` takes an unnamed Dreamwalker or a Titan without
Patterns first.
"""

from __future__ import annotations

from typing import Any

from atoterm.engine.campaign.advancement import titans
from atoterm.engine.context import Ctx
from atoterm.engine.decisions import Decision, Option
from atoterm.engine.effects import effect_op
from atoterm.engine.procedure import Proc

KIND = "titanloss.class"


@effect_op("lose_titan")
def lose_titans(ctx: Ctx, effect: dict[str, Any]) -> None:
    """Lose ``amount`` Titans aboard; a choice between classes waits for the step's end."""
    amount = int(effect.get("amount", 1))
    for _ in range(amount):
        classes = titans.aboard(ctx.state, ctx.content)
        if not classes:
            ctx.emit("titan_lost", "No Titan is aboard to lose.", "GEN-040")
            return
        if len(classes) > 1:
            ctx.state.campaign.titan_losses += 1
            continue
        titans.lose_titan(ctx, classes[0][0], str(effect.get("rule", "GEN-040")))


def choose_losses(ctx: Ctx) -> Proc[bool]:
    """At the end of a step: the Titans lost while the players had a choice of class; True
    when they chose one (one loss then), False when no choice was left to make."""
    campaign = ctx.state.campaign
    while campaign.titan_losses > 0 and not ctx.over:
        classes = titans.aboard(ctx.state, ctx.content)
        if len(classes) < 2:
            campaign.titan_losses -= 1
            if classes:
                titans.lose_titan(ctx, classes[0][0], "GEN-040")
            continue
        options = [
            Option(
                f"class:{cls}", titans.class_name(ctx.content, cls), f"{count} aboard", value=cls
            )
            for cls, count in classes
        ]
        option = yield from ctx.ask(
            Decision(
                kind=KIND,
                actor="players",
                prompt=f"A Titan is lost ({campaign.titan_losses} to lose): which one?",
                options=options,
                context={"rule": "GEN-040"},
            )
        )
        campaign.titan_losses -= 1
        titans.lose_titan(ctx, str(option.value), "GEN-040")
        return True
    return False
