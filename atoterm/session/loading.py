"""Loading a journal: fold its records into a line as they are read, seek by keyframe, report
damage.

Loading never modifies the file it reads. When the file has a damaged tail, or decisions after
its last keyframe no longer replay (a damaged record with a valid checksum, an edited digest,
rules that changed), the longest prefix that replays is loaded and play continues in a new file
(``<name>.recovered.atoj``) holding that prefix.
"""

from __future__ import annotations

import gc
import re
from dataclasses import dataclass
from pathlib import Path

from atoterm import __version__
from atoterm.content import ContentPack, load_content
from atoterm.content.editions import load_edition
from atoterm.content.locate import default_content_dir
from atoterm.engine.state import GameState
from atoterm.session.fold import Folded, fold
from atoterm.session.game import Game, SessionError
from atoterm.session.history import COVER_ON_LOAD, DesyncError
from atoterm.session.opening import attach_writer
from atoterm.session.record_log import RecordLog
from atoterm.session.sea import SeaError, journal_pack
from atoterm.store import MAGIC, Damage, Header, JournalError, JournalWriter, Record, open_journal

MAX_CUTS = 16
"""Prefixes tried before a journal whose tail does not replay is refused outright."""
VERSION_TEXT = re.compile(r"[0-9]{1,6}(\.[0-9]{1,6}){0,3}([.+-]?[A-Za-z0-9]{1,16}){0,4}")


@dataclass
class Stop:
    """Where a loaded line stops because the decisions from there on no longer replay."""

    record: int
    """Index of the first record left out (the header is record 0)."""
    offset: int
    reason: str


@dataclass
class LoadReport:
    """How a journal was opened: the records read, any damage and warnings."""

    path: Path
    records: int
    """Valid records read, the header included."""
    damage: Damage | None = None
    content_warning: str = ""
    continued_in: Path | None = None
    read_only: str = ""
    """Why a journal asked for writing was opened read-only (its folder refuses writes)."""
    stopped: Stop | None = None
    engine_warning: str = ""

    def messages(self) -> list[str]:
        lines = [self.read_only] if self.read_only else []
        if self.damage is not None:
            what = "ends in a torn record" if self.damage.torn else "is damaged"
            lines.append(
                f"{self.path} {what} at offset {self.damage.offset} ({self.damage.reason}); "
                f"loaded the {self.records} valid records before it."
            )
        if self.stopped is not None:
            lines.append(
                f"{self.path}: record {self.stopped.record} (offset {self.stopped.offset}) and "
                f"those after it no longer replay ({self.stopped.reason}); loaded the "
                f"{self.records} records before it."
            )
        if self.continued_in is not None:
            lines.append(
                f"The original file is left untouched; play continues in {self.continued_in}."
            )
        if self.content_warning:
            lines.append(self.content_warning)
        if self.engine_warning:
            lines.append(self.engine_warning)
        return lines


def content_for(header: Header, path: Path, content: ContentPack | None) -> tuple[ContentPack, str]:
    """The pack the journal of ``header`` plays on, and a warning when its content changed:
    ``content`` (default: the embedded Cycle) or the kept edition its header names, and on it
    the generated sea the header names (JournalError when it no longer comes out the same)."""
    pack, warning = base_content_for(header, path, content)
    try:
        return journal_pack(header, pack), warning
    except SeaError as exc:
        raise JournalError(path, len(MAGIC), str(exc)) from None


def base_content_for(
    header: Header, path: Path, content: ContentPack | None
) -> tuple[ContentPack, str]:
    """The content pack the header names (before any generated sea), and a warning."""
    pack = content if content is not None else load_content()
    if pack.id != header.content_id:
        raise JournalError(
            path,
            len(MAGIC),
            f"this save is for content pack {header.content_id!r}, not {pack.id!r} (use --content DIR)",
        )
    warning = ""
    if pack.hash != header.content_hash and _is_default(pack):
        edition = load_edition(header.content_id, header.content_hash)
        if edition is not None:  # made with an earlier edition of the default Cycle: use it
            return edition, ""
    if pack.hash != header.content_hash:
        warning = (
            f"The content has changed since this save was made (hash {header.content_hash} "
            f"vs {pack.hash}); run `atoterm verify` if anything looks wrong."
        )
    return pack, warning


