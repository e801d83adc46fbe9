"""A game that ends while another atoterm holds the player profile's lock loses nothing
[MNE-001, MNE-005, ADV-084].

Every live decision writes the profile; a write the lock refuses waits for the next decision,
and the one that ends a game has none. The app tries again while the end is on screen
(never waiting for the lock), once more when the player leaves the game (waiting a little),
and a finished journal opened again writes what its end gives. The lock here is really held:
by this test's own open file, as another atoterm holds it (``flock``).
"""

from __future__ import annotations

import fcntl
import os
from collections.abc import Iterator
from pathlib import Path

import pytest
from test_mnestis import WINNING_SEED, low_tree

import atoterm.session.profile_sync as profile_sync
import atoterm.store.profile_update as profile_update
import atoterm.ui.profile_retry as profile_retry
from atoterm.content import ContentPack
from atoterm.session import Game
from atoterm.session.bot_policy import bot_choice
from atoterm.session.mnestis import new_theatre_game, node_battle
from atoterm.session.practice import play_bot
from atoterm.session.profile_sync import ProfileSync
from atoterm.store.profile import Profile, read_profile, write_profile
from atoterm.store.profile_update import lock_path
from atoterm.store.theatre_record import TheatreRecord
from atoterm.ui.app import make_app
from atoterm.ui.leave_dialog import LeaveDialog
from atoterm.ui.session_access import open_for_play
from atoterm.views.option_order import shown_options

SIZE = (120, 40)
OPENED = TheatreRecord(unlocked=True, victories=1, primordials=["ammonax"])
WON = {"ammonax:1": 1}


@pytest.fixture(scope="module")
def pack(content: ContentPack) -> ContentPack:
    return low_tree(content)


@pytest.fixture(scope="module")
def decisions(pack: ContentPack, tmp_path_factory: pytest.TempPathFactory) -> int:
    """How many decisions the progress bot takes to win the low node's battle."""
    target = tmp_path_factory.mktemp("rehearsal") / "profile.atop"
    write_profile(target, Profile({}, OPENED))
    rehearsal = node_game(pack, target, None)
    return play_bot(rehearsal, 5000, "progress")


@pytest.fixture
def profile(saves: Path, monkeypatch: pytest.MonkeyPatch) -> Path:
    """The save folder's profile, the Theatre open; waits shortened for the test."""
    target = saves / "profile.atop"
    write_profile(target, Profile({}, OPENED))
    monkeypatch.setattr(profile_update, "WAIT_SECONDS", 0.05)
    monkeypatch.setattr(profile_sync, "LEAVE_WAIT", 0.1)
    monkeypatch.setattr(profile_retry, "RETRY_EVERY", 0.2)
    return target


@pytest.fixture
def held(profile: Path) -> Iterator[int]:
    """Another program holding the profile's lock (this test's own open file)."""
    fd = os.open(lock_path(profile), os.O_RDWR | os.O_CREAT, 0o644)
    fcntl.flock(fd, fcntl.LOCK_EX)
    try:
        yield fd
    finally:
        os.close(fd)


def node_game(pack: ContentPack, profile: Path, save: Path | None) -> Game:
    sync = ProfileSync.open(profile)
    mnestis = pack.mnestis
    assert mnestis is not None
    battle = node_battle(pack, sync.profile.theatre, mnestis.nodes["low-1"])
    game = new_theatre_game(
        pack, sync.profile.theatre, battle, WINNING_SEED, save=save, durable=False
    )
    game.profile = sync
    return game


def one_from_the_end(pack: ContentPack, profile: Path, decisions: int) -> tuple[Game, str]:
    """The node's battle one decision before it is won, and that decision's option."""
    game = node_game(pack, profile, profile.parent / "node.atoj")
    play_bot(game, decisions - 1, "progress")
    return game, bot_choice(game, "progress")


