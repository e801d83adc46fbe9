"""Reading only a journal's header: what the title screen needs to tell a campaign from a
practice journal without reading whole files (a journal may be up to 1 GiB)."""

from __future__ import annotations

import os
import stat
import zlib
from pathlib import Path

import msgpack

from atoterm.store.journal import FRAME, MAGIC, MAX_RECORD_BYTES, JournalError
from atoterm.store.records import Header, RecordError, parse_header


def read_header(path: Path) -> Header:
    """The header of the journal at ``path``; :class:`JournalError` when it cannot be read.

    Reads the magic and the first frame only. A FIFO, device or folder is refused without
    waiting on it (``O_NONBLOCK``).
    """
    try:
        fd = os.open(path, os.O_RDONLY | os.O_NONBLOCK | os.O_CLOEXEC)
    except OSError as exc:
        raise JournalError(path, 0, f"cannot read: {exc.strerror or exc}") from None
    try:
        if not stat.S_ISREG(os.fstat(fd).st_mode):
            raise JournalError(path, 0, "not a regular file")
        head = _read_exactly(fd, len(MAGIC) + FRAME.size)
        if head[: len(MAGIC)] != MAGIC or len(head) < len(MAGIC) + FRAME.size:
            raise JournalError(path, 0, "not an atoterm journal with a header")
        length, crc = FRAME.unpack_from(head, len(MAGIC))
        if length > MAX_RECORD_BYTES:
            raise JournalError(path, len(MAGIC), "unreadable header: too long")
        body = _read_exactly(fd, length)
    except OSError as exc:
        raise JournalError(path, 0, f"cannot read: {exc.strerror or exc}") from None
    finally:
        os.close(fd)
    if len(body) != length or zlib.crc32(body) != crc:
        raise JournalError(path, len(MAGIC), "unreadable header: torn or corrupted")
    try:
        fields = msgpack.unpackb(
            body, raw=False, strict_map_key=True, max_array_len=100_000, max_map_len=10_000
        )
        return parse_header(fields)
    except RecordError as exc:
        raise JournalError(path, len(MAGIC), f"bad header: {exc}") from None
    except Exception:  # msgpack raises many kinds for garbage; all mean "no header"
        raise JournalError(path, len(MAGIC), "unreadable header") from None


def _read_exactly(fd: int, count: int) -> bytes:
    chunks: list[bytes] = []
    left = count
    while left > 0:
        chunk = os.read(fd, left)
        if not chunk:
            break
        chunks.append(chunk)
        left -= len(chunk)
    return b"".join(chunks)
