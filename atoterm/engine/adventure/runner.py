"""The storybook reader: resolves paragraphs step by step until the adventure ends.

An adventure is a cursor into the storybook (``state.adventure``): the paragraph, the index of
its next step, the party leader and any test in progress. The reader is a procedure: each step
asks its questions inline (a choice, the party leader, a test's bonuses and re-rolls, a
Delve, a group gain) and a paragraph's battle is fought inline. The cursor is the reader's
checkpoint: a restart reads on from it, back to the question the state waits at.

[ADV-001] reading a paragraph starts the Adventure Phase; [ADV-004, ADV-006] a chained
paragraph is fully resolved before anything else; [ADV-005] "return" or no further direction
ends the adventure and play resumes in the step that started it.
"""

from __future__ import annotations

from atoterm.content.story_model import Choice, Paragraph, Step
from atoterm.engine.adventure import party, story_effects, tests
from atoterm.engine.adventure.conditions import cannot_pay, pay, sentence, unmet
from atoterm.engine.adventure.group_split import split
from atoterm.engine.adventure.reading import (
    ASKED,
    ENDED,
    NEXT,
    end_adventure,
    follow,
    needs_leader,
    show,
)
from atoterm.engine.context import ON_LOSS, Ctx
from atoterm.engine.decisions import Decision, Option
from atoterm.engine.procedure import Proc
from atoterm.engine.story_state import Adventure

GUARD = 5_000
"""Steps the reader may resolve without asking anything before it is stopped as stuck."""


def start_adventure(
    ctx: Ctx, kind: str, paragraph: str, *, owner: int = -1, label: str = "", entry: int = 0
) -> Proc[None]:
    """Begin reading ``paragraph`` (the game enters the Adventure Phase [ADV-001]) and read the
    adventure to its end."""
    state = ctx.state
    book = ctx.content.storybook
    if book is None or paragraph not in book.paragraphs:
        raise KeyError(f"no storybook paragraph {paragraph!r}")
    state.adventure = Adventure(
        kind, paragraph, state.step, owner=owner, label=label, inward_entry=entry
    )
    state.phase = "adventure"
    title = label or book.paragraph(paragraph).title
    ctx.emit("adventure", f"Adventure: {title}.", "ADV-001", adventure=kind, paragraph=paragraph)
    yield from read(ctx)


def read(ctx: Ctx) -> Proc[None]:
    """Read on from the adventure's cursor until the adventure ends or the campaign does."""
    state = ctx.state
    book = ctx.content.storybook
    guard, seen = 0, state.decisions
    while state.adventure is not None and not ctx.over:
        guard = 0 if state.decisions != seen else guard + 1
        seen = state.decisions
        if guard > GUARD:
            raise RuntimeError(
                f"the storybook made no decision in {GUARD:,} steps ({state.adventure.paragraph})"
            )
        adventure = state.adventure
        assert book is not None
        if adventure.pending_group:
            yield from split(ctx, adventure)
            continue
        para = book.paragraph(adventure.paragraph)
        if not adventure.shown:
            show(ctx, para)
            adventure.shown = True
        if adventure.cursor >= len(para.steps):
            end_adventure(ctx, "the paragraph gives no further direction")
            return
        result = yield from run_step(ctx, adventure, para, para.steps[adventure.cursor])
        if result == NEXT:
            adventure.cursor += 1


def run_step(ctx: Ctx, adventure: Adventure, para: Paragraph, step: Step) -> Proc[str]:
    """Resolve the step at the cursor [ADV-004]: an effect, a condition, a direction, a choice
    or a test."""
    if step.kind == "effect":
        assert step.effect is not None
        return (yield from story_effects.run_effect(ctx, adventure, step.effect))
    if step.kind == "if":
        if (
            yield from needs_leader(
                ctx, adventure, step.conds, "a condition names the party leader"
            )
        ):
            return ASKED
        failed = [
            unmet(ctx.state, ctx.content, c, adventure.leader, adventure.notes) for c in step.conds
        ]
        if any(failed):
            return NEXT
        assert step.target is not None
        return (yield from follow(ctx, step.target))
    if step.kind == "goto":
        assert step.target is not None
        return (yield from follow(ctx, step.target))
    if step.kind == "choices":
        return (yield from choose(ctx, adventure, step))
    return (yield from tests.run_test(ctx, adventure, para, step))


# ---------------------------------------------------------------------------- choices
def choice_options(ctx: Ctx, adventure: Adventure, choices: tuple[Choice, ...]) -> list[Option]:
    """Every choice, the unavailable ones greyed with the reason [ADV-007]."""
    state = ctx.state
    blocks = party.hindrances(state, ctx.content, adventure.leader) if adventure.leader >= 0 else []
    options = []
    for index, choice in enumerate(choices):
        reasons = [
            unmet(state, ctx.content, c, adventure.leader, adventure.notes) for c in choice.conds
        ]
        reasons += [cannot_pay(state, cost, adventure.leader, blocks) for cost in choice.costs]
        costs = "; ".join(c.words for c in choice.costs)
        label = choice.label + (f" (pay: {costs})" if costs else "")
        explain = "Peril: the party leader decides alone [ADV-075]" if choice.peril else ""
        options.append(
            Option(f"choice:{index}", label, explain, "; ".join(r for r in reasons if r), index)
        )
    return options


def choose(ctx: Ctx, adventure: Adventure, step: Step) -> Proc[str]:
    """The party leader chooses (chosen now if not yet) [ADV-014]; the chosen choice's costs
    are paid in full, never mitigated [GEN-051], and its direction followed [ADV-007]."""
    if (yield from needs_leader(ctx, adventure, why="the first choice of the adventure")):
        return ASKED
    options = choice_options(ctx, adventure, step.choices)
    if not any(not o.disabled for o in options):
        ctx.emit("no_choice", "No choice can be taken: the adventure ends.", "GEN-011")
        end_adventure(ctx, "no choice was possible")
        return ENDED
    peril = any(c.peril for c in step.choices)
    leader = ctx.state.argonauts[adventure.leader].name
    prompt = f"{leader}, as party leader, chooses."
    if peril:
        prompt = (
            f"PERIL — {leader} decides alone, without any word or sign from the others. " + prompt
        )
    leads = [c.target.para or c.target.kind for c in step.choices]  # for bots; never shown
    option = yield from ctx.ask(
        Decision(
            "adv.choice",
            f"argonaut:{adventure.leader}",
            prompt,
            options,
            {"peril": peril, "leads": leads},
        )
    )
    choice = step.choices[int(option.value)]
    for cost in choice.costs:  # voluntary: paid in full, never mitigated [GEN-051]
        ctx.emit("paid", sentence(pay(ctx.state, cost, adventure.leader)), "GEN-051")
    ctx.emit("chose", f"Chosen: {choice.label}", "ADV-007")
    return (yield from follow(ctx, choice.target))


def read_campaign_loss(ctx: Ctx) -> None:
    """A loss with no paragraph directing it: read the Special Event "Campaign Loss"; the
    campaign is already over, so its text is shown and nothing more is resolved [CAMP-021]."""
    book = ctx.content.storybook
    para = book.special("campaign_loss") if book is not None else ""
    if para:
        ctx.emit("special", "Special Event: campaign loss.", "CAMP-021")
        show(ctx, book.paragraph(para))


ON_LOSS.append(read_campaign_loss)
