"""The Mnestis Theatre's part of the player profile: what stays won across playthroughs
[MNE-001, MNE-013, MNE-002, MNE-005, MNE-014, MNE-015, MNE-016, MNE-017, MNE-018, MNE-019].

Plain data, written inside the profile (format 2) and checked field by field when read: the
profile is a file on the player's disk and may be damaged or foreign.
"""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import Any

MAX_ITEMS = 10_000
"""More entries than any real profile holds: a hostile file cannot make the reader hold more."""


MAX_FALLEN = 1_000
"""More fallen Argonauts than any profile's campaigns leave behind."""

OPTIONAL = frozenset(
    {
        "ascended",
        "reforged",
        "summonings",
        "mnestis_gear",
        "mnemos",
        "fallen",
        "skyseers",
        "dreamwalkers",
        "patterns",
    }
)
"""Fields written only once they hold something, so older builds read the profile."""


class TheatreRecordError(ValueError):
    """A Theatre record that does not have the expected shape."""


@dataclass
class TheatreRecord:
    unlocked: bool = False
    """A campaign ended in victory holding the Theatre's Technology [MNE-001]."""
    victories: int = 0
    """Campaigns won holding it: the number of the playthrough a node was won after."""
    campaigns: list[str] = field(default_factory=list)
    """Keys of the won campaigns counted (``mnestis_record.campaign_key``): one victory
    replayed after an undo is not a second playthrough."""
    primordials: list[str] = field(default_factory=list)
    """Primordials of completed Cycles: the only ones the Theatre offers [MNE-002]."""
    fought: list[str] = field(default_factory=list)
    """Primordials the won campaigns fought (for the record)."""
    titans: list[str] = field(default_factory=list)
    """Titan classes held at a won campaign's end: the unlocked Titans [MNE-011, MNE-013]."""
    godforms: list[str] = field(default_factory=list)
    """Godforms unlocked in a won campaign: any of them may Awaken [MNE-007]."""
    technologies: list[str] = field(default_factory=list)
    """The Technology decks of the won campaigns: their Argo Abilities, and the AA Limit of
    the best Argo Support Technology among them [MNE-012, MNE-013]."""
    won: dict[str, int] = field(default_factory=dict)
    """"primordial:level" -> the playthrough (``victories`` then) of its first win [MNE-005]."""
    materials: dict[str, int] = field(default_factory=dict)
    """Ascending materials held, by id [MNE-014]."""
    loot: list[str] = field(default_factory=list)
    """Guaranteed Loot won, Gear ids in the order won: they join new campaigns' Armory
    [MNE-017]."""
    ascended: dict[str, int] = field(default_factory=dict)
    """Gear id -> the Cycle the card is ascended to, one Cycle at a time [MNE-015, MNE-016]
    (absent: not ascended). A profile written before ascension has none."""
    reforged: list[str] = field(default_factory=list)
    """Gear ids crafted by reforging a Primordial's drop in a Theatre battle, each once: Gear
    unlocked for the Theatre only [MNE-018]. A profile written before it has none."""
    summonings: list[str] = field(default_factory=list)
    """Nymph Summonings unlocked by first node wins, in the order won: every campaign begun
    afterwards may use them [MNE-019]. A profile written before it has none."""
    mnestis_gear: list[str] = field(default_factory=list)
    """Mnestis Gear (``mnestis_only`` cards) unlocked by first node wins, in the order won:
    Theatre battles may field them, campaigns never [MNE-019]. A profile written before it has
    none."""
    mnemos: list[str] = field(default_factory=list)
    """Mnemos cards unlocked by won campaigns (held on a sheet, in the Vault or resolved), in
    the order recorded: a Theatre Portrait's two Mnemos are among them [MNE-011, MNE-013]. A
    profile written before it has none."""
    patterns: list[str] = field(default_factory=list)
    """Pattern cards unlocked by won campaigns (in the Gymnasion deck or on a Titan at the
    end), in the order recorded: a Theatre Titan may be fielded with them [MNE-013]. A profile
    written before it has none."""
    fallen: list[dict[str, Any]] = field(default_factory=list)
    """The sheets of Argonauts who died or retired in a campaign, won or not, each as
    ``{"campaign": key, "sheet": the Argonaut as plain data}`` (``mnestis_record.campaign_key``:
    a campaign's entries are replaced, never added twice): a Theatre pilot may be one of them
    [MNE-011]. Plain data here (the store knows no engine record); the session decodes and
    checks each sheet before use. A profile written before it has none."""

    skyseers: int = 0
    """Skyseers the Theatre gave (a node's first win, each Instant Drop): every campaign begun
    afterwards starts with them aboard, and with the Technology that breeds more [MNE-021].
    A profile written before it has none."""
    dreamwalkers: int = 0
    """Dreamwalkers the won campaigns ended with: what Instant Drop spends [MNE-021]. A
    profile written before it has none."""

    def to_plain(self) -> dict[str, Any]:
        plain: dict[str, Any] = {
            "unlocked": self.unlocked,
            "victories": self.victories,
            "campaigns": list(self.campaigns),
            "primordials": list(self.primordials),
            "fought": list(self.fought),
            "titans": list(self.titans),
            "godforms": list(self.godforms),
            "technologies": list(self.technologies),
            "won": dict(sorted(self.won.items())),
            "materials": dict(sorted(self.materials.items())),
            "loot": list(self.loot),
        }
        if self.ascended:  # a profile with no ascension reads in the builds before it
            plain["ascended"] = dict(sorted(self.ascended.items()))
        if self.reforged:  # likewise for a profile that reforged nothing
            plain["reforged"] = list(self.reforged)
        if self.summonings:  # and one that unlocked no Summoning
            plain["summonings"] = list(self.summonings)
        if self.mnestis_gear:  # and one that won no Mnestis Gear
            plain["mnestis_gear"] = list(self.mnestis_gear)
        if self.mnemos:  # and one that recorded no Mnemos
            plain["mnemos"] = list(self.mnemos)
        if self.patterns:  # and one that recorded no Pattern
            plain["patterns"] = list(self.patterns)
        if self.skyseers:  # and one with no Skyseer [MNE-021]
            plain["skyseers"] = self.skyseers
        if self.dreamwalkers:
            plain["dreamwalkers"] = self.dreamwalkers
        if self.fallen:  # and one that recorded no fallen Argonaut
            plain["fallen"] = [dict(entry) for entry in self.fallen]
        return plain

    @classmethod
    def from_plain(cls, data: Any) -> TheatreRecord:
        """The record ``data`` holds; TheatreRecordError says what is wrong with it."""
        if not isinstance(data, dict):
            raise TheatreRecordError("the Theatre record is not a table")
        unknown = set(data) - set(cls().to_plain()) - OPTIONAL
        if unknown:
            raise TheatreRecordError(f"the Theatre record has unknown fields: {sorted(unknown)}")
        unlocked = data.get("unlocked", False)
        if not isinstance(unlocked, bool):
            raise TheatreRecordError("'unlocked' must be true or false")
        return cls(
            unlocked=unlocked,
            victories=_count(data.get("victories", 0), "victories"),
            campaigns=_texts(data.get("campaigns", []), "campaigns"),
            primordials=_texts(data.get("primordials", []), "primordials"),
            fought=_texts(data.get("fought", []), "fought"),
            titans=_texts(data.get("titans", []), "titans"),
            godforms=_texts(data.get("godforms", []), "godforms"),
            technologies=_texts(data.get("technologies", []), "technologies"),
            won=_counts(data.get("won", {}), "won"),
            materials=_counts(data.get("materials", {}), "materials"),
            loot=_texts(data.get("loot", []), "loot"),
            ascended=_counts(data.get("ascended", {}), "ascended"),
            reforged=_texts(data.get("reforged", []), "reforged"),
            summonings=_texts(data.get("summonings", []), "summonings"),
            mnestis_gear=_texts(data.get("mnestis_gear", []), "mnestis_gear"),
            mnemos=_texts(data.get("mnemos", []), "mnemos"),
            patterns=_texts(data.get("patterns", []), "patterns"),
            skyseers=_count(data.get("skyseers", 0), "skyseers"),
            dreamwalkers=_count(data.get("dreamwalkers", 0), "dreamwalkers"),
            fallen=_fallen(data.get("fallen", [])),
        )