async def win(pilot, app, game: Game, last: str) -> None:  # type: ignore[no-untyped-def]
    await pilot.pause()
    shown = {s.option.id: s.key for s in shown_options(game.pending) if s.key}
    await pilot.press(shown[last])
    await pilot.pause()
    if not game.over:  # listed out of sight: shown first, then chosen
        await pilot.press(shown[last])
        await pilot.pause()
    assert game.over


def told(app) -> list[str]:  # type: ignore[no-untyped-def]
    return [n.message for n in app._notifications]


async def test_mne_005_the_end_is_written_once_the_lock_is_free_while_it_is_on_screen(
    pack: ContentPack, profile: Path, held: int, decisions: int
) -> None:
    before = profile.read_bytes()
    game, last = one_from_the_end(pack, profile, decisions)
    app = make_app("battle", game=game)
    async with app.run_test(size=SIZE, notifications=True) as pilot:
        await win(pilot, app, game, last)
        assert profile.read_bytes() == before  # never written while another holds the lock
        assert any("nothing is lost" in m for m in told(app)), told(app)
        await pilot.pause(0.5)  # tries while the lock is held: nothing written, no freeze
        assert profile.read_bytes() == before
        fcntl.flock(held, fcntl.LOCK_UN)  # the other atoterm lets go
        await pilot.pause(0.5)
        assert read_profile(profile).theatre.won == WON
        assert any("free again" in m and "nothing was lost" in m for m in told(app)), told(app)
        assert any("First win of Ammonax Level 1 in the Theatre." in m for m in told(app))
        assert app.profile_retry.timer is None  # no more tries
    game.close()


async def test_mne_005_leaving_while_the_lock_is_held_says_the_journal_keeps_the_end(
    pack: ContentPack, profile: Path, held: int, decisions: int
) -> None:
    before = profile.read_bytes()
    game, last = one_from_the_end(pack, profile, decisions)
    app = make_app("battle", game=game)
    async with app.run_test(size=SIZE, notifications=True) as pilot:
        await win(pilot, app, game, last)
        await pilot.press("q")
        await pilot.pause()
        assert isinstance(app.screen, LeaveDialog)
        await pilot.press("t")  # back to the title screen: the game is left
        await pilot.pause()
        assert profile.read_bytes() == before
        words = [m for m in told(app) if "still holds the player profile" in m]
        assert words and "node.atoj keeps them" in words[0], told(app)
        assert app.profile_retry.parting == words
    # the journal opened again once the lock is free: its end is written, and said
    fcntl.flock(held, fcntl.LOCK_UN)
    again, notes = open_for_play(profile.parent / "node.atoj", pack)
    again.close()
    assert read_profile(profile).theatre.won == WON
    assert any("written to the profile now" in n for n in notes), notes
    assert "First win of Ammonax Level 1 in the Theatre." in notes
    stamp = os.stat(profile).st_ino
    third, notes = open_for_play(profile.parent / "node.atoj", pack)  # nothing more to write
    third.close()
    assert os.stat(profile).st_ino == stamp and not any("profile now" in n for n in notes)


@pytest.mark.parametrize("free", [False, True], ids=["still-held", "free-on-leaving"])
def test_mne_005_plain_mode_tries_once_more_on_leaving_and_says_what_became_of_it(
    pack: ContentPack, profile: Path, held: int, decisions: int, free: bool
) -> None:
    """Plain mode: the decision that ends the game is refused by the lock; leaving (``q``)
    tries once more, waiting a little, and says whether the profile took it."""
    import io

    from atoterm.plain import run_plain

    game, last = one_from_the_end(pack, profile, decisions)
    game.choose(last)
    assert game.over and game.profile is not None and game.profile.behind
    if free:
        fcntl.flock(held, fcntl.LOCK_UN)
    out = io.StringIO()
    run_plain(game, io.StringIO("q\n"), out)
    text = out.getvalue()
    if free:
        assert "free again" in text and "First win of Ammonax Level 1 in the Theatre." in text
        assert read_profile(profile).theatre.won == WON
    else:
        assert "another atoterm still holds it" in text and "Nothing is lost" in text
        assert read_profile(profile).theatre.won == {}
