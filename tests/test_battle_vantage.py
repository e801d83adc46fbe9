"""Vantage Points [BAT-MISC-055..BAT-MISC-062, KEY-057, BAT-PRIM-030, BAT-PRIM-035,
BAT-PRIM-081, BAT-MISC-074].

The Beast (2x2) stands at B5 (rows 1-2, columns 4-5) facing South. Its VPs: ``crest`` (locked,
climb Courage 6+, hold Endurance 5+, fall: 1 Danger and Knockdown) and ``flank`` (open from
the start, climb Courage 4+, no Hold on test).
"""

from __future__ import annotations

import battle_kit as kit
import pytest

from atoterm.content.battle_schema import VantagePoint
from atoterm.engine.battle.abilities.effects import EffectCtx, resolve_effects
from atoterm.engine.battle.board.board import primordial_cells, titan_at, titans_at
from atoterm.engine.battle.board.paths import Route
from atoterm.engine.battle.core import invariants
from atoterm.engine.battle.core.hooks import run_hooks, turn_actions
from atoterm.engine.battle.harm import conditions
from atoterm.engine.battle.movement import primordial as primordial_forced
from atoterm.engine.battle.movement import titan as forced_move
from atoterm.engine.battle.primordial import move as primordial_move
from atoterm.engine.battle.primordial import reach, targeting
from atoterm.engine.battle.titans import vantage
from atoterm.engine.battle.titans import vantage_actions as va
from atoterm.engine.battle.titans.actions import destinations, walk
from atoterm.engine.battle.titans.weapons import weapon_problem

CREST = VantagePoint(
    "crest",
    "Crest",
    "courage",
    6,
    hold_skill="endurance",
    hold_difficulty=5,
    fall=kit.fx("danger 1", "knockdown"),
)
FLANK = VantagePoint("flank", "Flank", "courage", 4, locked=False)
FOOTPRINT = {(1, 4), (1, 5), (2, 4), (2, 5)}


def content(**kw):
    kw.setdefault("vantage_points", (CREST, FLANK))
    gears = kw.pop("gear_cards", ())
    return kit.pack(gear_cards=gears, **kw)


def board(*titans, vps=None, **kw):
    pack = content(**({} if vps is None else {"vantage_points": vps}), **kw)
    return kit.battle(pack, titans=list(titans) or [kit.titan("A", 3, 4)])


def ride(b, key, vp_id):
    """Put a Titan on a VP directly (the state a successful Climb leaves)."""
    t = b.battle.titan(key)
    if vp_id not in b.battle.primordial.vantage_open:
        b.battle.primordial.vantage_open.append(vp_id)
    vantage.place_on(b, t, vantage.point(b, vp_id))
    return t


def events(b, kind):
    return [e for e in b.events if e.kind == kind]


def climb_options(b, key):
    return {e.option.id: e.option for e in turn_actions(b, b.battle.titan(key))}


# ------------------------------------------------------------------ creating [BAT-MISC-055]
@pytest.mark.parametrize(
    "arg, expected",
    [("crest", ["crest"]), ("all", ["crest"]), ("flank", [])],
    ids=["BAT-MISC-055-one", "BAT-MISC-055-all", "BAT-MISC-055-open-from-start"],
)
def test_vantage_point_op_creates(arg, expected):
    b = board()
    kit.drive(b, resolve_effects(b, kit.fx(f"vantage_point {arg}"), EffectCtx(source="A")))
    assert b.battle.primordial.vantage_open == expected
    assert all(vantage.is_open(b, vp) for vp in vantage.points(b)) == (arg != "flank")


def test_primordial_without_vps_cannot_be_climbed():
    """BAT-MISC-055: no VP description, no VP by any means."""
    b = board(vps=())
    kit.drive(b, resolve_effects(b, kit.fx("vantage_point all"), EffectCtx(source="A")))
    assert events(b, "vantage_none") and not climb_options(b, "A")


