"""The Voyages list (``v`` on the title screen, issue 17): voyages.log best first, filtered by
seed code and by sea, a voyage's chronicle and its replay opened from its journal, a file the
player edited shown safely, and the setup screen's seed code and daily voyage; at 80×24."""

from __future__ import annotations

import dataclasses
import datetime
import re
from pathlib import Path

import pytest
from screen_kit import screen_lines
from textual.widgets import Input

from atoterm.content import ContentPack
from atoterm.session import Game
from atoterm.session.daily import daily_seed
from atoterm.session.seed_code import encode
from atoterm.session.voyage_log import LOG_NAME, Voyage, VoyageRecorder, voyage_line
from atoterm.ui.app import AtotermApp, make_app
from atoterm.ui.chronicle_screen import ChronicleScreen
from atoterm.ui.replay_screen import ReplayScreen
from atoterm.ui.safe_widgets import SafeOptionList
from atoterm.ui.setup_screen import SetupScreen
from atoterm.ui.voyages_screen import VoyagesScreen

SIZE = (80, 24)
INTERNAL_ID = re.compile(r"\b[a-z]+(?:_[a-z0-9]+)+\b")


def fixed_clock() -> datetime.datetime:
    return datetime.datetime(2026, 12, 5, 12, 0, tzinfo=datetime.UTC)


def ended_campaign(content: ContentPack, saves: Path, seed: int) -> Path:
    """A campaign played to its end (a one-day Timeline) with the front end's recorder."""
    pack = dataclasses.replace(content, storybook=None, timeline_days=1)
    path = saves / f"seed-{seed}.atoj"
    game = Game.new(pack, seed, save=path, durable=False)
    game.voyages = VoyageRecorder(clock=fixed_clock, folder=saves)
    while game.pending is not None and not game.over:
        game.choose(game.pending.legal_options()[0].id)
    game.close()
    return path


def rows(app: AtotermApp) -> list[str]:
    menu = app.screen.query_one("#voyages-list", SafeOptionList)
    return [str(menu.get_option_at_index(i).prompt) for i in range(menu.option_count)]


async def open_voyages(pilot, app: AtotermApp) -> VoyagesScreen:  # type: ignore[no-untyped-def]
    await pilot.pause()
    await pilot.press("v")
    await pilot.pause()
    assert isinstance(app.screen, VoyagesScreen)
    return app.screen


def write_log(saves: Path, *voyages: Voyage, extra: str = "") -> None:
    text = "\n".join(voyage_line(v) for v in voyages) + "\n" + extra
    (saves / LOG_NAME).write_text(text, encoding="utf-8")


async def test_best_first_and_both_filters(tmp_saves: Path) -> None:
    write_log(
        tmp_saves,
        Voyage(seed=7, outcome="lost", day=12, days=40, score=300, cause="Hull fell to 0."),
        Voyage(seed=433571254, outcome="won", day=31, days=40, score=2480, progress=9),
        Voyage(seed=7, outcome="won", day=38, days=40, score=1900, sea="generated"),
        extra="a line the player broke\n",
    )
    app = make_app()
    async with app.run_test(size=SIZE) as pilot:
        screen = await open_voyages(pilot, app)
        shown = rows(app)
        assert [row.split(" · ")[0] for row in shown] == [
            " 1. score 2480",
            " 2. score 1900",
            " 3. score 300",
        ]
        lines = screen_lines(app)
        assert len(lines) == 24 and all(len(line) <= 80 for line in lines)
        text = "\n".join(lines[1:])  # under the title, which names the file
        assert "1 line of voyages.log could not be read" in text
        assert INTERNAL_ID.search(text) is None, text
        # f: the seed-code filter
        await pilot.press("f")
        await pilot.press(*encode(7).lower())
        await pilot.pause()
        assert [row.split(" · ")[0] for row in rows(app)] == [" 1. score 1900", " 2. score 300"]
        await pilot.press("enter")  # back to the list
        await pilot.press("a")  # the Cycle's sea only
        await pilot.pause()
        assert [row.split(" · ")[0] for row in rows(app)] == [" 1. score 300"]
        await pilot.press("a")  # generated seas
        await pilot.pause()
        assert [row.split(" · ")[0] for row in rows(app)] == [" 1. score 1900"]
        filter_field = screen.query_one("#voyages-seed", Input)
        filter_field.value = "0CXF-HDYP"  # two characters swapped
        await pilot.pause()
        assert "no voyage matches" in rows(app)[0]
        assert "swapped" in "\n".join(screen_lines(app))


