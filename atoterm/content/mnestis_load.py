"""Read and check `mnestis.toml`, the Mnestis Theatre's Trees of Knowledge (docs/mnestis.md).

Every mistake is a problem of ``atoterm content check``: an unknown Technology, Primordial,
Level, material, Gear card or node; a Level outside the Theatre's range [MNE-003]; two nodes
for one Primordial and Level; and a node that can never be unlocked because its predecessors
lead round in a circle [MNE-005].
"""

from __future__ import annotations

from pathlib import Path

from atoterm.content.battle_reader import Node
from atoterm.content.battle_schema import Gear
from atoterm.content.campaign_refs import RootFile
from atoterm.content.errors import Problem, suggest
from atoterm.content.mnestis_schema import (
    AscendingMaterial,
    MnestisContent,
    Reforging,
    TheatreNode,
    TheatreTree,
    theatre_levels,
)
from atoterm.content.schema import ContentPack
from atoterm.content.skyseer_load import load_skyseer
from atoterm.content.story_walk import all_effects

FILE = "mnestis.toml"
TOP_KEYS = ("theatre", "material", "ascension", "tree", "node", "reforge", "skyseer")
THEATRE_KEYS = ("technology", "cycle")
MATERIAL_KEYS = ("id", "name", "ascends", "text", "trait", "core")
ASCENSION_KEYS = ("technology", "cost")
TREE_KEYS = ("primordial", "material", "loot", "core")
REFORGE_KEYS = ("gear", "needs")
NODE_KEYS = (
    "id",
    "primordial",
    "level",
    "after",
    "material",
    "guaranteed_loot",
    "cores",
    "summoning",
    "gear",
)


def load_mnestis(folder: Path, pack: ContentPack, problems: list[Problem]) -> MnestisContent | None:
    """The Theatre of the pack in ``folder``; None when the pack has no ``mnestis.toml``."""
    if not (folder / FILE).is_file():
        return None
    f = RootFile(folder, FILE, problems)
    if not f.ok:
        return None
    f.check_top(TOP_KEYS)
    top = f.table("theatre")
    technology = ""
    cycle = 1
    if top is not None:
        top.check_keys(THEATRE_KEYS)
        cycle = top.number("cycle", 1, 3, 1)
        technology = top.text("technology", nonempty=True)
        if technology and technology not in pack.cycle.technologies:
            top.problem(
                f"unknown technology {technology!r}{suggest(technology, pack.cycle.technologies)}",
                "technology",
            )
    materials = _materials(f)
    costs = _ascension_costs(f, pack)
    trees = _trees(f, pack, materials)
    nodes = _nodes(f, pack, trees)
    _check_reachable(f, nodes)
    _check_theatre_only_gear(f, pack)
    found = {n.id: n for n, _ in nodes.values()}
    reforgings = _reforgings(f, pack)
    skyseer = load_skyseer(f, pack, set(found))
    return MnestisContent(technology, materials, trees, found, cycle, costs, reforgings, skyseer)


def _materials(f: RootFile) -> dict[str, AscendingMaterial]:
    found: dict[str, AscendingMaterial] = {}
    seen: dict[str, Node] = {}
    for node in f.entries("material"):
        node.check_keys(MATERIAL_KEYS)
        mid = node.ident("material", seen)
        material = AscendingMaterial(
            mid,
            node.name(),
            node.number("ascends", 1, 3),
            node.text("text", ""),
            # optional: the editions archived before ascension have none [MNE-015]
            node.text("trait", ""),
            node.flag("core"),
        )
        found.setdefault(mid, material)
    return found


def _ascension_costs(f: RootFile, pack: ContentPack) -> dict[str, int]:
    """What ascending a non-Unique Gear card costs, by the Production Technology that crafts
    it: 1-4 ascending materials [MNE-015]."""
    techs = pack.cycle.technologies
    costs: dict[str, int] = {}
    for node in f.entries("ascension"):
        node.check_keys(ASCENSION_KEYS)
        tech = node.text("technology", nonempty=True)
        node.label = f"the ascension cost of {tech!r}"
        cost = node.number("cost", 1, 4)
        if tech and tech not in techs:
            node.problem(f"unknown technology {tech!r}{suggest(tech, techs)}", "technology")
        elif tech and techs[tech].facility != "production":
            node.problem(f"{tech!r} is not a Production Technology", "technology")
        elif tech in costs:
            node.problem(f"a second ascension cost for {tech!r}", "technology")
        costs.setdefault(tech, cost)
    if not costs:  # no ascension in this pack (the editions archived before it have none)
        return costs
    bc = pack.battle
    gear = bc.gear if bc is not None else {}
    for tech in techs.values():
        plain = [r.gear for r in tech.recipes if r.gear in gear and not _unique(gear[r.gear])]
        if tech.facility == "production" and plain and tech.id not in costs:
            f.problem(
                1,
                f"the Production Technology {tech.id!r} crafts Gear but has no [[ascension]] "
                "cost (1-4) [MNE-015]",
            )
    return costs


