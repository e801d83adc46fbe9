"""Rules and glossary search (``/``): every term, keyword and rule of the game, in our words.

The index is built from what the game already has:

* every rule of the rules checklist (``docs/rules/checklist.md``; a wheel ships it as
  ``atoterm/rules_checklist.md``), with its id; a keyword's or terrain trait's rule
  ("Cover: +1 Evasion …") is titled with its name;
* what the engine's keyword table says a keyword does (``views.effects.keyword_words``);
* the content's Conditions and terrain, with their printed texts and abilities;
* the glossary's own terms (``views.glossary_terms``).

:func:`search` ranks entries for the words typed: a title that is the query, then titles that
start with it or contain every word, then entries whose text holds every word. Everything an
entry shows has its control characters escaped (``safe_text``): the checklist and the content
are files.
"""

from __future__ import annotations

import re
from collections.abc import Iterable
from dataclasses import dataclass
from functools import cache
from pathlib import Path

from atoterm.content.battle_schema import Ability
from atoterm.content.schema import ContentPack
from atoterm.engine.battle.abilities.keywords import KEYWORD_RULES
from atoterm.safe_text import safe_lines, safe_text
from atoterm.views.effects import keyword_words, thing_name
from atoterm.views.glossary_terms import TERMS
from atoterm.views.terrain import terrain_traits_words

_PACKAGE = Path(__file__).resolve().parents[1]
CHECKLISTS = (_PACKAGE / "rules_checklist.md", _PACKAGE.parent / "docs" / "rules" / "checklist.md")
"""The copy an installed wheel ships (pyproject force-include), then the checkout's."""

_RULE_LINE = re.compile(r"^- \[([A-Z0-9]+(?:-[A-Z0-9]+)*)\] (.*)$")
_SOURCES = re.compile(r"\s*\((?:src: [^)]*|(?:000|001):L[^)]*)\)")
"""Where the checklist found a rule in its sources: for us, not for the players."""
_SOURCE_NAMES = (
    (re.compile(r"\s*\([^()]*[\u3000-\u9fff][^()]*\)"), ""),  # the reference's own wording
    (re.compile(r'\s*"[^"]*[\u3000-\u9fff][^"]*"'), ""),
    (re.compile(r"[\u3000-\u9fff]+"), ""),
    (re.compile(r"\b001 (?:adds|differs)(?: \([^)]*\))?:"), "Note: another reading:"),
    (re.compile(r"\b000\b"), "the rulebook"),
    (re.compile(r"\b001\b"), "the Cycle reference"),
)
"""The checklist names its two sources by number; a player reads them by what they are."""
_NAMED = re.compile(r"^([A-Z][A-Za-z'’ /+X-]{1,38}?)(?: X)?(?: / \+X)?: (.+)$")
"""``Cover: +1 Evasion …``: a keyword's or trait's rule starts with its name."""

SECTIONS = {
    "EX": "Worked example",
    "GEN": "Golden rules",
    "CAMP": "The campaign",
    "VOY": "The voyage",
    "ADV": "Adventures",
    "ADVA": "Advancement",
    "BAT-SETUP": "Battle setup",
    "BAT-PRIM": "The Primordial's round",
    "BAT-TITAN": "The Titans' round",
    "BAT-MISC": "Battle rules",
    "KEY": "Keyword",
    "TER": "Terrain",
    "CYC1": "This Cycle",
    "MNE": "Mnestis Theatre",
}
"""A rule id's prefix -> the part of the rules it belongs to, in words."""
HEADING_WORDS = 60
"""Characters of a bare rule's text in its result line."""
KIND_ORDER = ("Term", "Keyword", "Terrain rule", "Condition", "Terrain", "Rule")
"""Entries equally good for a query: the glossary's own first, the bare rules last."""


@dataclass(frozen=True, slots=True)
class GlossaryEntry:
    title: str
    kind: str
    """``Term``, ``Keyword``, ``Terrain rule``, ``Condition``, ``Terrain`` or ``Rule``."""
    rule: str
    """The rule id (``BAT-PRIM-003``), or ``""``."""
    text: str
    """The whole entry (paragraphs separated by blank lines)."""

    @property
    def heading(self) -> str:
        """How a result is listed: ``Blindspot · Term · BAT-PRIM-003``; a bare rule by its id
        and its first words (``BAT-PRIM-035 The Primordial never has LoS…``)."""
        if self.kind == "Rule":
            words = " ".join(self.text.split())
            cut = words if len(words) <= HEADING_WORDS else words[: HEADING_WORDS - 1] + "…"
            return f"{self.rule} {cut}"
        return " · ".join(part for part in (self.title, self.kind, self.rule) if part)


# ---------------------------------------------------------------- the checklist
def parse_checklist(lines: Iterable[str]) -> dict[str, str]:
    """``- [ID] text (src: …)`` lines -> id -> text without the source citations."""
    rules: dict[str, str] = {}
    for line in lines:
        found = _RULE_LINE.match(line.strip())
        if found:
            text = _SOURCES.sub("", found.group(2))
            for pattern, words in _SOURCE_NAMES:
                text = pattern.sub(words, text)
            rules[found.group(1)] = text.strip()
    return rules


@cache
def checklist_rules() -> dict[str, str]:
    """Every rule of the checklist this game ships (empty when neither copy is there)."""
    for path in CHECKLISTS:
        try:
            return parse_checklist(path.read_text(encoding="utf-8").splitlines())
        except OSError:
            continue
    return {}


def section_of(rule_id: str) -> str:
    prefix = rule_id.rsplit("-", 1)[0]
    return SECTIONS.get(prefix, "Rule")


