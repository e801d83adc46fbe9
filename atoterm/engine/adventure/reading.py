"""Reading the storybook, the parts every step kind shares: what a step's resolution says
(:data:`NEXT`, :data:`ASKED` ...), showing a paragraph, the party leader, following a direction
and ending the adventure [ADV-004, ADV-005, ADV-014].

The reader itself (``runner.py``) and the step kinds (``tests.py``, ``story_effects.py``,
``delve.py``) build on this module. A step is a procedure: it asks its questions inline and
says what the reader does next.
"""

from __future__ import annotations

from atoterm.content.story_model import Paragraph, Target
from atoterm.engine.adventure import battle_link, party
from atoterm.engine.context import Ctx
from atoterm.engine.procedure import Proc
from atoterm.engine.state import Outcome
from atoterm.engine.story_state import Adventure

NEXT, ASKED, MOVED, ENDED = "next", "asked", "moved", "ended"
"""What a step's resolution says: go on with the next step; a question was answered (or a
battle fought), so run the step again from the adventure's cursor; the cursor moved to
another paragraph; the adventure (or the campaign) ended."""
NEXT_SAME = "again"
"""The step changed phase (a test rolled): run the same step again."""
LEADER_CONDS = ("skill", "danger", "fate", "rage", "boon", "affliction")


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


def needs_leader(ctx: Ctx, adventure: Adventure, conds: tuple = (), why: str = "") -> Proc[bool]:
    """Choose the party leader if none is chosen and one is needed now [ADV-014, ADV-018];
    True when the players were asked (the step then runs again)."""
    if adventure.leader >= 0 or adventure.owner >= 0:
        if adventure.leader < 0:
            adventure.leader = adventure.owner  # a breakthrough involves its owner only [ADV-018]
        return False
    if conds and not any(c.kind in LEADER_CONDS for c in conds):
        return False
    skills = coming_skills(ctx, adventure)
    yield from party.choose_leader(ctx, why or "the story turns to the party", skills)
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


def follow(ctx: Ctx, target: Target) -> Proc[str]:
    """Go where a direction leads [ADV-004, ADV-005]; a battle is fought right here and the
    adventure goes on at its win or lose paragraph [CAMP-003]."""
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
        if battle_link.start_story_battle(ctx, adventure, target):
            yield from battle_link.fight(ctx)
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
