"""Which sea a campaign sails: the hand-made one of the pack, or one generated from a seed
(issue 17, docs/generated-seas.md).

A generated sea is a pack derived from the content pack by the engine's generator
(``engine/seagen``). The journal's header names it (``Header.sea``: kind, seed, length, the
generator's version and a digest of the pack it generated), so loading, replaying and
verifying build the same pack again and check that it is the one the journal was played on.
The hand-made sea leaves the header as earlier versions wrote it.

The generator is imported only when a generated sea is built (``sea_pack``), so a process
that replays a hand-made journal never loads it. The derived pack is kept in the base pack's
memo, keyed by what it is derived from (the base's content hash, the seed and the length):
every game of a process on that sea shares it, and nothing lives in a module global.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Any

from atoterm.content.schema import ContentPack
from atoterm.session.seed_code import code_or_blank
from atoterm.store import Header

GENERATOR_VERSION = 2
"""The version of the sea generator (``engine/seagen``) recorded in every new journal on a
generated sea (``Header.sea["generator"]``). A journal's sea is built again from its seed
whenever it is loaded or verified, so any change to the generator that gives some seed another
sea (a draw added, moved or reordered, a limit changed, content read in another way) raises
this number and keeps the earlier versions beside it (``engine/seagen/profile.VERSIONS``), as
content editions keep earlier content: a journal is replayed on the sea of the version it
names, and one of a version this atoterm does not know is refused in words. The journals of
``tests/fixtures/generated_sea/`` pin version 1's seas. Version 2 (stop 31) tuned short seas
for fairness (docs/generated-seas.md); its full seas are version 1's."""
GENERATOR_VERSIONS = (1, 2)
"""Every version this atoterm generates (``engine/seagen/profile.VERSIONS``' keys; not read
from there so that a hand-made journal never loads the generator)."""

HANDMADE = "handmade"
GENERATED = "generated"
SEA_KINDS = (HANDMADE, GENERATED)
LENGTHS = ("full", "short")
"""``full``: the Cycle's 40 days; ``short``: a voyage of some 20 days, for an evening."""
LENGTH_WORDS = {"full": "the full Cycle", "short": "a short voyage"}


class SeaError(Exception):
    """A sea that cannot be sailed: a bad kind or length, or a journal's generated sea that
    no longer comes out as it was recorded (the message says which, in one sentence)."""


@dataclass(frozen=True)
class SeaSpec:
    """The sea of a campaign: ``kind`` (``handmade`` or ``generated``), the ``seed`` it is
    generated from (for the hand-made sea, the campaign's seed: nothing is generated) and its
    ``length`` (``full`` or ``short``; always ``full`` for the hand-made sea)."""

    kind: str = HANDMADE
    seed: int = 0
    length: str = "full"

    @property
    def generated(self) -> bool:
        return self.kind == GENERATED

    def words(self) -> str:
        """The sea in the player's words (the chronicle, the title of a screen)."""
        if not self.generated:
            return "the hand-made sea"
        code = code_or_blank(self.seed)
        seed = f"seed {self.seed}, code {code}" if code else f"seed {self.seed}"
        return f"a generated sea ({seed}, {LENGTH_WORDS.get(self.length, self.length)})"


def sea_spec(kind: str, seed: int, length: str | None = None) -> SeaSpec:
    """A checked sea; ``length`` defaults to ``full`` and may be given only for a generated
    sea (SeaError says what is wrong, in the player's words)."""
    if kind not in SEA_KINDS:
        raise SeaError(f"the sea must be {' or '.join(SEA_KINDS)}, not {kind!r}")
    if length is not None and length not in LENGTHS:
        raise SeaError(f"the length must be {' or '.join(LENGTHS)}, not {length!r}")
    if kind == HANDMADE and length is not None and length != "full":
        raise SeaError("a length is chosen for a generated sea only (--sea generated)")
    if not 0 <= seed < 2**64:
        raise SeaError("the sea's seed must be a whole number from 0 to 2**64-1")
    return SeaSpec(kind, seed, length or "full")


