"""Keep the player profile (``<saves>/profile.atop``) in step with live play [ADV-084].

A campaign starts from the profile's fated boxes (copied into the journal header, so replays
never depend on the profile), and after every live decision the profile takes the campaign's
counts, a reset table's zeros included, and the sheets of its dead and retired Argonauts,
which may pilot in the Mnestis Theatre [MNE-011]. When a game ends in live play the profile also takes
what the Mnestis Theatre keeps (``mnestis_record``): a won campaign holding its Technology
unlocks it, a Theatre node's first win gives its rewards [MNE-001, MNE-005]. A profile that
cannot be read or written costs a warning, never the game.
"""

from __future__ import annotations

from dataclasses import dataclass, field
from pathlib import Path

from atoterm.content.schema import ContentPack
from atoterm.engine.state import GameState
from atoterm.session.mnestis_record import record_fallen, record_theatre_battle, record_victory
from atoterm.session.mnestis_skyseer import campaign_gifts
from atoterm.session.paths import saves_dir
from atoterm.store import Header
from atoterm.store.profile import PROFILE_NAME, Profile, ProfileError, read_profile, write_profile


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
    path: Path
    profile: Profile = field(default_factory=Profile)
    warnings: list[str] = field(default_factory=list)
    broken: bool = False
    last_gained: list[str] = field(default_factory=list)
    """What the last game to end gave the Theatre (``game_over``'s answer)."""
    journal: Path | None = None
    """The journal of the campaign this profile follows (``live``): its fallen Argonauts'
    entries are keyed by it."""

    @classmethod
    def open(cls, path: Path | None = None) -> ProfileSync:
        target = path or profile_path()
        try:
            return cls(target, read_profile(target))
        except ProfileError as exc:
            return cls(target, Profile(), [f"{exc}; it will not be updated"], broken=True)

    def live(
        self,
        header: Header,
        state: GameState,
        journal: Path | None = None,
        content: ContentPack | None = None,
    ) -> None:
        """After a live decision: the campaign's fated boxes [ADV-084], its fallen Argonauts'
        sheets [MNE-011] (``mnestis_record.record_fallen``) and, when the decision ended the
        game, what the Theatre takes from it (``game_over``; ``content`` given) [MNE-001,
        MNE-005]: all in one durable write, only when something changed, so no end of a game
        leaves a profile with its fallen but not its victory. ``journal``: the campaign's
        journal file, kept from the first decision on (a journal that stops being written
        keeps its key)."""
        if self.broken:
            return
        self.journal = self.journal or journal
        changed = self.profile.merged(state.story.fated)
        if record_fallen(self.profile.theatre, header, state, self.journal):
            changed = True
        ended = content if state.outcome is not None else None  # the game just ended
        if ended is not None and self._theatre_gains(header, state, ended):
            changed = True
        if changed:
            self._write()

    def game_over(self, header: Header, state: GameState, content: ContentPack) -> list[str]:
        """A game just ended in live play: the Theatre's part of the profile takes what it
        gives (unlocked by a campaign's victory, a node's first-win rewards); what was
        gained, as ids (empty when nothing changed)."""
        if self.broken:
            return []
        gained = self._theatre_gains(header, state, content)
        if gained:
            self._write()
        return gained

    def _theatre_gains(self, header: Header, state: GameState, content: ContentPack) -> list[str]:
        """What the game's end gives the Theatre record (not yet written), as ids."""
        theatre = self.profile.theatre
        gained = record_theatre_battle(theatre, header, state, content)
        if record_victory(theatre, header, state, content):
            gained.append("theatre unlocked")
        self.last_gained = list(gained)
        return gained

    def _write(self) -> None:
        try:
            write_profile(self.path, self.profile)
        except OSError as exc:
            self.broken = True
            self.warnings.append(f"cannot write the profile {self.path}: {exc.strerror or exc}")
