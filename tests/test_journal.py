"""Journal robustness (ARCHITECTURE §4): a save is untrusted input and must survive crashes.

Whatever the bytes, reading, loading and verifying give either a valid prefix (with the damage
reported) or a :class:`JournalError` of one line; never another exception, and the file read
is never modified.
"""

from __future__ import annotations

import os
import random
import signal
import struct
import subprocess
import sys
import time
import tracemalloc
import zlib
from collections.abc import Callable
from pathlib import Path
from typing import Any

import msgpack
import pytest
from support import join_frames, play, run_cli, split_frames

from atoterm.content import ContentPack, default_content_dir, load_content
from atoterm.engine.codec import canonical_bytes
from atoterm.session import Game, load_game, verify_journal
from atoterm.session.loading import recovered_path
from atoterm.store import MAGIC, JournalError, read_journal
from atoterm.store.compact import MAX_STATE_BYTES, deflate_state, encode_fields
from atoterm.store.frames import frame_bytes
from atoterm.store.journal import FRAME, MAX_RECORD_BYTES, encode_frame

FORMAT1_CAMPAIGN = Path(__file__).parent / "fixtures" / "journals_v1" / "campaign.atoj"
"""250 decisions written in format 1 (tests/fixtures/journals_v1/README.md)."""


def small_journal(content: ContentPack, path: Path, decisions: int = 3) -> Game:
    game = Game.new(content, 3, save=path, durable=False)
    for skill in ("fury", "will", "courage", "wisdom")[:decisions]:
        game.choose(skill)
    game.close()
    return game


def fingerprint(path: Path) -> tuple[bytes, int]:
    return path.read_bytes(), path.stat().st_mtime_ns


def one_line(error: JournalError, path: Path) -> None:
    text = str(error)
    assert "\n" not in text
    assert text.startswith(f"{path}: offset {error.offset}: ")
    assert error.reason


def attempt(fn: Callable[[], Any]) -> Any:
    """``fn()`` or the JournalError it raised; any other exception fails the test."""
    try:
        return fn()
    except JournalError as exc:
        return exc


# --------------------------------------------------------------------- truncation
def test_truncation_at_every_byte_offset(content: ContentPack, tmp_path: Path) -> None:
    """Every prefix of a journal reads as a valid prefix (or a JournalError before the header).

    ``read_journal`` runs at every offset; ``load_game`` (which folds what the reader returns,
    ~10 ms a call) runs at every offset within 4 bytes of a frame boundary or field edge and at
    every 16th offset between them.
    """
    source = tmp_path / "full.atoj"
    live = small_journal(content, source)
    data = source.read_bytes()
    frames = split_frames(data)
    header_end = frames[0]["end"]
    edges = sorted(
        {f["offset"] for f in frames}
        | {f["offset"] + FRAME.size for f in frames}
        | {f["end"] for f in frames}
    )
    digests = [frames[1]["body"]["digest"]] + [f["body"]["digest"] for f in frames[2:]]
    cut = tmp_path / "cut.atoj"
    cut.write_bytes(data)
    for size in range(len(data), -1, -1):
        os.truncate(cut, size)  # cheaper than rewriting the file for each of ~1,700 prefixes
        assert cut.stat().st_size == size
        result = attempt(lambda: read_journal(cut))
        if size < header_end:
            assert isinstance(result, JournalError), size
            one_line(result, cut)
            continue
        assert not isinstance(result, JournalError), f"{size}: {result}"
        complete = [f for f in frames[1:] if f["end"] <= size]
        assert len(result.records) == len(complete), size
        assert result.valid_bytes == (complete[-1]["end"] if complete else header_end)
        if size == result.valid_bytes:
            assert result.damage is None, size
        else:
            assert result.damage is not None and result.damage.torn, size
            assert result.damage.offset == result.valid_bytes
        if size % 16 and min(abs(size - edge) for edge in edges) > 4:
            continue
        loaded = attempt(lambda: load_game(cut, content, writable=False))
        if not complete:
            # the first keyframe is missing: the campaign still starts from its header
            assert not isinstance(loaded, JournalError), f"{size}: {loaded}"
        if isinstance(loaded, JournalError):
            one_line(loaded, cut)
            continue
        game, report = loaded
        assert report.records == 1 + len(complete)
        assert (report.damage is None) == (size == result.valid_bytes)
        expected = digests[len(complete) - 1] if complete else digests[0]
        assert game.digest == expected, size
        if size == len(data):
            assert game.digest == live.digest


