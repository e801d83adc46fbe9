"""Ability usage rules and the keyword table (engine/battle/abilities/usage.py, keywords.py)."""

from __future__ import annotations

from collections.abc import Generator
from dataclasses import replace
from typing import Any

import battle_kit as kit
import pytest

from atoterm.content.battle_schema import BATTLE_OPS, KEYWORDS, ArgoAbility, Condition, Effect
from atoterm.engine.battle.abilities import keywords
from atoterm.engine.battle.abilities import usage as abilities
from atoterm.engine.battle.abilities.effects import OPS, EffectCtx
from atoterm.engine.battle.core.context import B
from atoterm.engine.battle.core.state import ArgoAbilityState
from atoterm.engine.decisions import IllegalAction

Calls = list[tuple[str, str, int]]


@pytest.fixture
def calls(monkeypatch: pytest.MonkeyPatch) -> Calls:
    """Every effect op records what it was asked to do (the real ops are others' modules)."""
    log: Calls = []

    def record(b: B, effect: Effect, ctx: EffectCtx) -> Generator[Any, str, None]:
        log.append((effect.op, effect.arg, effect.value))
        return
        yield

    for op in (*BATTLE_OPS, *KEYWORDS):
        monkeypatch.setitem(OPS, op, record)
    return log


def make(*gear: Any, titan_kw: Any = None, **kw: Any) -> B:
    """One Titan A on a board, with the given gear cards equipped in order."""
    cls = kit.titan_class(**(titan_kw or {}))
    content = kit.pack(gear_cards=gear, titans=[cls], conditions=kw.pop("conditions", ()))
    if "argo" in kw:
        bc = replace(content.battle, argo_abilities={a.id: a for a in kw.pop("argo")})
        content = replace(content, battle=bc)
    ids = [g.id for g in gear] or ["fists"]
    b = kit.battle(content, titans=[kit.titan("A", 8, 2, *ids)], **kw)
    return b


def names(refs: list[abilities.AbilityRef]) -> list[str]:
    return [r.name for r in refs]


def window(b: B, timings: list[str], answers: list[str]) -> list[Any]:
    _, asked = kit.drive(b, abilities.ask_window(b, b.battle.titans[0], timings, "Go"), answers)
    return asked


# ---------------------------------------------------------------- the keyword table
def test_every_keyword_has_a_rule_BAT_MISC_097() -> None:
    """Keywords are named abilities with standard rules: each one is in the table
    [BAT-MISC-097]."""
    assert sorted(keywords.KEYWORD_RULES) == sorted(KEYWORDS)


KEYWORD_CASES = [
    ("opening 1", "second_window", True, [("opening", "", 1)], "KEY-033 Opening must, 2nd window"),
    ("break 2", "second_window", True, [("break", "", 2)], "KEY-006 Break must, 2nd window"),
    ("auto_break 1", "first_window", True, [("break", "", 1)], "KEY-004 Auto-break 1st window"),
    ("overbreak 1", "second_window", True, [("overbreak", "", 1)], "KEY-034 Overbreak must"),
    ("diversion 1", "second_window", True, [("diversion", "", 1)], "KEY-014 Diversion must"),
    ("elation 2", "second_window", False, [("elation", "", 2)], "KEY-017 Elation may"),
    ("motivate 1", "second_window", False, [("motivate", "", 1)], "KEY-032 Motivate may"),
    ("reposition 2", "second_window", False, [("move", "", 2)], "KEY-051 Reposition may move"),
    ("reflex", "reaction", False, [("move", "", 1)], "KEY-050 Reflex move 1"),
    ("advanced_reflex", "reaction", False, [("move", "", 2)], "KEY-050 Advanced Reflex move 2"),
    ("superior_reflex", "reaction", False, [("move", "", 3)], "KEY-050 Superior Reflex move 3"),
    ("dodge", "before_evasion", True, [("token", "evasion", 1)], "KEY-015 Dodge +1 Evasion"),
    ("block 1", "evasion", True, [("block", "", 1)], "KEY-005 Block during Evasion Roll"),
    ("reinforce 2", "armor", True, [("reinforce", "red", 2)], "KEY-053 Reinforce red dice"),
    ("advanced_reinforce 1", "armor", True, [("reinforce", "black", 1)], "KEY-053 Advanced"),
    ("superior_reinforce 1", "armor", True, [("reinforce", "white", 1)], "KEY-053 Superior"),
    ("attack_reroll 1", "attack_roll", False, [("attack_reroll", "", 1)], "KEY-003 may"),
    ("power_reroll 2", "power_roll", False, [("power_reroll", "", 2)], "KEY-040 may"),
    (
        "provoke",
        "first_window",
        True,
        [("priority_target", "", 0), ("turn", "toward", 0)],
        "KEY-039 Provoke takes PT and turns the Primordial",
    ),
    ("spotlight", "first_window", True, [("titan_power", "", 1)], "KEY-060 Spotlight"),
    ("sacrifice", "first_window", False, [("break", "", 1)], "KEY-056 Sacrifice may"),
    ("pushback 2", "flexible", False, [("pushback", "", 2)], "KEY-047 BAT-MISC-083 Pushback"),
    ("pull 1", "flexible", False, [("pull", "", 1)], "KEY-043 BAT-MISC-083 Pull flexible"),
    ("vault", "flexible", False, [("vault", "", 0)], "KEY-065 BAT-MISC-083 Vault flexible"),
    ("forced_vault", "flexible", False, [("forced_vault", "", 0)], "KEY-066 Forced Vault"),
    ("knockback 1", "flexible", False, [("knockback", "", 1)], "KEY-027 Knockback (either)"),
]


