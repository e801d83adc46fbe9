"""The ids a content pack defines, gathered once per pack for the state validator.

A state names content by id (tiles, paragraphs, cards, Technologies ...); the validator asks
"is this id one the pack defines?" many times per state, so the sets are built on first use
and kept for as long as the pack is (a few packs at most live in one process).

:class:`Known` is a frozen ``msgspec.Struct``, not a dataclass: msgspec makes its methods in C
when the class is created, where ``dataclasses`` writes them as source text and compiles it at
every start of the program (about 1.4 ms of each process's imports for these 28 fields, stop
34). It lives in the pack's memo only: never encoded, copied or replaced.
"""

from __future__ import annotations

from collections.abc import Collection, Iterator

import msgspec
from msgspec import field

from atoterm.content.battle_schema import BattleContent
from atoterm.content.schema import ContentPack
from atoterm.engine.validate.checks import COUNT_MAX, ID_MAX, ID_RE

_CHECKED_SIZE = 64


class AnyName(Collection[str]):
    """Stands for the ids of a part the pack does not have (a pack without a storybook or
    battles): the rules never look those ids up, so any identifier-shaped text will do."""

    def __contains__(self, value: object) -> bool:
        return isinstance(value, str) and len(value) <= ID_MAX and bool(ID_RE.fullmatch(value))

    def __iter__(self) -> Iterator[str]:
        return iter(())

    def __len__(self) -> int:
        return 0


class AnyNumber(Collection[int]):
    """Stands for the tile ids of a pack without a map (a battle-only rules kit)."""

    def __contains__(self, value: object) -> bool:
        return type(value) is int and 0 <= value <= COUNT_MAX

    def __iter__(self) -> Iterator[int]:
        return iter(())

    def __len__(self) -> int:
        return 0


ANY_NAME = AnyName()
ANY_NUMBER = AnyNumber()
Names = frozenset[str] | AnyName


class Known(msgspec.Struct, frozen=True):
    """The ids a content pack defines, by kind (module docstring)."""

    content: ContentPack
    tiles: frozenset[int] | AnyNumber
    factions: frozenset[str]
    paragraphs: Names
    mnemos: Names
    fated: Names
    story_cards: frozenset[str]
    doom_cards: frozenset[str]
    hubs: Names
    technologies: frozenset[str]
    patterns: frozenset[str]
    exploration: frozenset[int]
    titan_classes: frozenset[str]
    primordials: Names
    battle: BattleContent | None
    gear: Names
    terrain: Names
    godforms: Names
    summonings: Names
    levels: dict[str, frozenset[int]] = field(default_factory=dict)
    """Campaign and practice Levels of each Primordial (what a story battle may name)."""
    battle_levels: dict[str, frozenset[int]] = field(default_factory=dict)
    """Every Level a battle may be fought at, the Mnestis Theatre's too [MNE-003]."""
    vantage: dict[str, frozenset[str]] = field(default_factory=dict)
    ai: dict[str, frozenset[str]] = field(default_factory=dict)
    """AI card ids of each Primordial (its deck, Signature and Routine cards)."""
    bp: dict[str, frozenset[str]] = field(default_factory=dict)
    decks: dict[str, frozenset[str]] = field(default_factory=dict)
    """Trauma and other shared battle decks by name (minor, major, grave, obol ...)."""
    trauma: frozenset[str] = frozenset()
    """Every shared battle card (what a Titan may keep)."""
    major_numbers: frozenset[int] = frozenset()
    """Numbers of the Major Trauma cards (a Delve draws them, ADV-040)."""
    checked: dict[tuple[str, bytes], object] = field(default_factory=dict)
    """States inside battles (snapshots, the state before a battle) already checked with this
    pack, by their role and bytes: every keyframe of a battle carries the same state before
    it, and undo decodes the same keyframe again and again."""

    def remember(self, data: tuple[str, bytes], result: object) -> None:
        if len(self.checked) >= _CHECKED_SIZE:
            self.checked.pop(next(iter(self.checked)))
        self.checked[data] = result

    def cards_of(self, primordial: str) -> frozenset[str]:
        """Every card a battle against ``primordial`` may hold in any pile."""
        return self.ai[primordial] | self.bp[primordial] | self.trauma


def known(content: ContentPack) -> Known:
    """The ids of ``content``, built once per pack."""
    entry = content.memo.get("known")
    if entry is None:
        entry = content.memo["known"] = _build(content)
    return entry  # type: ignore[no-any-return]


def _build(content: ContentPack) -> Known:
    book = content.storybook
    cycle = content.cycle
    bc = content.battle
    prims = bc.primordials if bc is not None else {}
    cards = bc.cards if bc is not None else {}
    decks: dict[str, set[str]] = {}
    for card in cards.values():
        decks.setdefault(card.deck, set()).add(card.id)
    for name in ("minor", "major", "grave", "obol", "moiros", "kratos"):
        decks.setdefault(name, set())
    return Known(
        content=content,
        tiles=frozenset(content.tiles) if content.tiles else ANY_NUMBER,
        factions=frozenset(f.id for f in content.factions),
        paragraphs=frozenset(book.paragraphs) if book else ANY_NAME,
        mnemos=frozenset(book.mnemos) if book else ANY_NAME,
        fated=frozenset(book.fated_mnemos) if book else ANY_NAME,
        story_cards=frozenset(card.id for card in book.story_cards) if book else frozenset(),
        doom_cards=frozenset(card.id for card in book.doom_cards) if book else frozenset(),
        hubs=frozenset(ch.hub for ch in book.chapters if ch.hub) if book else ANY_NAME,
        technologies=frozenset(cycle.technologies),
        patterns=frozenset(cycle.patterns),
        exploration=frozenset(cycle.exploration),
        titan_classes=frozenset(bc.titans) if bc is not None else frozenset(),
        primordials=frozenset(prims) if bc is not None else ANY_NAME,
        battle=bc,
        gear=frozenset(bc.gear) if bc is not None else ANY_NAME,
        terrain=frozenset(bc.terrain) if bc is not None else ANY_NAME,
        godforms=frozenset(bc.godforms) if bc is not None else ANY_NAME,
        summonings=frozenset(bc.summonings) if bc is not None else ANY_NAME,
        levels={p.id: frozenset(lv.level for lv in p.levels) for p in prims.values()},
        battle_levels={p.id: frozenset(lv.level for lv in p.all_levels) for p in prims.values()},
        vantage={p.id: frozenset(v.id for v in p.vantage_points) for p in prims.values()},
        ai={
            p.id: frozenset([*(a.id for a in p.ai), *(c.id for c in p.sheet_cards)])
            for p in prims.values()
        },
        bp={p.id: frozenset(card.id for card in p.bp) for p in prims.values()},
        decks={name: frozenset(ids) for name, ids in decks.items()},
        trauma=frozenset(cards),
        major_numbers=frozenset(card.number for card in cards.values() if card.deck == "major"),
    )
