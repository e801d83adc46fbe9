"""``<saves>/voyages.log``: one line for every campaign that ended in play (docs/voyages.md).

The roguelike record of runs (NetHack's and DCSS's xlogfile, ``xlog.py``): when a campaign
ends in live play, :class:`VoyageRecorder` appends one line of ``key=value`` fields — the seed
and its code, the sea, difficulty, outcome, day, cause, battles, Titans lost, Progress, the
score (``voyage_score``), the journal and the end of its line, the version and the time.

* Exactly once per end of a journal's line: a line names the journal, the decisions on its
  line and the digest of its last state, and an end already in the log is not written again
  (an undo and the same choice again, a second terminal). Replays, verifies, loads of an
  ended journal, practice games and Mnestis Theatre battles never reach the recorder: only a
  campaign played (``Game.choose``) that has a recorder (the front ends give one) writes.
* Never a traceback: a full disk or a folder that refuses the file is a sentence in
  ``warnings`` and the game goes on.
* The file is the player's: :func:`read_voyages` keeps the lines it can read and counts the
  others; the file's own ``code`` is not trusted (the code is made from the ``seed``).

The end time is in the log (when a voyage ended is worth keeping) but never in the journal
or the state: the clock is the front end's, given to the recorder.
"""

from __future__ import annotations

import contextlib
import datetime
from collections.abc import Callable
from dataclasses import dataclass, field
from pathlib import Path
from typing import TYPE_CHECKING

from atoterm import __version__
from atoterm.content.files import read_regular_tail
from atoterm.safe_text import whole_number
from atoterm.session.paths import saves_dir
from atoterm.session.seed_code import SeedCodeError, encode, read_seed
from atoterm.session.voyage_score import facts_of, score
from atoterm.session.xlog import XlogError, format_line, parse_line
from atoterm.store.files import append_regular
from atoterm.store.records import DAILY_DATE

if TYPE_CHECKING:  # annotations only: the game calls the recorder (game.py imports this)
    from atoterm.session.game import Game

LOG_NAME = "voyages.log"
MAX_LOG_BYTES = 8 * 1024 * 1024
"""A log larger than this is read from its last 8 MiB (some 25,000 voyages)."""
SEAS = ("handmade", "generated")
OUTCOMES = ("won", "lost")
NUMBERS = (
    "day",
    "days",
    "battles_won",
    "battles",
    "titans_lost",
    "progress",
    "argonauts",
    "score",
    "decisions",
)
"""Fields that hold a whole number."""
Clock = Callable[[], datetime.datetime]


def voyage_sea(game: Game) -> tuple[str, str]:
    """The sea a campaign sails and its length, as the log writes them: ``("handmade",
    "full")`` for the Cycle's own sea, ``("generated", "short"|"full")`` for one drawn from a
    seed (the journal header's sea, ``Game.sea``)."""
    sea = game.sea
    return (sea.kind, sea.length)


def log_path(folder: Path | None = None) -> Path:
    return (folder or saves_dir()) / LOG_NAME


@dataclass(frozen=True)
class Voyage:
    """One line of the log: how one campaign ended."""

    seed: int
    outcome: str
    day: int
    score: int
    sea: str = "handmade"
    length: str = "full"
    difficulty: str = "normal"
    days: int = 0
    cause: str = ""
    battles_won: int = 0
    battles: int = 0
    titans_lost: int = 0
    progress: int = 0
    argonauts: int = 0
    journal: str = ""
    """The journal's file name in the save folder (or its path, when it is elsewhere)."""
    decisions: int = 0
    digest: str = ""
    version: str = ""
    end: str = ""
    """When the voyage ended, UTC (``20261205T183000Z``); not game state."""
    order: int = 0
    """The line's place in the file (ties of score keep the older voyage first)."""
    daily: str = ""
    """A daily voyage's UTC date (``YYYY-MM-DD``, the journal header's ``daily``); "" for any
    other seed. Written only when set, so other lines are as earlier versions wrote them."""

    @property
    def code(self) -> str:
        return encode(self.seed)

    def fields(self) -> dict[str, object]:
        """The line's fields, in the order they are written."""
        daily = {"daily": self.daily} if self.daily else {}
        return {
            "version": self.version,
            "code": self.code,
            "seed": self.seed,
            **daily,
            "sea": self.sea,
            "length": self.length,
            "difficulty": self.difficulty,
            "outcome": self.outcome,
            "day": self.day,
            "days": self.days,
            "cause": self.cause,
            "battles_won": self.battles_won,
            "battles": self.battles,
            "titans_lost": self.titans_lost,
            "progress": self.progress,
            "argonauts": self.argonauts,
            "score": self.score,
            "journal": self.journal,
            "decisions": self.decisions,
            "digest": self.digest,
            "end": self.end,
        }

    def same_end(self, other: Voyage) -> bool:
        """The same journal's line ending at the same place with the same state."""
        return (self.journal, self.decisions, self.digest) == (
            other.journal,
            other.decisions,
            other.digest,
        )


