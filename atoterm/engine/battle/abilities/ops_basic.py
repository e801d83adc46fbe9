"""Effect ops of harm, forced movement and terrain, registered with ``@battle_op``.

Each op applies one :class:`Effect` to ``ctx.subject`` (the Titan), per the rules in
``harm.py``, ``forced_move.py``, ``push_pull.py``, ``primordial_forced.py`` and ``terrain.py``.
A Danger op deals Danger with a Trauma Draw only when the effect is part of a Primordial Attack
(``ctx.origin == "ai"``; the attack engineer normally deals attack Danger itself, after the Armor
Roll) [BAT-PRIM-094, BAT-PRIM-105].
Knockback and Knockdown from a Primordial Attack reach the Target only within the Attack's
effective range, from a Response only an adjacent attacker [KEY-024, KEY-028, BAT-TITAN-059].
"""

from __future__ import annotations

from atoterm.content.battle_schema import AiCard, Effect
from atoterm.engine.battle.abilities.effects import PRIMORDIAL, EffectCtx, battle_op, instant_op
from atoterm.engine.battle.board import placement, terrain
from atoterm.engine.battle.board.board import board_view, primordial_cells, titan_cell
from atoterm.engine.battle.board.geometry import Cell, adjacent_to_area, cell_label, in_front
from atoterm.engine.battle.core.context import B, Proc
from atoterm.engine.battle.core.state import TitanState
from atoterm.engine.battle.explain import words
from atoterm.engine.battle.harm import conditions, death, draws
from atoterm.engine.battle.harm import gains as harm
from atoterm.engine.battle.movement import primordial as primordial_forced
from atoterm.engine.battle.movement import push_pull
from atoterm.engine.battle.movement import titan as forced_move
from atoterm.engine.battle.primordial import reach as primordial_reach
from atoterm.engine.decisions import Decision, Option
from atoterm.engine.revision import fatigue_token_kept, offers_only_legal_cells


def _subject(b: B, e: Effect, ctx: EffectCtx) -> TitanState | None:
    """The Titan the effect applies to; without one the effect is skipped [GEN-011]."""
    if ctx.subject:
        return b.battle.titan(ctx.subject)
    b.emit("effect_skipped", f"{words.effect_words(b, e)}: no Titan to apply it to.", "GEN-011")
    return None


def _in_reach(b: B, e: Effect, ctx: EffectCtx, titan: TitanState, rule: str) -> bool:
    """The range gate of Knockback and Knockdown [KEY-024, KEY-028, BAT-TITAN-059].

    A Response checks adjacency when each effect resolves [BAT-TITAN-059]; an Attack checks the
    Target's place in its effective range once, at its first gated effect, so "Knockback 2,
    Knockdown" knocks down the Target it just knocked back (``ctx.notes["in_reach"]``).
    """
    if ctx.source != PRIMORDIAL:
        return True
    if ctx.origin == "response":
        ok = bool(titan.vantage) or (  # a VP is adjacent [BAT-MISC-061]
            adjacent_to_area(titan_cell(titan), primordial_cells(b), board_view(b))
        )
        why = "the attacker is not adjacent"
    elif ctx.origin == "ai":
        if "in_reach" not in ctx.notes:
            run = getattr(ctx.attack, "run", ctx.attack)
            card = getattr(run, "card", None)
            ctx.notes["in_reach"] = not isinstance(card, AiCard) or (
                primordial_reach.in_attack_range(b, card, titan)
            )
        ok = bool(ctx.notes["in_reach"])
        why = "the Target is outside the Attack's effective range"
    else:
        return True
    if not ok:
        b.emit(
            "effect_ignored",
            f"{words.effect_words(b, e)} is ignored: {why}.",
            rule,
            titan=titan.key,
        )
    return ok


# ------------------------------------------------------------------ Triskelion and tokens
@battle_op("danger", "danger_per_hit")
def op_danger(b: B, e: Effect, ctx: EffectCtx) -> Proc[None]:
    """+Danger (× hits for ``danger_per_hit``) [BAT-PRIM-093, BAT-PRIM-094, BAT-PRIM-105]."""
    titan = _subject(b, e, ctx)
    if titan is not None:
        amount = e.value * ctx.hits if e.op == "danger_per_hit" else e.value
        yield from harm.gain_danger(b, titan, amount, trauma=ctx.origin == "ai")