def test_verify_of_a_torn_journal(content: ContentPack, tmp_path: Path) -> None:
    source = tmp_path / "full.atoj"
    small_journal(content, source)
    data = source.read_bytes()
    frames = split_frames(data)
    cut = tmp_path / "cut.atoj"
    for frame in frames[1:]:
        for size in (frame["offset"] + 1, frame["offset"] + FRAME.size + 1, frame["end"] - 1):
            cut.write_bytes(data[:size])
            result = verify_journal(cut, content)
            assert result.ok
            assert result.damage is not None and result.damage.torn
            assert result.damage.offset == frame["offset"]


# --------------------------------------------------------------------- corrupted bytes
def test_random_bit_flips_are_caught(content: ContentPack, tmp_path: Path) -> None:
    source = tmp_path / "full.atoj"
    small_journal(content, source)
    data = source.read_bytes()
    frames = split_frames(data)
    bad = tmp_path / "bad.atoj"
    rng = random.Random(20240601)
    positions = sorted({rng.randrange(len(data)) for _ in range(250)} | set(range(len(MAGIC))))
    for position in positions:
        flipped = bytearray(data)
        flipped[position] ^= 1 << rng.randrange(8)
        bad.write_bytes(bytes(flipped))
        owner = next((i for i, f in enumerate(frames) if f["offset"] <= position < f["end"]), -1)
        for fn in (
            lambda: read_journal(bad),
            lambda: load_game(bad, content, writable=False),
            lambda: verify_journal(bad, content),
        ):
            result = attempt(fn)
            if owner <= 0:  # the magic bytes or the header frame
                assert isinstance(result, JournalError), position
                one_line(result, bad)
                continue
            assert not isinstance(result, JournalError), f"{position}: {result}"
        contents = read_journal(bad) if owner > 0 else None
        if contents is not None:
            assert contents.damage is not None, position
            assert contents.damage.offset == frames[owner]["offset"], position
            assert len(contents.records) == owner - 1


@pytest.mark.parametrize(
    ("data", "fragment"),
    [
        pytest.param(b"", "ends before its header", id="empty"),
        pytest.param(MAGIC[:5], "ends before its header", id="torn-magic"),
        pytest.param(b"\x89PNG\r\n\x1a\n\x00\x00\x00\rIHDR", "wrong magic", id="png"),
        pytest.param(b"choose 0\nundo\n", "wrong magic", id="text"),
        pytest.param(b"\x00" * 64, "wrong magic", id="zeros"),
        pytest.param(MAGIC, "unreadable header", id="magic-only"),
        pytest.param(MAGIC + b"\x00\x00", "unreadable header", id="torn-header-length"),
        pytest.param(MAGIC + encode_frame({"k": "decision"}), "bad header", id="no-header"),
        pytest.param(MAGIC + FRAME.pack(3, 0) + b"abc", "unreadable header", id="header-crc"),
    ],
)
def test_foreign_files_are_refused(tmp_path: Path, data: bytes, fragment: str) -> None:
    path = tmp_path / "foreign.atoj"
    path.write_bytes(data)
    before = fingerprint(path)
    for fn in (read_journal, lambda p: load_game(p, writable=True), verify_journal):
        with pytest.raises(JournalError, match=fragment) as caught:
            fn(path)
        one_line(caught.value, path)
    assert fingerprint(path) == before
    assert sorted(p.name for p in tmp_path.iterdir()) == ["foreign.atoj"]


def test_a_folder_or_a_missing_file_is_refused(tmp_path: Path) -> None:
    with pytest.raises(JournalError, match="is a folder"):
        read_journal(tmp_path)
    with pytest.raises(JournalError, match="no such file"):
        read_journal(tmp_path / "missing.atoj")
    with pytest.raises(JournalError, match="no such file"):
        load_game(tmp_path / "missing.atoj")