def _count(value: Any, name: str) -> int:
    if type(value) is not int or not 0 <= value < 2**31:
        raise TheatreRecordError(f"{name!r} must be a whole number from 0")
    return value


def _texts(value: Any, name: str) -> list[str]:
    if type(value) is not list or len(value) > MAX_ITEMS:
        raise TheatreRecordError(f"{name!r} must be a list of text")
    if not all(isinstance(v, str) and len(v) <= 200 for v in value):
        raise TheatreRecordError(f"{name!r} must be a list of text")
    return list(value)


def _counts(value: Any, name: str) -> dict[str, int]:
    if type(value) is not dict or len(value) > MAX_ITEMS:
        raise TheatreRecordError(f"{name!r} must map text to whole numbers")
    if not all(isinstance(k, str) and len(k) <= 200 for k in value):
        raise TheatreRecordError(f"{name!r} must map text to whole numbers")
    return {k: _count(v, name) for k, v in value.items()}


def _fallen(value: Any) -> list[dict[str, Any]]:
    """The fallen Argonauts' entries, their shape checked (each sheet's fields are checked
    when the session decodes it)."""
    if type(value) is not list or len(value) > MAX_FALLEN:
        raise TheatreRecordError("'fallen' must be a list of Argonaut sheets")
    for entry in value:
        if type(entry) is not dict or set(entry) != {"campaign", "sheet"}:
            raise TheatreRecordError("'fallen' entries hold a campaign and a sheet")
        campaign, sheet = entry["campaign"], entry["sheet"]
        if not isinstance(campaign, str) or len(campaign) > 200:
            raise TheatreRecordError("a 'fallen' entry's campaign must be text")
        if type(sheet) is not dict or not isinstance(sheet.get("name"), str):
            raise TheatreRecordError("a 'fallen' entry's sheet must be a table with a name")
    return [dict(entry) for entry in value]
