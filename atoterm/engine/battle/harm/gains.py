"""Harm in battle: Danger, Fate and Rage gains, Crash and Trample, losses; the harm API.

The Triskelion lives on the Argonaut (GEN-031). Danger dealt by an Attack is followed by a
Trauma Draw [BAT-PRIM-094, BAT-PRIM-099, BAT-PRIM-105]; above 9 the draw reads the hypothetical
total [BAT-PRIM-110, BAT-PRIM-111, BAT-PRIM-114, EX-016]; Fate forced above 9 draws a Moiros
card [BAT-MISC-038, GEN-035]; Rage takes the Priority Target token [BAT-PRIM-037]; Crash and
Tumble [KEY-010, KEY-064, EX-028]; Trample [CYC1-022, EX-015]; losses never go below 0 [GEN-011,
EX-004]. Procedures are generators (``yield from``) because a draw may ask; the ``lose_*``
functions never ask.

The rest of harm lives beside it: ``triggers`` (abilities on harm events), ``draws`` (Trauma,
Obol, Massive Danger, Moiros, Kratos), ``death`` (dying, the Priority Target token, Ambrosia)
and ``conditions`` (Knockdown, Conditions, modifier tokens).
"""

from __future__ import annotations

from atoterm.engine.battle.core.context import B, Proc
from atoterm.engine.battle.core.state import TitanState
from atoterm.engine.battle.harm.conditions import knockdown
from atoterm.engine.battle.harm.death import (
    TRISKELION_MAX,
    give_priority_target,
)
from atoterm.engine.battle.harm.draws import moiros_draw, obol_draw, trauma_draw
from atoterm.engine.battle.harm.triggers import has_keyword, trigger


def gain_danger(
    b: B,
    titan: TitanState,
    amount: int,
    *,
    trauma: bool,
    rule: str = "BAT-PRIM-094",
    simultaneous_obols: int = 0,
) -> Proc[str]:
    """Raise Danger; returns the severity of the Trauma Draw it caused ("" for none).

    Danger dealt by an Attack (``trauma``) is followed at once by a Trauma Draw at the new value
    [BAT-PRIM-094, BAT-PRIM-099]; other gains draw nothing [BAT-PRIM-105] unless Danger goes
    above 9: the dial stays at 9 and the draw reads the hypothetical total [BAT-PRIM-110,
    BAT-PRIM-111, BAT-PRIM-114, EX-016]. ``simultaneous_obols`` counts other Obol Draws forced
    at the same moment (two or more at once kill, BAT-PRIM-109, EX-015).
    """
    if amount <= 0 or not titan.alive:
        return ""
    a = b.argonaut(titan)
    total = a.danger + amount
    if total > TRISKELION_MAX:
        a.danger = TRISKELION_MAX
        if not b.quiet:
            b.emit(
                "danger",
                f"{b.name(titan)} gains +{amount} Danger: the dial stays at 9, the Trauma Draw "
                f"counts {total}.",
                "BAT-PRIM-110",
                titan=titan.key,
                hypothetical=total,
            )
        return (
            yield from trauma_draw(
                b, titan, hypothetical=total, simultaneous_obols=simultaneous_obols
            )
        )
    a.danger = total
    if not b.quiet:
        b.emit(
            "danger", f"{b.name(titan)} gains +{amount} Danger ({total}).", rule, titan=titan.key
        )
    if not trauma:
        return ""
    return (yield from trauma_draw(b, titan, simultaneous_obols=simultaneous_obols))


def gain_fate(b: B, titan: TitanState, n: int, *, rule: str = "BAT-PRIM-095") -> Proc[None]:
    """Raise Fate; forced above 9 the dial stays at 9 and a Moiros card is drawn [BAT-MISC-038,
    GEN-035]."""
    if n <= 0 or not titan.alive:
        return
    a = b.argonaut(titan)
    over = a.fate + n > TRISKELION_MAX
    a.fate = min(TRISKELION_MAX, a.fate + n)
    if not b.quiet:
        b.emit("fate", f"{b.name(titan)} gains +{n} Fate ({a.fate}).", rule, titan=titan.key)
    if over:
        b.emit("fate_over", f"{b.name(titan)}'s Fate is forced above 9.", "GEN-035")
        yield from moiros_draw(b, titan)


