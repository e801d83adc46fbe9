"""`verify` re-executes every record (session/replay.py): draws, reveals and the digest of
every decision, the state and digest of every keyframe, undos and redos at any distance."""

from __future__ import annotations

import gc
import itertools
from pathlib import Path

import pytest
from support import rewrite

import atoterm.session.keyframes as keyframes_module
from atoterm.content import ContentPack
from atoterm.session import Game, verify_journal
from atoterm.session.history import KEYFRAME_EVERY
from atoterm.session.practice import new_practice_game, play_bot
from atoterm.store import read_journal


def battle(content: ContentPack, path: Path, decisions: int = 150) -> Game:
    game = new_practice_game(content, 5, primordial="threnos", level=1, save=path, durable=False)
    play_bot(game, decisions, "random")
    return game


def index_of(path: Path, kind: str, at_least: int = 0) -> int:
    """The record index (header = 0) of the first record of ``kind`` with n >= at_least."""
    records = read_journal(path).records
    return next(
        i for i, r in enumerate(records, start=1) if r.kind == kind and r.n >= max(at_least, 1)
    )


def test_a_battle_with_long_undos_and_redos_verifies(content: ContentPack, tmp_path: Path) -> None:
    path = tmp_path / "b.atoj"
    game = battle(content, path)
    game.undo(KEYFRAME_EVERY + 20)  # below several positions, none of them a journal keyframe
    game.redo(7)
    play_bot(game, 30, "random")
    game.undo(3)
    digests = [entry.digest for entry in game.history.line]
    game.close()
    result = verify_journal(path, content)
    assert result.ok and result.damage is None
    assert result.records == game.record_count
    assert result.digest == game.digest
    assert result.game is not None
    assert [entry.digest for entry in result.game.history.line] == digests


def test_a_verify_without_events_checks_the_same_and_tells_none(
    content: ContentPack, tmp_path: Path
) -> None:
    """`atoterm verify` shows no event, so its battles make none (``events=False``): events
    are not part of the state, and every digest, undo and redo checks as with them."""
    path = tmp_path / "b.atoj"
    game = battle(content, path)
    game.undo(KEYFRAME_EVERY + 5)
    game.redo(2)
    play_bot(game, 20, "random")
    game.close()
    told = verify_journal(path, content)
    untold = verify_journal(path, content, events=False)
    assert told.ok and untold.ok
    assert (untold.records, untold.digest) == (told.records, told.digest)
    assert told.game is not None and untold.game is not None
    assert any(entry.events for entry in told.game.history.line)
    assert not any(entry.events for entry in untold.game.history.line)
    assert [e.digest for e in untold.game.history.line] == [
        e.digest for e in told.game.history.line
    ]


