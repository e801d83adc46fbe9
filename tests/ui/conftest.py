"""Fixtures for the Textual front end tests: an isolated save folder and a played journal."""

from __future__ import annotations

from pathlib import Path

import pytest

from atoterm.content import ContentPack
from atoterm.session import Game

SEED = 42
"""Every UI test campaign uses this seed, so screens and snapshots are deterministic."""


@pytest.fixture(scope="session")
def pack(content: ContentPack) -> ContentPack:
    """The default pack (the suite-wide ``content`` fixture)."""
    return content


@pytest.fixture
def saves(tmp_saves: Path) -> Path:
    """An empty save folder the app uses instead of ./saves (the suite-wide ``tmp_saves``)."""
    return tmp_saves


@pytest.fixture
def journal(saves: Path, pack: ContentPack) -> Path:
    """A journal in the save folder: the four Skill bonuses, then three moves."""
    path = saves / f"seed-{SEED}.atoj"
    game = Game.new(pack, SEED, save=path, durable=False)
    try:
        for _ in range(4):
            game.choose(0)
        for _ in range(3):
            game.choose(game.pending.options.index(game.pending.legal_options()[0]))
    finally:
        game.close()
    return path