@pytest.mark.parametrize(
    ("text", "timing", "must", "effects"),
    [c[:4] for c in KEYWORD_CASES],
    ids=[c[4] for c in KEYWORD_CASES],
)
def test_keyword_as_ability(
    text: str, timing: str, must: bool, effects: list[tuple[str, str, int]]
) -> None:
    """Token-placing keywords must resolve, move-like and Primordial-moving ones are optional
    [BAT-MISC-082]."""
    ability = keywords.keyword_ability(kit.fx(text)[0])
    assert ability is not None
    assert ability.timing == timing
    assert ability.optional is not must
    assert [(e.op, e.arg, e.value) for e in ability.effects] == effects


def test_sacrifice_costs_one_danger_KEY_056() -> None:
    ability = keywords.keyword_ability(kit.fx("sacrifice")[0])
    assert ability is not None and [(c.op, c.value) for c in ability.cost] == [("danger", 1)]


@pytest.mark.parametrize(
    ("name", "stem"),
    [
        ("Advanced Reflex", "reflex"),
        ("Superior Reflex", "reflex"),
        ("Reflex", "reflex"),
        ("Opening 2", "opening"),
        ("Improved Rush", "rush"),
        ("Spur", "spur"),
    ],
    ids=["BAT-MISC-087 Advanced", "Superior", "plain", "number dropped", "Improved", "plain name"],
)
def test_named_ability_stems(name: str, stem: str) -> None:
    """Subtypes share the name of the plain ability [BAT-MISC-087, KEY-050]."""
    assert keywords.stem(name) == stem


@pytest.mark.parametrize(
    ("name", "stacks"),
    [
        ("opening", True),
        ("reinforce", True),
        ("pushback", True),
        ("deadly", False),
        ("dodge", False),
    ],
    ids=["BAT-MISC-098 Opening X stacks", "Reinforce X", "Pushback X", "Deadly no", "Dodge no"],
)
def test_stackable_keywords(name: str, stacks: bool) -> None:
    assert keywords.stackable(name) is stacks


# ---------------------------------------------------------------- windows
def test_stackable_keywords_add_up_in_one_window_BAT_MISC_098(calls: Calls) -> None:
    """Two Opening 1 used together make Opening 2; two Dodge do not stack [BAT-MISC-098]."""
    b = make(
        kit.gear("spear", keywords=["opening 1"]),
        kit.gear("axe", keywords=["opening 1"]),
    )
    assert window(b, ["second_window"], []) == []  # all mandatory: resolved without asking
    assert calls == [("opening", "", 1), ("opening", "", 1)]
    calls.clear()
    b = make(
        kit.gear("vest", kind="armor", slot="armor", hands=0, keywords=["dodge"]),
        kit.gear("cloak", kind="support", slot="support", hands=0, keywords=["dodge"]),
    )
    window(b, ["before_evasion"], [])
    assert calls == [("token", "evasion", 1)]


