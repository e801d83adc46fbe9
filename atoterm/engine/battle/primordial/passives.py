"""The Primordial's passive Traits that change other elements' effects [GEN-006, GEN-008].

A Trait ability of timing ``passive`` holds while its Trait is in play, every time its trigger
comes, never once only:

* ``ignore <op>`` [GEN-006]: the Primordial ignores that effect whenever a Titan's element
  (gear, keyword, Titan sheet, Argo Ability, card) would resolve it: it is not resolved at all.
  ``ignore pull``: Pull tokens and abilities move it nowhere.
* ``instead <op> N`` [GEN-008]: an improved variant of the Primordial's own effect. Whenever one
  of its cards or Traits resolves ``<op>`` with a lower value, it resolves N instead; only that
  value changes, every other effect of the card stays as printed, and a card already printing
  N or more keeps its own value (N is an improvement, never a weakening).

Both are read by one effect filter (``hooks.effect_filter``) that ``resolve_effects`` runs
before each effect. Which passives are in play is worked out once per set of active Traits
(``b.memo``); a Primordial whose sheet has none costs one look at the pack's memo.
"""

from __future__ import annotations

from atoterm.content.battle_schema import Effect
from atoterm.engine.battle.abilities.effects import PRIMORDIAL, EffectCtx, instant_op
from atoterm.engine.battle.core.context import B
from atoterm.engine.battle.core.hooks import effect_filter
from atoterm.engine.battle.explain import words
from atoterm.engine.battle.primordial.traits import active_trait_ids

PASSIVE_OPS: tuple[str, ...] = ("ignore", "instead")

Passives = tuple[dict[str, str], dict[str, tuple[int, str]]]
"""(op ignored -> Trait name, op -> (value instead, Trait name))."""


def _sheet_has_passives(b: B) -> bool:
    """Whether any Trait on the Primordial's sheet has a passive ``ignore``/``instead`` (made
    once per pack and Primordial, ``bc.memo``)."""
    prim = b.prim
    key = ("passive_traits", prim.id)
    entry = b.bc.memo.get(key)
    if entry is None or entry[0] is not prim:
        found = any(
            a.timing == "passive" and any(e.op in PASSIVE_OPS for e in a.effects)
            for t in prim.traits.values()
            for a in t.abilities
        )
        entry = b.bc.memo[key] = (prim, found)
    return bool(entry[1])


def passives(b: B) -> Passives | None:
    """The passive ``ignore``/``instead`` effects of the Traits in play (None: none)."""
    if not _sheet_has_passives(b):
        return None
    ids = active_trait_ids(b)
    entry = b.memo.get("primordial_passives")
    if entry is not None and entry[0] is b.prim and entry[1] == ids:
        return entry[2]  # type: ignore[no-any-return]
    ignored: dict[str, str] = {}
    instead: dict[str, tuple[int, str]] = {}
    for tid in ids:
        trait = b.prim.traits.get(tid)
        if trait is None:
            continue
        for ability in trait.abilities:
            if ability.timing != "passive":
                continue
            for e in ability.effects:
                if e.op == "ignore":
                    ignored.setdefault(e.arg, trait.name)
                elif e.op == "instead" and e.value > instead.get(e.arg, (0, ""))[0]:
                    instead[e.arg] = (e.value, trait.name)
    found = (ignored, instead) if ignored or instead else None
    b.memo["primordial_passives"] = (b.prim, ids, found)
    return found


@effect_filter
def primordial_passives(b: B, effect: Effect, ctx: EffectCtx) -> Effect | None:
    """The effect to resolve in place of ``effect``: None when the Primordial ignores it
    [GEN-006], its improved value when a passive Trait says "instead" [GEN-008]."""
    found = passives(b)
    if found is None:
        return effect
    ignored, instead = found
    if ctx.source != PRIMORDIAL:
        trait = ignored.get(effect.op)
        if trait is not None:
            b.emit(
                "effect_ignored",
                f"{b.prim.name} ignores {words.effect_words(b, effect)} ({trait}).",
                "GEN-006",
            )
            return None
        return effect
    better = instead.get(effect.op)
    if better is None or effect.value >= better[0]:
        return effect
    value, trait = better
    upgraded = Effect(effect.op, value, effect.arg, effect.text)
    b.emit(
        "effect_instead",
        f"{words.effect_words(b, upgraded)} instead of {words.effect_words(b, effect)} ({trait}).",
        "GEN-008",
    )
    return upgraded


@instant_op(*PASSIVE_OPS)
def op_passive_only(b: B, effect: Effect, ctx: EffectCtx) -> None:
    """``ignore`` and ``instead`` are read from passive Traits by the filter above; resolved
    as an effect of their own they do nothing (content check allows them only there)."""
