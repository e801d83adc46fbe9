"""Battle Setup, loadouts, escalations outside a Wound and Start of Battle
(engine/battle/flow/setup.py, loadout.py)."""

from __future__ import annotations

from collections.abc import Generator
from dataclasses import replace
from typing import Any

import battle_kit as kit
import pytest

from atoterm.content.battle_schema import (
    BATTLE_OPS,
    KEYWORDS,
    ArgoAbility,
    BattleDefaults,
    BattleDiagram,
    Effect,
    PrimordialLevel,
    TerrainPlacement,
    Trait,
)
from atoterm.content.schema import ContentPack
from atoterm.engine.battle.abilities.effects import OPS, EffectCtx
from atoterm.engine.battle.core.context import B
from atoterm.engine.battle.flow import setup
from atoterm.engine.battle.titans import loadout
from atoterm.engine.codec import canonical_bytes, from_plain, unpack
from atoterm.engine.rng import Rng
from atoterm.engine.state import GameState, RulesOptions

GEAR = [
    kit.gear("spear"),
    kit.gear("maul", hands=2),
    kit.gear("greataxe", hands=3),
    kit.gear("lantern", kind="support", slot="support", hands=0, charges=3),
    kit.gear("horn", kind="support", slot="support", hands=0),
    kit.gear("rope", kind="support", slot="support", hands=0),
    kit.gear("plate", kind="armor", slot="armor", hands=0),
    kit.gear("mail", kind="armor", slot="armor", hands=0),
    kit.gear("hook", kind="attachment", slot="attachment", hands=0),
    kit.gear("sigil", kind="support", slot="support", hands=0, keywords=["restricted"]),
    kit.gear("seal", kind="attachment", slot="attachment", hands=0, traits=("restricted",)),
    kit.gear("crown", kind="support", slot="support", hands=0, keywords=["unique"]),
]
CLASSES = [
    kit.titan_class("warden"),
    kit.titan_class("gamechanger", origin="argo"),
    kit.titan_class("shade", origin="argo"),
    kit.titan_class("colossus", slots={"hand": 3}),
]
DIAGRAM = BattleDiagram(
    12, 10, (TerrainPlacement("column", ((4, 4),)),), (((5, 5), (5, 6)),),
    ((8, 2), (8, 4), (8, 6), (8, 8)), (1, 4), "S",
)  # fmt: skip
ARGO = {
    "flare": ArgoAbility("flare", "Signal Flare", 2, "free", kit.fx("none")),
    "ballista": ArgoAbility("ballista", "Ballista", 1, "free", kit.fx("none")),
    "net": ArgoAbility("net", "Net", 3, "free", kit.fx("none")),
}


def content(classes: Any = CLASSES, **prim_kw: Any) -> ContentPack:
    prim_kw.setdefault("diagram", DIAGRAM)
    pack = kit.pack(gear_cards=GEAR, titans=classes, **prim_kw)
    first = classes[0].id
    defaults = BattleDefaults((first,) * 4, (("spear", "lantern"),) * 4, ("flare",), 2)
    bc = replace(pack.battle, argo_abilities=ARGO, defaults=defaults)
    return replace(pack, battle=bc)


def practice(pack: ContentPack | None = None, **kw: Any) -> B:
    pack = pack or content()
    state = setup.new_practice_state(
        pack, 11, primordial_id="beast", level=kw.pop("level", 1), rules=RulesOptions(), **kw
    )
    return B(state, pack, Rng(state.seed, state.rng, forced=state.forced))


