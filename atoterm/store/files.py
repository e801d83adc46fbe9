"""Writing files next to saves: new files exclusively and atomically, owned files by replacement.

* :func:`create_new` — a new file that never replaces or follows anything: the data goes to a
  temporary file in the same folder (``mkstemp``: ``O_CREAT|O_EXCL``), is flushed and fsynced,
  then hard-linked to its name (``os.link`` fails with ``FileExistsError`` if the name holds
  anything — a file, a folder, a symlink, even a dangling one), the temporary name is removed
  and the folder fsynced. Readers see nothing or the whole file, never a part.
* :func:`create_first_free` — the same for the first free name of a sequence of candidates.
* :func:`replace_owned` — a file the program owns (the player profile): a temporary file,
  fsync, ``os.replace`` (which replaces a symlink at the name, never the file it points to).
"""

from __future__ import annotations

import contextlib
import errno
import os
from collections.abc import Callable, Iterable
from pathlib import Path

NO_HARD_LINKS = frozenset(
    {errno.EPERM, errno.EOPNOTSUPP, errno.ENOTSUP, errno.ENOSYS, errno.EMLINK, errno.EXDEV}
)
"""What ``os.link`` says on a file system without hard links (FAT, some network mounts)."""


def exists_error(path: Path, reason: str = "already exists") -> FileExistsError:
    return FileExistsError(errno.EEXIST, reason, str(path))


def create_new(
    path: Path,
    data: bytes,
    mode: int = 0o644,
    prepare: Callable[[int], None] | None = None,
    reason: str = "already exists",
) -> int:
    """Create ``path`` holding ``data``, exclusively and atomically; return an open descriptor.

    The descriptor is open for reading and writing, positioned at the end; the caller closes
    it. ``prepare(fd)`` runs on it before the file gets its name (the journal writer takes its
    lock there, so nobody can open the new journal unlocked). Raises ``FileExistsError``
    (with ``reason``) if the name is taken, and leaves nothing behind on any error.
    """
    path.parent.mkdir(parents=True, exist_ok=True)
    fd, tmp = _temporary(path)
    try:
        os.fchmod(fd, mode)  # mkstemp makes 0600; a save is an ordinary document
        _write_all(fd, data)
        os.fsync(fd)
        if prepare is not None:
            prepare(fd)
        try:
            os.link(tmp, path, follow_symlinks=False)
        except FileExistsError:
            raise exists_error(path, reason) from None
        except OSError as exc:
            if exc.errno not in NO_HARD_LINKS:
                raise
            os.close(fd)
            fd = -1
            fd = _create_without_link(path, data, mode, prepare, reason)
    except BaseException:
        if fd >= 0:
            os.close(fd)
        with contextlib.suppress(OSError):
            os.unlink(tmp)
        raise
    with contextlib.suppress(OSError):
        os.unlink(tmp)
    fsync_dir(path.parent)
    return fd


def _create_without_link(
    path: Path, data: bytes, mode: int, prepare: Callable[[int], None] | None, reason: str
) -> int:
    """No hard links here: ``O_CREAT|O_EXCL|O_NOFOLLOW`` on the name itself (still exclusive;
    a crash mid-write can leave a short file, which readers report as a torn tail)."""
    flags = os.O_RDWR | os.O_CREAT | os.O_EXCL | getattr(os, "O_NOFOLLOW", 0) | os.O_CLOEXEC
    try:
        fd = os.open(path, flags, mode)
    except FileExistsError:
        raise exists_error(path, reason) from None
    try:
        if prepare is not None:
            prepare(fd)
        _write_all(fd, data)
        os.fsync(fd)
    except BaseException:
        os.close(fd)
        with contextlib.suppress(OSError):
            os.unlink(path)
        raise
    return fd


def create_first_free(candidates: Iterable[Path], data: bytes, mode: int = 0o644) -> Path:
    """Create the first candidate name that is free (see :func:`create_new`); its path.

    Raises ``FileExistsError`` naming the last candidate when every one is taken.
    """
    last: Path | None = None
    for candidate in candidates:
        last = candidate
        try:
            os.close(create_new(candidate, data, mode))
        except FileExistsError:
            continue
        return candidate
    raise exists_error(last or Path("."), "every candidate name is taken")


def replace_owned(path: Path, data: bytes, mode: int = 0o644, durable: bool = True) -> None:
    """Replace a file the program owns atomically (temp, os.replace) and, when ``durable``,
    durably (fsync of the file before the rename, of the folder after)."""
    path.parent.mkdir(parents=True, exist_ok=True)
    fd, tmp = _temporary(path)
    try:
        os.fchmod(fd, mode)
        _write_all(fd, data)
        if durable:
            os.fsync(fd)
        os.close(fd)
        fd = -1
        os.replace(tmp, path)  # a symlink at ``path`` is itself replaced, never followed
    except BaseException:
        if fd >= 0:
            os.close(fd)
        with contextlib.suppress(OSError):
            os.unlink(tmp)
        raise
    if durable:
        fsync_dir(path.parent)


def _write_all(fd: int, data: bytes) -> None:
    view = memoryview(data)
    while view:
        view = view[os.write(fd, view) :]


def fsync_dir(folder: Path) -> None:
    """Make a new name in ``folder`` durable; a folder that cannot be opened or synced (some
    file systems refuse) costs nothing but that guarantee."""
    try:
        fd = os.open(folder, os.O_RDONLY)
    except OSError:
        return
    try:
        os.fsync(fd)
    except OSError:
        pass
    finally:
        os.close(fd)


def _temporary(path: Path) -> tuple[int, str]:
    """A new temporary file beside ``path`` (``mkstemp``: created exclusively, mode 0600)."""
    # Imported here: tempfile brings in shutil and random, and a process that only reads
    # journals (`atoterm verify`) never writes one (start-up time).
    import tempfile

    return tempfile.mkstemp(prefix=f".{path.name}.", suffix=".tmp", dir=path.parent)
