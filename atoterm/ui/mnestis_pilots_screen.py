"""The Theatre battle's Setup: who pilots each Titan (``enter`` on a battle of the Theatre
screen opens it) [MNE-011, MNE-013] (docs/mnestis.md, Portraits).

One list, in steps. First the seats, each with its pilot, and *Start the battle*; ``enter``
on a seat lists what it may be given: the default pilot, a Portrait with two Mnemos the player
picks (one at Level 2, then one at Level 1, from the unlocked Mnemos), or a deceased or
retired Argonaut the profile keeps, with their own sheet. A card another seat holds, or an
Argonaut already flying, is offered disabled with the reason. The same list offers the other
unlocked Titans to field in the seat instead (the pilot and Patterns stay with the seat, and
the player is told so; an Argo-bred class another seat fields, or a Titan the Theatre may not
field, is offered disabled with the reason) [MNE-011, BAT-SETUP-012], and gives the seat's
Titan the unlocked Patterns (one Trauma, one Kratos; a Pattern on another seat's Titan is
offered disabled) [MNE-013, ADVA-041]. ``escape`` steps back (from the
seats, to the Theatre screen). The rules and words are the session's and the view's
(``views/mnestis_seat_offers``: each line's words, what choosing it does, why it is refused);
the screen acts on an offer's typed value and reads no option id. A choice they refuse is told
in their sentence and undone. Titans and Gear are chosen in the battle's
own Setup, next.
"""

from __future__ import annotations

from typing import TYPE_CHECKING, ClassVar

from rich.text import Text
from textual import on
from textual.app import ComposeResult
from textual.binding import Binding, BindingType
from textual.containers import Vertical
from textual.widgets import Footer

from atoterm.ui.safe_widgets import SafeLabel, SafeOption, SafeOptionList, SafeStatic
from atoterm.ui.size_guard import GuardedScreen

if TYPE_CHECKING:
    from collections.abc import Callable

    from atoterm.session.mnestis_pilots import PilotChoices, SeatPilot
    from atoterm.ui.app import AtotermApp
    from atoterm.views.mnestis_seat_offers import SeatOffer
    from atoterm.views.mnestis_tree import Fight
    from atoterm.views.types import ContentPack


