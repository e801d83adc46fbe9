"""Battle content (`content/battle/`, docs/battle-content-format.md): loading and its problems.

A tiny valid battle folder is written by :func:`write_battle`; each broken case edits one file and
names the anchor text of the line the problem must point at, so every case asserts the exact
``file:line: message``. Case ids cite the rule a check embodies.
"""

from __future__ import annotations

import re
from dataclasses import dataclass
from pathlib import Path

import pytest

from atoterm.content import ContentError, ContentPack, Problem, load_content
from atoterm.content.battle_schema import AiCard, Effect, TargetLine

ROOT = Path(__file__).resolve().parent.parent / "content"
PACK_FILES = ("pack.toml", "factions.toml", "timeline.toml", "map.toml")

FACES = {
    "red": [(0, 0), (0, 1), (1, 0), (1, 0), (1, 1), (2, 0)],
    "black": [(0, 1), (1, 0), (1, 1), (1, 1), (2, 0), (2, 1)],
    "white": [(1, 0), (1, 1), (2, 0), (2, 1), (2, 1), (3, 0)],
}


def _dice() -> str:
    out = []
    for tier, faces in FACES.items():
        rows = "".join(f"  {{ power = {a}, potential = {b} }},\n" for a, b in faces)
        out.append(
            f'[[tier]]\nid = "{tier}"\nname = "{tier.title()}"\nsupply = 5\nfaces = [\n{rows}]\n'
        )
    return "\n".join(out)


CONDITIONS = """\
[[condition]]
id = "knockdown"
name = "Knockdown"
kind = "other"
text = "Lie down."
back_text = "Stand up."

[[condition]]
id = "bleeding"
name = "Bleeding"
kind = "body"
abilities = [
  { name = "Bleed", timing = "end_of_turn", effects = ["danger 1"], optional = false },
]
"""

TERRAIN = """\
[[terrain]]
id = "basalt-column"
name = "Basalt Column"
traits = ["obstacle", "destructible"]

[[terrain]]
id = "thicket"
name = "Thicket"
traits = ["cover"]
copies = 2
"""

GEAR = """\
[[gear]]
id = "fists"
name = "Fists"
kind = "fists"
slot = "hand"
hands = 1
attack_dice = 2
power = 1

[[gear]]
id = "spear"
name = "Spear"
kind = "weapon"
slot = "hand"
hands = 2
attack_dice = 3
precision = 1
power = 2
power_tier = "black"
reach = 2
keywords = ["opening 1"]
abilities = [
  { name = "Spur", timing = "second_window", cost = ["exhaust"], effects = ["opening 1"] },
  { name = "Grip", timing = "passive", gate = "danger 5", effects = ["precision 1"] },
]

[[gear]]
id = "buckler"
name = "Buckler"
kind = "shield"
slot = "hand"
hands = 1
block = 1

[[gear]]
id = "hide"
name = "Hide"
kind = "armor"
slot = "armor"
armor_dice = 2

[[gear]]
id = "charm"
name = "Charm"
kind = "support"
slot = "support"
charges = 2
abilities = [
  { name = "Mend", timing = "free", cost = ["charge 1"], effects = ["lose_danger 1"] },
]

[[gear]]
id = "ring"
name = "Ring"
kind = "attachment"
slot = "attachment"
"""

ARGO = """\
[[argo_ability]]
id = "bulwark"
name = "Bulwark"
charges = 2
timing = "free"
effects = ["block 1"]
"""

TITANS = """\
[[titan]]
id = "warden"
name = "Warden"
origin = "gaia"
role = "guardian"
power_die = "red"
speed = 5
trauma_table = [[0, 2, "minor"], [3, 5, "major"], [6, 8, "grave"], [9, 9, "obol"]]
kratos = { "1" = [["opening 1"]], "4" = [["pushback 1"], ["power_reroll 1"]] }

[[titan]]
id = "seer"
name = "Seer"
origin = "argo"
power_die = "black"
speed = 4
trauma_table = [[0, 3, "minor"], [4, 6, "major"], [7, 8, "grave"], [9, 9, "obol"]]
kratos = { "2" = [["power_die red"]] }
slots = { hand = 3 }
"""