@pytest.mark.skipif(
    hasattr(os, "geteuid") and os.geteuid() == 0, reason="root can read a mode-000 file"
)
def test_an_unreadable_file_is_refused(content: ContentPack, tmp_path: Path) -> None:
    path = tmp_path / "locked.atoj"
    small_journal(content, path)
    path.chmod(0)
    try:
        with pytest.raises(JournalError, match="cannot read"):
            read_journal(path)
    finally:
        path.chmod(0o600)


# --------------------------------------------------------------------- hostile lengths
@pytest.mark.parametrize(
    ("length", "torn"),
    [
        pytest.param(0xFFFFFFFF, False, id="4-gigabytes"),
        pytest.param(MAX_RECORD_BYTES + 1, False, id="just-over-the-limit"),
        pytest.param(MAX_RECORD_BYTES, True, id="at-the-limit-but-short"),
    ],
)
def test_a_huge_length_field_allocates_nothing(
    content: ContentPack, tmp_path: Path, length: int, torn: bool
) -> None:
    path = tmp_path / "huge.atoj"
    small_journal(content, path)
    with open(path, "ab") as handle:
        handle.write(FRAME.pack(length, 0) + b"\x92\x01\x02")
    tracemalloc.start()
    try:
        contents = read_journal(path)
        game, report = load_game(path, content, writable=False)
        _, peak = tracemalloc.get_traced_memory()
    finally:
        tracemalloc.stop()
    assert peak < 4 * 1024 * 1024, f"peak {peak} bytes"
    assert contents.damage is not None
    assert contents.damage.torn is torn
    assert len(contents.records) == 4
    assert report.damage is not None and game.history.position == 3


def test_a_file_beyond_the_size_limit_is_not_read(tmp_path: Path) -> None:
    path = tmp_path / "sparse.atoj"
    with open(path, "wb") as handle:
        handle.write(MAGIC)
        handle.truncate(1024 * 1024 * 1024 + 1)  # sparse: no disk, and never read
    tracemalloc.start()
    try:
        with pytest.raises(JournalError, match="larger than"):
            read_journal(path)
        _, peak = tracemalloc.get_traced_memory()
    finally:
        tracemalloc.stop()
    assert peak < 1024 * 1024


# --------------------------------------------------------------------- hostile bodies, valid CRC
def _raw_frame(payload: bytes) -> bytes:
    return struct.pack(">II", len(payload), zlib.crc32(payload)) + payload


def _body(obj: Any) -> bytes:
    return _raw_frame(msgpack.packb(obj, use_bin_type=True))


