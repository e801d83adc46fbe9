"""Argonauts leaving the Argo: death, retirement, and the Rude Awakening that replaces them.

[CAMP-009] an Argonaut dies only when told so or when a Triskelion stat is forced above 9
outside Battle, and is replaced through the "Rude Awakening" Special Event; [CAMP-010] the
sheets of the dead are kept; [CAMP-011] a retiring Argonaut is replaced by a new sheet, a +1
Skill and a Mnemos from the Vault; [ADV-057] the Vault.
"""

from __future__ import annotations

import copy
from typing import Any

from atoterm.engine.adventure import mnemos
from atoterm.engine.campaign import possession
from atoterm.engine.context import Ctx
from atoterm.engine.effects import ON_DEATH, effect_op
from atoterm.engine.state import SKILLS, Argonaut
from atoterm.engine.story_state import MnemosHeld, Queued

PORTRAIT_STREAM = "adventure.portrait"


def argonaut_lost(ctx: Ctx, index: int, why: str) -> None:
    """Keep the old sheet [CAMP-010], free its cards [ADV-057], and queue a Rude Awakening."""
    state = ctx.state
    state.fallen_sheets.append(copy.deepcopy(state.argonauts[index]))  # as it was [CAMP-010]
    mnemos.leave_cards(ctx, index)
    possession.release_argonaut(ctx, index)  # their Possession cards are free [KEY-037]
    leader_left(ctx, index)
    if index not in state.story.fallen:
        state.story.fallen.append(index)
    book = ctx.content.storybook
    para = book.special("rude_awakening") if book is not None else ""
    if para:
        state.story.queue.append(Queued("special", para, index, "Rude Awakening"))
        name = state.argonauts[index].name
        ctx.emit(
            "argonaut_lost",
            f"{name} {why}; a Rude Awakening will follow.",
            "CAMP-009",
            argonaut=index,
        )


@effect_op("kill")
def kill(ctx: Ctx, effect: dict[str, Any]) -> None:
    """The story says this Argonaut dies [CAMP-009]."""
    index = int(effect["argonaut"])
    who = ctx.state.argonauts[index]
    if not who.alive:
        return
    who.alive = False
    ctx.emit("argonaut_died", f"{who.name} dies.", "CAMP-009", argonaut=index)
    argonaut_lost(ctx, index, "is dead")


@effect_op("retire")
def retire(ctx: Ctx, effect: dict[str, Any]) -> None:
    """The Argonaut leaves the Argo and is replaced at once [CAMP-011]."""
    index = int(effect["argonaut"])
    who = ctx.state.argonauts[index]
    if not who.alive or who.retired:
        return
    who.retired = True
    ctx.emit(
        "argonaut_retired", f"{who.name} leaves the Argo for good.", "CAMP-011", argonaut=index
    )
    ctx.state.fallen_sheets.append(copy.deepcopy(who))
    mnemos.leave_cards(ctx, index)
    possession.release_argonaut(ctx, index)
    leader_left(ctx, index)
    replace_seat(ctx, index)


def leader_left(ctx: Ctx, index: int) -> None:
    """A party leader who dies or leaves hands over: a new one is chosen when next needed."""
    adventure = ctx.state.adventure
    if adventure is not None and adventure.leader == index:
        adventure.leader = -1


@effect_op("new_argonaut")
def new_argonaut(ctx: Ctx, effect: dict[str, Any]) -> None:
    """Rude Awakening: a new Argonaut wakes in the seat of one who died [CAMP-009]."""
    story = ctx.state.story
    adventure = ctx.state.adventure
    seat = adventure.owner if adventure is not None and adventure.owner in story.fallen else -1
    if seat < 0 and story.fallen:
        seat = story.fallen[0]
    if seat < 0:
        dead = [i for i, a in enumerate(ctx.state.argonauts) if not a.alive or a.retired]
        if not dead:
            ctx.emit("new_argonaut", "Every seat is taken: nobody new wakes.", "GEN-011")
            return
        seat = dead[0]
    if seat in story.fallen:
        story.fallen.remove(seat)
    # the seat is filled: a Rude Awakening still queued for it has nothing left to do
    story.queue = [q for q in story.queue if not (q.label == "Rude Awakening" and q.owner == seat)]
    replace_seat(ctx, seat)


def replace_seat(ctx: Ctx, seat: int) -> None:
    """A new sheet: a new name, a Portrait's +1 Skill, a Mnemos from the Vault [CAMP-011, ADV-057]."""
    state = ctx.state
    used = {a.name for a in state.argonauts} | {a.name for a in state.fallen_sheets}
    names = [n for n in ctx.content.argonaut_names if n not in used]
    name = names[0] if names else f"Argonaut {len(state.fallen_sheets) + 4}"
    bonus = ctx.rng.choice(PORTRAIT_STREAM, list(SKILLS))  # a random Portrait card's bonus
    skills = {s: 0 for s in SKILLS}
    skills[bonus] = 1
    fresh = Argonaut(name=name, skills=skills, bonus_skill=bonus)
    state.argonauts[seat] = fresh
    ctx.emit(
        "new_argonaut",
        f"{name} wakes in the Argo (Portrait: +1 {bonus.title()}).",
        "CAMP-011",
        argonaut=seat,
    )
    vault = state.story.mnemos_vault
    if vault:
        card = ctx.rng.choice(
            PORTRAIT_STREAM, sorted(vault)
        )  # a random card of the Vault [GEN-028]
        vault.remove(card)
        fresh.mnemos.append(MnemosHeld(card))
        book = ctx.content.storybook
        title = book.mnemos[card].name if book is not None and card in book.mnemos else card
        ctx.emit("mnemos", f"{name} takes {title} from the Mnemos Vault.", "ADV-057", argonaut=seat)


ON_DEATH.append(argonaut_lost)
