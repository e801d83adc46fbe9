"""One Primordial file (`battle/primordials/<id>.toml`): sheet, levels, traits, AI, BP, diagram.

Checks the Evolution Track levels [BAT-SETUP-027, BAT-SETUP-030], the AI/BP decks I-III
[BAT-SETUP-021] and the Battle Diagram [BAT-SETUP-023, BAT-SETUP-005, BAT-SETUP-006]; the
Vantage Points [BAT-MISC-055..BAT-MISC-057] and an Adversary's Level 1 and Battle Track
[BAT-SETUP-027, BAT-SETUP-028, BAT-SETUP-029, BAT-MISC-030].
"""

from __future__ import annotations

from atoterm.content.battle_parse import WINDOWS, Parser, Ref
from atoterm.content.battle_reader import REQUIRED, BattleFile, Node
from atoterm.content.battle_schema import (
    AiCard,
    BattleDiagram,
    BpCard,
    Cell,
    Primordial,
    PrimordialLevel,
    TerrainPlacement,
    TerrainType,
    Trait,
)
from atoterm.content.battle_vantage import created_points, read_track, read_vantage_points
from atoterm.content.battle_vocab import BATTLE_OPS, DISABLEABLE_RULES

TOP_KEYS = (
    "primordial", "level", "trait", "diagram", "signature", "routine", "mnestis_routine", "ai",
    "bp", "vantage_point", "track",
)  # fmt: skip
PRIMORDIAL_KEYS = (
    "id", "name", "size", "unavoidable_knockback", "blindspots", "weakspots", "lumbering", "core",
    "flavor", "adversary", "retreat",
)  # fmt: skip
LEVEL_KEYS = (
    "level", "to_hit", "speed", "wounds", "at_bonus", "danger_bonus", "evasion_dice_bonus",
    "escalations", "ambrosia", "traits", "removes", "mnestis", "start",
)  # fmt: skip
AI_KEYS = (
    "id", "name", "level", "targeting", "move", "attack", "hit", "after", "after_final",
    "crit_evade_fail", "windows", "banners", "flavor",
)  # fmt: skip
BP_KEYS = (
    "id", "name", "level", "at", "resources", "wound", "fail", "instinct", "critical", "flavor",
)  # fmt: skip
DIAGRAM_KEYS = ("width", "height", "start", "facing", "titan_starts", "terrain", "red_lines")
MIN_AI = {1: 7, 2: 6, 3: 5}
"""AI cards needed per level I, II, III."""
MIN_BP = {1: 6, 2: 5, 3: 4}
"""BP cards needed per level I, II, III."""
TOP_LEVEL = 9
"""The highest Level a sheet may have (the Mnestis Theatre's last, MNE-003)."""
FACINGS = ("N", "E", "S", "W")


