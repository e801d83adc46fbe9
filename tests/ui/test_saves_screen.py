"""The saves manager (``s`` on the title screen): campaigns with their day, Progress and last
played, practice games apart, damaged and newer files listed with their reason and refused,
continue, replay and delete (to the trash folder, after asking)."""

from __future__ import annotations

import dataclasses
import os
from pathlib import Path

import msgpack

from atoterm.content import ContentPack
from atoterm.engine.codec import canonical_bytes
from atoterm.session import Game
from atoterm.store import MAGIC, JournalWriter
from atoterm.store.frames import frame_bytes
from atoterm.ui.app import AtotermApp, make_app
from atoterm.ui.help_screen import HelpScreen
from atoterm.ui.replay_screen import ReplayScreen
from atoterm.ui.safe_widgets import SafeOptionList, SafeStatic
from atoterm.ui.saves_screen import SavesScreen
from atoterm.ui.title_screen import TitleScreen
from atoterm.ui.voyage_screen import VoyageScreen
from atoterm.views.campaign import current_day

SIZE = (120, 40)


def play_days(pack: ContentPack, path: Path, seed: int, moves: int) -> tuple[int, int]:
    """A campaign played to its ``moves``-th move decision (answering "done" where offered);
    returns its (day, Progress) as the voyage screen shows them."""
    game = Game.new(pack, seed, save=path, durable=False)
    try:
        for _ in range(4):
            game.choose(0)
        made = 0
        while True:
            pending = game.pending
            assert pending is not None
            if pending.kind == "move":
                if made == moves:
                    break
                made += 1
            legal = pending.legal_options()
            done = [o for o in legal if o.id == "done"]
            game.choose((done or legal)[0].id)
        return current_day(game.state), game.state.progress
    finally:
        game.close()


def practice_journal(pack: ContentPack, path: Path) -> Path:
    """A journal whose header carries a start state, as practice games have."""
    header = Game.new(pack, 7).header
    start = canonical_bytes(Game.new(pack, 7).state)
    Game.begin(pack, dataclasses.replace(header, start=start), path).close()
    return path


def aged(path: Path, seconds: int) -> Path:
    os.utime(path, (seconds, seconds))
    return path


def rows(app: AtotermApp) -> list[str]:
    menu = app.screen.query_one("#saves-list", SafeOptionList)
    return [str(menu.get_option_at_index(i).prompt) for i in range(menu.option_count)]


def row_name(row: str) -> str:
    """The file's name a row starts with (before the names, the time and the standing)."""
    return row.split("\n")[0].split("  ")[0]


def row_of(app: AtotermApp, name: str) -> str:
    return next(row for row in rows(app) if row_name(row) == name)


def highlight(app: AtotermApp, path: Path) -> None:
    screen = app.screen
    assert isinstance(screen, SavesScreen)
    index = next(i for i, entry in enumerate(screen.entries) if entry.path == path)
    menu = screen.query_one("#saves-list", SafeOptionList)
    menu.highlighted = menu.get_option_index(f"save-{index}")


async def open_saves(app: AtotermApp, pilot: object) -> None:
    await pilot.pause()  # type: ignore[attr-defined]
    await pilot.press("s")  # type: ignore[attr-defined]
    await pilot.pause()  # type: ignore[attr-defined]
    assert isinstance(app.screen, SavesScreen)
    await app.workers.wait_for_complete()
    await pilot.pause()  # type: ignore[attr-defined]


async def test_lists_campaigns_with_day_and_progress_and_practice_apart(
    saves: Path, pack: ContentPack, voyage_dir: Path
) -> None:
    """Two campaigns (the newest first) with the day and Progress their journals end at, the
    practice game in its own section, a torn file and a newer-format file under "cannot be
    opened" with their reasons; continuing a campaign opens it on the voyage screen."""
    early = saves / "seed-5.atoj"
    late = saves / "seed-9.atoj"
    early_day, early_progress = play_days(pack, early, 5, 1)
    late_day, late_progress = play_days(pack, late, 9, 4)
    assert (early_day, early_progress) != (late_day, late_progress)
    aged(early, 2_000_000)
    aged(late, 1_000_000)
    aged(practice_journal(pack, saves / "battle-7.atoj"), 3_000_000)
    (saves / "torn.atoj").write_bytes(late.read_bytes()[:12])
    newer = msgpack.packb({"k": "header", "format": 99}, use_bin_type=True)
    (saves / "future.atoj").write_bytes(MAGIC + frame_bytes(newer))
    (saves / "notes.txt").write_text("not a journal")

    app = make_app(content_dir=str(voyage_dir))
    async with app.run_test(size=SIZE) as pilot:
        await open_saves(app, pilot)
        shown = rows(app)
        headings = [row for row in shown if "\n" not in row and "none yet" not in row]
        assert headings[:2] == ["Campaigns", "Practice games (battles, adventures, scenarios)"]
        assert headings[2] == "Files that cannot be opened"
        campaigns = shown[shown.index("Campaigns") + 1 : shown.index(headings[1])]
        assert [row_name(row) for row in campaigns] == ["seed-5", "seed-9"]
        assert f"Day {early_day} of 40 · Progress {early_progress}" in row_of(app, "seed-5")
        assert f"Day {late_day} of 40 · Progress {late_progress}" in row_of(app, "seed-9")
        practice = shown[shown.index(headings[1]) + 1 : shown.index(headings[2])]
        assert len(practice) == 1 and row_name(practice[0]) == "battle-7"
        assert "last played" in practice[0]
        assert "torn" in row_of(app, "torn") and "✗" in row_of(app, "torn")
        assert "written by a newer atoterm" in row_of(app, "future")
        assert not any("notes" in row for row in shown)

        highlight(app, saves / "torn.atoj")
        await pilot.press("c")
        await pilot.pause()
        assert isinstance(app.screen, SavesScreen)
        message = str(app.screen.query_one("#saves-message", SafeStatic).render())
        assert "torn cannot be opened: unreadable header" in message

        highlight(app, late)
        await pilot.press("c")
        await pilot.pause()
        assert isinstance(app.screen, VoyageScreen)
        assert app.game is not None and app.game.path == late
        assert current_day(app.game.state) == late_day


