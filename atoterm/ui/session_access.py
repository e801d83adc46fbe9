"""What the screens ask of the session, with every failure turned into one sentence.

Screens import this module only when a campaign is opened, so the (heavier) engine, content
and store packages do not slow the title screen down.
"""

from __future__ import annotations

import datetime
import os
from dataclasses import dataclass, field
from pathlib import Path

from atoterm.session import (
    ContentError,
    DesyncError,
    Game,
    JournalError,
    JournalLocked,
    RulesOptions,
    SessionError,
    load_content,
    load_game,
)
from atoterm.session.history import History
from atoterm.session.paths import new_save_path
from atoterm.session.profile_sync import ProfileSync, campaign_start
from atoterm.session.sea import SeaError, SeaSpec, sea_spec
from atoterm.session.seed_code import SeedCodeError, read_seed
from atoterm.session.voyage_log import VoyageRecorder
from atoterm.views.campaign import current_day
from atoterm.views.option_words import worded
from atoterm.views.types import ContentPack, Epilogue, Event, GameState

USER_ERRORS = (ContentError, JournalError, SessionError, DesyncError, OSError)
"""Problems a player can cause or meet (bad file, bad folder); never shown as a traceback."""


LOG_EVENTS = 50
"""How many recent events a freshly opened log shows."""


class OpenError(Exception):
    """A campaign or journal that cannot be opened; the message is shown to the player."""


def describe(exc: BaseException) -> str:
    """One line for the player."""
    if isinstance(exc, OSError) and not isinstance(exc, JournalError):
        where = f"{exc.filename}: " if getattr(exc, "filename", None) else ""
        return f"{where}{exc.strerror or exc}"
    return str(exc).splitlines()[0] if str(exc) else type(exc).__name__


@dataclass
class ContentCache:
    """Loads the content pack once per folder."""

    folder: str | None = None
    _pack: ContentPack | None = field(default=None, repr=False)

    def pack(self) -> ContentPack:
        if self._pack is None:
            try:
                self._pack = load_content(self.folder)
            except USER_ERRORS as exc:
                raise OpenError(f"content error: {describe(exc)}") from None
        return self._pack


def random_seed() -> int:
    """A fresh campaign seed (recorded in the journal, so the campaign stays replayable)."""
    return int.from_bytes(os.urandom(4), "big")


def parse_seed(text: str) -> int:
    """A seed typed as a number or a seed code (``session/seed_code.py``)."""
    try:
        return read_seed(text)
    except SeedCodeError as exc:
        raise OpenError(str(exc)) from None


def utc_now() -> datetime.datetime:
    """The clock of the front end: when a voyage ended, for ``voyages.log`` (never a rule)."""
    return datetime.datetime.now(datetime.UTC)


def today_utc() -> datetime.date:
    """Today's UTC date: the daily voyage's (``session/daily.py``), read once at setup."""
    return utc_now().date()


def voyage_recorder() -> VoyageRecorder:
    """What writes a campaign's line in ``voyages.log`` when it ends in play."""
    return VoyageRecorder(clock=utc_now)


def chosen_sea(kind: str, seed: int, length: str) -> SeaSpec | None:
    """The sea the setup form names (None: the hand-made one); its seed is the campaign's."""
    if kind != "generated":
        return None
    try:
        return sea_spec(kind, seed, length or None)
    except SeaError as exc:
        raise OpenError(str(exc)) from None


