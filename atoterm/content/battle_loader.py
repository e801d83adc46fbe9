"""Load and check the battle content (`content/battle/`, docs/battle-content-format.md).

Public entry point: :func:`load_battle`. Every problem is appended to ``problems`` as
``file:line: message``; the caller (``load_content``) raises one :class:`ContentError` for all.
"""

from __future__ import annotations

from collections.abc import Callable
from pathlib import Path
from typing import TypeVar

from atoterm.content.battle_check import check_battle, check_titan_tables, read_defaults
from atoterm.content.battle_labyrinth import check_labyrinth_use, read_labyrinth
from atoterm.content.battle_parse import DECKS, Parser
from atoterm.content.battle_powers import read_powers
from atoterm.content.battle_primordial import read_primordial
from atoterm.content.battle_reader import REQUIRED, BattleFile, Node
from atoterm.content.battle_schema import (
    GEAR_KINDS,
    SEVERITIES,
    SLOTS,
    TERRAIN_TRAITS,
    TIERS,
    TIMINGS,
    ArgoAbility,
    BattleContent,
    BattleDefaults,
    Card,
    Condition,
    DiceTier,
    Gear,
    KratosLevel,
    PowerFace,
    Primordial,
    TerrainType,
    TitanClass,
    TraumaBand,
)
from atoterm.content.campaign_load import campaign_ids
from atoterm.content.errors import Problem
from atoterm.safe_text import whole_number

KIND_SLOT = {
    "weapon": "hand",
    "shield": "hand",
    "fists": "hand",
    "armor": "armor",
    "support": "support",
    "attachment": "attachment",
}
GEAR_KEYS = (
    "id", "name", "kind", "slot", "hands", "attack_dice", "precision", "power", "power_tier",
    "bonus_power", "bonus_tier", "reach", "ranged", "armor_dice", "armor_tier", "evasion",
    "evasion_rerolls", "block", "charges", "keywords", "abilities", "traits", "text", "flavor",
    "mnestis_prohibited", "mnestis_only", "mnestis_reward",
)  # fmt: skip
TITAN_KEYS = (
    "id", "name", "origin", "role", "power_die", "speed", "abilities", "keywords",
    "trauma_table", "kratos", "slots", "ambrosia_limit_mod", "flavor", "mnestis_prohibited",
)  # fmt: skip
CARD_KEYS = (
    "id", "name", "deck", "effects", "direction", "number", "persists", "massive", "abilities",
    "text", "unlock", "replaces",
)  # fmt: skip
MASSIVE = (14, 18, 21)
DIRECTIONS = ("N", "E", "S", "W", "any")
T = TypeVar("T")


