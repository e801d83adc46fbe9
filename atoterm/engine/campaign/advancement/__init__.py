"""The Advancement Step [ADVA-001..ADVA-042] and the gain/loss mitigation of Save abilities
[GEN-044..GEN-050].

Modules: ``step`` (the step and its menu), ``research`` (Technology, Projects, Reserves),
``crafting`` (Gear, fusing, Prototypes), ``trading`` (trades, also for Exploration cards),
``abilities`` (Structural abilities, cooldowns, breeding, Advancement Events), ``saves``,
``titans`` (the roster, names, Patterns), ``costs``. The step, a trade and a Save offer are
procedures: each asks its "adva.*" decisions and handles the answer right there.
"""

from __future__ import annotations

from atoterm.engine.campaign.advancement import (  # noqa: F401  (register their effect ops)
    abilities,
    crafting,
    research,
    saves,
    titans,
    trading,
)
from atoterm.engine.campaign.advancement.step import advancement_step
from atoterm.engine.context import Ctx

__all__ = ["advancement_step", "new_day"]


def new_day(ctx: Ctx) -> None:
    """A new Campaign Round: once-per-day abilities and research are usable again [ADVA-019,
    ADVA-010]."""
    ctx.state.campaign.used_today = []
    ctx.state.campaign.research_done = []
