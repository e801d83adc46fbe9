"""The Exploration Step [VOY-020]: (1) the tile's exploration symbols, (2) the Exploration
Draw, (3) the Adversary (moved by the cards' symbols as they resolve), (4) an Acclimation if
the day has one.

The step is re-entrant: the machine runs it again after every decision it asks (the Local
Faction, a Save, a card's option, a trade), so the part reached is kept with ``stage``:
"" -> ``faction`` -> ``symbols`` (Doom, with Saves) -> ``other-symbols`` -> ``draw`` -> ``drawing`` -> ``acclimation`` -> ``done``.

The Exploration Draw [VOY-021, VOY-025]: cards are drawn from the top of the deck and resolved
one at a time (``exploration_cards.advance``) until a card with the End-stack symbol ends the
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
from atoterm.engine.campaign.stage import set_stage, stage
from atoterm.engine.context import Ctx

STREAM = "deck.exploration"


def exploration_step(ctx: Ctx) -> None:
    """Step 3 in the order of [VOY-020]; sets ``step_done`` when finished."""
    part = stage(ctx)
    if part == "":
        adversary.new_step(ctx)
        part = "faction"
        set_stage(ctx, part)
    if part == "faction":
        part = "symbols"
        set_stage(ctx, part)
        if diplomacy.ask_local_faction(ctx):  # several faction symbols [VOY-043]
            return
    if part == "symbols":
        # The Doom symbol first, through the Save abilities (a forced gain) [VOY-013, GEN-044]
        tile = ctx.content.tile(ctx.state.voyage.tile)
        doom = {"op": "gain_doom", "amount": 1, "rule": "VOY-013"}
        key = f"doom-symbol:{ctx.state.timeline.day}"
        if "doom" in tile.symbols and not resolve_with_saves(ctx, doom, key):
            return
        part = "other-symbols"
        set_stage(ctx, part)
    if part == "other-symbols":
        voyage = ctx.state.voyage
        tile = ctx.content.tile(voyage.tile)
        resolve_symbols(ctx, tile, tile.id not in voyage.explored, doom=False)
        part = "draw"
        set_stage(ctx, part)
    if part in ("draw", "drawing", "drawing-reshuffled"):
        if not exploration_draw(ctx):
            return
        part = "acclimation"
        set_stage(ctx, part)
    if part == "acclimation":
        acclimation.acclimate_if_due(ctx)  # after all else [VOY-039]
        set_stage(ctx, "done")
    if not ctx.over:
        ctx.state.step_done = True


def exploration_draw(ctx: Ctx) -> bool:
    """Draw and resolve the two stacks [VOY-021..VOY-025]; False when a decision is pending."""
    exp = ctx.state.campaign.exploration
    cards = ctx.content.cycle.exploration
    if stage(ctx) == "draw":
        exp.stacks = [[]]
        exp.drawn = []
        exp.card, exp.card_part = 0, ""
        set_stage(ctx, "drawing")
        if not cards:
            return True  # a pack without an Exploration deck (test seas) draws nothing
    while not ctx.over:
        if exp.card == 0:
            number = _take(ctx)
            if number is None:
                if _end_stack(ctx, "the Exploration deck is empty"):
                    return True
                continue
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
        if not exploration_cards.advance(ctx, card):
            return False
        exp.card, exp.card_part = 0, ""
        if card.stack == "end" and _end_stack(ctx, f"{card.name} shows the End-stack symbol"):
            return True
    return False


def _take(ctx: Ctx) -> int | None:
    """The top card of the deck; an empty deck follows the ruling in the module docstring."""
    exp = ctx.state.campaign.exploration
    if not exp.deck and len(exp.stacks) == 2 and stage(ctx) == "drawing" and exp.drawn:
        exp.deck = ctx.rng.shuffle(STREAM, exp.drawn)
        exp.drawn = []
        set_stage(ctx, "drawing-reshuffled")
        ctx.emit(
            "exploration_reshuffle",
            f"The Exploration deck is empty: the {len(exp.deck)} cards on the table are "
            "shuffled into a new deck (ruling).",
            "VOY-025",
        )
    if not exp.deck:
        return None
    return exp.deck.pop(0)


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
        f"The Exploration Draw is over: {len(back)} drawn cards are shuffled back into the deck "
        f"({len(exp.deck)} cards).",
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
        f"After the Timeline Battle {len(back)} set-aside Exploration cards return and the "
        f"deck ({len(exp.deck)} cards) is shuffled.",
        "VOY-023",
        returned=back,
    )
