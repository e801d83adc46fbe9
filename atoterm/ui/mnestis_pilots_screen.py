"""The Theatre battle's Setup: who pilots each Titan (``enter`` on a battle of the Theatre
screen opens it) [MNE-011, MNE-013] (docs/mnestis.md, Portraits).

One list, in steps. First the seats, each with its pilot, and *Start the battle*; ``enter``
on a seat lists what it may be given: the default pilot, a Portrait with two Mnemos the player
picks (one at Level 2, then one at Level 1, from the unlocked Mnemos), or a deceased or
retired Argonaut the profile keeps, with their own sheet. A card another seat holds, or an
Argonaut already flying, is offered disabled with the reason. The same list gives the seat's
Titan the unlocked Patterns (one Trauma, one Kratos; a Pattern on another seat's Titan is
offered disabled) [MNE-013, ADVA-041]. ``escape`` steps back (from the
seats, to the Theatre screen). The rules and words are the session's and the view's: a choice
they refuse is told in their sentence and undone. Titans and Gear are chosen in the battle's
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
    from atoterm.session.mnestis_pilots import PilotChoices, SeatPilot
    from atoterm.ui.app import AtotermApp
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
        self.mnemos: list[str] = []
        """The unlocked Mnemos, by option index (ids never shown)."""
        self.fallen: list[str] = []
        """The fallen Argonauts' labels, by option index."""
        self.patterns: list[str] = []
        """The unlocked Patterns, by option index (ids never shown)."""
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
        from atoterm.session.mnestis_patterns import unlocked_patterns
        from atoterm.session.mnestis_pilots import pilot_pool, seat_pilots

        theatre = self._theatre()
        try:
            self.seats = seat_pilots(self.pack, theatre, self.choices)
        except SessionError as exc:
            self._tell(f"✗ {exc}")
            return
        self.mnemos, fallen = pilot_pool(self.pack, theatre)
        self.fallen = [p.label for p in fallen]
        self.patterns = unlocked_patterns(self.pack, theatre)
        prompt, options = getattr(self, f"_{self.step}_options")(fallen)
        self.query_one("#pilots-prompt", SafeStatic).update(Text(prompt))
        listing = self.query_one("#pilots-list", SafeOptionList)
        listing.clear_options()
        listing.add_options(options)
        first = next((i for i, o in enumerate(options) if not o.disabled), None)
        if self.step == "seats" and self.picked_once:  # back on the seat just given a pilot
            first = self.seat + 1
        if first is not None:
            listing.highlighted = first

    def _seats_options(self, _fallen: object) -> tuple[str, list[SafeOption]]:
        from atoterm.views.mnestis_pilots import seat_line

        options = [SafeOption("Start the battle (Titans and Gear are chosen next)", id="start")]
        options += [
            SafeOption(seat_line(self.pack, i, s), id=f"seat-{i}") for i, s in enumerate(self.seats)
        ]
        return "Who pilots each Titan (enter on a seat to change its pilot):", options

    def _pilot_options(self, fallen: list) -> tuple[str, list[SafeOption]]:  # type: ignore[type-arg]
        from atoterm.views.mnestis_pilots import fallen_words

        free = [m for m in self.mnemos if not self._held_elsewhere(m)]
        options = [
            SafeOption("The default pilot (the unlocked Mnemos left, two each)", id="default"),
            SafeOption(
                "A Portrait with two Mnemos you choose",
                id="portrait",
                disabled=len(free) < 2,
            ),
        ]
        if len(free) < 2:
            options[1] = SafeOption(
                "A Portrait with two Mnemos you choose: fewer than two unlocked Mnemos are free",
                id="portrait",
                disabled=True,
            )
        for index, pilot in enumerate(fallen):
            flying = self._flying(pilot.label)
            label = fallen_words(self.pack, pilot)
            if flying:
                label += f": already pilots {flying}"
            options.append(SafeOption(label, id=f"fallen-{index}", disabled=bool(flying)))
        if not fallen:
            options.append(
                SafeOption(
                    "No deceased or retired Argonaut yet: a campaign's are kept when they leave",
                    id="no-fallen",
                    disabled=True,
                )
            )
        if not self.patterns:
            return f"The pilot of seat {self.seat + 1}:", options
        options += self._pattern_options()
        return f"The pilot of seat {self.seat + 1}, and its Titan's Patterns:", options

    def _pattern_options(self) -> list[SafeOption]:
        """Each unlocked Pattern for this seat's Titan: given, taken back, or on another
        seat's Titan (disabled, with the reason) [MNE-013, ADVA-041]."""
        from atoterm.session.mnestis_patterns import pattern_words
        from atoterm.views.mnestis_pilots import titan_name

        if not self.patterns:
            return []
        here = self.seats[self.seat].patterns if self.seat < len(self.seats) else []
        known = self.pack.cycle.patterns
        options = []
        for index, card in enumerate(self.patterns):
            words = pattern_words(self.pack, card)
            elsewhere = next(
                (
                    i
                    for i, seat in enumerate(self.seats)
                    if i != self.seat and card in seat.patterns
                ),
                None,
            )
            if card in here:
                label, why = f"{words}: take it back", ""
            elif elsewhere is not None:
                titan = titan_name(self.pack, self.seats[elsewhere].titan)
                label = why = f"{words}: on seat {elsewhere + 1}'s Titan (the {titan})"
            else:
                same = [c for c in here if known[c].kind == known[card].kind]
                replaces = f", in place of {pattern_words(self.pack, same[0])}" if same else ""
                label, why = f"{words}: give it{replaces}", ""
            options.append(SafeOption(label, id=f"pattern-{index}", disabled=bool(why)))
        return options

    def _level2_options(self, _fallen: object) -> tuple[str, list[SafeOption]]:
        return (
            f"Seat {self.seat + 1}'s Portrait: the Mnemos at Level 2 (one Breakthrough resolved):",
            self._mnemos_options(),
        )

    def _level1_options(self, _fallen: object) -> tuple[str, list[SafeOption]]:
        from atoterm.views.mnestis_pilots import mnemos_name

        first = mnemos_name(self.pack, self.level2)
        return (
            f"Seat {self.seat + 1}'s Portrait ({first} at Level 2): the Mnemos at Level 1:",
            self._mnemos_options(),
        )

    def _mnemos_options(self) -> list[SafeOption]:
        from atoterm.views.mnestis_pilots import mnemos_name

        options = []
        for index, card in enumerate(self.mnemos):
            why = self._held_elsewhere(card)
            if card == self.level2:
                why = "already this Portrait's Level 2 Mnemos"
            label = mnemos_name(self.pack, card) + (f": {why}" if why else "")
            options.append(SafeOption(label, id=f"mnemos-{index}", disabled=bool(why)))
        return options

    def _held_elsewhere(self, card: str) -> str:
        """Why ``card`` is not free for this seat: a pilot the player chose for another seat
        holds it ("" when free; a default pair gives its cards up)."""
        from atoterm.views.mnestis_pilots import titan_name

        for index, seat in enumerate(self.seats):
            if index == self.seat or not seat.chosen:
                continue
            if any(m.id == card for m in seat.mnemos):
                return f"held by seat {index + 1}'s pilot (the {titan_name(self.pack, seat.titan)})"
        return ""

    def _flying(self, label: str) -> str:
        from atoterm.views.mnestis_pilots import titan_name

        for index, seat in enumerate(self.seats):
            if index != self.seat and seat.fallen is not None and seat.fallen.label == label:
                return f"seat {index + 1} (the {titan_name(self.pack, seat.titan)})"
        return ""

    # ------------------------------------------------------------------ choosing
    @on(SafeOptionList.OptionSelected, "#pilots-list")
    def _picked(self, event: SafeOptionList.OptionSelected) -> None:
        picked = event.option.id or ""
        self._tell("")
        if self.step == "seats":
            if picked == "start":
                self._start()
                return
            self.seat = int(picked.removeprefix("seat-"))
            self.picked_once = True
            self._go("pilot")
        elif self.step == "pilot":
            if picked == "default":
                self.choices.clear(self.seat)
                self._go("seats")
            elif picked == "portrait":
                self._go("level2")
            elif picked.startswith("fallen-"):
                self._choose(argonaut=self.fallen[int(picked.removeprefix("fallen-"))])
            elif picked.startswith("pattern-"):
                self._pattern(self.patterns[int(picked.removeprefix("pattern-"))])
        elif picked.startswith("mnemos-"):
            card = self.mnemos[int(picked.removeprefix("mnemos-"))]
            if self.step == "level2":
                self.level2 = card
                self._go("level1")
            else:
                self._choose(portrait=[self.level2, card])

    def _choose(self, portrait: list[str] | None = None, argonaut: str = "") -> None:
        """Give the seat its pilot; a choice the rules refuse is told and undone."""
        from atoterm.session import SessionError
        from atoterm.session.mnestis_pilots import seat_pilots

        before = (dict(self.choices.portraits), dict(self.choices.argonauts))
        self.choices.clear(self.seat)
        if portrait is not None:
            self.choices.portraits[self.seat] = portrait
        if argonaut:
            self.choices.argonauts[self.seat] = argonaut
        try:
            seat_pilots(self.pack, self._theatre(), self.choices)
        except SessionError as exc:
            self.choices.portraits, self.choices.argonauts = before
            self._go("seats")
            self._tell(f"✗ {exc}")
            return
        self._go("seats")

    def _pattern(self, card: str) -> None:
        """Give the seat's Titan ``card`` or take it back; refused as ``_choose`` is."""
        from atoterm.session import SessionError
        from atoterm.session.mnestis_pilots import seat_pilots

        before = {seat: list(cards) for seat, cards in self.choices.patterns.items()}
        self.choices.toggle_pattern(self.pack, self.seat, card)
        try:
            seat_pilots(self.pack, self._theatre(), self.choices)
        except SessionError as exc:
            self.choices.patterns = before
            self._go("seats")
            self._tell(f"✗ {exc}")
            return
        self._go("seats")

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
