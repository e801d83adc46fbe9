"""No module-level mutable state in the engine (issue 14, ARCHITECTURE §2).

Every ``atoterm.engine`` module is imported and every module-level name is classified: a
constant (str, int, tuple of constants, frozenset, MappingProxyType, frozen dataclass or
msgspec Struct, class, function ...) is fine; anything else must be a registry filled at
import, listed below with the reason it exists, and no registry may change once everything is
imported: playing a battle and a campaign day leaves them exactly as they were. What a game
needs between decisions (the suspended procedures, the fast path) lives on the runner each
``Game`` owns; what is derived and kept to save time lives with what it is derived from: the
content pack (``ContentPack.memo``, ``BattleContent.memo``), the battle procedure (``B.memo``), a
board view (``BoardView.memo``) or, for the codec's generated functions, the record class itself.
"""

from __future__ import annotations
import __future__

import collections
import dataclasses
import enum
import functools
import importlib
import pkgutil
import re
import types
import typing
from typing import Any

import msgspec

import atoterm.engine
from atoterm.content import ContentPack
from atoterm.engine.rng import choose_index
from atoterm.session import Game
from atoterm.session.practice import new_practice_game

REGISTRIES: dict[str, str] = {
    "atoterm.engine.context.ON_LOSS": "the storybook's Campaign Loss paragraph [CAMP-021]",
    "atoterm.engine.effect_registry.REGISTRY": "every effect op, one procedure per scope",
    "atoterm.engine.effects.EFFECTS": "the campaign and story effect ops, by name",
    "atoterm.engine.effects.ON_DEATH": "what an Argonaut's death also does (storybook)",
    "atoterm.engine.battle.abilities.effects.OPS": "the battle effect ops, by name",
    "atoterm.engine.battle.abilities.keywords.KEYWORDS": "the battle keywords, by name",
    "atoterm.engine.battle.abilities.keywords.KEYWORD_RULES": "each keyword's rule id",
    "atoterm.engine.battle.core.hooks.HOOKS": "battle moments the Cycle modules plug into",
    "atoterm.engine.battle.core.hooks.TURN_PROVIDERS": "extra Titan-turn actions (plug-ins)",
    "atoterm.engine.battle.core.hooks.ROUND_PROVIDERS": "extra round steps (plug-ins)",
    "atoterm.engine.battle.core.hooks.GATES": "rules that forbid an action (plug-ins)",
    "atoterm.engine.battle.core.hooks.PRECISION_MODIFIERS": "situational Precision (plug-ins)",
    "atoterm.engine.battle.core.hooks.REPLACEMENTS": "rules that replace an event (plug-ins)",
    "atoterm.engine.battle.core.hooks.CARD_MOVES": "AI card movements (plug-ins: Trample)",
    "atoterm.engine.battle.core.hooks.EFFECT_FILTERS": "effects ignored or changed (plug-ins)",
    "atoterm.engine.battle.core.hooks.ORDER": "the rule modules' order (set by battle/rules.py)",
    "atoterm.engine.campaign.map_symbols.SYMBOL_RULES": "each map symbol's resolution",
    "atoterm.engine.validate.decisions.CHECKS": "each decision kind's check of loaded ids",
    "atoterm.engine.validate.decisions.CONTEXT_SHAPES": "each decision context's shape",
}
"""Registries filled at import, each with why it is one (keyed by where it is defined)."""

LOOKUP_TABLES: dict[str, str] = {
    "atoterm.engine.adventure.party.CONTRADICTIONS": "conditions that cancel each other",
    "atoterm.engine.battle.board.geometry.DIRS": "a direction's step",
    "atoterm.engine.battle.board.geometry.OPPOSITE": "a direction's opposite",
    "atoterm.engine.battle.board.geometry.PERPENDICULAR": "a direction's sides",
    "atoterm.engine.battle.cycle1.labyrinth.BECAUSE": "why a wall turns a figure, in words",
    "atoterm.engine.battle.cycle1.labyrinth.TURN_SIDE": "the side a wall turns a figure to",
    "atoterm.engine.battle.cycle1.trample.SIDE": "a side's direction",
    "atoterm.engine.battle.explain.describe.FACING_WORDS": "a facing, in words",
    "atoterm.engine.battle.explain.describe.SIDE_WORDS": "a side, in words",
    "atoterm.engine.battle.explain.describe.CURSOR_WORDS": "where the battle is, in words",
    "atoterm.engine.battle.explain.describe.KNOCKDOWN_WORDS": "a knockdown, in words",
    "atoterm.engine.battle.primordial.windows.WHERE": "a window's moment, in words",
    "atoterm.engine.battle.titans.kratos.MOMENTS": "the Kratos moments, in words",
    "atoterm.engine.battle.titans.loadout.DEFAULT_SLOTS": "a Titan's gear slots",
    "atoterm.engine.battle.titans.summoning.CHARGE_LABELS": "a Summon Charge, in words",
    "atoterm.engine.campaign.advancement.research.RESEARCH_SYMBOLS": "research symbols",
    "atoterm.engine.campaign.drift.DIRECTION_NAMES": "a direction, in words",
    "atoterm.engine.codec_decode.SCALAR_WORDS": "a scalar type, in words",
    "atoterm.engine.validate.battle.DIRECTIONS": "the directions a file may name",
    "atoterm.engine.validate.campaign.FORCED_RANGES": "the dice faces a file may force",
    "atoterm.engine.voyage.SECTOR_GLYPHS": "a sector's glyph",
}
"""Dicts written as literals and only read: constants that are not yet MappingProxyType
(the same no-change check as the registries holds them to it)."""

