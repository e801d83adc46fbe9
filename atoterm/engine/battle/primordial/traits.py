"""Which Traits the Primordial has in play: one answer for Setup, the rounds and the screens.

The Traits of every Level up to the current one (a Level first drops the Traits it removes,
then adds its own), the Battle Track box's Traits in an Adversary battle [BAT-SETUP-027], minus
the Traits removed during the campaign [BAT-SETUP-030]. Start of Battle, the Primordial Round's
trait abilities, End of Battle and the Primordial panel all read this list, so a Trait the
screen shows is a Trait whose abilities fire.
"""

from __future__ import annotations

from collections.abc import Callable
from typing import TypeVar

from atoterm.content.battle_schema import Trait
from atoterm.engine.battle.core.context import B
from atoterm.engine.battle.flow import track

T = TypeVar("T")


def active_trait_ids(b: B) -> list[str]:
    """The ids of the Traits in play, in the order the Levels and the track add them.

    Read at every step of the Primordial Round, so kept with all it is made of
    (:func:`kept_with_traits`)."""
    return list(kept_with_traits(b, "active_trait_ids", _trait_ids))


def kept_with_traits(b: B, name: str, make: Callable[[B], T]) -> T:
    """``make(b)``, kept in ``b.memo`` under ``name`` with all that decides which Traits are in
    play: the Primordial's content (its Levels, its track), its Level, the track box and the
    Traits removed. Asked again while none of them changed, it is the same value; a Level
    gained, a box moved or a Trait removed makes it again."""
    battle = b.battle
    p = battle.primordial
    prim = b.prim
    entry = b.memo.get(name)
    if (
        entry is not None
        and entry[0] is prim
        and entry[1] == (p.level, battle.track_box)
        and entry[2] == p.removed_traits
    ):
        return entry[3]  # type: ignore[no-any-return]
    made = make(b)
    b.memo[name] = (prim, (p.level, battle.track_box), list(p.removed_traits), made)
    return made


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
