"""A generated sea written out as a content folder a player can open (``atoterm seeds
--export``) and the normal loader can check (``atoterm content check DIR``).

The folder is a copy of the base pack's folder with the files the sea changes written over it
(``engine/seagen/toml_out.py``), without the generated seas' pool (``seagen/``: the sea is
made); loading it gives the same sea ``generate_sea`` made.
"""

from __future__ import annotations

import shutil
import tempfile
from dataclasses import replace
from pathlib import Path

from atoterm.content.errors import ContentError
from atoterm.content.loader import parse_content
from atoterm.content.schema import ContentPack
from atoterm.engine.seagen import generate_sea
from atoterm.engine.seagen.constraints import sea_problems
from atoterm.engine.seagen.toml_out import sea_files
from atoterm.session.sea import GENERATOR_VERSION

POOL_DECK = Path("seagen") / "exploration.toml"


def _read(path: Path) -> str:
    return path.read_text(encoding="utf-8") if path.is_file() else ""


def _left_out(folder: Path):  # type: ignore[no-untyped-def]
    def ignore(where: str, names: list[str]) -> list[str]:
        skip = [n for n in names if n == "__pycache__"]
        if Path(where) == folder and POOL_DECK.parts[0] in names:
            skip.append(POOL_DECK.parts[0])
        return skip

    return ignore


def sea_texts(
    base: ContentPack,
    seed: int,
    length: str,
    sea: ContentPack | None = None,
    version: int = GENERATOR_VERSION,
) -> dict[str, str]:
    """The files of the sea of ``seed``, by path inside the content folder (``sea``: that sea
    when the caller has generated it already; else generator ``version``'s)."""
    folder = Path(base.source)
    sea = sea if sea is not None else generate_sea(base, seed, length, version)
    sources = (_read(folder / "exploration.toml"), _read(folder / POOL_DECK))
    return sea_files(
        sea,
        seed,
        length,
        sources,
        _read(folder / "pack.toml"),
        _read(folder / "storybook" / "cards.toml"),
    )


def export_sea(
    base: ContentPack,
    seed: int,
    length: str,
    out: Path,
    sea: ContentPack | None = None,
    version: int = GENERATOR_VERSION,
) -> Path:
    """Write the content folder of the sea of ``seed`` to ``out`` (which must not exist;
    ``sea``: that sea when the caller has generated it already; else generator
    ``version``'s)."""
    folder = Path(base.source)
    if out.exists():
        raise FileExistsError(f"{out} already exists")
    # Without the pool (``seagen/``): the sea is made, and its names are on the map now (the
    # pool's loader refuses a pool name that a map tile already has).
    shutil.copytree(folder, out, ignore=_left_out(folder))
    for name, text in sea_texts(base, seed, length, sea, version).items():
        (out / name).write_text(text, encoding="utf-8")
    return out


def _same(loaded: ContentPack, sea: ContentPack) -> list[str]:
    """Where the pack read back from the folder differs from the generated one."""
    differ = []
    for name in ("tiles", "tile_order", "start_tile", "start_sector", "timeline_days", "timeline"):
        if getattr(loaded, name) != getattr(sea, name):
            differ.append(name)
    for name in ("exploration_start", "acclimations", "evolution"):
        if getattr(loaded.cycle, name) != getattr(sea.cycle, name):
            differ.append(name)
    if sorted(loaded.cycle.exploration) != sorted(sea.cycle.exploration):
        differ.append("exploration")
    a, b = loaded.storybook, sea.storybook
    if a is not None and b is not None:
        for name in ("story_cards", "doom_cards", "hub_rows"):
            mine = [replace(x, line=0) for x in getattr(a, name)]
            theirs = [replace(x, line=0) for x in getattr(b, name)]
            if mine != theirs:
                differ.append(name)
    return [f"the folder reads back a different {name}" for name in differ]


def check_sea(
    base: ContentPack, seed: int, length: str, version: int = GENERATOR_VERSION
) -> list[str]:
    """Every problem of the sea of ``seed``: what ``atoterm content check`` finds in its
    folder, any difference between that folder's pack and ``generate_sea``'s, and the
    generator's own rules (``engine/seagen/constraints.py``) for generator ``version``.
    Empty: a good sea."""
    sea = generate_sea(base, seed, length, version)
    problems = sea_problems(base, sea, length, version)
    with tempfile.TemporaryDirectory(prefix="atoterm-sea-") as where:
        folder = export_sea(base, seed, length, Path(where) / "sea", sea)
        try:
            loaded = parse_content(folder)
        except ContentError as exc:
            return [*problems, *(f"{p.file}:{p.line}: {p.message}" for p in exc.problems)]
    return [*problems, *_same(loaded, sea)]
