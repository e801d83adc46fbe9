"""A determinization of a battle: the same table as the players see it, with everything they
cannot see drawn afresh — for a player that searches by playing the battle on in its head
(the ``expert`` bot, ``session/expert.py``; OpenSpiel's IS-MCTS samples the same way).

What the players cannot see is the order of every face-down deck (the AI deck, the BP deck
below a revealed top card, the Trauma, Obol, Moiros and Kratos decks) and every die not yet
rolled. Their contents are public (the discards and the cards in play are on the table), so
a determinization keeps each deck's cards and changes only their order, and gives the dice a
new seed. A searcher that only ever reads determinized copies cannot know the real future:
the same public table gives it the same samples whatever the hidden order is.
"""

from __future__ import annotations

from dataclasses import dataclass, field

from msgspec.msgpack import encode

from atoterm.engine.battle.core.context import B
from atoterm.engine.rng import Rng

FACE_DOWN = ("ai", "bp", "minor", "major", "grave", "obol", "moiros", "kratos")
"""The decks whose order the players do not know (``Decks`` fields)."""


def public_orders(b: B) -> dict[str, list[str]]:
    """Each face-down deck as a player knows it: its cards in a canonical order (sorted), the
    revealed top BP card first."""
    decks = b.battle.decks
    known: dict[str, list[str]] = {}
    for name in FACE_DOWN:
        cards = sorted(getattr(decks, name))
        if name == "bp" and decks.revealed_bp and decks.revealed_bp in cards:
            cards.remove(decks.revealed_bp)
            cards.insert(0, decks.revealed_bp)
        known[name] = cards
    return known


@dataclass
class Samples:
    """What determinizations with the same seeds share, kept by a searcher that makes many
    of them from one table (one per option it weighs): the face-down decks' new orders, by
    the seed and the decks they were drawn from (all of them, as msgpack), and each seed's
    stream bases (``Rng.bases``). Both are functions of their keys alone, so a
    determinization made with them is the one made without."""

    orders: dict[tuple[int, bytes], dict[str, list[str]]] = field(default_factory=dict)
    bases: dict[int, dict[str, int]] = field(default_factory=dict)


def hidden_orders(b: B, seed: int) -> dict[str, list[str]]:
    """Each face-down deck's new order: shuffled from its public (sorted) order by ``seed``,
    a revealed top BP card kept on top."""
    decks = b.battle.decks
    sampler = Rng(seed, {})
    orders: dict[str, list[str]] = {}
    for name, cards in public_orders(b).items():
        keep_top = name == "bp" and bool(decks.revealed_bp) and cards[:1] == [decks.revealed_bp]
        rest = cards[1:] if keep_top else cards
        shuffled = sampler.shuffle(f"determinize.{name}", rest)
        orders[name] = ([cards[0]] if keep_top else []) + shuffled
    return orders


def determinize(b: B, seed: int, samples: Samples | None = None) -> None:
    """Replace the battle's hidden future in place: each face-down deck shuffled from its
    public (sorted) order by ``seed``, and the dice drawn from ``seed`` from here on. The
    result depends only on the public table and ``seed``; ``samples`` only saves the work
    of one made before from the same table and seed."""
    decks = b.battle.decks
    if samples is None:
        orders = hidden_orders(b, seed)
    else:
        key = (seed, encode(decks))
        found = samples.orders.get(key)
        orders = samples.orders[key] = found if found is not None else hidden_orders(b, seed)
    for name, cards in orders.items():
        getattr(decks, name)[:] = cards  # (copied into the deck's own list)
    b.rng.seed = seed
    if samples is None:
        b.rng.bases.clear()
    else:  # a stream's base depends on the seed and its name alone
        b.rng.bases = samples.bases.setdefault(seed, {})
    b.rng.forced.clear()  # a scenario's forced dice are a future too
    for stream in list(b.rng.counters):  # a new seed: every stream starts its future afresh
        b.rng.counters[stream] = 0
