"""The parsed content pack, cached on disk by the hash of its files and of the parsing code.

Reading and checking the TOML of a pack takes a quarter of a second; every `atoterm` process
needs the pack, so `load_content` keeps the result in the user's cache folder
(``$XDG_CACHE_HOME/atoterm``, else ``~/.cache/atoterm``) and the next process unpickles it in a
few milliseconds. The cache can never serve a stale or foreign pack, and a bad cache file never
breaks anything:

* the entry's **key** is a BLAKE2b hash of the pack's content hash (every file below the
  folder, names and bytes, ``loader.content_hash``), the folder as given (the pack records
  it), the atoterm version, the Python bytecode tag and every source file of
  ``atoterm/content`` (the parsing code and the classes the pack is made of): a change to any
  of them is another key, so another file;
* an entry is **used** only when it is a regular file owned by this user and writable by no
  one else, its magic and key match, its payload's BLAKE2b checksum matches, the payload
  unpickles using only dataclasses of ``atoterm.content`` (no other global can be named, so
  no code runs), and the result is a :class:`ContentPack` whose hash and source are the ones
  asked for. Anything else (a missing, torn, corrupt, hostile or unreadable file) is a miss:
  the pack is parsed and the entry written again;
* an entry is **written** atomically (a temporary file in the folder, then ``os.replace``),
  mode 0600, in a folder made 0700; older entries for the same folder are removed, and so are
  all but the ``KEPT`` most recently written (packs from many folders). A cache that cannot
  be written (read-only home, no home) is simply not used.

``ATOTERM_CONTENT_CACHE=off`` turns the cache off (it is then neither read nor written).
"""

from __future__ import annotations

import contextlib
import gc
import hashlib
import io
import os
import pickle
import stat
import sys
from pathlib import Path
from typing import Any

from atoterm import __version__
from atoterm.content.lazy_record import is_record_class
from atoterm.content.schema import ContentPack

MAGIC = b"atoterm-content-cache 1\n"
MAX_ENTRY_BYTES = 64 * 1024 * 1024
"""A larger file is not read (a pack pickles to under 1 MB)."""
KEPT = 8
"""Entries kept in the folder (one per content folder in use)."""
CODE_DIR = Path(__file__).resolve().parent
_code_fingerprint: bytes | None = None


def cache_dir() -> Path | None:
    """Where entries live, or None when the cache is off or there is no home to put it in."""
    if os.environ.get("ATOTERM_CONTENT_CACHE", "").lower() in ("off", "0", "no"):
        return None
    base = os.environ.get("XDG_CACHE_HOME", "")
    if not os.path.isabs(base):  # the XDG rule: a relative value is ignored
        home = os.environ.get("HOME") or ""
        if not os.path.isabs(home):
            return None
        base = os.path.join(home, ".cache")
    return Path(base) / "atoterm"


def code_fingerprint() -> bytes:
    """BLAKE2b of every source file of ``atoterm/content`` (computed once per process).

    A pack holds only classes of ``atoterm.content`` (``_PackUnpickler`` refuses any other),
    so this covers both the code that parses it and the classes it is made of."""
    global _code_fingerprint
    if _code_fingerprint is None:
        digest = hashlib.blake2b(digest_size=16)
        for path in sorted(CODE_DIR.rglob("*.py")):  # subpackages too, should it get any
            name = path.relative_to(CODE_DIR).as_posix()
            digest.update(name.encode() + b"\0" + path.read_bytes() + b"\0")
        _code_fingerprint = digest.digest()
    return _code_fingerprint


def entry_key(folder: str, content_hash: str) -> str:
    parts = (content_hash, folder, __version__, sys.implementation.cache_tag or "")
    digest = hashlib.blake2b(code_fingerprint(), digest_size=16)
    for part in parts:
        digest.update(part.encode("utf-8", "surrogateescape") + b"\0")
    return digest.hexdigest()


def _entry_name(folder: str, key: str) -> str:
    """``pack-<folder>-<key>.pickle``: the folder part lets a new entry replace older ones."""
    where = hashlib.blake2b(folder.encode("utf-8", "surrogateescape"), digest_size=6)
    return f"pack-{where.hexdigest()}-{key}.pickle"


