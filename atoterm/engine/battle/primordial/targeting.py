"""AI targeting: which Titan (or which spaces) an AI card attacks [BAT-PRIM-020..039].

The lines of a card are read top to bottom; the first line that can be resolved gives the
Target and later lines are not checked [BAT-PRIM-020]. A Titan must satisfy every term of one
line [BAT-PRIM-021]. Terms are of three kinds:

* filters (``adjacent``, ``in_front``, ``in_range``, ``in_sight``, ``in:X``, ``not_in:X``,
  ``last_to_wound``, ``priority_target``, ``with:X``) keep the Titans that qualify;
* selectors (``closest``, ``furthest``, ``least:X``, ``most:X``) keep the extreme ones, applied
  in printed order (the first breaks ties of none: ``most:rage closest`` is the closest among
  the highest Rage);
* ``titans:N`` takes that many; ``zone``/``board`` target spaces and always resolve
  [BAT-PRIM-023, BAT-PRIM-034]; ``no_target`` always resolves with no Titan [BAT-PRIM-033].

How many Titans a line takes: ``titans:N``; else every qualifying Titan for a Simultaneous or
Sequential card whose line has no selector ("all adjacent Titans"); else one. Ties go to the
Priority Target when it is among them, otherwise the players choose (``b.choose``, the
``tie_break`` option) [BAT-PRIM-036..039]. Titans in a Blindspot are never chosen unless the
line names Blindspots [BAT-PRIM-003]; a Zone line hits every Titan on its spaces.
"""

from __future__ import annotations

from collections.abc import Mapping
from types import MappingProxyType

import msgspec
from msgspec import field

from atoterm.content.battle_schema import AiCard, BattleContent, TargetLine
from atoterm.engine.battle.board.geometry import Cell
from atoterm.engine.battle.core.context import B, Proc
from atoterm.engine.battle.core.state import TitanState
from atoterm.engine.battle.primordial import reach

FILTERS = (
    "adjacent",
    "in_front",
    "in_range",
    "in_sight",
    "in",
    "not_in",
    "last_to_wound",
    "priority_target",
    "with",
)
SELECTORS = ("closest", "furthest", "least", "most")
MULTI_TYPES = ("simultaneous", "sequential")


# A msgspec Struct, not a dataclass: its methods are made in C when the class is created,
# not compiled from text at every start (docs/architecture.md, "Speed, stop 34 (imports)").
class TargetResult(msgspec.Struct):
    """The outcome of the Targeting step [BAT-PRIM-020..025]."""

    targets: list[str]
    """Titan keys in attack order (Sequential order: best-ranked first)."""
    zone: list[Cell] | None = None
    """The targeted spaces of a Zone/Board line (None for Titan lines)."""
    line: int = -1
    """0-based index of the matched line in ``card.targeting`` (-1: explicit or none)."""
    reason: str = ""
    candidates: list[tuple[str, str]] = field(default_factory=list)
    """(Titan key, the values compared) for every Titan the matched line considered."""
    routine: bool = False
    """No line had a valid Target: discard the card, perform the Routine [BAT-PRIM-022]."""
    explicit: bool = False
    """An effect named the Target; the lines were not read [BAT-PRIM-024]."""
    skipped: list[str] = field(default_factory=list)
    """Why each earlier line did not resolve."""


# ----------------------------------------------------------------------------- terms
def _filter(b: B, card: AiCard, titan: TitanState, term: str, arg: str) -> bool:
    """Whether one Titan satisfies one filter term [BAT-PRIM-026..033]."""
    battle = b.battle
    if term == "adjacent":  # [BAT-PRIM-026]
        return reach.adjacent(b, titan)
    if term == "in_front":  # front area AND LoS [BAT-PRIM-028, BAT-PRIM-065]
        return reach.in_area(b, titan, "front") and reach.sees(b, titan)
    if term == "in_sight":  # [BAT-PRIM-028, BAT-PRIM-035]
        return reach.sees(b, titan)
    if term == "in_range":  # [BAT-PRIM-029]
        return reach.reachable(b, card, titan)
    if term == "in":  # [BAT-PRIM-030]
        return reach.in_area(b, titan, arg)
    if term == "not_in":
        return not reach.in_area(b, titan, arg)
    if term == "last_to_wound":  # [BAT-PRIM-031]
        return battle.last_to_wound == titan.key
    if term == "priority_target":  # [BAT-PRIM-033]
        return battle.priority_target == titan.key
    if term == "with":  # [BAT-PRIM-033]
        return reach.has(b, titan, arg)
    raise ValueError(f"unknown targeting filter {term!r}")


