"""One function per CLI verb; every user error becomes a :class:`CliError` (one line)."""

from __future__ import annotations

import argparse
import sys
from pathlib import Path

from atoterm.cli.balance_args import BalanceError
from atoterm.cli.main import EXIT_DESYNC, EXIT_FAILED, EXIT_OK, CliError
from atoterm.cli.output import dumps, game_json, json_line, summary_line
from atoterm.cli.script import (
    MAX_SCRIPT_BYTES,
    ScriptError,
    parse_script,
    run_bot,
    run_script,
)
from atoterm.cli.verify_verb import verify
from atoterm.content import ContentError, ContentPack, load_content
from atoterm.content.files import read_regular_text
from atoterm.engine import IllegalAction, RulesOptions
from atoterm.engine.codec import to_plain, unpack
from atoterm.engine.epilogue import Epilogue
from atoterm.safe_text import safe_text
from atoterm.session import Game, SessionError, verify_journal
from atoterm.session.sea import SeaError, SeaSpec, sea_spec
from atoterm.store import Header, JournalError, read_journal


def dispatch(args: argparse.Namespace) -> int:
    handlers = {
        "run": run,
        "verify": verify,
        "state": state,
        "export": export,
        "scenario": scenario,
        "content": content_check,
        "bot": bot,
        "balance": balance,
        "epilogue": epilogue,
        "seeds": seeds,
        "voyages": voyages,
    }
    try:
        return handlers[args.verb](args)
    except ContentError as exc:
        raise CliError(f"content error: {exc}") from None
    except JournalError as exc:
        raise CliError(str(exc)) from None
    except (ScriptError, SessionError, BalanceError) as exc:
        raise CliError(str(exc)) from None
    except IllegalAction as exc:
        raise CliError(f"illegal choice: {exc.reason}") from None
    except BrokenPipeError:
        raise  # a closed reader (`| head`) is not an error; main() exits quietly
    except OSError as exc:
        name = f"{exc.filename}: " if exc.filename else ""
        raise CliError(f"{name}{exc.strerror or exc}") from None


def balance(args: argparse.Namespace) -> int:
    """``atoterm balance``: its runner loads multiprocessing, so only when this verb runs."""
    from atoterm.cli.balance_verb import balance as play_balance

    return play_balance(args)


def epilogue(args: argparse.Namespace) -> int:
    """``atoterm epilogue``: the epilogue file's module (and json) load only when it runs."""
    from atoterm.cli.epilogue_verb import epilogue_verb

    return epilogue_verb(args)


def _epilogue_of(args: argparse.Namespace) -> Epilogue | None:
    """The epilogue ``--from-epilogue`` names, for a campaign ``run`` or ``bot`` starts (the
    epilogue file's module loads only here: start-up time of the other verbs)."""
    from atoterm.cli.epilogue_verb import epilogue_from

    return epilogue_from(args)


def seeds(args: argparse.Namespace) -> int:
    """``atoterm seeds``: generated seas (issue 17), loaded only when this verb runs."""
    from atoterm.cli.seeds_verb import seeds as run_seeds

    return run_seeds(args)


def _content(folder: str | None) -> ContentPack | None:
    return load_content(folder) if folder else None


def _pack(folder: str | None) -> ContentPack:
    return load_content(folder)


def _rules(args: argparse.Namespace) -> RulesOptions:
    """The rules options a new campaign of the command line starts with."""
    return RulesOptions(difficulty=getattr(args, "difficulty", "normal"))


def _sea(args: argparse.Namespace, seed: int) -> SeaSpec | None:
    """The sea ``--sea``/``--length`` name for a campaign of ``seed`` (None: the hand-made
    sea, the header as before); a generated sea's seed is the campaign's."""
    if getattr(args, "sea", "handmade") != "generated":
        return None
    try:
        return sea_spec("generated", seed, args.length)
    except SeaError as exc:
        raise CliError(str(exc)) from None


