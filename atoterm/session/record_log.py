"""The records of a loaded journal, without holding them as objects.

``Game.records`` is the journal's whole history (every record after the header, abandoned
branches included): ``save_as``, ``attach`` and a recovered copy write it to a new file. For a
loaded journal this log holds the bytes the records were read from (or, for a journal too
large to keep, where they end in the file), reads them again when it is iterated (each with
the exact bytes it was read from, so a copy is byte for byte the same), and holds the records
added since as they are.
"""

from __future__ import annotations

import errno
from collections.abc import Iterator
from pathlib import Path

from atoterm.store import JournalError, JournalReader, Record


class RecordLog:
    """Records 1..``count`` of ``path`` (up to byte ``end``; ``image``: those bytes, when
    kept), then the ones appended here."""

    def __init__(
        self, path: Path, end: int, count: int, version: int, image: bytes | None = None
    ) -> None:
        self.path, self.end, self.count, self.format = path, end, count, version
        self.image = image
        self.added: list[Record] = []

    def __len__(self) -> int:
        return self.count + len(self.added)

    def __iter__(self) -> Iterator[Record]:
        yield from self._read()
        yield from list(self.added)

    def __reversed__(self) -> Iterator[Record]:
        yield from reversed(self.added)
        yield from reversed(list(self._read()))

    def append(self, record: Record) -> None:
        """A record the session wrote: kept in the journal's format (a file never mixes them)."""
        self.added.append(record.in_format(self.format))

    def _read(self) -> Iterator[Record]:
        try:
            reader = JournalReader(self.path, self.image)
        except JournalError as exc:
            raise self._changed(exc.reason) from None
        with reader:
            read = 0
            for record in reader.records(self.end):
                read += 1
                yield record
            if read != self.count:
                raise self._changed(f"{read} records where {self.count} were read")

    def _changed(self, why: str) -> OSError:
        return OSError(
            errno.EIO, f"the journal changed on disk since it was loaded ({why})", str(self.path)
        )
