"""Mnemos and Fated Mnemos cards: gaining them, their nodes, breakthroughs and resolution.

[ADV-047..ADV-057] Mnemos; [ADV-058..ADV-065] Fated Mnemos; [GEN-040] a Mnemos nobody can
take goes to the Vault.
"""

from __future__ import annotations

from typing import Any

from atoterm.content.story_model import Storybook
from atoterm.engine.adventure import party
from atoterm.engine.context import Ctx
from atoterm.engine.effects import effect_op
from atoterm.engine.story_state import FatedHeld, MnemosHeld, Queued

MAX_MNEMOS = 2
MAX_FATED = 2
NODES = 10
STREAM = "adventure.mnemos"


def _book(ctx: Ctx) -> Storybook:
    book = ctx.content.storybook
    assert book is not None
    return book


def held_anywhere(ctx: Ctx) -> set[str]:
    state = ctx.state
    ids = {m.id for a in state.argonauts for m in a.mnemos}
    ids |= {m.id for a in state.fallen_sheets for m in a.mnemos}
    return ids | set(state.story.mnemos_vault) | set(state.story.mnemos_box)


@effect_op("gain_mnemos")
def gain_mnemos(ctx: Ctx, effect: dict[str, Any]) -> None:
    """Give a Mnemos card; an Argonaut holding 2 passes it to a random other one, or to the
    Vault when all four are full [ADV-047, ADV-056, GEN-040]."""
    book = _book(ctx)
    card_id = str(effect.get("mnemos", "random"))
    if card_id == "random":
        free = [m for m in book.mnemos if m not in held_anywhere(ctx)]
        if not free:
            ctx.emit("mnemos", "No Mnemos card is left to gain.", "GEN-011")
            return
        card_id = ctx.rng.choice(STREAM, free)  # a random card: shuffle and draw [GEN-028]
    elif card_id in held_anywhere(ctx):
        ctx.emit(
            "mnemos", f"{book.mnemos[card_id].name} is already held: nothing is gained.", "GEN-011"
        )
        return
    give_mnemos(ctx, card_id, int(effect["argonaut"]))


def give_mnemos(ctx: Ctx, card_id: str, index: int) -> None:
    state = ctx.state
    card = _book(ctx).mnemos[card_id]
    who = state.argonauts[index]
    if len(who.mnemos) >= MAX_MNEMOS:
        room = [i for i in party.living(state) if len(state.argonauts[i].mnemos) < MAX_MNEMOS]
        if not room:
            state.story.mnemos_vault.append(card_id)
            ctx.emit(
                "mnemos",
                f"Every Argonaut holds 2 Mnemos: {card.name} goes to the Mnemos Vault.",
                "ADV-056",
            )
            return
        index = party.random_argonaut(ctx, room)
        ctx.emit(
            "mnemos",
            f"{who.name} already holds 2 Mnemos: {card.name} goes to {state.argonauts[index].name}.",
            "ADV-056",
        )
        who = state.argonauts[index]
    who.mnemos.append(MnemosHeld(card_id))
    ctx.emit(
        "mnemos",
        f"{who.name} gains the Mnemos {card.name} (first Breakthrough at node {card.breakthroughs[0]}, "
        f"paragraph {card.paragraphs[0]}); its Level 1 ability is available now.",
        "ADV-047",
        argonaut=index,
        mnemos=card_id,
    )


@effect_op("gain_fated_mnemos")
def gain_fated_mnemos(ctx: Ctx, effect: dict[str, Any]) -> None:
    """Shuffle the Cycle's Fated Mnemos and draw one, black side up [ADV-060]; at most 2
    unresolved per Argonaut [ADV-058]."""
    book = _book(ctx)
    index = int(effect["argonaut"])
    who = ctx.state.argonauts[index]
    if len(who.fated) >= MAX_FATED:
        ctx.emit(
            "fated", f"{who.name} already holds 2 Fated Mnemos: nothing more is gained.", "ADV-058"
        )
        return
    held = {f.id for a in ctx.state.argonauts for f in a.fated}
    pool = [f for f in book.fated_mnemos if f not in held]
    if not pool:
        ctx.emit("fated", "No Fated Mnemos card is left in the deck.", "GEN-011")
        return
    card_id = ctx.rng.shuffle(STREAM, pool)[0]
    who.fated.append(FatedHeld(card_id))
    card = book.fated_mnemos[card_id]
    ctx.emit(
        "fated",
        f"{who.name} gains the Fated Mnemos {card.name} ({card.hindrance.replace('_', ' ')}).",
        "ADV-060",
        argonaut=index,
        fated=card_id,
    )


