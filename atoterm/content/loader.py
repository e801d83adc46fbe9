"""Load and validate a content pack folder (`content/` by default).

A pack parsed once is kept in the user's cache folder, keyed by the hash of its files and of
this code (``pack_cache.py``): the next process reads it back in a few milliseconds.
"""

from __future__ import annotations

import hashlib
from dataclasses import replace
from pathlib import Path
from typing import TYPE_CHECKING, Any

from atoterm.content.cycle_order import read_cycle
from atoterm.content.errors import ContentError, Problem
from atoterm.content.files import odd_entries, regular_chunks
from atoterm.content.locate import default_content_dir
from atoterm.content.pack_cache import cached_pack, store_pack
from atoterm.content.schema import (
    DIRECTIONS,
    MAP_SYMBOLS,
    SECTORS,
    TIMELINE_KINDS,
    ArgoStart,
    Arrow,
    ContentPack,
    Faction,
    Tile,
    TimelineEvent,
)
from atoterm.content.sea_pool import FOLDER as SEA_POOL_FOLDER

if TYPE_CHECKING:
    from atoterm.content.reader import TomlFile

FILES = ("pack.toml", "factions.toml", "timeline.toml", "map.toml")
PACK_TOP = ("pack", "argo", "campaign", "start", "cycle")
"""``[start]`` is read with the campaign content (``campaign_cards.read_start``); the optional
``[cycle]`` by ``cycle_order.read_cycle``."""
PACK_KEYS = ("id", "name", "version", "description")
ARGO_KEYS = ("crew", "hull", "argo_fate", "knowledge")
CAMPAIGN_KEYS = (
    "start_tile",
    "start_sector",
    "argonaut_names",
    "sisyphus_tear",
    "saves_on_every_loss",
    "spends_named_dreamwalkers",
    "sisyphus_after_win",
    "patterns_in_battle",
)
FACTION_KEYS = ("id", "name", "description")
TILE_KEYS = (
    "id",
    "name",
    "x",
    "y",
    "faction",
    "more_factions",
    "symbols",
    "sectors",
    "description",
    "arrow",
)
ARROW_KEYS = ("dir", "to", "from_sector", "to_sector", "restricted")


def content_hash(root: Path) -> str:
    """BLAKE2b-64 over every file below ``root`` (sorted relative path + bytes), as hex."""
    h = hashlib.blake2b(digest_size=8)
    for path in sorted(p for p in root.rglob("*") if p.is_file()):
        rel = path.relative_to(root).as_posix()
        if "__pycache__" in rel:
            continue
        h.update(rel.encode() + b"\0")
        for chunk in regular_chunks(path):  # in pieces: a large stray file costs no memory
            h.update(chunk)
        h.update(b"\0")
    return h.hexdigest()


def load_content(root: Path | str | None = None) -> ContentPack:
    """Read, check and return the pack; raise :class:`ContentError` listing every problem."""
    folder = Path(root) if root is not None else default_content_dir()
    if not folder.is_dir():
        raise ContentError([Problem(str(folder), 1, "content folder does not exist")])
    problems = [
        Problem(name, 1, f"{kind}, not a regular file: a content folder holds files and folders")
        for name, kind in odd_entries(folder)
    ]
    if problems:  # reading a FIFO or a device would wait forever, or never end
        raise ContentError(problems)
    try:
        digest: str | None = content_hash(folder)
    except OSError:  # an unreadable file: parsing reports it
        digest = None
    if digest is not None:
        cached = cached_pack(str(folder), digest)
        if cached is not None:
            return cached
    pack = _parse(folder, digest)
    if digest is not None and _unchanged(folder, digest):
        store_pack(str(folder), pack)  # only what was parsed from the files the key names
    return pack


def parse_content(root: Path | str) -> ContentPack:
    """Read and check the pack in ``root`` as :func:`load_content` does, without the cache: for
    a folder read once (a generated sea written out to be checked), whose entry would only push
    the packs a player uses out of the cache."""
    folder = Path(root)
    if not folder.is_dir():
        raise ContentError([Problem(str(folder), 1, "content folder does not exist")])
    return _parse(folder, None)


