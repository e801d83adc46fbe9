"""Reading in bounded memory, and the keyframes a session keeps (``session/keyframes.py``,
``session/history.py``)."""

from __future__ import annotations

import sys
import tracemalloc
from pathlib import Path

import pytest

import atoterm.session.fold as fold_module
import atoterm.session.history as history_module
from atoterm.content import ContentPack
from atoterm.engine import digest
from atoterm.session import Game, load_game, verify_journal
from atoterm.session.history import KEYFRAME_EVERY, KEYFRAME_GAP, PREFETCH_STEPS, History
from atoterm.session.keyframes import (
    ANCHOR_EVERY,
    CHAIN_ANCHOR_EVERY,
    JournalKeyframes,
    KeyframeStore,
)
from atoterm.session.practice import new_practice_game, play_bot
from atoterm.session.record_log import RecordLog
from atoterm.store import Record
from atoterm.store.compact import BodyReader, encode_body
from atoterm.store.frames import unpack_body

sys.path.insert(0, str(Path(__file__).resolve().parent.parent / "benchmarks"))
import crafted

SIZE = 3 * 1024 * 1024


@pytest.fixture(scope="module")
def big_journal(content: ContentPack, tmp_path_factory: pytest.TempPathFactory) -> Path:
    """A valid journal of 3 MiB: 20 decisions, then ~150,000 undo/redo records."""
    path = tmp_path_factory.mktemp("big") / "big.atoj"
    crafted.undo_redo_journal(path, SIZE, content)
    return path


def _peak(fn) -> int:  # type: ignore[no-untyped-def]
    tracemalloc.start()
    try:
        fn()
        return tracemalloc.get_traced_memory()[1]
    finally:
        tracemalloc.stop()


