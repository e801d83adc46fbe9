"""Effects, keywords, costs, abilities, targeting lines and attacks of the battle content.

The grammar ``op [arg] [N]`` and the op shapes are :data:`BATTLE_OPS` / :data:`KEYWORDS` of the
battle schema [BAT-MISC-097]; costs are the closed list of [BAT-MISC-076]. Names that point at
other content (gear, conditions, terrain) are collected as :class:`Ref` for the cross checks.
"""

from __future__ import annotations

import re

from atoterm.content.battle_reader import REQUIRED, Node, suggest
from atoterm.content.battle_schema import (
    ATTACK_TYPES,
    BATTLE_OPS,
    KEYWORDS,
    SKILLS,
    TARGET_TERMS,
    TIERS,
    TIMINGS,
    WHEN_CONDITIONS,
    Ability,
    AttackSpec,
    Banner,
    Effect,
    TargetLine,
)
from atoterm.content.battle_vocab import OTHERS_OPS
from atoterm.content.lazy_record import frozen_record
from atoterm.content.op_aliases import fold_battle_tokens
from atoterm.content.reader import TomlFile
from atoterm.safe_text import whole_number

DECKS: tuple[str, ...] = ("minor", "major", "grave", "obol", "moiros", "kratos")
COST_OPS: dict[str, str] = {
    # the only costs an ability may ask for [BAT-MISC-076]
    "exhaust": "",
    "discard": "",
    "charge": "N",
    "fate": "N",
    "danger": "N",
    "combat_action": "",
    "movement_action": "",
    "complicated_action": "",
}
TOKEN_KINDS = ("precision", "evasion", "speed", "to_hit", "at", "evasion_dice", "danger")
ARG_CHOICES: dict[str, tuple[str, ...]] = {
    "draw": DECKS,
    "token": TOKEN_KINDS,
    "lasting_token": TOKEN_KINDS,
    "fatigue": ("movement", "combat"),
    "knockback_dir": ("N", "E", "S", "W", "any"),
    "move_to": ("rear", "edge", "centre", "target"),
    "turn": ("toward", "around", "left", "right"),
    "suppress": ("ai", "bp"),
    "reinforce": TIERS,
    "power_die": TIERS,
    "others": OTHERS_OPS,
}
REF_OPS = {
    "gain_gear": "gear",
    "condition": "condition",
    "discard_condition": "condition",
    "place_terrain": "terrain",
}
GATE_STATS = ("danger", "fate", "rage")
TARGET_STATS = ("fate", "danger", "rage", "speed", "ambrosia")
TARGET_WITH = ("knockdown", "condition", "ambrosia")
WINDOWS = ("move", "attack", "after")
MAX_EFFECT_NUMBER = 20
_NUMBER = re.compile(r"^[+-]?[0-9]{1,9}$")
_SHAPES = {
    "": "no argument",
    "N": "a number",
    "A": "a word",
    "AN": "a word and a number",
    "A?N?": "an optional word and number",
}


@frozen_record
class Ref:
    """A name that must exist elsewhere: ``kind`` is gear/condition/terrain (named in an
    effect) or resource (a Body Part card's loot)."""

    kind: str
    name: str
    f: TomlFile
    line: int
    text: str


def parse_words(text: str, vocab: dict[str, str], what: str) -> tuple[Effect | None, str]:
    """``op [arg] [N]`` against ``vocab``: the :class:`Effect`, or ``None`` and the reason."""
    tokens = text.split()
    if not tokens:
        return None, f"empty {what}"
    if vocab is BATTLE_OPS:
        tokens = fold_battle_tokens(tokens)  # an alias names its canonical op
    op, args = tokens[0], tokens[1:]
    shape = vocab.get(op)
    if shape is None:
        hint = " (use the gear field 'reach')" if op == "reach" else suggest(op, vocab)
        return None, f"unknown {what} {op!r} in {text!r}{hint}"
    numbers = [bool(_NUMBER.match(a)) for a in args]
    if shape == "":
        ok, arg, value = not args, "", 0
    elif shape == "N":
        ok, arg, value = numbers == [True], "", int(args[0]) if numbers == [True] else 0
    elif shape == "A":
        ok, arg, value = len(args) == 1, args[0] if args else "", 0
    elif shape == "AN":
        ok = len(args) == 2 and numbers[1]
        arg, value = (args[0], int(args[1])) if ok else ("", 0)
    else:  # "A?N?"
        ok = len(args) <= 2 and (len(args) < 2 or numbers[1])
        arg = args[0] if args and not (len(args) == 1 and numbers[0]) else ""
        value = int(args[-1]) if ok and args and numbers[-1] else 0
    if not ok:
        return None, f"{what} {text!r}: {op!r} takes {_SHAPES.get(shape, shape)}"
    if abs(value) > MAX_EFFECT_NUMBER:
        return (
            None,
            f"{what} {text!r}: {value} is outside -{MAX_EFFECT_NUMBER}..{MAX_EFFECT_NUMBER}",
        )
    choices = ARG_CHOICES.get(op) if vocab is BATTLE_OPS else None
    if choices and arg not in choices:
        return None, f"{what} {text!r}: {arg!r} is not one of {', '.join(choices)}" + suggest(
            arg, choices
        )
    return Effect(op, value, arg, text), ""


