"""What the storybook screen shows, as Rich text: the story, the test panel, the Delve.

Everything here reads the state, the pending decision's context and the engine's events; it
never decides a rule. Spoiler safety [ADV-003]: the story is drawn only from ``paragraph``
events (paragraphs the game directed the players to, which are all in ``state.story.read``)
or, as a fallback, from the current paragraph when it is in ``state.story.read``; the
``leads`` of a choice's context are never read here.
"""

from __future__ import annotations

import re
from typing import TYPE_CHECKING, Any

from rich.text import Text

from atoterm.ui.decision_panel import outcome_text

if TYPE_CHECKING:
    from atoterm.session import Game
    from atoterm.views.types import ContentPack, Decision, Event, GameState, Outcome

EMPHASIS = re.compile(r"\*([^*\n]+)\*")
"""``*emphasis*`` in the storybook's prose (docs/storybook-format.md), shown in italics."""
TEST_KINDS = ("adv.bonus", "adv.reroll", "adv.group_reroll", "adv.delve")
"""Decisions whose context describes a test, roll or Delve (engine ``test_context``)."""
TEST_EVENTS = (
    "bonus",
    "test_roll",
    "reroll",
    "group_result",
    "roll",
    "delve_card",
    "delve_bust",
    "delve_stop",
)
STORY_MARKS = ("chose", "adventure", "adventure_over", "adventure_done")
"""Events shown between the paragraphs (what was chosen, where an adventure begins/ends)."""
ADVENTURES_SHOWN = 2
"""The story keeps the current adventure and the one before it (read in the same breath)."""
BUST_AT = 16
"""A Delve busts at 16 [ADV-042] (the engine's rule; shown in words only)."""


# ---------------------------------------------------------------- the story
def prose_text(prose: str) -> Text:
    """One paragraph of prose, reflowed, with ``*emphasis*`` in italics."""
    flat = " ".join(prose.split())
    text = Text()
    last = 0
    for match in EMPHASIS.finditer(flat):
        text.append(flat[last : match.start()])
        text.append(match.group(1), "italic")
        last = match.end()
    text.append(flat[last:])
    return text


def story_window(events: list[Event]) -> list[Event]:
    """The events of the last ``ADVENTURES_SHOWN`` adventures (all of them if fewer began)."""
    starts = [i for i, event in enumerate(events) if event.kind == "adventure"]
    if len(starts) >= ADVENTURES_SHOWN:
        return events[starts[-ADVENTURES_SHOWN] :]
    return list(events)


def paragraph_block(number: str, title: str, prose: list[str] | tuple[str, ...]) -> Text:
    text = Text(f"{number} · {title}", "bold underline")
    for part in prose:
        text.append("\n\n")
        text.append_text(prose_text(part))
    return text


def story_text(events: list[Event], state: GameState, content: ContentPack) -> Text:
    """The paragraphs read in this adventure, newest at the bottom [ADV-003, ADV-004]."""
    read = set(state.story.read)
    blocks: list[Text] = []
    shown: list[str] = []
    for event in story_window(events):
        data: dict[str, Any] = event.data if isinstance(event.data, dict) else {}
        if event.kind == "paragraph" and str(data.get("paragraph", "")) in read:
            number = str(data["paragraph"])
            shown.append(number)
            prose = [str(p) for p in data.get("prose", [])]
            blocks.append(paragraph_block(number, str(data.get("title", "")), prose))
        elif event.kind in STORY_MARKS:
            style = "bold reverse" if event.kind == "adventure" else "italic"
            mark = "› " if event.kind == "chose" else "— "
            blocks.append(Text(f"{mark}{event.text}", style))
    adventure = state.adventure
    book = content.storybook
    if (
        adventure is not None
        and book is not None
        and adventure.paragraph in read
        and adventure.paragraph not in shown
    ):
        para = book.paragraph(adventure.paragraph)  # read before the log's window began
        blocks.append(paragraph_block(para.id, para.title, para.prose))
    if not blocks:
        return Text("No paragraph has been read in this adventure yet.", "italic")
    text = Text()
    for number, block in enumerate(blocks):
        if number:
            text.append("\n\n")
        text.append_text(block)
    return text


