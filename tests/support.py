"""Plain helpers shared by the engine, session, journal and CLI tests."""

from __future__ import annotations

import subprocess
import sys
from collections.abc import Sequence
from pathlib import Path
from typing import Any

import msgpack

from atoterm.session import Game
from atoterm.store import MAGIC
from atoterm.store.compact import KIND_CODES, BodyReader, encode_fields
from atoterm.store.frames import frame_bytes
from atoterm.store.journal import FRAME, encode_frame

HERE = Path(__file__).resolve().parent


def first_legal(game: Game) -> str:
    """The id of the first option that is not disabled."""
    assert game.pending is not None, "no decision is pending"
    return game.pending.legal_options()[0].id


def settle_adventures(game: Game) -> list[str]:
    """Read any adventure the campaign is in (first legal option each time) until the voyage
    asks again; returns the choices made. Day 1's Story event starts one [CAMP-030]."""
    made = []
    while game.pending is not None and game.pending.kind.startswith("adv."):
        made.append(first_legal(game))
        game.choose(made[-1])
    return made


def play(game: Game, count: int, pick: int = 0) -> list[str]:
    """Make up to ``count`` legal choices (the ``pick``-th legal option, wrapping); return them."""
    made = []
    for _ in range(count):
        if game.pending is None:
            break
        legal = game.pending.legal_options()
        choice = legal[pick % len(legal)].id
        game.choose(choice)
        made.append(choice)
    return made


def run_cli(
    args: Sequence[str],
    env: dict[str, str],
    cwd: Path | None = None,
    timeout: float = 120,
) -> subprocess.CompletedProcess[str]:
    """``python -m atoterm ARGS`` in a subprocess, text output captured."""
    return subprocess.run(
        [sys.executable, "-m", "atoterm", *args],
        env=env,
        cwd=cwd,
        capture_output=True,
        text=True,
        timeout=timeout,
        check=False,
    )


# --------------------------------------------------------------------- raw journal frames
def split_frames(data: bytes) -> list[dict[str, Any]]:
    """Every frame of a well-formed journal as ``{"offset", "end", "body"}``, each body as
    named fields (a format-2 body is decoded: its line length counted, a keyframe inflated)."""
    assert data.startswith(MAGIC)
    offset, out = len(MAGIC), []
    compact: BodyReader | None = None
    while offset < len(data):
        length, _crc = FRAME.unpack_from(data, offset)
        start = offset + FRAME.size
        body = msgpack.unpackb(data[start : start + length], raw=False)
        if not out:
            compact = BodyReader() if body.get("format") != 1 else None
        elif compact is not None:
            body = compact.read(body).fields()
        out.append({"offset": offset, "end": start + length, "body": body})
        offset = start + length
    return out


def join_frames(bodies: Sequence[dict[str, Any]]) -> bytes:
    """A journal made of these bodies (named fields), each framed with a correct length and
    CRC; records after a format-2 header are written in format 2 (keyframes compressed
    against the one before, as the game writes them)."""
    frames = [encode_frame(bodies[0])] if bodies else []
    compact = bool(bodies) and bodies[0].get("format") != 1
    base = b""
    for body in bodies[1:]:
        if not compact or body.get("k") not in KIND_CODES:
            frames.append(encode_frame(body))
            continue
        frames.append(frame_bytes(encode_fields(body, base)))
        if body["k"] == "keyframe":
            base = body["state"]
    return MAGIC + b"".join(frames)


def rewrite(path: Path, change: Any) -> None:
    """Re-frame ``path`` after ``change(bodies)`` edited the decoded bodies in place."""
    bodies = [f["body"] for f in split_frames(path.read_bytes())]
    change(bodies)
    path.write_bytes(join_frames(bodies))
