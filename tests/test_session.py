"""Sessions: undo/redo, undo policies, load == live, keyframes, verify (ARCHITECTURE §3, §4)."""

from __future__ import annotations

import copy
import itertools
from pathlib import Path

import pytest
from support import play, rewrite, settle_adventures

import atoterm.session.history as history_module
from atoterm.cli.script import run_bot
from atoterm.content import ContentPack, load_content
from atoterm.engine import IllegalAction, RulesOptions, at_quiet_point, digest
from atoterm.engine.codec import canonical_bytes
from atoterm.session import Game, SessionError, load_game, verify_journal
from atoterm.session.history import KEYFRAME_EVERY, PREFETCH_STEPS, decode_state
from atoterm.session.practice import new_practice_game, play_bot
from atoterm.store import JournalError, read_journal

SKILLS4 = ["fury", "wisdom", "courage", "will"]


@pytest.fixture(scope="session")
def content(voyage_content: ContentPack) -> ContentPack:
    """These tests count decisions exactly: the voyage without the storybook's adventures."""
    return voyage_content


def new(content: ContentPack, path: Path | None = None, seed: int = 7, **kw: object) -> Game:
    return Game.new(content, seed, save=path, durable=False, **kw)  # type: ignore[arg-type]


def moved(content: ContentPack, path: Path | None = None, **kw: object) -> Game:
    """Setup done and three moves made (each to a tile not yet on the table)."""
    game = new(content, path, **kw)
    for skill in SKILLS4:
        game.choose(skill)
    for _ in range(3):
        settle_adventures(game)
        pending = game.pending
        assert pending is not None
        fresh = [o for o in pending.legal_options() if o.explain == "not yet on the table"]
        game.choose(fresh[0].id)
        assert game.history.line[-1].reveals
    return game


def snapshot(game: Game) -> tuple[int, int, bytes, object]:
    return (game.history.position, game.digest, canonical_bytes(game.state), game.pending)


# --------------------------------------------------------------------- undo / redo
def test_undo_returns_to_the_state_before_the_choice(content: ContentPack) -> None:
    game = moved(content)
    before = snapshot(game)
    play(game, 1)
    assert snapshot(game) != before
    game.undo()
    assert snapshot(game) == before
    assert digest(game.state) == game.digest


@pytest.mark.parametrize("count", [1, 2, 5, 7])
def test_undo_then_redo_returns_the_same_digest(content: ContentPack, count: int) -> None:
    game = moved(content)
    play(game, 4)
    after = snapshot(game)
    game.undo(count)
    assert game.history.position == after[0] - count
    game.redo(count)
    assert snapshot(game) == after


def test_redo_one_at_a_time_equals_redo_all(content: ContentPack) -> None:
    game = moved(content)
    play(game, 4)
    after = snapshot(game)
    game.undo(4)
    for _ in range(4):
        game.redo()
    assert snapshot(game) == after


@pytest.mark.parametrize("count", [1, 3, 6, 12])
def test_undo_then_the_same_choices_give_the_same_digests(content: ContentPack, count: int) -> None:
    """Undo can never re-roll: the streams' counters are part of the state [ARCH §3]."""
    game = moved(content)
    play(game, 5, pick=1)
    line = [(e.choice, e.draws, e.reveals, e.digest) for e in game.history.line]
    game.undo(count)
    for choice, *_ in line[len(line) - count :]:
        game.choose(choice)
    assert [(e.choice, e.draws, e.reveals, e.digest) for e in game.history.line] == line


def test_a_new_choice_clears_the_redo_stack(content: ContentPack) -> None:
    game = moved(content)
    play(game, 2)
    game.undo(2)
    assert game.redo_blocker() == ""
    other = [o.id for o in game.pending.legal_options()][-1]  # type: ignore[union-attr]
    game.choose(other)
    assert game.redo_blocker() == "nothing to redo"
    before = game.digest
    with pytest.raises(IllegalAction, match="nothing to redo"):
        game.redo()
    assert game.digest == before


@pytest.mark.parametrize(
    ("action", "undos", "count", "reason"),
    [
        pytest.param("undo", 0, 0, "undo needs a positive count", id="undo-zero"),
        pytest.param("undo", 0, -1, "undo needs a positive count", id="undo-negative"),
        pytest.param("undo", 7, 1, "nothing to undo", id="undo-empty-line"),
        pytest.param("undo", 0, 8, "only 7 decisions can be undone", id="undo-too-many"),
        pytest.param("redo", 0, 1, "nothing to redo", id="redo-nothing"),
        pytest.param("redo", 2, 0, "redo needs a positive count", id="redo-zero"),
        pytest.param("redo", 2, 3, "only 2 decisions can be redone", id="redo-too-many"),
    ],
)
def test_undo_and_redo_refusals_change_nothing(
    content: ContentPack, action: str, undos: int, count: int, reason: str
) -> None:
    game = moved(content)
    if undos:
        game.undo(undos)
    before, records = snapshot(game), game.record_count
    with pytest.raises(IllegalAction) as caught:
        getattr(game, action)(count)
    assert caught.value.reason == reason
    assert snapshot(game) == before
    assert game.record_count == records


