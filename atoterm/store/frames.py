"""Frames: reading a journal's frames one at a time, and telling damage from a torn tail.

    frame = length (u32 big-endian) | crc32 of body (u32 big-endian) | body (msgpack)

A crash while appending leaves at most one frame cut short at the end of the file (a *torn*
tail: nothing after it). Anything else that stops the reader is *damage*: a checksum that does
not match, a body that is not msgpack, or a length field that claims more bytes than the file
holds while valid frames follow (a flipped bit in the length: the frames after it are still
there, so this is not a crash mid-write).
"""

from __future__ import annotations

import struct
import zlib
from collections.abc import Iterator
from dataclasses import dataclass
from typing import IO, Any

import msgpack

FRAME = struct.Struct(">II")
MAX_RECORD_BYTES = 8 * 1024 * 1024
"""A larger length field is damage (or hostility): it is never allocated."""


@dataclass
class Damage:
    """Where a readable journal stops being valid (a torn or corrupted tail)."""

    offset: int
    reason: str
    torn: bool
    """True when the tail simply ends early (a crash mid-write); False for corrupted bytes."""
    fold_rule: bool = False
    """The record is well formed but does not fit the line before it (loading's fold rules):
    `verify` calls that a desync."""


MAX_ARRAY_ITEMS = 65_536
"""The longest array a body may hold (a decision's draws at most): msgpack refuses a longer
one from its header, before allocating anything, so an 8 MiB body cannot become hundreds of
megabytes of objects."""


def unpack_body(payload: bytes | memoryview) -> Any:
    return msgpack.unpackb(
        payload,
        raw=False,
        strict_map_key=True,
        max_str_len=MAX_RECORD_BYTES,
        max_bin_len=MAX_RECORD_BYTES,
        max_array_len=MAX_ARRAY_ITEMS,
        max_map_len=100_000,
    )


def frame_bytes(payload: bytes) -> bytes:
    if len(payload) > MAX_RECORD_BYTES:
        raise ValueError(f"record of {len(payload)} bytes exceeds the {MAX_RECORD_BYTES} limit")
    return FRAME.pack(len(payload), zlib.crc32(payload)) + payload


@dataclass
class Frame:
    """One frame of a journal file as read: where it is, its bytes and its decoded body."""

    offset: int
    end: int
    head: bytes
    """The 8 bytes of length and CRC."""
    payload: bytes
    body: Any


class FrameReader:
    """The frames of an open file from ``start`` to ``size``, read one at a time.

    Iterating stops at the end or at the first bad frame; then :attr:`damage` says where and
    why. Memory holds one frame (at most :data:`MAX_RECORD_BYTES`), whatever the file's size.
    """

    def __init__(self, handle: IO[bytes], start: int, size: int) -> None:
        self.handle = handle
        self.offset = start
        self.size = size
        self.damage: Damage | None = None

    def __iter__(self) -> Iterator[Frame]:
        handle, size = self.handle, self.size
        handle.seek(self.offset)
        # Bound once: this loop runs once a record (thousands a verify or a load).
        read, unpack_head, crc32, head_size = handle.read, FRAME.unpack, zlib.crc32, FRAME.size
        while self.offset < size:
            offset = self.offset
            head = read(head_size)
            if len(head) < head_size:
                self.damage = Damage(
                    offset, "the file ends inside a record's length field", torn=True
                )
                return
            length, crc = unpack_head(head)
            if length > MAX_RECORD_BYTES:
                self.damage = Damage(
                    offset,
                    f"record length {length} is beyond the {MAX_RECORD_BYTES}-byte limit",
                    torn=False,
                )
                return
            start = offset + head_size
            if start + length > size:
                self.damage = self._past_the_end(offset, length)
                return
            payload = read(length)
            if len(payload) < length:  # the file shrank while it was read
                self.damage = Damage(offset, "the file ends inside a record (torn write)", True)
                return
            if crc32(payload) != crc:
                self.damage = Damage(offset, "record checksum mismatch (corrupted bytes)", False)
                return
            try:
                body = unpack_body(payload)
            except ValueError as exc:
                if "exceeds max" not in str(exc):
                    self.damage = Damage(offset, _not_msgpack(exc), False)
                else:
                    reason = "record body holds more items than the reader accepts"
                    self.damage = Damage(offset, reason, False)
                return
            except Exception as exc:  # msgpack raises several types for malformed input
                self.damage = Damage(offset, _not_msgpack(exc), False)
                return
            self.offset = start + length
            yield Frame(offset, self.offset, head, payload, body)

    def _past_the_end(self, offset: int, length: int) -> Damage:
        """A frame claims more bytes than remain: torn, unless a valid frame follows."""
        self.handle.seek(offset)
        # The remainder is shorter than the claimed frame, so at most MAX_RECORD_BYTES + 8.
        rest = self.handle.read(self.size - offset)
        found = find_frame(rest, FRAME.size + 1)
        if found is None:
            return Damage(offset, "the file ends inside a record (torn write)", torn=True)
        return Damage(
            offset,
            f"record length {length} runs past the end of the file, yet a valid record "
            f"starts at offset {offset + found}: the length field is damaged",
            torn=False,
        )


def _not_msgpack(exc: Exception) -> str:
    return f"record body is not valid msgpack ({type(exc).__name__})"


def find_frame(data: bytes, start: int) -> int | None:
    """The first index at or after ``start`` where a valid frame begins (a plausible length, a
    matching CRC and a msgpack body), or None."""
    view = memoryview(data)
    end = len(data)
    at = start
    while at + FRAME.size < end:
        # A plausible length is below the remaining size (< 2**24 here), so its first byte
        # is zero: jump to the next zero byte.
        at = data.find(b"\x00", at, end - FRAME.size)
        if at < 0:
            return None
        length, crc = FRAME.unpack_from(data, at)
        body_start = at + FRAME.size
        if (
            0 < length <= end - body_start
            and zlib.crc32(view[body_start : body_start + length]) == crc
        ):
            try:
                unpack_body(view[body_start : body_start + length])
            except Exception:  # not msgpack: keep looking
                pass
            else:
                return at
        at += 1
    return None
