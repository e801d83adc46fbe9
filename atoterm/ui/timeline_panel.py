"""The Timeline: every day of the Cycle, past and ahead, with its events.

Fixed events come from ``content.timeline``; events written during play
(``state.timeline.added``: story events, cooldowns, breedings) follow them. A story event
added during play names a paragraph that may not have been read, so it only ever reads
"a story event" [ADV-003]. Past days are ticked; battles fought show their result
(``campaign.battles``); Cooldown and Breeding events are written there by the Advancement
Step [ADVA-024, ADVA-035].
"""

from __future__ import annotations

from typing import TYPE_CHECKING, ClassVar

from rich.text import Text
from textual.binding import Binding, BindingType

from atoterm.ui.campaign_text import primordial_name
from atoterm.ui.info_screen import InfoScreen
from atoterm.views.campaign import current_day

if TYPE_CHECKING:
    from atoterm.views.types import ContentPack, GameState, TimelineEntry

KIND_WORDS = {
    "battle": "Timeline Battle",
    "acclimation": "Acclimation",
    "structural_tech": "Structural Breakthrough",
    "battle_tech": "Battle Breakthrough",
    "story": "Story",
    "cooldown": "Cooldown",
    "breeding": "Breeding",
}
"""How an event kind reads when its label does not already say it."""


def added_label(entry: TimelineEntry) -> str:
    """An event written during play, spoiler-safe: story events never name their paragraph."""
    if entry.kind == "story":
        return "a story event"
    word = KIND_WORDS.get(entry.kind, entry.kind.replace("_", " ").capitalize())
    if not entry.label or entry.label == entry.kind:
        return word
    if word.lower() in entry.label.lower():
        return entry.label
    return f"{word}: {entry.label}"


def events_of_day(pack: ContentPack, state: GameState, day: int) -> list[str]:
    """What day ``day`` holds, in Timeline order: fixed events, then added ones, then the
    battles fought that day."""
    found: list[str] = []
    for event in pack.events_on(day):
        word = KIND_WORDS.get(event.kind, event.kind)
        label = event.label or word
        if event.kind == "story" and not label.lower().startswith("story"):
            label = f"Story: {label}"
        found.append(label)
    found += [added_label(e) for e in state.timeline.added if e.day == day]
    for battle in state.campaign.battles:
        if battle.day == day:
            lost = f", {battle.titans_lost} Titan(s) lost" if battle.titans_lost else ""
            found.append(
                f"Fought: {battle.kind} battle vs {primordial_name(pack, battle.primordial)} "
                f"level {battle.level}: {battle.result}{lost}"
            )
    return found


def timeline_text(pack: ContentPack, state: GameState, only_events: bool = False) -> Text:
    """Every day of the Cycle (or, with ``only_events``, the days with events and today):
    ``✓`` past, ``▶`` today [CAMP-022]."""
    timeline = state.timeline
    now = current_day(state)
    text = Text()
    first = True
    for day in range(1, timeline.length + 1):
        events = events_of_day(pack, state, day)
        today = day == now
        if only_events and not events and not today:
            continue
        if not first:
            text.append("\n")
        first = False
        mark = "▶" if today else ("✓" if day < now else " ")
        line = f"{mark} Day {day:>2}{' (today)' if today else ''}: "
        line += "; ".join(events) if events else "·"
        style = "bold" if today else ("dim" if day < now else "")
        text.append(line, style or None)
    return text


def next_events(pack: ContentPack, state: GameState, count: int = 3) -> str:
    """The next ``count`` days with events after today, e.g. ``d6 Timeline Battle``."""
    timeline = state.timeline
    found: list[str] = []
    for day in range(current_day(state) + 1, timeline.length + 1):
        events = events_of_day(pack, state, day)
        if events:
            found.append(f"d{day} {events[0]}" + (" …" if len(events) > 1 else ""))
        if len(found) >= count:
            break
    return "; ".join(found) if found else "nothing more on the Timeline"


class TimelineScreen(InfoScreen):
    """The whole Timeline (``d`` on the voyage screen)."""

    BINDINGS: ClassVar[list[BindingType]] = [
        Binding("d", "close", "Close", show=False, id="timeline.close"),
    ]

    def __init__(self, pack: ContentPack, state: GameState) -> None:
        title = f"Timeline · day {current_day(state)} of {state.timeline.length}"
        super().__init__(title, timeline_text(pack, state), "timeline-text")
