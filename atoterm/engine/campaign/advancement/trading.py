"""Trading [ADVA-023]: a trade allows a number of exchanges; one exchange turns one resource
type into one other at a printed rate, in any multiple of it.

A rate's side may name a resource category instead of a resource: any resource of that
category. A trade runs as a small sub-menu (choose a rate, the resources of a category side,
the quantity; or finish) and keeps its progress in ``campaign.trade``, so it works in any
step: the caller calls :func:`start_trade` again with the same source after each answer.
"""

from __future__ import annotations

from atoterm.content.campaign_model import RESOURCE_CATEGORIES, Rate, Trade
from atoterm.content.schema import ContentPack
from atoterm.engine.campaign.advancement import handlers
from atoterm.engine.campaign.advancement.costs import resource_name
from atoterm.engine.campaign_state import TradeProgress
from atoterm.engine.context import Ctx
from atoterm.engine.decisions import Decision, Option
from atoterm.engine.effects import resolve
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


def start_trade(ctx: Ctx, trade: Trade, source: str) -> bool:
    """Begin (or go on with) the trade of ``source`` [ADVA-023]. False while it waits for a
    decision (call again with the same source after the answer), True once it is over."""
    progress = ctx.state.campaign.trade
    if progress is None or progress.source != source:
        progress = TradeProgress(source, trade.exchanges, [encode(r) for r in trade.rates])
        ctx.state.campaign.trade = progress
        ctx.emit(
            "trade",
            f"A trade: up to {trade.exchanges} exchanges.",
            "ADVA-023",
            source=source,
        )
    return continue_trade(ctx)


def continue_trade(ctx: Ctx) -> bool:
    """Ask the trade's next decision (False), or end it (True) when the players are done, no
    exchange is left or none can be afforded."""
    state = ctx.state
    progress = state.campaign.trade
    if progress is None:
        return True
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
            f"The trade ends ({why}) after {progress.made} exchange(s).",
            "ADVA-023",
            source=progress.source,
        )
        return True
    if progress.rate < 0:
        _ask_rate(ctx, progress)
        return False
    rate = decode(progress.rates[progress.rate])
    if not progress.give:
        choices = givable(state, ctx.content, rate.give, rate.give_n)
        if len(choices) == 1:
            progress.give = choices[0]
        else:
            _ask_side(ctx, GIVE_KIND, "Give which resource?", choices, rate.give_n)
            return False
    if not progress.get:
        choices = gettable(ctx.content, rate.get, progress.give)
        if len(choices) == 1:
            progress.get = choices[0]
        else:
            _ask_side(ctx, GET_KIND, "Receive which resource?", choices, rate.get_n)
            return False
    _ask_quantity(ctx, progress, rate)
    return False


def _ask_rate(ctx: Ctx, progress: TradeProgress) -> None:
    options = []
    for index, text in enumerate(progress.rates):
        rate = decode(text)
        can = givable(ctx.state, ctx.content, rate.give, rate.give_n)
        why = "" if can else f"needs {rate.give_n} {side_words(ctx.content, rate.give)}"
        if not why and not any(gettable(ctx.content, rate.get, g) for g in can):
            why = "nothing to receive"
        options.append(Option(f"rate:{index}", rate_words(ctx.content, rate), "", why, index))
    options.append(Option("done", "Finish trading", f"{progress.exchanges} exchange(s) left"))
    ctx.wait_for(
        Decision(
            MENU_KIND,
            "players",
            f"Trade: choose a rate for the next exchange ({progress.exchanges} left).",
            options,
            {"source": progress.source, "rule": "ADVA-023"},
        )
    )


def _ask_side(ctx: Ctx, kind: str, prompt: str, choices: list[str], n: int) -> None:
    held = ctx.state.story.resources
    options = [
        Option(f"res:{r}", resource_name(ctx.content, r), f"have {held.get(r, 0)}", value=r)
        for r in choices
    ]
    options.append(Option("back", "Another rate", ""))
    ctx.wait_for(Decision(kind, "players", f"{prompt} ({n} per unit of the rate)", options))


def _ask_quantity(ctx: Ctx, progress: TradeProgress, rate: Rate) -> None:
    have = ctx.state.story.resources.get(progress.give, 0)
    give, get = resource_name(ctx.content, progress.give), resource_name(ctx.content, progress.get)
    options = [
        Option(f"qty:{k}", f"{k * rate.give_n} {give} → {k * rate.get_n} {get}", value=k)
        for k in range(1, have // rate.give_n + 1)
    ]
    options.append(Option("back", "Another rate", ""))
    ctx.wait_for(
        Decision(
            QTY_KIND,
            "players",
            f"How much {give} to trade in this exchange (have {have})?",
            options,
            {"rule": "ADVA-023"},
        )
    )


def _reset(progress: TradeProgress) -> None:
    progress.rate, progress.give, progress.get = -1, "", ""


@handlers.adva_handler(MENU_KIND)
def rate_chosen(ctx: Ctx, option: Option) -> None:
    progress = ctx.state.campaign.trade
    assert progress is not None
    if option.id == "done":
        progress.done = True
        return
    _reset(progress)
    progress.rate = int(option.value)


def _side_chosen(ctx: Ctx, option: Option, side: str) -> None:
    """The resource given (``side`` "give") or received ("get") for a category rate."""
    progress = ctx.state.campaign.trade
    assert progress is not None
    if option.id == "back":
        _reset(progress)
    else:
        setattr(progress, side, str(option.value))


@handlers.adva_handler(GIVE_KIND)
def give_chosen(ctx: Ctx, option: Option) -> None:
    _side_chosen(ctx, option, "give")


@handlers.adva_handler(GET_KIND)
def get_chosen(ctx: Ctx, option: Option) -> None:
    _side_chosen(ctx, option, "get")


@handlers.adva_handler(QTY_KIND)
def quantity_chosen(ctx: Ctx, option: Option) -> None:
    """One exchange: give k × the rate's give side, receive k × its get side [ADVA-023]."""
    progress = ctx.state.campaign.trade
    assert progress is not None
    if option.id == "back":
        _reset(progress)
        return
    rate = decode(progress.rates[progress.rate])
    k = int(option.value)
    give, get = progress.give, progress.get
    resolve(
        ctx,
        {"op": "gain_resource", "resource": give, "amount": -k * rate.give_n, "rule": "ADVA-023"},
    )
    resolve(
        ctx, {"op": "gain_resource", "resource": get, "amount": k * rate.get_n, "rule": "ADVA-023"}
    )
    progress.exchanges -= 1
    progress.made += 1
    ctx.emit(
        "exchange",
        f"Exchange {progress.made}: {k * rate.give_n} {resource_name(ctx.content, give)} for "
        f"{k * rate.get_n} {resource_name(ctx.content, get)} ({progress.exchanges} left).",
        "ADVA-023",
    )
    _reset(progress)
