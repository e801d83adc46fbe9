"""Load ``campaign.toml`` (resources, the Technology tree, Patterns, Cycle map symbols) and,
with :mod:`campaign_cards`, ``exploration.toml``, the campaign parts of ``timeline.toml`` and
``pack.toml``'s ``[start]`` into a :class:`CampaignContent`; then lint it all
(``docs/campaign-format.md``). Problems read ``file:line: message``; a pack without
``campaign.toml`` (test fixtures) gets an empty :class:`CampaignContent`.
"""

from __future__ import annotations

from dataclasses import replace
from pathlib import Path
from typing import TYPE_CHECKING

from atoterm.content.battle_parse import Parser
from atoterm.content.battle_schema import Effect, KratosLevel
from atoterm.content.campaign_cards import read_exploration, read_start, read_timeline
from atoterm.content.campaign_model import (
    RESOURCE_CATEGORIES,
    TECH_KINDS,
    CampaignContent,
    MapSymbol,
    Pattern,
    Resource,
    Technology,
)
from atoterm.content.campaign_refs import Refs, RootFile, effects, known_names, unique
from atoterm.content.campaign_tech import technology
from atoterm.content.errors import Problem
from atoterm.content.files import read_regular_text
from atoterm.content.reader import MAX_FILE_BYTES, parse_toml

if TYPE_CHECKING:
    from atoterm.content.schema import ContentPack

TOP_KEYS = ("resource", "technology", "pattern", "map_symbol")
RESOURCE_KEYS = ("id", "name", "category", "primordial", "text")
PATTERN_KEYS = ("id", "name", "kind", "text", "trauma_table", "kratos")
SYMBOL_KEYS = ("id", "name", "rule", "effects", "positive")
SEVERITIES = ("minor", "major", "grave", "obol")


def campaign_symbols(folder: Path) -> tuple[str, ...]:
    """The Cycle's own map symbol ids (``[[map_symbol]]``), read early so the map may use them;
    problems in the file are reported by :func:`load_campaign`."""
    return campaign_ids(folder, "map_symbol")


def campaign_ids(folder: Path, kind: str) -> tuple[str, ...]:
    """The ids of ``campaign.toml``'s ``[[kind]]`` tables (``map_symbol``, ``resource``), read
    early for the files checked before it; its problems are reported by :func:`load_campaign`."""
    data = parse_toml(_campaign_text(folder), lambda line, message: None)
    raw = data.get(kind, [])
    if not isinstance(raw, list):
        return ()
    return tuple(s["id"] for s in raw if isinstance(s, dict) and isinstance(s.get("id"), str))


def _campaign_text(folder: Path) -> str:
    try:
        return read_regular_text(folder / "campaign.toml", MAX_FILE_BYTES)
    except (OSError, UnicodeDecodeError):
        return ""


def load_campaign(folder: Path, pack: ContentPack, problems: list[Problem]) -> CampaignContent:
    """Read and lint the campaign content of the pack in ``folder``."""
    if not (folder / "campaign.toml").is_file():
        return CampaignContent()
    f = RootFile(folder, "campaign.toml", problems)
    if not f.ok:
        return CampaignContent()
    f.check_top(TOP_KEYS)
    refs = Refs(problems)
    resources = _resources(f, refs)
    techs: dict[str, Technology] = {}
    lines: dict[str, int] = {}
    for node in f.entries("technology"):
        tech = technology(node, refs)
        unique(node, tech.id, "technology", lines)
        techs.setdefault(tech.id, tech)
    patterns = _patterns(f)
    symbols = _symbols(f, refs)
    cycle = CampaignContent(
        resources=resources,
        technologies=techs,
        patterns=patterns,
        map_symbols={s.id: s.rule for s in symbols.values()},
        map_symbol_defs=symbols,
    )
    cycle = read_exploration(folder, cycle, refs, problems)
    cycle = read_timeline(folder, pack, cycle, refs, problems)
    cycle = replace(cycle, start=read_start(folder, refs, problems))
    refs.check(cycle_names(pack, cycle))
    _tree(f, techs, lines)
    _craftable(f, pack, techs)
    _waterways(f, pack, techs)
    _deck_and_armory(cycle, refs, problems)
    return cycle