ALLOWED = {**REGISTRIES, **LOOKUP_TABLES}


def engine_modules() -> list[types.ModuleType]:
    names = [m.name for m in pkgutil.walk_packages(atoterm.engine.__path__, "atoterm.engine.")]
    return [importlib.import_module(name) for name in sorted(names)]


def constant(value: Any) -> bool:
    """True for a value no code can change in place."""
    if isinstance(value, (dict, list, set, bytearray, collections.deque)):
        return False
    if isinstance(value, functools._lru_cache_wrapper):
        return False  # a function with a cache inside
    if isinstance(
        value,
        (
            str,
            bytes,
            int,
            float,
            complex,
            type(None),
            range,
            frozenset,
            types.MappingProxyType,
            re.Pattern,
            enum.Enum,
            types.ModuleType,
            type,
            types.FunctionType,
            types.BuiltinFunctionType,
            types.GenericAlias,
            types.UnionType,
            typing.TypeVar,
            __future__._Feature,
        ),
    ):
        return True
    if type(value).__module__ == "typing":  # aliases such as Callable[[Ctx], None]
        return True
    if type(value) is object:  # a sentinel
        return True
    if isinstance(value, tuple):
        return all(constant(item) for item in value)
    if dataclasses.is_dataclass(value):
        return value.__dataclass_params__.frozen  # type: ignore[union-attr]
    if isinstance(value, msgspec.Struct):  # a frozen Struct is a constant as a frozen dataclass is
        return bool(value.__struct_config__.frozen)
    # An instance with no data of its own (a stand-in collection such as "any name").
    return not getattr(value, "__dict__", None) and not getattr(type(value), "__slots__", ())


def module_values() -> list[tuple[str, Any]]:
    """(where it is defined, value) for every module-level value that is not a constant, each
    object once: of the modules that bind it, a listed name is where it is defined (the others
    import it), else the first."""
    places: dict[int, list[str]] = {}
    values: dict[int, Any] = {}
    for module in engine_modules():
        for name, value in vars(module).items():
            if name.startswith("__") or constant(value):
                continue
            places.setdefault(id(value), []).append(f"{module.__name__}.{name}")
            values[id(value)] = value
    found = []
    for key, where in places.items():
        listed = [w for w in where if w in ALLOWED]
        found.append(((listed or where)[0], values[key]))
    return found


def snapshot(value: Any) -> Any:
    """What a registry holds, compared by identity of its entries."""
    if isinstance(value, dict):
        return sorted((repr(k), id(v)) for k, v in value.items())
    if isinstance(value, set):
        return sorted(repr(v) for v in value)
    if isinstance(value, list):
        return [id(v) for v in value]
    return repr(value)


def test_engine_modules_hold_only_constants_and_listed_registries() -> None:
    unlisted = sorted(where for where, _ in module_values() if where not in ALLOWED)
    assert not unlisted, (
        "module-level mutable state in the engine (move it onto the runner or the content, or "
        f"list a registry filled at import with its reason): {unlisted}"
    )


def test_every_listed_name_still_exists() -> None:
    """The list shrinks with the code: a name that is gone (or became a constant) is removed."""
    found = {where for where, _ in module_values()}
    stale = sorted(set(ALLOWED) - found)
    assert not stale, f"listed but no longer mutable module state: {stale}"


def test_the_battle_driver_keeps_nothing_in_its_module() -> None:
    """The suspended procedures and the fast path live on the runner a Game owns."""
    from atoterm.engine.battle.flow import driver

    held = [n for n, v in vars(driver).items() if not n.startswith("__") and not constant(v)]
    assert held == []


def _play(game: Game, seed: int, decisions: int) -> None:
    for made in range(decisions):
        if game.pending is None:
            return
        legal = game.pending.legal_options()
        game.choose(legal[choose_index(seed, "bot", made, len(legal))].id)


def bindings() -> dict[str, int]:
    """Every module-level name of the engine and the object it is bound to."""
    return {
        f"{module.__name__}.{name}": id(value)
        for module in engine_modules()
        for name, value in vars(module).items()
    }


def test_registries_do_not_change_in_play(content: ContentPack) -> None:
    """Registries are filled at import; a battle and a campaign day leave them unchanged, and
    no module-level name is bound to anything else."""
    names = bindings()
    before = {where: snapshot(value) for where, value in module_values() if where in ALLOWED}
    battle = new_practice_game(content, 4, level=1, durable=False)
    _play(battle, 4, 120)
    campaign = Game.new(content, seed=7, durable=False)
    start_round = campaign.state.round
    for made in range(400):
        if campaign.pending is None or campaign.state.round > start_round + 1:
            break
        _play(campaign, 7 + made, 1)
    assert campaign.state.round > start_round or campaign.state.decisions > 20
    after = {where: snapshot(value) for where, value in module_values() if where in ALLOWED}
    assert after == before
    assert bindings() == names


def test_two_games_share_no_suspended_procedure(content: ContentPack) -> None:
    """Each Game has its own runner: playing one never resumes the other's procedure."""
    first = new_practice_game(content, 21, level=1, durable=False)
    second = new_practice_game(content, 21, level=1, durable=False)
    assert first.runner is not second.runner
    _play(first, 21, 30)
    _play(second, 21, 30)
    assert first.digest == second.digest