async def test_a_hostile_line_is_shown_as_text(tmp_saves: Path) -> None:
    line = voyage_line(Voyage(seed=1, outcome="lost", day=2, score=5, journal="x.atoj"))
    (tmp_saves / LOG_NAME).write_text(
        line.replace("cause=", "cause=\x1b[2J[bold]boom\u202e") + "\n", encoding="utf-8"
    )
    app = make_app()
    async with app.run_test(size=SIZE) as pilot:
        await open_voyages(pilot, app)
        [row] = rows(app)
        assert "\x1b" not in row and "\u202e" not in row and "[bold]boom" in row


async def test_no_log_says_so(tmp_saves: Path) -> None:
    app = make_app()
    async with app.run_test(size=SIZE) as pilot:
        await open_voyages(pilot, app)
        assert "no voyage yet" in rows(app)[0]


async def test_a_voyage_opens_its_chronicle_and_its_replay(
    content: ContentPack, tmp_saves: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    path = ended_campaign(content, tmp_saves, 9)
    pack = dataclasses.replace(content, storybook=None, timeline_days=1)
    monkeypatch.setattr("atoterm.ui.session_access.ContentCache.pack", lambda self: pack)
    app = make_app()
    async with app.run_test(size=SIZE) as pilot:
        await open_voyages(pilot, app)
        assert "Lost on day" in rows(app)[0] and encode(9) in rows(app)[0]
        await pilot.press("c")
        await pilot.pause()
        assert isinstance(app.screen, ChronicleScreen)
        assert f"Seed code: {encode(9)}" in app.screen.markdown
        await pilot.press("escape")
        await pilot.pause()
        assert isinstance(app.screen, VoyagesScreen)
        await pilot.press("r")
        await pilot.pause()
        assert isinstance(app.screen, ReplayScreen)
    assert (tmp_saves / LOG_NAME).read_text().count("\n") == 1, "opening wrote nothing"
    path.unlink()
    app = make_app()
    async with app.run_test(size=SIZE) as pilot:
        await open_voyages(pilot, app)
        await pilot.press("r")
        await pilot.pause()
        assert isinstance(app.screen, VoyagesScreen)
        assert "no longer in the save folder" in "\n".join(screen_lines(app))


async def test_the_setup_screen_shows_the_code_and_offers_the_daily_voyage(
    tmp_saves: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    day = datetime.date(2026, 12, 5)
    monkeypatch.setattr("atoterm.ui.session_access.today_utc", lambda: day)
    app = make_app("play", seed=433571254)
    async with app.run_test(size=SIZE) as pilot:
        await pilot.pause()
        await app.workers.wait_for_complete()
        screen = app.screen
        assert isinstance(screen, SetupScreen)
        hint = str(screen.query_one("#seed-hint").render())
        assert hint.startswith("Seed code 0CXF-HDPY: share it")
        seed = screen.query_one("#seed", Input)
        seed.value = "0CXF-HDYP"
        await pilot.pause()
        assert "swapped" in str(screen.query_one("#seed-hint").render())
        screen.action_daily()
        await pilot.pause()
        assert seed.value == encode(daily_seed(day))
        assert "daily voyage of 2026-12-05" in str(screen.query_one("#seed-hint").render())
        await pilot.press("ctrl+s")
        await pilot.pause()
        assert app.game is not None and app.game.seed == daily_seed(day)
        assert app.game.header.daily == "2026-12-05"  # the journal notes the day's voyage


async def test_a_seed_typed_after_the_daily_one_is_no_daily_voyage(
    tmp_saves: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    monkeypatch.setattr("atoterm.ui.session_access.today_utc", lambda: datetime.date(2026, 12, 5))
    app = make_app("play", seed=433571254)
    async with app.run_test(size=SIZE) as pilot:
        await pilot.pause()
        await app.workers.wait_for_complete()
        screen = app.screen
        assert isinstance(screen, SetupScreen)
        screen.action_daily()
        screen.query_one("#seed", Input).value = "0CXF-HDPY"  # another seed after all
        await pilot.pause()
        await pilot.press("ctrl+s")
        await pilot.pause()
        assert app.game is not None and app.game.seed == 433571254
        assert app.game.header.daily == ""


def one_decision_from_the_end(content: ContentPack, saves: Path, seed: int) -> Game:
    """A campaign of a one-day Timeline, played to the decision that ends it, with the
    recorder the front ends give (``session_access.voyage_recorder``)."""
    from atoterm.ui.session_access import voyage_recorder

    pack = dataclasses.replace(content, storybook=None, timeline_days=1)
    probe = Game.new(pack, seed)
    while probe.pending is not None and not probe.over:
        probe.choose(probe.pending.legal_options()[0].id)
    game = Game.new(pack, seed, save=saves / f"seed-{seed}.atoj", durable=False)
    for _ in range(probe.history.position - 1):
        game.choose(game.pending.legal_options()[0].id)  # type: ignore[union-attr]
    game.voyages = voyage_recorder()
    return game


async def test_the_end_of_a_campaign_on_screen_is_recorded_and_told(
    content: ContentPack, tmp_saves: Path
) -> None:
    game = one_decision_from_the_end(content, tmp_saves, 9)
    last = game.pending.legal_options()[0].id  # type: ignore[union-attr]
    index = [o.id for o in game.pending.options].index(last)  # type: ignore[union-attr]
    app = make_app()
    async with app.run_test(size=SIZE) as pilot:
        await pilot.pause()
        app.show_game(game, [])
        await pilot.pause()
        app.screen.choose(index)  # type: ignore[attr-defined]
        await pilot.pause()
        assert game.over
        told = [n.message for n in app._notifications]
        assert any(f"seed code {encode(9)}" in message for message in told), told
    lines = (tmp_saves / LOG_NAME).read_text().splitlines()
    assert len(lines) == 1 and "journal=seed-9.atoj" in lines[0]
    assert re.search(r":end=\d{8}T\d{6}Z$", lines[0])


async def test_an_unwritable_log_is_told_and_the_game_goes_on(
    content: ContentPack, tmp_saves: Path
) -> None:
    (tmp_saves / LOG_NAME).mkdir()  # a folder where the file should be: it cannot be written
    game = one_decision_from_the_end(content, tmp_saves, 9)
    last = game.pending.legal_options()[0].id  # type: ignore[union-attr]
    index = [o.id for o in game.pending.options].index(last)  # type: ignore[union-attr]
    app = make_app()
    async with app.run_test(size=SIZE) as pilot:
        await pilot.pause()
        app.show_game(game, [])
        await pilot.pause()
        app.screen.choose(index)  # type: ignore[attr-defined]
        await pilot.pause()
        assert game.over
        told = " ".join(n.message for n in app._notifications)
        assert "could not be written" in told and "the game goes on" in told


async def test_play_daily_says_it_is_the_daily_voyage(
    tmp_saves: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    """`atoterm play --daily` proposes the day's seed and the date the command line read; the
    setup screen says whose day it is (and reads no clock: the same seed given with --seed is
    only a seed to share)."""
    day = datetime.date(2026, 12, 5)

    def no_clock() -> datetime.date:
        raise AssertionError("the setup screen read the clock")

    monkeypatch.setattr("atoterm.ui.session_access.today_utc", no_clock)
    for daily, words in (("2026-12-05", "the daily voyage of 2026-12-05"), ("", "share it")):
        app = make_app("play", seed=daily_seed(day), daily=daily)
        async with app.run_test(size=SIZE) as pilot:
            await pilot.pause()
            await app.workers.wait_for_complete()
            hint = str(app.screen.query_one("#seed-hint").render())
            assert hint.startswith(f"Seed code {encode(daily_seed(day))}: {words}")


def test_snapshot_of_the_voyages_list(
    snap_compare, tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:  # type: ignore[no-untyped-def]
    """The list at 80×24 (a relative save folder, so the title is the same on every machine)."""
    monkeypatch.chdir(tmp_path)
    monkeypatch.setenv("ATOTERM_SAVES", "saves")
    (tmp_path / "saves").mkdir()
    write_log(
        tmp_path / "saves",
        Voyage(
            seed=7,
            outcome="lost",
            day=12,
            days=40,
            score=310,
            cause="Hull fell to 0.",
            battles=3,
            battles_won=1,
            titans_lost=2,
            progress=3,
            argonauts=3,
            journal="seed-7.atoj",
            end="20261205T120000Z",
        ),
        Voyage(
            seed=433571254,
            outcome="won",
            day=31,
            days=40,
            score=4580,
            progress=11,
            battles=6,
            battles_won=5,
            titans_lost=1,
            argonauts=4,
            cause="The Cycle is complete.",
            journal="seed-433571254.atoj",
            end="20261204T201000Z",
            difficulty="heroic",
        ),
    )

    async def open_list(pilot) -> None:  # type: ignore[no-untyped-def]
        await pilot.pause()
        await pilot.press("v")
        await pilot.pause()

    assert snap_compare(make_app(), terminal_size=SIZE, run_before=open_list)
