"""Inspect in a battle: the board cell under the cursor, and the options of the battle's menus
(a turn's actions, weapons, Kratos, dice, abilities and keywords named by their printed name).

Read by the option's typed value (``["attack", 2]``: the acting Titan's Gear card 2) or, where
the engine gives none, by the printed name its label carries; :mod:`atoterm.views.inspect`
dispatches here and cleans the words.
"""

from __future__ import annotations

import re
from collections.abc import Callable
from typing import TYPE_CHECKING, Any

from atoterm.engine.battle.abilities.keywords import KEYWORD_RULES
from atoterm.engine.battle.core.patterns import fielded_class
from atoterm.engine.battle.explain.describe import FACING_WORDS
from atoterm.views import inspect_things as things
from atoterm.views.battle import primordial_figures
from atoterm.views.board import cell_label, primordial_shape
from atoterm.views.effects import keyword_words
from atoterm.views.inspect_words import Inspection, ability_words, battle_effects_words, clean

if TYPE_CHECKING:
    from atoterm.content.schema import ContentPack
    from atoterm.engine.battle.core.state import TitanState
    from atoterm.engine.decisions import Decision, Option
    from atoterm.engine.state import GameState

Cell = tuple[int, int]
Found = Inspection | None
Handler = Callable[[Any, Any, Any, int, Any], Found]


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
    return clean(pack, Inspection(title, tuple(lines)))


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
    lines.append(figures.routine_words)
    texts = {t.name: t.text for t in prim.traits.values()}
    for name in figures.traits:
        lines.append(f"Trait {name}: {texts[name]}" if name in texts else f"Trait {name}")
    if prim.flavor:
        lines.append(prim.flavor)
    return Inspection(prim.name, tuple(lines))


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
        return _gear_at(state, pack, titan, option.value)
    return None


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


def _gear_at(state: GameState, pack: ContentPack, titan: TitanState, index: int) -> Found:
    battle = pack.battle
    if battle is None or not 0 <= index < len(titan.gear):
        return None
    card = battle.gear.get(titan.gear[index].card)
    ascended = state.battle.ascended.get(card.id, ()) if card and state.battle else ()
    return things.gear_inspection(pack, card, ascended) if card is not None else None


def battle_menu(
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
        found = _gear_at(state, pack, titan, int(value[1]))
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
        fielded = state.battle.patterns.get(titan.key) if state.battle is not None else None
        if cls is not None and fielded:  # a Theatre Titan's Kratos Pattern [MNE-013]
            cls = fielded_class(pack, cls, fielded)
        level = next((k for k in (cls.kratos if cls else ()) if k.level == int(value[1])), None)
        if level is not None:
            effects = level.options[int(value[2])]
            does = battle_effects_words(pack, effects)
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
        return battle_named(state, pack, decision, option)
    return None


def _split_label(label: str) -> tuple[str, str]:
    """``Sacrifice (Ashvowed Oath-Cord)`` -> ("Sacrifice", "Ashvowed Oath-Cord")."""
    label = label.removesuffix(" (free action)")
    if label.endswith(")") and " (" in label:
        name, _, source = label[:-1].rpartition(" (")
        return name, source
    return label, ""


def battle_named(state: GameState, pack: ContentPack, decision: Decision, option: Option) -> Found:
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
                    (ability_words(pack, ability), "", f"On the Gear card {gear.name}."),
                )
    for cls in battle.titans.values():
        if source and cls.name != source:
            continue
        for ability in cls.abilities:
            if ability.name == name:
                return Inspection(
                    name,
                    (ability_words(pack, ability), "", f"An ability of the {cls.name}."),
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


def cell_option(state: GameState, pack: ContentPack, option: Option) -> Found:
    """A cell offered as an option: what stands there now."""
    value = option.value
    if isinstance(value, list) and len(value) == 2 and all(isinstance(v, int) for v in value):
        return inspect_cell(state, pack, (value[0], value[1]))
    cell = label_cell(option.label)
    return inspect_cell(state, pack, cell) if cell is not None else None


BATTLE_HANDLERS: dict[str, Handler] = {
    "battle.argo_target": _titan_key,
    "battle.summon_target": _titan_key,
    "battle.motivate": _titan_key,
    "battle.solace": _condition,
    "battle.exhaust": _exhaust,
}
"""Battle decision kinds whose option values name a Titan, a Condition or a Gear card."""
