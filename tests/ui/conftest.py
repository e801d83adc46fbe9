"""Fixtures for the Textual front end tests: an isolated save folder and a played journal."""

from __future__ import annotations

import shutil
from pathlib import Path

import pytest

from atoterm.content import ContentPack, load_content
from atoterm.content.locate import default_content_dir
from atoterm.session import Game

SEED = 42
"""Every UI test campaign uses this seed, so screens and snapshots are deterministic."""


@pytest.fixture(scope="session")
def voyage_dir(tmp_path_factory: pytest.TempPathFactory) -> Path:
    """The default content without its storybook: campaigns that stay on the voyage screen
    (day 1's Story event would open the storybook screen; tests/ui/test_story_* cover it)."""
    folder = tmp_path_factory.mktemp("voyage") / "content"
    shutil.copytree(default_content_dir(), folder, ignore=shutil.ignore_patterns("storybook"))
    return folder


@pytest.fixture(scope="session")
def pack(voyage_dir: Path) -> ContentPack:
    """The default pack without its storybook (see ``voyage_dir``)."""
    return load_content(voyage_dir)


@pytest.fixture
def saves(tmp_saves: Path) -> Path:
    """An empty save folder the app uses instead of ./saves (the suite-wide ``tmp_saves``)."""
    return tmp_saves


@pytest.fixture
def journal(saves: Path, pack: ContentPack) -> Path:
    """A journal in the save folder: the four Skill bonuses, then three days of play (three
    moves; the Exploration cards' choices and the Advancement Steps answered on the way, by
    "done" where it is offered), waiting at the fourth move."""
    path = saves / f"seed-{SEED}.atoj"
    game = Game.new(pack, SEED, save=path, durable=False)
    try:
        for _ in range(4):
            game.choose(0)
        moves = 0
        while True:
            pending = game.pending
            assert pending is not None
            if pending.kind == "move":
                if moves == 3:
                    break
                moves += 1
            legal = pending.legal_options()
            done = [o for o in legal if o.id == "done"]
            game.choose((done or legal)[0].id)
    finally:
        game.close()
    return path
