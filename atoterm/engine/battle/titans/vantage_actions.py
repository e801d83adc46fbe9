"""Creating, climbing and holding on to Vantage Points [BAT-MISC-055..BAT-MISC-057, KEY-057].

* Op ``vantage_point A``: create the VP with id A (``all``: every VP); a Primordial with no VP
  can never be climbed [BAT-MISC-055].
* Climb, a free action in the Titan's turn (``@turn_action``, once per turn, BAT-TITAN-088):
  adjacent to the Primordial, the VP created and empty [BAT-MISC-056, BAT-MISC-060]; a battle
  test of the VP's Skill [BAT-MISC-074], passed at once with Scale [KEY-057]; success puts the
  Titan on the VP.
* Hold on, at the end of each Primordial Round (``@hook("end_of_primordial_round")``): every
  Titan on a VP with a Hold on test makes it; failing, it comes down next to the Primordial (the
  players choose the space) and suffers the VP's fall effects [BAT-MISC-057].

The tests themselves are ``skill_test.py`` [BAT-MISC-074].
"""

from __future__ import annotations

from atoterm.content.battle_schema import Effect, VantagePoint
from atoterm.engine.battle.abilities.effects import (
    PRIMORDIAL,
    EffectCtx,
    battle_op,
    resolve_effects,
)
from atoterm.engine.battle.core.context import B, Proc
from atoterm.engine.battle.core.hooks import ExtraAction, hook, turn_action
from atoterm.engine.battle.core.state import TitanState
from atoterm.engine.battle.harm import triggers
from atoterm.engine.battle.titans.skill_test import CLIMB_WORDS, skill_test
from atoterm.engine.battle.titans.vantage import (
    adjacent_to_primordial,
    dismount,
    is_open,
    occupant,
    place_on,
    point,
    points,
    riders,
)
from atoterm.engine.decisions import Option

CLIMB = "climb"
"""The ``free_used`` mark of the Climb free action (once per turn, BAT-TITAN-088)."""


# ------------------------------------------------------------------ battle tests
def battle_test(
    b: B, titan: TitanState, skill: str, difficulty: int, *, what: str, rule: str
) -> Proc[bool]:
    """A Climb or Hold on test: the VP's Skill vs ``difficulty`` [BAT-MISC-074]."""
    value = b.argonaut(titan).skills.get(skill, 0) if skill else 0
    shown = f"{skill.title()} ({value:+d}) " if skill else ""

    def line(roll: int) -> str:
        return f"{b.name(titan)} {what}: {shown}vs {difficulty}+, rolls {roll}"

    return (yield from skill_test(b, titan, value, difficulty, line, CLIMB_WORDS, rule=rule))


# ------------------------------------------------------------------ creating VPs
@battle_op("vantage_point")
def op_vantage_point(b: B, e: Effect, ctx: EffectCtx) -> Proc[None]:
    """Create the VP ``e.arg`` (``all``: every VP of the Primordial) [BAT-MISC-055]."""
    if not points(b):
        b.emit(
            "vantage_none",
            f"{b.prim.name} has no Vantage Point: it can never be climbed.",
            "BAT-MISC-055",
        )
        return
    wanted = [vp.id for vp in points(b)] if e.arg == "all" else [e.arg]
    opened = b.battle.primordial.vantage_open
    for vp_id in wanted:
        vp = point(b, vp_id)
        if is_open(b, vp):
            continue
        opened.append(vp.id)
        order = [v.id for v in points(b)]
        opened.sort(key=order.index)
        b.emit(
            "vantage_open",
            f"{vp.name} is created on {b.prim.name}: Titans next to it may climb it.",
            "BAT-MISC-055",
            vantage=vp.id,
        )
    yield from ()


# ------------------------------------------------------------------ climbing
def climb_problem(b: B, titan: TitanState, vp: VantagePoint) -> str:
    """Why the Titan cannot try to climb ``vp`` now ("" = it can) [BAT-MISC-056, BAT-MISC-060]."""
    rider = occupant(b, vp.id)
    if rider is not None:
        return f"{b.name(rider)} is already on it (one Titan per Vantage Point) [BAT-MISC-060]"
    if CLIMB in titan.free_used:
        return "already tried this turn (a free action, once per turn) [BAT-TITAN-088]"
    if titan.knockdown == "falling":
        return "knocked down [KEY-029]"
    if not adjacent_to_primordial(b, titan):
        return f"not adjacent to {b.prim.name} [BAT-MISC-056]"
    return ""


