"""Journal format 2 (docs/journal-format.md): compact record bodies, keyframes deflated against
the previous one, and the upgrade rule (a journal keeps the format it was created in)."""

from __future__ import annotations

import shutil
import tracemalloc
import zlib
from pathlib import Path
from typing import Any

import msgpack
import pytest
from support import play, split_frames

from atoterm.content import ContentPack
from atoterm.session import Game, load_game, verify_journal
from atoterm.session.campaign_bot import campaign_choice
from atoterm.store import FORMAT_VERSION, MAGIC, Record, read_journal
from atoterm.store.compact import (
    MAX_STATE_BYTES,
    BodyReader,
    deflate_state,
    encode_body,
    inflate_state,
    pack_draws,
    unpack_draws,
)
from atoterm.store.journal import encode_frame
from atoterm.store.records import MAX_DRAWS, RecordBody, RecordError

FIXTURES = Path(__file__).parent / "fixtures" / "journals_v1"
STATE = msgpack.packb({"argo": {"hull": 12}, "voyage": list(range(200))}, use_bin_type=True)
LATER = msgpack.packb({"argo": {"hull": 11}, "voyage": list(range(201))}, use_bin_type=True)
SHUFFLE = [["deck.exploration", 40 + i, 36 - i, (7 * i) % (36 - i)] for i in range(35)]


# --------------------------------------------------------------------- round trips
ROUND_TRIPS = [
    pytest.param([Record("decision", 1, 2**64 - 1, "fury")], id="decision"),
    pytest.param(
        [Record("decision", 1, 5, "to-115", [["battle.d10", 3, 10, 6]], ["tile:115"])],
        id="decision-draw-reveal",
    ),
    pytest.param([Record("decision", 1, 5, "keep", [], ["tile:1", "tile:2"])], id="reveals-only"),
    pytest.param([Record("decision", 1, 5, "shuffle", SHUFFLE)], id="decision-shuffle"),
    pytest.param(
        [Record("decision", 1, 7, "x"), Record("decision", 2, 8, "y"), Record("undo", 1, 7)],
        id="undo",
    ),
    pytest.param(
        [Record("decision", 1, 7, "x"), Record("undo", 0, 6), Record("redo", 1, 7)], id="redo"
    ),
    pytest.param([Record("keyframe", 0, 9, state=STATE)], id="keyframe"),
    pytest.param(
        [
            Record("keyframe", 0, 9, state=STATE),
            Record("decision", 1, 10, "x"),
            Record("keyframe", 1, 10, state=LATER, base=STATE),
        ],
        id="keyframe-against-the-previous",
    ),
    pytest.param([Record("keyframe", 0, 9, state=b"")], id="keyframe-empty-state"),
]


@pytest.mark.parametrize("records", ROUND_TRIPS)
def test_every_kind_round_trips(records: list[Record]) -> None:
    """Each record encodes to a msgpack array and reads back with the same fields (a
    decision's and a keyframe's line length counted by the reader)."""
    reader = BodyReader()
    for record in records:
        body = msgpack.unpackb(encode_body(record), raw=False)
        assert type(body) is list
        assert reader.read(body).fields() == record.fields()


DRAWS = [
    pytest.param([], 0, id="none"),
    pytest.param([["battle.d10", 0, 10, 3]], 1, id="one"),
    pytest.param(SHUFFLE, 1, id="a-shuffle-is-one-run"),
    pytest.param([["battle.d10", 5 + i, 10, i] for i in range(6)], 1, id="dice-are-one-run"),
    pytest.param(
        [["deck.ai", 1, 8, 2], ["battle.d10", 0, 10, 9], ["deck.ai", 2, 7, 0]], 3, id="streams-mix"
    ),
    pytest.param([["deck.bp", 1, 6, 0], ["deck.bp", 3, 5, 1]], 2, id="a-counter-skipped"),
    pytest.param([["s", 1, 6, 0], ["s", 2, 5, 1], ["s", 3, 5, 2]], 2, id="the-step-changes"),
]


@pytest.mark.parametrize(("draws", "runs"), DRAWS)
def test_draws_pack_into_runs_and_back(draws: list[list[Any]], runs: int) -> None:
    """Consecutive draws of a stream become one run; unpacking gives the draws back exactly,
    and a stream is named once per record."""
    flat = pack_draws(draws)
    assert len(flat) == 5 * runs
    assert sum(1 for item in flat if isinstance(item, str)) == len({d[0] for d in draws})
    assert unpack_draws(msgpack.unpackb(msgpack.packb(flat))) == draws


