"""Plain data and the canonical encoding of the state (ARCHITECTURE §2, §4; STYLE: boardgame.io).

The state must be plain data (no floats, sets, tuples or objects); its canonical bytes are
msgpack with sorted map keys, so the digest never depends on insertion order; decoding is strict
because a journal is untrusted input.
"""

from __future__ import annotations

import copy
import dataclasses
import importlib
import inspect
from typing import Any

import msgpack
import msgspec
import pytest
from support import play

from atoterm.cli.script import run_bot
from atoterm.content import ContentPack
from atoterm.content.editions import load_edition
from atoterm.engine import codec as codec_module
from atoterm.engine.codec import (
    DecodeError,
    blake2b_64,
    canonical_bytes,
    digest,
    from_plain,
    to_plain,
    unpack,
    xxh3_64,
)
from atoterm.engine.codec_fields import is_record, record_fields
from atoterm.engine.decisions import Decision, Event, Option
from atoterm.engine.plain import Plain
from atoterm.engine.state import Argo, GameState, Outcome, Timeline, TimelineEntry, Voyage
from atoterm.session import Game
from atoterm.session.legacy import state_digest

PINNED_EDITION = ("atoterm-cycle1", "604c0791b7fa06d3")
"""The Cycle stop 22 shipped (kept in atoterm/content/editions): the pinned game is played
on it, so tuning content/ later never moves the pin."""


FIXED_SCRIPT = [
    "fury",
    "wisdom",
    "courage",
    "will",
    "to-132",
    "name:2",
    "name:Orrathe",
    "name:dw",
    "name:Halcyra",
    "name:dw",
    "name:Tossk",
    "craft:hold_forge:0",
    "craft:hold_forge:0",
    "done",
    "leader:0",
    "choice:0",
    "choice:2",
    "leader:2",
    "choice:0",
    "to-124",
    "name:1",
    "name:Mireval",
    "name:dw",
    "name:Brennoth",
    "done",
    "to-132",
    "research:tide_organ",
    "done",
    "to-131",
    "name:dw",
    "name:Corvane",
    "done",
    "to-123",
    "leader:2",
    "choice:2",
    "choice:1",
    "done",
    "to-131",
    "prim:kyanippe",
    "default",
    "tile-3-F6",
    "done",
    "done",
    "done",
    "done",
    "done",
    "done",
    "done",
    "done",
    "done",
    "done",
    "done",
    "done",
    "turn-A",
    "done",
    "move",
    "cell-9-6",
    "end",
    "done",
    "turn-C",
]
FIXED_DIGEST = 0x4BA4BC99932AC385
"""Digest after FIXED_SCRIPT with seed 1 on the default content (pinned once; a change to the
state layout, the encoding or the rules it exercises must change this number on purpose: the
Adventure Phase did, as the state gained the storybook and the script reads the adventures; the
Voyage & campaign issue did, as it names Titans, crafts, researches and begins the day-6
Timeline Battle; journal format 3 did, as options carry their values; journal format 4 did, as
its states say they play by rules revision 4; journal format 5 did, as they say revision 5, and
journal format 6, as they say revision 6: the same game otherwise, its state of format 4 but for
the ``layout`` number, here and in the battle's snapshot); journal format 7 did, as its
digests are XXH3-64: the same game, the same canonical bytes, whose BLAKE2b-64 is still
``FIXED_FORMAT6_DIGEST``)."""
FIXED_FORMAT6_DIGEST = 0xA501B8F4A04EEA7A
"""The same script in a format 6 journal: the digest before format 7, unchanged (BLAKE2b-64)."""
FIXED_FORMAT5_DIGEST = 0x1DC95E3787754573
"""The same script in a format 5 journal: the digest before format 6, unchanged."""
FIXED_FORMAT4_DIGEST = 0x07C5A3D7C96D27D4
"""The same script in a format 4 journal: the digest before format 5, unchanged."""
FIXED_FORMAT3_DIGEST = 0x61AC4EE0EEC23A69
"""The same script in a format 3 journal: the digest before format 4, unchanged."""
FIXED_FORMAT2_DIGEST = 0xF2464B4DE97F4A2F
"""The same script in a format 2 journal: the digest before format 3, unchanged."""