def _cards() -> str:
    out = [
        '[[card]]\nid = "minor-1"\nname = "Graze"\ndeck = "minor"\ndirection = "N"\neffects = ["fate 1"]\n'
    ]
    for i, n in enumerate((1, 1, 2, 2, 3, 3, 4, 4, 5, 5, 6, 6, 7, 7, 8)):
        out.append(
            f'[[card]]\nid = "major-{i}"\nname = "Wound {i}"\ndeck = "major"\nnumber = {n}\neffects = ["rage 1"]\n'
        )
    out.append(
        '[[card]]\nid = "grave-1"\nname = "Gore"\ndeck = "grave"\neffects = ["condition bleeding"]\n'
    )
    out.append('[[card]]\nid = "obol-live"\nname = "You Live"\ndeck = "obol"\neffects = ["live"]\n')
    out.append('[[card]]\nid = "obol-die"\nname = "You Die"\ndeck = "obol"\neffects = ["die"]\n')
    for m in (14, 18, 21):
        out.append(
            f'[[card]]\nid = "massive-{m}"\nname = "Massive {m}"\ndeck = "obol"\nmassive = {m}\neffects = ["die"]\n'
        )
    out.append(
        '[[card]]\nid = "moiros-1"\nname = "Thread"\ndeck = "moiros"\neffects = ["lose_fate 1"]\n'
    )
    out.append('[[card]]\nid = "kratos-1"\nname = "Fury"\ndeck = "kratos"\neffects = ["rage 1"]\n')
    return "\n".join(out)


DEFAULTS = """\
[defaults]
titans = ["warden", "warden", "seer", "warden"]
loadouts = [
  ["spear", "hide", "charm"],
  ["buckler", "fists", "ring"],
  ["spear", "buckler"],
  ["fists"],
]
argo_abilities = ["bulwark"]
aa_limit = 2
"""

PRIMORDIAL_HEAD = """\
[primordial]
id = "drake"
name = "Drake"
size = 2
unavoidable_knockback = 1
blindspots = [[2, 0], [2, 1]]
weakspots = [[1, 1]]
core = "drake-core"

[[trait]]
id = "scales"
name = "Scales"
text = "Hard to hurt."

[[trait]]
id = "young"
name = "Young"
text = "Clumsy."

[diagram]
width = 10
height = 8
start = [3, 4]
facing = "S"
titan_starts = [[0, 0], [0, 9], [7, 0], [7, 9]]
terrain = [
  { terrain = "basalt-column", cells = [[2, 2], [5, 7]] },
]
red_lines = [[1, 1, 1, 2]]

[signature]
id = "drake-roar"
name = "Roar"
targeting = ["titans:2 closest"]
move = "none"
hit = ["danger 1"]

[routine]
id = "drake-prowl"
name = "Prowl"
targeting = ["no_target"]
move = "move_to rear"

[[ai]]
id = "coil-lash"
name = "Coil Lash"
level = 1
targeting = ["closest in_front", "most:rage in_range"]
move = "normal"
attack = { types = ["melee"], evasion_dice = 2, difficulty = 6 }
hit = ["knockback 2", "condition bleeding"]
windows = ["attack"]
banners = [{ stat = "fate", min = 3, effect = "evasion_die 1" }]

[[bp]]
id = "scaled-hide"
name = "Scaled Hide"
level = 1
at = 7
resources = { chitin = 1 }
wound = ["escalate 1"]
"""


