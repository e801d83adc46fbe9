"""Plain mode: a battle (or any journal) played line by line on stdin/stdout, no Textual.

For screen readers, braille displays and terminals where a full-screen interface is no use
(``atoterm battle --plain``, ``atoterm load FILE --plain``). Every event is printed as one
line with its rule id; every decision as its prompt and numbered options (an option that
cannot be taken is listed with the reason and refused if typed); the player answers with a
number. Commands: ``d`` describe the board, ``w`` why (the newest explained choice), ``u``
undo, ``r`` redo, ``s`` save, ``l`` list the decision again, ``h`` help, ``q`` quit.

It uses the session exactly as the TUI does (``Game.choose``/``undo``/``redo``); the journal
is written after every decision, so quitting, end of input or Ctrl-C lose nothing. This module
imports neither Textual nor Rich.
"""

from __future__ import annotations

import contextlib
import sys
from collections.abc import Callable, Iterable
from pathlib import Path
from typing import TextIO

from atoterm.safe_text import safe_lines, safe_text, whole_number
from atoterm.session import DesyncError, Game, IllegalAction, SessionError
from atoterm.session.voyage_log import VoyageRecorder
from atoterm.views.option_order import FINISH_KEY, numbered_options
from atoterm.views.option_words import worded
from atoterm.views.types import Decision, Event

HELP = (
    "Type the number of an option and press Enter to choose it.",
    "Commands:",
    "  d  describe the board (every miniature, terrain, red lines, distances)",
    "  w  why: the reason for the newest choice the engine made for you",
    "  l  list the current decision and its options again",
    "  u  undo the last decision        r  redo it",
    "  s  save (the journal is written after every decision); s FILE saves a copy",
    "  h  this help                     q  quit (the game stays saved)",
)
BOARD_HELP = HELP[2]
"""The help line of ``d``: said only where there is a battle board."""
STARTING_EVENTS = 30
"""How many recent events are printed when a plain session opens."""
CURSOR_WORDS = {
    "setup": "Battle setup",
    "start": "Start of Battle",
    "primordial_round": "Primordial Round",
    "titan_round": "Titan Round",
    "aftermath": "Aftermath",
    "over": "Battle over",
}


# ---------------------------------------------------------------- text of engine objects
def event_line(event: Event) -> str:
    """``text [RULE]``, with a hint when the event carries a reason ("w" shows it)."""
    line = event.text
    if event.rule:
        line += f" [{event.rule}]"
    if isinstance(event.data.get("why"), dict):
        line += " (w: why?)"
    return line


def decision_lines(decision: Decision) -> list[str]:
    """The prompt, then ``N. label — explain`` in the order every screen lists them (the
    options that can be taken first, Done / End turn / Continue as ``0``; unavailable options
    last, saying why)."""
    rule = decision.context.get("rule")
    lines = [f"Decision: {safe_text(decision.prompt)}" + (f" [{rule}]" if rule else "")]
    for number, shown in numbered_options(decision):  # open ones first, Done is 0
        option = shown.option
        # A label is one line: a line break in one (from a crafted journal) must not forge
        # another option or a prompt.
        line = f"  {number}. {safe_text(option.label)}"
        if option.explain:
            line += f" — {safe_text(option.explain)}"
        if option.disabled:
            line += f" — not available: {safe_text(option.disabled)}"
        lines.append(line)
    return lines


def number_of(pending: Decision, index: int) -> str:
    """The number plain mode lists beside the option at ``index``."""
    return next(n for n, shown in numbered_options(pending) if shown.index == index)


def sentence(text: str) -> str:
    """``text`` ending in one full stop (a label may end in its own: never "tide..")."""
    return text if text.endswith((".", "!", "?", "…")) else f"{text}."


def outcome_line(result: str, reason: str, rule: str, what: str) -> str:
    """How the game ended, the reason said once: an adventure whose reason is only "the
    adventure is over" does not say it twice."""
    rule_words = f" [{rule}]" if rule else ""
    if result == "ended":
        said = reason.strip().rstrip(".")
        if not said or said.lower() == "the adventure is over":
            return f"The adventure is over.{rule_words}"
        return f"The adventure is over: {sentence(said)}{rule_words}"
    return f"The {what} is over: {result}. {reason}{rule_words}".rstrip()


