"""Mnemos and trauma growth abilities in battle [ADV-047, ADV-048, ADV-065].

A Titan junctioned with an Argonaut has, in battle, the abilities of that Argonaut's Mnemos
cards up to the unlocked level (level 1 on gaining the card, levels 2 and 3 at its first and
second Breakthrough: ``1 + MnemosHeld.resolved``, at most 3) and the trauma growth ability of
each resolved Fated Mnemos written on the Argonaut Sheet (``Argonaut.growth``; duplicates stack:
the ability is there once per copy).

They are two more kinds of element for :func:`keywords.elements`, so every rule of ability use
(windows, costs, once per Round, gates) and every place the battle screen names an ability's
source treats them like gear or the Titan sheet:

* ``"mnemos:<card id>"``: one element per held Mnemos card, named "Mnemos: The Tide-Reader";
  exhausting one of its abilities exhausts the card, which then keeps only its passives and
  "if exhausted" abilities [BAT-MISC-089];
* ``"growth:<index in Argonaut.growth>"``: one element per growth ability, named
  "Fated Mnemos: The Sealed Door"; exhausting it exhausts only that ability [BAT-MISC-091].

Exhausted Mnemos elements are held in ``TitanState.exhausted_abilities`` by their source
(``"mnemos:tide-reader"``), next to the Titan sheet's ability names; unexhausting clears both
[BAT-MISC-092]. Skill bonuses and penalties of Mnemos are for tests, not for battle.
"""

from __future__ import annotations

from collections.abc import Iterator, Sequence

from atoterm.content.battle_schema import Ability
from atoterm.engine.battle.core.context import B
from atoterm.engine.battle.core.state import TitanState

MAX_LEVEL = 3
"""Levels 1-3 of a Mnemos card [ADV-048]."""
KINDS = ("mnemos", "growth")
"""Source kinds of this module."""


def unlocked_level(resolved: int) -> int:
    """Level 1 on gaining the card, +1 per resolved Breakthrough, at most 3 [ADV-047, ADV-048]."""
    return min(MAX_LEVEL, 1 + max(0, resolved))


def mnemos_elements(b: B, titan: TitanState) -> Iterator[tuple[str, Sequence[Ability], bool]]:
    """(source, abilities, exhausted) of the Argonaut's Mnemos cards and growth abilities."""
    book = b.content.storybook
    if book is None:
        return
    argonaut = b.argonaut(titan)
    exhausted = titan.exhausted_abilities
    for held in argonaut.mnemos:
        card = book.mnemos.get(held.id)
        if card is None:
            continue
        level = unlocked_level(held.resolved)
        # One tuple per card and level for the whole battle: windows look abilities up by it.
        key = ("mnemos", held.id, level)
        entry = b.memo.get(key)
        if entry is None or entry[0] is not card:  # made from this very card
            entry = b.memo[key] = (
                card,
                tuple(e["ability"] for e in card.abilities if e["level"] <= level),
            )
        abilities = entry[1]
        source = f"mnemos:{held.id}"
        if source not in titan.discarded_sources:
            yield source, abilities, source in exhausted
    for i, fated_id in enumerate(argonaut.growth):
        fated = book.fated_mnemos.get(fated_id)
        growth = fated.growth.get("ability") if fated is not None else None
        if growth is not None:
            source = f"growth:{i}"
            if source not in titan.discarded_sources:
                yield source, (growth,), source in exhausted


def mnemos_label(b: B, titan: TitanState, source: str) -> str:
    """How the battle screen names a Mnemos element: "Mnemos: The Tide-Reader"."""
    kind, _, rest = source.partition(":")
    book = b.content.storybook
    argonaut = b.argonaut(titan)
    if kind == "mnemos":
        card = book.mnemos.get(rest) if book is not None else None
        return f"Mnemos: {card.name if card is not None else rest}"
    fated_id = argonaut.growth[int(rest)]
    fated = book.fated_mnemos.get(fated_id) if book is not None else None
    return f"Fated Mnemos: {fated.name if fated is not None else fated_id}"


def discard(titan: TitanState, source: str) -> None:
    """Discard a Mnemos card or growth ability: face down for the rest of the Battle, the
    Argonaut keeps it for later ones [BAT-MISC-094]."""
    if source not in titan.discarded_sources:
        titan.discarded_sources.append(source)


def exhaust(titan: TitanState, source: str) -> None:
    """Exhaust a Mnemos card or growth ability [BAT-MISC-089, BAT-MISC-091]."""
    if source not in titan.exhausted_abilities:
        titan.exhausted_abilities.append(source)