# ------------------------------------------------------------------ climbing [BAT-MISC-056]
@pytest.mark.parametrize(
    "titan_at_, created, expected",
    [
        ((3, 4), False, {"climb-flank": ""}),
        ((3, 4), True, {"climb-crest": "", "climb-flank": ""}),
        ((5, 4), False, {"climb-flank": "not adjacent"}),
    ],
    ids=["BAT-MISC-056-locked-hidden", "BAT-MISC-056-created", "BAT-MISC-056-not-adjacent"],
)
def test_climb_menu(titan_at_, created, expected):
    b = board(kit.titan("A", *titan_at_))
    if created:
        b.battle.primordial.vantage_open.append("crest")
    opts = climb_options(b, "A")
    assert set(opts) == set(expected)
    for oid, why in expected.items():
        assert (why in opts[oid].disabled) if why else not opts[oid].disabled


@pytest.mark.parametrize(
    "courage, dice, answers, on_vp",
    [
        (0, [6], [], True),  # 6 + 0 >= 6 [BAT-MISC-056]
        (1, [5], [], True),  # Skill added [BAT-MISC-074]
        (0, [5], ["keep"], False),
        (0, [5, 9], ["reroll-1"], True),  # Fate re-roll [BAT-MISC-074]
        (9, [1], ["keep"], False),  # a natural 1 fails [GEN-015]
        (-9, [10], [], True),  # a natural 10 passes
    ],
    ids=[
        "BAT-MISC-056-pass",
        "BAT-MISC-074-skill",
        "BAT-MISC-056-fail",
        "BAT-MISC-074-fate-reroll",
        "BAT-MISC-074-natural-1",
        "BAT-MISC-074-natural-10",
    ],
)
def test_climb_test(courage, dice, answers, on_vp):
    b = board(kit.titan("A", 3, 4))
    b.battle.primordial.vantage_open.append("crest")
    b.argonaut(b.battle.titan("A")).skills["courage"] = courage
    kit.with_forced(b, "battle.d10", dice)
    climbed, _ = kit.drive(b, va.climb(b, b.battle.titan("A"), CREST), answers)
    t = b.battle.titan("A")
    assert climbed == on_vp and (t.vantage == "crest") == on_vp
    if on_vp:
        assert (t.row, t.col) in FOOTPRINT and titan_at(b, (t.row, t.col)) is None
    else:
        assert (t.row, t.col) == (3, 4)
    assert "climb" in t.free_used  # a free action, once per turn [BAT-TITAN-088]
    if not on_vp:
        assert "already tried" in climb_options(b, "A")["climb-crest"].disabled


def test_scale_climbs_without_a_test():
    """KEY-057: Scale succeeds automatically, no die rolled."""
    grapnel = kit.gear("grapnel", kind="armor", slot="armor", keywords=["scale"])
    b = board(kit.titan("A", 3, 4, "fists", "grapnel"), gear_cards=[grapnel])
    b.battle.primordial.vantage_open.append("crest")
    assert "Scale" in climb_options(b, "A")["climb-crest"].explain
    climbed, asked = kit.drive(b, va.climb(b, b.battle.titan("A"), CREST))
    assert climbed and not asked and events(b, "scale") and not events(b, "test")


def test_one_titan_per_vantage_point():
    """BAT-MISC-060: an occupied VP cannot be climbed."""
    b = board(kit.titan("A", 3, 4), kit.titan("B", 3, 5))
    ride(b, "A", "flank")
    assert "BAT-MISC-060" in climb_options(b, "B")["climb-flank"].disabled
    assert not climb_options(b, "A")  # already on a VP


# ------------------------------------------------------------------ holding on [BAT-MISC-057]
@pytest.mark.parametrize(
    "dice, answers, stays",
    [([5], [], True), ([2], ["keep", "cell-D5"], False)],
    ids=["BAT-MISC-057-hold", "BAT-MISC-057-fall"],
)
def test_hold_on_at_end_of_primordial_round(dice, answers, stays):
    b = board(kit.titan("A", 3, 4), kit.titan("B", 5, 5))
    t = ride(b, "A", "crest")
    ride(b, "B", "flank")  # no Hold on test on the Flank
    kit.with_forced(b, "battle.d10", dice)
    kit.drive(b, run_hooks(b, "end_of_primordial_round"), answers)
    assert (t.vantage == "crest") == stays and b.battle.titan("B").vantage == "flank"
    if not stays:  # placed where the players chose, then the fall effects
        assert (t.row, t.col) == (3, 4) and t.knockdown == "falling"
        assert b.argonaut(t).danger == 1 and events(b, "vantage_fall")
    assert len(events(b, "test")) == 1


