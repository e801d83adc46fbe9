"""Argument parsing and dispatch. Exit codes: 0 ok, 1 check failed, 2 user error, 3 desync."""

from __future__ import annotations

import argparse
import contextlib
import os
import sys
from collections.abc import Callable, Iterator, Sequence

from atoterm import __version__
from atoterm.cli.balance_args import add_parser as add_balance
from atoterm.cli.epilogue_args import add_parser as add_epilogue
from atoterm.cli.epilogue_args import from_epilogue_option
from atoterm.cli.errors import EXIT_DESYNC, EXIT_FAILED, EXIT_OK, EXIT_USER, CliError
from atoterm.cli.mnestis_args import add_parser as add_mnestis
from atoterm.cli.seed_args import SEED_HELP, SeedChoiceError, daily_option, resolve_daily
from atoterm.cli.seed_args import seed_type as _seed
from atoterm.cli.seeds_args import add_parser as add_seeds
from atoterm.cli.startup import imports_frozen
from atoterm.engine.campaign.difficulty import DEFAULT_DIFFICULTY, DIFFICULTIES
from atoterm.safe_text import SafeWriter, safe_text, whole_number

# The exit codes and CliError are cli.errors' (re-exported: the verbs' modules read them there)
__all__ = ["EXIT_DESYNC", "EXIT_FAILED", "EXIT_OK", "EXIT_USER", "CliError", "main"]


class _Parser(argparse.ArgumentParser):
    def error(self, message: str) -> None:  # type: ignore[override]
        raise CliError(f"{self.prog}: {message}")


def _positive(text: str) -> int:
    value = whole_number(text)
    if value is None:
        raise argparse.ArgumentTypeError(f"expected a whole number, not {text!r}")
    return value


def _games(text: str) -> int:
    """``--games``: how many games the bot plays, at least one in every mode."""
    value = _positive(text)
    if value < 1:
        raise argparse.ArgumentTypeError("the bot plays at least one game (--games 1 or more)")
    return value


def _port(text: str) -> int:
    """``serve --port``: a TCP port a server can listen on (0, "any port", would leave the
    page's own address unknown)."""
    value = whole_number(text)
    if value is None or not 1 <= value <= 65535:
        raise argparse.ArgumentTypeError(
            f"port must be a whole number from 1 to 65535, not {text!r}"
        )
    return value


def _terrain_zone(text: str) -> tuple[str, str]:
    """``kelp-bed:outer`` -> ("kelp-bed", "outer") [ADV-080]; the terrain id is checked later."""
    terrain, _, zone = text.partition(":")
    if not terrain or zone not in ("outer", "inner"):
        raise argparse.ArgumentTypeError(f"expected TERRAIN:outer or TERRAIN:inner, not {text!r}")
    return terrain, zone


Subparsers = argparse._SubParsersAction  # type: ignore[type-arg]


def build_parser(verb: str | None = None) -> argparse.ArgumentParser:
    """The command line. With ``verb`` (a name of :data:`VERBS`) only that verb's sub-parser
    is made: a command line that names it first parses the same, and the other verbs' options
    are never built (start-up time: the whole parser costs some 30 million instructions, 5 ms,
    of an `atoterm verify` that reads three options). ``atoterm --help`` and every other
    command line get the whole parser."""
    parser = _Parser(prog="atoterm", description="Aeon Trespass: Odyssey in the terminal.")
    parser.add_argument("--version", action="version", version=f"atoterm {__version__}")
    sub = parser.add_subparsers(dest="verb", parser_class=_Parser)
    for name, add in VERBS.items():
        if verb is None or name == verb:
            add(sub)
    return parser


def _play(sub: Subparsers) -> None:
    play = sub.add_parser("play", help="start a new campaign in the TUI")
    _campaign_options(play)
    _difficulty_option(play)
    _sea_options(play)
    play.add_argument("--seed", type=_seed, default=None, help=SEED_HELP)
    daily_option(play)
    play.add_argument("--save", default=None, help="journal file (default: saves/<seed>.atoj)")
    from_epilogue_option(play)


def _load(sub: Subparsers) -> None:
    load = sub.add_parser("load", help="continue a journal in the TUI")
    load.add_argument("path")
    load.add_argument("--content", default=None)
    load.add_argument("--plain", action="store_true", help="line by line text, no TUI")


