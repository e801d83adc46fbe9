"""``generate_sea``: a content pack whose sea is generated from a seed (issue 17).

The result is the base pack with its map, start tile, Timeline (days, events, Acclimations,
Evolution Tracks), Exploration deck, Story and Doom cards and Adventure Hubs table replaced
(``dataclasses.replace``); everything else (battles, Technologies, the storybook's pages,
the Mnestis Theatre) is the base pack's own. It is a pure function of (base content, seed,
length): every draw comes from the engine's named streams ``sea.*`` (``draws.py``), nothing
reads a file, the clock or a global. What varies and within which limits:
``docs/generated-seas.md``.
"""

from __future__ import annotations

from dataclasses import replace

from atoterm.content.campaign_model import Acclimation
from atoterm.content.schema import ContentPack
from atoterm.engine.seagen import story
from atoterm.engine.seagen.deck import make_deck
from atoterm.engine.seagen.draws import SeaDraws
from atoterm.engine.seagen.layout import make_map
from atoterm.engine.seagen.profile import LATEST, profile
from atoterm.engine.seagen.timeline import make_timeline


def generate_sea(base: ContentPack, seed: int, length: str, version: int = LATEST) -> ContentPack:
    """The base pack with a sea generated from ``seed`` (``length``: "full" or "short") by
    generator ``version`` (``profile.VERSIONS``: a journal's sea is made again by the version
    it names)."""
    prof = profile(length, version)
    if not 0 <= seed < 2**64:
        raise ValueError(f"a sea's seed is a whole number from 0 to 2**64-1, not {seed}")
    draws = SeaDraws(seed, length)
    sea = make_map(base, prof, draws)
    timeline = make_timeline(base, draws, length, prof.days)
    accl_events = [e for e in timeline.events if e.kind == "acclimation"]
    deck = make_deck(base, draws, len(accl_events))
    acclimations = tuple(
        Acclimation(event.day, event.label, removed, added)
        for event, removed, added in zip(accl_events, deck.removes, deck.adds, strict=True)
    )
    cycle = replace(
        base.cycle,
        exploration=deck.cards,
        exploration_start=deck.start,
        acclimations=acclimations,
        evolution=timeline.evolution,
    )
    book = base.storybook
    if book is not None:
        stories, dooms = story.story_cards(book, sea.moved, length)
        book = replace(
            book,
            story_cards=stories,
            doom_cards=dooms,
            hub_rows=story.hub_rows(draws, book.hub_rows),
        )
    # A profile first made by a later version names it: two seas never share a hash, and
    # version 1's seas (every full sea) keep theirs.
    made_by = f"-v{prof.version}" if prof.version > 1 else ""
    return replace(
        base,
        hash=f"{base.hash}+sea-{length}-{seed}{made_by}",
        tiles=sea.tiles,
        tile_order=sea.order,
        start_tile=sea.start,
        start_sector="",
        timeline_days=timeline.days,
        timeline=timeline.events,
        cycle=cycle,
        storybook=book,
    )