def load_battle(folder: Path, problems: list[Problem]) -> BattleContent:
    """Read and check every battle file below ``folder`` (``<pack>/battle``).

    Problems are appended to ``problems`` (never raised); the returned content is only
    trustworthy when none were added.
    """
    parser = Parser()
    files = {
        name: BattleFile(folder, f"{name}.toml", problems)
        for name in ("dice", "conditions", "terrain", "gear", "argo_abilities", "titans", "cards")
    }
    nodes: dict[str, dict[str, Node]] = {kind: {} for kind in files}
    dice = _each(files["dice"], "tier", _tier, nodes["dice"])
    conditions = _each(
        files["conditions"], "condition", lambda n: _condition(n, parser), nodes["conditions"]
    )
    terrain = _each(files["terrain"], "terrain", lambda n: _terrain(n, parser), nodes["terrain"])
    labyrinth, labyrinth_file = read_labyrinth(folder, problems, terrain)
    gear = _each(files["gear"], "gear", lambda n: _gear(n, parser), nodes["gear"])
    argo = _each(
        files["argo_abilities"], "argo_ability", lambda n: _argo(n, parser), nodes["argo_abilities"]
    )
    titans = _each(files["titans"], "titan", lambda n: _titan(n, parser), nodes["titans"])
    card_ids = nodes["cards"]
    cards = _each(files["cards"], "card", lambda n: _card(n, parser), card_ids)
    primordials: dict[str, Primordial] = {}
    prim_dir = folder / "primordials"
    paths = sorted(prim_dir.glob("*.toml")) if prim_dir.is_dir() else []
    if not paths:
        problems.append(Problem(f"{folder.name}/primordials", 1, "no Primordial files (*.toml)"))
    for path in paths:
        f = BattleFile(folder, f"primordials/{path.name}", problems)
        if not f.ok:
            continue
        prim = read_primordial(f, path.stem, parser, terrain, card_ids)
        if prim is not None and prim.id in primordials:
            f.problem(f.pos.keys.get("primordial", f.pos).line, f"duplicate primordial {prim.id!r}")
        elif prim is not None:
            primordials[prim.id] = prim
    godforms, summonings = read_powers(folder, problems, parser, gear, cards, card_ids)
    defaults_file = BattleFile(folder, "defaults.toml", problems)
    defaults = read_defaults(defaults_file, titans, gear, argo)
    content = BattleContent(
        dice=dice,
        gear=gear,
        titans=titans,
        primordials=primordials,
        cards=cards,
        conditions=conditions,
        terrain=terrain,
        argo_abilities=argo,
        defaults=defaults or BattleDefaults((), (), ()),
        godforms=godforms,
        summonings=summonings,
        labyrinth=labyrinth,
    )

    check_battle(content, files, parser, nodes, frozenset(campaign_ids(folder.parent, "resource")))
    check_labyrinth_use(content, labyrinth_file, folder, problems)
    return content


def _each(
    f: BattleFile, name: str, read: Callable[[Node], T], seen: dict[str, Node]
) -> dict[str, T]:
    """Read every ``[[name]]`` table of ``f`` into an id-keyed dict (file order)."""
    if not f.ok:
        return {}
    f.check_top((name,))
    result: dict[str, T] = {}
    entries = f.entries(name)
    for node in entries:
        item = read(node)
        ident: str = getattr(item, "id", "")
        if not ident:
            continue
        first = seen.setdefault(ident, node)
        if first is not node:
            where = f"line {first.line}" if first.f is f else f"{first.f.name}:{first.line}"
            node.problem(f"duplicate {name} id {ident!r} (first at {where})", "id")
        else:
            result[ident] = item
    if not entries:
        f.problem(1, f"at least one [[{name}]] is needed")
    return result


def _ident(node: Node, kind: str, keys: tuple[str, ...]) -> str:
    ident = node.ident(f"[[{kind}]]")
    node.check_keys(keys)
    return ident


def _tier(node: Node) -> DiceTier:
    """A Power dice tier: six faces, a physical supply [GEN-017, BAT-TITAN-047]."""
    tid = _ident(node, "tier", ("id", "name", "supply", "faces"))
    if tid and tid not in TIERS:
        node.problem(f"tier id must be one of {', '.join(TIERS)}, not {tid!r}", "id")
    faces = []
    for face in node.tables("faces", "face", default=REQUIRED):
        face.check_keys(("power", "potential", "mystery"))
        faces.append(
            PowerFace(
                face.number("power", 0, 5), face.number("potential", 0, 5), face.flag("mystery")
            )
        )
    if len(faces) != 6:
        node.problem(f"a dice tier has exactly 6 faces, not {len(faces)} ({node.label})", "faces")
    return DiceTier(tid, node.name(), node.number("supply", 1, 30), tuple(faces))