def _is_default(pack: ContentPack) -> bool:
    """Whether ``pack`` is the embedded default Cycle (not a folder the player chose)."""
    return bool(pack.source) and Path(pack.source).resolve() == default_content_dir()


def engine_warning(engine: str) -> str:
    """A line for a header written by another atoterm version ("" for this one). A version
    that is not a version (too long, control characters, other symbols) is named as such and
    never printed: it comes from the file."""
    if engine == __version__:
        return ""
    if len(engine) > 40 or not VERSION_TEXT.fullmatch(engine):
        return (
            "This save's header does not name an atoterm version (it may have been edited); "
            "run `atoterm verify` if anything looks wrong."
        )
    return (
        f"This save was made by atoterm {engine}; this is atoterm {__version__}. Run "
        "`atoterm verify` if anything looks wrong."
    )


class Format1Writer(JournalWriter):
    """Appends to a format-1 journal in format 1: a journal keeps the format it was created in
    (docs/journal-format.md, "Upgrade rule")."""

    def append(self, record: Record) -> None:
        super().append(record.in_format(1))


def load_game(
    path: Path | str,
    content: ContentPack | None = None,
    writable: bool = True,
    durable: bool = True,
) -> tuple[Game, LoadReport]:
    """Open a journal; raise :class:`JournalError` (one clear sentence) if it is unusable."""
    path = Path(path)
    with open_journal(path) as reader:
        header = reader.header
        pack, warning = content_for(header, path, content)
        try:
            folded = fold(reader, pack)
        except SessionError as exc:
            raise JournalError(path, len(MAGIC), f"bad header: {exc}") from None
    folded, state, stopped = replayable_prefix(path, pack, folded)
    history = folded.history
    history.cover(history.position, COVER_ON_LOAD)
    # The content and the loaded line live as long as the session: out of the collector's
    # sight, its full passes during play (tens of milliseconds: an undo's whole budget) skip
    # them. Frozen objects are still freed by reference counting.
    gc.freeze()
    records = RecordLog(path, folded.end, folded.records, header.format, folded.image)
    game = Game(pack, header, state, history, records)  # type: ignore[arg-type]
    game.choices_made = folded.decisions
    report = LoadReport(path, 1 + folded.records, folded.damage, warning, stopped=stopped)
    report.engine_warning = engine_warning(header.engine)
    if writable:  # locked; a bad tail continues in a copy; read-only if it cannot be written
        attach_writer(
            game,
            report,
            records,  # type: ignore[arg-type]
            folded.end,
            durable,
            writer_class=Format1Writer if header.format == 1 else JournalWriter,
            damaged=folded.damage is not None or stopped is not None,
        )
    return game, report


def replayable_prefix(
    path: Path, pack: ContentPack, folded: Folded
) -> tuple[Folded, GameState, Stop | None]:
    """The fold and its current state; when the decisions after the last keyframe do not
    replay, the longest prefix of the file that does, and where and why it stops."""
    stopped: Stop | None = None
    reasons: list[str] = []
    for _ in range(MAX_CUTS):
        history = folded.history
        try:
            return folded, history.state_at(history.position), stopped
        except DesyncError as exc:
            if exc.keyframe == 0:  # the state the header describes does not decode
                raise JournalError(path, len(MAGIC), f"bad header: {exc}") from None
            if exc.keyframe is not None:
                cut = folded.keyframe_offsets[exc.keyframe]
            else:
                cut = history.line[exc.position - 1].offset
            reasons.append(str(exc))
        with open_journal(path) as reader:
            folded = fold(reader, pack, end=cut)
        # The first problem is the one to name (a keyframe that fails its checks, say); a cut
        # further back only says that the decisions before it did not replay either.
        reason = reasons[0] if len(reasons) == 1 else f"{reasons[0]}; then {reasons[-1]}"
        stopped = Stop(folded.records + 1, cut, reason)
    raise JournalError(
        path,
        len(MAGIC),
        f"{stopped.reason if stopped else 'no prefix replays'} (try `atoterm verify`)",
    )


def recovered_path(path: Path) -> Path:
    stem = path.name.removesuffix(".atoj")
    candidate = path.with_name(f"{stem}.recovered.atoj")
    number = 2
    while candidate.exists():
        candidate = path.with_name(f"{stem}.recovered-{number}.atoj")
        number += 1
    return candidate
