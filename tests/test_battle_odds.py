"""Exact odds beside the attack options: checked against brute-force enumeration."""

from __future__ import annotations

import itertools
from fractions import Fraction

import battle_kit as kit
import pytest

from atoterm.engine.battle.attack import odds


@pytest.mark.parametrize(
    ("precision", "to_hit", "expected"),
    [
        (0, 6, Fraction(5, 10)),
        (2, 6, Fraction(7, 10)),
        (10, 2, Fraction(9, 10)),  # a natural 1 always misses
        (-10, 11, Fraction(1, 10)),  # a natural 10 always hits
    ],
    ids=[
        "BAT-TITAN-032 die plus precision reaches To Hit",
        "BAT-TITAN-031 precision added to each die",
        "BAT-TITAN-035 natural 1 always misses",
        "GEN-015 natural 10 always hits",
    ],
)
def test_die_hit_chance(precision: int, to_hit: int, expected: Fraction) -> None:
    assert odds.die_hit_chance(precision, to_hit) == expected


def test_hit_chance_matches_enumeration() -> None:
    """[BAT-TITAN-032] at least one hit among three dice, by enumerating all 1000 rolls."""
    hits = sum(
        1
        for roll in itertools.product(range(1, 11), repeat=3)
        if any(d == 10 or (d != 1 and d + 1 >= 7) for d in roll)
    )
    assert odds.hit_chance(3, 1, 7) == Fraction(hits, 1000)


@pytest.mark.parametrize(
    ("pool", "expected"),
    [
        ({"red": 7}, {"red": 5, "black": 1, "white": 0}),
        ({"red": 5}, {"red": 5, "black": 0, "white": 0}),
        ({"red": 9, "black": 4}, {"red": 5, "black": 4, "white": 1}),
    ],
    ids=[
        "EX-019 seven red become five red and one black",
        "BAT-TITAN-047 within supply",
        "BAT-TITAN-047 cascades",
    ],
)
def test_dice_limit(pool: dict[str, int], expected: dict[str, int]) -> None:
    supply = {"red": 5, "black": 4, "white": 4}
    assert odds.limit_pool(pool, supply) == expected


def test_power_chance_matches_enumeration() -> None:
    """[BAT-TITAN-050, BAT-TITAN-085] Break tokens turn potentials into Power; exact."""
    dice = kit.DICE
    faces = list(dice["red"].faces)
    black = list(dice["black"].faces)
    good = 0
    total = 0
    for a, b_, c in itertools.product(faces, faces, black):
        total += 1
        power = a.power + b_.power + c.power
        potential = a.potential + b_.potential + c.potential
        if power + min(potential, 1) >= 3:
            good += 1
    got = odds.power_at_least(dice, {"red": 2, "black": 1}, breaks=1, raw_power=0, target=3)
    assert got == Fraction(good, total)


def test_wound_chance_averages_unknown_cards() -> None:
    """[BAT-TITAN-051] unknown BP card: the chance is the mean over the cards it may be."""
    dice = kit.DICE
    args = dict(
        attack_dice=2,
        precision=0,
        to_hit=6,
        per_hit={"red": 1},
        bonus={},
        fixed={"red": 1},
        breaks=0,
        raw_power=0,
    )
    low = odds.wound_chance(dice, at_values=[2], **args)
    high = odds.wound_chance(dice, at_values=[4], **args)
    both = odds.wound_chance(dice, at_values=[2, 4], **args)
    assert both == (low + high) / 2
    assert 0 < high < low < odds.hit_chance(2, 0, 6)


@pytest.mark.parametrize(
    ("value", "text"),
    [
        (Fraction(0), "0%"),
        (Fraction(1, 1000), "<1%"),
        (Fraction(1, 2), "50%"),
        (Fraction(999, 1000), ">99%"),
        (Fraction(1), "100%"),
    ],
)
def test_percent(value: Fraction, text: str) -> None:
    assert odds.percent(value) == text
