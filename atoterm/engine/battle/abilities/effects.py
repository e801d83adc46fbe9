"""The battle scope of the one effect registry: AI and BP cards, gear, trauma and terrain.

Every op of ``BATTLE_OPS`` (and every keyword used as an effect) has a battle-scope procedure
in :data:`~atoterm.engine.effect_registry.REGISTRY`, registered with ``@battle_op(name)`` (a
generator that may ask) or ``@instant_op(name)`` (a plain function that never asks). Modules
register the ops they own (harm, forced movement, Kratos tokens, Primordial actions; ``battle/rules.py`` imports every one of them);
``resolve_effects`` runs a list of effects in printed order, one at a time [BAT-PRIM-093], each
to the fullest extent possible [GEN-010, GEN-011]. A Primordial's and a Titan's effect run the
same procedure: the :class:`EffectCtx` says who applies it to whom.
"""

from __future__ import annotations

from collections.abc import Callable, Sequence
from typing import Any

import msgspec
from msgspec import field

from atoterm.content.battle_schema import Effect
from atoterm.engine.battle.core import hooks
from atoterm.engine.battle.core.context import B, Proc
from atoterm.engine.battle.core.state import TitanState
from atoterm.engine.effect_registry import BATTLE, REGISTRY

PRIMORDIAL = "primordial"


# A msgspec Struct, not a dataclass: its methods are made in C when the class is created,
# not compiled from text at every start (docs/architecture.md, "Speed, stop 34 (imports)").
class EffectCtx(msgspec.Struct):
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
InstantFn = Callable[[B, Effect, EffectCtx], None]
OPS: dict[str, OpFn] = REGISTRY.table(BATTLE)
"""Op name -> battle-scope procedure (the registry's table, filled when the op modules load)."""


def battle_op(*names: str) -> Callable[[OpFn], OpFn]:
    """Give the ops ``names`` their battle-scope procedure, a generator that may ask."""

    def register(fn: OpFn) -> OpFn:
        for name in names:
            REGISTRY.register(name, BATTLE, fn)
        return fn

    return register


def instant_op(*names: str) -> Callable[[InstantFn], InstantFn]:
    """Give the ops ``names`` a battle-scope procedure that never asks: a plain function,
    called without a generator."""

    def register(fn: InstantFn) -> InstantFn:
        for name in names:
            REGISTRY.register(name, BATTLE, fn, instant=True)
        return fn

    return register


def resolve_effects(b: B, effects: Sequence[Effect], ctx: EffectCtx) -> Proc[None]:
    """Resolve ``effects`` in printed order [BAT-PRIM-093, GEN-010].

    Stops early when the battle is over, when the subject died (Mercy Rule for effects aimed at
    it, BAT-MISC-019) or when the running attack was broken (Chain Break, BAT-PRIM-117). The
    effect filters (``hooks.effect_filter``) may ignore an effect [GEN-006] or resolve another
    value instead [GEN-008].
    """
    filters = hooks.EFFECT_FILTERS
    for printed in effects:
        if b.battle.result:
            return
        if ctx.subject and not b.battle.titan(ctx.subject).alive:
            return
        if ctx.attack is not None and getattr(ctx.attack, "broken", False):
            return
        effect: Effect | None = printed
        for flt in filters:
            effect = flt(b, effect, ctx)
            if effect is None:
                break
        if effect is None:
            continue
        fn = OPS.get(effect.op)
        if fn is None:
            raise KeyError(f"no procedure for effect op {effect.op!r}")
        instant = getattr(fn, "instant", None)
        if instant is not None:
            instant(b, effect, ctx)
        else:
            yield from fn(b, effect, ctx)
