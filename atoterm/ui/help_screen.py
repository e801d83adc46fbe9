"""Help: every key that works on the screen below (read from its live bindings) and how to play."""

from __future__ import annotations

import dataclasses
from collections.abc import Callable, Iterable, Mapping
from typing import ClassVar

from rich.table import Table
from rich.text import Text
from textual.app import ComposeResult
from textual.binding import ActiveBinding, Binding, BindingType
from textual.containers import VerticalScroll
from textual.screen import Screen

from atoterm.ui.map_view import LEGEND
from atoterm.ui.safe_widgets import SafeStatic
from atoterm.ui.size_guard import GuardedModal
from atoterm.ui.stable_footer import StableFooter

HOW_TO_PLAY = """\
The Argo is a living ship of rust and bronze, and you steer it one tile of sea each day.
Every day is one Campaign Round of nine steps. The game runs the steps by itself and stops
only when someone at the table has to decide something: that decision is shown in the
Decision panel, with every option numbered.

Press a number key, or move the highlight with the arrow keys and press enter. The option
that finishes what is asked (Done, End turn, Continue) is always listed last of the open ones
and always has the key 0. An option that cannot be taken right now is still listed, after
the open ones, marked ✗, with the reason in words. A long list scrolls: a number key whose
option is out of sight first brings it into view, and the same key again chooses it. ctrl+p
opens the command palette, where you can type part of an option's name instead. i inspects
the highlighted option: what it is, its full rules text, what it costs and what it will do
(in a battle, with the board focused, what stands on the cell under the cursor). I lists
every thing in play (cards, Titans, Gear, Conditions, terrain, Technologies, Argonauts) to
inspect any of them; on the Argo and Technology sheets, i lists the sheet's own things.

Before the first day each Argonaut takes a +1 bonus to one Skill. After that the Argo sails:
choose a waterway, and unexplored waters are laid on the table as a new tile. Explored tiles
give no second Progress, but Doom is felt on every visit. The Timeline has a fixed number of
days: run out of days and the campaign is lost.

Every decision is written to the journal file as you make it, so quitting never loses
anything: Continue on the title screen picks up where you left off. q asks before it leaves
the game (y quits, t goes back to the title screen, n stays); esc only closes what is open
over the game, such as this help. Undo steps back one
decision and redo steps forward again; with the strict undo policy, decisions that revealed
a tile or drew a card cannot be undone. Replay opens a journal read-only and lets you walk
through it decision by decision, or jump to a decision number or a day.

s on the title screen opens the saves manager: every journal of the save folder, campaigns
with their day, Progress, outcome and when they were last played, practice battles and
adventures apart, and any file that cannot be opened with the reason. There c continues the
highlighted journal, r replays it and delete moves it to the folder's trash/ after asking.

v on the title screen lists your voyages: every campaign that ended, best score first, with
its seed code to share (f filters by a seed code, a by sea); enter or c opens a voyage's
chronicle and r replays its journal. A seed code can be typed as the seed of a new campaign.

The first time you see a screen, a line at its foot tells you the one thing to know there;
z hides it for good (a click on it does too). "Show the first-time hints again" in the
command palette (ctrl+p) brings every hint back.

Every key can be changed, and the look too: k in this help (or on the title screen, or "Keys
and theme" in the ctrl+p palette) opens the settings, with a high-contrast and a
colour-blind-safe theme. They are saved in settings.toml in the save folder.

The Log panel keeps only the newest lines: L (or ctrl+l) opens the message history, the whole
log of the game so far with the day and round of every line; type words to keep the lines
that hold them. / opens the rules and glossary search on any screen: every term, keyword and
rule of the game in words, with its rule id. In a text field, where ? and / are typed, F1
opens this help and F2 the search. In a campaign, M shows the whole sea and O the campaign at
a glance from every game screen, a battle or an adventure included.
"""


