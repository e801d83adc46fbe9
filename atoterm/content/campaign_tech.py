"""One ``[[technology]]`` of ``campaign.toml``: requirements, abilities, recipes, breeding
[ADVA-002..ADVA-038]. Names of other things are collected in :class:`Refs` and checked later."""

from __future__ import annotations

from atoterm.content.battle_reader import Node
from atoterm.content.campaign_model import (
    ABILITY_KINDS,
    TECH_KINDS,
    TECH_STARTS,
    Breeding,
    Recipe,
    RequirementGroup,
    TechAbility,
    Technology,
    Trade,
)
from atoterm.content.campaign_parse import parse_rate, parse_requirement_group
from atoterm.content.campaign_refs import Refs, costs, effects
from atoterm.content.story_ops import LineError

TECH_KEYS = (
    "id", "name", "kind", "text", "start", "requires", "leads_to", "facility", "summon_limit",
    "aa_limit", "ability", "recipe", "breeding", "argo_abilities", "unlocks_waterway",
)  # fmt: skip
ABILITY_KEYS = (
    "name", "kind", "text", "cost", "effects", "cooldown", "trade", "saves", "target",
    "diplomacy_bonus",
)  # fmt: skip
RECIPE_KEYS = ("gear", "titan", "cost", "gear_cost", "copies", "core", "prototype", "name")
FACILITIES = {
    "core": ("", "utility", "production", "argo_ability"),
    "structural": ("utility",),
    "battle": ("production", "argo_ability"),
}
"""Structural = Utility Facilities, Battle = Production Facilities or Argo Abilities
[ADVA-009]."""
SAVES = ("crew", "hull", "doom", "argo_fate", "titan", "resource")


def technology(node: Node, refs: Refs) -> Technology:
    node.check_keys(TECH_KEYS)
    tid = node.text("id", nonempty=True)
    node.label = f"technology {tid!r}"
    kind = node.text("kind", choices=TECH_KINDS)
    default_facility = "utility" if kind == "structural" else ""
    facility = node.text("facility", default_facility)
    if kind in FACILITIES and facility not in FACILITIES[kind]:
        node.problem(
            f"facility of a {kind} technology must be one of "
            f"{', '.join(repr(x) for x in FACILITIES[kind])}, not {facility!r}",
            "facility",
        )
    requires: list[RequirementGroup] = []
    for text, line in node.strings("requires"):
        try:
            group = parse_requirement_group(text)
        except LineError as exc:
            node.f.problem(line, f"requires of {node.label}: {exc}")
            continue
        for req in group:
            kind_of = {
                "tech": "technology",
                "encountered": "primordial",
                "killed": "primordial",
                "diplomacy": "faction",
            }.get(req.kind)
            if kind_of:
                refs.need(node, line, kind_of, req.subject)
            if req.kind in ("encountered", "killed") and not 1 <= req.value <= 4:
                node.f.problem(line, f"requires of {node.label}: a level is 1..4")
            if req.kind == "diplomacy" and not -3 <= req.value <= 2:
                node.f.problem(line, f"requires of {node.label}: a Diplomacy score is -3..2")
            if req.kind == "explored" and req.value < 1:
                node.f.problem(line, f"requires of {node.label}: explored needs a count >= 1")
        requires.append(group)
    leads = node.words("leads_to")
    for i, target in enumerate(leads):
        refs.need(node, node.item_line("leads_to", i), "technology", target)
    abilities = [ability(a, refs) for a in node.tables("ability", "ability")]
    recipes = [recipe(r, refs) for r in node.tables("recipe", "recipe")]
    if recipes and facility != "production":
        node.problem(f"only a production facility has recipes ({node.label})", "recipe")
    argo = node.words("argo_abilities")
    for i, aid in enumerate(argo):
        refs.need(node, node.item_line("argo_abilities", i), "argo ability", aid)
    return Technology(
        id=tid,
        name=node.name(),
        kind=kind,
        text=node.text("text", nonempty=True),
        start=node.text("start", "reserves", choices=TECH_STARTS),
        requires=tuple(requires),
        leads_to=leads,
        facility=facility,
        summon_limit=node.number("summon_limit", 0, 9, 0),
        aa_limit=node.number("aa_limit", 0, 9, 0),
        abilities=tuple(abilities),
        recipes=tuple(recipes),
        breeding=_breeding(node, refs),
        argo_abilities=argo,
        unlocks_waterway=node.flag("unlocks_waterway"),
    )


