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
    """Every frame of a well-formed journal as ``{"offset", "end", "body"}`` (body decoded)."""
    assert data.startswith(MAGIC)
    offset, out = len(MAGIC), []
    while offset < len(data):
        length, _crc = FRAME.unpack_from(data, offset)
        start = offset + FRAME.size
        body = msgpack.unpackb(data[start : start + length], raw=False)
        out.append({"offset": offset, "end": start + length, "body": body})
        offset = start + length
    return out


def join_frames(bodies: Sequence[dict[str, Any]]) -> bytes:
    """A journal made of these bodies, each framed with a correct length and CRC."""
    return MAGIC + b"".join(encode_frame(body) for body in bodies)


def rewrite(path: Path, change: Any) -> None:
    """Re-frame ``path`` after ``change(bodies)`` edited the decoded bodies in place."""
    bodies = [f["body"] for f in split_frames(path.read_bytes())]
    change(bodies)
    path.write_bytes(join_frames(bodies))
