"""Hostile text for the tests of what the program prints: a content pack and a journal whose
names hold terminal control sequences (clear screen, OSC 52 clipboard write, bell, C1 CSI,
DEL, bidi overrides and isolates)."""

from __future__ import annotations

import re
import shutil
from pathlib import Path

from atoterm.content import ContentPack, load_content
from atoterm.content.locate import default_content_dir
from atoterm.session import Game

PAYLOAD = "\x1b[2J\x1b]52;c;aGVsbG8=\x07\x9b31m\u202e\u2066\x7f"
"""Clears the screen, writes the clipboard, rings, starts a C1 CSI, reorders the line."""
UNSAFE = re.compile("[\x00-\x09\x0b-\x1f\x7f-\x9f\u202a-\u202e\u2066-\u2069\ud800-\udfff]")
"""Any character the program must never print raw (the line feed excepted)."""
SHOWN = "\\x1b[2J"
"""How the clear-screen sequence reads once escaped."""


def toml_text(text: str) -> str:
    """``text`` as a TOML basic string, every non-printable character as a ``\\uXXXX`` escape."""
    body = "".join(c if c.isprintable() and c not in '"\\' else f"\\u{ord(c):04x}" for c in text)
    return f'"{body}"'


def hostile_name(label: str) -> str:
    return f"{label}{PAYLOAD}"


def _argonaut_names(_match: re.Match[str]) -> str:
    """The `argonaut_names` line with four hostile names."""
    names = ", ".join(toml_text(hostile_name(n)) for n in ("Ithra", "Kalon", "Mel", "Doros"))
    return f"argonaut_names = [{names}]"


def write_hostile_content(folder: Path) -> Path:
    """A copy of the default pack whose pack name, Argonaut names, tile, faction and
    Technology names carry :data:`PAYLOAD` (the text is legal TOML: escapes)."""
    shutil.copytree(default_content_dir(), folder)
    for name in ("pack.toml", "map.toml", "factions.toml", "campaign.toml"):
        path = folder / name
        text = path.read_text(encoding="utf-8")
        text = re.sub(
            r'^name = "([^"]*)"',
            lambda m: f"name = {toml_text(hostile_name(m.group(1)))}",
            text,
            flags=re.M,
        )
        if name == "pack.toml":
            text = re.sub(r"^argonaut_names = \[.*?\]", _argonaut_names, text, flags=re.M | re.S)
        path.write_text(text, encoding="utf-8")
    return folder


def hostile_pack(folder: Path) -> ContentPack:
    return load_content(write_hostile_content(folder))


def write_hostile_journal(pack: ContentPack, path: Path, decisions: int = 40) -> Game:
    """A campaign whose header names carry :data:`PAYLOAD`, played on (first legal options:
    the Skill bonuses, a move, whatever the day's Exploration card asks) until the Advancement
    menu, whose labels name hostile Technologies, is pending — at most ``decisions``."""
    names = [hostile_name(n) for n in ("Ana", "Bex", "Cyr", "Dov")]
    game = Game.new(pack, 5, names=names, save=path, durable=False)
    try:
        for _ in range(decisions):
            if game.pending is None or game.pending.kind == "adva.menu":
                break
            game.choose(game.pending.legal_options()[0].id)
        assert game.pending is not None and game.pending.kind == "adva.menu"
    finally:
        game.close()
    return game
