"""The Exploration deck of a generated sea [VOY-021..VOY-026, VOY-039, VOY-040].

What varies: the start deck is drawn from a larger pool (the hand-made start deck and the
cards written for generated seas, ``content/seagen/exploration.toml``), and each Acclimation
removes cards drawn from the deck of its day. What is kept: the size of the start deck; the
cards each Acclimation adds (they belong to a moment of the story: the Red Tide, the Salt
Crown's drowned offerings, Threnos keeping pace, the Dreamwalker who sings when few Titans
are left); the number of cards each removes; no Progress card removed.

The deck's balance notes (``content/exploration.toml``, issue 16) hold in every phase (the
start deck and the deck after each Acclimation), counted as ``tests/test_exploration_balance``
counts them, in whole numbers:

* **Hull**: the strict Hull of the phase's cards (every loss whatever its trigger, no gain
  behind a trigger or a paid option, the best free option) sums to 0..2: the deck is no slow
  leak (the hand-made one sums to 0 in each phase) and no repair yard;
* **Progress**: at least as many Progress cards as the hand-made start deck (3), as many of
  them with Progress behind no trigger (Oar-Song: 1), and never one removed;
* **pace**: the End-stack cards (how many cards a Draw turns, about 2.8) within 3 and the
  Adversary symbols within 2 of the hand-made phase's.

A start deck is drawn at random, then mended one swap at a time (a card of the deck for one of
the pool, drawn) while a swap brings the phases nearer those limits.
"""

from __future__ import annotations

from dataclasses import dataclass

from atoterm.content.campaign_model import ExplorationCard
from atoterm.content.schema import ContentPack
from atoterm.engine.seagen.draws import SeaDraws

HULL_RANGE = (0, 2)
END_SLACK = 3
ADVERSARY_SLACK = 2
MENDS = 400


@dataclass(frozen=True)
class Deck:
    start: tuple[int, ...]
    removes: tuple[tuple[int, ...], ...]
    """Per Acclimation (in day order), the cards it removes."""
    adds: tuple[tuple[int, ...], ...]
    cards: dict[int, ExplorationCard]
    """Every card the sea's deck uses, by number."""


def _hull(effects: tuple[dict, ...]) -> int:  # type: ignore[type-arg]
    return sum(
        int(e.get("amount", 0))
        for e in effects
        if e.get("op") == "gain_argo_stat" and e.get("stat") == "hull"
    )


def strict_hull(card: ExplorationCard) -> int:
    """The card's Hull counted strictly (module docstring; issue 16's measure)."""
    main = _hull(card.effects)
    free = [_hull(o.effects) for o in card.options if not o.cost]
    best_free = max(free) if free else 0
    if card.trigger:
        return min(main, 0) + min(best_free, 0)
    return main + best_free


def gives_progress(card: ExplorationCard) -> bool:
    every = (*card.effects, *(e for o in card.options for e in o.effects))
    return any(e.get("op") == "gain_progress" for e in every)


def sure_progress(card: ExplorationCard) -> bool:
    """A card whose main effect gives Progress with no trigger: the Progress the deck brings
    whatever the table (Oar-Song in the hand-made deck; ``session/balance/supply.py`` counts
    only these)."""
    return not card.trigger and any(e.get("op") == "gain_progress" for e in card.effects)


def pool_cards(base: ContentPack) -> dict[int, ExplorationCard]:
    """The hand-made cards and the pool's, by number (the pool's loader refuses a number the
    hand-made deck uses)."""
    cards = dict(base.cycle.exploration)
    cards.update((c.number, c) for c in (base.sea_pool.exploration if base.sea_pool else ()))
    return dict(sorted(cards.items()))


@dataclass(frozen=True)
class _Measure:
    hull: int
    ends: int
    adversary: int


Facts = dict[int, tuple[int, int, int]]
"""Each card's strict Hull, End-stack (1 or 0) and Adversary symbols, worked out once."""


def _facts(cards: dict[int, ExplorationCard]) -> Facts:
    return {n: (strict_hull(c), int(c.stack == "end"), c.adversary) for n, c in cards.items()}


def _measure(facts: Facts, numbers: list[int] | tuple[int, ...]) -> _Measure:
    hull = ends = adversary = 0
    for n in numbers:
        h, e, a = facts[n]
        hull += h
        ends += e
        adversary += a
    return _Measure(hull, ends, adversary)


def _phases(
    start: list[int], removes: list[list[int]], adds: tuple[tuple[int, ...], ...]
) -> list[list[int]]:
    decks = [list(start)]
    for removed, added in zip(removes, adds, strict=True):
        decks.append([n for n in decks[-1] if n not in removed] + list(added))
    return decks


