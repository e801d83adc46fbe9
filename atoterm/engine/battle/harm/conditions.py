"""Knockdown, Conditions and modifier tokens.

Knockdown: falling-down side up, never twice, Rocksteady may ignore it, off a Vantage Point
first [KEY-028, KEY-029, KEY-054, BAT-MISC-036, BAT-MISC-059]; standing up discards it
[KEY-029]. Condition cards [BAT-MISC-033, BAT-MISC-036]. Modifier tokens, lasting or temporary
[BAT-MISC-047..BAT-MISC-053]. Only :func:`knockdown` and :func:`gain_condition` may ask; the
others are plain changes.
"""

from __future__ import annotations

from atoterm.engine.battle.core import hooks
from atoterm.engine.battle.core.context import B, Proc
from atoterm.engine.battle.core.state import PrimordialState, TitanState
from atoterm.engine.battle.explain import words
from atoterm.engine.battle.harm.triggers import ask_use, has_keyword

TITAN_TOKENS: tuple[str, ...] = ("precision", "evasion", "speed")
"""Modifier tokens a Titan can hold [BAT-MISC-050, BAT-MISC-051]."""
PRIMORDIAL_TOKENS: tuple[str, ...] = (
    "precision",
    "speed",
    "to_hit",
    "at",
    "evasion_dice",
    "danger",
)
"""Modifier tokens the Primordial can hold [BAT-MISC-050..053]."""


def knockdown(b: B, titan: TitanState, *, rule: str = "KEY-028") -> Proc[bool]:
    """Take the Knockdown card falling-down side up [KEY-028, KEY-029]; never twice
    [BAT-MISC-036]; Rocksteady may ignore it [KEY-054]. Returns whether it fell."""
    if not titan.alive:
        return False
    if titan.knockdown:
        if not b.quiet:
            b.emit("knockdown_held", f"{b.name(titan)} is already down.", "BAT-MISC-036")
        return False
    if has_keyword(b, titan, "rocksteady") and (
        yield from ask_use(
            b,
            titan,
            "battle.rocksteady",
            f"{b.name(titan)} is about to be knocked down: use Rocksteady?",
            "Ignore the Knockdown",
            "Fall down",
            "KEY-054",
        )
    ):
        if not b.quiet:
            b.emit("rocksteady", f"{b.name(titan)} stays standing (Rocksteady).", "KEY-054")
        return False
    if (yield from hooks.replaced(b, "knockdown", titan)):  # a rider comes down first
        return False
    titan.knockdown = "falling"
    if not b.quiet:
        b.emit("knockdown", f"{b.name(titan)} is knocked down.", rule, titan=titan.key)
    return True


def gain_condition(b: B, titan: TitanState, cond_id: str) -> Proc[bool]:
    """Place the Condition card by the Titan sheet [BAT-MISC-033]; one already held cannot be
    gained again [BAT-MISC-036]."""
    if cond_id == "knockdown":
        return (yield from knockdown(b, titan))
    if not titan.alive:
        return False
    name = b.bc.conditions[cond_id].name
    if cond_id in titan.conditions:
        if not b.quiet:
            b.emit("condition_held", f"{b.name(titan)} already has {name}.", "BAT-MISC-036")
        return False
    titan.conditions.append(cond_id)
    if not b.quiet:
        b.emit("condition", f"{b.name(titan)} gains {name}.", "BAT-MISC-033", condition=cond_id)
    return True


def stand_up(b: B, titan: TitanState) -> None:
    """Discard the Knockdown card and stand up [KEY-029]."""
    if titan.knockdown:
        titan.knockdown = ""
        if not b.quiet:
            b.emit("stand_up", f"{b.name(titan)} stands up.", "KEY-029", titan=titan.key)


def discard_condition(b: B, titan: TitanState, cond_id: str) -> None:
    """Discard a Condition; discarding Knockdown stands the Titan up [KEY-029]."""
    if cond_id == "knockdown":
        stand_up(b, titan)
    elif cond_id in titan.conditions:
        titan.conditions.remove(cond_id)
        if not b.quiet:
            b.emit(
                "condition_discarded",
                f"{b.name(titan)} discards {words.thing_name(b, cond_id)}.",
                "BAT-MISC-033",
            )


def add_token(b: B, target: TitanState | PrimordialState, kind: str, n: int, lasting: bool) -> None:
    """Modifier tokens [BAT-MISC-047..053]: lasting ones stay to the end of the Battle
    [BAT-MISC-049]; temporary Titan tokens sit on the Triskelion (``temp_tokens``), temporary
    Primordial ones in the Kratos Pool under the kind's name (``stats`` reads both)
    [BAT-MISC-048]."""
    if isinstance(target, TitanState):
        if kind not in TITAN_TOKENS:
            raise ValueError(f"a Titan cannot hold a {kind!r} token")
        store, who = (target.tokens if lasting else target.temp_tokens), b.name(target)
    else:
        if kind not in PRIMORDIAL_TOKENS:
            raise ValueError(f"the Primordial cannot hold a {kind!r} token")
        store, who = (target.tokens if lasting else b.battle.kratos_pool), b.prim.name
    store[kind] = store.get(kind, 0) + n
    if store[kind] == 0:
        del store[kind]
    span = "lasting" if lasting else "temporary"
    if not b.quiet:
        b.emit(
            "token",
            f"{who} gains a {span} {words.token_words(kind)} token {n:+d}.",
            "BAT-MISC-047",
            token=kind,
        )