class _PackUnpickler(pickle.Unpickler):
    """Unpickles only the dataclasses a pack is made of: a cache file cannot name a function
    (nothing is called but ``object.__new__``; fields are set from the stored values)."""

    def find_class(self, module: str, name: str) -> Any:
        if module.startswith("atoterm.content."):
            found = super().find_class(module, name)
            if isinstance(found, type) and is_record_class(found):
                return found
        raise pickle.UnpicklingError(f"{module}.{name} is not part of a content pack")


def cached_pack(folder: str, content_hash: str) -> ContentPack | None:
    """The pack cached for ``folder`` with files hashing to ``content_hash``, or None."""
    where = cache_dir()
    if where is None:
        return None
    key = entry_key(folder, content_hash)
    try:
        data = _read_private(where / _entry_name(folder, key))
    except OSError:
        return None
    head = MAGIC + key.encode() + b"\n"
    if data is None or not data.startswith(head):
        return None
    checksum, payload = data[len(head) : len(head) + 32], data[len(head) + 32 :]
    if hashlib.blake2b(payload, digest_size=16).hexdigest().encode() != checksum:
        return None
    enabled = gc.isenabled()
    gc.disable()  # some 100,000 new objects and no cycles: the collector's passes cost 3x
    try:
        pack = _PackUnpickler(io.BytesIO(payload)).load()
    except Exception:  # a payload that matches its checksum yet is not a pack: a miss
        return None
    finally:
        if enabled:
            gc.enable()
    if not isinstance(pack, ContentPack) or pack.hash != content_hash or pack.source != folder:
        return None
    return pack


def store_pack(folder: str, pack: ContentPack) -> None:
    """Keep ``pack`` (just parsed from ``folder``) for the next process; never raises."""
    where = cache_dir()
    if where is None:
        return
    key = entry_key(folder, pack.hash)
    name = _entry_name(folder, key)
    try:
        payload = pickle.dumps(pack, protocol=pickle.HIGHEST_PROTOCOL)
        checksum = hashlib.blake2b(payload, digest_size=16).hexdigest().encode()
        import tempfile  # only a process that writes an entry needs it

        where.mkdir(mode=0o700, parents=True, exist_ok=True)
        handle, temporary = tempfile.mkstemp(prefix=".pack-", suffix=".tmp", dir=where)
        try:
            with os.fdopen(handle, "wb") as out:  # mkstemp: mode 0600, created exclusively
                out.write(MAGIC + key.encode() + b"\n" + checksum + payload)
            os.replace(temporary, where / name)
        except BaseException:
            with contextlib.suppress(OSError):
                os.unlink(temporary)
            raise
        _remove_older(where, name)
    except (OSError, pickle.PicklingError, TypeError, AttributeError, RecursionError):
        return  # no cache this time: the pack was parsed, nothing is lost


def _read_private(path: Path) -> bytes | None:
    """The file's bytes when it is a regular file of this user that no one else may write."""
    flags = os.O_RDONLY | getattr(os, "O_NOFOLLOW", 0) | getattr(os, "O_NONBLOCK", 0)
    handle = os.open(path, flags)
    try:
        info = os.fstat(handle)
        getuid = getattr(os, "getuid", None)
        if (
            not stat.S_ISREG(info.st_mode)
            or info.st_mode & (stat.S_IWGRP | stat.S_IWOTH)
            or (getuid is not None and info.st_uid != getuid())
            or info.st_size > MAX_ENTRY_BYTES
        ):
            return None
        with os.fdopen(handle, "rb", closefd=False) as source:
            return source.read(MAX_ENTRY_BYTES + 1)
    finally:
        os.close(handle)


def _remove_older(where: Path, name: str) -> None:
    """Entries of the same folder under other keys are stale, and only the ``KEPT`` most
    recently written are worth their space: remove the others."""
    prefix = name[: len("pack-") + 12 + 1]
    aged: list[tuple[int, Path]] = []
    for other in where.glob("pack-*.pickle"):
        with contextlib.suppress(OSError):
            if other.name != name and other.name.startswith(prefix):
                other.unlink()
            elif other.name != name:
                aged.append((other.stat().st_mtime_ns, other))
    for _, other in sorted(aged, reverse=True)[KEPT - 1 :]:
        with contextlib.suppress(OSError):
            other.unlink()
