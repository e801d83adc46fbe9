"""Mutations for the fuzz suite: journals, TOML files, scripts and stdin lines.

Every generator takes a seeded ``random.Random`` (its own instance: the game's rules never use
Python's ``random``) so a failing case is reproduced from its family, seed and index.
"""

from __future__ import annotations

import contextlib
import random
import struct
import zlib
from collections.abc import Callable
from typing import Any

import msgpack

from atoterm.engine.codec import blake2b_64
from atoterm.store import MAGIC

FRAME = struct.Struct(">II")

HOSTILE_TEXT = [
    "\x1b[2J\x1b[H",  # clear the screen
    "\x1b]52;c;aGk=\x07",  # write the clipboard (OSC 52)
    "\x9b2J",  # C1 CSI
    "\u202eevil\u202c",  # bidi override
    "\x00\x07\x08\x7f",
    "²³٣",  # digits that are not ASCII
    "a" * 5000,
    "",
    "setup:x",
    "🙂" * 50,
]
HOSTILE_INTS = [-1, 0, 2**31, 2**63 - 1, 2**64 - 1, -(2**63), 10**6]


def hostile_value(rng: random.Random, depth: int = 0) -> Any:
    """A value of a random kind: deep nests, wrong types, edge integers, hostile text."""
    kind = rng.randrange(9)
    if kind == 0:
        nest: Any = 0
        for _ in range(rng.choice([50, 450, 600, 1000, 5000])):
            nest = [nest]
        return nest
    if kind == 1:
        return rng.choice(HOSTILE_INTS)
    if kind == 2:
        return rng.choice(HOSTILE_TEXT)
    if kind == 3:
        return rng.choice([None, True, False, 1.5, b"\x00\xff"])
    if kind == 4 and depth < 3:
        return [hostile_value(rng, depth + 1) for _ in range(rng.randrange(4))]
    if kind == 5 and depth < 3:
        return {rng.choice([*HOSTILE_TEXT[:5], "k", "step"]): hostile_value(rng, depth + 1)}
    if kind == 6:
        return {}
    if kind == 7:
        return []
    return rng.choice(["unknown_step", "battle", "over", "movement"])


# ------------------------------------------------------------------------------ frames
def split(data: bytes) -> list[Any] | None:
    """The decoded bodies of a format-1-framed journal, or None when it is not one."""
    if not data.startswith(MAGIC):
        return None
    offset, bodies = len(MAGIC), []
    while offset < len(data):
        if offset + FRAME.size > len(data):
            return None
        length, crc = FRAME.unpack_from(data, offset)
        start = offset + FRAME.size
        payload = data[start : start + length]
        if len(payload) != length or zlib.crc32(payload) != crc:
            return None
        try:
            bodies.append(msgpack.unpackb(payload, raw=False, strict_map_key=False))
        except Exception:
            return None
        offset = start + length
    return bodies


def frame(body: Any) -> bytes:
    payload = msgpack.packb(body, use_bin_type=True)
    return FRAME.pack(len(payload), zlib.crc32(payload)) + payload


def join(bodies: list[Any]) -> bytes:
    return MAGIC + b"".join(frame(body) for body in bodies)


# ------------------------------------------------------------------- byte mutations
def truncate(data: bytes, rng: random.Random) -> bytes:
    return data[: rng.randrange(len(data))]


def flip_bits(data: bytes, rng: random.Random) -> bytes:
    out = bytearray(data)
    for _ in range(rng.choice([1, 1, 2, 8])):
        index = rng.randrange(len(out))
        out[index] ^= 1 << rng.randrange(8)
    return bytes(out)


def flip_length(data: bytes, rng: random.Random) -> bytes:
    """One bit of a frame's length field, mid-file (claims far more, or fewer, bytes)."""
    offsets, offset = [], len(MAGIC)
    while offset + FRAME.size <= len(data):
        offsets.append(offset)
        offset += FRAME.size + FRAME.unpack_from(data, offset)[0]
    out = bytearray(data)
    if len(offsets) > 1:
        at = rng.choice(offsets[1:])
        out[at + rng.randrange(1, 4)] ^= 1 << rng.randrange(8)
    return bytes(out)


