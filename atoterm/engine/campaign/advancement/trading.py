"""Trading [ADVA-023]: a trade allows a number of exchanges; one exchange turns one resource
type into one other at a printed rate, in any multiple of it.

A rate's side may name a resource category instead of a resource: any resource of that
category. A trade is a procedure (:func:`trade`) that runs as a small sub-menu (choose a rate,
the resources of a category side, the quantity; or finish) in any step. Its progress is written
to ``campaign.trade`` as it goes, so a restart finds its way back (:func:`exchanges`).
"""

from __future__ import annotations

from types import MappingProxyType

from atoterm.content.campaign_model import RESOURCE_CATEGORIES, Rate, Trade
from atoterm.content.schema import ContentPack
from atoterm.engine.campaign.advancement.costs import resource_name
from atoterm.engine.campaign_state import TradeProgress
from atoterm.engine.context import Ctx
from atoterm.engine.decisions import Decision, Option
from atoterm.engine.effects import resolve
from atoterm.engine.names import count_words
from atoterm.engine.procedure import Proc
from atoterm.engine.state import GameState

MENU_KIND = "adva.trade"
GIVE_KIND = "adva.trade_give"
GET_KIND = "adva.trade_get"
QTY_KIND = "adva.trade_qty"


def encode(rate: Rate) -> str:
    return f"{rate.give}|{rate.give_n}|{rate.get}|{rate.get_n}"


def decode(text: str) -> Rate:
    give, give_n, get, get_n = text.split("|")
    return Rate(give, int(give_n), get, int(get_n))


def is_category(side: str) -> bool:
    return side in RESOURCE_CATEGORIES


def side_words(content: ContentPack, side: str) -> str:
    return f"any {side.title()} resource" if is_category(side) else resource_name(content, side)


def rate_words(content: ContentPack, rate: Rate) -> str:
    give = side_words(content, rate.give)
    get = side_words(content, rate.get)
    return f"{rate.give_n} {give} → {rate.get_n} {get}"


def givable(state: GameState, content: ContentPack, side: str, n: int) -> list[str]:
    """Resources held (at least ``n``) that may be given for ``side``, in Cargo order."""
    held = state.story.resources
    if not is_category(side):
        return [side] if held.get(side, 0) >= n else []
    return [r for r in sorted(held) if held[r] >= n and content.cycle.category(r) == side]


def gettable(content: ContentPack, side: str, give: str) -> list[str]:
    """Resources that may be received for ``side`` (never the one given)."""
    if not is_category(side):
        return [side] if side != give else []
    return [r.id for r in content.cycle.resources.values() if r.category == side and r.id != give]


def trade(ctx: Ctx, trade: Trade, source: str) -> Proc[None]:
    """Make the trade of ``source`` [ADVA-023], or go on with it (a restart); returns once it
    is over."""
    progress = ctx.state.campaign.trade
    if progress is None or progress.source != source:
        progress = TradeProgress(source, trade.exchanges, [encode(r) for r in trade.rates])
        ctx.state.campaign.trade = progress
        ctx.emit(
            "trade",
            f"A trade: up to {count_words(trade.exchanges, 'exchange')}.",
            "ADVA-023",
            source=source,
        )
    yield from exchanges(ctx)


def exchanges(ctx: Ctx) -> Proc[None]:
    """The exchanges of the trade under way (``campaign.trade``), until the players are done,
    no exchange is left or none can be afforded."""
    state = ctx.state
    while True:
        progress = state.campaign.trade
        if progress is None:
            return
        why = ""
        if progress.done:
            why = "the players are done"
        elif progress.exchanges <= 0:
            why = "no exchange is left"
        elif progress.rate < 0 and not any(
            givable(state, ctx.content, decode(r).give, decode(r).give_n) for r in progress.rates
        ):
            why = "nothing can be given at these rates"
        if why:
            state.campaign.trade = None
            ctx.emit(
                "trade_over",
                f"The trade ends ({why}) after {count_words(progress.made, 'exchange')}.",
                "ADVA-023",
                source=progress.source,
            )
            return
        if progress.rate < 0:
            yield from _choose_rate(ctx, progress)
            continue
        rate = decode(progress.rates[progress.rate])
        if not progress.give:
            choices = givable(state, ctx.content, rate.give, rate.give_n)
            if len(choices) == 1:
                progress.give = choices[0]
            else:
                yield from _choose_side(ctx, progress, "give", choices, rate.give_n)
                continue
        if not progress.get:
            choices = gettable(ctx.content, rate.get, progress.give)
            if len(choices) == 1:
                progress.get = choices[0]
            else:
                yield from _choose_side(ctx, progress, "get", choices, rate.get_n)
                continue
        yield from _exchange(ctx, progress, rate)


