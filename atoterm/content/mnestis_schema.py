"""The Mnestis Theatre's content (`mnestis.toml`): the Trees of Knowledge and their rewards
[MNE-003, MNE-005, MNE-014, MNE-017].

A Tree of Knowledge is one per Primordial; its nodes are (Primordial, Level) battles, each
unlocked once every node it names in ``after`` is won (a node of another Primordial's Tree
may be named too). The first win of a node gives its rewards once per Primordial per Level,
across playthroughs: the player profile keeps what was won (``store/profile.py``).
"""

from __future__ import annotations

from dataclasses import field

from atoterm.content.lazy_record import frozen_record

REGULAR_LEVELS = range(5, 10)
"""Levels a regular Primordial is fought at in the Theatre [MNE-003]."""
ADVERSARY_LEVELS = range(2, 10)
"""Levels an Adversary or Boss is fought at in the Theatre [MNE-003]."""


def theatre_levels(adversary: bool) -> range:
    return ADVERSARY_LEVELS if adversary else REGULAR_LEVELS


@frozen_record
class AscendingMaterial:
    """An ascending material: a Tree's first-win reward that ascends Gear of Cycle
    ``ascends`` to the next Cycle [MNE-014]."""

    id: str
    name: str
    ascends: int
    text: str = ""
    trait: str = ""
    """The trait a Gear card ascended with it gains (Labyrinthized: Cycle I to II) [MNE-015]."""
    core: bool = False
    """An Ascended Core: it ascends a Unique Gear card, one core a card [MNE-016]."""

    @property
    def to_cycle(self) -> int:
        """The Cycle a Gear card ascended with it reaches."""
        return self.ascends + 1


@frozen_record
class TheatreTree:
    """One Primordial's Tree: the material its first wins give and its loot list, from which
    Guaranteed Loot is drawn [MNE-014, MNE-017]."""

    primordial: str
    material: str
    loot: tuple[str, ...] = ()
    core: str = ""
    """The Ascended Core its nodes' ``cores`` give [MNE-016]."""


@frozen_record
class TheatreNode:
    """A node of a Tree of Knowledge: a battle against ``primordial`` at ``level``, unlocked
    when every node of ``after`` is won [MNE-005]."""

    id: str
    primordial: str
    level: int
    after: tuple[str, ...] = ()
    material: int = 1
    """Ascending materials of the Tree's kind given by the first win [MNE-014]."""
    guaranteed_loot: bool = False
    """The first win also gives a random card of the Tree's loot list [MNE-017]."""
    cores: int = 0
    """Ascended Cores of the Tree's kind given by the first win [MNE-016]."""
    summoning: str = ""
    """A Nymph Summoning the first win unlocks for the campaigns begun afterwards [MNE-019]
    ("" for none)."""
    gear: tuple[str, ...] = ()
    """Mnestis Gear (``mnestis_only`` cards) the first win unlocks for Theatre battles only
    [MNE-019]; never for a campaign."""

    @property
    def key(self) -> str:
        """What the profile records a win under: once per Primordial per Level [MNE-005]."""
        return f"{self.primordial}:{self.level}"


@frozen_record
class Reforging:
    """A Gear card the Theatre crafts from a Primordial's unique drop: a BP III Critical that
    would give a Core may craft it instead, at no further cost [MNE-018]."""

    gear: str
    needs: str
    """The Unique Gear card (a Primordial's drop) its making needs."""


@frozen_record
class SkyseerReward:
    """The Skyseer (``[skyseer]``) [MNE-021]: the first win of ``node`` gives one Skyseer
    (``titan_class``) and its ``gear``; ``technology`` breeds more in any campaign begun
    afterwards; Instant Drop makes one in the Theatre for ``drop_cores`` Ascended Cores and
    ``drop_dreamwalkers`` Dreamwalkers."""

    titan_class: str
    technology: str
    node: str
    gear: tuple[str, ...] = ()
    drop_cores: int = 1
    drop_dreamwalkers: int = 1


@frozen_record
class MnestisContent:
    technology: str
    """The Technology whose holder, at a campaign's victory, unlocks the Theatre [MNE-001]."""
    materials: dict[str, AscendingMaterial] = field(default_factory=dict)
    trees: dict[str, TheatreTree] = field(default_factory=dict)
    """Primordial id -> its Tree, in file order."""
    nodes: dict[str, TheatreNode] = field(default_factory=dict)
    """Node id -> node, in file order."""
    cycle: int = 1
    """The Cycle the pack's Gear belongs to: the Cycle an unascended card is of [MNE-015]."""
    ascension_costs: dict[str, int] = field(default_factory=dict)
    """Production Technology id -> ascending materials (1-4) to ascend a non-Unique Gear
    card it crafts [MNE-015]."""
    reforgings: tuple[Reforging, ...] = ()
    """Gear cards made from a Primordial's unique drop (``[[reforge]]``), besides the
    campaign's recipes that consume one [MNE-018]; none in the editions archived before."""
    skyseer: SkyseerReward | None = None
    """The Skyseer the Theatre gives and Instant Drop makes [MNE-021]; None in the editions
    archived before it."""

    def tree_nodes(self, primordial: str) -> list[TheatreNode]:
        """The nodes of one Primordial's Tree, lowest Level first."""
        return sorted(
            (n for n in self.nodes.values() if n.primordial == primordial), key=lambda n: n.level
        )

    def node_at(self, primordial: str, level: int) -> TheatreNode | None:
        for node in self.nodes.values():
            if node.primordial == primordial and node.level == level:
                return node
        return None
