"""What the Theatre battle's Setup offers a seat [MNE-011, MNE-013, ADVA-041], table-driven:
each offer's words, what choosing it does (a typed value, never an id the screen parses) and
why it is refused. A Mnemos a chosen pilot of another seat holds, a fallen Argonaut another
seat flies and a Pattern another seat's Titan bears are refused with the seat that has them;
a default pair gives its cards up (docs/mnestis.md, Portraits)."""

from __future__ import annotations

from dataclasses import replace

import pytest

from atoterm.content import ContentPack
from atoterm.engine.codec import to_plain
from atoterm.engine.state import SKILLS, Argonaut
from atoterm.engine.story_state import MnemosHeld
from atoterm.session.game import SessionError
from atoterm.session.mnestis_pilots import PilotChoices
from atoterm.store.theatre_record import TheatreRecord
from atoterm.views.mnestis_seat_offers import (
    DefaultPilot,
    FlyFallen,
    FlyTitan,
    OpenPortrait,
    OpenSeat,
    PickMnemos,
    SeatOffer,
    StartBattle,
    TogglePattern,
    mnemos_offers,
    seat_offers,
    seats_offers,
)

IONE = Argonaut(
    name="Ione",
    skills={s: 1 for s in SKILLS},
    alive=False,
    mnemos=[MnemosHeld("tide-reader", nodes=5, resolved=1)],
)
THEATRE = TheatreRecord(
    unlocked=True,
    victories=1,
    primordials=["ammonax", "kyanippe", "threnos"],
    titans=["hold-dreamer", "keel-ram", "wave-skimmer"],
    mnemos=["net-caster", "bell-founder", "lamp-warden", "rope-walker"],
    fallen=[{"campaign": "c1", "sheet": to_plain(IONE)}],
    patterns=["pattern_nacre_cuirass", "pattern_vigil_lamp", "pattern_cindermouth_arbalest"],
)
SHELL, CALM, CADENCE = THEATRE.patterns
DEFAULT = SeatOffer("The default pilot (the unlocked Mnemos left, two each)", DefaultPilot())
PORTRAIT = SeatOffer("A Portrait with two Mnemos you choose", OpenPortrait())
IONE_LINE = "Ione, who died in a campaign (The Tide-Reader at Level 2)"


def choices(
    portraits: dict[int, list[str]] | None = None,
    argonauts: dict[int, str] | None = None,
    patterns: dict[int, list[str]] | None = None,
) -> PilotChoices:
    return PilotChoices(portraits or {}, argonauts or {}, patterns or {})


def offer(words: str, value: object, why: str = "") -> SeatOffer:
    return SeatOffer(f"{words}: {why}" if why else words, value, why)  # type: ignore[arg-type]


def titans(seat: int) -> list[SeatOffer]:
    """The unlocked Titans offered to ``seat`` of the default four (Hold-Dreamer twice,
    Keel-Ram, Wave-Skimmer): its own told, a Gaia-bred one free, an Argo-bred one another seat
    fields refused [MNE-011, BAT-SETUP-012]."""
    fielded = ["hold-dreamer", "hold-dreamer", "keel-ram", "wave-skimmer"]
    found = []
    for cls, name in [
        ("hold-dreamer", "Hold-Dreamer"),
        ("keel-ram", "Keel-Ram"),
        ("wave-skimmer", "Wave-Skimmer"),
    ]:
        if fielded[seat] == cls:
            found.append(SeatOffer(f"The {name}: this seat's Titan", None, "this seat's Titan"))
        elif cls == "hold-dreamer":
            found.append(offer(f"Field the {name} in this seat instead", FlyTitan(cls)))
        else:
            why = f"Argo-bred, it enters a Battle once: seat {fielded.index(cls) + 1} fields it"
            found.append(offer(f"Field the {name} in this seat instead", FlyTitan(cls), why))
    return found


def test_mne_011_the_first_step_starts_the_battle_or_opens_a_seat(content: ContentPack) -> None:
    offers = seats_offers(content, THEATRE, choices())
    assert [o.value for o in offers] == [StartBattle(), *(OpenSeat(i) for i in range(4))]
    assert offers[0].words == "Start the battle (Titans and Gear are chosen next)"
    assert offers[1].words.startswith("Seat 1, the Hold-Dreamer: a Portrait with The Net-Caster")
    assert not any(o.disabled for o in offers)


