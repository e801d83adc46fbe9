"""Opening a loaded journal for writing: its lock, the recovered copy, the read-only fallback,
and continuing in a copy when another terminal holds it.

* :func:`attach_writer` — what ``load_game(writable=True)`` does once the journal is read:
  lock it and append to it, or (a damaged tail) continue in ``<name>.recovered.atoj`` while
  the original stays locked too. A journal that another terminal holds raises
  :class:`~atoterm.store.JournalLocked`; one that cannot be written here (a read-only folder
  or file system, a copy that cannot be created) is opened read-only with a clear message;
* :func:`continue_in_copy` — the history so far in ``<name>.copy.atoj``, journaled from now on.
"""

from __future__ import annotations

from pathlib import Path
from typing import TYPE_CHECKING

from atoterm.session.paths import numbered_paths, shown_name
from atoterm.store import JournalChanged, JournalLocked, JournalWriter, Record
from atoterm.store.records import Header

if TYPE_CHECKING:
    from atoterm.session.game import Game
    from atoterm.session.loading import LoadReport


def attach_writer(
    game: Game,
    report: LoadReport,
    records: list[Record],
    valid_bytes: int | None,
    durable: bool = True,
    writer_class: type[JournalWriter] = JournalWriter,
    damaged: bool | None = None,
) -> None:
    """Give ``game`` a writer for the journal ``report`` describes (see the module doc).

    ``records``: the valid records kept; ``valid_bytes``: the file's size as read (checked
    once locked, so records another writer added in between are never overwritten);
    ``writer_class``: the writer for the journal's format (a file never mixes formats);
    ``damaged``: the tail is damaged or no longer replays (default: the report's damage).
    """
    path = report.path
    if damaged is None:
        damaged = report.damage is not None
    try:
        if not damaged:
            game.writer = writer_class(path, durable, expect_size=valid_bytes or None)
        else:
            game.writer = create_numbered(
                path, "recovered", game.header, records, durable, writer_class
            )
            report.continued_in = game.writer.path
    except (JournalLocked, JournalChanged):
        raise
    except OSError as exc:
        report.read_only = (
            f"{shown_name(path)} cannot be written here ({exc.strerror or exc}), so it is "
            "open read-only: nothing done now is saved in it."
        )


def create_numbered(
    journal: Path,
    tag: str,
    header: Header,
    records: list[Record],
    durable: bool = True,
    writer_class: type[JournalWriter] = JournalWriter,
) -> JournalWriter:
    """A new journal next to ``journal`` at the first free ``x.<tag>[-n].atoj``, holding
    ``records``; ``journal`` itself stays locked while the new one is open (two terminals
    cannot both continue the same damaged file)."""
    last: FileExistsError | None = None
    for candidate in numbered_paths(journal, tag):
        try:
            return writer_class.create(candidate, header, records, durable, guard=journal)
        except FileExistsError as exc:  # taken (maybe just now, by another terminal)
            last = exc
    assert last is not None
    raise last


def continue_in_copy(game: Game, original: Path, durable: bool = True) -> Path:
    """Journal ``game`` (opened read-only) from now on in a new ``<name>.copy.atoj`` beside
    ``original``, holding the whole history so far; the path. ``OSError`` if it cannot be
    made."""
    last: FileExistsError | None = None
    for candidate in numbered_paths(original, "copy"):
        try:
            game.attach(candidate, durable)
        except FileExistsError as exc:
            last = exc
            continue
        return candidate
    assert last is not None
    raise last
