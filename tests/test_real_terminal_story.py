"""The storybook screen in a real terminal: ``atoterm adventure`` under tmux (issue 5).

Runs ``python -m atoterm adventure --hub kelp_coves --seed 3`` in a detached tmux session of
100x30 on a private tmux server (as ``tests/ui/test_real_terminal_access.py`` does), presses
keys like a player until a paragraph and a choice are on screen, and reads the journal back.
"""

from __future__ import annotations

import contextlib
import os
import shlex
import shutil
import signal
import subprocess
import sys
import time
from pathlib import Path

import pytest

from atoterm.session import load_game

TMUX = shutil.which("tmux")
WAIT_SECONDS = 90.0
"""Generous: the first start of the app compiles and loads the content."""
SOCKET = f"atoterm-story-test-{os.getpid()}"

pytestmark = pytest.mark.skipif(TMUX is None, reason="tmux is not installed (not on PATH)")


def tmux(*args: str) -> str:
    assert TMUX is not None
    command = [TMUX, "-u", "-L", SOCKET, "-f", "/dev/null", *args]
    env = {k: v for k, v in os.environ.items() if k != "TMUX"}
    env.setdefault("LANG", "C.UTF-8")
    done = subprocess.run(
        command, capture_output=True, encoding="utf-8", errors="replace", timeout=10, env=env
    )
    return done.stdout


def screen_of(session: str) -> str:
    return tmux("capture-pane", "-p", "-J", "-t", session)


def wait_for(session: str, *texts: str) -> str:
    """Poll the pane until every text is there; fail with the screen."""
    deadline = time.monotonic() + WAIT_SECONDS
    screen = ""
    while time.monotonic() < deadline:
        screen = screen_of(session)
        if all(text in screen for text in texts):
            return screen
        time.sleep(0.2)
    pytest.fail(f"never saw {texts!r} on the screen:\n{screen}")


def wait_until_gone(session: str) -> None:
    deadline = time.monotonic() + WAIT_SECONDS
    while time.monotonic() < deadline and session in tmux("list-sessions", "-F", "#{session_name}"):
        time.sleep(0.2)


def stop_if_still_ours(pid: str) -> None:
    """An app whose terminal vanished must not linger; never touch a reused process id."""
    if not pid.isdigit():
        return
    try:
        command = Path(f"/proc/{pid}/cmdline").read_bytes()
    except OSError:
        return
    if b"atoterm" in command:
        with contextlib.suppress(ProcessLookupError):
            os.kill(int(pid), signal.SIGKILL)


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
        wait_for(name, "Storybook", "0201", "Choose the party leader", "1. Ithra")
        tmux("send-keys", "-t", name, "1")
        screen = wait_for(name, "leader Ithra", "Walk the drowning-line", "not available")
        assert "0202" not in screen  # where the choices lead is never shown [ADV-003]
        tmux("send-keys", "-t", name, "1")
        wait_for(name, "0202 · The Drowning-Line", "Wisdom 6+", "Roll the d10")
        tmux("send-keys", "-t", name, "a")
        wait_for(name, "Argonaut sheets", "Triskelion")
        tmux("send-keys", "-t", name, "Escape")
        wait_for(name, "Roll the d10")
        tmux("send-keys", "-t", name, "q")
        wait_until_gone(name)
    finally:
        tmux("kill-server")
        stop_if_still_ours(pid)
    game, report = load_game(journal, writable=False)
    assert report.messages() == []
    assert game.history.position == 2
    assert game.pending is not None and game.pending.kind == "adv.bonus"
