"""The campaign content of Cycle I (issue 6, Content section) and its loader/linter
(``atoterm/content/campaign_load.py``, ``docs/campaign-format.md``).

The shipped content is checked against every count of the issue; broken copies of the four
campaign files (in ``tmp_path``) must give exact ``file:line: message`` problems.
"""

from __future__ import annotations

import itertools
import shutil
from collections import Counter
from pathlib import Path

import pytest

from atoterm.content import ContentError, ContentPack, Problem, load_content
from atoterm.content.campaign_load import load_campaign
from atoterm.content.campaign_model import CampaignContent, Technology
from atoterm.content.campaign_parse import (
    parse_campaign_effect,
    parse_requirement_group,
    parse_trigger,
)
from atoterm.content.story_ops import LineError

ROOT = Path(__file__).resolve().parents[1]
CONTENT = ROOT / "content"
FILES = ("campaign.toml", "exploration.toml", "timeline.toml", "pack.toml")


def techs(content: ContentPack, kind: str | None = None) -> list[Technology]:
    return [t for t in content.cycle.technologies.values() if kind in (None, t.kind)]


# --------------------------------------------------------------------- resources [ADVA-026]
@pytest.mark.parametrize(
    ("category", "at_least"),
    [
        pytest.param("mortal", 6, id="ADVA-026-mortal"),
        pytest.param("divine", 2, id="ADVA-026-divine"),
        pytest.param("rare", 2, id="ADVA-026-rare"),
        pytest.param("core", 3, id="ADVA-027-cores"),
    ],
)
def test_resource_categories_have_enough_resources(
    content: ContentPack, category: str, at_least: int
) -> None:
    found = [r for r in content.cycle.resources.values() if r.category == category]
    assert len(found) >= at_least


@pytest.mark.parametrize("primordial", ["ammonax", "kyanippe", "threnos"])
def test_each_primordial_has_four_resources_and_its_core_ADVA_027(
    content: ContentPack, primordial: str
) -> None:
    """[ADVA-027]"""
    cycle = content.cycle
    parts = [r for r in cycle.resources.values() if r.primordial == primordial]
    assert sum(r.category == "primordial" for r in parts) >= 4
    core = content.battle.primordials[primordial].core  # type: ignore[union-attr]
    assert cycle.resources[core].category == "core"
    assert cycle.resources[core].primordial == primordial


def test_named_resources_exist_in_their_categories_ADVA_026(content: ContentPack) -> None:
    """[ADVA-026]"""
    cycle = content.cycle
    assert cycle.resources["sisyphus-tear"].name == "Sisyphus Tear"
    assert cycle.category("sisyphus-tear") == "divine"
    assert cycle.category("ambrosia") == "rare"  # what Battles give as a bonus


def test_every_resource_a_battle_gives_is_a_campaign_resource_BAT_MISC_004(
    content: ContentPack,
) -> None:
    """[BAT-MISC-004]"""
    battle = content.battle
    assert battle is not None
    given = {r for p in battle.primordials.values() for card in p.bp for r, _ in card.resources}
    given |= {p.core for p in battle.primordials.values()} | {"ambrosia"}
    assert given <= set(content.cycle.resources)


# ----------------------------------------------------------------- technologies [ADVA-002..]
def test_core_technologies_include_the_starting_propylon_ADVA_008_ADVA_022(
    content: ContentPack,
) -> None:
    """[ADVA-008, ADVA-022]"""
    core = techs(content, "core")
    assert core and all(t.start == "deck" and not t.requires for t in core)
    assert any(t.aa_limit == 2 for t in core)
    better = [t for t in techs(content) if t.aa_limit > 2]
    assert better and all(t.kind == "battle" for t in better)


@pytest.mark.parametrize("kind", ["structural", "battle"])
def test_at_least_twelve_technologies_per_track_ADVA_009(content: ContentPack, kind: str) -> None:
    """[ADVA-009]"""
    assert len(techs(content, kind)) >= 12


def test_production_facilities_craft_every_gear_card_ADVA_029(content: ContentPack) -> None:
    """[ADVA-029]"""
    battle = content.battle
    assert battle is not None
    crafted = {r.gear for t in techs(content) for r in t.recipes if r.gear}
    wanted = {  # a Theatre reward (the Skyseer's Gear [MNE-021], Mnestis Gear [MNE-019]) is
        g.id  # made by no forge
        for g in battle.gear.values()
        if g.kind != "fists"
        and "godform" not in g.traits
        and not g.mnestis_reward
        and not g.mnestis_only
    }
    assert wanted <= crafted
    assert any(r.gear_cost for t in techs(content) for r in t.recipes)  # [ADVA-030]


