"""Campaign creation: seed, the four Argonauts' names, the sea and its length, undo policy
and rules options.

The +1 Skill bonus of each Argonaut is not asked here: it is an engine decision, shown on the
voyage screen like any other.
"""

from __future__ import annotations

from pathlib import Path
from typing import TYPE_CHECKING, ClassVar

from textual import on
from textual.app import ComposeResult
from textual.binding import Binding, BindingType
from textual.containers import Horizontal, VerticalScroll
from textual.widgets import Button, Checkbox, Footer, Input, RadioButton, RadioSet

from atoterm.safe_text import safe_text
from atoterm.ui.safe_widgets import SafeLabel, SafeStatic
from atoterm.ui.size_guard import GuardedScreen

if TYPE_CHECKING:
    from atoterm.ui.app import AtotermApp, LaunchOptions
    from atoterm.views.types import ContentPack

UNDO_CHOICES = (
    ("casual", "casual (undo anything)"),
    ("strict", "strict (reveals are final)"),
)
TIE_BREAK_CHOICES = (
    ("players", "players choose"),
    ("worst_for_players", "worst for players"),
    ("random", "random"),
)
RAGE9_CHOICES = (
    ("forbidden", "forbidden"),
    ("allowed_then_die", "allowed, then the Argonaut dies"),
)
DIFFICULTY_CHOICES = (
    ("story", "story"),
    ("normal", "normal"),
    ("heroic", "heroic"),
)
SEA_CHOICES = (
    ("handmade", "the Cycle's own sea"),
    ("generated", "a new sea from the seed"),
)
LENGTH_CHOICES = (
    ("full", "full Cycle (40 days)"),
    ("short", "short voyage (about 20 days)"),
)
SEA_HINT = (
    "A new sea is drawn from the seed: its waters, islands, Exploration cards and Timeline, "
    "the same sea for everyone who sails that seed. The Cycle's own sea is always 40 days."
)
RULES_HINTS = {
    "difficulty": "Story: +3 Hull, +2 Crew, +2 Argo Fate. Heroic: -2 Hull, -1 Crew.",
    "tie_break": "Equal choices: you pick, the worst for you, or a die.",
    "trample_also_crashes": "Ticked: a Titan holding Knockdown also Crashes.",
    "rage9_attack": "May a Titan at Rage 9 attack? If so, its Argonaut dies.",
}
"""One line for each rules option, in the players' words."""
FOCUS_MARK = "▶ "
"""Marks the row (or button) that has the focus: a shape, not only a colour."""


class MarkedRadioButton(RadioButton):
    """A radio button showing ``●`` when chosen and a blank when not (not colour alone);
    ``choice`` is the setting it stands for (read there, not out of its id)."""

    def __init__(self, label: str, *, value: bool, id: str, choice: str) -> None:
        super().__init__(label, value=value, id=id)
        self.choice = choice

    @property
    def BUTTON_INNER(self) -> str:  # type: ignore[override]  # Textual names it so
        return "●" if self.value else " "


class MarkedCheckbox(Checkbox):
    """A checkbox showing ``X`` when ticked and a blank when not (not colour alone)."""

    @property
    def BUTTON_INNER(self) -> str:  # type: ignore[override]  # Textual names it so
        return "X" if self.value else " "


def choice_set(field: str, choices: tuple[tuple[str, str], ...], default: str) -> RadioSet:
    """A row of radio buttons whose ids are ``<field>-<value>``."""
    return RadioSet(
        *[
            MarkedRadioButton(label, value=value == default, id=f"{field}-{value}", choice=value)
            for value, label in choices
        ],
        id=field,
        compact=True,
    )


LEFT_TO_THE_SCREEN = frozenset("?/")
"""Keys a field of the form does not type: ``?`` help and ``/`` the rules search, as on every
other screen (a seed is digits and no name needs them; F1 and F2 open the same anywhere)."""
KEYS_HINT = "? or F1 help · / or F2 rules and glossary search (names do not take ? or /)"


class FormInput(Input):
    """A field of the form that leaves ``?`` and ``/`` to the screen: Textual lets a focused
    Input keep every printable key, even from priority keys."""

    def check_consume_key(self, key: str, character: str | None) -> bool:
        return character not in LEFT_TO_THE_SCREEN and super().check_consume_key(key, character)


def row_label(words: str) -> SafeLabel:
    """A row's name; its ``name`` keeps the words while the focus mark comes and goes."""
    return SafeLabel(f"  {words}", name=words, classes="row-label")