def test_undo_and_redo_are_journal_records(content: ContentPack, tmp_path: Path) -> None:
    path = tmp_path / "g.atoj"
    game = moved(content, path)
    game.undo(2)
    game.redo(1)
    game.close()
    kinds = [(r.kind, r.n) for r in read_journal(path).records if r.kind != "keyframe"]
    assert kinds[-2:] == [("undo", 5), ("redo", 6)]
    assert [r.kind for r in game.records] == [r.kind for r in read_journal(path).records]


def test_last_events_after_choose_and_undo(content: ContentPack) -> None:
    game = moved(content)
    events = game.choose(game.pending.legal_options()[0].id)  # type: ignore[union-attr]
    assert events and game.last_events == events
    game.undo()
    assert game.last_events == []


def test_redo_reports_the_redone_events(content: ContentPack) -> None:
    game = moved(content)
    events = game.choose(game.pending.legal_options()[0].id)  # type: ignore[union-attr]
    game.undo()
    game.redo()
    assert [e.text for e in game.last_events] == [e.text for e in events]


def test_chronicle_holds_the_events_of_live_play(content: ContentPack) -> None:
    game = moved(content)
    events = game.choose(game.pending.legal_options()[0].id)  # type: ignore[union-attr]
    assert game.chronicle[-len(events) :] == events


def test_chronicle_after_load_holds_recent_events(content: ContentPack, tmp_path: Path) -> None:
    path = tmp_path / "g.atoj"
    live = moved(content, path)
    live.choose(live.pending.legal_options()[0].id)  # type: ignore[union-attr]
    live.close()
    loaded, _ = load_game(path, content, writable=False)
    assert len(loaded.chronicle) <= 50
    assert all(e.kind for e in loaded.chronicle)


# --------------------------------------------------------------------- undo policies
def test_strict_undo_refuses_to_go_back_past_a_revealed_tile(content: ContentPack) -> None:
    game = moved(content, undo="strict")
    revealed = game.history.line[-1].reveals
    before, records = snapshot(game), game.record_count
    with pytest.raises(IllegalAction) as caught:
        game.undo()
    assert caught.value.reason == f"strict undo policy: that decision revealed {revealed[0]}"
    assert snapshot(game) == before
    assert game.record_count == records


def test_strict_undo_refuses_a_multi_undo_crossing_a_reveal(content: ContentPack) -> None:
    game = moved(content, undo="strict")
    # go back and forth between two known tiles: those moves reveal nothing
    play_known(game, 2)
    assert game.undo_blocker(2) == ""
    assert game.undo_blocker(3).startswith("strict undo policy")
    game.undo(2)


def play_known(game: Game, count: int) -> None:
    for _ in range(count):
        known = [o for o in game.pending.legal_options() if o.explain != "not yet on the table"]  # type: ignore[union-attr]
        game.choose(known[0].id)
        assert game.history.line[-1].reveals == []


def test_strict_undo_allows_undoing_a_skill_choice(content: ContentPack) -> None:
    game = new(content, undo="strict")
    game.choose("fury")
    game.choose("will")
    game.undo(2)
    assert game.history.position == 0


def test_casual_undo_goes_back_past_a_revealed_tile(content: ContentPack) -> None:
    game = moved(content)
    tile = game.state.voyage.tile
    game.undo(3)
    assert tile not in game.state.voyage.revealed
    game.redo(3)
    assert game.state.voyage.tile == tile


@pytest.mark.parametrize(
    ("kwargs", "fragment"),
    [
        pytest.param({"undo": "sometimes"}, "undo policy must be casual or strict", id="undo"),
        pytest.param({"seed": -1}, "seed must be a whole number", id="negative-seed"),
        pytest.param({"seed": 2**64}, "seed must be a whole number", id="huge-seed"),
        pytest.param({"rules": RulesOptions(tie_break="coin")}, "tie_break", id="tie-break"),
        pytest.param(
            {"rules": RulesOptions(rage9_attack="yes")}, "rage9_attack", id="rage9-attack"
        ),
    ],
)
def test_bad_campaign_options(content: ContentPack, kwargs: dict, fragment: str) -> None:
    options = {"seed": 1, **kwargs}
    with pytest.raises(SessionError, match=fragment):
        Game.new(content, **options)


# --------------------------------------------------------------------- choices
def test_choose_by_index_or_id(content: ContentPack) -> None:
    by_index, by_id = new(content), new(content)
    by_index.choose(2)
    by_id.choose(by_id.pending.options[2].id)  # type: ignore[union-attr]
    assert by_index.digest == by_id.digest


