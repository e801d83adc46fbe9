"""Research in the Advancement Step: the Technology deck, Projects and Reserves, requirements,
Breakthrough days, gaining Technologies otherwise [ADVA-001..ADVA-017, ADVA-020, ADVA-022,
GEN-038, VOY-048]. Small hand-made Cycles (tests/advancement_kit.py)."""

from __future__ import annotations

import pytest
from advancement_kit import Adva, TechAbility, cycle, req, research_day, tech

from atoterm.engine import machine
from atoterm.engine.campaign.advancement import research
from atoterm.engine.effects import resolve

# a Structural line and a Battle line; "twin" needs anvil AND (loom OR net)
TREE = cycle(
    tech("keel", "core", start="deck", summon_limit=2, aa_limit=2),
    tech("anvil", leads_to=("loom", "net")),
    tech("loom", leads_to=("twin",)),
    tech("net"),
    tech("twin", requires=[[req("tech", "anvil")], [req("tech", "loom"), req("tech", "net")]]),
    tech("hull_ram", "battle", facility="argo_ability", argo_abilities=("ram",), aa_limit=3),
    tech("bell", "battle"),
)
STRUCT = research_day(4, "structural_tech")
BOTH = research_day(4, "structural_tech", "battle_tech")


def test_research_moves_leads_to_then_joins_the_deck_ADVA_014_ADVA_015() -> None:
    """Researching a Project: its Leads-to cards leave the Reserves for Projects, the card joins
    the Technology deck; nothing is paid [ADVA-014, ADVA-015, ADVA-003]."""
    kit = Adva(TREE, day=4, events=STRUCT, projects=["anvil"], resources={"bronze": 3})
    kit.choose("research:anvil")
    assert kit.state.story.technologies == ["anvil"]
    assert kit.state.campaign.projects == ["loom", "net"]
    assert kit.cargo == {"bronze": 3}
    assert kit.kinds()[:3] == ["research", "project", "project"]


def test_leads_to_already_known_is_not_moved_ADVA_014() -> None:
    kit = Adva(TREE, day=4, events=STRUCT, projects=["anvil", "net"], technologies=["loom"])
    kit.choose("research:anvil")
    assert kit.state.campaign.projects == ["net"]
    assert kit.state.story.technologies == ["loom", "anvil"]


@pytest.mark.parametrize(
    ("events", "done", "legal"),
    [
        pytest.param([], [], False, id="ADVA-010-no-symbol-no-research"),
        pytest.param(research_day(4, "battle_tech"), [], False, id="ADVA-011-battle-symbol-only"),
        pytest.param(STRUCT, [], True, id="ADVA-010-structural-symbol"),
        pytest.param(STRUCT, ["structural"], False, id="ADVA-010-one-per-symbol"),
        pytest.param(BOTH, ["battle"], True, id="ADVA-011-tracks-separate"),
        pytest.param(STRUCT + STRUCT, ["structural"], True, id="ADVA-010-two-symbols-two"),
        pytest.param(
            STRUCT + STRUCT, ["structural", "structural"], False, id="ADVA-010-two-symbols-done"
        ),
    ],
)
def test_research_only_on_breakthrough_days(events: list, done: list, legal: bool) -> None:
    """One Technology per symbol, of the symbol's type [ADVA-010, ADVA-011]."""
    kit = Adva(TREE, day=4, events=events, projects=["anvil"], start=False)
    kit.state.campaign.research_done = list(done)
    machine.start(kit.state, kit.content)
    assert ("research:anvil" in kit.legal()) is legal


def test_both_symbols_allow_one_of_each_ADVA_011() -> None:
    kit = Adva(TREE, day=4, events=BOTH, projects=["anvil", "bell"])
    kit.choose("research:anvil")
    assert "research:bell" in kit.legal()
    assert "research:loom" not in kit.legal()
    assert "Structural research is done" in kit.option("research:loom").disabled


