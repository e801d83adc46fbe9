"""Cross checks of the battle content: references, decks, tables and the default loadouts.

Decks: Major Trauma numbers [ADV-045], Obol and Massive Danger cards [BAT-PRIM-112, BAT-PRIM-113],
Minor Trauma arrows [GEN-027]; Trauma Tables [BAT-PRIM-100]; loadouts [BAT-SETUP-015..018].
"""

from __future__ import annotations

from collections.abc import Collection

from atoterm.content.battle_parse import DECKS, Parser
from atoterm.content.battle_reader import REQUIRED, BattleFile, Node, suggest
from atoterm.content.battle_schema import (
    TIERS,
    ArgoAbility,
    BattleContent,
    BattleDefaults,
    Gear,
    TitanClass,
    TraumaBand,
)

MAJOR_NUMBERS = (1, 1, 2, 2, 3, 3, 4, 4, 5, 5, 6, 6, 7, 7, 8)
MASSIVE = (14, 18, 21)
DEFAULT_SLOTS = {"hand": 2, "support": 2, "armor": 1, "attachment": 3}
"""Two hands, two supports, one armor, three attachments [BAT-SETUP-015, BAT-SETUP-016]."""
TITANS_IN_BATTLE = 4


def check_titan_tables(node: Node, bands: list[tuple[TraumaBand, int]]) -> None:
    """The Trauma Table covers Danger 0..9 exactly once [BAT-PRIM-100]."""
    covered = [0] * 10
    for band, line in bands:
        if not 0 <= band.low <= band.high <= 9:
            node.f.problem(
                line, f"trauma band {band.low}..{band.high} of {node.label} is outside 0..9"
            )
            continue
        for danger in range(band.low, band.high + 1):
            covered[danger] += 1
            if covered[danger] == 2:
                node.f.problem(line, f"trauma table of {node.label} covers danger {danger} twice")
    gaps = [d for d in range(10) if covered[d] == 0]
    if gaps and bands:
        node.problem(
            f"trauma table of {node.label} leaves danger {', '.join(map(str, gaps))} uncovered",
            "trauma_table",
        )


def read_defaults(
    f: BattleFile,
    titans: dict[str, TitanClass],
    gear: dict[str, Gear],
    argo: dict[str, ArgoAbility],
) -> BattleDefaults | None:
    """Practice-mode Titans, loadouts and Argo Abilities [BAT-SETUP-011..019]."""
    if not f.ok:
        return None
    f.check_top(("defaults",))
    node = f.table("defaults")
    if node is None:
        return None
    node.check_keys(("titans", "loadouts", "argo_abilities", "aa_limit"))
    chosen = node.strings("titans", REQUIRED)
    if len(chosen) != TITANS_IN_BATTLE:
        node.problem(f"defaults need {TITANS_IN_BATTLE} titans, not {len(chosen)}", "titans")
    for i, (tid, line) in enumerate(chosen):
        if titans and tid not in titans:
            f.problem(line, f"unknown titan {tid!r}{suggest(tid, titans)}")
        elif tid in titans and titans[tid].origin == "argo" and tid in [t for t, _ in chosen[:i]]:
            f.problem(line, f"two Titans of the Argo-bred class {tid!r} in one battle")
    loadouts = []
    raw_loadouts = node.raw_list("loadouts", REQUIRED)
    if len(raw_loadouts) != len(chosen):
        node.problem(f"defaults need one loadout per titan ({len(chosen)})", "loadouts")
    for i, raw in enumerate(raw_loadouts):
        if not isinstance(raw, list) or not all(isinstance(g, str) for g in raw):
            f.problem(node.line_at("loadouts", i), "each loadout must be a list of gear ids")
            continue
        for j, gid in enumerate(raw):
            if gear and gid not in gear:
                f.problem(
                    node.line_at("loadouts", i, j), f"unknown gear {gid!r}{suggest(gid, gear)}"
                )
        titan = titans.get(chosen[i][0]) if i < len(chosen) else None
        if titan is not None:
            _fit(f, node.line_at("loadouts", i), i, titan, [gear[g] for g in raw if g in gear])
        loadouts.append(tuple(raw))
    abilities = node.strings("argo_abilities")
    for aid, line in abilities:
        if argo and aid not in argo:
            f.problem(line, f"unknown argo ability {aid!r}{suggest(aid, argo)}")
    aa_limit = node.number("aa_limit", 0, 10, default=2)
    if len(abilities) > aa_limit:
        node.problem(
            f"{len(abilities)} argo abilities exceed the AA limit {aa_limit}", "argo_abilities"
        )
    return BattleDefaults(
        titans=tuple(t for t, _ in chosen),
        loadouts=tuple(loadouts),
        argo_abilities=tuple(a for a, _ in abilities),
        aa_limit=aa_limit,
    )