async def test_replay_and_delete_to_the_trash_after_asking(
    journal: Path, saves: Path, voyage_dir: Path
) -> None:
    """``r`` opens the replay viewer; ``D`` asks, ``n`` keeps the file, ``y`` moves it to
    ``trash/`` (byte for byte) and the list and the title screen forget it."""
    before = journal.read_bytes()
    app = make_app(content_dir=str(voyage_dir))
    async with app.run_test(size=SIZE) as pilot:
        await open_saves(app, pilot)
        assert "Day " in row_of(app, "seed-42")
        highlight(app, journal)
        await pilot.press("r")
        await pilot.pause()
        assert isinstance(app.screen, ReplayScreen)
        await pilot.press("escape")
        await pilot.pause()
        assert isinstance(app.screen, TitleScreen)

        await open_saves(app, pilot)
        highlight(app, journal)
        await pilot.press("D")
        await pilot.pause()
        await pilot.press("n")
        await pilot.pause()
        assert journal.exists()
        await pilot.press("D")
        await pilot.pause()
        await pilot.press("y")
        await pilot.pause()
        assert not journal.exists()
        assert (saves / "trash" / journal.name).read_bytes() == before
        assert "seed-42" not in [row_name(row) for row in rows(app)]
        await pilot.press("escape")
        await pilot.pause()
        assert isinstance(app.screen, TitleScreen)
        menu = app.screen.query_one("#title-menu", SafeOptionList)
        labels = [str(menu.get_option_at_index(i).prompt) for i in range(menu.option_count)]
        assert "Continue   ✗ no campaign in the save folder yet" in labels


async def test_an_empty_folder_and_odd_names(
    saves: Path, pack: ContentPack, voyage_dir: Path
) -> None:
    """Nothing saved: each section says so. A file name with an escape sequence and a bidi
    override is listed with them escaped as visible text, never printed raw."""
    app = make_app(content_dir=str(voyage_dir))
    async with app.run_test(size=SIZE) as pilot:
        await open_saves(app, pilot)
        assert [row.strip() for row in rows(app)] == [
            "Campaigns",
            "none yet",
            "Practice games (battles, adventures, scenarios)",
            "none yet",
        ]
    practice_journal(pack, saves / "\x1b[2J\u202eodd.atoj")
    app = make_app(content_dir=str(voyage_dir))
    async with app.run_test(size=SIZE) as pilot:
        await open_saves(app, pilot)
        shown = "".join(rows(app))
        assert "\\x1b[2J\\u202eodd  · last played" in shown  # escaped, as text
        assert not any((ord(c) < 32 and c != "\n") or c == "\u202e" for c in shown)


async def test_a_journal_open_in_another_terminal_is_not_moved(
    journal: Path, saves: Path, voyage_dir: Path
) -> None:
    """Delete on a journal another atoterm writes: refused with the reason, the file stays."""
    other = JournalWriter(journal, durable=False)  # the other terminal
    try:
        app = make_app(content_dir=str(voyage_dir))
        async with app.run_test(size=SIZE) as pilot:
            await open_saves(app, pilot)
            highlight(app, journal)
            await pilot.press("D")
            await pilot.pause()
            await pilot.press("y")
            await pilot.pause()
            message = str(app.screen.query_one("#saves-message", SafeStatic).render())
            assert "seed-42 was not moved: it is open for writing" in message
            assert f"process {os.getpid()}" in message
    finally:
        other.close()
    assert journal.exists() and not (saves / "trash").exists()


async def test_help_lists_the_saves_manager_and_its_keys(saves: Path, voyage_dir: Path) -> None:
    """``?`` on the title lists ``s``; on the saves screen it lists continue, replay, delete."""
    app = make_app(content_dir=str(voyage_dir))
    async with app.run_test(size=SIZE) as pilot:
        await pilot.pause()
        await pilot.press("question_mark")
        await pilot.pause()
        assert isinstance(app.screen, HelpScreen)
        assert ("s", "Saves") in app.screen.key_rows[0][1]
        await pilot.press("escape")
        await open_saves(app, pilot)
        await pilot.press("question_mark")
        await pilot.pause()
        assert isinstance(app.screen, HelpScreen)
        rows_shown = app.screen.key_rows[0][1]
        assert ("c", "Continue") in rows_shown and ("r", "Replay") in rows_shown
        assert ("del, D", "Delete…") in rows_shown