def test_titans_are_bred_fused_and_prototyped_ADVA_035_ADVA_037_ADVA_038(
    content: ContentPack,
) -> None:
    """[ADVA-035, ADVA-037, ADVA-038]"""
    battle = content.battle
    assert battle is not None
    argo_bred = {t for t, c in battle.titans.items() if c.origin == "argo"}
    bred = {t.breeding.titan_class for t in techs(content) if t.breeding}
    assert bred == argo_bred
    recipes = [r for t in techs(content) for r in t.recipes if r.titan]
    assert any(r.core and content.cycle.category(r.core) == "core" for r in recipes)
    assert any(r.prototype for r in recipes)


@pytest.mark.parametrize(
    "ability_kind",
    [
        pytest.param("permanent", id="ADVA-020-permanent"),
        pytest.param("reference", id="ADVA-020-reference"),
        pytest.param("immediate", id="ADVA-020-immediate"),
        pytest.param("active", id="ADVA-018-active"),
        pytest.param("negotiation", id="ADVA-021-negotiation"),
        pytest.param("save", id="GEN-044-save"),
    ],
)
def test_every_ability_kind_appears(content: ContentPack, ability_kind: str) -> None:
    assert any(a.kind == ability_kind for t in techs(content) for a in t.abilities)


def test_trading_post_cooldown_and_argo_abilities_ADVA_023_ADVA_024(content: ContentPack) -> None:
    """[ADVA-023, ADVA-024]"""
    abilities = [a for t in techs(content) for a in t.abilities]
    trades = [a.trade for a in abilities if a.trade]
    assert any(t.exchanges >= 2 and len(t.rates) >= 2 for t in trades)
    assert any(r.get == "sisyphus-tear" for t in trades for r in t.rates)
    assert any(a.cooldown > 0 for a in abilities)
    saves = [a for a in abilities if a.kind == "save"]
    assert {"crew", "hull"} <= {s for a in saves for s in a.saves}
    battle = content.battle
    assert battle is not None
    unlocked = {a for t in techs(content) for a in t.argo_abilities}
    assert unlocked == set(battle.argo_abilities)


def test_the_tree_uses_every_requirement_kind_ADVA_012_ADVA_013(content: ContentPack) -> None:
    """[ADVA-012, ADVA-013]"""
    reqs = [r for t in techs(content) for group in t.requires for r in group]
    assert {r.kind for r in reqs} == {"tech", "encountered", "killed", "diplomacy", "explored"}
    assert any(len(group) > 1 for t in techs(content) for group in t.requires)


def test_leads_to_stays_on_its_track_and_every_reserve_is_reachable_ADVA_011_ADVA_014(
    content: ContentPack,
) -> None:
    """[ADVA-011, ADVA-014]; a Reserve card may also come by a story paragraph's
    ``gain_technology`` [GEN-038] (the Mnestis Theatre's, at the Cycle's victory [MNE-001])."""
    cycle = content.cycle
    led = set()
    for tech in techs(content):
        for target in tech.leads_to:
            assert cycle.technologies[target].kind == tech.kind
            led.add(target)
    told = {
        line.split()[-1]
        for story in (CONTENT / "storybook").glob("*.story")
        for line in story.read_text().splitlines()
        if line.strip().startswith(">") and "gain_technology" in line
    }
    # and the Skyseer's Technology comes from the Mnestis Theatre's Skyseer, in no deck [MNE-021]
    if content.mnestis is not None and content.mnestis.skyseer is not None:
        told.add(content.mnestis.skyseer.technology)
    for tech in techs(content):
        if tech.start == "reserves":
            assert tech.id in led or tech.id in told, tech.id


def test_restricted_waterways_name_technologies_that_cross_them_VOY_012(
    content: ContentPack,
) -> None:
    """[VOY-012]"""
    needed = {a.restricted for t in content.tiles.values() for a in t.arrows if a.restricted}
    assert needed == {"deep_keel", "ember_charts"}
    assert all(content.cycle.technologies[n].unlocks_waterway for n in needed)


