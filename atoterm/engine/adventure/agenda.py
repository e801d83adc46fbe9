"""What the Adventure Phase does in the Campaign Round: the Expedition, Story and Doom steps
queue their adventures, and they are read one after another at the end of the step, followed by
any unlocked Inward Odyssey entries.

[CAMP-025, CAMP-026] Expedition: hub and R&R adventures on Unexplored tiles; [CAMP-030]
Story: story progression, Timeline Story events, Dreams of Pharos, Mnemos Breakthroughs,
Fated Mnemos, secret codes; [CAMP-036, CAMP-037] Doom progression; [ADV-006] chained
adventures finish before the next step; [ADV-028] Inward Odyssey at the end of a step.
"""

from __future__ import annotations

from atoterm.engine.adventure import inward, mnemos, runner, tables
from atoterm.engine.campaign import doom
from atoterm.engine.context import Ctx
from atoterm.engine.decisions import Decision, Option
from atoterm.engine.procedure import Proc
from atoterm.engine.state import Outcome
from atoterm.engine.story_state import Queued

CODE_KIND = "adv.code"
NODE_KIND = "adv.node_tie"


def has_storybook(ctx: Ctx) -> bool:
    return ctx.content.storybook is not None


# ---------------------------------------------------------------------------- the steps
def expedition_agenda(ctx: Ctx) -> None:
    """Hub and R&R adventures happen only on Unexplored tiles [CAMP-025, ADV-019]."""
    if not has_storybook(ctx):
        return
    voyage = ctx.state.voyage
    tile = ctx.content.tile(voyage.tile)
    if tile.id in voyage.explored:
        return
    if "adventure" in tile.symbols:
        ctx.state.story.queue.append(Queued("hub", "", label="Hub adventure"))
    if "rr" in tile.symbols:
        ctx.state.story.queue.append(Queued("rr", "", label="R&R"))


def story_agenda(ctx: Ctx) -> None:
    """The Story Step's adventures, in order [CAMP-030]."""
    book = ctx.content.storybook
    if book is None:
        return
    state = ctx.state
    queue = state.story.queue
    card = book.story_card(state.story.story_card)
    if card is not None and state.progress >= card.need and card.tile in (0, state.voyage.tile):
        state.progress = 0  # resolving the progression discards the card's tokens [CAMP-032]
        ctx.emit(
            "story_progress",
            f"Story card {card.id} progresses (its Progress is discarded).",
            "CAMP-032",
        )
        queue.append(Queued("story", card.paragraph, label=f"Story card {card.id}: {card.name}"))
    today = state.timeline.day
    for event in ctx.content.events_on(today):
        para = book.timeline_story.get(event.label, "")
        if event.kind == "story" and para:
            queue.append(Queued("story", para, label=event.label))
    for entry in state.timeline.added:
        if entry.day == today and entry.kind == "story":
            queue.append(Queued("story", entry.label, label="Story event"))
        if entry.day == today and entry.kind == "dream":
            queue.append(Queued("pharos", "", label="A Dream of Pharos"))
    queue.append(Queued("breakthroughs", ""))
    if state.story.codes:
        queue.append(Queued("codes", ""))


def doom_agenda(ctx: Ctx) -> None:
    """Doom progression when the Doom card's requirement is met; the surplus moves on, the
    last card loses [CAMP-036..CAMP-038] (``engine/campaign/doom.py``)."""
    doom.doom_progression(ctx)


# ---------------------------------------------------------------------------- the queue
def read_next(ctx: Ctx) -> Proc[bool]:
    """At the end of a step: the adventure under way (chained paragraphs come first
    [ADV-006]), else the next queued adventure, else the next unlocked Inward Odyssey entry
    [ADV-028]; True when there was one (read to its end), False when nothing is left."""
    state = ctx.state
    if not has_storybook(ctx) or state.outcome is not None:
        return False
    if (code := ctx.resumed(CODE_KIND)) is not None:  # a restart at a question asked after
        return (yield from choose_code(ctx, code))  # its queued item was taken
    if (tie := ctx.resumed(NODE_KIND)) is not None:
        yield from choose_node(ctx, tie)
        return True
    if state.adventure is not None:
        yield from runner.read(ctx)
        return True
    while state.story.queue:
        item = state.story.queue.pop(0)
        if (yield from start_item(ctx, item)):
            return True
    ready = inward.next_ready(ctx)
    if ready is not None:
        number, para = ready
        inward.entry_read(ctx, number)
        yield from runner.start_adventure(
            ctx, "inward", para, label=f"Inward Odyssey {number}", entry=number
        )
        return True
    return False


