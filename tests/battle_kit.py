"""Builders for battle unit tests: small content made in Python, a battle state, a driver.

Rule tests should not depend on the shipped content's numbers: build exactly the cards a test
needs here, place the miniatures, force the dice, and drive one procedure.

    content = kit.pack(ai=[kit.ai("lash", targeting=["closest"])])
    b = kit.battle(content, titans=[kit.titan("A", 5, 5)], primordial=(2, 2, "S"))
    result, asked = kit.drive(b, some_procedure(b, ...), answers=["opt-1"])
"""

from __future__ import annotations

from collections.abc import Generator, Sequence
from dataclasses import replace
from typing import Any

from atoterm.content.battle_schema import (
    Ability,
    AiCard,
    AttackSpec,
    BattleContent,
    BattleDefaults,
    BattleDiagram,
    BpCard,
    Card,
    Condition,
    DiceTier,
    Effect,
    Gear,
    KratosLevel,
    PowerFace,
    Primordial,
    PrimordialLevel,
    TargetLine,
    TerrainType,
    TitanClass,
    TraumaBand,
)
from atoterm.content.op_aliases import fold_battle_tokens
from atoterm.content.schema import ArgoStart, ContentPack
from atoterm.engine.battle.core.context import B, Checkpoint
from atoterm.engine.battle.core.state import (
    BattleState,
    Decks,
    GearState,
    PrimordialState,
    TerrainPiece,
    TitanState,
)
from atoterm.engine.decisions import Decision
from atoterm.engine.rng import Rng
from atoterm.engine.state import SKILLS, Argo, Argonaut, GameState, RulesOptions, Timeline, Voyage


# ---------------------------------------------------------------- effects
def fx(*texts: str) -> tuple[Effect, ...]:
    """Effects from their text: fx("danger 2", "knockback_dir any 1", "knockdown")."""
    out = []
    for text in texts:
        parts = fold_battle_tokens(text.split())  # aliases, as the loader folds them
        op, rest = parts[0], parts[1:]
        value, arg = 0, ""
        for p in rest:
            if p.lstrip("+-").isdigit():
                value = int(p)
            else:
                arg = p
        out.append(Effect(op, value, arg, text))
    return tuple(out)


def line(text: str) -> TargetLine:
    terms = []
    for word in text.split():
        name, _, arg = word.partition(":")
        terms.append((name, arg))
    return TargetLine(tuple(terms), text)


# ---------------------------------------------------------------- content builders
def ai(
    id: str,
    *,
    level: int = 1,
    targeting: Sequence[str] = ("closest",),
    move: str = "normal",
    types: Sequence[str] = ("melee",),
    evasion_dice: int = 2,
    difficulty: int = 6,
    no_attack: bool = False,
    kind: str = "ai",
    **kw: Any,
) -> AiCard:
    mv = {"normal": Effect("move_normal"), "none": Effect("none")}.get(move)
    if mv is None:
        op, _, arg = move.partition(" ")
        mv = Effect(op, int(arg), "", move) if arg.isdigit() else Effect(op, 0, arg, move)
    attack_kw = {
        k: kw.pop(k) for k in ("range", "zone", "zone_cells", "judgement", "doomed") if k in kw
    }
    attack = None if no_attack else AttackSpec(tuple(types), evasion_dice, difficulty, **attack_kw)
    for key in ("hit", "after", "after_final", "crit_evade_fail"):
        if (
            key in kw
            and isinstance(kw[key], (list, tuple))
            and kw[key]
            and isinstance(kw[key][0], str)
        ):
            kw[key] = fx(*kw[key])
    return AiCard(
        id,
        id.replace("-", " ").title(),
        level,
        kind,
        tuple(line(t) for t in targeting),
        mv,
        attack,
        **kw,
    )


