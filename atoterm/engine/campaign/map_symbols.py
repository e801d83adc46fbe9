"""Exploration symbols of the Argo's tile [VOY-013..VOY-016, VOY-019].

The rulebook's three: Doom on every visit [VOY-013], Progress and Titan only on an Unexplored
tile [VOY-014, VOY-015], so positive symbols give at most once per tile per Cycle [VOY-016].
Other symbols are Cycle-specific: ``content.cycle.map_symbol_defs`` gives their rule text and
effects (a positive one only counts on an Unexplored tile, like Progress), and a function
registered here with :func:`map_symbol` may give one a rule that effects cannot say (Cycle I:
Tektra's Waymark, ``waymark``, +1 Argo Knowledge and +1 Argo Fate on an Unexplored tile, is
plain effects). A symbol the Cycle
declares but no rule handles yet has no effect [VOY-019]. The sector never limits which
symbols count [VOY-008].
"""

from __future__ import annotations

from collections.abc import Callable

from atoterm.content.campaign_model import MapSymbol
from atoterm.content.schema import MAP_SYMBOLS, Tile
from atoterm.engine.context import Ctx
from atoterm.engine.effects import resolve

SymbolFn = Callable[[Ctx, Tile, bool], None]
"""(ctx, the Argo's tile, Unexplored?)"""
SYMBOL_RULES: dict[str, SymbolFn] = {}


def map_symbol(name: str) -> Callable[[SymbolFn], SymbolFn]:
    """Register the Exploration Step rule of a Cycle-specific map symbol."""

    def register(fn: SymbolFn) -> SymbolFn:
        SYMBOL_RULES[name] = fn
        return fn

    return register


def cycle_symbol(ctx: Ctx, symbol: MapSymbol, tile: Tile, unexplored: bool) -> None:
    """A Cycle symbol with printed effects: a positive one only on an Unexplored tile
    [VOY-016], any other on every visit [VOY-019]."""
    if symbol.positive and not unexplored:
        ctx.emit(
            "symbol_spent",
            f"{tile.name} is Explored: {symbol.name} gives nothing again.",
            "VOY-016",
        )
        return
    ctx.emit("map_symbol", f"{symbol.name}: {symbol.rule}", "VOY-019", symbol=symbol.id)
    for effect in symbol.effects:
        resolve(ctx, {**effect, "rule": effect.get("rule", "VOY-019")})


def resolve_symbols(ctx: Ctx, tile: Tile, unexplored: bool, doom: bool = True) -> None:
    """Resolve the active exploration symbols of ``tile`` in the order printed [VOY-020 (1)];
    ``doom=False``: the Doom symbol was resolved already (through the Save abilities)."""
    for symbol in tile.symbols:
        if symbol == "doom":
            if doom:
                resolve(ctx, {"op": "gain_doom", "amount": 1, "rule": "VOY-013"})
        elif symbol == "progress" and unexplored:
            resolve(ctx, {"op": "gain_progress", "amount": 1, "rule": "VOY-014"})
        elif symbol == "titan" and unexplored:
            resolve(ctx, {"op": "gain_titan", "amount": 1, "rule": "VOY-015"})
        elif symbol in ("progress", "titan"):
            ctx.emit(
                "symbol_spent",
                f"{tile.name} is Explored: its {symbol} symbol gives nothing again.",
                "VOY-016",
            )
        elif symbol in SYMBOL_RULES:
            SYMBOL_RULES[symbol](ctx, tile, unexplored)
        elif symbol in ctx.content.cycle.map_symbol_defs:
            cycle_symbol(ctx, ctx.content.cycle.map_symbol_defs[symbol], tile, unexplored)
        elif symbol not in MAP_SYMBOLS and symbol in ctx.content.cycle.map_symbols:
            ctx.emit(
                "symbol_unknown",
                f"{tile.name} shows the {symbol.replace('_', ' ')} symbol: it has no effect yet.",
                "VOY-019",
            )
