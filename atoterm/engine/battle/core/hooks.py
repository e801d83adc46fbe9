"""Named extension points of the battle procedures.

Phase II rules (Vantage Points, Awakenings, Summonings, Hide, ...) and the Cycle I rules
(``cycle1``: Despair, Trample, the Labyrinth) hook into the rounds without the round procedures
importing them: a module registers a procedure under a hook name and the round runs every
registered procedure at that point. ``battle/rules.py`` imports every such module and fixes the
order they run in (:func:`set_order`), so it is the same in every process whichever module was
imported first.

Hooks (``run_hooks(b, name, *args)``):

* ``setup(b)`` at the end of Setup, once the board is placed;
* ``start_of_turn(b, titan)`` after the start-of-turn window, before a falling Titan's turn ends;
* ``end_of_turn(b, titan)`` before the turn's end-of-turn window;
* ``start_of_primordial_round(b)`` / ``end_of_primordial_round(b)`` after the traits;
* ``wound_dealt(b, titan)`` after a Titan's attack dealt a Wound;
* ``aftermath(b)`` in the Casualties step;
* ``moved(b, titan)`` when any movement of a Titan ends (``terrain.end_move``);
* ``titan_died(b, titan)`` after a Titan died (``death.kill_titan``).

An ``effect_filter(b, effect, ctx)`` sees every effect ``resolve_effects`` is about to resolve
and returns it, another effect in its place ("instead", GEN-008) or None when it is ignored
(GEN-006): the Primordial's passive Traits (``primordial/passives.py``).

Extra menu entries (``turn_actions(b, titan)`` during a turn, ``round_actions(b)`` between
turns) are :class:`ExtraAction` values: an option plus the procedure run when it is chosen. An
``action_gate(b, titan, action)`` returns why the movement/combat action is forbidden ("" = not).
A ``precision_modifier(b, titan)`` lists (why, amount, rule) of situational Precision (Despair,
CYC1-016). A ``card_move(op)`` procedure ``(b, target)`` moves the Primordial for an AI card
whose ``move`` is ``op`` (Trample, CYC1-021). A ``replacement(name)`` procedure may replace an event ("instead"): it returns True
when the event does not happen — ``death(b, titan, cause)`` (Lifeline, KEY-030) and
``knockdown(b, titan)`` (a rider comes down from its Vantage Point first, BAT-MISC-059).
"""

from __future__ import annotations

from collections.abc import Callable, Sequence
from typing import Any, NamedTuple

from atoterm.engine.battle.core.context import B, Proc
from atoterm.engine.battle.core.state import TitanState
from atoterm.engine.decisions import Option

HookFn = Callable[..., Proc[None]]
HOOKS: dict[str, list[HookFn]] = {}


class ExtraAction(NamedTuple):
    """A menu entry a rule adds: its option and the procedure run when it is chosen (a named
    tuple: every turn menu makes one per Summoning, and a frozen dataclass is several times
    slower to make)."""

    option: Option
    """Its id must be unique in the menu (prefix it with the feature: ``climb-``, ``summon-``)."""
    run: Callable[[], Proc[None]]


TurnProvider = Callable[[B, TitanState], list[ExtraAction]]
RoundProvider = Callable[[B], list[ExtraAction]]
Gate = Callable[[B, TitanState, str], str]
PrecisionModifier = Callable[[B, TitanState], list[tuple[str, int, str]]]
Replacement = Callable[..., Proc[bool]]
CardMove = Callable[[B, TitanState | None], Proc[None]]
EffectFilter = Callable[..., Any]
"""``(b, effect, ctx) -> effect | None`` (typed loosely: the core knows no effect context)."""
TURN_PROVIDERS: list[TurnProvider] = []
ROUND_PROVIDERS: list[RoundProvider] = []
GATES: list[Gate] = []
PRECISION_MODIFIERS: list[PrecisionModifier] = []
REPLACEMENTS: dict[str, list[Replacement]] = {}
CARD_MOVES: dict[str, CardMove] = {}
EFFECT_FILTERS: list[EffectFilter] = []

ORDER: list[str] = []
"""Names of the rule modules in the order their procedures run (``battle/rules.py`` sets it)."""


def set_order(modules: Sequence[str]) -> None:
    """Run registered procedures in the order of ``modules`` (others after them, in registration
    order): a module may have been imported, and registered, before another by any path, so
    the order never depends on which import came first (determinism)."""
    ORDER[:] = modules
    for fns in [*HOOKS.values(), *REPLACEMENTS.values()]:
        fns.sort(key=_rank)
    for providers in (TURN_PROVIDERS, ROUND_PROVIDERS, GATES, PRECISION_MODIFIERS, EFFECT_FILTERS):
        providers.sort(key=_rank)


def _rank(fn: Callable[..., Any]) -> int:
    """Position of the registering module in ORDER (others last; sorting is stable)."""
    module = getattr(fn, "__module__", "")
    return ORDER.index(module) if module in ORDER else len(ORDER)


def hook(name: str) -> Callable[[HookFn], HookFn]:
    def register(fn: HookFn) -> HookFn:
        HOOKS.setdefault(name, []).append(fn)
        return fn

    return register


def turn_action(fn: TurnProvider) -> TurnProvider:
    TURN_PROVIDERS.append(fn)
    return fn


def round_action(fn: RoundProvider) -> RoundProvider:
    ROUND_PROVIDERS.append(fn)
    return fn


def action_gate(fn: Gate) -> Gate:
    GATES.append(fn)
    return fn


def precision_modifier(fn: PrecisionModifier) -> PrecisionModifier:
    PRECISION_MODIFIERS.append(fn)
    return fn


def effect_filter(fn: EffectFilter) -> EffectFilter:
    EFFECT_FILTERS.append(fn)
    return fn


def replacement(name: str) -> Callable[[Replacement], Replacement]:
    def register(fn: Replacement) -> Replacement:
        REPLACEMENTS.setdefault(name, []).append(fn)
        return fn

    return register


def card_move(op: str) -> Callable[[CardMove], CardMove]:
    def register(fn: CardMove) -> CardMove:
        CARD_MOVES[op] = fn
        return fn

    return register


def run_hooks(b: B, name: str, *args: Any, after_the_result: bool = False) -> Proc[None]:
    """Every hook of ``name``; they stop once the Battle has a result, unless
    ``after_the_result`` (the Aftermath's, which run on a finished Battle)."""
    for fn in HOOKS.get(name, ()):
        if b.battle.result and not after_the_result:
            return
        yield from fn(b, *args)


def turn_actions(b: B, titan: TitanState) -> list[ExtraAction]:
    return [extra for provider in TURN_PROVIDERS for extra in provider(b, titan)]


def round_actions(b: B) -> list[ExtraAction]:
    return [extra for provider in ROUND_PROVIDERS for extra in provider(b)]


def gate_problem(b: B, titan: TitanState, action: str) -> str:
    """Why a Phase II rule forbids ``action`` ("movement"/"combat") now ("" = it does not)."""
    for gate in GATES:
        why = gate(b, titan, action)
        if why:
            return why
    return ""


def precision_modifiers(b: B, titan: TitanState) -> list[tuple[str, int, str]]:
    """(why, amount, rule) of every situational Precision modifier that applies now."""
    return [line for modifier in PRECISION_MODIFIERS for line in modifier(b, titan)]


def replaced(b: B, name: str, *args: Any) -> Proc[bool]:
    """Whether a registered rule replaces the event ``name`` (it may ask): True = it does not
    happen."""
    for fn in REPLACEMENTS.get(name, ()):
        if (yield from fn(b, *args)):
            return True
    return False
