"""Keyframes in memory: the canonical state bytes of line positions, kept compressed.

The session keeps a keyframe at every position it has computed (each decision made, each one
re-applied), so an undo only decodes the state it lands on and re-applies nothing: a battle
decision re-applied on a decoded state can cost several milliseconds. Kept raw, that would be
15-25 KB a position; here every ``ANCHOR_EVERY``-th stored position is an *anchor* compressed
on its own, and the others are compressed with their anchor as zlib's preset dictionary
(about 1 KB each). The journal on disk holds far fewer keyframes (``history.py``).
"""

from __future__ import annotations

import bisect
import zlib
from collections.abc import Iterator, MutableMapping

ANCHOR_EVERY = 32
"""A stored position at least this far above the anchor below it becomes an anchor."""
LEVEL = 1
"""Fast compression: this runs once per decision; memory, not the file, is at stake."""
WINDOW_BITS = -15


class KeyframeStore(MutableMapping[int, bytes]):
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

    def __iter__(self) -> Iterator[int]:
        return iter(list(self._positions))

    def __len__(self) -> int:
        return len(self._positions)

    # ----------------------------------------------------------------- positions
    def floor(self, position: int) -> int:
        """The highest stored position at or below ``position`` (KeyError if none)."""
        index = bisect.bisect_right(self._positions, position)
        if not index:
            raise KeyError(position)
        return self._positions[index - 1]

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
