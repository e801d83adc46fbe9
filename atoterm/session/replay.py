"""Replay and verify: re-execute a journal from its header and compare every record.

The first divergence is reported with the record index (the header is record 0), what
differed, and a short diff of the recorded state against the re-executed one.
"""

from __future__ import annotations

import gc
from collections import deque
from collections.abc import Iterator
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

from atoterm.content import ContentPack
from atoterm.engine import IllegalAction
from atoterm.engine.codec import canonical_bytes, unpack
from atoterm.engine.decisions import shorten
from atoterm.session.collector import REPLAY_THRESHOLDS, collections_spaced
from atoterm.session.game import Game, SessionError
from atoterm.session.history import DesyncError
from atoterm.session.keyframes import JournalKeyframes
from atoterm.session.loading import base_content_for, engine_warning
from atoterm.session.sea import SeaError, journal_pack
from atoterm.store import MAGIC, Damage, JournalError, JournalReader, Record, open_journal


@dataclass
class Divergence:
    """The first record whose replay differs from the journal, and how."""

    record: int
    offset: int
    what: str
    diff: list[str] = field(default_factory=list)

    def describe(self) -> str:
        return f"record {self.record} (offset {self.offset}): {self.what}"


@dataclass
class VerifyResult:
    """What ``verify_journal`` found: records, final digest, and any divergence or damage."""

    records: int
    digest: int
    divergence: Divergence | None = None
    damage: Damage | None = None
    content_warning: str = ""
    game: Game | None = None
    engine_warning: str = ""

    @property
    def ok(self) -> bool:
        return self.divergence is None


def state_diff(recorded: Any, live: Any, path: str = "", limit: int = 12) -> list[str]:
    """Short, readable differences between two plain-data states."""
    out: list[str] = []

    def walk(a: Any, b: Any, where: str) -> None:
        if len(out) >= limit or a == b:
            return
        if isinstance(a, dict) and isinstance(b, dict):
            for key in sorted(set(a) | set(b)):
                walk(a.get(key), b.get(key), f"{where}.{key}" if where else str(key))
        elif isinstance(a, list) and isinstance(b, list) and len(a) == len(b):
            for index, (x, y) in enumerate(zip(a, b, strict=True)):
                walk(x, y, f"{where}[{index}]")
        else:
            out.append(f"{where or 'state'}: recorded {_short(a)}, replayed {_short(b)}")

    walk(recorded, live, path)
    return out


def _short(value: Any) -> str:
    text = repr(value)
    return text if len(text) <= 80 else text[:77] + "..."


class RecentRecords:
    """``Game.records`` while verifying: the records made by re-execution are counted and the
    last few kept (a legacy battle ending rewrites the last two), so verifying a journal of
    any length holds no growing list."""

    KEPT = 8

    def __init__(self, records: list[Record]) -> None:
        self.recent: deque[Record] = deque(records, maxlen=self.KEPT)
        self.count = len(records)

    def __len__(self) -> int:
        return self.count

    def __iter__(self) -> Iterator[Record]:
        return iter(self.recent)

    def __reversed__(self) -> Iterator[Record]:
        return reversed(self.recent)

    def append(self, record: Record) -> None:
        self.recent.append(record)
        self.count += 1


