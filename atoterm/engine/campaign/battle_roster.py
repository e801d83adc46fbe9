"""The Argo's side of a campaign battle: the Titans aboard (the roster), the Argo Armory, the
Argo Abilities of the Technology deck and the AA limit [BAT-SETUP-011..BAT-SETUP-019,
ADVA-022, ADVA-031..ADVA-034].

:func:`equip_from_argo` restricts a freshly built battle to what the Argo has: the living
Argonauts take Titans of the roster (at most one of each Argo-bred class) with the Armory's
gear (the "default loadout" the players may change in Setup, where ``loadout.py`` offers only
the roster and the Armory).
"""

from __future__ import annotations

import importlib
from collections.abc import Callable
from typing import Any

from atoterm.content.battle_schema import BattleContent
from atoterm.content.schema import ContentPack
from atoterm.engine.battle.core.patterns import fill_campaign_patterns
from atoterm.engine.battle.core.state import ArgoAbilityState, BattleState, TitanState
from atoterm.engine.battle.titans import loadout
from atoterm.engine.campaign import possession
from atoterm.engine.revision import default_loadout_within_sheet
from atoterm.engine.state import GameState


def optional(module: str, name: str) -> Callable[..., Any] | None:
    """A procedure of another campaign module, None while that module does not exist yet."""
    try:
        return getattr(importlib.import_module(f"atoterm.engine.campaign.{module}"), name, None)
    except ImportError:
        return None


def uses_roster(content: ContentPack, state: GameState) -> bool:
    """A campaign of a Cycle with a starting roster (not a practice adventure's state)."""
    start = content.cycle.start
    return state.step != "adventure" and bool(start.titans or start.dreamwalkers)


def equip_from_argo(content: ContentPack, state: GameState, battle: BattleState) -> None:
    """Titans from the roster, gear from the Armory, the Argo Abilities the Technology deck
    unlocks up to the AA limit, the Cycle's Tides of Fate [BAT-MISC-012]."""
    battle.from_argo = True
    battle.roster = roster(state, content)
    battle.armory = list(state.story.armory)
    battle.aa_unlocked = unlocked_argo_abilities(state, content)
    battle.aa_limit = aa_limit(state, content)
    battle.tides_of_fate = content.cycle.tides_of_fate
    battle.argo_abilities = _default_abilities(content, battle)
    seat_titans(content, state, battle)


def dreamwalker_class(content: ContentPack) -> str:
    """The class of the unnamed Dreamwalkers counted in ``Argo.dreamwalkers``."""
    assert content.battle is not None
    classes = list(content.battle.titans.values())
    found = next((c for c in classes if c.role.lower() == "dreamwalker"), None)
    return (found or next(c for c in classes if c.origin != "argo")).id


def roster(state: GameState, content: ContentPack) -> list[str]:
    """The Titans aboard as "<uid>:<class>" (uid 0: an unnamed Dreamwalker) [ADVA-031]."""
    walker = dreamwalker_class(content)
    classes = content.battle.titans if content.battle is not None else {}
    out = [f"0:{walker}"] * max(0, state.argo.dreamwalkers)
    for t in state.campaign.titans:
        out.append(f"{t.uid}:{t.titan_class if t.titan_class in classes else walker}")
    return out


def titans_aboard(state: GameState) -> int:
    return max(0, state.argo.dreamwalkers) + len(state.campaign.titans)


def aa_limit(state: GameState, content: ContentPack) -> int:
    """The AA limit of the best Propylon in the Technology deck [ADVA-022]."""
    assert content.battle is not None
    if not content.cycle.technologies:  # a pack without a Technology deck: the defaults
        return content.battle.defaults.aa_limit
    found = optional("advancement.research", "aa_limit")
    if found is not None:
        return int(found(state, content))
    techs = content.cycle.technologies
    return max((techs[t].aa_limit for t in state.story.technologies if t in techs), default=0)


def unlocked_argo_abilities(state: GameState, content: ContentPack) -> list[str]:
    """Argo Abilities of the Technologies in the Technology deck (the defaults without any)."""
    assert content.battle is not None
    techs = content.cycle.technologies
    if not techs:
        return list(content.battle.defaults.argo_abilities)
    out: list[str] = []
    for tech_id in state.story.technologies:
        for ability in techs[tech_id].argo_abilities if tech_id in techs else ():
            if ability in content.battle.argo_abilities and ability not in out:
                out.append(ability)
    return out