def cycle_names(pack: ContentPack, cycle: CampaignContent) -> dict[str, set[str]]:
    """Every id campaign content may name: the pack's (:func:`known_names`) and the Cycle's
    own Technologies, resources, Patterns and Exploration cards."""
    known = known_names(pack)
    resources = cycle.resources
    known["technology"] = set(cycle.technologies)
    known["resource"] = set(resources)
    known["trade resource"] = set(resources) | set(RESOURCE_CATEGORIES)
    known["core resource"] = {r.id for r in resources.values() if r.category == "core"}
    known["pattern"] = set(cycle.patterns)
    known["card"] = {str(n) for n in cycle.exploration}
    return known


def _resources(f: RootFile, refs: Refs) -> dict[str, Resource]:
    result: dict[str, Resource] = {}
    seen: dict[str, int] = {}
    for node in f.entries("resource"):
        node.check_keys(RESOURCE_KEYS)
        rid = node.text("id", nonempty=True)
        unique(node, rid, "resource", seen)
        category = node.text("category", choices=RESOURCE_CATEGORIES)
        primordial = node.text("primordial", "")
        if category in ("primordial", "core") and not primordial:
            node.problem(f"a {category} resource names its primordial", "category")
        if primordial:
            refs.need(node, node.key_line("primordial"), "primordial", primordial)
        result.setdefault(
            rid, Resource(rid, node.name(), category, primordial, node.text("text", ""))
        )
    return result


def _patterns(f: RootFile) -> dict[str, Pattern]:
    """Trauma and Kratos Patterns [ADVA-040, ADVA-041]."""
    result: dict[str, Pattern] = {}
    seen: dict[str, int] = {}
    parser = Parser()
    for node in f.entries("pattern"):
        node.check_keys(PATTERN_KEYS)
        pid = node.text("id", nonempty=True)
        unique(node, pid, "pattern", seen)
        kind = node.text("kind", choices=("trauma", "kratos"))
        bands = []
        for i, raw in enumerate(node.raw_list("trauma_table")):
            ok = isinstance(raw, list) and len(raw) == 3 and raw[2] in SEVERITIES
            ok = ok and all(isinstance(v, int) and not isinstance(v, bool) for v in raw[:2])
            if not ok:
                node.f.problem(
                    node.item_line("trauma_table", i),
                    f"trauma band {raw!r} of {node.label} must be [low, high, severity]",
                )
                continue
            bands.append((raw[0], raw[1], raw[2]))
        kratos: dict[str, tuple[tuple[str, ...], ...]] = {}
        levels: list[KratosLevel] = []
        table = node.child("kratos", "kratos table")
        for level, options in table.data.items() if table else ():
            if not (level.isdigit() and 1 <= int(level) <= 9) or not isinstance(options, list):
                table.problem(f"kratos level {level!r} of {node.label} must be 1..9", level)  # type: ignore[union-attr]
                continue
            kept = []
            parsed: list[tuple[Effect, ...]] = []
            for j, option in enumerate(options):
                texts = (
                    tuple(t for t in option if isinstance(t, str))
                    if isinstance(option, list)
                    else ()
                )
                found = [
                    parser.effect_or_keyword(table, text, table.line_at(level, j, k))  # type: ignore[arg-type]
                    for k, text in enumerate(texts)
                ]
                kept.append(texts)
                parsed.append(tuple(e for e in found if e is not None))
            kratos[level] = tuple(kept)
            levels.append(KratosLevel(int(level), tuple(parsed)))
        if kind == "trauma" and not bands:
            node.problem(f"a trauma pattern needs a trauma_table in {node.label}", "kind")
        if kind == "kratos" and not kratos:
            node.problem(f"a kratos pattern needs a kratos table in {node.label}", "kind")
        result.setdefault(
            pid,
            Pattern(
                pid,
                node.name(),
                kind,
                node.text("text", ""),
                tuple(bands),
                kratos,
                tuple(sorted(levels, key=lambda lv: lv.level)),
            ),
        )
    return result


def _symbols(f: RootFile, refs: Refs) -> dict[str, MapSymbol]:
    """Cycle-specific map symbols and their rules [VOY-019]."""
    result: dict[str, MapSymbol] = {}
    seen: dict[str, int] = {}
    for node in f.entries("map_symbol"):
        node.check_keys(SYMBOL_KEYS)
        sid = node.text("id", nonempty=True)
        unique(node, sid, "map symbol", seen)
        result.setdefault(
            sid,
            MapSymbol(
                sid,
                node.name(),
                node.text("rule", nonempty=True),
                effects(node, "effects", refs),
                node.flag("positive", False),
            ),
        )
    return result