def why_lines(event: Event) -> list[str]:
    """What ``data["why"]`` says: the candidates, the one chosen, the reason, the rule."""
    why = event.data.get("why")
    if not isinstance(why, dict):
        return []
    lines = [f"Why: {event.text}"]
    considered = why.get("considered") or []
    if considered:
        lines.append("  Considered:")
        lines += [f"    {item}" for item in considered]
    if why.get("chosen"):
        lines.append(f"  Chosen: {why['chosen']}")
    if why.get("because"):
        lines.append(f"  Because: {why['because']}")
    rule = why.get("rule") or event.rule
    if rule:
        lines.append(f"  Rule: {rule}")
    return lines


def status_line(game: Game) -> str:
    """Where the battle is: round, part of the round, whose turn ("" outside a battle)."""
    battle = game.state.battle
    if battle is None:
        return ""
    where = CURSOR_WORDS.get(battle.cursor, battle.cursor)
    if battle.round:
        where = f"Round {battle.round}: {where}"
    if battle.active_titan:
        where += f", turn of Titan {battle.active_titan}"
    return where


# ---------------------------------------------------------------- the loop
class PlainSession:
    """One player at a text terminal; :meth:`run` returns the exit code."""

    def __init__(self, game: Game, out: TextIO, notes: Iterable[str] = ()) -> None:
        self.game = game
        self.out = out
        self.notes = list(notes)
        self.explained: Event | None = None
        self._status = ""

    # ------------------------------------------------------------ output
    def say(self, *lines: str) -> None:
        """Print lines; their text comes from the journal and the content pack, so control
        characters are shown as escapes, never sent to the terminal."""
        for line in lines:
            self.out.write(safe_lines(line) + "\n")
        self.out.flush()

    def show_events(self, events: Iterable[Event]) -> None:
        events = list(events)
        for event in events:
            self.say(event_line(event))
        self.remember(events)

    def remember(self, events: Iterable[Event]) -> None:
        """Keep the newest event that explains a choice (what ``w`` shows)."""
        for event in events:
            if isinstance(event.data.get("why"), dict):
                self.explained = event

    def show_decision(self) -> None:
        status = status_line(self.game)
        if status and status != self._status:
            self._status = status
            self.say(f"-- {status} --")
        pending = worded(self.game.content, self.game.pending, self.game.state)  # player words
        if pending is not None:
            self.say(*decision_lines(pending))
            return
        outcome = self.game.state.outcome
        if outcome is not None:
            self.say(outcome_line(outcome.result, outcome.reason, outcome.rule, self.what))
        else:
            self.say("Nothing is left to decide.")
        board = " describe the board (d)," if self.has_board else ""
        self.say(f"You may still undo (u),{board} ask why (w) or quit (q).")

    def prompt(self) -> None:
        pending = self.game.pending
        if pending is None:
            self.out.write("Command (h for help): ")
        else:
            self.out.write(f"Choose 1 to {len(pending.options)} (h for help): ")
        self.out.flush()

    # ------------------------------------------------------------ running
    def start(self) -> None:
        path = self.game.path
        self.say(
            "atoterm plain mode. Type h for help.",
            f"Journal: {path}" if path else "Journal: not saved (type s to save).",
        )
        for note in self.notes:
            self.say(f"Note: {note}")
        try:
            events = self.game.history.events_until(self.game.history.position, STARTING_EVENTS)
        except DesyncError as exc:
            self.say(f"Note: the recent events cannot be shown ({exc}).")
            events = []
        self.show_events(events)
        self.show_decision()

    def run(self, stdin: TextIO) -> int:
        """Read commands until ``q`` or end of input; the journal is closed on the way out."""
        isatty = getattr(stdin, "isatty", None)
        echoed = bool(isatty and isatty())
        try:
            self.start()
            while True:
                self.prompt()
                line = stdin.readline()
                if not line:
                    self.say("", "End of input.")
                    return self.leave(0)
                if not echoed:  # piped input: show the answer, so the transcript reads right
                    self.say(line.rstrip("\n"))
                if self.handle(line.strip()) == "quit":
                    return self.leave(0)
        except KeyboardInterrupt:
            self.say("", "Interrupted.")
            return self.leave(130)

    def leave(self, code: int) -> int:
        path = self.game.path
        self.catch_up_profile()
        self.game.close()
        if path is not None:
            self.say(f"The {self.what} is saved in {path}.")
            self.say(f"Continue it with: atoterm load {path} --plain")
        return code

    def catch_up_profile(self) -> None:
        """Leaving with a profile write another atoterm's lock refused (the decision that
        ended the game has no next one): one more try, waiting a little, and the player told
        what became of it (``ProfileSync.catch_up``)."""
        from atoterm.session.profile_sync import CAUGHT_UP, LEAVE_WAIT
        from atoterm.views.mnestis_tree import gained_lines

        game = self.game
        sync = getattr(game, "profile", None)
        if sync is None or not sync.behind:
            return
        if sync.catch_up(game.header, game.state, game.path, game.content, wait=LEAVE_WAIT):
            self.say(sentence(f"Player profile: {CAUGHT_UP}"))
            self.say(*gained_lines(game.content, sync.last_gained))
            return
        self.say(
            "Player profile: another atoterm still holds it, so this game's last changes are "
            "not in it yet. Nothing is lost: the journal keeps them, and opening it again in "
            "atoterm's screens writes them."
        )

    def handle(self, text: str) -> str:
        """Act on one line of input; returns "quit" to stop."""
        if not text:
            self.say("Type an option number, or h for help.")
            return ""
        word, _, rest = text.partition(" ")
        command = word.lower()
        if command in ("q", "quit", "exit"):
            return "quit"
        actions = {
            "h": self.help,
            "help": self.help,
            "?": self.help,
            "d": self.describe,
            "w": self.why,
            "l": self.show_decision,
            "u": self.undo,
            "r": self.redo,
        }
        if command in actions:
            actions[command]()
        elif command == "s":
            self.save(rest.strip())
        else:
            self.choose(text)
        return ""

    # ------------------------------------------------------------ commands
    def help(self) -> None:
        self.say(*(line for line in HELP if line != BOARD_HELP or self.has_board))

    @property
    def has_board(self) -> bool:
        """A battle is being fought (or was, in a practice battle): ``d`` has a board."""
        return self.game.state.battle is not None

    @property
    def what(self) -> str:
        """What the journal holds, as the messages name it: a practice adventure (its own
        step, "adventure"), a battle, or a game (a campaign)."""
        state = self.game.state
        if state.battle is not None:
            return "battle"
        return "adventure" if state.step == "adventure" else "game"

    def describe(self) -> None:
        from atoterm.views.board import describe_board

        lines = describe_board(self.game.state, self.game.content)
        self.say(*(lines or ["There is no battle board now."]))

    def why(self) -> None:
        if self.explained is None:
            self.say("No event so far explains a choice the engine made.")
            return
        self.say(*why_lines(self.explained))

    def choose(self, text: str) -> None:
        pending = self.game.pending
        if pending is None:
            self.say(f"Nothing to choose now: {text!r} is not a command (h for help).")
            return
        index = self.option_index(text, pending)
        if index is None:
            return
        shown = worded(self.game.content, pending, self.game.state)
        option = (shown or pending).options[index]  # said in the player's words
        if option.disabled:
            self.say(
                f"Option {number_of(pending, index)} ({option.label}) is not available: "
                f"{option.disabled}"
            )
            return
        try:
            events = self.game.choose(index)
        except IllegalAction as exc:
            self.say(f"Not allowed: {exc.reason}")
            return
        except (SessionError, DesyncError) as exc:
            self.say(f"Not done: {exc}")
            return
        except OSError as exc:
            self.say(f"Not done: the journal could not be written ({exc.strerror or exc}).")
            return
        self.say(sentence(f"You chose {number_of(pending, index)}: {option.label}"))
        self.show_events(events)
        for warning in self.game.take_profile_warnings():  # each said once, when it appears
            self.say(sentence(f"Player profile: {warning}"))
        if self.game.over and self.game.voyages is not None:
            self.say(*voyage_lines(self.game.voyages))
        self.show_decision()

    def option_index(self, text: str, pending: Decision) -> int | None:
        """The 0-based option a line names (its number, id or exact label), or None (said)."""
        numbered = numbered_options(pending)
        lowest = 0 if any(n == FINISH_KEY for n, _ in numbered) else 1
        highest = sum(1 for n, _ in numbered if n != FINISH_KEY)
        number = whole_number(text)
        if number is not None:
            found = next((s.index for n, s in numbered if n == str(number)), None)
            if found is not None:
                return found
            self.say(f"There is no option {number}: type a number from {lowest} to {highest}.")
            return None
        lowered = text.lower()
        worded_options = (worded(self.game.content, pending, self.game.state) or pending).options
        named = [
            i
            for i, (option, shown) in enumerate(zip(pending.options, worded_options, strict=True))
            if option.id == text
            or option.label.lower() == lowered
            or shown.label.lower() == lowered
        ]
        if len(named) == 1:
            return named[0]
        self.say(
            f"{text[:40]!r} is neither an option number ({lowest} to {highest}) nor a command "
            "(h for help)."
        )
        return None

    def undo(self) -> None:
        before = self.game.history.position
        if self.move(self.game.undo):
            self.say(f"Undid decision {before}; back to the state after decision {before - 1}.")
            # "w" must not explain a choice that was just undone.
            self.explained = None
            with contextlib.suppress(DesyncError):
                self.remember(self.game.chronicle)
            self.show_decision()

    def redo(self) -> None:
        if self.move(self.game.redo):
            self.say(f"Redid decision {self.game.history.position}.")
            self.show_events(self.game.last_events)
            self.show_decision()

    def move(self, step: Callable[[int], None]) -> bool:
        try:
            step(1)
            self.game.state  # noqa: B018 (rebuilt now, so a desync is reported here)
        except IllegalAction as exc:
            self.say(f"Not allowed: {exc.reason}")
            return False
        except (SessionError, DesyncError) as exc:
            self.say(f"Not done: {exc}")
            return False
        except OSError as exc:
            self.say(f"Not done: the journal could not be written ({exc.strerror or exc}).")
            return False
        return True

    def save(self, name: str) -> None:
        """``s``: the journal is already up to date; ``s FILE`` writes a copy to FILE."""
        game = self.game
        try:
            if name:
                target = Path(name)
                if target.exists():
                    self.say(f"{target} already exists: choose another name.")
                    return
                game.save_as(target)
                self.say(f"Saved a copy in {target}.")
                return
            if game.path is None:
                from atoterm.session.paths import new_save_path

                game.attach(new_save_path(game.header.seed, prefix="battle"))
                self.say(f"Saved in {game.path}; every decision from now on is written there.")
                return
        except OSError as exc:
            self.say(f"Not saved: {exc.strerror or exc}.")
            return
        self.say(f"Saved: every decision is written to {game.path} as it is made.")


