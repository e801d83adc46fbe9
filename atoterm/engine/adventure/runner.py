"""The storybook reader: resolves paragraphs step by step until a decision or the end.

An adventure is a cursor into the storybook (``state.adventure``): the paragraph, the index of
its next step, the party leader and any test in progress. Everything is plain data, so a state
decoded from a journal continues exactly where the live one stopped.

[ADV-001] reading a paragraph starts the Adventure Phase; [ADV-004, ADV-006] a chained
paragraph is fully resolved before anything else; [ADV-005] "return" or no further direction
ends the adventure and play resumes in the step that started it.
"""

from __future__ import annotations

from collections.abc import Callable

from atoterm.content.story_model import Choice, Paragraph, Step, Target
from atoterm.engine.adventure import party
from atoterm.engine.adventure.conditions import cannot_pay, pay, sentence, unmet
from atoterm.engine.adventure.group_split import ask_split
from atoterm.engine.context import ON_LOSS, Ctx
from atoterm.engine.decisions import Decision, Option
from atoterm.engine.machine import handler
from atoterm.engine.state import Outcome
from atoterm.engine.story_state import Adventure

AdvHandler = Callable[[Ctx, Option], None]
ADV_HANDLERS: dict[str, AdvHandler] = {}
StepRunner = Callable[[Ctx, Adventure, Paragraph, Step], str]
TEST_RUNNER: list[StepRunner] = []
"""``engine/adventure/tests.py`` registers the test/roll/Delve procedure here."""
EFFECT_RUNNER: list[Callable[[Ctx, Adventure, dict], str]] = []
"""``engine/adventure/story_effects.py`` registers how a paragraph effect is resolved."""
BATTLE_STARTER: list[Callable[[Ctx, Adventure, Target], None]] = []
ENDED_HOOKS: list[Callable[[Ctx, Adventure], None]] = []
"""Called when an adventure ends (the step that started it resumes afterwards)."""

NEXT, ASKED, MOVED, ENDED = "next", "asked", "moved", "ended"
NEXT_SAME = "again"
"""The step changed phase (a test rolled): run the same step again."""
LEADER_CONDS = ("skill", "danger", "fate", "rage", "boon", "affliction")


def adv_handler(kind: str) -> Callable[[AdvHandler], AdvHandler]:
    """Register the resolution of the adventure decision ``kind`` ("adv.choice" ...)."""

    def register(fn: AdvHandler) -> AdvHandler:
        ADV_HANDLERS[kind] = fn
        return fn

    return register


@handler("adv")
def answer_adventure(ctx: Ctx, option: Option) -> None:
    """Every "adv.*" decision comes here; the machine then re-runs the current step."""
    assert ctx.answered is not None
    ADV_HANDLERS[ctx.answered.kind](ctx, option)
    continue_adventure(ctx)


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
    """Resolve steps until a decision is pending, the adventure ends or the campaign does."""
    state = ctx.state
    book = ctx.content.storybook
    guard = 0
    while state.adventure is not None and state.pending is None and not ctx.over:
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
            return
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


def run_step(ctx: Ctx, adventure: Adventure, para: Paragraph, step: Step) -> str:
    if step.kind == "effect":
        assert step.effect is not None
        return EFFECT_RUNNER[0](ctx, adventure, step.effect)
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
    return TEST_RUNNER[0](ctx, adventure, para, step)


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
        BATTLE_STARTER[0](ctx, adventure, target)
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
    for hook in ENDED_HOOKS:
        hook(ctx, adventure)


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
            Option(f"choice:{index}", label, explain, "; ".join(r for r in reasons if r))
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
    ctx.ask(
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
    choice = step.choices[int(option.id.split(":")[1])]
    for cost in choice.costs:  # voluntary: paid in full, never mitigated [GEN-051]
        ctx.emit("paid", sentence(pay(ctx.state, cost, adventure.leader)), "GEN-051")
    ctx.emit("chose", f"Chosen: {choice.label}", "ADV-007")
    follow(ctx, choice.target)


@adv_handler("adv.leader")
def leader_chosen(ctx: Ctx, option: Option) -> None:
    party.set_leader(ctx, option.id)


def read_campaign_loss(ctx: Ctx) -> None:
    """A loss with no paragraph directing it: read the Special Event "Campaign Loss"; the
    campaign is already over, so its text is shown and nothing more is resolved [CAMP-021]."""
    book = ctx.content.storybook
    para = book.special("campaign_loss") if book is not None else ""
    if para:
        ctx.emit("special", "Special Event: campaign loss.", "CAMP-021")
        show(ctx, book.paragraph(para))


ON_LOSS.append(read_campaign_loss)