def log_view(events: list[Event]) -> list[Event]:
    """Events for the log beside the story: a paragraph is named there, not repeated."""
    import dataclasses

    shown = []
    for event in events:
        if event.kind == "paragraph":
            title = event.text.split("\n", 1)[0]
            event = dataclasses.replace(event, text=f"Read {title} (in the Storybook).")
        shown.append(event)
    return shown


# ---------------------------------------------------------------- party and status
def leader_line(state: GameState) -> Text:
    """Who leads the party (or whose breakthrough this is) [ADV-014, ADV-018]."""
    adventure = state.adventure
    text = Text("Party leader: ", "bold")
    if adventure is None:
        text.append("none (no adventure is being read)")
        return text
    who = adventure.leader if adventure.leader >= 0 else adventure.owner
    if who < 0 or who >= len(state.argonauts):
        text.append("not chosen yet")
        return text
    argonaut = state.argonauts[who]
    if adventure.leader < 0:
        text = Text("Breakthrough of: ", "bold")
    text.append(argonaut.name)
    text.append(f"  (Danger {argonaut.danger}, Fate {argonaut.fate}, Rage {argonaut.rage})")
    return text


def story_status(game: Game) -> str:
    state = game.state
    journal = game.path.name if game.path else "not saved"
    adventure = state.adventure
    if state.outcome is not None:
        where = "adventure over" if state.outcome.result == "ended" else "campaign over"
    elif adventure is None:
        where = "Adventure Phase"
    else:
        label = adventure.label or adventure.kind
        where = f"Adventure: {label.replace('_', ' ')}"
        if adventure.paragraph in state.story.read:
            where += f" · ¶ {adventure.paragraph}"
    return f"{journal} · undo {game.header.undo} · decision {game.history.position} · {where}"


def outcome_words(outcome: Outcome) -> Text:
    """The end of a practice adventure ("ended") or of the campaign (won/lost)."""
    return outcome_text(
        outcome, "u undoes the last decision; a and m show the sheets; q quits (saved)."
    )


def is_peril(pending: Decision | None) -> bool:
    """The decision's context says Peril: the leader decides alone [ADV-075]."""
    return pending is not None and bool((pending.context or {}).get("peril"))


PERIL_WORDS = (
    "⚠ PERIL: the party leader decides alone, without any word or sign from the others [ADV-075]"
)


# ---------------------------------------------------------------- tests and the Delve
def test_events_since_paragraph(events: list[Event]) -> list[Event]:
    """The test events after the newest paragraph (the test in progress belongs to it)."""
    last = max((i for i, e in enumerate(events) if e.kind == "paragraph"), default=-1)
    return [e for e in events[last + 1 :] if e.kind in TEST_EVENTS]


def roller_name(state: GameState, who: int) -> str:
    return state.argonauts[who].name if 0 <= who < len(state.argonauts) else "The Argo"


def crit_words(natural: int) -> str:
    if natural == 10:
        return "  ★ Crit die: natural 10, always a success [ADV-067]"
    if natural == 1:
        return "  ★ Crit die: natural 1, always a failure [ADV-067]"
    return ""


def who_tests(context: dict[str, Any], state: GameState) -> str:
    kind = str(context.get("test", ""))
    adventure = state.adventure
    if kind == "group":
        return "Group test, every Argonaut rolls [ADV-072]"
    if kind == "argo":
        return "The Argo tests [ADV-070]"
    if kind == "roll":
        return "A plain roll, not a test [ADV-074]"
    leader = adventure.leader if adventure is not None else -1
    return f"{roller_name(state, leader)} tests [ADV-066]"


def skill_lines(context: dict[str, Any], state: GameState, content: ContentPack) -> Text:
    """The tester's Skill with its sources and the declared modifier."""
    from atoterm.views.campaign import skill_sources, skill_value

    skill = str(context.get("skill", ""))
    text = Text()
    adventure = state.adventure
    leader = adventure.leader if adventure is not None else -1
    if context.get("test") == "solo" and skill and 0 <= leader < len(state.argonauts):
        argonaut = state.argonauts[leader]
        value = skill_value(content, argonaut, skill)
        sources = ", ".join(skill_sources(content, argonaut, skill))
        text.append(f"{skill.title()} {value:+d} ({sources}) · ")
    if context.get("test") != "group":
        text.append(f"modifier {int(context.get('modifier', 0)):+d} (bonuses)")
    elif any(context.get("modifiers", [])):  # each Argonaut's own die [EX-010]
        mods = [int(m) for m in context.get("modifiers", [])]
        text.append(
            "bonuses declared: "
            + ", ".join(
                f"{state.argonauts[w].name} {m:+d}"
                for w, m in enumerate(mods)
                if m and w < len(state.argonauts)
            )
        )
    return text


