"""Godforms (``godforms.toml``) and Nymph Summonings (``summonings.toml``) of the battle content.

Both files are optional (a pack without them has no Awakenings or Summonings). A Godform becomes
one or two *virtual* gear cards added to ``BattleContent.gear``: the Godform card itself (a
support card holding its bonuses: keywords, abilities, Evasion) and, with a Special Attack, a
hand card with the attack's own stats — so the attack engine reads it like any weapon while the
Godform is "the active power" [BAT-MISC-068, BAT-MISC-069]. Their trait ``godform`` keeps them
out of loadouts. Problems are reported as ``file:line: message``.
"""

from __future__ import annotations

from pathlib import Path

from atoterm.content.battle_parse import Parser, parse_words
from atoterm.content.battle_reader import BattleFile, Node
from atoterm.content.battle_schema import (
    SUMMON_REQUIREMENTS,
    SUMMON_TIMINGS,
    TIERS,
    Card,
    Gear,
    Godform,
    Summoning,
)
from atoterm.content.errors import Problem

GODFORM_KEYS = (
    "id", "name", "power_die", "trespass", "speed", "evasion", "keywords", "abilities", "attack",
    "text", "flavor",
)  # fmt: skip
ATTACK_KEYS = (
    "name", "attack_dice", "precision", "power", "power_tier", "bonus_power", "bonus_tier",
    "reach", "ranged", "keywords", "abilities", "text",
)  # fmt: skip
SUMMONING_KEYS = (
    "id", "name", "requirement", "timing", "cost", "subject", "effects", "one_off", "adversary",
    "text", "flavor",
)  # fmt: skip
SUMMON_COSTS: dict[str, str] = {"fate": "N", "danger": "N", "rage": "N"}
"""What a Summoning may cost its subject (gains, never above 9)."""
VIRTUAL_TRAIT = "godform"


def read_powers(
    folder: Path,
    problems: list[Problem],
    parser: Parser,
    gear: dict[str, Gear],
    cards: dict[str, Card],
    card_nodes: dict[str, Node],
) -> tuple[dict[str, Godform], dict[str, Summoning]]:
    """Read both files (when present), add the Godforms' virtual gear to ``gear`` and check the
    Awakening cards of ``cards.toml`` [BAT-MISC-063, BAT-MISC-070]."""
    godforms: dict[str, Godform] = {}
    summonings: dict[str, Summoning] = {}
    if (folder / "godforms.toml").is_file():
        f = BattleFile(folder, "godforms.toml", problems)
        if f.ok:
            f.check_top(("godform",))
            for node in f.entries("godform"):
                found = _godform(node, parser, gear)
                if found is None:
                    continue
                if found.id in godforms:
                    node.problem(f"duplicate godform id {found.id!r}", "id")
                godforms[found.id] = found
    if (folder / "summonings.toml").is_file():
        f = BattleFile(folder, "summonings.toml", problems)
        if f.ok:
            f.check_top(("summoning",))
            for node in f.entries("summoning"):
                summoning = _summoning(node, parser)
                if summoning.id in summonings:
                    node.problem(f"duplicate summoning id {summoning.id!r}", "id")
                elif summoning.id:
                    summonings[summoning.id] = summoning
    _check_cards(cards, card_nodes)
    return godforms, summonings


def _godform(node: Node, parser: Parser, gear: dict[str, Gear]) -> Godform | None:
    gid = node.ident("[[godform]]")
    node.check_keys(GODFORM_KEYS)
    name = node.name()
    attack = node.child("attack", "special attack")
    godform = Godform(
        id=gid,
        name=name,
        power_die=node.text("power_die", choices=TIERS),
        trespass=node.number("trespass", 1, 9, default=2),
        speed=node.number("speed", -5, 5, default=0),
        has_attack=attack is not None,
        text=node.text("text", ""),
        flavor=node.text("flavor", ""),
    )
    if not gid:
        return None
    for virtual in (godform.card_id, godform.attack_id):
        if virtual in gear:
            node.problem(f"godform {gid!r} needs the gear id {virtual!r}, which is taken", "id")
            return None
    gear[godform.card_id] = Gear(
        id=godform.card_id,
        name=name,
        kind="support",
        slot="support",
        evasion=node.number("evasion", -5, 5, default=0),
        keywords=parser.keywords(node),
        abilities=parser.abilities(node),
        traits=(VIRTUAL_TRAIT,),
        text=godform.text,
    )
    if attack is not None:
        gear[godform.attack_id] = _attack(attack, parser, godform)
    return godform


