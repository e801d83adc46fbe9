"""The record of one Titan Attack while it runs (steps 1-10, BAT-TITAN-023).

It lives in the procedure's locals only: a Titan Attack never spans a checkpoint (the
checkpoints are at the turn menus), so a restart replays it from the recorded answers.
``broken`` is what ``resolve_effects`` looks at for a Chain Break [BAT-PRIM-117]; while the
broken Attack closes (Clear the Kratos Pool and the Second Ability Window still happen,
BAT-PRIM-121) it reads False so those effects resolve.

:class:`AttackRun` is a ``msgspec.Struct``, not a dataclass: msgspec makes its ``__init__``,
``__repr__`` and ``__eq__`` in C when the class is created, where ``dataclasses`` writes them as
source text and compiles it at every start of the program (about 1.3 ms of each process's
imports for this class's 38 fields, stop 34). Nothing copies, replaces or lists the fields of a
run, and it never goes into the state (it is not a record of the codec).
"""

from __future__ import annotations

from dataclasses import dataclass

import msgspec
from msgspec import field

from atoterm.content.battle_schema import Effect


@dataclass
class PowerDie:
    """One die of a Titan Attack's Power pool."""

    tier: str
    face: int = -1
    """Face index 0-5 of the tier's faces (-1 = not rolled yet)."""
    source: str = ""
    rerolled: bool = False


class AttackRun(msgspec.Struct):
    """A Titan Attack while it resolves: the step it is at and every figure decided so far."""

    titan: str
    weapon: int
    """Index of the active weapon in ``titan.gear``."""
    bonus: bool = False
    rush: str = ""
    """"", "rush" or "improved_rush" [KEY-055]."""
    follow_up: bool = False
    stage: str = "declare"
    """The step being resolved: declare, before_roll, attack_reroll, first_window, power_pool,
    power_reroll, responses, wounds, second_window, done."""
    chain_broken: bool = False
    closing: bool = False
    # step 3
    precision: int = 0
    """Precision added to each Attack die (everything but Opening tokens)."""
    opening: int = 0
    extra_precision: int = 0
    to_hit: int = 0
    dice: list[int] = field(default_factory=list)
    crit_dice: list[int] = field(default_factory=list)
    hits: int = 0
    crit_chance: bool = False
    full_hit: bool = False
    full_miss: bool = False
    attack_rerolls: int = 0
    # step 5-6
    bp: str = ""
    extra_dice: list[str] = field(default_factory=list)
    titan_power: int = 0
    raw_power: int = 0
    power_rerolls: int = 0
    pool: list[PowerDie] = field(default_factory=list)
    power: int = 0
    potentials: int = 0
    converted: int = 0
    total: int = 0
    at: int = 0
    result: str = ""
    """"", "miss", "wound", "critical" or "fail"."""
    # windows and responses
    deferred: list[Effect] = field(default_factory=list)
    flex_used: list[str] = field(default_factory=list)
    """Flexible abilities used in the First Ability Window [BAT-MISC-083]."""
    window_names: list[str] = field(default_factory=list)
    queued: list[tuple[str, tuple[Effect, ...]]] = field(default_factory=list)
    """Attack Responses and Follow-ups, run after the Attack [BAT-TITAN-055]."""
    ignore_fail: bool = False
    """A Diversion token was spent [KEY-014]."""
    wound_placed: bool = False
    escalated: bool = False

    @property
    def broken(self) -> bool:
        return self.chain_broken and not self.closing

    @property
    def wounded(self) -> bool:
        return self.result in ("wound", "critical")
