"""A campaign on a generated sea, end to end (issue 17): the journal names its sea, loading
and verifying build it again from the seed and check it, the command line and the bots play
on it, and the hand-made sea's journals are byte for byte what they were."""

from __future__ import annotations

import json
import subprocess
import sys
import time
from pathlib import Path

import pytest

from atoterm.cli.main import main
from atoterm.content import ContentPack
from atoterm.session import Game, JournalError, SessionError, load_game, verify_journal
from atoterm.session.campaign_bot import play_campaign
from atoterm.session.sea import (
    GENERATOR_VERSION,
    SeaError,
    SeaSpec,
    journal_pack,
    pack_digest,
    sea_of,
    sea_pack,
    sea_spec,
)
from atoterm.session.seed_code import encode
from atoterm.store import JournalWriter, read_journal
from atoterm.store.records import RecordError, parse_header

SHORT = SeaSpec("generated", 11, "short")


def play(game: Game, decisions: int) -> None:
    """The first legal option, ``decisions`` times (or until the campaign ends)."""
    for _ in range(decisions):
        pending = game.pending
        if pending is None or game.over:
            return
        game.choose(pending.legal_options()[0].id)


def rewrite_header(source: Path, target: Path, **sea: object) -> None:
    """``source`` copied to ``target`` with fields of its header's sea replaced."""
    contents = read_journal(source)
    header = contents.header
    header.sea = {**header.sea, **sea}
    JournalWriter.create(target, header, contents.records, durable=False).close()


# ------------------------------------------------------------------ the header and its sea
def test_the_hand_made_sea_writes_the_journal_as_before(content: ContentPack, tmp_path: Path):
    """Naming the hand-made sea changes nothing: the same bytes as a journal that names none
    (every journal written before generated seas existed)."""
    plain, named = tmp_path / "plain.atoj", tmp_path / "named.atoj"
    for path, sea in ((plain, None), (named, SeaSpec("handmade", 5, "full"))):
        game = Game.new(content, 5, save=path, durable=False, sea=sea)
        play(game, 6)
        game.close()
        assert game.content is content and game.header.sea == {}
        assert game.sea == SeaSpec("handmade", 5, "full")
    assert plain.read_bytes() == named.read_bytes()
    assert b"sea" not in read_journal(plain).header.to_body()


def test_a_generated_journal_names_its_sea(content: ContentPack, tmp_path: Path) -> None:
    game = Game.new(content, 3, save=tmp_path / "g.atoj", durable=False, sea=SHORT)
    game.close()
    header = read_journal(tmp_path / "g.atoj").header
    assert header.seed == 3 and header.content_hash == content.hash  # the pack it came from
    assert header.sea["kind"] == "generated" and header.sea["seed"] == 11
    assert header.sea["length"] == "short" and header.sea["digest"] == pack_digest(
        game.content, game.sea
    )
    assert game.sea == SHORT and sea_of(header) == SHORT
    with pytest.raises(AttributeError):
        game.sea.seed = 4  # type: ignore[misc]  # frozen: voyages.log reads it as it is


@pytest.mark.parametrize(
    ("sea", "why"),
    [
        ("a sea", "must be a map"),
        ({"kind": "generated"}, "exactly"),
        (
            {"kind": "generated", "seed": -1, "length": "short", "generator": 1, "digest": "0"},
            "range",
        ),
        ({"kind": "generated", "seed": 1, "length": 2, "generator": 1, "digest": "0"}, "exactly"),
        ({"kind": 1, "seed": True, "length": "s", "generator": 1, "digest": "0"}, "exactly"),
    ],
)
def test_a_malformed_sea_is_a_bad_header(content: ContentPack, sea: object, why: str) -> None:
    body = Game.new(content, 1).header.to_body()
    body["sea"] = sea
    with pytest.raises(RecordError, match=why):
        parse_header(body)


def test_sea_values_are_checked_in_words() -> None:
    assert sea_spec("generated", 4) == SeaSpec("generated", 4, "full")
    for kind, length, words in (
        ("random", None, "handmade or generated"),
        ("generated", "long", "full or short"),
        ("handmade", "short", "generated sea only"),
    ):
        with pytest.raises(SeaError, match=words):
            sea_spec(kind, 1, length)


def test_the_generated_pack_is_made_once_per_base_pack(content: ContentPack) -> None:
    first = sea_pack(content, SHORT)
    assert sea_pack(content, SHORT) is first
    assert sea_pack(content, SeaSpec("handmade", 11, "full")) is content
    assert first.memo is not content.memo  # what the engine derives differs per pack