def test_must_resolves_may_is_offered_BAT_MISC_082(calls: Calls) -> None:
    """Opening must be resolved, Reposition may be declined [BAT-MISC-081, BAT-MISC-082,
    GEN-010]."""
    b = make(kit.gear("spear", keywords=["opening 1", "reposition 2"]))
    asked = window(b, ["second_window"], ["done"])
    assert [o.id for o in asked[0].options] == [
        "use-gear0-opening",
        "use-gear0-reposition",
        "done",
    ]
    assert "then resolve: Opening 1" in asked[0].options[-1].label
    assert calls == [("opening", "", 1)]


def test_players_may_order_the_window_GEN_013(calls: Calls) -> None:
    """With a choice to make, every ability is an option: the players pick the order
    [GEN-013]."""
    b = make(kit.gear("spear", keywords=["opening 1", "reposition 2"]))
    window(b, ["second_window"], ["use-gear0-reposition", "done"])
    assert calls == [("move", "", 2), ("opening", "", 1)]


def test_one_ability_per_name_per_window_EX_031(calls: Calls) -> None:
    """Advanced Reflex (Titan) and Reflex (gear) share a name: one per window, the other in
    another window [BAT-PRIM-116, BAT-MISC-087, BAT-MISC-088, EX-031, BAT-TITAN-090]."""
    dash = kit.ability("Dash", "reaction", "move 1")
    lifeguard = kit.gear(
        "lifeguard", kind="support", slot="support", hands=0, keywords=["reflex"], abilities=(dash,)
    )
    titan_kw = {"keywords": kit.fx("advanced_reflex")}
    b = make(lifeguard, titan_kw=titan_kw)
    asked = window(b, ["reaction"], ["use-titan-reflex", "done"])
    second = {o.id: o for o in asked[1].options}
    assert "one ability of that name" in second["use-gear0-reflex"].disabled
    assert not second["use-gear0-dash"].disabled
    assert calls == [("move", "", 2)]
    b = make(lifeguard, titan_kw=titan_kw)
    with pytest.raises(IllegalAction):
        window(b, ["reaction"], ["use-titan-reflex", "use-gear0-reflex"])
    b = make(lifeguard, titan_kw=titan_kw)
    calls.clear()
    window(b, ["reaction"], ["use-titan-reflex", "done"])
    window(b, ["reaction"], ["use-gear0-reflex", "done"])  # a new window of the same Round
    assert calls == [("move", "", 2), ("move", "", 1)]


def test_flexible_first_or_second_window_never_both_BAT_MISC_083(calls: Calls) -> None:
    b = make(kit.gear("maul", hands=2, keywords=["pushback 2"]))
    window(b, ["first_window"], ["use-gear0-pushback", "done"])
    asked = window(b, ["second_window"], [])
    assert asked == []  # the only candidate is disabled: nothing to ask
    choices = abilities.window_choices(b, b.battle.titans[0], ["second_window"])
    assert "other window" in choices[0][1]
    window(b, ["first_window"], ["use-gear0-pushback", "done"])  # the next Attack
    assert calls == [("pushback", "", 2), ("pushback", "", 2)]


# ---------------------------------------------------------------- active abilities
LURE = kit.ability("Lure", "free", "none", cost=["charge 1"])


def test_active_once_per_round_even_with_charges_EX_027(calls: Calls) -> None:
    """Primordial Lure with a charge left is still spent for this Round [BAT-MISC-080,
    EX-027, BAT-TITAN-105]."""
    b = make(
        kit.gear("lure", kind="support", slot="support", hands=0, charges=2, abilities=(LURE,))
    )
    titan = b.battle.titans[0]
    titan.gear[0].charges = 2
    (ref,) = abilities.available(b, titan, "free")
    kit.drive(b, abilities.use(b, titan, ref))
    assert titan.gear[0].charges == 1
    assert abilities.available(b, titan, "free") == []
    abilities.new_round(b)
    assert names(abilities.available(b, titan, "free")) == ["Lure"]
    titan.gear[0].charges = 0
    assert abilities.candidates(b, titan, "free")[0][1].startswith("no charges left")


def test_same_name_actives_from_two_elements_BAT_MISC_088(calls: Calls) -> None:
    b = make(
        kit.gear("lure", kind="support", slot="support", hands=0, abilities=(LURE,)),
        kit.gear("bait", kind="support", slot="support", hands=0, abilities=(LURE,)),
    )
    titan = b.battle.titans[0]
    for g in titan.gear:
        g.charges = 1
    free = abilities.available(b, titan, "free")
    kit.drive(b, abilities.use(b, titan, free[0]))
    assert [r.source for r in abilities.available(b, titan, "free")] == ["gear:1"]