def _check_theatre_only_gear(f: RootFile, pack: ContentPack) -> None:
    """Theatre-only Gear (``mnestis_only``) never reaches a campaign: not in its starting
    Armory, not crafted by its Production Technologies, not given by a story effect or a BP
    card [MNE-019]."""
    bc = pack.battle
    gear = bc.gear if bc is not None else {}
    only = {g for g, card in gear.items() if card.mnestis_only}
    if not only:
        return
    for card in pack.cycle.start.armory:
        if card in only:
            f.problem(1, f"{card!r} is Theatre-only Gear but starts in a campaign's Armory")
    for tech in pack.cycle.technologies.values():
        for recipe in tech.recipes:
            if recipe.gear in only:
                f.problem(1, f"{recipe.gear!r} is Theatre-only Gear but {tech.id!r} crafts it")
    book = pack.storybook
    for effect in all_effects(book) if book is not None else ():
        if effect["op"] == "gain_gear" and effect.get("gear") in only:
            f.problem(1, f"{effect['gear']!r} is Theatre-only Gear but a story effect gives it")
    for prim in bc.primordials.values() if bc is not None else ():
        for card in prim.bp:  # loot a campaign battle would give [GEN-036]
            for e in (*card.wound, *card.fail, *card.instinct, *card.critical):
                if e.op == "gain_gear" and e.arg in only:
                    f.problem(1, f"{e.arg!r} is Theatre-only Gear but {card.id!r} gives it")


def _reforgings(f: RootFile, pack: ContentPack) -> tuple[Reforging, ...]:
    """The Gear cards the Theatre crafts from a Primordial's unique drop [MNE-018]; optional
    (the editions archived before it have none)."""
    bc = pack.battle
    gear = bc.gear if bc is not None else {}
    found: list[Reforging] = []
    for node in f.entries("reforge"):
        node.check_keys(REFORGE_KEYS)
        made = node.text("gear", nonempty=True)
        needs = node.text("needs", nonempty=True)
        node.label = f"the reforging of {made!r}"
        if made and made not in gear:
            node.problem(f"unknown gear {made!r}{suggest(made, gear)}", "gear")
        if needs and needs not in gear:
            node.problem(f"unknown gear {needs!r}{suggest(needs, gear)}", "needs")
        elif needs and not _unique(gear[needs]):
            node.problem(f"{needs!r} is not a Unique Gear card (a Primordial's drop)", "needs")
        if made and made == needs:
            node.problem(f"{made!r} cannot be reforged from itself", "needs")
        if any(r.gear == made and r.needs == needs for r in found):
            node.problem(f"a second reforging of {made!r} from {needs!r}", "gear")
        elif made and needs:
            found.append(Reforging(made, needs))
    return tuple(found)


def _unique(card: Gear) -> bool:
    """A Unique Gear card: ascended by an Ascended Core, not by its Technology's cost."""
    return card.keyword("unique") is not None or "unique" in card.traits


def _trees(
    f: RootFile, pack: ContentPack, materials: dict[str, AscendingMaterial]
) -> dict[str, TheatreTree]:
    bc = pack.battle
    primordials = bc.primordials if bc is not None else {}
    gear = bc.gear if bc is not None else {}
    trees: dict[str, TheatreTree] = {}
    for node in f.entries("tree"):
        node.check_keys(TREE_KEYS)
        prim = node.text("primordial", nonempty=True)
        node.label = f"the tree of {prim!r}"
        if prim and prim not in primordials:
            node.problem(f"unknown primordial {prim!r}{suggest(prim, primordials)}", "primordial")
        elif prim in trees:
            node.problem(f"a second tree for {prim!r}", "primordial")
        material = node.text("material", nonempty=True)
        if material and material not in materials:
            node.problem(f"unknown material {material!r}{suggest(material, materials)}", "material")
        loot = []
        for card, line in node.strings("loot"):
            if card not in gear:
                f.problem(line, f"loot of {node.label}: unknown gear {card!r}{suggest(card, gear)}")
            elif gear[card].mnestis_only:  # Guaranteed Loot joins campaigns [MNE-017, MNE-019]
                f.problem(line, f"loot of {node.label}: {card!r} is Theatre-only Gear")
            loot.append(card)
        core = node.text("core", "")
        if core and (core not in materials or not materials[core].core):
            cores = [m for m in materials if materials[m].core]
            node.problem(f"{core!r} is not an Ascended Core{suggest(core, cores)}", "core")
        trees.setdefault(prim, TheatreTree(prim, material, tuple(loot), core))
    return trees


