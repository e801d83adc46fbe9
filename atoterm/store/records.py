"""Journal record kinds and their strict validation (a journal is untrusted input).

A record is the same thing in every journal format: a decision, an undo, a redo or a
keyframe, with the fields below. Formats differ in how a record's body is laid out in its
frame: format 1 writes a msgpack map of named fields (parsed here), format 2 a compact
msgpack array (``compact.py``). ``Record.to_body`` gives the named fields either way (what
``atoterm export`` shows) together with the bytes the frame holds.
"""

from __future__ import annotations

import re
from dataclasses import dataclass, field
from typing import Any

FORMAT_VERSION = 7
"""The format new journals are written in (docs/journal-format.md): formats 3 to 7 lay out
their bodies as format 2 does; a format 3 journal's states are of layout 3 (options carry
values, ``engine/upgrade.py``), a format 4, 5 or 6 journal's of layout 4, 5 or 6, encoded as
layout 3 is and playing by rules revisions 4, 5 and 6 (``engine/revision.py``); a format 7
journal's are format 6's, its state digests XXH3-64 instead of BLAKE2b-64
(``session/legacy.py`` ``state_digest``)."""
READABLE_FORMATS = (1, 2, 3, 4, 5, 6, 7)
"""Every format this version reads, folds and verifies. A journal keeps the format it was
created in for its whole life: records appended to a format-1 journal are format 1."""
KINDS = ("header", "decision", "undo", "redo", "keyframe")
MAX_DRAWS = 65_536
"""Draws one decision may record (a real one makes at most a few hundred): a hostile record
cannot make the reader hold millions."""


class RecordError(ValueError):
    """A record body that does not fit its kind."""


@dataclass
class Header:
    """A journal's first record: its format, seed, content, rules and how the game began."""

    format: int
    engine: str
    content_id: str
    content_hash: str
    seed: int
    undo: str
    rules: dict[str, Any]
    names: list[str]
    start: bytes = b""
    """Canonical state a scenario started from; empty for a campaign created from the seed."""
    fated: dict[str, int] = field(default_factory=dict)
    """The player profile's fated boxes when the campaign began [ADV-084]: the journal keeps
    them so a replay reads the same table results whatever the profile holds by then."""
    armory: list[str] = field(default_factory=list)
    """The profile's Guaranteed Loot when the campaign began: Gear that joins its Armory at the
    start [MNE-017]; kept here so a replay never depends on the profile."""
    summonings: list[str] = field(default_factory=list)
    """The Nymph Summonings the profile's Mnestis Theatre had unlocked when the campaign began:
    it starts holding them [MNE-019]; kept here so a replay never depends on the profile."""
    theatre_titans: list[str] = field(default_factory=list)
    """Titan classes the profile's Mnestis Theatre sends aboard when the campaign begins (its
    Skyseers) [MNE-021]; kept here so a replay never depends on the profile."""
    theatre_technologies: list[str] = field(default_factory=list)
    """Technologies the profile's Mnestis Theatre gives the campaign's Technology deck at the
    start (the Skyseer's breeding Technology) [MNE-021]; kept here likewise."""
    theatre: str = ""
    """A Mnestis Theatre battle: the Tree node it fights (its id), or ``custom`` for a Custom
    Battle, which gives no rewards [MNE-005, MNE-006]; empty for every other journal."""
    epilogue: dict[str, Any] = field(default_factory=dict)
    """A later Cycle's campaign started from the epilogue of the one before: the record's plain
    form (``engine/epilogue.py``), laid into the first state [ADV-012, ADV-031, ADV-037]; kept
    here so the journal replays and verifies without the epilogue file. Empty otherwise."""
    sea: dict[str, Any] = field(default_factory=dict)
    """A campaign on a generated sea (docs/generated-seas.md): ``kind`` ("generated"),
    ``seed``, ``length``, ``generator`` (the generator's version) and ``digest`` (of the pack
    it generated), so loading regenerates the sea and verify checks it. Empty for the
    hand-made sea: such a header is byte for byte what earlier versions wrote."""
    daily: str = ""
    """A daily voyage (``--daily``, docs/voyages.md): the UTC date (``YYYY-MM-DD``) whose seed
    ``seed`` is, written once at creation (the journal holds the date, never reads a clock);
    the session checks that the date's seed is the header's. Empty for every other game: such
    a header is byte for byte what earlier versions wrote."""

    def to_body(self) -> dict[str, Any]:
        body: dict[str, Any] = {
            "k": "header",
            "format": self.format,
            "engine": self.engine,
            "content_id": self.content_id,
            "content_hash": self.content_hash,
            "seed": self.seed,
            "undo": self.undo,
            "rules": self.rules,
            "names": self.names,
        }
        if self.start:
            body["start"] = self.start
        if self.fated:
            body["fated"] = dict(sorted(self.fated.items()))
        if self.armory:
            body["armory"] = list(self.armory)
        if self.summonings:
            body["summonings"] = list(self.summonings)
        if self.theatre_titans:  # absent without a Skyseer: the header is what earlier builds wrote
            body["theatre_titans"] = list(self.theatre_titans)
        if self.theatre_technologies:
            body["theatre_technologies"] = list(self.theatre_technologies)
        if self.theatre:
            body["theatre"] = self.theatre
        if self.epilogue:
            body["epilogue"] = self.epilogue
        if self.sea:
            body["sea"] = dict(sorted(self.sea.items()))
        if self.daily:
            body["daily"] = self.daily
        return body


