"""The Skyseer: the Mnestis Theatre's Titan that campaigns may use [MNE-021] (docs/mnestis.md,
the ruling in docs/rulings.md).

* The first win of the Tree node ``[skyseer] node`` gives one Skyseer and its two Gear cards.
* *Instant Drop*, in the Theatre: spend Ascended Cores and Dreamwalkers held in the profile
  (``drop_cores``, ``drop_dreamwalkers``: one each) for one more Skyseer at once. The Theatre's
  Dreamwalkers are the ones the won campaigns ended with (``TheatreRecord.dreamwalkers``), as
  its unlocked Titans are the classes they ended with.
* A campaign begun afterwards starts with every Skyseer the profile holds aboard and the
  Technology that breeds more (*Skyseer Breeding*: 2 Dreamwalkers, the Skyseer arrives 20 days
  later, one at a time), both kept in its journal header so a replay never reads the profile.

Pure functions over the profile's :class:`TheatreRecord`; the session writes the profile.
"""

from __future__ import annotations

from pathlib import Path

from atoterm.content.mnestis_schema import SkyseerReward
from atoterm.content.schema import ContentPack
from atoterm.engine.campaign.advancement.titans import dreamwalkers
from atoterm.engine.state import GameState
from atoterm.store.profile import Profile, ProfileError
from atoterm.store.profile_update import update_profile
from atoterm.store.theatre_record import TheatreRecord

MAX_SKYSEERS = 100
"""More Skyseers than a profile gains in any real play: Instant Drop stops there (the header's
lists are bounded, and a campaign takes at most one of them into a battle, ADVA-034)."""


def skyseer_of(content: ContentPack) -> SkyseerReward | None:
    return content.mnestis.skyseer if content.mnestis is not None else None


def grant_skyseer(theatre: TheatreRecord, content: ContentPack) -> list[str]:
    """The first win of the Skyseer's node: one Skyseer, its Gear (joining the Armory of later
    campaigns, as Guaranteed Loot does) and the class unlocked for the Theatre's Setup. What
    was gained, as ids."""
    skyseer = skyseer_of(content)
    if skyseer is None:
        return []
    theatre.skyseers += 1
    if skyseer.titan_class not in theatre.titans:
        theatre.titans.append(skyseer.titan_class)
    for card in skyseer.gear:
        if card not in theatre.loot:
            theatre.loot.append(card)
    return [f"skyseer {theatre.skyseers}", *(f"gear {card}" for card in skyseer.gear)]


def record_dreamwalkers(theatre: TheatreRecord, state: GameState, content: ContentPack) -> None:
    """A counted campaign victory: its Dreamwalkers (the unnamed ones and, where the Cycle says
    so, the named) become the Theatre's, for Instant Drop [MNE-021]."""
    if skyseer_of(content) is not None:
        theatre.dreamwalkers += dreamwalkers(state, content)


def _cores(theatre: TheatreRecord, content: ContentPack) -> list[str]:
    """The Ascended Cores the profile holds, by material id in content order."""
    mnestis = content.mnestis
    if mnestis is None:
        return []
    return [m for m, mat in mnestis.materials.items() if mat.core and theatre.materials.get(m)]


def drop_problem(theatre: TheatreRecord, content: ContentPack) -> str:
    """Why Instant Drop cannot be done now, in the player's words ("" when it can)."""
    skyseer = skyseer_of(content)
    if skyseer is None:
        return "this content pack has no Skyseer"
    if not theatre.unlocked:
        return "the Mnestis Theatre is locked"
    if theatre.skyseers == 0:
        return "no Skyseer has come yet: win the Tree node that gives the first one"
    if theatre.skyseers >= MAX_SKYSEERS:
        return f"the profile already holds {MAX_SKYSEERS} Skyseers"
    held = sum(theatre.materials.get(m, 0) for m in _cores(theatre, content))
    if held < skyseer.drop_cores:
        return (
            f"it takes {_count(skyseer.drop_cores, 'Ascended Core')} and the profile holds "
            f"{held} (a Level 9 node's first win gives one)"
        )
    if theatre.dreamwalkers < skyseer.drop_dreamwalkers:
        return (
            f"it takes {_count(skyseer.drop_dreamwalkers, 'Dreamwalker')} and the Theatre holds "
            f"{theatre.dreamwalkers} (a won campaign brings the Dreamwalkers it ends with)"
        )
    return ""


def drop_price(content: ContentPack) -> str:
    skyseer = skyseer_of(content)
    if skyseer is None:
        return ""
    cores = _count(skyseer.drop_cores, "Ascended Core")
    return f"{cores} and {_count(skyseer.drop_dreamwalkers, 'Dreamwalker')}"


def instant_drop(theatre: TheatreRecord, content: ContentPack) -> str:
    """Spend the price for one Skyseer at once (ValueError with the reason when refused); what
    was done, in the player's words. The Cores are taken in content order."""
    why = drop_problem(theatre, content)
    if why:
        raise ValueError(why)
    skyseer = skyseer_of(content)
    assert skyseer is not None
    owed = skyseer.drop_cores
    for material in _cores(theatre, content):
        spent = min(owed, theatre.materials[material])
        theatre.materials[material] -= spent
        owed -= spent
    theatre.dreamwalkers -= skyseer.drop_dreamwalkers
    theatre.skyseers += 1
    return (
        f"Instant Drop: {drop_price(content)} spent; a Skyseer stands in the Theatre "
        f"({theatre.skyseers} for your campaigns)."
    )


def drop_and_write(
    content: ContentPack, path: Path, profile: Profile | None = None
) -> tuple[Profile, str]:
    """Instant Drop on the profile at ``path`` as it is now (``update_profile``: read afresh
    under the lock, so what another atoterm wrote meanwhile is kept and nothing is spent
    twice), written before it is returned with what was done. ValueError with the reason,
    nothing spent, when it is refused or the profile is damaged; OSError when it cannot be
    written (the lock held included). ``profile``: the one to start from when there is no
    file yet."""
    try:
        return update_profile(path, lambda fresh: instant_drop(fresh.theatre, content), profile)
    except ProfileError as exc:
        raise ValueError(f"{exc}; it will not be updated") from None


def campaign_gifts(theatre: TheatreRecord, content: ContentPack) -> tuple[list[str], list[str]]:
    """The Titan classes and Technologies a campaign begun now takes from the Theatre: every
    Skyseer held and the Technology that breeds more; nothing before the first Skyseer."""
    skyseer = skyseer_of(content)
    if skyseer is None or theatre.skyseers == 0:
        return [], []
    count = min(theatre.skyseers, MAX_SKYSEERS)
    return [skyseer.titan_class] * count, [skyseer.technology]


def _count(n: int, word: str) -> str:
    return f"{n} {word}" + ("" if n == 1 else "s")
