"""Mnestis Theatre battles as the engine sees them [MNE-003, MNE-004, MNE-012].

A Theatre battle is a standalone battle built with ``new_practice_state(theatre=True)``: its
``BattleState.scenario`` is ``"mnestis:<primordial>"``. Only such a battle may be fought at a
Theatre Level (``PrimordialLevel.mnestis``: Levels 5-9 of a regular Primordial, 2-9 of an
Adversary); an Adversary fights it without a Battle Track box; and no Primordial resources
are earned after it. Its ascended Gear bears the traits its ascension gave it
(``BattleState.ascended``) [MNE-015]; its Setup never offers an element tagged Mnestis
Prohibited [MNE-008], and no other battle's Setup offers Mnestis Gear [MNE-019]. Everything
else about the Theatre (the Tree of Knowledge, its rewards, the player profile) lives outside
the battle engine.
"""

from __future__ import annotations

from atoterm.content.battle_schema import ArgoAbility, Gear, TitanClass
from atoterm.engine.battle.core.state import BattleState

# One sentence per rule: the Setup's reasons below and the session's refusals
# (``session/mnestis_unlocked.py``) are both worded from these.
NEVER_IN_THEATRE = "never used in the Mnestis Theatre"
"""What Mnestis Prohibited means [MNE-008]."""
GEAR_LOCK = (
    "not in the starting Armory, the Guaranteed Loot won or the Gear reforged, and no won "
    "campaign's Production Technology crafts it"
)
"""Why a Gear card is locked in the Theatre [MNE-013]."""
TITAN_LOCK = (
    "no won campaign ended with it aboard, and no won campaign's Breeding Technology breeds it"
)
"""Why a Titan class is locked in the Theatre [MNE-013]."""
ARGO_LOCK = "no Technology of a won campaign gives this Argo Ability"
"""Why an Argo Ability is locked in the Theatre [MNE-012, MNE-013]."""

PROHIBITED = f"Mnestis Prohibited: {NEVER_IN_THEATRE} [MNE-008]"
"""Why an element tagged Mnestis Prohibited is not offered in a Theatre battle's Setup."""

THEATRE_ONLY = "Mnestis Gear: used only in the Mnestis Theatre"
"""Why Mnestis Gear is not offered outside a Theatre battle's Setup [MNE-019]."""

MNESTIS_GEAR_LOCK = "a Tree node's first win gives it"
"""Why Mnestis Gear is locked in a Theatre battle before the profile won it [MNE-019]."""
LOCKED_MNESTIS_GEAR = f"Mnestis Gear not won yet: {MNESTIS_GEAR_LOCK} [MNE-019]"

# A Setup option's reason is journaled with its decision: these must read as they always did.
LOCKED_GEAR = f"not unlocked: {GEAR_LOCK} [MNE-013]"
LOCKED_TITAN = f"not unlocked: {TITAN_LOCK} [MNE-013]"
LOCKED_ARGO = f"not unlocked: {ARGO_LOCK} [MNE-013]"

SCENARIO_PREFIX = "mnestis:"
"""How a Theatre battle's ``scenario`` begins (a practice battle's begins ``practice:``)."""


def theatre_scenario(primordial: str) -> str:
    return f"{SCENARIO_PREFIX}{primordial}"


def is_theatre(battle: BattleState) -> bool:
    """A Mnestis Theatre battle [MNE-003]."""
    return battle.scenario.startswith(SCENARIO_PREFIX)


def prohibited_why(battle: BattleState, element: Gear | TitanClass | ArgoAbility) -> str:
    """Why ``element`` may not be chosen in this battle's Setup: a Theatre battle never uses
    an element tagged Mnestis Prohibited [MNE-008] ("" when it may)."""
    return PROHIBITED if element.mnestis_prohibited and is_theatre(battle) else ""


def theatre_only_why(battle: BattleState, gear: Gear) -> str:
    """Why ``gear`` may not be chosen in this battle's Setup: Mnestis Gear is restricted to the
    Theatre [MNE-019] ("" when it may)."""
    return THEATRE_ONLY if gear.mnestis_only and not is_theatre(battle) else ""


def _locked_why(battle: BattleState, unlocked: list[str], element: str, why: str) -> str:
    """``why`` when ``element`` is not among the ``unlocked`` ones of a Theatre battle; "" when
    it is, in every other battle, and when the battle keeps no list (a Theatre journal written
    before the lists offers what it offered then) [MNE-011, MNE-013]."""
    if not unlocked or not is_theatre(battle) or element in unlocked:
        return ""
    return why


def locked_gear_why(battle: BattleState, gear: Gear) -> str:
    """Why ``gear`` may not be chosen in a Theatre battle's Setup: only the Gear the profile
    unlocked is fielded there [MNE-011, MNE-013] ("" when it may)."""
    why = LOCKED_MNESTIS_GEAR if gear.mnestis_only else LOCKED_GEAR  # a reward [MNE-019]
    return _locked_why(battle, battle.unlocked_gear, gear.id, why)


def locked_titan_why(battle: BattleState, titan: TitanClass) -> str:
    """Why Titan class ``titan`` may not be chosen there [MNE-011, MNE-013] ("" when it may)."""
    return _locked_why(battle, battle.unlocked_titans, titan.id, LOCKED_TITAN)


def locked_argo_why(battle: BattleState, ability: ArgoAbility) -> str:
    """Why ``ability`` may not be prepared there [MNE-012, MNE-013] ("" when it may)."""
    return _locked_why(battle, battle.unlocked_argo, ability.id, LOCKED_ARGO)
