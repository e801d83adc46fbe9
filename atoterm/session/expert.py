"""The ``expert`` bot: a player that thinks ahead and plays fair.

At a decision that shapes a battle (what a Titan does with its turn, where it moves) the
expert plays each candidate option on in its head a few times and keeps the one that went
best — flat Monte Carlo over determinizations, the simplest member of the family OpenSpiel's
IS-MCTS belongs to. Each look-ahead starts from a copy of the battle in which everything the
players cannot see (the order of every face-down deck, every die not yet rolled) is drawn
afresh from the expert's own seed (``engine/battle/flow/determinize.py``), and the copies are
played on by the ``progress`` player for ``depth`` decisions, then scored: Wounds dealt, Titans
and Danger kept, the battle won or lost.

**It only sees what a player sees.** Its samples depend on the public table and on its own
seed, never on the real deck order or the game's seed (``tests/test_expert.py`` reshuffles
everything hidden and checks the choice stays the same). Every other decision is made as the
``progress`` player makes it, by its heuristics; an adventure's as ``explore`` would, without
its hurry to retreat (it retreats only from a battle being lost, :func:`retreat_wise`).

``Budget`` is what a stronger or weaker player is: how many look-aheads per option, how far
each goes, how many options are weighed.

**Cost.** Nearly every battle decision is weighed (up to ``width`` x ``rollouts`` look-aheads
of ``depth`` decisions), so the look-aheads are the expert's whole cost. Those of one decision
share one ``driver.RestartPoint`` (the checkpoint's state decoded by msgspec for each, the
samples' shuffled decks made once), and the copies share the board's view and all it has
worked out (``board._shared_view``). A restart still replays the answers since the checkpoint
for each look-ahead: a suspended procedure cannot be copied. ``benchmarks/expert_bench.py``
prints the CPU per battle and a fingerprint of every choice: a change for speed leaves it
as it is.
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass
from typing import Any

from atoterm.content.schema import ContentPack
from atoterm.engine.battle.board.geometry import distance_to_area, footprint
from atoterm.engine.battle.flow.driver import RestartPoint, simulate_from
from atoterm.engine.battle.titans.stats import count_wounds
from atoterm.engine.decisions import Decision, Option
from atoterm.engine.rng import splitmix64_mix
from atoterm.engine.state import GameState
from atoterm.session.bot_table import SimulatedTable

NOT_SEARCHED = (
    "battle.setup.",
    "battle.aftermath",
    "battle.loot",
    "battle.pre_battle",
    "battle.mnestis_reforge",  # in the Aftermath: the battle is decided [MNE-018]
)
"""Battle decisions the expert leaves to the heuristics: the setup (the default roster) and
what comes after the battle is decided. Every other — turns, moves, re-rolls, ability and
Kratos windows, responses, targets — is weighed by looking ahead: closing every window
unused, as the ``progress`` player does, loses Titans the abilities would have saved."""


def searched(kind: str) -> bool:
    return kind.startswith("battle.") and not kind.startswith(NOT_SEARCHED)


WIN, LOSS = 1000, -1000


@dataclass(frozen=True)
class Budget:
    rollouts: int = 2
    """Look-aheads per option (the same samples for every option: a fair comparison)."""
    depth: int = 20
    """Decisions each look-ahead plays on before it is scored."""
    width: int = 4
    """Options weighed at most (the ``progress`` player's favourites first)."""
    seed: int = 0
    """The expert's own seed: its samples never come from the game's."""


DEFAULT_BUDGET = Budget()


def searchable(state: GameState) -> bool:
    """A battle a look-ahead can start from: under way, with its restart point kept (a session's
    state; a journal-less simulation keeps none)."""
    battle = state.battle
    return battle is not None and bool(battle.resume.snapshot) and battle.result == ""


Player = Callable[[Any], str]
"""A policy that answers the pending decision of a table (``bot_policy.Table``)."""


def expert_battle_choice(
    content: ContentPack,
    state: GameState,
    decisions_made: int,
    player: Player,
    budget: Budget | None = None,
) -> str | None:
    """The option the expert takes at the pending battle decision, or None to leave it to the
    heuristics (nothing to weigh, or no restart point to look ahead from). ``player`` plays
    the look-aheads on (the ``progress`` player)."""
    pending = state.pending
    if pending is None or not searched(pending.kind) or not searchable(state):
        return None
    legal = pending.legal_options()
    if len(legal) < 2:
        return None
    weighed = weigh_options(content, state, decisions_made, player, budget)
    best, best_score = weighed[0]
    for option_id, total in weighed[1:]:
        if total > best_score:  # ties: the earlier (the progress player's pick first)
            best, best_score = option_id, total
    return best


def weigh_options(
    content: ContentPack,
    state: GameState,
    decisions_made: int,
    player: Player,
    budget: Budget | None = None,
) -> list[tuple[str, int]]:
    """Each shortlisted option of the pending decision with its total score over the
    look-aheads (the same samples for every option)."""
    budget = budget or DEFAULT_BUDGET
    pending = state.pending
    assert pending is not None
    candidates = _shortlist(content, state, pending.legal_options(), budget.width, player)
    battle = state.battle
    assert battle is not None
    resume, decisions = battle.resume, state.decisions
    restart = RestartPoint(resume)  # kept for every look-ahead of this decision
    samples = [
        splitmix64_mix((budget.seed << 32) ^ (decisions_made << 8) ^ n)
        for n in range(budget.rollouts)
    ]
    return [
        (
            option.id,
            sum(
                _look_ahead(content, restart, decisions, option.id, sample, budget.depth, player)
                for sample in samples
            ),
        )
        for option in candidates
    ]


def discards_weapon(option: Option) -> bool:
    """Equipping Fists by discarding a weapon (for the rest of the battle [BAT-TITAN-099]): a
    strong player keeps the weapon and moves, unexhausts or waits instead. Read from the
    option's value, ``["fists", gear index]`` (-1: no weapon left to discard)."""
    value = option.value
    return (
        isinstance(value, list)
        and len(value) == 2
        and value[0] == "fists"
        and isinstance(value[1], int)
        and value[1] >= 0
    )


def _shortlist(
    content: ContentPack, state: GameState, legal: list[Option], width: int, player: Player
) -> list[Option]:
    """At most ``width`` options: the ``progress`` player's pick first, then the others in the
    engine's order (a move's spaces: the nearest to the Primordial first). A weapon is never
    thrown away for Fists: a look-ahead of a few turns sees the Fists' first Wounds, not the
    rest of a battle fought bare-handed (seed 19's campaign: four Titans on Fists, battles of
    over 100 Rounds)."""
    first = player(SimulatedTable(content, state, 0))
    kept = [o for o in legal if not discards_weapon(o)] or legal
    ordered = [o for o in kept if o.id == first] + [o for o in kept if o.id != first]
    if state.pending is not None and state.pending.kind == "battle.move":
        ordered = ordered[:1] + sorted(ordered[1:], key=lambda o: _distance(content, state, o))
    return ordered[:width]


def _distance(content: ContentPack, state: GameState, option: Option) -> int:
    """A move option's distance to the Primordial's nearest space (unknown: last)."""
    battle, bc = state.battle, content.battle
    value = option.value
    if battle is None or bc is None or not isinstance(value, list) or len(value) != 2:
        return 1 << 20
    prim = battle.primordial
    own = footprint((prim.row, prim.col), bc.primordials[prim.id].size)
    return distance_to_area((value[0], value[1]), own)


def _look_ahead(
    content: ContentPack,
    restart: RestartPoint,
    decisions: int,
    first: str,
    sample: int,
    depth: int,
    player: Player,
) -> int:
    """Play ``first`` and then ``depth`` decisions of the ``progress`` player on a
    determinized copy of the battle (made from its restart point ``restart``, as a restart
    makes it: ``driver.simulate_from``); its score."""
    heads: list[SimulatedTable] = []

    def answer(copy: GameState, decision: Decision) -> str:
        if not heads:  # the copy is made by simulate_from: the player's table is made here
            heads.append(SimulatedTable(content, copy, sample))
        head = heads[0]
        picked = first if head.choices_made == 0 else player(head)
        head.choices_made += 1
        return picked

    copy, _ = simulate_from(
        restart.resume, decisions, content, answer, depth, reseed=sample, restart=restart
    )
    return score(content, copy)


def retreat_wise(content: ContentPack, state: GameState) -> bool:
    """Retreat is the better part of valour when it is legal (2+ Titans dead, the Battle
    allows it [BAT-MISC-030]) and the battle is being lost: one Titan left standing, or fewer
    than half the Primordial's Wounds dealt. A retreat counts as a defeat but its survivors
    live; in a campaign a Titan kept is a battle still possible [CAMP-020]. Read from the
    table only: Titans standing, the Wound Stack and the Primordial's printed Wounds value."""
    battle, bc = state.battle, content.battle
    if battle is None or bc is None or battle.titans_died < 2:
        return False
    alive = sum(1 for t in battle.titans if t.alive)
    needed = bc.primordials[battle.primordial.id].level(battle.primordial.level).wounds
    dealt = count_wounds(bc, battle.decks.wound_stack)
    return alive <= 1 or 2 * dealt < needed


def score(content: ContentPack, state: GameState) -> int:
    """How well a battle is going for the players: Wounds dealt count most, then Titans kept
    alive, then Danger kept low; a won battle is worth more than any of it."""
    battle = state.battle
    if battle is None:
        return 0
    if battle.result == "won":
        return WIN
    if battle.result:
        return LOSS
    dealt = count_wounds(content.battle, battle.decks.wound_stack) if content.battle else 0
    alive = sum(1 for t in battle.titans if t.alive)
    danger = sum(state.argonauts[t.argonaut].danger for t in battle.titans if t.alive)
    return 40 * dealt + 60 * alive - 3 * danger
