"""The Primordial Round: movement, Attack types, Evasion, Armor, windows, Chain Break, After
Attack, the round itself [BAT-PRIM-*, EX-012, EX-014].

The kit's Beast is 2x2 and starts at (1, 4) facing South on a 12x10 board (footprint (1,4)
(1,5) (2,4) (2,5)), Speed 5, Unavoidable Knockback 2. Effects other tests own (``fate``,
``rage``, ``knockback``...) are replaced by a recorder that logs an event ``rec``.
"""

from __future__ import annotations

from typing import Any

import battle_kit as kit
import pytest

import atoterm.engine.battle.abilities.ops_primordial  # noqa: F401  (registers the ops)
from atoterm.content.battle_schema import PrimordialLevel, Trait
from atoterm.engine.battle.abilities.effects import OPS, PRIMORDIAL, EffectCtx, resolve_effects
from atoterm.engine.battle.core.context import Checkpoint
from atoterm.engine.battle.core.state import ArgoAbilityState
from atoterm.engine.battle.harm import death
from atoterm.engine.battle.primordial.attack import draw_ai, perform_ai_card, perform_signature
from atoterm.engine.battle.primordial.round import primordial_round

RECORDED = ("fate", "rage", "knockback", "condition", "danger_per_hit_mark")


@pytest.fixture(autouse=True)
def recorder(monkeypatch: pytest.MonkeyPatch) -> list[tuple[str, int, str]]:
    calls: list[tuple[str, int, str]] = []

    def rec(b: Any, e: Any, ctx: Any) -> Any:
        calls.append((e.op, e.value, ctx.subject))
        b.emit("rec", f"{e.op} {e.value} {ctx.subject}")
        return
        yield

    def breaker(b: Any, e: Any, ctx: Any) -> Any:
        if not e.arg or e.arg == ctx.subject:
            ctx.attack.broken = True
        return
        yield

    def kill(b: Any, e: Any, ctx: Any) -> Any:
        yield from death.kill_titan(b, b.battle.titan(ctx.subject), "test", "BAT-MISC-019")

    def step_away(b: Any, e: Any, ctx: Any) -> Any:
        b.battle.titan(e.arg or ctx.subject).row = 9
        b.battle.titan(e.arg or ctx.subject).col = 11
        return
        yield

    for op in RECORDED:
        monkeypatch.setitem(OPS, op, rec)
    monkeypatch.setitem(OPS, "test_break", breaker)
    monkeypatch.setitem(OPS, "test_kill", kill)
    monkeypatch.setitem(OPS, "test_step_away", step_away)
    return calls


def make(
    card: dict[str, Any] | None = None,
    titans: dict[str, tuple[int, int]] | None = None,
    *,
    prim: tuple[int, int, str] = (1, 4, "S"),
    gear: dict[str, list[str]] | None = None,
    gear_cards: tuple = (),
    d10: list[int] | None = None,
    power: list[int] | None = None,
    pack: dict[str, Any] | None = None,
    **kw: Any,
) -> Any:
    spec = {"targeting": ("closest",), "doomed": True, **(card or {})}
    ai = kit.ai("strike", **spec)
    content = kit.pack(ai_cards=[ai], gear_cards=gear_cards, **(pack or {}))
    placed = [kit.titan(k, r, c, *(gear or {}).get(k, ())) for k, (r, c) in (titans or {}).items()]
    forced = {}
    if d10 is not None:
        forced["battle.d10"] = list(d10)
    if power is not None:
        forced["battle.power"] = list(power)
    return kit.battle(content, titans=placed, primordial=prim, forced=forced, **kw)


def perform(b: Any, answers: list[str] | None = None, card: str = "strike") -> list[Any]:
    _, asked = kit.drive(b, perform_ai_card(b, card), answers or [])
    return asked


def kinds(b: Any, *wanted: str) -> list[str]:
    return [e.kind for e in b.events if e.kind in wanted]


def ev(b: Any, kind: str) -> list[Any]:
    return [e for e in b.events if e.kind == kind]


def anchor(b: Any) -> tuple[int, int]:
    p = b.battle.primordial
    return (p.row, p.col)


SHIELD = kit.gear("shield", kind="shield", evasion_rerolls=1)
BUCKLER = kit.gear("buckler", kind="shield", evasion=1, block=1)
TOWER = kit.gear("tower", kind="shield", evasion=3)
PLATE = kit.gear("plate", kind="armor", slot="armor", hands=0, armor_dice=2)
RPLATE = kit.gear(
    "rplate", kind="armor", slot="armor", hands=0, armor_dice=2, keywords=["reinforce 1"]
)
WARD = kit.gear("ward", kind="support", slot="support", hands=0, keywords=["block 1"])


# ----------------------------------------------------------------------------- movement
def test_moves_one_space_at_a_time_and_stops_adjacent() -> None:
    """BAT-PRIM-051 BAT-PRIM-054 BAT-PRIM-055: straight toward the Target, stopping adjacent."""
    b = make({"hit": ["fate 1"]}, {"A": (7, 4)}, d10=[8, 8])
    perform(b)
    assert anchor(b) == (5, 4)
    assert ev(b, "primordial_move")[0].data["cells"] == [[2, 4], [3, 4], [4, 4], [5, 4]]


def test_ranged_attack_stops_within_range() -> None:
    """BAT-PRIM-052 BAT-PRIM-071: a Range 3 Attack stops 3 spaces away and attacks."""
    b = make({"types": ("range",), "range": 3}, {"A": (7, 4)}, d10=[8, 8])
    perform(b)
    assert anchor(b) == (3, 4)
    assert kinds(b, "evasion_roll") == ["evasion_roll"]