def played(content: ContentPack, seed: int, steps: int) -> Game:
    game = Game.new(content, seed)
    run_bot(game, steps)
    return game


# --------------------------------------------------------------------- round trip
@pytest.mark.parametrize(
    ("seed", "steps"),
    [
        pytest.param(1, 0, id="fresh-campaign"),
        pytest.param(2, 4, id="after-setup"),
        pytest.param(3, 20, id="mid-campaign"),
        pytest.param(4, 200, id="campaign-over"),
    ],
)
def test_round_trip_after_real_play(content: ContentPack, seed: int, steps: int) -> None:
    state = played(content, seed, steps).state
    data = canonical_bytes(state)
    decoded = from_plain(GameState, unpack(data))
    assert decoded == state
    assert canonical_bytes(decoded) == data
    assert to_plain(decoded) == to_plain(state)
    assert from_plain(GameState, to_plain(state)) == state


def test_decoded_state_plays_on_like_the_live_one(content: ContentPack) -> None:
    """A state decoded mid-game and the live one give the same digests for the same choices."""
    from atoterm.engine import apply

    live = played(content, 8, 12).state
    twin = from_plain(GameState, unpack(canonical_bytes(live)))
    for _ in range(15):
        if live.pending is None:
            break
        choice = live.pending.legal_options()[-1].id
        apply(live, content, choice)
        apply(twin, content, choice)
        assert digest(twin) == digest(live)


def test_plain_form_has_sorted_keys_everywhere(content: ContentPack) -> None:
    plain = to_plain(played(content, 3, 10).state)

    def check(value: Any, where: str) -> None:
        if isinstance(value, dict):
            assert list(value) == sorted(value), where
            for key, item in value.items():
                check(item, f"{where}.{key}")
        elif isinstance(value, list):
            for index, item in enumerate(value):
                check(item, f"{where}[{index}]")

    check(plain, "state")


# --------------------------------------------------------------------- digests
def test_digest_of_a_fixed_script_is_pinned() -> None:
    # The script plays a kept edition (stop 22's): a session that tunes content/
    # (the Exploration deck, the storybook) changes what today's content deals, not the state's
    # layout, its encoding or its rules, which this pin guards.
    content = load_edition(*PINNED_EDITION)
    assert content is not None
    game = Game.new(content, 1)
    for choice in FIXED_SCRIPT:
        game.choose(choice)
    assert game.header.format == 7
    assert game.digest == FIXED_DIGEST
    assert digest(game.state) == FIXED_DIGEST
    assert xxh3_64(canonical_bytes(game.state)) == FIXED_DIGEST
    # Format 7 changed the digest function only: the bytes are format 6's.
    assert blake2b_64(canonical_bytes(game.state)) == FIXED_FORMAT6_DIGEST
    for journal_format, pinned in (
        (6, FIXED_FORMAT6_DIGEST),
        (5, FIXED_FORMAT5_DIGEST),
        (4, FIXED_FORMAT4_DIGEST),
        (3, FIXED_FORMAT3_DIGEST),
        (2, FIXED_FORMAT2_DIGEST),
    ):
        header = dataclasses.replace(Game.new(content, 1).header, format=journal_format)
        old = Game.begin(content, header)
        for choice in FIXED_SCRIPT:
            old.choose(choice)
        assert old.digest == pinned, f"format {journal_format}"


def test_format_1_to_6_digest_is_64_bit_blake2b_of_the_canonical_bytes() -> None:
    import hashlib

    data = canonical_bytes({"b": 1, "a": [True, None, "x"]})
    expected = int.from_bytes(hashlib.blake2b(data, digest_size=8).digest(), "big")
    assert blake2b_64(data) == expected
    assert 0 <= expected < 2**64
    for journal_format in range(1, 7):
        assert state_digest(journal_format) is blake2b_64


def test_format_7_digest_is_xxh3_64_of_the_canonical_bytes() -> None:
    """XXH3-64 with seed 0, as the xxHash reference gives it (the empty input's value is the
    one xxHash 0.8's own tests pin), of the same canonical bytes."""
    assert xxh3_64(b"") == 0x2D06800538D394C2
    data = canonical_bytes({"b": 1, "a": [True, None, "x"]})
    assert xxh3_64(data) == digest({"a": [True, None, "x"], "b": 1})
    assert 0 <= xxh3_64(data) < 2**64 and xxh3_64(data) != blake2b_64(data)
    assert state_digest(7) is xxh3_64