def roll_lines(context: dict[str, Any], state: GameState, events: list[Event]) -> Text:
    """Each roller's d10 (the Crit die called out with ★) and the engine's verdict."""
    verdicts: dict[int, dict[str, Any]] = {}
    for event in events:
        if event.kind == "test_roll" and isinstance(event.data, dict):
            verdicts[int(event.data.get("argonaut", -1))] = event.data
    rollers = [int(r) for r in context.get("rollers", [])]
    rolls = [int(r) for r in context.get("rolls", [])]
    rerolled = {int(r) for r in context.get("rerolled", [])}
    if not rolls:
        return Text("\nNot rolled yet: declare bonuses, then roll the d10.", "italic")
    parts = []
    successes = 0
    for who, natural in zip(rollers, rolls, strict=False):
        data = verdicts.get(who, {})
        part = f"{roller_name(state, who)} d10 {natural}{'★' if natural in (1, 10) else ''}"
        if "total" in data:
            ok = bool(data.get("success"))
            successes += ok
            part += f" → {data['total']} {'success' if ok else 'fail'}"
        parts.append(part + (" (Fate re-roll)" if who in rerolled else ""))
    text = Text("\n" + " · ".join(parts))
    crits = sorted({n for n in rolls if n in (1, 10)})
    for natural in crits:
        text.append("\n" + crit_words(natural).strip(), "bold")
    if context.get("test") == "group":
        text.append(f"\nSuccesses: {successes} of {len(rolls)}", "bold")
    return text


def delve_text(context: dict[str, Any]) -> Text:
    """The cards drawn, the running total and the odds of busting on the next card [ADV-040..ADV-045]."""
    drawn = [int(n) for n in context.get("drawn", [])]
    running = sum(drawn)
    difficulty = int(context.get("difficulty", 0))
    text = Text(f"Pharos Delve {difficulty}+ (bust at {BUST_AT})", "bold")
    cards = "  ".join(f"[{n}]" for n in drawn) or "none yet"
    text.append(f"\nCards drawn: {cards}")
    text.append(f"\nRunning total: {running}", "bold")
    text.append(
        "  (difficulty reached)" if running >= difficulty else f"  ({difficulty - running} to go)"
    )
    bust = [int(n) for n in context.get("bust", [])]
    if len(bust) == 2 and bust[1]:
        busting, left = bust
        percent = round(100 * busting / left)
        text.append(f"\nNext card busts: {busting} of {left} cards left ({percent}%)")
    return text


def test_panel_text(
    pending: Decision | None, state: GameState, content: ContentPack, events: list[Event]
) -> Text | None:
    """The test panel for a pending test decision; None when no test is pending."""
    if pending is None or pending.kind not in TEST_KINDS or not pending.context:
        return None
    context: dict[str, Any] = dict(pending.context)
    if context.get("test") == "delve":
        return delve_text(context)
    skill = str(context.get("skill", "")).title() or "Difficulty"
    text = Text(f"{who_tests(context, state)} · {skill} {context.get('difficulty', 0)}+", "bold")
    label = str(context.get("label", ""))
    if label:
        text.append("\n")
        text.append_text(prose_text(label))
        text.stylize("italic", len(text) - len(" ".join(label.split())))
    skills = skill_lines(context, state, content)
    if skills.plain:
        text.append("\n")
        text.append_text(skills)
    text.append_text(roll_lines(context, state, test_events_since_paragraph(events)))
    return text


def last_test_text(batch: list[Event]) -> Text | None:
    """The words of the latest test's events (after it resolved), or None."""
    found = [event for event in batch if event.kind in TEST_EVENTS]
    if not found:
        return None
    text = Text("Last test", "bold")
    for event in found[-8:]:
        text.append(f"\n• {event.text}")
        natural = event.data.get("natural") if isinstance(event.data, dict) else None
        if event.kind == "test_roll" and isinstance(natural, int):
            text.append(crit_words(natural))
    return text