def test_turns_to_face_the_target_before_moving() -> None:
    """BAT-PRIM-053 BAT-PRIM-067: facing North, it turns South first, then moves."""
    b = make({}, {"A": (7, 4)}, prim=(1, 4, "N"), d10=[8, 8])
    perform(b)
    assert b.battle.primordial.facing == "S"
    assert kinds(b, "turn", "primordial_move")[:2] == ["turn", "primordial_move"]


def test_crash_on_titans_passed_through() -> None:
    """BAT-PRIM-054 BAT-PRIM-060 KEY-010: a Titan on the route suffers Crash (+1 Danger,
    Knockdown) and does not stop the Primordial."""
    b = make({"targeting": ("furthest",)}, {"A": (7, 4), "B": (4, 4)}, d10=[8, 8])
    perform(b)
    assert anchor(b) == (5, 4)
    assert b.argonaut(b.battle.titan("B")).danger == 1
    assert b.battle.titan("B").knockdown == "falling"


@pytest.mark.parametrize(
    ("answer", "b_danger"),
    [
        pytest.param("route-0", 1, id="EX-012 horizontal first crashes through Bion"),
        pytest.param("route-1", 0, id="EX-012 BAT-PRIM-056 vertical first avoids him"),
    ],
)
def test_zigzag_starting_axis_is_the_players_choice(answer: str, b_danger: int) -> None:
    """BAT-PRIM-056 BAT-PRIM-057 EX-012: two zigzags, the players choose the starting axis."""
    b = make({"targeting": ("furthest",)}, {"A": (5, 8), "B": (1, 6)}, d10=[8, 8])
    asked = perform(b, ["facing-S", answer])
    assert asked[0].kind == "battle.facing"  # exactly diagonal: the players pick [BAT-PRIM-067]
    route = asked[1]
    assert route.kind == "battle.route"
    assert [o.id for o in route.options] == ["route-0", "route-1"]
    assert "Crash: Bion (B)" in route.options[0].label
    assert "no Titan in the way" in route.options[1].label
    assert b.argonaut(b.battle.titan("B")).danger == b_danger
    assert anchor(b) == {"route-0": (3, 7), "route-1": (4, 6)}[answer]


def test_destructible_terrain_is_destroyed_other_terrain_ignored() -> None:
    """BAT-PRIM-059: the Primordial moves through terrain; Destructible tiles are removed."""
    b = make({}, {"A": (7, 4)}, terrain=[("column", [(4, 4)]), ("cliff", [(4, 5)])], d10=[8, 8])
    perform(b)
    assert anchor(b) == (5, 4)
    assert [p.terrain for p in b.battle.terrain] == ["cliff"]


def test_ending_on_a_titan_knocks_it_back() -> None:
    """BAT-PRIM-061 BAT-PRIM-062: a Titan under the Primordial when it stops suffers Crash and
    Unavoidable Knockback out from under it."""
    b = make({"targeting": ("furthest",)}, {"A": (7, 4), "B": (6, 5)}, d10=[8, 8])
    asked = perform(b, ["dir-S"])
    assert [d.kind for d in asked] == ["battle.direction"]  # two ways out [BAT-PRIM-062]
    titan = b.battle.titan("B")
    assert anchor(b) == (5, 4)
    assert (titan.row, titan.col) not in [(5, 4), (5, 5), (6, 4), (6, 5)]
    assert b.argonaut(titan).danger >= 1 and titan.knockdown


@pytest.mark.parametrize(
    ("move", "expected"),
    [
        pytest.param("move 2", (3, 4), id="BAT-PRIM-064 Move 2"),
        pytest.param("normal", (6, 4), id="EX-014 BAT-PRIM-063 Speed 5, still short"),
    ],
)
def test_beyond_reach_moves_closer_skips_the_attack_keeps_after_attack(
    move: str, expected: tuple[int, int], recorder: list
) -> None:
    """BAT-PRIM-063 EX-014 BAT-PRIM-124: moves as close as it can, no Evasion Roll, no hit
    effects, the After Attack still resolves."""
    b = make({"move": move, "hit": ["rage 1"], "after": ["knockback 3"]}, {"A": (9, 4)})
    perform(b)
    assert anchor(b) == expected
    assert kinds(b, "evasion_roll") == []
    assert recorder == [("knockback", 3, "A")]


def test_move_to_has_unlimited_speed() -> None:
    """BAT-PRIM-064: "Move to the centre" is not limited by Speed 5."""
    b = make(
        {"move": "move_to centre", "no_attack": True, "targeting": ("no_target",)},
        {},
        prim=(0, 0, "S"),
    )
    b.battle.titans = [kit.titan("A", 9, 11)]
    b.battle.titans[0].titan_class = "warden"
    asked = perform(b, ["route-0"])
    assert [d.kind for d in asked] == ["battle.route"]  # equally short routes [BAT-PRIM-057]
    r, c = anchor(b)
    cells = {(r + dr, c + dc) for dr in (0, 1) for dc in (0, 1)}
    assert cells & {(4, 5), (4, 6), (5, 5), (5, 6)}
    assert ev(b, "primordial_move")[0].data["cells"].__len__() > 5


@pytest.mark.parametrize(
    ("types", "facing"),
    [
        pytest.param(("melee",), "W", id="BAT-PRIM-067 turns toward the Target before attacking"),
        pytest.param(("zone",), "S", id="BAT-PRIM-068 no turn for a Zone Attack"),
    ],
)
def test_turning_before_the_attack(types: tuple[str, ...], facing: str) -> None:
    b = make(
        {"move": "none", "types": types, "zone": 1 if "zone" in types else 0},
        {"A": (1, 3)},
        d10=[8, 8],
    )
    perform(b)
    assert b.battle.primordial.facing == facing


