"""Battle Aftermath (engine/battle/flow/aftermath.py) and a whole practice battle through the
driver with stand-in rounds."""

from __future__ import annotations

from collections.abc import Generator
from dataclasses import replace
from typing import Any

import battle_kit as kit
import pytest

from atoterm.content.battle_schema import (
    BATTLE_OPS,
    KEYWORDS,
    BattleDefaults,
    Condition,
    Effect,
    PrimordialLevel,
)
from atoterm.content.schema import ContentPack
from atoterm.engine.battle.abilities.effects import OPS, EffectCtx
from atoterm.engine.battle.core.context import B
from atoterm.engine.battle.core.ending import end_battle
from atoterm.engine.battle.flow import aftermath, setup
from atoterm.engine.battle.flow import main as battle_flow_main
from atoterm.engine.battle.flow.driver import run_battle
from atoterm.engine.context import Ctx
from atoterm.engine.rng import Rng
from atoterm.engine.state import RulesOptions

Calls = list[tuple[str, str, str]]


@pytest.fixture
def calls(monkeypatch: pytest.MonkeyPatch) -> Calls:
    log: Calls = []

    def record(b: B, effect: Effect, ctx: EffectCtx) -> Generator[Any, str, None]:
        log.append((effect.op, effect.arg, ctx.subject))
        return
        yield

    for op in (*BATTLE_OPS, *KEYWORDS):
        monkeypatch.setitem(OPS, op, record)
    return log


LEVELS = [PrimordialLevel(n, 6, 5, 10, ambrosia=n if n > 2 else 0) for n in range(1, 5)]
BPS = [
    kit.bp(f"bp-{lv}-{i}", level=lv, resources=(("chitin", lv), ("ichor", 1)))
    for lv in (1, 2, 3)
    for i in range(3)
]


def pack(**kw: Any) -> ContentPack:
    return kit.pack(levels=LEVELS, bp_cards=BPS, **kw)


def ended(content: ContentPack, result: str, *, level: int = 1, **kw: Any) -> B:
    b = kit.battle(content, level=level, **kw)
    b.battle.result, b.battle.cursor = result, "aftermath"
    return b


def run(b: B, answers: list[str] | None = None) -> list[Any]:
    _, asked = kit.drive(b, aftermath.aftermath(b), answers or ["continue"])
    return asked


# ---------------------------------------------------------------- resources
def test_resources_times_level_and_cores_BAT_MISC_004() -> None:
    """BP resources × Level, a Core per BP III on the stack, bonus Ambrosia at Level 3-4
    [BAT-MISC-004, BAT-MISC-005, BAT-MISC-006]."""
    b = ended(pack(), "lost", level=3)
    b.battle.decks.wound_stack = ["bp-1-0", "bp-2-0", "bp-3-0"]
    run(b)
    assert b.battle.aftermath == {"chitin": 18, "ichor": 9, "beast-core": 1, "ambrosia": 3}


def test_resources_even_when_lost_BAT_MISC_003() -> None:
    """[BAT-MISC-003]"""
    b = ended(pack(), "lost", level=2)
    b.battle.decks.wound_stack = ["bp-1-0"]
    b.battle.aftermath = {"chitin": 1, "diplomacy": -1}  # gained or lost during the Battle
    run(b)
    assert b.battle.aftermath == {"chitin": 3, "ichor": 2, "diplomacy": -1}


def test_generic_wounds_draw_random_bp_cards_BAT_MISC_007() -> None:
    """A Single Wound draws a BP of the lowest level left (deck and discard together), a
    Double Wound a BP III, never a Core [BAT-MISC-007]."""
    b = ended(pack(), "lost")
    decks = b.battle.decks
    decks.bp, decks.bp_discard = ["bp-3-0", "bp-2-1"], ["bp-2-0", "bp-3-1"]
    decks.wound_stack = ["wound:single:0", "wound:double:1", "wound:single:2"]
    run(b)
    assert b.battle.aftermath == {"chitin": 2 + 3 + 2, "ichor": 3}
    drawn = [e.data["card"] for e in b.events if e.rule == "BAT-MISC-007"]
    assert sorted(drawn[::2]) == ["bp-2-0", "bp-2-1"] and drawn[1] in ("bp-3-0", "bp-3-1")


def test_death_blow_fills_the_wound_stack_BAT_MISC_009() -> None:
    """Top BP cards join the stack (a BP III as a Double Wound) until the Wounds value, the BP
    deck escalating in between [BAT-MISC-009]."""
    levels = [PrimordialLevel(n, 6, 5, 4) for n in range(1, 5)]
    b = ended(kit.pack(levels=levels, bp_cards=BPS), "won")
    decks = b.battle.decks
    decks.wound_stack = ["bp-1-0"]
    decks.bp, decks.bp_escalation = ["bp-1-1", "bp-3-0", "bp-1-2"], []
    run(b)
    assert decks.wound_stack == ["bp-1-0", "bp-1-1", "wound:double:1"]
    assert decks.set_aside == ["bp-3-0"] and decks.bp == ["bp-1-2"]
    b = ended(kit.pack(levels=levels, bp_cards=BPS), "won")
    decks = b.battle.decks
    decks.wound_stack, decks.bp, decks.bp_escalation = ["bp-1-0"] * 2, ["bp-1-1"], ["bp-2-0"]
    run(b)
    assert decks.wound_stack == ["bp-1-0", "bp-1-0", "bp-1-1", "bp-2-0"]  # escalated in