def start_campaign(
    content: ContentPack,
    seed: int,
    undo: str,
    rules: RulesOptions,
    names: list[str],
    save: Path | None = None,
    epilogue: Epilogue | None = None,
    sea: SeaSpec | None = None,
    daily: str = "",
) -> Game:
    """A new campaign journaled to ``save`` (default: a fresh file in the save folder);
    ``epilogue``: the Cycle before's, for a pack of a later Cycle (docs/epilogue.md); ``sea``:
    a generated sea (default: the hand-made one); ``daily``: the UTC date whose daily voyage
    ``seed`` is ("" for any other seed)."""
    if save is not None and save.exists():
        raise OpenError(f"{save} already exists: continue it with Load, or choose another file")
    # the profile, read once: a damaged one starts empty, and is reported on write
    start = campaign_start(content)
    try:
        game = Game.new(
            content,
            seed,
            undo=undo,
            rules=rules,
            names=names,
            save=save if save is not None else new_save_path(seed),
            fated=start.fated,
            loot=start.loot,  # the Theatre's Guaranteed Loot [MNE-017]
            summonings=start.summonings,  # and its Nymph Summonings [MNE-019]
            epilogue=epilogue,
            sea=sea,
            theatre_titans=start.skyseers,  # and its Skyseers [MNE-021]
            theatre_techs=start.technologies,
            daily=daily,
        )
    except USER_ERRORS as exc:
        raise OpenError(describe(exc)) from None
    game.profile = ProfileSync.open()
    game.voyages = voyage_recorder()
    return game


def open_for_play(path: Path, content: ContentPack) -> tuple[Game, list[str]]:
    """A journal to continue, and what the player must be told about it."""
    try:
        game, report = load_game(path, content=content)
    except JournalLocked:
        raise  # another terminal writes it: the app offers a replay or a copy
    except USER_ERRORS as exc:
        raise OpenError(describe(exc)) from None
    game.profile = ProfileSync.open()
    game.voyages = voyage_recorder()  # a practice journal never writes there (Game.choose)
    late = finished_gains(game)
    return game, report.messages() + late + game.take_profile_warnings()


def finished_gains(game: Game) -> list[str]:
    """A finished game opened again gives the profile what its end gives, once more (each
    gain is granted once, so this is nothing unless the end's own write was refused by
    another atoterm's lock and never made): the notes telling the player, if any."""
    from atoterm.views.mnestis_tree import gained_lines

    if game.profile is None or game.state.outcome is None:
        return []
    gained = game.profile.finished(game.header, game.state, game.path, game.content)
    if not gained:
        return []
    game.profile.last_gained = []  # told here, not again as the game's end
    return [
        "This game had ended while another atoterm held the player profile; what its end "
        "gives is written to the profile now.",
        *gained_lines(game.content, gained),
    ]


def open_for_replay(path: Path, content: ContentPack) -> tuple[Game, list[str]]:
    """A journal opened read-only: nothing is ever written to it."""
    try:
        game, report = load_game(path, content=content, writable=False)
    except USER_ERRORS as exc:
        raise OpenError(describe(exc)) from None
    return game, report.messages()


def state_after(history: History, position: int) -> GameState:
    try:
        return history.state_at(position)
    except DesyncError as exc:
        raise OpenError(describe(exc)) from None


def first_position_of_day(history: History, day: int) -> int | None:
    """The first line position whose day (:func:`current_day`: a day begins with its
    Movement) is ``day``, or None (days never go back on a line)."""
    low, high = 0, history.position
    if current_day(state_after(history, high)) < day:
        return None
    while low < high:
        middle = (low + high) // 2
        if current_day(state_after(history, middle)) < day:
            low = middle + 1
        else:
            high = middle
    return low if current_day(state_after(history, low)) == day else None


def recent_events(history: History, position: int) -> list[Event]:
    """What the message log shows at ``position``: the most recent events of the line."""
    try:
        return history.events_until(position, LOG_EVENTS)
    except DesyncError as exc:
        raise OpenError(describe(exc)) from None


def chosen_label(history: History, position: int) -> tuple[str, str]:
    """The prompt answered by decision ``position`` (1-based) and the label of the answer."""
    before = state_after(history, position - 1)
    choice = history.line[position - 1].choice
    pending = worded(history.content, before.pending, before)  # the player's words
    if pending is None:
        return "", choice
    labels = {option.id: option.label for option in pending.options}
    return pending.prompt, labels.get(choice, choice)
