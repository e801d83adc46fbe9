"""Crafting Gear and fusing Titans at Production Facilities; resources by category
[ADVA-009, ADVA-026..ADVA-030, ADVA-037, ADVA-038, GEN-036]."""

from __future__ import annotations

import pytest
from advancement_kit import RESOURCES, Adva, Recipe, cycle, tech

FORGE = tech(
    "forge",
    "battle",
    facility="production",
    recipes=(
        Recipe(gear="spear", cost=(("bronze", 2),), copies=2),
        Recipe(gear="great_spear", cost=(("hide", 1),), gear_cost=("spear",), copies=1),
        Recipe(titan="keel_ram", core="lion_core", cost=(("tear", 1),)),
        Recipe(titan="tide_proto", prototype=True, name="Undertow"),
    ),
)
IDLE = tech("idle_forge", "battle", facility="production", recipes=(Recipe(gear="net"),))
CC = cycle(FORGE, IDLE)


def test_craft_pays_the_cost_and_fills_the_armory_ADVA_030_GEN_036() -> None:
    kit = Adva(CC, technologies=["forge"], resources={"bronze": 5})
    kit.choose("craft:forge:0")
    assert kit.state.story.armory == ["spear"]
    assert kit.cargo == {"bronze": 3}
    assert {"ADVA-030"} <= set(kit.rules())


def test_any_number_of_crafts_per_step_ADVA_028() -> None:
    kit = Adva(CC, technologies=["forge"], resources={"bronze": 5})
    kit.choose("craft:forge:0", "craft:forge:0")
    assert kit.state.story.armory == ["spear", "spear"]
    assert kit.pending is not None and kit.kind == "adva.menu"


@pytest.mark.parametrize(
    ("setup", "option", "why"),
    [
        pytest.param(
            {"resources": {"bronze": 1}},
            "craft:forge:0",
            "needs 2 Bronze (have 1)",
            id="ADVA-030-cost-short",
        ),
        pytest.param(
            {"resources": {"bronze": 9}, "armory": ["spear", "spear"]},
            "craft:forge:0",
            "all 2 copies are out of the box",
            id="ADVA-029-copy-limit",
        ),
        pytest.param(
            {"resources": {"hide": 1}},
            "craft:forge:1",
            "needs the Gear card Spear",
            id="ADVA-030-gear-cost-missing",
        ),
        pytest.param(
            {"resources": {"tear": 1, "lion_core": 1}},
            "craft:forge:2",
            "needs 1 Dreamwalker",
            id="ADVA-037-no-dreamwalker",
        ),
        pytest.param(
            {"resources": {"tear": 1}, "argo": {"dreamwalkers": 1}},
            "craft:forge:2",
            "needs 1 Lion Core",
            id="ADVA-037-no-core",
        ),
    ],
)
def test_craft_problems(setup: dict, option: str, why: str) -> None:
    kit = Adva(CC, technologies=["forge"], **setup)
    disabled = kit.option(option).disabled
    assert disabled
    assert why in disabled


def test_only_production_facilities_in_the_deck_ADVA_029_ADVA_009() -> None:
    """Only Gear of Production Facilities in the Technology deck can be crafted."""
    kit = Adva(CC, technologies=["forge"], projects=["idle_forge"])
    assert not any(i.startswith("craft:idle_forge") for i in kit.ids())
    assert "copies left" in kit.option("craft:forge:0").explain


def test_gear_paid_returns_to_the_box_ADVA_030() -> None:
    kit = Adva(CC, technologies=["forge"], resources={"hide": 1}, armory=["spear", "axe"])
    kit.choose("craft:forge:1")
    assert kit.state.story.armory == ["axe", "great_spear"]
    assert "gear_returned" in kit.kinds()


def test_fusing_gives_the_titan_at_once_ADVA_037() -> None:
    """One Dreamwalker and the Core (and the printed cost) make the Titan immediately."""
    kit = Adva(
        CC, technologies=["forge"], resources={"tear": 1, "lion_core": 1}, argo={"dreamwalkers": 2}
    )
    kit.choose("craft:forge:2")
    assert kit.state.argo.dreamwalkers == 1
    assert kit.cargo == {}
    assert [t.titan_class for t in kit.state.campaign.titans] == ["keel_ram"]


def test_prototype_titan_is_marked_ADVA_038() -> None:
    """Prototypes are crafted in the Cycle their Technology comes from (every Technology of
    ``content.cycle`` is of the current Cycle) and keep their printed name [ADVA-038]."""
    kit = Adva(CC, technologies=["forge"], argo={"dreamwalkers": 1})
    kit.choose("craft:forge:3")
    (record,) = kit.state.campaign.titans
    assert record.prototype and record.name == "Undertow"


@pytest.mark.parametrize(
    ("resource", "category"),
    [
        pytest.param("bronze", "mortal", id="ADVA-026-mortal"),
        pytest.param("hide", "primordial", id="ADVA-026-primordial"),
        pytest.param("tear", "divine", id="ADVA-026-divine"),
        pytest.param("pearl", "rare", id="ADVA-026-rare"),
        pytest.param("unlisted_relic", "rare", id="ADVA-026-unlisted-is-rare"),
        pytest.param("lion_core", "core", id="ADVA-027-core"),
    ],
)
def test_resource_categories(resource: str, category: str) -> None:
    """Four categories of resources, Cores apart [ADVA-026, ADVA-027]."""
    cc = cycle()
    assert cc.category(resource) == category
    assert {r.category for r in RESOURCES} >= {"mortal", "primordial", "divine", "rare", "core"}
