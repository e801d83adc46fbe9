"""Words for the battle screens: names, cell option ids, the AI and BP cards.

Pure functions of the state, the content and the events (no app needed to test them). The
AI card shows its targeting lines with the one that matched marked ``▶`` and the reason the
targeting event gave; nothing is decided here.
"""

from __future__ import annotations

import re
from dataclasses import dataclass
from typing import TYPE_CHECKING

from rich.text import Text

from atoterm.views.battle import primordial_figures
from atoterm.views.cards import (
    ROMAN,
    attack_words,
    effect_words,
    line_words,
    move_words,
    token_name,
)
from atoterm.views.types import AiCard

if TYPE_CHECKING:
    from collections.abc import Iterable

    from atoterm.views.types import (
        BattleContent,
        BattleState,
        BpCard,
        ContentPack,
        Decision,
        Event,
        GameState,
        Primordial,
        TitanState,
    )

Cell = tuple[int, int]

_CELL_ID = re.compile(r"^cell-(?:(\d+)-(\d+)|([A-Z]+)(\d+))$")


# ---------------------------------------------------------------- reading the state
def parse_cell_id(option_id: str) -> Cell | None:
    """The cell an option id names: ``cell-<row>-<col>`` (0-based) or ``cell-C5``."""
    found = _CELL_ID.match(option_id)
    if found is None:
        return None
    if found.group(1) is not None:
        return int(found.group(1)), int(found.group(2))
    row = 0
    for letter in found.group(3):
        row = row * 26 + ord(letter) - ord("A") + 1
    return row - 1, int(found.group(4)) - 1


def cell_option_index(pending: Decision | None, cell: Cell) -> int | None:
    """Index in ``pending.options`` of the option that picks ``cell``, if there is one."""
    if pending is None:
        return None
    for index, option in enumerate(pending.options):
        if parse_cell_id(option.id) == cell:
            return index
    return None


def highlighted_cells(pending: Decision | None) -> frozenset[Cell]:
    """Cells to mark: ``context["cells"]`` plus every open cell option."""
    if pending is None:
        return frozenset()
    cells = {
        (int(c[0]), int(c[1]))
        for c in pending.context.get("cells", ())
        if isinstance(c, (list, tuple)) and len(c) == 2
    }
    for option in pending.options:
        cell = parse_cell_id(option.id)
        if cell is not None and not option.disabled:
            cells.add(cell)
    return frozenset(cells)


def primordial_of(state: GameState, content: ContentPack) -> Primordial:
    bc = battle_content(content)
    assert state.battle is not None
    return bc.primordials[state.battle.primordial.id]


def battle_content(content: ContentPack) -> BattleContent:
    if content.battle is None:
        raise ValueError("this content pack has no battle content")
    return content.battle


def titan_name(state: GameState, content: ContentPack, titan: TitanState) -> str:
    """``Ana's Warden (A)``."""
    bc = battle_content(content)
    argonaut = (
        state.argonauts[titan.argonaut].name if titan.argonaut < len(state.argonauts) else "?"
    )
    cls = bc.titans.get(titan.titan_class)
    return f"{argonaut}'s {cls.name if cls else 'Titan'} ({titan.key})"


def battle_of(state: GameState) -> BattleState:
    assert state.battle is not None
    return state.battle


# ---------------------------------------------------------------- cards
@dataclass(frozen=True)
class TargetingNote:
    """What the last targeting event said: which card line matched, and why [BAT-PRIM-026]."""

    card: str
    line: int
    reason: str


def targeting_note(events: Iterable[Event], current_ai: str = "") -> TargetingNote | None:
    """The newest event carrying ``data["line"]`` (the targeting line that matched)."""
    found: TargetingNote | None = None
    for event in events:
        line = event.data.get("line")
        if isinstance(line, int) and not isinstance(line, bool):
            card = str(event.data.get("card", current_ai))
            reason = str(event.data.get("reason") or event.text)
            found = TargetingNote(card, line, reason)
    return found


def signed(value: int) -> str:
    return f"+{value}" if value > 0 else str(value)


def tokens_words(tokens: dict[str, int]) -> str:
    return ", ".join(f"{signed(v)} {token_name(k)}" for k, v in sorted(tokens.items()) if v)


def ai_card_text(state: GameState, content: ContentPack, note: TargetingNote | None) -> Text:
    battle = battle_of(state)
    bc = battle_content(content)
    decks = battle.decks
    if not decks.current_ai:
        return Text(f"No AI card in play (deck {len(decks.ai)}, discard {len(decks.ai_discard)}).")
    card = bc.card_by_id(decks.current_ai)
    text = Text()
    text.append(f"AI: {card.name}", "bold")
    if not isinstance(card, AiCard):
        return text
    kind = "" if card.kind == "ai" else f"{card.kind}, "
    text.append(f" ({kind}{ROMAN.get(card.level, card.level)})\n")
    matched = note.line if note is not None and note.card in ("", decks.current_ai) else None
    for index, line in enumerate(card.targeting):
        if index == matched:
            text.append(f"▶ {index + 1}. {line_words(card, line, content)}\n", "bold reverse")
        else:
            text.append(f"  {index + 1}. {line_words(card, line, content)}\n")
    if matched is not None and note is not None:
        text.append(f"  → {note.reason}\n", "italic")
    text.append(f"Move: {move_words(card)} · {attack_words(card)}")
    for label, effects in (("Hit", card.hit), ("After", card.after)):
        if effects:
            text.append(f"\n{label}: {effect_words(effects, content)}")
    return text


def bp_card_text(state: GameState, content: ContentPack) -> Text:
    battle = battle_of(state)
    bc = battle_content(content)
    decks = battle.decks
    card_id, how = decks.current_bp, "BP"
    if not card_id and decks.revealed_bp:
        card_id, how = decks.revealed_bp, "BP revealed (top of the deck)"
    if not card_id:
        return Text(
            f"No BP card in play (deck {len(decks.bp)}, wound stack {len(decks.wound_stack)})."
        )
    card: BpCard = bc.card_by_id(card_id)  # type: ignore[assignment]
    text = Text()
    text.append(f"{how}: {card.name}", "bold")
    text.append(f" ({ROMAN.get(card.level, card.level)}) AT {card.at}")
    bonus = primordial_figures(state, content).at_bonus  # the engine's AT bonus
    if bonus:
        text.append(f" ({signed(bonus)} → {card.at + bonus})")
    for label, effects in (
        ("Wound", card.wound),
        ("Fail", card.fail),
        ("Instinct", card.instinct),
        ("Critical", card.critical),
    ):
        if effects:
            text.append(f"\n{label}: {effect_words(effects, content)}")
    return text


def cards_text(state: GameState, content: ContentPack, note: TargetingNote | None) -> Text:
    text = ai_card_text(state, content, note)
    text.append("\n")
    text.append_text(bp_card_text(state, content))
    return text
