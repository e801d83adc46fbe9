"""Portraits: a Theatre Titan's pilot, with two unlocked Mnemos, one at Level 2 and one at
Level 1 [MNE-011, MNE-013] (docs/mnestis.md).

The unlocked Mnemos are those the profile's Theatre record keeps (``TheatreRecord.mnemos``:
held on a sheet, in the Vault or resolved when a campaign was won). By default the four pilots
take them in the order recorded, two each (the first at Level 2), as far as they go; a pilot
left without two keeps the practice Argonaut's empty sheet. A headless battle names a pilot's
pair (``--portrait TITAN=LEVEL2,LEVEL1``). A Mnemos card is one card: two pilots never share
it.

In battle a Mnemos gives its abilities up to its Level (``1 + resolved``, engine
``titans/mnemos.py``): Level 2 is one Breakthrough resolved. Its nodes follow the rulebook (7
and 3), kept below the card's next Breakthrough so that none is left due.
"""

from __future__ import annotations

from atoterm.content.schema import ContentPack
from atoterm.engine.story_state import MnemosHeld
from atoterm.session.game import SessionError
from atoterm.session.mnestis_fallen import FallenPilot, fallen_mnemos
from atoterm.session.mnestis_gear import fielded_seat
from atoterm.store.theatre_record import TheatreRecord

NODES = {2: 7, 1: 3}
"""The nodes a Portrait's Mnemos has marked at Level 2 and Level 1 [MNE-011]."""


def unlocked_mnemos(content: ContentPack, theatre: TheatreRecord) -> list[str]:
    """The Mnemos cards of this pack the profile unlocked, in the order recorded, then those
    on the fallen Argonauts' sheets [MNE-011, MNE-013]."""
    book = content.storybook
    known = book.mnemos if book is not None else {}
    recorded = [m for m in theatre.mnemos if m in known]
    return list(dict.fromkeys([*recorded, *fallen_mnemos(content, theatre)]))


def portrait_card(content: ContentPack, card: str, level: int) -> MnemosHeld:
    """Mnemos ``card`` at ``level`` (1 or 2) on a Portrait's sheet."""
    book = content.storybook
    assert book is not None
    breaks = book.mnemos[card].breakthroughs
    resolved = min(level - 1, len(breaks))
    nodes = NODES[level]
    if resolved < len(breaks):  # not so many nodes that the next Breakthrough is due
        nodes = min(nodes, breaks[resolved] - 1)
    return MnemosHeld(card, nodes=max(0, nodes), resolved=resolved)


def theatre_portraits(
    content: ContentPack,
    theatre: TheatreRecord,
    classes: list[str],
    wanted: list[tuple[str, list[str]]] | None = None,
    fallen: list[FallenPilot | None] | None = None,
) -> list[list[MnemosHeld]]:
    """Each seat's Mnemos: the pairs ``wanted`` names ((Titan words or seat, [Level 2,
    Level 1])), the others from the unlocked Mnemos left, in order; a seat a ``fallen``
    Argonaut pilots has none (the sheet brings its own, which no Portrait may take);
    SessionError for an unknown, locked, repeated or unpaired card [MNE-011, MNE-013]."""
    bc = content.battle
    book = content.storybook
    assert bc is not None
    unlocked = unlocked_mnemos(content, theatre)
    flown = list(fallen or [None] * len(classes))
    pairs: list[list[str] | None] = [[] if p is not None else None for p in flown]
    used: list[str] = [m for p in flown if p is not None for m in p.mnemos]
    for words, cards in wanted or []:
        seat = _portrait_seat(content, classes, pairs, flown, words)
        name = bc.titans[classes[seat]].name
        if len(cards) != 2:
            raise SessionError(
                f"the {name}'s Portrait has two Mnemos: name one at Level 2, then one at Level 1"
            )
        ids = [_find_mnemos(content, c) for c in cards]
        for card in ids:
            title = book.mnemos[card].name if book is not None else card
            if card not in unlocked:
                raise SessionError(
                    f"{title} cannot go to the {name}'s Portrait: it is not unlocked (no won "
                    "campaign held it, left it in the Vault or resolved it)"
                )
            if card in used:
                raise SessionError(f"{title} is one card: two pilots cannot both hold it")
            used.append(card)
        pairs[seat] = ids
    spare = [m for m in unlocked if m not in used]
    for seat, pair in enumerate(pairs):
        if pair is None and len(spare) >= 2:
            pairs[seat] = [spare.pop(0), spare.pop(0)]
    return [
        [portrait_card(content, p[0], 2), portrait_card(content, p[1], 1)] if p else []
        for p in pairs
    ]


def _portrait_seat(
    content: ContentPack,
    classes: list[str],
    pairs: list[list[str] | None],
    flown: list[FallenPilot | None],
    words: str,
) -> int:
    """The seat a ``--portrait`` names; a seat a fallen Argonaut pilots takes no Portrait."""
    try:
        return fielded_seat(content, classes, pairs, words, "--portrait")
    except SessionError:
        seat = fielded_seat(content, classes, [None] * len(classes), words, "--portrait")
        pilot = flown[seat]
        if pilot is None:
            raise
        raise SessionError(
            f"{pilot.label} pilots that Titan with their own sheet: it takes no Portrait"
        ) from None


def _find_mnemos(content: ContentPack, words: str) -> str:
    """The Mnemos a player names: its id or name, with or without "The"."""
    book = content.storybook
    wanted = " ".join(words.split()).lower().removeprefix("the ")
    for mid, card in (book.mnemos if book is not None else {}).items():
        if wanted in (mid, card.name.lower(), card.name.lower().removeprefix("the ")):
            return mid
    raise SessionError(f"no Mnemos called {words.strip()!r}")