class MnestisPilotsScreen(GuardedScreen):
    """The pilots of one Theatre battle, then the battle."""

    DEFAULT_CSS = """
    MnestisPilotsScreen #pilots-box { padding: 0 2; height: 1fr; }
    MnestisPilotsScreen #pilots-list { height: 1fr; }
    MnestisPilotsScreen #pilots-message { height: auto; padding: 0 1; }
    """

    BINDINGS: ClassVar[list[BindingType]] = [
        Binding("question_mark", "help", "Help", key_display="?", id="pilots.help"),
        Binding("escape", "back", "Back", id="pilots.back"),
    ]

    def __init__(self, pack: ContentPack, fight: Fight) -> None:
        from atoterm.session.mnestis_pilots import PilotChoices

        super().__init__()
        self.pack = pack
        self.fight = fight
        self.choices: PilotChoices = PilotChoices()
        self.step = "seats"
        """"seats", "pilot" (what a seat may be given), "level2", "level1" (a Portrait)."""
        self.seat = 0
        self.level2 = ""
        self.seats: list[SeatPilot] = []
        self.offers: dict[int, SeatOffer] = {}
        """The list's offers by option index: what choosing each does (the views' typed
        value; the screen reads no option id)."""
        self.picked_once = False
        """A seat was opened: the seats list comes back with that seat highlighted."""

    @property
    def atoterm(self) -> AtotermApp:
        return self.app  # type: ignore[return-value]

    def compose(self) -> ComposeResult:
        title = self.fight.label.split(" (")[0]
        with Vertical(id="pilots-box"):
            yield SafeLabel(f"Mnestis Theatre Setup: {title}", classes="screen-title")
            yield SafeStatic(id="pilots-prompt")
            yield SafeOptionList(id="pilots-list")
            yield SafeStatic(id="pilots-message")
        yield Footer()

    def on_mount(self) -> None:
        self._fill()
        self.query_one("#pilots-list", SafeOptionList).focus()

    # ------------------------------------------------------------------ the lists
    def _theatre(self):  # type: ignore[no-untyped-def]
        from atoterm.session.profile_sync import ProfileSync

        return ProfileSync.open().profile.theatre

    def _fill(self) -> None:
        from atoterm.session import SessionError
        from atoterm.session.mnestis_pilots import seat_pilots

        theatre = self._theatre()
        try:
            self.seats = seat_pilots(self.pack, theatre, self.choices)
            prompt, offers = self._offers(theatre)
        except SessionError as exc:
            self._tell(f"✗ {exc}")
            return
        self.offers = dict(enumerate(offers))
        self.query_one("#pilots-prompt", SafeStatic).update(Text(prompt))
        listing = self.query_one("#pilots-list", SafeOptionList)
        listing.clear_options()
        listing.add_options([SafeOption(o.words, disabled=o.disabled) for o in offers])
        first = next((i for i, o in enumerate(offers) if not o.disabled), None)
        if self.step == "seats" and self.picked_once:  # back on the seat just given a pilot
            first = self.seat + 1
        if first is not None:
            listing.highlighted = first

    def _offers(self, theatre) -> tuple[str, list[SeatOffer]]:  # type: ignore[no-untyped-def]
        """This step's prompt and offers (the views' words and values)."""
        from atoterm.views.mnestis_pilots import mnemos_name
        from atoterm.views.mnestis_seat_offers import (
            TogglePattern,
            mnemos_offers,
            seat_offers,
            seats_offers,
        )

        seat = self.seat + 1
        if self.step == "seats":
            offers = seats_offers(self.pack, theatre, self.choices)
            return "Who pilots each Titan (enter on a seat to change its pilot or Titan):", offers
        if self.step == "pilot":
            offers = seat_offers(self.pack, theatre, self.choices, self.seat)
            if any(isinstance(o.value, TogglePattern) for o in offers):
                return f"The pilot of seat {seat}, its Titan, and its Titan's Patterns:", offers
            return f"The pilot of seat {seat}, and its Titan:", offers
        offers = mnemos_offers(self.pack, theatre, self.choices, self.seat, self.level2)
        if self.step == "level2":
            return (
                f"Seat {seat}'s Portrait: the Mnemos at Level 2 (one Breakthrough resolved):",
                offers,
            )
        first = mnemos_name(self.pack, self.level2)
        return f"Seat {seat}'s Portrait ({first} at Level 2): the Mnemos at Level 1:", offers

    # ------------------------------------------------------------------ choosing
    @on(SafeOptionList.OptionSelected, "#pilots-list")
    def _picked(self, event: SafeOptionList.OptionSelected) -> None:
        from atoterm.views.mnestis_seat_offers import (
            DefaultPilot,
            FlyFallen,
            FlyTitan,
            OpenPortrait,
            OpenSeat,
            PickMnemos,
            StartBattle,
            TogglePattern,
        )

        offer = self.offers.get(event.option_index)
        if offer is None or offer.disabled:
            return
        self._tell("")
        match offer.value:
            case StartBattle():
                self._start()
            case OpenSeat(seat=seat):
                self.seat = seat
                self.picked_once = True
                self._go("pilot")
            case DefaultPilot():
                self.choices.clear(self.seat)
                self._go("seats")
            case OpenPortrait():
                self._go("level2")
            case FlyFallen(label=label):
                self._choose(argonaut=label)
            case FlyTitan(titan=titan):
                self._titan(titan)
            case TogglePattern(card=card):
                self._pattern(card)
            case PickMnemos(card=card) if self.step == "level2":
                self.level2 = card
                self._go("level1")
            case PickMnemos(card=card):
                self._choose(portrait=[self.level2, card])

    def _choose(self, portrait: list[str] | None = None, argonaut: str = "") -> None:
        """Give the seat its pilot; a choice the rules refuse is told and undone."""
        portraits, argonauts = dict(self.choices.portraits), dict(self.choices.argonauts)
        self.choices.clear(self.seat)
        if portrait is not None:
            self.choices.portraits[self.seat] = portrait
        if argonaut:
            self.choices.argonauts[self.seat] = argonaut

        def undo() -> None:
            self.choices.portraits, self.choices.argonauts = portraits, argonauts

        self._seat_or_undo(undo)

    def _pattern(self, card: str) -> None:
        """Give the seat's Titan ``card`` or take it back; refused as ``_choose`` is."""
        before = {seat: list(cards) for seat, cards in self.choices.patterns.items()}
        self.choices.toggle_pattern(self.pack, self.seat, card)
        self._seat_or_undo(lambda: setattr(self.choices, "patterns", before))

    def _titan(self, titan: str) -> None:
        """Field ``titan`` in the seat; its pilot and Patterns stay, and the player is told so.
        Refused as ``_choose`` is (an Argo-bred class twice, a Titan not unlocked)."""
        from atoterm.views.mnestis_seat_offers import titan_changed_words

        before = dict(self.choices.titans)
        self.choices.titans[self.seat] = titan
        seats = self._seat_or_undo(lambda: setattr(self.choices, "titans", before))
        if seats is not None:
            self._tell(titan_changed_words(self.pack, self.seat, seats[self.seat]))

    def _seat_or_undo(self, undo: Callable[[], None]) -> list[SeatPilot] | None:
        """Seat the pilots with the choices as they now are and go back to the seats; a
        choice the rules refuse is undone (``undo``) and told. The seats, or None if refused."""
        from atoterm.session import SessionError
        from atoterm.session.mnestis_pilots import seat_pilots

        try:
            seats = seat_pilots(self.pack, self._theatre(), self.choices)
        except SessionError as exc:
            undo()
            self._go("seats")
            self._tell(f"✗ {exc}")
            return None
        self._go("seats")
        return seats

    def _go(self, step: str) -> None:
        self.step = step
        if step in ("seats", "pilot"):
            self.level2 = ""
        self._fill()

    def _tell(self, words: str) -> None:
        self.query_one("#pilots-message", SafeStatic).update(Text(words))

    def _start(self) -> None:
        from atoterm.session import SessionError
        from atoterm.session.mnestis import start_theatre_game
        from atoterm.session.paths import new_save_path
        from atoterm.session.profile_sync import ProfileSync
        from atoterm.ui.session_access import random_seed
        from atoterm.views.mnestis_pilots import pilots_summary

        fight = self.fight
        seed = self.atoterm.launch.seed if self.atoterm.launch.seed is not None else random_seed()
        save = new_save_path(seed, prefix="mnestis")
        try:
            game = start_theatre_game(
                self.pack,
                ProfileSync.open(),
                (fight.primordial, fight.level, fight.node),
                seed,
                save,
                portraits=self.choices.portrait_words(),
                argonauts=self.choices.argonaut_words(),
                patterns=self.choices.pattern_words(),
                titans=self.choices.titan_words(self.pack, self._theatre()),
            )
        except (SessionError, OSError) as exc:
            self._tell(f"✗ {exc}")
            return
        label = fight.label.split(" (")[0]
        notes = [f"A Mnestis Theatre battle: {label}.", *pilots_summary(self.pack, self.seats)]
        self.atoterm.show_game(game, notes)

    def action_help(self) -> None:
        from atoterm.ui.help_screen import HelpScreen

        self.app.push_screen(HelpScreen(self, "the Theatre's pilots"))

    def action_back(self) -> None:
        if self.step == "seats":
            self.dismiss()
            return
        self._go("seats" if self.step == "pilot" else "pilot")
