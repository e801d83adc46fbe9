"""Keyframes in memory: the canonical state bytes of line positions, kept compressed.

The session keeps a keyframe at every position it has computed (each decision made, each one
re-applied), so an undo only decodes the state it lands on and re-applies nothing: a battle
decision re-applied on a decoded state can cost several milliseconds. Kept raw, that would be
15-25 KB a position; here every ``ANCHOR_EVERY``-th stored position is an *anchor* compressed
on its own, and the others are compressed with their anchor as zlib's preset dictionary
(about 1 KB each). The journal on disk holds far fewer keyframes (``history.py``).

A verify keeps only the journal's keyframes, as the file holds them (:class:`JournalKeyframes`).
"""

from __future__ import annotations

import bisect
import zlib
from collections.abc import Iterator, MutableMapping

from atoterm.store.compact import inflate_state
from atoterm.store.frames import unpack_body
from atoterm.store.records import Record

ANCHOR_EVERY = 32
"""A stored position at least this far above the anchor below it becomes an anchor."""
LEVEL = 1
"""Fast compression: this runs once per decision; memory, not the file, is at stake."""
WINDOW_BITS = -15


class _Positions(MutableMapping[int, bytes]):
    """State bytes by line position, kept in a sorted list of positions (``_positions``, which
    a store fills): iteration, size and ``floor`` (the nearest position at or below)."""

    _positions: list[int]

    def __iter__(self) -> Iterator[int]:
        return iter(list(self._positions))

    def __len__(self) -> int:
        return len(self._positions)

    def floor(self, position: int) -> int:
        """The highest stored position at or below ``position`` (KeyError if none)."""
        index = bisect.bisect_right(self._positions, position)
        if not index:
            raise KeyError(position)
        return self._positions[index - 1]


class KeyframeStore(_Positions):
    """State bytes by line position, with ``floor`` (the nearest position at or below)."""

    def __init__(self) -> None:
        self._positions: list[int] = []
        """Every stored position, sorted."""
        self._entries: dict[int, tuple[int, bytes]] = {}
        """position -> (its anchor's position, compressed bytes); an anchor is its own anchor."""
        self._recent: tuple[int, bytes] | None = None
        """The last anchor inflated (most reads use the same one)."""

    # ----------------------------------------------------------------- mapping
    def __getitem__(self, position: int) -> bytes:
        anchor, packed = self._entries[position]
        if anchor == position:
            return self._anchor(position)
        unpacker = zlib.decompressobj(WINDOW_BITS, zdict=self._anchor(anchor))
        return unpacker.decompress(packed) + unpacker.flush()

    def __setitem__(self, position: int, data: bytes) -> None:
        if position in self._entries:
            del self[position]
        index = bisect.bisect_left(self._positions, position)
        anchor = self._entries[self._positions[index - 1]][0] if index else None
        if anchor is None or position - anchor >= ANCHOR_EVERY:
            packer = zlib.compressobj(LEVEL, zlib.DEFLATED, WINDOW_BITS)
            self._entries[position] = (position, packer.compress(data) + packer.flush())
            self._recent = (position, data)
        else:
            packer = zlib.compressobj(LEVEL, zlib.DEFLATED, WINDOW_BITS, zdict=self._anchor(anchor))
            self._entries[position] = (anchor, packer.compress(data) + packer.flush())
        self._positions.insert(index, position)

    def __delitem__(self, position: int) -> None:
        anchor, _ = self._entries.pop(position)
        index = bisect.bisect_left(self._positions, position)
        del self._positions[index]
        if anchor == position:
            # Positions compressed against it follow it, up to the next anchor: drop them too.
            while index < len(self._positions):
                above = self._positions[index]
                if self._entries[above][0] != position:
                    break
                del self._entries[above]
                del self._positions[index]
            if self._recent is not None and self._recent[0] == position:
                self._recent = None

    def __contains__(self, position: object) -> bool:
        return position in self._entries

    # ----------------------------------------------------------------- positions
    def drop_after(self, position: int) -> None:
        """Forget every position above ``position`` (a new decision abandons them)."""
        index = bisect.bisect_right(self._positions, position)
        for above in self._positions[index:]:
            del self._entries[above]
        del self._positions[index:]
        if self._recent is not None and self._recent[0] > position:
            self._recent = None

    def packed_bytes(self) -> int:
        """Memory the compressed states take (for the benchmark)."""
        return sum(len(packed) for _, packed in self._entries.values())

    def _anchor(self, position: int) -> bytes:
        if self._recent is not None and self._recent[0] == position:
            return self._recent[1]
        unpacker = zlib.decompressobj(WINDOW_BITS)
        data = unpacker.decompress(self._entries[position][1]) + unpacker.flush()
        self._recent = (position, data)
        return data


