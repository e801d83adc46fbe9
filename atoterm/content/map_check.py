"""Cross-checks of the map: waterways, sectors and reachability [VOY-002..VOY-012]."""

from __future__ import annotations

from collections.abc import Callable

from atoterm.content.reader import TomlFile
from atoterm.content.schema import DIRECTIONS, SECTORS, ContentPack
from atoterm.content.toml_lines import Table

Position = tuple[int, str]
"""(tile id, sector) — the sector is empty on an undivided tile."""


def check_map(pack: ContentPack, f: TomlFile, written: dict[int, int] | None = None) -> None:
    """Record every map problem in ``f`` with the line of the offending arrow or tile.

    ``written`` maps tile ids to their index among the ``[[tile]]`` tables of ``f`` (default:
    the pack's tile order); tiles not written in ``f`` are reported at its first line.
    """
    tile_index = written if written is not None else {t: i for i, t in enumerate(pack.tile_order)}

    def where_of(tile_id: int) -> Table | None:
        index = tile_index.get(tile_id)
        return None if index is None else f.lines.table("tile", index)

    for tile_id in pack.tile_order:
        tile = pack.tiles[tile_id]
        where = where_of(tile_id)
        arrow_tables = f.lines.children(where, "tile.arrow") if where else []
        by_dir: dict[str, list[int]] = {}
        for j, arrow in enumerate(tile.arrows):
            at = arrow_tables[j] if j < len(arrow_tables) else where
            line = f.lines.key(at, "to")
            target = pack.tiles.get(arrow.to)
            if target is None:
                f.problem(line, f"tile {tile_id}: waterway leads to unknown tile {arrow.to}")
                continue
            dx, dy = DIRECTIONS.get(arrow.dir, (0, 0))
            if (target.x, target.y) != (tile.x + dx, tile.y + dy):
                f.problem(
                    line, f"tile {tile_id}: tile {arrow.to} is not the neighbour to the {arrow.dir}"
                )
            if tile.sectors and arrow.from_sector not in SECTORS:
                f.problem(line, f"tile {tile_id} is sectored: from_sector must be alpha or beta")
            if not tile.sectors and arrow.from_sector:
                f.problem(line, f"tile {tile_id} has no sectors: from_sector must be empty")
            if target.sectors and arrow.to_sector not in SECTORS:
                f.problem(line, f"tile {arrow.to} is sectored: to_sector must be alpha or beta")
            if not target.sectors and arrow.to_sector:
                f.problem(line, f"tile {arrow.to} has no sectors: to_sector must be empty")
            by_dir.setdefault(arrow.dir, []).append(j)
        for direction in sorted(by_dir):
            indexes = by_dir[direction]
            if len(indexes) < 2:
                continue
            arrows = [tile.arrows[j] for j in indexes]
            line = where.start if where else 1
            # [VOY-006] two arrows in one direction only lead into the two sectors of one tile.
            if (
                len(arrows) > 2
                or arrows[0].to != arrows[1].to
                or arrows[0].to_sector == arrows[1].to_sector
            ):
                f.problem(
                    line,
                    f"tile {tile_id}: arrows sharing direction {direction} must enter different sectors of one tile",
                )
    if f.problems:
        return
    _check_reachability(pack, f, where_of)


def exits(
    pack: ContentPack, position: Position, technologies: tuple[str, ...] = ()
) -> list[Position]:
    tile_id, sector = position
    result = []
    for arrow in pack.tiles[tile_id].arrows:
        if arrow.from_sector and arrow.from_sector != sector:
            continue
        if arrow.restricted and arrow.restricted not in technologies:
            continue
        result.append((arrow.to, arrow.to_sector))
    return result


def _check_reachability(
    pack: ContentPack, f: TomlFile, where_of: Callable[[int], Table | None]
) -> None:
    start: Position = (pack.start_tile, pack.start_sector)
    seen = {start}
    queue = [start]
    while queue:
        position = queue.pop()
        for nxt in exits(pack, position):
            if nxt not in seen:
                seen.add(nxt)
                queue.append(nxt)
    reached_tiles = {tile for tile, _ in seen}
    for tile_id in pack.tile_order:
        where = where_of(tile_id)
        if where is None and f.lines.table("tile") is not None:
            continue  # a scenario checks only the tiles it writes itself
        line = where.start if where else 1
        if tile_id not in reached_tiles and not _reached_by_restricted(pack, tile_id):
            f.problem(
                line, f"tile {tile_id} cannot be reached from the start tile {pack.start_tile}"
            )
    for tile_id, sector in sorted(seen):
        if not exits(pack, (tile_id, sector)):
            where = where_of(tile_id)
            place = f"tile {tile_id}" + (f" sector {sector}" if sector else "")
            f.problem(
                where.start if where else 1,
                f"{place} has no free waterway out: the Argo would be trapped",
            )


def _reached_by_restricted(pack: ContentPack, tile_id: int) -> bool:
    """Tiles behind a Restricted waterway are fine: a Technology opens them later."""
    every_tech = tuple(
        sorted({a.restricted for t in pack.tiles.values() for a in t.arrows if a.restricted})
    )
    start: Position = (pack.start_tile, pack.start_sector)
    seen = {start}
    queue = [start]
    while queue:
        position = queue.pop()
        if position[0] == tile_id:
            return True
        for nxt in exits(pack, position, every_tech):
            if nxt not in seen:
                seen.add(nxt)
                queue.append(nxt)
    return False