def voyage_line(voyage: Voyage) -> str:
    return format_line(voyage.fields())


def parse_voyage(line: str, order: int = 0) -> Voyage:
    """One line of the log (``ValueError`` saying what is wrong with it)."""
    fields = parse_line(line)
    numbers: dict[str, int] = {}
    for key in NUMBERS:
        if key in fields:
            value = whole_number(fields[key])
            if value is None:
                raise XlogError(f"{key}={fields[key][:20]!r} is not a whole number")
            numbers[key] = value
    for key in ("seed", "outcome", "day", "score"):
        if key not in fields:
            raise XlogError(f"no {key}")
    try:
        seed = read_seed(fields["seed"])
    except SeedCodeError as exc:
        raise XlogError(f"seed: {exc}") from None
    if fields["outcome"] not in OUTCOMES:
        raise XlogError(f"outcome={fields['outcome'][:20]!r} is neither won nor lost")
    text = {key: fields.get(key, "") for key in ("cause", "journal", "digest", "version", "end")}
    daily = fields.get("daily", "")
    return Voyage(
        seed=seed,
        outcome=fields["outcome"],
        sea=fields.get("sea") or "handmade",
        length=fields.get("length") or "full",
        difficulty=fields.get("difficulty") or "normal",
        order=order,
        daily=daily if DAILY_DATE.fullmatch(daily) else "",  # a hand-edited one is dropped
        **numbers,  # type: ignore[arg-type]  # day and score are among them (checked above)
        **text,
    )


@dataclass(frozen=True)
class VoyageList:
    """What the log holds: the voyages read, and how many lines could not be."""

    voyages: list[Voyage]
    skipped: int = 0
    problem: str = ""
    """Why the file could not be read at all ("" when it could, or does not exist)."""

    def notes(self) -> list[str]:
        out = [self.problem] if self.problem else []
        if self.skipped:
            lines = "line" if self.skipped == 1 else "lines"
            verb = "is" if self.skipped == 1 else "are"
            out.append(
                f"{self.skipped} {lines} of {LOG_NAME} could not be read and {verb} left out"
            )
        return out


def _read_text(path: Path) -> str:
    """The log's text (its last ``MAX_LOG_BYTES``, from the first whole line); "" when there
    is no log. Never follows a symlink or waits on a FIFO (``content/files``)."""
    try:
        data, cut = read_regular_tail(path, MAX_LOG_BYTES)
    except FileNotFoundError:
        return ""
    if cut:  # a line cut in two is not read
        data = data[data.find(b"\n") + 1 :] if b"\n" in data else b""
    return data.decode("utf-8", errors="replace")


def read_voyages(folder: Path | None = None) -> VoyageList:
    """Every voyage of the log, in file order; unreadable lines counted, never fatal."""
    path = log_path(folder)
    try:
        text = _read_text(path)
    except OSError as exc:
        return VoyageList([], 0, f"{path} cannot be read: {exc.strerror or exc}")
    voyages: list[Voyage] = []
    skipped = 0
    for number, line in enumerate(text.splitlines()):
        if not line.strip() or line.startswith("#"):
            continue
        try:
            voyages.append(parse_voyage(line, number))
        except ValueError:
            skipped += 1
    return VoyageList(voyages, skipped)


def best_first(voyages: list[Voyage]) -> list[Voyage]:
    """Highest score first; then the fewer days, then the voyage logged first."""
    return sorted(voyages, key=lambda v: (-v.score, v.day, v.order))


def matching(voyages: list[Voyage], seed: int | None = None, sea: str = "") -> list[Voyage]:
    """The voyages of one seed and/or one sea (no filter: all of them)."""
    return [v for v in voyages if (seed is None or v.seed == seed) and (not sea or v.sea == sea)]


def append_voyage(voyage: Voyage, folder: Path | None = None) -> bool:
    """Append ``voyage``'s line to the log unless its end is already there; True when
    written. ``OSError`` when the file cannot be written (the caller says so)."""
    path = log_path(folder)
    path.parent.mkdir(parents=True, exist_ok=True)  # a journal saved elsewhere, no folder yet
    text = _read_text(path)
    if _holds_end(text, voyage):
        return False
    data = voyage_line(voyage) + "\n"
    if text and not text.endswith("\n"):  # a line the player left open is closed first
        data = "\n" + data
    append_regular(path, data.encode("utf-8"))
    return True