# ------------------------------------------------------------------ save, load, undo, verify
def test_save_reload_undo_and_verify_a_generated_game(content: ContentPack, tmp_path: Path):
    path = tmp_path / "sea.atoj"
    game = Game.new(content, 8, save=path, durable=False, sea=SHORT)
    play(game, 40)
    digest, position = game.digest, game.history.position
    game.close()
    loaded, report = load_game(path, content, durable=False)
    assert report.messages() == []
    assert loaded.sea == SHORT and loaded.content is game.content  # the memo's pack
    assert (loaded.digest, loaded.history.position) == (digest, position)
    loaded.undo(3)
    loaded.redo(1)
    play(loaded, 5)
    after = loaded.digest
    loaded.close()
    result = verify_journal(path, content)
    assert result.ok and result.digest == after
    assert result.game is not None and result.game.sea == SHORT


def test_a_changed_sea_digest_fails_verify_in_words(content: ContentPack, tmp_path: Path, capsys):
    source, tampered = tmp_path / "sea.atoj", tmp_path / "tampered.atoj"
    game = Game.new(content, 8, save=source, durable=False, sea=SHORT)
    play(game, 5)
    game.close()
    rewrite_header(source, tampered, digest="0123456789abcdef")
    result = verify_journal(tampered, content)
    assert result.divergence is not None and result.divergence.record == 0
    assert "is not the one this journal was played on" in result.divergence.what
    assert main(["verify", str(tampered)]) == 3
    err = capsys.readouterr().err
    assert "desync at record 0 (offset 9)" in err and "sea generator" in err
    assert "Traceback" not in err
    with pytest.raises(JournalError, match="is not the one this journal was played on"):
        load_game(tampered, content, writable=False)


def test_another_generator_version_is_refused_in_words(content: ContentPack, tmp_path: Path):
    source, other = tmp_path / "sea.atoj", tmp_path / "other.atoj"
    Game.new(content, 8, save=source, durable=False, sea=SHORT).close()
    rewrite_header(source, other, generator=999)
    with pytest.raises(SeaError, match="version 999 of the sea generator"):
        journal_pack(read_journal(other).header, content)
    assert main(["verify", str(other)]) == 3


def test_a_journal_is_replayed_on_the_sea_of_the_version_that_made_it(
    content: ContentPack, tmp_path: Path
) -> None:
    """Saves are sacred: a new campaign records version 2 and sails its short sea (22 days);
    a journal naming version 1 (tests/fixtures/generated_sea/) is rebuilt by version 1, whose
    short sea of the same seed is another one; a journal's digest is checked against the sea
    of its own version, so a version 2 digest under version 1 is a desync in words."""
    path, relabelled = tmp_path / "sea.atoj", tmp_path / "v1.atoj"
    game = Game.new(content, 8, save=path, durable=False, sea=SHORT)
    play(game, 5)
    game.close()
    assert game.header.sea["generator"] == 2 and game.content.timeline_days == 22
    header = read_journal(path).header
    assert journal_pack(header, content) is sea_pack(content, SHORT)
    one = sea_pack(content, SHORT, version=1)
    assert one.timeline_days == 20 and one.hash != game.content.hash
    v1 = {**header.sea, "generator": 1, "digest": pack_digest(one, SHORT)}
    header.sea = v1
    assert journal_pack(header, content) is one
    rewrite_header(path, relabelled, generator=1)  # version 2's digest, version 1's sea
    with pytest.raises(SeaError, match="is not the one this journal was played on"):
        journal_pack(read_journal(relabelled).header, content)


def test_a_reader_blind_to_the_sea_finds_the_first_keyframe_wrong(
    content: ContentPack, tmp_path: Path
) -> None:
    """The field is additive: an atoterm from before generated seas reads the header as if it
    named no sea. It then builds the hand-made start state, which is not the one the first
    keyframe records, so it reports damage there rather than replaying on the wrong sea."""
    source, blind = tmp_path / "sea.atoj", tmp_path / "blind.atoj"
    game = Game.new(content, 8, save=source, durable=False, sea=SHORT)
    play(game, 5)
    game.close()
    contents = read_journal(source)
    contents.header.sea = {}
    JournalWriter.create(blind, contents.header, contents.records, durable=False).close()
    _, report = load_game(blind, content, writable=False)
    assert report.damage is not None and report.damage.fold_rule
    assert report.damage.offset == read_journal(blind).records[0].offset
    assert "keyframe" in report.damage.reason