def _primordial() -> str:
    levels = []
    for n in (1, 2, 3, 4):
        traits = '["scales", "young"]' if n == 1 else "[]"
        removes = '\nremoves = ["young"]' if n == 3 else ""
        levels.append(
            f"[[level]]\nlevel = {n}\nto_hit = {4 + n}\nspeed = 5\nwounds = 10\ntraits = {traits}{removes}\n"
        )
    cards = []
    for level, count in ((1, 6), (2, 6), (3, 5)):
        for k in range(count):
            cards.append(
                f'[[ai]]\nid = "ai-{level}-{k}"\nname = "Strike"\nlevel = {level}\n'
                f'targeting = ["closest"]\nmove = "move 3"\n'
                f'attack = {{ types = ["range"], evasion_dice = 1, difficulty = 5, range = 4 }}\n'
            )
    for level, count in ((1, 5), (2, 5), (3, 4)):
        for k in range(count):
            cards.append(f'[[bp]]\nid = "bp-{level}-{k}"\nname = "Limb"\nlevel = {level}\nat = 6\n')
    return "\n".join([PRIMORDIAL_HEAD, *levels, *cards])


BATTLE = {
    "dice.toml": _dice(),
    "conditions.toml": CONDITIONS,
    "terrain.toml": TERRAIN,
    "gear.toml": GEAR,
    "argo_abilities.toml": ARGO,
    "titans.toml": TITANS,
    "cards.toml": _cards(),
    "defaults.toml": DEFAULTS,
    "primordials/drake.toml": _primordial(),
}


def write_battle(folder: Path, edits: dict[str, str | None] | None = None) -> Path:
    """A minimal valid pack with a ``battle/`` folder (``edits`` replace or delete files)."""
    folder.mkdir(parents=True, exist_ok=True)
    for name in PACK_FILES:
        text = (ROOT / name).read_text(encoding="utf-8")
        # the Cycle map symbol is declared in campaign.toml, which this pack does not have
        text = text.replace(', "waymark"', "").replace('"waymark"', "")
        (folder / name).write_text(text, encoding="utf-8")
    files = dict(BATTLE)
    files.update(edits or {})
    for name, text in files.items():
        if text is not None:
            path = folder / "battle" / name
            path.parent.mkdir(parents=True, exist_ok=True)
            path.write_text(text, encoding="utf-8")
    return folder


def problems_of(folder: Path) -> list[Problem]:
    with pytest.raises(ContentError) as info:
        load_content(folder)
    return info.value.problems


# ------------------------------------------------------------------------------ loading
def test_minimal_battle_folder_loads(tmp_path: Path) -> None:
    pack = load_content(write_battle(tmp_path))
    battle = pack.battle
    assert battle is not None
    assert list(battle.dice) == ["red", "black", "white"]
    assert all(len(t.faces) == 6 for t in battle.dice.values())
    assert list(battle.gear)[:2] == ["fists", "spear"]
    spear = battle.gear["spear"]
    assert spear.hands == 2 and spear.power_tier == "black" and spear.reach == 2
    assert spear.keyword("opening") == Effect("opening", 1, "", "opening 1")
    spur, grip = spear.abilities
    assert spur.cost == (Effect("exhaust", text="exhaust"),) and spur.optional
    assert grip.gate == ("danger", 5)
    assert not battle.conditions["bleeding"].abilities[0].optional
    warden = battle.titans["warden"]
    assert [b.severity for b in warden.trauma_table] == ["minor", "major", "grave", "obol"]
    assert [lv.level for lv in warden.kratos] == [1, 4]
    assert len(warden.kratos[1].options) == 2
    assert battle.titans["seer"].slots == {"hand": 3}
    assert next(iter(battle.cards)) == "minor-1"
    assert battle.deck("obol") == ["obol-live", "obol-die"]
    assert [battle.cards[c].number for c in battle.deck("major")][-1] == 8
    drake = battle.primordials["drake"]
    assert drake.level(3).removes == ("young",)
    assert drake.routine.move == Effect("move_to", 0, "rear", "move_to rear")
    assert drake.signature.move == Effect("none", text="none")
    lash = drake.ai[0]
    assert lash.targeting[1] == TargetLine(
        (("most", "rage"), ("in_range", "")), "most:rage in_range"
    )
    assert lash.attack is not None and lash.attack.types == ("melee",)
    assert lash.banners[0].effect == Effect("evasion_die", 1, "", "evasion_die 1")
    assert drake.ai[1].move == Effect("move", 3, "", "move 3")
    assert drake.bp[0].resources == (("chitin", 1),)
    assert drake.diagram.titan_starts[1] == (0, 9)
    assert drake.diagram.red_lines == (((1, 1), (1, 2)),)
    assert isinstance(battle.card_by_id("coil-lash"), AiCard)
    assert battle.defaults.titans == ("warden", "warden", "seer", "warden")


