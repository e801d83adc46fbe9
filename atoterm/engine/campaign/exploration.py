"""The Exploration Step [VOY-020]: (1) the tile's exploration symbols, (2) the Exploration
Draw, (3) the Adversary (moved by the cards' symbols as they resolve), (4) an Acclimation if
the day has one.

The step is a procedure: it asks inline (the Local Faction, a Save, a card's option, a trade).
Its checkpoints are the parts it reaches, "" -> ``faction`` -> ``symbols`` (the Local Faction,
Doom with Saves) -> ``other-symbols`` -> ``draw`` -> ``drawing`` (``drawing-reshuffled`` once
the table was shuffled into a new deck) -> ``acclimation`` -> ``done``; a restart goes on from
the last one (``Ctx.part``), and from the card being resolved (``exploration_cards``).

The Exploration Draw [VOY-021, VOY-025]: cards are drawn from the top of the deck and resolved
one at a time (``exploration_cards.resolve_card``) until a card with the End-stack symbol ends the
stack; then a second stack, with no shuffle in between; after it, every drawn card not set
aside or removed is shuffled back into the deck.

Ruling (empty deck): when a card must be drawn and the deck is empty, the current stack ends as
if the last card had shown the End-stack symbol. If the second stack then has no card to draw,
the cards drawn so far and still on the table are shuffled into a new deck, once per Draw;
with none, the Draw ends.
"""

from __future__ import annotations

from atoterm.engine.campaign import acclimation, adversary, diplomacy, exploration_cards
from atoterm.engine.campaign import drift as _drift  # noqa: F401  (registers the drift op)
from atoterm.engine.campaign import titan_loss as _titan_loss  # noqa: F401  (lose_titan op)
from atoterm.engine.campaign.advancement.saves import resolve_with_saves
from atoterm.engine.campaign.map_symbols import resolve_symbols
from atoterm.engine.context import Ctx
from atoterm.engine.names import count_words
from atoterm.engine.procedure import Proc

STREAM = "deck.exploration"


def exploration_step(ctx: Ctx) -> Proc[None]:
    """Step 3 in the order of [VOY-020]; sets ``step_done`` when finished."""
    part = ctx.part()
    if part == "":
        adversary.new_step(ctx)
        part = "faction"
        yield from ctx.checkpoint(part)
    if part == "faction":
        part = "symbols"
        yield from ctx.checkpoint(part)
    if part == "symbols":
        yield from diplomacy.choose_local_faction(ctx)  # several faction symbols [VOY-043]
        # The Doom symbol first, through the Save abilities (a forced gain) [VOY-013, GEN-044]
        tile = ctx.content.tile(ctx.state.voyage.tile)
        if "doom" in tile.symbols:
            doom = {"op": "gain_doom", "amount": 1, "rule": "VOY-013"}
            yield from resolve_with_saves(ctx, doom, f"doom-symbol:{ctx.state.timeline.day}")
        part = "other-symbols"
        yield from ctx.checkpoint(part)
    if part == "other-symbols":
        voyage = ctx.state.voyage
        tile = ctx.content.tile(voyage.tile)
        resolve_symbols(ctx, tile, tile.id not in voyage.explored, doom=False)
        part = "draw"
        yield from ctx.checkpoint(part)
    if part in ("draw", "drawing", "drawing-reshuffled"):
        if not (yield from exploration_draw(ctx, part)):
            return
        part = "acclimation"
        yield from ctx.checkpoint(part)
    if part == "acclimation":
        acclimation.acclimate_if_due(ctx)  # after all else [VOY-039]
        yield from ctx.checkpoint("done")
    if not ctx.over:
        ctx.state.step_done = True


