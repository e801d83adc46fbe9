"""textual-serve's server as `atoterm serve` runs it: one line at start-up instead of its
banner, plain log lines instead of tracebacks with local variables, and a Ctrl+C that ends
the open games at once (each game is sent textual-serve's quit and leaves its journal saved)
instead of waiting for every browser page to close."""

from __future__ import annotations

import asyncio
import logging

from aiohttp import web
from textual_serve.server import Server


class AtotermServer(Server):
    def __init__(self, command: str, host: str, port: int, public_url: str | None) -> None:
        if public_url is None:
            # The page connects back to this address: an IPv6 one needs brackets in a URL.
            shown_host = f"[{host}]" if ":" in host else host
            public_url = f"http://{shown_host}:{port}"
        super().__init__(command, host=host, port=port, title="atoterm", public_url=public_url)
        self._pages: set[asyncio.Task[object]] = set()

    def initialize_logging(self) -> None:
        logging.basicConfig(level=logging.WARNING, format="atoterm serve: %(message)s")

    async def on_startup(self, app: web.Application) -> None:
        print(f"atoterm: serving the game on {self.public_url} (Ctrl+C stops)", flush=True)

    async def handle_websocket(self, request: web.Request) -> web.WebSocketResponse:
        """One browser page's game, from its connection to its end."""
        page = asyncio.current_task()
        if page is not None:
            self._pages.add(page)
        try:
            return await super().handle_websocket(request)
        finally:
            if page is not None:
                self._pages.discard(page)

    async def on_shutdown(self, app: web.Application) -> None:
        """Without this, aiohttp waits up to a minute for the pages to hang up; cancelled,
        textual-serve closes each page and tells its game to quit."""
        for page in list(self._pages):
            page.cancel()
        await asyncio.gather(*self._pages, return_exceptions=True)
