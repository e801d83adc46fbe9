"""Where saves go: `$ATOTERM_SAVES`, else `./saves` (the repository keeps it with a .gitkeep).

Also the names of the files made next to a journal (a recovered copy, a copy to continue in)
and the journals the title screen's Continue entries resume: the latest *campaign* (a header
without a ``start`` state) and the latest *practice* journal (a practice battle, adventure
or scenario: they start from a recorded state).
"""

from __future__ import annotations

import os
import stat
from collections.abc import Iterator
from dataclasses import dataclass
from pathlib import Path

from atoterm.store import JournalError
from atoterm.store.lock import printable
from atoterm.store.peek import read_header

JOURNAL_SUFFIX = ".atoj"
MAX_NUMBER = 999
"""The last number tried for a numbered name (``x.recovered-999.atoj``)."""


def saves_dir() -> Path:
    return Path(os.environ.get("ATOTERM_SAVES") or "saves")


def new_save_path(seed: int, folder: Path | None = None, prefix: str = "seed") -> Path:
    """A fresh journal name: ``<prefix>-<seed>[-n].atoj`` (campaigns "seed", practice "battle").

    Free when looked at; the journal is then created exclusively, so a name taken meanwhile
    is refused (``FileExistsError``), never replaced.
    """
    folder = folder or saves_dir()
    folder.mkdir(parents=True, exist_ok=True)
    candidate = folder / f"{prefix}-{seed}{JOURNAL_SUFFIX}"
    number = 2
    while os.path.lexists(candidate):
        candidate = folder / f"{prefix}-{seed}-{number}{JOURNAL_SUFFIX}"
        number += 1
    return candidate


def numbered_paths(journal: Path, tag: str) -> Iterator[Path]:
    """Names for a file made from ``journal``: ``x.<tag>.atoj``, ``x.<tag>-2.atoj``, ...

    The caller creates them exclusively and moves to the next name when one is taken.
    """
    stem = journal.name.removesuffix(JOURNAL_SUFFIX)
    yield journal.with_name(f"{stem}.{tag}{JOURNAL_SUFFIX}")
    for number in range(2, MAX_NUMBER + 1):
        yield journal.with_name(f"{stem}.{tag}-{number}{JOURNAL_SUFFIX}")


def list_saves(folder: Path | None = None) -> list[Path]:
    """Journals in the save folder, most recently modified first."""
    folder = folder or saves_dir()
    found: list[tuple[int, str, Path]] = []
    try:
        entries = list(folder.iterdir())
    except OSError:  # no folder yet, or one that cannot be listed
        return []
    for path in entries:
        if path.suffix != JOURNAL_SUFFIX:
            continue
        try:
            info = path.stat()
        except OSError:  # removed meanwhile, or a dangling symlink
            continue
        if stat.S_ISREG(info.st_mode):
            found.append((-info.st_mtime_ns, path.name, path))
    return [path for _, _, path in sorted(found)]


def shown_name(path: Path) -> str:
    """A journal's file name as it may be printed: no control or bidirectional characters
    (a file name is anyone's choice; it must not rewrite the screen or disguise itself)."""
    return printable(path.name) or "(unnamed)"


@dataclass(frozen=True)
class Latest:
    """The journals the title screen's Continue entries resume (None when there is none)."""

    campaign: Path | None
    practice: Path | None
    """A practice battle, a practice adventure or a scenario journal."""


def latest_journals(folder: Path | None = None) -> Latest:
    """The most recently modified campaign and practice journals of the save folder.

    Only headers are read (a few hundred bytes each), newest first, until both are found; a
    file whose header cannot be read is neither (loading it would be refused).
    """
    campaign: Path | None = None
    practice: Path | None = None
    for path in list_saves(folder):
        start = _starts_from_a_state(path)
        if start is None:
            continue
        if start and practice is None:
            practice = path
        elif not start and campaign is None:
            campaign = path
        if campaign is not None and practice is not None:
            break
    return Latest(campaign, practice)


def _starts_from_a_state(path: Path) -> bool | None:
    """True for a journal whose header carries a start state; None when it is not readable."""
    try:
        return bool(read_header(path).start)
    except JournalError:
        return None