def _new_game(args: argparse.Namespace) -> Game:
    """The campaign ``run`` and ``bot`` play: the pack, seed, undo, rules, save file, the
    earlier Cycle's epilogue and the sea the command line names."""
    return Game.new(
        _pack(args.content),
        args.seed,
        undo=args.undo,
        rules=_rules(args),
        save=args.save,
        epilogue=_epilogue_of(args),
        sea=_sea(args, args.seed),
        daily=getattr(args, "daily_date", ""),
    )


def run(args: argparse.Namespace) -> int:
    script_path = Path(args.script)
    try:
        text = read_regular_text(script_path, MAX_SCRIPT_BYTES)  # never a FIFO: it would hang
    except (OSError, UnicodeDecodeError) as exc:
        raise CliError(
            f"{script_path}:1: cannot read script: {getattr(exc, 'strerror', None) or exc}"
        ) from None
    commands = parse_script(text, str(script_path))
    game = _new_game(args)
    try:
        run_script(game, commands, str(script_path))
    finally:
        game.close()
    print(dumps(game_json(game)) if args.json else summary_line(game))
    return EXIT_OK


def voyages(args: argparse.Namespace) -> int:
    """``atoterm voyages``: its module reads the views, so only when this verb runs."""
    from atoterm.cli.voyages_verb import voyages as list_voyages

    return list_voyages(args)


def state(args: argparse.Namespace) -> int:
    """The state at the end of the journal (the fold loading uses: a keyframe and the
    decisions after it), or after record ``--at`` (re-executed); damage and desyncs are
    reported with the messages and exit codes of `verify`."""
    path = args.path
    if args.at is not None:
        result = verify_journal(path, _content(args.content), stop_at=args.at)
        if result.divergence is not None:
            raise CliError(f"{path}: desync at {result.divergence.describe()}", EXIT_DESYNC)
        assert result.game is not None
        game, records, damage = result.game, result.records, result.damage
    else:
        from atoterm.session import load_game

        game, report = load_game(path, _content(args.content), writable=False)
        stop, damage, records = report.stopped, report.damage, report.records
        if stop is not None:
            where = f"record {stop.record} (offset {stop.offset})"
            raise CliError(f"{path}: desync at {where}: {stop.reason}", EXIT_DESYNC)
        if damage is not None and damage.fold_rule:
            where = f"record {records} (offset {damage.offset})"
            raise CliError(f"{path}: desync at {where}: {damage.reason}", EXIT_DESYNC)
    if damage is not None and not damage.torn:
        raise CliError(f"{path}: offset {damage.offset}: {damage.reason}")
    data = game_json(game)
    data["records"] = records
    print(dumps(data))
    if damage is not None:
        print(
            f"note: torn tail at offset {damage.offset} ({damage.reason}); this is the state "
            "before it",
            file=sys.stderr,
        )
        return EXIT_FAILED
    return EXIT_OK


def export(args: argparse.Namespace) -> int:
    if args.format == "chronicle":
        return export_chronicle(args)
    contents = read_journal(args.path)
    header = contents.header
    header_data = {k: v for k, v in header.to_body().items() if k != "start"}
    rows = [{"record": 0, "offset": 9, **header_data}]
    for index, record in enumerate(contents.records, start=1):
        row = {
            "record": index,
            "offset": record.offset,
            **record.to_body(),
            "digest": f"{record.digest:016x}",
        }
        if record.kind == "keyframe":
            row["state"] = _safe_state(record.state)
        rows.append(row)
    if args.format == "jsonl":
        for row in rows:
            print(json_line(row, default=_json_safe))
    else:
        print(
            safe_text(
                f"journal {args.path}: format {header.format}, engine {header.engine}, "
                f"content {header.content_id} ({header.content_hash}), seed {header.seed}, "
                f"undo {header.undo}, rules {header.rules}{_sea_export(header)}"
            )
        )
        for row in rows[1:]:
            print(_text_row(row))
    if contents.damage is not None:
        print(
            f"note: {args.path}: offset {contents.damage.offset}: {contents.damage.reason}",
            file=sys.stderr,
        )
    return EXIT_OK


