"""A game's player-profile write that another atoterm's lock refused, made once it is free.

Every live decision writes the profile (``session/profile_sync.py``); when another atoterm
holds its lock longer than a decision waits, the write is left for the next decision. The
decision that ends a game has none, so the app keeps trying while the player reads the end
(every :data:`RETRY_EVERY` seconds, never waiting for the lock: the screen must not freeze),
and once more, waiting ``LEAVE_WAIT`` seconds, when the player leaves the game (back to the
title, another journal, quit). Each try recomputes the change from the game's state, so
nothing is written twice and nothing is written while another holds the lock. The player is
told in words when the write is made, and, when it still could not be made on leaving, that
opening the journal again makes it (``session_access.open_for_play``).
"""

from __future__ import annotations

from typing import TYPE_CHECKING

if TYPE_CHECKING:
    from textual.timer import Timer

    from atoterm.session import Game
    from atoterm.session.profile_sync import ProfileSync
    from atoterm.ui.app import AtotermApp

RETRY_EVERY = 2.0
"""Seconds between two tries while the game is on screen."""
TITLE = "Player profile"


class ProfileRetry:
    """The app's tries at the open game's refused profile write."""

    def __init__(self, app: AtotermApp) -> None:
        self.app = app
        self.timer: Timer | None = None
        self.left: Game | None = None
        """The game already tried on leaving (leaving is tried once, the wait is long)."""
        self.parting: list[str] = []
        """What the player must read after atoterm quits (the terminal's own lines)."""

    def watch(self) -> None:
        """After a decision: start trying if the open game's profile is behind."""
        sync = _sync(self.app.game)
        if sync is None or not sync.behind or self.timer is not None:
            return
        self.timer = self.app.set_interval(RETRY_EVERY, self.tick)

    def tick(self) -> None:
        """One try without waiting for the lock; the timer stops once nothing is behind."""
        game = self.app.game
        sync = _sync(game)
        if game is None or sync is None or not sync.behind:
            self._stop()
            return
        if self._try(game, 0.0):
            self._stop()

    def leave(self, game: Game) -> None:
        """The player leaves ``game``: one last try, waiting for the lock a little; if it is
        still held, the player is told that opening the journal again writes it."""
        from atoterm.session.profile_sync import LEAVE_WAIT

        self._stop()
        sync = _sync(game)
        if sync is None or not sync.behind or self.left is game:
            return
        self.left = game
        if self._try(game, LEAVE_WAIT):
            return
        where = f"its journal {game.path.name}" if game.path is not None else "its journal"
        words = (
            "Another atoterm still holds the player profile, so this game's last changes "
            f"are not in it yet. Nothing is lost: {where} keeps them, and they are written "
            "when you open it again."
        )
        self.parting.append(words)
        self.app.notify(words, title=TITLE, severity="warning", timeout=20)

    def _try(self, game: Game, wait: float) -> bool:
        """Catch the profile up now; True when written (the player is told, with what the
        game's end gave the Theatre)."""
        from atoterm.session.profile_sync import CAUGHT_UP
        from atoterm.ui.mnestis_screen import tell_theatre_gains

        sync = _sync(game)
        if sync is None:
            return False
        if not sync.catch_up(game.header, game.state, game.path, game.content, wait=wait):
            return False
        self.app.notify(CAUGHT_UP[0].upper() + CAUGHT_UP[1:] + ".", title=TITLE, timeout=15)
        tell_theatre_gains(self.app, game)
        return True

    def _stop(self) -> None:
        if self.timer is not None:
            self.timer.stop()
            self.timer = None


def _sync(game: Game | None) -> ProfileSync | None:
    """The profile ``game`` follows (none for a replay, a bot's game or a screen's stand-in)."""
    return getattr(game, "profile", None)
