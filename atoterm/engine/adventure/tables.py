"""Adventure tables: the Adventure Hubs table, each hub's track and table, R&R and Dreams of
Pharos, with their fated boxes and Adventure Terrain.

[ADV-019..ADV-024] hub adventures; [ADV-026] R&R; [ADV-039] Dreams of Pharos; [ADV-076,
ADV-078] Adventure Terrain noted on the next Timeline Battle's day; [ADV-081..ADV-084] fated
boxes (marked before reading, next box or re-roll, a full table resets, kept across
playthroughs in the player profile).
"""

from __future__ import annotations

import msgspec

from atoterm.content.story_model import Chapter, Storybook, TableEntry
from atoterm.engine.context import Ctx
from atoterm.engine.names import terrain_name
from atoterm.engine.story_state import TerrainNote

TABLE_STREAM = "adventure.table"


# A msgspec Struct, not a dataclass: its methods are made in C when the class is created,
# not compiled from text at every start (docs/architecture.md, "Speed, stop 34 (imports)").
class Picked(msgspec.Struct, frozen=True):
    """What a table roll led to: the paragraph to read and the traits for Mnemos nodes."""

    paragraph: str
    traits: tuple[str, ...] = ()
    label: str = ""


def _book(ctx: Ctx) -> Storybook:
    book = ctx.content.storybook
    assert book is not None
    return book


def story_column(ctx: Ctx) -> int:
    """Story cards 1A/1B are Story I (column 0), 2A/2B Story II, ... [ADV-020]."""
    card = ctx.state.story.story_card
    number = int(card[0]) if card[:1].isdigit() else 1
    return max(0, min(2, number - 1))


def boxes(entry_para: str, book: Storybook) -> int:
    """One fated box per table paragraph, plus one per ``fated`` redirect [ADV-082]."""
    return 1 + len(book.paragraph(entry_para).fated)


def roll_table(ctx: Ctx, chapter: Chapter, what: str) -> Picked:
    """Roll a d10 on ``chapter``'s table and mark a fated box before reading [ADV-081..ADV-083]."""
    book = _book(ctx)
    fated = ctx.state.story.fated
    full = [e for e in chapter.table if fated.get(e.para, 0) >= boxes(e.para, book)]
    if len(full) == len(chapter.table):
        for entry in chapter.table:  # every box of the table is marked: reset them all [ADV-083]
            fated[entry.para] = 0  # zero, not absent: the player profile must learn the reset
        ctx.emit(
            "fated_reset",
            f"Every fated box of the {what} table is marked: all are erased.",
            "ADV-083",
        )
    tried: list[int] = []
    while True:
        roll = ctx.rng.d10(TABLE_STREAM)
        entry = _entry(chapter, roll)
        marked = fated.get(entry.para, 0)
        if marked < boxes(entry.para, book):
            break
        tried.append(roll)
        ctx.emit(
            "fated_full",
            f"{what}: rolled {roll}, but every fated box of that adventure is marked; roll again.",
            "ADV-082",
        )
    fated[entry.para] = marked + 1
    para = entry.para if marked == 0 else book.paragraph(entry.para).fated[marked - 1]
    box_words = "" if marked == 0 else f" Fated box {marked + 1} sends you to {para}."
    ctx.emit(
        "table_roll",
        f"{what}: rolled {roll} — {book.paragraph(entry.para).title} (fated box {marked + 1} marked).{box_words}",
        "ADV-081" if marked == 0 else "ADV-082",
        roll=roll,
        paragraph=para,
    )
    return Picked(para, entry.traits, book.paragraph(entry.para).title)


def _entry(chapter: Chapter, roll: int) -> TableEntry:
    return next(e for e in chapter.table if e.low <= roll <= e.high)


def pick_hub(ctx: Ctx) -> tuple[str, str] | None:
    """Roll on the Adventure Hubs table in the current Story column; a hub whose track is full
    is rolled again [ADV-020, ADV-021]. Returns (hub, terrain), None when every track is full."""
    book = _book(ctx)
    column = story_column(ctx)
    marks = ctx.state.story.hub_marks
    open_hubs = {h for h in book.hubs() if marks.get(h, 0) < len(_hub(book, h).track)}
    if not open_hubs or not any(r.hubs[column] in open_hubs for r in book.hub_rows):
        return None
    while True:
        roll = ctx.rng.d10(TABLE_STREAM)
        row = next(r for r in book.hub_rows if r.low <= roll <= r.high)
        hub = row.hubs[column]
        if hub in open_hubs:
            break
        ctx.emit(
            "hub_full",
            f"Adventure Hubs: rolled {roll} ({hub.replace('_', ' ')}), whose track is full; roll again.",
            "ADV-021",
        )
    ctx.emit(
        "hub",
        f"Adventure Hubs: rolled {roll} in column {'I' * (column + 1)} — {_hub(book, hub).title}.",
        "ADV-020",
        hub=hub,
        roll=roll,
    )
    return hub, row.terrain[column]


def _hub(book: Storybook, hub: str) -> Chapter:
    chapter = book.chapter("hub", hub)
    assert chapter is not None
    return chapter


def hub_adventure(ctx: Ctx, hub: str) -> Picked:
    """Mark the next box of the hub's track: α/ω read their paragraph, an empty box rolls the
    hub's own table [ADV-021..ADV-023]."""
    book = _book(ctx)
    chapter = _hub(book, hub)
    marks = ctx.state.story.hub_marks
    box = marks.get(hub, 0)
    marks[hub] = box + 1
    symbol = chapter.track[box]
    if symbol:
        para = chapter.alpha if symbol == "α" else chapter.omega
        ctx.emit(
            "hub_track",
            f"{chapter.title}: track box {box + 1} shows {symbol}: read {para}.",
            "ADV-022",
        )
        return Picked(para, (), book.paragraph(para).title)
    ctx.emit(
        "hub_track",
        f"{chapter.title}: track box {box + 1} is empty: roll on the hub's table.",
        "ADV-023",
    )
    return roll_table(ctx, chapter, chapter.title)


def note_terrain(ctx: Ctx, terrain: str) -> None:
    """Note the Adventure Terrain on the day of the next Timeline Battle, unless one is there
    already [ADV-076, ADV-078]."""
    today = ctx.state.timeline.day
    days = sorted(
        {e.day for e in ctx.content.timeline if e.kind == "battle" and e.day >= today}
        | {e.day for e in ctx.state.timeline.added if e.kind == "battle" and e.day >= today}
    )
    if not days:
        return
    day = days[0]
    piece, zone = terrain.split()
    notes = ctx.state.story.terrain_notes
    if any(n.day == day for n in notes):
        ctx.emit(
            "terrain_note",
            f"Day {day} already has Adventure Terrain: {terrain_name(ctx.content, piece)} is "
            "ignored.",
            "ADV-078",
        )
        return
    notes.append(TerrainNote(day, piece, zone))
    ctx.emit(
        "terrain_note",
        f"Adventure Terrain {terrain_name(ctx.content, piece)} ({zone} 3) is noted for the "
        f"Timeline Battle of day {day}.",
        "ADV-076",
    )


def section_table(ctx: Ctx, section: str, what: str) -> Picked | None:
    """R&R [ADV-026] or Dreams of Pharos [ADV-039]: roll, mark a fated box, read."""
    chapter = _book(ctx).chapter(section)
    if chapter is None or not chapter.table:
        return None
    return roll_table(ctx, chapter, what)
