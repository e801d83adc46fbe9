"""Journal format 2: record bodies as compact msgpack arrays (docs/journal-format.md).

Format 1 writes every field by name; a decision is 80-95 bytes and a keyframe (the whole
state) 14-17 KB. Format 2 writes a body as an array whose first item is a small kind code:

    decision  [0, digest, choice]  or  [0, digest, choice, draws]  or  [..., draws, reveals]
    undo      [1, n, digest]
    redo      [2, n, digest]
    keyframe  [3, digest, size, deflated state]

A decision's and a keyframe's line length is implied (the line length before + 1, and the
line length), so the reader counts it. ``draws`` is one flat array of runs of draws
(``pack_draws``). A keyframe's state is raw DEFLATE
(zlib's wbits -15) whose preset dictionary is the state of the keyframe before it in the file:
two keyframes of one game share most of their bytes, so this is a delta for free. A stream
compressed without the dictionary decodes the same with it, so the first keyframe of a file
(and one made by another tool) may be compressed on its own.
"""

from __future__ import annotations

import zlib
from typing import Any

import msgpack

from atoterm.store.records import MAX_DRAWS, Record, RecordError, check_digest

DECISION, UNDO, REDO, KEYFRAME = 0, 1, 2, 3
KIND_CODES = {"decision": DECISION, "undo": UNDO, "redo": REDO, "keyframe": KEYFRAME}
MAX_STATE_BYTES = 8 * 1024 * 1024
"""A keyframe claiming a larger state is refused before anything is inflated (a zlib bomb
cannot make the reader allocate more than this)."""
WINDOW_BITS = -15
"""Raw DEFLATE with a 32 KiB window: no zlib header or checksum (the digest checks the state)."""


def deflate_state(state: bytes, base: bytes = b"") -> bytes:
    """``state`` compressed for a keyframe, against ``base`` (the file's previous keyframe)."""
    if base:
        packer = zlib.compressobj(9, zlib.DEFLATED, WINDOW_BITS, 9, zdict=base)
    else:
        packer = zlib.compressobj(9, zlib.DEFLATED, WINDOW_BITS, 9)
    return packer.compress(state) + packer.flush()


def inflate_state(data: bytes, size: int, base: bytes = b"") -> bytes:
    """The state of a keyframe, exactly ``size`` bytes, or :class:`RecordError`."""
    if type(size) is not int or not 0 <= size <= MAX_STATE_BYTES:
        raise RecordError(f"keyframe state size is beyond the {MAX_STATE_BYTES}-byte limit")
    unpacker = (
        zlib.decompressobj(WINDOW_BITS, zdict=base) if base else zlib.decompressobj(WINDOW_BITS)
    )
    try:
        # One byte more than announced: a stream that inflates further is refused unread.
        state = unpacker.decompress(data, size + 1)
    except zlib.error:
        raise RecordError("keyframe state is not valid compressed data") from None
    if len(state) != size or not unpacker.eof or unpacker.unconsumed_tail:
        raise RecordError("keyframe state does not inflate to its announced size")
    if unpacker.unused_data:
        raise RecordError("keyframe state has bytes after its end")
    return state


def pack_draws(draws: list[list[Any]]) -> list[Any]:
    """Draws as runs: consecutive draws of one stream whose counters follow each other and
    whose bounds change by a fixed step (a die rolled again, a deck shuffled) are one run,
    ``[stream, first counter, first bound, bound step, [values]]``; a record names a stream
    the first time it uses it and numbers it after that."""
    flat: list[Any] = []
    streams: dict[str, int] = {}
    start = 0
    while start < len(draws):
        stream, counter, bound, _ = draws[start]
        end, step = start + 1, 0
        while end < len(draws):
            following = draws[end]
            if following[0] != stream or following[1] != counter + end - start:
                break
            change = following[2] - draws[end - 1][2]
            if end > start + 1 and change != step:
                break
            step = change
            end += 1
        known = streams.get(stream)
        if known is None:
            streams[stream] = len(streams)
        flat += (stream if known is None else known, counter, bound, step)
        flat.append([draw[3] for draw in draws[start:end]])
        start = end
    return flat