def _holds_end(text: str, voyage: Voyage) -> bool:
    """Whether the log ``text`` has a line of ``voyage``'s end already. Only the lines holding
    its digest as written (``digest=`` and the value, a ``:`` doubled) can be that end: they
    alone are parsed, not the whole log for every voyage appended."""
    marker = "digest=" + voyage.digest.replace(":", "::")
    start = text.find(marker)
    while start >= 0:
        line_start = text.rfind("\n", 0, start) + 1
        line_end = text.find("\n", start)
        # the lines as the reader splits them (splitlines: a \r or a U+2028 ends one too)
        for line in text[line_start : line_end if line_end >= 0 else len(text)].splitlines():
            with contextlib.suppress(ValueError):
                if marker in line and parse_voyage(line).same_end(voyage):
                    return True
        if line_end < 0:
            return False
        start = text.find(marker, line_end)
    return False


def journal_name(journal: Path, folder: Path) -> str:
    """The journal as the log names it: its name when it is in the save folder."""
    with contextlib.suppress(OSError, ValueError):
        if journal.resolve().parent == folder.resolve():
            return journal.name
    return str(journal)


def voyage_of(game: Game, folder: Path, end: str = "") -> Voyage:
    """The log line of ``game``'s end (its current line)."""
    state = game.state
    facts = facts_of(state)
    outcome = state.outcome
    sea, length = voyage_sea(game)
    return Voyage(
        seed=game.seed,
        outcome=outcome.result if outcome is not None and outcome.result in OUTCOMES else "lost",
        day=facts.day,
        score=score(facts),
        sea=sea,
        length=length,
        difficulty=facts.difficulty,
        days=facts.days,
        cause=outcome.reason if outcome is not None else "",
        battles_won=facts.battles_won,
        battles=facts.battles,
        titans_lost=facts.titans_lost,
        progress=facts.progress,
        argonauts=facts.argonauts_alive,
        journal=journal_name(game.path, folder) if game.path is not None else "",
        decisions=game.history.position,
        digest=f"{game.digest:016x}",
        version=__version__,
        end=end,
        daily=game.header.daily,
    )


def utc_stamp(moment: datetime.datetime) -> str:
    """ISO 8601's basic form, ``20261205T183000Z``: no ``:`` to escape in the line."""
    return moment.astimezone(datetime.UTC).strftime("%Y%m%dT%H%M%SZ")


@dataclass
class VoyageRecorder:
    """Given to a campaign played by a person: writes its line when it ends."""

    clock: Clock
    """Now, for the line's end time (the front end's clock; a test gives a fixed one)."""
    folder: Path = field(default_factory=saves_dir)
    warnings: list[str] = field(default_factory=list)
    """What went wrong writing, for the player (taken by the front end)."""
    last: Voyage | None = None
    """The voyage last written (None until one is)."""

    def campaign_over(self, game: Game) -> None:
        """``game``'s campaign just ended in play: its line, once."""
        try:
            voyage = voyage_of(game, self.folder, utc_stamp(self.clock()))
            if append_voyage(voyage, self.folder):
                self.last = voyage
        except (OSError, ValueError) as exc:  # ValueError: a forged header's seed
            reason = getattr(exc, "strerror", None) or exc
            self.warnings.append(
                f"{log_path(self.folder)} could not be written ({reason}): this voyage is not "
                "in the list of voyages; the game goes on"
            )

    def take_warnings(self) -> list[str]:
        taken, self.warnings = self.warnings, []
        return taken

    def take_news(self, lists: str) -> VoyageNews:
        """What the player is told after the decision that ended the campaign, once: why its
        line could not be written, or the line recorded (the score and the seed code to
        share). ``lists``: how this front end lists the voyages, in its own words."""
        voyage, self.last = self.last, None
        recorded = (
            f"Recorded in voyages.log: score {voyage.score}, seed code {voyage.code} ({lists})."
            if voyage is not None
            else ""
        )
        return VoyageNews(self.take_warnings(), recorded)


@dataclass(frozen=True)
class VoyageNews:
    """The end of a campaign as both front ends tell it (``VoyageRecorder.take_news``)."""

    warnings: list[str]
    """Why the line could not be written (each a sentence)."""
    recorded: str
    """The line recorded, in words ("" when none was)."""