def test_different_states_have_different_digests(content: ContentPack) -> None:
    a = played(content, 3, 10).state
    b = copy.deepcopy(a)
    b.doom += 1
    assert digest(a) != digest(b)


def test_digest_ignores_map_insertion_order(content: ContentPack) -> None:
    state = played(content, 3, 10).state
    twin = copy.deepcopy(state)
    state.rng = {"d10": 3, "ai": 1, "exploration": 9}
    twin.rng = {"exploration": 9, "d10": 3, "ai": 1}
    state.forced = {"power": [1, 2], "d10": [4]}
    twin.forced = {"d10": [4], "power": [1, 2]}
    state.argonauts[0].skills = dict(reversed(list(state.argonauts[0].skills.items())))
    assert state.pending is not None and twin.pending is not None
    state.pending.context = {"z": 1, "a": {"y": 2, "b": 3}}
    twin.pending.context = {"a": {"b": 3, "y": 2}, "z": 1}
    assert canonical_bytes(state) == canonical_bytes(twin)
    assert digest(state) == digest(twin)


def test_canonical_bytes_of_plain_maps_ignore_insertion_order() -> None:
    assert canonical_bytes({"b": {"y": 1, "x": 2}, "a": 0}) == canonical_bytes(
        {"a": 0, "b": {"x": 2, "y": 1}}
    )


def test_list_order_matters() -> None:
    """Lists are ordered data (e.g. revealed tiles in the order they were placed)."""
    assert digest(Voyage(1, revealed=[1, 2])) != digest(Voyage(1, revealed=[2, 1]))


# --------------------------------------------------------------------- strict decoding
def _plain_state(content: ContentPack) -> dict[str, Any]:
    return unpack(canonical_bytes(played(content, 3, 6).state))


def _set(data: dict[str, Any], path: str, value: Any) -> None:
    *parents, last = path.split(".")
    for key in parents:
        data = data[int(key)] if isinstance(data, list) else data[key]
    if isinstance(data, list):
        data[int(last)] = value
    else:
        data[last] = value


@pytest.mark.parametrize(
    ("path", "value", "fragment"),
    [
        pytest.param("argo.crew", "6", "state.argo.crew: expected an integer", id="int-as-text"),
        pytest.param("argo.crew", True, "expected an integer, got bool", id="int-as-bool"),
        pytest.param("argo.crew", 6.0, "expected an integer, got float", id="int-as-float"),
        pytest.param("step_done", 1, "expected a bool, got int", id="bool-as-int"),
        pytest.param("phase", b"voyage", "expected text, got bytes", id="text-as-bytes"),
        pytest.param("voyage.revealed", {"a": 1}, "expected a list", id="list-as-map"),
        pytest.param("voyage.revealed", [1, "2"], "expected an integer", id="list-item-type"),
        pytest.param("rng", [1], "expected a map", id="map-as-list"),
        pytest.param("rng", {"d10": 1.5}, "expected an integer, got float", id="map-value-float"),
        pytest.param("argo", [6, 5, 0, 0], "expected a map for Argo", id="dataclass-as-list"),
        pytest.param("argonauts.0.skills.fury", None, "expected an integer", id="nested-none"),
        pytest.param("outcome", "lost", "state.outcome: expected a map for Outcome", id="optional"),
        pytest.param(
            "pending.context", {"tile": 1.25}, "float is not allowed", id="any-field-float"
        ),
        pytest.param(
            "pending.context", {"tile": b"\x00"}, "bytes is not allowed", id="any-field-bytes"
        ),
        pytest.param("pending.options", [{"id": "x"}], "missing field 'label'", id="missing"),
    ],
)
def test_from_plain_rejects_wrong_types(
    content: ContentPack, path: str, value: Any, fragment: str
) -> None:
    data = _plain_state(content)
    _set(data, path, value)
    with pytest.raises(DecodeError, match=fragment.replace("(", r"\(").replace(")", r"\)")):
        from_plain(GameState, data)


