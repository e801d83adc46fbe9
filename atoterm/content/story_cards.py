"""The storybook's cards and tables in TOML: Story/Doom cards, the Adventure Hubs table, the
Mnemos and Fated Mnemos cards, and ``campaign.toml`` (resources, Technologies, Patterns).

Problems are appended as ``file:line: message``; nothing here raises on bad content.
"""

from __future__ import annotations

import re
from pathlib import Path
from typing import Any

from atoterm.content.battle_lines import Pos, scan
from atoterm.content.battle_parse import Parser
from atoterm.content.battle_reader import BattleFile, Node
from atoterm.content.errors import Problem
from atoterm.content.reader import TomlFile
from atoterm.content.story_model import (
    HINDRANCES,
    TRAITS,
    AllyCard,
    CampaignThings,
    ClueCard,
    FatedMnemosCard,
    HubRow,
    MnemosCard,
    StoryCard,
)
from atoterm.content.story_ops import SKILL_NAMES

PARA = re.compile(r"[0-9]{4}")


def _para(node: Node, key: str) -> str:
    value = node.text(key)
    if value and not PARA.fullmatch(value):
        node.problem(f"{key!r} in {node.label} must be a 4-digit paragraph id, not {value!r}", key)
    return value


def read_cards(folder: Path, problems: list[Problem]) -> dict[str, Any]:
    """``cards.toml``: Story and Doom cards [CAMP-031, CAMP-036] and Timeline Story events."""
    path = folder / "cards.toml"
    result: dict[str, Any] = {
        "story": (),
        "doom": (),
        "timeline_story": {},
        "clue": {},
        "ally": {},
    }
    if not path.is_file():
        problems.append(Problem(f"{folder.name}/cards.toml", 1, "file is missing"))
        return result
    f = BattleFile(folder, "cards.toml", problems)
    if not f.ok:
        return result
    f.check_top(("story", "doom", "timeline_story", "clue", "ally"))
    for kind, need_key in (("story", "progress"), ("doom", "doom")):
        cards = []
        seen: set[str] = set()
        for node in f.entries(kind):
            node.check_keys(("id", "name", need_key, "tile", "paragraph", "text"))
            card_id = node.text("id")
            if not re.fullmatch(r"[1-9][AB]", card_id):
                node.problem(f"{kind} card id must look like 1A or 2B, not {card_id!r}", "id")
            if card_id in seen:
                node.problem(f"duplicate {kind} card {card_id!r}", "id")
            seen.add(card_id)
            cards.append(
                StoryCard(
                    kind,
                    card_id,
                    node.text("name"),
                    node.number(need_key, 0, 99),
                    node.number("tile", 0, 9999, 0),
                    _para(node, "paragraph"),
                    node.text("text", ""),
                    node.line,
                )
            )
        result[kind] = tuple(cards)
    for node in f.entries("timeline_story"):
        node.check_keys(("label", "paragraph"))
        result["timeline_story"][node.text("label")] = _para(node, "paragraph")
    result["clue"], result["ally"] = _clues_and_allies(f)
    return result


ALLY_SAVES = ("crew", "hull", "doom", "argo_fate", "resource")


def _clues_and_allies(f: BattleFile) -> tuple[dict[str, ClueCard], dict[str, AllyCard]]:
    """``[[clue]]`` and ``[[ally]]``: the cards that go beside the Story and Doom cards
    [GEN-039, CAMP-033]."""
    clues: dict[str, ClueCard] = {}
    for node in f.entries("clue"):
        node.check_keys(("id", "name", "back", "text"))
        ident = node.ident("clue", None)
        back = node.text("back")
        if not re.fullmatch(r"(story|doom) [1-9][AB]", back):
            node.problem(f"a Clue's back names its card, like 'story 2A', not {back!r}", "back")
        if ident in clues:
            node.problem(f"duplicate clue id {ident!r}", "id")
        clues[ident] = ClueCard(
            ident,
            node.text("name", nonempty=True),
            back,
            node.text("text", nonempty=True),
            node.line,
        )
    allies: dict[str, AllyCard] = {}
    for node in f.entries("ally"):
        node.check_keys(("id", "name", "text", "saves", "target"))
        ident = node.ident("ally", None)
        saves = node.words("saves", ALLY_SAVES)
        target = node.number("target", 0, 10, 0)
        if saves and not 2 <= target <= 10:
            node.problem("an Ally's Save names a target 2..10", "target")
        if ident in allies:
            node.problem(f"duplicate ally id {ident!r}", "id")
        allies[ident] = AllyCard(
            ident,
            node.text("name", nonempty=True),
            node.text("text", nonempty=True),
            tuple(saves),
            target,
            node.line,
        )
    return clues, allies


def read_hub_rows(folder: Path, problems: list[Problem]) -> tuple[HubRow, ...]:
    """``hubs.toml``: the Adventure Hubs table, one column per Story number [ADV-020]."""
    if not (folder / "hubs.toml").is_file():
        problems.append(Problem(f"{folder.name}/hubs.toml", 1, "file is missing"))
        return ()
    f = BattleFile(folder, "hubs.toml", problems)
    if not f.ok:
        return ()
    f.check_top(("hub_row",))
    rows = []
    for node in f.entries("hub_row"):
        node.check_keys(("rolls", "story", "terrain"))
        rolls = node.text("rolls")
        match = re.fullmatch(r"([0-9]{1,2})(?:-([0-9]{1,2}))?", rolls)
        if not match:
            node.problem(f"rolls must be a d10 range like 1-3, not {rolls!r}", "rolls")
            continue
        low, high = int(match.group(1)), int(match.group(2) or match.group(1))
        hubs = tuple(t for t, _ in node.strings("story"))
        terrain = tuple(t for t, _ in node.strings("terrain"))
        if len(hubs) != 3 or len(terrain) != 3:
            node.problem("a hub row names 3 hubs and 3 terrains (Story I, II, III)", "story")
        rows.append(HubRow(low, high, hubs, terrain, node.line))
    return tuple(rows)


