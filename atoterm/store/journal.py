"""The journal file: framing, crash-safe writing and defensive reading (ARCHITECTURE §4).

Layout (see docs/journal-format.md)::

    MAGIC (9 bytes) | frame | frame | ...
    frame = length (u32 big-endian) | crc32 of body (u32 big-endian) | body (msgpack map)

The first frame is the header; every later frame is a decision, undo, redo or keyframe record.
"""

from __future__ import annotations

import struct
import zlib
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

import msgpack

from atoterm.store.records import (
    FORMAT_VERSION,
    Header,
    Record,
    RecordError,
    parse_header,
    parse_record,
)

MAGIC = b"\x89ATOJ\r\n\x1a\n"
"""PNG-style: a non-ASCII byte, the name, and line endings that text-mode copies would mangle."""
FRAME = struct.Struct(">II")
MAX_RECORD_BYTES = 8 * 1024 * 1024
"""A larger length field is damage (or hostility): it is never allocated."""
MAX_FILE_BYTES = 1024 * 1024 * 1024


class JournalError(Exception):
    """A journal that cannot be read: one sentence naming the file, offset and reason."""

    def __init__(self, path: Path | str, offset: int, reason: str) -> None:
        self.path, self.offset, self.reason = str(path), offset, reason
        super().__init__(f"{path}: offset {offset}: {reason}")


@dataclass
class Damage:
    """Where a readable journal stops being valid (a torn or corrupted tail)."""

    offset: int
    reason: str
    torn: bool
    """True when the tail simply ends early (a crash mid-write); False for corrupted bytes."""


@dataclass
class JournalContents:
    header: Header
    records: list[Record]
    damage: Damage | None = None
    valid_bytes: int = 0
    """Bytes of the file up to the end of the last valid record."""
    extra: dict[str, Any] = field(default_factory=dict)


def encode_frame(body: dict[str, Any]) -> bytes:
    payload = msgpack.packb(body, use_bin_type=True)
    if len(payload) > MAX_RECORD_BYTES:
        raise ValueError(f"record of {len(payload)} bytes exceeds the {MAX_RECORD_BYTES} limit")
    return FRAME.pack(len(payload), zlib.crc32(payload)) + payload


def _unpack_body(payload: bytes) -> Any:
    return msgpack.unpackb(
        payload,
        raw=False,
        strict_map_key=True,
        max_str_len=MAX_RECORD_BYTES,
        max_bin_len=MAX_RECORD_BYTES,
        max_array_len=1_000_000,
        max_map_len=100_000,
    )


def read_journal(path: Path | str) -> JournalContents:
    """Read a journal; raise :class:`JournalError` if even its header is unusable.

    A damaged tail does not raise: the valid prefix is returned with ``damage`` set.
    The file is only read, never modified.
    """
    path = Path(path)
    try:
        size = path.stat().st_size
        if size > MAX_FILE_BYTES:
            raise JournalError(path, 0, f"file is larger than {MAX_FILE_BYTES} bytes")
        data = path.read_bytes()
    except FileNotFoundError:
        raise JournalError(path, 0, "no such file") from None
    except IsADirectoryError:
        raise JournalError(path, 0, "is a folder, not a journal") from None
    except OSError as exc:
        raise JournalError(path, 0, f"cannot read: {exc.strerror or exc}") from None
    if not data.startswith(MAGIC):
        if MAGIC.startswith(data):
            raise JournalError(
                path, len(data), "the file ends before its header (empty or torn save)"
            )
        raise JournalError(path, 0, "not an atoterm journal (wrong magic bytes)")
    frames = _frames(data)
    first = next(frames, None)
    if first is None or isinstance(first, Damage):
        reason = first.reason if first else "the file ends before its header"
        raise JournalError(path, len(MAGIC), f"unreadable header: {reason}")
    offset, header_end, body = first
    version = body.get("format") if isinstance(body, dict) else None
    if type(version) is int and version > FORMAT_VERSION:
        raise JournalError(
            path,
            offset,
            f"written by a newer atoterm (journal format {version}; this version reads up to {FORMAT_VERSION})",
        )
    try:
        header = parse_header(body)
    except RecordError as exc:
        raise JournalError(path, offset, f"bad header: {exc}") from None
    if header.format > FORMAT_VERSION:
        raise JournalError(
            path,
            offset,
            f"written by a newer atoterm (journal format {header.format}; this version reads up to {FORMAT_VERSION})",
        )
    if header.format < 1:
        raise JournalError(path, offset, f"unknown journal format {header.format}")
    contents = JournalContents(header=header, records=[])
    contents.valid_bytes = header_end
    for item in frames:
        if isinstance(item, Damage):
            contents.damage = item
            break
        offset, frame_end, body = item
        try:
            record = parse_record(body)
        except RecordError as exc:
            contents.damage = Damage(offset, f"record is malformed: {exc}", torn=False)
            break
        record.offset = offset
        contents.records.append(record)
        contents.valid_bytes = frame_end
    return contents


def _frames(data: bytes):  # type: ignore[no-untyped-def]
    """Yield ``(offset, end, body)`` per valid frame, then a :class:`Damage` if the tail is bad."""
    offset = len(MAGIC)
    end = len(data)
    view = memoryview(data)
    while offset < end:
        if end - offset < FRAME.size:
            yield Damage(offset, "the file ends inside a record's length field", torn=True)
            return
        length, crc = FRAME.unpack_from(data, offset)
        if length > MAX_RECORD_BYTES:
            yield Damage(
                offset,
                f"record length {length} is beyond the {MAX_RECORD_BYTES}-byte limit",
                torn=False,
            )
            return
        start = offset + FRAME.size
        if start + length > end:
            yield Damage(offset, "the file ends inside a record (torn write)", torn=True)
            return
        payload = view[start : start + length]
        if zlib.crc32(payload) != crc:
            yield Damage(offset, "record checksum mismatch (corrupted bytes)", torn=False)
            return
        try:
            body = _unpack_body(payload)
        except Exception as exc:  # msgpack raises several types for malformed input
            yield Damage(
                offset, f"record body is not valid msgpack ({type(exc).__name__})", torn=False
            )
            return
        yield offset, start + length, body
        offset = start + length