def _tree(f: RootFile, techs: dict[str, Technology], lines: dict[str, int]) -> None:
    """A Technology leads only to its own kind [ADVA-011]; Core ones are never researched
    [ADVA-008]."""
    for tech in techs.values():
        for target in tech.leads_to:
            other = techs.get(target)
            if other is not None and other.kind != tech.kind:
                f.problem(
                    lines[tech.id],
                    f"technology {tech.id!r} ({tech.kind}) leads to {target!r} ({other.kind}):"
                    " a Technology leads only to its own kind",
                )
        if tech.kind == "core" and (tech.requires or tech.start != "deck"):
            f.problem(
                lines[tech.id],
                f'core technology {tech.id!r} is never researched: start = "deck", no requires',
            )
    led = {t for tech in techs.values() for t in tech.leads_to}
    for tech in techs.values():
        if tech.requires and tech.start == "reserves" and tech.id not in led:
            f.problem(
                lines[tech.id],
                f"technology {tech.id!r} has requirements but nothing leads to it",
            )


def _craftable(f: RootFile, pack: ContentPack, techs: dict[str, Technology]) -> None:
    """Every Gear card (but Fists, Godform gear, Mnestis Gear and the Theatre's other Gear
    rewards, which no campaign forge makes, MNE-019, MNE-021) is crafted by some Production
    Facility [ADVA-029]."""
    if pack.battle is None:
        return
    crafted = {r.gear for t in techs.values() for r in t.recipes}
    for gid, gear in pack.battle.gear.items():
        if gear.mnestis_only or gear.mnestis_reward:
            continue
        if gear.kind != "fists" and "godform" not in gear.traits and gid not in crafted:
            f.problem(1, f"gear {gid!r} is not crafted by any Production Facility")


def _deck_and_armory(cycle: CampaignContent, refs: Refs, problems: list[Problem]) -> None:
    """Every Exploration card enters the deck at the start or by an Acclimation [VOY-040]; the
    starting Armory holds no more copies of a Gear card than exist [ADVA-029]."""
    added = set(cycle.exploration_start) | {n for a in cycle.acclimations for n in a.add}
    for number in sorted(set(cycle.exploration) - added):
        problems.append(
            Problem(
                "exploration.toml",
                refs.where.get(f"exploration card {number}", 1),
                f"exploration card {number} is neither in the start deck nor added by an "
                "Acclimation",
            )
        )
    copies: dict[str, int] = {}
    for tech in cycle.technologies.values():
        for recipe in tech.recipes:
            if recipe.gear:
                copies[recipe.gear] = max(copies.get(recipe.gear, 0), recipe.copies)
    for gear in sorted(set(cycle.start.armory)):
        have = cycle.start.armory.count(gear)
        if gear in copies and have > copies[gear]:
            problems.append(
                Problem(
                    "pack.toml",
                    refs.where.get("armory", 1),
                    f"the starting Armory holds {have} copies of {gear!r}, "
                    f"only {copies[gear]} exist",
                )
            )


def _waterways(f: RootFile, pack: ContentPack, techs: dict[str, Technology]) -> None:
    """A restricted waterway names a Technology that crosses it [VOY-012]."""
    for tile_id in pack.tile_order:
        for arrow in pack.tiles[tile_id].arrows:
            need = arrow.restricted
            if need and not (need in techs and techs[need].unlocks_waterway):
                f.problem(
                    1,
                    f"tile {tile_id}: the restricted waterway {arrow.dir} needs technology "
                    f"{need!r} with unlocks_waterway = true",
                )


def campaign_stats(cycle: CampaignContent) -> list[str]:
    """Lines printed by ``atoterm content check`` about the campaign content."""
    if not cycle.technologies and not cycle.exploration:
        return []
    kinds = {k: sum(t.kind == k for t in cycle.technologies.values()) for k in TECH_KINDS}
    cats = {c: sum(r.category == c for r in cycle.resources.values()) for c in RESOURCE_CATEGORIES}
    added = sum(len(a.add) for a in cycle.acclimations)
    return [
        "campaign: "
        + ", ".join(f"{n} {k}" for k, n in kinds.items())
        + " technologies; resources "
        + ", ".join(f"{n} {c}" for c, n in cats.items()),
        f"  {len(cycle.exploration_start)} Exploration cards at the start, {added} added by "
        f"{len(cycle.acclimations)} Acclimations; {len(cycle.patterns)} Patterns; "
        f"{len(cycle.map_symbols)} Cycle map symbol{'' if len(cycle.map_symbols) == 1 else 's'}",
    ]
