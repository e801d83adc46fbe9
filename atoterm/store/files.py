"""Writing files next to saves: new files exclusively and atomically, owned files by replacement.

* :func:`create_new` — a new file that never replaces or follows anything: the data goes to a
  temporary file in the same folder (``mkstemp``: ``O_CREAT|O_EXCL``), is flushed and fsynced,
  then hard-linked to its name (``os.link`` fails with ``FileExistsError`` if the name holds
  anything — a file, a folder, a symlink, even a dangling one), the temporary name is removed
  and the folder fsynced. Readers see nothing or the whole file, never a part.
* :func:`create_first_free` — the same for the first free name of a sequence of candidates.
* :func:`append_regular` — a line added to a file the program appends to (``voyages.log``):
  never through a symlink or into anything but a regular file, synced.
* :func:`replace_owned` — a file the program owns (the player profile): a temporary file,
  fsync, ``os.replace`` (which replaces a symlink at the name, never the file it points to).
"""

from __future__ import annotations

import contextlib
import errno
import os
import stat
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
        write_all(fd, data)
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
        write_all(fd, data)
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
        write_all(fd, data)
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


def write_all(fd: int, data: bytes) -> None:
    """Write all of ``data`` (one write in practice; a short write goes on where it stopped)."""
    view = memoryview(data)
    while view:
        view = view[os.write(fd, view) :]


def append_regular(path: Path, data: bytes, mode: int = 0o644) -> None:
    """Append ``data`` to the regular file ``path`` (created with ``mode`` if absent) and sync
    it; ``OSError`` when it cannot be, or when the name is a symlink (``O_NOFOLLOW``), a FIFO
    (``O_NONBLOCK``: never waits for a reader) or anything else but a regular file."""
    flags = (
        os.O_WRONLY
        | os.O_APPEND
        | os.O_CREAT
        | getattr(os, "O_NOFOLLOW", 0)
        | getattr(os, "O_NONBLOCK", 0)
        | getattr(os, "O_CLOEXEC", 0)
    )
    fd = os.open(path, flags, mode)
    try:
        if not stat.S_ISREG(os.fstat(fd).st_mode):
            raise OSError(errno.EINVAL, "is not a regular file", str(path))
        write_all(fd, data)
        os.fsync(fd)
    finally:
        os.close(fd)


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
