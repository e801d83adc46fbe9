"""One writer per journal: an OS file lock, and a sidecar file that says who holds it.

A journal open for writing holds ``flock(LOCK_EX | LOCK_NB)`` on its descriptor. ``flock``
locks belong to the open file, not to the process, so a second open in the same process is
refused too, and reading the journal elsewhere (which opens and closes it) never drops the
lock, as a POSIX ``lockf`` lock would. The kernel releases it when the descriptor is closed,
whatever way the process ends.

The lock is the truth; the sidecar ``<journal>.lock`` (``pid``, ``host``, ``since`` lines)
only describes the holder to a second opener. It is written after the lock is taken, removed
before it is released, and a stale one (left by a crash) never blocks anyone: it is read only
when the lock is actually held, and replaced by the next holder.
"""

from __future__ import annotations

import contextlib
import errno
import fcntl
import os
import re
import stat
import time
import weakref
from dataclasses import dataclass
from pathlib import Path

from atoterm.store.files import replace_owned

SIDECAR_SUFFIX = ".lock"
SIDECAR_MAX_BYTES = 4096
RETRIES = 3
"""Attempts to take a lock before it counts as held: a momentary holder (another program
checking the lock) is not a writer."""
RETRY_SECONDS = 0.02
NO_LOCKS = frozenset({errno.ENOLCK, errno.EOPNOTSUPP, errno.ENOTSUP, errno.ENOSYS, errno.EINVAL})

_UNSAFE = re.compile("[\x00-\x1f\x7f-\x9f\u061c\u200e\u200f\u202a-\u202e\u2066-\u2069]")


def printable(text: str) -> str:
    """``text`` without control characters (C0, C1) or bidirectional overrides, which could
    rewrite a terminal's screen or disguise a name when printed."""
    return _UNSAFE.sub("", text)


def sidecar_path(journal: Path) -> Path:
    """``saves/7.atoj`` -> ``saves/7.atoj.lock``."""
    return journal.with_name(journal.name + SIDECAR_SUFFIX)


@dataclass(frozen=True)
class Holder:
    """Who holds a journal's lock, as its sidecar says."""

    pid: int
    host: str
    since: str
    """When it took the lock, ``YYYY-MM-DD HH:MM UTC``."""

    def describe(self) -> str:
        if self.host != _host():
            where = f"on the computer {self.host}"
        elif self.pid == os.getpid():
            where = "in this atoterm already"
        else:
            where = "in another atoterm on this computer"
        return f"{where} (process {self.pid}, since {self.since})"


class JournalLocked(OSError):
    """The journal is open for writing elsewhere; ``holder`` says by whom when known."""

    def __init__(self, path: Path, holder: Holder | None) -> None:
        super().__init__(errno.EWOULDBLOCK, "open for writing elsewhere", str(path))
        self.path = path
        self.holder = holder

    def __str__(self) -> str:
        who = self.holder.describe() if self.holder else "by another program"
        return f"{printable(str(self.path))}: open for writing {who}"


class JournalLock:
    """A held lock on an open journal descriptor (the descriptor stays the caller's)."""

    def __init__(self, journal: Path) -> None:
        self.journal = journal
        self.sidecar: Path | None = _write_sidecar(journal)
        inode = _inode(self.sidecar) if self.sidecar is not None else None
        # A process that exits without closing still tidies its sidecar up.
        self._finalizer = weakref.finalize(self, _remove_sidecar, self.sidecar, inode)

    @classmethod
    def take(cls, journal: Path, fd: int) -> JournalLock:
        """Lock ``fd`` (an open descriptor of ``journal``) or raise :class:`JournalLocked`."""
        for attempt in range(RETRIES):
            try:
                flock_exclusive(fd)
                break
            except BlockingIOError:
                if attempt == RETRIES - 1:
                    raise JournalLocked(journal, read_holder(journal)) from None
                time.sleep(RETRY_SECONDS)
        return cls(journal)

    def release(self) -> None:
        """Remove the sidecar; the caller then closes the descriptor, which drops the lock
        (in that order: the next holder's sidecar is never removed by this one)."""
        self._finalizer()


