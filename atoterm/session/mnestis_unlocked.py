"""The Titans and Argo Abilities a Theatre battle may field: those the player profile has
unlocked [MNE-011, MNE-012, MNE-013] (docs/rulings.md, "Unlocked Titans and Argo Abilities").

What is unlocked is read from the profile's Theatre record, which the won campaigns wrote:

* a Titan class is unlocked when a won campaign ended with one aboard (its Titan Stoa, the
  Dreamwalkers in the holds included: ``TheatreRecord.titans``), or when a Technology of a won
  campaign breeds it (``Technology.breeding``, any class the content names: a new class bred
  by a new Technology is unlocked the same way);
* an Argo Ability is unlocked when a Technology of a won campaign gives it
  (``Technology.argo_abilities``), and as many may be prepared as the best Argo Support
  Technology among them allows.

A record that holds no Titan (or no Technology) is one written before the Theatre kept them:
its battles take the practice Titans (or Argo Abilities), as they always did. Whatever is
unlocked, an element tagged Mnestis Prohibited is never fielded [MNE-008].
"""

from __future__ import annotations

from atoterm.content.campaign_model import Technology
from atoterm.content.schema import ContentPack
from atoterm.engine.battle.flow.mnestis import (
    ARGO_LOCK,
    GEAR_LOCK,
    MNESTIS_GEAR_LOCK,
    NEVER_IN_THEATRE,
    TITAN_LOCK,
)
from atoterm.session.game import SessionError
from atoterm.store.theatre_record import TheatreRecord

PROHIBITED_WORDS = f"Mnestis Prohibited: it is {NEVER_IN_THEATRE}"
"""How a refusal names an element tagged Mnestis Prohibited [MNE-008]."""

# The refusals word the rules as the Setup does (engine/battle/flow/mnestis.py) [MNE-013]
LOCKED_GEAR_WORDS = f"it is not unlocked ({GEAR_LOCK})"
LOCKED_MNESTIS_GEAR_WORDS = f"it is Mnestis Gear not won yet ({MNESTIS_GEAR_LOCK})"
LOCKED_TITAN_WORDS = f"it is not unlocked ({TITAN_LOCK})"
LOCKED_ARGO_WORDS = f"it is not unlocked ({ARGO_LOCK})"


def held_technologies(content: ContentPack, theatre: TheatreRecord) -> list[Technology]:
    """The won campaigns' Technologies this pack knows, in the order recorded."""
    techs = content.cycle.technologies
    return [techs[t] for t in theatre.technologies if t in techs]


def unlocked_titans(content: ContentPack, theatre: TheatreRecord) -> list[str]:
    """The Titan classes the profile unlocked, in the pack's order: aboard at a won campaign's
    end, or bred by a won campaign's Technology [MNE-013]; a record without Titans: the
    practice Titans."""
    bc = content.battle
    if bc is None:
        return []
    aboard = {cls for cls in theatre.titans if cls in bc.titans}
    # A class the Theatre itself gave (the Skyseer, MNE-021) is no won campaign's: a record
    # holding only that was written before the Theatre kept campaigns' Titans, or by no won
    # campaign at all, and still fields the practice Titans beside it.
    given = _theatre_given(content, theatre)
    if not aboard - given:
        aboard |= set(bc.defaults.titans)
    bred = {t.breeding.titan_class for t in held_technologies(content, theatre) if t.breeding}
    return [cls for cls in bc.titans if cls in aboard or cls in bred]


def _theatre_given(content: ContentPack, theatre: TheatreRecord) -> set[str]:
    """The Titan classes the Theatre's own rewards put in the record (a Skyseer given)."""
    skyseer = content.mnestis.skyseer if content.mnestis is not None else None
    if skyseer is None or not theatre.skyseers:
        return set()
    return {skyseer.titan_class}


def unlocked_argo(content: ContentPack, theatre: TheatreRecord) -> tuple[list[str], int]:
    """The Argo Abilities the profile unlocked, in the order its Technologies give them, and
    the AA Limit of the best Argo Support Technology among them [MNE-012, MNE-013]; a record
    without Technologies: the practice Abilities and limit."""
    bc = content.battle
    if bc is None:
        return [], 0
    held = held_technologies(content, theatre)
    if not held:
        return list(bc.defaults.argo_abilities), bc.defaults.aa_limit
    abilities = [a for t in held for a in t.argo_abilities if a in bc.argo_abilities]
    return list(dict.fromkeys(abilities)), max(t.aa_limit for t in held)


def find_titan(content: ContentPack, words: str) -> str:
    """The Titan class a player names (its id or name)."""
    bc = content.battle
    assert bc is not None
    wanted = _plain(words)
    for cls, titan in bc.titans.items():
        if wanted in (_plain(cls), _plain(titan.name)):
            return cls
    raise SessionError(f"no Titan called {words.strip()!r}")


def titan_refusal(content: ContentPack, theatre: TheatreRecord, cls: str) -> str:
    """Why Titan class ``cls`` may not be fielded in a Theatre battle ("" when it may)."""
    bc = content.battle
    assert bc is not None
    if bc.titans[cls].mnestis_prohibited:  # [MNE-008]
        return f"{bc.titans[cls].name} is {PROHIBITED_WORDS}"
    if cls not in unlocked_titans(content, theatre):
        return f"the {bc.titans[cls].name} cannot be fielded: {LOCKED_TITAN_WORDS}"
    return ""


def find_argo(content: ContentPack, words: str) -> str:
    """The Argo Ability a player names: its id or name, or words only its name holds ("Warning
    Bell" for "The Argo's Warning Bell")."""
    bc = content.battle
    assert bc is not None
    wanted = _plain(words)
    for aid, ability in bc.argo_abilities.items():
        if wanted in (_plain(aid), _plain(ability.name)):
            return aid
    partial = [aid for aid, a in bc.argo_abilities.items() if wanted and wanted in _plain(a.name)]
    if len(partial) == 1:
        return partial[0]
    raise SessionError(f"no Argo Ability called {words.strip()!r}")


def chosen_argo(
    content: ContentPack, theatre: TheatreRecord, wanted: list[str]
) -> tuple[list[str], int]:
    """The Argo Abilities ``wanted`` names, each checked: unlocked, not Mnestis Prohibited, no
    repeat, no more than the AA Limit; with that limit [MNE-008, MNE-012, MNE-013]."""
    bc = content.battle
    assert bc is not None
    unlocked, limit = unlocked_argo(content, theatre)
    chosen: list[str] = []
    for words in wanted:
        aid = find_argo(content, words)
        name = bc.argo_abilities[aid].name
        why = ""
        if bc.argo_abilities[aid].mnestis_prohibited:
            why = f"it is {PROHIBITED_WORDS}"
        elif aid not in unlocked:
            why = LOCKED_ARGO_WORDS
        elif aid in chosen:
            why = "it is named twice"
        elif len(chosen) >= limit:
            why = f"the AA Limit is {limit} (the best Argo Support Technology held)"
        if why:
            raise SessionError(f"{name} cannot be prepared: {why}")
        chosen.append(aid)
    return chosen, limit


def _plain(words: str) -> str:
    """Words as a player may type them: any case, hyphens or spaces ("keel ram", "Keel-Ram")."""
    return " ".join(words.replace("-", " ").replace("_", " ").split()).lower()