def voyage_lines(recorder: VoyageRecorder) -> list[str]:
    """After a campaign's end: its line in voyages.log, or why it could not be written."""
    news = recorder.take_news("`atoterm voyages` lists every voyage")
    return [*news.warnings, news.recorded] if news.recorded else news.warnings


def run_plain(
    game: Game,
    stdin: TextIO | None = None,
    stdout: TextIO | None = None,
    notes: Iterable[str] = (),
) -> int:
    """Play ``game`` line by line (standard input and output by default); the exit code."""
    out = stdout or sys.stdout
    if out is sys.stdout and hasattr(out, "reconfigure"):
        # A terminal that cannot show a dash or an arrow gets "?", never a traceback.
        out.reconfigure(errors="replace")
    return PlainSession(game, out, notes).run(stdin or sys.stdin)


def run_plain_journal(path: Path, content_dir: str | None = None) -> int:
    """``atoterm load FILE --plain``: continue a journal line by line."""
    import datetime

    from atoterm.session import ContentError, JournalError, load_content, load_game

    try:
        content = load_content(content_dir) if content_dir else None
        game, report = load_game(path, content=content)
        # a campaign that ends here gets its line in voyages.log, timed by this clock
        game.voyages = VoyageRecorder(clock=lambda: datetime.datetime.now(datetime.UTC))
    except (ContentError, JournalError, SessionError, DesyncError, OSError) as exc:
        message = str(exc).splitlines()[0] if str(exc) else type(exc).__name__
        print(f"atoterm: {safe_text(message)}", file=sys.stderr)
        return 2
    return run_plain(game, notes=report.messages())
