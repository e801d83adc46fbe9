"""The storybook screen in a real terminal: ``atoterm adventure`` under tmux (issue 5).

Runs ``python -m atoterm adventure --hub kelp_coves --seed 3`` in a detached tmux session of
100x30 on a private tmux server (``tests/tmux_kit.py``), presses
keys like a player until a paragraph and a choice are on screen, and reads the journal back.
"""

from __future__ import annotations

import os
import shlex
import sys
from pathlib import Path

import pytest
from tmux_kit import TMUX, Tmux, stop_if_still_ours

from atoterm.session import load_game

pytestmark = pytest.mark.skipif(TMUX is None, reason="tmux is not installed (not on PATH)")
tmux = Tmux(f"atoterm-story-test-{os.getpid()}")


def test_a_hub_adventure_in_a_real_terminal(tmp_path: Path) -> None:
    """[ADV-004] the paragraph is shown, [ADV-014] the leader is chosen, [ADV-007] the
    choices are listed (a closed one with its reason); ``q`` leaves the journal saved."""
    journal = tmp_path / "story.atoj"
    name = f"atoterm-story-{os.getpid()}"
    command = (
        f"cd {shlex.quote(str(tmp_path))} && ATOTERM_SAVES={shlex.quote(str(tmp_path))} "
        f"exec {shlex.quote(sys.executable)} -m atoterm adventure --hub kelp_coves --seed 3 "
        f"--save {shlex.quote(str(journal))}"
    )
    pid = ""
    try:
        tmux("new-session", "-d", "-s", name, "-x", "100", "-y", "30", command)
        pid = tmux("display-message", "-p", "-t", name, "#{pane_pid}").strip()
        tmux.wait_for(name, "Storybook", "0201", "Choose the party leader", "1. Ithra")
        tmux("send-keys", "-t", name, "1")
        screen = tmux.wait_for(name, "leader Ithra", "Walk the drowning-line", "not available")
        assert "0202" not in screen  # where the choices lead is never shown [ADV-003]
        tmux("send-keys", "-t", name, "1")
        tmux.wait_for(name, "0202 · The Drowning-Line", "Wisdom 6+", "Roll the d10")
        tmux("send-keys", "-t", name, "a")
        tmux.wait_for(name, "Argonaut sheets", "Triskelion")
        tmux("send-keys", "-t", name, "Escape")
        tmux.wait_for(name, "Roll the d10")
        tmux("send-keys", "-t", name, "q")
        tmux.wait_for(name, "Leave the game?")
        tmux("send-keys", "-t", name, "y")
        tmux.wait_until_gone(name)
    finally:
        tmux("kill-server")
        stop_if_still_ours(pid)
    game, report = load_game(journal, writable=False)
    assert report.messages() == []
    assert game.history.position == 2
    assert game.pending is not None and game.pending.kind == "adv.bonus"