def test_loading_folds_as_it_reads(
    content: ContentPack, big_journal: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    """Every record is read and folded, yet the memory the load takes stays a small fraction
    of the file's size: records are not held (``Game.records`` of a journal over the size kept
    in memory, here 64 KiB, re-reads them from the file)."""
    monkeypatch.setattr(fold_module, "IMAGE_BYTES", 64 * 1024)
    loaded: list[Game] = []
    peak = _peak(lambda: loaded.append(load_game(big_journal, content, writable=False)[0]))
    game = loaded[0]
    assert game.record_count > 150_000 and game.history.position == 20
    assert isinstance(game.records, RecordLog)
    assert peak < SIZE // 4, f"peak {peak} bytes for a {SIZE}-byte journal"


def test_verifying_checks_as_it_reads(content: ContentPack, big_journal: Path) -> None:
    """Every record is re-executed and compared, in memory a fraction of the file's size."""
    results = []
    peak = _peak(lambda: results.append(verify_journal(big_journal, content)))
    assert results[0].ok and results[0].damage is None and results[0].records > 150_000
    assert peak < SIZE // 4, f"peak {peak} bytes for a {SIZE}-byte journal"


@pytest.mark.parametrize("kept", [True, False], ids=["kept-in-memory", "read-again"])
def test_the_records_of_a_loaded_journal_are_read_again(
    content: ContentPack, tmp_path: Path, monkeypatch: pytest.MonkeyPatch, kept: bool
) -> None:
    """``Game.records`` of a loaded game lists the file's records and then the new ones, and a
    copy of it is the file plus the new records. Kept in memory, it no longer depends on the
    file; read again from a file that changed on disk, it is an OSError (never a wrong copy)."""
    if not kept:
        monkeypatch.setattr(fold_module, "IMAGE_BYTES", 64)
    path = tmp_path / "g.atoj"
    game = Game.new(content, 4, save=path, durable=False)
    for _ in range(6):
        game.choose(game.pending.legal_options()[0].id)  # type: ignore[union-attr]
    game.close()
    loaded, _ = load_game(path, content, durable=False)
    assert [r.kind for r in loaded.records] == [r.kind for r in game.records]
    loaded.undo()
    assert len(loaded.records) == len(game.records) + 1
    copy = loaded.save_as(tmp_path / "copy.atoj")
    loaded.close()
    assert copy.read_bytes() == path.read_bytes()
    path.write_bytes(path.read_bytes()[:-40])
    if kept:
        assert loaded.save_as(tmp_path / "again.atoj").read_bytes() == copy.read_bytes()
    else:
        with pytest.raises(OSError, match="changed on disk"):
            list(loaded.records)


# --------------------------------------------------------------------- keyframes in memory
def _state(position: int) -> bytes:
    return bytes(f"state {position} ", "ascii") * 400


def test_the_keyframe_store_gives_back_what_it_was_given() -> None:
    """Stored compressed (anchors and deltas against them), every position reads back
    exactly; ``floor`` finds the nearest position at or below."""
    store = KeyframeStore()
    for position in [0, *range(5, 200, 3)]:
        store[position] = _state(position)
    assert all(store[p] == _state(p) for p in store)
    assert (store.floor(4), store.floor(5), store.floor(7), store.floor(10_000)) == (0, 5, 5, 197)
    with pytest.raises(KeyError):
        KeyframeStore().floor(3)
    assert store.packed_bytes() < sum(len(_state(p)) for p in store) // 10


def test_dropping_an_anchor_drops_what_was_compressed_against_it() -> None:
    """A position replaced or deleted that others were compressed against takes them with it
    (they would read back wrong); ``drop_after`` forgets every position above."""
    store = KeyframeStore()
    for position in range(0, 2 * ANCHOR_EVERY):
        store[position] = _state(position)
    store[0] = _state(1000)
    assert list(store) == [0, *range(ANCHOR_EVERY, 2 * ANCHOR_EVERY)]
    assert store[0] == _state(1000) and store[ANCHOR_EVERY + 1] == _state(ANCHOR_EVERY + 1)
    store.drop_after(ANCHOR_EVERY + 2)
    assert list(store)[-1] == ANCHOR_EVERY + 2 and len(store) == 4
    del store[ANCHOR_EVERY]
    assert list(store) == [0]


def _journal_record(position: int, state: bytes, base: bytes) -> Record:
    """A format-7 keyframe record as the reader gives it (its body deflated against ``base``,
    the file's keyframe before it)."""
    payload = encode_body(Record("keyframe", position, 1, state=state, base=base))
    reader = BodyReader()
    reader.position, reader.base = position, base
    record = reader.read(unpack_body(payload))
    record.payload, record.format = payload, 7
    return record


def test_a_verify_keeps_the_journal_keyframes_as_the_file_holds_them() -> None:
    """Each state the replay keeps is matched by the journal's record of it, which the store
    keeps instead (deflated against the file's keyframe before it): every position reads back
    exactly, from any anchor of the chain, in any order, after positions are abandoned (whose
    records the ones after them are still deflated against) and beside a state the file does
    not hold (compressed on its own)."""
    store, base = JournalKeyframes(), b""
    positions = list(range(0, 40 * 3, 3))
    for position in positions:
        store[position] = _state(position)
        if position == 30:
            continue  # the file has no keyframe here: kept compressed when the next comes
        record = _journal_record(position, _state(position), base)
        store.read(record)
        base = record.state
    assert len(positions) > 2 * CHAIN_ANCHOR_EVERY
    assert all(store[p] == _state(p) for p in reversed(positions))
    assert all(store[p] == _state(p) for p in positions[::7])
    assert store.floor(31) == 30 and list(store) == positions
    store.drop_after(60)  # an undo to 60 and a new decision: the file's chain goes on
    for position in (63, 64):
        store[position] = _state(position + 1000)
        record = _journal_record(position, _state(position + 1000), base)
        store.read(record)
        base = record.state
    assert list(store) == [*range(0, 61, 3), 63, 64]
    assert all(store[p] == (_state(p + 1000) if p > 60 else _state(p)) for p in store)
    assert store.packed_bytes() < sum(len(store[p]) for p in store) // 5


def test_journal_keyframes_follow_the_line_not_a_scan(content: ContentPack) -> None:
    """needs_keyframe looks at the last journal keyframe at or below the position (kept
    sorted), and a new decision forgets the ones beyond the line."""
    history = History(content)
    history.journaled = [0, 40, 80]
    assert not history.needs_keyframe(40, quiet=True)
    assert not history.needs_keyframe(40 + KEYFRAME_GAP - 1, quiet=True)
    assert history.needs_keyframe(40 + KEYFRAME_GAP, quiet=True)
    assert not history.needs_keyframe(40 + KEYFRAME_GAP, quiet=False)
    assert history.needs_keyframe(80 + KEYFRAME_EVERY, quiet=False)
    history.keyframe_written(60, b"x")
    assert history.journaled == [0, 40, 60, 80] and history.chain == b"x"
    assert not history.needs_keyframe(70, quiet=True)


def test_undoing_step_by_step_after_a_load_re_applies_at_most_two_decisions_each(
    content: ContentPack, tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    """The journal holds a keyframe every 32-48 decisions, yet undoing one decision at a time
    from the end of a loaded battle down to its start never re-applies more than
    ``PREFETCH_STEPS`` decisions in one undo (the positions below are prepared ahead), and
    every state reached is the recorded one."""
    path = tmp_path / "battle.atoj"
    live = new_practice_game(content, 2, primordial="kyanippe", level=1, save=path, durable=False)
    play_bot(live, 300, "progress")
    live.close()
    game, _ = load_game(path, content, writable=False)
    assert game.history.journaled[-1] < game.history.position - 8
    calls: list[int] = []
    real_apply = history_module.apply

    def counting(*args: object) -> object:
        calls.append(1)
        return real_apply(*args)  # type: ignore[arg-type]

    monkeypatch.setattr(history_module, "apply", counting)
    most = 0
    while game.history.position > 0:
        calls.clear()
        game.undo()
        assert digest(game.state) == game.digest
        most = max(most, len(calls))
    assert most <= PREFETCH_STEPS
