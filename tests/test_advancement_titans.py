"""Titans aboard: Gaia-born and Argo-bred classes, breeding across days, names and Patterns;
Structural abilities once per day, cooldowns and Negotiation [ADVA-018..ADVA-021,
ADVA-024, ADVA-025, ADVA-031..ADVA-036, ADVA-039..ADVA-042]."""

from __future__ import annotations

import pytest
from advancement_kit import Adva, Breeding, Pattern, TechAbility, cycle, tech

from atoterm.engine.campaign.advancement import titans

PEN = tech("pen", breeding=Breeding("keel_ram", 2, cost=(("bronze", 1),)))
PATTERNS = {
    "scarred": Pattern("scarred", "Scarred", "trauma", ""),
    "hardened": Pattern("hardened", "Hardened", "trauma", ""),
    "furious": Pattern("furious", "Furious", "kratos", ""),
}
CC = cycle(PEN, patterns=PATTERNS)


def test_breeding_across_days_ADVA_035_ADVA_036() -> None:
    """Day 3: pay a Dreamwalker and the cost, the class is written 2 days ahead; the
    Technology is busy until then; day 5's Advancement Step gives the Titan."""
    kit = Adva(CC, day=3, technologies=["pen"], resources={"bronze": 2}, argo={"dreamwalkers": 2})
    kit.choose("breed:pen")
    assert kit.state.argo.dreamwalkers == 1 and kit.cargo == {"bronze": 1}
    entry = kit.state.timeline.added[-1]
    assert (entry.day, entry.kind) == (5, "breeding")
    assert "only one breeding" in kit.option("breed:pen").disabled or "already breeding" in (
        kit.option("breed:pen").disabled
    )
    kit.choose("done")
    kit.next_day()
    assert "already breeding" in kit.option("breed:pen").disabled  # day 4 [ADVA-036]
    assert kit.state.campaign.titans == []
    kit.choose("done")
    kit.next_day()  # day 5: the Breeding event resolves first
    assert [t.titan_class for t in kit.state.campaign.titans] == ["keel_ram"]
    assert "bred" in kit.kinds()
    # a Keel-Ram is aboard now: that class cannot be bred [ADVA-033]
    assert "cannot be bred" in kit.option("breed:pen").disabled


def test_argo_bred_class_aboard_blocks_breeding_not_gaining_ADVA_032_ADVA_033() -> None:
    kit = Adva(CC, technologies=["pen"], resources={"bronze": 1}, argo={"dreamwalkers": 1})
    ctx = kit.ctx()
    titans.gain_titan(ctx, "keel_ram")
    titans.gain_titan(ctx, "keel_ram")  # other sources still give it; several aboard
    assert titans.aboard(kit.state) == [("dreamwalker", 1), ("keel_ram", 2)]
    kit.state.pending = None
    from atoterm.engine import machine

    machine.start(kit.state, kit.content)
    assert "cannot be bred now (ADVA-033)" in kit.option("breed:pen").disabled


@pytest.mark.parametrize(
    ("classes", "problem"),
    [
        pytest.param(["dreamwalker", "dreamwalker", "keel_ram"], False, id="ADVA-031-gaia-any"),
        pytest.param(["keel_ram", "skimmer"], False, id="ADVA-034-different-classes"),
        pytest.param(["keel_ram", "keel_ram"], True, id="ADVA-034-one-per-class"),
    ],
)
def test_one_argo_bred_titan_of_a_class_per_battle(classes: list[str], problem: bool) -> None:
    kit = Adva(CC, start=False)
    assert bool(titans.battle_problem(kit.content, classes)) is problem
    assert titans.is_gaia_born(kit.content, "dreamwalker")
    assert not titans.is_gaia_born(kit.content, "keel_ram")


def test_naming_a_dreamwalker_moves_it_to_the_roster_ADVA_039() -> None:
    kit = Adva(CC, technologies=["pen"], resources={"bronze": 1}, argo={"dreamwalkers": 2})
    kit.choose("name:dw")
    assert kit.kind == "adva.name"
    name = kit.legal()[0].split(":", 1)[1]
    kit.choose(kit.legal()[0])
    assert kit.state.argo.dreamwalkers == 1
    (record,) = kit.state.campaign.titans
    assert record.name == name and record.titan_class == "dreamwalker"
    assert titans.aboard(kit.state) == [("dreamwalker", 2)]
    assert name not in [o.split(":", 1)[1] for o in kit.ids() if o.startswith("name:")]


def test_ensure_named_names_at_once_ADVA_039() -> None:
    kit = Adva(CC, start=False)
    record = titans.gain_titan(kit.ctx(), "keel_ram")
    assert record is not None and record.name == ""
    assert titans.ensure_named(kit.ctx(), record.uid) == titans.NAMES[0]


def test_pattern_is_linked_named_and_replaced_by_same_kind_ADVA_040_ADVA_041() -> None:
    kit = Adva(CC, patterns=["scarred", "hardened", "furious"], argo={"dreamwalkers": 1})
    kit.choose("pattern:scarred", "titan:dw")
    assert kit.kind == "adva.name"  # a Titan given a Pattern is named [ADVA-040]
    kit.choose(kit.legal()[0])
    (record,) = kit.state.campaign.titans
    assert record.patterns == ["scarred"] and record.name
    uid = record.uid
    kit.choose("pattern:furious", f"titan:{uid}")
    kit.choose("pattern:hardened")
    assert "replaces scarred" in kit.option(f"titan:{uid}").explain
    kit.choose(f"titan:{uid}")
    assert record.patterns == ["furious", "hardened"]
    assert "scarred" not in kit.state.story.patterns  # discarded [ADVA-041]
    assert not any(i.startswith("pattern:") for i in kit.ids())  # permanent: no moving


