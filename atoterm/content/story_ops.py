"""The small languages inside a storybook line: effects, conditions, costs and targets.

Each parser returns the value or raises :class:`LineError` with a message for ``file:line``.
The effect ops are the shared vocabulary (``engine/effects.py`` and ``engine/adventure``
register them); ``tests/test_storybook_format.py`` checks that every op here is registered.
"""

from __future__ import annotations

import re
from typing import Any

from atoterm.content.op_aliases import fold_story_tokens
from atoterm.content.story_model import Cond, Cost, Target

SKILL_NAMES = ("courage", "cunning", "endurance", "fury", "will", "wisdom")
TRISKELION_NAMES = ("danger", "fate", "rage")
ARGO_STAT_NAMES = ("crew", "hull", "argo_fate", "knowledge")
WHO = ("leader", "group", "each", "random", "least_likely", "most_likely", "owner")


class LineError(ValueError):
    """A malformed storybook line; the message is shown as ``file:line: message``."""


OP_SIGNATURES: dict[str, tuple[str, ...]] = {
    "gain_progress": ("amount",),
    "gain_doom": ("amount",),
    "gain_argo_stat": ("stat", "amount"),
    "gain_knowledge": ("amount",),
    "gain_inward_progress": ("amount",),
    "gain_triskelion": ("stat", "amount"),
    "gain_despair": ("amount",),
    "gain_resource": ("resource", "amount"),
    "gain_diplomacy": ("faction", "amount"),
    "gain_titan": ("amount",),
    "gain_gear": ("gear",),
    "gain_technology": ("technology",),
    "gain_pattern": ("pattern",),
    "gain_godform": ("godform",),
    "gain_summoning": ("summoning",),
    "unlock_awakening": (),
    "gain_mnemos": ("mnemos",),
    "gain_fated_mnemos": (),
    "gain_node": ("mnemos",),
    "boon": ("name",),
    "affliction": ("name",),
    "lose_boon": ("name",),
    "lose_affliction": ("name",),
    "condition": ("condition",),
    "note": ("where", "text"),
    "mark": ("box",),
    "erase": ("box",),
    "code": ("paragraph",),
    "katharsis": ("code",),
    "timeline": ("kind", "in_days", "what"),
    "story_card": ("card",),
    "doom_card": ("card",),
    "kill": (),
    "retire": (),
    "new_argonaut": (),
    "divine_surge": (),
    "adversary": ("primordial",),
    "defeat_adversary": (),
    "drift": (),
    "gain_clue": ("clue",),
    "read_clue": ("clue",),
    "lose_clue": ("clue",),
    "gain_ally": ("ally",),
    "lose_ally": ("ally",),
}
"""Storybook effect ops and their positional arguments, in order."""
INT_ARGS = ("amount", "box", "in_days")
SUBJECT_OPS = (
    "gain_triskelion",
    "gain_despair",
    "gain_mnemos",
    "gain_fated_mnemos",
    "gain_node",
    "boon",
    "affliction",
    "lose_boon",
    "lose_affliction",
    "condition",
    "katharsis",
    "kill",
    "retire",
)
"""Ops that act on an Argonaut: ``who=`` chooses which (the party leader by default)."""
GROUP_OPS = ("gain_triskelion", "gain_despair")
"""Ops that may be gained "as a group" (``who=group``) [GEN-052]."""
DEFAULTS: dict[str, dict[str, Any]] = {
    "gain_progress": {"amount": 1},
    "gain_doom": {"amount": 1},
    "gain_knowledge": {"amount": 1},
    "gain_inward_progress": {"amount": 1},
    "gain_despair": {"amount": 1},
    "gain_titan": {"amount": 1},
    "gain_mnemos": {"mnemos": "random"},
}


MAX_EFFECT_TEXT = 10_000
"""Characters in one effect or condition (a storybook line or a content value)."""


def small_number(raw: str) -> int:
    """``int(raw)`` of digits a regular expression already matched, refused past nine digits
    (``int`` would refuse over 4,300; no count in a storybook is near a billion)."""
    if len(raw.lstrip("+-")) > 9:
        raise LineError(f"{raw[:12]}... is too large a number")
    return int(raw)


def _int(key: str, raw: str) -> int:
    if not re.fullmatch(r"[+-]?[0-9]{1,9}", raw):
        raise LineError(f"{key} must be a whole number, not {raw!r}")
    return int(raw)


def _split(text: str) -> list[str]:
    """Words, with "quoted text" as one word (shlex is slow: only used when quotes appear,
    and on a bounded text: its time grows with the square of the length)."""
    if len(text) > MAX_EFFECT_TEXT:
        raise LineError(f"an effect or condition is longer than {MAX_EFFECT_TEXT} characters")
    if '"' not in text and "'" not in text:
        return text.split()
    import shlex  # only quoted text loads it (start-up time of a process that reads no such op)

    return shlex.split(text)


