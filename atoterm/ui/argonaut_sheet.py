"""The Argonaut sheet (key ``a`` on the storybook screen): each Argonaut's whole sheet.

Skills with their sources, Mnemos with their 10-node tracks [ADV-047..ADV-057], Fated Mnemos
[ADV-058..ADV-065], growth abilities, boons, afflictions, notes, Katharsis codes [ADV-055],
the Triskelion and Despair. Card names come from ``content.storybook``; no Breakthrough
paragraph is ever named here (spoiler safety [ADV-003]).
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Any, ClassVar

from rich.text import Text
from textual.app import ComposeResult
from textual.binding import Binding, BindingType
from textual.containers import VerticalScroll
from textual.widgets import Footer

from atoterm.ui.chronicle_key import ChronicleKey
from atoterm.ui.safe_widgets import SafeStatic
from atoterm.views.campaign import SKILLS

if TYPE_CHECKING:
    from atoterm.views.types import (
        Argonaut,
        ContentPack,
        FatedHeld,
        GameState,
        MnemosHeld,
        Storybook,
    )

NODES = 10
"""Every Mnemos track has 10 nodes [ADV-050]."""
MARKED, EMPTY, MARKED_BT, EMPTY_BT = "●", "○", "◆", "◇"
HINDRANCES = {
    "no_leader": "cannot be the party leader",
    "always_leader": "must be the party leader when able",
    "no_fate_reroll": "cannot re-roll with Fate",
    "no_pay_danger": "cannot pay Danger",
    "no_bonus": "cannot declare test bonuses",
}
TRACK_LEGEND = (
    f"Tracks: {MARKED} marked node, {EMPTY} empty node, {MARKED_BT} / {EMPTY_BT} marked / "
    "empty Breakthrough node."
)


def track(nodes: int, breakthroughs: tuple[int, ...] | list[int]) -> str:
    """The 10-node track: marked nodes filled, Breakthrough nodes as diamonds."""
    cells = []
    for node in range(1, NODES + 1):
        at_bt = node in breakthroughs
        if node <= nodes:
            cells.append(MARKED_BT if at_bt else MARKED)
        else:
            cells.append(EMPTY_BT if at_bt else EMPTY)
    return "".join(cells)


def ability_words(entry: Any) -> tuple[str, str]:
    """(name, text) of a card's ability entry (``{"ability": Ability}`` or a plain dict)."""
    if isinstance(entry, dict):
        ability = entry.get("ability", entry)
        if isinstance(ability, dict):
            return str(ability.get("name", "")), str(ability.get("text", ""))
        return str(getattr(ability, "name", "")), str(getattr(ability, "text", ""))
    return "", ""


def skills_text(argonaut: Argonaut, content: ContentPack) -> Text:
    """Every Skill's value; its sources when more than the sheet gives it."""
    from atoterm.views.campaign import skill_sources, skill_value

    parts = []
    for skill in SKILLS:
        value = skill_value(content, argonaut, skill)
        sources = skill_sources(content, argonaut, skill)
        part = f"{skill.title()} {value:+d}"
        if len(sources) > 1:
            part += f" ({', '.join(sources)})"
        parts.append(part)
    text = Text("  Skills: ", "bold")
    text.append(" · ".join(parts))
    return text


def mnemos_text(held: MnemosHeld, book: Storybook | None) -> Text:
    card = book.mnemos.get(held.id) if book is not None else None
    name = card.name if card else held.id
    breakthroughs = card.breakthroughs if card else ()
    level = 1 + held.resolved
    text = Text(f"\n    {name}  ", "bold")
    text.append(track(held.nodes, breakthroughs))
    text.append(f"  {held.nodes}/{NODES}")
    at = ", ".join(str(n) for n in breakthroughs) or "-"
    text.append(
        f"\n      Breakthroughs at nodes {at}; resolved {held.resolved} of {len(breakthroughs)}"
    )
    if card is not None and card.skills:
        bonus = ", ".join(f"{k.title()} {v:+d}" for k, v in sorted(card.skills.items()))
        text.append(f"; Skills {bonus}")
    abilities = card.abilities if card else ()
    if abilities:
        name, words = ability_words(abilities[min(level, len(abilities)) - 1])
        text.append(f"\n      Ability level {level} unlocked [ADV-048]: {name}", "italic")
        if words:
            text.append(f" — {words}")
    return text


