"""The Battle Phase inside the campaign's procedure [BAT-SETUP-001].

A battle's own procedures (``battle/flow/main.py``) keep their checkpoint in the state (a
snapshot and the answers since) and are run by the battle driver (``battle/flow/driver.py``),
which the game's runner holds in a slot of its own. :func:`fight` is the campaign's side of
it: the procedure that began a battle (an Encounter Step, the end of a step, a paragraph)
writes ``yield from fight(ctx)``; each decision the battle asks is asked from here and its
answer handed to the driver, until the battle is over. Then the caller has it back, in plain
control flow: the campaign's part of a campaign battle, the win or lose paragraph of a story
battle.
"""

from __future__ import annotations

from atoterm.engine.battle.flow.driver import run_battle
from atoterm.engine.context import Ctx
from atoterm.engine.procedure import Proc


def fight(ctx: Ctx) -> Proc[None]:
    """Run the battle in ``state.battle`` until it ends (or the campaign does)
    [BAT-SETUP-001]."""
    # A restart inside the battle finds its question pending already (the driver restarts
    # the battle's procedures from their checkpoint when the answer comes).
    decision = ctx.resume
    if decision is None:
        run_battle(ctx, None)
        decision = ctx.state.pending
    while decision is not None:
        # The answer is the battle procedure's: its own ``ask`` finds the option and refuses an
        # unknown or disabled one (``machine.validate`` refused it before sending it here), so
        # it is looked up there alone, not here as well (a menu's options are searched in turn).
        answer = yield decision
        run_battle(ctx, answer)
        decision = ctx.state.pending