@pytest.mark.parametrize(
    ("path", "extra"),
    [
        pytest.param("", "chronicle_v2", id="top-level"),
        pytest.param("argo", "shields", id="nested"),
        pytest.param("pending.options.0", "hotkey", id="in-a-list"),
    ],
)
def test_from_plain_rejects_unknown_fields(content: ContentPack, path: str, extra: str) -> None:
    data = _plain_state(content)
    target: Any = data
    for key in filter(None, path.split(".")):
        target = target[int(key)] if isinstance(target, list) else target[key]
    target[extra] = 1
    with pytest.raises(DecodeError, match=f"unknown field '{extra}'"):
        from_plain(GameState, data)


def test_from_plain_accepts_missing_fields_that_have_defaults(content: ContentPack) -> None:
    """Additive changes: data written before a field existed still decodes (with the default)."""
    data = _plain_state(content)
    data["argo"].pop("dreamwalkers", None)
    data.pop("forced", None)
    state = from_plain(GameState, data)
    assert state.argo.dreamwalkers == 0
    assert state.forced == {}


def test_from_plain_rejects_a_missing_required_field(content: ContentPack) -> None:
    data = _plain_state(content)
    del data["voyage"]["tile"]
    with pytest.raises(DecodeError, match="missing field 'tile'"):
        from_plain(GameState, data)


@pytest.mark.parametrize(
    "data",
    [
        pytest.param(None, id="none"),
        pytest.param([], id="list"),
        pytest.param("state", id="text"),
        pytest.param({}, id="empty-map"),
        pytest.param({1: 2}, id="int-key"),
    ],
)
def test_from_plain_rejects_non_states(data: Any) -> None:
    with pytest.raises(DecodeError):
        from_plain(GameState, data)


def test_map_keys_must_be_text() -> None:
    with pytest.raises(DecodeError, match="expected text"):
        from_plain(dict[str, int], {1: 1})


def test_unpack_refuses_non_text_map_keys() -> None:
    with pytest.raises(ValueError):
        unpack(msgpack.packb({1: 2}))


# --------------------------------------------------------------------- encoding only plain data
@pytest.mark.parametrize(
    "value",
    [
        pytest.param(1.5, id="float"),
        pytest.param({1, 2}, id="set"),
        pytest.param(object(), id="object"),
        pytest.param(frozenset(), id="frozenset"),
    ],
)
def test_to_plain_refuses_non_plain_values_in_untyped_places(value: Any) -> None:
    with pytest.raises(TypeError):
        to_plain([value])
    with pytest.raises(TypeError):
        to_plain(Event("x", "y", data={"v": value}))


def test_to_plain_refuses_a_float_in_an_int_field() -> None:
    with pytest.raises(TypeError):
        canonical_bytes(Argo(crew=1.5, hull=5, argo_fate=0, knowledge=0))  # type: ignore[arg-type]


def test_to_plain_refuses_a_set_in_a_list_field() -> None:
    with pytest.raises(TypeError):
        to_plain(Voyage(tile=1, revealed={3, 1, 2}))  # type: ignore[arg-type]


PLAIN_SCALARS = (int, str, bool, type(None), bytes)
"""``bytes``: a battle keeps msgpack snapshots (the resume point, the state before the battle
for a Sisyphus Tear); campaigns meet them since Timeline Battles are part of the Cycle."""


def assert_plain(value: Any, where: str = "state") -> None:
    """The development-mode check of boardgame.io: only plain data may enter the state."""
    if is_record(value):
        for f in record_fields(type(value)):
            assert_plain(getattr(value, f.name), f"{where}.{f.name}")
    elif type(value) is list:
        for index, item in enumerate(value):
            assert_plain(item, f"{where}[{index}]")
    elif type(value) is dict:
        for key, item in value.items():
            assert type(key) is str, f"{where}: map key {key!r} is not text"
            assert_plain(item, f"{where}.{key}")
    else:
        assert type(value) in PLAIN_SCALARS, f"{where}: {type(value).__name__} is not plain data"
        if type(value) is int:
            assert -(2**63) <= value < 2**64, f"{where}: {value} does not fit 64 bits"


def test_plain_check_catches_what_it_should() -> None:
    for bad in (Voyage(1, revealed=(1,)), Voyage(1, sector=1.0), Argo(1, 1, 1, 1, {1})):  # type: ignore[arg-type]
        with pytest.raises(AssertionError):
            assert_plain(bad)
    assert_plain(Timeline(3, 1, [TimelineEntry(2, "battle", "x")]))