def test_patterns_die_with_their_titan_ADVA_042() -> None:
    kit = Adva(CC, start=False, patterns=["furious"])
    ctx = kit.ctx()
    record = titans.gain_titan(ctx, "keel_ram", name="Vaun")
    assert record is not None
    titans.assign_pattern(ctx, record.uid, "furious")
    assert titans.lose_titan(ctx, record.uid)
    assert kit.state.story.patterns == []
    assert titans.unassigned_patterns(kit.state) == []


def test_lose_titan_by_class_prefers_an_unnamed_dreamwalker() -> None:
    kit = Adva(CC, start=False, argo={"dreamwalkers": 1})
    ctx = kit.ctx()
    titans.gain_titan(ctx, "dreamwalker", name="Orrathe")
    assert titans.lose_titan(ctx, "dreamwalker")
    assert kit.state.argo.dreamwalkers == 0 and len(kit.state.campaign.titans) == 1
    assert titans.lose_titan(ctx, "dreamwalker")
    assert not titans.lose_titan(ctx, "dreamwalker")


# ---------------------------------------------------------------------------- abilities
HAUL = TechAbility(
    "Haul",
    "active",
    "gain 2 rope",
    cost=(("bronze", 1),),
    cooldown=2,
    effects=({"op": "gain_resource", "resource": "rope", "amount": 2},),
)
TALK = TechAbility(
    "Parley",
    "negotiation",
    "Diplomacy test 6+: +1 Diplomacy",
    target=6,
    effects=({"op": "gain_diplomacy", "faction": "local", "amount": 1},),
)
WHARF = tech("wharf", abilities=(HAUL, TALK, TechAbility("Ward", "save", "", saves=("crew",))))


def test_cooldown_on_the_timeline_then_usable_the_day_it_resolves_ADVA_024_ADVA_025() -> None:
    kit = Adva(cycle(WHARF), day=3, technologies=["wharf"], resources={"bronze": 3})
    kit.choose("use:wharf:0")
    assert kit.cargo == {"bronze": 2, "rope": 2}
    (entry,) = kit.state.timeline.added
    assert (entry.day, entry.kind, entry.label) == (5, "cooldown", "Wharf: Haul (Cooldown)")
    assert "already used today" in kit.option("use:wharf:0").disabled or "cooling" in (
        kit.option("use:wharf:0").disabled
    )
    kit.choose("done").next_day()
    assert "cooling down" in kit.option("use:wharf:0").disabled  # day 4
    kit.choose("done").next_day()
    assert "cooldown_over" in kit.kinds()  # day 5: resolved, usable again today
    kit.choose("use:wharf:0")
    assert kit.cargo == {"bronze": 1, "rope": 4}


def test_once_per_day_save_not_in_menu_ADVA_019() -> None:
    once = tech("well", abilities=(TechAbility("Draw", "active", "", effects=()),))
    kit = Adva(cycle(once, WHARF), technologies=["well", "wharf"])
    kit.choose("use:well:0")
    assert kit.option("use:well:0").disabled == "already used today (ADVA-019)"
    assert "use:wharf:2" not in kit.ids()  # Saves answer gains/losses, not the menu
    kit.choose("done").next_day()
    assert kit.option("use:well:0").disabled == ""


@pytest.mark.parametrize(
    ("tile", "last_city", "allowed"),
    [
        pytest.param(1, 0, True, id="ADVA-021-city"),
        pytest.param(1, 1, False, id="ADVA-021-last-visited-city"),
        pytest.param(2, 0, False, id="ADVA-021-not-a-city"),
    ],
)
def test_negotiation_only_in_a_city_without_the_token(
    tile: int, last_city: int, allowed: bool
) -> None:
    kit = Adva(cycle(WHARF), technologies=["wharf"], tile=tile, last_city=last_city)
    assert (kit.option("use:wharf:1").disabled == "") is allowed


@pytest.mark.parametrize(
    ("roll", "diplomacy", "gained"),
    [
        pytest.param(5, 1, True, id="VOY-045-bonus-helps"),
        pytest.param(5, 0, False, id="VOY-045-fails"),
    ],
)
def test_negotiation_test_adds_the_diplomacy_bonus(roll: int, diplomacy: int, gained: bool) -> None:
    kit = Adva(
        cycle(WHARF),
        technologies=["wharf"],
        diplomacy={"f": diplomacy},
        forced={"adva.negotiation": [roll]},
    )
    kit.choose("use:wharf:1")
    assert kit.state.story.diplomacy["f"] == diplomacy + (1 if gained else 0)


def test_failed_negotiation_rerolled_with_argo_fate_GEN_024() -> None:
    kit = Adva(cycle(WHARF), technologies=["wharf"], forced={"adva.negotiation": [3, 8]})
    kit.choose("use:wharf:1")
    assert kit.kind == "adva.negotiation_reroll"
    kit.choose("reroll")
    assert kit.state.argo.argo_fate == 3
    assert kit.state.story.diplomacy["f"] == 1
    assert kit.kind == "adva.menu"
