"""A record's first decodes walk a table of its fields (``codec_decode._Walker``), later ones
run the generated decoder: both give the same records and refuse bad data with the same
message, so a state decodes the same whichever a process happens to use."""

from __future__ import annotations

import typing
from collections.abc import Iterator
from typing import Any

import pytest
from test_codec import _plain_state, _set

from atoterm.content import ContentPack
from atoterm.engine import codec, codec_decode
from atoterm.engine.battle.core.state import BattleState
from atoterm.engine.codec import DecodeError, canonical_bytes, from_plain
from atoterm.engine.codec_fields import is_record_type
from atoterm.engine.state import GameState

WALK = 10**9
"""GENERATE_AFTER for decoding by walking only."""
GENERATE = 0
"""GENERATE_AFTER for generated decoders from the first decode."""

BAD_DATA = [
    ("argo.crew", "6"),
    ("argo.crew", True),
    ("step_done", 1),
    ("phase", b"voyage"),
    ("voyage.revealed", {"a": 1}),
    ("voyage.revealed", [1, "2"]),
    ("rng", [1]),
    ("rng", {"d10": 1.5}),
    ("rng", {"d10": None}),
    ("argo", [6, 5, 0, 0]),
    ("argonauts", {"0": 1}),
    ("argonauts.0.skills.fury", None),
    ("outcome", "lost"),
    ("pending.context", {"tile": 1.25}),
    ("pending.options", [{"id": "x"}]),
    ("pending.options", "x"),
    ("argo.shields", 1),
    ("choice_matrix", [1, "x"]),
]
"""(path, value): a field set to data of the wrong shape (one of each shape the codec checks)."""


def _record_types(tp: Any, found: set[type]) -> set[type]:
    """Every record class reachable from ``tp`` through its fields' types."""
    for arg in typing.get_args(tp):
        _record_types(arg, found)
    if is_record_type(tp) and tp not in found:
        found.add(tp)
        for hint in typing.get_type_hints(tp).values():
            _record_types(hint, found)
    return found


RECORDS = _record_types(GameState, set()) | _record_types(BattleState, set())


@pytest.fixture
def decoders(monkeypatch: pytest.MonkeyPatch) -> Iterator[Any]:
    """``use(mode)``: fresh decoders for every record class, walking or generated; the
    decoders made before the test are put back after it."""
    saved = {cls: codec._made(cls).get("decode") for cls in RECORDS}

    def use(mode: int) -> None:
        monkeypatch.setattr(codec_decode, "GENERATE_AFTER", mode)
        for cls in RECORDS:
            codec._made(cls).pop("decode", None)

    yield use
    for cls, decoder in saved.items():
        codec._made(cls).pop("decode", None)
        if decoder is not None:
            codec._made(cls)["decode"] = decoder


def _outcome(data: Any) -> tuple[str, Any]:
    try:
        return "ok", canonical_bytes(from_plain(GameState, data))
    except DecodeError as exc:
        return "refused", str(exc)


def test_walking_and_generated_decoders_agree(content: ContentPack, decoders: Any) -> None:
    walked_records = []
    original = codec_decode._Walker.decode

    def counted(self: Any, data: Any, where: str) -> Any:
        walked_records.append(self.cls)
        return original(self, data, where)

    cases: list[Any] = [_plain_state(content)]
    for path, value in BAD_DATA:
        data = _plain_state(content)
        _set(data, path, value)
        cases.append(data)
    missing = _plain_state(content)
    del missing["voyage"]["tile"]
    defaults = _plain_state(content)
    defaults["argo"].pop("dreamwalkers", None)
    cases += [missing, defaults, None, [], {}, {"seed": 1, "x": 2}]
    outcomes = {}
    for mode in (WALK, GENERATE):
        decoders(mode)
        codec_decode._Walker.decode = counted  # type: ignore[method-assign]
        try:
            outcomes[mode] = [_outcome(data) for data in cases]
        finally:
            codec_decode._Walker.decode = original  # type: ignore[method-assign]
        if mode == WALK:
            assert len(set(walked_records)) > 10  # the walking decoders did the work
            walked_records.clear()
    assert walked_records == []  # the generated ones did
    assert outcomes[WALK] == outcomes[GENERATE]
    assert outcomes[WALK][0][0] == "ok"
    assert sum(kind == "refused" for kind, _ in outcomes[WALK]) == len(BAD_DATA) + 5


def test_a_class_is_generated_after_its_walked_decodes(
    content: ContentPack, decoders: Any, monkeypatch: pytest.MonkeyPatch
) -> None:
    decoders(2)
    walked: list[type] = []
    original = codec_decode._Walker.decode

    def counted(self: Any, data: Any, where: str) -> Any:
        walked.append(self.cls)
        return original(self, data, where)

    monkeypatch.setattr(codec_decode._Walker, "decode", counted)
    data = _plain_state(content)
    first = canonical_bytes(from_plain(GameState, data))
    for _ in range(3):
        assert canonical_bytes(from_plain(GameState, data)) == first
    assert walked.count(GameState) == 2  # then the generated decoder
