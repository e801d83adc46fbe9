"""A generated sea written out as a content folder a player can open (``atoterm seeds
--export``) and the normal loader can check (``atoterm content check DIR``).

The folder is a copy of the base pack's folder with the files the sea changes written over it
(``engine/seagen/toml_out.py``); loading it gives the same sea ``generate_sea`` made.
"""

from __future__ import annotations

import shutil
from pathlib import Path

from atoterm.content.schema import ContentPack
from atoterm.engine.seagen import generate_sea
from atoterm.engine.seagen.toml_out import sea_files

POOL_DECK = Path("seagen") / "exploration.toml"


def _read(path: Path) -> str:
    return path.read_text(encoding="utf-8") if path.is_file() else ""


def sea_texts(base: ContentPack, seed: int, length: str) -> dict[str, str]:
    """The files of the sea of ``seed``, by path inside the content folder."""
    folder = Path(base.source)
    sea = generate_sea(base, seed, length)
    sources = (_read(folder / "exploration.toml"), _read(folder / POOL_DECK))
    return sea_files(sea, seed, length, sources, _read(folder / "pack.toml"))


def export_sea(base: ContentPack, seed: int, length: str, out: Path) -> Path:
    """Write the content folder of the sea of ``seed`` to ``out`` (which must not exist)."""
    folder = Path(base.source)
    if out.exists():
        raise FileExistsError(f"{out} already exists")
    shutil.copytree(folder, out, ignore=shutil.ignore_patterns("__pycache__"))
    for name, text in sea_texts(base, seed, length).items():
        (out / name).write_text(text, encoding="utf-8")
    return out