def _rank(b: B, titan: TitanState, term: str, arg: str) -> int:
    """The value a selector compares; lower ranks first [BAT-PRIM-027, BAT-PRIM-032]."""
    if term in ("closest", "furthest"):
        d = reach.distance(b, titan)  # 1 from a Vantage Point [BAT-MISC-061]
        return d if term == "closest" else -d
    value = reach.stat(b, titan, arg)
    return value if term == "least" else -value


def _shown(b: B, titan: TitanState, term: str, arg: str) -> str:
    """How a compared value reads in the log: "Rage 5", "4 spaces"."""
    if term in ("closest", "furthest"):
        d = reach.distance(b, titan)  # 1 from a Vantage Point [BAT-MISC-061]
        return f"{d} space{'s' if d != 1 else ''}"
    return f"{arg.replace('_', ' ').title()} {reach.stat(b, titan, arg)}"


AREA_WORDS: Mapping[str, str] = MappingProxyType(
    {"blindspot": "a Blindspot", "rear": "the rear", "front": "the front"}
)
"""How a Primordial area reads after "in" / "not in"."""


def _stat_words(arg: str) -> str:
    return arg.replace("_", " ").title()


def _with_words(bc: BattleContent, arg: str) -> str:
    """A ``with:X`` argument: a condition's name from content, else the word capitalised."""
    condition = bc.conditions.get(arg)
    return condition.name if condition is not None else _stat_words(arg)


def line_words(b: B, card: AiCard, line: TargetLine) -> str:
    """A targeting line as the players read it: ``titans:2 closest`` -> "the 2 closest Titans".

    The card's terms are ids of the content grammar; the log speaks in words (issue 15).
    """
    return targeting_words(b.bc, card, line)


def targeting_words(bc: BattleContent, card: AiCard, line: TargetLine) -> str:
    """:func:`line_words` from the content alone (the AI card panel prints it too)."""
    names = [t for t, _ in line.terms]
    if "no_target" in names:
        return "no Target"
    if "board" in names:
        return "every space of the board"
    if "zone" in names:
        return "the spaces of its Zone"
    adjectives: list[str] = []
    after: list[str] = []
    ranks: list[str] = []
    for term, arg in line.terms:
        if term in ("closest", "furthest"):
            adjectives.append(term)
        elif term in ("least", "most"):
            ranks.append(f"the {term} {_stat_words(arg)}")
        elif term == "adjacent":
            adjectives.append("adjacent")
        elif term in ("in_front", "in_range", "in_sight"):
            after.append(term.replace("_", " "))
        elif term in ("in", "not_in"):
            where = AREA_WORDS.get(arg, f"the {_stat_words(arg)}")
            after.append(f"{'not ' if term == 'not_in' else ''}in {where}")
        elif term == "with":
            after.append(f"with {_with_words(bc, arg)}")
    if ranks:
        after.append("with " + " then ".join(ranks))
    if "last_to_wound" in names or "priority_target" in names:
        noun = "the last Titan to wound it" if "last_to_wound" in names else "the Priority Target"
        extra = [*adjectives, *after]
        return noun + (f", if {' and '.join(extra)}" if extra else "")
    count = _count(card, line)
    plural = count != 1
    head = "every" if count == 0 else ("the" if count == 1 else f"the {count}")
    noun = "Titans" if plural else "Titan"
    if count == 0:
        noun = "Titan"  # "every adjacent Titan"
    words = " ".join([head, *adjectives, noun, *after])
    return words


def _head(b: B, card: AiCard, index: int, line: TargetLine) -> str:
    """``line 1 (the furthest Titan in sight)`` — the line's number and its words."""
    return f"line {index + 1} ({line_words(b, card, line)})"


def _mentions_blindspot(line: TargetLine) -> bool:
    return any(arg == "blindspot" for _, arg in line.terms)


