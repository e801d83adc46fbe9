"""Read and check ``content/seagen/`` into a :class:`SeaPool` (issue 17).

``seagen/tiles.toml`` holds ``[[name]]`` tables, ``seagen/exploration.toml`` ``[[card]]``
tables in the hand-made deck's format. The cards are read by the hand-made deck's own reader
(``campaign_cards.read_card``) and their ids checked against the same names
(``campaign_load.cycle_names``), so a pool card is held to exactly the rules of a hand-made
one. Every problem reads ``seagen/<file>:line: message``.
"""

from __future__ import annotations

from pathlib import Path
from typing import TYPE_CHECKING

from atoterm.content.campaign_cards import read_card
from atoterm.content.campaign_load import cycle_names
from atoterm.content.campaign_model import ExplorationCard
from atoterm.content.campaign_refs import Refs, RootFile
from atoterm.content.errors import Problem
from atoterm.content.sea_pool import CARDS_FILE, FOLDER, NAMES_FILE, TILE_KINDS, SeaPool, TileName
from atoterm.safe_text import safe_text

if TYPE_CHECKING:
    from atoterm.content.battle_reader import Node
    from atoterm.content.schema import ContentPack

NAME_KEYS = ("kind", "faction", "name", "description")


def load_sea_pool(folder: Path, pack: ContentPack, problems: list[Problem]) -> SeaPool:
    """The pool of the pack in ``folder`` (which has a ``seagen/`` folder); ``pack`` is the
    pack read so far, whose factions, map and hand-made deck the pool is checked against."""
    names = _names(RootFile(folder, f"{FOLDER}/{NAMES_FILE}", problems), pack)
    cards = _cards(RootFile(folder, f"{FOLDER}/{CARDS_FILE}", problems), pack, problems)
    return SeaPool(names=names, exploration=cards)


def _names(f: RootFile, pack: ContentPack) -> tuple[TileName, ...]:
    if not f.ok:
        _empty(f, "[[name]]")
        return ()
    f.check_top(("name",))
    factions = tuple(fac.id for fac in pack.factions)
    # A generated sea shows pool names beside hand-made ones (and a player may know both):
    # a name may be used once in the pool and never repeat a hand-made tile's.
    seen = {_fold(t.name): f"tile {t.id} of map.toml" for t in pack.tiles.values()}
    result = []
    for node in f.entries("name"):
        node.check_keys(NAME_KEYS)
        kind = node.text("kind", choices=TILE_KINDS)
        faction = node.text("faction", "")
        if faction and faction not in factions:
            node.problem(
                f"unknown faction {faction!r} in {node.label} (one of {', '.join(factions)}, "
                'or "" for any waters)',
                "faction",
            )
        name = node.text("name", nonempty=True)
        description = node.text("description", nonempty=True)
        _plain(node, "name", name)
        _plain(node, "description", description)
        if name.strip():
            first = seen.get(_fold(name))
            if first is not None:
                node.problem(f"duplicate name {name!r} (already {first})", "name")
            else:
                seen[_fold(name)] = f"at line {node.key_line('name')}"
        result.append(TileName(kind, faction, name, description))
    if not result:
        f.problem(1, "at least one [[name]] is needed")
    return tuple(result)


def _cards(f: RootFile, pack: ContentPack, problems: list[Problem]) -> tuple[ExplorationCard, ...]:
    if not f.ok:
        _empty(f, "[[card]]")
        return ()
    f.check_top(("card",))
    hand_made = pack.cycle.exploration
    titles = {_fold(c.name): f"hand-made card {n}" for n, c in hand_made.items()}
    refs = Refs(problems)
    numbers: set[int] = set()
    result = []
    for node in f.entries("card"):
        card = read_card(node, refs)
        if not node.has("number"):  # reported by read_card; card 1 is only its stand-in
            pass
        elif card.number in hand_made:
            node.problem(
                f"exploration card {card.number} is a card of the hand-made deck "
                "(exploration.toml): number the pool's cards apart",
                "number",
            )
        elif card.number in numbers:
            node.problem(f"duplicate exploration card number {card.number}", "number")
        numbers.add(card.number)
        first = titles.get(_fold(card.name))
        if first is not None:
            node.problem(f"duplicate card name {card.name!r} (already {first})", "name")
        else:
            titles[_fold(card.name)] = f"card at line {node.key_line('name')}"
        _plain(node, "name", card.name)
        _plain(node, "text", card.text)
        for i, option in enumerate(card.options):
            _plain(node, "label", option.label, node.line_at("option", i, "label"))
        result.append(card)
    refs.check(cycle_names(pack, pack.cycle))
    if not result:
        f.problem(1, "at least one [[card]] is needed")
    return tuple(result)


def _empty(f: RootFile, what: str) -> None:
    """A file that parsed to nothing (empty, or comments only) still needs its tables; one
    that could not be read or parsed has been reported already."""
    if not any(p.file == f.name for p in f.problems):
        f.problem(1, f"at least one {what} is needed")


def _fold(name: str) -> str:
    return " ".join(name.casefold().split())


def _plain(node: Node, key: str, value: str, line: int = 0) -> None:
    """Player-facing text is one line of printable characters: a control character, a line
    break or a bidi override would be shown escaped (``safe_text``), never as meant."""
    shown = safe_text(value)
    if shown != value:
        cut = shown if len(shown) <= 80 else shown[:79] + "…"
        node.f.problem(
            line or node.key_line(key),
            f'{key!r} in {node.label} holds a control character (shown escaped): "{cut}"',
        )