def start_item(ctx: Ctx, item: Queued) -> Proc[bool]:
    """Read one queued adventure; False when there turned out to be nothing to read."""
    if item.kind in ("hub", "practice_hub"):
        if item.kind == "hub":
            picked = tables.pick_hub(ctx)
            if picked is None:
                ctx.emit("hub", "Every hub track is full: no hub adventure.", "ADV-021")
                return False
            hub, terrain = picked
            tables.note_terrain(ctx, terrain)
        else:
            hub = item.paragraph  # a practice adventure names its hub; a full track starts over
            chapter = ctx.content.storybook.chapter("hub", hub) if ctx.content.storybook else None
            if chapter is not None and ctx.state.story.hub_marks.get(hub, 0) >= len(chapter.track):
                ctx.state.story.hub_marks[hub] = 0
        chosen = tables.hub_adventure(ctx, hub)
        return (yield from read_hub_adventure(ctx, chosen))
    if item.kind == "hub_table":  # a practice roll on a hub's own table [ADV-023]
        book = ctx.content.storybook
        chapter = book.chapter("hub", item.paragraph) if book is not None else None
        if chapter is None:
            return False
        return (yield from read_hub_adventure(ctx, tables.roll_table(ctx, chapter, chapter.title)))
    if item.kind == "hub_read":
        yield from runner.start_adventure(ctx, "hub", item.paragraph, label=item.label)
        return True
    if item.kind in ("rr", "pharos"):
        what = "R&R" if item.kind == "rr" else "Dreams of Pharos"
        picked_t = tables.section_table(ctx, item.kind, what)
        if picked_t is None:
            return False
        yield from runner.start_adventure(ctx, item.kind, picked_t.paragraph, label=picked_t.label)
        return True
    if item.kind == "breakthroughs":
        mnemos.resolve_fated(ctx)
        due = mnemos.due_breakthroughs(ctx)
        if not due:
            return False
        first = due[0]
        ctx.state.story.queue.insert(0, Queued("breakthroughs", ""))  # back-to-back [ADV-053]
        mnemos.breakthrough_done(ctx, first.owner, first.label)
        yield from runner.start_adventure(
            ctx, "breakthrough", first.paragraph, owner=first.owner, label="Mnemos Breakthrough"
        )
        return True
    if item.kind == "breakthrough_one":
        mnemos.breakthrough_done(ctx, item.owner, item.label)
        yield from runner.start_adventure(
            ctx, "breakthrough", item.paragraph, owner=item.owner, label="Mnemos Breakthrough"
        )
        return True
    if item.kind == doom.LOSS:
        doom.doom_loss(ctx, item)  # [CAMP-038]
        return True
    if item.kind == "codes":
        return (yield from choose_code(ctx))
    if item.kind == "node_tie":
        yield from choose_node(ctx, node_tie_decision(ctx, item))
        return True
    yield from runner.start_adventure(
        ctx, item.kind, item.paragraph, owner=item.owner, label=item.label
    )
    return True


def read_hub_adventure(ctx: Ctx, chosen: tables.Picked) -> Proc[bool]:
    """Mnemos nodes from matching traits first [ADV-024, ADV-051], then the adventure."""
    ties = mnemos.hub_nodes(ctx, chosen.traits)
    queue = ctx.state.story.queue
    queue.insert(0, Queued("hub_read", chosen.paragraph, label=chosen.label))
    for index, ids in reversed(ties):
        queue.insert(0, Queued("node_tie", "|".join(ids), index))
    return (yield from start_item(ctx, queue.pop(0)))


def choose_code(ctx: Ctx, asked: Decision | None = None) -> Proc[bool]:
    """A found code may be resolved in the Story Step, once [CAMP-035]: the players choose one
    (it is read at once, and they are asked again after it) or keep them for later. False when
    no code is written down."""
    story = ctx.state.story
    if asked is None:
        if not story.codes:
            return False
        options = [
            Option(f"code:{c}", f"Resolve the secret code {c}", "read once", value=c)
            for c in story.codes
        ]
        options.append(Option("code:later", "Keep the codes for a later Story Step", ""))
        asked = Decision(
            CODE_KIND, "players", "Secret codes are written down. Resolve one now?", options
        )
    option = yield from ctx.ask(asked)
    if option.value is None:  # later
        return True
    chosen = str(option.value)
    story.codes.remove(chosen)
    story.codes_read.append(chosen)
    story.queue.insert(0, Queued("codes", ""))
    yield from runner.start_adventure(ctx, "code", chosen, label=f"Secret code {chosen}")
    return True


def node_tie_decision(ctx: Ctx, item: Queued) -> Decision:
    """Both Mnemos match and have as many nodes: the controlling player chooses [ADV-052]."""
    book = ctx.content.storybook
    assert book is not None
    who = ctx.state.argonauts[item.owner]
    options = [
        Option(
            f"node:{item.owner}:{m}",
            f"Mark a node of {book.mnemos[m].name}",
            "",
            value=[item.owner, m],
        )
        for m in item.paragraph.split("|")
    ]
    return Decision(
        NODE_KIND,
        f"argonaut:{item.owner}",
        f"{who.name}: both Mnemos match the adventure. Which gains the node?",
        options,
    )


def choose_node(ctx: Ctx, asked: Decision) -> Proc[None]:
    """The Mnemos the player chose gains the node [ADV-052]."""
    option = yield from ctx.ask(asked)
    index, card = option.value
    for held in ctx.state.argonauts[index].mnemos:
        if held.id == card:
            mnemos.mark_node(ctx, index, held)


def practice_step(ctx: Ctx) -> Proc[None]:
    """A practice adventure (``atoterm adventure``): read the queue, one adventure at a time;
    then the game is over."""
    yield from ctx.step_checkpoint()
    if not (yield from read_next(ctx)) and ctx.state.outcome is None:
        ctx.state.outcome = Outcome("ended", "the adventure is over", "ADV-005")
        ctx.state.phase = "over"
        ctx.emit("adventure_done", "The practice adventure is over.", "ADV-005")
