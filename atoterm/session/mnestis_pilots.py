"""The four pilots of a Theatre battle, seat by seat, as its Setup screen shows and changes
them before the battle begins [MNE-011, MNE-013] (docs/mnestis.md, Portraits).

Each seat is flown by a Portrait with two unlocked Mnemos (one at Level 2, one at Level 1), or
by a deceased or retired Argonaut the profile keeps; a seat the player leaves alone takes the
default (the unlocked Mnemos left, in order, two each). A seat's Titan may also be given
unlocked Patterns (``mnestis_patterns``), and another unlocked Titan in place of the default:
the seat's pilot and Patterns stay with the seat, as they do when the battle's own Setup
changes its Titan (any pilot may fly any unlocked Titan, MNE-011); an Argo-bred class enters
once [BAT-SETUP-012]. The rules are those of a headless battle
(``--portrait``, ``--argonaut``, ``--pattern``): this module only answers "who flies each seat if the
battle starts now", so the screen can show it and refuse a choice with the same sentence.
"""

from __future__ import annotations

from dataclasses import dataclass, field

from atoterm.content.schema import ContentPack
from atoterm.engine.battle.core.state import TITAN_KEYS
from atoterm.engine.story_state import MnemosHeld
from atoterm.session.mnestis import theatre_titans
from atoterm.session.mnestis_fallen import FallenPilot, fallen_pilots, theatre_fallen
from atoterm.session.mnestis_patterns import theatre_patterns
from atoterm.session.mnestis_portraits import theatre_portraits, unlocked_mnemos
from atoterm.store.theatre_record import TheatreRecord


@dataclass(frozen=True)
class SeatPilot:
    """Who flies one seat: a fallen Argonaut, or a Portrait's Mnemos (none: the practice
    Argonaut's empty sheet, when fewer than two unlocked Mnemos are left)."""

    titan: str
    """The Titan class set up in this seat (Setup may still change the Titan)."""
    fallen: FallenPilot | None = None
    mnemos: list[MnemosHeld] = field(default_factory=list)
    chosen: bool = False
    """The player chose this seat's pilot (else the default)."""
    patterns: list[str] = field(default_factory=list)
    """The unlocked Patterns fielded with this seat's Titan [MNE-013] (none by default)."""


@dataclass
class PilotChoices:
    """The pilots chosen so far, by seat (0-3): a Portrait's pair [Level 2, Level 1], or a
    fallen Argonaut's label."""

    portraits: dict[int, list[str]] = field(default_factory=dict)
    argonauts: dict[int, str] = field(default_factory=dict)
    patterns: dict[int, list[str]] = field(default_factory=dict)
    """Pattern cards by seat [MNE-013]: kept when the seat's pilot or Titan changes."""
    titans: dict[int, str] = field(default_factory=dict)
    """Titan classes by seat, where the player changed the default [MNE-011]: the seat's
    pilot and Patterns stay with it."""

    def clear(self, seat: int) -> None:
        self.portraits.pop(seat, None)
        self.argonauts.pop(seat, None)

    def portrait_words(self) -> list[tuple[str, list[str]]] | None:
        """As ``theatre_state`` takes them: (seat "1"-"4", [Level 2, Level 1])."""
        return [(str(s + 1), list(p)) for s, p in sorted(self.portraits.items())] or None

    def argonaut_words(self) -> list[tuple[str, str]] | None:
        return [(str(s + 1), label) for s, label in sorted(self.argonauts.items())] or None

    def titan_words(self, content: ContentPack, theatre: TheatreRecord) -> list[str] | None:
        """As ``theatre_state`` takes them: the four classes, seat by seat (None: the
        default four, nothing changed)."""
        return seat_classes(content, theatre, self) if self.titans else None

    def pattern_words(self) -> list[tuple[str, list[str]]] | None:
        """As ``theatre_state`` takes them: (seat "1"-"4", [Pattern cards])."""
        return [(str(s + 1), list(c)) for s, c in sorted(self.patterns.items()) if c] or None

    def toggle_pattern(self, content: ContentPack, seat: int, card: str) -> None:
        """Give ``card`` to ``seat`` (replacing a Pattern of its kind there), or take it back
        when the seat bears it [ADVA-041]."""
        held = self.patterns.get(seat, [])
        if card in held:
            held = [c for c in held if c != card]
        else:
            known = content.cycle.patterns
            kind = known[card].kind
            held = [c for c in held if known[c].kind != kind] + [card]
        self.patterns[seat] = held


