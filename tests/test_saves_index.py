"""The save folder read as a list (``session/saves_index.py``) and the hints file
(``session/hints_store.py``): untrusted files become problem sentences, standings match what
loading finds, the cache re-reads only a changed file, deleting moves to ``trash/``."""

from __future__ import annotations

import dataclasses
import os
import shutil
from pathlib import Path

import pytest

from atoterm.content import ContentPack
from atoterm.engine.codec import canonical_bytes
from atoterm.session import load_game
from atoterm.session import saves_index as index
from atoterm.session.hints_store import MAX_BYTES, HintsStore

FIXTURES = Path(__file__).parent / "fixtures" / "journals_v2"


def copy(names: list[str], folder: Path) -> None:
    for name in names:
        shutil.copy(FIXTURES / name, folder / name)


def test_kinds_and_problems(tmp_path: Path) -> None:
    copy(["campaign.atoj", "battle_mid.atoj", "adventure.atoj"], tmp_path)
    (tmp_path / "junk.atoj").write_bytes(b"\x00" * 40)
    (tmp_path / "empty.atoj").write_bytes(b"")
    (tmp_path / "half.atoj").write_bytes((FIXTURES / "campaign.atoj").read_bytes()[:20])
    (tmp_path / "readme.txt").write_text("not listed")
    (tmp_path / "folder.atoj").mkdir()
    found = {entry.name: entry for entry in index.list_entries(tmp_path)}
    assert set(found) == {"campaign", "battle_mid", "adventure", "junk", "empty", "half"}
    assert found["campaign"].kind == index.CAMPAIGN
    assert found["battle_mid"].kind == found["adventure"].kind == index.PRACTICE
    assert found["junk"].problem == "not an atoterm journal (wrong magic bytes)"
    assert "ends before its header" in found["empty"].problem
    assert "unreadable header" in found["half"].problem
    assert all(found[n].kind == index.DAMAGED for n in ("junk", "empty", "half"))


def test_a_standing_is_what_loading_finds(tmp_path: Path, content: ContentPack) -> None:
    copy(["campaign.atoj", "torn.atoj", "battle_mid.atoj"], tmp_path)
    for entry in index.list_entries(tmp_path):
        standing = index.read_standing(entry, content)
        game, report = load_game(entry.path, content, writable=False)
        try:
            assert canonical_bytes(standing.state) == canonical_bytes(game.state)
            assert standing.decisions == game.history.position
            assert bool(standing.notes) == bool(report.messages())
        finally:
            game.close()
        assert standing.start_phase == ("battle" if entry.name == "battle_mid" else "")


def test_the_cache_reads_a_file_again_only_when_it_changed(
    tmp_path: Path, content: ContentPack, monkeypatch: pytest.MonkeyPatch
) -> None:
    copy(["battle_mid.atoj"], tmp_path)
    reads: list[Path] = []
    real = index.read_standing

    def counted(entry: index.SaveEntry, pack: ContentPack) -> index.Standing:
        reads.append(entry.path)
        return real(entry, pack)

    monkeypatch.setattr(index, "read_standing", counted)
    cache = index.StandingCache()
    (entry,) = index.list_entries(tmp_path)
    assert isinstance(cache.read(entry, content), index.Standing)
    assert isinstance(cache.read(entry, content), index.Standing)
    assert len(reads) == 1
    os.utime(entry.path, (1, 1))
    (changed,) = index.list_entries(tmp_path)
    cache.retain([changed])
    assert cache.get(entry, content) is None
    cache.read(changed, content)
    assert len(reads) == 2


def test_a_journal_of_other_content_is_a_problem_not_an_error(
    tmp_path: Path, content: ContentPack
) -> None:
    """A header that reads but names another content pack: refused as opening would."""
    copy(["campaign.atoj"], tmp_path)
    (entry,) = index.list_entries(tmp_path)
    other = dataclasses.replace(content, id="another-cycle")
    found = index.StandingCache().read(entry, other)
    assert isinstance(found, str) and "this save is for content pack" in found


def test_delete_moves_to_the_trash_under_a_free_name(tmp_path: Path) -> None:
    for _ in range(2):
        copy(["adventure.atoj"], tmp_path)
        (entry,) = index.list_entries(tmp_path)
        index.move_to_trash(entry)
    trash = sorted(p.name for p in (tmp_path / index.TRASH).iterdir())
    assert trash == ["adventure-2.atoj", "adventure.atoj"]
    assert index.list_entries(tmp_path) == []


def test_hints_file_survives_anything(tmp_path: Path) -> None:
    store = HintsStore(tmp_path)
    assert store.dismissed == set()
    assert store.dismiss("title")
    assert HintsStore(tmp_path).dismissed == {"title"}
    (tmp_path / "hints.json").write_bytes(b'{"dismissed": ["x"]}' + b" " * MAX_BYTES)
    assert HintsStore(tmp_path).dismissed == set()  # too large: not read
    (tmp_path / "hints.json").write_text('{"dismissed": ["voyage", 3, "' + "k" * 99 + '"]}')
    assert HintsStore(tmp_path).dismissed == {"voyage"}
    (tmp_path / "hints.json").unlink()
    (tmp_path / "hints.json").mkdir()  # a write cannot replace a folder
    store = HintsStore(tmp_path)
    assert not store.dismiss("battle")
    assert store.is_dismissed("battle") and store.problem
    assert [p.name for p in tmp_path.iterdir()] == ["hints.json"]  # no temporary left