class RecordBody(dict):  # type: ignore[type-arg]
    """A record's fields by name (what `export` shows), carrying the exact bytes its frame
    holds: ``encode_frame`` frames ``payload`` as it is."""

    def __init__(self, fields: dict[str, Any], payload: bytes) -> None:
        super().__init__(fields)
        self.payload = payload


@dataclass
class Record:
    """One non-header record. Fields unused by a kind keep their defaults."""

    kind: str
    n: int
    """Length of the current line (decisions in force) after this record."""
    digest: int
    choice: str = ""
    draws: list[list[Any]] = field(default_factory=list)
    reveals: list[str] = field(default_factory=list)
    state: bytes = b""
    offset: int = 0
    """Byte offset of the record's frame in the file (filled by the reader)."""
    format: int = FORMAT_VERSION
    """The journal format the record is written in (the format of its file)."""
    base: bytes = field(default=b"", repr=False, compare=False)
    """A format-2 keyframe: the state of the keyframe before it in its file, the preset
    dictionary its state is compressed against (empty: compressed on its own)."""
    payload: bytes = field(default=b"", repr=False, compare=False)
    """The body bytes the record was read from (empty for a record made in this process):
    written again as they are, so a copied journal is byte for byte the same."""

    def fields(self) -> dict[str, Any]:
        """The record's fields by name, as format 1 writes them."""
        body: dict[str, Any] = {"k": self.kind, "n": self.n, "digest": self.digest}
        if self.kind == "decision":
            body.update(choice=self.choice, draws=self.draws, reveals=self.reveals)
        if self.kind == "keyframe":
            body["state"] = self.state
        return body

    def to_body(self) -> dict[str, Any]:
        """The named fields, as a :class:`RecordBody` holding the frame's bytes when they are
        not simply the msgpack map of those fields (that is, in format 2)."""
        if self.payload:
            return RecordBody(self.fields(), self.payload)
        if self.format == 1:
            return self.fields()
        from atoterm.store.compact import encode_body  # compact.py builds on this module

        return RecordBody(self.fields(), encode_body(self))

    def in_format(self, version: int) -> Record:
        """This record as written in journal format ``version`` (a copy when it differs)."""
        if version == self.format:
            return self
        return Record(
            self.kind,
            self.n,
            self.digest,
            self.choice,
            self.draws,
            self.reveals,
            self.state,
            self.offset,
            format=version,
        )


def _field(body: dict[str, Any], key: str, kind: type | tuple[type, ...]) -> Any:
    if key not in body:
        raise RecordError(f"missing field {key!r}")
    value = body[key]
    if isinstance(value, bool) and kind is not bool:
        raise RecordError(f"field {key!r} has the wrong type")
    if not isinstance(value, kind):
        raise RecordError(f"field {key!r} has the wrong type")
    return value


def parse_header(body: Any) -> Header:
    if not isinstance(body, dict) or body.get("k") != "header":
        raise RecordError("the first record is not a journal header")
    names = _field(body, "names", list)
    if not all(isinstance(n, str) for n in names):
        raise RecordError("field 'names' must be a list of text")
    seed = _field(body, "seed", int)
    if not 0 <= seed < 2**64:
        raise RecordError("field 'seed' is out of range")
    rules = _field(body, "rules", dict)
    if not all(isinstance(k, str) for k in rules):
        raise RecordError("field 'rules' must map text to values")
    undo = _field(body, "undo", str)
    if undo not in ("casual", "strict"):
        raise RecordError(f"unknown undo policy {undo!r}")
    return Header(
        format=_field(body, "format", int),
        engine=_field(body, "engine", str),
        content_id=_field(body, "content_id", str),
        content_hash=_field(body, "content_hash", str),
        seed=seed,
        undo=undo,
        rules=rules,
        names=names,
        start=_field(body, "start", bytes) if "start" in body else b"",
        fated=_fated(body),
        armory=_armory(body),
        summonings=_summonings(body),
        theatre_titans=_id_list(body, "theatre_titans", "Titan class ids"),
        theatre_technologies=_id_list(body, "theatre_technologies", "Technology ids"),
        theatre=_theatre(body),
        epilogue=_epilogue(body),
        sea=_sea(body),
        daily=_daily(body),
    )