def bp(id: str, *, level: int = 1, at: int = 6, **kw: Any) -> BpCard:
    for key in ("wound", "fail", "instinct", "critical"):
        if key in kw and kw[key] and isinstance(kw[key][0], str):
            kw[key] = fx(*kw[key])
    return BpCard(id, id.replace("-", " ").title(), level, at, **kw)


def gear(id: str, *, kind: str = "weapon", slot: str = "hand", hands: int = 1, **kw: Any) -> Gear:
    if "keywords" in kw:
        kw["keywords"] = fx(*kw["keywords"])
    return Gear(id, id.replace("-", " ").title(), kind, slot, hands, **kw)


def ability(name: str, timing: str, *effects: str, cost: Sequence[str] = (), **kw: Any) -> Ability:
    return Ability(name, timing, fx(*effects), fx(*cost), **kw)


STANDARD_BANDS = (
    TraumaBand(0, 2, "minor"),
    TraumaBand(3, 5, "major"),
    TraumaBand(6, 8, "grave"),
    TraumaBand(9, 9, "obol"),
)


def titan_class(
    id: str = "warden", *, speed: int = 5, power_die: str = "red", **kw: Any
) -> TitanClass:
    kw.setdefault("abilities", ())
    kw.setdefault("trauma_table", STANDARD_BANDS)
    kw.setdefault("kratos", tuple(KratosLevel(n, ((Effect("none"),),)) for n in range(1, 10)))
    return TitanClass(
        id,
        id.title(),
        kw.pop("origin", "gaia"),
        kw.pop("role", "dreamwalker"),
        power_die,
        speed,
        **kw,
    )


DICE = {
    "red": DiceTier(
        "red",
        "Red",
        5,
        tuple(PowerFace(p, q) for p, q in [(0, 0), (0, 1), (1, 0), (1, 0), (1, 1), (2, 0)]),
    ),
    "black": DiceTier(
        "black",
        "Black",
        4,
        tuple(PowerFace(p, q) for p, q in [(0, 1), (1, 0), (1, 1), (1, 1), (2, 0), (2, 1)]),
    ),
    "white": DiceTier(
        "white",
        "White",
        4,
        tuple(PowerFace(p, q) for p, q in [(1, 0), (1, 1), (2, 0), (2, 1), (2, 1), (3, 0)]),
    ),
}


def cards() -> dict[str, Card]:
    out: dict[str, Card] = {}
    for i in range(12):
        out[f"minor-{i}"] = Card(
            f"minor-{i}",
            f"Minor {i}",
            "minor",
            fx("fate 1"),
            direction="NESW"[i % 4] if i % 5 else "any",
        )
    for i, n in enumerate([1, 1, 2, 2, 3, 3, 4, 4, 5, 5, 6, 6, 7, 7, 8]):
        out[f"major-{i}"] = Card(f"major-{i}", f"Major {i}", "major", fx("rage 1"), number=n)
    for i in range(8):
        out[f"grave-{i}"] = Card(
            f"grave-{i}", f"Grave {i}", "grave", fx("die") if i == 0 else fx("condition dazed")
        )
    out["obol-live"] = Card("obol-live", "You Live", "obol", fx("live"))
    out["obol-die"] = Card("obol-die", "You Die", "obol", fx("die"))
    for m in (14, 18, 21):
        out[f"obol-massive-{m}"] = Card(
            f"obol-massive-{m}", f"Massive {m}", "obol", fx("die"), massive=m
        )
    for i in range(6):
        out[f"moiros-{i}"] = Card(f"moiros-{i}", f"Moiros {i}", "moiros", fx("lose_fate 1"))
        out[f"kratos-{i}"] = Card(f"kratos-{i}", f"Kratos {i}", "kratos", fx("rage 1"))
    return out


