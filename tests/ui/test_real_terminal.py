"""One real-terminal test: `python -m atoterm` in a detached tmux session of 100x30."""

from __future__ import annotations

import contextlib
import os
import shlex
import shutil
import signal
import subprocess
import sys
import time
from collections.abc import Iterator
from pathlib import Path

import pytest

from atoterm.session import load_game

TMUX = shutil.which("tmux")
WAIT_SECONDS = 20.0
SOCKET = f"atoterm-ui-test-{os.getpid()}"
"""A private tmux server: the player's own tmux sessions and settings are never touched."""

pytestmark = pytest.mark.skipif(TMUX is None, reason="tmux is not installed (not on PATH)")


def tmux(*args: str) -> str:
    assert TMUX is not None
    command = [TMUX, "-u", "-L", SOCKET, "-f", "/dev/null", *args]  # -u: UTF-8 even under LANG=C
    # pytest-xdist workers export COLUMNS=80 LINES=24: the app would believe them, not the pane
    env = {k: v for k, v in os.environ.items() if k not in ("TMUX", "COLUMNS", "LINES")}
    env.setdefault("LANG", "C.UTF-8")
    done = subprocess.run(
        command, capture_output=True, encoding="utf-8", errors="replace", timeout=10, env=env
    )
    return done.stdout


def screen_of(session: str) -> str:
    return tmux("capture-pane", "-p", "-t", session)


def wait_for(session: str, *texts: str) -> str:
    """Poll the pane until every text is on screen; fail with the screen if it never is."""
    deadline = time.monotonic() + WAIT_SECONDS
    screen = ""
    while time.monotonic() < deadline:
        screen = screen_of(session)
        if all(text in screen for text in texts):
            return screen
        time.sleep(0.2)
    pytest.fail(f"never saw {texts!r} on the screen:\n{screen}")


@pytest.fixture
def session(tmp_path: Path) -> Iterator[tuple[str, Path]]:
    saves = tmp_path / "saves"
    name = f"atoterm-test-{os.getpid()}"
    command = (
        f"cd {shlex.quote(str(tmp_path))} && ATOTERM_SAVES={shlex.quote(str(saves))} "
        f"exec {shlex.quote(sys.executable)} -m atoterm"
    )
    tmux("new-session", "-d", "-s", name, "-x", "100", "-y", "30", command)
    pid = tmux("display-message", "-p", "-t", name, "#{pane_pid}").strip()
    try:
        yield name, saves
    finally:
        tmux("kill-server")
        stop_if_still_ours(pid)


def stop_if_still_ours(pid: str) -> None:
    """An app whose terminal vanished must not linger; never touch a reused process id."""
    if not pid.isdigit():
        return
    try:
        command = Path(f"/proc/{pid}/cmdline").read_bytes()
    except OSError:
        return  # already gone (or no /proc): nothing to stop
    if b"atoterm" in command:
        with contextlib.suppress(ProcessLookupError):
            os.kill(int(pid), signal.SIGKILL)


def test_new_campaign_and_a_choice_in_a_real_terminal(session: tuple[str, Path]) -> None:
    name, saves = session
    wait_for(name, "New campaign", "Replay a journal")
    tmux("send-keys", "-t", name, "n")
    wait_for(name, "Seed", "Argonauts", "Set sail")
    tmux("send-keys", "-t", name, "C-s")
    wait_for(name, "Ithra: choose the Skill", "1. +1 Courage", "Undo")
    tmux("send-keys", "-t", name, "2")
    screen = wait_for(name, "Kalon: choose the Skill", "Ithra gains +1 Cunning")
    assert "Cun+1" in screen
    assert "decision 1" in screen

    tmux("send-keys", "-t", name, "q")
    wait_for(name, "Leave the game?", "already saved")
    tmux("send-keys", "-t", name, "y")
    deadline = time.monotonic() + WAIT_SECONDS
    while time.monotonic() < deadline and name in tmux("list-sessions", "-F", "#{session_name}"):
        time.sleep(0.2)
    journals = sorted(saves.glob("*.atoj"))
    assert len(journals) == 1
    game, report = load_game(journals[0], writable=False)
    assert report.messages() == []
    assert game.history.position == 1
    assert game.state.argonauts[0].bonus_skill == "cunning"
