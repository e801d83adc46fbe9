"""Script files for `atoterm run`: one command per line, `#` comments.

choose <option id or 0-based index>
undo [n]
redo [n]
bot <n>
save <path>
"""

from __future__ import annotations

from pathlib import Path

import msgspec

from atoterm.engine import IllegalAction
from atoterm.safe_text import whole_number
from atoterm.session import DesyncError, Game, SessionError


class ScriptError(Exception):
    """A script line that cannot be run: reported as ``file:line: message``."""


# A msgspec Struct, not a dataclass: its methods are made in C when the class is created,
# not compiled from text at every start (docs/architecture.md, "Speed, stop 34 (imports)").
class Command(msgspec.Struct, frozen=True):
    """One line of a script: its number, verb and arguments."""

    line: int
    verb: str
    args: tuple[str, ...]


VERBS = {"choose": (1, 1), "undo": (0, 1), "redo": (0, 1), "bot": (1, 1), "save": (1, 1)}
MAX_LINE = 4096
"""Characters in one script line: far more than a command needs, and ``shlex`` stays fast."""
MAX_SCRIPT_BYTES = 16 * 1024 * 1024
_QUOTING = frozenset("\"'\\")


def parse_script(text: str, name: str) -> list[Command]:
    commands = []
    for number, raw in enumerate(text.splitlines(), start=1):
        where = f"{name}:{number}"
        if len(raw) > MAX_LINE:
            raise ScriptError(f"{where}: line is longer than {MAX_LINE} characters")
        line = raw.split("#", 1)[0].strip()
        if not line:
            continue
        words = _words(line, where)
        verb, args = words[0], tuple(words[1:])
        if verb not in VERBS:
            raise ScriptError(f"{where}: unknown command {verb!r} (use {', '.join(VERBS)})")
        low, high = VERBS[verb]
        if not low <= len(args) <= high:
            raise ScriptError(f"{where}: {verb} takes {low}..{high} argument(s)")
        if verb in ("undo", "redo", "bot") and args and not (whole_number(args[0]) or 0) > 0:
            raise ScriptError(f"{where}: {verb} needs a positive whole number, not {args[0]!r}")
        commands.append(Command(number, verb, args))
    return commands


def _words(line: str, where: str) -> list[str]:
    """The words of a line: split on blanks; quoted words (``save "my run.atoj"``) by shlex."""
    if _QUOTING.isdisjoint(line):
        return line.split()
    import shlex  # loads only for a quoted word (start-up time of every verb: see LAZY_IMPORTS)

    try:
        words = shlex.split(line)
    except ValueError as exc:
        raise ScriptError(f"{where}: {exc}") from None
    if not words:  # a line of nothing but empty quotes
        raise ScriptError(f"{where}: a command is missing")
    return words


def bot_step(game: Game) -> bool:
    """Make one bot choice; False when nothing is pending. Outside battles a uniform pick of a
    legal option from the dedicated "bot" stream; in battles the ``progress`` player (see
    ``session/campaign_bot.py``: a random battle wanders for thousands of decisions)."""
    # Imported here, not at the top: every verb imports this module (its errors), and the
    # bots would add their modules to the start-up of `atoterm verify` (start-up speed only).
    from atoterm.session.campaign_bot import campaign_choice

    if game.pending is None:
        return False
    # Counted in decisions, not records, so the keyframe policy never changes what the bot plays.
    game.choose(campaign_choice(game))
    return True


def run_bot(game: Game, steps: int) -> int:
    """Up to ``steps`` bot choices; stops early (cleanly) when the campaign ends."""
    done = 0
    while done < steps and bot_step(game):
        done += 1
    return done


def run_script(game: Game, commands: list[Command], name: str) -> None:
    for command in commands:
        where = f"{name}:{command.line}"
        try:
            _run_one(game, command)
        except IllegalAction as exc:
            raise ScriptError(f"{where}: {command.verb} refused: {exc.reason}") from None
        except (SessionError, DesyncError) as exc:
            raise ScriptError(f"{where}: {command.verb} failed: {exc}") from None
        except OSError as exc:
            what = "cannot save" if command.verb == "save" else "the journal could not be written"
            raise ScriptError(f"{where}: {what}: {exc.strerror or exc}") from None


def _run_one(game: Game, command: Command) -> None:
    verb, args = command.verb, command.args
    count = (whole_number(args[0]) or 1) if args and verb in ("undo", "redo", "bot") else 1
    if verb == "choose":
        index = whole_number(args[0])
        game.choose(index if index is not None else args[0])
    elif verb == "undo":
        game.undo(count)
    elif verb == "redo":
        game.redo(count)
    elif verb == "bot":
        run_bot(game, count)
    elif verb == "save":
        game.save_as(Path(args[0]))