def test_patterns_are_trauma_or_kratos_ADVA_041(content: ContentPack) -> None:
    """[ADVA-041]"""
    patterns = content.cycle.patterns.values()
    assert len(patterns) >= 4
    assert {p.kind for p in patterns} == {"trauma", "kratos"}
    assert all(p.trauma_table for p in patterns if p.kind == "trauma")
    assert all(p.kratos for p in patterns if p.kind == "kratos")


# ---------------------------------------------------------------- Exploration deck [VOY-021..]
def test_the_exploration_deck_covers_every_feature_VOY_021_VOY_026(content: ContentPack) -> None:
    """[VOY-021, VOY-026]"""
    cycle = content.cycle
    start = [cycle.exploration[n] for n in cycle.exploration_start]
    assert len(start) >= 36
    every = list(cycle.exploration.values())
    ops = Counter(e["op"] for c in every for e in c.effects)
    stats = {(e["stat"], e["amount"] > 0) for c in every for e in c.effects if "stat" in e}
    assert {"end", "draw"} == {c.stack for c in start}
    assert sum(c.stack == "end" for c in start) * 2 >= len(start)  # draws stay short
    assert any(c.adversary for c in start) and any(c.adversary >= 2 for c in every)
    assert {"until_battle", "permanent"} <= {c.disposal for c in start}
    assert any(c.trigger.startswith("diplomacy") for c in start)
    assert any(c.trigger.startswith("argo_fate") for c in start)
    assert any(c.trade for c in start) and any(c.options for c in start)
    assert ops["gain_resource"] >= 5 and ops["gain_titan"] and ops["lose_titan"]
    assert ops["drift"]
    for stat in ("crew", "hull"):
        assert (stat, True) in stats and (stat, False) in stats


def test_two_acclimations_remove_and_add_cards_VOY_039_VOY_040(content: ContentPack) -> None:
    """[VOY-039, VOY-040]"""
    cycle = content.cycle
    assert len(cycle.acclimations) == 2
    acclimation_days = [e.day for e in content.timeline if e.kind == "acclimation"]
    assert [a.day for a in cycle.acclimations] == acclimation_days
    for acclimation in cycle.acclimations:
        assert acclimation.add and acclimation.remove
        assert set(acclimation.remove) <= set(cycle.exploration_start)
        assert not set(acclimation.add) & set(cycle.exploration_start)
        assert set(acclimation.add) <= set(cycle.exploration)


# ------------------------------------------------------------ Timeline, map, start [CAMP-...]
def test_the_timeline_has_battles_breakthroughs_and_evolution_tracks_CAMP_028(
    content: ContentPack,
) -> None:
    """[CAMP-028]"""
    battles = [e.day for e in content.timeline if e.kind == "battle"]
    gaps = {b - a for a, b in itertools.pairwise(battles)}
    assert len(battles) >= 5 and max(gaps) - min(gaps) <= 1  # a steady rhythm
    kinds = {e.kind for e in content.timeline}
    assert {"structural_tech", "battle_tech", "story"} <= kinds
    cycle = content.cycle
    assert cycle.tides_of_fate == 2
    assert {e.primordial for e in cycle.evolution} == {"ammonax", "kyanippe"}
    assert all(len(e.boxes) >= len(battles) for e in cycle.evolution)
    battle = content.battle
    assert battle is not None
    adversary = battle.primordials[cycle.adversary]
    assert adversary.adversary and adversary.track  # the Adversary's Battle Track


def test_the_map_has_a_cycle_symbol_and_shared_tiles_VOY_019_VOY_043(
    content: ContentPack,
) -> None:
    """[VOY-019, VOY-043]"""
    assert len(content.tiles) >= 48
    symbols = content.cycle.map_symbol_defs
    assert symbols and all(s.rule and s.effects for s in symbols.values())
    on_map = [t for t in content.tiles.values() if set(t.symbols) & set(symbols)]
    assert len(on_map) >= 3
    assert sum(len(t.factions) > 1 for t in content.tiles.values()) >= 3


def test_the_starting_state_CAMP_005(content: ContentPack) -> None:
    """[CAMP-005]"""
    start = content.cycle.start
    battle = content.battle
    assert battle is not None
    assert start.dreamwalkers >= 1
    assert start.titans and all(battle.titans[t].origin == "argo" for t in start.titans)
    assert start.armory and set(start.armory) <= set(battle.gear)
    assert dict(start.diplomacy) == {f.id: 0 for f in content.factions}