def insert_bytes(data: bytes, rng: random.Random) -> bytes:
    at = rng.randrange(len(data))
    junk = bytes(rng.randrange(256) for _ in range(rng.choice([1, 4, 8, 100])))
    return data[:at] + junk + data[at:]


def delete_range(data: bytes, rng: random.Random) -> bytes:
    at = rng.randrange(len(data))
    return data[:at] + data[at + rng.randrange(1, 200) :]


BYTE_MUTATIONS: list[Callable[[bytes, random.Random], bytes]] = [
    truncate,
    flip_bits,
    flip_length,
    insert_bytes,
    delete_range,
]


# ------------------------------------------------------------ structured mutations
def shuffle_frames(bodies: list[Any], rng: random.Random) -> list[Any]:
    """Drop, duplicate or swap records (each stays well framed)."""
    out = list(bodies)
    if len(out) < 3:
        return out
    i, j = rng.randrange(1, len(out)), rng.randrange(1, len(out))
    action = rng.randrange(3)
    if action == 0:
        del out[i]
    elif action == 1:
        out.insert(j, out[i])
    else:
        out[i], out[j] = out[j], out[i]
    return out


def hostile_body(bodies: list[Any], rng: random.Random) -> list[Any]:
    """A record body replaced, or one of its fields set, to a hostile value (valid CRC)."""
    out = list(bodies)
    i = rng.randrange(len(out))
    if rng.randrange(2) or not isinstance(out[i], dict):
        out[i] = hostile_value(rng)
    else:
        body = dict(out[i])
        key = rng.choice([*sorted(body, key=str), "extra"])
        body[key] = hostile_value(rng)
        out[i] = body
    return out


def hostile_choice(bodies: list[Any], rng: random.Random) -> list[Any]:
    """A decision's choice, or a header name, made of control characters and odd text."""
    out = [dict(b) if isinstance(b, dict) else b for b in bodies]
    decisions = [i for i, b in enumerate(out) if isinstance(b, dict) and b.get("k") == "decision"]
    if decisions and rng.randrange(2):
        out[rng.choice(decisions)]["choice"] = rng.choice(HOSTILE_TEXT)
    elif isinstance(out[0], dict):
        out[0]["names"] = [rng.choice(HOSTILE_TEXT) for _ in range(rng.randrange(1, 5))]
    return out


def _mutate_state(state: bytes, rng: random.Random) -> bytes:
    """A state's plain data with one field made hostile, re-encoded (digest fixed by caller)."""
    plain = msgpack.unpackb(state, raw=False, strict_map_key=False)
    node, steps = plain, rng.randrange(1, 5)
    for _ in range(steps):
        if isinstance(node, dict) and node:
            key = rng.choice(sorted(node, key=str))
            if isinstance(node[key], (dict, list)) and node[key] and rng.randrange(3):
                node = node[key]
                continue
            choice = rng.randrange(3)
            if choice == 0:
                del node[key]
            else:
                node[key] = hostile_value(rng)
            break
        if isinstance(node, list) and node:
            index = rng.randrange(len(node))
            if isinstance(node[index], (dict, list)) and node[index] and rng.randrange(3):
                node = node[index]
                continue
            node[index] = hostile_value(rng)
            break
    if isinstance(plain, dict) and rng.randrange(4) == 0:
        plain[rng.choice(["step", "phase", "argonauts", "pending"])] = rng.choice(
            ["no_such_step", [], None, {"kind": "??"}]
        )
    return msgpack.packb(plain, use_bin_type=True)


