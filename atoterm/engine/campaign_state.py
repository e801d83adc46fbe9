"""The state of the Voyage Phase and the campaign around it (plain data only).

``GameState.campaign`` keeps what the Argo Sheet, the Exploration deck, the Technology and
Projects decks, the Adversary Track and the Evolution Tracks keep between days. The Cargo Hold,
the Technology deck, the Armory and the Diplomacy tracks are in ``GameState.story`` (the
storybook gains them) and are read from there.
"""

from __future__ import annotations

from dataclasses import dataclass, field

import msgspec

from atoterm.engine.plain import Plain


class TitanRecord(Plain):
    """A Titan aboard the Argo other than an unnamed Dreamwalker (those are counted in
    ``Argo.dreamwalkers``) [ADVA-031..ADVA-040]."""

    uid: int
    titan_class: str
    name: str = ""
    """Named Titans [ADVA-039]; empty while unnamed."""
    patterns: list[str] = msgspec.field(default_factory=list)
    """Pattern ids linked for good to this Titan [ADVA-040, ADVA-041]."""
    prototype: bool = False


class ExplorationState(Plain):
    """The Exploration deck [VOY-021..VOY-025, VOY-040]."""

    deck: list[int] = msgspec.field(default_factory=list)
    """Draw pile, top card first."""
    drawn: list[int] = msgspec.field(default_factory=list)
    """Cards drawn in the current Exploration Draw, shuffled back after the second stack."""
    set_aside: list[int] = msgspec.field(default_factory=list)
    """Until the next Timeline Battle [VOY-023]."""
    removed: list[int] = msgspec.field(default_factory=list)
    """Returned to the game box [VOY-024, VOY-040]."""
    stacks: list[list[int]] = msgspec.field(default_factory=list)
    """The stacks of the current (or last) Exploration Draw, for the screen."""
    card: int = 0
    """The card being resolved (0 between cards); its part in ``card_part``."""
    card_part: str = ""


class AdversaryState(Plain):
    """The Adversary Track and the Adversary on the map [VOY-027..VOY-038]."""

    primordial: str = ""
    """Written on the Adversary Track once the story introduces it; empty before."""
    tile: int = 0
    """The tile of its miniature, 0 when off the map."""
    track_box: int = 1
    """The Battle Track box of its next battle."""
    symbols_this_step: int = 0
    """Adversary symbols met in the current Exploration Step (two spawn it) [VOY-030]."""
    spawned_this_step: bool = False
    """Spawned this step: later activations this step are ignored [VOY-030]."""
    battle_due: bool = False
    """It reached the Argo: an Adversary Battle at the end of the current step [VOY-028]."""
    battles: int = 0
    defeated: bool = False


class Breeding(Plain):
    """A Titan being bred: arrives in the Advancement Step of ``day`` [ADVA-035]."""

    technology: str
    titan_class: str
    day: int


class SaveProgress(Plain):
    """A forced gain/loss being offered to Save abilities [GEN-044..GEN-050]
    (``engine/campaign/advancement/saves.py``)."""

    key: str
    """The caller's name for this instance of gain/loss."""
    tried: list[str] = msgspec.field(default_factory=list)
    """Save abilities ("tech:index") already offered for this instance [GEN-046]."""
    ability: str = ""
    """The Save ability whose failed roll may be re-rolled with Argo Fate [GEN-045]."""
    roll: int = 0
    ignored: bool = False
    """A Save test succeeded: the gain/loss is ignored [GEN-044]."""


class TradeProgress(Plain):
    """A trade being made [ADVA-023] (``engine/campaign/advancement/trading.py``)."""

    source: str
    exchanges: int
    """Exchanges left."""
    rates: list[str] = msgspec.field(default_factory=list)
    """``give|give_n|get|get_n``; give/get a resource id or a category."""
    rate: int = -1
    """The rate chosen for the current exchange (-1: none yet)."""
    give: str = ""
    get: str = ""
    """The resources chosen for a category rate."""
    made: int = 0
    """Exchanges made so far."""
    done: bool = False


