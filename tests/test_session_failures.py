"""A journal write that fails loses nothing in memory and takes no half-step; events of
decisions read from a file are re-derived for the message log."""

from __future__ import annotations

from pathlib import Path

import pytest
from support import play

from atoterm.content import ContentPack
from atoterm.session import Game, SessionError, load_game, verify_journal


class FullDisk:
    """A writer whose disk is full: every append fails."""

    def __init__(self, path: Path) -> None:
        self.path = path

    def append(self, record: object) -> None:
        raise OSError(28, "No space left on device")

    def close(self) -> None:
        pass


@pytest.fixture
def game(content: ContentPack, tmp_path: Path) -> Game:
    game = Game.new(content, 21, save=tmp_path / "g.atoj", durable=False)
    play(game, 7)
    return game


@pytest.mark.parametrize("action", ["choose", "undo", "redo"])
def test_a_refused_write_changes_nothing_and_stops_journaling(game: Game, action: str) -> None:
    if action == "redo":
        game.undo()
    before = (game.digest, game.history.position, len(game.history.redo_stack), len(game.records))
    pending = game.pending
    path = game.path
    game.writer = FullDisk(path)  # type: ignore[assignment]
    with pytest.raises(SessionError, match="No space left on device"):
        if action == "choose":
            game.choose(game.pending.legal_options()[0].id)  # type: ignore[union-attr]
        elif action == "undo":
            game.undo()
        else:
            game.redo()
    after = (game.digest, game.history.position, len(game.history.redo_stack), len(game.records))
    assert after == before
    assert game.pending == pending
    assert game.writer is None  # the possibly torn file is not appended to again
    game.choose(game.pending.legal_options()[0].id)  # type: ignore[union-attr]  # play goes on in memory
    saved = game.save_as(path.with_name("rescued.atoj"), durable=False)
    assert verify_journal(saved).ok


def test_events_of_loaded_decisions_are_rederived(game: Game) -> None:
    """The file stores choices only; the log after loading still shows the same events."""
    path = game.path
    assert path is not None
    live = [e.text for e in game.chronicle]
    game.close()
    loaded, _ = load_game(path, writable=False)
    assert [e.text for e in loaded.chronicle] == live
    assert len(live) > 10
