"""The card a battle Setup option names, read from the option's value (never its id).

Each Setup decision carries its own shape of value (``engine.battle.titans.loadout``):

* ``battle.setup.titan``: ``["class", <class id>]`` for a class (or an unnamed Dreamwalker
  of a campaign's roster), ``["titan", [<uid>, <class id>]]`` for a named Titan aboard the
  Argo [BAT-SETUP-011, ADVA-034];
* ``battle.setup.gear``: the gear card's id [BAT-SETUP-015];
* ``battle.setup.argo``: the Argo Ability's id [BAT-SETUP-019].

Any other option ("Done", "Remove all gear", "No Titan", the mode and Priority Target
choices) names no card.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

if TYPE_CHECKING:
    from atoterm.content.battle_schema import ArgoAbility, BattleContent, Gear, TitanClass
    from atoterm.engine.decisions import Option


def setup_class_id(value: object) -> str | None:
    """The class id in a ``battle.setup.titan`` value, either shape; None for another."""
    if not (isinstance(value, list | tuple) and len(value) == 2):
        return None
    what, which = value
    if what == "class" and isinstance(which, str):
        return which
    if what == "titan" and isinstance(which, list | tuple) and len(which) == 2:
        cls = which[1]
        return cls if isinstance(cls, str) else None
    return None


def setup_card(
    bc: BattleContent, kind: str, option: Option
) -> Gear | TitanClass | ArgoAbility | None:
    """The Titan class, gear card or Argo Ability that ``option`` of a ``kind`` decision
    names, for the setup screen's card panel; None when it names none."""
    value = option.value
    if kind == "battle.setup.titan":
        cls = setup_class_id(value)
        return bc.titans.get(cls) if cls is not None else None
    if kind == "battle.setup.gear":
        return bc.gear.get(value) if isinstance(value, str) else None
    if kind == "battle.setup.argo":
        return bc.argo_abilities.get(value) if isinstance(value, str) else None
    return None
