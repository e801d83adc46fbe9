"""How big a generated sea is: the counts of a ``full`` and a ``short`` voyage.

The ``full`` counts are the hand-made Carnelian Sea's (``content/map.toml``: 57 tiles on a 9 by
8 grid, 22 Progress, 11 Adventure, 9 Doom, 8 City, 7 Titan, 5 R&R and 4 Waymark symbols, five
sectored tiles, three restricted waterways, three one-way ones) and its 40-day Timeline. A
``short`` voyage is about 20 days, so its sea is smaller (36 tiles on 7 by 6): the Argo still
sees much of it in an evening, and the symbols keep the hand-made sea's density per tile, the
Progress a little denser because the story's need is scaled by less than the days
(``story.py``). Why each figure: ``docs/generated-seas.md``.
"""

from __future__ import annotations

from dataclasses import dataclass, replace
from types import MappingProxyType

LENGTHS = ("full", "short")


@dataclass(frozen=True)
class Profile:
    """The counts a generated sea of one length is made to."""

    length: str
    width: int
    height: int
    tiles: int
    symbols: tuple[tuple[str, int], ...]
    """How many of each map symbol, cities and the Stair's own included."""
    sectored: int
    restricted: int
    one_way: int
    more_factions: int
    """Border tiles that show a second faction symbol [VOY-043]."""
    days: int
    story_days: tuple[int, int]
    """Days by free waterways from the start to a story tile (the Coiled Stair), least and
    most (the hand-made sea: 5)."""
    farthest: int
    """Days by free waterways to the farthest tile, at most (the hand-made sea: 12)."""
    route_days: int
    """The thorough explorer's horizon (``fairness.py``): day 30 of 40, day 15 of 20."""
    least_progress: int
    """Progress symbols the best route of ``route_days`` moves must meet (``fairness.py``)."""
    square_numbers: bool = False
    """Whether a tile's number tells its square (``layout._numbers``): holes keep theirs."""
    version: int = 1
    """The generator version that made these counts (``VERSIONS``): a sea of a profile of
    version 1 is the sea version 1 made; a later one's pack hash says its version."""


FULL = Profile(
    length="full",
    width=9,
    height=8,
    tiles=57,
    symbols=(
        ("progress", 22),
        ("adventure", 11),
        ("doom", 9),
        ("city", 8),
        ("titan", 7),
        ("rr", 5),
        ("waymark", 4),
    ),
    sectored=5,
    restricted=3,
    one_way=3,
    more_factions=4,
    days=40,
    story_days=(4, 8),
    farthest=16,
    route_days=30,
    least_progress=15,
)

SHORT = Profile(
    length="short",
    width=7,
    height=6,
    tiles=36,
    symbols=(
        ("progress", 16),
        ("adventure", 7),
        ("doom", 5),
        ("city", 5),
        ("titan", 5),
        ("rr", 3),
        ("waymark", 2),
    ),
    sectored=3,
    restricted=2,
    one_way=2,
    more_factions=2,
    days=20,
    story_days=(3, 6),
    farthest=11,
    route_days=15,
    least_progress=9,
)

SHORT_2 = replace(SHORT, version=2, days=22, story_days=(4, 6), square_numbers=True)
"""Version 2's short sea (stop 31, docs/generated-seas.md "Fairness, measured"): measured with
the expert player, version 1's short seas were bimodal, the Stair 3 days out won every game by
day 12-14 while seas that needed the whole voyage to find it ran out of days. Two days more
(the Timeline Battles on days 5, 11, 16 and 22), the Stair 4 to 6 days out (placed 4 or 5),
and tile numbers that tell their squares, so that the Stair is found where its number says."""

VERSIONS = MappingProxyType(
    {
        1: MappingProxyType({"full": FULL, "short": SHORT}),
        2: MappingProxyType({"full": FULL, "short": SHORT_2}),
    }
)
"""Every version of the generator, with its profiles: a journal's sea is made again by the
version it was made by (``session/sea.py``), so a version once released is kept unchanged.
Version 2 tuned short seas only: a full sea of version 2 is version 1's, byte for byte."""
LATEST = max(VERSIONS)
PROFILES = VERSIONS[LATEST]


def profile(length: str, version: int = LATEST) -> Profile:
    """The profile of ``length`` in generator ``version``; a ValueError names the lengths or
    versions there are."""
    if version not in VERSIONS:
        known = ", ".join(map(str, VERSIONS))
        raise ValueError(f"the sea generator's versions are {known}, not {version!r}")
    if length not in VERSIONS[version]:
        raise ValueError(f"sea length must be one of {', '.join(LENGTHS)}, not {length!r}")
    return VERSIONS[version][length]
