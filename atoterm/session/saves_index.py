"""The save folder as a list: every journal in it, what it is, and where it stands.

Read-only: nothing here writes a journal (moving one to the trash is :func:`move_to_trash`,
asked for by the player). The save folder is untrusted input: any file in it may be torn,
edited, foreign or written by a newer atoterm, so every problem becomes a ``problem``
sentence on the entry, never an exception.

Two reads, from cheap to dear:

* :func:`list_entries` reads each journal's header only (a few hundred bytes; the title
  screen's Continue entries read the same): campaign or practice game, Argonaut names, or
  why the file cannot be opened. Fast enough for the UI thread.
* :func:`read_standing` loads one journal read-only (its line folded, the state at its end
  rebuilt from the nearest keyframe) for the exact day, Progress and outcome. No cheaper
  exact read exists: a journal's last keyframe may lie up to ``KEYFRAME_EVERY`` decisions
  (a day or two) before its end. The screen runs it off the UI thread and keeps the answers
  in a :class:`StandingCache` keyed by the file's path, size and modification time.
"""

from __future__ import annotations

import os
import threading
from dataclasses import dataclass, field
from pathlib import Path

from atoterm.content import ContentError, ContentPack
from atoterm.engine.state import GameState
from atoterm.engine.validate import decode_game_state
from atoterm.safe_text import safe_text
from atoterm.session.fold import fold
from atoterm.session.game import SessionError
from atoterm.session.history import DesyncError
from atoterm.session.loading import LoadReport, content_for, replayable_prefix
from atoterm.session.paths import JOURNAL_SUFFIX, list_saves, saves_dir
from atoterm.store import Header, JournalError, open_journal
from atoterm.store.lock import locked_elsewhere

TRASH = "trash"
"""The save folder's subfolder deleted journals are moved to (never destroyed)."""
READ_ERRORS = (JournalError, SessionError, DesyncError, ContentError, OSError, ValueError)
"""What reading a file from the save folder may raise; each becomes a problem sentence."""

CAMPAIGN, PRACTICE, DAMAGED = "campaign", "practice", "damaged"


@dataclass(frozen=True)
class SaveEntry:
    """One journal of the save folder, from its header alone."""

    path: Path
    name: str
    """The file name without ``.atoj``, printable (a file name is anyone's choice)."""
    kind: str
    """``CAMPAIGN``, ``PRACTICE`` (a practice battle, adventure or scenario: its header
    carries the state it starts from) or ``DAMAGED`` (cannot be opened: see ``problem``)."""
    modified: float
    """Last played: the file's modification time (every decision is appended at once)."""
    size: int
    mtime_ns: int
    names: tuple[str, ...] = ()
    """The Argonaut names chosen at setup (printable); empty when the defaults were kept."""
    problem: str = ""
    """Why the file cannot be opened, in one printable sentence ("" when it can)."""

    @property
    def key(self) -> tuple[str, int, int]:
        """What a cached standing is valid for: this path at this size and time."""
        return (str(self.path), self.size, self.mtime_ns)


@dataclass(frozen=True)
class Standing:
    """Where a journal's line ends, read by loading it (no file is written)."""

    state: GameState
    """The state at the end of the line (the day, Progress and outcome are read from it)."""
    decisions: int
    """Decisions in force on the line."""
    start_phase: str = ""
    """A practice game's kind: the phase its start state is in ("battle", "adventure"), or
    "theatre" for a Mnestis Theatre battle (its header names the node)."""
    notes: tuple[str, ...] = ()
    """What loading had to say (a torn tail, changed content), printable."""


def list_entries(folder: Path | None = None) -> list[SaveEntry]:
    """Every journal (``*.atoj``) of the save folder, most recently played first."""
    return [entry for path in list_saves(folder or saves_dir()) if (entry := _entry(path))]


def _entry(path: Path) -> SaveEntry | None:
    try:
        info = path.stat()
    except OSError:  # removed since the folder was listed
        return None
    name = safe_text(path.name.removesuffix(JOURNAL_SUFFIX)) or "(unnamed)"
    base = {
        "path": path,
        "name": name,
        "modified": info.st_mtime,
        "size": info.st_size,
        "mtime_ns": info.st_mtime_ns,
    }
    try:
        header = _header(path)
    except READ_ERRORS as exc:
        return SaveEntry(kind=DAMAGED, problem=problem_words(exc), **base)  # type: ignore[arg-type]
    names = tuple(safe_text(n) for n in header.names if n.strip())
    kind = PRACTICE if header.start else CAMPAIGN
    return SaveEntry(kind=kind, names=names, **base)  # type: ignore[arg-type]


