"""The Mnestis Theatre in the player's words: each Primordial's Tree of Knowledge with its
nodes, what locks them, what was won in which playthrough and what each first win gives,
and what the won campaigns and the Trees unlocked (Loot, Patterns, Skyseers, ascended Gear)
[MNE-001, MNE-002, MNE-005, MNE-013, MNE-014, MNE-015, MNE-017]. No internal id reaches these
lines."""

from __future__ import annotations

from dataclasses import dataclass

from atoterm.content.mnestis_schema import MnestisContent, TheatreNode
from atoterm.content.schema import ContentPack
from atoterm.session.mnestis_ascension import ROMAN
from atoterm.session.mnestis_patterns import pattern_words, unlocked_patterns
from atoterm.session.mnestis_record import (
    custom_levels,
    node_open,
    node_title,
    node_won,
    short_name,
    theatre_locked_reason,
    why_locked,
)
from atoterm.session.mnestis_skyseer import drop_price, drop_problem, skyseer_of
from atoterm.store.theatre_record import TheatreRecord


@dataclass(frozen=True)
class TheatreHow:
    """How the front end showing the Trees says the Theatre's actions are done: the command
    line names its commands, the screen its key and its list. ``fight`` may hold
    ``{primordial}`` and ``{level}``."""

    drop: str
    fight: str


COMMAND_LINE = TheatreHow(
    drop="atoterm mnestis drop", fight="atoterm mnestis fight {primordial} {level}"
)
"""``atoterm mnestis tree``'s words."""


def _prim_name(content: ContentPack, primordial: str) -> str:
    bc = content.battle
    prim = bc.primordials.get(primordial) if bc is not None else None
    return prim.name if prim is not None else primordial.capitalize()


def _gear_name(content: ContentPack, gear: str) -> str:
    bc = content.battle
    card = bc.gear.get(gear) if bc is not None else None
    return card.name if card is not None else "an unknown Gear card"


def _summoning_name(content: ContentPack, summoning: str) -> str:
    bc = content.battle
    found = bc.summonings.get(summoning) if bc is not None else None
    return found.name if found is not None else "an unknown Nymph"


def _material_name(mnestis: MnestisContent, material: str, count: int) -> str:
    found = mnestis.materials.get(material)
    return f"{count} {found.name if found is not None else 'ascending material'}"


def rewards_words(content: ContentPack, mnestis: MnestisContent, node: TheatreNode) -> str:
    """What a node's first win gives [MNE-014, MNE-017, MNE-019]."""
    tree = mnestis.trees[node.primordial]
    parts = []
    if node.material:
        parts.append(_material_name(mnestis, tree.material, node.material))
    if node.guaranteed_loot and tree.loot:
        parts.append(f"Guaranteed Loot, one of {len(tree.loot)} Gear cards for the Armory")
    if node.summoning:
        parts.append(f"the Nymph Summoning {_summoning_name(content, node.summoning)}")
    for card in node.gear:  # Mnestis Gear [MNE-019]
        parts.append(f"{_gear_name(content, card)}, Gear for Theatre battles only")
    if mnestis.skyseer is not None and mnestis.skyseer.node == node.id:  # [MNE-021]
        parts.append("a Skyseer and its Gear, for your campaigns")
    return ", ".join(parts) or "nothing"


def node_line(
    content: ContentPack, mnestis: MnestisContent, theatre: TheatreRecord, node: TheatreNode
) -> str:
    if node_won(theatre, node):
        playthrough = theatre.won[node.key]
        status = f"won in playthrough {playthrough}" if playthrough else "won"
    elif node_open(theatre, mnestis, node):
        status = "open"
    else:
        status = f"locked ({why_locked(theatre, content, node)})"
    return f"  Level {node.level}: {status}. First win: {rewards_words(content, mnestis, node)}."


def tree_lines(
    content: ContentPack, theatre: TheatreRecord, how: TheatreHow = COMMAND_LINE
) -> list[str]:
    """Every Tree of the pack, and what the profile holds of the Theatre; ``how``: how the
    front end says a fight or an Instant Drop is done."""
    mnestis = content.mnestis
    if mnestis is None or not theatre.unlocked:
        reason = theatre_locked_reason(mnestis)
        return [reason[0].upper() + reason[1:] + "."]
    won = theatre.victories
    lines = [
        f"The Mnestis Theatre is open (campaigns won holding it: {won}).",
    ]
    held = [_material_name(mnestis, m, n) for m, n in sorted(theatre.materials.items()) if n]
    lines.append("Ascending materials held: " + (", ".join(held) if held else "none yet") + ".")
    met = [short_name(content, p) for p in theatre.fought]
    if met:
        lines.append(f"Fought in won campaigns: {', '.join(met)}.")
    if theatre.loot:
        names = ", ".join(_gear_name(content, g) for g in theatre.loot)
        lines.append(f"Guaranteed Loot won for the Armory: {names}.")
    patterns = unlocked_patterns(content, theatre)
    if patterns:  # from won campaigns, for the Theatre's Titans [MNE-013]
        names = ", ".join(pattern_words(content, p) for p in patterns)
        lines.append(f"Patterns unlocked for the Theatre's Titans: {names}.")
    lines.extend(skyseer_lines(content, theatre, how))
    if theatre.ascended:  # [MNE-015]
        names = ", ".join(
            f"{_gear_name(content, g)} (Cycle {ROMAN.get(c, c)})"
            for g, c in sorted(theatre.ascended.items())
        )
        lines.append(f"Gear ascended: {names}.")
    for pid in mnestis.trees:
        name = _prim_name(content, pid)
        lines.append("")
        if pid not in theatre.primordials:
            lines.append(f"{name}: locked, its Cycle has not been completed.")
            continue
        lines.append(f"{name}: Tree of Knowledge")
        for node in mnestis.tree_nodes(pid):
            lines.append(node_line(content, mnestis, theatre, node))
        levels = ", ".join(map(str, custom_levels(theatre, content, pid)))
        lines.append(f"  Custom Battles (no rewards) at Levels {levels}.")
        open_nodes = [
            n
            for n in mnestis.tree_nodes(pid)
            if node_open(theatre, mnestis, n) and not node_won(theatre, n)
        ]
        if open_nodes:
            short = short_name(content, pid)
            fight = how.fight.format(primordial=short, level=open_nodes[0].level)
            lines.append(f"  Fight: {fight}")
    return lines


