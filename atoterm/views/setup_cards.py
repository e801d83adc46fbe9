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
    from atoterm.engine.state import GameState


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


def setup_titan_uid(value: object) -> int | None:
    """The roster uid in a ``battle.setup.titan`` value of a named Titan aboard; None for a
    class (or an unnamed Dreamwalker) and any other value."""
    if not (isinstance(value, list | tuple) and len(value) == 2) or value[0] != "titan":
        return None
    which = value[1]
    if isinstance(which, list | tuple) and len(which) == 2 and type(which[0]) is int:
        return which[0]
    return None


def named_titan_label(state: GameState, uid: int, class_name: str) -> str:
    """A Titan of the campaign's roster as the Argo sheet names it: "“Ossa”, Keel-Ram" (the
    class name alone for a Titan not named yet, or a uid the roster lacks) [ADVA-039]."""
    record = next((r for r in state.campaign.titans if r.uid == uid), None)
    if record is None or not record.name:
        return class_name
    return f"“{record.name}”, {class_name}"


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
