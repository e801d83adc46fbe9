"""Earlier editions of the default Cycle: a journal replays with the content it was made with.

A state digest covers what the content put into the state (a card's name in a decision's
prompt, a weapon's numbers in a roll). When the default Cycle changes — a card renamed, a
level tuned — a journal made with the earlier edition would no longer replay to its recorded
digests with today's files. So every edition of the default Cycle that a landed version
shipped is kept here, packed as ``<pack id>-<content hash>.tar.xz`` (the files exactly, so
their hash is the one in the journal's header), and a journal whose header names one of them
is loaded, replayed, verified and continued with it. A journal keeps its edition for its
whole life, as it keeps its format.

An edition is unpacked once into the user's cache folder (or a temporary folder when there
is none) and its hash checked before it is read: a damaged or altered archive is not used.
"""

from __future__ import annotations

import re
from pathlib import Path

from atoterm.content.loader import content_hash, load_content
from atoterm.content.pack_cache import cache_dir
from atoterm.content.schema import ContentPack

EDITIONS_DIR = Path(__file__).resolve().parent / "editions"
LANDED_EDITION = ("atoterm-cycle1", "36b3c445240414e8")
"""The default Cycle's edition in the last landed version: while ``content/`` is that
edition nothing more is needed; once it changes, this edition must be kept here first
(``tests/test_content_editions.py``; docs/journal-format.md, "Content editions")."""
EDITION_NAME = re.compile(r"[a-z0-9][a-z0-9-]{0,63}-[0-9a-f]{16}")
"""``<pack id>-<content hash>``: a header's fields are untrusted, so only names of this shape
are ever joined to a path."""


def edition_archive(content_id: str, digest: str) -> Path | None:
    """The archive of the edition ``content_id`` with files hashing to ``digest``, or None."""
    name = f"{content_id}-{digest}"
    if not EDITION_NAME.fullmatch(name):
        return None
    path = EDITIONS_DIR / f"{name}.tar.xz"
    return path if path.is_file() else None


def load_edition(content_id: str, digest: str) -> ContentPack | None:
    """The pack of an earlier edition of the default Cycle, or None when none is kept (or it
    cannot be unpacked intact)."""
    archive = edition_archive(content_id, digest)
    if archive is None:
        return None
    folder = _unpacked(archive, f"{content_id}-{digest}", digest)
    if folder is None:
        return None
    pack = load_content(folder)
    return pack if pack.id == content_id and pack.hash == digest else None


def _unpacked(archive: Path, name: str, digest: str) -> Path | None:
    """The folder holding ``archive``'s files: the cached copy when it is intact, else a fresh
    one (in the cache when it can be written, else in a temporary folder)."""
    # Imported here: only a journal of an archived edition needs them, and every process that
    # reads a journal imports this module (start-up time of `atoterm verify`).
    import shutil
    import tempfile

    base = cache_dir()
    if base is not None:
        folder = base / "editions" / name
        if folder.is_dir() and _intact(folder, digest):
            return folder
        try:
            shutil.rmtree(folder, ignore_errors=True)
            return _unpack(archive, folder, digest)
        except OSError:
            pass  # a read-only or full cache: unpack where it can be
    try:
        return _unpack(archive, Path(tempfile.mkdtemp(prefix="atoterm-edition-")) / name, digest)
    except OSError:
        return None


def _unpack(archive: Path, folder: Path, digest: str) -> Path | None:
    import shutil  # (imported here: see _unpacked)
    import tarfile
    import tempfile

    folder.parent.mkdir(parents=True, exist_ok=True)
    staging = Path(tempfile.mkdtemp(prefix=".unpack-", dir=folder.parent))
    try:
        with tarfile.open(archive, "r:xz") as tar:
            tar.extractall(staging, filter="data")  # no links out, no absolute paths
        if not _intact(staging, digest):
            return None
        try:
            staging.rename(folder)  # whole or not at all: a reader never sees half a folder
        except OSError:  # another process unpacked it first
            return folder if _intact(folder, digest) else None
        return folder
    except (tarfile.TarError, EOFError, ValueError):
        return None
    finally:
        shutil.rmtree(staging, ignore_errors=True)


def _intact(folder: Path, digest: str) -> bool:
    try:
        return content_hash(folder) == digest
    except OSError:
        return False