def climb_odds(b: B, titan: TitanState, vp: VantagePoint) -> str:
    if triggers.has_keyword(b, titan, "scale"):
        return "Scale: climbs without a test [KEY-057]."
    value = b.argonaut(titan).skills.get(vp.climb_skill, 0)
    need = max(2, min(10, vp.climb_difficulty - value))
    chance = (11 - need) * 10
    return (
        f"Free action: test {vp.climb_skill.title()} ({value:+d}) vs {vp.climb_difficulty}+, "
        f"passes on {need}+ ({chance}%)."
    )


@turn_action
def climb_actions(b: B, titan: TitanState) -> list[ExtraAction]:
    """A ``climb-<id>`` entry per created VP while the Titan is on the board [BAT-MISC-056]."""
    if titan.vantage or not titan.alive:
        return []
    out = []
    for vp in points(b):
        if not is_open(b, vp):
            continue
        problem = climb_problem(b, titan, vp)
        option = Option(
            f"climb-{vp.id}",
            f"Climb {vp.name}",
            "" if problem else climb_odds(b, titan, vp),
            problem,
        )
        out.append(ExtraAction(option, lambda vp=vp: climb(b, titan, vp)))
    return out


def climb(b: B, titan: TitanState, vp: VantagePoint) -> Proc[bool]:
    """The Climb free action: the test (Scale: passed at once), success puts the Titan on the
    VP [BAT-MISC-056, KEY-057]. Returns whether it climbed."""
    titan.free_used.append(CLIMB)
    if triggers.has_keyword(b, titan, "scale"):
        b.emit(
            "scale",
            f"{b.name(titan)} has Scale: the Climb test is passed without rolling.",
            "KEY-057",
            titan=titan.key,
        )
        ok = True
    else:
        ok = yield from battle_test(
            b,
            titan,
            vp.climb_skill,
            vp.climb_difficulty,
            what=f"tests to climb {vp.name}",
            rule="BAT-MISC-056",
        )
    if not titan.alive:
        return False
    if not ok:
        b.emit(
            "vantage_climb_fail",
            f"{b.name(titan)} fails to climb {vp.name} and stays where it is.",
            "BAT-MISC-056",
            titan=titan.key,
        )
        return False
    place_on(b, titan, vp)
    b.emit(
        "vantage_climb",
        f"{b.name(titan)} climbs onto {vp.name} on {b.prim.name}.",
        "BAT-MISC-056",
        titan=titan.key,
        vantage=vp.id,
    )
    return True


# ------------------------------------------------------------------ holding on
@hook("end_of_primordial_round")
def hold_on(b: B) -> Proc[None]:
    """Each Titan on a VP with a Hold on test makes it, in seat order; failing, it falls
    [BAT-MISC-057]."""
    for titan in riders(b):
        if b.battle.result or not titan.alive or not titan.vantage:
            continue
        vp = point(b, titan.vantage)
        if not vp.hold_skill:
            continue
        ok = yield from battle_test(
            b,
            titan,
            vp.hold_skill,
            vp.hold_difficulty,
            what=f"tests to hold on to {vp.name}",
            rule="BAT-MISC-057",
        )
        if not ok and titan.alive:
            yield from fall(b, titan, vp)


def fall(b: B, titan: TitanState, vp: VantagePoint) -> Proc[None]:
    """Down next to the Primordial (the players choose the space), then the VP's fall effects
    [BAT-MISC-057]."""
    b.emit(
        "vantage_fall", f"{b.name(titan)} falls from {vp.name}.", "BAT-MISC-057", titan=titan.key
    )
    landed = yield from dismount(b, titan, rule="BAT-MISC-057", why="failed to hold on")
    if landed and titan.alive and vp.fall:
        ctx = EffectCtx(source=PRIMORDIAL, subject=titan.key, origin="vantage")
        yield from resolve_effects(b, vp.fall, ctx)
