"""The battle from setup to Aftermath [BAT-SETUP-001, BAT-SETUP-033, BAT-SETUP-034].

``battle_main`` finds its place from ``battle.cursor`` alone (the driver restarts it from a
snapshot at every checkpoint): Setup → Start of Battle → Primordial Round ⇄ Titan Round →
Aftermath. A battle ends the moment the Primordial is slain or every Titan is dead
(:class:`BattleOver`), wherever the procedures are; the Aftermath follows.
"""

from __future__ import annotations

from atoterm.engine.battle import rules as _rules  # noqa: F401  (every rule module registered)
from atoterm.engine.battle.core.context import B, Proc
from atoterm.engine.battle.core.ending import BattleOver
from atoterm.engine.battle.flow.aftermath import aftermath
from atoterm.engine.battle.flow.setup import battle_setup, start_of_battle
from atoterm.engine.battle.primordial.round import primordial_round
from atoterm.engine.battle.titans.round import titan_round


def battle_main(b: B) -> Proc[None]:
    battle = b.battle
    while battle.cursor != "over":
        cursor = battle.cursor
        try:
            if cursor == "setup":
                yield from battle_setup(b)
                battle.cursor = "start"
            elif cursor == "start":
                yield from start_of_battle(b)
                # Battles begin with a Primordial Round unless Wise Providence [BAT-SETUP-033]
                battle.cursor = "titan_round" if battle.wise_providence else "primordial_round"
            elif cursor == "primordial_round":
                yield from primordial_round(b)
                battle.cursor = "titan_round"
            elif cursor == "titan_round":
                yield from titan_round(b)
                battle.cursor = "primordial_round"
            elif cursor == "aftermath":
                yield from aftermath(b)
                battle.cursor = "over"
            else:
                raise RuntimeError(f"unknown battle cursor {cursor!r}")
        except BattleOver:
            battle.cursor = "aftermath" if cursor != "aftermath" else "over"