def _replay(sub: Subparsers) -> None:
    replay = sub.add_parser("replay", help="step through a journal in the TUI")
    replay.add_argument("path")
    replay.add_argument("--content", default=None)


def _run(sub: Subparsers) -> None:
    run = sub.add_parser("run", help="play a script of choices headless")
    _campaign_options(run)
    _difficulty_option(run)
    _sea_options(run)
    run.add_argument("--seed", type=_seed, required=True, help=SEED_HELP)
    run.add_argument("--script", required=True)
    run.add_argument("--save", default=None)
    run.add_argument("--json", action="store_true")
    from_epilogue_option(run)


def _verify(sub: Subparsers) -> None:
    verify = sub.add_parser(
        "verify",
        help="re-execute a journal and compare every record (exit 0 ok, 1 torn tail, "
        "2 bad or damaged file, 3 desync)",
    )
    verify.add_argument("path")
    verify.add_argument("--content", default=None)
    verify.add_argument("--json", action="store_true")


def _state(sub: Subparsers) -> None:
    state = sub.add_parser("state", help="print the state after record N")
    state.add_argument("path")
    state.add_argument("--at", type=_positive, default=None)
    state.add_argument("--content", default=None)
    state.add_argument("--json", action="store_true", required=True)


def _export(sub: Subparsers) -> None:
    export = sub.add_parser("export", help="print a journal as text or JSON lines")
    export.add_argument("path")
    export.add_argument("--format", choices=("text", "jsonl", "chronicle"), default="text")
    export.add_argument("--content", default=None)


def _scenario(sub: Subparsers) -> None:
    scenario = sub.add_parser("scenario", help="set up a state, apply choices, print the result")
    scenario.add_argument("file")
    scenario.add_argument("--json", action="store_true")


def _content(sub: Subparsers) -> None:
    content = sub.add_parser("content", help="content tools")
    content_sub = content.add_subparsers(dest="content_verb", parser_class=_Parser, required=True)
    check = content_sub.add_parser("check", help="validate a content folder")
    check.add_argument("dir", nargs="?", default=None)
    check.add_argument(
        "--stats", action="store_true", help="(statistics are always printed; kept for scripts)"
    )


def _bot(sub: Subparsers) -> None:
    bot = sub.add_parser("bot", help="random legal play from a dedicated stream")
    _campaign_options(bot)
    _difficulty_option(bot)
    _sea_options(bot)
    bot.add_argument(
        "--seed", type=_seed, default=None, help=f"{SEED_HELP}; required for campaigns"
    )
    daily_option(bot)
    bot.add_argument("--steps", type=_positive, default=None, help="campaign decisions to make")
    bot.add_argument("--save", default=None)
    bot.add_argument("--battle", default=None, metavar="ID", help="play practice battles of ID")
    bot.add_argument("--level", type=_positive, default=1)
    bot.add_argument(
        "--track", type=_positive, default=None, metavar="N", help="an Adversary's Battle Track box"
    )
    bot.add_argument("--games", type=_games, default=1)
    bot.add_argument(
        "--campaign", action="store_true", help="play whole campaigns to their end (with --seed)"
    )
    bot.add_argument(
        "--policy",
        choices=("random", "progress", "explore", "expert"),
        default="random",
        help="random legal choices, a bot that presses on, one that seeks unread paragraphs, "
        "or the expert (looks ahead in battles; sees only what a player sees); with "
        "--campaign: random, progress or expert (see `atoterm balance --help`)",
    )
    bot.add_argument(
        "--adventure", action="store_true", help="play practice adventures (see --hub, --rr ...)"
    )
    bot.add_argument(
        "--tour",
        action="store_true",
        help="read the whole storybook (every entry point) and report the paragraphs reached",
    )
    _adventure_choice(bot)
    from_epilogue_option(bot)


def _battle(sub: Subparsers) -> None:
    battle = sub.add_parser("battle", help="a practice battle in the TUI")
    _campaign_options(battle)
    battle.add_argument("--primordial", default=None, metavar="ID")
    battle.add_argument("--level", type=_positive, default=1)
    battle.add_argument(
        "--track", type=_positive, default=None, metavar="N", help="an Adversary's Battle Track box"
    )
    battle.add_argument(
        "--adventure-terrain",
        type=_terrain_zone,
        default=None,
        metavar="TERRAIN:ZONE",
        help="an Adventure Terrain tile, e.g. kelp-bed:outer (zone outer or inner)",
    )
    battle.add_argument("--seed", type=_seed, default=None, help=SEED_HELP)
    battle.add_argument("--save", default=None)
    battle.add_argument(
        "--plain", action="store_true", help="line by line text for screen readers, no TUI"
    )


