"""A small hand-made ``content.cycle`` and campaign state for the campaign screen tests:
four resources (one per category and a Core), a Technology tree with every requirement
kind, a forge that crafts and fuses, a trading post, a breeding pen, two Exploration cards."""

from __future__ import annotations

from atoterm.content.campaign_model import (
    Breeding,
    CampaignContent,
    ExplorationCard,
    Rate,
    Recipe,
    Requirement,
    Resource,
    TechAbility,
    Technology,
    Trade,
)
from atoterm.engine.state import GameState


def demo_cycle() -> CampaignContent:
    """Four resources, a small tree with every requirement kind, a forge, a trade post and a
    breeding pen; two Exploration cards."""
    resources = {
        "bronze": Resource("bronze", "Bronze", "mortal"),
        "scale": Resource("scale", "Glass Scale", "primordial", "kyanippe"),
        "tear": Resource("tear", "Sisyphus Tear", "divine"),
        "core": Resource("core", "Glass Core", "core", "kyanippe"),
    }
    techs = {
        "forge": Technology(
            "forge",
            "Ichor Forge",
            "battle",
            "",
            start="deck",
            facility="production",
            recipes=(
                Recipe(gear="spear", cost=(("bronze", 2),), copies=2),
                Recipe(titan="keel", core="core"),
            ),
        ),
        "post": Technology(
            "post",
            "Pearl Post",
            "structural",
            "",
            start="deck",
            abilities=(
                TechAbility(
                    "Barter", "active", "", trade=Trade(2, (Rate("bronze", 2, "tear", 1),))
                ),
            ),
        ),
        "pen": Technology(
            "pen",
            "Keel Pen",
            "structural",
            "",
            start="deck",
            breeding=Breeding("keel", 3, (("bronze", 1),)),
        ),
        "bell": Technology(
            "bell",
            "Sounding Bell",
            "structural",
            "",
            requires=(
                (Requirement("tech", "forge"),),
                (Requirement("killed", "kyanippe", 2), Requirement("explored", value=1)),
            ),
        ),
    }
    cards = {
        7: ExplorationCard(7, "Drifting Cargo", "", adversary=1, stack="draw"),
        9: ExplorationCard(9, "Salt Wind", "", disposal="until_battle", stack="end"),
    }
    return CampaignContent(resources=resources, technologies=techs, exploration=cards)


def demo_state(state: GameState) -> GameState:
    """``state`` with three Technologies, some cargo and one Project."""
    state.story.technologies = ["forge", "post", "pen"]
    state.story.resources = {"bronze": 3, "tear": 1, "core": 1, "scale": 0}
    state.campaign.projects = ["bell"]
    return state