def _header(path: Path) -> Header:
    """The header as loading checks it (a newer format is refused here, as on opening)."""
    with open_journal(path) as reader:
        return reader.header


def problem_words(exc: BaseException) -> str:
    """One printable sentence for a file that cannot be read: the reason without the file
    name and offset the exception also carries (the list names the file)."""
    if isinstance(exc, JournalError):
        text = exc.reason
    elif isinstance(exc, OSError):
        text = exc.strerror or str(exc)
    else:
        text = str(exc).splitlines()[0] if str(exc) else type(exc).__name__
    return safe_text(text) or "cannot be read"


def read_standing(entry: SaveEntry, pack: ContentPack) -> Standing:
    """Read where ``entry``'s journal stands, as loading it would find it, without opening
    it for play (no lock, no writer, no ``Game``: loading's ``gc.freeze`` would keep every
    journal listed for the life of the process); raise one of ``READ_ERRORS`` when it cannot
    be loaded (a journal of another content pack than ``pack`` is refused, as on opening)."""
    path = entry.path
    with open_journal(path) as reader:
        header = reader.header
        pack, warning = content_for(header, path, pack)
        folded = fold(reader, pack)
    folded, state, stopped = replayable_prefix(path, pack, folded)
    report = LoadReport(path, 1 + folded.records, folded.damage, warning, stopped=stopped)
    start_phase = decode_game_state(header.start, pack, "start").phase if header.start else ""
    if header.theatre:
        start_phase = "theatre"
    notes = tuple(safe_text(line) for line in report.messages())
    return Standing(state, folded.history.position, start_phase, notes)


@dataclass
class StandingCache:
    """Standings (or the problem sentence) by ``SaveEntry.key`` and content pack hash: a
    journal is loaded again only when it changed. Shared by the UI thread and a worker."""

    _found: dict[tuple[str, int, int, str], Standing | str] = field(default_factory=dict)
    _lock: threading.Lock = field(default_factory=threading.Lock)

    def get(self, entry: SaveEntry, pack: ContentPack) -> Standing | str | None:
        with self._lock:
            return self._found.get((*entry.key, pack.hash))

    def retain(self, entries: list[SaveEntry]) -> None:
        """Forget the standings of files no longer listed as they are (changed, moved or
        gone): the cache holds one state per journal of the folder, no more."""
        keys = {entry.key for entry in entries}
        with self._lock:
            for found in [k for k in self._found if k[:3] not in keys]:
                del self._found[found]

    def read(self, entry: SaveEntry, pack: ContentPack) -> Standing | str:
        """The standing of ``entry`` (loaded on a miss), or why it cannot be loaded."""
        known = self.get(entry, pack)
        if known is not None:
            return known
        try:
            found: Standing | str = read_standing(entry, pack)
        except READ_ERRORS as exc:
            found = problem_words(exc)
        except Exception as exc:  # a hostile file must not end the app
            found = f"cannot be read ({problem_words(exc)})"
        with self._lock:
            self._found[(*entry.key, pack.hash)] = found
        return found


def move_to_trash(entry: SaveEntry) -> Path:
    """Move the journal to the save folder's ``trash`` subfolder (the player's "delete"; the
    file is kept, under a free name) and return where it went. Raises ``OSError`` (the
    folder refuses, or another atoterm has the journal open: :class:`JournalLocked`)."""
    held = locked_elsewhere(entry.path)
    if held is not None:
        raise held
    trash = entry.path.parent / TRASH
    trash.mkdir(exist_ok=True)
    stem = entry.path.name.removesuffix(JOURNAL_SUFFIX)
    target = trash / entry.path.name
    number = 2
    while os.path.lexists(target):
        target = trash / f"{stem}-{number}{JOURNAL_SUFFIX}"
        number += 1
    os.rename(entry.path, target)  # same file system: atomic, nothing copied or lost
    return target