def _adventure(sub: Subparsers) -> None:
    adventure = sub.add_parser("adventure", help="a practice storybook adventure in the TUI")
    _campaign_options(adventure)
    _adventure_choice(adventure)
    adventure.add_argument("--seed", type=_seed, default=None, help=SEED_HELP)
    adventure.add_argument("--save", default=None)
    adventure.add_argument(
        "--plain", action="store_true", help="line by line text for screen readers, no TUI"
    )


def _serve(sub: Subparsers) -> None:
    _serve_options(sub.add_parser("serve", help="play in a web browser (served on localhost)"))


def _voyages(sub: Subparsers) -> None:
    voyages = sub.add_parser(
        "voyages", help="list the voyages of voyages.log, best first (docs/voyages.md)"
    )
    voyages.add_argument(
        "--seed", type=_seed, default=None, help="only the voyages of this seed or code"
    )
    voyages.add_argument("--sea", choices=("handmade", "generated"), default=None)
    voyages.add_argument("--saves", default=None, metavar="DIR", help="the save folder to read")


VERBS: dict[str, Callable[[Subparsers], None]] = {
    "play": _play,
    "load": _load,
    "replay": _replay,
    "run": _run,
    "verify": _verify,
    "state": _state,
    "export": _export,
    "scenario": _scenario,
    "content": _content,
    "bot": _bot,
    "epilogue": add_epilogue,
    "balance": add_balance,
    "mnestis": add_mnestis,
    "seeds": add_seeds,
    "battle": _battle,
    "adventure": _adventure,
    "serve": _serve,
    "voyages": _voyages,
}
"""Each verb's sub-parser, in the order ``atoterm --help`` lists them."""


def _verb_of(argv: Sequence[str] | None) -> str | None:
    """The verb a command line names first (``verify`` of ``atoterm verify F``), if any: the
    parser is then made with that verb's options only (:func:`build_parser`)."""
    words = sys.argv[1:] if argv is None else argv
    return words[0] if words and words[0] in VERBS else None


def _serve_options(serve: argparse.ArgumentParser) -> None:
    serve.add_argument(
        "--host", default="127.0.0.1", help="address to listen on (default: %(default)s)"
    )
    serve.add_argument(
        "--port", type=_port, default=8000, help="port to listen on (default: %(default)s)"
    )
    serve.add_argument(
        "--saves",
        default=None,
        metavar="DIR",
        help="save folder (default: $ATOTERM_SAVES, else ./saves)",
    )
    serve.add_argument(
        "--public-url",
        default=None,
        metavar="URL",
        help="the address browsers use to reach this server, when it is not http://HOST:PORT "
        "(e.g. with --host 0.0.0.0)",
    )
    serve.add_argument(
        "game",
        nargs=argparse.REMAINDER,
        help="the game's own command after --, e.g. -- battle --seed 3 (default: the title screen)",
    )


def _adventure_choice(parser: argparse.ArgumentParser) -> None:
    """Which adventure: a hub, a table, a Special Event, an entry, a Mnemos, a paragraph."""
    group = parser.add_mutually_exclusive_group()
    group.add_argument("--hub", metavar="ID", help="the next adventure of a hub's track")
    group.add_argument("--rr", action="store_true", help="roll on the R&R table")
    group.add_argument("--pharos", action="store_true", help="roll on the Dreams of Pharos table")
    group.add_argument("--special", metavar="NAME", help="a Special Event by name")
    group.add_argument("--inward", metavar="N", help="an Inward Odyssey entry (1-20)")
    group.add_argument("--breakthrough", metavar="MNEMOS", help="a Mnemos' first Breakthrough")
    group.add_argument("--paragraph", metavar="NNNN", help="read from a paragraph (for writers)")


def adventure_request(args: argparse.Namespace) -> tuple[str, str]:
    """(kind, what) of ``atoterm adventure`` / ``atoterm bot --adventure`` (R&R by default)."""
    for kind in ("hub", "special", "inward", "breakthrough", "paragraph"):
        value = getattr(args, kind, None)
        if value:
            return kind, str(value)
    if getattr(args, "pharos", False):
        return "pharos", ""
    return "rr", ""


