"""Journals on generated seas kept as written (tests/fixtures/generated_sea/README.md): each
loads, replays and verifies to the figures its commit printed, on the sea its header names,
rebuilt from the seed by today's generator."""

from __future__ import annotations

import json

import pytest
from support import HERE

from atoterm.content import ContentPack
from atoterm.session import load_game, verify_journal
from atoterm.session.sea import SeaSpec, pack_digest
from atoterm.store import read_journal

FOLDER = HERE / "fixtures" / "generated_sea"
MANIFEST = json.loads((FOLDER / "manifest.json").read_text(encoding="utf-8"))


@pytest.mark.parametrize("name", sorted(MANIFEST))
def test_a_kept_generated_journal_verifies(name: str, content: ContentPack) -> None:
    expected = MANIFEST[name]
    path = FOLDER / name
    header = read_journal(path).header
    assert header.sea == expected["sea"]
    # a daily voyage's date is kept, and verify checks that it gives the header's seed
    assert header.daily == ("2026-12-05" if "daily" in name else "")
    result = verify_journal(path)
    assert result.ok, result.divergence and result.divergence.describe()
    assert (result.records, f"{result.digest:016x}") == (expected["records"], expected["digest"])
    game, report = load_game(path, writable=False)
    assert not report.damage and not report.stopped
    sea = expected["sea"]
    assert game.sea == SeaSpec("generated", sea["seed"], sea["length"])
    assert pack_digest(game.content, game.sea) == sea["digest"]
    assert f"{game.digest:016x}" == expected["digest"]
