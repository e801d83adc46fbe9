"""The verbs that open the TUI. Kept apart from the headless verbs so that plain `atoterm`
imports only what the title screen needs (start-up time is a goal: ARCHITECTURE §6)."""

from __future__ import annotations

import argparse
from pathlib import Path

from atoterm.cli.main import CliError

TUI_VERBS = (None, "play", "load", "replay", "battle")


def tui(args: argparse.Namespace) -> int:
    from atoterm.content import ContentError, load_content
    from atoterm.store import JournalError, read_journal
    from atoterm.ui.app import run_tui

    verb = args.verb or "title"
    content_dir = getattr(args, "content", None)
    try:
        if content_dir:
            load_content(content_dir)  # a broken folder is reported before the screen opens
        if verb in ("load", "replay"):
            path = Path(args.path)
            read_journal(path)  # an unreadable file gets one line, before the TUI starts
            return run_tui(start=verb, path=str(path), content_dir=content_dir)
    except ContentError as exc:
        raise CliError(f"content error: {exc}") from None
    except JournalError as exc:
        raise CliError(str(exc)) from None
    if verb == "battle":
        from atoterm.session import SessionError
        from atoterm.session.practice import check_battle_choice
        from atoterm.ui.session_access import ContentCache, OpenError

        try:  # an unknown Primordial or level gets one line before the screen opens
            check_battle_choice(ContentCache(content_dir).pack(), args.primordial, args.level)
        except (OpenError, SessionError) as exc:
            raise CliError(str(exc)) from None
        return run_tui(
            start="battle",
            content_dir=content_dir,
            seed=args.seed,
            undo=args.undo,
            save=args.save,
            primordial=args.primordial,
            level=args.level,
        )
    if verb == "play":
        return run_tui(
            start="play", content_dir=content_dir, seed=args.seed, undo=args.undo, save=args.save
        )
    return run_tui(start="title")
