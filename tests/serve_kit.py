"""`atoterm serve` as a subprocess on a free port of 127.0.0.1, for the serve tests."""

from __future__ import annotations

import contextlib
import os
import socket
import subprocess
import sys
import time
from collections.abc import Iterator
from dataclasses import dataclass
from pathlib import Path

from browser_kit import stop_group

START_SECONDS = 20.0


def free_port() -> int:
    """A port nothing listens on now (the kernel's choice; taken again only by a race)."""
    with socket.socket() as probe:
        probe.bind(("127.0.0.1", 0))
        return int(probe.getsockname()[1])


@dataclass(frozen=True)
class Served:
    url: str
    """The page: ``http://127.0.0.1:PORT/``."""
    process: subprocess.Popen[bytes]
    log: Path
    """What the server printed (stdout and stderr)."""


@contextlib.contextmanager
def served(work: Path, *arguments: str) -> Iterator[Served]:
    """`atoterm serve --port P ARGUMENTS...` running in ``work``.

    The server, and every game process it started, is ended on the way out.
    """
    port = free_port()
    log_path = work / "serve.log"
    # pytest-xdist exports COLUMNS/LINES: the games would believe them, not the browser
    env = {k: v for k, v in os.environ.items() if k not in ("COLUMNS", "LINES")}
    with log_path.open("wb") as log:
        server = subprocess.Popen(
            [sys.executable, "-m", "atoterm", "serve", "--port", str(port), *arguments],
            cwd=work,
            env=env,
            stdin=subprocess.DEVNULL,
            stdout=log,
            stderr=subprocess.STDOUT,
            start_new_session=True,  # the game processes join its group and end with it
        )
        try:
            _wait_until_listening(port, server, log_path)
            yield Served(f"http://127.0.0.1:{port}/", server, log_path)
        finally:
            stop_group(server)


def _wait_until_listening(port: int, server: subprocess.Popen[bytes], log: Path) -> None:
    deadline = time.monotonic() + START_SECONDS
    while time.monotonic() < deadline:
        if server.poll() is not None:
            raise AssertionError(f"atoterm serve exited ({server.returncode}):\n{log.read_text()}")
        with contextlib.suppress(OSError), socket.create_connection(("127.0.0.1", port), 0.5):
            return
        time.sleep(0.1)
    raise AssertionError(f"atoterm serve did not listen in {START_SECONDS:.0f} s")
