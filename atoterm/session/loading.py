"""Loading a journal: fold its records into a line, seek by keyframe, report damage.

Loading never modifies the file it reads. When the file has a damaged tail, play continues in
a new file (``<name>.recovered.atoj``) holding the valid prefix.
"""

from __future__ import annotations

from dataclasses import dataclass
from pathlib import Path

from atoterm.content import ContentPack, load_content
from atoterm.engine import IllegalAction
from atoterm.engine.codec import DecodeError, canonical_bytes, digest_bytes
from atoterm.session.game import Game, SessionError
from atoterm.session.history import DesyncError, History, LineEntry
from atoterm.session.legacy import LEGACY_FORMATS
from atoterm.store import (
    MAGIC,
    Damage,
    JournalContents,
    JournalError,
    Record,
    read_journal,
)


@dataclass
class LoadReport:
    path: Path
    records: int
    """Valid records read, the header included."""
    damage: Damage | None = None
    content_warning: str = ""
    continued_in: Path | None = None
    read_only: str = ""
    """Why a journal asked for writing was opened read-only (its folder refuses writes)."""

    def messages(self) -> list[str]:
        lines = [self.read_only] if self.read_only else []
        if self.damage is not None:
            what = "ends in a torn record" if self.damage.torn else "is damaged"
            lines.append(
                f"{self.path} {what} at offset {self.damage.offset} ({self.damage.reason}); "
                f"loaded the {self.records} valid records before it."
            )
        if self.continued_in is not None:
            lines.append(
                f"The original file is left untouched; play continues in {self.continued_in}."
            )
        if self.content_warning:
            lines.append(self.content_warning)
        return lines


def content_for(
    contents: JournalContents, path: Path, content: ContentPack | None
) -> tuple[ContentPack, str]:
    pack = content if content is not None else load_content()
    header = contents.header
    if pack.id != header.content_id:
        raise JournalError(
            path,
            len(MAGIC),
            f"this save is for content pack {header.content_id!r}, not {pack.id!r} (use --content DIR)",
        )
    warning = ""
    if pack.hash != header.content_hash:
        warning = (
            f"The content has changed since this save was made (hash {header.content_hash} "
            f"vs {pack.hash}); run `atoterm verify` if anything looks wrong."
        )
    return pack, warning


def fold(
    contents: JournalContents, path: Path, pack: ContentPack
) -> tuple[History, list[Record], Damage | None]:
    """Rebuild the line from the records without re-running the rules (fast path)."""
    history = History(pack, legacy=contents.header.format in LEGACY_FORMATS)
    header = contents.header
    initial = Game.begin(pack, header)
    history.keyframes[0] = canonical_bytes(initial.state)
    history.start_events = initial.history.start_events
    kept: list[Record] = []
    damage = contents.damage
    for record in contents.records:
        problem = _fold_one(history, record)
        if problem:
            damage = Damage(record.offset, problem, torn=False)
            break
        kept.append(record)
    return history, kept, damage


def _fold_one(history: History, record: Record) -> str:
    """Apply one record to the line; describe why it does not fit (and change nothing) if so."""
    position = history.position
    if record.kind == "decision":
        if record.n != position + 1:
            return f"decision record says line length {record.n}, expected {position + 1}"
        history.push(LineEntry(record.choice, record.draws, record.reveals, record.digest))
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
        if digest_bytes(record.state) != record.digest:
            return "keyframe state does not match its digest"
        if record.digest != history.digest_at(position):
            return "keyframe digest does not match the line"
        history.keyframes[record.n] = record.state
    return ""


def load_game(
    path: Path | str,
    content: ContentPack | None = None,
    writable: bool = True,
    durable: bool = True,
) -> tuple[Game, LoadReport]:
    """Open a journal; raise :class:`JournalError` (one clear sentence) if it is unusable."""
    path = Path(path)
    contents = read_journal(path)
    pack, warning = content_for(contents, path, content)
    try:
        history, kept, damage = fold(contents, path, pack)
        state = history.state_at(history.position)
    except SessionError as exc:
        raise JournalError(path, len(MAGIC), f"bad header: {exc}") from None
    except (DesyncError, IllegalAction) as exc:
        reason = f"{exc}; the rules or content differ from the ones that wrote it"
        raise JournalError(path, len(MAGIC), f"{reason} (try `atoterm verify`)") from None
    except (DecodeError, ValueError, TypeError) as exc:  # msgpack's errors are ValueErrors
        raise JournalError(
            path, len(MAGIC), f"a recorded state cannot be decoded ({exc})"
        ) from None
    game = Game(pack, contents.header, state, history, kept)
    game.choices_made = sum(1 for record in kept if record.kind == "decision")
    report = LoadReport(path, 1 + len(kept), damage, warning)
    if writable:  # locked; a damaged file continues in a copy; read-only if it cannot be written
        from atoterm.session.opening import attach_writer

        attach_writer(game, report, kept, contents.valid_bytes, durable)
    return game, report


def recovered_path(path: Path) -> Path:
    stem = path.name.removesuffix(".atoj")
    candidate = path.with_name(f"{stem}.recovered.atoj")
    number = 2
    while candidate.exists():
        candidate = path.with_name(f"{stem}.recovered-{number}.atoj")
        number += 1
    return candidate
