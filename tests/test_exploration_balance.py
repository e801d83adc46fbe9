"""Issue 16: the Exploration deck no longer bleeds the Hull, and its cards are small scenes.

A Draw is made every day, so the deck's expected Hull per Draw is the Cycle's slow leak; the
deck before issue 16 lost 0.158 / 0.228 / 0.220 Hull a day (days 1-8 / 9-18 / 19+, counted
strictly: every loss whatever its trigger, no gain behind a trigger or a paid option, the
players taking the best free option) and lost most bot campaigns to Hull 0. The figure may be
at most half of that; the Progress printed on cards may not fall below the 2 it was.
"""

from __future__ import annotations

import re

import pytest

from atoterm.content import ContentPack
from atoterm.content.campaign_model import ExplorationCard

BEFORE = (-0.158, -0.228, -0.220)
"""Strict Hull per day's Draw of the deck before issue 16, by Acclimation phase."""


def hull_of(effects: tuple[dict, ...]) -> int:  # type: ignore[type-arg]
    return sum(
        int(e["amount"]) for e in effects if e["op"] == "gain_argo_stat" and e["stat"] == "hull"
    )


def strict_hull(card: ExplorationCard) -> int:
    """The card's Hull counted strictly (the module docstring)."""
    main = hull_of(card.effects)
    free = [hull_of(o.effects) for o in card.options if not o.cost]
    best_free = max(free) if free else 0
    if card.trigger:
        return min(main, 0) + min(best_free, 0)
    return main + best_free


def phases(content: ContentPack) -> list[list[int]]:
    """The deck at the start and after each Acclimation."""
    cycle = content.cycle
    decks = [list(cycle.exploration_start)]
    for acclimation in cycle.acclimations:
        kept = [n for n in decks[-1] if n not in acclimation.remove]
        decks.append(kept + list(acclimation.add))
    return decks


def hull_per_draw(content: ContentPack, deck: list[int]) -> float:
    """Expected Hull of a day's Draw: two stacks, each (n+1)/(ends+1) cards long on average."""
    cards = [content.cycle.exploration[n] for n in deck]
    ends = sum(c.stack == "end" for c in cards)
    per_card = sum(strict_hull(c) for c in cards) / len(cards)
    return per_card * 2 * (len(cards) + 1) / (ends + 1)


def test_the_deck_loses_at_most_half_the_hull_it_did(content: ContentPack) -> None:
    decks = phases(content)
    assert len(decks) == len(BEFORE)
    for deck, before in zip(decks, BEFORE, strict=True):
        assert hull_per_draw(content, deck) >= before / 2, deck


def test_the_figure_counts_a_loss_behind_a_trigger(content: ContentPack) -> None:
    """The measure itself: a trigger does not hide a loss, nor a free option a gain."""
    reef = content.cycle.exploration[28]
    assert reef.trigger and strict_hull(reef) == -1
    wreck = content.cycle.exploration[10]
    assert not wreck.trigger and strict_hull(wreck) == 1


def test_progress_on_cards_is_not_lower_and_the_deck_not_smaller(content: ContentPack) -> None:
    cards = content.cycle.exploration.values()
    progress = sum(
        int(e.get("amount", 1))
        for c in cards
        for e in (*c.effects, *(e for o in c.options for e in o.effects))
        if e["op"] == "gain_progress"
    )
    assert progress >= 2
    assert len(content.cycle.exploration) >= 44


@pytest.mark.parametrize("number", range(1, 49))
def test_every_card_is_a_scene_in_player_words(content: ContentPack, number: int) -> None:
    card = content.cycle.exploration[number]
    assert len(card.text.split()) >= 14, card.name  # a scene, not a one-line effect
    for option in card.options:
        assert option.label[:1].isupper() and not re.search(r"\w[_:]\w", option.label)
    if card.options:  # a choice that matters: the options do not all do the same
        outcomes = {(o.cost, tuple(map(str, o.effects))) for o in card.options}
        assert len(outcomes) == len(card.options), card.name
