"""`atoterm serve` without a browser: its refusals (one line, exit 2, before anything is
served) and a real server whose page and game socket an HTTP client reads."""

from __future__ import annotations

import asyncio
import signal
import socket
import subprocess
import sys
import time
from pathlib import Path

import aiohttp
import pytest
from serve_kit import free_port, served

from atoterm.cli import main


@pytest.mark.parametrize(
    ("arguments", "fragment"),
    [
        (["--port", "0"], "port must be a whole number from 1 to 65535, not '0'"),
        (["--port", "65536"], "port must be a whole number from 1 to 65535"),
        (["--port", "eighty"], "port must be a whole number from 1 to 65535, not 'eighty'"),
        (["--", "verify", "x.atoj"], "`verify` opens no screen to show in a browser"),
        (["--", "battle", "--save", "x.atoj"], "choose the save folder with"),
        (["--", "battle", "--plain"], "--plain has no screen to show in a browser"),
        (["--", "battle", "--bogus"], "the game's command: atoterm: unrecognized arguments"),
        (["--", "--help"], "give the game's command after --"),
        (["--", "load", "missing.atoj"], "missing.atoj: offset 0: no such file"),
        (["--", "battle", "--content", "no-such-folder"], "content error:"),
        (["--host", "nowhere.invalid"], "unknown host 'nowhere.invalid'"),
    ],
)
def test_a_refusal_is_one_line_with_exit_2(
    capsys: pytest.CaptureFixture[str],
    monkeypatch: pytest.MonkeyPatch,
    tmp_path: Path,
    arguments: list[str],
    fragment: str,
) -> None:
    monkeypatch.chdir(tmp_path)
    code = main(["serve", "--port", str(free_port()), *arguments])
    out, err = capsys.readouterr()
    assert code == 2
    assert out == ""
    assert err.count("\n") == 1 and fragment in err, err


def test_a_port_in_use_is_one_line_with_exit_2(tmp_path: Path) -> None:
    with socket.socket() as taken:
        taken.bind(("127.0.0.1", 0))
        taken.listen()
        port = taken.getsockname()[1]
        done = subprocess.run(
            [sys.executable, "-m", "atoterm", "serve", "--port", str(port)],
            cwd=tmp_path,
            capture_output=True,
            text=True,
            timeout=30,
        )
    assert done.returncode == 2
    assert done.stdout == ""
    assert done.stderr == (
        f"atoterm serve: port {port} on 127.0.0.1 is already in use; choose another with --port N\n"
    )


async def test_the_page_its_game_socket_and_ctrl_c(tmp_path: Path) -> None:
    """The page names its own game socket; a client of that socket gets the title screen; Ctrl+C
    ends the server at once although a page is still open (its game is told to quit)."""
    with served(tmp_path, "--saves", str(tmp_path / "saves")) as server:
        url = server.url
        async with aiohttp.ClientSession() as http:
            async with http.get(url) as answer:
                page = await answer.text()
            assert answer.status == 200
            socket_url = url.replace("http://", "ws://") + "ws"
            assert f'data-session-websocket-url="{socket_url}"' in page
            assert "<div>atoterm</div>" in page  # its title, not the command line
            async with http.ws_connect(f"{socket_url}?width=100&height=30") as game:
                screen = await _read_until(game, b"New campaign")
                assert b"New campaign" in screen, screen[-400:]
                server.process.send_signal(signal.SIGINT)
                await _closed_by_the_server(game)  # answering the close, as a page does
                code = await asyncio.to_thread(server.process.wait, 10)
                assert code == 0
        printed = server.log.read_text()
    assert printed == f"atoterm: serving the game on {url.rstrip('/')} (Ctrl+C stops)\n"


async def _read_until(game: aiohttp.ClientWebSocketResponse, text: bytes) -> bytes:
    """The game's output (terminal bytes) until ``text`` appears in it, for 20 s at most."""
    screen = b""
    deadline = time.monotonic() + 20
    while text not in screen and time.monotonic() < deadline:
        message = await game.receive(timeout=20)
        assert message.type in (aiohttp.WSMsgType.BINARY, aiohttp.WSMsgType.TEXT), message
        if message.type == aiohttp.WSMsgType.BINARY:
            screen += message.data
    return screen


async def _closed_by_the_server(game: aiohttp.ClientWebSocketResponse) -> None:
    deadline = time.monotonic() + 10
    while time.monotonic() < deadline:
        message = await game.receive(timeout=10)
        if message.type not in (aiohttp.WSMsgType.BINARY, aiohttp.WSMsgType.TEXT):
            assert message.type == aiohttp.WSMsgType.CLOSE, message
            return
    raise AssertionError("the server kept the game socket open")


async def test_the_page_connects_back_to_the_public_url(tmp_path: Path) -> None:
    with served(tmp_path, "--public-url", "http://game.example:1234") as server:
        async with aiohttp.ClientSession() as http, http.get(server.url) as answer:
            page = await answer.text()
    assert 'data-session-websocket-url="ws://game.example:1234/ws"' in page
