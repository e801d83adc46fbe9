"""A generated sea written as the hand-made pack's own TOML files.

``sea_files(pack, exploration_texts, pack_text)`` returns, by path inside a content folder,
the text of every file a generated sea changes: ``map.toml``, ``timeline.toml``,
``exploration.toml``, ``pack.toml``, ``storybook/cards.toml`` and ``storybook/hubs.toml``, in the
formats of ``docs/campaign-format.md`` and ``docs/storybook-format.md``. Written over a copy of
the base folder they make a pack the normal loader reads back to the same sea, so every check
of ``atoterm content check`` applies to it unchanged (``session/sea_files.py`` writes the
folder; ``tests/test_seagen_checks.py`` compares the two). The texts are also what
``sea_digest`` hashes.

The Exploration cards are copied as written (from the hand-made ``exploration.toml`` and the
pool's), each ``[[card]]`` table with its ``[[card.option]]`` tables, so no effect is
rewritten.
"""

from __future__ import annotations

import hashlib
import json
import re

from atoterm.content.schema import ContentPack, Tile
from atoterm.content.story_model import HubRow, StoryCard

CARD_HEADER = "[[card]]"


def q(text: str) -> str:
    """A TOML basic string (JSON's escapes are TOML's)."""
    return json.dumps(text, ensure_ascii=False)


def qlist(items: tuple[str, ...] | list[str]) -> str:
    return "[" + ", ".join(q(i) for i in items) + "]"


def map_text(pack: ContentPack, seed: int, length: str) -> str:
    lines = [
        f"# A generated sea of {pack.name}: seed {seed}, {length} (docs/generated-seas.md).",
        "# Grid: x grows east, y grows south. Arrows are waterways; see docs/setting.md.",
    ]
    for tid in pack.tile_order:
        lines.append("")
        lines.extend(_tile_lines(pack.tiles[tid]))
    return "\n".join(lines) + "\n"


def _tile_lines(tile: Tile) -> list[str]:
    lines = [
        "[[tile]]",
        f"id = {tile.id}",
        f"name = {q(tile.name)}",
        f"x = {tile.x}",
        f"y = {tile.y}",
        f"faction = {q(tile.faction)}",
    ]
    if tile.more_factions:
        lines.append(f"more_factions = {qlist(tile.more_factions)}")
    lines += [
        f"symbols = {qlist(tile.symbols)}",
        f"sectors = {qlist(tile.sectors)}",
        f"description = {q(tile.description)}",
    ]
    for arrow in tile.arrows:
        lines += [
            "",
            "[[tile.arrow]]",
            f"dir = {q(arrow.dir)}",
            f"to = {arrow.to}",
            f"from_sector = {q(arrow.from_sector)}",
            f"to_sector = {q(arrow.to_sector)}",
            f"restricted = {q(arrow.restricted)}",
        ]
    return lines


def timeline_text(pack: ContentPack, seed: int, length: str) -> str:
    cycle = pack.cycle
    lines = [
        f"# The Timeline of a generated sea: seed {seed}, {length} (docs/generated-seas.md).",
        "",
        f"days = {pack.timeline_days}",
        f"tides_of_fate = {cycle.tides_of_fate}",
    ]
    if cycle.adversary:
        lines.append(f"adversary = {q(cycle.adversary)}")
    for track in cycle.evolution:
        boxes = ", ".join(str(b) for b in track.boxes)
        lines += ["", "[[evolution]]", f"primordial = {q(track.primordial)}", f"boxes = [{boxes}]"]
    acclimations = {(a.day, a.label): a for a in cycle.acclimations}
    for event in pack.timeline:
        lines += [
            "",
            "[[event]]",
            f"day = {event.day}",
            f"kind = {q(event.kind)}",
            f"label = {q(event.label)}",
        ]
        found = acclimations.get((event.day, event.label))
        if event.kind == "acclimation" and found is not None:
            lines.append("remove = [" + ", ".join(str(n) for n in found.remove) + "]")
            lines.append("add = [" + ", ".join(str(n) for n in found.add) + "]")
    return "\n".join(lines) + "\n"


def card_blocks(text: str) -> dict[int, str]:
    """Each ``[[card]]`` table of an ``exploration.toml`` text with its option tables, by
    number (comments between cards are left out)."""
    blocks: dict[int, str] = {}
    current: list[str] = []

    def close() -> None:
        while current and (not current[-1].strip() or current[-1].lstrip().startswith("#")):
            current.pop()
        if current:
            found = re.search(r"(?m)^number\s*=\s*([0-9]+)", "\n".join(current))
            if found:
                blocks.setdefault(int(found.group(1)), "\n".join(current))

    inside = False
    for line in text.splitlines():
        if line.strip() == CARD_HEADER:
            if inside:
                close()
            current = [line]
            inside = True
        elif line.startswith("[") and not line.startswith("[[card."):
            if inside:
                close()
            current, inside = [], False
        elif inside:
            current.append(line)
    if inside:
        close()
    return blocks