DEEP = b"\x91" * 200_000 + b"\xc0"
BOMB = deflate_state(b"\x00" * (MAX_STATE_BYTES + 1024))
"""A few kilobytes that inflate to more than the state limit."""
HOSTILE_RECORDS = [
    pytest.param(_body({"k": "undo", "n": 1, "digest": 1}), id="a-format-1-map"),
    pytest.param(_body("decision"), id="a-string"),
    pytest.param(_body([]), id="empty-array"),
    pytest.param(_body([9, 1, "x"]), id="unknown-kind"),
    pytest.param(_body(["decision", 1, "x"]), id="kind-not-a-number"),
    pytest.param(_body({"k": "header", "n": 4, "digest": 1}), id="second-header"),
    pytest.param(_body([0, 1]), id="decision-no-choice"),
    pytest.param(_body([0, 1, 7]), id="choice-not-text"),
    pytest.param(_body([1, "4", 1]), id="n-not-int"),
    pytest.param(_body([1, -1, 1]), id="n-negative"),
    pytest.param(_body([0, -5, "x"]), id="digest-negative"),
    pytest.param(_body([0, -(2**63), "x"]), id="digest-most-negative"),
    pytest.param(_body([0, True, "x"]), id="digest-bool"),
    pytest.param(_body([0, 1, "x", [1]]), id="draws-malformed"),
    pytest.param(_body([0, 1, "x", [3, 0, 10, 0, [1]]]), id="draws-unknown-stream"),
    pytest.param(_body([0, 1, "x", ["d10", 0, 10, 0, []]]), id="draws-empty-run"),
    pytest.param(_body([0, 1, "x", ["d10", 0, 10, 0, ["1"]]]), id="draws-value-text"),
    pytest.param(_body([0, 1, "x", [], [None]]), id="reveals-malformed"),
    pytest.param(_body([0, 1, "wisdom"]), id="wrong-digest"),
    pytest.param(_body([3, 1, 4, "text"]), id="state-text"),
    pytest.param(_body([3, 1, 1, deflate_state(b"\xc1")]), id="kf-digest"),
    pytest.param(_body([3, 1, 10, b"not deflate"]), id="kf-not-deflate"),
    pytest.param(_body([3, 1, 5, deflate_state(b"abc")]), id="kf-shorter-than-announced"),
    pytest.param(_body([3, 1, 2, deflate_state(b"abc")]), id="kf-longer-than-announced"),
    pytest.param(_body([3, 1, MAX_STATE_BYTES, BOMB]), id="zlib-bomb"),
    pytest.param(_body([3, 1, MAX_STATE_BYTES + 1, b""]), id="kf-size-over-limit"),
    pytest.param(_body([1, 7, 1]), id="undo-forward"),
    pytest.param(_body([2, 4, 1]), id="redo-nothing"),
    pytest.param(_raw_frame(b"\xdd\xff\xff\xff\xff"), id="array-claims-4-billion-items"),
    pytest.param(_raw_frame(b"\xdf\xff\xff\xff\xff"), id="map-claims-4-billion-pairs"),
    pytest.param(_raw_frame(b"\xc6\xff\xff\xff\xf0"), id="bin-claims-4-gigabytes"),
    pytest.param(_body(list(range(1_100_000))), id="array-over-the-item-limit"),
    pytest.param(_raw_frame(DEEP), id="deep-nesting"),
    pytest.param(_body({1: 2}), id="int-map-key"),
    pytest.param(_body([1, 1.5, 1]), id="float"),
    pytest.param(_raw_frame(msgpack.packb([1, 1, 1]) + b"\x00"), id="trailing-bytes"),
    pytest.param(_raw_frame(b"\xc1"), id="reserved-byte"),
    pytest.param(_raw_frame(b""), id="empty-body"),
    pytest.param(_raw_frame(msgpack.packb([msgpack.ExtType(5, b"x"), 1, 1])), id="ext-type"),
    pytest.param(_raw_frame(msgpack.packb([1, 1, msgpack.Timestamp(1)])), id="timestamp"),
]


@pytest.mark.parametrize("frame", HOSTILE_RECORDS)
def test_hostile_records_with_a_valid_crc(
    content: ContentPack, tmp_path: Path, frame: bytes
) -> None:
    path = tmp_path / "hostile.atoj"
    live = small_journal(content, path)
    with open(path, "ab") as handle:
        handle.write(frame)
    before = fingerprint(path)
    contents = read_journal(path)
    assert len(contents.records) >= 4
    loaded = attempt(lambda: load_game(path, content, writable=False))
    if isinstance(loaded, JournalError):
        one_line(loaded, path)
    else:
        game, report = loaded
        # a record that does not fit the line is damage; one that fits but does not replay
        # ends the line before it
        assert report.damage is not None or report.stopped is not None
        assert game.digest == live.digest
        assert report.messages()
    result = attempt(lambda: verify_journal(path, content))
    if isinstance(result, JournalError):
        one_line(result, path)
    else:
        assert (result.damage is not None) or (result.divergence is not None)
    assert fingerprint(path) == before