# ---------------------------------------------------------------- the practice state
def test_new_practice_state_BAT_SETUP_021() -> None:
    """Decks I active, II and III Escalation decks; Titans on their starts with default
    loadouts, charges and Fists; Argo Abilities with charges; AA Limit 2 [BAT-SETUP-021,
    BAT-SETUP-023, BAT-SETUP-025, BAT-SETUP-026, BAT-SETUP-019, BAT-TITAN-091]."""
    b = practice()
    s, battle = b.state, b.battle
    assert (s.phase, s.step, battle.cursor, battle.standalone) == (
        "battle",
        "battle",
        "setup",
        True,
    )
    assert [a.name for a in s.argonauts] == ["Ana", "Bion", "Cleo", "Dion"]
    assert battle.decks.ai == ["ai-1-0", "ai-1-1", "ai-1-2"]
    assert battle.decks.bp == ["bp-1-0", "bp-1-1", "bp-1-2"]
    assert {c[3] for c in battle.decks.bp_escalation} == {"2", "3"}
    assert {c[3] for c in battle.decks.ai_escalation} == {"2", "3"}
    titan = battle.titans[0]
    assert [(g.card, g.charges) for g in titan.gear] == [("spear", 0), ("lantern", 3), ("fists", 0)]
    assert [(t.row, t.col) for t in battle.titans] == [(8, 2), (8, 4), (8, 6), (8, 8)]
    p = battle.primordial
    assert (p.row, p.col, p.facing) == (1, 4, "S")
    assert [(t.terrain, t.cells) for t in battle.terrain] == [("column", [[4, 4]])]
    assert battle.red_lines == [[5, 5, 5, 6]]
    assert [(a.id, a.charges) for a in battle.argo_abilities] == [("flare", 2)]
    assert battle.aa_limit == 2


def test_pre_battle_snapshot_is_the_state_before_the_battle_BAT_MISC_031() -> None:
    """[BAT-MISC-031]"""
    b = practice()
    old = from_plain(GameState, unpack(b.battle.pre_battle))
    assert isinstance(old, GameState) and old.battle is not None
    old.battle.pre_battle = b.battle.pre_battle
    assert canonical_bytes(old) == canonical_bytes(b.state)


def test_standard_preparations_shuffle_and_keep_triskelions_BAT_SETUP_009() -> None:
    """Trauma, Obol, Kratos, Moiros, AI I and BP I decks are shuffled on their streams; the
    Triskelions are not reset [BAT-SETUP-009, BAT-SETUP-010]."""
    b = practice()
    b.state.argonauts[0].danger, b.state.argonauts[0].rage = 3, 2
    before = {n: list(getattr(b.battle.decks, n)) for n in ("minor", "major", "ai", "bp")}
    kit.drive(b, setup.battle_setup(b), ["default"])
    for name, cards in before.items():
        assert sorted(getattr(b.battle.decks, name)) == sorted(cards)
        assert b.state.rng[f"deck.{name}"] > 0
    assert b.battle.decks.major != before["major"]
    a = b.state.argonauts[0]
    assert (a.danger, a.rage) == (3, 2)
    texts = [e.text for e in b.events if e.rule == "BAT-SETUP-023"]
    assert texts[1].startswith("Titans on their starting positions: Ana (A) I3")


# ---------------------------------------------------------------- choosing Titans and gear
def test_choose_titans_and_gear_BAT_SETUP_011() -> None:
    """Each Argonaut picks a Titan, one of each Argo-bred class; the group assigns gear within
    the slots; Fists fill a free hand; Argo Abilities up to the AA Limit [BAT-SETUP-011,
    BAT-SETUP-012, BAT-SETUP-015, BAT-SETUP-026, BAT-SETUP-019, BAT-TITAN-091]."""
    b = practice()
    answers = [
        "choose",
        "class-gamechanger", "class-warden", "class-shade", "class-warden",
        "gear-maul", "gear-lantern", "done",
        "gear-spear", "done",
        "done",
        "gear-crown", "done",
        "aa-net", "aa-ballista", "done",
    ]  # fmt: skip
    _, asked = kit.drive(b, setup.battle_setup(b), answers)
    second_pick = {o.id: o.disabled for o in asked[2].options}
    assert "Argo-bred" in second_pick["class-gamechanger"] and not second_pick["class-shade"]
    maul_menu = {o.id: o.disabled for o in asked[6].options}
    assert maul_menu["gear-spear"] == "needs 1 free hand, 0 left"
    lantern_menu = {o.id: o.disabled for o in asked[7].options}
    assert lantern_menu["gear-lantern"] == "a Titan may hold only one copy of Lantern"
    d_menu = {o.id: o.disabled for o in asked[11].options}
    assert d_menu["gear-crown"] == ""
    battle = b.battle
    assert [t.titan_class for t in battle.titans] == ["gamechanger", "warden", "shade", "warden"]
    assert [g.card for g in battle.titans[0].gear] == ["maul", "lantern"]
    assert [g.card for g in battle.titans[1].gear] == ["spear", "fists"]
    assert [g.card for g in battle.titans[2].gear] == ["fists"]
    assert battle.titans[0].gear[1].charges == 3
    argo_last = {o.id: o.disabled for o in asked[-1].options}
    assert "AA Limit is 2" in argo_last["aa-flare"]
    assert [(a.id, a.charges) for a in battle.argo_abilities] == [("net", 3), ("ballista", 1)]


