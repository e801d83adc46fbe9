"""A played campaign: content + engine state + journal + undo/redo (ARCHITECTURE §1, §4)."""

from __future__ import annotations

import contextlib
import dataclasses
from dataclasses import dataclass
from pathlib import Path
from typing import TYPE_CHECKING, NoReturn

from atoterm import __version__
from atoterm.content.schema import ContentPack
from atoterm.engine import (
    IllegalAction,
    RulesOptions,
    Runner,
    apply,
    at_quiet_point,
    new_state,
    start,
)
from atoterm.engine.campaign.difficulty import DIFFICULTIES
from atoterm.engine.campaign.start import theatre_gifts
from atoterm.engine.codec import DecodeError, canonical_bytes
from atoterm.engine.decisions import Decision, Event
from atoterm.engine.epilogue import Epilogue, EpilogueError, carry_over, check_reads
from atoterm.engine.state import GameState
from atoterm.session.chronicle import write_chronicle
from atoterm.session.daily import DailyError, checked_daily
from atoterm.session.history import History, LineEntry, decode_state
from atoterm.session.legacy import LEGACY_FORMATS, legacy_ending, state_layout
from atoterm.session.sea import SeaError, SeaSpec, sea_of, sea_pack, sea_record, sea_spec
from atoterm.store import FORMAT_VERSION, Header, JournalWriter, Record

if TYPE_CHECKING:  # (only the front ends that play a campaign give a game these: a replay,
    # a verify or a bot imports neither module)
    from atoterm.session.profile_sync import ProfileSync
    from atoterm.session.voyage_log import VoyageRecorder

UNDO_POLICIES = ("casual", "strict")


class SessionError(Exception):
    """A user-facing problem with a session (bad options, wrong content for a save)."""


def rules_from_header(rules: dict[str, object]) -> RulesOptions:
    known = {f.name: f.type for f in dataclasses.fields(RulesOptions)}
    for key in sorted(rules):
        if key not in known:
            raise SessionError(f"unknown rules option {key!r}")
    options = RulesOptions(**rules)  # type: ignore[arg-type]
    validate_rules(options)
    return options


def checked_start(undo: str, seed: int, rules: RulesOptions | None) -> RulesOptions:
    """A new game's undo policy, seed and rules options checked (SessionError says what is
    wrong); the rules options to use."""
    if undo not in UNDO_POLICIES:
        raise SessionError(f"undo policy must be casual or strict, not {undo!r}")
    if not 0 <= seed < 2**64:
        raise SessionError("the seed must be a whole number from 0 to 2**64-1")
    rules = rules or RulesOptions()
    validate_rules(rules)
    return rules


def new_header(
    content: ContentPack,
    seed: int,
    *,
    undo: str = "casual",
    rules: RulesOptions | None = None,
    names: list[str] | None = None,
    fated: dict[str, int] | None = None,
    loot: list[str] | None = None,
    start: bytes = b"",
    theatre: str = "",
    summonings: list[str] | None = None,
    epilogue: Epilogue | None = None,
    sea: dict[str, object] | None = None,
    theatre_titans: list[str] | None = None,
    theatre_techs: list[str] | None = None,
    daily: str = "",
) -> Header:
    """The journal header of a new game: a campaign (no ``start``), or a practice game or a
    Theatre battle whose start state is ``start`` (SessionError for a bad undo policy, seed or
    rules option). ``loot``: the profile's Guaranteed Loot for the Armory [MNE-017] (never
    Mnestis Gear); ``summonings``: the Nymph Summonings its Theatre unlocked [MNE-019];
    ``theatre_titans`` and ``theatre_techs``: the Skyseers and the Skyseer's Technology its
    Theatre gives [MNE-021];
    ``epilogue``: the last Cycle's, which this pack's Cycle follows [ADV-012]; ``sea``: the
    generated sea's record (``session/sea.py``; ``content`` is then the pack it was generated
    from); ``daily``: the UTC date whose daily voyage ``seed`` is (``session/daily.py``)."""
    rules = checked_start(undo, seed, rules)
    daily = _checked_daily(daily, seed)
    if epilogue is not None:
        checked_epilogue(epilogue.to_plain(), content)
    return Header(
        format=FORMAT_VERSION,
        engine=__version__,
        content_id=content.id,
        content_hash=content.hash,
        seed=seed,
        undo=undo,
        rules=dataclasses.asdict(rules),
        names=[n.strip() for n in (names or []) if n.strip()][:4],
        fated=dict(fated or {}),
        armory=[
            card
            for card in loot or ()
            if content.battle
            and card in content.battle.gear
            and not content.battle.gear[card].mnestis_only  # restricted to the Theatre [MNE-019]
        ],
        summonings=[
            s for s in summonings or () if content.battle and s in content.battle.summonings
        ],
        theatre_titans=[
            t for t in theatre_titans or () if content.battle and t in content.battle.titans
        ],
        theatre_technologies=[t for t in theatre_techs or () if t in content.cycle.technologies],
        start=start,
        theatre=theatre,
        epilogue=epilogue.to_plain() if epilogue is not None else {},
        sea=dict(sea or {}),
        daily=daily,
    )


