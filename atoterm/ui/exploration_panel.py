"""The Exploration Draw as two stacks of cards [VOY-021..VOY-025].

``campaign.exploration.stacks`` holds the stacks of the current (or last) draw, top card
first; only today's are shown (:func:`atoterm.views.campaign.draw_is_today`); the card being resolved is ``exploration.card``. Each card shows its number and name,
its Adversary symbols (``Ω``), its special disposal (``⊘`` set aside until the next Timeline
Battle, ``✕`` out of the game) and its stack symbol (``■`` ends the stack, ``+`` draws
another). Under the stacks: the cards left in the deck, set aside and removed.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from rich.text import Text

from atoterm.ui.map_view import ADVERSARY
from atoterm.views.campaign import draw_is_today

if TYPE_CHECKING:
    from atoterm.views.types import ContentPack, GameState

DISPOSAL_GLYPH = {"until_battle": "⊘", "permanent": "✕"}
STACK_GLYPH = {"end": "■", "draw": "+"}
LEGEND = "■ ends the stack  + draw another  Ω Adversary  ⊘ set aside  ✕ removed"


def card_words(pack: ContentPack, number: int) -> str:
    """``#12 Salt Wind Ω ⊘ ■``: number, name and the card's symbols."""
    card = pack.cycle.exploration.get(number)
    if card is None:
        return f"#{number}"
    marks = ADVERSARY * card.adversary
    marks += DISPOSAL_GLYPH.get(card.disposal, "")
    marks += STACK_GLYPH.get(card.stack, "")
    return f"#{number} {card.name} {marks}".rstrip()


def has_draw(state: GameState) -> bool:
    """Whether there is an Exploration Draw to show: one drawn today (the state keeps the last
    day's stacks until the next Draw begins; they are not shown as today's)."""
    return draw_is_today(state) and any(state.campaign.exploration.stacks)


def exploration_text(pack: ContentPack, state: GameState) -> Text:
    """Both stacks, card by card, then the deck's counts."""
    exploration = state.campaign.exploration
    text = Text()
    stacks = exploration.stacks
    for number in range(max(2, len(stacks))):
        cards = stacks[number] if number < len(stacks) else []
        if number:
            text.append("\n")
        text.append(f"Stack {number + 1}: ", "bold")
        if not cards:
            text.append("not drawn", "dim")
        for position, card in enumerate(cards):
            if position:
                text.append(" · ")
            current = card == exploration.card
            words = card_words(pack, card)
            text.append(("▶" + words) if current else words, "bold reverse" if current else None)
    text.append(
        f"\nDeck {len(exploration.deck)} · set aside {len(exploration.set_aside)} · "
        f"removed {len(exploration.removed)}",
        "dim",
    )
    return text