def test_pack_without_battle_folder_still_loads(content: ContentPack, tmp_path: Path) -> None:
    folder = write_battle(tmp_path)
    for path in sorted((folder / "battle").rglob("*"), reverse=True):
        path.unlink() if path.is_file() else path.rmdir()
    (folder / "battle").rmdir()
    assert load_content(folder).battle is None


def test_all_problems_are_collected(tmp_path: Path) -> None:
    gear = GEAR.replace('kind = "armor"', 'kind = "armour"').replace(
        "attack_dice = 3", "attack_dice = 11"
    )
    problems = problems_of(write_battle(tmp_path, {"gear.toml": gear}))
    assert [p.message for p in problems] == [
        "'attack_dice' in [[gear]] 'spear' must be 0..10, not 11",
        "'kind' in [[gear]] 'hide' must be one of weapon, shield, fists, armor, support, "
        "attachment, not 'armour' (did you mean 'armor'?)",
    ]


# ------------------------------------------------------------------------------ mistakes
@dataclass(frozen=True)
class Broken:
    file: str
    old: str
    new: str
    anchor: str
    """Text on the line the problem must name ("" for line 1)."""
    message: str
    """A regular expression the single problem's message must match."""
    occurrence: int = 1

    def text(self) -> str:
        base = BATTLE[self.file]
        assert self.old in base, self.old
        return base.replace(self.old, self.new, 1)

    def line(self, text: str) -> int:
        if not self.anchor:
            return 1
        hits = [n for n, line in enumerate(text.splitlines(), start=1) if self.anchor in line]
        return hits[self.occurrence - 1]


P = "primordials/drake.toml"
OBOL = 18
"""The first obol card is the 18th [[card]] of cards.toml."""

