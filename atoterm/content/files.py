"""Reading untrusted files safely: regular files only, size-bounded, never blocking.

A FIFO named ``map.toml`` would make a plain ``read_text`` wait forever for a writer, and a
device (``/dev/zero`` behind a symbolic link) would never end. Files are opened with
``O_NONBLOCK`` (so opening a FIFO returns at once) and checked with ``fstat`` on the open
descriptor (no window between the check and the read), then read up to a limit.
"""

from __future__ import annotations

import errno
import os
import stat
from collections.abc import Iterator
from pathlib import Path

CHUNK = 1024 * 1024


class NotRegularFile(OSError):
    """The path is a FIFO, a device, a socket or a folder: it is not read."""

    def __init__(self, path: Path | str, kind: str) -> None:
        super().__init__(errno.EINVAL, f"is {kind}, not a regular file", str(path))
        self.kind = kind


class FileTooLarge(OSError):
    """The file is larger than the reader accepts."""

    def __init__(self, path: Path | str, limit: int) -> None:
        super().__init__(errno.EFBIG, f"file is larger than {limit} bytes", str(path))
        self.limit = limit


def kind_of(mode: int) -> str:
    """What a non-regular file is, in words."""
    if stat.S_ISFIFO(mode):
        return "a FIFO (named pipe)"
    if stat.S_ISSOCK(mode):
        return "a socket"
    if stat.S_ISCHR(mode) or stat.S_ISBLK(mode):
        return "a device"
    if stat.S_ISDIR(mode):
        return "a folder"
    return "not a file"


def read_regular_bytes(path: Path | str, limit: int) -> bytes:
    """The bytes of the regular file ``path`` (following links), at most ``limit`` of them.

    Raises :class:`NotRegularFile`, :class:`FileTooLarge` or the ``OSError`` of the open.
    """
    fd = os.open(path, os.O_RDONLY | os.O_NONBLOCK | getattr(os, "O_CLOEXEC", 0))
    try:
        mode = os.fstat(fd).st_mode
        if not stat.S_ISREG(mode):
            raise NotRegularFile(path, kind_of(mode))
        parts = []
        size = 0
        while chunk := os.read(fd, min(CHUNK, limit + 1 - size)):
            parts.append(chunk)
            size += len(chunk)
            if size > limit:
                raise FileTooLarge(path, limit)
        return b"".join(parts)
    finally:
        os.close(fd)


def read_regular_tail(path: Path | str, limit: int) -> tuple[bytes, bool]:
    """The last ``limit`` bytes of the regular file ``path``, and whether it holds more before
    them (a log read from its end). A symbolic link at ``path`` is not followed: a file the
    program appends to is its own (``FileNotFoundError`` when there is none)."""
    flags = os.O_RDONLY | os.O_NONBLOCK | getattr(os, "O_CLOEXEC", 0) | getattr(os, "O_NOFOLLOW", 0)
    fd = os.open(path, flags)
    try:
        info = os.fstat(fd)
        if not stat.S_ISREG(info.st_mode):
            raise NotRegularFile(path, kind_of(info.st_mode))
        cut = info.st_size > limit
        if cut:
            os.lseek(fd, info.st_size - limit, os.SEEK_SET)
        parts = []
        size = 0
        while size < limit and (chunk := os.read(fd, min(CHUNK, limit - size))):
            parts.append(chunk)
            size += len(chunk)
        return b"".join(parts), cut
    finally:
        os.close(fd)


def read_regular_text(path: Path | str, limit: int) -> str:
    """:func:`read_regular_bytes` decoded as UTF-8 (``UnicodeDecodeError`` when it is not)."""
    return read_regular_bytes(path, limit).decode("utf-8")


def regular_chunks(path: Path) -> Iterator[bytes]:
    """The bytes of a regular file in chunks (for hashing files of any size)."""
    fd = os.open(path, os.O_RDONLY | os.O_NONBLOCK | getattr(os, "O_CLOEXEC", 0))
    try:
        mode = os.fstat(fd).st_mode
        if not stat.S_ISREG(mode):
            raise NotRegularFile(path, kind_of(mode))
        while chunk := os.read(fd, CHUNK):
            yield chunk
    finally:
        os.close(fd)


def odd_entries(folder: Path) -> list[tuple[str, str]]:
    """(relative path, what it is) of everything below ``folder`` that is neither a regular
    file nor a folder once links are followed: FIFOs, devices, sockets, broken links."""
    odd = []
    for path in sorted(folder.rglob("*")):
        try:
            mode = path.stat().st_mode
        except OSError:
            odd.append((path.relative_to(folder).as_posix(), "a broken link"))
            continue
        if not (stat.S_ISREG(mode) or stat.S_ISDIR(mode)):
            odd.append((path.relative_to(folder).as_posix(), kind_of(mode)))
    return odd
