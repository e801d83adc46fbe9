"""What the Advancement Step allows, asked of the engine's read-only helpers [ADVA-001..042].

The Advancement sheet shows whether a requirement is met, a recipe can be made or a breeding
started with the same functions the engine uses to offer the options, so the sheet and the
options always agree. Each returns ``""`` when the thing is allowed, else why not in words.
"""

from __future__ import annotations

from atoterm.content.campaign_model import RESOURCE_CATEGORIES
from atoterm.engine.campaign.advancement.abilities import breed_problem
from atoterm.engine.campaign.advancement.crafting import copies_left, cost_words, craft_problem
from atoterm.engine.campaign.advancement.research import requirement_problem

__all__ = [
    "RESOURCE_CATEGORIES",
    "breed_problem",
    "copies_left",
    "cost_words",
    "craft_problem",
    "requirement_problem",
]
