"""One Exploration card, resolved in the printed order [VOY-022]: the Main Effect top to bottom
(only when its trigger holds [VOY-026, VOY-044]), the card's options (the players choose), a
trade, the Adversary activation, the Special Disposal [VOY-023, VOY-024]. The stack symbol is
read by the Exploration Draw (``exploration.py``).

:func:`resolve_card` is a procedure: it asks inline (a Save, an option, a trade). The card being
resolved is ``ExplorationState.card`` and the card's checkpoint is ``card_part``, written as
each part is reached ("" at the start, ``effect:N``, ``options``, ``trade``/``trading``,
``adversary``, ``disposal``, ``done``) and read only when a restart comes back to the card.

Losses and gains of the Main Effect go through the Save abilities
(``advancement/saves.resolve_with_saves``); options are chosen, so their costs and
effects are resolved as they are. A card with options must list every choice it allows,
including "leave it" if it may be declined; options whose cost cannot be paid are disabled,
and with none payable the card's options are skipped.
"""

from __future__ import annotations

from atoterm.content.campaign_model import ExplorationCard
from atoterm.content.schema import ContentPack
from atoterm.engine.campaign import adversary, diplomacy
from atoterm.engine.campaign.advancement.saves import resolve_with_saves
from atoterm.engine.campaign.advancement.trading import trade
from atoterm.engine.context import Ctx
from atoterm.engine.decisions import Decision, Option
from atoterm.engine.effects import resolve
from atoterm.engine.procedure import Proc
from atoterm.engine.state import ARGO_STATS, GameState

OPTION_KIND = "explore.option"


def trigger_unmet(state: GameState, content: ContentPack, trigger: str) -> str:
    """ "" when the card's trigger holds (or it has none), else why not [VOY-026, VOY-044].

    Triggers: ``diplomacy friendly+`` / ``diplomacy unfriendly-`` / ``diplomacy 1+`` (the Local
    Faction, or ``diplomacy FACTION ...``), ``argo_fate 3+``, ``crew 3-``, ``hull 2-``,
    ``knowledge 5+``, ``doom 2+``, ``progress 2+``, ``titans 3-``, ``explored 10+``.
    """
    words = trigger.split()
    if not words:
        return ""
    kind = words[0]
    if kind == "diplomacy":
        return diplomacy.trigger_met(state, content, words[1:])
    spec = words[-1]
    if len(words) != 2 or spec[-1:] not in ("+", "-") or not spec[:-1].isdigit():
        raise ValueError(f"cannot read the Exploration trigger {trigger!r}")
    value, sign = int(spec[:-1]), spec[-1]
    have = _stat(state, kind)
    inside = have >= value if sign == "+" else have <= value
    label = kind.replace("_", " ").title()
    return "" if inside else f"{label} is {have}, the card needs {value}{sign}"


def trigger_words(trigger: str) -> str:
    """A trigger as the card prints it: ``argo_fate 3+`` -> "Argo Fate 3+"."""
    head, _, rest = trigger.partition(" ")
    return " ".join(p for p in (head.replace("_", " ").title(), rest) if p)


def _stat(state: GameState, kind: str) -> int:
    if kind in ARGO_STATS:
        return int(getattr(state.argo, kind))
    if kind in ("doom", "progress"):
        return int(getattr(state, kind))
    if kind == "titans":
        return state.argo.dreamwalkers + len(state.campaign.titans)
    if kind == "explored":
        return len(state.voyage.explored)
    raise ValueError(f"unknown Exploration trigger {kind!r}")