def read_mnemos(
    folder: Path, problems: list[Problem]
) -> tuple[dict[str, MnemosCard], dict[str, FatedMnemosCard]]:
    """``mnemos.toml``: Mnemos [ADV-047..ADV-050] and Fated Mnemos [ADV-058..ADV-065] cards."""
    if not (folder / "mnemos.toml").is_file():
        problems.append(Problem(f"{folder.name}/mnemos.toml", 1, "file is missing"))
        return {}, {}
    f = BattleFile(folder, "mnemos.toml", problems)
    if not f.ok:
        return {}, {}
    f.check_top(("mnemos", "fated_mnemos"))
    parser = Parser()
    mnemos: dict[str, MnemosCard] = {}
    for node in f.entries("mnemos"):
        node.check_keys(
            ("id", "name", "text", "traits", "skills", "breakthroughs", "paragraphs", "abilities")
        )
        ident = node.ident("mnemos", None)
        marks = tuple(node.raw_list("breakthroughs"))
        paragraphs = tuple(t for t, _ in node.strings("paragraphs"))
        if not all(isinstance(m, int) and 1 <= m <= 10 for m in marks) or list(marks) != sorted(
            set(marks)
        ):
            node.problem("breakthroughs are rising node numbers 1..10", "breakthroughs")
        if len(paragraphs) != len(marks) or not all(PARA.fullmatch(p) for p in paragraphs):
            node.problem("one 4-digit breakthrough paragraph per breakthrough", "paragraphs")
        abilities = parser.abilities(node)
        if len(abilities) != 3:
            node.problem("a Mnemos has 3 abilities (levels 1, 2, 3)", "abilities")
        card = MnemosCard(
            ident,
            node.text("name"),
            node.text("text", ""),
            _traits(node),
            _skills(node, "skills", 1),
            marks,
            paragraphs,
            tuple({"level": i + 1, "ability": a} for i, a in enumerate(abilities)),
            node.line,
        )
        if ident in mnemos:
            node.problem(f"duplicate mnemos id {ident!r}", "id")
        mnemos[ident] = card
    fated: dict[str, FatedMnemosCard] = {}
    for node in f.entries("fated_mnemos"):
        node.check_keys(
            ("id", "name", "text", "traits", "penalties", "hindrance", "breakthrough", "growth")
        )
        ident = node.ident("fated_mnemos", None)
        growth_raw = node.data.get("growth")
        patched = Node(f, {**node.data, "growth": [growth_raw]}, node.pos, node.label)
        growth = parser.abilities(patched, "growth") if isinstance(growth_raw, dict) else ()
        if len(growth) != 1:
            node.problem("growth must be one ability table", "growth")
        card_f = FatedMnemosCard(
            ident,
            node.text("name"),
            node.text("text", ""),
            _traits(node),
            _skills(node, "penalties", -1),
            node.text("hindrance", choices=HINDRANCES),
            node.number("breakthrough", 1, 10),
            {"ability": growth[0]} if growth else {},
            node.line,
        )
        if ident in fated or ident in mnemos:
            node.problem(f"duplicate mnemos id {ident!r}", "id")
        fated[ident] = card_f
    if len(mnemos) < 1:
        f.problem(1, "at least one [[mnemos]] is needed")
    return mnemos, fated


def _traits(node: Node) -> tuple[str, ...]:
    traits = tuple(t for t, _ in node.strings("traits"))
    for trait in traits:
        if trait not in TRAITS:
            node.problem(f"unknown trait {trait!r} (traits: {', '.join(TRAITS)})", "traits")
    return traits


def _skills(node: Node, key: str, sign: int) -> dict[str, int]:
    child = node.child(key, key)
    if child is None:
        return {}
    result = {}
    for skill, value in sorted(child.data.items()):
        if skill not in SKILL_NAMES:
            node.problem(f"unknown Skill {skill!r} in {key}", key)
        elif not isinstance(value, int) or isinstance(value, bool) or value * sign <= 0:
            word = "positive" if sign > 0 else "negative"
            node.problem(f"{key} of {skill} must be a {word} whole number", key)
        else:
            result[skill] = value
    return result


class _RootFile(BattleFile):
    """A TOML file at the top of the pack (``campaign.toml``), read with the battle readers."""

    def __init__(self, folder: Path, name: str, problems: list[Problem]) -> None:
        TomlFile.__init__(self, folder, name, problems)
        self.pos = scan("\n".join(self.lines.lines)) if self.data else Pos(1)


def read_campaign(folder: Path, problems: list[Problem]) -> CampaignThings:
    """``campaign.toml``: resources, Technologies and Patterns the storybook may name."""
    path = folder / "campaign.toml"
    if not path.is_file():
        return CampaignThings()
    f = _RootFile(folder, "campaign.toml", problems)
    if not f.ok:
        return CampaignThings()
    f.check_top(("resource", "technology", "pattern", "map_symbol"))
    found: dict[str, dict[str, str]] = {"resource": {}, "technology": {}, "pattern": {}}
    limits: dict[str, int] = {}
    for kind in found:
        for node in f.entries(kind):
            # the full campaign keys are read and linted by campaign_load.py
            node.data = {k: v for k, v in node.data.items() if k in ("id", "name", "summon_limit")}
            ident = node.text("id")
            found[kind][ident] = node.text("name")
            if kind == "technology" and node.has("summon_limit"):
                limits[ident] = node.number("summon_limit", 1, 9)
    return CampaignThings(found["resource"], found["technology"], found["pattern"], limits)