@pytest.mark.parametrize(
    ("choice", "fragment"),
    [
        pytest.param(6, r"option index 6 is out of range \(0\.\.5\)", id="index-too-big"),
        pytest.param(-1, "out of range", id="negative-index"),
        pytest.param("cooking", "'cooking' is not an option here", id="unknown-id"),
        pytest.param("", "is not an option", id="empty-id"),
    ],
)
def test_illegal_choices_change_nothing(
    content: ContentPack, tmp_path: Path, choice: object, fragment: str
) -> None:
    path = tmp_path / "g.atoj"
    game = new(content, path)
    game.choose("fury")
    before, records, size = snapshot(game), game.record_count, path.stat().st_size
    with pytest.raises(IllegalAction, match=fragment):
        game.choose(choice)  # type: ignore[arg-type]
    assert snapshot(game) == before
    assert game.record_count == records
    assert path.stat().st_size == size


# --------------------------------------------------------------------- load == live
def branchy(content: ContentPack, path: Path, seed: int = 7) -> Game:
    """A journal with undos, redos, an abandoned branch and a long line."""
    game = moved(content, path, seed=seed)
    play(game, 5, pick=1)
    game.undo(3)
    game.redo(1)
    play(game, 4, pick=2)
    game.undo(2)
    run_bot(game, 40)
    game.undo(1)
    return game


def test_load_equals_live(content: ContentPack, tmp_path: Path) -> None:
    path = tmp_path / "g.atoj"
    live = branchy(content, path)
    live.close()
    loaded, report = load_game(path, content, writable=False)
    assert report.damage is None and report.messages() == []
    assert report.records == live.record_count
    assert loaded.history.position == live.history.position
    assert loaded.digest == live.digest
    assert canonical_bytes(loaded.state) == canonical_bytes(live.state)
    assert loaded.pending == live.pending
    assert [e.digest for e in loaded.history.redo_stack] == [
        e.digest for e in live.history.redo_stack
    ]
    loaded.redo()
    live.redo()
    assert loaded.digest == live.digest


def test_a_loaded_game_plays_on_and_still_verifies(content: ContentPack, tmp_path: Path) -> None:
    path = tmp_path / "g.atoj"
    branchy(content, path).close()
    game, _ = load_game(path, content, durable=False)
    play(game, 3)
    game.undo(2)
    final = game.digest
    game.close()
    result = verify_journal(path, content)
    assert result.ok, result.divergence
    assert result.digest == final
    reloaded, _ = load_game(path, content, writable=False)
    assert reloaded.digest == final


@pytest.fixture(scope="module")
def battle_content() -> ContentPack:
    """The default pack with its battles: a practice battle makes a long line."""
    return load_content()


