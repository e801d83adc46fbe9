"""Accessibility in a real terminal (issue 4): ``atoterm battle --plain`` and the TUI's ``d``.

Each test runs ``python -m atoterm`` in a detached tmux session of 100x30 on a private tmux
server (as ``test_real_terminal.py`` does), types like a player and reads the screen.
"""

from __future__ import annotations

import os
import shlex
import sys
import time
from collections.abc import Callable, Iterator
from pathlib import Path

import pytest
from tmux_kit import TMUX, WAIT_SECONDS, Tmux, stop_if_still_ours

from atoterm.session import load_game

SOCKET = f"atoterm-access-test-{os.getpid()}"

pytestmark = pytest.mark.skipif(TMUX is None, reason="tmux is not installed (not on PATH)")
tmux = Tmux(SOCKET)
screen_of, wait_for, wait_until_gone = tmux.screen_of, tmux.wait_for, tmux.wait_until_gone


@pytest.fixture
def start(tmp_path: Path) -> Iterator[Callable[[str], tuple[str, Path]]]:
    """``start("battle --plain --seed 3")``: the session name and the save folder."""
    saves = tmp_path / "saves"
    started: list[str] = []

    def run(arguments: str) -> tuple[str, Path]:
        name = f"atoterm-access-{os.getpid()}-{len(started)}"
        command = (
            f"cd {shlex.quote(str(tmp_path))} && ATOTERM_SAVES={shlex.quote(str(saves))} "
            f"exec {shlex.quote(sys.executable)} -m atoterm {arguments}"
        )
        tmux("new-session", "-d", "-s", name, "-x", "100", "-y", "30", command)
        started.append(tmux("display-message", "-p", "-t", name, "#{pane_pid}").strip())
        return name, saves

    try:
        yield run
    finally:
        tmux("kill-server")
        for pid in started:
            stop_if_still_ours(pid)


def answer(session: str, text: str) -> None:
    tmux("send-keys", "-t", session, "-l", text)
    tmux("send-keys", "-t", session, "Enter")


def test_plain_battle_in_a_real_terminal(start: Callable[[str], tuple[str, Path]]) -> None:
    """[BAT-SETUP-015] [BAT-SETUP-024] numbers answer, ``d`` describes, ``q`` leaves it saved."""
    name, saves = start("battle --plain --seed 3")
    wait_for(name, "Decision: Titans and gear for this Battle", "Choose 1 to 2")
    answer(name, "1")
    wait_for(name, "You chose 1: Use the default Titans and loadout", "Priority Target")
    answer(name, "7")
    wait_for(name, "There is no option 7")
    answer(name, "1")
    wait_for(name, "You chose 1: Ithra (A)", "-- Round 1: Primordial Round --")
    answer(name, "d")
    screen = wait_for(name, "Primordial: Ammonax", "Red lines (")
    assert "Titan A: Ithra" in screen
    answer(name, "q")
    wait_until_gone(name)
    game, report = load_game(saves / "battle-3.atoj", writable=False)
    assert report.messages() == []
    assert game.history.position == 2


def test_d_describes_the_board_in_the_tui(start: Callable[[str], tuple[str, Path]]) -> None:
    """The battle screen's ``d``: the board in words, ``esc`` back to the board."""
    name, _ = start("battle --seed 3")
    wait_for(name, "Use the default Titans")
    tmux("send-keys", "-t", name, "1")
    wait_for(name, "Priority Target")
    tmux("send-keys", "-t", name, "1")
    wait_for(name, "Round 1: Primordial Round", "Decision")
    tmux("send-keys", "-t", name, "d")
    screen = wait_for(name, "Board description", "Primordial: Ammonax", "Titan A: Ithra")
    assert "facing South" in screen
    tmux("send-keys", "-t", name, "Escape")
    deadline = time.monotonic() + WAIT_SECONDS
    while time.monotonic() < deadline and "Board description" in screen_of(name):
        time.sleep(0.2)
    assert "Board description" not in screen_of(name)
    tmux("send-keys", "-t", name, "q")
    wait_for(name, "Leave the game?")
    tmux("send-keys", "-t", name, "y")
    wait_until_gone(name)