def _gear(node: Node, parser: Parser) -> Gear:
    """A gear card; hand gear says how many hands it needs [BAT-SETUP-015]."""
    gid = _ident(node, "gear", GEAR_KEYS)
    kind = node.text("kind", choices=GEAR_KINDS)
    slot = node.text("slot", choices=SLOTS)
    if kind in KIND_SLOT and slot in SLOTS and KIND_SLOT[kind] != slot:
        node.problem(f"{kind} gear goes in the {KIND_SLOT[kind]!r} slot, not {slot!r}", "slot")
    hands = node.number("hands", 1, 3) if slot == "hand" else 0
    if slot != "hand" and node.has("hands"):
        node.problem(f"'hands' is only for hand gear ({node.label} is {slot} gear)", "hands")
    ranged = None
    if node.has("ranged"):
        raw = node.data["ranged"]
        if (
            isinstance(raw, list)
            and len(raw) == 2
            and all(isinstance(v, int) and not isinstance(v, bool) for v in raw)
            and 0 <= raw[0] <= raw[1] <= 20
        ):
            ranged = (raw[0], raw[1])
        else:
            node.problem(
                f"'ranged' in {node.label} must be [min, max] with 0 <= min <= max <= 20", "ranged"
            )
    return Gear(
        id=gid,
        name=node.name(),
        kind=kind,
        slot=slot,
        hands=hands,
        attack_dice=node.number("attack_dice", 0, 10, default=0),
        precision=node.number("precision", -5, 10, default=0),
        power=node.number("power", 0, 10, default=0),
        power_tier=node.text("power_tier", "red", choices=TIERS),
        bonus_power=node.number("bonus_power", 0, 10, default=0),
        bonus_tier=node.text("bonus_tier", "red", choices=TIERS),
        reach=node.number("reach", 0, 10, default=0),
        ranged=ranged,
        armor_dice=node.number("armor_dice", 0, 10, default=0),
        armor_tier=node.text("armor_tier", "red", choices=TIERS),
        evasion=node.number("evasion", -5, 10, default=0),
        evasion_rerolls=node.number("evasion_rerolls", 0, 10, default=0),
        block=node.number("block", 0, 10, default=0),
        charges=node.number("charges", 0, 10, default=0),
        keywords=parser.keywords(node),
        abilities=parser.abilities(node),
        traits=node.words("traits"),
        text=node.text("text", ""),
        flavor=node.text("flavor", ""),
        mnestis_prohibited=node.flag("mnestis_prohibited"),
        mnestis_only=node.flag("mnestis_only"),  # optional [MNE-019]
        mnestis_reward=node.flag("mnestis_reward"),  # optional [MNE-021]
    )


def _titan(node: Node, parser: Parser) -> TitanClass:
    """A Titan Sheet: Power die, Speed, abilities, Trauma and Kratos Tables [BAT-TITAN-001]."""
    tid = _ident(node, "titan", TITAN_KEYS)
    bands = []
    for i, raw in enumerate(node.raw_list("trauma_table", default=REQUIRED)):
        line = node.item_line("trauma_table", i)
        ok = isinstance(raw, list) and len(raw) == 3
        ok = ok and all(isinstance(v, int) and not isinstance(v, bool) for v in raw[:2])
        if not ok or raw[2] not in SEVERITIES:
            node.f.problem(
                line, f"trauma band {raw!r} of {node.label} must be [low, high, severity]"
                f" with severity one of {', '.join(SEVERITIES)}",
            )  # fmt: skip
            continue
        bands.append((TraumaBand(raw[0], raw[1], raw[2]), line))
    levels = []
    kratos = node.child("kratos", "kratos table", required=True)
    for level in kratos.data if kratos else ():
        options = []
        raw = kratos.data[level]
        if not (whole_number(level) is not None and 1 <= int(level) <= 9):
            kratos.problem(f"kratos level {level!r} of {node.label} must be 1..9", level)
            continue
        if not isinstance(raw, list) or not 1 <= len(raw) <= 2:
            kratos.problem(f"kratos level {level} of {node.label} needs 1 or 2 options", level)
            continue
        for j, option in enumerate(raw):
            if not isinstance(option, list) or not option:
                kratos.f.problem(
                    kratos.line_at(level, j),
                    f"kratos level {level} option {j + 1} of {node.label} must be a list of effects",
                )
                continue
            found = [
                parser.effect_or_keyword(kratos, text, kratos.line_at(level, j, k))
                if isinstance(text, str) and text.strip()
                else None
                for k, text in enumerate(option)
            ]
            options.append(tuple(e for e in found if e is not None))
        levels.append(KratosLevel(int(level), tuple(options)))
    slots = {}
    table = node.child("slots", "slots")
    if table is not None:
        table.check_keys(SLOTS)
        slots = {key: table.number(key, 0, 6) for key in table.data if key in SLOTS}
    titan = TitanClass(
        id=tid,
        name=node.name(),
        origin=node.text("origin", choices=("gaia", "argo")),
        role=node.text("role", ""),
        power_die=node.text("power_die", choices=TIERS),
        speed=node.number("speed", 1, 10),
        abilities=parser.abilities(node),
        trauma_table=tuple(b for b, _ in bands),
        kratos=tuple(sorted(levels, key=lambda lv: lv.level)),
        slots=slots,
        ambrosia_limit_mod=node.number("ambrosia_limit_mod", -5, 5, default=0),
        flavor=node.text("flavor", ""),
        keywords=parser.keywords(node),
        mnestis_prohibited=node.flag("mnestis_prohibited"),
    )
    check_titan_tables(node, bands)
    return titan