@pytest.mark.parametrize("seed", [11, 12, 13])
def test_state_is_plain_after_every_decision_of_random_play(
    content: ContentPack, seed: int
) -> None:
    game = Game.new(content, seed)
    assert_plain(game.state)
    while game.pending is not None and game.history.position < 120:
        run_bot(game, 1)
        assert_plain(game.state)
        assert_plain(game.last_events, "events")
    assert game.history.position > 40


def test_decision_and_outcome_are_plain() -> None:
    decision = Decision("move", "players", "p", [Option("a", "A")], {"tile": 1})
    assert from_plain(Decision, to_plain(decision)) == decision
    outcome = Outcome("lost", "because", "CAMP-022")
    assert from_plain(Outcome, unpack(canonical_bytes(outcome))) == outcome


def test_undo_restores_an_equal_state_object(content: ContentPack) -> None:
    """Decoding a keyframe gives an equal object, not only an equal digest."""
    game = Game.new(content, 21)
    play(game, 6)
    before = copy.deepcopy(game.state)
    play(game, 3)
    game.undo(3)
    assert game.state == before


def _plain_records() -> list[type]:
    found = []
    for name in (
        "atoterm.engine.state",
        "atoterm.engine.battle.core.state",
        "atoterm.engine.campaign_state",
        "atoterm.engine.story_state",
        "atoterm.engine.decisions",
    ):
        module = importlib.import_module(name)
        found += [
            cls
            for cls in vars(module).values()
            if inspect.isclass(cls) and issubclass(cls, Plain) and cls.__module__ == name
        ]
    return found


@pytest.mark.parametrize("record", _plain_records(), ids=lambda cls: cls.__name__)
def test_a_plain_records_defaults_are_values_python_keeps_single(record: type) -> None:
    """msgspec leaves out a default by identity: a default that an equal value may not be
    (a non-empty text, a large number) would be written once decoded (``plain.py``)."""
    for f in msgspec.structs.fields(record):
        default = f.default
        if default is msgspec.NODEFAULT:
            assert f.default_factory in (msgspec.NODEFAULT, list, dict), (record, f.name)
            continue
        single = default is None or type(default) is bool or default in ("", b"", ())
        single = single or (type(default) is int and -5 <= default <= 256)
        assert single, f"{record.__name__}.{f.name} = {default!r}: make the record a dataclass"


def test_a_default_that_is_equal_but_not_the_same_object_is_left_out(content: ContentPack) -> None:
    """Text read from a file equals the default without being it: still left out."""
    state = Game.new(content, 5, durable=False).state
    state.rules.rage9_attack = "".join(["forb", "idden"])
    state.story.story_card = "".join(["1", "A"])
    assert canonical_bytes(state) == codec_module._generic_bytes(state)
    assert b"rage9_attack" not in canonical_bytes(state)


def test_the_dataclass_records_leave_out_defaults_equal_to_theirs(content: ContentPack) -> None:
    """The dataclass records are copied into msgspec Structs for encoding (``codec_mirror``):
    a text or record equal to its default, not the same object, is left out all the same."""
    state = Game.new(content, 5, durable=False).state
    state.phase = "".join(["set", "up"])
    state.campaign = copy.deepcopy(type(state.campaign)())
    state.story = type(state.story)(story_card="".join(["1", "A"]))
    state.powers = copy.deepcopy(state.powers)
    data = canonical_bytes(state)
    assert data == codec_module._generic_bytes(state)
    assert b"campaign" not in data and b"\xa5phase" not in data


def test_the_dataclass_records_are_read_like_attributes(content: ContentPack) -> None:
    """A field kept on the class (not in the instance's dict, as msgspec decodes a dataclass)
    and an attribute that is no field: the bytes are those of the fields, as read."""
    state = Game.new(content, 5, durable=False).state
    expected = codec_module._generic_bytes(state)
    del state.rules.difficulty  # the class default ("normal") stands
    vars(state.story)["shown"] = 3  # no field: not in the state
    assert canonical_bytes(state) == expected == codec_module._generic_bytes(state)