def _attack(node: Node, parser: Parser, godform: Godform) -> Gear:
    """The Special Attack: only the Godform card's stats and effects [BAT-MISC-069]."""
    node.check_keys(ATTACK_KEYS)
    ranged = None
    if node.has("ranged"):
        raw = node.data["ranged"]
        if isinstance(raw, list) and len(raw) == 2 and all(type(v) is int for v in raw):
            ranged = (raw[0], raw[1])
        if ranged is None or not 0 <= ranged[0] <= ranged[1] <= 20:
            node.problem(f"'ranged' in {node.label} must be [min, max], 0 <= min <= max <= 20")
            ranged = None
    return Gear(
        id=godform.attack_id,
        name=node.text("name", f"{godform.name} Special Attack", nonempty=True),
        kind="weapon",
        slot="hand",
        hands=0,
        attack_dice=node.number("attack_dice", 1, 10),
        precision=node.number("precision", -5, 10, default=0),
        power=node.number("power", 0, 10, default=0),
        power_tier=node.text("power_tier", "red", choices=TIERS),
        bonus_power=node.number("bonus_power", 0, 10, default=0),
        bonus_tier=node.text("bonus_tier", "red", choices=TIERS),
        reach=node.number("reach", 0, 10, default=0),
        ranged=ranged,
        keywords=parser.keywords(node),
        abilities=parser.abilities(node),
        traits=(VIRTUAL_TRAIT,),
        text=node.text("text", ""),
    )


def _summoning(node: Node, parser: Parser) -> Summoning:
    sid = node.ident("[[summoning]]")
    node.check_keys(SUMMONING_KEYS)
    requirement = None
    if node.has("requirement"):
        text = node.text("requirement")
        found, error = parse_words(text, SUMMON_REQUIREMENTS, "requirement")
        if found is None:
            node.problem(f"{error} ({node.label})", "requirement")
        else:
            requirement = (found.op, found.value)
    return Summoning(
        id=sid,
        name=node.name(),
        effects=parser.effects(node, "effects"),
        requirement=requirement,
        timing=node.text("timing", "titan_round", choices=SUMMON_TIMINGS),
        cost=parser.effects(node, "cost", SUMMON_COSTS),
        subject=node.text("subject", "any", choices=("any", "knocked_down")),
        one_off=node.flag("one_off"),
        adversary=node.number("adversary", 1, 3, default=1),
        text=node.text("text", ""),
        flavor=node.text("flavor", ""),
    )


def _check_cards(cards: dict[str, Card], nodes: dict[str, Node]) -> None:
    """ "awakened" cards are Obol cards; an "awakening" card replaces a card of its deck."""
    for card in cards.values():
        node = nodes.get(card.id)
        if node is None:
            continue
        if card.unlock == "awakened" and card.deck != "obol":
            node.problem(f"an 'awakened' card must be an obol card ({node.label})", "unlock")
        if card.replaces:
            other = cards.get(card.replaces)
            if card.unlock != "awakening":
                node.problem(f"'replaces' needs unlock = \"awakening\" ({node.label})", "replaces")
            elif other is None or other.deck != card.deck or other.unlock:
                node.problem(
                    f"'replaces' in {node.label} must name a normal {card.deck} card,"
                    f" not {card.replaces!r}",
                    "replaces",
                )


def is_virtual(gear: Gear) -> bool:
    """A Godform's virtual card (never in a loadout)."""
    return VIRTUAL_TRAIT in gear.traits
