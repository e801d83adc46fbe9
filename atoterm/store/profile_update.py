"""Change the player profile without losing another program's changes: a locked
read-modify-write [ADV-084, MNE-001, MNE-005, MNE-011, MNE-015, MNE-021].

More than one atoterm may write the profile at once: a campaign in one terminal, a Theatre
battle, an ascension or an Instant Drop in another. A writer that kept the profile it read at
start and wrote it back whole would erase what the others wrote meanwhile. So every write is
``update_profile``: take an exclusive lock, read the file as it is now, apply this writer's
change (a function of a :class:`Profile`), and replace the file atomically
(``write_profile``) before the lock is let go.

The lock is ``flock`` on a separate file, ``<profile>.lock``, which is never removed (the
profile itself is replaced by a rename, so a lock on it would lock a file that is gone). It is
taken without blocking, retried for a short while (a writer holds it for one read and one
fsynced write), and a lock still held after that raises :class:`ProfileLocked`: the caller
warns and loses nothing (a game's journal never depends on the profile). A damaged profile
raises ``ProfileError`` and is never written over.
"""

from __future__ import annotations

import errno
import os
import time
from collections.abc import Callable
from pathlib import Path
from typing import TypeVar

from atoterm.store.lock import flock_exclusive
from atoterm.store.profile import (
    Profile,
    copy_profile,
    encode_profile,
    read_profile,
    write_profile,
)

T = TypeVar("T")

LOCK_SUFFIX = ".lock"
WAIT_SECONDS = 2.0
"""How long a writer waits for another to finish before giving up with a warning: far longer
than one read and one fsynced write of a profile, far shorter than a player notices."""
RETRY_SECONDS = 0.02


class ProfileLocked(OSError):
    """Another program held the profile's lock for longer than ``WAIT_SECONDS``."""

    def __init__(self, path: Path) -> None:
        super().__init__(
            errno.EWOULDBLOCK,
            "another atoterm is writing the profile; this change was not saved to it",
            str(path),
        )


def lock_path(profile: Path) -> Path:
    """``saves/profile.atop`` -> ``saves/profile.atop.lock``."""
    return profile.with_name(profile.name + LOCK_SUFFIX)


def update_profile(
    path: Path,
    change: Callable[[Profile], T],
    missing: Profile | None = None,
    wait: float | None = None,
) -> tuple[Profile, T]:
    """Apply ``change`` to the profile at ``path`` as it is now, under the lock, and write it
    when it changed; the profile after and what ``change`` returned.

    ``missing``: the profile to start from when there is no file (a copy is changed), else an
    empty one. ``wait``: seconds to wait for the lock (``WAIT_SECONDS``). Raises ``ProfileError`` (damaged: not written), :class:`ProfileLocked`, any
    ``OSError`` of the write, and whatever ``change`` raises (nothing written then)."""
    path.parent.mkdir(parents=True, exist_ok=True)
    fd = _open_lock(path)
    try:
        _take(fd, path, WAIT_SECONDS if wait is None else wait)
        if path.exists() or path.is_symlink() or missing is None:
            profile = read_profile(path)
        else:  # no file: start from a copy of the caller's profile, not the caller's own
            profile = copy_profile(missing)
        before = encode_profile(profile)
        result = change(profile)
        if encode_profile(profile) != before:
            write_profile(path, profile)
        return profile, result
    finally:
        os.close(fd)  # drops the lock, after the rename


def _open_lock(path: Path) -> int:
    flags = os.O_RDWR | os.O_CREAT | os.O_CLOEXEC | os.O_NOFOLLOW | os.O_NONBLOCK
    return os.open(lock_path(path), flags, 0o644)


def _take(fd: int, path: Path, wait: float) -> None:
    deadline = time.monotonic() + wait
    while True:
        try:
            flock_exclusive(fd)
            return
        except BlockingIOError:
            if time.monotonic() >= deadline:
                raise ProfileLocked(path) from None
            time.sleep(RETRY_SECONDS)