def _unchanged(folder: Path, digest: str) -> bool:
    try:
        return content_hash(folder) == digest
    except OSError:
        return False


def _parse(folder: Path, digest: str | None) -> ContentPack:
    """Read and check every file of the pack (``digest``: its files' hash, when known)."""
    # The parsers are imported only when a pack is parsed: a process that finds the pack in
    # the cache (every `atoterm` verb, most of the time) never loads them or the TOML reader.
    from atoterm.content.battle_loader import load_battle
    from atoterm.content.campaign_load import campaign_symbols, load_campaign
    from atoterm.content.map_check import check_map
    from atoterm.content.mnestis_load import load_mnestis
    from atoterm.content.reader import TomlFile
    from atoterm.content.sea_pool_load import load_sea_pool
    from atoterm.content.story_cards import read_campaign
    from atoterm.content.story_check import check_storybook
    from atoterm.content.story_load import load_storybook

    problems: list[Problem] = []
    pack_file, factions_file, timeline_file, map_file = (
        TomlFile(folder, name, problems) for name in FILES
    )
    if problems:
        raise ContentError(problems)
    factions = _factions(factions_file)
    faction_ids = {f.id for f in factions}
    map_file.check_keys(map_file.data, map_file.lines.table(""), ("tile",), "")
    tiles, order = read_tiles(map_file, faction_ids, campaign_symbols(folder))
    days, events = _timeline(timeline_file)
    pack = _pack(pack_file, folder, factions, tiles, order, days, events, digest)
    if not problems:
        check_map(pack, map_file)
    if (folder / "battle").is_dir():
        pack = replace(pack, battle=load_battle(folder / "battle", problems))
        _check_earlier_gear(pack_file, pack)
    pack = replace(pack, campaign=read_campaign(folder, problems))
    if not problems:
        pack = replace(pack, cycle=load_campaign(folder, pack, problems))
    if (folder / "storybook").is_dir() and not problems:
        book = load_storybook(folder / "storybook", problems)
        check_storybook(book, pack, pack.campaign, problems)
        pack = replace(pack, storybook=book)
    if not problems:
        pack = replace(pack, mnestis=load_mnestis(folder, pack, problems))
    if (folder / SEA_POOL_FOLDER).is_dir() and not problems:  # the generated seas' pool (issue 17)
        pack = replace(pack, sea_pool=load_sea_pool(folder, pack, problems))
    if problems:
        raise ContentError(problems)
    return pack


