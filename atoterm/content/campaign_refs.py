"""Shared pieces of the campaign loader: the root-level file reader and the reference
collector that checks every named id once everything is read (``docs/campaign-format.md``)."""

from __future__ import annotations

from dataclasses import dataclass, field
from pathlib import Path
from typing import TYPE_CHECKING, Any

from atoterm.content.battle_lines import Pos, scan
from atoterm.content.battle_reader import BattleFile, Node, suggest
from atoterm.content.campaign_parse import parse_amount, parse_campaign_effect
from atoterm.content.errors import Problem
from atoterm.content.reader import TomlFile
from atoterm.content.story_ops import LineError
from atoterm.content.story_refs import NAMED_ARGS

if TYPE_CHECKING:
    from atoterm.content.schema import ContentPack


class RootFile(BattleFile):
    """A TOML file at the top of the pack, read with the line-numbered battle readers."""

    def __init__(self, folder: Path, name: str, problems: list[Problem]) -> None:
        TomlFile.__init__(self, folder, name, problems)
        self.pos = scan("\n".join(self.lines.lines)) if self.data else Pos(1)


@dataclass
class Refs:
    """Names used by the campaign content, checked against the pack once all is read."""

    problems: list[Problem]
    wanted: list[tuple[str, int, str, str]] = field(default_factory=list)
    """(file, line, kind of thing, id)."""
    where: dict[str, int] = field(default_factory=dict)
    """Lines of things checked at the end (``"card 12"``, ``"armory"``)."""

    def need(self, node: Node | BattleFile, line: int, kind: str, ident: str) -> None:
        f = node.f if isinstance(node, Node) else node
        self.wanted.append((f.name, line, kind, ident))

    def check(self, known: dict[str, set[str]]) -> None:
        for file, line, kind, ident in self.wanted:
            names = known.get(kind)
            if names is None or ident in names:
                continue
            self.problems.append(
                Problem(file, line, f"unknown {kind} {ident!r}{suggest(ident, sorted(names))}")
            )


def known_names(pack: ContentPack) -> dict[str, set[str]]:
    """Ids the campaign content may name, from the pack (battle content when present)."""
    bc = pack.battle
    names: dict[str, set[str]] = {
        "faction": {f.id for f in pack.factions},
        "technology": set(),
        "resource": set(),
        "pattern": set(),
        "card": set(),
    }
    if bc is not None:
        names["gear"] = set(bc.gear)
        names["titan class"] = set(bc.titans)
        names["Argo-bred titan class"] = {t for t, c in bc.titans.items() if c.origin == "argo"}
        names["argo ability"] = set(bc.argo_abilities)
        names["primordial"] = set(bc.primordials)
        names["godform"] = set(bc.godforms)
        names["summoning"] = set(bc.summonings)
    return names


def costs(node: Node, key: str, refs: Refs) -> tuple[tuple[str, int], ...]:
    """``["bronze 2", "pearl 1"]``: resources and amounts, each resource checked later."""
    result = []
    for text, line in node.strings(key):
        try:
            resource, amount = parse_amount(text, "cost")
        except LineError as exc:
            node.f.problem(line, f"{key!r} in {node.label}: {exc}")
            continue
        refs.need(node, line, "resource", resource)
        result.append((resource, amount))
    return tuple(result)


def effects(node: Node, key: str, refs: Refs) -> tuple[dict[str, Any], ...]:
    """Effects in the storybook's text form; the ids they name are checked later."""
    result = []
    for text, line in node.strings(key):
        try:
            effect = parse_campaign_effect(text)
        except LineError as exc:
            node.f.problem(line, f"{key!r} in {node.label}: {exc}")
            continue
        named = NAMED_ARGS.get(effect["op"])
        checked = ("resource", "gear", "technology", "pattern", "faction", "godform", "summoning")
        if named is not None and named[0] in checked and effect[named[1]] != "local":
            refs.need(node, line, named[0], str(effect[named[1]]))
        result.append(effect)
    return tuple(result)


def unique(node: Node, ident: str, kind: str, seen: dict[str, int]) -> None:
    """Record ``ident``; a second one is a problem naming the first line."""
    if not ident:
        return
    node.label = f"{kind} {ident!r}"
    if ident in seen:
        node.problem(f"duplicate {kind} id {ident!r} (first at line {seen[ident]})", "id")
    else:
        seen[ident] = node.line
