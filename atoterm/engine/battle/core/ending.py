"""How a battle ends: "won", "lost" or "retreat", the moment it happens [BAT-SETUP-034].

A battle ends wherever the procedures are (a Wound slays the Primordial, the last Titan dies,
the players retreat): :func:`end_battle` records the result and raises :class:`BattleOver`,
which ``flow.main.battle_main`` catches to run the Aftermath. It sits in the core because the
procedures that end a battle (harm, attacks, the Titan Round) sit below the battle's main loop.
"""

from __future__ import annotations

from atoterm.engine.battle.core.context import B


class BattleOver(Exception):
    """Raised the instant the battle ends; ``battle.result`` says how."""


def end_battle(b: B, result: str, reason: str, rule: str = "BAT-SETUP-034") -> None:
    """End the battle now: "won", "lost" or "retreat" [BAT-SETUP-034, BAT-MISC-030]."""
    battle = b.battle
    if battle.result:
        raise BattleOver(battle.result)
    battle.result = result
    battle.result_reason = reason
    battle.cursor = "aftermath"
    if not b.quiet:
        b.emit("battle_end", f"The battle ends: {reason}", rule, result=result)
    raise BattleOver(result)


def check_titans_left(b: B) -> None:
    """Defeat when every Titan is dead [BAT-SETUP-034]."""
    if not b.battle.living():
        end_battle(b, "lost", "every Titan has fallen.")