# ------------------------------------------------------------------ whole campaigns, processes
@pytest.mark.parametrize(("seed", "length"), [(1, "short"), (2, "short"), (1, "full")])
def test_the_progress_bot_plays_a_generated_campaign_to_its_end(
    content: ContentPack, seed: int, length: str
) -> None:
    start = time.process_time()
    sea = SeaSpec("generated", seed, length)
    game, result = play_campaign(content, seed, policy="progress", sea=sea)
    assert result.outcome in ("won", "lost"), result.line()
    assert game.content is sea_pack(content, sea)
    assert time.process_time() - start < 15, "a generated campaign plays in seconds"


def test_one_sea_seed_many_play_seeds(content: ContentPack) -> None:
    """The sea's seed and the play's are apart: the fairness script sails one sea with many."""
    sea = SeaSpec("generated", 21, "short")
    first = Game.new(content, 1, sea=sea)
    second = Game.new(content, 2, sea=sea)
    assert first.content is second.content
    assert first.header.sea == second.header.sea and first.seed != second.seed


SCRIPT = """
import sys
from atoterm.content import load_content
from atoterm.session import Game
from atoterm.session.sea import SeaSpec, pack_digest
game = Game.new(load_content(), 13, sea=SeaSpec("generated", 13, sys.argv[1]))
for _ in range(30):
    game.choose(game.pending.legal_options()[0].id)
print(pack_digest(game.content, game.sea), f"{game.digest:016x}")
"""


@pytest.mark.parametrize("length", ["short", "full"])
def test_the_same_seed_is_the_same_sea_in_any_process(length: str, subprocess_env) -> None:
    runs = [
        subprocess.run(
            [sys.executable, "-c", SCRIPT, length],
            capture_output=True,
            text=True,
            env={**subprocess_env, "PYTHONHASHSEED": str(hashseed)},
            check=True,
        ).stdout
        for hashseed in (1, 2)
    ]
    assert runs[0] == runs[1] and len(runs[0].split()) == 2


# ------------------------------------------------------------------ the command line
def test_the_command_line_plays_and_verifies_a_generated_sea(tmp_path: Path, capsys) -> None:
    path = tmp_path / "bot.atoj"
    code = main(
        [
            "bot",
            "--seed",
            "4",
            "--steps",
            "30",
            "--sea",
            "generated",
            "--length",
            "short",
            "--save",
            str(path),
        ]
    )
    assert code == 0
    assert read_journal(path).header.sea["length"] == "short"
    capsys.readouterr()
    assert main(["verify", str(path)]) == 0
    assert "sea=generated sea_seed=4 length=short generator=2" in capsys.readouterr().out
    assert main(["verify", "--json", str(path)]) == 0
    shown = json.loads(capsys.readouterr().out)
    assert shown["sea"] == {
        "kind": "generated",
        "seed": 4,
        "code": encode(4),
        "length": "short",
        "generator": GENERATOR_VERSION,
    }


@pytest.mark.parametrize(
    ("argv", "words"),
    [
        (["bot", "--campaign", "--seed", "1", "--length", "short"], "add --sea generated"),
        (["play", "--length", "full"], "add --sea generated"),
        (["bot", "--campaign", "--seed", "1", "--sea", "deep"], "invalid choice: 'deep'"),
        (
            ["bot", "--campaign", "--seed", "1", "--sea", "generated", "--length", "long"],
            "invalid choice: 'long'",
        ),
        (["bot", "--battle", "ammonax", "--sea", "generated"], "starts a campaign"),
    ],
)
def test_bad_sea_options_are_one_line(argv: list[str], words: str, capsys) -> None:
    assert main(argv) == 2
    err = capsys.readouterr().err
    assert words in err and "Traceback" not in err and len(err.strip().splitlines()) == 1


def test_an_epilogue_names_the_pack_the_sea_was_generated_from(
    content: ContentPack, tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    """The generated pack's own hash is no content edition: the epilogue of a campaign on a
    generated sea names the one its journal's header names (16 hexadecimal digits, as an
    epilogue file must hold) [ADV-012]."""
    from atoterm.engine.epilogue import Epilogue, InwardEnd
    from atoterm.session import epilogue_file

    path = tmp_path / "sea.atoj"
    Game.new(content, 8, save=path, durable=False, sea=SHORT).close()

    def won(state: object, pack: ContentPack) -> Epilogue:  # as a won campaign's would be
        return Epilogue(1, pack.id, pack.hash, 8, (), (), (), InwardEnd(0, (), (), (), 0))

    monkeypatch.setattr(epilogue_file, "epilogue_of", won)
    epilogue = epilogue_file.epilogue_of_journal(path, content)
    assert epilogue.content_hash == content.hash


def test_a_sea_that_cannot_be_made_is_a_session_error(content: ContentPack) -> None:
    with pytest.raises(SessionError, match="full or short"):
        Game.new(content, 1, sea=SeaSpec("generated", 1, "long"))
