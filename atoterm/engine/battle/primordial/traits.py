"""Which Traits the Primordial has in play: one answer for Setup, the rounds and the screens.

The Traits of every Level up to the current one (a Level first drops the Traits it removes,
then adds its own), the Battle Track box's Traits in an Adversary battle [BAT-SETUP-027], minus
the Traits removed during the campaign [BAT-SETUP-030]. Start of Battle, the Primordial Round's
trait abilities, End of Battle and the Primordial panel all read this list, so a Trait the
screen shows is a Trait whose abilities fire.
"""

from __future__ import annotations

from atoterm.content.battle_schema import Trait
from atoterm.engine.battle.core.context import B
from atoterm.engine.battle.flow import track


def active_trait_ids(b: B) -> list[str]:
    """The ids of the Traits in play, in the order the Levels and the track add them.

    Read at every step of the Primordial Round, so kept (``b.memo``) with all it is made of:
    the Primordial's content (Levels, track), its Level, the track box, the Traits removed."""
    battle = b.battle
    p = battle.primordial
    prim = b.prim
    entry = b.memo.get("active_trait_ids")
    if (
        entry is not None
        and entry[0] is prim
        and entry[1] == (p.level, battle.track_box)
        and entry[2] == p.removed_traits
    ):
        return list(entry[3])
    ids = _trait_ids(b)
    b.memo["active_trait_ids"] = (prim, (p.level, battle.track_box), list(p.removed_traits), ids)
    return list(ids)


def _trait_ids(b: B) -> list[str]:
    """:func:`active_trait_ids` worked out [BAT-SETUP-027, BAT-SETUP-030]."""
    current = b.battle.primordial.level
    ids: list[str] = []
    for level in sorted(b.prim.all_levels, key=lambda lv: lv.level):
        if level.level > current:
            break
        ids = [t for t in ids if t not in level.removes]
        ids += [t for t in level.traits if t not in ids]
    ids += [t for t in track.traits(b) if t not in ids]  # [BAT-SETUP-027]
    removed = b.battle.primordial.removed_traits
    return [t for t in ids if t not in removed]


def active_traits(b: B) -> list[Trait]:
    """The Traits in play that the Primordial's sheet defines (their abilities can fire)."""
    traits = b.prim.traits
    return [traits[t] for t in active_trait_ids(b) if t in traits]
