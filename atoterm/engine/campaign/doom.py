"""Doom progression [CAMP-036..CAMP-038].

The Doom tokens lie on the current Doom card (``state.doom`` counts them, ``story.doom_card``
names the card and side). In the Doom Step, once the card's requirement is met [CAMP-036]:

1. exactly the required number of tokens is discarded; the surplus moves on, from side A to
   side B of the same card, or from side B to side A of the next card [CAMP-037] — the engine
   turns the card itself, so the surplus always lies on the new card (a paragraph naming another
   card with ``> doom_card`` still has the last word);
2. the card's paragraph is read at the end of the step;
3. progressing from side B of the Cycle's last Doom card loses the campaign [CAMP-038]: its
   paragraph (if any) is read first, and if it did not already end the campaign the loss
   follows (``agenda.start_item`` resolves the queued "doom_loss"); without a directing
   paragraph the storybook's Campaign Loss is read [CAMP-021].

One progression per Doom Step: a surplus that already meets the new card's requirement
progresses it in the next Doom Step.
"""

from __future__ import annotations

from atoterm.content.story_model import Storybook, StoryCard
from atoterm.engine.context import Ctx
from atoterm.engine.story_state import Queued

LOSS = "doom_loss"
"""The queued item that loses the campaign after the last Doom card's paragraph [CAMP-038]."""


def next_card(book: Storybook, card: StoryCard) -> StoryCard | None:
    """Where the surplus goes: side B of the same card after side A, else the next card in the
    Cycle's order; None after the last card [CAMP-037, CAMP-038]."""
    cards = list(book.doom_cards)
    if card.id.endswith("A"):
        flip = book.doom_card(card.id[:-1] + "B")
        if flip is not None:
            return flip
    index = next((i for i, c in enumerate(cards) if c.id == card.id), len(cards))
    return cards[index + 1] if index + 1 < len(cards) else None


def doom_progression(ctx: Ctx) -> None:
    """The Doom Step: progress the current Doom card when its requirement is met."""
    book = ctx.content.storybook
    if book is None:
        return
    state = ctx.state
    card = book.doom_card(state.story.doom_card)
    if card is None or state.doom < card.need:
        return
    state.doom -= card.need  # exactly the requirement is discarded [CAMP-037]
    following = next_card(book, card)
    surplus = state.doom
    where = f"on Doom card {following.id}" if following is not None else "with nowhere to go"
    ctx.emit(
        "doom_progress",
        f"Doom card {card.id} progresses: {card.need} Doom discarded, {surplus} move on ({where}).",
        "CAMP-037",
        card=card.id,
        surplus=surplus,
    )
    ctx.chronicle("doom", f"Doom card {card.id} ({card.name}) progressed.")
    queue = state.story.queue
    if card.paragraph:
        queue.append(Queued("doom", card.paragraph, label=f"Doom card {card.id}: {card.name}"))
    if following is None:
        queue.append(Queued(LOSS, "", label=f"Doom card {card.id}"))
        return
    state.story.doom_card = following.id


def doom_loss(ctx: Ctx, item: Queued) -> None:
    """The last Doom card progressed from side B: the campaign is lost [CAMP-038]."""
    ctx.lose(f"{item.label} progressed: the last Doom card is resolved.", "CAMP-038")