def sea_of(header: Header) -> SeaSpec:
    """The sea a journal's header describes (the hand-made one when it names none)."""
    if not header.sea:
        return SeaSpec(HANDMADE, header.seed, "full")
    return SeaSpec(header.sea["kind"], header.sea["seed"], header.sea["length"])


def sea_facts(header: Header) -> dict[str, Any]:
    """A generated sea as the JSON views name it (`run --json`, `state --json`, `verify
    --json`): its kind, seed, seed code, length and generator version; {} for the hand-made
    sea (those views are as they were)."""
    spec = sea_of(header)
    if not spec.generated:
        return {}
    return {
        "kind": spec.kind,
        "seed": spec.seed,
        "code": code_or_blank(spec.seed) or None,
        "length": spec.length,
        "generator": header.sea.get("generator"),
    }


def sea_record(spec: SeaSpec, pack: ContentPack) -> dict[str, Any]:
    """The header's ``sea`` map for ``spec`` sailed on ``pack`` (empty: the hand-made sea)."""
    if not spec.generated:
        return {}
    return {
        "kind": spec.kind,
        "seed": spec.seed,
        "length": spec.length,
        "generator": GENERATOR_VERSION,
        "digest": pack_digest(pack, spec),
    }


def sea_pack(base: ContentPack, spec: SeaSpec, version: int = GENERATOR_VERSION) -> ContentPack:
    """The pack a campaign on ``spec`` plays on: ``base`` itself for the hand-made sea, else
    the pack generator ``version`` makes (once per base pack, seed, length and version)."""
    if not spec.generated:
        return base
    key = ("sea", base.hash, spec.seed, spec.length, version)
    found = base.memo.get(key)
    if found is None:
        # Loaded here, not with the module: verifying or loading a hand-made journal (every
        # journal but these) never loads the generator (tests/test_cli_startup.py).
        from atoterm.engine.seagen import generate_sea

        found = base.memo[key] = generate_sea(base, spec.seed, spec.length, version)
    return found  # type: ignore[no-any-return]


def journal_pack(header: Header, base: ContentPack) -> ContentPack:
    """The pack the journal of ``header`` was played on, built from ``base`` (the pack its
    header names); SeaError when its generated sea cannot be built as it was recorded."""
    if not header.sea:
        return base
    spec = sea_of(header)
    if spec.kind != GENERATED or spec.length not in LENGTHS:
        raise SeaError(
            f"this journal names a sea this version does not know ({spec.kind!r}, {spec.length!r})"
        )
    recorded = header.sea["generator"]
    if recorded not in GENERATOR_VERSIONS:
        known = ", ".join(map(str, GENERATOR_VERSIONS))
        raise SeaError(
            f"this journal's sea was made by version {recorded} of the sea generator; this "
            f"atoterm has versions {known}, which make other seas from the same seed, so the "
            "journal cannot be replayed here"
        )
    # The sea of the version that made it (a newer version may make another sea of the seed).
    pack = sea_pack(base, spec, recorded)
    digest = pack_digest(pack, spec)
    if digest != header.sea["digest"]:
        raise SeaError(
            f"the sea generated from seed {spec.seed} ({spec.length}) is not the one this "
            f"journal was played on (recorded sea digest {header.sea['digest']}, generated "
            f"{digest}): the sea generator or the content has changed since it was made"
        )
    return pack


def pack_digest(pack: ContentPack, spec: SeaSpec) -> str:
    """BLAKE2b-64 (hex) of the sea ``spec`` generated in ``pack``: its map, Timeline, deck,
    Story and Doom cards and hub table as the generator writes them out
    (``engine/seagen/toml_out.sea_digest``). Only what the generator made: the rest of the
    pack is the base content, which the header's content hash already names, and a new field
    of the pack's records changes no recorded digest. Kept in the pack's memo."""
    key = ("sea.digest", spec.seed, spec.length)
    found = pack.memo.get(key)
    if found is None:
        # (the generator's writer, loaded only for a generated sea, as in sea_pack)
        from atoterm.engine.seagen.toml_out import sea_digest

        found = pack.memo[key] = sea_digest(pack, spec.seed, spec.length)
    return found  # type: ignore[no-any-return]