def gain_rage(b: B, titan: TitanState, n: int, *, rule: str = "BAT-PRIM-095") -> Proc[None]:
    """Raise Rage; strictly above the holder's Rage takes the Priority Target token
    [BAT-PRIM-037]; forced above 9 marks ``death_cause = "rage"``: the Titan dies when its
    current action ends (:func:`resolve_pending_rage_death`) [GEN-035]."""
    yield from ()
    if n <= 0 or not titan.alive:
        return
    a = b.argonaut(titan)
    if a.rage + n > TRISKELION_MAX:
        titan.death_cause = "rage"
        if not b.quiet:
            b.emit(
                "rage_over",
                f"{b.name(titan)}'s Rage is forced above 9: it dies when its current action ends.",
                "GEN-035",
                titan=titan.key,
            )
    a.rage = min(TRISKELION_MAX, a.rage + n)
    if not b.quiet:
        b.emit("rage", f"{b.name(titan)} gains +{n} Rage ({a.rage}).", rule, titan=titan.key)
    battle = b.battle
    holder = battle.priority_target
    if holder == titan.key:
        return
    if holder and battle.priority_locked == holder:
        if not b.quiet:
            b.emit("priority_kept", "The Priority Target token cannot be lost.", "BAT-PRIM-041")
        return
    held = [t for t in battle.titans if t.key == holder and t.alive]
    holder_rage = b.argonaut(held[0]).rage if held else -1
    if a.rage > holder_rage:
        give_priority_target(b, titan, f"Rage {a.rage} > {holder_rage}", "BAT-PRIM-037")


def crash(
    b: B, titan: TitanState, *, rule: str = "KEY-010", simultaneous_obols: int = 0
) -> Proc[str]:
    """+1 Danger (no Trauma Draw below 10) and Knockdown [KEY-010, BAT-PRIM-105]; Tumble rolls a
    d10 each time, 6+ ignores it [KEY-064, EX-028]. Returns the severity of any draw it caused."""
    if not titan.alive:
        return ""
    if has_keyword(b, titan, "tumble"):
        roll = b.rng.d10("battle.d10")
        ignored = roll >= 6
        if not b.quiet:
            b.emit(
                "tumble",
                f"{b.name(titan)} Tumbles: {roll}, "
                + ("the Crash is ignored." if ignored else "the Crash happens."),
                "KEY-064",
                titan=titan.key,
                roll=roll,
            )
        if ignored:
            return ""
    if not b.quiet:
        b.emit("crash", f"{b.name(titan)} suffers Crash.", rule, titan=titan.key)
    severity = yield from gain_danger(
        b, titan, 1, trauma=False, rule="KEY-010", simultaneous_obols=simultaneous_obols
    )
    if titan.alive:
        yield from knockdown(b, titan, rule="KEY-010")
    if titan.alive:
        yield from trigger(b, titan, "when_crash")
    return severity


def trample(b: B, titan: TitanState) -> Proc[None]:
    """A Trampling Primordial moves through or onto a Titan [CYC1-022, EX-015]: a knocked-down
    Titan makes an Obol Draw instead of Crash; with ``trample_also_crashes`` it also suffers
    Crash, and a Crash that takes Danger above 9 makes two Obol Draws at once (death)."""
    if not titan.knockdown:
        yield from crash(b, titan)
        return
    if not b.quiet:
        b.emit("trample", f"{b.name(titan)} is Trampled while down: Obol Draw.", "CYC1-022")
    if (
        b.state.rules.trample_also_crashes
        and (yield from crash(b, titan, simultaneous_obols=1)) == "obol"
    ):
        return
    yield from obol_draw(b, titan, 1)


def _lose(b: B, titan: TitanState, stat: str, n: int, rule: str) -> None:
    a = b.argonaut(titan)
    before = getattr(a, stat)
    setattr(a, stat, max(0, before - n))
    if not b.quiet:
        b.emit(stat, f"{b.name(titan)} loses {before - getattr(a, stat)} {stat.title()}.", rule)


def lose_danger(b: B, titan: TitanState, n: int, rule: str = "EX-004") -> None:
    """Lose Danger, never below 0 [GEN-011, EX-004]."""
    _lose(b, titan, "danger", n, rule)


def lose_fate(b: B, titan: TitanState, n: int, rule: str = "GEN-011") -> None:
    _lose(b, titan, "fate", n, rule)


def lose_rage(b: B, titan: TitanState, n: int, rule: str = "GEN-011") -> None:
    _lose(b, titan, "rage", n, rule)
