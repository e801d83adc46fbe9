"""The Exploration deck (``exploration.toml``), the campaign parts of ``timeline.toml``
(Acclimations, Evolution Tracks, Tides of Fate, the Adversary) and ``pack.toml``'s ``[start]``
(``docs/campaign-format.md``)."""

from __future__ import annotations

import re
from dataclasses import replace
from pathlib import Path
from typing import TYPE_CHECKING

from atoterm.content.battle_reader import Node
from atoterm.content.campaign_model import (
    DISPOSALS,
    STACK_SYMBOLS,
    Acclimation,
    CampaignContent,
    CampaignStart,
    CardOption,
    Evolution,
    ExplorationCard,
)
from atoterm.content.campaign_parse import parse_amount, parse_trigger
from atoterm.content.campaign_refs import Refs, RootFile, costs, effects
from atoterm.content.campaign_tech import trade
from atoterm.content.errors import Problem
from atoterm.content.story_ops import LineError

if TYPE_CHECKING:
    from atoterm.content.schema import ContentPack

CARD_KEYS = (
    "number", "name", "text", "effects", "trigger", "option", "trade", "adversary", "disposal",
    "stack",
)  # fmt: skip
TIMELINE_TOP = ("days", "event", "tides_of_fate", "adversary", "evolution")
EVENT_KEYS = ("day", "kind", "label", "remove", "add")
START_KEYS = ("dreamwalkers", "titans", "armory", "resources", "diplomacy")


def read_exploration(
    folder: Path, cycle: CampaignContent, refs: Refs, problems: list[Problem]
) -> CampaignContent:
    """``exploration.toml``: the cards [VOY-021..VOY-026] and ``[deck] start``."""
    if not (folder / "exploration.toml").is_file():
        return cycle
    f = RootFile(folder, "exploration.toml", problems)
    if not f.ok:
        return cycle
    f.check_top(("deck", "card"))
    cards: dict[int, ExplorationCard] = {}
    for node in f.entries("card"):
        card = read_card(node, refs)
        if card.number in cards:
            node.problem(f"duplicate exploration card number {card.number}", "number")
        cards.setdefault(card.number, card)
    start: list[int] = []
    deck = f.table("deck")
    if deck is not None:
        deck.check_keys(("start",))
        for i, raw in enumerate(deck.raw_list("start")):
            line = deck.item_line("start", i)
            numbers = _numbers(raw)
            if numbers is None:
                f.problem(line, f"start entry {raw!r} must be a card number or a range like '1-36'")
                continue
            for number in numbers:
                if number not in cards:
                    f.problem(line, f"start names exploration card {number}, which does not exist")
                elif number in start:
                    f.problem(line, f"exploration card {number} is in the start deck twice")
                else:
                    start.append(number)
    return replace(cycle, exploration=cards, exploration_start=tuple(start))


MAX_RANGE = 1000
"""Cards in one ``start`` range (``"1-36"``): a deck is far smaller."""


def _numbers(raw: object) -> list[int] | None:
    if isinstance(raw, int) and not isinstance(raw, bool) and raw > 0:
        return [raw]
    if isinstance(raw, str):
        match = re.fullmatch(r"([0-9]{1,9})-([0-9]{1,9})", raw.strip())
        low, high = (int(match.group(1)), int(match.group(2))) if match else (1, 0)
        if low <= high < low + MAX_RANGE:
            return list(range(int(match.group(1)), int(match.group(2)) + 1))
    return None


def read_card(node: Node, refs: Refs) -> ExplorationCard:
    """One ``[[card]]`` table [VOY-021..VOY-026]; also reads the generated seas' pool
    (``sea_pool_load.py``), so both decks are checked by the same rules."""
    node.check_keys(CARD_KEYS)
    number = node.number("number", 1, 999)
    node.label = f"exploration card {number}"
    refs.where.setdefault(node.label, node.line)
    trigger = node.text("trigger", "")
    if trigger:
        try:
            parsed = parse_trigger(trigger)
        except LineError as exc:
            node.problem(f"trigger of {node.label}: {exc}", "trigger")
        else:
            if parsed.get("faction", "local") != "local":
                refs.need(node, node.key_line("trigger"), "faction", parsed["faction"])
    options = []
    for option in node.tables("option", "option"):
        option.check_keys(("label", "cost", "effects"))
        options.append(
            CardOption(
                option.text("label", nonempty=True),
                costs(option, "cost", refs),
                effects(option, "effects", refs),
            )
        )
    return ExplorationCard(
        number=number,
        name=node.name(),
        text=node.text("text", nonempty=True),
        effects=effects(node, "effects", refs),
        trigger=trigger,
        options=tuple(options),
        trade=trade(node, refs),
        adversary=node.number("adversary", 0, 3, 0),
        disposal=node.text("disposal", "", choices=DISPOSALS),
        stack=node.text("stack", "draw", choices=STACK_SYMBOLS),
    )


