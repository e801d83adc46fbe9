"""Driving ``python -m atoterm`` in a real terminal: a private tmux server per test module.

The real-terminal tests (``tests/ui/test_real_terminal_access.py``,
``tests/test_real_terminal_story.py``) share these helpers: send keys, read the pane and its
scrollback, wait for texts, and make sure no app outlives its terminal.
"""

from __future__ import annotations

import contextlib
import os
import shutil
import signal
import subprocess
import time
from pathlib import Path

import pytest

TMUX = shutil.which("tmux")
WAIT_SECONDS = 90.0
"""Generous: the first start of the app compiles and loads the content."""


class Tmux:
    """One private tmux server (``-L socket``), never the user's."""

    def __init__(self, socket: str) -> None:
        self.socket = socket

    def __call__(self, *args: str) -> str:
        assert TMUX is not None
        command = [TMUX, "-u", "-L", self.socket, "-f", "/dev/null", *args]
        # pytest-xdist workers export COLUMNS=80 LINES=24: the app would believe them, not the pane
        env = {k: v for k, v in os.environ.items() if k not in ("TMUX", "COLUMNS", "LINES")}
        env.setdefault("LANG", "C.UTF-8")
        done = subprocess.run(
            command, capture_output=True, encoding="utf-8", errors="replace", timeout=10, env=env
        )
        return done.stdout

    def screen_of(self, session: str) -> str:
        """The pane with 200 lines of scrollback."""
        return self("capture-pane", "-p", "-J", "-S", "-200", "-t", session)

    def wait_for(self, session: str, *texts: str) -> str:
        """Poll the pane (and its scrollback) until every text is there; fail with the screen."""
        deadline = time.monotonic() + WAIT_SECONDS
        screen = ""
        while time.monotonic() < deadline:
            screen = self.screen_of(session)
            if all(text in screen for text in texts):
                return screen
            time.sleep(0.2)
        pytest.fail(f"never saw {texts!r} on the screen:\n{screen}")

    def wait_until_gone(self, session: str) -> None:
        deadline = time.monotonic() + WAIT_SECONDS
        while time.monotonic() < deadline and session in self(
            "list-sessions", "-F", "#{session_name}"
        ):
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
