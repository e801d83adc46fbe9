"""Conditions gained outside Battle [BAT-MISC-035].

A story paragraph or an Exploration card may give an Argonaut a Condition card
(``Argonaut.conditions``, the campaign op ``condition``). It stays in force until the end of
the next Battle: :func:`carry_in` puts it on the Argonaut's Titan when that Battle is set up
(a Condition already held there is not gained twice, BAT-MISC-036), where it works like any
Condition until it is discarded; the Casualties step (``flow/aftermath.casualties``) clears what
every Argonaut still holds at the Battle's end, so an Argonaut who did not fight loses it too.
"""

from __future__ import annotations

from atoterm.engine.battle.core.context import B, Proc
from atoterm.engine.battle.core.hooks import hook
from atoterm.engine.battle.harm import conditions


@hook("setup")
def carry_in(b: B) -> Proc[None]:
    """Battle Setup: each Argonaut's Conditions from outside the Battle go onto their Titan."""
    for titan in b.battle.titans:
        argonaut = b.argonaut(titan)
        if not argonaut.conditions or not titan.alive:
            continue
        held, argonaut.conditions = list(argonaut.conditions), []
        for cond in held:
            if cond not in b.bc.conditions:
                continue  # a Condition of another pack: nothing to put on the Titan
            if not b.quiet:
                b.emit(
                    "condition_carried",
                    f"{b.name(titan)} brings {b.bc.conditions[cond].name}, gained outside the "
                    "Battle.",
                    "BAT-MISC-035",
                    titan=titan.key,
                    condition=cond,
                )
            yield from conditions.gain_condition(b, titan, cond)
