"""Patterns a Mnestis Theatre battle fields with its Titans [MNE-013, ADVA-041].

A Trauma Pattern replaces its Titan's Trauma Table and a Kratos Pattern its Kratos Table
(ADVA-041); a Titan bears at most one of each. ``BattleState.patterns`` keeps, per seat (the
Titan's key, A-D), the Pattern cards fielded there, so that the seat keeps them when the
battle's Setup changes its Titan's class. The tables are the Cycle's Pattern cards
(``content.cycle.patterns``, parsed as a Titan class's are); every rule that reads a Titan's
tables asks :func:`fielded_class`, through ``B.titan_class`` (the battle core: it reads
content only).

Only a Theatre battle fields Patterns here: a campaign's named Titans keep theirs on the
roster (``TitanRecord.patterns``), and their battles play the class's own tables as every
journal recorded them.
"""

from __future__ import annotations

from dataclasses import replace

from atoterm.content.battle_schema import TitanClass
from atoterm.content.schema import ContentPack

KINDS = ("trauma", "kratos")
"""What a Pattern replaces, one of each per Titan [ADVA-041]."""


def fielded_class(content: ContentPack, cls: TitanClass, patterns: list[str]) -> TitanClass:
    """``cls`` with the tables its seat's ``patterns`` replace (``cls`` itself when none
    does): the Trauma Table of a Trauma Pattern, the Kratos Table of a Kratos Pattern."""
    known = content.cycle.patterns
    for pattern in patterns:
        card = known.get(pattern)
        if card is None:
            continue  # validate_state refuses an unknown one; nothing to read here
        if card.kind == "trauma" and card.trauma_table:
            cls = replace(cls, trauma_table=card.battle_trauma)
        elif card.kind == "kratos" and card.battle_kratos:
            cls = replace(cls, kratos=card.battle_kratos)
    return cls


def pattern_problem(content: ContentPack, patterns: dict[str, list[str]], seats: list[str]) -> str:
    """Why ``patterns`` (seat key -> Pattern ids) cannot be fielded ("" when they can): an
    unknown seat or Pattern, one card on two Titans, two of a kind on one Titan."""
    known = content.cycle.patterns
    placed: list[str] = []
    for seat, cards in sorted(patterns.items()):
        if seat not in seats:
            return f"there is no Titan {seat!r}"
        kinds: list[str] = []
        for card in cards:
            if card not in known:
                return f"{card!r} is not a Pattern of this content"
            if card in placed:
                return f"{known[card].name} is one card: it goes to one Titan"
            if known[card].kind in kinds:
                return f"a Titan bears one {known[card].kind.title()} Pattern (ADVA-041)"
            placed.append(card)
            kinds.append(known[card].kind)
    return ""