def parse_effect(text: str) -> dict[str, Any]:
    """``gain_triskelion danger 1 who=each`` -> ``{"op": ..., "stat": ..., ...}``."""
    try:
        tokens = _split(text)
    except ValueError as exc:
        raise LineError(f"cannot read effect: {exc}") from None
    if not tokens:
        raise LineError("empty effect line")
    tokens = fold_story_tokens(tokens)  # an alias names its canonical op
    op, rest = tokens[0], tokens[1:]
    if op not in OP_SIGNATURES:
        raise LineError(f"unknown effect op {op!r}")
    names = OP_SIGNATURES[op]
    if op == "note" and len([t for t in rest if t.partition("=")[0] not in ("who", "where")]) == 1:
        names = ("text",)  # a bare note is remembered for the adventure only [ADV-008]
    effect: dict[str, Any] = {"op": op, **DEFAULTS.get(op, {})}
    if op == "note":
        effect["where"] = "adventure"
    positional = 0
    given: set[str] = set()
    for token in rest:
        key, eq, value = token.partition("=")
        named = key == "who" or (key in names and (op != "note" or key == "where"))
        if eq and named:
            pass
        elif eq and op != "note" and re.fullmatch(r"[a-z_]+", key):
            raise LineError(f"{op} has no argument {key!r} (arguments: {', '.join(names)})")
        else:
            if positional >= len(names):
                raise LineError(f"{op} takes {len(names)} argument(s), got more: {token!r}")
            key, value = names[positional], token
            positional += 1
        if key in given:
            raise LineError(f"{op}: {key} is given twice")
        given.add(key)
        effect[key] = _int(key, value) if key in INT_ARGS else value
    missing = [n for n in names if n not in effect]
    if missing:
        raise LineError(f"{op} needs {', '.join(missing)}")
    if "who" in effect:
        if op not in SUBJECT_OPS and op != "note":
            raise LineError(f"{op} does not take who=")
        if effect["who"] not in WHO:
            raise LineError(f"who must be one of {', '.join(WHO)}, not {effect['who']!r}")
        if effect["who"] == "group" and op not in GROUP_OPS:
            raise LineError(f"{op} cannot be gained as a group")
    return _check_values(effect)


def _check_values(effect: dict[str, Any]) -> dict[str, Any]:
    op = effect["op"]
    if op == "gain_triskelion" and effect["stat"] not in TRISKELION_NAMES:
        raise LineError(f"unknown Triskelion stat {effect['stat']!r}")
    if op == "gain_argo_stat" and effect["stat"] not in ARGO_STAT_NAMES:
        raise LineError(f"unknown Argo stat {effect['stat']!r}")
    if op == "note" and effect["where"] not in ("argo", "argonaut", "adventure"):
        raise LineError(f"a note goes on the argo or argonaut sheet, not {effect['where']!r}")
    if op in ("code",) and not re.fullmatch(r"[0-9]{4}", str(effect["paragraph"])):
        raise LineError(f"a secret code is a 4-digit paragraph id, not {effect['paragraph']!r}")
    if op == "timeline":
        if effect["kind"] not in ("story", "dream"):
            raise LineError(f"timeline kind must be story or dream, not {effect['kind']!r}")
        if effect["kind"] == "story" and not re.fullmatch(r"[0-9]{4}", str(effect["what"])):
            raise LineError("a timeline story event names its 4-digit paragraph")
    return effect


_COND = re.compile(r"(not\s+)?([a-z_]+)\s*(.*)")