# ----------------------------------------------------------------------------- Evasion Roll
@pytest.mark.parametrize(
    ("dice", "setup", "hits"),
    [
        pytest.param([6, 5], {}, 1, id="BAT-PRIM-087 a die at the difficulty evades"),
        pytest.param(
            [5, 5], {"token": 1}, 0, id="BAT-PRIM-086 the Evasion bonus is added to each die"
        ),
        pytest.param([1, 9], {"token": 9}, 1, id="GEN-015 a natural 1 always hits"),
        pytest.param(
            [10, 10], {"precision": 6}, 0, id="GEN-015 BAT-MISC-050 a natural 10 always evades"
        ),
        pytest.param(
            [9, 9], {"precision": 4}, 2, id="BAT-MISC-050 Precision tokens raise the difficulty"
        ),
    ],
)
def test_evasion_roll(dice: list[int], setup: dict[str, int], hits: int) -> None:
    """BAT-PRIM-084 BAT-PRIM-087 GEN-015: the Primordial hits unless each die evades."""
    b = make({"hit": ["rage 1"]}, {"A": (3, 4)}, d10=dice)
    if "token" in setup:
        b.battle.titan("A").tokens["evasion"] = setup["token"]
    if "precision" in setup:
        b.battle.primordial.tokens["precision"] = setup["precision"]
    perform(b)
    assert ev(b, "evasion_result")[0].data["hits"] == hits
    record = b.battle.last_dice[0]
    assert (record.kind, record.titan, record.dice) == ("evasion", "A", dice)


@pytest.mark.parametrize(
    ("dice", "crit"),
    [
        pytest.param([10, 3], True, id="BAT-PRIM-085 BAT-PRIM-091 the first die is the Crit die"),
        pytest.param([3, 10], False, id="BAT-TITAN-039 a 10 on another die is no Crit Evade"),
    ],
)
def test_crit_evade_reads_only_the_crit_die(dice: list[int], crit: bool) -> None:
    b = make({}, {"A": (3, 4)}, d10=dice)
    perform(b)
    assert bool(ev(b, "crit_evade")) is crit


@pytest.mark.parametrize(
    ("setup", "count"),
    [
        pytest.param({}, 2, id="BAT-PRIM-084 the card's dice"),
        pytest.param({"level_bonus": 1}, 3, id="BAT-PRIM-011 level Evasion dice bonus"),
        pytest.param({"dice_token": -5}, 1, id="BAT-MISC-052 never below one die"),
        pytest.param({"fate": 3}, 3, id="BAT-PRIM-123 banner Fate 3+: +1 Evasion die"),
        pytest.param({"fate": 2}, 2, id="BAT-PRIM-123 banner not met"),
    ],
)
def test_number_of_evasion_dice(setup: dict[str, int], count: int) -> None:
    from atoterm.content.battle_schema import Banner, Effect

    levels = [
        PrimordialLevel(n, 6, 5, 10, evasion_dice_bonus=setup.get("level_bonus", 0))
        for n in (1, 2, 3, 4)
    ]
    banner = Banner("fate", 3, Effect("evasion_die", 1, "", "evasion_die 1"))
    b = make(
        {"banners": (banner,)},
        {"A": (3, 4)},
        d10=[8] * 5,
        pack={"levels": levels},
        triskelion={"A": (0, setup.get("fate", 0), 0)},
    )
    if "dice_token" in setup:
        b.battle.primordial.tokens["evasion_dice"] = setup["dice_token"]
    perform(b)
    assert len(ev(b, "evasion_roll")[0].data["dice"]) == count


def test_reroll_options_free_then_fate() -> None:
    """GEN-018 GEN-019 GEN-021 BAT-PRIM-086: one decision lists every set of hit dice; free
    re-rolls first, then +1 Fate per die; ``explain`` says what each die needs."""
    b = make(
        {"doomed": False},
        {"A": (3, 4)},
        gear={"A": ["shield"]},
        gear_cards=(SHIELD,),
        d10=[2, 3, 7, 8],
    )
    asked = perform(b, ["reroll-1-2"])
    decision = asked[0]
    assert decision.kind == "battle.reroll"
    assert [o.id for o in decision.options] == ["keep", "reroll-1", "reroll-2", "reroll-1-2"]
    both = decision.options[3]
    assert both.explain == (
        "re-roll die 1 (Crit) (2), die 2 (3): each evades on a natural 6+; 1 free, +1 Fate"
    )
    assert decision.options[1].explain.endswith("1 free")
    assert b.argonaut(b.battle.titan("A")).fate == 1
    assert ev(b, "evasion_result")[0].data["hits"] == 0
    assert len(asked) == 1  # each die is re-rolled at most once [GEN-018]


@pytest.mark.parametrize("fate", [0, 8, 9])
def test_reroll_options_unworded_in_a_simulation(fate: int) -> None:
    """A simulation (``b.explaining`` off) gets the same options, only without their words."""
    asked = []
    for explaining in (True, False):
        b = make(
            {"doomed": False},
            {"A": (3, 4)},
            gear={"A": ["shield"]},
            gear_cards=(SHIELD,),
            d10=[2, 3, 7, 8],
            triskelion={"A": (0, fate, 0)},
        )
        b.explaining = explaining
        asked.append(perform(b, ["keep"])[0].options)
    worded, bare = asked
    assert [(o.id, o.disabled, o.value) for o in bare] == [
        (o.id, o.disabled, o.value) for o in worded
    ]
    assert all(o.label and o.explain for o in worded)
    assert all(not o.label and not o.explain for o in bare[1:])