def read_primordial(
    f: BattleFile,
    stem: str,
    parser: Parser,
    terrain: dict[str, TerrainType],
    card_ids: dict[str, Node],
) -> Primordial | None:
    """The Primordial of ``f`` (``None`` without a ``[primordial]`` table)."""
    f.check_top(TOP_KEYS)
    sheet = f.table("primordial")
    if sheet is None:
        return None
    pid = sheet.ident("[primordial]")
    sheet.check_keys(PRIMORDIAL_KEYS)
    if pid and pid != stem:
        sheet.problem(f"primordial id {pid!r} must match the file name {stem!r}", "id")
    size = sheet.number("size", 2, 3)
    traits: dict[str, Trait] = {}
    trait_lines: dict[str, Node] = {}
    for node in f.entries("trait"):
        tid = node.ident("[[trait]]", trait_lines)
        node.check_keys(("id", "name", "text", "abilities"))
        if tid:
            trait = Trait(tid, node.name(), node.text("text", ""), parser.abilities(node))
            _check_trait_ops(node, trait)
            traits.setdefault(tid, trait)
    adversary = sheet.flag("adversary")
    every_level = _levels(f, traits, (1,) if adversary else (1, 2, 3, 4), adversary, parser)
    levels = tuple(lv for lv in every_level if not lv.mnestis)
    mnestis_levels = tuple(lv for lv in every_level if lv.mnestis)
    vantage = read_vantage_points(f, parser)
    track = read_track(f, parser, traits)
    if adversary and not track:
        f.problem(sheet.line, "an Adversary needs a Battle Track: at least one [[track]] box")
    single = [f.table(k) for k in ("signature", "routine")]
    cards = [
        _ai(n, kind, parser, card_ids)
        for n, kind in zip(single, ("signature", "routine"), strict=True)
        if n
    ]
    mnestis_node = f.table("mnestis_routine", required=False)  # [BAT-SETUP-020, MNE-012]
    mnestis_routine = (
        _ai(mnestis_node, "routine", parser, card_ids, mnestis=True) if mnestis_node else None
    )
    ai = [_ai(n, "ai", parser, card_ids) for n in f.entries("ai")]
    bp = [_bp(n, parser, card_ids) for n in f.entries("bp")]
    _counts(f, "AI", [c.level for c in ai], MIN_AI, "ai")
    _counts(f, "BP", [c.level for c in bp], MIN_BP, "bp")
    created_points(f, {vp.id for vp in vantage})
    diagram = _diagram(f, size, terrain)
    if len(cards) < 2 or diagram is None:
        return None
    return Primordial(
        id=pid,
        name=sheet.name(),
        size=size,
        unavoidable_knockback=sheet.number("unavoidable_knockback", 0, 10, default=0),
        blindspots=sheet.cells("blindspots"),
        weakspots=sheet.cells("weakspots"),
        lumbering=sheet.flag("lumbering"),
        levels=levels,
        traits=traits,
        signature=cards[0],
        routine=cards[1],
        ai=tuple(ai),
        bp=tuple(bp),
        diagram=diagram,
        core=sheet.text("core", nonempty=True),
        flavor=sheet.text("flavor", ""),
        vantage_points=vantage,
        adversary=adversary,
        retreat=sheet.flag("retreat", True),
        track=track,
        mnestis_levels=mnestis_levels,
        mnestis_routine=mnestis_routine,
    )


def _check_trait_ops(node: Node, trait: Trait) -> None:
    """``ignore``/``instead`` only in a passive ability, naming an op; ``disable`` only a rule
    that can be [GEN-006, GEN-007, GEN-008]."""
    for ability in trait.abilities:
        for e in ability.effects:
            if e.op in ("ignore", "instead"):
                if ability.timing != "passive":
                    node.problem(f"{e.op!r} works only in a passive ability", "abilities")
                if e.arg not in BATTLE_OPS:
                    node.problem(f"{e.op} {e.arg!r}: not an effect op", "abilities")
            if e.op == "disable" and e.arg not in DISABLEABLE_RULES:
                node.problem(
                    f"disable {e.arg!r}: rules that can be disabled: {', '.join(DISABLEABLE_RULES)}",
                    "abilities",
                )


def first_mnestis_level(adversary: bool) -> int:
    """The first Mnestis Theatre Level: 2 for an Adversary or Boss, 5 for a regular
    Primordial [MNE-003]."""
    return 2 if adversary else 5