def test_undos_read_keyframes_from_the_file_chain(
    content: ContentPack, tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    """A verify keeps the journal's keyframes as the file holds them (each deflated against
    the one before it, ``session/keyframes.py``): with an anchor every other record, undos
    land on states inflated through the chain, and on ones abandoned and made again."""
    monkeypatch.setattr(keyframes_module, "CHAIN_ANCHOR_EVERY", 2)
    path = tmp_path / "b.atoj"
    game = battle(content, path, 260)
    for back, forward in ((KEYFRAME_EVERY * 3 + 5, 40), (KEYFRAME_EVERY + 1, 0), (9, 3)):
        game.undo(back)
        if forward:
            game.redo(forward)
        play_bot(game, 50, "random")
    game.close()
    keyframes = [r for r in read_journal(path).records if r.kind == "keyframe"]
    assert len(keyframes) > 6
    result = verify_journal(path, content)
    assert result.ok and result.damage is None and result.digest == game.digest


def test_state_at_every_record_matches_the_digest_recorded(
    content: ContentPack, tmp_path: Path
) -> None:
    path = tmp_path / "b.atoj"
    game = battle(content, path, 60)
    game.undo(10)
    play_bot(game, 5, "random")
    game.close()
    records = read_journal(path).records
    for index in range(1, len(records) + 1, 7):
        result = verify_journal(path, content, stop_at=index)
        assert result.ok and result.records == index + 1 and result.game is not None
        assert result.digest == records[index - 1].digest == result.game.digest


def test_a_keyframe_whose_digest_was_edited_is_a_divergence(
    content: ContentPack, tmp_path: Path
) -> None:
    """The state it holds is right, only the digest beside it is not: still caught there."""
    path = tmp_path / "b.atoj"
    battle(content, path).close()
    index = index_of(path, "keyframe", at_least=1)

    def edit(bodies: list[dict]) -> None:
        bodies[index]["digest"] ^= 1

    rewrite(path, edit)
    result = verify_journal(path, content)
    assert result.divergence is not None
    assert result.divergence.record == index
    assert result.divergence.what.startswith("state digest differs")
    assert result.records == index


def test_a_keyframe_whose_state_was_edited_is_a_divergence(
    content: ContentPack, tmp_path: Path
) -> None:
    path = tmp_path / "b.atoj"
    battle(content, path).close()
    index = index_of(path, "keyframe", at_least=1)
    other = index_of(path, "keyframe", at_least=read_journal(path).records[index - 1].n + 1)

    def edit(bodies: list[dict]) -> None:
        bodies[index]["state"] = bodies[other]["state"]  # a real state, of another position

    rewrite(path, edit)
    result = verify_journal(path, content)
    assert result.divergence is not None
    assert result.divergence.record == index
    assert result.divergence.what == "the recorded keyframe state differs from the replayed state"


@pytest.mark.parametrize("field", ["digest", "draws"])
def test_an_edited_decision_between_keyframes_is_caught_at_that_record(
    content: ContentPack, tmp_path: Path, field: str
) -> None:
    path = tmp_path / "b.atoj"
    battle(content, path).close()
    records = read_journal(path).records
    keyframes = [i for i, r in enumerate(records, start=1) if r.kind == "keyframe" and r.n]
    # a decision with a random draw well inside two keyframes (which pair holds one depends
    # on how the random battle went, and so on every card of the pack)
    index = next(
        i
        for i, r in enumerate(records, start=1)
        for before, after in itertools.pairwise(keyframes)
        if r.kind == "decision"
        and any(draw[2] > 1 for draw in r.draws)
        and before + 3 < i < after - 3
    )

    def edit(bodies: list[dict]) -> None:
        if field == "digest":
            bodies[index]["digest"] ^= 1 << 40
        else:
            draw = next(d for d in bodies[index]["draws"] if d[2] > 1)
            draw[3] = (draw[3] + 1) % draw[2]

    rewrite(path, edit)
    result = verify_journal(path, content)
    assert result.divergence is not None
    assert result.divergence.record == index
    expected = "state digest differs" if field == "digest" else "random outcomes differ"
    assert result.divergence.what.startswith(expected)


MODULES_SCRIPT = """
import sys
from atoterm.cli.main import main
code = main(["verify", sys.argv[1]])
print(code, " ".join(sorted(sys.modules)))
"""


def test_verify_loads_no_ui_and_no_parser_once_the_pack_is_cached(
    content: ContentPack, tmp_path: Path, subprocess_env: dict[str, str]
) -> None:
    """A verify process imports neither Textual nor Rich nor the UI, and with the parsed pack
    in the cache, not the content parsers or the TOML reader either."""
    import subprocess
    import sys

    path = tmp_path / "b.atoj"
    battle(content, path, 20).close()
    env = dict(subprocess_env, XDG_CACHE_HOME=str(tmp_path / "cache"))
    runs = [
        subprocess.run(
            [sys.executable, "-c", MODULES_SCRIPT, str(path)],
            capture_output=True,
            text=True,
            env=env,
            check=True,
        )
        .stdout.splitlines()[-1]
        .split()  # after verify's own "ok records=..." line
        for _ in range(2)
    ]
    for code, *modules in runs:
        assert code == "0"
        assert not [m for m in modules if m.split(".")[0] in ("textual", "rich")]
        assert not [m for m in modules if m.startswith("atoterm.ui")]
    cold, warm = (set(run[1:]) for run in runs)
    assert "tomllib" in cold and "atoterm.content.battle_parse" in cold  # the first one parsed
    assert "tomllib" not in warm and "atoterm.content.battle_parse" not in warm
    assert "atoterm.content.story_load" not in warm


def test_a_verify_leaves_the_collector_as_it_found_it(content: ContentPack, tmp_path: Path) -> None:
    """Verifying spaces the cyclic collector's passes (``session/collector.py``) for the
    replay only: its thresholds are as they were afterwards, after a divergence too."""
    path = tmp_path / "b.atoj"
    battle(content, path, 60).close()
    before = gc.get_threshold()
    assert verify_journal(path, content).ok
    assert gc.get_threshold() == before
    index = index_of(path, "decision", at_least=30)

    def edit(bodies: list[dict]) -> None:
        bodies[index]["digest"] ^= 1

    rewrite(path, edit)
    assert verify_journal(path, content).divergence is not None
    assert gc.get_threshold() == before and gc.isenabled()
