"""Finding internal ids in texts a player reads (issue 15, item 5): the rule, in one place.

A text shows an internal id when it holds

* a ``snake_case`` word (``in_sight``, ``power_reroll``): no printed name has an underscore;
* a ``key:value`` key (``titans:2``, ``A:hold-dreamer``): a letter word, a colon with no space
  after it, then a lower-case word or a number;
* a kebab-case word that the content pack uses as an id (``glass-shard``, ``brine-blind``):
  the forbidden set is derived from the content's own ids — every gear, card, condition,
  terrain, Titan class, Primordial, Argo ability, Godform, Summoning, resource, Technology,
  Pattern, Mnemos and Fated Mnemos id that holds a ``_`` or a ``-``. Hyphenated English
  ("one-shot", "re-roll", "Shell-Wall"), tile codes ("C7-E9") and dice ("0P+1p") are fine:
  they are not lower-case content ids.

Storybook prose is our own writing and may use a hyphenated word that happens to be an id
("kelp-mail" woven by the loom-wives); a paragraph's text is checked for the first two shapes
only (:func:`id_words` with ``prose=True``).
"""

from __future__ import annotations

import re
from functools import cache

from atoterm.content import load_content
from atoterm.content.schema import ContentPack

SNAKE = re.compile(r"\b[a-z]+(?:_[a-z0-9]+)+\b")
KEY = re.compile(r"\b[A-Za-z]+:(?:[a-z][\w-]*|\d+\b)")
KEBAB = re.compile(r"\b[a-z]+(?:-[a-z0-9]+)+\b")


@cache
def content() -> ContentPack:
    return load_content()


@cache
def content_ids() -> frozenset[str]:
    """The content's ids that a text must never show: those with a ``_`` or a ``-``."""
    pack = content()
    bc = pack.battle
    assert bc is not None
    ids: set[str] = set()
    for table in (
        bc.conditions,
        bc.terrain,
        bc.gear,
        bc.every_card,
        bc.titans,
        bc.primordials,
        bc.argo_abilities,
        bc.godforms,
        bc.summonings,
        pack.cycle.resources,
        pack.campaign.resources,
        pack.cycle.technologies,
        pack.cycle.patterns,
    ):
        ids.update(str(i) for i in table)
    book = pack.storybook
    if book is not None:
        ids.update(book.mnemos)
        ids.update(book.fated_mnemos)
    return frozenset(i for i in ids if "-" in i or "_" in i)


def id_words(text: str, prose: bool = False) -> list[str]:
    """The internal ids ``text`` shows (empty: none)."""
    found = SNAKE.findall(text) + KEY.findall(text)
    if not prose:
        found += [w for w in KEBAB.findall(text) if w in content_ids()]
    return found


SLIPS = (
    re.compile(r"\b1 (?:drawn cards|cards|exchanges|charges|Wounds|days)\b"),
    re.compile(r"\bis retreat\b"),
    re.compile(r"\w \.(?:\s|$)"),  # "lost ." : a word missing before the stop
    re.compile(r"(?<!\.)\.\.(?!\.)"),  # "at low tide.." (an ellipsis is fine)
    re.compile(r"(?P<name>\b[A-Z][\w'-]*(?: [\w'-]+)*) \((?P=name)\)"),  # "Mend (Mend)"
    re.compile(r"\b(?P<said>the \w+ is over): (?P=said)\b", re.IGNORECASE),
)
"""Text slips of issue 15 item 15, as shapes: a singular counted as plural, a result word
where a phrase belongs, a stop with nothing before it, two stops, a name followed by itself,
a sentence said twice."""


def slip_words(text: str) -> list[str]:
    """The slips ``text`` shows (empty: none)."""
    return [m.group(0) for pattern in SLIPS for m in pattern.finditer(text)]


class Findings:
    """Every id found, with the text it was in and where that text came from."""

    def __init__(self) -> None:
        self.found: dict[tuple[str, str], str] = {}

    def scan(self, where: str, text: str, prose: bool = False) -> None:
        for word in id_words(text, prose) + slip_words(text):
            self.found.setdefault((where, word), text)

    def report(self) -> str:
        return "internal ids on screen:\n" + "\n".join(
            f"[{where}] {word!r}: {text[:300]!r}" for (where, word), text in self.found.items()
        )
