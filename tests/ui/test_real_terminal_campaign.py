"""A campaign in a real terminal: ``atoterm play`` under tmux plays one Campaign Round by keys.

Runs ``python -m atoterm play --seed 42`` on the voyage-only pack (no storybook, so the whole
day stays on the voyage screen) in a detached 100x30 tmux session on a private tmux server
(``tests/ui/tmux_kit.py``; the texts waited for are short, so that an 80x24 pane works
too), presses keys like a player through setup, the Skill bonuses, the
Movement and the Advancement Step, opens the Argo sheet and the Timeline, and reads the
journal back.
"""

from __future__ import annotations

import os
import shlex
import sys
from pathlib import Path

import pytest
from tmux_kit import TMUX, Tmux, stop_if_still_ours

from atoterm.content import load_content
from atoterm.session import load_game

pytestmark = pytest.mark.skipif(TMUX is None, reason="tmux is not installed (not on PATH)")
tmux = Tmux(f"atoterm-campaign-test-{os.getpid()}")


def test_one_campaign_round_by_keys(tmp_path: Path, voyage_dir: Path) -> None:
    """[CAMP-002] the nine steps of a day, [CAMP-004] one round is one day, [VOY-002] the
    Argo moves one tile, [ADVA-001] the Advancement Step is left with its last option."""
    journal = tmp_path / "campaign.atoj"
    name = f"atoterm-campaign-{os.getpid()}"
    # seed 10: the first day's Exploration Draw asks no card's choice
    command = (
        f"cd {shlex.quote(str(tmp_path))} && ATOTERM_SAVES={shlex.quote(str(tmp_path))} "
        f"exec {shlex.quote(sys.executable)} -m atoterm play --seed 10 "
        f"--content {shlex.quote(str(voyage_dir))} --save {shlex.quote(str(journal))}"
    )
    pid = ""
    try:
        tmux("new-session", "-d", "-s", name, "-x", "100", "-y", "30", command)
        pid = tmux("display-message", "-p", "-t", name, "#{pane_pid}").strip()
        tmux.wait_for(name, "Seed")
        tmux("send-keys", "-t", name, "C-s")
        tmux.wait_for(name, "Day 0/40 · Campaign setup", "+1 Courage")
        for key in "1234":
            tmux("send-keys", "-t", name, key)
        tmux.wait_for(name, "▶1 Movement", "waterway")
        tmux("send-keys", "-t", name, "1")
        tmux.wait_for(name, "The Exploration Draw is over.", "Continue")  # held for the player
        tmux("send-keys", "-t", name, "Enter")
        tmux.wait_for(name, "▶6 Advancement", "Research")
        tmux("send-keys", "-t", name, "End")
        tmux("send-keys", "-t", name, "Enter")
        tmux.wait_for(name, "Day 2/40", "▶1 Movement", "waterway")  # day 2 opens
        tmux("send-keys", "-t", name, "a")
        tmux.wait_for(name, "Argo sheet", "Cargo Hold · Mortal")
        tmux("send-keys", "-t", name, "a")  # the key that opened a sheet closes it
        tmux.wait_for(name, "waterway")
        tmux("send-keys", "-t", name, "d")
        tmux.wait_for(name, "Timeline · day 2 of 40", "(today)")
        tmux("send-keys", "-t", name, "d")
        tmux.wait_for(name, "waterway")
        tmux("send-keys", "-t", name, "q")
        tmux.wait_for(name, "Leave the game?")
        tmux("send-keys", "-t", name, "y")
        tmux.wait_until_gone(name)
    finally:
        tmux("kill-server")
        stop_if_still_ours(pid)
    played, loaded = load_game(journal, content=load_content(voyage_dir), writable=False)
    assert loaded.messages() == []
    assert played.state.timeline.day == 1
    assert played.state.step == "movement" and played.pending is not None
    assert played.pending.kind == "move"