def _count(card: AiCard, line: TargetLine) -> int:
    """How many Titans the line takes (0 = every qualifying Titan)."""
    for term, arg in line.terms:
        if term == "titans":
            return max(1, int(arg or "1"))
    # (loops, not any() over generator expressions: one left unfinished is closed with an
    # exception when it is freed, several times the loop's cost; asked at every Target found)
    for t, _ in line.terms:
        if t in SELECTORS or t in ("priority_target", "last_to_wound"):
            return 1  # a line that picks takes one Titan
    for t in card.attack.types if card.attack else ():
        if t in MULTI_TYPES:
            return 0
    return 1


# ----------------------------------------------------------------------------- the step
def find_target(b: B, card: AiCard, *, explicit: str = "") -> Proc[TargetResult]:
    """The Targeting step of an AI card [BAT-PRIM-018, BAT-PRIM-020..039].

    ``explicit`` names a Target that overrides the lines [BAT-PRIM-024]. Emits one ``target``
    event saying which line matched and why (``line=`` is its 0-based index).
    """
    if explicit:
        titan = b.battle.titan(explicit)
        result = TargetResult(
            [explicit],
            reason=f"Target: {b.name(titan)} — named by the effect that ordered the Attack",
            explicit=True,
        )
        if not b.quiet:
            b.emit_why(
                "target",
                result.reason,
                "BAT-PRIM-024",
                considered=[f"{b.name(titan)}: named by the effect"],
                chosen=b.name(titan),
                because="an effect named the Target, so the targeting lines are not read",
                line=-1,
                targets=[explicit],
            )
        return result
    skipped: list[str] = []
    for index, line in enumerate(card.targeting):
        result = yield from _resolve_line(b, card, index, line)
        if result is None:
            if b.explaining:  # (the words of the "why?", which a simulation leaves out)
                skipped.append(f"{_head(b, card, index, line)}: no valid Target")
            continue
        result.skipped = skipped
        rule = "BAT-PRIM-034" if result.zone is not None else "BAT-PRIM-020"
        if not b.quiet:
            b.emit(
                "target",
                result.reason,
                rule,
                why=_why(b, card, index, result, rule),
                line=index,
                targets=list(result.targets),
                candidates=[list(c) for c in result.candidates],
                skipped=list(skipped),
                zone=[list(c) for c in result.zone or []],
            )
        return result
    reason = (
        f"{card.name}: no targeting line has a valid Target "
        f"({'; '.join(skipped) or 'no lines'}): discard it and perform the Routine"
    )
    if not b.quiet:
        b.emit_why(
            "target",
            reason,
            "BAT-PRIM-022",
            considered=list(skipped) or ["the card has no targeting lines"],
            chosen="no Target: the Routine",
            because="no targeting line has a valid Target, so the card is discarded and the "
            "Routine is performed",
            line=-1,
            targets=[],
            skipped=list(skipped),
        )
    return TargetResult([], line=-1, reason=reason, routine=True, skipped=skipped)


def _why(b: B, card: AiCard, index: int, result: TargetResult, rule: str) -> dict[str, object]:
    """The "why?" of a matched line: the lines skipped, then every Titan the line considered
    with the values its selectors compared [BAT-PRIM-020, BAT-PRIM-027, BAT-PRIM-036..039]."""
    line = card.targeting[index]
    considered = list(result.skipped)
    considered += [f"{b.name(b.battle.titan(k))}: {v}" for k, v in result.candidates]
    names = ", ".join(b.name(b.battle.titan(k)) for k in result.targets)
    if result.zone is not None:
        chosen = f"the zone ({len(result.zone)} spaces: {names or 'no Titan'})"
        because = f"{_head(b, card, index, line)} targets spaces, so it always resolves"
    else:
        chosen = names or "no Target"
        because = f"{_head(b, card, index, line)} is the first line with a valid Target" + (
            " (earlier lines had none)" if result.skipped else ""
        )
        if any(t in SELECTORS for t, _ in line.terms):
            because += "; its selectors rank the Titans, best first"
        tie = result.reason.rsplit("; ", 1)[-1] if "tie " in result.reason else ""
        if tie:
            because += f"; {tie}"
    return {"rule": rule, "considered": considered, "chosen": chosen, "because": because}