def _checked_daily(date: str, seed: int) -> str:
    try:
        return checked_daily(date, seed)
    except DailyError as exc:
        raise SessionError(str(exc)) from None


def checked_epilogue(plain: dict[str, object], content: ContentPack) -> Epilogue:
    """A header's epilogue, checked field by field and for ``content``'s Cycle (SessionError
    saying what is wrong): it is untrusted journal or file data."""
    try:
        epilogue = Epilogue.from_plain(plain)
        check_reads(epilogue, content)
    except EpilogueError as exc:
        raise SessionError(f"epilogue: {exc}") from None
    return epilogue


def validate_rules(options: RulesOptions) -> None:
    if options.tie_break not in ("players", "worst_for_players", "random"):
        raise SessionError(
            f"tie_break must be players, worst_for_players or random, not {options.tie_break!r}"
        )
    if options.rage9_attack not in ("forbidden", "allowed_then_die"):
        raise SessionError(
            f"rage9_attack must be forbidden or allowed_then_die, not {options.rage9_attack!r}"
        )
    if not isinstance(options.trample_also_crashes, bool):
        raise SessionError("trample_also_crashes must be true or false")
    if options.difficulty not in DIFFICULTIES:
        raise SessionError(
            f"difficulty must be {', '.join(DIFFICULTIES)}, not {options.difficulty!r}"
        )


def start_state(data: bytes, content: ContentPack) -> GameState:
    """The header's start state (a scenario's or practice game's), checked for ``content``
    before the rules run it: it is untrusted journal data."""
    try:
        return decode_state(data, content)
    except DecodeError as exc:
        raise SessionError(f"the start state cannot be decoded: {exc}") from None