@effect_op("gain_node")
def gain_node(ctx: Ctx, effect: dict[str, Any]) -> None:
    """Mark the next node of a held Mnemos (nodes may pass an unresolved Breakthrough) [ADV-053]."""
    card_id = str(effect["mnemos"])
    for index, who in enumerate(ctx.state.argonauts):
        for held in who.mnemos:
            if held.id == card_id:
                mark_node(ctx, index, held)
                return
    ctx.emit("mnemos", "Nobody holds that Mnemos: no node is marked.", "GEN-011")


def mark_node(ctx: Ctx, index: int, held: MnemosHeld) -> None:
    if held.nodes >= NODES:
        return
    held.nodes += 1
    name = _book(ctx).mnemos[held.id].name
    ctx.emit(
        "node",
        f"{ctx.state.argonauts[index].name} marks node {held.nodes} of {name}.",
        "ADV-051",
        argonaut=index,
    )


def hub_nodes(ctx: Ctx, traits: tuple[str, ...]) -> list[tuple[int, list[str]]]:
    """Before a hub adventure: one regular node per Argonaut to a Mnemos sharing a trait (the
    dominant one when both do), and one Fated node [ADV-051, ADV-052, ADV-063].

    Returns the Argonauts whose two matching Mnemos tie (the player chooses) with their ids.
    """
    book = _book(ctx)
    ties: list[tuple[int, list[str]]] = []
    for index in party.living(ctx.state):
        who = ctx.state.argonauts[index]
        matching = [
            m for m in who.mnemos if set(book.mnemos[m.id].traits) & set(traits) and m.nodes < NODES
        ]
        if len(matching) == 2 and matching[0].nodes == matching[1].nodes:
            ties.append((index, [m.id for m in matching]))
        elif matching:
            mark_node(ctx, index, max(matching, key=lambda m: m.nodes))  # the dominant one
        fated = [f for f in who.fated if set(book.fated_mnemos[f.id].traits) & set(traits)]
        if fated and fated[0].nodes < NODES:
            fated[0].nodes += 1
            ctx.emit(
                "node",
                f"{who.name} marks a Fated node of {book.fated_mnemos[fated[0].id].name} ({fated[0].nodes}).",
                "ADV-063",
            )
    return ties


def due_breakthroughs(ctx: Ctx) -> list[Queued]:
    """Story Step: every Mnemos whose nodes reached its next Breakthrough [ADV-034, ADV-053]."""
    book = _book(ctx)
    due = []
    for index in party.living(ctx.state):
        for held in ctx.state.argonauts[index].mnemos:
            card = book.mnemos[held.id]
            if (
                held.resolved < len(card.breakthroughs)
                and held.nodes >= card.breakthroughs[held.resolved]
            ):
                due.append(Queued("breakthrough", card.paragraphs[held.resolved], index, held.id))
    return due


def breakthrough_done(ctx: Ctx, owner: int, card_id: str) -> None:
    """Mark the Breakthrough resolved: the next ability level unlocks [ADV-036, ADV-048, ADV-054]."""
    card = _book(ctx).mnemos[card_id]
    for held in ctx.state.argonauts[owner].mnemos:
        if held.id == card_id:
            held.resolved += 1
            level = 1 + held.resolved
            done = " The Mnemos is resolved." if held.resolved == len(card.breakthroughs) else ""
            ctx.emit(
                "breakthrough",
                f"{card.name}: Breakthrough {held.resolved} resolved; Level {min(level, 3)} unlocked.{done}",
                "ADV-048",
            )


def resolve_fated(ctx: Ctx) -> None:
    """Story Step: a Fated Mnemos with all nodes left of its Breakthrough marked resolves by
    itself: its growth ability is written on the sheet and the card returns [ADV-064, ADV-065]."""
    book = _book(ctx)
    for index in party.living(ctx.state):
        who = ctx.state.argonauts[index]
        for held in list(who.fated):
            card = book.fated_mnemos[held.id]
            if held.nodes >= card.breakthrough:
                who.fated.remove(held)
                who.growth.append(held.id)
                ctx.emit(
                    "fated_resolved",
                    f"{who.name} resolves {card.name}: gains its growth ability ({card.growth['ability'].name}).",
                    "ADV-065",
                    argonaut=index,
                )


def leave_cards(ctx: Ctx, index: int) -> None:
    """A dead or departing Argonaut's unresolved Mnemos go to the Vault, resolved ones to the
    box [ADV-054, ADV-057]; Fated Mnemos return to their deck."""
    book = ctx.content.storybook
    who = ctx.state.argonauts[index]
    for held in who.mnemos:
        card = book.mnemos.get(held.id) if book is not None else None
        done = card is not None and held.resolved >= len(card.breakthroughs)
        (ctx.state.story.mnemos_box if done else ctx.state.story.mnemos_vault).append(held.id)
    who.mnemos = []  # the cards are in the Vault or the box now; the kept sheet lists them
    who.fated = []