def _resolve_line(b: B, card: AiCard, index: int, line: TargetLine) -> Proc[TargetResult | None]:
    """One line: a result when it resolves, ``None`` when it has no valid Target. Its words
    (``reason``, ``candidates``) are for the log and the "why?" only: a simulation, which no
    one reads (``b.explaining`` off), leaves them empty."""
    worded = b.explaining
    head = _head(b, card, index, line) if worded else ""
    names = [t for t, _ in line.terms]
    if "zone" in names or "board" in names:  # spaces, always resolves [BAT-PRIM-023]
        cells = list(reach.zone_area(b, card, whole_board="board" in names))
        hit = reach.titans_in(b, cells)
        if not worded:
            return TargetResult([t.key for t in hit], zone=cells, line=index)
        shown = ", ".join(b.name(t) for t in hit) or "no Titan"
        return TargetResult(
            [t.key for t in hit],
            zone=cells,
            line=index,
            reason=f"Target: the zone ({len(cells)} spaces: {shown}) — {head}",
        )
    if "no_target" in names:  # [BAT-PRIM-033]
        return TargetResult([], line=index, reason=f"Target: none — {head}" if worded else "")
    pool = list(b.battle.living())
    if not _mentions_blindspot(line):  # [BAT-PRIM-003]
        pool = [t for t in pool if not reach.in_area(b, t, "blindspot")]
    for term, arg in line.terms:
        if term in FILTERS:
            pool = [t for t in pool if _filter(b, card, t, term, arg)]
    if not pool:
        return None
    selectors = [(t, a) for t, a in line.terms if t in SELECTORS]
    ranked = sorted(pool, key=lambda t: (tuple(_rank(b, t, s, a) for s, a in selectors), t.key))
    count = _count(card, line)
    if not worded:
        chosen, _ = yield from _pick(b, ranked, selectors, count or len(ranked))
        return TargetResult(chosen, line=index)
    considered = [
        (t.key, ", ".join(_shown(b, t, s, a) for s, a in selectors) or "qualifies") for t in ranked
    ]
    chosen, how = yield from _pick(b, ranked, selectors, count or len(ranked))
    first = b.battle.titan(chosen[0])
    values = dict(considered)
    others = [f"{values[k]} ({k})" for k, _ in considered if k not in chosen]
    shown = ", ".join(b.name(b.battle.titan(k)) for k in chosen)
    text = f"Target: {shown} — {head}: {values[first.key]}"
    if len(chosen) > 1:
        text = f"Target: {shown} — {head}: " + ", ".join(f"{values[k]} ({k})" for k in chosen)
    if others:
        text += " vs " + ", ".join(others)
    if how:
        text += f"; {how}"
    return TargetResult(chosen, line=index, reason=text, candidates=considered)


def _pick(
    b: B, ranked: list[TitanState], selectors: list[tuple[str, str]], count: int
) -> Proc[tuple[list[str], str]]:
    """Take ``count`` Titans best-ranked first; a tie across the cut goes to the Priority
    Target, then to the players [BAT-PRIM-036..039]."""
    groups: list[list[TitanState]] = []
    for t in ranked:
        key = tuple(_rank(b, t, s, a) for s, a in selectors)
        if groups and tuple(_rank(b, groups[-1][0], s, a) for s, a in selectors) == key:
            groups[-1].append(t)
        else:
            groups.append([t])
    chosen: list[str] = []
    how = ""
    for group in groups:
        room = count - len(chosen)
        if room <= 0:
            break
        if len(group) <= room:
            chosen.extend(t.key for t in group)
            continue
        tied = list(group)
        pt = b.battle.priority_target
        if any(t.key == pt for t in tied):
            chosen.append(pt)
            tied = [t for t in tied if t.key != pt]
            room -= 1
            how = "tie broken by the Priority Target [BAT-PRIM-038]"
        while room > 0:
            picked = yield from b.choose(
                tied,
                lambda t: (f"titan-{t.key}", b.name(t)),
                kind="battle.target_tie",
                prompt="Equally valid Targets: choose the Target",
                worst=lambda t: b.argonaut(t).danger,
                rule="BAT-PRIM-039",
                score="Danger",
            )
            chosen.append(picked.key)
            tied = [t for t in tied if t.key != picked.key]
            room -= 1
            policy = b.state.rules.tie_break
            settled = (
                "the players' choice"
                if policy == "players"
                else f"the tie-break rule ({policy.replace('_', ' ')})"
            )
            how = how or f"tie among Targets settled by {settled} [BAT-PRIM-039]"
    return chosen, how