@pytest.mark.parametrize(
    ("cost", "fate", "ok"),
    [("fate 1", 8, True), ("fate 1", 9, False), ("danger 1", 9, False)],
    ids=["BAT-MISC-079 Fate 8 pays", "GEN-025 Fate 9 cannot", "GEN-025 Danger 9 cannot"],
)
def test_costs_that_would_pass_9_cannot_be_paid(cost: str, fate: int, ok: bool) -> None:
    ab = kit.ability("Push", "free", "none", cost=[cost])
    b = make(
        kit.gear("charm", kind="support", slot="support", hands=0, abilities=(ab,)),
        triskelion={"A": (fate, fate, 0)},
    )
    assert bool(abilities.available(b, b.battle.titans[0], "free")) is ok


def test_cost_paid_then_effects_resolve_BAT_MISC_076(calls: Calls) -> None:
    """The cost is paid in full, then the whole text resolves [BAT-MISC-076, BAT-MISC-077,
    GEN-012]."""
    ab = kit.ability("Surge", "free", "opening 1", "break 1", cost=["fate 1", "exhaust"])
    b = make(kit.gear("charm", kind="support", slot="support", hands=0, abilities=(ab,)))
    titan = b.battle.titans[0]
    (ref,) = abilities.available(b, titan, "free")
    kit.drive(b, abilities.use(b, titan, ref))
    assert b.argonaut(titan).fate == 1 and titan.gear[0].exhausted
    assert calls == [("opening", "", 1), ("break", "", 1)]


def test_effects_get_the_users_context_with_the_elements_origin_BAT_MISC_076(
    monkeypatch: pytest.MonkeyPatch,
) -> None:
    """An ability's effects resolve with the context it was used in (who, hits, the Attack,
    its notes: the very same) and the kind of element it comes from as their origin; used
    alone, with the Titan as source and subject."""
    seen: list[EffectCtx] = []

    def record(b: B, effect: Effect, ctx: EffectCtx) -> Generator[Any, str, None]:
        seen.append(ctx)
        return
        yield

    monkeypatch.setitem(OPS, "opening", record)
    ab = kit.ability("Surge", "free", "opening 1")
    b = make(kit.gear("charm", kind="support", slot="support", hands=0, abilities=(ab,)))
    titan = b.battle.titans[0]
    (ref,) = abilities.available(b, titan, "free")
    attack, notes = object(), {"kept": 1}
    given = EffectCtx("primordial", "A", hits=3, attack=attack, origin="ai", notes=notes)
    kit.drive(b, abilities.use(b, titan, ref, given))
    titan.gear[0].used.clear()
    kit.drive(b, abilities.use(b, titan, ref))
    first, second = seen
    assert first == EffectCtx("primordial", "A", 3, attack, "gear", notes)
    assert first.notes is notes and first is not given and given.origin == "ai"
    assert second == EffectCtx("A", "A", origin="gear")
    # Every field of the context is carried over (a new field must be carried too).
    assert EffectCtx.__struct_fields__ == (
        "source",
        "subject",
        "hits",
        "attack",
        "origin",
        "notes",
    )


@pytest.mark.parametrize(
    ("cost", "active", "used", "fatigue", "ok"),
    [
        ("combat_action", "A", "", "", True),
        ("combat_action", "", "", "", False),
        ("combat_action", "A", "combat", "", False),
        ("combat_action", "A", "", "combat", False),
        ("complicated_action", "A", "movement", "", False),
        ("movement_action", "A", "combat", "", True),
    ],
    ids=[
        "BAT-MISC-076 combat action in your turn",
        "not your turn",
        "combat action spent",
        "BAT-MISC-096 combat Fatigue",
        "complicated needs both",
        "movement action free",
    ],
)
def test_action_costs(cost: str, active: str, used: str, fatigue: str, ok: bool) -> None:
    ab = kit.ability("Brace", "free", "none", cost=[cost])
    b = make(kit.gear("charm", kind="support", slot="support", hands=0, abilities=(ab,)))
    titan = b.battle.titans[0]
    b.battle.active_titan = active
    if used:
        setattr(titan, f"{used}_used", True)
    titan.fatigue = fatigue
    assert bool(abilities.available(b, titan, "free")) is ok