@pytest.mark.parametrize(
    ("fate", "doomed", "disabled"),
    [
        pytest.param(
            9, False, "Fate 9 + 1 would exceed 9 [GEN-025]", id="GEN-025 Fate never above 9"
        ),
        pytest.param(0, True, "Doomed Attack: no Fate re-rolls [KEY-016]", id="KEY-016 Doomed"),
    ],
)
def test_fate_rerolls_that_cannot_be_paid_are_disabled(
    fate: int, doomed: bool, disabled: str
) -> None:
    b = make(
        {"doomed": doomed},
        {"A": (3, 4)},
        gear={"A": ["shield"]},
        gear_cards=(SHIELD,),
        d10=[2, 3],
        triskelion={"A": (0, fate, 0)},
    )
    asked = perform(b, ["keep"])
    options = {o.id: o for o in asked[0].options}
    assert options["reroll-1"].disabled == ""  # the free re-roll
    assert options["reroll-1-2"].disabled == disabled


def test_no_reroll_decision_without_any_reroll_source() -> None:
    """KEY-016 GEN-022: a Doomed Attack and no free re-roll: nothing to declare."""
    b = make({"doomed": True}, {"A": (3, 4)}, d10=[2, 3])
    assert perform(b) == []


@pytest.mark.parametrize(
    ("gear_id", "card", "hits"),
    [
        pytest.param("buckler", BUCKLER, 1, id="BAT-PRIM-088 Block 1 on a shield"),
        pytest.param("ward", WARD, 1, id="KEY-005 Block 1 keyword on support Gear"),
    ],
)
def test_block_ignores_hits(gear_id: str, card: Any, hits: int) -> None:
    b = make({}, {"A": (3, 4)}, gear={"A": [gear_id]}, gear_cards=(card,), d10=[2, 3])
    perform(b)
    assert ev(b, "evasion_result")[0].data["hits"] == hits
    assert kinds(b, "block") == ["block"]


def test_one_defensive_weapon_per_attack() -> None:
    """BAT-PRIM-090: with two defensive weapons the player picks one; only its numbers count."""
    b = make(
        {}, {"A": (3, 4)}, gear={"A": ["buckler", "tower"]}, gear_cards=(BUCKLER, TOWER), d10=[3, 3]
    )
    asked = perform(b, ["weapon-1"])
    assert asked[0].kind == "battle.defence"
    assert [o.id for o in asked[0].options] == ["weapon-0", "weapon-1", "none"]
    assert ev(b, "evasion_result")[0].data["hits"] == 0  # 3 + 3 (tower only) >= 6, no Block


def test_full_evade_skips_the_effects_but_not_the_after_attack(recorder: list) -> None:
    """BAT-PRIM-089 BAT-PRIM-124: no hit → no Attack effects; After Attack still resolves."""
    b = make({"hit": ["rage 1"], "after": ["fate 1"]}, {"A": (3, 4)}, d10=[8, 9])
    perform(b)
    assert recorder == [("fate", 1, "A")]


@pytest.mark.parametrize(
    ("reroll", "times"),
    [
        pytest.param(7, 1, id="BAT-TITAN-040 Crit Evade Fail resolves even when re-rolled"),
        pytest.param(1, 2, id="BAT-TITAN-040 and again when the re-roll is another 1"),
    ],
)
def test_crit_evade_fail(reroll: int, times: int, recorder: list) -> None:
    b = make(
        {"crit_evade_fail": ["rage 1"]},
        {"A": (3, 4)},
        gear={"A": ["shield"]},
        gear_cards=(SHIELD,),
        d10=[1, 8, reroll],
    )
    perform(b, ["reroll-1"])
    assert recorder.count(("rage", 1, "A")) == times
    assert len(ev(b, "crit_evade_fail")) == times


# ----------------------------------------------------------------------------- consequences
@pytest.mark.parametrize(
    ("faces", "danger", "drawn"),
    [
        pytest.param(
            [1, 4], 0, False, id="BAT-PRIM-097 Potentials cancel the Danger: no Trauma Draw"
        ),
        pytest.param([0, 2], 2, True, id="BAT-PRIM-096 no Potential: Danger and a Trauma Draw"),
        pytest.param([1, 0], 1, True, id="BAT-PRIM-097 one Potential takes one Danger off"),
    ],
)
def test_armor_roll(faces: list[int], danger: int, drawn: bool) -> None:
    """BAT-PRIM-096 BAT-PRIM-097 BAT-PRIM-098 BAT-PRIM-099 GEN-023: Armor dice count
    Potentials; never re-rolled with Fate (no decision is asked)."""
    b = make(
        {"hit": ["danger_per_hit 1"]},
        {"A": (3, 4)},
        gear={"A": ["plate"]},
        gear_cards=(PLATE,),
        d10=[2, 3],
        power=faces,
    )
    asked = perform(b)
    assert asked == []
    assert b.argonaut(b.battle.titan("A")).danger == danger
    assert bool(ev(b, "trauma_card")) is drawn
    armor = next(r for r in b.battle.last_dice if r.kind == "armor")
    assert armor.power == [f"red:{f}" for f in faces]


def test_reinforce_adds_armor_dice() -> None:
    """KEY-053: Reinforce 1 adds a red die to the Armor Roll."""
    b = make(
        {"hit": ["danger 3"]},
        {"A": (3, 4)},
        gear={"A": ["rplate"]},
        gear_cards=(RPLATE,),
        d10=[2, 8],
        power=[1, 1, 1],
    )
    perform(b)
    assert b.argonaut(b.battle.titan("A")).danger == 0
    assert ev(b, "armor_roll")[0].data["potentials"] == 3


