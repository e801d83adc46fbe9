"""Writing journals: new files created exclusively and atomically, records appended durably,
one writer at a time (ARCHITECTURE §4).

The byte layout is in ``journal.py`` and docs/journal-format.md; creation in ``files.py``;
the lock in ``lock.py``.
"""

from __future__ import annotations

import contextlib
import errno
import fcntl
import os
from pathlib import Path

from atoterm.store.files import create_new
from atoterm.store.journal import MAGIC, encode_frame
from atoterm.store.lock import JournalLock, flock_exclusive, printable
from atoterm.store.records import Header, Record


class JournalChanged(OSError):
    """The journal grew or shrank between reading it and locking it: another program wrote
    to it in between, so what was read is no longer the whole file."""

    def __init__(self, path: Path) -> None:
        super().__init__(
            errno.EAGAIN,
            "changed while it was being opened (another program wrote to it)",
            str(path),
        )
        self.path = path

    def __str__(self) -> str:
        return f"{printable(str(self.path))}: {self.strerror}; open it again"


class JournalWriter:
    """Appends records durably (write and fsync per record) to a journal it holds locked.

    Opening an existing journal takes its lock (:class:`~atoterm.store.lock.JournalLocked`
    when another writer has it); :meth:`create` makes a new one, locked before it gets its
    name. :meth:`close` releases every lock.
    """

    def __init__(
        self, path: Path | str, durable: bool = True, expect_size: int | None = None
    ) -> None:
        """Open the existing journal ``path`` for appending and lock it.

        ``expect_size``: the bytes the caller read; a file of another size once locked
        raises :class:`JournalChanged` (it was written to in between).
        """
        path = Path(path)
        # Unbuffered and never created here: a journal that vanished is not made anew empty.
        fd = os.open(path, os.O_WRONLY | os.O_APPEND | os.O_CLOEXEC)
        try:
            lock = JournalLock.take(path, fd)
        except BaseException:
            os.close(fd)
            raise
        self._adopt(path, durable, fd, [lock])
        if expect_size is not None and os.fstat(fd).st_size != expect_size:
            self.close()
            raise JournalChanged(path)

    def _adopt(self, path: Path, durable: bool, fd: int, locks: list[JournalLock]) -> None:
        self.path = path
        self.durable = durable
        self.uncertain = False
        """A failed append could not be cut back: the file may end in a torn record."""
        self._file = open(fd, "ab", buffering=0, closefd=True)  # noqa: SIM115  (the session's)
        self._locks = locks
        self._guards: list[int] = []
        """Descriptors held only for their lock (the damaged original of a recovered copy)."""

    @classmethod
    def create(
        cls,
        path: Path | str,
        header: Header,
        records: list[Record],
        durable: bool = True,
        guard: Path | None = None,
    ) -> JournalWriter:
        """Write a new journal exclusively and atomically (``files.create_new``), locked.

        An existing file is never replaced: a save is only ever created or appended to.
        ``guard``: another journal to hold locked as long as this one is open (a recovered
        copy guards the damaged original, so two terminals cannot both continue it).
        """
        path = Path(path)
        payload = bytearray(MAGIC)
        payload += encode_frame(header.to_body())
        for record in records:
            payload += encode_frame(record.to_body())
        guard_fd, guard_lock = _lock_guard(guard) if guard is not None else (-1, None)
        try:
            # Locked before the name exists: nobody can open the new journal unlocked.
            fd = create_new(path, bytes(payload), prepare=flock_exclusive, reason=EXISTS)
        except BaseException:
            if guard_lock is not None:
                guard_lock.release()
                os.close(guard_fd)
            raise
        # O_APPEND from now on: a record cut back after a failed write leaves no hole.
        fcntl.fcntl(fd, fcntl.F_SETFL, fcntl.fcntl(fd, fcntl.F_GETFL) | os.O_APPEND)
        writer = cls.__new__(cls)
        writer._adopt(path, durable, fd, [JournalLock(path)])
        if guard_lock is not None:
            writer._locks.append(guard_lock)
            writer._guards.append(guard_fd)
        return writer

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
        """Close the file and release the locks. Every record was already flushed (and
        fsynced when durable) when it was appended, so a disk that refuses the last flush
        loses nothing: it is not an error."""
        if self._file.closed:
            return
        with contextlib.suppress(OSError):
            if self.durable:
                os.fsync(self._file.fileno())
        for lock in self._locks:
            lock.release()  # the sidecars go first: the next holder's are never touched
        with contextlib.suppress(OSError):
            self._file.close()
        for fd in self._guards:
            with contextlib.suppress(OSError):
                os.close(fd)
        self._guards = []


EXISTS = "already exists; choose another save path"


def _lock_guard(path: Path) -> tuple[int, JournalLock]:
    fd = os.open(path, os.O_RDONLY | os.O_CLOEXEC)
    try:
        return fd, JournalLock.take(path, fd)
    except BaseException:
        os.close(fd)
        raise
