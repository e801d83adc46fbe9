"""Fixtures shared by the whole suite; kept small and generic (tests/ui has its own)."""

from __future__ import annotations

import dataclasses
import gc
import os
from collections.abc import Iterator
from pathlib import Path

import pytest

# Before atoterm is imported: every state the suite encodes is checked against the generic
# encoder with its type checks (``codec.CHECK_ENCODING``), in this process and in the atoterm
# processes the tests start.
os.environ["ATOTERM_CHECK_ENCODING"] = "1"
# No first-time hint line on any screen (ui/first_hints.py): screens and snapshots are
# tested as they are; tests/ui/test_first_hints.py switches them on.
os.environ["ATOTERM_HINTS"] = "off"
from atoterm.content import ContentPack, load_content
from atoterm.content.campaign_model import CampaignContent

PYTHON_GC_THRESHOLDS = gc.get_threshold()
"""Python's own collection rhythm (a game on screen changes it: ``atoterm/ui/heap.py``)."""


@pytest.fixture(scope="session", autouse=True)
def _private_cache_folder(tmp_path_factory: pytest.TempPathFactory) -> Iterator[None]:
    """The suite (and the atoterm processes it starts) never reads or writes the user's cache
    folder, where the parsed content pack is kept (``content/pack_cache.py``)."""
    with pytest.MonkeyPatch.context() as patch:
        patch.setenv("XDG_CACHE_HOME", str(tmp_path_factory.mktemp("cache")))
        yield


@pytest.fixture(autouse=True)
def _nothing_stays_frozen() -> Iterator[None]:
    """A loaded game freezes the heap (``session/loading.py``: one game per process, so later
    collections skip what loading made). The suite loads thousands of games in one process:
    what each test froze is thawed after it, so what it left can be collected (frozen objects
    never are) and the suite's memory stays that of one test. A game on screen also leaves
    full collections to idle moments (``atoterm/ui/heap.py``): Python's rhythm comes back."""
    yield
    gc.unfreeze()
    gc.set_threshold(*PYTHON_GC_THRESHOLDS)


@pytest.fixture(scope="session")
def content() -> ContentPack:
    """The default content pack, loaded once per test session."""
    return load_content()


@pytest.fixture(scope="session")
def voyage_content(content: ContentPack) -> ContentPack:
    """The default pack without its storybook, its Cycle's campaign content (Exploration deck,
    Technologies) and its battles: the voyage skeleton, for the tests of journals and sessions
    that count their decisions exactly."""
    return dataclasses.replace(content, storybook=None, cycle=CampaignContent(), battle=None)


@pytest.fixture
def tmp_saves(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> Path:
    """An empty save folder, also installed as ``$ATOTERM_SAVES``."""
    folder = tmp_path / "saves"
    folder.mkdir()
    monkeypatch.setenv("ATOTERM_SAVES", str(folder))
    return folder


@pytest.fixture(scope="session")
def subprocess_env(tmp_path_factory: pytest.TempPathFactory) -> dict[str, str]:
    """Environment for ``python -m atoterm`` subprocesses.

    Bytecode is cached in a session folder (not in the repository), so each subprocess does not
    recompile the package when the caller runs with PYTHONDONTWRITEBYTECODE.
    """
    import os

    env = {k: v for k, v in os.environ.items() if k != "PYTHONDONTWRITEBYTECODE"}
    env["PYTHONPYCACHEPREFIX"] = str(tmp_path_factory.mktemp("pycache"))
    env["PYTHONUTF8"] = "1"
    return env