@battle_op("fate")
def op_fate(b: B, e: Effect, ctx: EffectCtx) -> Proc[None]:
    titan = _subject(b, e, ctx)
    if titan is not None:
        yield from harm.gain_fate(b, titan, e.value)


@battle_op("rage")
def op_rage(b: B, e: Effect, ctx: EffectCtx) -> Proc[None]:
    titan = _subject(b, e, ctx)
    if titan is not None:
        yield from harm.gain_rage(b, titan, e.value)


@instant_op("lose_danger", "lose_fate", "lose_rage")
def op_lose(b: B, e: Effect, ctx: EffectCtx) -> None:
    """Never below 0 [GEN-011, EX-004]."""
    titan = _subject(b, e, ctx)
    if titan is not None:
        {"lose_danger": harm.lose_danger, "lose_fate": harm.lose_fate, "lose_rage": harm.lose_rage}[
            e.op
        ](b, titan, e.value)


@battle_op("ambrosia")
def op_ambrosia(b: B, e: Effect, ctx: EffectCtx) -> Proc[None]:
    titan = _subject(b, e, ctx)
    if titan is not None:
        yield from death.gain_ambrosia(b, titan, e.value)


@instant_op("token", "lasting_token")
def op_token(b: B, e: Effect, ctx: EffectCtx) -> None:
    """A modifier token [BAT-MISC-047..053]: kinds only the Primordial has go to it; Evasion to
    the Titan; Precision and Speed to the subject Titan, or to the Primordial when the effect
    has no subject or ``ctx.notes["token_target"] == "primordial"``."""
    lasting = e.op == "lasting_token"
    if e.arg not in conditions.TITAN_TOKENS or (
        e.arg != "evasion" and (not ctx.subject or ctx.notes.get("token_target") == PRIMORDIAL)
    ):
        conditions.add_token(b, b.battle.primordial, e.arg, e.value, lasting)
        return
    titan = _subject(b, e, ctx)
    if titan is not None:
        conditions.add_token(b, titan, e.arg, e.value, lasting)


# ------------------------------------------------------------------ draws and death
@battle_op("trauma_draw")
def op_trauma_draw(b: B, e: Effect, ctx: EffectCtx) -> Proc[None]:
    """A Trauma Draw at the current Danger, without raising it [BAT-PRIM-102]."""
    titan = _subject(b, e, ctx)
    if titan is not None:
        yield from draws.trauma_draw(b, titan)


@battle_op("draw")
def op_draw(b: B, e: Effect, ctx: EffectCtx) -> Proc[None]:
    """Draw from a named deck regardless of Danger [BAT-PRIM-103, BAT-MISC-038, BAT-MISC-041]."""
    titan = _subject(b, e, ctx)
    if titan is None:
        return
    if e.arg == "obol":
        yield from draws.obol_draw(b, titan)
    elif e.arg == "moiros":
        yield from draws.moiros_draw(b, titan)
    elif e.arg == "kratos":
        yield from draws.kratos_draw(b, titan)
    else:
        yield from draws.trauma_draw(b, titan, severity=e.arg)


@battle_op("instant_death")
def op_instant_death(b: B, e: Effect, ctx: EffectCtx) -> Proc[None]:
    titan = _subject(b, e, ctx)
    if titan is not None:
        yield from death.instant_death(b, titan)


@battle_op("die")
def op_die(b: B, e: Effect, ctx: EffectCtx) -> Proc[None]:
    """A lethal card: "You died" Obol, Disemboweled... [BAT-PRIM-107, BAT-MISC-017]."""
    titan = _subject(b, e, ctx)
    if titan is not None:
        cause = ctx.notes.get("card", ctx.origin or "card")
        yield from death.kill_titan(b, titan, str(cause), "BAT-MISC-017")


@instant_op("live", "none")
def op_nothing(b: B, e: Effect, ctx: EffectCtx) -> None:
    """ "You live!" and effects that do nothing by themselves."""
    if e.op == "live" and ctx.subject:
        b.emit("live", f"{b.name(b.battle.titan(ctx.subject))} lives.", "BAT-PRIM-106")


