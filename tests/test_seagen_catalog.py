"""The seed catalogue (issue 17): a committed catalogue of a few seeds, so that any change to
what a seed generates is deliberate and said in its commit.

`catalog_full.txt` and `catalog_short.txt` are what `atoterm seeds --catalog 3 --from 1
--generator 1` prints for each length; `digests.txt` pins the digest of each whole sea of
version 1 (map, waterways, Timeline, deck, cards, hub table: more than the catalogue says).
Version 2 (stop 31) changed short seas only: `catalog_short_v2.txt` and `digests_v2.txt` are
its own, and its full seas are version 1's (its catalogue is `catalog_full.txt`). A version
once released keeps its files: its seas are what its journals were played on. After a
deliberate change to the newest version, regenerate its files with

    python tests/test_seagen_catalog.py --write

and say in the commit what changed and why (a change to a released version's files is a
version to add, not a file to rewrite: ``--write`` writes the newest version's only).
"""

from __future__ import annotations

import sys
from pathlib import Path

import pytest

from atoterm.cli.main import main
from atoterm.content import ContentPack, load_content
from atoterm.engine.seagen import generate_sea
from atoterm.engine.seagen.profile import LATEST, VERSIONS
from atoterm.engine.seagen.toml_out import sea_digest
from atoterm.session.sea import GENERATOR_VERSION, GENERATOR_VERSIONS

FIXTURES = Path(__file__).resolve().parent / "fixtures" / "seagen"
SEEDS = (1, 2, 3)
LENGTHS = ("full", "short")
CATALOGUES = {
    (1, "full"): "catalog_full.txt",
    (1, "short"): "catalog_short.txt",
    (2, "full"): "catalog_full.txt",  # version 2's full seas are version 1's
    (2, "short"): "catalog_short_v2.txt",
}
DIGESTS = {1: "digests.txt", 2: "digests_v2.txt"}


def catalog_args(length: str, version: int = LATEST) -> list[str]:
    return [
        *("seeds", "--catalog", str(len(SEEDS)), "--from", str(SEEDS[0])),
        *("--length", length, "--generator", str(version)),
    ]


def digests(content: ContentPack, version: int = LATEST) -> str:
    return "".join(
        f"{length} {seed} "
        f"{sea_digest(generate_sea(content, seed, length, version), seed, length)}\n"
        for length in LENGTHS
        for seed in SEEDS
    )


@pytest.mark.parametrize(("version", "length"), sorted(CATALOGUES))
def test_the_catalogue_is_the_committed_one(
    capsys: pytest.CaptureFixture[str], version: int, length: str
) -> None:
    assert main(catalog_args(length, version)) == 0
    printed = capsys.readouterr().out
    assert printed == (FIXTURES / CATALOGUES[version, length]).read_text(encoding="utf-8")


@pytest.mark.parametrize("version", sorted(DIGESTS))
def test_each_sea_is_the_committed_one(content: ContentPack, version: int) -> None:
    assert digests(content, version) == (FIXTURES / DIGESTS[version]).read_text(encoding="utf-8")


def test_every_version_is_kept_and_the_newest_is_what_new_campaigns_sail() -> None:
    """Saves are sacred: each version a journal may name is generated still (session/sea.py
    lists them without loading the generator)."""
    assert tuple(VERSIONS) == GENERATOR_VERSIONS and LATEST == GENERATOR_VERSION == 2
    assert set(CATALOGUES) == {(v, n) for v in VERSIONS for n in LENGTHS}


@pytest.mark.parametrize("seed", [1, 2, 3, 40, 977, 2**63 + 5])
def test_version_2_sails_version_1s_full_seas_byte_for_byte(content: ContentPack, seed: int):
    """Version 2 tuned short seas only: a full sea is the same pack, hash and all, so its
    files and digest are too; a short one is another sea with a hash of its own."""
    one, two = generate_sea(content, seed, "full", 1), generate_sea(content, seed, "full", 2)
    for name in ("hash", "tiles", "tile_order", "start_tile", "timeline_days", "timeline"):
        assert getattr(one, name) == getattr(two, name), name
    assert one.cycle == two.cycle and one.storybook == two.storybook
    assert sea_digest(one, seed, "full") == sea_digest(two, seed, "full")
    short = generate_sea(content, seed, "short", 2)
    assert short.hash == f"{content.hash}+sea-short-{seed}-v2"
    assert generate_sea(content, seed, "short", 1).hash == f"{content.hash}+sea-short-{seed}"
    assert short.timeline_days == 22


def test_the_catalogue_shows_no_internal_id(capsys: pytest.CaptureFixture[str]) -> None:
    from words_kit import id_words, slip_words

    for length in LENGTHS:
        assert main(catalog_args(length)) == 0
    text = capsys.readouterr().out
    assert id_words(text) == [] and slip_words(text) == []
    assert "kelp_coves" not in text and "tidewright" not in text


def test_a_sea_written_out_opens_and_checks(
    tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    out = tmp_path / "sea"
    assert main(["seeds", "--export", str(out), "5", "--length", "short"]) == 0
    assert main(["content", "check", str(out)]) == 0
    assert "36 tiles" in capsys.readouterr().out
    assert main(["seeds", "--export", str(out), "5"]) == 2  # never over a folder


def test_the_check_verb_passes_and_refuses_nonsense(capsys: pytest.CaptureFixture[str]) -> None:
    assert main(["seeds", "--check", "1", "--from", "4"]) == 0
    assert "1 of 1 full seas pass every check" in capsys.readouterr().out
    assert main(["seeds", "--catalog", "0"]) == 2
    assert main(["seeds", "--export", "x", "seven"]) == 2


if __name__ == "__main__" and sys.argv[1:] == ["--write"]:
    import contextlib
    import io

    FIXTURES.mkdir(parents=True, exist_ok=True)
    for each in LENGTHS:
        name = CATALOGUES[LATEST, each]
        if name in {CATALOGUES[v, each] for v in VERSIONS if v < LATEST}:
            continue  # an earlier version's sea, kept as it was
        buffer = io.StringIO()
        with contextlib.redirect_stdout(buffer):
            main(catalog_args(each))
        (FIXTURES / name).write_text(buffer.getvalue(), encoding="utf-8")
    (FIXTURES / DIGESTS[LATEST]).write_text(digests(load_content()), encoding="utf-8")
    print(f"wrote version {LATEST}'s catalogue and digests in {FIXTURES}")


def test_a_written_sea_keeps_the_card_tables_it_does_not_make() -> None:
    """Clue and Ally cards (and any later kind) stay in a written sea's cards.toml, with the
    comments above them; the Story, Doom and Timeline-story tables are the sea's own."""
    from atoterm.engine.seagen.toml_out import kept_card_tables

    base = (
        '# header\n[[story]]\nid = "1A"\n\n# Clues\n[[clue]]\nid = "c"\n\n'
        '[[doom]]\nid = "d"\n\n[[ally]]\nid = "a"\n'
    )
    assert kept_card_tables(base) == '# Clues\n[[clue]]\nid = "c"\n\n[[ally]]\nid = "a"'
    assert kept_card_tables("") == ""
