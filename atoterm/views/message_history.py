"""The whole message log of a game's line, for the message history screen (``L``).

The side panel keeps only the last events; this view reads every event of the current line,
from the first decision to ``position``, in the same words as the log, each with the day
(and the battle round) it happened in. The journal stores only choices, so older events are
re-derived by re-applying the choices from the keyframe before them; that costs about as much
as the decisions themselves, so the log is read **newest first, a stretch at a time**
(:meth:`MessageHistory.older`): a screen shows the newest stretch at once and asks for the
older ones while the player already reads. Nothing here changes the game: each stretch is
replayed on a state decoded from a keyframe, with a runner of its own, and no event is kept
on the line's entries (the history's memory bound stays as it is).
"""

from __future__ import annotations

from dataclasses import dataclass

from atoterm.engine import Runner, apply
from atoterm.engine.decisions import Event
from atoterm.engine.state import GameState
from atoterm.safe_text import safe_lines, safe_text
from atoterm.session.history import History, decode_state
from atoterm.views.campaign import current_day

STRETCH = 32
"""Decisions re-applied per call of :meth:`MessageHistory.older` (a few milliseconds)."""


@dataclass(frozen=True, slots=True)
class HistoryLine:
    """One event of the log, as the message history shows it."""

    text: str
    """The event in the log's words (control characters escaped, line breaks kept)."""
    rule: str
    """The rule id the log shows with it (``VOY-014``), or ``""``."""
    when: str
    """``Day 3``, ``Day 3 · Round 2``, ``Round 2`` or ``""`` before the first day."""

    @property
    def plain(self) -> str:
        """The line as searched and as the log writes it (``• text [RULE]``)."""
        return f"• {self.text} [{self.rule}]" if self.rule else f"• {self.text}"

    @property
    def search_key(self) -> str:
        """What a search looks in, case folded: the words, the rule id and the day."""
        return f"{' '.join(self.plain.split())}\n{self.when}".casefold()

    def matches(self, query: str) -> bool:
        """Case-insensitive substring search, line breaks and runs of spaces read as one
        space (the screen keeps each line's key)."""
        return " ".join(query.split()).casefold() in self.search_key


def day_of(state: GameState) -> int:
    """The day every screen names (:func:`current_day`); 0 outside a campaign's days (a
    practice game, the campaign's setup)."""
    if not state.timeline.length or state.phase == "setup":
        return 0
    return current_day(state)


def round_of(state: GameState) -> int:
    """The battle round of ``state``; 0 outside a battle or before its first round."""
    return state.battle.round if state.battle is not None else 0


def when_words(day: int, battle_round: int) -> str:
    """``Day 3 · Round 2``, ``Day 3``, ``Round 2`` or ``""``."""
    parts = [f"Day {day}"] if day else []
    if battle_round > 0:
        parts.append(f"Round {battle_round}")
    return " · ".join(parts)


def lines_of(events: list[Event], day: int, battle_round: int) -> list[HistoryLine]:
    """The events of one decision, each with its day and round: a new battle round begins
    inside the decision that starts it (its event carries the round's number)."""
    lines: list[HistoryLine] = []
    for event in events:
        started = event.data.get("round") if isinstance(event.data, dict) else None
        if event.kind == "round" and isinstance(started, int):
            battle_round = started
        lines.append(history_line(event, when_words(day, battle_round)))
    return lines


def history_line(event: Event, when: str) -> HistoryLine:
    return HistoryLine(safe_lines(event.text), safe_text(event.rule), when)


class MessageHistory:
    """The log of ``history``'s line up to ``position``, read a stretch at a time from the
    newest end: :meth:`older` until :attr:`complete`."""

    def __init__(self, history: History, position: int | None = None) -> None:
        self._history = history
        self.position = history.position if position is None else position
        self._low = self.position
        """Decisions below this are not read yet."""
        self._started = False
        """The events before the first decision (the campaign's start) are read."""
        self.problem = ""
        """Why the oldest part could not be read (a journal whose rules changed), or ``""``."""

    @property
    def complete(self) -> bool:
        return self._started or bool(self.problem)

    @property
    def decisions_left(self) -> int:
        """Decisions whose events are not read yet (a screen's progress figure)."""
        return 0 if self.complete else self._low

    def older(self, stretch: int = STRETCH) -> list[HistoryLine]:
        """The next stretch of older lines, oldest first (``[]`` once complete)."""
        if self.complete:
            return []
        history = self._history
        if self._low == 0:
            self._started = True
            try:
                first = decode_state(history.keyframes[history.keyframes.floor(0)], history.content)
            except Exception as exc:  # a hostile keyframe: say so rather than fail the screen
                self.problem = f"the start of the log cannot be read ({type(exc).__name__})"
                return []
            return lines_of(history.start_events, day_of(first), round_of(first))
        high = self._low
        try:
            low = history.keyframes.floor(max(0, high - stretch))
            state = decode_state(history.keyframes[low], history.content)
            runner = Runner()  # never the game's: it holds the live procedure
            lines: list[HistoryLine] = []
            for index in range(low, high):
                day, battle_round = day_of(state), round_of(state)
                events = apply(state, history.content, history.line[index].choice, runner).events
                lines.extend(lines_of(events, day, battle_round))
        except Exception as exc:  # rules that changed since the journal was written
            self.problem = (
                f"the log before decision {high} cannot be read again ({type(exc).__name__})"
            )
            return []
        self._low = low
        return lines

    def read_all(self) -> list[HistoryLine]:
        """Every line, oldest first (tests and tools; a screen reads stretch by stretch)."""
        stretches: list[list[HistoryLine]] = []
        while not self.complete:
            stretches.append(self.older())
        return [line for stretch in reversed(stretches) for line in stretch]
