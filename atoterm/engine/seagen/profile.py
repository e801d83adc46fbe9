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

from dataclasses import dataclass
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
)

PROFILES = MappingProxyType({"full": FULL, "short": SHORT})


def profile(length: str) -> Profile:
    """The profile of ``length``; a ValueError names the lengths there are."""
    if length not in PROFILES:
        raise ValueError(f"sea length must be one of {', '.join(LENGTHS)}, not {length!r}")
    return PROFILES[length]