def test_no_death_blow_resources_without_a_win() -> None:
    """[BAT-MISC-009] applies only when the Primordial was slain."""
    b = ended(pack(), "lost")
    b.battle.decks.wound_stack = ["bp-1-0"]
    run(b)
    assert b.battle.decks.wound_stack == ["bp-1-0"]


# ---------------------------------------------------------------- End of Battle, Casualties
def test_end_of_battle_condition_before_casualties_EX_023(calls: Calls) -> None:
    """ "End of Battle: if you still have this Condition card, draw a Fated Mnemos card" —
    resolved, even for a dead Titan, before Casualties discards it [EX-023, BAT-MISC-001,
    BAT-MISC-020, BAT-MISC-034, BAT-MISC-015]."""
    fated = kit.ability("Fated", "end_of_battle", "gain_resource mnemos 1", optional=False)
    cond = Condition("marked", "Marked", "mind", abilities=(fated,))
    b = ended(pack(conditions=[cond]), "lost")
    a, c = b.battle.titans[0], b.battle.titans[2]
    a.conditions, c.conditions = ["marked", "dazed"], ["marked"]
    c.alive = False
    run(b)
    assert calls == [("gain_resource", "mnemos", "A"), ("gain_resource", "mnemos", "C")]
    assert a.conditions == [] and c.conditions == []


def test_optional_end_of_battle_ability_is_asked(calls: Calls) -> None:
    rest = kit.ability("Rest", "end_of_battle", "ambrosia 1")
    b = ended(pack(gear_cards=[kit.gear("cot", abilities=(rest,))]), "won",
              titans=[kit.titan("A", 8, 2, "cot")])  # fmt: skip
    asked = run(b, ["skip", "continue"])
    assert asked[0].kind == "battle.aftermath.ability" and calls == []


@pytest.mark.parametrize(
    ("roll", "dies"), [(1, True), (2, False)], ids=["KEY-019 a 1 kills", "KEY-019 2 survives"]
)
def test_frontlines(roll: int, dies: bool) -> None:
    gear = kit.gear("banner", kind="support", slot="support", hands=0, keywords=["frontlines"])
    titans = [kit.titan("A", 8, 2, "banner"), kit.titan("B", 8, 4, "banner")]
    b = ended(pack(gear_cards=[gear]), "lost", titans=titans, forced={"battle.d10": [roll]})
    b.battle.titans[0].alive = False
    run(b)
    assert b.state.argonauts[0].alive is not dies
    assert b.state.argonauts[1].alive  # the living Titan rolls nothing
    assert [e.data["roll"] for e in b.events if e.rule == "KEY-019"] == [roll]


def test_casualties_and_discards_BAT_MISC_010() -> None:
    """Lost Titans are recorded; Conditions, tokens and Ambrosia are discarded; kept cards
    go back to their decks [BAT-MISC-010, BAT-MISC-011, BAT-MISC-015]."""
    b = ended(pack(), "lost")
    a, b_ = b.battle.titans[0], b.battle.titans[1]
    b_.alive = False
    a.conditions, a.tokens, a.ambrosia, a.knockdown = ["dazed"], {"precision": -1}, 3, "falling"
    b.battle.decks.moiros.remove("moiros-0")
    a.moiros = "moiros-0"
    run(b)
    assert b.battle.casualties == ["B:warden"]
    assert (a.conditions, a.tokens, a.ambrosia, a.knockdown, a.moiros) == ([], {}, 0, "", "")
    assert "moiros-0" in b.battle.decks.moiros


@pytest.mark.parametrize(
    ("argo_fate", "after"), [(3, 1), (1, 0)], ids=["BAT-MISC-012 -2 Argo Fate", "not below 0"]
)
def test_tides_of_fate(argo_fate: int, after: int) -> None:
    """Triskelions reset to 0/0/0 [BAT-MISC-012, GEN-032]."""
    b = ended(pack(), "won", triskelion={"A": (5, 4, 3), "D": (9, 9, 9)})
    b.state.argo.argo_fate = argo_fate
    run(b)
    assert all((a.danger, a.fate, a.rage) == (0, 0, 0) for a in b.state.argonauts)
    assert b.state.argo.argo_fate == after


# ---------------------------------------------------------------- Sisyphus Tear
@pytest.mark.parametrize(
    ("result", "standalone", "why"),
    [
        ("lost", True, ""),
        ("retreat", True, ""),
        ("won", True, "the Battle was won"),
        ("lost", False, "the Argo holds no Sisyphus Tear"),
    ],
    ids=["BAT-MISC-002 after a loss", "retreat is a defeat", "not after a win", "campaign"],
)
def test_sisyphus_offer(result: str, standalone: bool, why: str) -> None:
    b = ended(pack(), result)
    b.battle.standalone, b.battle.pre_battle = standalone, b"x"
    asked = run(b)
    assert {o.id: o.disabled for o in asked[-1].options} == {"continue": "", "sisyphus": why}