FORMAT1_HOSTILE = [
    pytest.param([1, 2, 3], id="an-array"),
    pytest.param({"k": "teleport", "n": 4, "digest": 1}, id="unknown-kind"),
    pytest.param({"k": "decision", "n": 251, "digest": 1}, id="decision-no-choice"),
    pytest.param(
        {"k": "decision", "n": 251, "digest": 1, "choice": 7, "draws": [], "reveals": []},
        id="choice-not-text",
    ),
    pytest.param(
        {"k": "decision", "n": -1, "digest": 1, "choice": "x", "draws": [], "reveals": []},
        id="n-negative",
    ),
    pytest.param(
        {"k": "decision", "n": 251, "digest": 1, "choice": "x", "draws": [[1]], "reveals": []},
        id="draws-malformed",
    ),
    pytest.param(
        {"k": "decision", "n": 9, "digest": 1, "choice": "x", "draws": [], "reveals": []},
        id="wrong-line-length",
    ),
    pytest.param(
        {"k": "decision", "n": 251, "digest": 1, "choice": "done", "draws": [], "reveals": []},
        id="wrong-digest",
    ),
    pytest.param({"k": "keyframe", "n": 250, "digest": 1, "state": "text"}, id="state-text"),
    pytest.param({"k": "keyframe", "n": 250, "digest": 1, "state": b"\xc1"}, id="kf-digest"),
    pytest.param({"k": "undo", "n": 700, "digest": 1}, id="undo-forward"),
    pytest.param({"k": "redo", "n": 251, "digest": 1}, id="redo-nothing"),
]


@pytest.mark.parametrize("body", FORMAT1_HOSTILE)
def test_hostile_records_after_a_format_1_journal(
    content: ContentPack, tmp_path: Path, body: Any
) -> None:
    """Format 1 bodies (maps) are still validated: appended to a format-1 journal, a hostile
    one is damage, a desync or a line that stops before it; never another exception."""
    path = tmp_path / "old.atoj"
    path.write_bytes(FORMAT1_CAMPAIGN.read_bytes())
    live = load_game(path, content, writable=False)[0].digest
    with open(path, "ab") as handle:
        handle.write(_body(body))
    before = fingerprint(path)
    loaded = attempt(lambda: load_game(path, content, writable=False))
    if isinstance(loaded, JournalError):
        one_line(loaded, path)
    else:
        assert loaded[1].damage is not None or loaded[1].stopped is not None
        assert loaded[0].digest == live
    result = attempt(lambda: verify_journal(path, content))
    if isinstance(result, JournalError):
        one_line(result, path)
    else:
        assert (result.damage is not None) or (result.divergence is not None)
    assert fingerprint(path) == before


def test_an_illegal_recorded_choice_on_load(content: ContentPack, tmp_path: Path) -> None:
    path = tmp_path / "illegal.atoj"
    live = small_journal(content, path)
    _append(
        path,
        {"k": "decision", "n": 4, "digest": 1, "choice": "juggling", "draws": [], "reveals": []},
    )
    loaded = attempt(lambda: load_game(path, content, writable=False))
    if isinstance(loaded, JournalError):
        one_line(loaded, path)
        assert "juggling" in str(loaded)
    else:
        stopped = loaded[1].stopped
        assert stopped is not None and "juggling" in stopped.reason
        assert loaded[0].digest == live.digest