def read_timeline(
    folder: Path, pack: ContentPack, cycle: CampaignContent, refs: Refs, problems: list[Problem]
) -> CampaignContent:
    """Acclimations [VOY-039, VOY-040], Evolution Tracks [CAMP-028], Tides of Fate and the
    Adversary from ``timeline.toml`` (days and events are read by ``loader.py``)."""
    f = RootFile(folder, "timeline.toml", [])
    if not f.ok:
        return cycle
    f.problems = problems
    f.check_top(TIMELINE_TOP)
    root = f.root()
    acclimations = []
    for node in f.entries("event"):
        node.check_keys(EVENT_KEYS)
        kind = node.text("kind", "")
        has_lists = node.has("remove") or node.has("add")
        if kind != "acclimation":
            if has_lists:
                node.problem("only an acclimation event removes or adds cards", "remove")
            continue
        lists = []
        for key in ("remove", "add"):
            numbers = []
            for i, raw in enumerate(node.raw_list(key)):
                line = node.item_line(key, i)
                if isinstance(raw, int) and not isinstance(raw, bool):
                    if cycle.exploration and raw not in cycle.exploration:
                        f.problem(
                            line, f"acclimation {key}s exploration card {raw}, which does not exist"
                        )
                    numbers.append(raw)
                else:
                    f.problem(line, f"{key!r} of an acclimation lists card numbers, not {raw!r}")
            lists.append(tuple(numbers))
        for number in lists[1]:
            if number in cycle.exploration_start:
                f.problem(
                    node.key_line("add"),
                    f"acclimation adds card {number}, already in the start deck",
                )
        acclimations.append(
            Acclimation(node.number("day", 1, 999), node.text("label", ""), lists[0], lists[1])
        )
    evolution = []
    for node in f.entries("evolution"):
        node.check_keys(("primordial", "boxes"))
        primordial = node.text("primordial", nonempty=True)
        refs.need(node, node.key_line("primordial"), "primordial", primordial)
        boxes = tuple(node.raw_list("boxes"))
        if not boxes or not all(isinstance(b, int) and 1 <= b <= 4 for b in boxes):
            node.problem("boxes of an evolution track are levels 1..4", "boxes")
            boxes = ()
        evolution.append(Evolution(primordial, boxes))
    adversary = root.text("adversary", "")
    if adversary:
        refs.need(f, root.key_line("adversary"), "primordial", adversary)
        prim = pack.battle.primordials.get(adversary) if pack.battle else None
        if prim is not None and not prim.adversary:
            root.problem(
                f"adversary {adversary!r} is not an Adversary (no Battle Track)", "adversary"
            )
    return replace(
        cycle,
        acclimations=tuple(sorted(acclimations, key=lambda a: a.day)),
        evolution=tuple(evolution),
        adversary=adversary,
        tides_of_fate=root.number("tides_of_fate", 0, 9, 2),
    )


def read_start(folder: Path, refs: Refs, problems: list[Problem]) -> CampaignStart:
    """``[start]`` of ``pack.toml``: Dreamwalkers, Titans, Armory, Cargo, Diplomacy [CAMP-005]."""
    f = RootFile(folder, "pack.toml", [])
    f.problems = problems
    node = f.table("start", required=False)
    if node is None:
        return CampaignStart()
    node.check_keys(START_KEYS)
    titans = node.words("titans")
    for i, titan in enumerate(titans):
        refs.need(node, node.item_line("titans", i), "Argo-bred titan class", titan)
    armory = node.words("armory")
    refs.where["armory"] = node.key_line("armory")
    for i, gear in enumerate(armory):
        refs.need(node, node.item_line("armory", i), "gear", gear)
    resources = []
    for text, line in node.strings("resources"):
        try:
            resource, amount = parse_amount(text, "resource amount")
        except LineError as exc:
            f.problem(line, f"resources of [start]: {exc}")
            continue
        refs.need(node, line, "resource", resource)
        resources.append((resource, amount))
    diplomacy = []
    table = node.child("diplomacy", "diplomacy")
    for faction in table.data if table else ():
        refs.need(node, table.key_line(faction), "faction", faction)  # type: ignore[union-attr]
        diplomacy.append((faction, table.number(faction, -3, 2)))  # type: ignore[union-attr]
    return CampaignStart(
        dreamwalkers=node.number("dreamwalkers", 0, 9, 2),
        titans=titans,
        armory=armory,
        resources=tuple(resources),
        diplomacy=tuple(diplomacy),
    )
