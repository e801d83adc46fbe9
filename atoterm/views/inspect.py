"""Inspect anything: an option of the pending decision, or a cell of the battle board, in words.

``i`` on a screen asks :func:`inspect_option` for the highlighted option, or
:func:`inspect_cell` for the board cell under the cursor. The option is read by its typed
``value`` and its decision's kind (never by taking its id apart), the thing it names is found in
the content pack, and :mod:`atoterm.views.inspect_things` says it in words: the full rules text,
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

from atoterm.engine.battle.abilities.keywords import KEYWORD_RULES
from atoterm.engine.battle.explain.describe import FACING_WORDS
from atoterm.engine.campaign.advancement import abilities as tech_abilities
from atoterm.engine.campaign.advancement import crafting
from atoterm.engine.campaign.exploration_cards import OPTION_KIND
from atoterm.engine.voyage import arrow_option_id, waterways
from atoterm.views import inspect_things as things
from atoterm.views.battle import primordial_figures
from atoterm.views.board import cell_label, primordial_shape
from atoterm.views.effects import effects_words, keyword_words, paid_words, tech_ability_words
from atoterm.views.inspect_things import Inspection, player_words

if TYPE_CHECKING:
    from atoterm.content.schema import ContentPack
    from atoterm.engine.battle.core.state import TitanState
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
    return _clean(
        pack, Inspection(title, tuple(lines), tuple(dict.fromkeys(r for r in rules if r)))
    )


def inspect_cell(state: GameState, pack: ContentPack, cell: Cell) -> Inspection:
    """What stands on a board cell: a Titan, the Primordial, a terrain tile; else its name."""
    battle = state.battle
    label = cell_label(cell)
    if battle is None:
        return Inspection(label, ("There is no battle board now.",))
    parts: list[Inspection] = []
    for titan in battle.titans:
        if titan.alive and (titan.row, titan.col) == cell:
            parts.append(things.titan_inspection(pack, state, titan))
    if cell in primordial_shape(state, pack).cells:
        parts.append(_primordial_now(state, pack))
    for piece in battle.terrain:
        if list(cell) in piece.cells:
            parts.append(things.terrain_inspection(pack, piece.terrain, piece.flipped))
    if not parts:
        return Inspection(label, ("An empty space: nothing stands here.",))
    lines: list[str] = []
    for part in parts:
        if lines:
            lines.append("")
        lines += [part.title.upper() if len(parts) > 1 else part.title, *part.lines]
    title = f"{label}: " + ", ".join(p.title for p in parts)
    return _clean(pack, Inspection(title, tuple(lines)))


def _primordial_now(state: GameState, pack: ContentPack) -> Inspection:
    """The Primordial on the board: the engine's figures now and its Traits in play (the
    Battle Track's included) [BAT-SETUP-027, BAT-SETUP-030]."""
    figures = primordial_figures(state, pack)
    assert state.battle is not None and pack.battle is not None
    prim = pack.battle.primordials[state.battle.primordial.id]
    lines = [
        f"Level {figures.level} · To Hit {figures.to_hit} · Speed {figures.speed}",
        f"Wounds {figures.wounds} of {figures.wound_limit}"
        + (f" · AT bonus {figures.at_bonus:+d}" if figures.at_bonus else ""),
        f"Facing {FACING_WORDS.get(state.battle.primordial.facing, 'its front')}",
    ]
    if figures.track_box:
        lines.append(f"Battle Track box {figures.track_box}: {figures.track_name}")
    texts = {t.name: t.text for t in prim.traits.values()}
    for name in figures.traits:
        lines.append(f"Trait {name}: {texts[name]}" if name in texts else f"Trait {name}")
    if prim.flavor:
        lines.append(prim.flavor)
    return Inspection(prim.name, tuple(lines))


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


def _clean(pack: ContentPack, found: Inspection) -> Inspection:
    names = things.known_names(pack)
    lines = tuple(player_words(pack, line, names) for line in found.lines)
    return Inspection(player_words(pack, found.title, names), lines, found.rules)


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
        return _cell_option(state, pack, option)
    if isinstance(value, list) and value and isinstance(value[0], str):
        found = _battle_menu(state, pack, decision, option, value)
        if found is not None:
            return found
    if kind.startswith("battle."):
        return _battle_named(state, pack, decision, option)
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
    value = option.value
    cls = value[1] if isinstance(value, list) else value
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