@pytest.mark.parametrize("result", ["won", "lost"])
def test_sisyphus_after_any_battle_BAT_MISC_031(result: str) -> None:
    """[BAT-MISC-002] [BAT-MISC-031]: with ``[campaign] sisyphus_after_win`` (the shipped
    edition since stop 31) a practice battle, won or lost, may be replayed, for nothing."""
    b = ended(replace(pack(), sisyphus_after_win=True), result)
    b.battle.standalone, b.battle.pre_battle = True, b"x"
    tear = next(o for o in run(b)[-1].options if o.id == "sisyphus")
    assert tear.disabled == ""
    assert tear.explain.endswith("In a practice battle it costs nothing.")
    assert ("give up this victory" in tear.label) == (result == "won")


# ---------------------------------------------------------------- a whole battle, driven
def _practice_content() -> ContentPack:
    content = pack()
    bc = replace(content.battle, defaults=BattleDefaults(("warden",) * 4, (("fists",),) * 4, ()))
    return replace(content, battle=bc)


@pytest.fixture
def rounds(monkeypatch: pytest.MonkeyPatch) -> list[str]:
    """Stand-in rounds (in ``battle_main``): the Primordial Round kills Titan A and ends the battle."""
    played: list[str] = []

    def primordial_round(b: B) -> Generator[Any, str, None]:
        yield from b.checkpoint("primordial")
        played.append("primordial")
        b.battle.titans[0].alive = False
        b.state.argonauts[1].danger = 7
        end_battle(b, "lost", "the test says so")

    def titan_round(b: B) -> Generator[Any, str, None]:
        yield from b.checkpoint("titan")
        played.append("titan")

    monkeypatch.setattr(battle_flow_main, "primordial_round", primordial_round)
    monkeypatch.setattr(battle_flow_main, "titan_round", titan_round)
    return played


def test_practice_battle_replayed_with_a_sisyphus_tear_BAT_MISC_031(rounds: list[str]) -> None:
    """Setup, Start of Battle, a lost battle, the Aftermath; a Sisyphus Tear restores the
    state before the battle (no Titan lost, no Danger kept) and the battle starts over; the
    Aftermath of a battle without its own still records Casualties and Tides of Fate
    [BAT-MISC-002, BAT-MISC-031, BAT-SETUP-001, BAT-SETUP-033, BAT-MISC-014]."""
    content = _practice_content()
    state = setup.new_practice_state(
        content, 5, primordial_id="beast", level=1, rules=RulesOptions()
    )
    ctx = Ctx(state, content, Rng(state.seed, state.rng, forced=state.forced))
    run_battle(ctx, None)
    assert state.pending is not None and state.pending.kind == "battle.setup.mode"
    run_battle(ctx, "default")
    assert state.pending is not None and state.pending.kind == "battle.setup.priority"
    run_battle(ctx, "titan-B")
    assert rounds == ["primordial"]
    assert state.pending is not None and state.pending.kind == "battle.aftermath"
    assert state.battle is not None and state.battle.casualties == ["A:warden"]
    run_battle(ctx, "sisyphus")
    battle = state.battle
    assert battle is not None and battle.cursor == "setup" and battle.result == ""
    assert all(t.alive for t in battle.titans) and state.argonauts[1].danger == 0
    assert state.pending is not None and state.pending.kind == "battle.setup.mode"
    run_battle(ctx, "default")
    run_battle(ctx, "titan-A")
    assert rounds == ["primordial", "primordial"]
    run_battle(ctx, "continue")
    assert state.outcome is not None and state.outcome.result == "lost"
    assert state.phase == "over"


def test_wise_providence_opens_with_a_titan_round_BAT_MISC_032(rounds: list[str]) -> None:
    """[BAT-MISC-032, BAT-SETUP-033]"""
    content = _practice_content()
    state = setup.new_practice_state(
        content, 5, primordial_id="beast", level=1, rules=RulesOptions()
    )
    assert state.battle is not None
    state.battle.wise_providence = True
    ctx = Ctx(state, content, Rng(state.seed, state.rng, forced=state.forced))
    run_battle(ctx, None)
    run_battle(ctx, "default")
    run_battle(ctx, "titan-A")
    assert rounds == ["titan", "primordial"]


def test_several_setup_answers_through_the_driver_BAT_SETUP_011(rounds: list[str]) -> None:
    """Every answer of a long Setup survives the driver's restarts [BAT-SETUP-011]."""
    content = _practice_content()
    state = setup.new_practice_state(
        content, 5, primordial_id="beast", level=1, rules=RulesOptions()
    )
    ctx = Ctx(state, content, Rng(state.seed, state.rng, forced=state.forced))
    run_battle(ctx, None)
    for answer in ["choose", "class-warden", "class-warden", "class-warden", "class-warden"]:
        run_battle(ctx, answer)
    assert state.pending is not None and state.pending.kind == "battle.setup.gear"
