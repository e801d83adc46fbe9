"""Terrain tiles as the board shows them: one glyph per terrain type, and its words.

The glyph a tile gets is chosen over *all* the terrain types of the content, so no two types
share one (a player reading ``♣`` must know whether it is Kelp Bed or Shell Rubble). A type's
first choice comes from its most telling trait; a type that finds its trait's glyphs taken
gets the next free one. A Reinforced type has a second glyph of its own for its flipped,
plain Destructible side [TER-020].

The words are the engine's: the traits a tile has on the side it shows (``tile_traits``,
the function ``describe_board`` and the rules use), written the way ``d`` writes them, so the
legend, the cursor line and the board description always say the same.
"""

from __future__ import annotations

from collections.abc import Iterable

from atoterm.content.battle_schema import BattleContent, TerrainType
from atoterm.engine.battle.board.board import tile_traits

TRAIT_GLYPHS: tuple[tuple[str, str], ...] = (
    # Most telling trait first: a hut is a place people live before it is an obstacle.
    ("inhabited", "⌂⌘"),
    ("reinforced", "▦▩"),
    ("indestructible", "█▉"),
    ("labyrinth", "≡≣"),
    ("chasm", "∪⊔"),
    ("obscuring", "░▒"),
    ("ambrosia", "✦✧"),
    ("trap", "⌃⊼"),
    ("treasure", "$¢"),
    ("exposed", "!¡"),
    ("board_edge", "▪▫"),
    ("boundless", "∞∽"),
    ("cover", "♣∴"),
    ("obstacle", "#▚"),
    ("destructible", "※⁂"),
)
"""Glyphs a type may take, by trait, in the order the traits are looked at."""
FLIPPED_GLYPHS = "▤▥▧▨"
"""The flipped side of a Reinforced tile (a plain Destructible obstacle now)."""
SPARE_GLYPHS = "%&§¤¶•◊◇◆●■□∆∑Ω"
"""For a type none of whose traits has a free glyph left."""
BOARD_MARKS = "^○·▓r◌┃━▲▶▼◀"
"""What the board draws besides terrain (``ui/battle_text.py``: a Titan on a Vantage Point,
a mark, an empty space, the Primordial's body, rear and Blindspots, red lines, facing): never
a tile's glyph, or a tile would read as one of them."""
UNKNOWN_GLYPH = "?"


def _wanted(traits: Iterable[str]) -> list[str]:
    have = set(traits)
    wanted = [g for trait, glyphs in TRAIT_GLYPHS if trait in have for g in glyphs]
    return wanted + list(SPARE_GLYPHS)


def terrain_glyphs(bc: BattleContent) -> dict[tuple[str, bool], str]:
    """(terrain type id, flipped) -> glyph, distinct over every type of the content.

    Types are served in the content's order; each takes its first wanted glyph still free.
    """
    taken: set[str] = set(BOARD_MARKS)
    glyphs: dict[tuple[str, bool], str] = {}

    def take(candidates: Iterable[str]) -> str:
        for glyph in candidates:
            if glyph not in taken:
                taken.add(glyph)
                return glyph
        return UNKNOWN_GLYPH

    for kind in bc.terrain.values():
        glyphs[(kind.id, False)] = take(_wanted(kind.traits))
    for kind in bc.terrain.values():  # after every type has its own: the flipped sides
        if "reinforced" in kind.traits:
            glyphs[(kind.id, True)] = take([*FLIPPED_GLYPHS, *SPARE_GLYPHS])
    return glyphs


def terrain_glyph(glyphs: dict[tuple[str, bool], str], terrain_id: str, flipped: bool) -> str:
    """The glyph of a tile (a flipped tile of a type that cannot flip keeps its own)."""
    return glyphs.get((terrain_id, flipped)) or glyphs.get((terrain_id, False), UNKNOWN_GLYPH)


def terrain_traits_words(kind: TerrainType, flipped: bool) -> str:
    """``obstacle, reinforced``: the traits of the side the tile shows, in words."""
    traits = tile_traits(kind.traits, flipped)
    words = ", ".join(t.replace("_", " ") for t in traits) or "no traits"
    return words + (", flipped" if flipped else "")


def terrain_words(kind: TerrainType | None, flipped: bool = False) -> str:
    """``Grown Shell-Wall (obstacle, reinforced)``: as the board description names a tile."""
    if kind is None:
        return "unknown terrain"
    return f"{kind.name} ({terrain_traits_words(kind, flipped)})"