MAP_HELP = """\
Each box is one tile of sea, placed where it lies on the map. The top border shows the tile
number and ✓ once the tile is Explored (? and a dashed border while it is Unexplored). Inside
are the tile's name, its map symbols as letters and the first letters of its faction. The
Argo's tile has a heavy border and @ followed by the sector the Argo is in. Arrows on a border
are waterways leaving the tile that way; on a tile split into sectors, the arrow nearer the
top or left belongs to sector α, the other to β.
"""


STORY_HELP = """\
In an adventure the Storybook panel shows every paragraph read in it, newest at the bottom
(pgup and pgdn scroll it); only paragraphs the story sent you to are ever shown. The party
leader makes the choices: a choice that cannot be taken is marked ✗ with the reason. In a
test the Test panel shows who rolls, the Skill and where it comes from, the declared bonuses,
each d10 (★ marks a natural 10 or 1, the Crit die) and the Fate re-roll on offer. In a Pharos
Delve it shows the cards drawn, the running total and the chance that the next card busts at
16. PERIL across the top means the leader decides alone, with no word or sign from anyone.
a shows the Argonaut sheets, m the Choice Matrix, the Argo's notes and the codes found.
When an adventure ends, the Storybook stays on its last paragraph until you press enter (or a
number key) to continue.
"""


CAMPAIGN_HELP = """\
The line above the map shows the day and its nine steps: ✓ done, ▶ the step now, · still to
come. During the Exploration Step the Exploration Draw is shown under the map as two stacks
(■ ends a stack, + draws another, Ω Adversary symbols, ⊘ set aside until the next Timeline
Battle, ✕ out of the game); x keeps it shown. During the Advancement Step the Advancement
sheet takes the map's place. a opens the whole Argo sheet (Cargo Hold, Diplomacy, Titans,
Armory, Summons, Godforms, the Story, Doom and Inward Odyssey cards), d the Timeline (days
past and ahead; story events written during play read only "a story event"), t the
Technology and Advancement sheet (Projects with each requirement ✓ met or ✗ not, crafting,
trading, breeding, the Titan roster), c the chronicle, which also opens when the campaign
ends (c opens it from every screen of a campaign: its battles, its adventures and these sheets). On the map, Ω marks the Adversary and ⌂ the Last Visited City token; shift and an
arrow key scroll a map larger than its panel (so does the mouse wheel). When an Exploration
Draw ends, its two stacks stay on screen until you press enter (or a number key) to continue.
M shows the whole sea (every revealed tile; the arrow keys scroll it when it does not fit,
and z draws each tile as a small box with its number so that a large sea fits at once), and O the campaign at a glance: the day, the Story and Doom cards, Progress and Doom,
the Argo, the Titans and Argonauts, Diplomacy and the Evolution Tracks.
"""


def reflow(text: str) -> str:
    """Paragraphs written on several source lines become one line each (the screen wraps)."""
    return "\n\n".join(" ".join(paragraph.split()) for paragraph in text.split("\n\n"))


def key_name(app_key_display: str) -> str:
    """Key names spelled out for the help table (``^z`` reads as ``ctrl+z``)."""
    if app_key_display.startswith("^") and len(app_key_display) > 1:
        return "ctrl+" + app_key_display[1:]
    return {"question_mark": "?"}.get(app_key_display, app_key_display)


def binding_rows(
    bindings: Iterable[ActiveBinding], display: Callable[[Binding], str]
) -> list[tuple[str, str]]:
    """(keys, description) rows; bindings with the same description share a row."""
    rows: dict[str, list[str]] = {}
    for active in bindings:
        binding: Binding = active.binding
        if not binding.description:
            continue
        plain = dataclasses.replace(binding, key_display=None)
        keys = rows.setdefault(binding.description, [])
        shown = key_name(display(plain))
        if shown not in keys:
            keys.append(shown)
    return [(", ".join(keys), description) for description, keys in rows.items()]