def _levels(
    f: BattleFile,
    traits: dict[str, Trait],
    needed: tuple[int, ...],
    adversary: bool,
    parser: Parser,
) -> tuple[PrimordialLevel, ...]:
    """Levels 1..4 of the Evolution Track and the Mnestis Theatre's Levels up to 9; traits are
    cumulative over all of them unless removed [BAT-SETUP-030].

    An Adversary needs only Level 1 (``needed``) [BAT-SETUP-027, BAT-SETUP-029]. A Theatre
    Level (5-9, an Adversary's 2-9) must say ``mnestis = true`` and no other Level may: the
    mark is what keeps campaigns and practice battles away from them [MNE-003]. Only a Theatre
    Level may have ``start`` effects (in place of a Battle Track box, MNE-012).
    """
    levels: dict[int, PrimordialLevel] = {}
    gained: set[str] = set()
    first = first_mnestis_level(adversary)
    for node in sorted(f.entries("level"), key=_level_of):
        number = node.number("level", 1, TOP_LEVEL)
        node.label = f"[[level]] {number}"
        node.check_keys(LEVEL_KEYS)
        if number in levels:
            node.problem(f"duplicate level {number}", "level")
        mnestis = node.flag("mnestis")
        if mnestis != (number >= first):
            node.problem(
                f"level {number}: "
                + (
                    f"mnestis = true is for the Mnestis Theatre's Levels {first}-{TOP_LEVEL}"
                    if mnestis
                    else f"Levels {first}-{TOP_LEVEL} are Mnestis Theatre Levels: "
                    "write mnestis = true"
                ),
                "mnestis" if mnestis else "level",
            )
        level = PrimordialLevel(
            level=number,
            to_hit=node.number("to_hit", 1, 10),
            speed=node.number("speed", 0, 20),
            wounds=node.number("wounds", 1, 30),
            at_bonus=node.number("at_bonus", -5, 10, default=0),
            danger_bonus=node.number("danger_bonus", -5, 10, default=0),
            evasion_dice_bonus=node.number("evasion_dice_bonus", -5, 10, default=0),
            escalations=node.number("escalations", 0, 10, default=0),
            ambrosia=node.number("ambrosia", 0, 10, default=0),
            traits=node.words("traits"),
            removes=node.words("removes"),
            mnestis=mnestis,
            start=parser.effects(node, "start"),
        )
        if level.start and number < first:
            node.problem(f"level {number}: only a Mnestis Theatre Level has start effects", "start")
        for key, names in (("traits", level.traits), ("removes", level.removes)):
            for i, name in enumerate(names):
                if name not in traits:
                    node.f.problem(
                        node.item_line(key, i), f"level {number}: unknown trait {name!r}"
                    )
                elif key == "removes" and name not in gained:
                    node.f.problem(
                        node.item_line(key, i),
                        f"level {number} removes trait {name!r} that no lower level gains",
                    )
        gained.update(level.traits)
        levels.setdefault(number, level)
    missing = [n for n in needed if n not in levels]
    if missing:
        f.problem(1, f"[[level]] entries for levels {', '.join(map(str, missing))} are missing")
    return tuple(levels[n] for n in sorted(levels))


def _level_of(node: Node) -> int:
    value = node.data.get("level")
    return value if isinstance(value, int) and not isinstance(value, bool) else 0


def _ai(
    node: Node, kind: str, parser: Parser, card_ids: dict[str, Node], mnestis: bool = False
) -> AiCard:
    """An AI, Signature or Routine card (``mnestis``: the Routine's Mnestis side)
    [BAT-PRIM-026..034, BAT-PRIM-115, BAT-PRIM-123, BAT-SETUP-020]."""
    label = "[[ai]]" if kind == "ai" else "[mnestis_routine]" if mnestis else f"[{kind}]"
    cid = node.ident(label, card_ids)
    node.check_keys(AI_KEYS)
    level = node.number("level", 1, 3) if kind == "ai" else node.number("level", 0, 3, default=0)
    return AiCard(
        id=cid,
        name=node.name(),
        level=level,
        kind=kind,
        targeting=parser.targeting(node),
        move=parser.move(node),
        attack=parser.attack(node),
        hit=parser.effects(node, "hit"),
        after=parser.effects(node, "after"),
        after_final=parser.effects(node, "after_final"),
        windows=node.words("windows", WINDOWS),
        banners=parser.banners(node),
        crit_evade_fail=parser.effects(node, "crit_evade_fail"),
        flavor=node.text("flavor", ""),
        mnestis=mnestis,
    )


