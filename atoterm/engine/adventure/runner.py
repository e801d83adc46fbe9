"""The storybook reader: resolves paragraphs step by step until a decision or the end.

An adventure is a cursor into the storybook (``state.adventure``): the paragraph, the index of
its next step, the party leader and any test in progress. Everything is plain data, so a state
decoded from a journal continues exactly where the live one stopped.

[ADV-001] reading a paragraph starts the Adventure Phase; [ADV-004, ADV-006] a chained
paragraph is fully resolved before anything else; [ADV-005] "return" or no further direction
ends the adventure and play resumes in the step that started it.
"""

from __future__ import annotations

from collections.abc import Iterator

from atoterm.content.story_model import Choice, Paragraph, Step
from atoterm.engine.adventure import party, story_effects, tests
from atoterm.engine.adventure.conditions import cannot_pay, pay, sentence, unmet
from atoterm.engine.adventure.group_split import ask_split
from atoterm.engine.adventure.reading import (
    ASKED,
    ENDED,
    NEXT,
    adv_handler,
    end_adventure,
    follow,
    needs_leader,
    show,
)
from atoterm.engine.context import ON_LOSS, Ctx
from atoterm.engine.decisions import Decision, Option
from atoterm.engine.story_state import Adventure


def start_adventure(
    ctx: Ctx, kind: str, paragraph: str, *, owner: int = -1, label: str = "", entry: int = 0
) -> None:
    """Begin reading ``paragraph``: the game enters the Adventure Phase [ADV-001]."""
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
    continue_adventure(ctx)


def continue_adventure(ctx: Ctx) -> None:
    """Read on from the adventure's cursor until a decision is pending, the adventure ends or
    the campaign does."""
    next(read(ctx), None)


def read(ctx: Ctx) -> Iterator[Decision]:
    """The storybook reader as a procedure: resolves steps from the cursor and yields each
    decision it asks. The cursor is its checkpoint at every decision (the answer's handler
    moves it), so reading on from the cursor after an answer, from a live state or one decoded
    from a keyframe, is all a restart needs: no answers are replayed."""
    state = ctx.state
    book = ctx.content.storybook
    guard = 0
    while state.adventure is not None and not ctx.over:
        if state.pending is not None:
            yield state.pending
            continue
        guard += 1
        if guard > 5_000:
            raise RuntimeError(
                f"the storybook made no decision in 5,000 steps ({state.adventure.paragraph})"
            )
        adventure = state.adventure
        if state.battle is not None:
            return  # a battle from a paragraph is being fought
        assert book is not None
        if adventure.pending_group:
            ask_split(ctx, adventure)
            continue
        para = book.paragraph(adventure.paragraph)
        if not adventure.shown:
            show(ctx, para)
            adventure.shown = True
        if adventure.cursor >= len(para.steps):
            end_adventure(ctx, "the paragraph gives no further direction")
            return
        result = run_step(ctx, adventure, para, para.steps[adventure.cursor])
        if result == NEXT:
            adventure.cursor += 1


def run_step(ctx: Ctx, adventure: Adventure, para: Paragraph, step: Step) -> str:
    if step.kind == "effect":
        assert step.effect is not None
        return story_effects.run_effect(ctx, adventure, step.effect)
    if step.kind == "if":
        if needs_leader(ctx, adventure, step.conds, "a condition names the party leader"):
            return ASKED
        failed = [
            unmet(ctx.state, ctx.content, c, adventure.leader, adventure.notes) for c in step.conds
        ]
        if any(failed):
            return NEXT
        assert step.target is not None
        return follow(ctx, step.target)
    if step.kind == "goto":
        assert step.target is not None
        return follow(ctx, step.target)
    if step.kind == "choices":
        return ask_choice(ctx, adventure, step)
    return tests.run_test(ctx, adventure, para, step)


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


def ask_choice(ctx: Ctx, adventure: Adventure, step: Step) -> str:
    """The party leader chooses (chosen now if not yet) [ADV-014]."""
    if needs_leader(ctx, adventure, why="the first choice of the adventure"):
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
    ctx.wait_for(
        Decision(
            "adv.choice",
            f"argonaut:{adventure.leader}",
            prompt,
            options,
            {"peril": peril, "leads": leads},
        )
    )
    return ASKED


@adv_handler("adv.choice")
def chosen(ctx: Ctx, option: Option) -> None:
    adventure = ctx.state.adventure
    assert adventure is not None
    book = ctx.content.storybook
    assert book is not None
    step = book.paragraph(adventure.paragraph).steps[adventure.cursor]
    choice = step.choices[int(option.value)]
    for cost in choice.costs:  # voluntary: paid in full, never mitigated [GEN-051]
        ctx.emit("paid", sentence(pay(ctx.state, cost, adventure.leader)), "GEN-051")
    ctx.emit("chose", f"Chosen: {choice.label}", "ADV-007")
    follow(ctx, choice.target)


@adv_handler("adv.leader")
def leader_chosen(ctx: Ctx, option: Option) -> None:
    party.set_leader(ctx, option.value)


def read_campaign_loss(ctx: Ctx) -> None:
    """A loss with no paragraph directing it: read the Special Event "Campaign Loss"; the
    campaign is already over, so its text is shown and nothing more is resolved [CAMP-021]."""
    book = ctx.content.storybook
    para = book.special("campaign_loss") if book is not None else ""
    if para:
        ctx.emit("special", "Special Event: campaign loss.", "CAMP-021")
        show(ctx, book.paragraph(para))


ON_LOSS.append(read_campaign_loss)