# ---------------------------------------------------------------- exhausting, gates, knockdown
def test_exhausted_card_keeps_passives_only_BAT_MISC_089() -> None:
    """[BAT-MISC-089, BAT-MISC-084]"""
    passive = kit.ability("Keen", "passive", "precision 1")
    active = kit.ability("Spur", "second_window", "opening 1", cost=["exhaust"])
    wake = kit.ability("Wake", "when_crash", "unexhaust", text="When you Crash, unexhaust this")
    b = make(kit.gear("spear", abilities=(passive, active, wake), keywords=["opening 1"]))
    titan = b.battle.titans[0]
    titan.gear[0].exhausted = True
    assert names(abilities.available(b, titan, "passive")) == ["Keen"]
    assert abilities.available(b, titan, "second_window") == []
    assert names(abilities.available(b, titan, "when_crash")) == ["Wake"]


def test_exhausting_a_titan_ability_exhausts_only_it_BAT_MISC_091(calls: Calls) -> None:
    """[BAT-MISC-091, BAT-MISC-090]"""
    one = kit.ability("Roar", "free", "rage 1", cost=["exhaust"])
    two = kit.ability("Howl", "free", "danger 1", cost=["exhaust"])
    b = make(titan_kw={"abilities": (one, two)})
    titan = b.battle.titans[0]
    roar = abilities.available(b, titan, "free")[0]
    kit.drive(b, abilities.use(b, titan, roar))
    assert titan.exhausted_abilities == ["Roar"]
    assert names(abilities.available(b, titan, "free")) == ["Howl"]
    abilities.new_round(b)  # a new Round does not unexhaust anything
    assert names(abilities.available(b, titan, "free")) == ["Howl"]


def test_attachment_shares_its_host_BAT_TITAN_102(calls: Calls) -> None:
    """[BAT-TITAN-102, BAT-MISC-094]"""
    toss = kit.ability("Toss", "free", "none", cost=["discard"])
    barb = kit.ability("Barb", "free", "none", cost=["charge 1"])
    b = make(
        kit.gear("javelin", abilities=(toss,)),
        kit.gear("barb", kind="attachment", slot="attachment", hands=0, abilities=(barb,)),
    )
    titan = b.battle.titans[0]
    titan.gear[1].host, titan.gear[1].charges = "javelin", 1
    titan.gear[0].exhausted = True
    assert abilities.available(b, titan, "free") == []  # the host is exhausted
    titan.gear[0].exhausted = False
    toss_ref = abilities.available(b, titan, "free")[0]
    kit.drive(b, abilities.use(b, titan, toss_ref))
    assert titan.gear[0].discarded and titan.gear[1].discarded
    assert abilities.available(b, titan, "free") == []


@pytest.mark.parametrize(
    ("danger", "present"),
    [(4, False), (5, True), (9, True)],
    ids=["BAT-TITAN-107 Danger 4 locked", "Danger 5 unlocked", "Danger 9"],
)
def test_gated_abilities(danger: int, present: bool) -> None:
    grip = kit.ability("Bloodied Grip", "passive", "precision 1", gate=("danger", 5))
    b = make(kit.gear("club", abilities=(grip,)), triskelion={"A": (danger, 0, 0)})
    assert bool(abilities.available(b, b.battle.titans[0], "passive")) is present


def test_knocked_down_uses_only_second_chance_KEY_029() -> None:
    """[KEY-029, KEY-058]"""
    chance = kit.ability("Second Chance", "when_trauma", "none", cost=["exhaust"])
    reroll = kit.ability("Steady", "when_trauma", "none", cost=["exhaust"])
    b = make(
        kit.gear("charm", kind="support", slot="support", hands=0, abilities=(chance,)),
        kit.gear(
            "amulet",
            kind="support",
            slot="support",
            hands=0,
            abilities=(reroll,),
            keywords=["reflex"],
        ),
    )
    titan = b.battle.titans[0]
    titan.knockdown = "falling"
    assert names(abilities.available(b, titan, "when_trauma")) == ["Second Chance"]
    assert abilities.available(b, titan, "reaction") == []
    titan.knockdown = "rising"
    assert names(abilities.available(b, titan, "reaction")) == ["Reflex"]