def test_errors_do_not_echo_huge_untrusted_text(
    content: ContentPack, tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    from atoterm.cli import main

    path = tmp_path / "illegal.atoj"
    small_journal(content, path)
    choice = "x" * 100_000
    _append(
        path, {"k": "decision", "n": 4, "digest": 1, "choice": choice, "draws": [], "reveals": []}
    )
    loaded = attempt(lambda: load_game(path, content, writable=False))
    if isinstance(loaded, JournalError):
        assert len(str(loaded)) < 1000
    assert main(["verify", str(path)]) == 3
    assert len(capsys.readouterr().err) < 2000


@pytest.mark.parametrize("kind", ["undo", "redo"])
def test_a_rejected_undo_or_redo_record_is_not_applied(
    content: ContentPack, tmp_path: Path, kind: str
) -> None:
    path = tmp_path / "g.atoj"
    game = Game.new(content, 3, save=path, durable=False)
    for skill in ("fury", "will", "courage"):
        game.choose(skill)
    if kind == "redo":
        game.undo(2)
    expected = game.digest
    game.close()
    _append(path, {"k": kind, "n": 1 if kind == "undo" else 3, "digest": 1})
    loaded, report = load_game(path, content, durable=False)
    assert report.damage is not None
    assert report.continued_in is not None
    assert loaded.digest == expected
    loaded.choose("wisdom")
    loaded.close()
    assert verify_journal(report.continued_in, content).ok


HOSTILE_HEADERS = [
    pytest.param({"format": 99}, "newer atoterm", id="newer-format"),
    pytest.param({"format": 0}, "unknown journal format", id="format-zero"),
    pytest.param({"format": "1"}, "bad header", id="format-text"),
    pytest.param({"seed": -1}, "bad header", id="negative-seed"),
    pytest.param({"undo": "sometimes"}, "unknown undo policy", id="undo-policy"),
    pytest.param({"names": [1, 2]}, "bad header", id="names-not-text"),
    pytest.param({"rules": {"dice": "loaded"}}, "unknown rules option", id="unknown-rule"),
    pytest.param({"rules": {"tie_break": "coin"}}, "tie_break", id="bad-rule-value"),
    pytest.param({"rules": {"trample_also_crashes": 1}}, "true or false", id="rule-not-bool"),
    pytest.param({"content_id": "other-cycle"}, "other-cycle", id="other-content"),
    pytest.param({"start": b"\x00garbage"}, "start state cannot be decoded", id="bad-start"),
    pytest.param({"k": "keyframe"}, "not a journal header", id="not-a-header"),
]


@pytest.mark.parametrize(("change", "fragment"), HOSTILE_HEADERS)
def test_hostile_headers(
    content: ContentPack, tmp_path: Path, change: dict[str, Any], fragment: str
) -> None:
    path = tmp_path / "hostile.atoj"
    small_journal(content, path)
    bodies = [f["body"] for f in split_frames(path.read_bytes())]
    bodies[0].update(change)
    path.write_bytes(join_frames(bodies))
    for fn in (
        lambda: load_game(path, content, writable=True),
        lambda: verify_journal(path, content),
    ):
        with pytest.raises(JournalError, match=fragment) as caught:
            fn()
        one_line(caught.value, path)
    assert sorted(p.name for p in tmp_path.iterdir()) == ["hostile.atoj"]


def _append(path: Path, record: dict[str, Any]) -> None:
    """Append a record given by name, in format 2 (a keyframe compressed against the file's
    last one, as the game writes it)."""
    keyframes = [r for r in read_journal(path).records if r.kind == "keyframe"]
    with open(path, "ab") as handle:
        handle.write(frame_bytes(encode_fields(record, keyframes[-1].state)))


@pytest.mark.parametrize(
    "state",
    [
        pytest.param(b"\xc1garbage", id="not-msgpack"),
        pytest.param(msgpack.packb({"seed": 1}), id="not-a-state"),
    ],
)
def test_a_keyframe_that_does_not_decode(
    content: ContentPack, tmp_path: Path, state: bytes
) -> None:
    path = tmp_path / "kf.atoj"
    live = small_journal(content, path)
    _append(
        path, {"k": "keyframe", "n": 3, "digest": live.history.digest_of(state), "state": state}
    )
    loaded = attempt(lambda: load_game(path, content, writable=False))
    if not isinstance(loaded, JournalError):
        assert loaded[0].digest == live.digest


def test_a_keyframe_from_another_game_is_refused_on_load(
    content: ContentPack, tmp_path: Path
) -> None:
    path = tmp_path / "kf.atoj"
    live = small_journal(content, path)
    other = Game.new(content, 99)
    for skill in ("will", "will", "will"):
        other.choose(skill)
    state = canonical_bytes(other.state)
    _append(
        path, {"k": "keyframe", "n": 3, "digest": live.history.digest_of(state), "state": state}
    )
    loaded = attempt(lambda: load_game(path, content, writable=False))
    if not isinstance(loaded, JournalError):
        game, report = loaded
        assert game.history.digest_of(canonical_bytes(game.state)) == live.digest
        assert report.damage is not None


# --------------------------------------------------------------------- files are never modified
def test_read_load_verify_never_modify_the_file(content: ContentPack, tmp_path: Path) -> None:
    path = tmp_path / "g.atoj"
    game = Game.new(content, 5, save=path, durable=False)
    play(game, 12)
    game.undo(2)
    game.close()
    before = fingerprint(path)
    time.sleep(0.01)
    read_journal(path)
    verify_journal(path, content)
    loaded, _ = load_game(path, content, writable=False)
    play(loaded, 3)
    opened, _ = load_game(path, content, writable=True, durable=False)
    opened.close()
    assert fingerprint(path) == before
    assert sorted(p.name for p in tmp_path.iterdir()) == ["g.atoj"]


def test_play_after_damage_continues_in_a_recovered_file(
    content: ContentPack, tmp_path: Path
) -> None:
    path = tmp_path / "g.atoj"
    small_journal(content, path)
    with open(path, "ab") as handle:
        handle.write(b"\x00\x00\x01\x00\xde\xad")  # a torn frame
    before = fingerprint(path)
    game, report = load_game(path, content, durable=False)
    assert report.damage is not None and report.damage.torn
    target = tmp_path / "g.recovered.atoj"
    assert report.continued_in == target
    assert any(str(target) in line for line in report.messages())
    game.choose("wisdom")
    game.choose(0)
    final = game.digest
    game.close()
    assert fingerprint(path) == before
    result = verify_journal(target, content)
    assert result.ok and result.damage is None
    assert result.digest == final
    again, report2 = load_game(path, content, durable=False)
    again.close()
    assert report2.continued_in == tmp_path / "g.recovered-2.atoj"
    assert recovered_path(path) == tmp_path / "g.recovered-3.atoj"
    assert fingerprint(path) == before


def test_appending_after_load_keeps_the_journal_valid(content: ContentPack, tmp_path: Path) -> None:
    path = tmp_path / "g.atoj"
    small_journal(content, path)
    for round_ in range(3):
        game, report = load_game(path, content, durable=False)
        assert report.damage is None
        play(game, 2)
        game.undo()
        game.close()
        assert verify_journal(path, content).ok, round_


# --------------------------------------------------------------------- a real crash
def test_sigkill_in_the_middle_of_play_leaves_a_loadable_journal(
    tmp_path: Path, subprocess_env: dict[str, str]
) -> None:
    """kill -9 while `atoterm bot` journals a long campaign: the save still loads and verifies."""
    folder = tmp_path / "long"
    folder.mkdir()
    for source in default_content_dir().iterdir():
        # No storybook, battles or Exploration deck: nothing ends the campaign before its
        # 100,000 days (the deck's Hull and Crew losses would, within a few weeks). No
        # Mnestis Theatre either: its Trees name the battles' Primordials.
        if source.suffix == ".toml" and source.name not in ("exploration.toml", "mnestis.toml"):
            text = source.read_text(encoding="utf-8")
            if source.name == "timeline.toml":
                text = text.replace("days = 40", "days = 100000", 1)
                assert "days = 100000" in text
            (folder / source.name).write_text(text, encoding="utf-8")
    pack = load_content(folder)
    save = tmp_path / "crash.atoj"
    process = subprocess.Popen(
        [
            *(sys.executable, "-m", "atoterm", "bot", "--seed", "11", "--steps", "100000"),
            *("--save", str(save), "--content", str(folder)),
        ],
        env=subprocess_env,
        stdout=subprocess.DEVNULL,
        stderr=subprocess.PIPE,
    )
    try:
        deadline = time.monotonic() + 60
        while time.monotonic() < deadline:
            if save.exists() and save.stat().st_size > 150_000:
                break
            assert process.poll() is None, process.stderr.read()  # type: ignore[union-attr]
            time.sleep(0.005)
        else:
            pytest.fail("the bot did not write its journal in time")
        os.kill(process.pid, signal.SIGKILL)
        process.wait(timeout=30)
    finally:
        if process.poll() is None:
            process.kill()
            process.wait()
        process.stderr.close()  # type: ignore[union-attr]
    assert process.returncode == -signal.SIGKILL
    before = fingerprint(save)
    game, report = load_game(save, pack, writable=False)
    assert game.history.position > 50
    assert report.damage is None or report.damage.torn
    verified = run_cli(["verify", str(save), "--content", str(folder)], subprocess_env)
    # 1: the kill tore the last record (the records before it verify)
    assert verified.returncode == (0 if report.damage is None else 1), verified.stderr
    assert verified.stdout.startswith("ok records=")
    assert "Traceback" not in verified.stderr
    assert fingerprint(save) == before
