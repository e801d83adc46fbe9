"""Headless Chromium driven over the DevTools protocol, for the `atoterm serve` browser test.

No WebDriver: Chromium's own debugging websocket, spoken with aiohttp (textual-serve's own
dependency). Chromium starts with a fresh profile and without its background traffic (the
flags machines without an outside network need), in a process group of its own so that every
helper process it spawns ends with it.

The page's terminal is xterm.js drawing on a canvas, so there is no text in the DOM to read: a
script installed before the page loads keeps the first object assigned to a ``terminal``
property that looks like an xterm.js Terminal (textual-serve's page does
``this.terminal = new Terminal(...)``), and the screen is read from its buffer.
"""

from __future__ import annotations

import asyncio
import base64
import contextlib
import itertools
import json
import os
import shutil
import signal
import subprocess
import time
import zlib
from collections.abc import AsyncIterator
from pathlib import Path
from typing import Any

import aiohttp

CHROMIUM = next(
    (found for name in ("chromium", "chromium-browser") if (found := shutil.which(name))), None
)
BROWSER_REQUIRED = os.environ.get("ATOTERM_REQUIRE_BROWSER") == "1"
"""Set by .ci/run: there a missing or broken browser fails the test instead of skipping it."""

CHROMIUM_FLAGS = (
    "--headless",
    "--no-sandbox",  # CI runs as root
    "--disable-gpu",
    "--disable-quic",
    "--no-first-run",
    "--disable-background-networking",
    "--disable-component-update",
    "--disable-sync",
    "--remote-debugging-port=0",  # any free port, written to DevToolsActivePort
    "--window-size=1280,900",
)
START_SECONDS = 15.0

KEEP_TERMINAL = """
Object.defineProperty(Object.prototype, "terminal", {
  configurable: true,
  set(value) {
    Object.defineProperty(this, "terminal", {
      value, writable: true, configurable: true, enumerable: true,
    });
    if (!window.__atotermTerminal && value && value.buffer && typeof value.write === "function") {
      window.__atotermTerminal = value;
    }
  },
});
"""

READ_SCREEN = """
(() => {
  const term = window.__atotermTerminal;
  if (!term) return null;
  const buffer = term.buffer.active;
  const rows = [];
  for (let row = 0; row < term.rows; row++) {
    const line = buffer.getLine(buffer.viewportY + row);
    rows.push(line ? line.translateToString(true) : "");
  }
  return rows.join("\\n");
})()
"""

KEY_CODES = {"Enter": ("Enter", 13, "\r"), "Escape": ("Escape", 27, "")}


class BrowserError(Exception):
    """Chromium would not start or answer (a skip locally, a failure in CI)."""


class Page:
    """One page target: protocol commands in order, events ignored."""

    def __init__(self, socket: aiohttp.ClientWebSocketResponse) -> None:
        self._socket = socket
        self._ids = itertools.count(1)

    async def send(self, method: str, **params: Any) -> dict[str, Any]:
        message_id = next(self._ids)
        await self._socket.send_json({"id": message_id, "method": method, "params": params})
        while True:
            message = await self._socket.receive(timeout=START_SECONDS)
            if message.type != aiohttp.WSMsgType.TEXT:
                raise BrowserError(f"the DevTools socket closed during {method}")
            answer = json.loads(message.data)
            if answer.get("id") != message_id:
                continue  # an event
            if "error" in answer:
                raise BrowserError(f"{method}: {answer['error']}")
            return answer.get("result", {})

    async def evaluate(self, expression: str) -> Any:
        result = await self.send("Runtime.evaluate", expression=expression, returnByValue=True)
        return result.get("result", {}).get("value")

    async def screen_text(self) -> str | None:
        """The terminal's rows as text, or None before the page made its terminal."""
        return await self.evaluate(READ_SCREEN)

    async def wait_for_text(self, *texts: str, seconds: float = 20.0) -> str:
        """Poll the terminal until every text is on it; AssertionError with the screen if not."""
        deadline = time.monotonic() + seconds
        screen: str | None = None
        while time.monotonic() < deadline:
            screen = await self.screen_text()
            if screen is not None and all(text in screen for text in texts):
                return screen
            await asyncio.sleep(0.2)
        raise AssertionError(f"never saw {texts!r} in the browser; the screen was:\n{screen}")

    async def press(self, key: str) -> None:
        """A real key press (keydown, keypress, keyup) on the focused terminal."""
        if key in KEY_CODES:
            name, code, text = KEY_CODES[key]
        else:
            name, code, text = key, ord(key.upper()), key
        down: dict[str, Any] = {"key": name, "windowsVirtualKeyCode": code}
        if text:
            down["text"] = down["unmodifiedText"] = text
        await self.send("Input.dispatchKeyEvent", type="keyDown", **down)
        await self.send(
            "Input.dispatchKeyEvent", type="keyUp", key=name, windowsVirtualKeyCode=code
        )

    async def screenshot(self, path: Path) -> bytes:
        shot = await self.send("Page.captureScreenshot", format="png")
        data = base64.b64decode(shot["data"])
        path.write_bytes(data)
        return data


