"""The campaign scope of the one effect registry (ARCHITECTURE §2), and its basic ops.

Outside Battle an effect is plain data, ``{"op": "gain_doom", "amount": 1}``: story paragraphs,
Exploration cards, Technologies and campaign rules resolve theirs through :func:`resolve`.
:func:`effect_op` gives an op its campaign-scope procedure in
:data:`~atoterm.engine.effect_registry.REGISTRY`; the battle scope of the same ops is
registered by ``battle_op`` (``engine/battle/abilities/effects.py``). Campaign procedures are
plain calls that return at once; one that needs an answer asks through ``ctx.ask``.
"""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

from atoterm.engine.context import Ctx
from atoterm.engine.effect_registry import CAMPAIGN, REGISTRY
from atoterm.engine.names import change_words
from atoterm.engine.state import ARGO_STATS, TRISKELION, TimelineEntry

EffectFn = Callable[[Ctx, dict[str, Any]], None]
EFFECTS: dict[str, EffectFn] = REGISTRY.table(CAMPAIGN)
"""Op name -> campaign-scope procedure (the registry's table, filled at import)."""
ON_DEATH: list[Callable[[Ctx, int, str], None]] = []
"""Called when an Argonaut dies outside Battle (the storybook queues a Rude Awakening)."""


def effect_op(name: str) -> Callable[[EffectFn], EffectFn]:
    """Give op ``name`` its campaign-scope procedure (story, Exploration, Technology)."""

    def register(fn: EffectFn) -> EffectFn:
        REGISTRY.register(name, CAMPAIGN, fn)
        return fn

    return register


def resolve(ctx: Ctx, effect: dict[str, Any]) -> None:
    """Resolve one effect; nothing happens once the campaign is over."""
    if ctx.over:
        return
    op = effect.get("op")
    if op not in EFFECTS:
        raise KeyError(f"unknown effect op {op!r}")
    EFFECTS[op](ctx, effect)


def _amount(effect: dict[str, Any]) -> int:
    amount = effect.get("amount", 1)
    if not isinstance(amount, int) or isinstance(amount, bool):
        raise TypeError(f"effect amount must be an integer: {effect!r}")
    return amount


def _signed(amount: int) -> str:
    return f"+{amount}" if amount >= 0 else str(amount)


@effect_op("gain_argo_stat")
def gain_argo_stat(ctx: Ctx, effect: dict[str, Any]) -> None:
    """Gain (or lose, with a negative amount) a Basic Argo Stat [CAMP-012..CAMP-016]."""
    stat, amount = effect["stat"], _amount(effect)
    if stat not in ARGO_STATS:
        raise KeyError(f"unknown Argo stat {stat!r}")
    argo = ctx.state.argo
    if stat == "knowledge" and amount < 0:
        amount = 0  # Argo Knowledge never decreases [CAMP-016]
    before = getattr(argo, stat)
    value = max(0, before + amount)
    setattr(argo, stat, value)
    label = stat.replace("_", " ").title()
    ctx.emit(
        "argo_stat",
        f"{change_words(label, amount, before, value)}.",
        effect.get("rule", ""),
        stat=stat,
        value=value,
    )
    if stat in ("crew", "hull") and value == 0:
        ctx.lose(f"{label} fell to 0.", "CAMP-013" if stat == "crew" else "CAMP-014")
    if stat == "argo_fate" and value > 9:
        ctx.lose("Argo Fate rose above 9.", "CAMP-015")


@effect_op("gain_progress")
def gain_progress(ctx: Ctx, effect: dict[str, Any]) -> None:
    """+1 Progress puts one token on the current Story card [CAMP-017]."""
    amount = _amount(effect)
    ctx.state.progress = max(0, ctx.state.progress + amount)
    ctx.emit(
        "progress",
        f"{_signed(amount)} Progress (now {ctx.state.progress}).",
        effect.get("rule", "CAMP-017"),
    )


@effect_op("gain_doom")
def gain_doom(ctx: Ctx, effect: dict[str, Any]) -> None:
    """+1 Doom puts one token on the current Doom card [CAMP-018]."""
    amount = _amount(effect)
    ctx.state.doom = max(0, ctx.state.doom + amount)
    ctx.emit(
        "doom", f"{_signed(amount)} Doom (now {ctx.state.doom}).", effect.get("rule", "CAMP-018")
    )


@effect_op("gain_titan")
def gain_titan(ctx: Ctx, effect: dict[str, Any]) -> None:
    """Gain Titans; the Titan map symbol gives a Dreamwalker [VOY-015]."""
    amount = _amount(effect)
    ctx.state.argo.dreamwalkers += amount
    ctx.emit(
        "titan",
        f"{_signed(amount)} Dreamwalker Titan (now {ctx.state.argo.dreamwalkers}).",
        effect.get("rule", "VOY-015"),
    )


@effect_op("gain_triskelion")
def gain_triskelion(ctx: Ctx, effect: dict[str, Any]) -> None:
    """Outside Battle, a Triskelion stat forced above 9 kills the Argonaut [GEN-034]."""
    stat, amount, index = effect["stat"], _amount(effect), effect["argonaut"]
    if stat not in TRISKELION:
        raise KeyError(f"unknown Triskelion stat {stat!r}")
    argonaut = ctx.state.argonauts[index]
    if not argonaut.alive:
        return  # the dead keep their sheet [CAMP-010] but gain and lose nothing
    value = max(0, getattr(argonaut, stat) + amount)
    if value > 9 and ctx.state.phase != "battle":
        argonaut.alive = False
        ctx.emit(
            "argonaut_died",
            f"{argonaut.name} is pushed past 9 {stat.title()} and dies.",
            "GEN-034",
            argonaut=index,
        )
        for hook in ON_DEATH:
            hook(ctx, index, "is dead")
        return
    before = getattr(argonaut, stat)
    setattr(argonaut, stat, min(value, 9))
    ctx.emit(
        "triskelion",
        f"{argonaut.name}: {change_words(stat.title(), amount, before, min(value, 9))}.",
        effect.get("rule", "GEN-031"),
    )


@effect_op("add_timeline_event")
def add_timeline_event(ctx: Ctx, effect: dict[str, Any]) -> None:
    """Write an event on a future day of the Timeline (``in_days`` after today) [CAMP-023]."""
    day = ctx.state.timeline.day + int(effect.get("in_days", 1))
    entry = TimelineEntry(day, str(effect["kind"]), str(effect.get("label", effect["kind"])))
    ctx.state.timeline.added.append(entry)
    ctx.emit(
        "timeline",
        f"Day {day}: {entry.label} added to the Timeline.",
        effect.get("rule", "CAMP-023"),
    )


@effect_op("mark_choice_matrix")
def mark_choice_matrix(ctx: Ctx, effect: dict[str, Any]) -> None:
    """Mark a Choice Matrix box; a box is marked once and never twice [ADV Choice Matrix]."""
    box = int(effect["box"])
    if box in ctx.state.choice_matrix:
        return
    ctx.state.choice_matrix.append(box)
    ctx.state.choice_matrix.sort()
    ctx.emit("choice_matrix", f"Choice Matrix box {box} is marked.", effect.get("rule", ""))