def _bp(node: Node, parser: Parser, card_ids: dict[str, Node]) -> BpCard:
    """A Body Part card: AT, resources, Responses and Critical [BAT-TITAN-044]."""
    cid = node.ident("[[bp]]", card_ids)
    node.check_keys(BP_KEYS)
    resources = []
    table = node.child("resources", "resources")
    for name in table.data if table else ():
        resources.append((name, table.number(name, 1, 10)))  # type: ignore[union-attr]
        line = table.key_line(name)  # type: ignore[union-attr]
        parser.refs.append(Ref("resource", name, node.f, line, f"resources {name}"))
    return BpCard(
        id=cid,
        name=node.name(),
        level=node.number("level", 1, 3),
        at=node.number("at", 1, 20),
        resources=tuple(resources),
        wound=parser.effects(node, "wound"),
        fail=parser.effects(node, "fail"),
        instinct=parser.effects(node, "instinct"),
        critical=parser.effects(node, "critical"),
        flavor=node.text("flavor", ""),
    )


def _counts(
    f: BattleFile, what: str, levels: list[int], needed: dict[int, int], table: str
) -> None:
    for level, minimum in needed.items():
        have = levels.count(level)
        if have < minimum:
            line = f.pos.keys[table].line if table in f.pos.keys else 1
            f.problem(line, f"{what} level {level}: {have} cards, at least {minimum} are needed")


def _diagram(f: BattleFile, size: int, terrain: dict[str, TerrainType]) -> BattleDiagram | None:
    """The Battle Diagram: board, terrain, red lines, Titan starts, footprint [BAT-SETUP-023]."""
    node = f.table("diagram")
    if node is None:
        return None
    node.check_keys(DIAGRAM_KEYS)
    width, height = node.number("width", 4, 30), node.number("height", 4, 30)

    def on_board(cell: Cell) -> bool:
        return 0 <= cell[0] < height and 0 <= cell[1] < width

    start = node.cell("start") or (0, 0)
    footprint = {(start[0] + r, start[1] + c) for r in range(size) for c in range(size)}
    if not all(on_board(c) for c in footprint):
        node.problem(
            f"the {size}x{size} Primordial footprint at {list(start)} leaves the board", "start"
        )
    obstacles: set[Cell] = set()
    placements = []
    for item in node.tables("terrain", "terrain placement"):
        item.check_keys(("terrain", "cells"))
        tid = item.text("terrain")
        if tid and tid not in terrain:
            item.problem(f"unknown terrain {tid!r} in {node.label}", "terrain")
        cells = item.cells("cells", default=REQUIRED)
        for i, cell in enumerate(cells):
            if not on_board(cell):
                f.problem(item.item_line("cells", i), f"terrain cell {list(cell)} is off the board")
        if tid in terrain and "obstacle" in terrain[tid].traits:
            obstacles.update(cells)
        placements.append(TerrainPlacement(tid, cells))
    starts = node.cells("titan_starts", default=REQUIRED)
    if len(starts) != 4:
        node.problem(f"titan_starts needs 4 cells, not {len(starts)}", "titan_starts")
    for i, cell in enumerate(starts):
        line = node.item_line("titan_starts", i)
        if not on_board(cell):
            f.problem(line, f"titan start {list(cell)} is off the board")
        elif cell in obstacles:
            f.problem(line, f"titan start {list(cell)} is on an obstacle")
        elif cell in footprint:
            f.problem(line, f"titan start {list(cell)} is under the Primordial")
        elif cell in starts[:i]:
            f.problem(line, f"titan start {list(cell)} is used twice")
    red_lines = []
    for i, raw in enumerate(node.raw_list("red_lines")):
        line = node.item_line("red_lines", i)
        ok = isinstance(raw, list) and len(raw) == 4
        if not ok or not all(isinstance(v, int) and not isinstance(v, bool) for v in raw):
            f.problem(line, f"red line {raw!r} must be [r1, c1, r2, c2]")
            continue
        a, b = (raw[0], raw[1]), (raw[2], raw[3])
        if not (on_board(a) and on_board(b)):
            f.problem(line, f"red line {raw} leaves the board")
        elif abs(a[0] - b[0]) + abs(a[1] - b[1]) != 1:
            f.problem(line, f"red line {raw} must join two orthogonally adjacent cells")
        red_lines.append((a, b))
    return BattleDiagram(
        width=width,
        height=height,
        terrain=tuple(placements),
        red_lines=tuple(red_lines),
        titan_starts=starts,
        start=start,
        facing=node.text("facing", choices=FACINGS),
    )