def exploration_text(pack: ContentPack, seed: int, length: str, sources: tuple[str, ...]) -> str:
    """The sea's deck: its start deck and the text of every card it uses, from ``sources``
    (the hand-made ``exploration.toml`` first, then the pool's)."""
    blocks: dict[int, str] = {}
    for text in sources:
        for number, block in card_blocks(text).items():
            blocks.setdefault(number, block)
    cycle = pack.cycle
    start = ", ".join(_runs(cycle.exploration_start))
    lines = [
        f"# The Exploration deck of a generated sea: seed {seed}, {length}",
        "# (docs/generated-seas.md); the Acclimations of timeline.toml add the rest.",
        "",
        "[deck]",
        f"start = [{start}]",
    ]
    for number in sorted(cycle.exploration):
        lines += ["", blocks[number]]
    return "\n".join(lines) + "\n"


def _runs(numbers: tuple[int, ...]) -> list[str]:
    """``(1, 2, 3, 7)`` as ``['"1-3"', '7']``: the start deck as the hand-made file writes it."""
    found: list[str] = []
    ordered = sorted(numbers)
    i = 0
    while i < len(ordered):
        j = i
        while j + 1 < len(ordered) and ordered[j + 1] == ordered[j] + 1:
            j += 1
        found.append(q(f"{ordered[i]}-{ordered[j]}") if j > i else str(ordered[i]))
        i = j + 1
    return found


def cards_text(pack: ContentPack) -> str:
    book = pack.storybook
    assert book is not None
    lines = ["# Story and Doom cards of a generated sea (docs/generated-seas.md)."]
    for card in book.story_cards:
        lines += ["", *_card_lines(card, "story", "progress", with_tile=True)]
    for card in book.doom_cards:
        lines += ["", *_card_lines(card, "doom", "doom", with_tile=bool(card.tile))]
    for label, paragraph in book.timeline_story.items():
        lines += ["", "[[timeline_story]]", f"label = {q(label)}", f"paragraph = {q(paragraph)}"]
    return "\n".join(lines) + "\n"


def _card_lines(card: StoryCard, kind: str, need: str, with_tile: bool) -> list[str]:
    lines = [f"[[{kind}]]", f"id = {q(card.id)}", f"name = {q(card.name)}", f"{need} = {card.need}"]
    if with_tile:
        lines.append(f"tile = {card.tile}")
    lines += [f"paragraph = {q(card.paragraph)}", f"text = {q(card.text)}"]
    return lines


def hubs_text(rows: tuple[HubRow, ...]) -> str:
    lines = ["# The Adventure Hubs table of a generated sea (docs/generated-seas.md) [ADV-020]."]
    for row in rows:
        rolls = f"{row.low}" if row.low == row.high else f"{row.low}-{row.high}"
        lines += [
            "",
            "[[hub_row]]",
            f"rolls = {q(rolls)}",
            f"story = {qlist(row.hubs)}",
            f"terrain = {qlist(row.terrain)}",
        ]
    return "\n".join(lines) + "\n"


def pack_text(pack: ContentPack, base_text: str) -> str:
    """The base ``pack.toml`` with the sea's start tile."""
    text, count = re.subn(
        r"(?m)^start_tile\s*=\s*[0-9]+.*$", f"start_tile = {pack.start_tile}", base_text
    )
    if count != 1:
        raise ValueError("pack.toml: no single start_tile line to write the sea's start in")
    return text


def sea_files(
    pack: ContentPack, seed: int, length: str, exploration_sources: tuple[str, ...], base_pack: str
) -> dict[str, str]:
    """Every file a generated sea changes, by its path inside the content folder."""
    files = {
        "map.toml": map_text(pack, seed, length),
        "timeline.toml": timeline_text(pack, seed, length),
        "exploration.toml": exploration_text(pack, seed, length, exploration_sources),
        "pack.toml": pack_text(pack, base_pack),
    }
    if pack.storybook is not None:
        files["storybook/cards.toml"] = cards_text(pack)
        files["storybook/hubs.toml"] = hubs_text(pack.storybook.hub_rows)
    return files


def sea_digest(pack: ContentPack, seed: int, length: str) -> str:
    """BLAKE2b-64 (hex) of what a generated sea is: its map, Timeline, deck, Story and Doom
    cards and hub table, written as above (the Exploration cards by number only)."""
    h = hashlib.blake2b(digest_size=8)
    parts = [
        map_text(pack, seed, length),
        timeline_text(pack, seed, length),
        "deck " + " ".join(str(n) for n in pack.cycle.exploration_start),
        "cards " + " ".join(str(n) for n in sorted(pack.cycle.exploration)),
        f"start {pack.start_tile}",
    ]
    if pack.storybook is not None:
        parts += [cards_text(pack), hubs_text(pack.storybook.hub_rows)]
    for part in parts:
        h.update(part.encode("utf-8") + b"\0")
    return h.hexdigest()