def _choose_rate(ctx: Ctx, progress: TradeProgress) -> Proc[None]:
    """The rate of the next exchange, or finish trading."""
    options = []
    for index, text in enumerate(progress.rates):
        rate = decode(text)
        can = givable(ctx.state, ctx.content, rate.give, rate.give_n)
        why = "" if can else f"needs {rate.give_n} {side_words(ctx.content, rate.give)}"
        if not why and not any(gettable(ctx.content, rate.get, g) for g in can):
            why = "nothing to receive"
        options.append(Option(f"rate:{index}", rate_words(ctx.content, rate), "", why, index))
    options.append(Option("done", "Finish trading", f"{progress.exchanges} exchange(s) left"))
    option = yield from ctx.ask(
        Decision(
            MENU_KIND,
            "players",
            f"Trade: choose a rate for the next exchange ({progress.exchanges} left).",
            options,
            {"source": progress.source, "rule": "ADVA-023"},
        )
    )
    if option.value is None:  # finish
        progress.done = True
        return
    _reset(progress)
    progress.rate = int(option.value)


SIDES = MappingProxyType(
    {"give": (GIVE_KIND, "Give which resource?"), "get": (GET_KIND, "Receive which resource?")}
)
"""A category side of a rate: the decision that names the resource given or received."""


def _choose_side(
    ctx: Ctx, progress: TradeProgress, side: str, choices: list[str], n: int
) -> Proc[None]:
    """The resource given (``side`` "give") or received ("get") for a category rate."""
    kind, prompt = SIDES[side]
    held = ctx.state.story.resources
    options = [
        Option(f"res:{r}", resource_name(ctx.content, r), f"have {held.get(r, 0)}", value=r)
        for r in choices
    ]
    options.append(Option("back", "Another rate", ""))
    option = yield from ctx.ask(
        Decision(kind, "players", f"{prompt} ({n} per unit of the rate)", options)
    )
    if option.value is None:  # another rate
        _reset(progress)
    else:
        setattr(progress, side, str(option.value))


def _exchange(ctx: Ctx, progress: TradeProgress, rate: Rate) -> Proc[None]:
    """One exchange: give k × the rate's give side, receive k × its get side [ADVA-023]."""
    have = ctx.state.story.resources.get(progress.give, 0)
    give, get = resource_name(ctx.content, progress.give), resource_name(ctx.content, progress.get)
    options = [
        Option(f"qty:{k}", f"{k * rate.give_n} {give} → {k * rate.get_n} {get}", value=k)
        for k in range(1, have // rate.give_n + 1)
    ]
    options.append(Option("back", "Another rate", ""))
    option = yield from ctx.ask(
        Decision(
            QTY_KIND,
            "players",
            f"How much {give} to trade in this exchange (have {have})?",
            options,
            {"rule": "ADVA-023"},
        )
    )
    if option.value is None:  # another rate
        _reset(progress)
        return
    k = int(option.value)
    given, got = progress.give, progress.get
    resolve(
        ctx,
        {"op": "gain_resource", "resource": given, "amount": -k * rate.give_n, "rule": "ADVA-023"},
    )
    resolve(
        ctx, {"op": "gain_resource", "resource": got, "amount": k * rate.get_n, "rule": "ADVA-023"}
    )
    progress.exchanges -= 1
    progress.made += 1
    ctx.emit(
        "exchange",
        f"Exchange {progress.made}: {k * rate.give_n} {resource_name(ctx.content, given)} for "
        f"{k * rate.get_n} {resource_name(ctx.content, got)} ({progress.exchanges} left).",
        "ADVA-023",
    )
    _reset(progress)


def _reset(progress: TradeProgress) -> None:
    progress.rate, progress.give, progress.get = -1, "", ""