def binding_sections(
    bindings: Mapping[str, ActiveBinding], screen: object, app: object
) -> list[tuple[str, list[ActiveBinding]]]:
    """The screen's own keys first, then keys that work everywhere, then the focused panel's."""
    own = [b for b in bindings.values() if b.node is screen]
    everywhere = [b for b in bindings.values() if b.node is app]
    focused = [b for b in bindings.values() if b.node is not screen and b.node is not app]
    sections = [
        ("On this screen", own),
        ("Everywhere", everywhere),
        ("In the focused panel", focused),
    ]
    return [(title, found) for title, found in sections if found]


class HelpScreen(GuardedModal[None]):
    """A modal listing the keys of the screen it was opened from, then how to play."""

    BINDINGS: ClassVar[list[BindingType]] = [
        Binding(
            "escape,q,question_mark", "close", "Close help", key_display="esc", id="help.close"
        ),
        Binding("k", "settings", "Keys and theme settings", id="help.settings"),
    ]

    def __init__(self, below: Screen[object], title: str) -> None:
        super().__init__()
        display = below.app.get_key_display
        self.key_rows: list[tuple[str, list[tuple[str, str]]]] = [
            (section, binding_rows(bindings, display))
            for section, bindings in binding_sections(below.active_bindings, below, below.app)
        ]
        """(section title, [(keys, description), ...]) for the screen below, as shown."""
        self._title = title
        self._below = below

    def key_table(self) -> Table:
        table = Table(title=f"Keys: {self._title}", title_justify="left", show_edge=False)
        table.add_column("Keys", no_wrap=True, style="bold")
        table.add_column("What they do")
        for number, (section, rows) in enumerate(self.key_rows):
            if number:
                table.add_section()
            table.add_row(Text(section, "italic"), "")
            for keys, description in rows:
                table.add_row(keys, description)
        return table

    def compose(self) -> ComposeResult:
        with VerticalScroll(id="help-body"):
            yield SafeStatic(self.key_table(), id="help-keys")
            yield SafeStatic(Text("How to play", "bold underline"), classes="help-heading")
            yield SafeStatic(reflow(HOW_TO_PLAY), id="help-how-to")
            if self._title == "battle":
                from atoterm.ui.battle_howto import howto_widgets

                game = getattr(self._below, "game", None)  # its terrain glyphs
                yield from howto_widgets(getattr(game, "content", None))
            if self._title == "adventure":
                yield SafeStatic(
                    Text("Reading the storybook", "bold underline"), classes="help-heading"
                )
                yield SafeStatic(reflow(STORY_HELP), id="help-story")
            if self._title == "voyage":
                yield SafeStatic(Text("The campaign", "bold underline"), classes="help-heading")
                yield SafeStatic(reflow(CAMPAIGN_HELP), id="help-campaign")
            yield SafeStatic(Text("Reading the map", "bold underline"), classes="help-heading")
            yield SafeStatic(
                reflow(MAP_HELP) + "\n\n" + LEGEND + self._cycle_legend() + self._names_legend(),
                id="help-legend",
            )
        yield StableFooter()

    def _cycle_legend(self) -> str:
        """The Cycle's own map symbols [VOY-019], when the screen below shows a game."""
        from atoterm.ui.map_view import cycle_legend

        game = getattr(self._below, "game", None)
        legend = cycle_legend(game.content) if game is not None else ""
        return "\n" + legend if legend else ""

    def _names_legend(self) -> str:
        """The whole names of the tiles on the table that the map's boxes shorten."""
        from atoterm.ui.map_view import names_in_full

        game = getattr(self._below, "game", None)
        names = names_in_full(game.content, game.state.voyage.revealed) if game else ""
        return "\n\n" + names if names else ""

    def on_mount(self) -> None:
        self.query_one("#help-body").focus()

    def action_close(self) -> None:
        self.dismiss(None)

    def action_settings(self) -> None:
        """Close the help and open the settings in its place (over the same screen)."""
        self.dismiss(None)
        self.app.call_later(self.app.open_settings)  # type: ignore[attr-defined]
