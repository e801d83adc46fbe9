"""Keep the player profile (``<saves>/profile.atop``) in step with live play [ADV-084].

A campaign starts from the profile's fated boxes (copied into the journal header, so replays
never depend on the profile), and after every live decision the profile takes the campaign's
counts, a reset table's zeros included, and the sheets of its dead and retired Argonauts,
which may pilot in the Mnestis Theatre [MNE-011]. When a game ends in live play the profile also takes
what the Mnestis Theatre keeps (``mnestis_record``): a won campaign holding its Technology
unlocks it, a Theatre node's first win gives its rewards [MNE-001, MNE-005]. A profile that
cannot be read or written costs a warning, never the game.

A write refused because another atoterm holds the profile's lock leaves the sync ``behind``:
the next decision catches up (every change is recomputed from the game's state), and the
decision that ends a game has no next one, so the front ends call :meth:`ProfileSync.catch_up`
while the end is on screen (without waiting for the lock) and when the game is left (waiting
``LEAVE_WAIT``); a finished journal opened again applies its idempotent gains once more
(:meth:`ProfileSync.finished`). Nothing is ever written while another holds the lock.
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass, field
from pathlib import Path
from typing import TypeVar

from atoterm.content.schema import ContentPack
from atoterm.engine.state import GameState
from atoterm.session.mnestis_record import (
    fallen_changed,
    record_fallen,
    record_theatre_battle,
    record_victory,
)
from atoterm.session.mnestis_skyseer import campaign_gifts
from atoterm.session.paths import saves_dir
from atoterm.store import Header
from atoterm.store.profile import (
    PROFILE_NAME,
    Profile,
    ProfileError,
    read_profile,
)
from atoterm.store.profile_update import ProfileLocked, update_profile

T = TypeVar("T")

LEAVE_WAIT = 3.0
"""Seconds a front end waits for the profile's lock when the player leaves a game whose
changes have not reached the profile yet: longer than a decision's wait (they are the last
chance this time), short enough that leaving never seems to hang."""
CAUGHT_UP = (
    "the player profile is free again: this game's changes are written to it now, nothing was lost"
)


def profile_path() -> Path:
    return saves_dir() / PROFILE_NAME


def starting_fated(path: Path | None = None) -> tuple[dict[str, int], list[str]]:
    """The fated boxes a new campaign starts with, and warnings for the player."""
    try:
        return dict(read_profile(path or profile_path()).fated), []
    except ProfileError as exc:
        return {}, [f"{exc}; fated boxes start empty this time"]


@dataclass(frozen=True)
class CampaignStart:
    """What a new campaign takes from the player profile, read once: the fated boxes
    [ADV-084], the Mnestis Theatre's Guaranteed Loot [MNE-017], its Nymph Summonings [MNE-019],
    and the Skyseers it gave with the Technology that breeds more (Titan classes, Technology
    ids) [MNE-021]. The journal header keeps all of it, so a replay never reads the profile."""

    fated: dict[str, int] = field(default_factory=dict)
    loot: list[str] = field(default_factory=list)
    summonings: list[str] = field(default_factory=list)
    skyseers: list[str] = field(default_factory=list)
    technologies: list[str] = field(default_factory=list)
    warnings: list[str] = field(default_factory=list)
    """For the player: a profile that cannot be read starts the campaign with nothing from it."""


def campaign_start(content: ContentPack, path: Path | None = None) -> CampaignStart:
    """What a new campaign of ``content`` takes from the profile at ``path`` (default: the
    save folder's), read once; a damaged profile gives nothing and a warning."""
    try:
        profile = read_profile(path or profile_path())
    except ProfileError as exc:
        return CampaignStart(warnings=[f"{exc}; fated boxes start empty this time"])
    skyseers, technologies = campaign_gifts(profile.theatre, content)
    return CampaignStart(
        fated=dict(profile.fated),
        loot=list(profile.theatre.loot),
        summonings=list(profile.theatre.summonings),
        skyseers=skyseers,
        technologies=technologies,
    )


def theatre_unlocked(path: Path | None = None) -> bool:
    """Whether the profile has opened the Mnestis Theatre (a damaged profile has not)
    [MNE-001]."""
    try:
        return read_profile(path or profile_path()).theatre.unlocked
    except ProfileError:
        return False


@dataclass
class ProfileSync:
    """The profile as one game (or one Theatre screen) sees it, and its writes.

    ``profile`` is the newest copy this process has read; it is never written back whole.
    Each write (``_update``) reads the file afresh under the profile's lock and applies only
    this game's changes (``profile_update.update_profile``), so what another atoterm wrote
    meanwhile (a Theatre battle won, Gear ascended, an Instant Drop, another campaign) stays.
    """

    path: Path
    profile: Profile = field(default_factory=Profile)
    warnings: list[str] = field(default_factory=list)
    broken: bool = False
    told: int = 0
    """How many of ``warnings`` a front end has taken (``take_new_warnings``): a warning
    that appears during play is shown once, when it appears."""
    last_gained: list[str] = field(default_factory=list)
    """What the last game to end gave the Theatre (``live``'s or ``finished``'s answer)."""
    journal: Path | None = None
    """The journal of the campaign this profile follows (``live``): its fallen Argonauts'
    entries are keyed by it."""
    fated_seen: dict[str, int] | None = None
    """The fated boxes as this game last saw them in the profile (read at open, then what it
    wrote): only the boxes the game changed since are written, so a box another campaign
    marked meanwhile is not set back [ADV-084]. None: the ``profile`` given (at open)."""
    behind: bool = False
    """A write this game needed was refused because another atoterm held the profile's lock,
    and none has been made since: :meth:`catch_up` makes it."""
    reopened: bool = False
    """This sync follows a finished journal opened again (:meth:`finished`): a write the lock
    refused is made again by :meth:`finished`, never by :meth:`live`, whose fated boxes would
    be the finished campaign's older counts [ADV-084]."""

    def __post_init__(self) -> None:
        if self.fated_seen is None:
            self.fated_seen = dict(self.profile.fated)

    @classmethod
    def open(cls, path: Path | None = None) -> ProfileSync:
        target = path or profile_path()
        try:
            return cls(target, read_profile(target))
        except ProfileError as exc:
            return cls(target, Profile(), [f"{exc}; it will not be updated"], broken=True)

    def take_new_warnings(self) -> list[str]:
        """The warnings not handed out yet (then they count as told)."""
        new = self.warnings[self.told :]
        self.told = len(self.warnings)
        return new

    def live(
        self,
        header: Header,
        state: GameState,
        journal: Path | None = None,
        content: ContentPack | None = None,
        wait: float | None = None,
    ) -> None:
        """After a live decision: the campaign's fated boxes [ADV-084], its fallen Argonauts'
        sheets [MNE-011] (``mnestis_record.record_fallen``) and, when the decision ended the
        game, what the Theatre takes from it (``content`` given) [MNE-001,
        MNE-005]: all in one durable write, only when something changed, so no end of a game
        leaves a profile with its fallen but not its victory. ``journal``: the campaign's
        journal file, kept from the first decision on (a journal that stops being written
        keeps its key). A write that fails (the lock held, a full disk) is caught up by the
        next decision's: every change is recomputed from the game's state; after the last
        decision, by :meth:`catch_up`. ``wait``: seconds to wait for the lock
        (``profile_update.WAIT_SECONDS``)."""
        if self.broken:
            return
        self.journal = self.journal or journal
        marks = dict(state.story.fated)
        boxes = self._fated_change(marks)
        ended = content if state.outcome is not None else None  # the game just ended
        campaign = self.journal

        def change(profile: Profile) -> list[str]:
            profile.merged(boxes)
            record_fallen(profile.theatre, header, state, campaign)
            if ended is None:
                return []
            return _theatre_gains(profile, header, state, ended)

        # Most decisions change nothing of the profile: no lock, no read, no copy. Only the
        # boxes and this campaign's fallen can change before the end, so asking each of them
        # whether it would change the profile last written is exact (what applying the change
        # to a copy and comparing the encoded files answered, at far less cost).
        if ended is None and not self._would_change(boxes, header, state, campaign):
            self.fated_seen = {**self._seen(), **marks}
            self.behind = False  # all this game changed is in what was last written
            return
        gained = self._update(change, wait, ended=ended is not None)
        if gained is None:
            return
        self.fated_seen = {**self._seen(), **marks}
        if ended is not None:
            self.last_gained = list(gained)

    def catch_up(
        self,
        header: Header,
        state: GameState,
        journal: Path | None,
        content: ContentPack,
        wait: float = 0.0,
    ) -> bool:
        """Make the write the lock refused, from the game's state as it is now (as the next
        decision would, or as opening a finished journal did: :meth:`finished`): True when it
        is made now, False when there was nothing to catch up or the lock is still held
        (``wait`` seconds, none by default: a screen calling this while the player reads must
        not freeze). Never writes while another holds the lock."""
        if not self.behind or self.broken:
            return False
        if self.reopened:
            self.finished(header, state, journal, content, wait=wait)
        else:
            self.live(header, state, journal, content, wait=wait)
        return not self.behind

    def finished(
        self,
        header: Header,
        state: GameState,
        journal: Path | None,
        content: ContentPack,
        wait: float | None = None,
    ) -> list[str]:
        """A journal whose game is over, opened again: apply what its end gives the Theatre
        once more, idempotent (each gain is granted once per campaign, so a profile that has
        them gains nothing and is not written): an end whose write the lock refused, and that
        no retry made, is not lost [MNE-001, MNE-005]. Nothing else is written: the fated
        boxes are left as the profile has them (a finished campaign's counts are older than
        what later campaigns marked [ADV-084]), and so are the fallen Argonauts' sheets (they
        are keyed by the journal's file, and a journal opened again may have been renamed or
        copied: its fallen would be listed twice) [MNE-011]. What was gained, as ids
        (``last_gained``); ``wait``: seconds to wait for the lock."""
        if self.broken or state.outcome is None:
            return []
        self.journal = self.journal or journal
        self.reopened = True
        gained = self._update(
            lambda profile: _theatre_gains(profile, header, state, content), wait, ended=True
        )
        self.last_gained = list(gained or [])
        return self.last_gained

    def _seen(self) -> dict[str, int]:
        return self.fated_seen if self.fated_seen is not None else {}

    def _fated_change(self, marks: dict[str, int]) -> dict[str, int]:
        """The fated boxes to record: those the campaign changed since this game last saw
        the profile (a reset table's zeros included)."""
        seen = self._seen()
        return {p: c for p, c in sorted(marks.items()) if c != seen.get(p, 0)}

    def _would_change(
        self, boxes: dict[str, int], header: Header, state: GameState, campaign: Path | None
    ) -> bool:
        """Whether recording ``boxes`` (``Profile.merged``) and the campaign's fallen
        (``record_fallen``) would change the profile this process last read or wrote."""
        fated = self.profile.fated
        if any(count != fated.get(para, 0) for para, count in boxes.items()):
            return True
        return fallen_changed(self.profile.theatre, header, state, campaign)

    def _update(
        self, change: Callable[[Profile], T], wait: float | None = None, ended: bool = False
    ) -> T | None:
        """Apply ``change`` to the profile as it is now and write it (``update_profile``,
        waiting ``wait`` seconds for the lock); what ``change`` returned, or None with a
        warning when the profile could not be updated. A profile found damaged is never
        written over, and no longer followed. ``ended``: the change is a game's end, which
        has no next decision to catch it up (the warning says what happens instead)."""
        try:
            self.profile, result = update_profile(
                self.path, change, missing=self.profile, wait=wait
            )
        except ProfileError as exc:
            self.broken = True
            self._warn(f"{exc}; it will not be updated")
            return None
        except ProfileLocked:
            self.behind = True
            if ended:
                self._warn(
                    f"{self.path}: another atoterm is holding the player profile; what this "
                    "game's end gives it is kept and written as soon as it is free (atoterm "
                    "tries again while the end is on screen, when you leave the game, and "
                    "whenever its journal is opened again): nothing is lost"
                )
            else:
                self._warn(
                    f"{self.path}: another atoterm held the profile too long; this game's "
                    "changes are written with its next decision (the journal loses nothing)"
                )
            return None
        except OSError as exc:
            self.broken = True
            self._warn(f"cannot write the profile {self.path}: {exc.strerror or exc}")
            return None
        self.behind = False
        return result

    def _warn(self, text: str) -> None:
        if text not in self.warnings:  # a lock held for several decisions: said once
            self.warnings.append(text)


def _theatre_gains(
    profile: Profile, header: Header, state: GameState, content: ContentPack
) -> list[str]:
    """ "Apply the game's end": what it gives the Theatre record, as ids (idempotent, so a
    profile that already holds it gains nothing)."""
    theatre = profile.theatre
    gained = record_theatre_battle(theatre, header, state, content)
    if record_victory(theatre, header, state, content):
        gained.append("theatre unlocked")
    return gained
