"""Earlier editions of the default Cycle: a journal replays with the content it was made with.

Renaming a card (issue 16: a real game's title) changes the prompt "Keep <card>" that a
Second Chance decision puts into the state, so journals that met it only verify with the
edition they were made with (``atoterm/content/editions.py``).
"""

from __future__ import annotations

import io
import tarfile
from pathlib import Path

import pytest

from atoterm.content import editions, load_content
from atoterm.content.editions import LANDED_EDITION, edition_archive, load_edition
from atoterm.session.loading import load_game
from atoterm.session.replay import verify_journal
from atoterm.store.peek import read_header

FIXTURES = Path(__file__).parent / "fixtures"
JOURNALS = sorted(FIXTURES.glob("journals_v*/*.atoj"))
FIRST_EDITION = "8c3805d46b62e1ed"
"""The default Cycle every landed version up to stop 21 shipped."""


def test_every_fixture_journal_has_its_content_today_or_kept() -> None:
    """The rule for maintainers, checked: whoever changes the default Cycle keeps the edition
    the landed journals were made with."""
    today = load_content()
    for path in JOURNALS:
        header = read_header(path)
        assert header.content_hash == today.hash or edition_archive(
            header.content_id, header.content_hash
        ), f"{path.name}: no edition {header.content_hash} kept in atoterm/content/editions"


def test_the_landed_edition_is_todays_or_kept() -> None:
    """The next change to content/ must first keep the edition the last landing shipped."""
    content_id, digest = LANDED_EDITION
    today = load_content()
    assert (today.id, today.hash) == LANDED_EDITION or edition_archive(content_id, digest), (
        f"content/ changed since the last landing: keep edition {digest} in "
        "atoterm/content/editions (docs/journal-format.md, Content editions) and name today's "
        "in LANDED_EDITION when this lands"
    )


def test_an_edition_unpacks_to_the_files_its_name_hashes(tmp_path, monkeypatch) -> None:
    monkeypatch.setenv("XDG_CACHE_HOME", str(tmp_path))
    pack = load_edition("atoterm-cycle1", FIRST_EDITION)
    assert pack is not None and pack.hash == FIRST_EDITION
    assert Path(pack.source).is_relative_to(tmp_path)
    again = load_edition("atoterm-cycle1", FIRST_EDITION)  # the unpacked copy is reused
    assert again is not None and again.source == pack.source


def test_the_renamed_card_keeps_its_old_name_only_in_the_old_edition(tmp_path, monkeypatch) -> None:
    monkeypatch.setenv("XDG_CACHE_HOME", str(tmp_path))
    old = load_edition("atoterm-cycle1", FIRST_EDITION)
    assert old is not None
    today = load_content()
    assert today.hash != FIRST_EDITION
    assert today.battle.cards["you-live-dead-gods"].name == "Borrowed Breath"
    assert old.battle.cards["you-live-dead-gods"].name != "Borrowed Breath"


def test_an_old_journal_loads_and_verifies_with_its_edition(tmp_path, monkeypatch) -> None:
    """battle_ammonax_l4 meets a Second Chance on an Obol card: with today's names it would
    desync at record 344."""
    monkeypatch.setenv("XDG_CACHE_HOME", str(tmp_path))
    path = FIXTURES / "journals_v2" / "battle_ammonax_l4.atoj"
    result = verify_journal(path)
    assert result.ok and result.content_warning == ""
    game, report = load_game(path, writable=False)
    assert game.content.hash == FIRST_EDITION and not report.content_warning
    game.close()


@pytest.mark.parametrize(
    "content_id, digest",
    [
        ("../atoterm-cycle1", FIRST_EDITION),
        ("atoterm-cycle1", "../../etc/passwd"),
        ("atoterm-cycle1", FIRST_EDITION.upper()),
        ("atoterm-cycle1", "0" * 16),
        ("other-pack", FIRST_EDITION),
    ],
)
def test_a_header_names_no_path(content_id: str, digest: str) -> None:
    assert edition_archive(content_id, digest) is None
    assert load_edition(content_id, digest) is None


def test_a_damaged_or_altered_archive_is_not_used(tmp_path, monkeypatch) -> None:
    monkeypatch.setenv("XDG_CACHE_HOME", str(tmp_path / "cache"))
    shelf = tmp_path / "editions"
    shelf.mkdir()
    monkeypatch.setattr(editions, "EDITIONS_DIR", shelf)
    name = f"atoterm-cycle1-{FIRST_EDITION}.tar.xz"
    (shelf / name).write_bytes(b"\xfd7zXZ\x00 not really")
    assert load_edition("atoterm-cycle1", FIRST_EDITION) is None
    data = io.BytesIO()
    with tarfile.open(fileobj=data, mode="w:xz") as tar:  # a valid archive of other files
        info = tarfile.TarInfo("pack.toml")
        info.size = 3
        tar.addfile(info, io.BytesIO(b"x=1"))
    (shelf / name).write_bytes(data.getvalue())
    assert load_edition("atoterm-cycle1", FIRST_EDITION) is None


def test_a_cache_that_cannot_be_written_unpacks_elsewhere(tmp_path, monkeypatch) -> None:
    blocker = tmp_path / "file"
    blocker.write_text("not a folder")
    monkeypatch.setenv("XDG_CACHE_HOME", str(blocker))  # the cache's parent is a file
    pack = load_edition("atoterm-cycle1", FIRST_EDITION)
    assert pack is not None and pack.hash == FIRST_EDITION
    assert not Path(pack.source).is_relative_to(blocker)


@pytest.mark.parametrize(
    "archive",
    sorted(Path(editions.__file__).parent.glob("editions/*.tar.xz")),
    ids=lambda p: p.name,
)
def test_every_kept_edition_loads_with_todays_code(archive, tmp_path, monkeypatch) -> None:
    """A kept edition is only worth keeping if today's loader still reads it: a new content
    field must be optional (the Theatre's ascension data came after edition fc340b2df9feb545)."""
    monkeypatch.setenv("XDG_CACHE_HOME", str(tmp_path))
    content_id, _, digest = archive.name.removesuffix(".tar.xz").rpartition("-")
    pack = load_edition(content_id, digest)
    assert pack is not None and pack.hash == digest
