"""What the Theatre battle's Setup offers, step by step, in the player's words [MNE-011,
MNE-013] (docs/mnestis.md, Portraits).

Each offer carries its line, what choosing it does (a typed value the Setup screen acts on, so
the screen never reads an option's id) and why it is refused ("" when it may be chosen). Whether
a card or an Argonaut is free is the session's rule (``mnestis_pilots``: one Mnemos, one fallen
Argonaut, one Pattern on one seat); these functions only put it in words.
"""

from __future__ import annotations

from dataclasses import dataclass

from atoterm.content.schema import ContentPack
from atoterm.session.mnestis import argo_bred_twice
from atoterm.session.mnestis_patterns import pattern_words, unlocked_patterns
from atoterm.session.mnestis_pilots import (
    PilotChoices,
    SeatPilot,
    fallen_seat,
    mnemos_holder,
    pattern_replaced,
    pattern_seat,
    pilot_pool,
    seat_pilots,
    titan_seat,
)
from atoterm.session.mnestis_unlocked import titan_refusal, unlocked_titans
from atoterm.store.theatre_record import TheatreRecord
from atoterm.views.mnestis_pilots import fallen_words, mnemos_name, seat_line, titan_name


@dataclass(frozen=True)
class StartBattle:
    """Start the battle with the pilots as they stand (its own Setup follows)."""


@dataclass(frozen=True)
class OpenSeat:
    """List what seat ``seat`` (0-3) may be given."""

    seat: int


@dataclass(frozen=True)
class DefaultPilot:
    """Give the seat back its default pilot."""


@dataclass(frozen=True)
class OpenPortrait:
    """Pick a Portrait's two Mnemos, Level 2 first."""


@dataclass(frozen=True)
class FlyFallen:
    """The fallen Argonaut ``label`` pilots the seat."""

    label: str


@dataclass(frozen=True)
class TogglePattern:
    """Give the seat's Titan Pattern ``card``, or take it back [MNE-013]."""

    card: str


@dataclass(frozen=True)
class FlyTitan:
    """The seat fields Titan class ``titan`` instead; its pilot and Patterns stay [MNE-011]."""

    titan: str


@dataclass(frozen=True)
class PickMnemos:
    """Mnemos ``card`` goes to the Portrait being made (at Level 2, then Level 1)."""

    card: str


OfferValue = (
    StartBattle
    | OpenSeat
    | DefaultPilot
    | OpenPortrait
    | FlyFallen
    | FlyTitan
    | TogglePattern
    | PickMnemos
)


@dataclass(frozen=True)
class SeatOffer:
    """One line of the Setup's list: its words, what choosing it does (None: a line that only
    tells), and why it is refused ("" when it may be chosen)."""

    words: str
    value: OfferValue | None
    why: str = ""

    @property
    def disabled(self) -> bool:
        return bool(self.why) or self.value is None


NO_FALLEN = "no deceased or retired Argonaut yet"


def seats_offers(
    content: ContentPack, theatre: TheatreRecord, choices: PilotChoices
) -> list[SeatOffer]:
    """The first step: start the battle, or open a seat; SessionError as ``seat_pilots``."""
    seats = seat_pilots(content, theatre, choices)
    offers = [SeatOffer("Start the battle (Titans and Gear are chosen next)", StartBattle())]
    offers += [SeatOffer(seat_line(content, i, s), OpenSeat(i)) for i, s in enumerate(seats)]
    return offers


def seat_offers(
    content: ContentPack, theatre: TheatreRecord, choices: PilotChoices, seat: int
) -> list[SeatOffer]:
    """What ``seat`` may be given: the default pilot, a Portrait (when two unlocked Mnemos are
    free of the other seats' chosen pilots), each fallen Argonaut (not one another seat flies),
    another unlocked Titan (``_titan_offers``) and each unlocked Pattern for its Titan (not one
    another seat's Titan bears) [MNE-011, MNE-013]; SessionError as ``seat_pilots``."""
    seats = seat_pilots(content, theatre, choices)
    mnemos, fallen = pilot_pool(content, theatre)
    free = [m for m in mnemos if mnemos_holder(seats, seat, m) is None]
    offers = [SeatOffer("The default pilot (the unlocked Mnemos left, two each)", DefaultPilot())]
    portrait = "A Portrait with two Mnemos you choose"
    if len(free) < 2:
        why = "fewer than two unlocked Mnemos are free"
        offers.append(SeatOffer(f"{portrait}: {why}", OpenPortrait(), why))
    else:
        offers.append(SeatOffer(portrait, OpenPortrait()))
    for pilot in fallen:
        words = fallen_words(content, pilot)
        flies = fallen_seat(seats, seat, pilot.label)
        why = "" if flies is None else f"already pilots {_seat_words(content, seats, flies)}"
        offers.append(SeatOffer(f"{words}: {why}" if why else words, FlyFallen(pilot.label), why))
    if not fallen:
        words = "No deceased or retired Argonaut yet: a campaign's are kept when they leave"
        offers.append(SeatOffer(words, None, NO_FALLEN))
    return (
        offers
        + _titan_offers(content, theatre, seats, seat)
        + _pattern_offers(content, theatre, seats, seat)
    )


