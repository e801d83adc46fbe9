"""Difficulty: a named rules option of the campaign (``RulesOptions.difficulty``), recorded in
the journal's header like the rulings, so a replay plays the same campaign.

The rulebook has one difficulty; players of the box famously soften or harden it with house
rules. atoterm names three, each a change to the Argo the Cycle starts with (what a table
would agree on before the first day), so the rules of the days themselves never branch:

* ``story`` — a gentler voyage: +3 Hull, +2 Crew, +2 Argo Fate.
* ``normal`` — the Cycle as the rulebook sets it up (the default).
* ``heroic`` — the house rule of veterans: -2 Hull, -1 Crew.
"""

from __future__ import annotations

from collections.abc import Mapping
from types import MappingProxyType

from atoterm.content.schema import ContentPack
from atoterm.engine.state import Argo

DIFFICULTIES: tuple[str, ...] = ("story", "normal", "heroic")
DEFAULT_DIFFICULTY = "normal"
START_CHANGES: Mapping[str, Mapping[str, int]] = MappingProxyType(
    {
        "story": MappingProxyType({"hull": 3, "crew": 2, "argo_fate": 2}),
        "normal": MappingProxyType({}),
        "heroic": MappingProxyType({"hull": -2, "crew": -1}),
    }
)
"""Changes to the Argo's starting Basic Stats [CAMP-012], by difficulty."""
STAT_WORDS: Mapping[str, str] = MappingProxyType(
    {"hull": "Hull", "crew": "Crew", "argo_fate": "Argo Fate", "knowledge": "Knowledge"}
)


def starting_argo(content: ContentPack, difficulty: str) -> Argo:
    """The Argo a campaign starts with: the Cycle's start [CAMP-012], changed by the
    difficulty (never below 1 Hull or 1 Crew: the voyage must be able to begin)."""
    start = content.argo
    stats = {
        "crew": start.crew,
        "hull": start.hull,
        "argo_fate": start.argo_fate,
        "knowledge": start.knowledge,
    }
    for stat, change in START_CHANGES[difficulty].items():
        stats[stat] += change
    stats["crew"] = max(1, stats["crew"])
    stats["hull"] = max(1, stats["hull"])
    stats["argo_fate"] = max(0, stats["argo_fate"])
    return Argo(**stats)


def difficulty_words(difficulty: str) -> str:
    """``"story (+3 Hull, +2 Crew, +2 Argo Fate)"``: the name and what it changes."""
    changes = START_CHANGES.get(difficulty, {})
    if not changes:
        return f"{difficulty} (the Cycle as written)"
    said = ", ".join(f"{change:+d} {STAT_WORDS[stat]}" for stat, change in changes.items())
    return f"{difficulty} ({said} at the start)"
