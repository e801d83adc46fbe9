"""The Mnestis Theatre (``m`` on the title screen, once a won campaign has opened it): each
Primordial's Tree of Knowledge as ``atoterm mnestis tree`` prints it, and the nodes open now;
``enter`` on one opens its Setup (``mnestis_pilots_screen``: who pilots each Titan), then
starts its battle, journaled in the save folder, with the player profile attached so that its
first win gives its rewards [MNE-001, MNE-005, MNE-009, MNE-011]; below them the
Custom Battles open now, which give none [MNE-006]; ``a`` ascends Gear with the ascending
materials held [MNE-015]; ``d`` is Instant Drop, a Skyseer for an Ascended Core and a
Dreamwalker [MNE-021] (docs/mnestis.md)."""

from __future__ import annotations

from typing import TYPE_CHECKING, ClassVar

from rich.text import Text
from textual import on
from textual.app import ComposeResult
from textual.binding import Binding, BindingType
from textual.containers import Vertical, VerticalScroll
from textual.widgets import Footer

from atoterm.ui.safe_widgets import SafeLabel, SafeOption, SafeOptionList, SafeStatic
from atoterm.ui.size_guard import GuardedScreen

if TYPE_CHECKING:
    from textual.app import App

    from atoterm.session import Game
    from atoterm.ui.app import AtotermApp
    from atoterm.views.mnestis_tree import Fight
    from atoterm.views.types import ContentPack


def tell_theatre_gains(app: App[object], game: Game) -> None:
    """After the decision that ends a game: what the Mnestis Theatre took from it, as a
    notification (a node's first-win rewards, the Theatre opened by a campaign's victory)
    [MNE-001, MNE-005]; each told once."""
    from atoterm.views.mnestis_tree import gained_lines

    sync = game.profile
    if sync is None or not sync.last_gained:
        return
    lines = gained_lines(game.content, sync.last_gained)
    sync.last_gained = []
    if lines:
        app.notify("\n".join(lines), title="Mnestis Theatre", timeout=15)


