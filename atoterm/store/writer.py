"""Writing journals: new files created atomically, records appended durably (ARCHITECTURE §4).

The byte layout is in ``journal.py`` and docs/journal-format.md.
"""

from __future__ import annotations

import contextlib
import os
import tempfile
from pathlib import Path

from atoterm.store.journal import MAGIC, encode_frame
from atoterm.store.records import Header, Record


class JournalWriter:
    """Appends records durably: write, flush and fsync per record."""

    def __init__(self, path: Path, durable: bool = True) -> None:
        self.path = path
        self.durable = durable
        self.uncertain = False
        """A failed append could not be cut back: the file may end in a torn record."""
        # Unbuffered: a failed write leaves nothing queued in a buffer to be written later.
        self._file = open(path, "ab", buffering=0)  # noqa: SIM115  (kept open for the session)

    @classmethod
    def create(
        cls, path: Path | str, header: Header, records: list[Record], durable: bool = True
    ) -> JournalWriter:
        """Write a new journal atomically (temp file + fsync + os.replace), then open it.

        An existing file is never replaced: a save is only ever created or appended to.
        """
        path = Path(path)
        if path.exists():
            raise FileExistsError(17, "already exists; choose another save path", str(path))
        path.parent.mkdir(parents=True, exist_ok=True)
        payload = bytearray(MAGIC)
        payload += encode_frame(header.to_body())
        for record in records:
            payload += encode_frame(record.to_body())
        fd, tmp = tempfile.mkstemp(prefix=f".{path.name}.", suffix=".tmp", dir=path.parent)
        try:
            os.fchmod(fd, 0o644)  # mkstemp makes 0600; a save is an ordinary document
            with os.fdopen(fd, "wb") as handle:
                handle.write(payload)
                handle.flush()
                os.fsync(handle.fileno())
            os.replace(tmp, path)
        except BaseException:
            Path(tmp).unlink(missing_ok=True)
            raise
        _fsync_dir(path.parent)
        return cls(path, durable)

    def append(self, record: Record) -> None:
        """Write one record durably, or raise OSError with the file as it was before.

        A failed write or fsync may leave part of the frame behind; it is cut off again, so the
        file never holds a record the caller was told had not been written. When even that
        fails, :attr:`uncertain` is set: the file may end in a torn record (loading reports
        it and continues in a copy).
        """
        frame = memoryview(encode_frame(record.to_body()))
        fd = self._file.fileno()
        before = os.fstat(fd).st_size
        try:
            while frame:
                written = os.write(fd, frame)
                frame = frame[written:]
            if self.durable:
                os.fsync(fd)
        except OSError:
            self._cut_back(before)
            raise

    def _cut_back(self, size: int) -> None:
        try:
            os.ftruncate(self._file.fileno(), size)
            os.fsync(self._file.fileno())
        except OSError:
            self.uncertain = True

    def close(self) -> None:
        """Close the file. Every record was already flushed (and fsynced when durable) when it
        was appended, so a disk that refuses the last flush loses nothing: it is not an error."""
        if self._file.closed:
            return
        with contextlib.suppress(OSError):
            if self.durable:
                os.fsync(self._file.fileno())
        with contextlib.suppress(OSError):
            self._file.close()


def _fsync_dir(folder: Path) -> None:
    try:
        fd = os.open(folder, os.O_RDONLY)
    except OSError:
        return
    try:
        os.fsync(fd)
    except OSError:
        pass
    finally:
        os.close(fd)
