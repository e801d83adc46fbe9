"""Saves stop 26 landed (commit 9c5d1db, edition fc340b2df9feb545) load and verify today.

Stop 28 changed the default Cycle (Levels 2-4 retuned, the Theatre's ascension data added): a
practice battle at Level 2 and a Theatre battle of that edition now replay with the kept
edition, and the profile of that version still reads (tests/fixtures/stop26/README.md)."""

from __future__ import annotations

from pathlib import Path

import pytest

from atoterm.content import load_content
from atoterm.session.loading import load_game
from atoterm.session.replay import verify_journal
from atoterm.store.peek import read_header
from atoterm.store.profile import read_profile

HERE = Path(__file__).parent / "fixtures" / "stop26"
EDITION = "fc340b2df9feb545"


@pytest.fixture(autouse=True)
def _own_cache(tmp_path, monkeypatch) -> None:
    monkeypatch.setenv("XDG_CACHE_HOME", str(tmp_path))


@pytest.mark.parametrize("name", ["battle_ammonax_l2.atoj", "theatre_ammonax_l5.atoj"])
def test_a_stop_26_journal_verifies_and_loads_with_its_edition(name: str) -> None:
    path = HERE / name
    header = read_header(path)
    assert header.content_hash == EDITION != load_content().hash
    result = verify_journal(path)
    assert result.ok, result
    assert result.content_warning == ""
    game, _ = load_game(path, writable=False)
    try:
        assert game.pending is None and game.state.battle is not None
        assert game.state.battle.result in ("lost", "retreat")
    finally:
        game.close()


def test_the_theatre_journal_keeps_its_theatre_level() -> None:
    game, _ = load_game(HERE / "theatre_ammonax_l5.atoj", writable=False)
    try:
        battle = game.state.battle
        assert battle is not None and battle.primordial.level == 5
        assert battle.scenario == "mnestis:ammonax"
    finally:
        game.close()


def test_the_stop_26_profile_reads_with_its_theatre_open() -> None:
    profile = read_profile(HERE / "profile.atop")
    assert profile.theatre.unlocked and profile.theatre.victories == 1
    assert profile.theatre.ascended == {}
