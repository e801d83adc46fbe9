"""Phase II keys of a Primordial file (docs/battle-content-format.md): Vantage Points, the
Adversary's Level 1 and Battle Track, ``retreat``; plus the shipped Kyanippe and Threnos.

Built on the tiny valid battle folder of ``test_battle_content``; each broken case edits the
Primordial file and names the anchor text of the line the problem must point at. Case ids cite
the rule a check embodies.
"""

from __future__ import annotations

import re
from dataclasses import replace
from pathlib import Path

import battle_kit as kit
import pytest
from test_battle_content import BATTLE, problems_of, write_battle

from atoterm.content import ContentPack, load_content
from atoterm.content.battle_schema import BATTLE_OPS, KEYWORDS, Effect, TrackBox, VantagePoint
from atoterm.engine.battle.abilities.effects import PRIMORDIAL, EffectCtx, resolve_effects
from atoterm.engine.battle.core.context import B
from atoterm.engine.battle.flow import setup, track
from atoterm.engine.battle.titans import vantage
from atoterm.engine.rng import Rng
from atoterm.engine.state import RulesOptions

P = "primordials/drake.toml"

VANTAGE = """
[[vantage_point]]
id = "crest"
name = "Crest"
climb = "cunning 6"
hold = "endurance 5"
fall = ["knockdown", "danger 1"]
text = "Up on the spines."

[[vantage_point]]
id = "tail"
name = "Tail Root"
climb = "courage 7"
locked = false
"""

ADVERSARY_HEAD = """\
[primordial]
id = "drake"
name = "Drake"
adversary = true
retreat = false
"""

TRACK = """
[[track]]
box = 1
name = "First Hunt"
text = "Nothing changes."

[[track]]
box = 2
name = "Second Hunt"
text = "It grows scales."
traits = ["scales"]
start = ["danger 1"]
"""


def drake(extra: str = "", adversary: bool = False) -> str:
    """The test Primordial plus ``extra`` text; as an Adversary it keeps only Level 1."""
    text = BATTLE[P] + extra
    if adversary:
        text = text.replace('[primordial]\nid = "drake"\nname = "Drake"\n', ADVERSARY_HEAD)
        for n in (2, 3, 4):
            start = text.index(f"[[level]]\nlevel = {n}\n")
            end = text.index("\n\n", start) + 2
            text = text[:start] + text[end:]
    return text


def load(tmp_path: Path, text: str) -> ContentPack:
    return load_content(write_battle(tmp_path, {P: text}))


# ------------------------------------------------------------------------------ loading
def test_vantage_points_load(tmp_path: Path) -> None:
    """[BAT-MISC-055] locked until created unless stated; [BAT-MISC-056] Climb test Skill;
    [BAT-MISC-057] Hold on test and fall effects from the Primordial Sheet."""
    battle = load(tmp_path, drake(VANTAGE)).battle
    assert battle is not None
    prim = battle.primordials["drake"]
    crest, tail = prim.vantage_points
    assert crest == VantagePoint(
        id="crest",
        name="Crest",
        climb_skill="cunning",
        climb_difficulty=6,
        hold_skill="endurance",
        hold_difficulty=5,
        fall=(Effect("knockdown", text="knockdown"), Effect("danger", 1, "", "danger 1")),
        locked=True,
        text="Up on the spines.",
    )
    assert (tail.hold_skill, tail.hold_difficulty, tail.locked) == ("", 0, False)
    assert not prim.adversary and prim.retreat and prim.track == ()


def test_primordial_without_vantage_points_cannot_be_climbed(tmp_path: Path) -> None:
    """[BAT-MISC-055] a Primordial with no VP description can never be climbed."""
    battle = load(tmp_path, drake()).battle
    assert battle is not None and battle.primordials["drake"].vantage_points == ()


def test_adversary_needs_only_level_one(tmp_path: Path) -> None:
    """[BAT-SETUP-027] an Adversary is Level 1 with a Battle Track; [BAT-SETUP-029] no higher
    levels needed; [BAT-MISC-030] its battles may forbid Retreat; [BAT-SETUP-028] track boxes."""
    battle = load(tmp_path, drake(TRACK, adversary=True)).battle
    assert battle is not None
    prim = battle.primordials["drake"]
    assert prim.adversary and not prim.retreat
    assert [lv.level for lv in prim.levels] == [1]
    assert prim.track == (
        TrackBox(1, "First Hunt", "Nothing changes."),
        TrackBox(
            2,
            "Second Hunt",
            "It grows scales.",
            ("scales",),
            (Effect("danger", 1, "", "danger 1"),),
        ),
    )