def rules_hint(field: str) -> SafeStatic:
    return SafeStatic(RULES_HINTS[field], id=f"hint-{field}", classes="form-hint rules-hint")


SEED_WORDS = (
    "The seed is kept in the journal: the same seed and the same choices always give the "
    "same campaign."
)


def todays_voyage() -> tuple[int, str]:
    """The daily voyage's seed and its date: today's UTC date, read now (once, at setup)."""
    from atoterm.session.daily import daily_seed
    from atoterm.ui.session_access import today_utc

    today = today_utc()
    return daily_seed(today), today.isoformat()


def seed_hint(typed: str, daily: tuple[int, str] | None = None) -> str:
    """The line under the seed: its code to share (or what is wrong with what is typed)."""
    from atoterm.session.seed_code import SeedCodeError, encode, read_seed

    if not typed.strip():
        return f"Type a number or a seed code. {SEED_WORDS}"
    try:
        seed = read_seed(typed)
    except SeedCodeError as exc:
        return f"✗ {exc}"
    if daily is not None and daily[0] == seed:
        return f"Seed code {encode(seed)}: the daily voyage of {daily[1]} (UTC). {SEED_WORDS}"
    return f"Seed code {encode(seed)}: share it to sail the same sea. {SEED_WORDS}"


class SetupScreen(GuardedScreen):
    """Fill in the form and set sail; the journal is created in the save folder."""

    BINDINGS: ClassVar[list[BindingType]] = [
        Binding("ctrl+s", "begin", "Set sail", priority=True, id="setup.begin"),
        Binding("escape", "back", "Back", id="setup.back"),
        # priority: the name fields would take "?" as a letter of the name
        Binding("question_mark", "help", "Help", key_display="?", priority=True, id="setup.help"),
    ]

    def __init__(self, content: ContentPack, launch: LaunchOptions) -> None:
        super().__init__()
        self.content = content
        self.launch = launch
        self._daily: tuple[int, str] | None = None
        """The daily voyage put in the seed field: its seed and its date."""

    def compose(self) -> ComposeResult:
        from atoterm.ui.session_access import random_seed

        seed = self.launch.seed if self.launch.seed is not None else random_seed()
        # `play --daily` proposes the day's voyage (its date read once, by the command line)
        self._daily = (seed, self.launch.daily) if self.launch.daily else None
        names = list(self.content.argonaut_names[:4])
        with VerticalScroll(id="setup-form"):
            yield SafeStatic(f"New campaign: {self.content.name}", classes="screen-title")
            with Horizontal(classes="form-row", id="setup-seed"):
                yield row_label("Seed")
                yield FormInput(
                    str(seed),
                    id="seed",
                    restrict=r"[0-9A-Za-z \-]*",  # a number or a seed code
                    max_length=24,
                    compact=True,
                )
                yield Button(
                    "  Today's voyage",
                    id="daily",
                    name="Today's voyage",
                    compact=True,
                    tooltip="the daily voyage: the same seed for every player today (UTC)",
                )
            yield SafeStatic(seed_hint(str(seed), self._daily), id="seed-hint", classes="form-hint")
            with Horizontal(classes="form-row", id="setup-names"):
                yield row_label("Argonauts")
                for index, name in enumerate(names):
                    yield FormInput(
                        safe_text(name), id=f"name-{index}", max_length=24, compact=True
                    )
            yield SafeStatic(KEYS_HINT, id="hint-keys", classes="form-hint")
            with Horizontal(classes="form-row"):
                yield row_label("Sea")
                yield choice_set("sea", SEA_CHOICES, self.launch.sea)
            with Horizontal(classes="form-row"):
                yield row_label("Length")
                yield choice_set("length", LENGTH_CHOICES, self.launch.length or "full")
            yield SafeStatic(SEA_HINT, id="hint-sea", classes="form-hint")
            with Horizontal(classes="form-row"):
                yield row_label("Undo")
                yield choice_set("undo", UNDO_CHOICES, self.launch.undo)
            with Horizontal(classes="form-row rules-row"):
                yield row_label("Difficulty")
                yield choice_set("difficulty", DIFFICULTY_CHOICES, self.launch.difficulty)
            yield rules_hint("difficulty")
            with Horizontal(classes="form-row rules-row"):
                yield row_label("Ties")
                yield choice_set("tie_break", TIE_BREAK_CHOICES, "players")
            yield rules_hint("tie_break")
            with Horizontal(classes="form-row rules-row"):
                yield row_label("Trample")
                yield MarkedCheckbox(
                    "a trample also counts as a crash", id="trample_also_crashes", compact=True
                )
            yield rules_hint("trample_also_crashes")
            with Horizontal(classes="form-row rules-row"):
                yield row_label("Rage 9 attack")
                yield choice_set("rage9_attack", RAGE9_CHOICES, "forbidden")
            yield rules_hint("rage9_attack")
            yield SafeStatic(id="setup-error")
            with Horizontal(id="setup-buttons"):
                yield Button(
                    "  Set sail (ctrl+s)",
                    id="begin",
                    name="Set sail (ctrl+s)",
                    variant="primary",
                    compact=True,
                )
                yield Button("  Back (esc)", id="back", name="Back (esc)", compact=True)
        yield Footer()

    @property
    def atoterm(self) -> AtotermApp:
        return self.app  # type: ignore[return-value]

    def on_mount(self) -> None:
        self.query_one("#name-0", Input).focus()
        self._show_length()
        self._mark_focus()

    @on(RadioSet.Changed, "#sea")
    def _show_length(self) -> None:
        """The length is a generated sea's: chosen only when the sea is (the hand-made sea is
        the full Cycle)."""
        self.query_one("#length", RadioSet).disabled = self.chosen("sea") != "generated"

    def on_descendant_focus(self) -> None:
        self._mark_focus()

    def _mark_focus(self) -> None:
        """``▶`` before the row or the button that has the focus (and bold reverse, in the
        style sheet): the colour of a focused field alone was too faint to find."""
        focused = self.focused
        for row in self.query(".form-row"):
            here = focused is not None and focused in row.walk_children()
            row.set_class(here, "-focused")
            for label in row.query(".row-label").results(SafeLabel):
                label.update(f"{FOCUS_MARK if here else '  '}{label.name}")
        for button in self.query("#setup-buttons Button, #daily").results(Button):
            button.label = f"{FOCUS_MARK if button is focused else '  '}{button.name}"

    def action_help(self) -> None:
        from atoterm.ui.help_screen import HelpScreen

        self.app.push_screen(HelpScreen(self, "new campaign"))

    def chosen(self, field: str) -> str:
        pressed = self.query_one(f"#{field}", RadioSet).pressed_button
        return pressed.choice if isinstance(pressed, MarkedRadioButton) else ""

    @on(Input.Changed, "#seed")
    def _seed_typed(self, event: Input.Changed) -> None:
        self.query_one("#seed-hint", SafeStatic).update(seed_hint(event.value, self._daily))

    @on(Button.Pressed, "#daily")
    def action_daily(self) -> None:
        """The daily voyage: today's UTC date read now, once; the seed goes in the field."""
        from atoterm.session.seed_code import encode

        self._daily = todays_voyage()
        self.query_one("#seed", Input).value = encode(self._daily[0])

    @on(Button.Pressed, "#begin")
    @on(Input.Submitted)
    def action_begin(self) -> None:
        from atoterm.session import RulesOptions
        from atoterm.session.seed_code import seed_words
        from atoterm.ui.session_access import OpenError, chosen_sea, parse_seed, start_campaign

        error = self.query_one("#setup-error", SafeStatic)
        try:
            seed = parse_seed(self.query_one("#seed", Input).value)
            rules = RulesOptions(
                tie_break=self.chosen("tie_break"),
                trample_also_crashes=self.query_one("#trample_also_crashes", MarkedCheckbox).value,
                rage9_attack=self.chosen("rage9_attack"),
                difficulty=self.chosen("difficulty"),
            )
            names = [self.query_one(f"#name-{i}", Input).value for i in range(4)]
            save = Path(self.launch.save) if self.launch.save else None
            sea = chosen_sea(self.chosen("sea"), seed, self.chosen("length"))
            # the day's voyage when the seed is still the day's (the journal keeps the date)
            daily = self._daily[1] if self._daily and self._daily[0] == seed else ""
            game = start_campaign(
                self.content, seed, self.chosen("undo"), rules, names, save, sea=sea, daily=daily
            )
        except OpenError as exc:
            error.update(f"✗ {exc}")
            return
        journal = game.path.name if game.path else "none"
        where = f" on {game.sea.words()}" if game.sea.generated else ""
        self.atoterm.show_game(
            game, [f"New campaign{where}, {seed_words(seed)}; journal {journal}."]
        )

    @on(Button.Pressed, "#back")
    def action_back(self) -> None:
        self.dismiss()