def make_deck(base: ContentPack, draws: SeaDraws, acclimations: int) -> Deck:
    """The deck of a sea whose Timeline holds the first ``acclimations`` Acclimations."""
    cycle = base.cycle
    cards = pool_cards(base)
    facts = _facts(cards)
    kept = cycle.acclimations[:acclimations]
    adds = tuple(a.add for a in kept)
    later = {n for a in adds for n in a}
    size = len(cycle.exploration_start)
    targets = [
        _measure(facts, d)
        for d in _phases(
            list(cycle.exploration_start),
            [list(a.remove) for a in kept],
            adds,
        )
    ]
    progress_needed = sum(gives_progress(cards[n]) for n in cycle.exploration_start)
    sure_needed = sum(sure_progress(cards[n]) for n in cycle.exploration_start)
    candidates = [n for n in cards if n not in later]
    sure = [n for n in candidates if sure_progress(cards[n])]
    progress = [n for n in candidates if gives_progress(cards[n]) and n not in sure]
    plain = [n for n in candidates if not gives_progress(cards[n])]
    start = draws.shuffled("deck", sure)[:sure_needed]
    start += draws.shuffled("deck", progress)[: max(0, progress_needed - len(start))]
    start += draws.shuffled("deck", plain)[: size - len(start)]
    removes = _removals(draws, cards, start, kept, adds)
    distance = _distance(facts, _phases(start, removes, adds), targets)
    for _ in range(MENDS):
        if distance == 0:
            break
        out_of = [n for n in start if not gives_progress(cards[n])]
        unused = [n for n in plain if n not in start]
        if out_of and unused and draws.chance("deck.mend", 2, 3):
            old, new = draws.pick("deck.mend", out_of), draws.pick("deck.mend", unused)
            trial = [new if n == old else n for n in start]
        else:
            trial = start
        trial_removes = _removals(draws, cards, trial, kept, adds)
        trial_distance = _distance(facts, _phases(trial, trial_removes, adds), targets)
        if trial_distance <= distance:
            start, removes, distance = trial, trial_removes, trial_distance
    used = sorted({*start, *later})
    return Deck(
        start=tuple(sorted(start)),
        removes=tuple(tuple(sorted(r)) for r in removes),
        adds=adds,
        cards={n: cards[n] for n in used},
    )


def _removals(
    draws: SeaDraws,
    cards: dict[int, ExplorationCard],
    start: list[int],
    kept: tuple,  # type: ignore[type-arg]
    adds: tuple[tuple[int, ...], ...],
) -> list[list[int]]:
    removes: list[list[int]] = []
    deck = list(start)
    for acclimation, added in zip(kept, adds, strict=True):
        removed = _draw_removal(draws, cards, deck, len(acclimation.remove))
        removes.append(removed)
        deck = [n for n in deck if n not in removed] + list(added)
    return removes


def _draw_removal(
    draws: SeaDraws, cards: dict[int, ExplorationCard], deck: list[int], count: int
) -> list[int]:
    """``count`` cards of the deck, never a Progress card, to the box [VOY-040]."""
    removable = sorted(n for n in deck if not gives_progress(cards[n]))
    return sorted(draws.shuffled("deck.remove", removable)[:count])


def _distance(facts: Facts, decks: list[list[int]], targets: list[_Measure]) -> int:
    """How far the phases are from the module docstring's limits (0: within them)."""
    total = 0
    for deck, target in zip(decks, targets, strict=True):
        got = _measure(facts, deck)
        total += max(0, HULL_RANGE[0] - got.hull) + max(0, got.hull - HULL_RANGE[1])
        total += max(0, abs(got.ends - target.ends) - END_SLACK)
        total += max(0, abs(got.adversary - target.adversary) - ADVERSARY_SLACK)
    return total


def within_limits(base: ContentPack, deck: Deck) -> bool:
    """The module docstring's limits hold in every phase of ``deck``."""
    cycle = base.cycle
    cards = pool_cards(base)
    facts = _facts(cards)
    kept = cycle.acclimations[: len(deck.adds)]
    targets = [
        _measure(facts, d)
        for d in _phases(list(cycle.exploration_start), [list(a.remove) for a in kept], deck.adds)
    ]
    phases = _phases(list(deck.start), [list(r) for r in deck.removes], deck.adds)
    progress = sum(gives_progress(cards[n]) for n in cycle.exploration_start)
    sure = sum(sure_progress(cards[n]) for n in cycle.exploration_start)
    removed_progress = any(gives_progress(cards[n]) for r in deck.removes for n in r)
    return (
        _distance(facts, phases, targets) == 0
        and sum(gives_progress(cards[n]) for n in deck.start) >= progress
        and sum(sure_progress(cards[n]) for n in deck.start) >= sure
        and not removed_progress
    )
