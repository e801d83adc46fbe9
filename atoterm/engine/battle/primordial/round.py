"""The Primordial Round [BAT-PRIM-016]: Start of Round → Resolve AI → Other Actions → End.

``battle_main`` calls :func:`primordial_round` with ``battle.cursor == "primordial_round"``;
its first act is the checkpoint (the driver restarts ``battle_main`` from the snapshot taken
there, so nothing changes before it and its label is computed from the state alone).
"""

from __future__ import annotations

from collections.abc import Mapping
from types import MappingProxyType

from atoterm.content.battle_schema import Ability, Trait
from atoterm.engine.battle.abilities import usage as abilities
from atoterm.engine.battle.abilities.effects import PRIMORDIAL, EffectCtx, resolve_effects
from atoterm.engine.battle.board import board
from atoterm.engine.battle.core import hooks
from atoterm.engine.battle.core.context import B, Proc
from atoterm.engine.battle.primordial import reach as primordial_reach
from atoterm.engine.battle.primordial.attack import draw_ai, perform_ai_card
from atoterm.engine.battle.primordial.traits import active_traits, kept_with_traits


def primordial_round(b: B) -> Proc[None]:
    """One Primordial Round [BAT-PRIM-016, BAT-SETUP-033]."""
    battle = b.battle
    yield from b.checkpoint(f"primordial_round:{battle.round + 1}")
    battle.round += 1
    if not b.quiet:
        b.emit(
            "round",
            f"Round {battle.round}: the Primordial Round begins.",
            "BAT-PRIM-016",
            round=battle.round,
        )
    yield from start_of_round(b)
    yield from resolve_ai(b)
    yield from other_actions(b)
    yield from end_of_round(b)


_ATTACKER_AREAS: Mapping[str, str] = MappingProxyType(
    {"attacker_in_front": "front", "attacker_in_rear": "rear", "attacker_in_blindspot": "blindspot"}
)
"""The area of :func:`reach.in_area` each "attacker in X" condition names."""


def trait_abilities(b: B, timing: str, attacker: str = "") -> list[tuple[Trait, Ability]]:
    """The active Traits' abilities of ``timing`` whose ``when`` condition holds now."""
    candidates = abilities_by_timing(b).get(timing)
    if not candidates:
        return []  # no active Trait has one
    return [(t, a) for t, a in candidates if trait_condition(b, a.when, attacker)]


def abilities_by_timing(b: B) -> dict[str, tuple[tuple[Trait, Ability], ...]]:
    """The active Traits' abilities by timing, each in the order of :func:`active_traits` and
    of the Trait's abilities.

    Every step of a round asks for one timing, and most have none: kept with what the active
    Traits are made of (``traits.kept_with_traits``), so a step costs one dict look-up rather
    than a pass over every ability in play."""
    return kept_with_traits(b, "trait_abilities_by_timing", _abilities_by_timing)


def _abilities_by_timing(b: B) -> dict[str, tuple[tuple[Trait, Ability], ...]]:
    """:func:`abilities_by_timing` worked out."""
    found: dict[str, list[tuple[Trait, Ability]]] = {}
    for t in active_traits(b):
        for a in t.abilities:
            found.setdefault(a.timing, []).append((t, a))
    return {timing: tuple(pairs) for timing, pairs in found.items()}


def trait_condition(b: B, when: str, attacker: str = "") -> bool:
    """A Trait's condition on the board (``WHEN_CONDITIONS`` of the content schema)."""
    if not when:
        return True

    if when in ("no_titan_adjacent", "titan_adjacent"):
        # adjacent(): on a Vantage Point, or on a space sharing an edge with the Primordial's
        ring = primordial_reach.around(b)
        near = False
        for t in b.battle.living():  # (a loop, not any(): an unfinished generator is closed
            if t.vantage or (t.row, t.col) in ring:  # with an exception when freed)
                near = True
                break
        return near if when == "titan_adjacent" else not near
    if when == "adjacent_to_obstacle":  # an Obstacle space sharing an edge with the Primordial's
        return not primordial_reach.around(b).isdisjoint(board.board_view(b).obstacles)
    if not attacker:
        return False
    titan = b.battle.titan(attacker)
    if when == "attacker_in_weakspot":  # only a created Weakspot counts [BAT-PRIM-005]
        if not b.battle.primordial.weakspots_open:
            return False
        return primordial_reach.in_area(b, titan, "weakspot")
    return primordial_reach.in_area(b, titan, _ATTACKER_AREAS.get(when, "blindspot"))


def resolve_traits(b: B, timing: str, rule: str, attacker: str = "") -> Proc[None]:
    """Every Trait ability of ``timing`` whose condition holds; with several, the players choose
    the order [BAT-PRIM-017, BAT-PRIM-129], except that an ability marked "immediately"
    resolves first, unasked [GEN-005]. Each resolves whole, with every effect it triggers in
    turn, before the next begins [BAT-MISC-023]. Primordial abilities have no usage limits
    [BAT-PRIM-130]."""
    todo = trait_abilities(b, timing, attacker)
    while todo and not b.battle.result:
        pending = list(todo)
        first = next((ta for ta in pending if ta[1].immediately), None)
        if first is not None:  # [GEN-005]
            trait, ability = first
        else:
            trait, ability = yield from b.choose(
                pending,
                lambda ta, pending=pending: (
                    f"trait-{pending.index(ta)}",
                    f"{ta[0].name}: {ta[1].name}",
                ),
                kind="battle.order",
                prompt="Several effects trigger together: which resolves first?",
                rule=rule,
            )
        todo.remove((trait, ability))
        if not b.quiet:
            b.emit(
                "trait",
                f"{b.prim.name}'s {trait.name}: {(ability.text or ability.name).rstrip('.')}.",
                rule,
                trait=trait.id,
            )
        ctx = EffectCtx(PRIMORDIAL, attacker, 1, None, "trait", {"token_target": "primordial"})
        yield from resolve_effects(b, ability.effects, ctx)


def start_of_round(b: B) -> Proc[None]:
    """Start of Primordial Round effects, before the AI draw [BAT-PRIM-017]."""
    yield from resolve_traits(b, "start_of_primordial_round", "BAT-PRIM-017")
    yield from hooks.run_hooks(b, "start_of_primordial_round")


def resolve_ai(b: B) -> Proc[None]:
    """Draw the top AI card and resolve it [BAT-PRIM-018, BAT-PRIM-019]."""
    if b.battle.result:
        return
    card_id = draw_ai(b)
    if card_id:
        yield from perform_ai_card(b, card_id)


def other_actions(b: B) -> Proc[None]:
    """Resolve Other Actions [BAT-PRIM-128]: the Trait abilities of timing ``other_actions``,
    each by its own rules; an extra Attack among them (``signature``, ``perform_ai``) is
    performed with the normal rules of a Primordial Attack. Extra Attacks ordered by other
    effects are performed where those trigger."""
    yield from resolve_traits(b, "other_actions", "BAT-PRIM-128")


def end_of_round(b: B) -> Proc[None]:
    """End of Primordial Round effects, then Argo Abilities unexhaust and once-per-Round
    abilities are usable again [BAT-PRIM-129, BAT-MISC-080]."""
    yield from resolve_traits(b, "end_of_primordial_round", "BAT-PRIM-129")
    yield from hooks.run_hooks(b, "end_of_primordial_round")
    if b.battle.result:
        return
    abilities.new_round(b)
    if not b.quiet:
        b.emit(
            "round_end", "End of the Primordial Round: Argo Abilities unexhaust.", "BAT-PRIM-129"
        )
