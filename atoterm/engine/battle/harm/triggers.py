"""Abilities that answer harm, and the yes/no question harm asks about a keyword.

"When you draw a Trauma card", "when you are about to die", "when you suffer Crash" abilities
are offered by :func:`trigger` [EX-003, EX-024, EX-025, GEN-009, GEN-010]; :func:`ask_use`
asks whether to use a keyword such as Second Chance or Rocksteady [BAT-MISC-078]. The lowest
layer of the harm modules (``death``, ``draws``, ``conditions`` and ``harm`` build on it).
"""

from __future__ import annotations

from typing import Any

from atoterm.engine.battle.abilities import usage as abilities
from atoterm.engine.battle.abilities.effects import EffectCtx
from atoterm.engine.battle.core.context import B, Proc
from atoterm.engine.battle.core.state import TitanState
from atoterm.engine.decisions import Decision, Option


def trigger(b: B, titan: TitanState, timing: str, **info: Any) -> Proc[bool]:
    """Offer the Titan's abilities of exactly ``timing`` ("when_trauma", "about_to_die",
    "when_crash"); "may" ones are asked, the others resolve [GEN-010, EX-024]. Returns True when
    a used ability's text says "instead": it replaces the event [GEN-009, EX-003]; otherwise
    the event still happens [EX-025]. An "about to die" ability already used in this window is
    not offered again (its replacement may lead to the same death)."""
    replaced = False
    refs = [r for r in abilities.available(b, titan, timing) if r.ability.timing == timing]
    for ref in refs:
        again = timing == "about_to_die" and f"ref:{ref.key}" in titan.reactions_in_window
        if not titan.alive or b.battle.result or again:
            continue
        if not abilities.mandatory(ref) and not (
            yield from ask_use(
                b,
                titan,
                "battle.ability",
                f"{b.name(titan)}: use {ref.name}? {ref.ability.text}",
                f"Use {ref.name}",
                "Decline",
                "BAT-MISC-078",
            )
        ):
            continue
        ctx = EffectCtx(source=titan.key, subject=titan.key, origin="ability", notes=dict(info))
        yield from abilities.use(b, titan, ref, ctx)
        replaced = replaced or "instead" in ref.ability.text.lower()
    return replaced


def has_keyword(b: B, titan: TitanState, name: str) -> bool:
    """The Titan has keyword ``name`` now (``abilities.has_keyword``)."""
    return abilities.has_keyword(b, titan, name)


def ask_use(
    b: B, titan: TitanState, kind: str, prompt: str, yes: str, no: str, rule: str
) -> Proc[bool]:
    options = [Option("use", yes), Option("decline", no)]
    chosen = yield from b.ask(Decision(kind, f"titan:{titan.key}", prompt, options, {"rule": rule}))
    return chosen.id == "use"
