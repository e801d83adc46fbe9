"""What a generated sea changes in the storybook's tables: the Story and Doom cards' needs and
tiles [CAMP-031, CAMP-036], and the Adventure Hubs table [ADV-020].

* A Story card that sends the Argo to a tile (the Coiled Stair, 3A and 3B) names that tile's
  number on the generated map.
* On a ``short`` sea the story must fit some 20 days: each Story card needs half its Progress,
  rounded up (13 in all becomes 7; the Progress a thorough explorer finds by day 15 of a short
  sea is about half of what one finds by day 30 of a full one, so the story asks about the
  same share of it), and each Doom card two thirds of its Doom, rounded up (31 becomes 23:
  Doom comes from the sea every day, so a voyage of half the days gathers less of it, but the
  story's own pages give as much Doom as on a full voyage). A full sea keeps both.
* The Adventure Hubs table: in each Story column (I, II, III) the rows' cells (a hub and the
  Adventure Terrain noted with it) are shuffled among the rows. Each column keeps its hubs,
  as often as the story gives them (every hub can still be rolled in every act), and a
  terrain stays with its own hub; what changes is which d10 results roll which hub, so a
  hub that was the likely one of an act may be the rare one.
"""

from __future__ import annotations

from dataclasses import replace

from atoterm.content.story_model import HubRow, Storybook, StoryCard
from atoterm.engine.seagen.draws import SeaDraws


def _half_up(need: int) -> int:
    return max(1, (need + 1) // 2)


def _two_thirds_up(need: int) -> int:
    return max(1, (need * 2 + 2) // 3)


def story_cards(
    book: Storybook, moved: dict[int, int], length: str
) -> tuple[tuple[StoryCard, ...], tuple[StoryCard, ...]]:
    """The Story and Doom cards of the sea (module docstring)."""
    stories = tuple(
        replace(
            card,
            tile=moved.get(card.tile, card.tile),
            need=_half_up(card.need) if length == "short" else card.need,
        )
        for card in book.story_cards
    )
    dooms = tuple(
        replace(card, need=_two_thirds_up(card.need) if length == "short" else card.need)
        for card in book.doom_cards
    )
    return stories, dooms


def hub_rows(draws: SeaDraws, rows: tuple[HubRow, ...]) -> tuple[HubRow, ...]:
    """The Adventure Hubs table with each column's cells shuffled among its rows."""
    if not rows:
        return rows
    columns = len(rows[0].hubs)
    cells = [
        draws.shuffled("hubs", [(r.hubs[c], r.terrain[c]) for r in rows]) for c in range(columns)
    ]
    return tuple(
        replace(
            row,
            hubs=tuple(cells[c][i][0] for c in range(columns)),
            terrain=tuple(cells[c][i][1] for c in range(columns)),
        )
        for i, row in enumerate(rows)
    )
