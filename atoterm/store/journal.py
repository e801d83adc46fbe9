"""The journal file: its layout and defensive, streaming reading (ARCHITECTURE §4).

Layout (see docs/journal-format.md)::

    MAGIC (9 bytes) | frame | frame | ...
    frame = length (u32 big-endian) | crc32 of body (u32 big-endian) | body (msgpack)

The first frame is the header, a msgpack map in every format; its ``format`` says how the
other frames' bodies are laid out (format 1: maps of named fields, ``records.py``; format 2:
compact arrays, ``compact.py``). :func:`open_journal` reads the records one frame at a time,
so a journal of any size up to the cap is read in bounded memory.
"""

from __future__ import annotations

import contextlib
import io
import os
from collections.abc import Iterator
from dataclasses import dataclass, field
from pathlib import Path
from typing import IO, Any

import msgpack

from atoterm.store.compact import BodyReader
from atoterm.store.frames import (
    FRAME,
    MAX_RECORD_BYTES,
    Damage,
    FrameReader,
    frame_bytes,
)
from atoterm.store.records import (
    FORMAT_VERSION,
    READABLE_FORMATS,
    Header,
    Record,
    RecordBody,
    RecordError,
    parse_header,
    parse_record,
)

__all__ = [
    "FRAME",
    "MAGIC",
    "MAX_FILE_BYTES",
    "MAX_RECORD_BYTES",
    "Damage",
    "JournalContents",
    "JournalError",
    "JournalReader",
    "encode_frame",
    "open_journal",
    "read_journal",
]

MAGIC = b"\x89ATOJ\r\n\x1a\n"
"""PNG-style: a non-ASCII byte, the name, and line endings that text-mode copies would mangle."""
MAX_FILE_BYTES = 1024 * 1024 * 1024
READ_BUFFER = 1 << 16


class JournalError(Exception):
    """A journal that cannot be read: one sentence naming the file, offset and reason."""

    def __init__(self, path: Path | str, offset: int, reason: str) -> None:
        self.path, self.offset, self.reason = str(path), offset, reason
        super().__init__(f"{path}: offset {offset}: {reason}")


@dataclass
class JournalContents:
    """A whole journal in memory (``read_journal``): for tools and small files."""

    header: Header
    records: list[Record]
    damage: Damage | None = None
    valid_bytes: int = 0
    """Bytes of the file up to the end of the last valid record."""
    extra: dict[str, Any] = field(default_factory=dict)


def encode_frame(body: dict[str, Any]) -> bytes:
    """A frame holding ``body``: a :class:`RecordBody` is framed as the bytes it carries, any
    other map (a header, a format-1 record) as its msgpack encoding."""
    if isinstance(body, RecordBody):
        return frame_bytes(body.payload)
    return frame_bytes(msgpack.packb(body, use_bin_type=True))