def skyseer_lines(
    content: ContentPack, theatre: TheatreRecord, how: TheatreHow = COMMAND_LINE
) -> list[str]:
    """The Skyseers held for campaigns, what Instant Drop takes and how it is done [MNE-021]."""
    if skyseer_of(content) is None or not theatre.skyseers:  # nothing to say before the first
        return []
    lines = [
        f"Skyseers for your campaigns: {theatre.skyseers}; "
        f"Dreamwalkers from won campaigns: {theatre.dreamwalkers}."
    ]
    why = drop_problem(theatre, content)
    price = drop_price(content)
    if why:
        lines.append(f"Instant Drop ({price}): not now, {why}.")
    else:
        lines.append(f"Instant Drop ({price}): {how.drop}")
    return lines


def gained_lines(content: ContentPack, gained: list[str]) -> list[str]:
    """``ProfileSync.last_gained`` in words: what a game's end gave the Theatre."""
    mnestis = content.mnestis
    lines = []
    for item in gained:
        kind, _, rest = item.partition(" ")
        if kind == "node" and mnestis is not None and rest in mnestis.nodes:
            node = mnestis.nodes[rest]
            lines.append(f"First win of {node_title(content, node)} in the Theatre.")
        elif kind == "material" and mnestis is not None:
            material, _, count = rest.rpartition(" ")
            lines.append(f"Gained {_material_name(mnestis, material, int(count))}.")
        elif kind == "loot":
            lines.append(
                f"Guaranteed Loot: {_gear_name(content, rest)}, for the Armory of campaigns."
            )
        elif kind == "summoning":
            lines.append(
                f"Nymph Summoning unlocked for your campaigns: {_summoning_name(content, rest)}."
            )
        elif kind == "skyseer":
            lines.append("A Skyseer stands in the Theatre: your campaigns begin with it aboard.")
        elif kind == "gear":
            lines.append(
                f"Skyseer's Gear: {_gear_name(content, rest)}, for the Armory of campaigns."
            )
        elif kind == "mnestis_gear":  # [MNE-019]
            lines.append(f"Mnestis Gear: {_gear_name(content, rest)}, for Theatre battles only.")
        elif kind == "reforged":
            lines.append(
                f"Reforged {_gear_name(content, rest)}: Gear unlocked in the Mnestis Theatre."
            )
        elif item == "theatre unlocked":
            lines.append("The Mnestis Theatre is open.")
    return lines


@dataclass(frozen=True)
class Fight:
    """A battle the player may start now: what it fights (a Tree node, or a Custom Battle's
    Primordial and Level; ids never shown) and its line in the player's words."""

    primordial: str
    level: int
    label: str
    node: str = ""
    """The Tree node fought; empty for a Custom Battle (no rewards)."""
    won: bool = False


def fights(content: ContentPack, theatre: TheatreRecord) -> list[Fight]:
    """Every open node, the ones not yet won first; a won one may be fought again, with no
    reward [MNE-005, MNE-009]."""
    mnestis = content.mnestis
    if mnestis is None or not theatre.unlocked:
        return []
    found = []
    for pid in mnestis.trees:
        for node in mnestis.tree_nodes(pid):
            if not node_open(theatre, mnestis, node):
                continue
            won = node_won(theatre, node)
            gives = (
                "won before: no reward again"
                if won
                else f"first win: {rewards_words(content, mnestis, node)}"
            )
            label = f"{node_title(content, node)} ({gives})"
            found.append(Fight(node.primordial, node.level, label, node.id, won))
    return sorted(found, key=lambda f: f.won)


def custom_fights(content: ContentPack, theatre: TheatreRecord) -> list[Fight]:
    """Every Custom Battle open now: each unlocked Primordial at each Level it may be fought
    at, no rewards [MNE-006]."""
    mnestis = content.mnestis
    if mnestis is None or not theatre.unlocked:
        return []
    return [
        Fight(pid, level, f"{short_name(content, pid)} Level {level}")
        for pid in mnestis.trees
        for level in custom_levels(theatre, content, pid)
    ]