def hostile_keyframe(bodies: list[Any], rng: random.Random) -> list[Any]:
    """A keyframe's state made hostile, with its digest and the decision before it made to
    match: the fold accepts the chain, so only validating the decoded state stops it."""
    out = [dict(b) if isinstance(b, dict) else b for b in bodies]
    frames = [
        i
        for i, b in enumerate(out)
        if isinstance(b, dict)
        and b.get("k") == "keyframe"
        and isinstance(b.get("state"), bytes)
        and b.get("n", 0) > 0
    ]
    if not frames:
        return hostile_start(bodies, rng)
    i = rng.choice(frames)
    try:
        state = _mutate_state(out[i]["state"], rng)
    except Exception:
        return out
    digest = blake2b_64(state)  # only format 1 records are maps: their digest is BLAKE2b-64
    out[i]["state"], out[i]["digest"] = state, digest
    for j in range(i - 1, 0, -1):
        if isinstance(out[j], dict) and out[j].get("n") == out[i]["n"]:
            out[j]["digest"] = digest
            break
    return out


def hostile_start(bodies: list[Any], rng: random.Random) -> list[Any]:
    """A header's ``start`` state (a scenario's or practice battle's) made hostile."""
    out = [dict(b) if isinstance(b, dict) else b for b in bodies]
    header = out[0]
    if isinstance(header, dict) and isinstance(header.get("start"), bytes):
        with contextlib.suppress(Exception):
            header["start"] = _mutate_state(header["start"], rng)
    elif isinstance(header, dict):
        header[rng.choice(["engine", "seed", "rules", "format", "undo", "fated"])] = hostile_value(
            rng
        )
    return out


STRUCTURED_MUTATIONS: list[Callable[[list[Any], random.Random], list[Any]]] = [
    shuffle_frames,
    hostile_body,
    hostile_choice,
    hostile_keyframe,
    hostile_start,
]


def mutate_journal(data: bytes, rng: random.Random) -> bytes:
    """One mutation of a journal: a byte-level one, or a structured one when it is framed."""
    bodies = split(data)
    if bodies and rng.randrange(2):
        return join(rng.choice(STRUCTURED_MUTATIONS)(bodies, rng))
    return rng.choice(BYTE_MUTATIONS)(data, rng)


# ---------------------------------------------------------------------------- TOML
def mutate_toml(text: str, rng: random.Random) -> str:
    """Byte-level damage, a hostile value, a deep nest, an unknown key, or a type swap."""
    lines = text.splitlines()
    kind = rng.randrange(6)
    if kind == 0 or not lines:
        data = text.encode()
        return BYTE_MUTATIONS[rng.randrange(len(BYTE_MUTATIONS))](data, rng).decode(
            "utf-8", "replace"
        )
    index = rng.randrange(len(lines))
    line = lines[index]
    if kind == 1:
        depth = rng.choice([100, 1000, 5000])
        lines.insert(index, f"deep_{index} = " + "[" * depth + "]" * depth)
    elif kind == 2:
        lines.insert(index, f"unknwon_key_{index} = 1")
    elif kind == 3 and "=" in line:
        key = line.split("=", 1)[0]
        lines[index] = (
            key
            + "= "
            + rng.choice(
                ["5", '"x"', '[-1, "x"]', "true", "{a = 1}", "-99999999999", '"\\u001b[2J"', "1.5"]
            )
        )
    elif kind == 4:
        del lines[index]
    else:
        lines.insert(index, rng.choice(["[[weird]]", "[a.b.c]", "x.y.z = 1", "= 3", "[]"]))
    return "\n".join(lines) + "\n"


# ---------------------------------------------------------------------------- lines
SCRIPT_VERBS = ["choose", "undo", "redo", "bot", "save", "dance", ""]


def script_line(rng: random.Random) -> str:
    """One line of a `run` script or of plain-mode input, often hostile."""
    kind = rng.randrange(6)
    if kind == 0:
        return rng.choice(HOSTILE_TEXT)
    if kind == 1:
        return "choose " + "x" * rng.choice([10, 100_000])
    if kind == 2:
        return f"{rng.choice(SCRIPT_VERBS)} {rng.choice(['²', '٣', '-1', '0', '99999999999999999999', '1'])}"
    if kind == 3:
        return rng.choice(
            ['choose "unclosed', "bot 1 2 3", "undo ''", "save", "# comment", "redo \\"]
        )
    if kind == 4:
        return rng.choice(["1", "0", "-3", "h", "q", "u", "r", "?", "99", "1e3", " ", "\t", "²"])
    return f"choose {rng.randrange(-2, 30)}"
