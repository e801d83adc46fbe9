"""Crafting Gear and fusing Titans at the Production Facilities of the Technology deck
[ADVA-026..ADVA-030, ADVA-037, ADVA-038, GEN-036].
"""

from __future__ import annotations

from atoterm.content.campaign_model import Recipe, Technology
from atoterm.content.schema import ContentPack
from atoterm.engine.campaign.advancement import costs, titans
from atoterm.engine.campaign.advancement.research import deck
from atoterm.engine.context import Ctx
from atoterm.engine.state import GameState


def recipes(state: GameState, content: ContentPack) -> list[tuple[str, Technology, Recipe]]:
    """("tech:index", facility, recipe) for every recipe of the Technology deck: only what a
    Production Facility there lists can be made [ADVA-029]."""
    found = []
    for tech in deck(state, content):
        for index, recipe in enumerate(tech.recipes):
            found.append((f"{tech.id}:{index}", tech, recipe))
    return found


def gear_name(content: ContentPack, gear: str) -> str:
    battle = content.battle
    if battle is not None and gear in battle.gear:
        return battle.gear[gear].name
    return gear.replace("_", " ").replace("-", " ").title()


def copies_out(state: GameState, gear: str) -> int:
    """Copies of a Gear card already out of the box: in the Argo Armory (outside a Battle every
    Gear card is there) [ADVA-029]."""
    return state.story.armory.count(gear)


def full_cost(recipe: Recipe) -> costs.Cost:
    """The resources paid: the printed cost, and for a Titan one Dreamwalker and the Core
    [ADVA-037]."""
    extra: list[tuple[str, int]] = []
    if recipe.titan:
        extra.append((costs.DREAMWALKER_COST, 1))
        if recipe.core:
            extra.append((recipe.core, 1))
    return (*recipe.cost, *extra)


def label(content: ContentPack, recipe: Recipe) -> str:
    if recipe.titan:
        verb = "Craft the Prototype" if recipe.prototype else "Fuse"
        return f"{verb} {titans.class_name(content, recipe.titan)}"
    return f"Craft {gear_name(content, recipe.gear)}"


def cost_words(content: ContentPack, recipe: Recipe) -> str:
    words = costs.words(content, full_cost(recipe))
    for gear in recipe.gear_cost:
        words += f", the Gear card {gear_name(content, gear)}"
    return words


def craft_problem(state: GameState, content: ContentPack, recipe: Recipe) -> str:
    """Why ``recipe`` cannot be made now ("" if it can) [ADVA-029, ADVA-030, ADVA-037]."""
    if recipe.gear and copies_out(state, recipe.gear) >= recipe.copies:
        return f"all {recipe.copies} copies are out of the box (ADVA-029)"
    if recipe.titan and titans.dreamwalkers(state, content) < 1:
        return "needs 1 Dreamwalker (ADVA-037)"
    short = costs.missing(state, content, full_cost(recipe))
    if short:
        return short
    for gear in recipe.gear_cost:
        needed = recipe.gear_cost.count(gear)
        if state.story.armory.count(gear) < needed:
            return f"needs the Gear card {gear_name(content, gear)} in the Armory"
    return ""


def copies_left(state: GameState, recipe: Recipe) -> int:
    return max(0, recipe.copies - copies_out(state, recipe.gear)) if recipe.gear else 0


def craft(ctx: Ctx, tech: Technology, recipe: Recipe) -> None:
    """Pay the cost, return Gear paid to the box, add the Gear card to the Argo Armory
    [ADVA-030, GEN-036]; or fuse a Titan from a Dreamwalker and a Core, gained at once
    [ADVA-037] (a Prototype is marked as such [ADVA-038])."""
    costs.pay(ctx, full_cost(recipe), "ADVA-037" if recipe.titan else "ADVA-030")
    for gear in recipe.gear_cost:
        ctx.state.story.armory.remove(gear)
        ctx.emit("gear_returned", f"{gear_name(ctx.content, gear)} returns to the box.", "ADVA-030")
    if recipe.titan:
        record = titans.gain_titan(
            ctx, recipe.titan, recipe.name, prototype=recipe.prototype, rule="ADVA-037"
        )
        if record is not None:
            ctx.chronicle(
                "fused", f"{titans.describe(ctx.content, record)} was fused at {tech.name}."
            )
        return
    ctx.state.story.armory.append(recipe.gear)
    ctx.emit(
        "crafted",
        f"Crafted {gear_name(ctx.content, recipe.gear)} at {tech.name}: it joins the Argo Armory.",
        "ADVA-030",
        gear=recipe.gear,
    )
    ctx.chronicle("crafted", f"Crafted {gear_name(ctx.content, recipe.gear)}.")