class JournalReader:
    """A journal opened for reading: ``header`` at once, then :meth:`records` one by one.

    After the records are exhausted, ``damage`` says where and why reading stopped early (None
    when the file was read to its end) and ``valid_bytes`` where the last valid record ends.
    The file is only read, never modified. Use as a context manager (it holds the file open).
    """

    def __init__(self, path: Path | str, image: bytes | None = None) -> None:
        """``image``: the file's bytes, already read (then ``path`` only names it)."""
        self.path = Path(path)
        self.damage: Damage | None = None
        self.handle: IO[bytes] = _open(self.path) if image is None else io.BytesIO(image)
        try:
            self.size = _size(self.path, self.handle) if image is None else len(image)
            self.header, self.header_end = self._read_header()
        except BaseException:
            self.handle.close()
            raise
        self.valid_bytes = self.header_end
        self.count = 0
        """Valid records read so far (the header not included)."""
        self.image: bytearray | None = None
        """With ``records(keep=N)``: the bytes read so far, while they are at most N."""

    def __enter__(self) -> JournalReader:
        return self

    def __exit__(self, *exc: object) -> None:
        self.close()

    def close(self) -> None:
        with contextlib.suppress(OSError):
            self.handle.close()

    def _read_header(self) -> tuple[Header, int]:
        path = self.path
        data = self.handle.read(len(MAGIC))
        if data != MAGIC:
            if MAGIC.startswith(data):
                raise JournalError(
                    path, len(data), "the file ends before its header (empty or torn save)"
                )
            raise JournalError(path, 0, "not an atoterm journal (wrong magic bytes)")
        frames = FrameReader(self.handle, len(MAGIC), self.size)
        first = next(iter(frames), None)
        if first is None:
            reason = frames.damage.reason if frames.damage else "the file ends before its header"
            raise JournalError(path, len(MAGIC), f"unreadable header: {reason}")
        body = first.body
        version = body.get("format") if isinstance(body, dict) else None
        if type(version) is int and version > FORMAT_VERSION:
            raise JournalError(path, first.offset, _newer(version))
        try:
            header = parse_header(body)
        except RecordError as exc:
            raise JournalError(path, first.offset, f"bad header: {exc}") from None
        if header.format > FORMAT_VERSION:
            raise JournalError(path, first.offset, _newer(header.format))
        if header.format not in READABLE_FORMATS:
            raise JournalError(path, first.offset, f"unknown journal format {header.format}")
        return header, first.end

    def records(self, end: int | None = None, keep: int = 0) -> Iterator[Record]:
        """The records after the header, in file order, each with its ``offset`` and the exact
        ``payload`` it was read from; ``end`` stops at that byte offset (a known prefix).
        ``keep``: also keep the bytes read in :attr:`image` while they are at most that many
        (a small journal's copy, so it is not read twice)."""
        limit = self.size if end is None else min(end, self.size)
        frames = FrameReader(self.handle, self.header_end, limit)
        version = self.header.format
        parse = BodyReader().read if version >= 2 else parse_record
        if keep and limit <= keep:
            self.handle.seek(0)
            self.image = bytearray(self.handle.read(self.header_end))
        try:
            for frame in frames:
                if self.image is not None:
                    self.image += frame.head
                    self.image += frame.payload
                    if len(self.image) > keep:
                        self.image = None
                try:
                    record = parse(frame.body)
                except RecordError as exc:
                    self.damage = Damage(frame.offset, f"record is malformed: {exc}", torn=False)
                    return
                record.offset = frame.offset
                record.format = version
                record.payload = frame.payload
                self.valid_bytes = frame.end
                self.count += 1
                yield record
        except OSError as exc:  # a disk error mid-file: the reader says where
            reason = f"cannot read: {exc.strerror or exc}"
            raise JournalError(self.path, frames.offset, reason) from None
        self.damage = frames.damage


def open_journal(path: Path | str) -> JournalReader:
    """Open a journal and read its header; raise :class:`JournalError` if even that is
    unusable. A damaged tail does not raise: :meth:`JournalReader.records` stops before it."""
    return JournalReader(path)


def read_journal(path: Path | str) -> JournalContents:
    """The whole journal in memory (for tools and tests; loading and verifying stream)."""
    with open_journal(path) as reader:
        records = list(reader.records())
        return JournalContents(reader.header, records, reader.damage, reader.valid_bytes)


def _newer(version: int) -> str:
    return (
        f"written by a newer atoterm (journal format {version}; this version reads up to "
        f"{FORMAT_VERSION})"
    )


def _open(path: Path) -> IO[bytes]:
    try:
        return open(path, "rb", buffering=READ_BUFFER)  # the reader closes it
    except FileNotFoundError:
        raise JournalError(path, 0, "no such file") from None
    except IsADirectoryError:
        raise JournalError(path, 0, "is a folder, not a journal") from None
    except OSError as exc:
        raise JournalError(path, 0, f"cannot read: {exc.strerror or exc}") from None


def _size(path: Path, handle: IO[bytes]) -> int:
    try:
        size = os.fstat(handle.fileno()).st_size
    except OSError as exc:
        raise JournalError(path, 0, f"cannot read: {exc.strerror or exc}") from None
    if size > MAX_FILE_BYTES:
        raise JournalError(path, 0, f"file is larger than {MAX_FILE_BYTES} bytes")
    return size
