"""Everything on the table a player may inspect, grouped as the panels and sheets show it.

In a battle: the AI and BP cards in play, each Titan, its Gear and Conditions, the terrain on
the board, the Primordial and the Argo Abilities. In the campaign: the Technologies
researched and the Projects (the Technology sheet), the Armory's Gear, the Titans aboard, the
Argonauts, the Cargo Hold, the factions (the Argo sheet), the Story and Doom cards. Each
entry carries its :class:`Inspection`, built by :mod:`atoterm.views.inspect_things`; no id is
ever shown (``player_words`` cleans every line).
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import TYPE_CHECKING

from atoterm.views import inspect_things as things
from atoterm.views.inspect_words import Inspection, known_names, player_words

if TYPE_CHECKING:
    from atoterm.content.schema import ContentPack
    from atoterm.engine.state import GameState

BATTLE_GROUPS = (
    "Cards",
    "Titans",
    "Gear",
    "Keywords",
    "Conditions",
    "Terrain",
    "Primordial",
    "Argo",
)
ARGO_SHEET_GROUPS = (
    "Argonauts",
    "Titans aboard",
    "Armory",
    "Keywords",
    "Cargo",
    "Factions",
    "Story",
)
TECHNOLOGY_GROUPS = ("Technologies", "Projects")


@dataclass(frozen=True)
class Thing:
    """One inspectable thing: the group it is listed under, its name, and its words."""

    group: str
    name: str
    inspection: Inspection


def _add(found: list[Thing], group: str, pack: ContentPack, inspection: Inspection | None) -> None:
    if inspection is None:
        return
    names = known_names(pack)
    lines = tuple(player_words(pack, line, names) for line in inspection.lines)
    title = player_words(pack, inspection.title, names)
    if any(t.group == group and t.name == title for t in found):
        return  # one entry per thing, however many copies are in play
    found.append(Thing(group, title, Inspection(title, lines, inspection.rules)))


def battle_things(state: GameState, pack: ContentPack) -> list[Thing]:
    battle, content = state.battle, pack.battle
    found: list[Thing] = []
    if battle is None or content is None:
        return found
    for card in (battle.decks.current_ai, battle.decks.current_bp or battle.decks.revealed_bp):
        if card:
            _add(found, "Cards", pack, things.card_inspection(pack, card))
    for titan in battle.titans:
        _add(found, "Titans", pack, things.titan_inspection(pack, state, titan))
        for held in titan.gear:
            gear = content.gear.get(held.card)
            if gear is not None and not held.discarded:
                ascended = battle.ascended.get(gear.id, ())  # a Theatre battle [MNE-015]
                _add(found, "Gear", pack, things.gear_inspection(pack, gear, ascended))
                for keyword in gear.keywords:
                    _add(found, "Keywords", pack, things.keyword_inspection(keyword, gear.name))
        for condition in titan.conditions:
            _add(found, "Conditions", pack, things.condition_inspection(pack, condition))
    for piece in battle.terrain:
        _add(found, "Terrain", pack, things.terrain_inspection(pack, piece.terrain, piece.flipped))
    prim = battle.primordial
    _add(found, "Primordial", pack, things.primordial_inspection(pack, prim.id, prim.level))
    for ability in battle.argo_abilities:
        _add(found, "Argo", pack, things.argo_ability_inspection(pack, ability.id, ability.charges))
    return found


def campaign_things(state: GameState, pack: ContentPack) -> list[Thing]:
    found: list[Thing] = []
    for tech in state.story.technologies:
        _add(found, "Technologies", pack, things.technology_inspection(pack, tech))
    for tech in state.campaign.projects:
        _add(found, "Projects", pack, things.technology_inspection(pack, tech))
    for index in range(len(state.argonauts)):
        _add(found, "Argonauts", pack, things.argonaut_inspection(pack, state, index))
    for record in state.campaign.titans:
        _add(found, "Titans aboard", pack, things.titan_class_inspection(pack, record.titan_class))
    battle = pack.battle
    for gear_id in state.story.armory:
        gear = battle.gear.get(gear_id) if battle is not None else None
        if gear is not None:
            _add(found, "Armory", pack, things.gear_inspection(pack, gear))
            for keyword in gear.keywords:
                _add(found, "Keywords", pack, things.keyword_inspection(keyword, gear.name))
    for resource, amount in sorted(state.story.resources.items()):
        if amount:
            _add(found, "Cargo", pack, things.resource_inspection(pack, state, resource))
    for faction in pack.factions:
        _add(found, "Factions", pack, things.faction_inspection(pack, state, faction.id))
    book = pack.storybook
    if book is not None:
        for card, kind in (
            (book.story_card(state.story.story_card), "Story"),
            (book.doom_card(state.story.doom_card), "Doom"),
        ):
            if card is not None:
                need = f"{card.need} {'Progress' if kind == 'Story' else 'Doom'} tokens turn it"
                _add(
                    found, "Story", pack, Inspection(f"{kind} card: {card.name}", (need, card.text))
                )
    return found


def things_in_play(
    state: GameState, pack: ContentPack, groups: tuple[str, ...] = ()
) -> list[Thing]:
    """Every inspectable thing on the table now (only ``groups``, when given)."""
    found = battle_things(state, pack) if state.battle is not None else []
    if state.battle is None or not state.battle.standalone:
        found += campaign_things(state, pack)
    return [t for t in found if not groups or t.group in groups]