def test_unique_card_only_once_in_play_KEY_038() -> None:
    """[KEY-038]"""
    b = practice(choose_loadout=True)
    answers = ["class-warden"] * 4 + ["gear-crown", "done"]
    _, asked = kit.drive(b, setup.battle_setup(b), [*answers, "done", "done", "done", "done"])
    assert asked[0].kind == "battle.setup.titan"  # choose_loadout skips the first question
    second = {o.id: o.disabled for o in asked[6].options}
    assert second["gear-crown"] == "Crown is Unique: only one may be in play"


def test_fewer_titans_than_argonauts_BAT_SETUP_013() -> None:
    """[BAT-SETUP-013] With only two Argo-bred classes, the last two Argonauts sit the Battle out."""
    pack = content(classes=CLASSES[1:3])
    b = practice(pack)
    answers = ["choose", "class-gamechanger", "class-shade", "none", "none", "done", "done"]
    _, asked = kit.drive(b, setup.battle_setup(b), [*answers, "done"])
    assert [o.id for o in asked[3].options][-1] == "none"
    assert [t.key for t in b.battle.titans] == ["A", "B"]


LOADOUT_CASES = [
    ("warden", ["maul"], "spear", "needs 1 free hand, 0 left", "BAT-SETUP-015 hands"),
    ("warden", ["spear"], "maul", "needs 2 free hands, 1 left", "BAT-SETUP-015 two-handed"),
    ("warden", [], "greataxe", "needs 3 free hands, 2 left", "BAT-TITAN-096 three-handed"),
    ("colossus", ["spear"], "maul", "", "BAT-SETUP-018 class with a third hand"),
    ("warden", ["lantern"], "lantern", "a Titan may hold only one copy of Lantern",
     "BAT-SETUP-017 one copy of a support card"),
    ("warden", ["lantern", "horn"], "rope", "no free support slot (2 in use)",
     "BAT-SETUP-015 two support slots"),
    ("warden", ["plate"], "mail", "no free armor slot (1 in use)", "BAT-SETUP-015 one armor"),
    ("warden", ["hook"] * 3, "hook", "attachments: 3 on the sheet at most, 1 per other card",
     "BAT-SETUP-016 three attachments on the sheet"),
    ("warden", ["spear", "hook", "hook", "hook"], "hook", "",
     "BAT-SETUP-016 one more on another card"),
    ("warden", ["sigil"], "seal", "only one Restricted gear per Titan", "KEY-052 Restricted"),
    ("warden", ["fists"], "fists", "a Titan may use only one Fists card", "BAT-TITAN-097"),
    ("warden", ["fists", "spear"], "spear", "",
     "BAT-TITAN-100 Fists give up their hand to a weapon"),
]  # fmt: skip


@pytest.mark.parametrize(
    ("cls", "current", "gear", "why"),
    [c[:4] for c in LOADOUT_CASES],
    ids=[c[4] for c in LOADOUT_CASES],
)
def test_fits(cls: str, current: list[str], gear: str, why: str) -> None:
    assert loadout.fits(content(), cls, current, gear) == why


def test_fists_set_aside_and_refilled_BAT_TITAN_100() -> None:
    bc = content().battle
    assert bc is not None
    assert loadout.add(bc, "warden", ["fists", "spear"], "spear") == ["spear", "spear"]
    assert loadout.add(bc, "warden", ["fists"], "spear") == ["fists", "spear"]
    assert loadout.with_fists(bc, "warden", ["maul"]) == ["maul"]
    assert loadout.with_fists(bc, "warden", ["spear"]) == ["spear", "fists"]  # BAT-SETUP-026
    assert loadout.problems(bc, "warden", ["maul", "spear"]) == ["spear: needs 1 free hand, 0 left"]
    assert loadout.hosts(bc, ["spear", "hook", "hook", "hook", "hook"]) == [
        "", "", "", "", "spear"
    ]  # fmt: skip


# ---------------------------------------------------------------- escalations outside a Wound
def _levels(escalations: int) -> list[PrimordialLevel]:
    return [PrimordialLevel(n, 6, 5, 10, escalations=escalations) for n in range(1, 5)]