SEAT_CASES = [
    pytest.param(
        choices(),
        3,
        [
            DEFAULT,
            PORTRAIT,
            offer(IONE_LINE, FlyFallen("Ione")),
            *titans(3),
            offer("Layered Shell (Trauma Pattern): give it", TogglePattern(SHELL)),
            offer("Lamp-Keeper's Calm (Trauma Pattern): give it", TogglePattern(CALM)),
            offer("Siege Cadence (Kratos Pattern): give it", TogglePattern(CADENCE)),
        ],
        id="MNE-011-nothing-chosen-everything-free",
    ),
    pytest.param(
        choices(argonauts={0: "Ione"}, patterns={2: [SHELL]}),
        3,
        [
            DEFAULT,
            PORTRAIT,
            offer(IONE_LINE, FlyFallen("Ione"), "already pilots seat 1 (the Hold-Dreamer)"),
            *titans(3),
            offer(
                "Layered Shell (Trauma Pattern)",
                TogglePattern(SHELL),
                "on seat 3's Titan (the Keel-Ram)",
            ),
            offer("Lamp-Keeper's Calm (Trauma Pattern): give it", TogglePattern(CALM)),
            offer("Siege Cadence (Kratos Pattern): give it", TogglePattern(CADENCE)),
        ],
        id="MNE-011-MNE-013-another-seat-flies-Ione-and-bears-a-Pattern",
    ),
    pytest.param(
        choices(argonauts={0: "Ione"}, patterns={0: [SHELL]}),
        0,
        [
            DEFAULT,
            PORTRAIT,
            offer(IONE_LINE, FlyFallen("Ione")),  # this seat's own pilot is no refusal
            *titans(0),
            offer("Layered Shell (Trauma Pattern): take it back", TogglePattern(SHELL)),
            offer(
                "Lamp-Keeper's Calm (Trauma Pattern): give it, in place of Layered Shell "
                "(Trauma Pattern)",
                TogglePattern(CALM),
            ),
            offer("Siege Cadence (Kratos Pattern): give it", TogglePattern(CADENCE)),
        ],
        id="MNE-013-ADVA-041-a-second-Trauma-Pattern-replaces-the-first",
    ),
    pytest.param(
        choices(portraits={0: ["net-caster", "bell-founder"], 1: ["lamp-warden", "rope-walker"]}),
        2,
        [
            DEFAULT,
            offer(
                "A Portrait with two Mnemos you choose",
                OpenPortrait(),
                "fewer than two unlocked Mnemos are free",
            ),
            offer(IONE_LINE, FlyFallen("Ione")),
            *titans(2),
            offer("Layered Shell (Trauma Pattern): give it", TogglePattern(SHELL)),
            offer("Lamp-Keeper's Calm (Trauma Pattern): give it", TogglePattern(CALM)),
            offer("Siege Cadence (Kratos Pattern): give it", TogglePattern(CADENCE)),
        ],
        id="MNE-011-chosen-Portraits-leave-one-Mnemos-free",
    ),
]


@pytest.mark.parametrize(("chosen", "seat", "expected"), SEAT_CASES)
def test_mne_011_mne_013_what_a_seat_may_be_given(
    content: ContentPack, chosen: PilotChoices, seat: int, expected: list[SeatOffer]
) -> None:
    offers = seat_offers(content, THEATRE, chosen, seat)
    assert offers == expected
    assert [o.disabled for o in offers] == [bool(o.why) for o in expected]


def test_mne_011_no_fallen_argonaut_is_told_not_offered(content: ContentPack) -> None:
    theatre = replace(THEATRE, fallen=[], patterns=[])
    offers = seat_offers(content, theatre, choices(), 0)
    assert offers[:2] == [DEFAULT, PORTRAIT]
    assert offers[2].words == (
        "No deceased or retired Argonaut yet: a campaign's are kept when they leave"
    )
    assert offers[2].value is None and offers[2].disabled
    assert offers[3:] == titans(0)  # no Pattern unlocked, none offered [MNE-013]


