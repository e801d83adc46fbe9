"""The verbs that open the TUI. Kept apart from the headless verbs so that plain `atoterm`
imports only what the title screen needs (start-up time is a goal: ARCHITECTURE §6)."""

from __future__ import annotations

import argparse
import os
from pathlib import Path

from atoterm.cli.main import CliError, safe_output

TUI_VERBS = (None, "play", "load", "replay", "battle", "adventure")


def tui(args: argparse.Namespace) -> int:
    from atoterm.content import ContentError, load_content
    from atoterm.store import JournalError, read_journal

    if not getattr(args, "plain", False):  # `--plain` never loads Textual (seconds to import)
        from atoterm.ui.app import run_tui

    verb = args.verb or "title"
    content_dir = getattr(args, "content", None)
    try:
        if content_dir:
            load_content(content_dir)  # a broken folder is reported before the screen opens
        if verb in ("load", "replay"):
            path = Path(args.path)
            read_journal(path)  # an unreadable file gets one line, before the TUI starts
            if verb == "load":
                _refuse_if_locked(path)
            if verb == "load" and getattr(args, "plain", False):
                from atoterm.plain import run_plain_journal

                return run_plain_journal(path, content_dir)
            return run_tui(start=verb, path=str(path), content_dir=content_dir)
    except ContentError as exc:
        raise CliError(f"content error: {exc}") from None
    except JournalError as exc:
        raise CliError(str(exc)) from None
    if verb in ("battle", "adventure"):
        return _practice(args, content_dir)
    if verb == "play" and getattr(args, "from_epilogue", None) is not None:
        return _play_from_epilogue(args, content_dir)
    if verb == "play":
        return run_tui(
            start="play",
            content_dir=content_dir,
            seed=args.seed,
            undo=args.undo,
            save=args.save,
            difficulty=args.difficulty,
            sea=args.sea,
            length=args.length or "full",
            daily=getattr(args, "daily_date", ""),
        )
    return run_tui(start="title")


def _play_from_epilogue(args: argparse.Namespace, content_dir: str | None) -> int:
    """`atoterm play --from-epilogue FILE`: a later Cycle's campaign begun from the epilogue of
    the one before (docs/epilogue.md); a bad file or a pack of another Cycle is one line, and
    no screen opens."""
    from atoterm.cli.epilogue_verb import epilogue_from
    from atoterm.engine import RulesOptions
    from atoterm.session import SessionError
    from atoterm.ui.session_access import (
        ContentCache,
        OpenError,
        chosen_sea,
        random_seed,
        start_campaign,
    )

    seed = args.seed if args.seed is not None else random_seed()
    try:
        epilogue = epilogue_from(args)
        sea = chosen_sea(args.sea, seed, args.length or "full")
        pack = ContentCache(content_dir).pack()
        save = Path(args.save) if args.save else None
        game = start_campaign(
            pack,
            seed,
            args.undo,
            RulesOptions(difficulty=args.difficulty),
            [],
            save=save,
            epilogue=epilogue,
            sea=sea,
            daily=getattr(args, "daily_date", ""),
        )
    except (OpenError, SessionError) as exc:
        raise CliError(str(exc)) from None
    from atoterm.ui.app import run_tui

    return run_tui(start="battle", content_dir=content_dir, game=game)


def _refuse_if_locked(path: Path) -> None:
    """A journal another terminal is writing: one line naming the holder, exit 2 (the title
    screen's Load offers to replay it or to continue in a copy)."""
    from atoterm.store.lock import locked_elsewhere, printable

    locked = locked_elsewhere(path)
    if locked is not None:
        raise CliError(
            f"{locked}; close it there first, or step through it read-only with "
            f"`atoterm replay {printable(str(path))}`"
        )


def _practice(args: argparse.Namespace, content_dir: str | None) -> int:
    """`atoterm battle` / `atoterm adventure`: a practice battle or adventure journaled in the
    save folder, shown in the TUI (or line by line with ``--plain``)."""
    from atoterm.session import SessionError
    from atoterm.session.paths import new_save_path
    from atoterm.session.practice import new_practice_game
    from atoterm.ui.session_access import ContentCache, OpenError, random_seed

    seed = args.seed if args.seed is not None else random_seed()
    try:  # an unknown Primordial or level, or a save that exists: one line, no screen
        pack = ContentCache(content_dir).pack()
        save = Path(args.save) if args.save else new_save_path(seed, prefix=args.verb)
        if os.path.lexists(save):  # the journal is then created exclusively all the same
            raise CliError(f"{save} already exists: continue it with `atoterm load {save}`")
        if args.verb == "adventure":
            from atoterm.cli.main import adventure_request
            from atoterm.session.adventure_practice import new_adventure_game
            from atoterm.session.profile_sync import ProfileSync, starting_fated

            kind, what = adventure_request(args)
            fated, _ = starting_fated()
            game = new_adventure_game(
                pack, seed, kind, what, undo=args.undo, save=save, fated=fated
            )
            game.profile = ProfileSync.open()
        else:
            game = new_practice_game(
                pack,
                seed,
                primordial=args.primordial,
                level=args.level,
                undo=args.undo,
                save=save,
                track_box=getattr(args, "track", None),
                adventure_terrain=getattr(args, "adventure_terrain", None),
            )
    except (OpenError, SessionError) as exc:
        raise CliError(str(exc)) from None
    except OSError as exc:
        raise CliError(f"cannot write the journal: {exc.strerror or exc}") from None
    if getattr(args, "plain", False):  # `--plain`: line by line, for screen readers
        from atoterm.plain import run_plain

        return run_plain(game)
    from atoterm.ui.app import run_tui

    return run_tui(start="battle", content_dir=content_dir, game=game)


def mnestis(args: argparse.Namespace) -> int:
    """`atoterm mnestis ...` (``mnestis_verb``): the Tree and bot battles print their lines; a
    battle the player fights opens the battle screen (or ``--plain``), like `atoterm battle`."""
    from atoterm.cli.mnestis_verb import MnestisError, run_mnestis

    try:
        with safe_output():
            result = run_mnestis(args)
    except MnestisError as exc:
        raise CliError(str(exc)) from None
    if isinstance(result, int):
        return result
    if args.plain:
        from atoterm.plain import run_plain

        with safe_output():
            return run_plain(result)
    from atoterm.ui.app import run_tui

    return run_tui(start="battle", content_dir=args.content, game=result)