def flock_exclusive(fd: int) -> None:
    """Take the lock, or raise ``BlockingIOError`` when another open file holds it.

    A file system that has no locks (some network shares) is written unlocked, as before
    locking existed, rather than refused.
    """
    try:
        fcntl.flock(fd, fcntl.LOCK_EX | fcntl.LOCK_NB)
    except BlockingIOError:
        raise
    except OSError as exc:
        if exc.errno not in NO_LOCKS:
            raise


def locked_elsewhere(journal: Path) -> JournalLocked | None:
    """The :class:`JournalLocked` a writer opening ``journal`` now would meet, or None.

    Takes a shared lock for an instant; a writer opening the journal at that instant retries.
    """
    try:
        fd = os.open(journal, os.O_RDONLY | os.O_NONBLOCK | os.O_CLOEXEC)
    except OSError:
        return None  # not there or unreadable: opening it will say so
    try:
        fcntl.flock(fd, fcntl.LOCK_SH | fcntl.LOCK_NB)
    except BlockingIOError:
        return JournalLocked(journal, read_holder(journal))
    except OSError:
        return None  # a file system without locks: nothing to report
    finally:
        os.close(fd)
    return None


def read_holder(journal: Path) -> Holder | None:
    """The sidecar's description, or None when it is missing, malformed or stale."""
    try:
        # Never a symlink, and a FIFO planted there must not make the opener wait.
        flags = os.O_RDONLY | os.O_CLOEXEC | os.O_NOFOLLOW | os.O_NONBLOCK
        fd = os.open(sidecar_path(journal), flags)
    except OSError:
        return None
    try:
        if not stat.S_ISREG(os.fstat(fd).st_mode):
            return None
        data = os.read(fd, SIDECAR_MAX_BYTES)
    except OSError:
        return None
    finally:
        os.close(fd)
    fields = dict(
        line.split("=", 1) for line in data.decode("utf-8", "replace").splitlines() if "=" in line
    )
    pid, host, since = fields.get("pid", ""), fields.get("host", ""), fields.get("since", "")
    if not pid.isascii() or not pid.isdecimal() or not 0 < int(pid) < 2**31:
        return None
    holder = Holder(int(pid), _safe(host, 64) or "unknown", _safe(since, 24) or "unknown")
    if holder.host == _host() and not _alive(holder.pid):
        return None  # left by a process that has ended: says nothing about the holder
    return holder


def _write_sidecar(journal: Path) -> Path | None:
    """Describe this process as the holder; None when the folder refuses (the lock is held
    all the same: a second opener is refused, only without the details)."""
    since = time.strftime("%Y-%m-%d %H:%M UTC", time.gmtime())
    text = f"pid={os.getpid()}\nhost={_host()}\nsince={since}\n"
    target = sidecar_path(journal)
    try:
        # A stale one is ours to replace; a description need not survive a crash (the lock
        # does not either), so it costs no fsync.
        replace_owned(target, text.encode("utf-8"), durable=False)
    except OSError:
        return None
    return target


def _remove_sidecar(sidecar: Path | None, inode: tuple[int, int] | None) -> None:
    if sidecar is None or inode is None or _inode(sidecar) != inode:
        return  # never remove a sidecar this process did not write
    with contextlib.suppress(OSError):
        os.unlink(sidecar)


def _inode(path: Path) -> tuple[int, int] | None:
    try:
        info = os.lstat(path)
    except OSError:
        return None
    return info.st_dev, info.st_ino


def _alive(pid: int) -> bool:
    try:
        os.kill(pid, 0)
    except ProcessLookupError:
        return False
    except OSError:
        return True  # it exists, owned by someone else
    return True


def _host() -> str:
    # The node name is what socket.gethostname() returns on POSIX (fcntl makes this POSIX
    # only), without importing the socket machinery into every process that reads a journal.
    return _safe(os.uname().nodename, 64) or "localhost"


def _safe(text: str, limit: int) -> str:
    """A sidecar is anyone's file: keep only characters a host name or a date uses."""
    return re.sub(r"[^A-Za-z0-9._:\- ]", "", text)[:limit].strip()
