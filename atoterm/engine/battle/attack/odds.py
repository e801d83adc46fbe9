"""Exact odds shown before a Titan commits to an attack (not a guess, not a simulation).

* Chance of at least one hit: each Attack die (the Crit die included) hits on a natural 10, or
  when it is not a natural 1 and the die plus Precision reaches To Hit [BAT-TITAN-031,
  BAT-TITAN-032, BAT-TITAN-035]; the dice are independent, so P = 1 - (1 - p)^n.
* Chance to wound: for every number of hits h (binomial), the Power Pool that h hits build
  (weapon power per hit, bonus power once, fixed dice), reduced by the dice limit, is rolled as
  a distribution over (Power, potential) pairs; Break tokens turn potentials into Power
  [BAT-TITAN-045..051]. The wound chance is P(Power >= AT), averaged over the BP cards the
  attack may draw when the top card is unknown.

Everything is exact: :class:`fractions.Fraction` and integer counts, no floats. Re-rolls are not
counted (they are the player's later choice).
"""

from __future__ import annotations

from collections.abc import Sequence
from fractions import Fraction
from functools import cache

from atoterm.content.battle_schema import TIERS, DiceTier
from atoterm.engine.dice import SIDES, success_faces


def die_hit_chance(precision: int, to_hit: int) -> Fraction:
    """One Attack die: natural 10 always hits, natural 1 always misses [GEN-015]."""
    return Fraction(success_faces(precision, to_hit), SIDES)


def hit_distribution(dice: int, precision: int, to_hit: int) -> list[Fraction]:
    """P(exactly h hits) for h = 0..dice."""
    return list(_hit_distribution(dice, precision, to_hit))


@cache
def _hit_distribution(dice: int, precision: int, to_hit: int) -> tuple[Fraction, ...]:
    p = die_hit_chance(precision, to_hit)
    q = 1 - p
    return tuple(_binomial(dice, h) * p**h * q ** (dice - h) for h in range(dice + 1))


def hit_chance(dice: int, precision: int, to_hit: int) -> Fraction:
    """P(at least one hit)."""
    if dice <= 0:
        return Fraction(0)
    return 1 - _hit_distribution(dice, precision, to_hit)[0]


def _binomial(n: int, k: int) -> int:
    result = 1
    for i in range(1, k + 1):
        result = result * (n - k + i) // i
    return result


def limit_pool(pool: dict[str, int], supply: dict[str, int]) -> dict[str, int]:
    """The Power Dice Limit: two dice missing from a tier's supply become one die of the next
    tier; what the highest tier cannot hold is lost [BAT-TITAN-047, EX-019]."""
    out = {tier: pool.get(tier, 0) for tier in TIERS}
    for index, tier in enumerate(TIERS):
        excess = out[tier] - supply.get(tier, 0)
        if excess > 0:
            out[tier] = supply.get(tier, 0)
            if index + 1 < len(TIERS):
                out[TIERS[index + 1]] += excess // 2
    return out


def _die_counts(tier: DiceTier) -> dict[tuple[int, int], int]:
    """(Power, potentials) -> how many faces show it (every face is equally likely)."""
    out: dict[tuple[int, int], int] = {}
    for face in tier.faces:
        key = (face.power, face.potential)
        out[key] = out.get(key, 0) + 1
    return out


@cache
def _pool_dist(
    dice: tuple[DiceTier, ...], counts: tuple[int, ...]
) -> tuple[tuple[tuple[int, int, int], ...], int]:
    """The pool's outcomes as integer face counts over a common denominator (the product of
    the dice's face counts): exact like Fractions, without a gcd at every step."""
    dist: dict[tuple[int, int], int] = {(0, 0): 1}
    denominator = 1
    for tier, count in zip(dice, counts, strict=True):
        single = sorted(_die_counts(tier).items())
        for _ in range(count):
            out: dict[tuple[int, int], int] = {}
            for (pa, qa), fa in dist.items():
                for (pb, qb), fb in single:
                    key = (pa + pb, qa + qb)
                    out[key] = out.get(key, 0) + fa * fb
            dist = out
            denominator *= len(tier.faces)
    return tuple((p, q, n) for (p, q), n in sorted(dist.items())), denominator


