"""Folding a journal's records into a line, as they are read (no rules run).

The fold holds the line (one small entry per decision in force: a decision's draws are
counted, not kept), the journal's keyframes and the file offsets it may cut at; never the
records themselves, so folding a journal of any size takes memory in proportion to its line,
not its bytes.
"""

from __future__ import annotations

import contextlib
import gc
from collections.abc import Iterator
from dataclasses import dataclass, field

from atoterm.content.schema import ContentPack
from atoterm.engine.codec import canonical_bytes
from atoterm.session.game import Game
from atoterm.session.history import DrawCount, History, LineEntry
from atoterm.session.legacy import LEGACY_FORMATS
from atoterm.store import Damage, JournalReader, Record


@contextlib.contextmanager
def collector_paused() -> Iterator[None]:
    """The cyclic garbage collector off while reading (restored after, even on error).

    Reading creates many small objects and no cycles; with the collector on, its passes over
    everything alive made reading 40k-100k-record journals 2-2.7 times slower per record.
    """
    enabled = gc.isenabled()
    gc.disable()
    try:
        yield
    finally:
        if enabled:
            gc.enable()


@dataclass
class Folded:
    """What folding a journal gave: the line, how far it read and why it stopped."""

    history: History
    records: int = 0
    """Records folded (the header not included)."""
    end: int = 0
    """Byte offset just after the last record folded."""
    damage: Damage | None = None
    """Why the fold stopped before the end of the file (reading or the fold's rules)."""
    decisions: int = 0
    """Decision records folded, undone ones included (the bot's draw counter)."""
    keyframe_offsets: dict[int, int] = field(default_factory=dict)
    """Line position -> offset of the last journal keyframe record folded for it."""
    image: bytes | None = None
    """The file's bytes up to ``end`` when they are at most ``IMAGE_BYTES``."""


IMAGE_BYTES = 16 * 1024 * 1024
"""A journal up to this size is kept in memory as read (every real one: a campaign is some
100 KB in format 2, a few MB in format 1): its copies do not depend on the file staying as it
was. A larger one is read again from the file when a copy is written."""


def fold(reader: JournalReader, pack: ContentPack, end: int | None = None) -> Folded:
    """Fold the records of ``reader`` (up to byte offset ``end``) over the state its header
    describes; raise ``SessionError`` for a header that describes no game."""
    header = reader.header
    initial = Game.begin(pack, header)
    history = History(pack, legacy=header.format in LEGACY_FORMATS)
    history.begin_journal(canonical_bytes(initial.state), header.format)
    history.journaled, history.chain = [], b""  # until the file's own keyframes are read
    history.start_events = initial.history.start_events
    folded = Folded(history, end=reader.header_end)
    with collector_paused():
        for record in reader.records(end, keep=IMAGE_BYTES):
            problem = fold_one(history, record, folded)
            if problem:
                folded.damage = Damage(record.offset, problem, torn=False, fold_rule=True)
                break
            folded.records += 1
            folded.end = reader.valid_bytes
        else:
            folded.damage = reader.damage
    if reader.image is not None:
        folded.image = bytes(reader.image[: folded.end])
    return folded


def fold_one(history: History, record: Record, folded: Folded) -> str:
    """Apply one record to the line; describe why it does not fit (and change nothing) if so."""
    position = history.position
    if record.kind == "decision":
        if record.n != position + 1:
            return f"decision record says line length {record.n}, expected {position + 1}"
        entry = LineEntry(
            record.choice, DrawCount(len(record.draws)), record.reveals, record.digest
        )
        entry.offset = record.offset
        history.push(entry)
        folded.decisions += 1
    elif record.kind == "undo":
        if not 0 <= record.n < position:
            return f"undo to {record.n} is impossible at line length {position}"
        if record.digest != history.digest_at(record.n):
            return "undo record digest does not match the line"
        history.pop_to(record.n)
    elif record.kind == "redo":
        steps = record.n - position
        if not 0 < steps <= len(history.redo_stack):
            return f"redo to {record.n} is impossible at line length {position}"
        if record.digest != history.redo_stack[-steps].digest:
            return "redo record digest does not match the line"
        history.redo_to(record.n)
    elif record.kind == "keyframe":
        if record.n != position:
            return f"keyframe for line length {record.n} at line length {position}"
        if history.digest_of(record.state) != record.digest:
            return "keyframe state does not match its digest"
        if record.digest != history.digest_at(position):
            return "keyframe digest does not match the line"
        history.keyframe_written(record.n, record.state)
        folded.keyframe_offsets[record.n] = record.offset
    return ""