def parse_cond(text: str) -> Cond:
    """One condition: ``matrix 12``, ``skill cunning 2``, ``danger 3-``, ``boon "X"`` ..."""
    raw = text.strip()
    match = _COND.fullmatch(raw)
    if not match:
        raise LineError(f"cannot read condition {raw!r}")
    negated, kind, rest = bool(match.group(1)), match.group(2), match.group(3).strip()
    try:
        args = _split(rest)
    except ValueError as exc:
        raise LineError(f"cannot read condition {raw!r}: {exc}") from None
    if negated and kind != "matrix":
        raise LineError(f"only a Choice Matrix box can be negated: {raw!r}")
    if kind == "matrix":
        if len(args) != 1:
            raise LineError(f"matrix needs one box number: {raw!r}")
        return Cond("not_matrix" if negated else "matrix", "", _int("box", args[0]), text=raw)
    if kind in ("knowledge", "progress", "doom"):
        return Cond(kind, "", _one_int(kind, args), text=raw)
    if kind in TRISKELION_NAMES:
        if len(args) != 1 or not re.fullmatch(r"[0-9]{1,9}[+-]", args[0]):
            raise LineError(f"{kind} needs a value like 3- (at most) or 5+ (at least): {raw!r}")
        return Cond(kind, "", int(args[0][:-1]), at_most=args[0].endswith("-"), text=raw)
    if kind == "diplomacy":
        if len(args) == 1:
            return Cond(kind, "local", _int("diplomacy", args[0]), text=raw)
        if len(args) == 2:
            return Cond(kind, args[0], _int("diplomacy", args[1]), text=raw)
        raise LineError(f"diplomacy needs [faction] value: {raw!r}")
    if kind in ("resource", "skill"):
        if len(args) != 2:
            raise LineError(f"{kind} needs a name and a value: {raw!r}")
        if kind == "skill" and args[0] not in SKILL_NAMES:
            raise LineError(f"unknown Skill {args[0]!r}")
        return Cond(kind, args[0], _int(kind, args[1]), text=raw)
    if kind in ("tech", "boon", "affliction", "note", "mnemos", "code", "clue", "ally"):
        if len(args) != 1:
            raise LineError(f"{kind} needs one name: {raw!r}")
        return Cond(kind, args[0], text=raw)
    raise LineError(f"unknown condition {kind!r}")


def _one_int(kind: str, args: list[str]) -> int:
    if len(args) != 1:
        raise LineError(f"{kind} needs one number")
    return _int(kind, args[0])


_OUTSIDE_QUOTES = re.compile(r',(?=(?:[^"]*"[^"]*")*[^"]*$)')


def parse_conds(text: str) -> tuple[Cond, ...]:
    """Conditions joined by ``,``; a comma inside quotes (``note "Yes, she lied."``) is text."""
    return tuple(parse_cond(part) for part in _OUTSIDE_QUOTES.split(text) if part.strip())


COST_WHATS = ("danger", "fate", "rage", "despair", "crew", "hull", "argo_fate", "resource")


def parse_cost(text: str) -> Cost:
    """``pay danger 1`` or ``pay resource bronze 2`` (voluntary) [GEN-051]."""
    words = text.split()
    if not words or words[0] != "pay":
        raise LineError(f"a cost starts with 'pay': ({text})")
    words = words[1:]
    if words and words[0] == "resource" and len(words) == 3:
        what, arg, raw = "resource", words[1], words[2]
    elif len(words) == 2 and words[0] in COST_WHATS and words[0] != "resource":
        what, arg, raw = words[0], "", words[1]
    else:
        raise LineError(
            f"cannot read cost ({text}); pay one of {', '.join(COST_WHATS)} and a number"
        )
    amount = _int("cost", raw)
    if amount <= 0:
        raise LineError(f"a cost is a positive number: ({text})")
    return Cost(what, amount, arg)


def parse_target(text: str) -> Target:
    """The part after ``->``: ``0203``, ``return``, ``battle kyanippe 2 win=.. lose=..`` ..."""
    raw = text.strip()
    if re.fullmatch(r"[0-9]{4}", raw):
        return Target("para", para=raw)
    if raw == "return":
        return Target("return")
    if raw == "victory":
        return Target("victory")
    words = raw.split(None, 1)
    head = words[0] if words else ""
    if head == "defeat":
        reason = raw[len("defeat") :].strip().strip('"“”')
        return Target("defeat", text=reason or "the story ends in defeat")
    if head == "special":
        if len(words) != 2 or not re.fullmatch(r"[a-z_]+", words[1].strip()):
            raise LineError(f"special needs an event name: -> {raw}")
        return Target("special", text=words[1].strip())
    if head == "battle":
        return _battle(raw)
    raise LineError(f"cannot read direction -> {raw!r}")


def _battle(raw: str) -> Target:
    parts = raw.split()[1:]
    fields = {p.split("=", 1)[0]: p.split("=", 1)[1] for p in parts if "=" in p}
    plain = [p for p in parts if "=" not in p]
    if (
        len(plain) != 2
        or set(fields) - {"win", "lose", "page"}
        or "win" not in fields
        or "lose" not in fields
    ):
        raise LineError(
            f"a battle is: battle <primordial> <level> win=NNNN lose=NNNN [page=<id>], not {raw!r}"
        )
    for key in ("win", "lose"):
        if not re.fullmatch(r"[0-9]{4}", fields[key]):
            raise LineError(f"battle {key}= needs a 4-digit paragraph, not {fields[key]!r}")
    return Target(
        "battle",
        primordial=plain[0],
        level=_int("level", plain[1]),
        win=fields["win"],
        lose=fields["lose"],
        page=fields.get("page", ""),
    )
