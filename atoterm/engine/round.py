"""The Campaign Round [CAMP-002]: the campaign as one procedure, :func:`campaign`, and the
procedure of each step, one function each, in the rulebook's order (names, phases and titles:
``engine/steps.py``).

Each step begins with its checkpoint and asks inline; the procedures of the bigger steps live
in ``engine/voyage.py`` (Movement), ``engine/campaign/`` (Exploration, Encounter, Advancement)
and ``engine/adventure/agenda.py`` (Expedition, Story, Doom). What comes when a step is over —
the adventures it queued, the Argo's drift, Titans lost, an Adversary Battle — is
:func:`end_of_step`.
"""

from __future__ import annotations

from collections.abc import Callable, Mapping
from types import MappingProxyType

from atoterm.engine import battle_phase
from atoterm.engine.adventure import agenda, battle_link
from atoterm.engine.campaign import (
    advancement,
    campaign_battle,
    drift,
    encounter,
    exploration,
    titan_loss,
)
from atoterm.engine.context import Ctx
from atoterm.engine.procedure import Proc
from atoterm.engine.setup import setup_step
from atoterm.engine.state import TimelineEntry
from atoterm.engine.steps import STEP_ORDER, STEPS, next_step
from atoterm.engine.voyage import choose_waterway, move_argo

GUARD = 10_000
"""Turns of the campaign's loop without a decision before it is stopped as stuck."""


def campaign(ctx: Ctx) -> Proc[None]:
    """The whole campaign: the steps of each Campaign Round in order [CAMP-002], what comes at
    the end of each step, a new round after the last step [CAMP-001, CAMP-004], until the
    campaign is won or lost. It finds its place from the state alone (``step``, ``step_done``
    and each step's checkpoint), so a restart goes back to the decision the state waits at."""
    state = ctx.state
    guard, seen = 0, state.decisions
    while state.outcome is None:
        guard = 0 if state.decisions != seen else guard + 1
        seen = state.decisions
        if guard > GUARD:
            raise RuntimeError(f"the campaign made no decision in {GUARD:,} turns ({state.step})")
        if state.step_done:
            if (yield from end_of_step(ctx)):
                continue
            state.step = next_step(state)
            state.step_done = False
            state.phase = STEPS[state.step].phase
            if state.step == STEP_ORDER[0]:
                state.round += 1  # one Campaign Round is one day [CAMP-001, CAMP-004]
        yield from PROCEDURES[state.step](ctx)


def end_of_step(ctx: Ctx) -> Proc[bool]:
    """When a step is over, before the next begins, one thing at a time (True when there was
    one): the adventures it queued and the unlocked Inward Odyssey entries [ADV-006, ADV-028],
    an Adversary Battle once its drifts and Titan losses are resolved [VOY-028], the drifts
    [GEN-027], the Titans lost with a choice of class [GEN-040]."""
    return (
        (yield from drift.resume(ctx))
        or (yield from agenda.read_next(ctx))
        or (yield from encounter.adversary_battle(ctx))
        or (yield from drift.resolve_drifts(ctx))
        or (yield from titan_loss.choose_losses(ctx))
    )


def movement_step(ctx: Ctx) -> Proc[None]:
    """Step 1 (always): move the Argo one tile [VOY-002, VOY-003]."""
    yield from ctx.step_checkpoint()
    arrow = yield from choose_waterway(ctx)
    move_argo(ctx, arrow)
    ctx.state.step_done = True


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


def exploration_step(ctx: Ctx) -> Proc[None]:
    """Step 3 (always): exploration symbols, the Exploration Draw, the Adversary, an
    Acclimation if due [VOY-020] (``engine/campaign/exploration.py``)."""
    yield from ctx.step_checkpoint()
    yield from exploration.exploration_step(ctx)


def expedition_step(ctx: Ctx) -> Proc[None]:
    """Step 4 (conditional): hub and R&R adventures on Unexplored tiles [CAMP-025]; they are
    read at the end of the step (``engine/adventure/agenda.py``)."""
    yield from ctx.step_checkpoint()
    agenda.expedition_agenda(ctx)
    ctx.state.step_done = True


def encounter_step(ctx: Ctx) -> Proc[None]:
    """Step 5 (conditional): the day's battles [CAMP-027] (``engine/campaign/encounter.py``)."""
    yield from ctx.step_checkpoint()
    yield from encounter.encounter_step(ctx)


def advancement_step(ctx: Ctx) -> Proc[None]:
    """Step 6 (optional): research, trade, craft, breed, fuse [ADVA-001]
    (``engine/campaign/advancement/``)."""
    yield from ctx.step_checkpoint()
    yield from advancement.advancement_step(ctx)


def story_step(ctx: Ctx) -> Proc[None]:
    """Step 7 (conditional): story progression, Timeline Story events, Dreams of Pharos, Mnemos
    Breakthroughs and secret codes [CAMP-030], read at the end of the step."""
    yield from ctx.step_checkpoint()
    agenda.story_agenda(ctx)
    ctx.state.step_done = True


def doom_step(ctx: Ctx) -> Proc[None]:
    """Step 8 (conditional): doom progression [CAMP-036], read at the end of the step."""
    yield from ctx.step_checkpoint()
    agenda.doom_agenda(ctx)
    ctx.state.step_done = True


def end_step(ctx: Ctx) -> Proc[None]:
    """Step 9 (always): an Unexplored tile becomes Explored [CAMP-039]."""
    yield from ctx.step_checkpoint()
    voyage = ctx.state.voyage
    if voyage.tile not in voyage.explored:
        voyage.explored.append(voyage.tile)
        name = ctx.content.tile(voyage.tile).name
        ctx.emit("explored", f"{name} is now Explored.", "CAMP-039", tile=voyage.tile)
    ctx.state.step_done = True


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
    else:
        yield from battle_phase.fight(ctx)


PROCEDURES: Mapping[str, Callable[[Ctx], Proc[None]]] = MappingProxyType(
    {
        "setup": setup_step,
        "movement": movement_step,
        "timeline": timeline_step,
        "exploration": exploration_step,
        "expedition": expedition_step,
        "encounter": encounter_step,
        "advancement": advancement_step,
        "story": story_step,
        "doom": doom_step,
        "end": end_step,
        "battle": battle_step,
        "adventure": agenda.practice_step,
    }
)
"""Each step's procedure, by the step's name (``engine/steps.py``)."""