@pytest.mark.parametrize(
    ("setup", "danger"),
    [
        pytest.param({}, 2, id="BAT-PRIM-093 danger_per_hit scales with hits"),
        pytest.param({"level": 1}, 3, id="BAT-PRIM-010 level Danger bonus once per Attack"),
        pytest.param({"token": 2}, 4, id="BAT-MISC-053 Danger tokens"),
        pytest.param({"escalation": 1}, 4, id="BAT-TITAN-075 escalation +1 Danger per hit"),
    ],
)
def test_danger_dealt(setup: dict[str, int], danger: int) -> None:
    levels = [
        PrimordialLevel(n, 6, 5, 10, danger_bonus=setup.get("level", 0)) for n in (1, 2, 3, 4)
    ]
    b = make({"hit": ["danger_per_hit 1"]}, {"A": (3, 4)}, d10=[2, 3], pack={"levels": levels})
    if "token" in setup:
        b.battle.primordial.tokens["danger"] = setup["token"]
    if "escalation" in setup:
        b.battle.primordial.bonuses["danger_per_hit"] = setup["escalation"]
    perform(b)
    assert ev(b, "danger_dealt")[0].data["amount"] == danger


def test_effects_in_printed_order_with_the_trauma_draw_right_after_danger() -> None:
    """BAT-PRIM-093 BAT-PRIM-094 BAT-PRIM-099 BAT-PRIM-104: fate, then Danger and its Trauma
    Draw at once, then the rest."""
    b = make({"hit": ["fate 1", "danger 1", "rage 1"]}, {"A": (3, 4)}, d10=[2, 8])
    perform(b)
    seq = [
        e.text if e.kind == "rec" else e.kind for e in b.events if e.kind in ("rec", "trauma_card")
    ]
    assert seq == ["fate 1 A", "trauma_card", "fate 1 A", "rage 1 A"]  # the Minor card gives Fate


def test_fate_effect_alone_draws_no_trauma() -> None:
    """BAT-PRIM-095: Fate dealt without Danger causes no Trauma Draw."""
    b = make({"hit": ["fate 2"]}, {"A": (3, 4)}, d10=[2, 8])
    perform(b)
    assert ev(b, "trauma_card") == []


# ----------------------------------------------------------------------------- Attack types
def test_range_attack_without_moving() -> None:
    """BAT-PRIM-069 BAT-PRIM-071: Range 3 attacks a Titan 3 spaces away."""
    b = make({"move": "none", "types": ("range",), "range": 3}, {"A": (5, 4)}, d10=[8, 8])
    perform(b)
    assert kinds(b, "evasion_roll") == ["evasion_roll"]


def test_melee_needs_adjacency() -> None:
    """BAT-PRIM-070: an Attack without a type is Melee."""
    b = make({"move": "none"}, {"A": (5, 4)}, d10=[8, 8])
    perform(b)
    assert kinds(b, "evasion_roll") == [] and kinds(b, "out_of_range") == ["out_of_range"]


@pytest.mark.parametrize(
    "card",
    [
        pytest.param({"types": ("simultaneous",), "targeting": ("adjacent",)}, id="BAT-PRIM-072"),
        pytest.param(
            {"types": ("zone",), "zone": 1, "targeting": ("zone",)}, id="BAT-PRIM-076 BAT-PRIM-119"
        ),
    ],
)
def test_separate_chain_break_spares_the_others(card: dict, recorder: list) -> None:
    """BAT-PRIM-072 BAT-PRIM-119 BAT-PRIM-068: each Target rolls; a Chain Break by one leaves
    the others' effects and After Attack; no turning against two Titans."""
    b = make(
        {
            **card,
            "move": "none",
            "hit": ["test_break A", "rage 1"],
            "after": ["fate 1"],
        },
        {"A": (3, 4), "B": (1, 3)},
        d10=[2, 3, 2, 3],
    )
    perform(b)
    assert [e.data["titan"] for e in ev(b, "evasion_roll")] == ["A", "B"]
    assert recorder == [("rage", 1, "B"), ("fate", 1, "B")]
    assert b.battle.primordial.facing == "S"


def test_sequential_chain_break_stops_the_sequence(recorder: list) -> None:
    """BAT-PRIM-073 BAT-PRIM-117: a Chain Break against the first Target cancels the rest."""
    b = make(
        {
            "types": ("sequential",),
            "targeting": ("titans:2 closest",),
            "move": "none",
            "hit": ["test_break", "rage 1"],
            "after": ["fate 1"],
        },
        {"A": (3, 4), "B": (1, 3)},
        d10=[2, 3, 2, 3],
    )
    perform(b)
    assert len(ev(b, "evasion_roll")) == 1
    assert recorder == []


def test_all_titans_in_path() -> None:
    """BAT-PRIM-074 BAT-PRIM-075: stops before a Titan in its path, attacks it, moves on
    without Crash, then attacks its Target."""
    b = make(
        {"types": ("sequential", "path"), "targeting": ("furthest",)},
        {"A": (7, 4), "B": (4, 4)},
        d10=[8] * 4,
    )
    perform(b)
    assert [e.data["titan"] for e in ev(b, "evasion_roll")] == ["B", "A"]
    titan = b.battle.titan("B")
    assert b.argonaut(titan).danger == 0 and titan.knockdown == ""
    assert anchor(b) == (5, 4)