def primordial(
    *,
    ai_cards: Sequence[AiCard] = (),
    bp_cards: Sequence[BpCard] = (),
    size: int = 2,
    levels: Sequence[PrimordialLevel] | None = None,
    width: int = 12,
    height: int = 10,
    **kw: Any,
) -> Primordial:
    levels = tuple(levels or [PrimordialLevel(n, 5 + n // 2, 5, 10) for n in range(1, 5)])
    ai_cards = tuple(ai_cards) or tuple(
        ai(f"ai-{lv}-{i}", level=lv) for lv in (1, 2, 3) for i in range(3)
    )
    bp_cards = tuple(bp_cards) or tuple(
        bp(f"bp-{lv}-{i}", level=lv, at=5 + lv, resources=(("hide", 1),))
        for lv in (1, 2, 3)
        for i in range(3)
    )
    diagram = BattleDiagram(width, height, (), (), ((8, 2), (8, 4), (8, 6), (8, 8)), (1, 4), "S")
    return Primordial(
        id=kw.pop("id", "beast"),
        name="The Beast",
        size=size,
        unavoidable_knockback=kw.pop("unavoidable_knockback", 2),
        blindspots=kw.pop("blindspots", ((size, -1), (size, size))),
        weakspots=kw.pop("weakspots", ()),
        lumbering=kw.pop("lumbering", False),
        levels=levels,
        traits=kw.pop("traits", {}),
        signature=kw.pop("signature", ai("signature", kind="signature", targeting=("closest",))),
        routine=kw.pop(
            "routine", ai("routine", kind="routine", targeting=("no_target",), no_attack=True)
        ),
        ai=ai_cards,
        bp=bp_cards,
        diagram=kw.pop("diagram", diagram),
        core="beast-core",
        vantage_points=tuple(kw.pop("vantage_points", ())),
    )


def pack(
    *,
    prim: Primordial | None = None,
    gear_cards: Sequence[Gear] = (),
    titans: Sequence[TitanClass] = (),
    terrain: Sequence[TerrainType] = (),
    conditions: Sequence[Condition] = (),
    **prim_kw: Any,
) -> ContentPack:
    prim = prim or primordial(**prim_kw)
    all_gear = {"fists": gear("fists", kind="fists", attack_dice=2, power=1)}
    all_gear.update({g.id: g for g in gear_cards})
    classes = {t.id: t for t in (titans or [titan_class()])}
    conds = {"knockdown": Condition("knockdown", "Knockdown", "body", text="down", back_text="up")}
    conds["dazed"] = Condition("dazed", "Dazed", "mind")
    conds.update({c.id: c for c in conditions})
    terr = {
        "column": TerrainType("column", "Column", ("obstacle", "destructible")),
        "cliff": TerrainType("cliff", "Cliff", ("obstacle", "indestructible")),
        "smoke": TerrainType("smoke", "Smoke", ("obscuring",)),
        "pit": TerrainType("pit", "Pit", ("chasm",)),
        "spring": TerrainType("spring", "Spring", ("ambrosia",)),
        "brush": TerrainType("brush", "Brush", ("cover",)),
    }
    terr.update({t.id: t for t in terrain})
    first = next(iter(classes))
    battle = BattleContent(
        dice=DICE,
        gear=all_gear,
        titans=classes,
        primordials={prim.id: prim},
        cards=cards(),
        conditions=conds,
        terrain=terr,
        argo_abilities={},
        defaults=BattleDefaults((first,) * 4, (("fists",),) * 4, ()),
    )
    return ContentPack(
        id="kit",
        name="Kit",
        version=1,
        description="",
        hash="0",
        argo=ArgoStart(6, 5, 0, 0),
        start_tile=1,
        start_sector="",
        argonaut_names=("Ana", "Bion", "Cleo", "Dion"),
        factions=(),
        tiles={},
        timeline_days=1,
        timeline=(),
        battle=battle,
    )


# ---------------------------------------------------------------- state
def titan(key: str, row: int, col: int, *gear_ids: str, cls: str = "", **kw: Any) -> TitanState:
    t = TitanState(key=key, argonaut="ABCD".index(key), titan_class=cls, row=row, col=col, **kw)
    t.gear = [GearState(g) for g in (gear_ids or ("fists",))]
    return t


def battle(
    content: ContentPack,
    *,
    titans: Sequence[TitanState] = (),
    primordial: tuple[int, int, str] = (1, 4, "S"),
    level: int = 1,
    terrain: Sequence[tuple[str, Sequence[tuple[int, int]]]] = (),
    red_lines: Sequence[tuple[int, int, int, int]] = (),
    triskelion: dict[str, tuple[int, int, int]] | None = None,
    forced: dict[str, list[int]] | None = None,
    rules: RulesOptions | None = None,
    seed: int = 7,
) -> B:
    """A battle in progress (cursor "titan_round"), decks I in content order, nothing shuffled."""
    bc = content.battle
    assert bc is not None
    prim = next(iter(bc.primordials.values()))
    first_class = next(iter(bc.titans))
    placed = list(titans) or [
        titan("A", 8, 2),
        titan("B", 8, 4),
        titan("C", 8, 6),
        titan("D", 8, 8),
    ]
    for t in placed:
        t.titan_class = t.titan_class or first_class
    decks = Decks(
        ai=[c.id for c in prim.ai if c.level == 1],
        ai_escalation=[c.id for c in prim.ai if c.level > 1],
        bp=[c.id for c in prim.bp if c.level == 1],
        bp_escalation=[c.id for c in prim.bp if c.level > 1],
        minor=bc.deck("minor"),
        major=bc.deck("major"),
        grave=bc.deck("grave"),
        obol=bc.deck("obol"),
        moiros=bc.deck("moiros"),
        kratos=bc.deck("kratos"),
    )
    pieces = [
        TerrainPiece(i + 1, kind, [list(c) for c in cells])
        for i, (kind, cells) in enumerate(terrain)
    ]
    row, col, facing = primordial
    bs = BattleState(
        primordial=PrimordialState(prim.id, level, row, col, facing),
        titans=placed,
        width=prim.diagram.width,
        height=prim.diagram.height,
        decks=decks,
        terrain=pieces,
        red_lines=[list(r) for r in red_lines],
        cursor="titan_round",
        round=2,
        next_uid=len(pieces) + 1,
        priority_target=placed[0].key,
    )
    argonauts = [Argonaut(name=n, skills={s: 0 for s in SKILLS}) for n in content.argonaut_names]
    for key, (d, f, r) in (triskelion or {}).items():
        a = argonauts["ABCD".index(key)]
        a.danger, a.fate, a.rage = d, f, r
    state = GameState(
        seed=seed,
        content_id=content.id,
        rules=rules or RulesOptions(),
        argonauts=argonauts,
        argo=Argo(6, 5, 0, 0),
        voyage=Voyage(tile=1),
        timeline=Timeline(length=1),
        phase="battle",
        step="battle",
        battle=bs,
        forced=dict(forced or {}),
    )
    return B(state, content, Rng(state.seed, state.rng, forced=state.forced))


def drive(
    b: B, proc: Generator[Any, str, Any], answers: Sequence[str] = ()
) -> tuple[Any, list[Decision]]:
    """Run ``proc`` to its end, answering its decisions in order; checkpoints pass through.

    Returns (the procedure's return value, every decision asked). Running out of answers while
    the procedure still asks raises AssertionError naming the decision.
    """
    queue = list(answers)
    asked: list[Decision] = []
    to_send: str | None = None
    while True:
        try:
            item = next(proc) if to_send is None else proc.send(to_send)
        except StopIteration as stop:
            return stop.value, asked
        to_send = None
        if isinstance(item, Checkpoint):
            continue
        asked.append(item)
        if not queue:
            opts = ", ".join(o.id for o in item.options)
            raise AssertionError(f"unanswered decision {item.kind}: {item.prompt} [{opts}]")
        to_send = queue.pop(0)


def with_forced(b: B, stream: str, values: Sequence[int]) -> B:
    b.state.forced.setdefault(stream, []).extend(values)
    return b


__all__ = ["replace"]