def resolve_card(ctx: Ctx, card: ExplorationCard) -> Proc[bool]:
    """Resolve ``card`` from its checkpoint on; True when all but its stack symbol is done,
    False when the campaign ended on the way."""
    exp = ctx.state.campaign.exploration
    part = exp.card_part
    if part == "":
        if ctx.over:
            return False
        why = trigger_unmet(ctx.state, ctx.content, card.trigger)
        if why:  # the trigger gates the whole main part: effects, options, trade [VOY-026]
            ctx.emit(
                "exploration_trigger",
                f"{card.name}: the trigger ({trigger_words(card.trigger)}) does not hold: {why}. Its main "
                "effect is skipped.",
                "VOY-026",
                card=card.number,
            )
        part = exp.card_part = "adversary" if why else "effect:0"
    if part.startswith("effect:"):
        index = int(part.removeprefix("effect:"))
        while index < len(card.effects):
            if ctx.over:
                return False
            yield from _main_effect(ctx, card, index)
            index += 1
            exp.card_part = f"effect:{index}"
        part = "options"
    if part == "options":
        if ctx.over:
            return False
        part = exp.card_part = "trade"
        decision = _option_decision(ctx, card) if card.options else None
        if decision is not None:
            yield from _choose_option(ctx, card, decision)
    elif part == "trade" and (asked := ctx.resumed(OPTION_KIND)) is not None:
        yield from _choose_option(ctx, card, asked)  # a restart at the card's question
    if part in ("trade", "trading"):
        if ctx.over:
            return False
        under_way = part == "trading" and ctx.state.campaign.trade is not None
        if card.trade is not None and (part == "trade" or under_way):
            exp.card_part = "trading"
            yield from trade(ctx, card.trade, f"exploration:{card.number}")
        part = exp.card_part = "adversary"
    if part == "adversary":
        if ctx.over:
            return False
        part = exp.card_part = "disposal"
        if card.adversary:
            adversary.activate(ctx, card.adversary, adversary.EXPLORATION)
    if part == "disposal":
        if ctx.over:
            return False
        dispose(ctx, card)
        exp.card_part = "done"
    return not ctx.over


def _main_effect(ctx: Ctx, card: ExplorationCard, index: int) -> Proc[None]:
    """One line of the Main Effect, through the Save abilities [VOY-022, GEN-044]."""
    effect = {**card.effects[index], "rule": card.effects[index].get("rule", "VOY-022")}
    yield from resolve_with_saves(ctx, effect, f"explore:{card.number}:{index}")


def dispose(ctx: Ctx, card: ExplorationCard) -> None:
    """Special Disposal: set aside until the next Timeline Battle [VOY-023] or returned to the
    box [VOY-024]; other cards stay on the table to be shuffled back [VOY-025]."""
    exp = ctx.state.campaign.exploration
    if not card.disposal:
        return
    if card.number in exp.drawn:
        exp.drawn.remove(card.number)
    if card.disposal == "until_battle":
        exp.set_aside.append(card.number)
        text = f"{card.name} is set aside until the next Timeline Battle."
        rule = "VOY-023"
    else:
        exp.removed.append(card.number)
        text = f"{card.name} is returned to the box for good."
        rule = "VOY-024"
    ctx.emit("exploration_disposal", text, rule, card=card.number, disposal=card.disposal)


def _unpaid(state: GameState, cost: tuple[tuple[str, int], ...]) -> str:
    for what, amount in cost:
        have = _stat(state, what) if what in ARGO_STATS else state.story.resources.get(what, 0)
        if have < amount:
            return f"needs {amount} {what.replace('_', ' ')} (have {have})"
    return ""


def _option_decision(ctx: Ctx, card: ExplorationCard) -> Decision | None:
    """The card's options, those that cannot be paid disabled; None (the card's choice is
    skipped) when none can."""
    options = []
    for index, option in enumerate(card.options):
        cost = ", ".join(f"{n} {w.replace('_', ' ')}" for w, n in option.cost)
        explain = f"pay {cost}" if cost else ""
        options.append(
            Option(
                f"option:{index}",
                option.label,
                explain,
                _unpaid(ctx.state, option.cost),
                value=index,
            )
        )
    if all(o.disabled for o in options):
        ctx.emit(
            "exploration_option",
            f"{card.name}: no option can be paid; the card's choice is skipped.",
            "VOY-022",
            card=card.number,
        )
        return None
    return Decision(
        kind=OPTION_KIND,
        actor="players",
        prompt=f"Exploration card {card.number}, {card.name}: choose.",
        options=options,
        context={"card": card.number, "rule": "VOY-022"},
    )


def _choose_option(ctx: Ctx, card: ExplorationCard, decision: Decision) -> Proc[None]:
    """The players choose one of the card's options: its cost is paid and its effects
    resolved as they are (chosen, so never mitigated) [VOY-022, GEN-051]."""
    option = yield from ctx.ask(decision)
    chosen = card.options[int(option.value)]
    ctx.emit("exploration_option", f"{card.name}: {chosen.label}.", "VOY-022", card=card.number)
    for what, amount in chosen.cost:
        if what in ARGO_STATS:
            resolve(ctx, {"op": "gain_argo_stat", "stat": what, "amount": -amount})
        else:
            resolve(ctx, {"op": "gain_resource", "resource": what, "amount": -amount})
    for effect in chosen.effects:
        resolve(ctx, {**effect, "rule": effect.get("rule", "VOY-022")})
