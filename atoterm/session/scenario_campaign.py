"""The campaign keys of a scenario's ``[setup]``: the Exploration deck's order, the Cargo and the
Diplomacy tracks (docs/scenarios.md, "[setup]").

```toml
[setup]
exploration_deck = [46, "Pearl Divers' Raft"]  # drawn first, in this order (number or name)
cargo = { pearl = 1, tar = 2 }                 # every resource the Argo holds, nothing else
diplomacy = { tidewright = 1 }                 # factions not listed keep their starting score
```

These replace what the Cycle starts with, and the Cycle is laid out only when campaign creation
is complete (``engine/campaign/start.py``, run by the setup step once every Argonaut has a
Portrait bonus). So when one of them is given, the scenario lays the Cycle out itself, as the
setup step would, and marks that step done; the campaign then begins with the first Movement
Step. The only difference to a game begun normally is that the Cycle's opening lines ("The
Cycle begins", "The Argo sets out") are not among the game's events.
"""

from __future__ import annotations

from typing import Any

from atoterm.content.errors import suggest
from atoterm.content.schema import ContentPack
from atoterm.engine.campaign import diplomacy
from atoterm.engine.campaign.start import begin_cycle
from atoterm.engine.context import Ctx
from atoterm.engine.rng import Rng
from atoterm.engine.state import GameState

CAMPAIGN_KEYS = ("exploration_deck", "cargo", "diplomacy")
"""The ``[setup]`` keys that need the Cycle laid out."""


class CampaignSetupError(ValueError):
    """A problem with one of :data:`CAMPAIGN_KEYS`: (key, message)."""

    def __init__(self, key: str, message: str) -> None:
        super().__init__(message)
        self.key = key


def lay_out_cycle(state: GameState, content: ContentPack, setup: dict[str, Any]) -> None:
    """Lay out the Cycle [CAMP-005] and set what ``setup`` gives of :data:`CAMPAIGN_KEYS`.

    ``state`` is a new campaign whose ``[setup]`` has been applied (Argonauts, Argo, forced
    streams: a forced ``deck.exploration`` still orders the shuffle of the starting deck)."""
    given = [k for k in CAMPAIGN_KEYS if k in setup]
    missing = [a.name for a in state.argonauts if not a.bonus_skill]
    if missing:
        raise CampaignSetupError(
            given[0],
            f"{given[0]} needs a complete campaign creation: give every [[setup.argonaut]] a "
            f"bonus (none for {', '.join(missing)}); the Cycle is laid out after the bonuses",
        )
    # Checked before anything changes: a bad value leaves no half-laid-out state behind.
    order = _deck_order(content, setup.get("exploration_deck", []))
    cargo = _cargo(content, setup.get("cargo"))
    scores = _diplomacy(content, setup.get("diplomacy", {}))
    ctx = Ctx(state, content, Rng(state.seed, state.rng, forced=state.forced))
    begin_cycle(ctx)  # the Cycle's start, as the setup step lays it out
    state.step_done = True  # ... and the setup step is over: the campaign goes on from Movement
    exp = state.campaign.exploration
    exp.deck = order + [n for n in exp.deck if n not in order]
    if cargo is not None:
        state.story.resources = cargo
    state.story.diplomacy.update(scores)


def _deck_order(content: ContentPack, cards: list[Any]) -> list[int]:
    """``exploration_deck``: card numbers or names, drawn first in this order [VOY-021]; each
    must be in the Cycle's starting deck, once."""
    if not cards:
        return []
    known = content.cycle.exploration
    if not content.cycle.exploration_start:
        raise CampaignSetupError(
            "exploration_deck", "exploration_deck: the content has no Exploration deck"
        )
    by_name = {card.name.lower(): number for number, card in known.items()}
    order: list[int] = []
    for item in cards:
        if isinstance(item, str):
            number = by_name.get(item.lower())
            if number is None:
                names = [card.name for card in known.values()]
                raise CampaignSetupError(
                    "exploration_deck",
                    f"exploration_deck: no Exploration card named {item!r}{suggest(item, names)}",
                )
        else:
            number = item
            if number not in known:
                raise CampaignSetupError(
                    "exploration_deck",
                    f"exploration_deck: no Exploration card {number} (cards are numbered "
                    f"{min(known)}..{max(known)})",
                )
        label = f"card {number} ({known[number].name})"
        if number in order:
            raise CampaignSetupError(
                "exploration_deck", f"exploration_deck: {label} is listed twice"
            )
        if number not in content.cycle.exploration_start:
            raise CampaignSetupError(
                "exploration_deck",
                f"exploration_deck: {label} is not in the Exploration deck at the start of the "
                "Cycle (an Acclimation adds it later)",
            )
        order.append(number)
    return order


def _cargo(content: ContentPack, cargo: dict[str, int] | None) -> dict[str, int] | None:
    """``cargo``: every resource the Argo holds, by id (the Cargo Hold, the Hidden Hold and the
    Rare resources are one record); None when not given."""
    if cargo is None:
        return None
    known = content.cycle.resources
    if cargo and not known:
        raise CampaignSetupError("cargo", "cargo: the content has no resources")
    for resource in sorted(cargo):
        if resource not in known:
            raise CampaignSetupError(
                "cargo", f"cargo: no resource {resource!r}{suggest(resource, known)}"
            )
    return {resource: cargo[resource] for resource in sorted(cargo)}


def _diplomacy(content: ContentPack, scores: dict[str, int]) -> dict[str, int]:
    """``diplomacy``: a score on the track of each faction named [VOY-041, VOY-042]."""
    factions = [f.id for f in content.factions]
    low, high = diplomacy.bounds(content)
    for faction in sorted(scores):
        if faction not in factions:
            raise CampaignSetupError(
                "diplomacy", f"diplomacy: no faction {faction!r}{suggest(faction, factions)}"
            )
        value = scores[faction]
        if not low <= value <= high:
            names = {score: name for score, name, _ in diplomacy.thresholds(content)}
            span = f"{low} ({names.get(low, low)}) to {high} ({names.get(high, high)})"
            raise CampaignSetupError(
                "diplomacy", f"diplomacy: {faction} {value} is off the track, which runs {span}"
            )
    return {faction: scores[faction] for faction in sorted(scores)}
