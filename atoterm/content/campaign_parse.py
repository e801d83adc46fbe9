"""The small text languages of the campaign content (``docs/campaign-format.md``): costs,
research requirements, trade rates, Exploration card triggers and effects.

Each parser returns the value or raises :class:`LineError`; the loader reports the message as
``file:line: message``.
"""

from __future__ import annotations

import re
from typing import Any

from atoterm.content.campaign_model import (
    REQUIREMENT_KINDS,
    CampaignContent,
    Rate,
    Requirement,
    RequirementGroup,
)
from atoterm.content.story_ops import OP_SIGNATURES, LineError, parse_effect

CAMPAIGN_OPS: dict[str, tuple[str, ...]] = {
    "drift": (),
    "lose_titan": ("amount",),
}
"""Effect ops only campaign content uses (the engine registers them with ``@effect_op``):
``drift`` moves the Argo one tile in a random direction drawn from the Minor Trauma deck
[GEN-027]; ``lose_titan N`` loses N Titans aboard, the players choose which [GEN-040]."""
TRIGGER_STATS = (
    "argo_fate", "crew", "hull", "knowledge", "explored", "progress", "doom", "titans",
)  # fmt: skip
"""Stats an Exploration card trigger may test (``argo_fate 3+``, ``crew 3-``) [VOY-026]."""
THRESHOLD_WORDS = tuple(
    label.lower().replace(" ", "_") for _, label, _ in CampaignContent().diplomacy_thresholds
)
"""Diplomacy threshold names for triggers like ``diplomacy friendly+`` [VOY-044]."""


def parse_amount(text: str, what: str = "amount") -> tuple[str, int]:
    """``"bronze 2"`` -> ``("bronze", 2)``; the amount must be positive."""
    words = text.split()
    if len(words) != 2 or not re.fullmatch(r"[0-9]{1,9}", words[1]) or int(words[1]) <= 0:
        raise LineError(f"a {what} is 'name N' with N a positive whole number, not {text!r}")
    return words[0], int(words[1])


def parse_requirement_group(text: str) -> RequirementGroup:
    """``"tech a OR tech b"`` -> requirements joined by OR [ADVA-012, ADVA-013]."""
    parts = [p.strip() for p in re.split(r"\s+OR\s+", text.strip())]
    if not all(parts):
        raise LineError(f"cannot read requirement {text!r}")
    return tuple(parse_requirement(p) for p in parts)


def parse_requirement(text: str) -> Requirement:
    """One requirement: ``tech ID``, ``encountered P L``, ``killed P L``, ``diplomacy F N``,
    ``explored N`` [ADVA-012]."""
    words = text.split()
    kind = words[0] if words else ""
    if kind not in REQUIREMENT_KINDS:
        raise LineError(
            f"unknown requirement {text!r} (one of {', '.join(REQUIREMENT_KINDS)}; "
            "join alternatives with a capital OR)"
        )
    shapes = {"tech": 2, "encountered": 3, "killed": 3, "diplomacy": 3, "explored": 2}
    if len(words) != shapes[kind]:
        usage = {
            "tech": "tech ID",
            "encountered": "encountered PRIMORDIAL LEVEL",
            "killed": "killed PRIMORDIAL LEVEL",
            "diplomacy": "diplomacy FACTION SCORE",
            "explored": "explored COUNT",
        }[kind]
        raise LineError(f"requirement {text!r} must read '{usage}'")
    if kind == "tech":
        return Requirement("tech", words[1])
    number = words[-1]
    if not re.fullmatch(r"[+-]?[0-9]{1,9}", number):
        raise LineError(f"requirement {text!r} must end with a whole number")
    subject = words[1] if len(words) == 3 else ""
    return Requirement(kind, subject, int(number))


def parse_rate(text: str) -> Rate:
    """``"bronze 2 -> pearl 1"`` (a resource id or a category on either side) [ADVA-023]."""
    give, arrow, get = text.partition("->")
    if not arrow:
        raise LineError(f"a trade rate reads 'give N -> get M', not {text!r}")
    give_id, give_n = parse_amount(give.strip(), "trade side")
    get_id, get_n = parse_amount(get.strip(), "trade side")
    return Rate(give_id, give_n, get_id, get_n)


_TRIGGER = re.compile(r"([a-z_]+)(?:\s+([a-z_]+))?\s+(-?[a-z0-9_]+)([+-])")


def parse_trigger(text: str) -> dict[str, Any]:
    """A card trigger [VOY-026, VOY-044]: ``diplomacy friendly+`` (threshold of the Local
    Faction), ``diplomacy 1+`` (score), ``diplomacy cairnkin 1+`` (a named faction),
    ``argo_fate 3+``, ``crew 3-`` ... -> ``{"stat", "faction", "value"|"threshold", "at_least"}``.
    """
    match = _TRIGGER.fullmatch(text.strip())
    if not match:
        raise LineError(f"cannot read trigger {text!r} (like 'argo_fate 3+' or 'crew 3-')")
    stat, faction, value, sign = match.groups()
    result: dict[str, Any] = {"stat": stat, "at_least": sign == "+"}
    if stat == "diplomacy":
        result["faction"] = faction or "local"
        if value in THRESHOLD_WORDS:
            result["threshold"] = value
        elif re.fullmatch(r"-?[0-9]{1,9}", value):
            result["value"] = int(value)
        else:
            raise LineError(f"a diplomacy trigger names a threshold or a score, not {value!r}")
        return result
    if faction is not None:
        raise LineError(f"only a diplomacy trigger names a faction: {text!r}")
    if stat not in TRIGGER_STATS:
        raise LineError(
            f"unknown trigger stat {stat!r} (diplomacy or one of {', '.join(TRIGGER_STATS)})"
        )
    if not re.fullmatch(r"[0-9]{1,9}", value):
        raise LineError(f"trigger {text!r} needs a number before + or -")
    result["value"] = int(value)
    return result


def parse_campaign_effect(text: str) -> dict[str, Any]:
    """An effect in the storybook's text form, plus the campaign-only ops of CAMPAIGN_OPS."""
    words = text.split()
    op = words[0] if words else ""
    if op in CAMPAIGN_OPS and op not in OP_SIGNATURES:
        names = CAMPAIGN_OPS[op]
        args = words[1:]
        if len(args) > len(names):
            raise LineError(f"{op} takes {len(names)} argument(s), got {len(args)}")
        effect: dict[str, Any] = {"op": op}
        if op == "lose_titan":
            effect["amount"] = 1
        for name, raw in zip(names, args, strict=False):
            if not re.fullmatch(r"[0-9]{1,9}", raw) or int(raw) <= 0:
                raise LineError(f"{op} {name} must be a positive whole number, not {raw!r}")
            effect[name] = int(raw)
        return effect
    return parse_effect(text)