def rule_entry(rule_id: str, text: str, does: dict[str, str]) -> GlossaryEntry:
    """A checklist rule; a keyword's or a terrain trait's is titled with its name and says
    what the engine's keyword does, when the engine has words for it."""
    prefix = rule_id.rsplit("-", 1)[0]
    named = _NAMED.match(text) if prefix in ("KEY", "TER") else None
    if named is None:
        return GlossaryEntry(section_of(rule_id), "Rule", rule_id, safe_lines(text))
    title = named.group(1).removesuffix(" trait").strip()
    body = text
    extra = does.get(rule_id, "")
    if extra:
        body += f"\n\nIn this game: {extra}"
    kind = "Keyword" if prefix == "KEY" else "Terrain rule"
    return GlossaryEntry(safe_text(title), kind, rule_id, safe_lines(body))


def keyword_does() -> dict[str, str]:
    """Rule id -> what the engine's keyword with that rule does, in words."""
    found: dict[str, str] = {}
    for rule in KEYWORD_RULES.values():
        words = keyword_words(rule.label)
        if words and rule.rule and rule.rule not in found:
            found[rule.rule] = words
    return found


# ---------------------------------------------------------------- the content
def ability_lines(abilities: Iterable[Ability]) -> list[str]:
    return [f"{a.name}: {a.text}" for a in abilities if a.text]


def printed_names(pack: ContentPack) -> dict[str, str]:
    """Content id -> its printed name, for the ids that read as ids (``spiral-nacre``):
    resources, Gear, Conditions and terrain."""
    names = {rid: thing_name(pack, rid) for rid in pack.cycle.resources}
    battle = pack.battle
    if battle is not None:
        for table in (battle.gear, battle.conditions, battle.terrain):
            names.update((cid, item.name) for cid, item in table.items())
    return {cid: name for cid, name in names.items() if "-" in cid or "_" in cid}


def in_names(text: str, names: dict[str, str]) -> str:
    """``Gain 1 hook-claw.`` -> ``Gain 1 Hook-Claw.``: a card's text that names a thing by
    its id names it as the game prints it."""
    if not names:
        return text
    ids = "|".join(re.escape(cid) for cid in sorted(names, key=len, reverse=True))
    return re.sub(rf"(?<![\w-])(?:{ids})(?![\w-])", lambda m: names[m.group()], text)


def content_entries(pack: ContentPack) -> list[GlossaryEntry]:
    """The Conditions and terrain of the pack's battles, with their printed texts (a thing
    named there by its id is named by its printed name)."""
    entries: list[GlossaryEntry] = []
    battle = pack.battle
    if battle is None:
        return entries
    names = printed_names(pack)
    for condition in battle.conditions.values():
        kind = {"body": "Body", "mind": "Mind"}.get(condition.kind, "")
        parts = [condition.text, *ability_lines(condition.abilities)]
        if condition.back_text:
            parts.append(f"Other side: {condition.back_text}")
        if kind:
            parts.append(f"A {kind} Condition.")
        text = in_names("\n\n".join(p for p in parts if p), names)
        entries.append(GlossaryEntry(safe_text(condition.name), "Condition", "", safe_lines(text)))
    for terrain in battle.terrain.values():
        parts = [terrain.text, *ability_lines(terrain.abilities)]
        parts.append(f"Traits: {terrain_traits_words(terrain, False)}.")
        text = in_names("\n\n".join(p for p in parts if p), names)
        entries.append(GlossaryEntry(safe_text(terrain.name), "Terrain", "", safe_lines(text)))
    return entries


# ---------------------------------------------------------------- the index
def build_glossary(pack: ContentPack | None = None) -> list[GlossaryEntry]:
    """Every entry: the terms, the checklist's rules, then the pack's Conditions and terrain."""
    entries = [GlossaryEntry(title, "Term", rule, text) for title, rule, text in TERMS]
    does = keyword_does()
    entries += [rule_entry(rule_id, text, does) for rule_id, text in checklist_rules().items()]
    if pack is not None:
        entries += content_entries(pack)
    return entries


def _words(query: str) -> list[str]:
    return [word for word in query.casefold().split() if word]


class Glossary:
    """The entries, with each one's title, rule id and text case-folded once for searching."""

    def __init__(self, entries: list[GlossaryEntry]) -> None:
        self.entries = entries
        self._folded = [(e.title.casefold(), e.rule.casefold(), e.text.casefold()) for e in entries]

    def search(self, query: str) -> list[GlossaryEntry]:
        """The entries holding every word of ``query``, best first (all of them, in order,
        for an empty query)."""
        words = _words(query)
        if not words:
            return list(self.entries)
        wanted = " ".join(words)
        ranked: list[tuple[tuple[int, ...], int]] = []
        for number, (entry, folded) in enumerate(zip(self.entries, self._folded, strict=True)):
            found = rank(entry.kind, folded, words, wanted)
            if found is not None:
                ranked.append((found, number))
        ranked.sort()
        return [self.entries[number] for _, number in ranked]


def rank(
    kind: str, folded: tuple[str, str, str], words: list[str], query: str
) -> tuple[int, ...] | None:
    """How well an entry (its kind; its title, rule id and text case-folded) answers the
    query (lower is better), or None if it does not hold every word."""
    title, rule, text = folded
    if not all(word in title or word in rule or word in text for word in words):
        return None
    if query in (title, rule):
        level = 0
    elif title.startswith(query):
        level = 1
    elif all(word in title for word in words):
        level = 2
    elif rule.startswith(query):
        level = 3
    else:
        level = 4
    where = min(text.find(word) if word in text else len(text) for word in words)
    return (level, KIND_ORDER.index(kind), where, len(title))


def search(entries: list[GlossaryEntry], query: str) -> list[GlossaryEntry]:
    """:meth:`Glossary.search` over ``entries`` (one search; a screen keeps a Glossary)."""
    return Glossary(entries).search(query)