def test_load_does_not_re_run_the_whole_journal(
    battle_content: ContentPack, tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    """Keyframes: loading folds the records and re-applies at most a few choices (the ones
    after the last journal keyframe, and those of the stretch below it that undo needs)."""
    path = tmp_path / "g.atoj"
    content = battle_content
    live = new_practice_game(content, 2, primordial="kyanippe", level=1, save=path, durable=False)
    play_bot(live, 300, "progress")
    live.undo(3)
    live.redo(1)
    live.close()
    assert live.history.position >= 250
    calls = []
    real_apply = history_module.apply

    def counting(*args: object, **kwargs: object) -> object:
        calls.append(1)
        return real_apply(*args, **kwargs)  # type: ignore[arg-type]

    monkeypatch.setattr(history_module, "apply", counting)
    loaded, _ = load_game(path, content, writable=False)
    assert loaded.digest == live.digest
    position = live.history.position
    bound = min(2 * KEYFRAME_EVERY + PREFETCH_STEPS, position // 3)
    assert len(calls) <= bound, f"{len(calls)} re-applied of {position}"
    assert len(loaded.history.keyframes) > 2


def test_undo_cost_does_not_grow_with_the_line(
    content: ContentPack, monkeypatch: pytest.MonkeyPatch
) -> None:
    game = new(content)
    run_bot(game, 150)
    calls = []
    real_apply = history_module.apply

    def counting(*args: object, **kwargs: object) -> object:
        calls.append(1)
        return real_apply(*args, **kwargs)  # type: ignore[arg-type]

    monkeypatch.setattr(history_module, "apply", counting)
    for _ in range(5):
        game.undo()
        assert game.pending is not None
    assert len(calls) <= 5 * KEYFRAME_EVERY


def test_keyframes_are_written_at_quiet_points_and_at_least_every_keyframe_every(
    battle_content: ContentPack, tmp_path: Path
) -> None:
    path = tmp_path / "g.atoj"
    game = new_practice_game(
        battle_content, 2, primordial="kyanippe", level=1, save=path, durable=False
    )
    play_bot(game, 4 * KEYFRAME_EVERY, "progress")
    game.close()
    keyframes = [r for r in read_journal(path).records if r.kind == "keyframe"]
    positions = [r.n for r in keyframes]
    assert positions[0] == 0
    assert len(positions) > 2
    assert positions == sorted(set(positions))
    gaps = [b - a for a, b in itertools.pairwise(positions)]
    assert max(gaps) <= KEYFRAME_EVERY
    for record, gap in zip(keyframes[1:], gaps, strict=True):
        state = decode_state(record.state, battle_content)
        assert at_quiet_point(state) or gap == KEYFRAME_EVERY, record.n
        assert digest(state) == record.digest


def test_load_refuses_another_content_pack(content: ContentPack, tmp_path: Path) -> None:
    path = tmp_path / "g.atoj"
    moved(content, path).close()
    other = copy.copy(content)
    object.__setattr__(other, "id", "someone-elses-cycle")
    with pytest.raises(JournalError, match="someone-elses-cycle"):
        load_game(path, other, writable=False)


def test_load_warns_when_the_content_changed(content: ContentPack, tmp_path: Path) -> None:
    path = tmp_path / "g.atoj"
    # Saved with a pack of no archived edition: a landed edition's journal would be loaded
    # with its archive instead, and rightly get no warning (tests/test_content_editions.py).
    unarchived = copy.copy(content)
    object.__setattr__(unarchived, "hash", "fedcba9876543210")
    live = moved(unarchived, path)
    live.close()
    changed = copy.copy(content)
    object.__setattr__(changed, "hash", "0123456789abcdef")
    game, report = load_game(path, changed, writable=False)
    assert game.digest == live.digest
    assert "content has changed" in report.content_warning
    assert report.messages() == [report.content_warning]


def test_load_never_writes_when_not_writable(content: ContentPack, tmp_path: Path) -> None:
    path = tmp_path / "g.atoj"
    branchy(content, path).close()
    data, mtime = path.read_bytes(), path.stat().st_mtime_ns
    game, _ = load_game(path, content, writable=False)
    play(game, 2)
    game.undo()
    assert path.read_bytes() == data
    assert path.stat().st_mtime_ns == mtime


def test_a_new_save_never_replaces_an_existing_file(content: ContentPack, tmp_path: Path) -> None:
    path = tmp_path / "g.atoj"
    path.write_bytes(b"precious")
    with pytest.raises(FileExistsError):
        new(content, path)
    assert path.read_bytes() == b"precious"


# --------------------------------------------------------------------- verify
def test_verify_ok(content: ContentPack, tmp_path: Path) -> None:
    path = tmp_path / "g.atoj"
    live = branchy(content, path)
    live.close()
    result = verify_journal(path, content)
    assert result.ok
    assert result.divergence is None
    assert result.records == live.record_count
    assert result.digest == live.digest


def test_verify_stop_at_gives_the_state_after_that_record(
    content: ContentPack, tmp_path: Path
) -> None:
    path = tmp_path / "g.atoj"
    game = new(content, path)
    digests = []
    for skill in SKILLS4:
        game.choose(skill)
        digests.append(game.digest)
    game.close()
    records = read_journal(path).records
    for index, record in enumerate(records, start=1):
        result = verify_journal(path, content, stop_at=index)
        assert result.records == index + 1
        assert result.game is not None
        assert result.game.digest == record.digest
    assert verify_journal(path, content, stop_at=0).game.history.position == 0  # type: ignore[union-attr]


def test_verify_reports_the_first_divergence(content: ContentPack, tmp_path: Path) -> None:
    path = tmp_path / "g.atoj"
    moved(content, path).close()

    def corrupt(bodies: list[dict]) -> None:
        decisions = [b for b in bodies if b["k"] == "decision"]
        decisions[4]["digest"] ^= 1

    rewrite(path, corrupt)
    result = verify_journal(path, content)
    assert not result.ok
    assert result.divergence is not None
    assert "state digest differs" in result.divergence.what
    frames = read_journal(path).records
    (bad,) = [i for i, r in enumerate(frames, start=1) if r.kind == "decision" and r.n == 5]
    assert result.divergence.record == bad
    assert result.divergence.offset == frames[bad - 1].offset
    assert result.records == bad


def test_verify_reports_an_illegal_recorded_choice(content: ContentPack, tmp_path: Path) -> None:
    path = tmp_path / "g.atoj"
    moved(content, path).close()

    def corrupt(bodies: list[dict]) -> None:
        [b for b in bodies if b["k"] == "decision"][1]["choice"] = "juggling"

    rewrite(path, corrupt)
    result = verify_journal(path, content)
    assert result.divergence is not None
    assert "'juggling' is illegal on replay" in result.divergence.what