def test_setup_escalations_remove_the_lowest_bp_BAT_SETUP_031() -> None:
    """Pending escalations and the Level's Escalations: each removes the lowest BP card unseen
    and shuffles in higher BP and AI cards [BAT-SETUP-031, BAT-PRIM-012, BAT-TITAN-078,
    BAT-TITAN-077, KEY-018, BAT-TITAN-070]."""
    b = practice(content(levels=_levels(1)))
    b.battle.pending_escalations = 1
    kit.drive(b, setup.start_of_battle(b), ["titan-A"])
    decks = b.battle.decks
    assert b.battle.pending_escalations == 0
    assert sorted(c[:4] for c in decks.removed) == ["ai-1", "ai-1", "bp-1", "bp-1"]
    assert sorted(c[:4] for c in decks.bp) == ["bp-1", "bp-2", "bp-2"]
    assert sorted(c[:4] for c in decks.ai) == ["ai-1", "ai-2", "ai-2"]
    why = [e.text for e in b.events if e.kind == "escalate"]
    assert len(why) == 2 and "BAT-TITAN-078" in why[0] and "BAT-PRIM-012" in why[1]


# ---------------------------------------------------------------- Start of Battle
def test_priority_target_to_the_highest_rage_BAT_SETUP_024() -> None:
    """Ties are the players' choice [BAT-SETUP-024]."""
    b = practice()
    for a, rage in zip(b.state.argonauts, (1, 4, 4, 0), strict=True):
        a.rage = rage
    _, asked = kit.drive(b, setup.start_of_battle(b), ["titan-C"])
    assert [o.id for o in asked[0].options] == ["titan-B", "titan-C"]
    assert b.battle.priority_target == "C"
    b = practice()
    b.state.argonauts[3].rage = 2
    _, asked = kit.drive(b, setup.start_of_battle(b))
    assert asked == [] and b.battle.priority_target == "D"


def test_traits_cumulative_minus_removed_BAT_SETUP_030() -> None:
    """[BAT-SETUP-030]"""
    levels = [
        PrimordialLevel(1, 6, 5, 10, traits=("tease", "hide")),
        PrimordialLevel(2, 6, 5, 10, traits=("frenzy",), removes=("hide",)),
        PrimordialLevel(3, 6, 5, 10, traits=("roar",)),
        PrimordialLevel(4, 6, 5, 10),
    ]
    b = practice(content(levels=levels), level=2)
    assert setup.active_traits(b) == ["tease", "frenzy"]
    b.battle.primordial.removed_traits = ["tease"]  # e.g. Pursuer's Tease removed for good
    assert setup.active_traits(b) == ["frenzy"]


def test_start_of_battle_effects_BAT_SETUP_032(monkeypatch: pytest.MonkeyPatch) -> None:
    """Traits' and Titans' Start of Battle effects resolve after setup, before the first Round
    [BAT-SETUP-032, BAT-MISC-020]."""
    log: list[tuple[str, str]] = []

    def record(b: B, effect: Effect, ctx: EffectCtx) -> Generator[Any, str, None]:
        log.append((effect.op, ctx.source))
        return
        yield

    for op in (*BATTLE_OPS, *KEYWORDS):
        monkeypatch.setitem(OPS, op, record)
    howl = kit.ability("Howl", "start_of_battle", "rage 1", optional=False)
    trait = Trait("dread", "Dread", "", (kit.ability("Dread", "start_of_battle", "danger 1"),))
    levels = [PrimordialLevel(n, 6, 5, 10, traits=("dread",)) for n in range(1, 5)]
    classes = [replace(CLASSES[0], abilities=(howl,))]
    b = practice(content(classes=classes, levels=levels, traits={"dread": trait}))
    kit.drive(b, setup.start_of_battle(b), ["titan-A"])
    assert log == [("danger", "primordial"), ("rage", "A"), ("rage", "B"), ("rage", "C"),
                   ("rage", "D")]  # fmt: skip


def test_wise_providence_is_announced_BAT_MISC_032() -> None:
    b = practice()
    b.battle.wise_providence = True
    kit.drive(b, setup.start_of_battle(b), ["titan-A"])
    assert any(e.rule == "BAT-MISC-032" for e in b.events)