def test_zone_attack_counts_diagonals_and_spares_the_rest() -> None:
    """BAT-PRIM-076 BAT-PRIM-078 BAT-PRIM-080 BAT-PRIM-081: Zone 1 hits the Target and every
    other Titan within 1 space diagonals included; each rolls separately."""
    b = make(
        {"types": ("zone",), "zone": 1, "move": "none"},
        {"A": (3, 4), "B": (3, 6), "C": (5, 4)},
        d10=[8] * 4,
    )
    perform(b)
    assert [e.data["titan"] for e in ev(b, "evasion_roll")] == ["A", "B"]


@pytest.mark.parametrize(
    ("facing", "hit"),
    [
        pytest.param("S", "A", id="BAT-PRIM-079 drawn zone in front when facing South"),
        pytest.param("N", "B", id="BAT-PRIM-079 the drawn zone turns with the Primordial"),
    ],
)
def test_drawn_zone_turns_with_the_facing(facing: str, hit: str) -> None:
    b = make(
        {
            "types": ("zone",),
            "zone_cells": ((-1, 0), (-1, 1)),
            "move": "none",
            "targeting": ("zone",),
        },
        {"A": (3, 4), "B": (0, 5)},
        prim=(1, 4, facing),
        d10=[8] * 2,
    )
    perform(b)
    assert [e.data["titan"] for e in ev(b, "evasion_roll")] == [hit]


def test_judgement_is_a_skill_test() -> None:
    """BAT-PRIM-082 BAT-MISC-074 GEN-022: d10 + Skill vs difficulty, Fate may re-roll, no Armor
    Roll; the Target picks one of two Skills."""
    b = make(
        {
            "types": ("judgement",),
            "judgement": ("courage", "will"),
            "move": "none",
            "doomed": False,
            "hit": ["danger 2"],
        },
        {"A": (6, 6)},
        gear={"A": ["plate"]},
        gear_cards=(PLATE,),
        d10=[3],
    )
    b.argonaut(b.battle.titan("A")).skills["courage"] = 2
    asked = perform(b, ["skill-courage", "keep"])
    assert [d.kind for d in asked] == ["battle.judgement_skill", "battle.reroll"]
    assert ev(b, "armor_roll") == []
    assert b.argonaut(b.battle.titan("A")).danger == 2
    assert b.battle.last_dice[0].kind == "judgement"


def test_doomed_judgement_offers_no_fate_reroll() -> None:
    """KEY-016: no Fate re-roll of a Doomed Judgement."""
    b = make(
        {"types": ("judgement",), "judgement": ("will",), "move": "none", "doomed": True},
        {"A": (6, 6)},
        d10=[3],
    )
    assert perform(b) == []


# ----------------------------------------------------------------------------- windows
def test_reactions_in_a_window_one_per_name() -> None:
    """BAT-PRIM-115 BAT-PRIM-116 BAT-TITAN-090 EX-031: Reflex and Advanced Reflex share a
    name: after one, the other is disabled in that window; the used one helps the roll."""
    cloak = kit.gear(
        "cloak",
        kind="support",
        slot="support",
        hands=0,
        abilities=(kit.ability("Reflex", "reaction", "evasion 2"),),
    )
    boots = kit.gear(
        "boots",
        kind="support",
        slot="support",
        hands=0,
        abilities=(
            kit.ability("Advanced Reflex", "reaction", "evasion 1"),
            kit.ability("Brace", "reaction", "evasion 1"),
        ),
    )
    b = make(
        {"windows": ("attack",)},
        {"A": (3, 4)},
        gear={"A": ["cloak", "boots"]},
        gear_cards=(cloak, boots),
        d10=[3, 3],
    )
    first = perform(b, ["use-gear0-reflex", "done"])
    assert [d.kind for d in first] == ["battle.ability", "battle.ability"]
    second = {o.label.split(" (")[0]: o for o in first[1].options}
    assert "one ability of that name" in second["Advanced Reflex"].disabled
    assert second["Brace"].disabled == ""
    roll = ev(b, "evasion_roll")[0].text
    assert "Evasion bonus +2" in roll  # Reflex only: 3 + 2 < 6
    assert ev(b, "evasion_result")[0].data["hits"] == 2


def test_out_of_reach_evade() -> None:
    """BAT-PRIM-092 EX-014: a Reaction takes the Target out of range: no Evasion Roll, no
    Attack effects, the After Attack still resolves."""
    dash = kit.gear(
        "dash",
        kind="support",
        slot="support",
        hands=0,
        abilities=(kit.ability("Dash", "reaction", "test_step_away"),),
    )
    b = make(
        {"windows": ("attack",), "hit": ["rage 1"], "after": ["fate 1"]},
        {"A": (3, 4)},
        gear={"A": ["dash"]},
        gear_cards=(dash,),
    )
    perform(b, ["use-gear0-dash"])
    assert kinds(b, "evasion_roll") == [] and kinds(b, "out_of_range") == ["out_of_range"]
    assert [e.text for e in ev(b, "rec")] == ["fate 1 A"]


# ----------------------------------------------------------------------------- Chain Break, After Attack
def test_chain_break_cancels_lingering_effects_and_after_attack(recorder: list) -> None:
    """BAT-PRIM-117: the Attack ends at once; its After Attack is cancelled."""
    b = make({"hit": ["test_break", "rage 1"], "after": ["fate 1"]}, {"A": (3, 4)}, d10=[2, 3])
    perform(b)
    assert recorder == []
    assert kinds(b, "chain_break")


