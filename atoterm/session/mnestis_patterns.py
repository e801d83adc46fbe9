"""Patterns in the Mnestis Theatre: a Theatre Titan fielded with the Pattern cards won
campaigns unlocked [MNE-013, ADVA-041] (docs/mnestis.md).

The unlocked Patterns are those the profile's Theatre record keeps (``TheatreRecord.patterns``:
in a won campaign's Gymnasion deck or on its named Titans at the end). A Trauma Pattern
replaces the Titan's Trauma Table, a Kratos Pattern its Kratos Table; a Titan bears at most
one of each, and a Pattern is one card, so it goes to one Titan. The battle keeps them by seat
(``BattleState.patterns``): the seat keeps its Patterns when the battle's own Setup changes
its Titan. None are fielded unless the player names them (``--pattern TITAN=PATTERN``, or the
Setup screen), as a campaign's unnamed Titans bear none.
"""

from __future__ import annotations

from atoterm.content.schema import ContentPack
from atoterm.engine.battle.core.patterns import pattern_problem
from atoterm.engine.battle.core.state import TITAN_KEYS
from atoterm.session.game import SessionError
from atoterm.session.mnestis_gear import fielded_seat
from atoterm.store.theatre_record import TheatreRecord


def unlocked_patterns(content: ContentPack, theatre: TheatreRecord) -> list[str]:
    """The Pattern cards of this pack the profile unlocked, in the order recorded [MNE-013]."""
    known = content.cycle.patterns
    return [p for p in theatre.patterns if p in known]


def pattern_words(content: ContentPack, pattern: str) -> str:
    """A Pattern as a player reads it: "Layered Shell (Trauma Pattern)"."""
    card = content.cycle.patterns[pattern]
    return f"{card.name.removeprefix('Pattern: ')} ({card.kind.title()} Pattern)"


def find_pattern(content: ContentPack, words: str) -> str:
    """The Pattern card a player names: its name with or without "Pattern:", any case, or a
    name's unique beginning."""
    known = content.cycle.patterns
    wanted = " ".join(words.split()).lower().removeprefix("pattern:").strip()
    names = {pid: card.name.lower().removeprefix("pattern:").strip() for pid, card in known.items()}
    exact = [pid for pid, name in names.items() if wanted in (pid, name)]
    if exact:
        return exact[0]
    starts = [pid for pid, name in names.items() if wanted and name.startswith(wanted)]
    if len(starts) == 1:
        return starts[0]
    if starts:
        several = ", ".join(known[p].name for p in starts)
        raise SessionError(f"{words.strip()!r} names several Patterns: {several}")
    raise SessionError(f"no Pattern called {words.strip()!r}")


def theatre_patterns(
    content: ContentPack,
    theatre: TheatreRecord,
    classes: list[str],
    wanted: list[tuple[str, list[str]]] | None,
) -> dict[str, list[str]]:
    """The Patterns ``wanted`` names ((Titan words or seat, [Pattern words])) by seat key;
    SessionError for an unknown or locked Pattern, one named for two Titans, or two of a kind
    on one Titan [MNE-013, ADVA-041]."""
    bc = content.battle
    assert bc is not None
    unlocked = unlocked_patterns(content, theatre)
    given: list[list[str] | None] = [None] * len(classes)
    for words, cards in wanted or []:
        seat = fielded_seat(content, classes, given, words, "--pattern")
        ids = [find_pattern(content, c) for c in cards]
        for card in ids:
            if card not in unlocked:
                raise SessionError(
                    f"{content.cycle.patterns[card].name} is not unlocked: no won campaign "
                    "ended with it in its Gymnasion deck or on a Titan"
                )
        given[seat] = ids
    chosen = {TITAN_KEYS[i]: ids for i, ids in enumerate(given) if ids}
    why = pattern_problem(content, chosen, list(TITAN_KEYS))
    if why:
        raise SessionError(why)
    return chosen