def _nodes(
    f: RootFile, pack: ContentPack, trees: dict[str, TheatreTree]
) -> dict[str, tuple[TheatreNode, Node]]:
    bc = pack.battle
    nodes: dict[str, tuple[TheatreNode, Node]] = {}
    seen: dict[str, Node] = {}
    places: dict[tuple[str, int], str] = {}
    for node in f.entries("node"):
        node.check_keys(NODE_KEYS)
        nid = node.ident("node", seen)
        prim_id = node.text("primordial", nonempty=True)
        level = node.number("level", 1, 9)
        if prim_id and prim_id not in trees:
            node.problem(f"primordial {prim_id!r} has no [[tree]]", "primordial")
        prim = bc.primordials.get(prim_id) if bc is not None else None
        if prim is not None:
            allowed = theatre_levels(prim.adversary)
            if level not in allowed:
                node.problem(
                    f"level {level} of {prim.name} is not a Theatre level "
                    f"({allowed.start}-{allowed.stop - 1}) [MNE-003]",
                    "level",
                )
            elif level not in {lv.level for lv in prim.all_levels}:
                node.problem(f"{prim.name} has no level {level} on its sheet", "level")
        if (prim_id, level) in places:
            node.problem(
                f"{prim_id} level {level} already has the node {places[(prim_id, level)]!r}",
                "level",
            )
        places.setdefault((prim_id, level), nid)
        after = tuple(word for word, _ in node.strings("after"))
        theatre_node = TheatreNode(
            nid,
            prim_id,
            level,
            after,
            node.number("material", 0, 4, 1),
            node.flag("guaranteed_loot"),
            node.number("cores", 0, 4, 0),
            # optional: the editions archived before it have none [MNE-019]
            node.text("summoning", ""),
            _node_gear(node, bc.gear if bc is not None else {}),
        )
        summonings = bc.summonings if bc is not None else {}
        if theatre_node.summoning and theatre_node.summoning not in summonings:
            node.problem(
                f"unknown summoning {theatre_node.summoning!r}"
                f"{suggest(theatre_node.summoning, summonings)}",
                "summoning",
            )
        if theatre_node.cores and not (prim_id in trees and trees[prim_id].core):
            node.problem(f"{node.label} gives cores but its tree names no 'core'", "cores")
        if nid and nid not in nodes:
            nodes[nid] = (theatre_node, node)
    for theatre_node, node in nodes.values():
        for index, before in enumerate(theatre_node.after):
            if before not in nodes:
                node.f.problem(
                    node.item_line("after", index),
                    f"after of {node.label}: unknown node {before!r}{suggest(before, nodes)}",
                )
            elif before == theatre_node.id:
                node.problem(f"{node.label} names itself in 'after'", "after")
    return nodes


def _node_gear(node: Node, gear: dict[str, Gear]) -> tuple[str, ...]:
    """A node's Mnestis Gear (optional ``gear``): known cards, each tagged ``mnestis_only``,
    since what a node gives the Theatre alone must never reach a campaign [MNE-019]."""
    cards: list[str] = []
    for card, line in node.strings("gear"):
        if card not in gear:
            node.f.problem(
                line, f"gear of {node.label}: unknown gear {card!r}{suggest(card, gear)}"
            )
        elif not gear[card].mnestis_only:
            node.f.problem(
                line, f"gear of {node.label}: {card!r} is not Mnestis Gear (mnestis_only = true)"
            )
        elif card in cards:
            node.f.problem(line, f"gear of {node.label}: {card!r} named twice")
        else:
            cards.append(card)
    return tuple(cards)


def _check_reachable(f: RootFile, nodes: dict[str, tuple[TheatreNode, Node]]) -> None:
    """A node is reachable when all its predecessors are (starting from those with none): what
    is left waits on a circle of predecessors and could never be unlocked [MNE-005]."""
    reachable: set[str] = set()
    changed = True
    while changed:
        changed = False
        for nid, (theatre_node, _) in nodes.items():
            if nid in reachable:
                continue
            if all(b in reachable for b in theatre_node.after if b in nodes):
                reachable.add(nid)
                changed = True
    for nid, (_, node) in nodes.items():
        if nid in reachable:
            continue
        loop = _circle(nid, nodes)
        why = (
            f"its predecessors go round in a circle ({' -> '.join(loop)})"
            if loop
            else "it waits on a node that can never be unlocked"
        )
        node.problem(f"{node.label} can never be unlocked: {why}", "after")


def _circle(start: str, nodes: dict[str, tuple[TheatreNode, Node]]) -> list[str]:
    """The circle of predecessors through ``start``, if there is one (depth first; a node
    explored to the end without meeting ``start`` is not explored again)."""
    path = [start]
    stack = [iter(nodes[start][0].after)]
    done: set[str] = set()
    while stack:
        nxt = next(stack[-1], None)
        if nxt is None:
            stack.pop()
            done.add(path.pop())
            continue
        if nxt == start:
            return [*path, start]
        if nxt in nodes and nxt not in done and nxt not in path:
            path.append(nxt)
            stack.append(iter(nodes[nxt][0].after))
    return []