@pytest.mark.parametrize(
    ("setup", "ok"),
    [
        pytest.param({}, False, id="ADVA-012-nothing-met"),
        pytest.param({"technologies": ["anvil"]}, False, id="ADVA-013-or-group-unmet"),
        pytest.param({"technologies": ["anvil", "loom"]}, True, id="ADVA-013-left-side"),
        pytest.param({"technologies": ["anvil", "net"]}, True, id="ADVA-013-right-side"),
        pytest.param({"technologies": ["net", "loom"]}, False, id="ADVA-012-all-groups-needed"),
    ],
)
def test_or_requirements(setup: dict, ok: bool) -> None:
    """Every group must hold; inside a group joined by OR one requirement suffices
    [ADVA-012, ADVA-013, ADVA-006]."""
    kit = Adva(TREE, day=4, events=STRUCT, projects=["twin"], **setup)
    option = kit.option("research:twin")
    assert (option.disabled == "") is ok
    assert "Loom" in option.explain and " OR " in option.explain


@pytest.mark.parametrize(
    ("requirement", "setup", "why"),
    [
        pytest.param(
            req("encountered", "lion", 2), {}, "never encountered", id="ADVA-012-enc-none"
        ),
        pytest.param(
            req("encountered", "lion", 2),
            {"encountered": {"lion": 1}},
            "best level so far 1",
            id="ADVA-012-enc-low",
        ),
        pytest.param(
            req("encountered", "lion", 2), {"encountered": {"lion": 2}}, "", id="ADVA-012-enc-level"
        ),
        pytest.param(
            req("killed", "lion", 1),
            {"encountered": {"lion": 3}},
            "never killed",
            id="ADVA-012-killed-none",
        ),
        pytest.param(req("killed", "lion", 1), {"killed": {"lion": 1}}, "", id="ADVA-012-killed"),
        pytest.param(
            req("diplomacy", "f", 1),
            {"diplomacy": {"f": 0}},
            "Diplomacy is +0",
            id="ADVA-012-diplomacy-low",
        ),
        pytest.param(req("diplomacy", "f", 1), {"diplomacy": {"f": 2}}, "", id="ADVA-012-dipl"),
        pytest.param(
            req("explored", "", 2),
            {"explored": [1]},
            "1 Explored so far",
            id="ADVA-012-explored-low",
        ),
        pytest.param(req("explored", "", 2), {"explored": [1, 2]}, "", id="ADVA-012-explored"),
    ],
)
def test_requirement_kinds(requirement, setup: dict, why: str) -> None:  # type: ignore[no-untyped-def]
    """Requirements beyond Technologies: encountering or killing a Primordial (at a level),
    a Diplomacy score, a number of Explored tiles; shown met or not and why [ADVA-012]."""
    cc = cycle(tech("lab", requires=[[requirement]]))
    kit = Adva(cc, day=4, events=STRUCT, projects=["lab"], **setup)
    option = kit.option("research:lab")
    if why:
        assert why in option.explain and "requires" in option.disabled
    else:
        assert option.disabled == "" and "(met)" in option.explain


def test_core_technologies_are_never_researched_ADVA_008() -> None:
    kit = Adva(TREE, day=4, events=STRUCT, projects=["keel"])
    assert "Core Technologies are never researched" in kit.option("research:keel").disabled


def test_projects_shown_reserves_hidden_ADVA_004_ADVA_005() -> None:
    """Projects may be inspected (with requirements, ADVA-002); the Reserves never appear."""
    kit = Adva(TREE, day=2, projects=["twin"])
    ids = kit.ids()
    assert "research:twin" in ids
    assert not any(i in ids for i in ("research:anvil", "research:loom", "research:bell"))
    assert kit.option("research:twin").explain.startswith("✗ Anvil")