def verify_journal(
    path: Path | str,
    content: ContentPack | None = None,
    stop_at: int | None = None,
    events: bool = True,
) -> VerifyResult:
    """Re-execute ``path``; ``stop_at`` ends after that record index (for `state --at`).

    The file is read one record at a time and each is checked as it is read: a journal of any
    size is verified in bounded memory, and reading stops at the first divergence. ``events``
    off: the battles make no events (``atoterm verify`` shows none; they are not part of the
    state, so every digest is the same), and the game returned has none to tell.
    """
    path = Path(path)
    with open_journal(path) as reader:
        pack, warning = base_content_for(reader.header, path, content)
        try:  # a generated sea is built again from its seed and checked against its digest
            pack = journal_pack(reader.header, pack)
        except SeaError as exc:
            divergence = Divergence(0, len(MAGIC), str(exc))
            return VerifyResult(1, 0, divergence, content_warning=warning)
        try:
            game = Game.begin(pack, reader.header)
        except SessionError as exc:
            raise JournalError(path, len(MAGIC), f"bad header: {exc}") from None
        game.records = RecentRecords(game.records)  # type: ignore[assignment]
        game.runner.untold = not events
        game.history.dense = False  # re-executing forward needs no keyframe per position
        # ... and keeps the journal's keyframes as the file holds them (no compression).
        keyframes = JournalKeyframes()
        keyframes[0] = game.history.keyframes[0]
        game.history.keyframes = keyframes
        # The content is long-lived: out of the collector's sight, its passes over what the
        # re-execution makes cost a fraction (reading is 2-2.7 times slower per record on
        # long journals without this). The rules may make reference cycles, so it stays on
        # (with its passes spaced out, ``collector.py``).
        gc.freeze()
        result = VerifyResult(1, game.digest, content_warning=warning, game=game)
        result.engine_warning = engine_warning(reader.header.engine)
        with collections_spaced(*REPLAY_THRESHOLDS):
            _replay(game, reader, keyframes, result, stop_at)
    return result


def _replay(
    game: Game,
    reader: JournalReader,
    keyframes: JournalKeyframes,
    result: VerifyResult,
    stop_at: int | None,
) -> None:
    """Check the journal's records one by one into ``result``, to the first divergence."""
    records = reader.records()
    for index, record in enumerate(records, start=1):
        if stop_at is not None and index > stop_at:
            return
        problem = _check(game, record)
        if problem:
            result.divergence = Divergence(
                index, record.offset, problem, _diff(game, record, records)
            )
            return
        if record.kind == "keyframe":
            keyframes.read(record)
        result.records = index + 1
        result.digest = game.digest
    result.damage = reader.damage


def _diff(game: Game, record: Record, records: Iterator[Record]) -> list[str]:
    """The recorded state against the replayed one: the keyframe that diverged, or the one
    that follows the decision that did."""
    snapshot: Record | None = record
    if record.kind != "keyframe":
        following = next(records, None)
        fits = following is not None and following.kind == "keyframe"
        snapshot = following if fits and following.n == record.n else None  # type: ignore[union-attr]
    if snapshot is None:
        return []
    try:
        # Both sides in the journal's own form (compact: defaults left out, as a keyframe holds
        # them), or every field at its default would be listed as a difference.
        return state_diff(unpack(snapshot.state), unpack(canonical_bytes(game.state)))
    except Exception:  # a damaged recorded state is reported as such
        return ["recorded state cannot be decoded"]


def _check(game: Game, record: Record) -> str:
    """Apply one record to ``game``; describe the first difference, or return ""."""
    try:
        if record.kind == "decision":
            if record.n != game.history.position + 1:
                return f"decision for line length {record.n} at line length {game.history.position}"
            game.choose(record.choice)
            entry = game.history.line[-1]
            if entry.draws != record.draws:
                return f"random outcomes differ: recorded {shorten(str(record.draws))}, replayed {entry.draws}"
            if entry.reveals != record.reveals:
                return f"revealed cards/tiles differ: recorded {shorten(str(record.reveals))}, replayed {entry.reveals}"
        elif record.kind == "undo":
            game.undo(game.history.position - record.n)
        elif record.kind == "redo":
            game.redo(record.n - game.history.position)
        elif record.kind == "keyframe":
            if record.n != game.history.position:
                return f"keyframe for line length {record.n} at line length {game.history.position}"
            live = game.history.keyframes.get(record.n) or canonical_bytes(game.state)
            if record.state != live:
                return "the recorded keyframe state differs from the replayed state"
            if record.digest != game.digest:  # the digest beside the bytes, checked as well
                return f"state digest differs: recorded {record.digest:016x}, replayed {game.digest:016x}"
            return ""
    except IllegalAction as exc:
        return f"{record.kind} {shorten(record.choice)!r} is illegal on replay: {exc.reason}"
    except DesyncError as exc:
        return str(exc)
    if record.digest != game.digest and not (
        record.kind == "decision" and game.adopt_legacy_ending(record.digest)
    ):
        return f"state digest differs: recorded {record.digest:016x}, replayed {game.digest:016x}"
    return ""