def _titan_key(state: GameState, pack: ContentPack, d: Decision, i: int, option: Option) -> Found:
    titan = _titan_by_key(state, str(option.value)) if option.value else None
    return things.titan_inspection(pack, state, titan) if titan is not None else None


def _condition(state: GameState, pack: ContentPack, d: Decision, i: int, option: Option) -> Found:
    value = option.value
    if isinstance(value, list) and value and value[0] == "condition":
        return things.condition_inspection(pack, str(value[2]))
    return None


def _exhaust(state: GameState, pack: ContentPack, d: Decision, i: int, option: Option) -> Found:
    titan = _actor(state, d)
    if titan is not None and isinstance(option.value, int):
        return _gear_at(pack, titan, option.value)
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
    "battle.argo_target": _titan_key,
    "battle.summon_target": _titan_key,
    "battle.motivate": _titan_key,
    "battle.solace": _condition,
    "battle.exhaust": _exhaust,
}
"""Decision kind -> the reader of its options' values."""


# ---------------------------------------------------------------- battle menus
def _titan_by_key(state: GameState, key: str) -> TitanState | None:
    battle = state.battle
    if battle is None:
        return None
    return next((t for t in battle.titans if t.key == key), None)


def _titan_by_label(state: GameState, label: str) -> TitanState | None:
    """The Titan an option names as ``Ithra (A)`` (a Target tie, the Priority Target)."""
    battle = state.battle
    if battle is None:
        return None
    return next((t for t in battle.titans if things.titan_name(state, t) == label), None)


def _actor(state: GameState, decision: Decision) -> TitanState | None:
    """The Titan a battle decision is asked of (``titan:A``, or the context's ``titan``)."""
    key = str(decision.context.get("titan", "")) or decision.actor.partition(":")[2]
    return _titan_by_key(state, key) if key else None


def _gear_at(pack: ContentPack, titan: TitanState, index: int) -> Found:
    battle = pack.battle
    if battle is None or not 0 <= index < len(titan.gear):
        return None
    card = battle.gear.get(titan.gear[index].card)
    return things.gear_inspection(pack, card) if card is not None else None


def _battle_menu(
    state: GameState, pack: ContentPack, decision: Decision, option: Option, value: list[Any]
) -> Found:
    """The battle's ``[what, argument]`` values: a turn's actions, weapons, Kratos, dice."""
    what = value[0]
    titan = _actor(state, decision)
    if what == "turn":
        found = _titan_by_key(state, str(value[1]))
        return things.titan_inspection(pack, state, found) if found is not None else None
    if what == "argo":
        return things.argo_ability_inspection(pack, str(value[1]))
    if what in ("attack", "weapon", "rush", "fists") and titan is not None:
        found = _gear_at(pack, titan, int(value[1]))
        if found is not None and what == "fists" and pack.battle is not None:
            fists = pack.battle.gear.get(pack.battle.fists)
            if fists is not None:
                fist_lines = things.gear_inspection(pack, fists).lines
                lines = (
                    "Discards this weapon to fight with Fists:",
                    *fist_lines,
                    "",
                    found.title,
                    *found.lines,
                )
                return Inspection(fists.name, lines)
        return found
    if what == "kratos" and titan is not None and pack.battle is not None:
        cls = pack.battle.titans.get(titan.titan_class)
        level = next((k for k in (cls.kratos if cls else ()) if k.level == int(value[1])), None)
        if level is not None:
            effects = level.options[int(value[2])]
            does = things.battle_effects_words(pack, effects)
            lines = (
                f"Kratos level {level.level}: {does}.",
                "Rage unlocks the Kratos Table's levels; each level's option is applied once in an Attack.",
            )
            return Inspection(f"Kratos {level.level}", lines)
    if what == "move" and titan is not None:
        cls = pack.battle.titans.get(titan.titan_class) if pack.battle else None
        speed = f" up to Speed {cls.speed}" if cls is not None else ""
        return Inspection(
            "Move",
            (f"Spends the movement action: move{speed} spaces, then choose where on the board.",),
        )
    if what == "end":
        return Inspection("End turn", ("The turn ends; actions not taken are lost.",))
    if what == "unexhaust":
        return Inspection(
            "Unexhaust",
            ("Spends an action to ready every exhausted card and ability of this Titan.",),
        )
    if what == "die":
        return Inspection(
            "Re-roll",
            (
                "Declares this die for a re-roll; the declared dice are rolled together once you are done.",
            ),
        )
    if what in ("ability", "free", "extra"):
        return _battle_named(state, pack, decision, option)
    return None


