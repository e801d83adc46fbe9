"""The battle's effect interpreter: one vocabulary for cards, gear, trauma and terrain.

Every op of ``BATTLE_OPS`` (and every keyword used as an effect) is a procedure registered with
``@battle_op(name)``. Modules register the ops they own (harm, forced movement, Kratos tokens,
Primordial actions; ``battle/rules.py`` imports every one of them); ``resolve_effects`` runs a
list of effects in printed order, one at a time [BAT-PRIM-093], each to the fullest extent
possible [GEN-010, GEN-011].
"""

from __future__ import annotations

from collections.abc import Callable, Sequence
from dataclasses import dataclass, field
from typing import Any

from atoterm.content.battle_schema import Effect
from atoterm.engine.battle.core.context import B, Proc
from atoterm.engine.battle.core.state import TitanState

PRIMORDIAL = "primordial"


@dataclass
class EffectCtx:
    """Who applies an effect to whom, and in which attack."""

    source: str
    """"primordial" or the key of the Titan whose element it is."""
    subject: str = ""
    """Key of the Titan affected ("" when the effect concerns the Primordial or nobody)."""
    hits: int = 1
    """Hits of the Primordial Attack (effects that scale with hits) [BAT-PRIM-093]."""
    attack: Any = None
    """The running attack (AI attack or Titan attack record), for range gates and Chain Break."""
    origin: str = ""
    """What the effect comes from: "ai", "response", "gear", "trauma", "terrain", "kratos", ..."""
    notes: dict[str, Any] = field(default_factory=dict)


def subject_titan(b: B, ctx: EffectCtx) -> TitanState | None:
    """The living Titan an effect applies to: its subject, else the Titan whose element it is."""
    key = ctx.subject or (ctx.source if ctx.source != PRIMORDIAL else "")
    if not key:
        return None
    titan = b.battle.titan(key)
    return titan if titan.alive else None


OpFn = Callable[[B, Effect, EffectCtx], Proc[None]]
OPS: dict[str, OpFn] = {}


def battle_op(*names: str) -> Callable[[OpFn], OpFn]:
    def register(fn: OpFn) -> OpFn:
        for name in names:
            OPS[name] = fn
        return fn

    return register


def resolve_effects(b: B, effects: Sequence[Effect], ctx: EffectCtx) -> Proc[None]:
    """Resolve ``effects`` in printed order [BAT-PRIM-093, GEN-010].

    Stops early when the battle is over, when the subject died (Mercy Rule for effects aimed at
    it, BAT-MISC-019) or when the running attack was broken (Chain Break, BAT-PRIM-117).
    """
    for effect in effects:
        if b.battle.result:
            return
        if ctx.subject and not b.battle.titan(ctx.subject).alive:
            return
        if ctx.attack is not None and getattr(ctx.attack, "broken", False):
            return
        fn = OPS.get(effect.op)
        if fn is None:
            raise KeyError(f"no procedure for effect op {effect.op!r}")
        yield from fn(b, effect, ctx)