# -------------------------------------------------------------------------- the text parsers
@pytest.mark.parametrize(
    ("text", "expected"),
    [
        pytest.param("tech a OR tech b", [("tech", "a", 0), ("tech", "b", 0)], id="ADVA-013-or"),
        pytest.param("killed ammonax 2", [("killed", "ammonax", 2)], id="ADVA-012-killed"),
        pytest.param("diplomacy cairnkin -1", [("diplomacy", "cairnkin", -1)], id="ADVA-012-dip"),
        pytest.param("explored 10", [("explored", "", 10)], id="ADVA-012-explored"),
    ],
)
def test_requirements_parse(text: str, expected: list[tuple[str, str, int]]) -> None:
    assert [(r.kind, r.subject, r.value) for r in parse_requirement_group(text)] == expected


@pytest.mark.parametrize(
    ("text", "expected"),
    [
        pytest.param(
            "diplomacy friendly+",
            {"stat": "diplomacy", "faction": "local", "threshold": "friendly", "at_least": True},
            id="VOY-044-threshold",
        ),
        pytest.param(
            "diplomacy 1+",
            {"stat": "diplomacy", "faction": "local", "value": 1, "at_least": True},
            id="VOY-044-score",
        ),
        pytest.param("crew 3-", {"stat": "crew", "value": 3, "at_least": False}, id="VOY-026"),
    ],
)
def test_triggers_parse(text: str, expected: dict[str, object]) -> None:
    assert parse_trigger(text) == expected


def test_campaign_only_effect_ops_parse_GEN_027() -> None:
    """[GEN-027]"""
    assert parse_campaign_effect("drift") == {"op": "drift"}
    assert parse_campaign_effect("lose_titan") == {"op": "lose_titan", "amount": 1}
    with pytest.raises(LineError, match="drift takes 0 argument"):
        parse_campaign_effect("drift 2")


# ------------------------------------------------------------------------ the linter [broken]
@pytest.fixture
def folder(tmp_path: Path) -> Path:
    for name in FILES:
        shutil.copy(CONTENT / name, tmp_path / name)
    return tmp_path


def edit(folder: Path, name: str, old: str, new: str, occurrence: int = 1) -> int:
    """Replace the ``occurrence``-th ``old`` in ``name``; return the line it is on."""
    path = folder / name
    text = path.read_text(encoding="utf-8")
    at = -1
    for _ in range(occurrence):
        at = text.index(old, at + 1)
    path.write_text(text[:at] + new + text[at + len(old) :], encoding="utf-8")
    return text.count("\n", 0, at) + 1


def lint(folder: Path, pack: ContentPack) -> list[str]:
    problems: list[Problem] = []
    load_campaign(folder, pack, problems)
    return [str(p) for p in problems]


