"""The player profile: what persists across every campaign and playthrough, next to the saves.

It holds the marked fated boxes of the storybook's adventure tables [ADV-084] and, since
format 2, the Mnestis Theatre's record (``theatre_record.py``): whether it is unlocked and
what its Trees of Knowledge gave [MNE-001, MNE-005]. A format-1 profile (fated boxes only) is
read as one whose Theatre is still locked, and written back as format 2. The program owns
the file, so it replaces it (``files.replace_owned``): a temporary file of a
fresh name, fsynced, renamed over the profile (a symlink there is replaced, never followed),
then the folder fsynced; a damaged or foreign file is reported and never crashes.
"""

from __future__ import annotations

import errno
import hashlib
import os
import stat
from dataclasses import dataclass, field
from pathlib import Path

import msgpack

from atoterm.store.files import replace_owned
from atoterm.store.theatre_record import TheatreRecord, TheatreRecordError

PROFILE_NAME = "profile.atop"
MAGIC = "atoterm-profile"
FORMAT = 2
READABLE = (1, 2)
"""Format 1: fated boxes only; format 2 adds the Theatre's record."""
MAX_BYTES = 1024 * 1024


class ProfileError(Exception):
    """A profile file that cannot be used; the message says why."""


@dataclass
class Profile:
    fated: dict[str, int] = field(default_factory=dict)
    """Paragraph id -> marked fated boxes, across every playthrough [ADV-084]."""
    theatre: TheatreRecord = field(default_factory=TheatreRecord)
    """The Mnestis Theatre: unlocked or not, and what its Trees gave [MNE-001, MNE-005]."""

    def merged(self, marks: dict[str, int]) -> bool:
        """Take the live campaign's boxes (it began from this profile, so its counts are the
        newest, a reset table's zeros included); True when something changed."""
        changed = False
        for para, count in sorted(marks.items()):
            if count != self.fated.get(para, 0):
                self.fated[para] = count
                changed = True
        return changed


def _check(body: bytes) -> str:
    return hashlib.blake2b(body, digest_size=8).hexdigest()


def read_profile(path: Path) -> Profile:
    """The profile at ``path``; an empty one if there is none. ProfileError if damaged."""
    try:
        data = _read_regular(path)
    except FileNotFoundError:
        return Profile()
    except OSError as exc:
        raise ProfileError(f"{path}: cannot read the profile: {exc.strerror or exc}") from None
    if data is None:
        raise ProfileError(f"{path}: the profile is not a regular file")
    if len(data) > MAX_BYTES:
        raise ProfileError(f"{path}: the profile is larger than {MAX_BYTES} bytes")
    try:
        outer = msgpack.unpackb(data, raw=False, strict_map_key=True)
        body = outer["body"]
        inner = msgpack.unpackb(body, raw=False, strict_map_key=True)
    except Exception:  # msgpack raises many kinds for garbage; all mean "not a profile"
        raise ProfileError(f"{path}: not an atoterm profile (damaged or another file)") from None
    if not isinstance(outer, dict) or outer.get("check") != _check(body):
        raise ProfileError(f"{path}: the profile is damaged (checksum mismatch)")
    if not isinstance(inner, dict) or inner.get("magic") != MAGIC:
        raise ProfileError(f"{path}: not an atoterm profile")
    if inner.get("format") not in READABLE:
        raise ProfileError(
            f"{path}: a profile of format {inner.get('format')!r}; this version reads formats "
            + " and ".join(map(str, READABLE))
        )
    fated = inner.get("fated", {})
    if not isinstance(fated, dict) or not all(
        isinstance(k, str) and type(v) is int and 0 <= v < 100 for k, v in fated.items()
    ):
        raise ProfileError(f"{path}: the profile's fated boxes are malformed")
    if inner["format"] == 1:  # before the Theatre: nothing of it was ever won
        return Profile(dict(fated))
    try:
        theatre = TheatreRecord.from_plain(inner.get("theatre", {}))
    except TheatreRecordError as exc:
        raise ProfileError(
            f"{path}: the profile's Mnestis Theatre record is malformed: {exc}"
        ) from None
    return Profile(dict(fated), theatre)


def _read_regular(path: Path) -> bytes | None:
    """The file's bytes (up to one past the limit); None for a FIFO, device or folder, which
    must not hang or be read (``O_NONBLOCK``: opening a FIFO does not wait for a writer)."""
    fd = os.open(path, os.O_RDONLY | os.O_NONBLOCK | os.O_CLOEXEC)
    try:
        if not stat.S_ISREG(os.fstat(fd).st_mode):
            return None
        chunks, size = [], 0
        while size <= MAX_BYTES and (chunk := os.read(fd, MAX_BYTES + 1 - size)):
            chunks.append(chunk)
            size += len(chunk)
        return b"".join(chunks)
    finally:
        os.close(fd)


def encode_profile(profile: Profile) -> bytes:
    """The file's bytes for ``profile`` (what ``write_profile`` writes)."""
    body = msgpack.packb(
        {
            "magic": MAGIC,
            "format": FORMAT,
            "fated": dict(sorted(profile.fated.items())),
            "theatre": profile.theatre.to_plain(),
        },
        use_bin_type=True,
    )
    return msgpack.packb({"body": body, "check": _check(body)}, use_bin_type=True)


def copy_profile(profile: Profile) -> Profile:
    """A deep copy, through the plain form the file holds."""
    return Profile(dict(profile.fated), TheatreRecord.from_plain(profile.theatre.to_plain()))


def write_profile(path: Path, profile: Profile) -> None:
    """Replace the profile atomically and durably (temp file, fsync, rename, fsync folder);
    OSError (EFBIG) for a profile larger than ``read_profile`` reads, which is not written.
    Unlocked: a program changing the profile calls ``profile_update.update_profile``, which
    reads it afresh under a lock and calls this."""
    data = encode_profile(profile)
    if len(data) > MAX_BYTES:  # the reader would refuse it: the file written before stays
        raise OSError(
            errno.EFBIG, f"the profile would be larger than the {MAX_BYTES} bytes it may hold"
        )
    replace_owned(path, data)
