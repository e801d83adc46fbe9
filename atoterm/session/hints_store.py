"""Which first-time hints the player has dismissed: ``hints.json`` in the save folder.

The file is small (``{"version": 1, "dismissed": ["voyage", ...]}``) and kept apart from
any settings file. It is a convenience, never a reason to stop: a missing, corrupt, foreign
or oversized file reads as "nothing dismissed", and a write that fails (a read-only folder,
a full disk) keeps the answer in memory for this run and leaves the old file whole (the new
one is written beside it and renamed over it).

``$ATOTERM_HINTS=off`` shows no hint at all (the test suite sets it, so screens and their
snapshots are what they are without hints).
"""

from __future__ import annotations

import contextlib
import json
import os
from pathlib import Path

from atoterm.session.paths import saves_dir

HINTS_FILE = "hints.json"
MAX_BYTES = 64 * 1024
"""A larger file is not read (a real one is a few hundred bytes)."""
MAX_KEY = 40
VERSION = 1


def hints_enabled() -> bool:
    return os.environ.get("ATOTERM_HINTS", "").strip().lower() not in ("off", "0", "no")


class HintsStore:
    """The dismissed hints of one save folder, read once and written on every change."""

    def __init__(self, folder: Path | None = None) -> None:
        self.path = (folder or saves_dir()) / HINTS_FILE
        self.dismissed: set[str] = read_dismissed(self.path)
        self.problem = ""
        """Why the last write failed ("" when it did not): the choice holds for this run."""

    def is_dismissed(self, key: str) -> bool:
        return key in self.dismissed

    def dismiss(self, key: str) -> bool:
        """Remember that ``key``'s hint was dismissed; False when the file could not be
        written (it is still remembered until the app closes)."""
        self.dismissed.add(key)
        return self._write()

    def reset(self) -> bool:
        """Every hint is shown again (on each screen's next visit)."""
        self.dismissed.clear()
        return self._write()

    def _write(self) -> bool:
        body = json.dumps({"version": VERSION, "dismissed": sorted(self.dismissed)}, indent=1)
        temporary = self.path.with_name(f".{HINTS_FILE}.{os.getpid()}.tmp")
        try:
            self.path.parent.mkdir(parents=True, exist_ok=True)
            with open(temporary, "w", encoding="utf-8") as handle:
                handle.write(body + "\n")
                handle.flush()
                os.fsync(handle.fileno())
            os.replace(temporary, self.path)
        except OSError as exc:
            with contextlib.suppress(OSError):
                temporary.unlink()
            self.problem = exc.strerror or str(exc)
            return False
        self.problem = ""
        return True


def read_dismissed(path: Path) -> set[str]:
    """The keys a hints file lists as dismissed; an empty set for anything unexpected."""
    try:
        with open(path, "rb") as handle:
            data = handle.read(MAX_BYTES + 1)
    except OSError:  # missing, a folder, unreadable
        return set()
    if len(data) > MAX_BYTES:
        return set()
    try:
        body = json.loads(data.decode("utf-8"))
    except (UnicodeDecodeError, ValueError, RecursionError):
        return set()
    dismissed = body.get("dismissed") if isinstance(body, dict) else None
    if not isinstance(dismissed, list):
        return set()
    return {key for key in dismissed if isinstance(key, str) and 0 < len(key) <= MAX_KEY}
