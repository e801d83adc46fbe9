"""Phase II parts of a Primordial file: Vantage Points and the Battle Track.

``[[vantage_point]]`` entries give the Climb and Hold on tests and the fall effects
[BAT-MISC-055..BAT-MISC-057]; ``[[track]]`` boxes are an Adversary's Battle Track
[BAT-SETUP-027, BAT-SETUP-028]. Problems are ``file:line: message`` like the rest of the loader.
"""

from __future__ import annotations

from atoterm.content.battle_parse import Parser
from atoterm.content.battle_reader import REQUIRED, BattleFile, Node
from atoterm.content.battle_schema import SKILLS, TrackBox, Trait, VantagePoint
from atoterm.safe_text import whole_number

VANTAGE_KEYS = ("id", "name", "climb", "hold", "fall", "locked", "text")
TRACK_KEYS = ("box", "name", "text", "traits", "start")


def read_vantage_points(f: BattleFile, parser: Parser) -> tuple[VantagePoint, ...]:
    """The ``[[vantage_point]]`` entries: Climb and Hold on tests, fall effects [BAT-MISC-055..057].

    A VP is locked until an effect creates it unless ``locked = false`` [BAT-MISC-055].
    """
    result = []
    seen: dict[str, Node] = {}
    for node in f.entries("vantage_point"):
        vid = node.ident("[[vantage_point]]", seen)
        node.check_keys(VANTAGE_KEYS)
        if vid == "all":
            node.problem("vantage point id 'all' is reserved (vantage_point all)", "id")
        climb = _skill_test(node, "climb", REQUIRED)
        hold = _skill_test(node, "hold", "")
        result.append(
            VantagePoint(
                id=vid,
                name=node.name(),
                climb_skill=climb[0],
                climb_difficulty=climb[1],
                hold_skill=hold[0],
                hold_difficulty=hold[1],
                fall=parser.effects(node, "fall"),
                locked=node.flag("locked", True),
                text=node.text("text", ""),
            )
        )
    return tuple(result)


def _skill_test(node: Node, key: str, default: object) -> tuple[str, int]:
    """``"cunning 6"``: a Skill of :data:`SKILLS` and its difficulty 1..10 [BAT-MISC-056]."""
    text = node.text(key, default)
    if not text:
        return ("", 0)
    words = text.split()
    if (
        len(words) == 2
        and words[0] in SKILLS
        and whole_number(words[1]) is not None
        and 1 <= int(words[1]) <= 10
    ):
        return (words[0], int(words[1]))
    node.problem(
        f"{key!r} in {node.label} must be '<skill> N' with a skill of {', '.join(SKILLS)} "
        f"and N 1..10, not {text!r}",
        key,
    )
    return ("", 0)


def read_track(f: BattleFile, parser: Parser, traits: dict[str, Trait]) -> tuple[TrackBox, ...]:
    """The Battle Track boxes 1..n in order, each with added traits and Start of Battle
    effects [BAT-SETUP-027, BAT-SETUP-028]."""
    result = []
    for i, node in enumerate(f.entries("track")):
        number = node.number("box", 1, 20)
        node.label = f"[[track]] box {number}"
        node.check_keys(TRACK_KEYS)
        if number != i + 1:
            node.problem(f"track box {number} is out of order: box {i + 1} was expected", "box")
        names = node.words("traits")
        for j, name in enumerate(names):
            if name not in traits:
                node.f.problem(
                    node.item_line("traits", j), f"track box {number}: unknown trait {name!r}"
                )
        result.append(
            TrackBox(
                box=number,
                name=node.name(),
                text=node.text("text", ""),
                traits=names,
                start=parser.effects(node, "start"),
            )
        )
    return tuple(result)


CARD_EFFECT_KEYS = {
    "ai": ("hit", "after", "after_final", "crit_evade_fail"),
    "bp": ("wound", "fail", "instinct", "critical"),
}


def created_points(f: BattleFile, ids: set[str]) -> None:
    """``vantage_point X`` on this Primordial's cards must name one of its VPs, or ``all``."""
    for table, keys in CARD_EFFECT_KEYS.items():
        for node in f.entries(table):
            for key in keys:
                for text, line in _quiet_strings(node, key):
                    op, _, arg = text.strip().partition(" ")
                    if op == "vantage_point" and arg and arg.strip() not in (*ids, "all"):
                        f.problem(line, f"{text!r}: no [[vantage_point]] {arg.strip()!r} here")


def _quiet_strings(node: Node, key: str) -> list[tuple[str, int]]:
    """The text items of a list (shape problems are already reported by the card reader)."""
    value = node.data.get(key)
    if not isinstance(value, list):
        return []
    return [(v, node.item_line(key, i)) for i, v in enumerate(value) if isinstance(v, str)]
