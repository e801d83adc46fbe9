"""The title screen's Continue entries (the latest campaign; the latest practice journal) and
what opening a journal another terminal writes, or a folder that refuses writes, does."""

from __future__ import annotations

import dataclasses
import errno
import os
from pathlib import Path

import pytest
from textual.widgets import OptionList

from atoterm.content import ContentPack
from atoterm.engine.codec import canonical_bytes
from atoterm.session import Game, verify_journal
from atoterm.store import JournalWriter
from atoterm.ui.app import AtotermApp, make_app
from atoterm.ui.event_log import EventLog
from atoterm.ui.lock_dialog import LockedJournalDialog
from atoterm.ui.replay_screen import ReplayScreen
from atoterm.ui.title_screen import TitleScreen
from atoterm.ui.voyage_screen import VoyageScreen

SIZE = (120, 40)


def practice_journal(pack: ContentPack, path: Path) -> Path:
    """A journal whose header carries a start state, as practice battles, adventures and
    scenarios have (made from a campaign's first state: cheap, and shown on the voyage
    screen)."""
    header = Game.new(pack, 7).header
    start = canonical_bytes(Game.new(pack, 7).state)
    Game.begin(pack, dataclasses.replace(header, start=start), path).close()
    return path


def aged(path: Path, seconds: int) -> Path:
    os.utime(path, (seconds, seconds))
    return path


def menu_labels(app: AtotermApp) -> list[str]:
    menu = app.screen.query_one("#title-menu", OptionList)
    return [str(menu.get_option_at_index(i).prompt) for i in range(menu.option_count)]


async def test_continue_resumes_the_latest_campaign_not_a_newer_practice(
    journal: Path, pack: ContentPack, voyage_dir: Path
) -> None:
    """With a campaign and a newer practice journal: Continue names and loads the campaign,
    Continue practice names and loads the practice journal."""
    aged(journal, 1_000_000)
    practice = aged(practice_journal(pack, journal.with_name("battle-7.atoj")), 2_000_000)
    app = make_app(content_dir=str(voyage_dir))
    async with app.run_test(size=SIZE) as pilot:
        await pilot.pause()
        labels = menu_labels(app)
        assert "Continue   seed-42.atoj" in labels
        assert "Continue practice   battle-7.atoj" in labels
        await pilot.press("c")
        await pilot.pause()
        assert isinstance(app.screen, VoyageScreen)
        assert app.game is not None and app.game.path == journal
        assert not app.game.header.start
        await pilot.press("q", "t")
        await pilot.pause()
        assert isinstance(app.screen, TitleScreen)
        await pilot.press("p")
        await pilot.pause()
        assert app.game is not None and app.game.path == practice
        assert app.game.header.start


async def test_labels_never_carry_control_characters(saves: Path, pack: ContentPack) -> None:
    """A file name with an escape sequence and a bidi override is shown without them; with
    only a practice journal, Continue is disabled and says there is no campaign."""
    odd = "\x1b[2J\u202eevil\x07.atoj"
    practice_journal(pack, saves / odd)
    app = make_app()
    async with app.run_test(size=SIZE) as pilot:
        await pilot.pause()
        labels = menu_labels(app)
        assert "Continue practice   [2Jevil.atoj" in labels
        assert "Continue   ✗ no campaign in the save folder yet" in labels
        assert not any(ord(c) < 32 or c == "\u202e" for label in labels for c in label)


async def test_a_journal_open_elsewhere_offers_replay_or_a_copy(
    journal: Path, voyage_dir: Path
) -> None:
    """Continue on a journal another writer holds: a dialog naming the holder; Replay opens it
    read-only, Continue in a copy plays on in ``seed-42.copy.atoj``, Cancel does nothing;
    the original is never written."""
    before = journal.read_bytes()
    other = JournalWriter(journal, durable=False)  # the other terminal
    app = make_app(content_dir=str(voyage_dir))
    try:
        async with app.run_test(size=SIZE) as pilot:
            await pilot.press("c")
            await pilot.pause()
            dialog = app.screen
            assert isinstance(dialog, LockedJournalDialog)
            assert f"process {os.getpid()}" in str(dialog.locked)
            await pilot.press("escape")
            await pilot.pause()
            assert isinstance(app.screen, TitleScreen)

            await pilot.press("c")
            await pilot.pause()
            await pilot.press("r")
            await pilot.pause()
            assert isinstance(app.screen, ReplayScreen)
            await pilot.press("escape")
            await pilot.pause()

            await pilot.press("c")
            await pilot.pause()
            await pilot.press("c")  # in the dialog: continue in a copy
            await pilot.pause()
            assert isinstance(app.screen, VoyageScreen)
            game = app.game
            assert game is not None and game.path == journal.with_name("seed-42.copy.atoj")
            position = game.history.position
            await pilot.press("1")
            await pilot.pause()
            assert game.history.position == position + 1
            await pilot.press("q", "y")
    finally:
        other.close()
    assert journal.read_bytes() == before
    result = verify_journal(journal.with_name("seed-42.copy.atoj"), app.game.content)  # type: ignore[union-attr]
    assert result.ok


async def test_a_read_only_folder_opens_the_journal_in_the_replay_viewer(
    journal: Path, voyage_dir: Path, saves: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    """Simulated read-only folder (monkeypatched os.open: EROFS for writes in the save
    folder; the suite runs as root, whom permission bits do not stop). Continue falls back
    to the read-only replay viewer with the reason in its log, and writes nothing."""
    real = os.open
    writing = os.O_WRONLY | os.O_RDWR | os.O_CREAT

    def read_only(path: object, flags: int, *args: object, **kwargs: object) -> int:
        if flags & writing and Path(os.fsdecode(path)).parent == saves:  # type: ignore[arg-type]
            raise OSError(errno.EROFS, "Read-only file system", str(path))
        return real(path, flags, *args, **kwargs)  # type: ignore[arg-type]

    before = sorted(saves.iterdir())
    monkeypatch.setattr(os, "open", read_only)
    app = make_app(content_dir=str(voyage_dir))
    async with app.run_test(size=SIZE) as pilot:
        await pilot.press("c")
        await pilot.pause()
        assert isinstance(app.screen, ReplayScreen)
        entries = app.screen.query_one(EventLog).entries
        assert any("open read-only" in line for line in entries)
    assert sorted(saves.iterdir()) == before