CHAIN_ANCHOR_EVERY = 16
"""Every this many journal keyframes (in file order), one is kept as its plain bytes: reading
any other inflates at most this many less one from there."""


class JournalKeyframes(_Positions):
    """Keyframes while verifying: the journal's own, kept as the file holds them.

    A verify re-executes forward and keeps only the positions where the journal has a keyframe
    (for its undo records). The replay computes each such state and the journal's record of it
    follows at once; once the two are found equal (``read``), the position keeps the record's
    body, whose state is deflated against the keyframe before it in the file (the file's chain,
    ``store/compact.py``), instead of compressing the same bytes again. Every
    ``CHAIN_ANCHOR_EVERY``-th record of the chain keeps its plain state, so reading a position
    inflates a bounded stretch of the chain. A state the journal does not hold (a format-1
    journal, a keyframe the file lacks) is compressed on its own as :class:`KeyframeStore`
    does, when the next one comes.
    """

    def __init__(self) -> None:
        self._positions: list[int] = []
        """Every stored position, sorted."""
        self._chained: dict[int, int] = {}
        """position -> index in ``_chain`` of the journal record holding its state."""
        self._own: dict[int, bytes] = {}
        """position -> its state compressed on its own (not held by the journal)."""
        self._waiting: tuple[int, bytes] | None = None
        """The newest state computed, awaiting the journal's record of it."""
        self._chain: list[tuple[bytes, int, bytes | None]] = []
        """Every keyframe record read, in file order: (body bytes, state size, the plain
        state for an anchor)."""
        self._recent: tuple[int, bytes] | None = None
        """The last chain state inflated (the next read is often the same or the next)."""

    # ----------------------------------------------------------------- the journal's records
    def read(self, record: Record) -> None:
        """The journal's keyframe ``record`` was read and its state checked against this
        store's (or the replayed) state of its position: it joins the file's chain, and the
        position, when stored, keeps the record's bytes."""
        if record.format < 2 or not record.payload:
            return  # format 1 holds no chain (each state is plain in its record)
        index = len(self._chain)
        anchor = record.state if index % CHAIN_ANCHOR_EVERY == 0 else None
        self._chain.append((record.payload, len(record.state), anchor))
        position = record.n
        if self._waiting is not None and self._waiting[0] == position:
            self._waiting = None
        elif position not in self._chained:
            return  # not stored here (a position the replay keeps none for, or compressed)
        self._chained[position] = index

    def _inflate(self, index: int) -> bytes:
        """The state of chain record ``index``: from the anchor at or below it (or the last
        one inflated, when it is on the way), each record inflated against the one before."""
        start = index - index % CHAIN_ANCHOR_EVERY
        recent = self._recent
        if recent is not None and start <= recent[0] <= index:
            at, state = recent
        else:
            at, state = start, self._chain[start][2]
            assert state is not None  # an anchor keeps its state
        for following in range(at + 1, index + 1):
            payload, size, _ = self._chain[following]
            state = inflate_state(unpack_body(payload)[3], size, state)
        self._recent = (index, state)
        return state

    # ----------------------------------------------------------------- mapping
    def __getitem__(self, position: int) -> bytes:
        if self._waiting is not None and self._waiting[0] == position:
            return self._waiting[1]
        if position in self._chained:
            return self._inflate(self._chained[position])
        return zlib.decompress(self._own[position], WINDOW_BITS)

    def __setitem__(self, position: int, data: bytes) -> None:
        if position in self:
            del self[position]
        waiting = self._waiting
        if waiting is not None:  # the journal has no record of it: compressed on its own
            packer = zlib.compressobj(LEVEL, zlib.DEFLATED, WINDOW_BITS)
            self._own[waiting[0]] = packer.compress(waiting[1]) + packer.flush()
        self._waiting = (position, data)
        bisect.insort(self._positions, position)

    def __delitem__(self, position: int) -> None:
        if self._waiting is not None and self._waiting[0] == position:
            self._waiting = None
        elif self._chained.pop(position, None) is None:
            del self._own[position]
        del self._positions[bisect.bisect_left(self._positions, position)]

    def __contains__(self, position: object) -> bool:
        waiting = self._waiting
        return (
            position in self._chained
            or position in self._own
            or (waiting is not None and waiting[0] == position)
        )

    # ----------------------------------------------------------------- positions
    def drop_after(self, position: int) -> None:
        """Forget every position above ``position`` (a new decision abandons them; the file's
        chain keeps their records, which the keyframes after them are deflated against)."""
        index = bisect.bisect_right(self._positions, position)
        if index == len(self._positions):
            return
        for above in self._positions[index:]:
            del self[above]

    def packed_bytes(self) -> int:
        """Memory the compressed states take (for the benchmark)."""
        chain = sum(len(payload) + len(plain or b"") for payload, _, plain in self._chain)
        return chain + sum(len(packed) for packed in self._own.values())
