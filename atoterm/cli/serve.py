"""`atoterm serve`: the same game in a web browser, through textual-serve on localhost.

textual-serve runs one game process per browser page (a shell command, started when the page
connects, ended when it closes) and shows its screen with xterm.js. The served command is
`python -m atoterm` with the game's own verb and options (given after ``--``), checked here
first: a game that cannot start would leave the page blank, with its one-line error only on
the server's console.
"""

from __future__ import annotations

import argparse
import errno
import os
import shlex
import socket
import sys
from collections.abc import Callable
from pathlib import Path

from atoterm.cli.web_server import AtotermServer
from atoterm.content import ContentError, load_content
from atoterm.safe_text import safe_text
from atoterm.store import JournalError, read_journal

SERVED_VERBS = (None, "play", "load", "replay", "battle", "adventure")
"""The verbs that open the screen: the only ones a browser page can show."""

GameParser = Callable[[list[str]], argparse.Namespace]
"""`atoterm`'s own argument parser (from cli.main, which imports this module on demand)."""


class ServeError(Exception):
    """A refusal of `atoterm serve`: one line on stderr, exit code 2 (cli.main's CliError)."""


EXAMPLE = "`atoterm serve -- battle --seed 3`"


def serve(args: argparse.Namespace, parse_game: GameParser) -> int:
    """Check the served command, the save folder and the address, then serve until Ctrl+C."""
    game_args = served_arguments(args.game, parse_game)
    if args.saves:
        # The game processes inherit the server's environment (saves_dir() reads it).
        os.environ["ATOTERM_SAVES"] = str(Path(args.saves).absolute())
    check_address_free(args.host, args.port)
    server = AtotermServer(game_command(game_args), args.host, args.port, args.public_url)
    try:
        server.serve()
    except OSError as exc:  # taken between the check and the bind
        raise ServeError(address_problem(args.host, args.port, exc)) from None
    return 0


def served_arguments(given: list[str], parse_game: GameParser) -> list[str]:
    """The game's command line after ``--``, checked as `atoterm` would check it.

    Refused: a verb that opens no screen, ``--plain`` (no screen to show), ``--save`` (every
    page load starts a game of its own; a second one would find the journal taken), a broken
    content folder and a journal that cannot be read.
    """
    game_args = given[1:] if given[:1] == ["--"] else list(given)
    if any(arg in ("-h", "--help", "--version") for arg in game_args):
        raise ServeError(f"atoterm serve: give the game's command after --, e.g. {EXAMPLE}")
    parsed = parse_game(game_args)
    if parsed.verb not in SERVED_VERBS:
        raise ServeError(
            f"atoterm serve: `{parsed.verb}` opens no screen to show in a browser; serve the "
            f"title screen, play, load, replay, battle or adventure, e.g. {EXAMPLE}"
        )
    if getattr(parsed, "plain", False):
        raise ServeError("atoterm serve: --plain has no screen to show in a browser")
    if getattr(parsed, "save", None):
        raise ServeError(
            "atoterm serve: every page load starts a game of its own, so one --save file "
            "cannot serve them all; choose the save folder with `atoterm serve --saves DIR`"
        )
    _check_files(parsed)
    return game_args


def _check_files(parsed: argparse.Namespace) -> None:
    """A broken content folder or an unreadable journal: refused before serving (seconds of
    import, once, instead of a blank page at every load)."""
    try:
        if getattr(parsed, "content", None):
            load_content(parsed.content)
        if parsed.verb in ("load", "replay"):
            read_journal(Path(parsed.path))
    except ContentError as exc:
        raise ServeError(f"content error: {exc}") from None
    except JournalError as exc:
        raise ServeError(str(exc)) from None


def game_command(game_args: list[str]) -> str:
    """The shell command textual-serve starts for each page: this Python, this atoterm."""
    return shlex.join([sys.executable, "-m", "atoterm", *game_args])


def check_address_free(host: str, port: int) -> None:
    """Bind every address of ``host`` once, as the server will, so that a port in use or a
    host that is not this machine's is one line before anything is printed."""
    try:
        addresses = socket.getaddrinfo(host, port, type=socket.SOCK_STREAM, flags=socket.AI_PASSIVE)
    except (OSError, UnicodeError) as exc:
        raise ServeError(address_problem(host, port, exc)) from None
    for family, kind, proto, _, address in addresses:
        with socket.socket(family, kind, proto) as probe:
            probe.setsockopt(socket.SOL_SOCKET, socket.SO_REUSEADDR, 1)  # as aiohttp does
            try:
                probe.bind(address)
            except OSError as exc:
                raise ServeError(address_problem(host, port, exc)) from None


def address_problem(host: str, port: int, exc: BaseException) -> str:
    shown = safe_text(host)
    if isinstance(exc, OSError) and exc.errno == errno.EADDRINUSE:
        return (
            f"atoterm serve: port {port} on {shown} is already in use; choose another with --port N"
        )
    if isinstance(exc, socket.gaierror | UnicodeError):
        return f"atoterm serve: unknown host {shown!r}; try --host 127.0.0.1"
    reason = exc.strerror if isinstance(exc, OSError) and exc.strerror else str(exc)
    return f"atoterm serve: cannot serve on {shown} port {port}: {safe_text(reason)}"