def test_immediate_ability_resolves_on_research_ADVA_020() -> None:
    """Immediate effects resolve when researched; Permanent and Reference abilities have no
    use in the menu [ADVA-020]."""
    cc = cycle(
        tech(
            "granary",
            abilities=(
                TechAbility(
                    "Stock",
                    "immediate",
                    "",
                    effects=({"op": "gain_argo_stat", "stat": "crew", "amount": 1},),
                ),
                TechAbility("Ward", "permanent", "always on"),
                TechAbility("Note", "reference", "a reminder"),
            ),
        )
    )
    kit = Adva(cc, day=4, events=STRUCT, projects=["granary"])
    kit.choose("research:granary")
    assert kit.state.argo.crew == 7
    assert "ADVA-020" in kit.rules()
    assert not any(i.startswith("use:") for i in kit.ids())


def test_gain_technology_outside_a_breakthrough_ADVA_016_GEN_038() -> None:
    """The storybook's gain_technology: the card to the deck, its Leads-to to Projects."""
    kit = Adva(TREE, day=2, start=False)
    resolve(kit.ctx(), {"op": "gain_technology", "technology": "anvil"})
    assert kit.state.story.technologies == ["anvil"]
    assert kit.state.campaign.projects == ["loom", "net"]


def test_add_project_by_other_effect_ADVA_017() -> None:
    kit = Adva(TREE, day=2, start=False)
    resolve(kit.ctx(), {"op": "add_project", "technology": "twin"})
    assert kit.state.campaign.projects == ["twin"]
    assert kit.state.story.technologies == []


def test_limits_from_the_best_technology_ADVA_022_VOY_048() -> None:
    """The AA limit comes from the best Propylon, the Summon Limit from the best Technology;
    Argo Abilities from the Battle Technologies [ADVA-022, VOY-048, ADVA-009]."""
    kit = Adva(TREE, day=2, start=False, technologies=["keel"])
    assert research.aa_limit(kit.state, kit.content) == 2
    assert research.summon_limit(kit.state, kit.content) == 2
    research.gain_technology(kit.ctx(), "hull_ram")
    assert research.aa_limit(kit.state, kit.content) == 3
    assert research.argo_abilities(kit.state, kit.content) == ["ram"]


def test_structural_active_ability_is_in_the_step_ADVA_018_ADVA_001() -> None:
    """After research its abilities are available [ADVA-003]; an active Structural ability with
    no timing is used in the Advancement Step [ADVA-018]."""
    cc = cycle(
        tech(
            "pier",
            abilities=(
                TechAbility(
                    "Haul",
                    "active",
                    "gain 1 rope",
                    effects=({"op": "gain_resource", "resource": "rope"},),
                ),
            ),
        )
    )
    kit = Adva(cc, day=4, events=STRUCT, projects=["pier"])
    assert "use:pier:0" not in kit.ids()
    kit.choose("research:pier", "use:pier:0")
    assert kit.cargo == {"rope": 1}
    assert "ADVA-018" in kit.rules()
    kit.choose("done")
    assert kit.state.step != "advancement"


def test_scenario_research_with_an_or_requirement_ADVA_013() -> None:
    """A played sequence: day 4 (Structural symbol) Twin is researched through the right side
    of its OR; the next day has no symbol and nothing more can be researched [ADVA-013,
    ADVA-010]."""
    events = [*STRUCT, *research_day(6, "structural_tech")]
    kit = Adva(TREE, day=4, events=events, technologies=["anvil", "net"], projects=["twin"])
    kit.choose("research:twin")
    assert kit.state.story.technologies == ["anvil", "net", "twin"]
    assert kit.state.campaign.projects == []
    kit.choose("done").next_day()
    assert kit.state.timeline.day == 5 and kit.kind == "adva.menu"
    assert not any(i.startswith("research:") for i in kit.legal())


def test_card_size_has_no_effect_ADVA_007() -> None:
    """Regular and Large cards work the same: the model has no size at all, and a Core
    Technology is gained into the deck like any other [ADVA-007, ADVA-008]."""
    from atoterm.content.campaign_model import Technology

    assert "size" not in Technology.__dataclass_fields__
    kit = Adva(TREE, day=2, start=False)
    research.gain_technology(kit.ctx(), "keel")
    assert kit.state.story.technologies == ["keel"]