class BattleRecord(Plain):
    """A battle of the campaign, for requirements and the chronicle."""

    day: int
    kind: str
    """"timeline", "adversary" or "story"."""
    primordial: str
    level: int
    result: str
    """"won", "lost" or "retreat"."""
    titans_lost: int = 0


class Possession(Plain):
    """A Possession Gear card bound to whoever first equipped it in a campaign battle
    [KEY-036, KEY-037] (``engine/campaign/possession.py``): one record per bound copy."""

    card: str
    """The Gear card's id (a copy of it is in the Armory)."""
    titan: int = 0
    """Titan Possession: the uid of the Titan record it must be equipped on (0: none)."""
    argonaut: int = -1
    """Argonaut Possession: the seat of the Argonaut whose Titan must equip it (-1: none)."""


class ChronicleEntry(Plain):
    day: int
    kind: str
    text: str


@dataclass
class CampaignState:
    """What the campaign keeps beyond the map position and the storybook."""

    stage: str = ""
    """Where the current step's procedure is (``key|part``): steps are re-run after each
    decision, and this says what is already done (see ``stage`` helpers)."""
    titans: list[TitanRecord] = field(default_factory=list)
    next_titan_uid: int = 1
    exploration: ExplorationState = field(default_factory=ExplorationState)
    adversary: AdversaryState = field(default_factory=AdversaryState)
    projects: list[str] = field(default_factory=list)
    """The Projects deck [ADVA-004]; the Technology deck is ``story.technologies``; every
    other Technology is in the Reserves [ADVA-005]."""
    research_done: list[str] = field(default_factory=list)
    """Research kinds already used today ("structural", "battle") [ADVA-010]."""
    used_today: list[str] = field(default_factory=list)
    """Active abilities used today ("tech:ability") [ADVA-019]."""
    cooling: list[str] = field(default_factory=list)
    """Abilities waiting for their Cooldown event ("tech:ability") [ADVA-024]."""
    breeding: list[Breeding] = field(default_factory=list)
    evolution: dict[str, int] = field(default_factory=dict)
    """Marked Evolution boxes per regular Primordial [CAMP-028]."""
    encountered: dict[str, int] = field(default_factory=dict)
    """Highest level encountered per Primordial [ADVA-012]."""
    killed: dict[str, int] = field(default_factory=dict)
    """Highest level slain per Primordial [ADVA-012]."""
    battles: list[BattleRecord] = field(default_factory=list)
    battles_due: list[str] = field(default_factory=list)
    """Battles waiting for the end of the current step or the Encounter Step ("timeline",
    "adversary", "story:<primordial>:<level>")."""
    local_faction: str = ""
    """The Local Faction chosen on a tile with several faction symbols [VOY-043]."""
    local_faction_day: int = 0
    """The day ``local_faction`` was chosen (the choice holds for that day only)."""
    minor_trauma: list[str] = field(default_factory=list)
    """The campaign's Minor Trauma deck, top first, for random directions [GEN-027]."""
    drift: int = 0
    """Drifts waiting for the end of the step (``drift`` op, GEN-027)."""
    titan_losses: int = 0
    """Titans to lose once the players choose which (``lose_titan`` op, GEN-040)."""
    save: SaveProgress | None = None
    """A forced gain/loss waiting on Save abilities [GEN-044]."""
    trade: TradeProgress | None = None
    """A trade in progress [ADVA-023]."""
    chronicle: list[ChronicleEntry] = field(default_factory=list)
    """The day-by-day record the chronicle is written from."""
    battle_return: str = ""
    """A campaign battle being fought: "<step>|<1 if that step was done>" to go back to
    (``engine/campaign/campaign_battle.py``); empty otherwise."""
    encounter_day: int = 0
    """The day whose Timeline Battles were added to ``battles_due`` (once per day)."""
    battle_kind: str = ""
    """The campaign battle being fought: "timeline", "adversary" or "story:<prim>:<level>"."""
    possessions: list[Possession] = field(default_factory=list)
    """Possession cards bound to a Titan or an Argonaut for every later battle [KEY-036,
    KEY-037]."""
