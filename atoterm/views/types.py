"""The state and content types the front ends name (annotations and ``isinstance`` checks).

Re-exported here so that a screen can say ``titan: TitanState`` without importing the engine
or the content package; the classes are the engine's own (nothing is copied).
"""

from __future__ import annotations

from atoterm.content.battle_schema import (
    AiCard,
    ArgoAbility,
    BattleContent,
    BpCard,
    Effect,
    Gear,
    Primordial,
    TerrainType,
    TitanClass,
)
from atoterm.content.campaign_model import Cost, Rate, Requirement, Technology
from atoterm.content.schema import ContentPack, Tile
from atoterm.content.story_model import Storybook
from atoterm.engine.battle.core.state import BattleState, GearState, TitanState
from atoterm.engine.campaign_state import CampaignState
from atoterm.engine.decisions import Decision, Event, Option
from atoterm.engine.epilogue import Epilogue
from atoterm.engine.state import Argonaut, GameState, Outcome, TimelineEntry, Voyage
from atoterm.engine.story_state import FatedHeld, MnemosHeld

__all__ = [
    "AiCard",
    "ArgoAbility",
    "Argonaut",
    "BattleContent",
    "BattleState",
    "BpCard",
    "CampaignState",
    "ContentPack",
    "Cost",
    "Decision",
    "Effect",
    "Epilogue",
    "Event",
    "FatedHeld",
    "GameState",
    "Gear",
    "GearState",
    "MnemosHeld",
    "Option",
    "Outcome",
    "Primordial",
    "Rate",
    "Requirement",
    "Storybook",
    "Technology",
    "TerrainType",
    "Tile",
    "TimelineEntry",
    "TitanClass",
    "TitanState",
    "Voyage",
]
