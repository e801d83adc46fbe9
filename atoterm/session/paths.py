"""Where saves go: `$ATOTERM_SAVES`, else `./saves` (the repository keeps it with a .gitkeep)."""

from __future__ import annotations

import os
from pathlib import Path

JOURNAL_SUFFIX = ".atoj"


def saves_dir() -> Path:
    return Path(os.environ.get("ATOTERM_SAVES") or "saves")


def new_save_path(seed: int, folder: Path | None = None, prefix: str = "seed") -> Path:
    """A fresh journal name: ``<prefix>-<seed>[-n].atoj`` (campaigns "seed", practice "battle")."""
    folder = folder or saves_dir()
    folder.mkdir(parents=True, exist_ok=True)
    candidate = folder / f"{prefix}-{seed}{JOURNAL_SUFFIX}"
    number = 2
    while candidate.exists():
        candidate = folder / f"{prefix}-{seed}-{number}{JOURNAL_SUFFIX}"
        number += 1
    return candidate


def list_saves(folder: Path | None = None) -> list[Path]:
    """Journals in the save folder, most recently modified first."""
    folder = folder or saves_dir()
    if not folder.is_dir():
        return []
    found = [p for p in folder.iterdir() if p.suffix == JOURNAL_SUFFIX and p.is_file()]
    return sorted(found, key=lambda p: (-p.stat().st_mtime_ns, p.name))