def _campaign_options(parser: argparse.ArgumentParser) -> None:
    parser.add_argument("--content", default=None, help="content folder (default: embedded Cycle)")
    parser.add_argument("--undo", choices=("casual", "strict"), default="casual")


SEA_KINDS = ("handmade", "generated")
SEA_LENGTHS = ("full", "short")


def _sea_options(parser: argparse.ArgumentParser) -> None:
    """``--sea`` and ``--length`` for the verbs that start a campaign (docs/generated-seas.md)."""
    parser.add_argument(
        "--sea",
        choices=SEA_KINDS,
        default="handmade",
        help="the Cycle's hand-made sea (default), or a sea generated from the seed",
    )
    parser.add_argument(
        "--length",
        choices=SEA_LENGTHS,
        default=None,
        help="a generated sea's voyage: full (the 40-day Cycle, default) or short (about 20 "
        "days); only with --sea generated",
    )


def check_sea_options(args: argparse.Namespace) -> None:
    """``--length`` belongs to a generated sea: given with the hand-made one, it is an error
    (the hand-made sea has one length) rather than ignored."""
    if not hasattr(args, "sea"):
        return  # a verb without --sea (``seeds`` has a --length of its own)
    if getattr(args, "length", None) is not None and args.sea != "generated":
        raise CliError(
            f"--length {args.length} is for a generated sea: add --sea generated "
            "(the hand-made sea is always the full Cycle)"
        )


def _difficulty_option(parser: argparse.ArgumentParser) -> None:
    parser.add_argument(
        "--difficulty",
        choices=DIFFICULTIES,
        default=DEFAULT_DIFFICULTY,
        help="a new campaign's difficulty: story (+3 Hull, +2 Crew, +2 Argo Fate), normal, "
        "heroic (-2 Hull, -1 Crew)",
    )


def main(argv: Sequence[str] | None = None) -> int:
    try:
        args = build_parser(_verb_of(argv)).parse_args(argv)
        try:
            resolve_daily(args)  # the clock is read here, once; the game gets the seed
        except SeedChoiceError as exc:
            raise CliError(f"atoterm {args.verb}: {exc}") from None
        check_sea_options(args)
        if args.verb in (None, "play", "load", "replay", "battle", "adventure"):
            from atoterm.cli.tui_verbs import tui

            if not getattr(args, "plain", False):
                return tui(args)  # Textual draws the screen itself (atoterm/ui escapes text)
            with safe_output():
                return tui(args)
        if args.verb == "mnestis":  # its battles may open the TUI
            from atoterm.cli.tui_verbs import mnestis

            return mnestis(args)
        if args.verb == "serve":
            from atoterm.cli.serve import ServeError, serve

            try:
                with safe_output():
                    return serve(args, _parse_served_game)
            except ServeError as exc:
                raise CliError(str(exc)) from None
        with imports_frozen():
            from atoterm.cli import verbs

        with safe_output():
            return verbs.dispatch(args)
    except CliError as exc:
        # One line per problem (a scenario may list several), each free of control characters.
        for line in str(exc).splitlines() or [""]:
            shown = safe_text(line)
            print(shown if shown.startswith("atoterm") else f"atoterm: {shown}", file=sys.stderr)
        return exc.code
    except KeyboardInterrupt:
        print("atoterm: interrupted", file=sys.stderr)
        return 130
    except BrokenPipeError:
        # The reader went away (`atoterm export F | head`): stop quietly, and keep Python from
        # complaining when it flushes stdout at exit.
        devnull = os.open(os.devnull, os.O_WRONLY)
        os.dup2(devnull, sys.stdout.fileno())
        return EXIT_OK


def _parse_served_game(argv: list[str]) -> argparse.Namespace:
    """The game's own command line given to `atoterm serve` after ``--``."""
    try:
        args = build_parser().parse_args(argv)
        check_sea_options(args)
        return args
    except CliError as exc:
        raise CliError(f"atoterm serve: the game's command: {exc}") from None


@contextlib.contextmanager
def safe_output() -> Iterator[None]:
    """While a verb runs, everything it prints passes :class:`SafeWriter`: text from a journal,
    a content pack or a file name never reaches the terminal with a control character."""
    saved = sys.stdout, sys.stderr
    sys.stdout, sys.stderr = SafeWriter(saved[0]), SafeWriter(saved[1])
    try:
        yield
    finally:
        sys.stdout, sys.stderr = saved