@dataclass
class Game:
    """Everything a front end needs: ``pending``, ``choose``, ``undo``, ``redo``, the journal."""

    content: ContentPack
    header: Header
    current: GameState | None
    """The state at the end of the line; None until needed after an undo or redo."""
    history: History
    records: list[Record]
    """Every record after the header, in file order (the journal's whole history)."""
    writer: JournalWriter | None = None
    choices_made: int = 0
    """Decision records written so far (undone ones included): the bot's draw counter."""
    last_events: list[Event] = dataclasses.field(default_factory=list)
    profile: ProfileSync | None = None
    """The player profile to update with fated boxes marked in live play [ADV-084]."""
    voyages: VoyageRecorder | None = None
    """Writes the campaign's line in ``voyages.log`` when it ends in play (the front ends
    give one to the campaigns a person plays; replays, verifies and bots have none)."""

    # ----------------------------------------------------------------- creation
    @classmethod
    def new(
        cls,
        content: ContentPack,
        seed: int,
        undo: str = "casual",
        rules: RulesOptions | None = None,
        names: list[str] | None = None,
        save: Path | str | None = None,
        durable: bool = True,
        fated: dict[str, int] | None = None,
        loot: list[str] | None = None,
        summonings: list[str] | None = None,
        epilogue: Epilogue | None = None,
        sea: SeaSpec | None = None,
        theatre_titans: list[str] | None = None,
        theatre_techs: list[str] | None = None,
        daily: str = "",
    ) -> Game:
        """A new campaign; ``fated``: the player profile's fated boxes [ADV-084]; ``loot``: its
        Guaranteed Loot, which joins the Armory [MNE-017]; ``summonings``: the Nymph
        Summonings its Mnestis Theatre unlocked [MNE-019]; ``epilogue``: the Cycle before's,
        when the pack is a later Cycle (docs/epilogue.md); ``sea``: the sea it sails (default:
        the pack's hand-made one), generated from ``content`` with its own seed;
        ``theatre_titans``, ``theatre_techs``: the Theatre's Skyseers and the Technology that
        breeds them [MNE-021]; ``daily``: the UTC date whose daily voyage ``seed`` is (recorded
        in the header)."""
        try:
            sea = sea_spec(sea.kind, sea.seed, sea.length) if sea is not None else None
            pack = sea_pack(content, sea) if sea is not None else content
        except SeaError as exc:
            raise SessionError(str(exc)) from None
        header = new_header(
            content,
            seed,
            undo=undo,
            rules=rules,
            names=names,
            fated=fated,
            loot=loot,
            summonings=summonings,
            epilogue=epilogue,
            sea=sea_record(sea, pack) if sea is not None else None,
            theatre_titans=theatre_titans,
            theatre_techs=theatre_techs,
            daily=daily,
        )
        return cls.begin(pack, header, save, durable)

    @classmethod
    def begin(
        cls,
        content: ContentPack,
        header: Header,
        save: Path | str | None = None,
        durable: bool = True,
    ) -> Game:
        """The campaign a header describes, run to its first decision."""
        _checked_daily(header.daily, header.seed)  # a daily voyage's date names its seed
        history = History(content, legacy=header.format in LEGACY_FORMATS)
        if header.start:
            state = start_state(header.start, content)
            applied = start(state, content, history.runner)
        else:
            state = new_state(content, header.seed, rules_from_header(header.rules), header.names)
            state.story.fated = dict(header.fated)  # the profile's boxes at the start [ADV-084]
            state.story.armory.extend(header.armory)  # the Theatre's Guaranteed Loot [MNE-017]
            known = state.powers.summonings  # the Theatre's Nymph Summonings [MNE-019]
            known.extend(s for s in dict.fromkeys(header.summonings) if s not in known)
            if (
                header.theatre_titans or header.theatre_technologies
            ):  # the Theatre's Skyseers [MNE-021]
                theatre_gifts(state, content, header.theatre_titans, header.theatre_technologies)
            state.layout = state_layout(header.format)  # an older journal keeps its encoding
            carried: list[Event] = []
            if header.epilogue:  # the Cycle before's epilogue [ADV-012, ADV-031, ADV-037]
                epilogue = checked_epilogue(header.epilogue, content)
                carried = carry_over(state, content, epilogue)
            applied = start(state, content, history.runner)
            applied.events[:0] = carried
        data = canonical_bytes(state)
        first = history.begin_journal(data, header.format)
        history.start_events = applied.events
        game = cls(content, header, state, history, [first], last_events=applied.events)
        if save is not None:
            game.writer = JournalWriter.create(save, header, game.records, durable)
        return game

    # ----------------------------------------------------------------- queries
    @property
    def state(self) -> GameState:
        """The state after the current line, rebuilt from the nearest keyframe when needed."""
        if self.current is None:
            self.current = self.history.state_at(self.history.position)
        return self.current

    @property
    def runner(self) -> Runner:
        """The game's runner (its history's: the live state and every rebuilt one use it)."""
        return self.history.runner

    @property
    def pending(self) -> Decision | None:
        return self.state.pending

    @property
    def seed(self) -> int:
        """The campaign (or battle) seed of the journal."""
        return self.header.seed

    @property
    def sea(self) -> SeaSpec:
        """The sea this campaign sails (the hand-made one unless its journal names a generated
        sea): ``kind``, ``seed`` and ``length``, frozen. ``content`` is its pack."""
        return sea_of(self.header)

    @property
    def over(self) -> bool:
        return self.state.outcome is not None

    @property
    def digest(self) -> int:
        return self.history.digest_at(self.history.position)

    @property
    def record_count(self) -> int:
        """Records in the journal, the header included."""
        return 1 + len(self.records)

    @property
    def chronicle(self) -> list[Event]:
        """Recent events of the current line, oldest first (what a message log shows)."""
        return self.history.events_until(self.history.position)

    @property
    def path(self) -> Path | None:
        return self.writer.path if self.writer else None

    def undo_blocker(self, count: int = 1) -> str:
        """Why ``count`` undos are not allowed now, or "" when they are."""
        line = self.history.line
        if count < 1:
            return "undo needs a positive count"
        if count > len(line):
            return "nothing to undo" if not line else f"only {len(line)} decisions can be undone"
        if self.header.undo == "strict":
            for entry in line[len(line) - count :]:
                if entry.draws or entry.reveals:
                    shown = ", ".join(entry.reveals) or f"{len(entry.draws)} random draw(s)"
                    return f"strict undo policy: that decision revealed {shown}"
        return ""

    def redo_blocker(self, count: int = 1) -> str:
        if count < 1:
            return "redo needs a positive count"
        if count > len(self.history.redo_stack):
            return (
                "nothing to redo"
                if not self.history.redo_stack
                else f"only {len(self.history.redo_stack)} decisions can be redone"
            )
        return ""

    # ----------------------------------------------------------------- actions
    def resolve_option(self, choice: str | int) -> str:
        """An option id from an id or a 0-based index into ``pending.options``."""
        pending = self.pending
        if pending is None:
            raise IllegalAction(
                "no decision is pending" if not self.over else "the campaign is over"
            )
        if isinstance(choice, int):
            if not 0 <= choice < len(pending.options):
                raise IllegalAction(
                    f"option index {choice} is out of range (0..{len(pending.options) - 1})"
                )
            return pending.options[choice].id
        return choice

    def choose(self, choice: str | int) -> list[Event]:
        """Apply a decision; raises :class:`IllegalAction` and changes nothing if illegal.

        After any exception the session is exactly as before the decision, or exactly as after
        it with the journal holding it, and a :class:`SessionError` says which.
        """
        option_id = self.resolve_option(choice)
        state, history = self.state, self.history  # the rules change this state in place
        try:
            applied = apply(state, self.content, option_id, history.runner)
        except IllegalAction:
            raise  # refused before anything changed
        except BaseException:
            self.current = None  # the rules may have changed it in part: rebuilt when read
            raise
        data = canonical_bytes(state)
        entry = LineEntry(
            option_id,
            [d.to_plain() for d in applied.draws],
            list(applied.reveals),
            history.digest_of(data),
            applied.events,
        )
        position = len(history.line) + 1
        try:
            self._write(
                Record("decision", position, entry.digest, option_id, entry.draws, entry.reveals)
            )
        except OSError as exc:
            # Not written (the writer cut the file back): the decision is not made.
            self.current = None
            self._stop_journal(exc, taken=False)
        history.push(entry)
        self.choices_made += 1
        self.last_events = applied.events
        history.remember(position, data)  # in memory: an undo lands on it
        if history.needs_keyframe(position, at_quiet_point(state)):
            try:
                self._write(history.journal_keyframe(position, entry.digest, data))
            except OSError as exc:
                self._stop_journal(exc, taken=True)
            history.keyframe_written(position, data)
        if self.profile is not None:  # fated boxes, the fallen, at the end the Theatre's part
            self.profile.live(self.header, state, self.path, self.content)
        if state.outcome is not None and self.writer is not None and not self.header.start:
            self._write_chronicle()
            if self.voyages is not None:  # a campaign, not a practice game or a Theatre battle
                self.voyages.campaign_over(self)
        return applied.events

    def take_profile_warnings(self) -> list[str]:
        """What went wrong with the player profile since last asked (a write that failed,
        the profile held by another terminal), each returned once: the front ends show them
        when they appear, at the open and after a decision."""
        return self.profile.take_new_warnings() if self.profile is not None else []

    def adopt_legacy_ending(self, recorded_digest: int) -> bool:
        """Replaying a format-1 journal: take the old driver's form of the battle ending just
        applied when that is what the journal recorded (``session/legacy.py``)."""
        if not self.history.legacy:
            return False
        variant = legacy_ending(self.state, recorded_digest)
        if variant is None:
            return False
        position = self.history.position
        self.current = variant
        self.history.line[-1].digest = recorded_digest
        if position in self.history.keyframes:
            self.history.keyframes[position] = canonical_bytes(variant)
        for record in reversed(self.records):
            if record.n != position or record.kind not in ("decision", "keyframe"):
                break
            record.digest = recorded_digest
            if record.kind == "keyframe":
                record.state = canonical_bytes(variant)
        return True

    def _write_chronicle(self) -> None:
        """A campaign that ends leaves its chronicle next to the journal
        (``<journal>.chronicle.md``); a disk that refuses it does not stop the game."""

        with contextlib.suppress(OSError):
            write_chronicle(self)

    def undo(self, count: int = 1) -> None:
        reason = self.undo_blocker(count)
        if reason:
            raise IllegalAction(reason)
        target = self.history.position - count
        # The record is written first: if the disk refuses it, nothing has changed.
        self._write_or_stop(Record("undo", target, self.history.digest_at(target)))
        self.history.pop_to(target)
        # The state is rebuilt lazily (a keyframe + a few re-applied choices) when next read,
        # so a run of undo/redo records costs no rule execution at all.
        self.current = None
        self.last_events = []

    def redo(self, count: int = 1) -> None:
        reason = self.redo_blocker(count)
        if reason:
            raise IllegalAction(reason)
        target = self.history.position + count
        redone = list(reversed(self.history.redo_stack[-count:]))
        self._write_or_stop(Record("redo", target, redone[-1].digest))
        self.history.redo_to(target)
        self.current = None
        self.last_events = [e for entry in redone for e in (entry.events or [])]

    def save_as(self, path: Path | str, durable: bool = True) -> Path:
        """Write the whole journal so far to a new file without switching to it: created
        exclusively and atomically (``FileExistsError`` if the name is taken, by anything)."""
        JournalWriter.create(path, self.header, self.records, durable).close()
        return Path(path)

    def attach(self, path: Path | str, durable: bool = True) -> None:
        """Journal to ``path`` from now on: a new file holding the history so far, created
        exclusively and locked. The journal written until now is closed (and unlocked) only
        once the new one exists, so a failure leaves the session journaling as before."""
        writer = JournalWriter.create(path, self.header, self.records, durable)
        self.close()
        self.writer = writer

    def close(self) -> None:
        """Close the journal and release its lock (every record is already on disk)."""
        if self.writer is not None:
            self.writer.close()
            self.writer = None

    def _write_or_stop(self, record: Record) -> None:
        try:
            self._write(record)
        except OSError as exc:
            self._stop_journal(exc, taken=False)

    def _stop_journal(self, exc: OSError, taken: bool) -> NoReturn:
        """Journaling stops after a failed write; `save_as` writes the whole history to a new
        file. ``taken``: the action was made and its record is in the file (only what came
        after it, a keyframe, could not be written)."""
        path = self.path
        uncertain = self.writer is not None and self.writer.uncertain
        if self.writer is not None:
            self.writer.close()
            self.writer = None
        reason = exc.strerror or str(exc)
        if taken:
            what = "that action was taken and is saved, but the game is no longer being saved"
        elif uncertain:
            what = (
                "that action was not taken; the file may end in a torn record, which loading "
                "reports and leaves behind; the game is no longer being saved"
            )
        else:
            what = "that action was not taken and the game is no longer being saved"
        raise SessionError(
            f"{path}: the journal could not be written ({reason}); {what}: save it under "
            "another name"
        ) from None

    def _write(self, record: Record) -> None:
        """Append ``record`` to the history and the file; on OSError neither holds it."""
        if self.writer is not None:
            self.writer.append(record)
        self.records.append(record)