def exploration_draw(ctx: Ctx, part: str) -> Proc[bool]:
    """Draw and resolve the two stacks [VOY-021..VOY-025] from the step's checkpoint ``part``;
    False when the campaign ended on the way."""
    exp = ctx.state.campaign.exploration
    cards = ctx.content.cycle.exploration
    if part == "draw":
        exp.stacks = [[]]
        exp.drawn = []
        exp.card, exp.card_part = 0, ""
        part = "drawing"
        yield from ctx.checkpoint(part)
        if not cards:
            return True  # a pack without an Exploration deck (test seas) draws nothing
    while not ctx.over:
        if exp.card == 0:
            if not exp.deck and len(exp.stacks) == 2 and part == "drawing" and exp.drawn:
                _new_deck_from_the_table(ctx)  # once per Draw (the ruling above)
                part = "drawing-reshuffled"
                yield from ctx.checkpoint(part)
            if not exp.deck:
                if _end_stack(ctx, "the Exploration deck is empty"):
                    return True
                continue
            number = exp.deck.pop(0)
            exp.card, exp.card_part = number, ""
            exp.stacks[-1].append(number)
            exp.drawn.append(number)
            card = cards[number]
            ctx.emit(
                "exploration_card",
                f"Stack {len(exp.stacks)}, card {number}: {card.name}. {card.text}".rstrip(),
                "VOY-021",
                stack=len(exp.stacks) - 1,
                card=number,
                position=len(exp.stacks[-1]) - 1,
            )
        card = cards[exp.card]
        if not (yield from exploration_cards.resolve_card(ctx, card)):
            return False
        exp.card, exp.card_part = 0, ""
        if card.stack == "end" and _end_stack(ctx, f"{card.name} shows the End-stack symbol"):
            return True
    return False


def _new_deck_from_the_table(ctx: Ctx) -> None:
    """The deck is empty in the second stack: the cards drawn so far and still on the table
    become a new deck, shuffled (the ruling in the module docstring)."""
    exp = ctx.state.campaign.exploration
    exp.deck = ctx.rng.shuffle(STREAM, exp.drawn)
    exp.drawn = []
    ctx.emit(
        "exploration_reshuffle",
        f"The Exploration deck is empty: the {len(exp.deck)} cards on the table are "
        "shuffled into a new deck (ruling).",
        "VOY-025",
    )


def _end_stack(ctx: Ctx, why: str) -> bool:
    """End the current stack [VOY-022]; True when it was the second (the Draw is over)."""
    exp = ctx.state.campaign.exploration
    index = len(exp.stacks)
    ctx.emit(
        "exploration_stack_end",
        f"Stack {index} ends: {why}.",
        "VOY-021",
        stack=index - 1,
        cards=list(exp.stacks[-1]),
    )
    if index < 2:
        exp.stacks.append([])  # no shuffle between the stacks [VOY-025]
        return False
    back = exp.drawn
    exp.deck = ctx.rng.shuffle(STREAM, exp.deck + back)
    exp.drawn = []
    ctx.emit(
        "exploration_shuffle",
        f"The Exploration Draw is over: {count_words(len(back), 'drawn card')} "
        f"{'is' if len(back) == 1 else 'are'} shuffled back into the deck "
        f"({count_words(len(exp.deck), 'card')}).",
        "VOY-025",
        returned=list(back),
    )
    return True


def new_deck(ctx: Ctx) -> None:
    """The Cycle's starting Exploration deck, shuffled [VOY-021]."""
    exp = ctx.state.campaign.exploration
    exp.deck = ctx.rng.shuffle(STREAM, ctx.content.cycle.exploration_start)
    exp.drawn, exp.set_aside, exp.removed, exp.stacks = [], [], [], []
    exp.card, exp.card_part = 0, ""


def reshuffle_after_timeline_battle(ctx: Ctx) -> None:
    """In a Timeline Battle's Aftermath the cards set aside go back and the deck is shuffled
    [VOY-023]."""
    exp = ctx.state.campaign.exploration
    back = list(exp.set_aside)
    exp.deck = ctx.rng.shuffle(STREAM, exp.deck + back)
    exp.set_aside = []
    ctx.emit(
        "exploration_reshuffle",
        f"After the Timeline Battle {count_words(len(back), 'set-aside Exploration card')} "
        f"{'returns' if len(back) == 1 else 'return'} and the deck "
        f"({count_words(len(exp.deck), 'card')}) is shuffled.",
        "VOY-023",
        returned=back,
    )