@contextlib.asynccontextmanager
async def chromium_page(work: Path, url: str) -> AsyncIterator[Page]:
    """Headless Chromium showing ``url``, with the terminal hook installed before it loads."""
    if CHROMIUM is None:
        raise BrowserError("chromium is not installed (Debian: apt-get install chromium)")
    profile = work / "chromium-profile"
    profile.mkdir()
    log = (work / "chromium.log").open("wb")
    process = subprocess.Popen(
        [CHROMIUM, *CHROMIUM_FLAGS, f"--user-data-dir={profile}", "about:blank"],
        stdin=subprocess.DEVNULL,
        stdout=log,
        stderr=subprocess.STDOUT,
        start_new_session=True,  # its own process group: its helpers end with it
    )
    try:
        port = await _debugging_port(profile, process)
        async with aiohttp.ClientSession() as http:
            socket_url = await _page_socket(http, port)
            async with http.ws_connect(socket_url, max_msg_size=0) as socket:
                page = Page(socket)
                await page.send("Page.enable")
                await page.send("Page.addScriptToEvaluateOnNewDocument", source=KEEP_TERMINAL)
                await page.send("Page.navigate", url=url)
                yield page
    finally:
        stop_group(process)
        log.close()


async def _debugging_port(profile: Path, process: subprocess.Popen[bytes]) -> int:
    active = profile / "DevToolsActivePort"
    deadline = time.monotonic() + START_SECONDS
    while time.monotonic() < deadline:
        if process.poll() is not None:
            raise BrowserError(f"chromium exited at start (code {process.returncode})")
        with contextlib.suppress(OSError, ValueError, IndexError):
            return int(active.read_text().splitlines()[0])
        await asyncio.sleep(0.1)
    raise BrowserError(f"chromium opened no DevTools port in {START_SECONDS:.0f} s")


async def _page_socket(http: aiohttp.ClientSession, port: int) -> str:
    async with http.get(f"http://127.0.0.1:{port}/json/list") as answer:
        targets = await answer.json()
    for target in targets:
        if target.get("type") == "page" and "webSocketDebuggerUrl" in target:
            return str(target["webSocketDebuggerUrl"])
    raise BrowserError("chromium lists no page to drive")


def stop_group(process: subprocess.Popen[bytes], seconds: float = 5.0) -> None:
    """End a process started with ``start_new_session`` and everything it started.

    The leader is left unreaped (a zombie) until its whole group has been killed, so the
    group's id cannot have been reused by another process when it is signalled.
    """
    with contextlib.suppress(ProcessLookupError):
        os.killpg(process.pid, signal.SIGTERM)
    deadline = time.monotonic() + seconds
    while time.monotonic() < deadline:
        try:
            ended = os.waitid(os.P_PID, process.pid, os.WEXITED | os.WNOHANG | os.WNOWAIT)
        except ChildProcessError:  # already reaped: poll() saw it end
            break
        if ended is not None:
            break
        time.sleep(0.05)
    with contextlib.suppress(ProcessLookupError):  # stragglers, and helpers that outlived it
        os.killpg(process.pid, signal.SIGKILL)
    process.wait(timeout=seconds)


def png_colours(data: bytes) -> int:
    """How many different byte values the PNG's pixel data holds: a blank page is a handful
    (one colour, rows that repeat), a screen of text hundreds."""
    assert data[:8] == b"\x89PNG\r\n\x1a\n", "not a PNG"
    position, pixels = 8, b""
    while position < len(data):
        length = int.from_bytes(data[position : position + 4], "big")
        kind = data[position + 4 : position + 8]
        if kind == b"IDAT":
            pixels += data[position + 8 : position + 8 + length]
        position += 12 + length
    return len(set(zlib.decompress(pixels)))