@battle_op("kratos_roll")
def op_kratos_roll(b: B, e: Effect, ctx: EffectCtx) -> Proc[None]:
    titan = _subject(b, e, ctx)
    if titan is not None:
        yield from draws.kratos_roll(b, titan)


# ------------------------------------------------------------------ conditions
@battle_op("condition")
def op_condition(b: B, e: Effect, ctx: EffectCtx) -> Proc[None]:
    titan = _subject(b, e, ctx)
    if titan is not None and (e.arg != "knockdown" or _in_reach(b, e, ctx, titan, "KEY-028")):
        yield from conditions.gain_condition(b, titan, e.arg)


@instant_op("discard_condition")
def op_discard_condition(b: B, e: Effect, ctx: EffectCtx) -> None:
    titan = _subject(b, e, ctx)
    if titan is not None:
        conditions.discard_condition(b, titan, e.arg)


@battle_op("knockdown")
def op_knockdown(b: B, e: Effect, ctx: EffectCtx) -> Proc[None]:
    titan = _subject(b, e, ctx)
    if titan is not None and _in_reach(b, e, ctx, titan, "KEY-028"):
        yield from conditions.knockdown(b, titan)


@instant_op("stand_up")
def op_stand_up(b: B, e: Effect, ctx: EffectCtx) -> None:
    titan = _subject(b, e, ctx)
    if titan is not None:
        conditions.stand_up(b, titan)


@battle_op("crash")
def op_crash(b: B, e: Effect, ctx: EffectCtx) -> Proc[None]:
    titan = _subject(b, e, ctx)
    if titan is not None:
        yield from harm.crash(b, titan)


@instant_op("fatigue")
def op_fatigue(b: B, e: Effect, ctx: EffectCtx) -> None:
    """A Fatigue token: that action is not available; a Titan already holding one gains no
    other, so the first token stays [BAT-MISC-096]."""
    titan = _subject(b, e, ctx)
    if titan is None:
        return
    if titan.fatigue and fatigue_token_kept(b.state):
        b.emit(
            "fatigue_held",
            f"{b.name(titan)} already holds a {titan.fatigue} Fatigue token and gains no other.",
            "BAT-MISC-096",
        )
        return
    titan.fatigue = e.arg
    b.emit("fatigue", f"{b.name(titan)} gains {e.arg} Fatigue.", "BAT-MISC-096")


# ------------------------------------------------------------------ movement
def _reduction(ctx: EffectCtx) -> int:
    """Reductions to involuntary movement summed by the caller [BAT-TITAN-021, EX-035]."""
    return int(ctx.notes.get("reduction", 0))


@battle_op("knockback", "knockback_dir")
def op_knockback(b: B, e: Effect, ctx: EffectCtx) -> Proc[None]:
    """Knockback X (directional: ``knockback_dir <N|E|S|W|any> X``) [KEY-023, KEY-024]; a
    Titan's own Knockback moves the Primordial [KEY-026]."""
    if ctx.source != PRIMORDIAL:
        source = titan_cell(b.battle.titan(ctx.source))
        direction = e.arg if e.op == "knockback_dir" and e.arg != "any" else None
        yield from primordial_forced.primordial_knocked_back(
            b, e.value, source, direction=direction
        )
        return
    titan = _subject(b, e, ctx)
    if titan is None or not _in_reach(b, e, ctx, titan, "KEY-024"):
        return
    direction = e.arg if e.op == "knockback_dir" else None
    yield from forced_move.knockback(
        b, titan, e.value, primordial_cells(b), direction=direction, reduction=_reduction(ctx)
    )


@battle_op("pushback")
def op_pushback(b: B, e: Effect, ctx: EffectCtx) -> Proc[None]:
    """The Primordial pushes the subject; a Titan's own Pushback pushes the Primordial
    [KEY-044, BAT-TITAN-020]."""
    if ctx.source != PRIMORDIAL:
        pusher = b.battle.titan(ctx.source)
        yield from primordial_forced.primordial_pushed(b, e.value, pusher=pusher)
        return
    titan = _subject(b, e, ctx)
    if titan is not None:
        yield from push_pull.pushback(b, titan, e.value, reduction=_reduction(ctx))


