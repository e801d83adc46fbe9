"""The seed catalogue (issue 17): a committed catalogue of a few seeds, so that any change to
what a seed generates is deliberate and said in its commit.

`catalog_full.txt` and `catalog_short.txt` are what `atoterm seeds --catalog 3 --from 1`
prints for each length; `digests.txt` pins the digest of each whole sea (map, waterways,
Timeline, deck, cards, hub table: more than the catalogue says). After a deliberate change,
regenerate all three with

    python tests/test_seagen_catalog.py --write

and say in the commit what changed and why.
"""

from __future__ import annotations

import sys
from pathlib import Path

import pytest

from atoterm.cli.main import main
from atoterm.content import ContentPack, load_content
from atoterm.engine.seagen import generate_sea
from atoterm.engine.seagen.toml_out import sea_digest

FIXTURES = Path(__file__).resolve().parent / "fixtures" / "seagen"
SEEDS = (1, 2, 3)
LENGTHS = ("full", "short")


def catalog_args(length: str) -> list[str]:
    return ["seeds", "--catalog", str(len(SEEDS)), "--from", str(SEEDS[0]), "--length", length]


def digests(content: ContentPack) -> str:
    return "".join(
        f"{length} {seed} {sea_digest(generate_sea(content, seed, length), seed, length)}\n"
        for length in LENGTHS
        for seed in SEEDS
    )


@pytest.mark.parametrize("length", LENGTHS)
def test_the_catalogue_is_the_committed_one(
    capsys: pytest.CaptureFixture[str], length: str
) -> None:
    assert main(catalog_args(length)) == 0
    printed = capsys.readouterr().out
    assert printed == (FIXTURES / f"catalog_{length}.txt").read_text(encoding="utf-8")


def test_each_sea_is_the_committed_one(content: ContentPack) -> None:
    assert digests(content) == (FIXTURES / "digests.txt").read_text(encoding="utf-8")


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
        buffer = io.StringIO()
        with contextlib.redirect_stdout(buffer):
            main(catalog_args(each))
        (FIXTURES / f"catalog_{each}.txt").write_text(buffer.getvalue(), encoding="utf-8")
    (FIXTURES / "digests.txt").write_text(digests(load_content()), encoding="utf-8")
    print(f"wrote the catalogue and digests in {FIXTURES}")