HELD_2 = "held by seat 2's pilot (the Hold-Dreamer)"
MNEMOS_CASES = [
    pytest.param(
        choices(),
        0,
        "",
        [
            offer("The Net-Caster", PickMnemos("net-caster")),
            offer("The Bell-Founder", PickMnemos("bell-founder")),
            offer("The Lamp-Warden", PickMnemos("lamp-warden")),
            offer("The Rope-Walker", PickMnemos("rope-walker")),
            offer("The Tide-Reader", PickMnemos("tide-reader")),
        ],
        id="MNE-011-default-pairs-give-their-cards-up",
    ),
    pytest.param(
        choices(portraits={1: ["net-caster", "lamp-warden"]}, argonauts={0: "Ione"}),
        3,
        "bell-founder",
        [
            offer("The Net-Caster", PickMnemos("net-caster"), HELD_2),
            offer(
                "The Bell-Founder",
                PickMnemos("bell-founder"),
                "already this Portrait's Level 2 Mnemos",
            ),
            offer("The Lamp-Warden", PickMnemos("lamp-warden"), HELD_2),
            offer("The Rope-Walker", PickMnemos("rope-walker")),
            offer(
                "The Tide-Reader",
                PickMnemos("tide-reader"),
                "held by seat 1's pilot (the Hold-Dreamer)",
            ),
        ],
        id="MNE-011-MNE-013-one-card-one-pilot-Level-1-after-Level-2",
    ),
    pytest.param(
        choices(portraits={1: ["net-caster", "lamp-warden"]}),
        1,
        "",
        [
            offer("The Net-Caster", PickMnemos("net-caster")),  # the seat's own pair is free
            offer("The Bell-Founder", PickMnemos("bell-founder")),
            offer("The Lamp-Warden", PickMnemos("lamp-warden")),
            offer("The Rope-Walker", PickMnemos("rope-walker")),
            offer("The Tide-Reader", PickMnemos("tide-reader")),
        ],
        id="MNE-011-a-seat-remakes-its-own-Portrait",
    ),
]


@pytest.mark.parametrize(("chosen", "seat", "level2", "expected"), MNEMOS_CASES)
def test_mne_011_mne_013_the_mnemos_a_portrait_may_take(
    content: ContentPack, chosen: PilotChoices, seat: int, level2: str, expected: list[SeatOffer]
) -> None:
    assert mnemos_offers(content, THEATRE, chosen, seat, level2) == expected


def test_mne_011_choices_that_do_not_go_together_are_the_sessions_sentence(
    content: ContentPack,
) -> None:
    """The offers refuse as ``seat_pilots`` does: the same SessionError, not a new rule."""
    twice = choices(argonauts={0: "Ione", 1: "Ione"})
    with pytest.raises(SessionError, match="Ione can pilot only one Titan"):
        seat_offers(content, THEATRE, twice, 2)


def test_mne_011_a_seat_given_another_titan_keeps_its_pilot_and_patterns(
    content: ContentPack,
) -> None:
    """Seat 4 fields a Hold-Dreamer in place of the Wave-Skimmer: Ione and the seat's Pattern
    stay with the seat (any pilot may fly any unlocked Titan), and the Wave-Skimmer is free
    for seat 1; an Argo-bred class another seat fields is refused [MNE-011, BAT-SETUP-012]."""
    from atoterm.session.mnestis_pilots import seat_pilots
    from atoterm.views.mnestis_seat_offers import titan_changed_words

    chosen = choices(argonauts={3: "Ione"}, patterns={3: [SHELL]})
    chosen.titans[3] = "hold-dreamer"
    seats = seat_pilots(content, THEATRE, chosen)
    assert [s.titan for s in seats] == ["hold-dreamer", "hold-dreamer", "keel-ram", "hold-dreamer"]
    assert seats[3].fallen is not None and seats[3].fallen.label == "Ione"
    assert seats[3].patterns == [SHELL]
    assert titan_changed_words(content, 3, seats[3]) == (
        "Seat 4 now fields the Hold-Dreamer: Ione still pilots it, with the seat's Patterns "
        "(any pilot may fly any unlocked Titan)."
    )
    wave = next(
        o for o in seat_offers(content, THEATRE, chosen, 0) if o.value == FlyTitan("wave-skimmer")
    )
    assert not wave.disabled
    chosen.titans[0] = "keel-ram"  # seat 3 fields the Keel-Ram: it enters once
    with pytest.raises(SessionError, match="Keel-Ram is Argo-bred: it enters a Battle only once"):
        seat_pilots(content, THEATRE, chosen)
