"""The battle screen's "why?": the explanation of a choice the engine made for the players.

Events of such choices carry ``data["why"]`` (``B.emit_why`` in the engine): the candidates
considered with the values compared, the one chosen, a sentence saying why, and the rule id.
This module turns one into text (pure functions, unit-tested) and shows it in a modal. The rule's
own words come from ``docs/rules/checklist.md`` when the checkout has it (a tiny reader: the UI
does not import ``atoterm.tools``).
"""

from __future__ import annotations

import re
from collections.abc import Iterable, Mapping, Sequence
from functools import cache
from pathlib import Path
from typing import TYPE_CHECKING, Any, ClassVar

from textual.app import ComposeResult
from textual.binding import Binding, BindingType
from textual.containers import VerticalScroll

from atoterm.ui.event_log import WHY_MARKER
from atoterm.ui.safe_widgets import SafeStatic
from atoterm.ui.size_guard import GuardedModal

if TYPE_CHECKING:
    from atoterm.views.types import Event

MARKER = WHY_MARKER
"""Appended to the log line of an event that has an explanation (``event_log``)."""
_PACKAGE = Path(__file__).resolve().parents[1]
CHECKLISTS = (_PACKAGE / "rules_checklist.md", _PACKAGE.parent / "docs" / "rules" / "checklist.md")
"""The copy an installed wheel ships (pyproject force-include), then the checkout's."""
_RULE_LINE = re.compile(r"^- \[([A-Z0-9-]+)\] (.*?)(?: \(src: [^)]*\))?\s*$")


def why_of(event: Event) -> Mapping[str, Any] | None:
    """The explanation an event carries, or None."""
    why = event.data.get("why") if isinstance(event.data, Mapping) else None
    return why if isinstance(why, Mapping) else None


def last_explained(events: Sequence[Event]) -> Event | None:
    """The most recent event with an explanation (what "why?" shows)."""
    for event in reversed(events):
        if why_of(event) is not None:
            return event
    return None


def parse_rules(lines: Iterable[str]) -> dict[str, str]:
    """``- [ID] text (src: …)`` lines of the checklist: id → text."""
    rules: dict[str, str] = {}
    for line in lines:
        found = _RULE_LINE.match(line.strip())
        if found:
            rules[found.group(1)] = found.group(2)
    return rules


@cache
def rule_texts(path: Path | None = None) -> dict[str, str]:
    """The checklist's rules (the first copy found), or nothing when none can be read."""
    for candidate in (path,) if path is not None else CHECKLISTS:
        try:
            return parse_rules(candidate.read_text(encoding="utf-8").splitlines())
        except OSError:
            continue
    return {}


def why_text(event: Event, rules: Mapping[str, str] | None = None) -> str:
    """The explanation in words, one item a line (readable by a screen reader)."""
    why = why_of(event)
    if why is None:
        return f"{event.text}\n\nThe engine made no choice here: nothing to explain."
    rule = str(why.get("rule") or event.rule or "")
    lines = [event.text, ""]
    considered = [str(c) for c in why.get("considered", ())]
    lines.append("Considered:" if considered else "Considered: nothing else")
    lines += [f"  • {item}" for item in considered]
    lines += [f"Chosen: {why.get('chosen', '')}", f"Because: {why.get('because', '')}"]
    if why.get("policy"):
        lines.append(f"Tie break option: {why['policy']}")
    if rule:
        text = (rules if rules is not None else rule_texts()).get(rule, "")
        lines.append(f"Rule: {rule}" + (f" — {text}" if text else ""))
    return "\n".join(lines)


class WhyScreen(GuardedModal[None]):
    """A modal with the explanation; escape, enter or w closes it."""

    DEFAULT_CSS = """
    WhyScreen {
        align: center middle;
    }
    #why-box {
        width: 90%;
        max-width: 110;
        height: auto;
        max-height: 90%;
        border: thick $primary;
        background: $surface;
        padding: 0 1;
    }
    """
    BINDINGS: ClassVar[list[BindingType]] = [
        Binding("escape,enter,w,q", "close", "Close", key_display="esc", id="why.close"),
    ]

    def __init__(self, text: str) -> None:
        super().__init__()
        self.text = text

    def compose(self) -> ComposeResult:
        with VerticalScroll(id="why-box", classes="panel"):
            yield SafeStatic(self.text, id="why-text", markup=False)

    def on_mount(self) -> None:
        self.query_one("#why-box").border_title = "Why?"

    def action_close(self) -> None:
        self.dismiss(None)