def _pack(
    f: TomlFile,
    folder: Path,
    factions: tuple[Faction, ...],
    tiles: dict[int, Tile],
    order: tuple[int, ...],
    days: int,
    events: tuple[TimelineEvent, ...],
    digest: str | None = None,
) -> ContentPack:
    pack = _table(f, "pack")
    argo = _table(f, "argo")
    campaign = _table(f, "campaign")
    pt, at, ct = (f.lines.table(n) for n in ("pack", "argo", "campaign"))
    f.check_keys(f.data, f.lines.table(""), PACK_TOP, "")
    f.check_keys(pack, pt, PACK_KEYS, "[pack]")
    f.check_keys(argo, at, ARGO_KEYS, "[argo]")
    f.check_keys(campaign, ct, CAMPAIGN_KEYS, "[campaign]")
    names = f.get(campaign, ct, "argonaut_names", list)
    if len(names) < 4:
        f.problem(f.lines.key(ct, "argonaut_names"), "at least 4 argonaut_names are needed")
    start = ArgoStart(
        *(f.get(argo, at, k, int) for k in ("crew", "hull", "argo_fate", "knowledge"))
    )
    for key in ("crew", "hull"):
        if getattr(start, key) <= 0:
            f.problem(f.lines.key(at, key), f"{key} must be at least 1")
    start_tile = f.get(campaign, ct, "start_tile", int)
    start_sector = f.get(campaign, ct, "start_sector", str, default="")
    if start_tile not in tiles:
        f.problem(f.lines.key(ct, "start_tile"), f"start_tile {start_tile} is not a map tile")
    elif start_sector not in ("", *tiles[start_tile].sectors) or (
        tiles[start_tile].sectors and not start_sector
    ):
        f.problem(f.lines.key(ct, "start_sector"), "start_sector does not fit the start tile")
    return ContentPack(
        id=f.get(pack, pt, "id", str),
        name=f.get(pack, pt, "name", str),
        version=f.get(pack, pt, "version", int),
        description=f.get(pack, pt, "description", str, default=""),
        hash=digest if digest is not None else content_hash(folder),
        argo=start,
        start_tile=start_tile,
        start_sector=start_sector,
        argonaut_names=tuple(names),
        factions=factions,
        tiles=tiles,
        timeline_days=days,
        timeline=events,
        source=str(folder),
        tile_order=order,
        cycle_order=read_cycle(f),
        sisyphus_tear=f.get(campaign, ct, "sisyphus_tear", str, default=""),
        saves_on_every_loss=f.get(campaign, ct, "saves_on_every_loss", bool, default=False),
        spends_named_dreamwalkers=f.get(
            campaign, ct, "spends_named_dreamwalkers", bool, default=False
        ),
        sisyphus_after_win=f.get(campaign, ct, "sisyphus_after_win", bool, default=False),
        patterns_in_battle=f.get(campaign, ct, "patterns_in_battle", bool, default=False),
    )


def _check_earlier_gear(f: TomlFile, pack: ContentPack) -> None:
    """``[cycle] earlier_gear`` names Gear the pack's battle content defines [ADV-037]."""
    gear = pack.battle.gear if pack.battle is not None else {}
    for card in sorted(pack.cycle_order.earlier_gear or {}):
        if card not in gear:
            where = f.lines.key(f.lines.table("cycle"), "earlier_gear")
            f.problem(where, f"earlier_gear: {card!r} is not a Gear card of this pack")


def _table(f: TomlFile, name: str) -> dict[str, Any]:
    value = f.data.get(name)
    if not isinstance(value, dict):
        f.problem(1, f"missing table [{name}]")
        return {}
    return value


def _array(f: TomlFile, name: str) -> list[dict[str, Any]]:
    value = f.data.get(name, [])
    if not isinstance(value, list) or not all(isinstance(v, dict) for v in value):
        f.problem(1, f"[[{name}]] must be an array of tables")
        return []
    return value


def _factions(f: TomlFile) -> tuple[Faction, ...]:
    result = []
    seen: set[str] = set()
    f.check_keys(f.data, f.lines.table(""), ("faction",), "")
    for i, raw in enumerate(_array(f, "faction")):
        where = f.lines.table("faction", i)
        f.check_keys(raw, where, FACTION_KEYS, f"[[faction]] #{i + 1}")
        fid = f.get(raw, where, "id", str)
        if fid in seen:
            f.problem(f.lines.key(where, "id"), f"duplicate faction id {fid!r}")
        seen.add(fid)
        result.append(
            Faction(
                fid,
                f.get(raw, where, "name", str),
                f.get(raw, where, "description", str, default=""),
            )
        )
    if not result:
        f.problem(1, "at least one [[faction]] is needed")
    return tuple(result)


def _timeline(f: TomlFile) -> tuple[int, tuple[TimelineEvent, ...]]:
    root = f.lines.table("")
    days = f.get(f.data, root, "days", int)
    if days < 1:
        f.problem(f.lines.key(root, "days"), "days must be at least 1")
    events = []
    for i, raw in enumerate(_array(f, "event")):
        where = f.lines.table("event", i)
        day = f.get(raw, where, "day", int)
        kind = f.get(raw, where, "kind", str)
        if not 1 <= day <= days:
            f.problem(f.lines.key(where, "day"), f"day {day} is outside the Timeline (1..{days})")
        if kind not in TIMELINE_KINDS:
            f.problem(
                f.lines.key(where, "kind"),
                f"unknown event kind {kind!r} (one of {', '.join(TIMELINE_KINDS)})",
            )
        events.append(TimelineEvent(day, kind, f.get(raw, where, "label", str)))
    return days, tuple(sorted(events, key=lambda e: e.day))


