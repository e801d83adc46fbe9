"""A profile warning that appears during play is shown when it appears, once [ADV-084].

The player profile is updated after every live decision (``session/profile_sync.py``); a
write that fails (here: the profile's lock held by another terminal, decision after decision)
costs a warning, never the game. ``Game.take_profile_warnings`` hands each warning out once;
the game screens show it as a notification after the decision, plain mode as a line.
"""

from __future__ import annotations

import io
from pathlib import Path

import pytest

from atoterm.content import ContentPack
from atoterm.plain import run_plain
from atoterm.session import Game, profile_sync
from atoterm.session.practice import new_practice_game
from atoterm.session.profile_sync import ProfileSync
from atoterm.store.profile_update import ProfileLocked
from atoterm.ui.app import make_app

SIZE = (100, 32)
HELD = "another atoterm held the profile too long"


@pytest.fixture
def held_from_the_second_decision(monkeypatch: pytest.MonkeyPatch) -> list[int]:
    """Every live decision writes the profile; from the second on, another terminal holds
    its lock (so each of them fails the same way). The list counts the decisions."""
    decisions: list[int] = []

    def locked(path: Path, change: object, missing: object, wait: object = None) -> object:
        raise ProfileLocked(path)

    def live(self: ProfileSync, *args: object, **kwargs: object) -> None:
        decisions.append(1)
        if len(decisions) >= 2:
            monkeypatch.setattr(profile_sync, "update_profile", locked)
        self._update(lambda profile: [])

    monkeypatch.setattr(ProfileSync, "live", live)
    return decisions


def battle(content: ContentPack, tmp_saves: Path) -> Game:
    game = new_practice_game(content, 3, save=tmp_saves / "battle.atoj", durable=False)
    game.profile = ProfileSync.open()
    return game


def test_the_session_hands_each_warning_out_once(
    content: ContentPack, tmp_saves: Path, held_from_the_second_decision: list[int]
) -> None:
    game = battle(content, tmp_saves)
    taken = []
    for _ in range(4):
        game.choose(game.pending.legal_options()[0].id)  # type: ignore[union-attr]
        taken.append(game.take_profile_warnings())
    assert taken[0] == []
    assert len(taken[1]) == 1 and HELD in taken[1][0]
    assert taken[2:] == [[], []]  # the lock still held: not said again


async def test_a_warning_raised_mid_game_is_notified_once(
    content: ContentPack, tmp_saves: Path, held_from_the_second_decision: list[int]
) -> None:
    game = battle(content, tmp_saves)
    app = make_app()
    async with app.run_test(size=SIZE) as pilot:
        await pilot.pause()
        app.show_game(game, [])
        await pilot.pause()

        def told() -> list[str]:
            return [n.message for n in app._notifications if HELD in n.message]

        for decisions in range(1, 5):
            legal = game.pending.legal_options()[0].id  # type: ignore[union-attr]
            app.screen.choose([o.id for o in game.pending.options].index(legal))  # type: ignore
            await pilot.pause()
            assert len(held_from_the_second_decision) == decisions
            assert len(told()) == (0 if decisions == 1 else 1), told()


def test_plain_mode_says_a_new_warning_once(
    content: ContentPack, tmp_saves: Path, held_from_the_second_decision: list[int]
) -> None:
    game = battle(content, tmp_saves)
    out = io.StringIO()
    run_plain(game, io.StringIO("1\n1\n1\n1\n"), out)
    text = out.getvalue()
    assert len(held_from_the_second_decision) >= 3
    assert text.count(HELD) == 1, text
    assert f"Player profile: {tmp_saves}" in text
