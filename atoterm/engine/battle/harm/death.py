"""Death in battle: the Priority Target token, Ambrosia, Rage forced above 9, dying.

A Titan dies off the board, its cards and Triskelion kept until Casualties [BAT-MISC-015,
BAT-MISC-017]; "about to die" abilities and Lifeline may replace it [EX-003, KEY-030]; the
Priority Target token passes to the highest Rage [BAT-PRIM-037, BAT-PRIM-040, BAT-PRIM-041,
KEY-022]; with no Titan left the battle is lost [BAT-SETUP-034]. Ambrosia above the limit
[BAT-MISC-043, BAT-MISC-046, EX-026], Rage forced above 9 [GEN-035] and instant death
[BAT-MISC-028] all end here.
"""

from __future__ import annotations

from atoterm.engine.battle.core import hooks
from atoterm.engine.battle.core.context import B, Proc
from atoterm.engine.battle.core.ending import check_titans_left
from atoterm.engine.battle.core.state import TitanState
from atoterm.engine.battle.explain import why as explain
from atoterm.engine.battle.explain import words
from atoterm.engine.battle.harm.triggers import trigger
from atoterm.engine.battle.titans import stats

TRISKELION_MAX = 9
"""The top of each Triskelion dial [GEN-031, GEN-035]."""


def give_priority_target(
    b: B, titan: TitanState, why: str, rule: str, explained: dict[str, object] | None = None
) -> None:
    """The Titan takes the Priority Target token; being Hidden ends [KEY-022]."""
    b.battle.priority_target = titan.key
    titan.hidden = False
    if not b.quiet:
        b.emit(
            "priority_target",
            f"{b.name(titan)} takes the Priority Target token ({why}).",
            rule,
            **({"why": explained} if explained else {}),
        )


def resolve_pending_rage_death(b: B, titan: TitanState) -> Proc[bool]:
    """Call when a Titan's action ends: Rage forced above 9 kills it now [GEN-035]."""
    if titan.alive and titan.death_cause == "rage":
        died = yield from kill_titan(b, titan, "rage", "GEN-035")
        if not died:
            titan.death_cause = ""
        return died
    return False


def gain_ambrosia(b: B, titan: TitanState, n: int, *, rule: str = "BAT-MISC-043") -> Proc[None]:
    """Ambrosia tokens; the moment they exceed the limit the Titan dies, with no Trauma or Obol
    [BAT-MISC-043, BAT-MISC-046, EX-026]."""
    if n <= 0 or not titan.alive:
        return
    titan.ambrosia += n
    limit = stats.ambrosia_limit(b, titan)
    if not b.quiet:
        b.emit(
            "ambrosia",
            f"{b.name(titan)} gains {n} Ambrosia ({titan.ambrosia}, limit {limit}).",
            rule,
            titan=titan.key,
        )
    if titan.ambrosia > limit:
        yield from kill_titan(b, titan, "ambrosia", "BAT-MISC-046")


def kill_titan(b: B, titan: TitanState, cause: str, rule: str) -> Proc[bool]:
    """The Titan dies: off the board, its cards and Triskelion kept until Casualties
    [BAT-MISC-015, BAT-MISC-017]; the Priority Target token passes on [BAT-PRIM-040]; with no
    Titan left the battle is lost [BAT-SETUP-034]. "About to die" abilities run first and may
    replace the death ("instead", EX-003). Returns whether it died."""
    if not titan.alive:
        return False
    if (yield from trigger(b, titan, "about_to_die", cause=cause)):
        b.emit("death_replaced", f"{b.name(titan)} does not die ({cause}).", "GEN-009")
        return False
    if (yield from hooks.replaced(b, "death", titan, cause)):  # Lifeline [KEY-030]
        return False
    battle = b.battle
    titan.alive = False
    titan.death_cause = cause
    titan.hidden = False
    battle.titans_died += 1
    if not b.quiet:
        b.emit(
            "titan_dies",
            f"{b.name(titan)} dies ({words.thing_name(b, cause)}).",
            rule,
            titan=titan.key,
            cause=cause,
        )
    if battle.priority_locked == titan.key:
        battle.priority_locked = ""
    if battle.priority_target == titan.key:
        yield from pass_priority_target(b)
    check_titans_left(b)
    yield from hooks.run_hooks(b, "titan_died", titan)  # neighbours lose company [CYC1-016]
    return True


def pass_priority_target(b: B) -> Proc[None]:
    """To the living Titan with the highest Rage; a Titan that cannot lose the token counts as
    Rage 9; ties: the players [BAT-PRIM-040, BAT-PRIM-041]."""
    battle = b.battle
    living = battle.living()
    if not living:
        battle.priority_target = ""
        return

    def rage(t: TitanState) -> int:
        return TRISKELION_MAX if battle.priority_locked == t.key else b.argonaut(t).rage

    best = max(rage(t) for t in living)
    tied = [t for t in living if rage(t) == best]
    picked = yield from b.choose(
        tied,
        lambda t: (f"titan-{t.key}", b.name(t)),
        kind="battle.priority_target",
        prompt=f"Who takes the Priority Target token (Rage {best})?",
        rule="BAT-PRIM-040",
    )
    give_priority_target(
        b,
        picked,
        f"highest Rage {best}",
        "BAT-PRIM-040",
        explain.by_value(
            "BAT-PRIM-040",
            [(b.name(t), rage(t)) for t in living],
            b.name(picked),
            "Rage",
            f"the living Titan with the highest Rage ({best}) takes the token"
            + (" (a tie: the players' choice or the Ties rule)" if len(tied) > 1 else ""),
        ),
    )


def instant_death(b: B, titan: TitanState) -> Proc[bool]:
    """Dies at once with no Trauma or Obol Draw [BAT-MISC-028]; an "about to die ... instead"
    ability may replace it [EX-003]."""
    return (yield from kill_titan(b, titan, "instant_death", "BAT-MISC-028"))
