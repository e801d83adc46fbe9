"""The Inward Odyssey: Argo Knowledge unlocks the Cycle's 20 entries one by one.

[ADV-027] 20 entries per Cycle; [ADV-028, ADV-029] each +1 Knowledge unlocks the next entry,
resolved at the end of the current Step, several in order; [ADV-032] an entry whose requirement
is unmet pauses until it is met; [ADV-033] new Knowledge while one waits moves on, and the
skipped entry is noted on the Argo Sheet; [ADV-031] the Cycle's end loses the rest.
"""

from __future__ import annotations

from atoterm.content.story_model import Chapter, Cond
from atoterm.engine.adventure.conditions import unmet
from atoterm.engine.context import Ctx
from atoterm.engine.epilogue import inward_lost
from atoterm.engine.steps import STEP_ORDER


def card(ctx: Ctx) -> Chapter | None:
    book = ctx.content.storybook
    return book.chapter("inward") if book is not None else None


def entry(ctx: Ctx, number: int) -> tuple[str, tuple[Cond, ...]] | None:
    chapter = card(ctx)
    if chapter is None:
        return None
    for n, para, conds in chapter.entries:
        if n == number:
            return para, conds
    return None


def unlock_next(ctx: Ctx) -> None:
    """+1 Knowledge: the next entry waits for the end of this Step [ADV-028]."""
    story = ctx.state.story
    waiting = [n for n in story.inward_paused if n in story.inward_pending]
    for number in waiting:  # new Knowledge while a paused entry waits: it is skipped [ADV-033]
        story.inward_pending.remove(number)
        story.inward_paused.remove(number)
        if number in story.inward_story_step:
            story.inward_story_step.remove(number)
        story.inward_omitted.append(number)
        story.argo_notes.append(f"Inward Odyssey entry {number} was passed by.")
        ctx.emit(
            "inward",
            f"Inward Odyssey entry {number} is passed by (noted on the Argo Sheet).",
            "ADV-033",
        )
    number = story.inward_next
    if entry(ctx, number) is None:
        return
    story.inward_next += 1
    story.inward_pending.append(number)
    ctx.emit(
        "inward",
        f"Inward Odyssey entry {number} is unlocked; it is read at the end of this Step.",
        "ADV-028",
    )


def requirement_unmet(ctx: Ctx, number: int) -> str:
    found = entry(ctx, number)
    if found is None:
        return ""
    reasons = [unmet(ctx.state, ctx.content, c, -1, []) for c in found[1]]
    return "; ".join(r for r in reasons if r)


def next_ready(ctx: Ctx) -> tuple[int, str] | None:
    """The first unlocked entry whose requirement holds [ADV-029, ADV-032]."""
    story = ctx.state.story
    for number in sorted(story.inward_pending):
        if number in story.inward_story_step and not at_story_step(ctx):
            continue  # unlocked by Progress tokens: read at the end of the Story Step [ADV-030]
        why = requirement_unmet(ctx, number)
        found = entry(ctx, number)
        if found is not None and not why:
            return number, found[0]
        if why and number not in story.inward_paused:  # tried and paused [ADV-032]
            story.inward_paused.append(number)
            ctx.emit("inward", f"Inward Odyssey entry {number} waits: {why}.", "ADV-032")
    return None


def at_story_step(ctx: Ctx) -> bool:
    """In the Story Step of a Campaign Round, or outside the round (a practice adventure reads
    at once): where an entry unlocked by Progress tokens is read [ADV-030]."""
    step = ctx.state.step
    return step == "story" or step not in STEP_ORDER


def entry_read(ctx: Ctx, number: int) -> None:
    story = ctx.state.story
    if number in story.inward_story_step:
        story.inward_story_step.remove(number)
    if number in story.inward_pending:
        story.inward_pending.remove(number)
    if number in story.inward_paused:
        story.inward_paused.remove(number)
    story.inward_done.append(number)


def end_of_cycle(ctx: Ctx) -> None:
    """Moving to the next Cycle loses every unresolved entry of this one [ADV-031]."""
    story = ctx.state.story
    lost = inward_lost(story)
    story.inward_pending = []
    story.inward_story_step = []
    story.inward_next = 21
    if lost:
        ctx.emit(
            "inward",
            f"The Cycle ends: Inward Odyssey entries {', '.join(map(str, lost))} are lost.",
            "ADV-031",
        )
