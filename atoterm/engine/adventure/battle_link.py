"""Battles started by a paragraph ("-> battle kyanippe 2 win=0040 lose=0041").

The Argonauts' Titans fight with the default loadouts; afterwards the Triskelion resets (Tides
of Fate) [GEN-032] and the adventure goes on at the ``win`` or ``lose`` paragraph
[CAMP-003: a story adventure may lead to a battle].
"""

from __future__ import annotations

from atoterm.content.story_model import Target
from atoterm.engine import battle_phase
from atoterm.engine.adventure import members
from atoterm.engine.battle.flow.setup import new_practice_state
from atoterm.engine.campaign import battle_pages, battle_roster, campaign_battle
from atoterm.engine.context import Ctx
from atoterm.engine.procedure import Proc
from atoterm.engine.story_state import Adventure


def start_story_battle(ctx: Ctx, adventure: Adventure, target: Target) -> bool:
    """Begin the paragraph's battle; False when none began (no Argonaut left to fight: the
    lose paragraph is next; no Titan aboard: the campaign is lost [CAMP-020])."""
    state = ctx.state
    if not any(a.alive and not a.retired for a in state.argonauts):
        ctx.emit(
            "story_battle", "No Argonaut is left to wake a Titan: the Battle is lost.", "CAMP-020"
        )
        adventure.paragraph, adventure.cursor, adventure.shown = target.lose, 0, False
        return False
    built = new_practice_state(
        ctx.content,
        state.seed,
        primordial_id=target.primordial,
        level=target.level,
        rules=state.rules,
        names=[a.name for a in state.argonauts],
        powers=state.powers,
    )
    battle = built.battle
    assert battle is not None
    battle.standalone = False
    battle.pre_battle = b""  # kept below, once the battle is set up
    battle.scenario = f"story:{adventure.paragraph}"
    battle.titans = [t for t in battle.titans if state.argonauts[t.argonaut].alive]

    if battle_roster.uses_roster(ctx.content, state):  # the Argo's Titans and Armory
        if battle_roster.titans_aboard(state) == 0:
            ctx.lose("a Battle begins with no Titan aboard the Argo.", "CAMP-020")
            return False
        battle_roster.equip_from_argo(ctx.content, state, battle)
    state.battle = battle
    adventure.step_was_done = state.step_done
    state.step, state.phase, state.step_done = "battle", "battle", False
    name = (
        ctx.content.battle.primordials[target.primordial].name
        if ctx.content.battle
        else target.primordial
    )
    ctx.emit("story_battle", f"Battle: {name}, level {target.level}.", "BAT-SETUP-001")
    battle_pages.set_up_page(ctx, battle, target.page)  # its Battle Scenario [BAT-SETUP-002]
    if battle.from_argo:  # a campaign's: a Sisyphus Tear may replay it [BAT-MISC-031]
        campaign_battle.keep_pre_battle(ctx)
    return True


def fight(ctx: Ctx) -> Proc[None]:
    """The paragraph's battle, to its end; then back to the adventure (:func:`battle_over`)."""
    yield from battle_phase.fight(ctx)
    if ctx.state.battle is not None and not ctx.over:
        battle_over(ctx)


def battle_over(ctx: Ctx) -> None:
    """Back to the adventure after a story battle: Tides of Fate, then win or lose."""
    state = ctx.state
    battle = state.battle
    adventure = state.adventure
    assert battle is not None and adventure is not None
    won = battle.result == "won"
    if battle.from_argo:  # a campaign's story battle: record, Titans, gear, Cargo Hold
        campaign_battle.settle(ctx, battle, "story", deaths=False)
    state.battle = None
    state.step = adventure.return_step
    state.step_done = adventure.step_was_done
    state.phase = "adventure"
    for index, argonaut in enumerate(state.argonauts):
        argonaut.danger = argonaut.fate = argonaut.rage = 0  # Tides of Fate [GEN-032]
        if not argonaut.alive and index not in state.story.fallen and not argonaut.retired:
            members.argonaut_lost(ctx, index, "died in the Battle")
    ctx.emit(
        "story_battle_over",
        f"The Battle is {'won' if won else 'lost'}; the Triskelion resets (Tides of Fate).",
        "GEN-032",
    )
    para = adventure.battle_win if won else adventure.battle_lose
    adventure.paragraph, adventure.cursor, adventure.shown = para, 0, False
    if battle.from_argo and battle.adversary_symbols:
        campaign_battle.adversary_after_battle(ctx, battle.adversary_symbols)  # [VOY-037]