MALFORMED = [
    pytest.param({"k": "undo", "n": 1, "digest": 1}, "must be an array", id="a-map"),
    pytest.param([], "must be an array", id="empty"),
    pytest.param(["decision", 1, "x"], "kind must be a number", id="kind-text"),
    pytest.param([7, 1, "x"], "unknown record kind 7", id="unknown-kind"),
    pytest.param([0, 1], "needs a digest and a choice", id="decision-short"),
    pytest.param([0, "1", "x"], "digest", id="digest-text"),
    pytest.param([0, -1, "x"], "digest", id="digest-negative"),
    pytest.param([0, False, "x"], "digest", id="digest-bool"),
    pytest.param([0, 1, b"x"], "choice", id="choice-bytes"),
    pytest.param([0, 1, "x", ["s", 0, 10, 0]], "draws", id="draws-not-runs"),
    pytest.param([0, 1, "x", [0, 0, 10, 0, [1]]], "has not given", id="stream-before-named"),
    pytest.param([0, 1, "x", [None, 0, 10, 0, [1]]], "has not given", id="stream-none"),
    pytest.param([0, 1, "x", ["s", 0, 10, 0, []]], "draws", id="run-empty"),
    pytest.param([0, 1, "x", ["s", "0", 10, 0, [1]]], "draws", id="counter-text"),
    pytest.param([0, 1, "x", ["s", 0, 10, 0, [True]]], "draws", id="value-bool"),
    pytest.param(
        [0, 1, "x", ["s", 0, 10, 0, [1] * (MAX_DRAWS + 1)]], "more than", id="too-many-draws"
    ),
    pytest.param([0, 1, "x", [], ["ok", 3]], "reveals", id="reveals-not-text"),
    pytest.param([0, 1, "x", [], "tile:1"], "reveals", id="reveals-not-a-list"),
    pytest.param([1, 1], "line length and a digest", id="undo-short"),
    pytest.param([2, -1, 1], "'n'", id="redo-negative"),
    pytest.param([1, True, 1], "'n'", id="undo-n-bool"),
    pytest.param([3, 1, 3], "keyframe needs", id="keyframe-short"),
    pytest.param([3, 1, 3, "abc"], "keyframe needs", id="keyframe-state-text"),
    pytest.param([3, 1, 3, b"\xff\xff"], "not valid compressed data", id="not-deflate"),
    pytest.param([3, 1, 99, deflate_state(b"abc")], "announced size", id="shorter"),
    pytest.param([3, 1, 2, deflate_state(b"abc")], "announced size", id="longer"),
    pytest.param([3, 1, -1, deflate_state(b"")], "limit", id="size-negative"),
    pytest.param([3, 1, MAX_STATE_BYTES + 1, b""], "limit", id="size-over-the-limit"),
    pytest.param([3, 1, 3, deflate_state(b"abc")[:-1]], "announced size", id="truncated"),
    pytest.param([3, 1, 3, deflate_state(b"abc") + b"\x00"], "after its end", id="trailing"),
]


@pytest.mark.parametrize(("body", "fragment"), MALFORMED)
def test_malformed_bodies_are_refused(body: Any, fragment: str) -> None:
    """A body that does not fit its kind raises RecordError naming what is wrong, and the
    reader's line length is left as it was."""
    reader = BodyReader()
    with pytest.raises(RecordError, match=fragment):
        reader.read(body)
    assert reader.position == 0 and reader.base == b""


def test_trailing_items_are_ignored() -> None:
    """Items after the known ones are a later version's additive fields: ignored."""
    record = BodyReader().read([0, 5, "fury", [], [], "a later field", 42])
    assert (record.kind, record.digest, record.choice) == ("decision", 5, "fury")


# --------------------------------------------------------------------- keyframe compression
def _bomb(inflated: int) -> bytes:
    """Raw DEFLATE of ``inflated`` zero bytes, made without holding them."""
    packer = zlib.compressobj(9, zlib.DEFLATED, -15)
    chunk = b"\x00" * (1 << 20)
    return b"".join(packer.compress(chunk) for _ in range(inflated >> 20)) + packer.flush()


def test_a_zlib_bomb_is_refused_without_being_inflated() -> None:
    """Some 250 KB that would inflate to 256 MiB, announced as 1 KiB or as the 8 MiB limit:
    refused after inflating at most one byte more than announced."""
    bomb = _bomb(256 << 20)
    assert len(bomb) < 300_000
    tracemalloc.start()
    try:
        for announced in (1024, MAX_STATE_BYTES):
            with pytest.raises(RecordError, match="announced size"):
                inflate_state(bomb, announced)
        _, peak = tracemalloc.get_traced_memory()
    finally:
        tracemalloc.stop()
    assert peak < 3 * MAX_STATE_BYTES  # the output buffer's growth, far from 256 MiB


