"""Reading the storybook, the parts every step kind shares: what a step's resolution says
(:data:`NEXT`, :data:`ASKED` ...), showing a paragraph, the party leader, following a direction
and ending the adventure [ADV-004, ADV-005, ADV-014].

The reader itself (``runner.py``) and the step kinds (``tests.py``, ``story_effects.py``,
``delve.py``) build on this module, so none of them needs another's registration.
"""

from __future__ import annotations

from collections.abc import Callable

from atoterm.content.story_model import Paragraph, Target
from atoterm.engine.adventure import battle_link, party
from atoterm.engine.context import Ctx
from atoterm.engine.decisions import Option
from atoterm.engine.machine import handler
from atoterm.engine.state import Outcome
from atoterm.engine.story_state import Adventure

AdvHandler = Callable[[Ctx, Option], None]
NEXT, ASKED, MOVED, ENDED = "next", "asked", "moved", "ended"
NEXT_SAME = "again"
"""The step changed phase (a test rolled): run the same step again."""
LEADER_CONDS = ("skill", "danger", "fate", "rage", "boon", "affliction")


def adv_handler(kind: str) -> Callable[[AdvHandler], AdvHandler]:
    """Register the resolution of the adventure decision ``kind`` ("adv.choice" ...) with the
    machine's one dispatch; the reader goes on from the adventure's cursor afterwards."""
    return handler(kind)


def show(ctx: Ctx, para: Paragraph) -> None:
    """Show a paragraph's text; only paragraphs the game directs to are ever read [ADV-003]."""
    read = ctx.state.story.read
    if para.id not in read:  # a first reading reveals it: strict undo cannot go back past it
        read.append(para.id)
        ctx.reveal(f"paragraph:{para.id}")
    ctx.emit(
        "paragraph",
        f"{para.id} {para.title}\n" + "\n\n".join(para.prose),
        "ADV-004",
        paragraph=para.id,
        title=para.title,
        prose=list(para.prose),
    )


def needs_leader(ctx: Ctx, adventure: Adventure, conds: tuple = (), why: str = "") -> bool:
    """Ask for the party leader if none is chosen and one is needed now [ADV-014, ADV-018]."""
    if adventure.leader >= 0 or adventure.owner >= 0:
        if adventure.leader < 0:
            adventure.leader = adventure.owner  # a breakthrough involves its owner only [ADV-018]
        return False
    if conds and not any(c.kind in LEADER_CONDS for c in conds):
        return False
    party.ask_leader(ctx, why or "the story turns to the party", coming_skills(ctx, adventure))
    return True


def coming_skills(ctx: Ctx, adventure: Adventure) -> list[str]:
    """The Skills the step that needs a leader will use (a choice's Skill conditions, a test's
    Skill): shown so the players can pick a leader who is good at them."""
    book = ctx.content.storybook
    assert book is not None
    steps = book.paragraph(adventure.paragraph).steps
    if adventure.cursor >= len(steps):
        return []
    step = steps[adventure.cursor]
    skills = [c.arg for choice in step.choices for c in choice.conds if c.kind == "skill"]
    if step.test is not None and step.test.skill:
        skills.append(step.test.skill)
    return sorted(set(skills))


def follow(ctx: Ctx, target: Target) -> str:
    """Go where a direction leads [ADV-004, ADV-005]."""
    state = ctx.state
    adventure = state.adventure
    assert adventure is not None
    book = ctx.content.storybook
    assert book is not None
    if target.kind == "para":
        adventure.paragraph, adventure.cursor, adventure.shown = target.para, 0, False
        adventure.test = None
        return MOVED
    if target.kind == "special":
        para = book.special(target.text)
        ctx.emit("special", f"Special Event: {target.text.replace('_', ' ')}.", "ADV-046")
        adventure.paragraph, adventure.cursor, adventure.shown = para, 0, False
        adventure.test = None
        return MOVED
    if target.kind == "battle":
        adventure.battle_win, adventure.battle_lose = target.win, target.lose
        adventure.cursor += 1
        battle_link.start_story_battle(ctx, adventure, target)
        return ASKED
    if target.kind == "victory":
        state.outcome = Outcome("won", "the story declares victory", "CAMP-019")
        state.phase, state.pending, state.adventure = "over", None, None
        ctx.emit("campaign_won", "The campaign is won.", "CAMP-019")
        return ENDED
    if target.kind == "defeat":
        state.adventure = None
        ctx.lose(target.text, "CAMP-020", directed=True)
        return ENDED
    end_adventure(ctx, "Return to the Voyage Phase")
    return ENDED


def end_adventure(ctx: Ctx, why: str) -> None:
    """The adventure is over; the Campaign Round step that started it resumes [ADV-005]."""
    state = ctx.state
    adventure = state.adventure
    if adventure is None:
        return
    state.adventure = None
    state.phase = (
        "adventure" if adventure.return_step in ("expedition", "story", "doom") else "voyage"
    )
    ctx.emit("adventure_over", f"The adventure ends ({why}).", "ADV-005", adventure=adventure.kind)
