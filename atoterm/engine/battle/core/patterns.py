"""Patterns a Mnestis Theatre battle fields with its Titans [MNE-013, ADVA-041].

A Trauma Pattern replaces its Titan's Trauma Table and a Kratos Pattern its Kratos Table
(ADVA-041); a Titan bears at most one of each. ``BattleState.patterns`` keeps, per seat (the
Titan's key, A-D), the Pattern cards fielded there, so that the seat keeps them when the
battle's Setup changes its Titan's class. The tables are the Cycle's Pattern cards
(``content.cycle.patterns``, parsed as a Titan class's are); every rule that reads a Titan's
tables asks :func:`fielded_class`, through ``B.titan_class`` (the battle core: it reads
content only).

A campaign's named Titans keep theirs on the roster (``TitanRecord.patterns``, ADVA-040);
from an edition whose ``[campaign]`` sets ``patterns_in_battle``, :func:`fill_campaign_patterns`
gives each seat of a campaign battle the Patterns of the named Titan it fields, whenever its
Titans are chosen. Earlier editions' campaign battles played the class's own tables, and their
journals replay so.
"""

from __future__ import annotations

from dataclasses import replace

from atoterm.content.battle_schema import TitanClass
from atoterm.content.schema import ContentPack
from atoterm.engine.battle.core.state import BattleState
from atoterm.engine.campaign_state import TitanRecord

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


def fill_campaign_patterns(
    content: ContentPack, records: list[TitanRecord], battle: BattleState
) -> None:
    """Each seat of a campaign battle takes the Patterns linked to the named Titan it fields
    (``roster_uid``; an unnamed Dreamwalker bears none) [ADVA-040, ADVA-041]; nothing changes
    in an edition without ``patterns_in_battle`` or in a battle not fought from the Argo.

    The roster already keeps one Pattern of each kind per Titan (the newer replaces the older
    when it is linked); should a record hold two of a kind or a card another Titan holds, the
    newer of the kind and the first Titan's copy are kept, so that the battle always passes
    :func:`pattern_problem`."""
    if not content.patterns_in_battle or not battle.from_argo:
        return
    known = content.cycle.patterns
    by_uid = {r.uid: r for r in records}
    placed: list[str] = []
    fielded: dict[str, list[str]] = {}
    for titan in sorted(battle.titans, key=lambda t: t.key):
        record = by_uid.get(titan.roster_uid) if titan.roster_uid else None
        kinds: list[str] = []
        cards: list[str] = []
        for card in reversed(record.patterns if record is not None else []):  # newest first
            if card in known and card not in placed and known[card].kind not in kinds:
                kinds.append(known[card].kind)
                cards.insert(0, card)
        placed.extend(cards)
        if cards:
            fielded[titan.key] = cards
    battle.patterns = fielded