# fmt: off
RAW_CASES: list[tuple[str, str, str, str, str, str] | tuple[str, str, str, str, str, str, int]] = [
    # (id, file, old text, new text, anchor of the problem's line, message regex[, occurrence])
    ("unknown-key-suggestion", P, "attack = {", "atack = {", "atack",
     r"^unknown key 'atack' in \[\[ai\]\] 'coil-lash' \(did you mean 'attack'\?\)$"),
    ("BAT-MISC-097 bad effect op", P, '"knockback 2"', '"knockbak 2"', "knockbak",
     r"^unknown effect 'knockbak' in 'knockbak 2' \(did you mean 'knockback'\?\)"),
    ("bad-effect-arity", P, '"knockback 2"', '"knockback"', '"knockback"',
     r"^effect 'knockback': 'knockback' takes a number"),
    ("reach-is-not-a-keyword", "gear.toml", '["opening 1"]', '["reach 2"]', "reach 2",
     r"unknown keyword 'reach'.*use the gear field 'reach'"),
    ("BAT-MISC-076 cost ops", "gear.toml", '["exhaust"]', '["knockdown"]', "Spur",
     r"^unknown cost 'knockdown'"),
    ("BAT-TITAN-107 gate", "gear.toml", '"danger 5"', '"danger"', "Grip",
     r"^gate 'danger' in ability 'Grip'"),
    ("BAT-PRIM-026 bad targeting term", P, '"closest in_front"', '"closet in_front"', "closet",
     r"^unknown targeting term 'closet' \(did you mean 'closest'\?\)"),
    ("targeting-term-argument", P, '"titans:2 closest"', '"titans closest"', "titans closest",
     r"^targeting term 'titans' needs a number"),
    ("missing-condition", P, '"condition bleeding"', '"condition bleding"', "bleding",
     r"^'condition bleding': unknown condition 'bleding' \(did you mean 'bleeding'\?\)$"),
    ("missing-gear", P, '["escalate 1"]', '["gain_gear claw"]', "gain_gear claw",
     r"unknown gear 'claw'"),
    ("draw-deck", P, 'hit = ["danger 1"]', 'hit = ["draw bones"]', "draw bones",
     r"'bones' is not one of minor, major, grave, obol, moiros, kratos"),
    ("BAT-SETUP-023 diagram terrain", P, '"basalt-column"', '"basalt"', "basalt",
     r"^unknown terrain 'basalt'"),
    ("GEN-006 ignore is passive only", P, 'text = "Hard to hurt."\n',
     'text = "Hard to hurt."\nabilities = [{ name = "Deaf", timing = "bp_drawn", '
     'effects = ["ignore pull"] }]\n', "Deaf", r"^'ignore' works only in a passive ability$"),
    ("GEN-008 instead names an op", P, 'text = "Hard to hurt."\n',
     'text = "Hard to hurt."\nabilities = [{ name = "Glassy", timing = "passive", '
     'effects = ["instead knockbak 3"] }]\n', "Glassy", r"^instead 'knockbak': not an effect op$"),
    ("GEN-007 disable a known rule", P, 'text = "Hard to hurt."\n',
     'text = "Hard to hurt."\nabilities = [{ name = "Glare", timing = "bp_drawn", '
     'effects = ["disable walls"] }]\n', "Glare", r"^disable 'walls': rules that can be"),
    ("BAT-SETUP-030 level traits", P, '["scales", "young"]', '["scales", "young", "yung"]',
     "yung", r"^level 1: unknown trait 'yung'$"),
    ("ADV-045 major trauma numbers", "cards.toml", "number = 8", "number = 7", "[[card]]",
     r"^major trauma numbers must be 1,1,2,2,3,3,4,4,5,5,6,6,7,7,8 \(found", 2),
    ("BAT-PRIM-112 massive danger cards", "cards.toml", "massive = 18", "massive = 14",
     "[[card]]", r"exactly one Massive Danger card each for 14, 18 and 21 \(found 14, 14, 21\)",
     OBOL),
    ("BAT-PRIM-112 obol live", "cards.toml", '["live"]', '["fate 1"]', "[[card]]",
     r"standard card with the effect 'live'", OBOL),
    ("GEN-027 minor direction", "cards.toml", '"N"', '"up"', "direction",
     r"^'direction' in \[\[card\]\] 'minor-1' must be one of N, E, S, W, any, not 'up'$"),
    ("BAT-PRIM-100 trauma table gap", "titans.toml", "[3, 5, ", "[4, 5, ", "trauma_table",
     r"^trauma table of \[\[titan\]\] 'warden' leaves danger 3 uncovered$"),
    ("BAT-PRIM-100 trauma table overlap", "titans.toml", "[3, 5, ", "[2, 5, ", "trauma_table",
     r"covers danger 2 twice"),
    ("BAT-MISC-085 kratos options", "titans.toml", '[["pushback 1"], ["power_reroll 1"]]',
     '[["pushback 1"], ["a"], ["b"]]', "kratos", r"kratos level 4 .* needs 1 or 2 options"),
    ("BAT-SETUP-023 titan start on obstacle", P, "[7, 9]]", "[5, 7]]", "titan_starts",
     r"^titan start \[5, 7\] is on an obstacle$"),
    ("BAT-SETUP-005 titan start under primordial", P, "[7, 9]]", "[4, 5]]", "titan_starts",
     r"^titan start \[4, 5\] is under the Primordial$"),
    ("primordial-footprint-on-board", P, "start = [3, 4]", "start = [7, 4]", "start =",
     r"footprint at \[7, 4\] leaves the board"),
    ("BAT-SETUP-006 red line adjacency", P, "[[1, 1, 1, 2]]", "[[1, 1, 2, 2]]", "red_lines",
     r"^red line \[1, 1, 2, 2\] must join two orthogonally adjacent cells$"),
    ("BAT-SETUP-015 loadout slots", "defaults.toml", '["fists"]', '["fists", "spear"]',
     '["fists", "spear"]', r"^loadout 4 \(warden\) needs 3 hands, the Titan has 2$"),
    ("BAT-SETUP-017 one copy of a support", "defaults.toml", '"hide", "charm"]',
     '"charm", "charm"]', "charm", r"two copies of the support gear 'charm'"),
    ("BAT-SETUP-012 argo-bred class", "defaults.toml", '"seer", "warden"]', '"seer", "seer"]',
     '"seer", "seer"', r"two Titans of the Argo-bred class 'seer'"),
    ("GEN-017 dice faces", "dice.toml", "  { power = 2, potential = 0 },\n", "", "faces",
     r"^a dice tier has exactly 6 faces, not 5"),
    ("knockdown-back-text", "conditions.toml", 'back_text = "Stand up."\n', "", "[[condition]]",
     r"^condition 'knockdown' with a 'back_text' is needed$"),
    ("BAT-SETUP-026 fists", "gear.toml", 'kind = "fists"', 'kind = "weapon"', "",
     r"gear 'fists' of kind 'fists' is needed"),
    ("BAT-SETUP-021 AI deck sizes", P, 'ai-3-4"\nname = "Strike"\nlevel = 3',
     'ai-3-4"\nname = "Strike"\nlevel = 2', "[[ai]]", r"^AI level 3: 4 cards, at least 5"),
    ("difficulty-range", P, "difficulty = 6", "difficulty = 11", "difficulty = 11",
     r"^'difficulty' in attack of \[\[ai\]\] 'coil-lash' must be 1..10, not 11$"),
    ("range-attack-needs-range", P, "range = 4 }", "range = 0 }", "range = 0",
     r"a range attack needs 'range' > 0"),
    ("missing-key", P, 'name = "Coil Lash"\n', "", "[[ai]]",
     r"^missing key 'name' in \[\[ai\]\] 'coil-lash'$"),
    ("duplicate-id", P, 'id = "ai-1-0"', 'id = "coil-lash"', 'id = "coil-lash"',
     r"^duplicate \[\[ai\]\] id 'coil-lash' \(first at line \d+\)$", 2),
    ("wrong-type", "gear.toml", "hands = 2", 'hands = "two"', "two",
     r"^'hands' in \[\[gear\]\] 'spear' must be a whole number, not 'two'$"),
    ("terrain-trait", "terrain.toml", '"cover"', '"covre"', "covre",
     r"'covre' is not one of .* \(did you mean 'cover'\?\)$"),
    ("unknown-sub-table", "gear.toml", 'slot = "attachment"\n',
     'slot = "attachment"\n\n[gear.x]\ny = 1\n', "[gear.x]",
     r"^unknown key 'x' in \[\[gear\]\] 'ring'$"),
    ("toml-syntax-error", "titans.toml", "speed = 4", "speed = = 4", "speed = = 4",
     r"^TOML syntax error"),
]
# fmt: on
CASES = [pytest.param(Broken(*case[1:]), id=case[0]) for case in RAW_CASES]


@pytest.mark.parametrize("case", CASES)
def test_broken_battle_content(tmp_path: Path, case: Broken) -> None:
    text = case.text()
    problems = problems_of(write_battle(tmp_path, {case.file: text}))
    assert len(problems) == 1, "\n".join(map(str, problems))
    problem = problems[0]
    assert problem.file == f"battle/{case.file}"
    assert re.search(case.message, problem.message), str(problem)
    assert problem.line == case.line(text), str(problem)


def test_missing_file_is_reported(tmp_path: Path) -> None:
    problems = problems_of(write_battle(tmp_path, {"terrain.toml": None}))
    assert str(problems[0]) == "battle/terrain.toml:1: file is missing"


def test_shipped_battle_content_loads(content: ContentPack) -> None:
    """The real `content/battle/` passes every check (`atoterm content check`)."""
    assert content.battle is not None
    assert content.battle.primordials and content.battle.gear[content.battle.fists].kind == "fists"