# ------------------------------------------------------------------------------ mistakes
ADV = "adversary"
# fmt: off
RAW_CASES: list[tuple[str, str, str, str, str, str]] = [
    # (id, extra or ADV, old text, new text, anchor of the problem's line, message regex)
    ("BAT-MISC-056 climb skill", VANTAGE, '"cunning 6"', '"cunnin 6"', "cunnin 6",
     r"^'climb' in \[\[vantage_point\]\] 'crest' must be '<skill> N' with a skill of courage, "),
    ("BAT-MISC-056 climb difficulty", VANTAGE, '"courage 7"', '"courage 11"', "courage 11",
     r"^'climb' in \[\[vantage_point\]\] 'tail' must be .* not 'courage 11'$"),
    ("BAT-MISC-056 climb needed", VANTAGE, 'climb = "courage 7"\n', "", "[[vantage_point]]@2",
     r"^missing key 'climb' in \[\[vantage_point\]\] 'tail'$"),
    ("BAT-MISC-057 hold on skill", VANTAGE, '"endurance 5"', '"endurance"', "endurance",
     r"^'hold' in \[\[vantage_point\]\] 'crest' must be '<skill> N'"),
    ("BAT-MISC-057 fall effects", VANTAGE, '"danger 1"]', '"dangr 1"]', "dangr",
     r"^unknown effect 'dangr' in 'dangr 1' \(did you mean 'danger'\?\)"),
    ("BAT-MISC-055 locked flag", VANTAGE, "locked = false", 'locked = "no"', 'locked = "no"',
     r"^'locked' in \[\[vantage_point\]\] 'tail' must be true or false, not 'no'$"),
    ("vantage-point-unknown-key", VANTAGE, 'text = "Up', 'txt = "Up', "txt =",
     r"^unknown key 'txt' in \[\[vantage_point\]\] 'crest' \(did you mean 'text'\?\)$"),
    ("vantage-point-duplicate-id", VANTAGE, 'id = "tail"', 'id = "crest"', 'id = "crest"@2',
     r"^duplicate \[\[vantage_point\]\] id 'crest'"),
    ("vantage-point-all-reserved", VANTAGE, 'id = "tail"', 'id = "all"', 'id = "all"',
     r"^vantage point id 'all' is reserved"),
    ("BAT-SETUP-028 track box order", ADV, "box = 2", "box = 3", "box = 3",
     r"^track box 3 is out of order: box 2 was expected$"),
    ("BAT-SETUP-027 track traits", ADV, 'traits = ["scales"]', 'traits = ["scale"]', '["scale"]',
     r"^track box 2: unknown trait 'scale'$"),
    ("BAT-SETUP-027 track start effects", ADV, 'start = ["danger 1"]', 'start = ["knockback"]',
     '["knockback"]', r"^effect 'knockback': 'knockback' takes a number"),
    ("track-unknown-key", ADV, 'text = "Nothing', 'txt = "Nothing', "txt =",
     r"^unknown key 'txt' in \[\[track\]\] box 1"),
    ("BAT-MISC-030 retreat flag", ADV, "retreat = false", "retreat = 0", "retreat = 0",
     r"^'retreat' in \[primordial\] 'drake' must be true or false, not 0$"),
]
# fmt: on


def _case_text(extra: str, old: str, new: str) -> str:
    text = drake(TRACK, adversary=True) if extra == ADV else drake(extra)
    assert old in text, old
    return text.replace(old, new, 1)


def _line(text: str, anchor: str) -> int:
    """Line of ``anchor`` (``anchor@k``: its k-th occurrence)."""
    anchor, _, k = anchor.partition("@")
    hits = [n for n, line in enumerate(text.splitlines(), start=1) if anchor in line]
    return hits[int(k or 1) - 1]


@pytest.mark.parametrize(
    ("extra", "old", "new", "anchor", "message"),
    [pytest.param(*case[1:], id=case[0]) for case in RAW_CASES],
)
def test_broken_phase2_keys(
    tmp_path: Path, extra: str, old: str, new: str, anchor: str, message: str
) -> None:
    text = _case_text(extra, old, new)
    problems = problems_of(write_battle(tmp_path, {P: text}))
    assert len(problems) == 1, "\n".join(map(str, problems))
    problem = problems[0]
    assert problem.file == f"battle/{P}"
    assert re.search(message, problem.message), str(problem)
    assert problem.line == _line(text, anchor), str(problem)


def test_adversary_needs_a_battle_track(tmp_path: Path) -> None:
    """[BAT-SETUP-027] Adversaries use a Battle Track instead of the Evolution Track."""
    problems = problems_of(write_battle(tmp_path, {P: drake(adversary=True)}))
    assert [str(p) for p in problems] == [
        f"battle/{P}:1: an Adversary needs a Battle Track: at least one [[track]] box"
    ]


def test_regular_primordial_still_needs_four_levels(tmp_path: Path) -> None:
    """[BAT-SETUP-027] a regular Primordial follows the Evolution Track, Levels 1 to 4."""
    text = drake(TRACK, adversary=True).replace("adversary = true\n", "")
    problems = problems_of(write_battle(tmp_path, {P: text}))
    assert [str(p) for p in problems] == [
        f"battle/{P}:1: [[level]] entries for levels 2, 3, 4 are missing"
    ]