def _default_abilities(content: ContentPack, battle: BattleState) -> list[ArgoAbilityState]:
    assert content.battle is not None
    specs = content.battle.argo_abilities
    chosen = battle.aa_unlocked[: battle.aa_limit]
    return [ArgoAbilityState(a, specs[a].charges) for a in chosen]


def seat_titans(content: ContentPack, state: GameState, battle: BattleState) -> None:
    """Each Argonaut able to fight takes a Titan of the roster (the seat's default class when
    aboard), at most one of each Argo-bred class [ADVA-034], and the seat's default gear that
    is in the Armory, then the rest of the Armory goes where it fits [BAT-SETUP-015]; the
    players may change both in Setup (this is the "default loadout" option). A Possession card
    bound to a Titan or an Argonaut goes on that Titan first, and on no other [KEY-036,
    KEY-037]. A named Titan brings its Patterns where the edition plays them [ADVA-041]."""
    bc = content.battle
    assert bc is not None
    pool = list(battle.roster)
    armory = list(battle.armory)
    bound = possession.reserve(state, armory)  # bound copies go to their own Titans only
    taken: list[str] = []
    seated: list[TitanState] = []
    for titan in battle.titans:
        person = state.argonauts[titan.argonaut]
        if not person.alive or person.retired:
            continue
        allowed = [
            e
            for e in pool
            if not (bc.titans[e.split(":")[1]].origin == "argo" and e.split(":")[1] in taken)
        ]
        if not allowed:
            continue
        seat_class = bc.defaults.titans[titan.argonaut % len(bc.defaults.titans)]
        entry = next((e for e in allowed if e.split(":")[1] == seat_class), allowed[0])
        pool.remove(entry)
        titan.roster_uid, titan.titan_class = int(entry.split(":")[0]), entry.split(":")[1]
        taken.append(titan.titan_class)
        gear: list[str] = []
        others = [g.card for t in seated for g in t.gear]
        for card in possession.bound_cards(state, titan):  # first: what it must wear
            if card in bound and not loadout.fits(bc, titan.titan_class, gear, card, others):
                gear = loadout.add(bc, titan.titan_class, gear, card)
                bound.remove(card)
        for card in bc.defaults.loadouts[titan.argonaut % len(bc.defaults.loadouts)]:
            if card in armory and default_takes(state, bc, titan, gear, card, others):
                gear = loadout.add(bc, titan.titan_class, gear, card)
                armory.remove(card)
        titan.gear = loadout.gear_states(bc, titan.titan_class, gear)
        seated.append(titan)
    # The rest of the Armory to whoever has room, fewest cards first. A card no Titan takes
    # changes nothing, so another copy of it is refused alike until some card is taken
    # (``refused``: an Armory holds many copies, each asked of every Titan).
    refused: set[str] = set()
    for card in list(armory):
        if card in refused:
            continue
        for titan in sorted(seated, key=lambda t: (len(t.gear), t.key)):
            gear = [g.card for g in titan.gear]
            others = [g.card for t in seated if t is not titan for g in t.gear]
            if default_takes(state, bc, titan, gear, card, others):
                new = loadout.add(bc, titan.titan_class, gear, card)
                titan.gear = loadout.gear_states(bc, titan.titan_class, new)
                armory.remove(card)
                refused.clear()
                break
        else:
            refused.add(card)
    for titan in seated:  # Fists in a free hand [BAT-SETUP-026]
        final = loadout.with_fists(bc, titan.titan_class, [g.card for g in titan.gear])
        titan.gear = loadout.gear_states(bc, titan.titan_class, final)
    battle.titans[:] = seated
    fill_campaign_patterns(content, state.campaign.titans, battle)


def default_takes(
    state: GameState,
    bc: BattleContent,
    titan: TitanState,
    gear: list[str],
    card: str,
    others: list[str],
) -> bool:
    """Whether the default loadout gives ``card`` to ``titan``, which holds ``gear`` (the other
    Titans hold ``others``): the card must fit [BAT-SETUP-015..BAT-SETUP-017, KEY-038, KEY-052];
    from rules revision 4 the default also keeps to the Titan's own sheet (no attachment hosted
    on another card, BAT-SETUP-016) and gives it no second copy of a card it holds, which the
    players may still choose in Setup (``engine/revision.py``)."""
    if loadout.fits(bc, titan.titan_class, gear, card, others):
        return False
    if not default_loadout_within_sheet(state):
        return True
    if card in gear:
        return False
    if bc.gear[card].slot != "attachment":
        return True
    on_sheet = loadout.slots(bc.titans[titan.titan_class])["attachment"]
    return sum(1 for g in gear if bc.gear[g].slot == "attachment") < on_sheet