def unpack_draws(flat: Any) -> list[list[Any]]:
    if type(flat) is not list or len(flat) % 5:
        raise RecordError("field 'draws' is malformed")
    runs = flat[4::5]
    if not all(type(values) is list for values in runs):
        raise RecordError("field 'draws' is malformed")
    if sum(map(len, runs)) > MAX_DRAWS:
        # A run is a byte a draw on disk and a list in memory: refused before it is expanded.
        raise RecordError(f"a decision of more than {MAX_DRAWS} draws")
    streams: list[str] = []
    draws: list[list[Any]] = []
    items = iter(flat)
    for stream, counter, bound, step, values in zip(items, items, items, items, items, strict=True):
        if type(stream) is str:
            streams.append(stream)
        elif type(stream) is int and 0 <= stream < len(streams):
            stream = streams[stream]
        else:
            raise RecordError("field 'draws' names a stream it has not given")
        if not (
            type(counter) is int
            and type(bound) is int
            and type(step) is int
            and type(values) is list
            and values
            and all(type(v) is int for v in values)
        ):
            raise RecordError("field 'draws' is malformed")
        draws += ([stream, counter + i, bound + i * step, v] for i, v in enumerate(values))
    return draws


def encode_body(record: Record) -> bytes:
    """The format-2 body of ``record`` (a keyframe is compressed against ``record.base``)."""
    if record.kind == "decision":
        items: list[Any] = [DECISION, record.digest, record.choice]
        if record.draws or record.reveals:
            items.append(pack_draws(record.draws))
        if record.reveals:
            items.append(record.reveals)
    elif record.kind in ("undo", "redo"):
        items = [KIND_CODES[record.kind], record.n, record.digest]
    elif record.kind == "keyframe":
        items = [
            KEYFRAME,
            record.digest,
            len(record.state),
            deflate_state(record.state, record.base),
        ]
    else:
        raise ValueError(f"unknown record kind {record.kind!r}")
    return msgpack.packb(items, use_bin_type=True)


def encode_fields(fields: dict[str, Any], base: bytes = b"") -> bytes:
    """The format-2 body of a record given by name (``Record.fields``), for tools and tests."""
    record = Record(
        fields["k"],
        fields.get("n", 0),
        fields["digest"],
        fields.get("choice", ""),
        fields.get("draws", []),
        fields.get("reveals", []),
        fields.get("state", b""),
        base=base,
    )
    return encode_body(record)


class BodyReader:
    """Reads the format-2 bodies of one file in order.

    It counts the line length (implied for decisions and keyframes) and keeps the state of the
    last keyframe read (the next keyframe's dictionary). Trailing items a reader does not know
    are ignored: a later version may add fields at the end of a body.
    """

    def __init__(self) -> None:
        self.position = 0
        self.base = b""

    def read(self, body: Any) -> Record:
        """The record of ``body``, or :class:`RecordError` (and nothing counted)."""
        if type(body) is not list or not body:
            raise RecordError("a record must be an array")
        code = body[0]
        if type(code) is not int:
            raise RecordError("a record's kind must be a number")
        if code == DECISION:
            return self._decision(body)
        if code in (UNDO, REDO):
            if len(body) < 3:
                raise RecordError("an undo or redo record needs a line length and a digest")
            n, digest = body[1], check_digest(body[2])
            if type(n) is not int or n < 0:
                raise RecordError("field 'n' is missing, of the wrong type or out of range")
            self.position = n
            return Record("undo" if code == UNDO else "redo", n, digest)
        if code == KEYFRAME:
            if len(body) < 4 or type(body[3]) is not bytes:
                raise RecordError("a keyframe needs a digest, a size and compressed bytes")
            digest = check_digest(body[1])
            state = inflate_state(body[3], body[2], self.base)
            self.base = state
            return Record("keyframe", self.position, digest, state=state, base=b"")
        raise RecordError(f"unknown record kind {code}")

    def _decision(self, body: list[Any]) -> Record:
        # The most common record by far (one a decision): the checks are written so that a
        # decision without draws or reveals costs no call beyond the digest's check.
        size = len(body)
        if size < 3:
            raise RecordError("a decision needs a digest and a choice")
        digest = check_digest(body[1])
        choice = body[2]
        if type(choice) is not str:
            raise RecordError("field 'choice' has the wrong type")
        draws = unpack_draws(body[3]) if size > 3 else []
        reveals = body[4] if size > 4 else []
        if type(reveals) is not list or (reveals and not all(type(r) is str for r in reveals)):
            raise RecordError("field 'reveals' is malformed")
        self.position += 1
        return Record("decision", self.position, digest, choice, draws, reveals)
