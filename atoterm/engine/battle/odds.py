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

Dist = dict[tuple[int, int], Fraction]
"""(Power, potentials) -> probability."""


def die_hit_chance(precision: int, to_hit: int) -> Fraction:
    """One Attack die: natural 10 always hits, natural 1 always misses [GEN-015]."""
    hits = sum(
        1 for face in range(1, 11) if face == 10 or (face != 1 and face + precision >= to_hit)
    )
    return Fraction(hits, 10)


def hit_distribution(dice: int, precision: int, to_hit: int) -> list[Fraction]:
    """P(exactly h hits) for h = 0..dice."""
    p = die_hit_chance(precision, to_hit)
    q = 1 - p
    out = []
    for h in range(dice + 1):
        out.append(_binomial(dice, h) * p**h * q ** (dice - h))
    return out


def hit_chance(dice: int, precision: int, to_hit: int) -> Fraction:
    """P(at least one hit)."""
    if dice <= 0:
        return Fraction(0)
    return 1 - hit_distribution(dice, precision, to_hit)[0]


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


def _die_dist(tier: DiceTier) -> Dist:
    dist: Dist = {}
    share = Fraction(1, len(tier.faces))
    for face in tier.faces:
        key = (face.power, face.potential)
        dist[key] = dist.get(key, Fraction(0)) + share
    return dist


def _convolve(a: Dist, b: Dist) -> Dist:
    out: Dist = {}
    for (pa, qa), fa in sorted(a.items()):
        for (pb, qb), fb in sorted(b.items()):
            key = (pa + pb, qa + qb)
            out[key] = out.get(key, Fraction(0)) + fa * fb
    return out


@cache
def _pool_dist(
    dice: tuple[DiceTier, ...], counts: tuple[int, ...]
) -> tuple[tuple[int, int, Fraction], ...]:
    dist: Dist = {(0, 0): Fraction(1)}
    for tier, count in zip(dice, counts, strict=True):
        single = _die_dist(tier)
        for _ in range(count):
            dist = _convolve(dist, single)
    return tuple((p, q, f) for (p, q), f in sorted(dist.items()))


def power_at_least(
    dice: dict[str, DiceTier], pool: dict[str, int], breaks: int, raw_power: int, target: int
) -> Fraction:
    """P(Total Power >= target) for a (limited) pool, with Break tokens converting potentials
    one for one [BAT-TITAN-048, BAT-TITAN-050, BAT-TITAN-085]."""
    limited = limit_pool(pool, {t: dice[t].supply for t in TIERS if t in dice})
    tiers = tuple(dice[t] for t in TIERS if t in dice)
    counts = tuple(limited.get(t.id, 0) for t in tiers)
    total = Fraction(0)
    for power, potential, chance in _pool_dist(tiers, counts):
        if power + min(potential, breaks) + raw_power >= target:
            total += chance
    return total


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
    total = Fraction(0)
    for hits, p_hits in enumerate(hit_distribution(attack_dice, precision, to_hit)):
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