def read_tiles(
    f: TomlFile, faction_ids: set[str], cycle_symbols: tuple[str, ...] = ()
) -> tuple[dict[int, Tile], tuple[int, ...]]:
    tiles: dict[int, Tile] = {}
    order: list[int] = []
    places: dict[tuple[int, int], int] = {}
    for i, raw in enumerate(_array(f, "tile")):
        where = f.lines.table("tile", i)
        tid = f.get(raw, where, "id", int)
        f.check_keys(raw, where, TILE_KEYS, f"tile {tid}")
        x, y = f.get(raw, where, "x", int), f.get(raw, where, "y", int)
        if tid in tiles:
            f.problem(f.lines.key(where, "id"), f"duplicate tile id {tid}")
        if (x, y) in places:
            f.problem(
                f.lines.key(where, "x"),
                f"tile {tid} is on the same square as tile {places[(x, y)]}",
            )
        places[(x, y)] = tid
        faction = f.get(raw, where, "faction", str, default="")
        if faction and faction not in faction_ids:
            f.problem(f.lines.key(where, "faction"), f"unknown faction {faction!r}")
        symbols = f.get(raw, where, "symbols", list, default=[])
        for symbol in symbols:
            if symbol not in MAP_SYMBOLS and symbol not in cycle_symbols:
                f.problem(f.lines.key(where, "symbols"), f"unknown map symbol {symbol!r}")
        more = f.get(raw, where, "more_factions", list, default=[])
        for other in more:  # several faction symbols: the players choose [VOY-043]
            if other not in faction_ids or other == faction:
                why = "repeats the tile's faction" if other == faction else "is unknown"
                f.problem(f.lines.key(where, "more_factions"), f"more_factions: {other!r} {why}")
        sectors = f.get(raw, where, "sectors", list, default=[])
        if sectors and sorted(sectors) != sorted(SECTORS):
            f.problem(f.lines.key(where, "sectors"), 'sectors must be [] or ["alpha", "beta"]')
        arrows = []
        arrow_tables = f.lines.children(where, "tile.arrow") if where else []
        raw_arrows = raw.get("arrow", [])
        if not isinstance(raw_arrows, list):
            f.problem(where.start if where else 1, "[[tile.arrow]] must be an array of tables")
            raw_arrows = []
        for j, arrow in enumerate(raw_arrows):
            at = arrow_tables[j] if j < len(arrow_tables) else where
            if not isinstance(arrow, dict):
                f.problem(
                    at.start if at else 1,
                    f"tile {tid}: each waterway must be a [[tile.arrow]] table",
                )
                continue
            f.check_keys(arrow, at, ARROW_KEYS, f"a waterway of tile {tid}")
            direction = f.get(arrow, at, "dir", str)
            if direction not in DIRECTIONS:
                f.problem(f.lines.key(at, "dir"), f"dir must be N, E, S or W, not {direction!r}")
            arrows.append(
                Arrow(
                    dir=direction,
                    to=f.get(arrow, at, "to", int),
                    from_sector=f.get(arrow, at, "from_sector", str, default=""),
                    to_sector=f.get(arrow, at, "to_sector", str, default=""),
                    restricted=f.get(arrow, at, "restricted", str, default=""),
                )
            )
        tiles[tid] = Tile(
            id=tid,
            name=f.get(raw, where, "name", str),
            x=x,
            y=y,
            faction=faction,
            symbols=tuple(symbols),
            sectors=tuple(sectors),
            description=f.get(raw, where, "description", str, default=""),
            arrows=tuple(arrows),
            more_factions=tuple(more),
        )
        order.append(tid)
    if not tiles:
        f.problem(1, "at least one [[tile]] is needed")
    return tiles, tuple(order)