def fated_text(held: FatedHeld, book: Storybook | None) -> Text:
    card = book.fated_mnemos.get(held.id) if book is not None else None
    name = card.name if card else held.id
    text = Text(f"\n    {name}  ", "bold")
    at = (card.breakthrough,) if card else ()
    text.append(track(held.nodes, at))
    text.append(f"  {held.nodes}/{NODES}")
    if card is not None:
        text.append(f"\n      Resolves at node {card.breakthrough} [ADV-064]")
        hindrance = HINDRANCES.get(card.hindrance, card.hindrance)
        if hindrance:
            text.append(f"; hindrance: {hindrance}")
        if card.penalties:
            words = ", ".join(f"{k.title()} {v:+d}" for k, v in sorted(card.penalties.items()))
            text.append(f"; penalties: {words} [ADV-062]")
    return text


def listing(title: str, items: list[str], first: bool = False) -> Text:
    text = Text("\n  " if first else " · ")
    text.append(f"{title}: ", "bold")
    text.append("; ".join(items) if items else "none")
    return text


def argonaut_text(argonaut: Argonaut, content: ContentPack) -> Text:
    """One Argonaut's sheet."""
    book = content.storybook
    state_words = "" if argonaut.alive else " († fallen)"
    if argonaut.retired:
        state_words = " (retired)"
    text = Text(f"{argonaut.name}{state_words}", "bold underline")
    text.append(
        f"\n  Triskelion: Danger {argonaut.danger}, Fate {argonaut.fate}, "
        f"Rage {argonaut.rage}   Despair {argonaut.despair}\n"
    )
    text.append_text(skills_text(argonaut, content))
    text.append("\n  Mnemos", "bold")
    if not argonaut.mnemos:
        text.append(": none")
    for held in argonaut.mnemos:
        text.append_text(mnemos_text(held, book))
    text.append("\n  Fated Mnemos", "bold")
    if not argonaut.fated:
        text.append(": none")
    for fated in argonaut.fated:
        text.append_text(fated_text(fated, book))
    growth = []
    for card_id in argonaut.growth:
        card = book.fated_mnemos.get(card_id) if book is not None else None
        name, words = ability_words(card.growth) if card else ("", "")
        growth.append(f"{name or card_id}: {words}" if words else name or card_id)
    text.append_text(listing("Growth abilities", growth, first=True))
    text.append_text(listing("Katharsis codes", argonaut.katharsis))
    text.append_text(listing("Boons", argonaut.boons, first=True))
    text.append_text(listing("Afflictions", argonaut.afflictions))
    if argonaut.conditions:  # gained outside Battle, on the Titan in the next one [BAT-MISC-035]
        specs = content.battle.conditions if content.battle is not None else {}
        names = [specs[c].name if c in specs else c for c in argonaut.conditions]
        text.append_text(listing("Conditions until the next Battle ends", names))
    text.append_text(listing("Notes", argonaut.notes, first=True))
    return text


def sheets_text(state: GameState, content: ContentPack) -> Text:
    """Every Argonaut's sheet, then the kept sheets of the fallen [CAMP-010]."""
    text = Text()
    for number, argonaut in enumerate(state.argonauts):
        if number:
            text.append("\n\n")
        text.append_text(argonaut_text(argonaut, content))
    if state.fallen_sheets:
        names = ", ".join(a.name for a in state.fallen_sheets)
        text.append(f"\n\nSheets kept of the fallen and retired: {names}", "italic")
    text.append(f"\n\n{TRACK_LEGEND}", "italic")
    return text


class ArgonautSheetScreen(ChronicleKey):
    """A scrollable modal with the four Argonaut sheets; ``esc`` or ``a`` closes it."""

    BINDINGS: ClassVar[list[BindingType]] = [
        Binding("escape,a,q", "close", "Close", key_display="esc", id="argonauts.close"),
    ]

    def __init__(self, state: GameState, content: ContentPack) -> None:
        super().__init__()
        self._text = sheets_text(state, content)

    def compose(self) -> ComposeResult:
        with VerticalScroll(id="sheet-body", classes="dialog"):
            yield SafeStatic(Text("Argonaut sheets", "bold"), classes="dialog-title")
            yield SafeStatic(self._text, id="argonaut-sheets")
        yield Footer()

    def on_mount(self) -> None:
        self.query_one("#sheet-body").focus()

    def action_close(self) -> None:
        self.dismiss(None)
