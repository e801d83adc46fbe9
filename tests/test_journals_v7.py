"""Format-7 journals written by the format-7 commit, read by today's code.

``tests/fixtures/journals_v7/README.md`` says how each journal was made (commands of
``journals_v6``, cut shorter: parts of a campaign, a practice battle of each Primordial, two
adventures, an undo/redo run, a scenario, a generated sea) and ``manifest.json`` what that
commit printed and made of it. The checks are those of every kept folder
(``journal_fixtures_kit.py``): format 7 states are of layout 6 (rules revision 6) and keep it
when played on. More show what format 7 changed: its state digests are XXH3-64 of the same
canonical bytes a format 6 journal digests with BLAKE2b-64, and the function is the one the
header's format names, so a digest taken with the other is a divergence at its record.
"""

from __future__ import annotations

import dataclasses
from pathlib import Path
from typing import Any, ClassVar

import pytest
from journal_fixtures_kit import KeptJournals
from support import HERE, rewrite

from atoterm.content import ContentPack
from atoterm.engine.codec import blake2b_64, canonical_bytes, xxh3_64
from atoterm.session import Game, load_game, verify_journal
from atoterm.store import Header, read_journal

FOLDER = HERE / "fixtures" / "journals_v7"


class TestFormat7Journals(KeptJournals):
    FOLDER = FOLDER
    FORMAT = 7
    LAYOUT = 6
    KNOWN_BUGS: ClassVar[dict[str, str]] = {}
    SAMPLED = (
        "campaign_mid_battle.atoj",  # a campaign's Exploration, storybook and battle
        "battle_undo_end.atoj",
        "undo_redo.atoj",
    )


def test_every_keyframe_digest_is_xxh3_of_its_bytes() -> None:
    """In every journal of the folder, each keyframe's digest is XXH3-64 of its state (and not
    BLAKE2b-64, which formats 1 to 6 record)."""
    for path in sorted(FOLDER.glob("*.atoj")):
        keyframes = [r for r in read_journal(path).records if r.kind == "keyframe"]
        assert keyframes, path.name
        for record in keyframes:
            assert record.state is not None
            assert record.digest == xxh3_64(record.state) != blake2b_64(record.state), path.name


def test_format_7_changes_the_digest_and_nothing_else(content: ContentPack, tmp_path: Path) -> None:
    """The Threnos battle of the folder, played again decision by decision in a format 6
    journal: every state is the same bytes, digested with BLAKE2b-64 there and with XXH3-64 in
    the format 7 journal, whose recorded digests they are."""
    path = tmp_path / "battle_threnos.atoj"  # the fixture itself is never opened by a session
    path.write_bytes((FOLDER / "battle_threnos.atoj").read_bytes())
    journal = read_journal(path)
    seven, _ = load_game(path, content, writable=False)
    seven.undo(seven.history.position)
    six = Game.begin(content, _with_format(journal.header, 6))
    assert canonical_bytes(six.state) == canonical_bytes(seven.state)
    decisions = [r for r in journal.records if r.kind == "decision"]
    assert len(decisions) == 243
    for record in decisions:
        six.choose(record.choice)
        seven.redo(1)
        data = canonical_bytes(six.state)
        assert data == canonical_bytes(seven.state), f"decision {record.n}"
        assert (six.digest, seven.digest) == (blake2b_64(data), xxh3_64(data)), record.n
        assert seven.digest == record.digest
    assert six.state.outcome is not None and six.state.outcome.result == "lost"


def _with_format(header: Header, journal_format: int) -> Header:
    return dataclasses.replace(header, format=journal_format)


def test_a_digest_taken_with_blake2b_diverges_in_format_7(
    content: ContentPack, tmp_path: Path
) -> None:
    """A decision whose recorded digest is BLAKE2b-64 of the right state (what format 6 would
    write) is a divergence at that record: the header's format chooses the function."""
    path = tmp_path / "battle.atoj"
    path.write_bytes((FOLDER / "battle_ammonax.atoj").read_bytes())
    game, _ = load_game(path, content, writable=False)
    target = 40
    game.undo(game.history.position - target)
    wrong = blake2b_64(canonical_bytes(game.state))

    def change(bodies: list[dict[str, Any]]) -> None:
        for body in bodies[1:]:
            if body["k"] == "decision" and body["n"] == target:
                body["digest"] = wrong

    rewrite(path, change)
    index = next(  # the header is record 0
        i
        for i, r in enumerate(read_journal(path).records, 1)
        if r.kind == "decision" and r.n == target
    )
    result = verify_journal(path, content)
    assert not result.ok and result.divergence is not None
    assert result.divergence.record == index, result.divergence.describe()


@pytest.mark.parametrize("journal_format", [6, 7])
def test_a_journal_in_another_format_than_its_digests_is_refused_at_its_first_keyframe(
    content: ContentPack, tmp_path: Path, journal_format: int
) -> None:
    """A format 6 journal relabelled 7 (or a format 7 one relabelled 6) keeps its states, but
    its first keyframe's digest no longer matches the bytes: loading stops there."""
    written_in = {6: "journals_v7", 7: "journals_v6"}[journal_format]
    source = HERE / "fixtures" / written_in / "battle_ammonax.atoj"
    path = tmp_path / "relabelled.atoj"
    path.write_bytes(source.read_bytes())

    def change(bodies: list[dict[str, Any]]) -> None:
        bodies[0]["format"] = journal_format

    rewrite(path, change)
    game, report = load_game(path, content, writable=False)
    assert report.damage is not None and "does not match its digest" in report.damage.reason
    assert game.history.position == 0
    assert not verify_journal(path, content).ok