def test_spotlight_needs_the_priority_target_KEY_060(calls: Calls) -> None:
    b = make(kit.gear("torch", keywords=["spotlight"]))
    titan = b.battle.titans[0]
    b.battle.priority_target = ""
    assert abilities.available(b, titan, "first_window") == []
    b.battle.priority_target = "A"
    window(b, ["first_window"], [])
    assert calls == [("titan_power", "", 1)]


def test_sacrifice_gains_danger_for_a_break_KEY_056(calls: Calls) -> None:
    b = make(kit.gear("blade", keywords=["sacrifice"]), triskelion={"A": (3, 0, 0)})
    window(b, ["first_window"], ["use-gear0-sacrifice", "done"])
    assert b.argonaut(b.battle.titans[0]).danger == 4 and calls == [("break", "", 1)]


# ---------------------------------------------------------------- Argo Abilities
def test_argo_ability_charges_and_round_BAT_TITAN_092(calls: Calls) -> None:
    """One charge per use, once per Round, unexhausted at the end of every Round, unusable
    without charges [BAT-TITAN-092, BAT-TITAN-094, BAT-TITAN-095, BAT-PRIM-129]."""
    flare = ArgoAbility("flare", "Signal Flare", 2, "free", kit.fx("none"))
    b = make(argo=[flare])
    b.battle.argo_abilities = [ArgoAbilityState("flare", 2)]
    titan = b.battle.titans[0]
    (ref,) = abilities.available(b, titan, "free")
    assert ref.source == "argo:flare"
    kit.drive(b, abilities.use(b, titan, ref))
    state = b.battle.argo_abilities[0]
    assert (state.charges, state.exhausted) == (1, True)
    assert abilities.available(b, titan, "free") == []
    abilities.new_round(b)
    assert len(abilities.available(b, titan, "free")) == 1
    state.charges = 0
    assert abilities.available(b, titan, "free") == []


def test_conditions_and_kept_cards_offer_abilities() -> None:
    bind = kit.ability("Bind It", "free", "discard_condition bleeding", cost=["movement_action"])
    cond = Condition("bleeding", "Open Wound", "body", abilities=(bind,))
    b = make(conditions=[cond])
    titan = b.battle.titans[0]
    titan.conditions = ["bleeding"]
    b.battle.active_titan = "A"
    assert [r.source for r in abilities.available(b, titan, "free")] == ["condition:bleeding"]


# ---------------------------------------------------------------- Ambrosia Limit
@pytest.mark.parametrize(
    ("class_mod", "keywords_", "limit"),
    [
        (0, [], 4),
        (-1, ["ambrosia_limit 5"], 4),
        (0, ["ambrosia_limit 5", "ambrosia_limit 6"], 6),
        (0, ["ambrosia_limit 5", "ambrosia_limit_mod 1", "ambrosia_limit_mod 1"], 7),
        (0, ["ambrosia_limit 3"], 3),
    ],
    ids=[
        "BAT-MISC-044 default 4",
        "EX-026 Abysswatcher -1 with Ambramat 5 is 4",
        "KEY-001 Limit X does not stack",
        "BAT-MISC-045 every +X adds",
        "Limit X may lower it",
    ],
)
def test_ambrosia_limit(class_mod: int, keywords_: list[str], limit: int) -> None:
    gear = [
        kit.gear(f"g{i}", kind="support", slot="support", hands=0, keywords=[k])
        for i, k in enumerate(keywords_)
    ]
    b = make(*gear, titan_kw={"ambrosia_limit_mod": class_mod})
    titan = b.battle.titans[0]
    assert abilities.ambrosia_limit(b, titan) == limit
    if gear:
        titan.gear[0].exhausted = True  # a trait-like keyword holds while exhausted
        assert abilities.ambrosia_limit(b, titan) == limit


def test_keyword_totals_stack_from_several_sources_BAT_MISC_098() -> None:
    b = make(
        kit.gear("plate", kind="armor", slot="armor", hands=0, keywords=["carving 1", "tumble"]),
        kit.gear("knife", keywords=["carving 2"]),
    )
    titan = b.battle.titans[0]
    assert abilities.keyword_total(b, titan, "carving") == 3
    assert abilities.has_keyword(b, titan, "tumble")
    titan.gear[0].exhausted = True  # a triggered keyword on an exhausted card is off
    assert not abilities.has_keyword(b, titan, "tumble")
    assert abilities.keyword_total(b, titan, "carving") == 2