BROKEN = [
    pytest.param(
        "campaign.toml", 'cost = ["bronze 2", "ichor 1"]', 'cost = ["bronz 2", "ichor 1"]',
        "unknown resource 'bronz' (did you mean 'bronze'?)", id="ADVA-030-unknown-resource",
    ),
    pytest.param(
        "campaign.toml", 'requires = ["tech tide_organ OR tech lamp_lens"]',
        'requires = ["tech tide_organ OR"]',
        "requires of technology 'ichor_forge': requirement 'tech tide_organ OR' must read "
        "'tech ID'",
        id="ADVA-013-bad-or",
    ),
    pytest.param(
        "campaign.toml", 'requires = ["explored 10"]', 'requires = ["sailed 10"]',
        "requires of technology 'chart_room': unknown requirement 'sailed 10' (one of tech, "
        "encountered, killed, diplomacy, explored; join alternatives with a capital OR)",
        id="ADVA-012-bad-kind",
    ),
    pytest.param(
        "campaign.toml", 'requires = ["tech coral_works", "killed ammonax 1"]',
        'requires = ["tech coral_works", "killed ammonyx 1"]',
        "unknown primordial 'ammonyx' (did you mean 'ammonax'?)", id="ADVA-012-primordial",
    ),
    pytest.param(
        "campaign.toml", 'argo_abilities = ["harbour-chorus"]', 'argo_abilities = ["harbor"]',
        "unknown argo ability 'harbor' (did you mean 'harbour-chorus'?)",
        id="ADVA-022-argo-ability",
    ),
    pytest.param(
        "campaign.toml", 'titan_class = "keel-ram"', 'titan_class = "hold-dreamer"',
        "unknown Argo-bred titan class 'hold-dreamer'", id="ADVA-031-bred-class",
    ),
    pytest.param(
        "campaign.toml", 'core = "coil-heart"', 'core = "coil-plate"',
        "unknown core resource 'coil-plate' (did you mean 'coil-heart'?)", id="ADVA-037-core",
    ),
    pytest.param(
        "campaign.toml", 'effects = ["gain_resource salt 2"]', 'effects = ["gain_salt 2"]',
        "'effects' in ability 'Rake the Pans': unknown effect op 'gain_salt'",
        id="ADVA-018-unknown-op",
    ),
    pytest.param(
        "campaign.toml", 'category = "rare"', 'category = "precious"',
        "'category' in resource 'ambrosia' must be one of mortal, primordial, divine, rare, "
        "core, not 'precious'",
        id="ADVA-026-category",
    ),
    pytest.param(
        "exploration.toml", 'trigger = "argo_fate 3+"', 'trigger = "luck 3+"',
        "trigger of exploration card 13: unknown trigger stat 'luck' (diplomacy or one of "
        "argo_fate, crew, hull, knowledge, explored, progress, doom, titans)",
        id="VOY-026-bad-trigger",
    ),
    pytest.param(
        "exploration.toml", 'disposal = "permanent"', 'disposal = "forever"',
        "'disposal' in exploration card 9 must be one of , until_battle, permanent, not "
        "'forever'",
        id="VOY-024-disposal",
    ),
    pytest.param(
        "timeline.toml", "add = [37, 38, 39, 40]", "add = [37, 38, 39, 40, 99]",
        "acclimation adds exploration card 99, which does not exist", id="VOY-040-missing-card",
    ),
    pytest.param(
        "timeline.toml", 'primordial = "kyanippe"', 'primordial = "kyanipe"',
        "unknown primordial 'kyanipe' (did you mean 'kyanippe'?)", id="CAMP-028-evolution",
    ),
    pytest.param(
        "pack.toml", 'titans = ["keel-ram",', 'titans = ["keel-rams",',
        "unknown Argo-bred titan class 'keel-rams' (did you mean 'keel-ram'?)",
        id="CAMP-005-start-titan",
    ),
]  # fmt: skip


@pytest.mark.parametrize(("name", "old", "new", "message"), BROKEN)
def test_the_linter_points_at_the_broken_line(
    content: ContentPack, folder: Path, name: str, old: str, new: str, message: str
) -> None:
    line = edit(folder, name, old, new)
    assert lint(folder, content) == [f"{name}:{line}: {message}"]


def test_a_duplicate_card_number_is_reported_VOY_021(content: ContentPack, folder: Path) -> None:
    """[VOY-021]"""
    line = edit(folder, "exploration.toml", "number = 2\n", "number = 1\n")
    assert lint(folder, content) == [
        f"exploration.toml:{line}: duplicate exploration card number 1",
        "exploration.toml:6: start names exploration card 2, which does not exist",
    ]


def test_leads_to_another_kind_is_reported_on_the_technology_ADVA_011(
    content: ContentPack, folder: Path
) -> None:
    """[ADVA-011]"""
    edit(folder, "campaign.toml", 'leads_to = ["keel_cradle"]', 'leads_to = ["shipwright_yard"]')
    text = (folder / "campaign.toml").read_text(encoding="utf-8").splitlines()
    header = text.index('id = "deep_keel"')  # the line after [[technology]]
    assert lint(folder, content) == [
        f"campaign.toml:{header}: technology 'deep_keel' (structural) leads to "
        "'shipwright_yard' (battle): a Technology leads only to its own kind"
    ]


def test_gear_no_facility_crafts_is_reported_ADVA_029(content: ContentPack, folder: Path) -> None:
    """[ADVA-029]"""
    edit(folder, "campaign.toml", 'gear = "keel-spar"', 'gear = "tidewright-gaff"')
    assert lint(folder, content) == [
        "campaign.toml:1: gear 'keel-spar' is not crafted by any Production Facility"
    ]


def test_a_pack_without_exploration_still_loads_and_the_real_loader_fills_cycle(
    content: ContentPack, folder: Path
) -> None:
    (folder / "exploration.toml").unlink()
    problems: list[Problem] = []
    cycle = load_campaign(folder, content, problems)
    assert problems == [] and cycle.exploration == {} and cycle.technologies
    assert content.cycle.technologies and content.cycle.exploration  # load_content filled it


