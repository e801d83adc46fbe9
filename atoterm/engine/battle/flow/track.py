"""Adversary battles and the Battle Track [BAT-SETUP-027, BAT-SETUP-029, BAT-MISC-030].

An Adversary is fought at Level 1 (levels above it are for special encounters,
BAT-SETUP-029: here the Mnestis Theatre's, MNE-003) and its battle is chosen by the box of its
Battle Track the campaign's marker is on (``BattleState.track_box``, 1-based as printed; 0 = no
track) [BAT-SETUP-027]. A Theatre battle has no box (MNE-012); a Theatre Level's own ``start``
effects stand in for it (:func:`level_start_effects`). The box's
Traits are added to the Level's active Traits, and its ``start`` effects resolve at the Start
of Battle with each living Titan as the subject, in seat order. Whether Retreat is allowed
comes from the Primordial sheet (most Adversary battles forbid it, BAT-MISC-030).
"""

from __future__ import annotations

from atoterm.content.battle_schema import Effect, Primordial, TrackBox
from atoterm.engine.battle.abilities.effects import PRIMORDIAL, EffectCtx, resolve_effects
from atoterm.engine.battle.core.context import B, Proc
from atoterm.engine.battle.explain import words


def pick_box(prim: Primordial, requested: int | None) -> int:
    """The Track box a new battle against ``prim`` uses: ``requested`` or the first box;
    0 for a regular Primordial. ValueError says why a request cannot be met. (The level is
    the loader's business: an Adversary sheet has only Level 1, BAT-SETUP-029.)"""
    if not prim.adversary:
        if requested:
            raise ValueError(f"{prim.name} is not an Adversary: it has no Battle Track")
        return 0
    boxes = [tb.box for tb in prim.track]
    if not boxes:
        raise ValueError(f"{prim.name} has no Battle Track boxes")
    if requested is None or requested == 0:
        return boxes[0]
    if requested not in boxes:
        raise ValueError(
            f"{prim.name}'s Battle Track has no box {requested} "
            f"(boxes: {', '.join(map(str, boxes))})"
        )
    return requested


def current(b: B) -> TrackBox | None:
    """The Track box this battle is fought at (None: not an Adversary battle)."""
    number = b.battle.track_box
    if not number:
        return None
    for tb in b.prim.track:
        if tb.box == number:
            return tb
    return None


def traits(b: B) -> list[str]:
    """Traits the Track box adds to the active Traits [BAT-SETUP-027]."""
    tb = current(b)
    return list(tb.traits) if tb is not None else []


def start_effects(b: B) -> Proc[None]:
    """Start of Battle: the box's ``start`` effects, each living Titan the subject
    [BAT-SETUP-027, BAT-SETUP-032]."""
    tb = current(b)
    if tb is None:
        return
    b.emit(
        "track",
        f"Battle Track box {tb.box}: {tb.name}. {tb.text}".strip(),
        "BAT-SETUP-027",
        box=tb.box,
        traits=list(tb.traits),
    )
    yield from for_each_titan(b, tb.start)


def for_each_titan(b: B, effects: tuple[Effect, ...]) -> Proc[None]:
    """Start of Battle effects of the box or the Theatre Level: each living Titan the subject,
    in seat order, until the battle ends [BAT-SETUP-032]."""
    for titan in b.battle.living():
        if b.battle.result:
            return
        ctx = EffectCtx(source=PRIMORDIAL, subject=titan.key, origin="track")
        yield from resolve_effects(b, effects, ctx)


def level_start_effects(b: B) -> Proc[None]:
    """Start of Battle: a Mnestis Theatre Level's ``start`` effects, each living Titan the
    subject in seat order, as a Battle Track box's are: a Theatre battle has no box, and an
    Adversary's Theatre Levels give this in its place [MNE-012, BAT-SETUP-032]."""
    level = b.level
    if not level.start:
        return
    b.emit(
        "track",
        f"Level {level.level} (Mnestis Theatre): for every Titan, "
        + words.effects_words(b, level.start)
        + ".",
        "MNE-012",
    )
    yield from for_each_titan(b, level.start)