def test_another_primordial_attack_chain_breaks(recorder: list) -> None:
    """BAT-PRIM-118 BAT-PRIM-013: a Signature performed during the Attack breaks it."""
    b = make({"hit": ["signature", "rage 1"], "after": ["fate 1"]}, {"A": (3, 4)}, d10=[2, 3, 8, 8])
    perform(b)
    assert [e.data["card"] for e in ev(b, "ai_card")] == ["strike", "signature"]
    assert ("rage", 1, "A") not in recorder and ("fate", 1, "A") not in recorder


def test_bonus_attack_through_harm_chain_breaks_and_the_death_stays(
    recorder: list, monkeypatch: pytest.MonkeyPatch
) -> None:
    """BAT-PRIM-118 BAT-MISC-022 EX-025: a Bonus Attack reached through harm (a Trauma card,
    an "about to die" ability: its context names no attack) still Chain Breaks the Primordial
    Attack, and the card's own effects after it (the death) still resolve."""

    def last_oath(b: Any, e: Any, ctx: Any) -> Any:
        card = EffectCtx(PRIMORDIAL, ctx.subject, origin="trauma")  # as harm resolves a card
        yield from resolve_effects(b, kit.fx("bonus_attack", "test_kill"), card)

    monkeypatch.setitem(OPS, "test_last_oath", last_oath)
    b = make(
        {"hit": ["test_last_oath", "rage 1"], "after": ["fate 1"]},
        {"A": (3, 4), "B": (9, 9)},
        d10=[2, 3, 1, 1],
    )
    perform(b, ["weapon-0", "done"])
    assert kinds(b, "declare_attack") == ["declare_attack"]
    assert not b.battle.titan("A").alive
    assert kinds(b, "chain_break")[:1] == ["chain_break"]
    assert recorder == []  # neither "rage 1" nor the After Attack


def test_about_to_die_bonus_attack_chain_breaks_but_the_titan_dies(recorder: list) -> None:
    """EX-025 BAT-MISC-022 BAT-PRIM-118: an Attack made "when you are about to die" during a
    Primordial Attack Chain Breaks it (no more effects, no After Attack), and the Titan still
    dies."""
    last_stand = kit.ability("Last Stand", "about_to_die", "bonus_attack", text="Bonus Attack.")
    b = make(
        {"hit": ["test_kill", "rage 1"], "after": ["fate 1"]},
        {"A": (3, 4), "B": (9, 9)},
        d10=[2, 3, 1, 1],
        pack={"titans": [kit.titan_class(abilities=(last_stand,))]},
    )
    asked = perform(b, ["use", "weapon-0", "done"])
    assert asked[0].kind == "battle.ability"
    assert kinds(b, "chain_break", "declare_attack", "titan_dies")[:3] == [
        "chain_break",
        "declare_attack",
        "titan_dies",
    ]
    assert not b.battle.titan("A").alive
    assert recorder == []


def test_mercy_rule_drops_effects_on_the_dead(recorder: list) -> None:
    """BAT-MISC-019: a Titan that dies during the Attack gets no more effects or After Attack."""
    b = make(
        {"hit": ["test_kill", "rage 1"], "after": ["fate 1"]},
        {"A": (3, 4), "B": (9, 9)},
        d10=[2, 3],
    )
    perform(b)
    assert not b.battle.titan("A").alive
    assert recorder == []


def test_after_attack_per_target_after_final_once(recorder: list) -> None:
    """BAT-PRIM-125 BAT-PRIM-126 BAT-PRIM-083: After Attack against each Target (the effects
    are aimed at the Target), After Final Attack once."""
    b = make(
        {
            "types": ("simultaneous",),
            "targeting": ("adjacent",),
            "move": "none",
            "after": ["fate 1"],
            "after_final": ["rage 1"],
        },
        {"A": (3, 4), "B": (1, 3)},
        d10=[8] * 4,
    )
    perform(b)
    assert recorder == [("fate", 1, "A"), ("fate", 1, "B"), ("rage", 1, "B")]


def test_the_target_stays_the_target() -> None:
    """BAT-PRIM-025 BAT-PRIM-125: another Titan now closer does not change the Target."""
    b = make({"after": ["fate 1"]}, {"A": (7, 4), "B": (9, 9)}, d10=[8, 8])
    perform(b)
    assert [e.text for e in ev(b, "rec")] == ["fate 1 A"]


# ----------------------------------------------------------------------------- cards, decks, round
def test_discard_and_reshuffle() -> None:
    """BAT-PRIM-019 BAT-PRIM-127 BAT-TITAN-043: the drawn card is discarded; an empty deck is
    formed again from the discard."""
    b = make({}, {"A": (3, 4)}, d10=[8, 8])
    b.battle.decks.ai = ["strike"]
    card = draw_ai(b)
    assert card == "strike" and b.battle.decks.current_ai == "strike"
    kit.drive(b, perform_ai_card(b, card))
    decks = b.battle.decks
    assert decks.current_ai == "" and decks.ai == ["strike"] and decks.ai_discard == []
    assert kinds(b, "ai_shuffle") == ["ai_shuffle"]


def test_signature_is_not_an_ai_card() -> None:
    """BAT-PRIM-013 BAT-PRIM-015: the Signature never enters the AI discard."""
    b = make({}, {"A": (3, 4)}, d10=[8, 8])
    kit.drive(b, perform_signature(b))
    assert "signature" not in b.battle.decks.ai_discard
    assert kinds(b, "evasion_roll") == ["evasion_roll"]