def _card(node: Node, parser: Parser) -> Card:
    """A trauma / obol / moiros / kratos card; per-deck fields [GEN-027, ADV-045, BAT-PRIM-112]."""
    cid = _ident(node, "card", CARD_KEYS)
    deck = node.text("deck", choices=DECKS)
    own = {"direction": "minor", "number": "major", "massive": "obol"}
    for key, only in own.items():
        if node.has(key) and deck in DECKS and deck != only:
            node.problem(f"{key!r} is only for {only} cards ({node.label} is {deck})", key)
    massive = node.number("massive", 0, 21, default=0)
    if massive not in (0, *MASSIVE):
        node.problem(f"'massive' in {node.label} must be 14, 18 or 21, not {massive}", "massive")
    return Card(
        id=cid,
        name=node.name(),
        deck=deck,
        effects=parser.effects(node, "effects"),
        number=node.number("number", 1, 8) if deck == "major" else 0,
        direction=node.text("direction", choices=DIRECTIONS) if deck == "minor" else "",
        persists=node.flag("persists"),
        massive=massive,
        abilities=parser.abilities(node),
        text=node.text("text", ""),
        unlock=node.text("unlock", "", choices=("", "awakening", "awakened")),
        replaces=node.text("replaces", ""),
    )


def _condition(node: Node, parser: Parser) -> Condition:
    cid = _ident(
        node, "condition", ("id", "name", "kind", "abilities", "keywords", "text", "back_text")
    )
    return Condition(
        id=cid,
        name=node.name(),
        kind=node.text("kind", choices=("body", "mind", "other")),
        abilities=parser.abilities(node),
        text=node.text("text", ""),
        back_text=node.text("back_text", ""),
        keywords=parser.keywords(node),
    )


def _terrain(node: Node, parser: Parser) -> TerrainType:
    tid = _ident(node, "terrain", ("id", "name", "traits", "copies", "abilities", "text"))
    return TerrainType(
        id=tid,
        name=node.name(),
        traits=node.words("traits", TERRAIN_TRAITS),
        abilities=parser.abilities(node),
        copies=node.number("copies", 0, 20, default=4),
        text=node.text("text", ""),
    )


def _argo(node: Node, parser: Parser) -> ArgoAbility:
    keys = ("id", "name", "charges", "timing", "effects", "text", "mnestis_prohibited")
    aid = _ident(node, "argo_ability", keys)
    return ArgoAbility(
        id=aid,
        name=node.name(),
        charges=node.number("charges", 0, 10, default=0),
        timing=node.text("timing", choices=TIMINGS),
        effects=parser.effects(node, "effects"),
        text=node.text("text", ""),
        mnestis_prohibited=node.flag("mnestis_prohibited"),
    )