def _fit(f: BattleFile, line: int, index: int, titan: TitanClass, items: list[Gear]) -> None:
    """Gear must fit the Titan's slots; one copy of a Support card [BAT-SETUP-015..018]."""
    slots = DEFAULT_SLOTS | titan.slots
    used = dict.fromkeys(DEFAULT_SLOTS, 0)
    for item in (g for g in items if g.slot in used):
        used[item.slot] = used.get(item.slot, 0) + (item.hands if item.slot == "hand" else 1)
    who = f"loadout {index + 1} ({titan.id})"
    for slot, count in used.items():
        if count > slots.get(slot, 0):
            unit = "hands" if slot == "hand" else f"{slot} slots"
            f.problem(line, f"{who} needs {count} {unit}, the Titan has {slots.get(slot, 0)}")
    supports = [g.id for g in items if g.slot == "support"]
    for gid in sorted({g for g in supports if supports.count(g) > 1}):
        f.problem(line, f"{who} holds two copies of the support gear {gid!r}")


def check_battle(
    content: BattleContent,
    files: dict[str, BattleFile],
    parser: Parser,
    nodes: dict[str, dict[str, Node]],
    resources: frozenset[str] = frozenset(),
) -> None:
    """Checks across files: effect references, dice, Fists, Knockdown and the decks;
    ``resources``: the campaign's resource ids (a Body Part card's loot names them; none in a
    pack without ``campaign.toml``)."""
    known: dict[str, Collection[str]] = {
        "gear": content.gear,
        "condition": content.conditions,
        "terrain": content.terrain,
        "resource": sorted(resources),
    }
    for ref in parser.refs:
        table = known[ref.kind]
        if table and ref.name not in table:
            ref.f.problem(
                ref.line, f"{ref.text!r}: unknown {ref.kind} {ref.name!r}{suggest(ref.name, table)}"
            )
    dice = files["dice"]
    if dice.ok:
        missing = [t for t in TIERS if t not in content.dice]
        if missing:
            dice.problem(1, f"dice tiers {', '.join(missing)} are missing")
    gear = files["gear"]
    fists = content.gear.get(content.fists)
    if gear.ok and (fists is None or fists.kind != "fists"):
        gear.problem(1, f"gear {content.fists!r} of kind 'fists' is needed (every Titan has Fists)")
    conditions = files["conditions"]
    knockdown = content.conditions.get("knockdown")
    if conditions.ok and (knockdown is None or not knockdown.back_text):
        line = nodes["conditions"]["knockdown"].line if knockdown is not None else 1
        conditions.problem(line, "condition 'knockdown' with a 'back_text' is needed")
    if files["cards"].ok:
        _decks(content, files["cards"], nodes["cards"])


def _decks(content: BattleContent, f: BattleFile, nodes: dict[str, Node]) -> None:
    by_deck = {deck: [c for c in content.cards.values() if c.deck == deck] for deck in DECKS}

    def line_of(deck: str) -> int:
        cards = by_deck[deck]
        return nodes[cards[0].id].line if cards and cards[0].id in nodes else 1

    for deck, cards in by_deck.items():
        if not cards:
            f.problem(1, f"the {deck} deck has no cards")
    numbers = tuple(sorted(c.number for c in by_deck["major"]))
    if by_deck["major"] and numbers != MAJOR_NUMBERS:
        found = ",".join(map(str, numbers))
        f.problem(
            line_of("major"),
            f"major trauma numbers must be {','.join(map(str, MAJOR_NUMBERS))} (found {found})",
        )
    standard = [c for c in by_deck["obol"] if not c.massive]
    for op in ("live", "die"):
        if by_deck["obol"] and not any(e.op == op for c in standard for e in c.effects):
            f.problem(
                line_of("obol"), f"the obol deck needs a standard card with the effect {op!r}"
            )
    massive = sorted(c.massive for c in by_deck["obol"] if c.massive)
    if by_deck["obol"] and tuple(massive) != MASSIVE:
        f.problem(
            line_of("obol"),
            f"the obol deck needs exactly one Massive Danger card each for 14, 18 and 21"
            f" (found {', '.join(map(str, massive)) or 'none'})",
        )
