"""The rule modules a battle plays with: each registers effect ops (``@battle_op``) or hooks
(``core/hooks.py``) when imported, and nothing below imports them.

The core procedures (rounds, attacks, movement, harm) call the registries; the rules plug in
here. A new rule module — a Cycle's rules, like ``cycle1`` (Despair, Trample, the Labyrinth) —
is added to :data:`RULE_MODULES`; its place in the tuple is the order its hooks run in.
``flow/main.py`` imports this module, so every battle has them all.
"""

from __future__ import annotations

from types import ModuleType

from atoterm.engine.battle.abilities import (
    lasting_keywords,
    ops_basic,
    ops_primordial,
    ops_reach,
    ops_titan,
)
from atoterm.engine.battle.core import hooks
from atoterm.engine.battle.cycle1 import despair, labyrinth, trample
from atoterm.engine.battle.harm import carried
from atoterm.engine.battle.primordial import passives
from atoterm.engine.battle.titans import awakening, summoning, vantage, vantage_actions

RULE_MODULES: tuple[ModuleType, ...] = (
    # Hooks run in this order (it was HOOK_MODULES in hooks.py; keep it: journals replay it).
    despair,
    lasting_keywords,
    vantage_actions,
    awakening,
    summoning,
    vantage,
    # Effect ops only (one procedure per op name: their order does not matter).
    ops_basic,
    ops_primordial,
    ops_titan,
    ops_reach,
    trample,
    labyrinth,
    # The Primordial's passive Traits: an effect filter (one; its place does not matter).
    passives,
    # Hooks added later go last, so the order of the hooks above stays as journals replay it.
    carried,
)

hooks.set_order([module.__name__ for module in RULE_MODULES])
