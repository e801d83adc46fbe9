"""The epilogue file: what a won Cycle leaves to the next one, as a small JSON document.

``atoterm epilogue JOURNAL --out FILE`` writes it (:func:`epilogue_of_journal`,
:func:`write_epilogue`); ``--from-epilogue FILE`` on ``play``, ``run`` and ``bot`` reads it
(:func:`read_epilogue`) to start the next Cycle's campaign, whose journal header then keeps
the record (docs/epilogue.md). The file is untrusted: it is read with a size cap, as UTF-8
without control characters, and every field is checked (``engine/epilogue.py``). Any problem
is one :class:`EpilogueFileError` sentence naming the file; no traceback reaches the player.
"""

from __future__ import annotations

import json
import os
from pathlib import Path

import msgspec

from atoterm.content.files import read_regular_bytes
from atoterm.content.schema import ContentPack
from atoterm.engine.epilogue import Epilogue, EpilogueError, epilogue_of
from atoterm.safe_text import is_safe
from atoterm.session.game import SessionError
from atoterm.session.loading import load_game
from atoterm.store.files import create_new

MAX_EPILOGUE_BYTES = 1 << 20
"""A real epilogue is a few kilobytes (boxes, a few dozen Gear cards, twenty entries)."""
SUFFIX = ".epilogue.json"


class EpilogueFileError(SessionError):
    """An epilogue file or journal that cannot be used: one sentence for the player."""


def epilogue_text(epilogue: Epilogue) -> str:
    """The file's text: JSON, keys sorted, one field a line, ASCII only (canonical)."""
    return json.dumps(epilogue.to_plain(), indent=2, sort_keys=True, ensure_ascii=True) + "\n"


def write_epilogue(path: Path | str, epilogue: Epilogue) -> Path:
    """Create ``path`` holding the epilogue, exclusively and atomically (``FileExistsError``
    if the name is taken by anything: an epilogue is never replaced)."""
    fd = create_new(Path(path), epilogue_text(epilogue).encode("ascii"))
    os.close(fd)
    return Path(path)


def read_epilogue(path: Path | str) -> Epilogue:
    """The epilogue in ``path``, checked field by field (EpilogueFileError otherwise)."""
    where = str(path)
    try:
        data = read_regular_bytes(path, MAX_EPILOGUE_BYTES)
    except OSError as exc:
        raise EpilogueFileError(
            f"{where}: cannot read the epilogue: {exc.strerror or exc}"
        ) from None
    try:
        text = data.decode("utf-8")
    except UnicodeDecodeError:
        raise EpilogueFileError(f"{where}: the epilogue is not UTF-8 text") from None
    if not is_safe(text.replace("\r\n", "\n").replace("\t", " ")):  # JSON may indent by tabs
        raise EpilogueFileError(f"{where}: the epilogue holds control characters")
    if not text.strip():
        raise EpilogueFileError(f"{where}: the epilogue is empty")
    try:
        plain = json.loads(text, parse_constant=_no_constant)
    except (ValueError, RecursionError) as exc:
        if isinstance(exc, json.JSONDecodeError):
            why = f"its JSON breaks at line {exc.lineno}"
        elif isinstance(exc, RecursionError):
            why = "its JSON is nested too deep"
        else:
            why = "NaN and Infinity are not numbers"
        raise EpilogueFileError(f"{where}: the epilogue is damaged or cut short ({why})") from None
    if _has_unsafe_text(plain):  # an escaped control character (\u001b) in a text field
        raise EpilogueFileError(f"{where}: the epilogue holds control characters")
    try:
        return Epilogue.from_plain(plain)
    except EpilogueError as exc:
        raise EpilogueFileError(f"{where}: {exc}") from None


def epilogue_of_journal(path: Path | str, content: ContentPack | None = None) -> Epilogue:
    """The epilogue of the campaign a journal holds (it must be won)."""
    game, _ = load_game(path, content=content, writable=False)
    try:
        if game.header.start or game.header.theatre:
            raise EpilogueFileError(
                f"{path}: a practice or Theatre game is not a Cycle: it has no epilogue"
            )
        try:
            epilogue = epilogue_of(game.state, game.content)
        except EpilogueError as exc:
            raise EpilogueFileError(f"{path}: {exc}") from None
        if game.sea.generated:  # the pack the sea was generated from, as the header names it
            epilogue = msgspec.structs.replace(epilogue, content_hash=game.header.content_hash)
        return epilogue
    finally:
        game.close()


def _no_constant(name: str) -> None:
    raise ValueError(f"{name} is not a number")


def _has_unsafe_text(value: object) -> bool:
    if isinstance(value, str):
        return not is_safe(value) or "\n" in value
    if isinstance(value, dict):
        return any(_has_unsafe_text(k) or _has_unsafe_text(v) for k, v in value.items())
    if isinstance(value, list):
        return any(_has_unsafe_text(v) for v in value)
    return False