def ability(node: Node, refs: Refs) -> TechAbility:
    """A Technology ability: permanent, reference, immediate, active, negotiation or save
    [ADVA-018..ADVA-021, ADVA-024, GEN-044]."""
    node.check_keys(ABILITY_KEYS)
    name = node.text("name", nonempty=True)
    if name:
        node.label = f"ability {name!r}"
    kind = node.text("kind", choices=ABILITY_KINDS)
    saves = node.words("saves", SAVES)
    target = node.number("target", 0, 10, 0)
    if kind == "save" and (not saves or not 2 <= target <= 10):
        node.problem(f"a save ability names what it saves and a target 2..10 ({node.label})")
    if kind == "negotiation" and not 2 <= target <= 10:
        node.problem(f"a negotiation ability has a target 2..10 ({node.label})")
    return TechAbility(
        name=name,
        kind=kind,
        text=node.text("text", nonempty=True),
        cost=costs(node, "cost", refs),
        effects=effects(node, "effects", refs),
        cooldown=node.number("cooldown", 0, 40, 0),
        trade=trade(node, refs),
        saves=saves,
        target=target,
        diplomacy_bonus=node.flag("diplomacy_bonus", True),
    )


def trade(node: Node, refs: Refs) -> Trade | None:
    """``trade = { exchanges = 2, rates = ["bronze 2 -> pearl 1"] }`` [ADVA-023]."""
    table = node.child("trade", "trade")
    if table is None:
        return None
    table.check_keys(("exchanges", "rates"))
    rates = []
    for text, line in table.strings("rates"):
        try:
            rate = parse_rate(text)
        except LineError as exc:
            table.f.problem(line, f"rates of {table.label}: {exc}")
            continue
        refs.need(table, line, "trade resource", rate.give)
        refs.need(table, line, "trade resource", rate.get)
        rates.append(rate)
    if not rates:
        table.problem(f"{table.label} needs at least one rate")
    return Trade(table.number("exchanges", 1, 9), tuple(rates))


def recipe(node: Node, refs: Refs) -> Recipe:
    """A Gear card to craft, or a Titan to fuse (with a Core) or a Prototype [ADVA-029,
    ADVA-030, ADVA-037, ADVA-038]."""
    node.check_keys(RECIPE_KEYS)
    gear, titan = node.text("gear", ""), node.text("titan", "")
    core, prototype = node.text("core", ""), node.flag("prototype")
    if bool(gear) == bool(titan):
        node.problem(f"a recipe crafts either a gear or a titan ({node.label})")
    if gear:
        refs.need(node, node.key_line("gear"), "gear", gear)
    if titan:
        refs.need(node, node.key_line("titan"), "titan class", titan)
        if bool(core) == prototype:
            node.problem(f"a titan recipe is fused with a core or is a prototype ({node.label})")
    if core:
        refs.need(node, node.key_line("core"), "core resource", core)
    gear_cost = node.words("gear_cost")
    for i, gid in enumerate(gear_cost):
        refs.need(node, node.item_line("gear_cost", i), "gear", gid)
    return Recipe(
        gear=gear,
        titan=titan,
        cost=costs(node, "cost", refs),
        gear_cost=gear_cost,
        copies=node.number("copies", 1, 9, 1),
        core=core,
        prototype=prototype,
        name=node.text("name", ""),
    )


def _breeding(node: Node, refs: Refs) -> Breeding | None:
    """``breeding = { titan_class, days, cost, dreamwalkers }`` [ADVA-035, ADVA-036]."""
    table = node.child("breeding", "breeding")
    if table is None:
        return None
    table.check_keys(("titan_class", "days", "cost", "dreamwalkers"))
    titan_class = table.text("titan_class", nonempty=True)
    refs.need(table, table.key_line("titan_class"), "Argo-bred titan class", titan_class)
    return Breeding(
        titan_class,
        table.number("days", 1, 20),
        costs(table, "cost", refs),
        table.number("dreamwalkers", 0, 3, 1),
    )