def test_a_keyframe_is_a_delta_against_the_previous_one(
    content: ContentPack, tmp_path: Path
) -> None:
    """Compressed against the keyframe before it, a campaign keyframe is smaller than
    compressed on its own (itself a third of its state at most); without that dictionary it
    does not inflate."""
    path = tmp_path / "g.atoj"
    game = Game.new(content, 5, save=path, durable=False)
    while sum(1 for r in read_journal(path).records if r.kind == "keyframe") < 3:
        game.choose(campaign_choice(game))
    game.close()
    first, second = [r for r in read_journal(path).records if r.kind == "keyframe"][1:3]
    delta = msgpack.unpackb(second.payload)[3]
    alone = deflate_state(second.state)
    assert len(delta) < len(alone) and len(alone) * 3 < len(second.state)
    assert inflate_state(delta, len(second.state), first.state) == second.state
    with pytest.raises(RecordError):
        inflate_state(delta, len(second.state))


# --------------------------------------------------------------------- frames and copies
def test_a_read_record_is_written_again_byte_for_byte(content: ContentPack, tmp_path: Path) -> None:
    """Framing each record as read (its RecordBody carries the bytes it was read from) gives
    the file back exactly: a copied journal keeps its keyframe chain."""
    path = tmp_path / "g.atoj"
    game = Game.new(content, 3, save=path, durable=False)
    play(game, 40)
    game.undo(3)
    game.redo(1)
    game.close()
    contents = read_journal(path)
    body = contents.records[1].to_body()
    assert isinstance(body, RecordBody) and body["k"] == contents.records[1].kind
    copy = MAGIC + encode_frame(contents.header.to_body())
    copy += b"".join(encode_frame(r.to_body()) for r in contents.records)
    assert copy == path.read_bytes()


def test_new_journals_are_format_7(content: ContentPack, tmp_path: Path) -> None:
    """A new journal's header says format 7 (bodies laid out as in format 2, states of layout
    6, XXH3-64 digests) and every body after it is an array."""
    path = tmp_path / "g.atoj"
    game = Game.new(content, 3, save=path, durable=False)
    play(game, 12)
    game.close()
    data = path.read_bytes()
    frames = split_frames(data)
    assert frames[0]["body"]["format"] == FORMAT_VERSION == 7
    offset = frames[1]["offset"]
    raw = msgpack.unpackb(data[offset + 8 : frames[1]["end"]])
    assert raw[0] == 3  # the keyframe after the header, as an array
    assert all(type(msgpack.unpackb(data[f["offset"] + 8 : f["end"]])) is list for f in frames[1:])


# --------------------------------------------------------------------- the upgrade rule
def _raw_bodies(path: Path) -> list[Any]:
    data = path.read_bytes()
    return [msgpack.unpackb(data[f["offset"] + 8 : f["end"]]) for f in split_frames(data)]


@pytest.mark.parametrize("name", ["campaign.atoj", "undo_redo.atoj"])
def test_a_format_1_journal_continues_in_format_1(
    content: ContentPack, tmp_path: Path, name: str
) -> None:
    """Played on, a format-1 journal is appended to in format 1 (maps), as are its copies; it
    still verifies and loads to the live digest. A file never mixes formats."""
    path = tmp_path / name
    shutil.copyfile(FIXTURES / name, path)
    before = len(split_frames(path.read_bytes()))
    game, report = load_game(path, content, durable=False)
    assert report.damage is None and report.continued_in is None
    for _ in range(60):
        game.choose(campaign_choice(game))
    game.undo(2)
    game.redo(1)
    copy = game.save_as(tmp_path / "copy.atoj")
    live = game.digest
    game.close()
    for journal in (path, copy):
        bodies = _raw_bodies(journal)
        assert len(bodies) > before + 60
        assert bodies[0]["format"] == 1
        assert all(type(body) is dict for body in bodies)
        assert verify_journal(journal, content).digest == live
        assert load_game(journal, content, writable=False)[0].digest == live


def test_a_recovered_copy_of_a_format_1_journal_is_format_1(
    content: ContentPack, tmp_path: Path
) -> None:
    """A torn format-1 journal continues in a format-1 recovered copy."""
    path = tmp_path / "torn.atoj"
    path.write_bytes((FIXTURES / "campaign.atoj").read_bytes()[:-5])
    game, report = load_game(path, content, durable=False)
    assert report.damage is not None and report.damage.torn
    game.choose(campaign_choice(game))
    game.close()
    assert report.continued_in is not None
    assert all(type(body) is dict for body in _raw_bodies(report.continued_in))
    assert verify_journal(report.continued_in, content).ok


def test_crc_and_length_are_the_frame_of_both_formats() -> None:
    """The frame head is the same in both formats: length and CRC32 of the body."""
    body = Record("undo", 3, 4).to_body()
    frame = encode_frame(body)
    length, crc = int.from_bytes(frame[:4], "big"), int.from_bytes(frame[4:8], "big")
    assert frame[8:] == body.payload == msgpack.packb([1, 3, 4])  # type: ignore[attr-defined]
    assert (length, crc) == (len(frame) - 8, zlib.crc32(frame[8:]))
    old = encode_frame(Record("undo", 3, 4, format=1).to_body())
    assert msgpack.unpackb(old[8:]) == {"k": "undo", "n": 3, "digest": 4}