# ------------------------------------------------------------------ moving off [BAT-MISC-058]
def test_move_off_a_vantage_point_as_if_adjacent():
    """BAT-MISC-058: every free space next to the Primordial is one step from the VP."""
    b = board(kit.titan("A", 3, 4), kit.titan("B", 0, 4))
    t = ride(b, "A", "crest")
    reach_ = destinations(b, t, 2)
    ring = {(0, 5), (1, 3), (2, 3), (1, 6), (2, 6), (3, 4), (3, 5)}  # (0, 4) holds B
    assert {c for c, n in reach_.items() if n == 1} == ring
    assert reach_[(4, 4)] == 2 and reach_[(0, 3)] == 2 and (5, 4) not in reach_
    kit.drive(b, walk(b, t, (4, 4), 2))
    assert t.vantage == "" and (t.row, t.col) == (4, 4) and events(b, "vantage_leave")


# ------------------------------------------------------------------ displaced first [BAT-MISC-059]
def test_knockdown_on_a_vantage_point_displaces_first():
    """BAT-MISC-059: down next to the Primordial (the players choose), then knocked down."""
    b = board(kit.titan("A", 3, 4))
    t = ride(b, "A", "crest")
    fell, asked = kit.drive(b, conditions.knockdown(b, t), ["cell-B4"])
    assert fell and t.knockdown == "falling" and t.vantage == "" and (t.row, t.col) == (1, 3)
    assert asked[0].kind == "battle.displace" and asked[0].context["rule"] == "BAT-MISC-059"


def test_knockback_on_a_vantage_point_displaces_then_knocks_back():
    """BAT-MISC-059: involuntary movement starts from a space next to the Primordial."""
    b = board(kit.titan("A", 3, 4))
    t = ride(b, "A", "crest")
    kit.drive(b, forced_move.knockback(b, t, 2, primordial_cells(b)), ["cell-D5"])
    assert t.vantage == "" and (t.row, t.col) == (5, 4)  # down to D5, then 2 South


def test_only_free_space_is_explained():
    """The engine's own choice of a landing space says why (emit_why)."""
    b = board(kit.titan("A", 3, 4))
    t = ride(b, "A", "crest")
    cliffs = [[r, c] for r, c in vantage.ring(b) if (r, c) != (0, 4)]
    b.battle.terrain.append(kit.TerrainPiece(99, "cliff", cliffs))
    kit.drive(b, forced_move.displace(b, t))
    down = events(b, "vantage_down")
    assert (t.row, t.col) == (0, 4) and down and down[0].data["why"]["rule"] == "BAT-MISC-059"


# ------------------------------------------------------------------ adjacency and range
def test_asymmetric_adjacency_and_range():
    """BAT-MISC-061, BAT-MISC-062."""
    b = board(kit.titan("A", 3, 4), kit.titan("B", 3, 5), kit.titan("C", 6, 9))
    a = ride(b, "A", "crest")
    bb, c = b.battle.titan("B"), b.battle.titan("C")
    assert vantage.adjacent(b, a, bb) and not vantage.adjacent(b, bb, a)
    assert not vantage.adjacent(b, a, c)
    assert vantage.titan_distance(b, a, bb) == 1 == vantage.titan_distance(b, bb, a)
    # from the nearest Primordial space (C5..) to G10: 4 rows + 4 columns
    assert vantage.titan_distance(b, a, c) == 8 == vantage.distance(b, a, [(6, 9)])
    assert reach.adjacent(b, a) and reach.distance(b, a) == 1


