"""Inspect anything: an option of the pending decision, or a cell of the battle board, in words.

``i`` on a screen asks :func:`inspect_option` for the highlighted option, or
:func:`inspect_cell` for the board cell under the cursor. The option is read by its typed
``value`` and its decision's kind (never by taking its id apart), the thing it names is found in
the content pack (a battle's menus and cells: :mod:`atoterm.views.inspect_battle`), and
:mod:`atoterm.views.inspect_things` says it in words: the full rules text,
what it costs, what it will do. The engine's own note on the option (the odds beside a weapon, a
requirement met or not) and the reason a closed option cannot be taken come first. Every line
goes through :func:`player_words` last, so no id reaches the screen, and the view is never empty.

A storybook choice is never described beyond its words: what follows it is read from the
paragraph it leads to, which the players do not know yet.
"""

from __future__ import annotations

import re
from collections.abc import Callable
from typing import TYPE_CHECKING, Any

from atoterm.engine.campaign.advancement import abilities as tech_abilities
from atoterm.engine.campaign.advancement import crafting
from atoterm.engine.campaign.exploration_cards import OPTION_KIND
from atoterm.engine.voyage import arrow_option_id, waterways
from atoterm.views import inspect_things as things
from atoterm.views.effects import effects_words, paid_words, tech_ability_words
from atoterm.views.inspect_battle import (
    BATTLE_HANDLERS,
    battle_menu,
    battle_named,
    cell_option,
    inspect_cell,
)
from atoterm.views.inspect_words import Inspection, clean, player_words
from atoterm.views.setup_cards import setup_class_id

if TYPE_CHECKING:
    from atoterm.content.schema import ContentPack
    from atoterm.engine.decisions import Decision, Option
    from atoterm.engine.state import GameState

__all__ = ["Inspection", "inspect_cell", "inspect_option", "player_words"]

Cell = tuple[int, int]
Found = Inspection | None
RULE_ID = re.compile(r"\b[A-Z][A-Z0-9]*(?:-[A-Z0-9]+)*-\d{3}\b")
"""A rule id as the engine's notes cite it (``KEY-056``, ``BAT-TITAN-099``)."""


# ---------------------------------------------------------------- the entry points
def inspect_option(
    state: GameState, pack: ContentPack, decision: Decision, index: int
) -> Inspection:
    """The option at ``index`` of ``decision`` in words (never empty, never an id)."""
    option = decision.options[index]
    found: Found = None
    try:
        found = _thing_of(state, pack, decision, index, option)
    except (KeyError, IndexError, ValueError, TypeError, AttributeError):
        found = None  # a value this view does not know: the option's own words below
    head = _head(option)
    lines = list(head)
    title = option.label
    if found is not None:
        if lines:
            lines.append("")
        lines += [line for line in found.lines if not line or line not in head]
        if found.title and found.title not in title:
            title = f"{title} · {found.title}"
    if not lines:
        lines = [_nothing_more(decision)]
    rules = [*(found.rules if found is not None else ()), *RULE_ID.findall(option.explain)]
    rules += [str(decision.context.get("rule", ""))]
    return clean(pack, Inspection(title, tuple(lines), tuple(dict.fromkeys(r for r in rules if r))))


# ---------------------------------------------------------------- shared lines
def _head(option: Option) -> list[str]:
    lines = []
    if option.disabled:
        lines.append(f"Not available now: {option.disabled}")
    if option.explain:
        lines.append(option.explain)
    return lines


def _nothing_more(decision: Decision) -> str:
    if decision.kind.startswith("adv."):
        return "The story does not say what follows before you choose."
    return "Nothing more to tell about this option: its label says what it does."


# ---------------------------------------------------------------- which thing an option names
def _thing_of(
    state: GameState, pack: ContentPack, decision: Decision, index: int, option: Option
) -> Found:
    kind = decision.kind
    value = option.value
    handler = KIND_HANDLERS.get(kind)
    if handler is not None:
        return handler(state, pack, decision, index, option)
    if option.id.startswith("cell-") and state.battle is not None:
        return cell_option(state, pack, option)
    if isinstance(value, list) and value and isinstance(value[0], str):
        found = battle_menu(state, pack, decision, option, value)
        if found is not None:
            return found
    if kind.startswith("battle."):
        return battle_named(state, pack, decision, option)
    return None


def _move(state: GameState, pack: ContentPack, d: Decision, i: int, option: Option) -> Found:
    """A waterway: the tile it leads to, as far as the table shows it [VOY-002..VOY-012]."""
    arrow = next(a for a in waterways(state, pack) if arrow_option_id(a) == option.id)
    found = things.tile_inspection(pack, state, arrow.to)
    lines = list(found.lines)
    if arrow.restricted:
        tech = pack.cycle.technologies.get(arrow.restricted)
        lines.append(
            f"A restricted waterway: only with the {tech.name if tech else 'right'} Technology."
        )
    lines.append("Sailing it is today's move: the Argo goes one tile, and the day goes on.")
    return Inspection(found.title, tuple(lines))