class MnestisScreen(GuardedScreen):
    """The Trees of Knowledge, and the nodes to fight."""

    DEFAULT_CSS = """
    MnestisScreen #mnestis-box { padding: 0 2; height: 1fr; }
    MnestisScreen #mnestis-trees { height: 2fr; }
    MnestisScreen #mnestis-fights { height: 1fr; }
    MnestisScreen #mnestis-message { height: auto; padding: 0 1; }
    """

    BINDINGS: ClassVar[list[BindingType]] = [
        Binding("question_mark", "help", "Help", key_display="?", id="mnestis.help"),
        Binding("a", "ascend", "Ascend Gear", id="mnestis.ascend"),
        Binding("d", "drop", "Instant Drop", id="mnestis.drop"),
        Binding("escape", "back", "Title", id="mnestis.back"),
    ]

    def __init__(self, pack: ContentPack) -> None:
        super().__init__()
        self.pack = pack
        self.fights: dict[str, Fight] = {}
        """The battles listed, by their option's id (what each fights, for the session)."""
        self.drop_asked = False
        """``d`` was pressed once: Instant Drop's price is on screen, the next press pays."""

    @property
    def atoterm(self) -> AtotermApp:
        return self.app  # type: ignore[return-value]

    def compose(self) -> ComposeResult:
        from atoterm.session.profile_sync import ProfileSync
        from atoterm.ui.user_settings import shown_key
        from atoterm.views.mnestis_tree import TheatreHow, custom_fights, fights, tree_lines

        theatre = ProfileSync.open().profile.theatre
        drop = shown_key(self.app, "mnestis.drop", "d")
        how = TheatreHow(  # this screen's key and list, not the command line's commands
            drop=f"press {drop} (it says the price), then {drop} again to pay",
            fight="{primordial} Level {level} in the list below",
        )
        nodes, custom = fights(self.pack, theatre), custom_fights(self.pack, theatre)
        self.fights = {f"fight-{i}": f for i, f in enumerate([*nodes, *custom])}
        ids = iter(self.fights)
        options: list[SafeOption | None] = [
            SafeOption(Text("Tree of Knowledge nodes", "bold underline"), disabled=True),
            *(SafeOption(f.label, id=next(ids)) for f in nodes),
            None,
            SafeOption(Text("Custom Battles (no rewards)", "bold underline"), disabled=True),
            *(SafeOption(f.label, id=next(ids)) for f in custom),
        ]
        with Vertical(id="mnestis-box"):
            yield SafeLabel("The Mnestis Theatre", classes="screen-title")
            with VerticalScroll(id="mnestis-trees"):
                yield SafeStatic(Text("\n".join(tree_lines(self.pack, theatre, how))))
            yield SafeLabel("Fight (arrows and enter):")
            yield SafeOptionList(*options, id="mnestis-fights")
            yield SafeStatic(id="mnestis-message")
        yield Footer()

    def on_mount(self) -> None:
        fights = self.query_one("#mnestis-fights", SafeOptionList)
        fights.focus()
        first = next(
            (i for i in range(fights.option_count) if not fights.get_option_at_index(i).disabled),
            None,
        )
        if first is not None:  # the first node (the line above it is a heading)
            fights.highlighted = first

    @on(SafeOptionList.OptionSelected, "#mnestis-fights")
    def _picked(self, event: SafeOptionList.OptionSelected) -> None:
        """The battle's Setup: its pilots, then the battle [MNE-011]."""
        from atoterm.ui.mnestis_pilots_screen import MnestisPilotsScreen

        fight = self.fights.get(event.option.id or "")
        if fight is None:  # a heading
            return
        self.app.push_screen(MnestisPilotsScreen(self.pack, fight))

    def action_help(self) -> None:
        from atoterm.ui.help_screen import HelpScreen

        self.app.push_screen(HelpScreen(self, "the Mnestis Theatre"))

    def action_ascend(self) -> None:
        """Spend ascending materials on a Gear card [MNE-015, MNE-016]; the Trees (what is
        held) are drawn again when it closes."""
        from atoterm.ui.mnestis_ascend_screen import MnestisAscendScreen

        self.app.push_screen(MnestisAscendScreen(self.pack), self._ascend_closed)

    async def action_drop(self) -> None:
        """Instant Drop: a Skyseer for the campaigns begun afterwards, paid from the profile
        and written at once; refused with the reason, nothing spent [MNE-021]. It spends what
        only the Theatre gives and no undo takes back, so the first press says the price and
        the second pays it."""
        from atoterm.session.mnestis_skyseer import drop_and_write, drop_price, drop_problem
        from atoterm.session.profile_sync import ProfileSync
        from atoterm.ui.user_settings import shown_key

        message = self.query_one("#mnestis-message", SafeStatic)
        sync = ProfileSync.open()
        why = (
            "; ".join(sync.warnings)
            if sync.broken
            else drop_problem(sync.profile.theatre, self.pack)
        )
        if why:
            self.drop_asked = False
            message.update(Text(f"✗ Instant Drop cannot be done: {why}"))
            return
        if not self.drop_asked:
            self.drop_asked = True
            key = shown_key(self.app, "mnestis.drop", "d")
            message.update(
                Text(
                    f"Instant Drop spends {drop_price(self.pack)} held in your profile for one "
                    f"more Skyseer, and cannot be undone: press {key} again to pay."
                )
            )
            return
        self.drop_asked = False
        try:
            _, done = drop_and_write(self.pack, sync.path, sync.profile)
        except ValueError as exc:
            message.update(Text(f"✗ Instant Drop cannot be done: {exc}"))
            return
        except OSError as exc:
            message.update(Text(f"✗ cannot write the profile: {exc.strerror or exc}"))
            return
        await self._ascend_closed(None)
        self.query_one("#mnestis-message", SafeStatic).update(Text(f"✓ {done}"))

    async def _ascend_closed(self, _: object) -> None:
        await self.recompose()
        self.on_mount()

    def action_back(self) -> None:
        self.dismiss()