def seat_pilots(
    content: ContentPack, theatre: TheatreRecord, choices: PilotChoices
) -> list[SeatPilot]:
    """Each seat's pilot if the battle started now; SessionError (the headless sentence)
    when the choices do not go together."""
    classes = seat_classes(content, theatre, choices)
    fallen = theatre_fallen(content, theatre, classes, choices.argonaut_words())
    portraits = theatre_portraits(content, theatre, classes, choices.portrait_words(), fallen)
    patterns = theatre_patterns(content, theatre, classes, choices.pattern_words())
    return [
        SeatPilot(
            cls,
            pilot,
            list(pilot.sheet.mnemos) if pilot is not None else mnemos,
            seat in choices.portraits or seat in choices.argonauts,
            list(patterns.get(TITAN_KEYS[seat], [])),
        )
        for seat, (cls, pilot, mnemos) in enumerate(zip(classes, fallen, portraits, strict=True))
    ]


def seat_classes(content: ContentPack, theatre: TheatreRecord, choices: PilotChoices) -> list[str]:
    """Each seat's Titan class: the default four, with those the player changed; SessionError
    when one may not be fielded, or an Argo-bred class would enter twice [MNE-011,
    BAT-SETUP-012]."""
    defaults = theatre_titans(content, theatre, None)
    if not choices.titans:
        return defaults
    return theatre_titans(
        content, theatre, [choices.titans.get(i, cls) for i, cls in enumerate(defaults)]
    )


def titan_seat(seats: list[SeatPilot], seat: int, cls: str) -> int | None:
    """The other seat fielding ``cls`` (for an Argo-bred class, which enters once)."""
    return next((i for i, other in enumerate(seats) if i != seat and other.titan == cls), None)


def pilot_pool(content: ContentPack, theatre: TheatreRecord) -> tuple[list[str], list[FallenPilot]]:
    """What a seat may be given: the unlocked Mnemos (fallen sheets' included) and the fallen
    Argonauts the profile keeps."""
    return unlocked_mnemos(content, theatre), fallen_pilots(content, theatre)


# What another seat already holds, as the Setup screen offers a seat its choices: the same
# one-card rules ``theatre_portraits``, ``theatre_fallen`` and ``theatre_patterns`` refuse,
# asked before the choice so that it is offered disabled rather than refused [MNE-011, MNE-013].


def mnemos_holder(seats: list[SeatPilot], seat: int, card: str) -> int | None:
    """The other seat whose chosen pilot holds Mnemos ``card`` (None when it is free for
    ``seat``: a default pair gives its cards up to a chosen one)."""
    for index, other in enumerate(seats):
        if index != seat and other.chosen and any(m.id == card for m in other.mnemos):
            return index
    return None


def fallen_seat(seats: list[SeatPilot], seat: int, label: str) -> int | None:
    """The other seat the fallen Argonaut ``label`` already pilots (one Argonaut, one Titan)."""
    for index, other in enumerate(seats):
        if index != seat and other.fallen is not None and other.fallen.label == label:
            return index
    return None


def pattern_seat(seats: list[SeatPilot], seat: int, card: str) -> int | None:
    """The other seat whose Titan bears Pattern ``card`` (a Pattern is one card) [ADVA-041]."""
    for index, other in enumerate(seats):
        if index != seat and card in other.patterns:
            return index
    return None


def pattern_replaced(content: ContentPack, held: list[str], card: str) -> str | None:
    """The Pattern of ``card``'s kind that giving ``card`` takes off a Titan bearing ``held``
    (one Trauma and one Kratos Pattern a Titan) [ADVA-041]."""
    known = content.cycle.patterns
    return next((c for c in held if c != card and known[c].kind == known[card].kind), None)
