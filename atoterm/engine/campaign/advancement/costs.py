"""Costs of the Advancement Step: resources from the Cargo Hold, Dreamwalkers, Argo stats.

Every cost here is a voluntary payment: paid in full, never mitigated by a Save [GEN-051].
"""

from __future__ import annotations

from atoterm.content.campaign_model import Cost
from atoterm.content.schema import ContentPack
from atoterm.engine.campaign.advancement import titans
from atoterm.engine.context import Ctx
from atoterm.engine.effects import resolve
from atoterm.engine.names import resource_name
from atoterm.engine.state import GameState

STAT_COSTS = ("crew", "hull")
DREAMWALKER_COST = "dreamwalker"


def have(state: GameState, item: str, content: ContentPack) -> int:
    if item == DREAMWALKER_COST:
        return titans.dreamwalkers(state, content)
    if item in STAT_COSTS:
        return int(getattr(state.argo, item))
    return state.story.resources.get(item, 0)


def words(content: ContentPack, cost: Cost) -> str:
    """A cost in words: "2 Bronze, 1 Dreamwalker"."""
    parts = []
    for item, amount in cost:
        if item == DREAMWALKER_COST:  # the Skyseer's breeding takes 2 [MNE-021]
            parts.append(f"{amount} Dreamwalker" + ("" if amount == 1 else "s"))
        elif item in STAT_COSTS:
            parts.append(f"{amount} {item.title()}")
        else:
            parts.append(f"{amount} {resource_name(content, item)}")
    return ", ".join(parts) or "nothing"


def missing(state: GameState, content: ContentPack, cost: Cost) -> str:
    """Why ``cost`` cannot be paid ("" if it can); totals per item, in cost order."""
    totals: dict[str, int] = {}
    order: list[str] = []
    for item, amount in cost:
        if item not in totals:
            order.append(item)
            totals[item] = 0
        totals[item] += amount
    short = []
    for item in order:
        owned = have(state, item, content)
        # a stat paid down to 0 would lose the campaign: never paid on purpose [CAMP-013]
        need = totals[item] + (1 if item in STAT_COSTS else 0)
        if owned < need:
            short.append(f"{words(content, ((item, totals[item]),))} (have {owned})")
    return "needs " + ", ".join(short) if short else ""


def pay(ctx: Ctx, cost: Cost, rule: str = "GEN-051") -> None:
    """Pay ``cost`` in full (check :func:`missing` first) [GEN-051]."""
    for item, amount in cost:
        if item == DREAMWALKER_COST:
            unnamed = min(amount, ctx.state.argo.dreamwalkers)
            if not ctx.content.spends_named_dreamwalkers:
                unnamed = amount  # an earlier edition spent only unnamed ones
            if unnamed:
                ctx.state.argo.dreamwalkers -= unnamed
                ctx.emit(
                    "titan_lost",
                    f"-{unnamed} Dreamwalker Titan (now {ctx.state.argo.dreamwalkers}).",
                    rule,
                )
            for _ in range(amount - unnamed):  # then named ones [ADVA-035, ADVA-037]
                named = titans.named_dreamwalker_to_spend(ctx.state, ctx.content)
                if named is not None:
                    titans.lose_titan(ctx, named.uid, rule)
        elif item in STAT_COSTS:
            resolve(ctx, {"op": "gain_argo_stat", "stat": item, "amount": -amount, "rule": rule})
        else:
            resolve(ctx, {"op": "gain_resource", "resource": item, "amount": -amount, "rule": rule})