def test_created_vantage_point_must_exist(tmp_path: Path) -> None:
    """[BAT-MISC-055] ``vantage_point X`` creates one of this Primordial's VPs (or ``all``)."""
    text = drake(VANTAGE).replace('wound = ["escalate 1"]', 'wound = ["vantage_point mane"]')
    problems = problems_of(write_battle(tmp_path, {P: text}))
    line = _line(text, "vantage_point mane")
    expected = f"battle/{P}:{line}: 'vantage_point mane': no [[vantage_point]] 'mane' here"
    assert expected in [str(p) for p in problems]
    if "vantage_point" in BATTLE_OPS:  # the op itself is known: this is the only problem
        assert len(problems) == 1, "\n".join(map(str, problems))


# ------------------------------------------------------------------------------ shipped content
def test_shipped_primordials(content: ContentPack) -> None:
    """[BAT-SETUP-021] decks I-III; [BAT-SETUP-027] Evolution Track vs Battle Track."""
    battle = content.battle
    assert battle is not None
    for prim in battle.primordials.values():
        levels = [lv.level for lv in prim.levels]
        assert levels == ([1] if prim.adversary else [1, 2, 3, 4]), prim.id
        assert prim.adversary == bool(prim.track), prim.id
    kyanippe = battle.primordials["kyanippe"]
    assert len(kyanippe.vantage_points) == 2
    assert any(vp.locked for vp in kyanippe.vantage_points)
    ai_ops = {e.op for c in kyanippe.ai for e in (*c.hit, *c.after, *c.after_final)}
    assert "labyrinth" in ai_ops
    assert any(c.move.op == "trample" or c.move.text == "trample" for c in kyanippe.ai)
    threnos = battle.primordials["threnos"]
    assert threnos.adversary and threnos.retreat  # the Cycle's way out (BAT-MISC-030)
    assert 3 <= len(threnos.track) <= 4
    assert any(e.op == "gain_despair" for c in threnos.ai for e in c.hit)


def test_phase2_gear_keywords_are_known() -> None:
    """[KEY] the keywords the new gear relies on exist in the vocabulary."""
    assert {"scale", "solace", "lifeline", "hide", "bypass", "elation"} <= set(KEYWORDS)


def only(content: ContentPack, pid: str) -> ContentPack:
    """The shipped pack with ``pid`` as its only Primordial (the kit battles the first one)."""
    bc = content.battle
    assert bc is not None
    return replace(content, battle=replace(bc, primordials={pid: bc.primordials[pid]}))


def test_every_locked_vantage_point_can_be_created(content: ContentPack) -> None:
    """[BAT-MISC-055] a locked VP opens only by an effect: some card of its Primordial has one."""
    battle = content.battle
    assert battle is not None
    for prim in battle.primordials.values():
        cards = (*prim.ai, prim.signature, prim.routine)
        effects = [e for c in cards for e in (*c.hit, *c.after, *c.after_final)]
        effects += [e for c in prim.bp for e in (*c.wound, *c.fail, *c.instinct, *c.critical)]
        created = {e.arg for e in effects if e.op == "vantage_point"}
        for vp in prim.vantage_points:
            assert not vp.locked or {vp.id, "all"} & created, (prim.id, vp.id)


def test_kyanippe_withers_open_on_a_wound(content: ContentPack) -> None:
    """[BAT-MISC-055] the Mane is open from the start; the Fused Withers Wound creates the
    Withers (the locked VP)."""
    b = kit.battle(only(content, "kyanippe"), primordial=(2, 7, "S"))
    prim = b.prim
    mane, withers = prim.vantage_points
    assert vantage.is_open(b, mane) and not vantage.is_open(b, withers)
    card = next(c for c in prim.bp if c.id == "fused-withers")
    ctx = EffectCtx(PRIMORDIAL, "A", origin="response")
    kit.drive(b, resolve_effects(b, card.wound, ctx))
    assert b.battle.primordial.vantage_open == ["withers"]
    assert vantage.is_open(b, withers)


@pytest.mark.parametrize("box", [1, 2, 3, 4])
def test_threnos_battle_track_boxes(content: ContentPack, box: int) -> None:
    """[BAT-SETUP-027] the Adversary is fought at Level 1 at a box of its Battle Track, whose
    traits join the Level's; [BAT-MISC-030] Retreat on the usual terms at every box."""
    state = setup.new_practice_state(
        content, 5, primordial_id="threnos", level=1, rules=RulesOptions(), track_box=box
    )
    b = B(state, content, Rng(state.seed, state.rng, forced=state.forced))
    assert b.battle.track_box == box and b.battle.retreat_allowed
    expected = list(b.prim.track[box - 1].traits)
    assert track.traits(b) == expected
    assert len(expected) == box - 1
