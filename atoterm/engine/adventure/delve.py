"""The Pharos Delve: Major Trauma cards drawn one at a time [ADV-040..ADV-045].

The total must reach the Delve's difficulty and stay under 16: 16 or more fails at once, and
stopping below the difficulty does nothing. ``delve D rules`` uses these rules without counting
as a Pharos Delve [ADV-044].
"""

from __future__ import annotations

from atoterm.content.story_model import Test
from atoterm.engine.adventure import reading
from atoterm.engine.adventure.test_panel import BUST, bust_odds, test_context
from atoterm.engine.context import Ctx
from atoterm.engine.decisions import Decision, Option
from atoterm.engine.procedure import Proc
from atoterm.engine.story_state import Adventure, TestState

DELVE = "adventure.delve"
KIND = "adv.delve"


def shuffled_major(ctx: Ctx) -> list[int]:
    """The Major Trauma deck's lower-left numbers, shuffled [ADV-040, ADV-045]."""
    bc = ctx.content.battle
    numbers = sorted(c.number for c in bc.cards.values() if c.deck == "major") if bc else []
    return ctx.rng.shuffle(DELVE, numbers or [1, 1, 2, 2, 3, 3, 4, 4, 5, 5, 6, 6, 7, 7, 8])


def delve_draw(ctx: Ctx, adventure: Adventure, test: Test, current: TestState) -> Proc[str]:
    """Draw one card; 16 or more fails at once; otherwise the players stop or go on."""
    asked = ctx.resumed(KIND)  # a restart at the question: its card is drawn already
    if asked is None:
        if len(current.drawn) >= len(current.deck):
            return delve_stop(ctx, test, current)
        card = current.deck[len(current.drawn)]
        current.drawn.append(card)
        running = sum(current.drawn)
        ctx.emit(
            "delve_card",
            f"Delve: a Major Trauma card shows {card}; the total is {running}.",
            "ADV-040",
            card=card,
            total=running,
        )
        if running >= BUST:
            ctx.emit("delve_bust", f"The total reached {running}: the Delve fails.", "ADV-042")
            current.phase, current.rolls = "done", [0]
            return reading.NEXT_SAME
        asked = _draw_or_stop(ctx, adventure, test, current)
    option = yield from ctx.ask(asked)
    if option.id == "stop":
        delve_stop(ctx, test, current)
    return reading.ASKED


def _draw_or_stop(ctx: Ctx, adventure: Adventure, test: Test, current: TestState) -> Decision:
    running = sum(current.drawn)
    bust, left = bust_odds(current)
    target = "reached" if running >= test.difficulty else f"not yet reached ({test.difficulty})"
    options = [
        Option("draw", "Draw another card", f"{bust} of the {left} cards left would bust (16+)"),
        Option(
            "stop",
            "Stop here",
            f"difficulty {target}: "
            + ("success" if running >= test.difficulty else "nothing happens [ADV-043]"),
        ),
    ]
    return Decision(
        KIND,
        "players",
        f"Pharos Delve [{test.difficulty}]: total {running}. Draw again or stop?",
        options,
        test_context(ctx, adventure, test, current),
    )


def delve_stop(ctx: Ctx, test: Test, current: TestState) -> str:
    running = sum(current.drawn)
    ok = test.difficulty <= running < BUST  # [ADV-041, ADV-043]
    ctx.emit(
        "delve_stop",
        f"The Delve stops at {running}: {'success' if ok else 'below the difficulty, nothing happens'}.",
        "ADV-041" if ok else "ADV-043",
    )
    current.phase, current.rolls = "done", [1 if ok else -1]
    return reading.NEXT_SAME