@battle_op("pull")
def op_pull(b: B, e: Effect, ctx: EffectCtx) -> Proc[None]:
    """The Primordial pulls the subject; a Titan's own Pull pulls the Primordial [KEY-041]."""
    if ctx.source != PRIMORDIAL:
        yield from primordial_forced.primordial_pulled(b, b.battle.titan(ctx.source), e.value)
        return
    titan = _subject(b, e, ctx)
    if titan is not None:
        yield from push_pull.pull(b, titan, e.value, reduction=_reduction(ctx))


@battle_op("displace")
def op_displace(b: B, e: Effect, ctx: EffectCtx) -> Proc[None]:
    titan = _subject(b, e, ctx)
    if titan is not None:
        yield from forced_move.displace(b, titan)


@battle_op("vault", "forced_vault")
def op_vault(b: B, e: Effect, ctx: EffectCtx) -> Proc[None]:
    titan = _subject(b, e, ctx)
    if titan is not None:
        yield from forced_move.vault(b, titan, forced=e.op == "forced_vault")


# ------------------------------------------------------------------ terrain
def _front_ring(b: B) -> tuple[Cell, ...]:
    """The board's spaces adjacent to the Primordial and in front of it, row-major
    [TER-005..010]. Kept (``b.memo``) under all it is made of, the board's size and where
    the Primordial stands and faces: a tile placed this way is placed again and again."""
    p, view, size = b.battle.primordial, board_view(b), b.prim.size
    key = ("front_ring", p.row, p.col, size, p.facing, view.height, view.width)
    found = b.memo.get(key)
    if found is None:
        prim = primordial_cells(b)
        # Only the ring around the Primordial can be adjacent to it (same row-major order).
        rows = range(max(0, p.row - 1), min(view.height, p.row + size + 1))
        cols = range(max(0, p.col - 1), min(view.width, p.col + size + 1))
        found = b.memo[key] = tuple(
            (r, c)
            for r in rows
            for c in cols
            if adjacent_to_area((r, c), prim) and in_front((p.row, p.col), size, p.facing, (r, c))
        )
    return found  # type: ignore[no-any-return]


@battle_op("place_terrain")
def op_place_terrain(b: B, e: Effect, ctx: EffectCtx) -> Proc[None]:
    """Place a tile on ``ctx.notes["cells"]``, else under the subject Titan, else on a space
    in front of and adjacent to the Primordial chosen by the players [TER-005..010]."""
    cells = [tuple(c) for c in ctx.notes.get("cells", ())]
    if not cells and ctx.subject:
        cells = [titan_cell(b.battle.titan(ctx.subject))]
    if not cells:
        spots = list(_front_ring(b))
        if spots and offers_only_legal_cells(b.state):
            spots = [c for c in spots if not placement.refusal(b, e.arg, [c])]
            if not spots:
                name = b.bc.terrain[e.arg].name
                b.emit(
                    "terrain_ignored", f"No space may hold the {name}: none is placed.", "TER-006"
                )
        if not spots:
            return
        options = [Option(f"cell-{cell_label(c)}", cell_label(c)) for c in spots]
        chosen = yield from b.ask(
            Decision(
                "battle.place_terrain",
                "players",
                f"Place {b.bc.terrain[e.arg].name} on:",
                options,
                {"rule": "TER-005", "cells": [list(c) for c in spots]},
            )
        )
        cells = [spots[[o.id for o in options].index(chosen.id)]]
    yield from placement.place_terrain(b, e.arg, cells)


@battle_op("destroy_terrain")
def op_destroy_terrain(b: B, e: Effect, ctx: EffectCtx) -> Proc[None]:
    """Destroy the tile the effect belongs to (``ctx.notes["piece"]``), else the tiles under
    the subject Titan [TER-004]."""
    uid = ctx.notes.get("piece")
    if uid is not None:
        pieces = [p for p in b.battle.terrain if p.uid == uid]
    elif ctx.subject:
        t = b.battle.titan(ctx.subject)
        pieces = [p for p in b.battle.terrain if [t.row, t.col] in p.cells]
    else:
        pieces = []
    for piece in pieces:
        yield from terrain.destroy_terrain(b, piece)
