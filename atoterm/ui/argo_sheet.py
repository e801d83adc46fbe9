"""The Argo sheet: the ship's stats, the Timeline, and the four Argonauts.

The side panel (:class:`ArgoSheet`) keeps to a few lines; ``a`` on the voyage screen opens the
whole sheet (:class:`ArgoSheetScreen`): Cargo Hold by category, Diplomacy tracks, Titans,
Armory, Summons and Godforms, and the Story, Doom and Inward Odyssey cards
(``campaign_text``).
"""

from __future__ import annotations

from typing import TYPE_CHECKING, ClassVar

from rich.text import Text
from textual.binding import Binding, BindingType

from atoterm.ui.campaign_text import full_sheet
from atoterm.ui.info_screen import InfoScreen
from atoterm.ui.safe_widgets import SafeStatic
from atoterm.views.campaign import SECTOR_GLYPHS, current_day

if TYPE_CHECKING:
    from atoterm.views.types import Argonaut, ContentPack, GameState

SKILL_SHORT = {
    "courage": "Cou",
    "cunning": "Cun",
    "endurance": "End",
    "fury": "Fur",
    "will": "Wil",
    "wisdom": "Wis",
}
"""Three-letter Skill names for the narrow Argonaut table."""


def step_title(step: str) -> str:
    """The Campaign Round step as the rulebook names it ("1. Movement")."""
    from atoterm.views.campaign import step_title as title_of

    return title_of(step)


def skill_summary(argonaut: Argonaut) -> str:
    """Non-zero Skills, e.g. ``Cou+1 Wis+2``; ``-`` when all are zero."""
    parts = [
        f"{SKILL_SHORT.get(skill, skill[:3].title())}{value:+d}"
        for skill, value in sorted(argonaut.skills.items())
        if value
    ]
    return " ".join(parts) or "-"


def sheet_lines(content: ContentPack, state: GameState) -> Text:
    """The ship, the Timeline and where the Argo is, as plain labelled lines."""
    argo = state.argo
    voyage = state.voyage
    where = content.tile(voyage.tile)
    sector = f" {SECTOR_GLYPHS.get(voyage.sector, '')}" if voyage.sector else ""
    last_city = content.tile(voyage.last_city).name if voyage.last_city else "none yet"
    text = Text()
    text.append(f"Day {current_day(state)} of {state.timeline.length}", "bold")
    text.append(f"  Round {state.round}\n")
    text.append(f"Step {step_title(state.step)}\n")
    text.append(f"At {where.name} ({where.id}){sector}\n")
    text.append(f"Last city: {last_city}\n")
    text.append(f"Crew {argo.crew}  Hull {argo.hull}  Argo Fate {argo.argo_fate}\n")
    text.append(f"Knowledge {argo.knowledge}  Dreamwalkers {argo.dreamwalkers}\n")
    story = state.story
    text.append(f"Progress {state.progress} ({story.story_card})  ")
    text.append(f"Doom {state.doom} ({story.doom_card})")
    adversary = state.campaign.adversary
    if adversary.primordial:
        where = content.tile(adversary.tile).name if adversary.tile in content.tiles else "off map"
        text.append(f"\nAdversary: {where}")
    return text


def argonaut_lines(state: GameState) -> Text:
    """One row per Argonaut: name, Triskelion (Danger, Fate, Rage), then the Skills."""
    text = Text(f"{'Argonaut':<9} Dg Ft Rg Skills", "underline")
    for argonaut in state.argonauts:
        name = argonaut.name if argonaut.alive else f"†{argonaut.name}"
        text.append(
            f"\n{name[:9]:<9} {argonaut.danger:>2} {argonaut.fate:>2} {argonaut.rage:>2} "
            f"{skill_summary(argonaut)}"
        )
    text.append("\nDg Ft Rg: Danger Fate Rage", "italic")
    return text


class ArgoSheet(SafeStatic):
    """The Argo sheet panel."""

    def show(self, content: ContentPack, state: GameState) -> None:
        text = sheet_lines(content, state)
        text.append("\n\n")
        text.append_text(argonaut_lines(state))
        self.update(text)


class ArgoSheetScreen(InfoScreen):
    """The whole Argo sheet (``a`` on the voyage screen); ``a`` or ``escape`` closes it."""

    BINDINGS: ClassVar[list[BindingType]] = [
        Binding("a", "close", "Close", show=False, id="argo_sheet.close"),
        Binding(
            "i", "inspect", "Inspect a thing on this sheet", show=False, id="argo_sheet.inspect"
        ),
    ]

    def __init__(self, content: ContentPack, state: GameState) -> None:
        text = sheet_lines(content, state)
        text.append("\n\n")
        text.append_text(full_sheet(content, state))
        text.append("\n\n")
        text.append_text(argonaut_lines(state))
        super().__init__("Argo sheet", text, "argo-full-sheet")
        self.pack, self.state = content, state

    def action_inspect(self) -> None:
        from atoterm.ui.inspect_screen import open_things
        from atoterm.views.inspect_table import ARGO_SHEET_GROUPS

        open_things(self.app, self.state, self.pack, ARGO_SHEET_GROUPS, "Inspect: the Argo sheet")
