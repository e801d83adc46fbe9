"""Replay and verify: re-execute a journal from its header and compare every record.

The first divergence is reported with the record index (the header is record 0), what
differed, and a short diff of the recorded state against the re-executed one.
"""

from __future__ import annotations

from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

from atoterm.content import ContentPack
from atoterm.engine import IllegalAction
from atoterm.engine.codec import canonical_bytes, to_plain, unpack
from atoterm.engine.decisions import shorten
from atoterm.session.game import Game, SessionError
from atoterm.session.history import DesyncError
from atoterm.session.loading import content_for
from atoterm.store import MAGIC, Damage, JournalError, Record, read_journal


@dataclass
class Divergence:
    record: int
    offset: int
    what: str
    diff: list[str] = field(default_factory=list)

    def describe(self) -> str:
        return f"record {self.record} (offset {self.offset}): {self.what}"


@dataclass
class VerifyResult:
    records: int
    digest: int
    divergence: Divergence | None = None
    damage: Damage | None = None
    content_warning: str = ""
    game: Game | None = None

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


def _next_keyframe(records: list[Record], start: int, n: int) -> Record | None:
    for record in records[start:]:
        if record.kind == "keyframe" and record.n == n:
            return record
        if record.kind != "keyframe":
            return None
    return None


def verify_journal(
    path: Path | str, content: ContentPack | None = None, stop_at: int | None = None
) -> VerifyResult:
    """Re-execute ``path``; ``stop_at`` ends after that record index (for `state --at`)."""
    path = Path(path)
    contents = read_journal(path)
    pack, warning = content_for(contents, path, content)
    try:
        game = Game.begin(pack, contents.header)
    except SessionError as exc:
        raise JournalError(path, len(MAGIC), f"bad header: {exc}") from None
    result = VerifyResult(
        1, game.digest, damage=contents.damage, content_warning=warning, game=game
    )
    records = contents.records
    for index, record in enumerate(records, start=1):
        if stop_at is not None and index > stop_at:
            break
        problem = _check(game, record)
        if problem:
            diff: list[str] = []
            snapshot = (
                record if record.kind == "keyframe" else _next_keyframe(records, index, record.n)
            )
            if snapshot is not None:
                try:
                    diff = state_diff(unpack(snapshot.state), to_plain(game.state))
                except Exception:  # a damaged recorded state is reported as such
                    diff = ["recorded state cannot be decoded"]
            result.divergence = Divergence(index, record.offset, problem, diff)
            break
        result.records = index + 1
        result.digest = game.digest
    return result


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