def _split_label(label: str) -> tuple[str, str]:
    """``Sacrifice (Ashvowed Oath-Cord)`` -> ("Sacrifice", "Ashvowed Oath-Cord")."""
    label = label.removesuffix(" (free action)")
    if label.endswith(")") and " (" in label:
        name, _, source = label[:-1].rpartition(" (")
        return name, source
    return label, ""


def _battle_named(state: GameState, pack: ContentPack, decision: Decision, option: Option) -> Found:
    """An ability, keyword or Summoning a battle option names by its printed name."""
    battle = pack.battle
    if battle is None:
        return None
    label = option.label
    named = _titan_by_label(state, label)
    if named is not None:
        return things.titan_inspection(pack, state, named)
    if label.startswith("Summon "):
        return things.summoning_inspection(pack, label.removeprefix("Summon "))
    name, source = _split_label(label)
    keyword = keyword_words(label)
    for gear in battle.gear.values():
        if source and gear.name != source:
            continue
        for ability in gear.abilities:
            if ability.name == name:
                return Inspection(
                    name,
                    (things.ability_words(pack, ability), "", f"On the Gear card {gear.name}."),
                )
    for cls in battle.titans.values():
        if source and cls.name != source:
            continue
        for ability in cls.abilities:
            if ability.name == name:
                return Inspection(
                    name,
                    (things.ability_words(pack, ability), "", f"An ability of the {cls.name}."),
                )
    for ability in battle.argo_abilities.values():
        if ability.name == name:
            return things.argo_ability_inspection(pack, ability.id)
    if keyword:
        where = f" (from {source})" if source else ""
        rule = next((r.rule for r in KEYWORD_RULES.values() if r.label == name), "")
        return Inspection(name, (f"A keyword{where}.", keyword), (rule,) if rule else ())
    for condition in battle.conditions.values():
        if condition.name in label:
            return things.condition_inspection(pack, condition.id)
    return _card_or_trait(state, pack, name)


def _card_or_trait(state: GameState, pack: ContentPack, name: str) -> Found:
    """A card the option shows by name (Heartseeker's two BP cards), or a Trait of the
    Primordial in play whose effect the option orders (``Patient Coil: Watchful Turn``)."""
    battle = pack.battle
    if battle is None:
        return None
    card = next((c for c in battle.every_card.values() if c.name == name), None)
    if card is not None:
        return things.card_inspection(pack, card.id)
    if state.battle is not None:
        prim = battle.primordials.get(state.battle.primordial.id)
        trait_name = name.partition(":")[0]
        for trait in prim.traits.values() if prim is not None else ():
            if trait.name == trait_name:
                return Inspection(trait.name, (f"A Trait of {prim.name}.", trait.text))  # type: ignore[union-attr]
    return None


_CELL_LABEL = re.compile(r"^([A-Z]+)(\d+)$")


def label_cell(label: str) -> Cell | None:
    """``G5`` -> (6, 4): the cell a board label names (the inverse of ``cell_label``)."""
    found = _CELL_LABEL.match(label.strip())
    if found is None:
        return None
    row = 0
    for letter in found.group(1):
        row = row * 26 + ord(letter) - ord("A") + 1
    return row - 1, int(found.group(2)) - 1


def _cell_option(state: GameState, pack: ContentPack, option: Option) -> Found:
    """A cell offered as an option: what stands there now."""
    value = option.value
    if isinstance(value, list) and len(value) == 2 and all(isinstance(v, int) for v in value):
        return inspect_cell(state, pack, (value[0], value[1]))
    cell = label_cell(option.label)
    return inspect_cell(state, pack, cell) if cell is not None else None
