"""A gain or loss "as a group": the players give it out one unit at a time [GEN-052].

The pending units wait in ``adventure.pending_group``; the reader gives out the next one
(:func:`split`) before reading on.
"""

from __future__ import annotations

from typing import Any

from atoterm.engine.adventure import party
from atoterm.engine.context import Ctx
from atoterm.engine.decisions import Decision, Option
from atoterm.engine.effects import resolve
from atoterm.engine.procedure import Proc
from atoterm.engine.story_state import Adventure


def split(ctx: Ctx, adventure: Adventure) -> Proc[None]:
    """One unit of a group gain at a time: the players give it to anyone [GEN-052]."""
    stat, unit = adventure.pending_group[0].stat, adventure.pending_group[0].unit
    what = stat.title() if stat else "Despair"
    left = len(adventure.pending_group)
    verb = "gains" if int(unit) > 0 else "loses"
    options = []
    alive = party.living(ctx.state)
    full = {
        i for i in alive if int(unit) > 0 and stat and getattr(ctx.state.argonauts[i], stat) >= 9
    }
    for i in alive:
        argonaut = ctx.state.argonauts[i]
        have = getattr(argonaut, stat or "despair")
        # never raised above 9 on purpose while someone else can take it [GEN-033]
        why = (
            f"{stat.title()} cannot be raised above 9 on purpose"
            if i in full and len(full) < len(alive)
            else ""
        )
        warn = "; above 9 outside Battle kills" if i in full and not why else ""
        options.append(
            Option(
                f"split:{i}", f"{argonaut.name} {verb} 1 {what}", f"now {have}{warn}", why, value=i
            )
        )
    option = yield from ctx.ask(
        Decision(
            "adv.split", "players", f"As a group: who {verb} 1 {what}? ({left} to give)", options
        )
    )
    gain = adventure.pending_group.pop(0)
    effect: dict[str, Any] = {
        "op": gain.op,
        "amount": gain.unit,
        "argonaut": option.value,
        "rule": "GEN-052",
    }
    if gain.stat:
        effect["stat"] = gain.stat
    resolve(ctx, effect)