def test_primordial_never_sees_nor_zones_a_vantage_point():
    """BAT-PRIM-035, BAT-PRIM-081, BAT-PRIM-030."""
    zone = kit.ai("sweep", types=("zone",), zone=3, targeting=("zone",))
    melee = kit.ai("bite", targeting=("closest",))
    b = board(kit.titan("A", 3, 4))
    a = ride(b, "A", "crest")
    assert not reach.sees(b, a)
    assert not reach.in_attack_range(b, zone, a) and reach.in_attack_range(b, melee, a)
    assert a not in reach.titans_in(b, reach.zone_area(b, zone))
    assert reach.in_area(b, a, "vantage") and reach.in_area(b, a, "crest")
    assert not reach.in_area(b, a, "blindspot") and not reach.in_area(b, a, "front")


@pytest.mark.parametrize(
    "line, chosen",
    [("in:vantage", "A"), ("not_in:vantage", "B"), ("in_sight", "B"), ("closest", "A")],
    ids=["BAT-PRIM-030-in", "BAT-PRIM-030-not-in", "BAT-PRIM-035", "BAT-MISC-061-closest"],
)
def test_targeting_lines(line, chosen):
    card = kit.ai("probe", targeting=(line,))
    b = board(kit.titan("A", 3, 4), kit.titan("B", 5, 4))
    ride(b, "A", "crest")
    result, _ = kit.drive(b, targeting.find_target(b, card))
    assert result.targets == [chosen]


def test_titan_attacks_from_a_vantage_point():
    """BAT-MISC-061: adjacent and at range 1, with LoS."""
    ranged = kit.gear("sling", ranged=(2, 4))
    b = board(kit.titan("A", 3, 4, "fists", "sling"), gear_cards=[ranged])
    a = ride(b, "A", "crest")
    assert weapon_problem(b, a, 0) == ""
    assert "space(s) away" in weapon_problem(b, a, 1)


# ------------------------------------------------------------------ the Primordial carries riders
def test_primordial_moves_with_its_rider():
    """BAT-MISC-061: the rider stays on the Primordial as it moves; no Crash on it."""
    b = board(kit.titan("A", 3, 4), kit.titan("B", 3, 5))
    a = ride(b, "A", "crest")
    offset = (a.row - 1, a.col - 4)
    route = Route((1, 4), 2, ((1, 3), (1, 2)), "straight")
    kit.drive(b, primordial_move.walk(b, route))
    assert (a.row, a.col) == (1 + offset[0], 2 + offset[1]) and a.vantage == "crest"
    assert not events(b, "crash") and a in b.battle.living()
    assert not invariants._spaces(b.state, b.content)


def test_primordial_targeting_a_rider_does_not_move():
    """BAT-MISC-061: a rider is adjacent, so a Melee Attack on it needs no move."""
    melee = kit.ai("bite", targeting=("closest",))
    b = board(kit.titan("A", 3, 4))
    a = ride(b, "A", "crest")
    kit.drive(b, primordial_move.move_toward(b, melee, a, 5))
    assert (b.battle.primordial.row, b.battle.primordial.col) == (1, 4)
    assert titans_at(b, primordial_cells(b)) == []


def test_invariants_one_titan_per_vp():
    """BAT-MISC-060 as an invariant."""
    b = board(kit.titan("A", 3, 4), kit.titan("B", 3, 5))
    ride(b, "A", "crest")
    assert invariants._spaces(b.state, b.content) == []
    b.battle.titan("B").vantage = "crest"
    b.battle.titan("B").row, b.battle.titan("B").col = 2, 5
    assert any("share crest" in p for p in invariants._spaces(b.state, b.content))


@pytest.mark.parametrize("how", ["push", "pull"], ids=["BAT-MISC-061-push", "BAT-MISC-061-pull"])
def test_a_rider_cannot_push_or_pull_the_primordial(how):
    """A Titan on a VP has no side to push or pull the Primordial from (atoterm's reading)."""
    b = board(kit.titan("A", 3, 4))
    a = ride(b, "A", "crest")
    proc = (
        primordial_forced.primordial_pushed(b, 2, pusher=a)
        if how == "push"
        else primordial_forced.primordial_pulled(b, a, 2)
    )
    kit.drive(b, proc)
    assert (b.battle.primordial.row, b.battle.primordial.col) == (1, 4)
    assert a.vantage == "crest" and not invariants._spaces(b.state, b.content)