def test_no_target_discards_the_card_and_performs_the_routine() -> None:
    """BAT-PRIM-014 BAT-PRIM-022: no line resolves → discard, perform the Routine."""
    b = make({"targeting": ("adjacent",)}, {"A": (9, 9)})
    b.battle.decks.ai = ["strike"]
    kit.drive(b, perform_ai_card(b, draw_ai(b)))
    assert [e.data["card"] for e in ev(b, "ai_card")] == ["strike", "routine"]
    assert b.battle.decks.ai == ["strike"]  # discarded, then the empty deck re-formed


def test_primordial_round(recorder: list) -> None:
    """BAT-PRIM-016 BAT-PRIM-017 BAT-PRIM-019 BAT-PRIM-129 BAT-PRIM-130 BAT-MISC-080: the
    checkpoint first; Start of Round effects before the draw; End of Round effects; Argo
    Abilities unexhaust; per-Round usage resets; Primordial abilities have no usage limit."""
    trait = Trait(
        "frenzy",
        "Frenzy",
        "",
        (
            kit.ability("Howl", "start_of_primordial_round", "signature"),
            kit.ability("Roar", "end_of_primordial_round", "signature"),
        ),
    )
    levels = [PrimordialLevel(n, 6, 5, 10, traits=("frenzy",)) for n in (1, 2, 3, 4)]
    b = make({}, {"A": (3, 4)}, d10=[8] * 6, pack={"levels": levels, "traits": {"frenzy": trait}})
    b.battle.decks.ai = ["strike"]
    b.battle.argo_abilities = [ArgoAbilityState("aa", 1, exhausted=True)]
    b.battle.titan("A").gear[0].used.append("Swing")
    proc = primordial_round(b)
    first = next(proc)
    assert first == Checkpoint("primordial_round:3") and b.battle.round == 2
    kit.drive(b, proc)
    assert b.battle.round == 3
    order = [e.data.get("card") for e in ev(b, "ai_card")]
    assert order == ["signature", "strike", "signature"]
    assert kinds(b, "ai_draw", "round_end") == ["ai_draw", "round_end"]
    assert not b.battle.argo_abilities[0].exhausted
    assert b.battle.titan("A").gear[0].used == []


def test_a_titan_leaving_the_zone_is_still_attacked() -> None:
    """BAT-PRIM-077: the Zone's Titans are fixed when the Attack begins."""
    b = make(
        {
            "types": ("zone",),
            "zone": 1,
            "targeting": ("zone",),
            "move": "none",
            "hit": ["test_step_away B"],
        },
        {"A": (3, 4), "B": (1, 3)},
        d10=[2, 3, 8, 8],
    )
    perform(b)
    assert [e.data["titan"] for e in ev(b, "evasion_roll")] == ["A", "B"]
    assert (b.battle.titan("B").row, b.battle.titan("B").col) == (9, 11)


@pytest.mark.parametrize(
    ("effect", "facing"),
    [
        pytest.param("turn around", "N", id="BAT-PRIM-067 turn around"),
        pytest.param("turn left", "E", id="BAT-PRIM-067 turn left"),
        pytest.param("turn toward", "W", id="KEY-039 BAT-PRIM-067 turn toward the subject"),
    ],
)
def test_turn_op(effect: str, facing: str) -> None:
    """BAT-PRIM-068: a Zone Attack does not turn; the After Attack's "turn" does."""
    b = make(
        {"move": "none", "types": ("zone",), "zone": 1, "after": [effect]},
        {"A": (1, 3)},
        d10=[8, 8],
    )
    perform(b)
    assert b.battle.primordial.facing == facing


def test_red_lines_do_not_stop_the_primordial_being_adjacent() -> None:
    """CYC1-003 BAT-PRIM-051 BAT-PRIM-070: the Primordial ignores the Labyrinth while moving and
    attacking: a red line between it and its Target does not keep it from stopping adjacent
    and attacking (it never moves onto its Target)."""
    b = make({}, {"A": (7, 4)}, red_lines=[(6, 4, 7, 4)], d10=[8, 8])
    perform(b)
    assert anchor(b) == (5, 4)
    assert kinds(b, "evasion_roll") == ["evasion_roll"]


def test_abilities_during_the_roll_come_before_the_rerolls() -> None:
    """BAT-PRIM-086 GEN-019: an ability used during the Evasion Roll that grants a re-roll is
    there when the re-rolls are declared."""
    knot = kit.gear(
        "knot",
        kind="support",
        slot="support",
        hands=0,
        abilities=(kit.ability("Knot", "evasion", "evasion_reroll 1"),),
    )
    b = make({}, {"A": (3, 4)}, gear={"A": ["knot"]}, gear_cards=(knot,), d10=[2, 8, 9])
    asked = perform(b, ["use-0", "reroll-1"])
    assert [d.kind for d in asked] == ["battle.ability", "battle.reroll"]
    assert asked[1].options[1].explain.endswith("1 free")
    assert ev(b, "evasion_result")[0].data["hits"] == 0


def test_the_steps_of_an_ai_card_in_order() -> None:
    """BAT-PRIM-018: Draw → Targeting → Movement → Attack (Evasion Roll, consequences) → After
    Attack → discard."""
    b = make({"hit": ["rage 1"], "after": ["fate 1"]}, {"A": (7, 4)}, d10=[2, 8])
    b.battle.decks.ai = ["strike"]
    kit.drive(b, perform_ai_card(b, draw_ai(b)))
    seq = kinds(b, "ai_draw", "target", "primordial_move", "evasion_roll", "rec")
    assert seq == ["ai_draw", "target", "primordial_move", "evasion_roll", "rec", "rec"]
    assert [e.text for e in ev(b, "rec")] == ["rage 1 A", "fate 1 A"]
    assert b.battle.decks.current_ai == ""