_TIERS: dict[int, tuple[object, tuple[DiceTier, ...], dict[str, int]]] = {}
"""The content's dice tiers in ``TIERS`` order and their supplies, once per dice table (found
by identity and kept alive with the entry, as content never changes)."""


def _tiers(dice: dict[str, DiceTier]) -> tuple[tuple[DiceTier, ...], dict[str, int]]:
    entry = _TIERS.get(id(dice))
    if entry is None or entry[0] is not dice:
        tiers = tuple(dice[t] for t in TIERS if t in dice)
        if len(_TIERS) > 256:
            _TIERS.clear()
        entry = _TIERS[id(dice)] = (dice, tiers, {t: dice[t].supply for t in TIERS if t in dice})
    return entry[1], entry[2]


_TAILS: dict[tuple[int, tuple[int, ...], int, int], tuple[object, Fraction]] = {}


def _tail(dice: tuple[DiceTier, ...], counts: tuple[int, ...], breaks: int, need: int) -> Fraction:
    """P(Power + min(potentials, breaks) >= need) for one pool (memoized: the tiers tuple is
    found by identity and kept alive with the entry)."""
    key = (id(dice), counts, breaks, need)
    known = _TAILS.get(key)
    if known is not None and known[0] is dice:
        return known[1]
    outcomes, denominator = _pool_dist(dice, counts)
    hits = sum(n for power, potential, n in outcomes if power + min(potential, breaks) >= need)
    if len(_TAILS) > 16384:
        _TAILS.clear()
    _TAILS[key] = (dice, Fraction(hits, denominator))
    return _TAILS[key][1]


def power_at_least(
    dice: dict[str, DiceTier], pool: dict[str, int], breaks: int, raw_power: int, target: int
) -> Fraction:
    """P(Total Power >= target) for a (limited) pool, with Break tokens converting potentials
    one for one [BAT-TITAN-048, BAT-TITAN-050, BAT-TITAN-085]."""
    tiers, supply = _tiers(dice)
    limited = limit_pool(pool, supply)
    counts = tuple(limited.get(t.id, 0) for t in tiers)
    return _tail(tiers, counts, breaks, target - raw_power)


_WOUNDS: dict[tuple[object, ...], tuple[object, Fraction]] = {}
"""Memo of :func:`wound_chance` (a turn menu asks the same odds again and again)."""


def _items(d: dict[str, int]) -> tuple[tuple[str, int], ...]:
    return tuple(sorted(d.items()))


def wound_chance(
    dice: dict[str, DiceTier],
    *,
    attack_dice: int,
    precision: int,
    to_hit: int,
    per_hit: dict[str, int],
    bonus: dict[str, int],
    fixed: dict[str, int],
    breaks: int,
    raw_power: int,
    at_values: Sequence[int],
) -> Fraction:
    """P(the attack wounds): over hits h >= 1 and the BP cards it may draw (equally likely)."""
    if not at_values:
        return Fraction(0)
    key = (
        id(dice),
        attack_dice,
        precision,
        to_hit,
        _items(per_hit),
        _items(bonus),
        _items(fixed),
        breaks,
        raw_power,
        tuple(at_values),
    )
    known = _WOUNDS.get(key)
    if known is not None and known[0] is dice:
        return known[1]
    total = Fraction(0)
    for hits, p_hits in enumerate(_hit_distribution(attack_dice, precision, to_hit)):
        if hits == 0 or p_hits == 0:
            continue
        pool = dict(fixed)
        for tier, n in per_hit.items():
            pool[tier] = pool.get(tier, 0) + n * hits
        for tier, n in bonus.items():
            pool[tier] = pool.get(tier, 0) + n
        share = Fraction(0)
        for at in at_values:
            share += power_at_least(dice, pool, breaks, raw_power, at)
        total += p_hits * share / len(at_values)
    if len(_WOUNDS) > 4096:
        _WOUNDS.clear()
    _WOUNDS[key] = (dice, total)
    return total


def percent(value: Fraction) -> str:
    """A probability for display: whole percent, "<1%" and ">99%" at the ends (exact rounding)."""
    if value <= 0:
        return "0%"
    if value >= 1:
        return "100%"
    scaled = value * 100
    whole = scaled.numerator * 2 // scaled.denominator
    rounded = (whole + 1) // 2
    if rounded == 0:
        return "<1%"
    if rounded >= 100:
        return ">99%"
    return f"{rounded}%"
