"""The Campaign Round: nine steps in fixed order, one function each [CAMP-002].

Each step is one function here; the procedures live in ``engine/voyage.py`` (Movement),
``engine/campaign/`` (Exploration, Encounter, Advancement) and ``engine/adventure/agenda.py``
(Expedition, Story, Doom).
"""

from __future__ import annotations

from atoterm.engine import adventure as _adventure  # noqa: F401  (registers the storybook)
from atoterm.engine import battle_phase
from atoterm.engine.adventure import agenda, battle_link
from atoterm.engine.adventure.runner import continue_adventure
from atoterm.engine.battle.flow import main as _battle_main  # noqa: F401  (registers battle_main)
from atoterm.engine.campaign import advancement, campaign_battle, encounter, exploration
from atoterm.engine.context import Ctx
from atoterm.engine.machine import step
from atoterm.engine.procedure import Proc
from atoterm.engine.setup import setup_step
from atoterm.engine.state import TimelineEntry
from atoterm.engine.voyage import choose_waterway, move_argo

step("setup", "setup", "Campaign setup", in_round=False)(setup_step)


@step("movement", "voyage", "1. Movement", quiet=True)
def movement_step(ctx: Ctx) -> Proc[None]:
    """Step 1 (always): move the Argo one tile [VOY-002, VOY-003]."""
    yield from ctx.step_checkpoint()
    arrow = yield from choose_waterway(ctx)
    move_argo(ctx, arrow)
    ctx.state.step_done = True


@step("timeline", "voyage", "2. Timeline")
def timeline_step(ctx: Ctx) -> Proc[None]:
    """Step 2 (always): mark the next Timeline box; none left loses the campaign [CAMP-022]."""
    yield from ctx.step_checkpoint()
    timeline = ctx.state.timeline
    if timeline.day >= timeline.length:
        ctx.lose(f"the Timeline has no day left after day {timeline.length}.", "CAMP-022")
        return
    timeline.day += 1
    advancement.new_day(ctx)
    entries = [e.label for e in ctx.content.events_on(timeline.day)]
    entries += [_added_label(e) for e in timeline.added if e.day == timeline.day]
    today = f" Today: {'; '.join(entries)}." if entries else ""
    ctx.emit(
        "day",
        f"Day {timeline.day} of {timeline.length} begins.{today}",
        "CAMP-022",
        day=timeline.day,
    )
    ctx.state.step_done = True


def _added_label(entry: TimelineEntry) -> str:
    """Story events written during play name their paragraph: never shown before it is read."""
    if entry.kind == "story" and entry.label.isdigit():
        return "a story event"
    return entry.label


@step("exploration", "voyage", "3. Exploration")
def exploration_step(ctx: Ctx) -> Proc[None]:
    """Step 3 (always): exploration symbols, the Exploration Draw, the Adversary, an
    Acclimation if due [VOY-020] (``engine/campaign/exploration.py``)."""
    yield from ctx.step_checkpoint()
    yield from exploration.exploration_step(ctx)


@step("expedition", "adventure", "4. Expedition")
def expedition_step(ctx: Ctx) -> Proc[None]:
    """Step 4 (conditional): hub and R&R adventures on Unexplored tiles [CAMP-025]; they are
    read at the end of the step (``engine/adventure/agenda.py``)."""
    yield from ctx.step_checkpoint()
    agenda.expedition_agenda(ctx)
    ctx.state.step_done = True


@step("encounter", "battle", "5. Encounter")
def encounter_step(ctx: Ctx) -> Proc[None]:
    """Step 5 (conditional): the day's battles [CAMP-027] (``engine/campaign/encounter.py``)."""
    yield from ctx.step_checkpoint()
    yield from encounter.encounter_step(ctx)


@step("advancement", "voyage", "6. Advancement")
def advancement_step(ctx: Ctx) -> Proc[None]:
    """Step 6 (optional): research, trade, craft, breed, fuse [ADVA-001]
    (``engine/campaign/advancement/``)."""
    yield from ctx.step_checkpoint()
    yield from advancement.advancement_step(ctx)


@step("story", "adventure", "7. Story")
def story_step(ctx: Ctx) -> Proc[None]:
    """Step 7 (conditional): story progression, Timeline Story events, Dreams of Pharos, Mnemos
    Breakthroughs and secret codes [CAMP-030], read at the end of the step."""
    yield from ctx.step_checkpoint()
    agenda.story_agenda(ctx)
    ctx.state.step_done = True


@step("doom", "adventure", "8. Doom")
def doom_step(ctx: Ctx) -> Proc[None]:
    """Step 8 (conditional): doom progression [CAMP-036], read at the end of the step."""
    yield from ctx.step_checkpoint()
    agenda.doom_agenda(ctx)
    ctx.state.step_done = True


@step("end", "voyage", "9. End")
def end_step(ctx: Ctx) -> Proc[None]:
    """Step 9 (always): an Unexplored tile becomes Explored [CAMP-039]."""
    yield from ctx.step_checkpoint()
    voyage = ctx.state.voyage
    if voyage.tile not in voyage.explored:
        voyage.explored.append(voyage.tile)
        name = ctx.content.tile(voyage.tile).name
        ctx.emit("explored", f"{name} is now Explored.", "CAMP-039", tile=voyage.tile)
    ctx.state.step_done = True


@step("battle", "battle", "Battle", quiet=True, in_round=False)
def battle_step(ctx: Ctx) -> Proc[None]:
    """The Battle Phase [BAT-SETUP-001] as a step of its own: a practice battle, or a battle
    under way when the campaign's procedure restarts. The procedure that began a battle fights
    it itself (``engine/battle_phase.py``); here the battle goes back to where it came from
    when it ends: a campaign battle to the step that began it (``campaign.battle_return``), a
    paragraph's battle to its adventure."""
    yield from ctx.step_checkpoint()
    state = ctx.state
    if state.campaign.battle_return:
        yield from campaign_battle.fight(ctx)
    elif state.adventure is not None:
        yield from battle_link.fight(ctx)
        if not ctx.over:
            continue_adventure(ctx)
    else:
        yield from battle_phase.fight(ctx)


step("adventure", "adventure", "Adventure", quiet=True, in_round=False)(agenda.practice_step)