def _armory(body: dict[str, Any]) -> list[str]:
    return _id_list(body, "armory", "Gear ids")


def _summonings(body: dict[str, Any]) -> list[str]:
    return _id_list(body, "summonings", "Summoning ids")


def _id_list(body: dict[str, Any], name: str, what: str) -> list[str]:
    """An optional header field holding content ids (absent: an empty list)."""
    ids = body.get(name, [])
    if (
        type(ids) is not list
        or len(ids) > 1000
        or not all(isinstance(i, str) and len(i) <= 200 for i in ids)
    ):
        raise RecordError(f"field {name!r} must be a list of {what}")
    return list(ids)


def _theatre(body: dict[str, Any]) -> str:
    theatre = body.get("theatre", "")
    if type(theatre) is not str or len(theatre) > 200:
        raise RecordError("field 'theatre' must be a Theatre node's id")
    return theatre


def _epilogue(body: dict[str, Any]) -> dict[str, Any]:
    """The optional epilogue a later Cycle started from: a map here; the session checks every
    field before it is laid into a state (``engine/epilogue.py``)."""
    epilogue = body.get("epilogue", {})
    if type(epilogue) is not dict or not all(type(k) is str for k in epilogue):
        raise RecordError("field 'epilogue' must be a map of named fields")
    return dict(epilogue)


SEA_FIELDS = {"kind": str, "seed": int, "length": str, "generator": int, "digest": str}
"""The header's ``sea`` map: every field present, of its type (the session checks values)."""


def _sea(body: dict[str, Any]) -> dict[str, Any]:
    """The optional generated sea: a map of exactly ``SEA_FIELDS``, short texts and u64
    numbers (untrusted: the session checks the kind, length and generator it names)."""
    sea = body.get("sea", {})
    if type(sea) is not dict:
        raise RecordError("field 'sea' must be a map")
    if not sea:
        return {}
    if sorted(sea) != sorted(SEA_FIELDS) or not all(
        type(sea[key]) is kind for key, kind in SEA_FIELDS.items()
    ):
        raise RecordError(f"field 'sea' must hold exactly {', '.join(SEA_FIELDS)}")
    if not all(0 <= sea[key] < 2**64 for key in ("seed", "generator")) or not all(
        len(sea[key]) <= 64 for key in ("kind", "length", "digest")
    ):
        raise RecordError("field 'sea' holds a value out of range")
    return dict(sea)


DAILY_DATE = re.compile(r"[0-9]{4}-[0-9]{2}-[0-9]{2}")


def _daily(body: dict[str, Any]) -> str:
    """The optional daily voyage's date: ``YYYY-MM-DD`` (the session checks that it is a date
    and that its seed is the header's)."""
    daily = body.get("daily", "")
    if type(daily) is not str or (daily and not DAILY_DATE.fullmatch(daily)):
        raise RecordError("field 'daily' must be a date written YYYY-MM-DD")
    return daily


def _fated(body: dict[str, Any]) -> dict[str, int]:
    fated = body.get("fated", {})
    if type(fated) is not dict or not all(
        isinstance(k, str) and type(v) is int and 0 <= v < 100 for k, v in fated.items()
    ):
        raise RecordError("field 'fated' must map paragraph ids to box counts")
    return dict(fated)


def check_digest(digest: Any) -> int:
    if type(digest) is not int or not 0 <= digest < 2**64:
        raise RecordError("field 'digest' is missing, of the wrong type or out of range")
    return digest


def check_draw(draw: Any) -> None:
    if not (
        type(draw) is list
        and len(draw) == 4
        and type(draw[0]) is str
        and all(type(v) is int for v in draw[1:])
    ):
        raise RecordError("field 'draws' is malformed")


def parse_record(body: Any) -> Record:
    """Validate one format-1 record body (a map). Unknown extra keys are ignored (additive
    fields)."""
    if type(body) is not dict:
        raise RecordError("a record must be a map")
    kind = body.get("k")
    n = body.get("n")
    digest = body.get("digest")
    if type(n) is not int or type(digest) is not int or n < 0 or not 0 <= digest < 2**64:
        raise RecordError("field 'n' or 'digest' is missing, of the wrong type or out of range")
    if kind == "undo" or kind == "redo":
        return Record(kind, n, digest, format=1)
    if kind == "decision":
        choice = _field(body, "choice", str)
        draws = _field(body, "draws", list)
        reveals = _field(body, "reveals", list)
        if len(draws) > MAX_DRAWS:
            raise RecordError(f"a decision of more than {MAX_DRAWS} draws")
        for draw in draws:
            check_draw(draw)
        if not all(type(r) is str for r in reveals):
            raise RecordError("field 'reveals' is malformed")
        return Record(kind, n, digest, choice, draws, reveals, format=1)
    if kind == "keyframe":
        return Record(kind, n, digest, state=_field(body, "state", bytes), format=1)
    raise RecordError(f"unknown record kind {kind!r}")