class Parser:
    """Parses the shared vocabulary out of nodes and remembers cross references."""

    def __init__(self) -> None:
        self.refs: list[Ref] = []

    def one(
        self, node: Node, text: str, line: int, vocab: dict[str, str], what: str
    ) -> Effect | None:
        effect, error = parse_words(text, vocab, what)
        if effect is None:
            node.f.problem(line, f"{error} ({node.label})")
            return None
        if vocab is BATTLE_OPS and effect.op in REF_OPS:
            self.refs.append(Ref(REF_OPS[effect.op], effect.arg, node.f, line, text))
        return effect

    def effects(
        self, node: Node, key: str, vocab: dict[str, str] = BATTLE_OPS
    ) -> tuple[Effect, ...]:
        what = {id(KEYWORDS): "keyword", id(COST_OPS): "cost"}.get(id(vocab), "effect")
        found = (self.one(node, text, line, vocab, what) for text, line in node.strings(key))
        return tuple(e for e in found if e is not None)

    def keywords(self, node: Node) -> tuple[Effect, ...]:
        return self.effects(node, "keywords", KEYWORDS)

    def effect_or_keyword(self, node: Node, text: str, line: int) -> Effect | None:
        """Kratos Table options mix effects and keywords [BAT-MISC-085]."""
        if text.split()[:1] and text.split()[0] in KEYWORDS and text.split()[0] not in BATTLE_OPS:
            return self.one(node, text, line, KEYWORDS, "keyword")
        return self.one(node, text, line, BATTLE_OPS, "effect")

    # -- abilities --------------------------------------------------------------------------
    def abilities(self, node: Node, key: str = "abilities") -> tuple[Ability, ...]:
        result = []
        for item in node.tables(key, "ability"):
            name = item.text("name", nonempty=True)
            if name:
                item.label = f"ability {name!r} of {node.label}"
            item.check_keys(
                (
                    "name",
                    "timing",
                    "cost",
                    "gate",
                    "effects",
                    "optional",
                    "text",
                    "when",
                    "immediately",
                )
            )
            timing = item.text("timing", choices=TIMINGS)
            cost = self.effects(item, "cost", COST_OPS)
            result.append(
                Ability(
                    name=name,
                    timing=timing,
                    effects=self.effects(item, "effects"),
                    cost=cost,
                    gate=self.gate(item),
                    optional=item.flag("optional", True),
                    text=item.text("text", ""),
                    when=item.text("when", "", choices=("", *WHEN_CONDITIONS)),
                    immediately=item.flag("immediately", False),
                )
            )
        return tuple(result)

    def gate(self, node: Node) -> tuple[str, int] | None:
        """``gate = "danger 5"``: only while Danger is 5+ [BAT-TITAN-107]."""
        if not node.has("gate"):
            return None
        text = node.text("gate", "")
        if not text:
            return None  # an empty gate is no gate
        words = text.split()
        ok = len(words) == 2 and words[0] in GATE_STATS and whole_number(words[1]) is not None
        if ok and 1 <= int(words[1]) <= 9:
            return (words[0], int(words[1]))
        node.problem(
            f"gate {text!r} in {node.label} must be '<{'|'.join(GATE_STATS)}> N' with N 1..9",
            "gate",
        )
        return None

    # -- AI cards ---------------------------------------------------------------------------
    def targeting(self, node: Node) -> tuple[TargetLine, ...]:
        """Targeting lines, each a list of ``term`` / ``term:arg`` [BAT-PRIM-026..034]."""
        result = []
        for text, line in node.strings("targeting", default=REQUIRED):
            terms = []
            for word in text.split():
                name, _, arg = word.partition(":")
                shape = TARGET_TERMS.get(name)
                error = ""
                if shape is None:
                    error = f"unknown targeting term {name!r}{suggest(name, TARGET_TERMS)}"
                elif shape == "" and arg:
                    error = f"targeting term {name!r} takes no argument"
                elif shape == "A" and not arg:
                    error = f"targeting term {name!r} needs a word ({name}:X)"
                elif shape == "N" and not arg.isdigit():
                    error = f"targeting term {name!r} needs a number ({name}:N)"
                elif name in ("least", "most") and arg not in TARGET_STATS:
                    error = f"{word!r}: {arg!r} is not one of {', '.join(TARGET_STATS)}"
                elif name == "with" and arg not in TARGET_WITH:
                    self.refs.append(Ref("condition", arg, node.f, line, text))
                if error:
                    node.f.problem(line, f"{error} in {text!r} ({node.label})")
                else:
                    terms.append((name, arg))
            if not terms and text.strip() == "":
                node.f.problem(line, f"empty targeting line ({node.label})")
            result.append(TargetLine(tuple(terms), text))
        return tuple(result)

    def move(self, node: Node) -> Effect:
        """``normal`` / ``none`` / ``move N`` / ``move_to X`` / ``trample`` [BAT-PRIM-035,
        CYC1-021]."""
        text = node.text("move")
        words = text.split()
        if words == ["normal"]:
            return Effect("move_normal", text=text)
        if words == ["none"]:
            return Effect("none", text=text)
        if words == ["trample"]:
            return Effect("trample", text=text)
        if words[:1] in (["move"], ["move_to"]):
            effect = self.one(node, text, node.key_line("move"), BATTLE_OPS, "move")
            if effect is not None:
                return effect
        elif text:
            node.problem(
                f"move {text!r} in {node.label} must be normal, none, trample, 'move N' or "
                "'move_to X'",
                "move",
            )
        return Effect("move_normal", text=text)

    def attack(self, node: Node) -> AttackSpec | None:
        item = node.child("attack", "attack")
        if item is None:
            return None
        item.check_keys(
            ("types", "evasion_dice", "difficulty", "range", "zone", "zone_cells", "judgement",
             "doomed")
        )  # fmt: skip
        types = item.words("types", ATTACK_TYPES, default=REQUIRED)
        if not types and item.has("types"):
            item.problem(f"'types' in {item.label} must name at least one attack type", "types")
        spec = AttackSpec(
            types=types,
            evasion_dice=item.number("evasion_dice", 0, 10),
            difficulty=item.number("difficulty", 1, 10),
            range=item.number("range", 0, 20, default=0),
            zone=item.number("zone", 0, 20, default=0),
            zone_cells=item.cells("zone_cells"),
            judgement=item.words("judgement", SKILLS),
            doomed=item.flag("doomed"),
        )
        if "range" in types and spec.range <= 0:
            item.problem(f"a range attack needs 'range' > 0 ({item.label})", "range")
        if "zone" in types and not spec.zone and not spec.zone_cells:
            item.problem(f"a zone attack needs 'zone' or 'zone_cells' ({item.label})", "types")
        if "judgement" in types and not spec.judgement:
            item.problem(f"a judgement attack needs 'judgement' skills ({item.label})", "types")
        return spec

    def banners(self, node: Node) -> tuple[Banner, ...]:
        """Trigger banners: "Fate 3+: +1 Evasion die" [BAT-PRIM-123]."""
        result = []
        for item in node.tables("banners", "banner"):
            item.check_keys(("stat", "min", "effect"))
            stat = item.text("stat", nonempty=True)
            minimum = item.number("min", 0, 20)
            effect = self.one(
                item, item.text("effect"), item.key_line("effect"), BATTLE_OPS, "effect"
            )
            if effect is not None:
                result.append(Banner(stat, minimum, effect))
        return tuple(result)