def _sea_export(header: Header) -> str:
    """``, sea generated (seed N, length L, generator V, digest D)`` for a generated sea's
    journal; nothing for the hand-made sea (the line as it always was)."""
    sea = header.sea
    if not sea:
        return ""
    return (
        f", sea {sea['kind']} (seed {sea['seed']}, length {sea['length']}, generator "
        f"{sea['generator']}, digest {sea['digest']})"
    )


def export_chronicle(args: argparse.Namespace) -> int:
    """`export PATH --format chronicle`: the journal replayed, its chronicle as Markdown."""
    from atoterm.session.chronicle import chronicle_markdown

    result = verify_journal(args.path, _content(getattr(args, "content", None)))
    if result.divergence is not None:
        raise CliError(f"{args.path}: desync at {result.divergence.describe()}", EXIT_DESYNC)
    assert result.game is not None
    print(chronicle_markdown(result.game.state, result.game), end="")
    return EXIT_OK


def _json_safe(value: object) -> object:
    """Journals are untrusted: bytes or odd values in them are shown, not crashed on."""
    if isinstance(value, bytes):
        return value.hex()
    return repr(value)


def _safe_state(data: bytes) -> object:
    try:
        return to_plain(unpack(data))
    except Exception:
        return "<undecodable>"


def _text_row(row: dict[str, object]) -> str:
    kind = row["k"]
    head = f"{row['record']:>6}  {kind:<9} n={row['n']:<5} digest={row['digest']}"
    if kind == "decision":
        extra = f"  choice={row['choice']}"
        if row["draws"]:
            extra += f" draws={row['draws']}"
        if row["reveals"]:
            extra += f" reveals={row['reveals']}"
        return safe_text(head + extra)  # the choice, draws and reveals are the journal's text
    return head


def scenario(args: argparse.Namespace) -> int:
    from atoterm.session.scenario import ScenarioError, run_scenario

    try:
        result = run_scenario(Path(args.file))
    except ScenarioError as exc:
        raise CliError(str(exc), EXIT_FAILED if exc.expectation else 2) from None
    print(dumps(game_json(result)) if args.json else summary_line(result))
    return EXIT_OK


def content_check(args: argparse.Namespace) -> int:
    try:
        pack = load_content(args.dir)
    except ContentError as exc:
        for problem in exc.problems:
            print(safe_text(problem), file=sys.stderr)
        print(f"content check failed: {len(exc.problems)} problem(s)", file=sys.stderr)
        return EXIT_FAILED
    print(
        safe_text(
            f"ok: {pack.id} v{pack.version} '{pack.name}': {len(pack.tiles)} tiles, "
            f"{len(pack.factions)} factions, {pack.timeline_days}-day timeline, hash {pack.hash}"
        )
    )
    if pack.storybook is not None:
        from atoterm.content.story_stats import story_stats

        for line in story_stats(pack.storybook):
            print(line)
    from atoterm.content.campaign_load import campaign_stats

    for line in campaign_stats(pack.cycle):
        print(line)
    if pack.sea_pool is not None:
        from atoterm.content.sea_pool import pool_stats

        for line in pool_stats(pack.sea_pool):
            print(line)
    if pack.battle is not None:
        from atoterm.content.mirror_check import identity_lines, mirror_warnings

        for line in mirror_warnings(pack.battle):  # a warning: the pack still loads
            print(safe_text(line))
        for line in identity_lines(pack.battle):
            print(safe_text(line))
    if pack.mnestis is not None:
        trees = pack.mnestis.trees
        print(
            f"Mnestis Theatre: {len(trees)} Trees of Knowledge, {len(pack.mnestis.nodes)} nodes, "
            f"{sum(len(t.loot) for t in trees.values())} Guaranteed Loot cards"
        )
    return EXIT_OK