def _explore(state: GameState, pack: ContentPack, d: Decision, i: int, option: Option) -> Found:
    card = pack.cycle.exploration.get(int(d.context.get("card", 0) or 0))
    if card is None or not isinstance(option.value, int):
        return None
    printed = card.options[option.value]
    words = paid_words(pack, printed.cost, effects_words(pack, printed.effects))
    lines = [
        f"What it does: {words or 'nothing happens.'}",
        "",
        f"Exploration card {card.number}, {card.name}",
    ]
    if card.text:
        lines.append(card.text)
    return Inspection(card.name, tuple(lines))


def _advancement(state: GameState, pack: ContentPack, d: Decision, i: int, option: Option) -> Found:
    value = option.value
    if not isinstance(value, list) or len(value) < 2:
        return None
    what, arg = value[0], value[1]
    if what == "research":
        return things.technology_inspection(pack, str(arg))
    if what == "breed":
        return things.technology_inspection(pack, str(arg))
    if what == "craft":
        for key, tech, recipe in crafting.recipes(state, pack):
            if key == arg:
                lines = [f"Made at {tech.name}; it costs {crafting.cost_words(pack, recipe)}."]
                if recipe.gear and pack.battle is not None and recipe.gear in pack.battle.gear:
                    gear = things.gear_inspection(pack, pack.battle.gear[recipe.gear])
                    return Inspection(gear.title, (*lines, "", *gear.lines))
                if recipe.titan:
                    made = things.titan_class_inspection(pack, recipe.titan)
                    return Inspection(made.title, (*lines, "", *made.lines))
                return Inspection(tech.name, tuple(lines))
    if what == "use":
        for key, tech, ability in tech_abilities.usable_abilities(state, pack):
            if key == arg:
                return Inspection(
                    tech.name, (f"{ability.name}: {tech_ability_words(pack, ability)}",)
                )
    if what == "pattern":
        pattern = pack.cycle.patterns.get(str(arg))
        if pattern is not None:
            return Inspection(
                pattern.name,
                (f"A {pattern.kind} Pattern, given to a Titan for good.", pattern.text),
            )
    if what == "name":
        return Inspection("Names", ("A name is only words: it changes no rule.",))
    return None


def _resource(state: GameState, pack: ContentPack, d: Decision, i: int, option: Option) -> Found:
    if isinstance(option.value, str):
        return things.resource_inspection(pack, state, option.value)
    return None


def _skill(state: GameState, pack: ContentPack, d: Decision, i: int, option: Option) -> Found:
    if isinstance(option.value, str):
        who = d.context.get("argonaut")
        return things.skill_inspection(state, option.value, int(who) if who is not None else None)
    return None


def _titan_class(state: GameState, pack: ContentPack, d: Decision, i: int, option: Option) -> Found:
    value = option.value  # a class id, ["class", id] or a named Titan's ["titan", [uid, id]]
    cls = setup_class_id(value) if isinstance(value, list) else value
    return things.titan_class_inspection(pack, str(cls)) if cls else None


def _gear_value(state: GameState, pack: ContentPack, d: Decision, i: int, option: Option) -> Found:
    if (
        isinstance(option.value, str)
        and pack.battle is not None
        and option.value in pack.battle.gear
    ):
        return things.gear_inspection(pack, pack.battle.gear[option.value])
    return None


def _argo_value(state: GameState, pack: ContentPack, d: Decision, i: int, option: Option) -> Found:
    return things.argo_ability_inspection(pack, str(option.value)) if option.value else None


def _primordial(state: GameState, pack: ContentPack, d: Decision, i: int, option: Option) -> Found:
    """A Timeline Battle's Primordial at the level its Evolution Track gives next [CAMP-028]."""
    if not option.value:
        return None
    primordial = str(option.value)
    track = next((t for t in pack.cycle.evolution if t.primordial == primordial), None)
    level = 0
    if track is not None and track.boxes:
        marked = state.campaign.evolution.get(primordial, 0)
        level = track.boxes[min(marked, len(track.boxes) - 1)]
    return things.primordial_inspection(pack, primordial, level)


def _faction(state: GameState, pack: ContentPack, d: Decision, i: int, option: Option) -> Found:
    return things.faction_inspection(pack, state, str(option.value)) if option.value else None


def _argonaut(state: GameState, pack: ContentPack, d: Decision, i: int, option: Option) -> Found:
    if isinstance(option.value, int):
        return things.argonaut_inspection(pack, state, option.value)
    return None


KIND_HANDLERS: dict[str, Callable[[Any, Any, Any, int, Any], Found]] = {
    "move": _move,
    OPTION_KIND: _explore,
    "adva.menu": _advancement,
    "adva.trade_get": _resource,
    "adva.trade_give": _resource,
    "skill_bonus": _skill,
    "battle.judgement_skill": _skill,
    "titanloss.class": _titan_class,
    "battle.setup.titan": _titan_class,
    "battle.setup.gear": _gear_value,
    "battle.setup.argo": _argo_value,
    "encounter.primordial": _primordial,
    "diplomacy.local": _faction,
    "adv.leader": _argonaut,
    **BATTLE_HANDLERS,
}
"""Decision kind -> the reader of its options' values."""