def _titan_offers(
    content: ContentPack, theatre: TheatreRecord, seats: list[SeatPilot], seat: int
) -> list[SeatOffer]:
    """Each unlocked Titan for ``seat``: the one it fields now (told, not offered), the others
    to field instead, refused with the reason when the Theatre may not field it or it is
    Argo-bred and another seat fields it [MNE-008, MNE-011, MNE-013, BAT-SETUP-012]."""
    here = seats[seat].titan if seat < len(seats) else ""
    offers = []
    for cls in unlocked_titans(content, theatre):
        name = titan_name(content, cls)
        if cls == here:
            offers.append(SeatOffer(f"The {name}: this seat's Titan", None, "this seat's Titan"))
            continue
        why = titan_refusal(content, theatre, cls)
        other = titan_seat(seats, seat, cls)
        if not why and other is not None and argo_bred_twice(content, [cls], cls):
            why = f"Argo-bred, it enters a Battle once: seat {other + 1} fields it"
        words = f"Field the {name} in this seat instead"
        offers.append(SeatOffer(f"{words}: {why}" if why else words, FlyTitan(cls), why))
    return offers


def titan_changed_words(content: ContentPack, index: int, seat: SeatPilot) -> str:
    """What changing a seat's Titan did, in words: who pilots it now and what stayed."""
    if seat.fallen is not None:
        who = seat.fallen.label
    elif seat.mnemos:
        who = "the seat's Portrait"
    else:
        who = "the seat's Argonaut"
    kept = ", with the seat's Patterns" if seat.patterns else ""
    return (
        f"Seat {index + 1} now fields the {titan_name(content, seat.titan)}: {who} still "
        f"pilots it{kept} (any pilot may fly any unlocked Titan)."
    )


def _pattern_offers(
    content: ContentPack, theatre: TheatreRecord, seats: list[SeatPilot], seat: int
) -> list[SeatOffer]:
    """Each unlocked Pattern for ``seat``'s Titan: given, taken back, or on another seat's
    Titan (refused, with the reason) [MNE-013, ADVA-041]."""
    here = seats[seat].patterns if seat < len(seats) else []
    offers = []
    for card in unlocked_patterns(content, theatre):
        words = pattern_words(content, card)
        bearer = pattern_seat(seats, seat, card)
        if card in here:
            offers.append(SeatOffer(f"{words}: take it back", TogglePattern(card)))
        elif bearer is not None:
            titan = titan_name(content, seats[bearer].titan)
            why = f"on seat {bearer + 1}'s Titan (the {titan})"
            offers.append(SeatOffer(f"{words}: {why}", TogglePattern(card), why))
        else:
            same = pattern_replaced(content, here, card)
            replaces = f", in place of {pattern_words(content, same)}" if same else ""
            offers.append(SeatOffer(f"{words}: give it{replaces}", TogglePattern(card)))
    return offers


def mnemos_offers(
    content: ContentPack,
    theatre: TheatreRecord,
    choices: PilotChoices,
    seat: int,
    level2: str = "",
) -> list[SeatOffer]:
    """The unlocked Mnemos for ``seat``'s Portrait: at Level 2 (``level2`` empty), then at
    Level 1 (not the Level 2 card); a card another seat's chosen pilot holds is refused
    [MNE-011, MNE-013]; SessionError as ``seat_pilots``."""
    seats = seat_pilots(content, theatre, choices)
    mnemos, _ = pilot_pool(content, theatre)
    offers = []
    for card in mnemos:
        holder = mnemos_holder(seats, seat, card)
        why = ""
        if holder is not None:
            titan = titan_name(content, seats[holder].titan)
            why = f"held by seat {holder + 1}'s pilot (the {titan})"
        if card == level2:
            why = "already this Portrait's Level 2 Mnemos"
        name = mnemos_name(content, card)
        offers.append(SeatOffer(f"{name}: {why}" if why else name, PickMnemos(card), why))
    return offers


def _seat_words(content: ContentPack, seats: list[SeatPilot], index: int) -> str:
    """ "seat 2 (the Keel-Ram)"."""
    return f"seat {index + 1} (the {titan_name(content, seats[index].titan)})"
