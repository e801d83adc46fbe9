"""The starting state of the Cycle beyond the Argo stats [CAMP-005]: Titans aboard, Gear in the
Argo Armory, Cargo, Diplomacy tracks, the Technology and Projects decks, the Exploration deck.

Run once, when the campaign begins (after the Argonauts' Portraits are chosen).
"""

from __future__ import annotations

from atoterm.content.schema import ContentPack
from atoterm.engine.campaign import exploration
from atoterm.engine.campaign_state import TitanRecord
from atoterm.engine.context import Ctx
from atoterm.engine.state import GameState


def begin_cycle(ctx: Ctx) -> None:
    """Lay out the Cycle's components from ``content.cycle`` [CAMP-005, ADVA-003..ADVA-005,
    ADVA-008: Core Technologies are gained automatically at the start]."""
    cycle = ctx.content.cycle
    state = ctx.state
    campaign = state.campaign
    start = cycle.start
    state.argo.dreamwalkers += start.dreamwalkers
    for titan_class in start.titans:
        campaign.titans.append(TitanRecord(campaign.next_titan_uid, titan_class))
        campaign.next_titan_uid += 1
    state.story.armory.extend(start.armory)
    for resource, amount in start.resources:
        state.story.resources[resource] = state.story.resources.get(resource, 0) + amount
    for faction in ctx.content.factions:
        state.story.diplomacy.setdefault(faction.id, 0)
    for faction, score in start.diplomacy:
        state.story.diplomacy[faction] = score
    for tech in cycle.technologies.values():  # content order: the file's order
        if tech.start == "deck" and tech.id not in state.story.technologies:
            state.story.technologies.append(tech.id)
            state.powers.summon_limit = max(state.powers.summon_limit, tech.summon_limit)
        elif tech.start == "projects":
            campaign.projects.append(tech.id)
    if cycle.exploration_start:
        exploration.new_deck(ctx)
    if cycle.technologies or cycle.exploration_start:
        aboard = start.dreamwalkers + len(start.titans)
        ctx.emit(
            "cycle_begins",
            f"The Cycle begins: {aboard} Titans aboard, {len(start.armory)} Gear in the Armory, "
            f"{len(state.story.technologies)} Technologies, "
            f"{len(campaign.exploration.deck)} Exploration cards.",
            "CAMP-005",
        )


def theatre_gifts(
    state: GameState, content: ContentPack, titans: list[str], techs: list[str]
) -> None:
    """What the player profile's Mnestis Theatre gives a campaign before its Cycle begins
    [MNE-021]: its Skyseers come aboard (Argo-bred Titans of the roster, unnamed) and the
    Skyseer's breeding Technology joins the Technology deck. Unknown ids are left out (the
    session filters them when it writes the header; a hostile journal may not)."""
    campaign = state.campaign
    classes = content.battle.titans if content.battle is not None else {}
    for titan_class in titans:
        if titan_class in classes:
            campaign.titans.append(TitanRecord(campaign.next_titan_uid, titan_class))
            campaign.next_titan_uid += 1
    deck = state.story.technologies
    deck.extend(
        t for t in dict.fromkeys(techs) if t in content.cycle.technologies and t not in deck
    )