def test_a_pack_without_campaign_files_gets_an_empty_cycle(tmp_path: Path) -> None:
    files = {
        "pack.toml": '[pack]\nid = "m"\nname = "M"\nversion = 1\n[argo]\ncrew = 6\nhull = 5\n'
        'argo_fate = 0\nknowledge = 0\n[campaign]\nstart_tile = 1\nstart_sector = ""\n'
        'argonaut_names = ["A", "B", "C", "D"]\n',
        "factions.toml": '[[faction]]\nid = "f"\nname = "F"\n',
        "timeline.toml": "days = 5\n",
        "map.toml": '[[tile]]\nid = 1\nname = "One"\nx = 0\ny = 0\n'
        '[[tile.arrow]]\ndir = "E"\nto = 2\n'
        '[[tile]]\nid = 2\nname = "Two"\nx = 1\ny = 0\n'
        '[[tile.arrow]]\ndir = "W"\nto = 1\n',
    }
    for name, text in files.items():
        (tmp_path / name).write_text(text, encoding="utf-8")
    assert load_content(tmp_path).cycle == CampaignContent()


def test_load_content_reports_campaign_problems_with_the_map_symbol_VOY_019(
    tmp_path: Path,
) -> None:
    """The map may only use a Cycle symbol that ``campaign.toml`` declares [VOY-019]."""
    folder = tmp_path / "pack"
    shutil.copytree(CONTENT, folder, ignore=shutil.ignore_patterns("storybook"))
    edit(folder, "campaign.toml", 'id = "waymark"', 'id = "waymarker"')
    map_text = (folder / "map.toml").read_text(encoding="utf-8").splitlines()
    map_line = next(n for n, text in enumerate(map_text, 1) if '"waymark"' in text)
    with pytest.raises(ContentError) as caught:
        load_content(folder)
    messages = [str(p) for p in caught.value.problems]
    assert messages[0] == f"map.toml:{map_line}: unknown map symbol 'waymark'"


def header_before(folder: Path, name: str, anchor: str, header: str) -> int:
    """Line of the last ``header`` line above the line holding ``anchor``."""
    lines = (folder / name).read_text(encoding="utf-8").splitlines()
    at = next(i for i, text in enumerate(lines) if anchor in text)
    return max(i for i in range(at) if lines[i].strip() == header) + 1


@pytest.mark.parametrize(
    ("old", "new", "anchor", "header", "message"),
    [
        pytest.param(
            'target = 6\ntext = "Save:',
            'text = "Save:',
            'name = "All Hands to the Seams"',
            "[[technology.ability]]",
            "a save ability names what it saves and a target 2..10 "
            "(ability 'All Hands to the Seams')",
            id="GEN-045-save-target",
        ),
        pytest.param(
            'id = "driftgate_propylon"\nname = "Driftgate Propylon"\nkind = "core"\nstart = "deck"',
            'id = "driftgate_propylon"\nname = "Driftgate Propylon"\nkind = "core"\n'
            'start = "projects"',
            'id = "driftgate_propylon"',
            "[[technology]]",
            "core technology 'driftgate_propylon' is never researched: start = \"deck\", "
            "no requires",
            id="ADVA-008-core",
        ),
    ],
)
def test_the_linter_checks_ability_and_core_rules(
    content: ContentPack, folder: Path, old: str, new: str, anchor: str, header: str, message: str
) -> None:
    edit(folder, "campaign.toml", old, new)
    line = header_before(folder, "campaign.toml", anchor, header)
    assert lint(folder, content) == [f"campaign.toml:{line}: {message}"]


def test_every_card_enters_the_deck_and_the_armory_respects_copies_VOY_040_ADVA_029(
    content: ContentPack, folder: Path
) -> None:
    """[VOY-040, ADVA-029]"""
    edit(folder, "timeline.toml", "add = [41, 42, 43, 44]", "add = [41, 42, 43]")
    armory = edit(folder, "pack.toml", 'armory = [\n  "tidewright-gaff",', 'armory = [\n  '
                  '"kelp-mail", "kelp-mail", "kelp-mail", "tidewright-gaff",')  # fmt: skip
    card = header_before(folder, "exploration.toml", "number = 44", "[[card]]")
    assert lint(folder, content) == [
        f"exploration.toml:{card}: exploration card 44 is neither in the start deck nor added "
        "by an Acclimation",
        f"pack.toml:{armory}: the starting Armory holds 4 copies of 'kelp-mail', only 3 exist",
    ]