def bot(args: argparse.Namespace) -> int:
    if getattr(args, "campaign", False):
        return bot_campaigns(args)
    if args.from_epilogue is not None and (args.battle is not None or args.adventure or args.tour):
        raise CliError("--from-epilogue starts a campaign: not a practice battle or adventure")
    if args.sea == "generated" and (args.battle is not None or args.adventure or args.tour):
        raise CliError("--sea generated starts a campaign: not a practice battle or adventure")
    if args.battle is not None:
        return bot_battles(args)
    if getattr(args, "adventure", False) or getattr(args, "tour", False):
        return bot_adventures(args)
    if args.seed is None or args.steps is None:
        raise CliError(
            "bot needs --seed and --steps for a campaign, --battle ID, --adventure or --tour"
        )
    game = _new_game(args)
    try:
        made = run_bot(game, args.steps)
    finally:
        game.close()
    ended = f" (campaign ended after {made} decisions)" if made < args.steps else ""
    print(summary_line(game) + ended)
    return EXIT_OK


def bot_campaigns(args: argparse.Namespace) -> int:
    """`bot --campaign --seed N [--games K] [--save PATH] [--policy P]`: whole campaigns, one
    line each, played by the campaign policy P (random, progress or expert)."""
    from atoterm.session.campaign_bot import play_campaigns

    if args.seed is None:
        raise CliError("bot --campaign needs --seed")
    results = play_campaigns(
        _pack(args.content),
        args.seed,
        args.games,
        args.save,
        durable=True,
        rules=_rules(args),
        policy=getattr(args, "policy", "random"),
        epilogue=_epilogue_of(args),
        sea=_sea(args, args.seed),
        daily=getattr(args, "daily_date", ""),
    )
    for result in results:
        print(result.line())
    return EXIT_OK


def bot_battles(args: argparse.Namespace) -> int:
    """`bot --battle ID --level L --games K [--seed N] [--save PATH]`: headless practice
    battles; with ``--save`` each battle's journal (``PATH-i`` when K > 1), fsynced."""
    from atoterm.session.practice import bot_battles as play

    seed = args.seed if args.seed is not None else 1
    stats = play(
        _pack(args.content),
        seed,
        args.games,
        primordial=args.battle,
        level=args.level,
        track_box=getattr(args, "track", None),
        policy=getattr(args, "policy", "random"),
        save=args.save,
        durable=True,
    )
    print(stats.line())
    return EXIT_OK


def bot_adventures(args: argparse.Namespace) -> int:
    """`bot --adventure [--hub ID ...] --games K [--save PATH]` or `bot --tour --games K`:
    headless practice adventures; prints the decisions made and the paragraphs reached."""
    from atoterm.cli.main import adventure_request
    from atoterm.session import SessionError
    from atoterm.session.adventure_practice import (
        BotAdventures,
        new_adventure_game,
        new_tour_game,
        play_adventure,
        tour_parts,
    )
    from atoterm.session.campaign_bot import journal_path

    if args.tour and args.save:
        raise CliError("bot --tour reads many adventures and saves none: use --adventure --save")
    pack = _pack(args.content)
    if pack.storybook is None:
        raise CliError(f"the content pack {pack.id!r} has no storybook")
    seed = args.seed if args.seed is not None else 1
    policy = getattr(args, "policy", "random")
    stats = BotAdventures()
    try:
        for number in range(args.games):
            if args.tour:
                for part in tour_parts(pack):
                    play_adventure(
                        new_tour_game(pack, seed + number, part), seed + number, stats, policy
                    )
                continue
            kind, what = adventure_request(args)
            save = journal_path(args.save, number + 1, args.games) if args.save else None
            game = new_adventure_game(
                pack, seed + number, kind, what, save=save, durable=save is not None
            )
            try:
                play_adventure(game, seed + number, stats, policy)
            finally:
                game.close()
    except SessionError as exc:
        raise CliError(str(exc)) from None
    print(stats.line(len(pack.storybook.paragraphs)))
    return EXIT_OK
