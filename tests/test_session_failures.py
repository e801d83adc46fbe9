"""A journal write that fails loses nothing in memory and takes no half-step; events of
decisions read from a file are re-derived for the message log."""

from __future__ import annotations

import os
from pathlib import Path

import pytest
from support import play

from atoterm.content import ContentPack
from atoterm.session import Game, SessionError, load_game, verify_journal
from atoterm.store import JournalWriter, Record


class FullDisk:
    """A writer whose disk is full: every append fails."""

    uncertain = False

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


class RefusesKeyframes(JournalWriter):
    """A real writer whose disk fills up just when a keyframe comes (decisions still fit)."""

    def append(self, record: Record) -> None:
        if record.kind == "keyframe":
            raise OSError(28, "No space left on device")
        super().append(record)


def test_a_refused_keyframe_says_the_decision_was_taken(
    content: ContentPack, tmp_path: Path
) -> None:
    """A full disk on the keyframe after a decision: the decision is applied and in the file,
    and the player is told so (not "not taken"); the file loads to the same state."""
    path = tmp_path / "k.atoj"
    game = Game.new(content, 21, save=path, durable=False)
    game.writer.close()  # type: ignore[union-attr]
    game.writer = RefusesKeyframes(path, durable=False)
    message = ""
    while not message:
        try:
            game.choose(game.pending.legal_options()[0].id)  # type: ignore[union-attr]
        except SessionError as exc:
            message = str(exc)
    assert "was taken and is saved" in message and "not taken" not in message
    assert game.writer is None
    loaded, report = load_game(path, content, writable=False)
    assert report.damage is None
    assert loaded.digest == game.digest and loaded.history.position == game.history.position


class FsyncFails(JournalWriter):
    """The bytes reach the file, then fsync reports an I/O error."""

    def append(self, record: Record) -> None:
        self.durable = True
        real = os.fsync
        os.fsync = _failing_fsync  # type: ignore[assignment]
        try:
            super().append(record)
        finally:
            os.fsync = real


def _failing_fsync(fd: int) -> None:
    raise OSError(5, "Input/output error")


def test_a_write_that_fails_after_its_bytes_landed_is_cut_back(
    content: ContentPack, tmp_path: Path
) -> None:
    """A decision whose write failed is not in the file either: the writer cuts the file back
    to its size before, so "not taken" is the truth on the next load."""
    path = tmp_path / "f.atoj"
    game = Game.new(content, 21, save=path, durable=False)
    game.writer.close()  # type: ignore[union-attr]
    size = path.stat().st_size
    before = game.digest
    game.writer = FsyncFails(path, durable=False)
    with pytest.raises(SessionError, match="not taken"):
        game.choose(game.pending.legal_options()[0].id)  # type: ignore[union-attr]
    assert path.stat().st_size == size
    assert game.digest == before and game.history.position == 0
    loaded, report = load_game(path, content, writable=False)
    assert report.damage is None and loaded.digest == before
