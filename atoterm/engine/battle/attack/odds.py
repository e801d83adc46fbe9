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

from collections.abc import Mapping, Sequence
from fractions import Fraction
from typing import Any, TypeVar

from atoterm.content.battle_schema import TIERS, BattleContent, DiceTier
from atoterm.engine.dice import SIDES, success_faces


def die_hit_chance(precision: int, to_hit: int) -> Fraction:
    """One Attack die: natural 10 always hits, natural 1 always misses [GEN-015]."""
    return Fraction(success_faces(precision, to_hit), SIDES)


def hit_distribution(dice: int, precision: int, to_hit: int) -> list[Fraction]:
    """P(exactly h hits) for h = 0..dice."""
    return list(_hit_distribution(dice, precision, to_hit))


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


MEMO_LIMIT = 8192
"""Entries an :class:`OddsTable` keeps per kind of question before it starts afresh."""


class OddsTable:
    """The odds of one dice table, each answer kept: a turn menu asks the same odds again and
    again. One table per content pack (:func:`table`, kept in ``BattleContent.memo``); the
    answers are exact and depend only on their arguments, so keeping them never changes one."""

    def __init__(self, dice: dict[str, DiceTier]) -> None:
        self.dice = dice
        self.tiers = tuple(dice[t] for t in TIERS if t in dice)
        self.supply = {t: dice[t].supply for t in TIERS if t in dice}
        self._hits: dict[tuple[int, int, int], tuple[Fraction, ...]] = {}
        self._pools: dict[tuple[int, ...], tuple[tuple[tuple[int, int, int], ...], int]] = {}
        self._tails: dict[tuple[tuple[int, ...], int, int], tuple[int, int]] = {}
        self._wounds: dict[tuple[object, ...], Fraction] = {}
        self._words: dict[tuple[object, ...], str] = {}

    def hit_distribution(self, dice: int, precision: int, to_hit: int) -> tuple[Fraction, ...]:
        key = (dice, precision, to_hit)
        found = self._hits.get(key)
        if found is None:
            found = _keep(self._hits, key, _hit_distribution(dice, precision, to_hit))
        return found

    def hit_chance(self, dice: int, precision: int, to_hit: int) -> Fraction:
        """P(at least one hit)."""
        if dice <= 0:
            return Fraction(0)
        return 1 - self.hit_distribution(dice, precision, to_hit)[0]

    def _tail(self, counts: tuple[int, ...], breaks: int, need: int) -> tuple[int, int]:
        """P(Power + min(potentials, breaks) >= need) for one pool, as (outcomes, all
        outcomes): the pool's every answer has the same denominator, so they add up as
        integers."""
        key = (counts, breaks, need)
        found = self._tails.get(key)
        if found is not None:
            return found
        pool = self._pools.get(counts)
        if pool is None:
            pool = _keep(self._pools, counts, _pool_dist(self.tiers, counts))
        outcomes, denominator = pool
        hits = sum(n for power, potential, n in outcomes if power + min(potential, breaks) >= need)
        return _keep(self._tails, key, (hits, denominator))

    def _counts(self, pool: dict[str, int]) -> tuple[int, ...]:
        """Dice of each tier of a pool once the Power Dice Limit applied [BAT-TITAN-047]."""
        limited = limit_pool(pool, self.supply)
        return tuple(limited.get(t.id, 0) for t in self.tiers)

    def power_at_least(
        self, pool: dict[str, int], breaks: int, raw_power: int, target: int
    ) -> Fraction:
        """P(Total Power >= target) for a (limited) pool, with Break tokens converting
        potentials one for one [BAT-TITAN-048, BAT-TITAN-050, BAT-TITAN-085]."""
        return Fraction(*self._tail(self._counts(pool), breaks, target - raw_power))

    def wound_chance(
        self,
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
        """P(the attack wounds): over hits h >= 1 and the BP cards it may draw (equally
        likely)."""
        if not at_values:
            return Fraction(0)
        key = (
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
        found = self._wounds.get(key)
        if found is not None:
            return found
        # The sum of P(hits) * P(wound | hits) as one integer fraction top / bottom, reduced
        # once at the end: exact, without a Fraction (and a gcd) per term.
        top, bottom = 0, 1
        for hits, p_hits in enumerate(self.hit_distribution(attack_dice, precision, to_hit)):
            if hits == 0 or p_hits == 0:
                continue
            pool = dict(fixed)
            for tier, n in per_hit.items():
                pool[tier] = pool.get(tier, 0) + n * hits
            for tier, n in bonus.items():
                pool[tier] = pool.get(tier, 0) + n
            counts = self._counts(pool)
            # P(wound | hits) over the cards: one pool, so one denominator.
            wounding, denominator = 0, 1
            for at in at_values:
                n, denominator = self._tail(counts, breaks, at - raw_power)
                wounding += n
            term_top = p_hits.numerator * wounding
            term_bottom = p_hits.denominator * denominator * len(at_values)
            top, bottom = top * term_bottom + term_top * bottom, bottom * term_bottom
        return _keep(self._wounds, key, Fraction(top, bottom))

    def words(self, profile: Mapping[str, Any]) -> str:
        """The odds of an Attack in words, "62% to hit, 18% to wound", from its numbers
        (``roll.attack_profile``). A session words every weapon of every turn menu, and the
        same numbers come back menu after menu: the words are kept per question like the odds
        (the subtraction and the two roundings cost more than the look-up)."""
        key = (
            profile["dice"],
            profile["precision"],
            profile["to_hit"],
            _items(profile["per_hit"]),
            _items(profile["bonus"]),
            _items(profile["fixed"]),
            profile["breaks"],
            profile["raw_power"],
            tuple(profile["at_values"]),
        )
        found = self._words.get(key)
        if found is None:
            hit = self.hit_chance(profile["dice"], profile["precision"], profile["to_hit"])
            wound = self.wound_chance(
                attack_dice=profile["dice"],
                precision=profile["precision"],
                to_hit=profile["to_hit"],
                per_hit=profile["per_hit"],
                bonus=profile["bonus"],
                fixed=profile["fixed"],
                breaks=profile["breaks"],
                raw_power=profile["raw_power"],
                at_values=profile["at_values"],
            )
            found = _keep(self._words, key, f"{percent(hit)} to hit, {percent(wound)} to wound")
        return found


T = TypeVar("T")


def _keep(memo: dict[Any, T], key: Any, value: T) -> T:
    if len(memo) >= MEMO_LIMIT:
        memo.clear()
    memo[key] = value
    return value


def _items(d: dict[str, int]) -> tuple[tuple[str, int], ...]:
    return tuple(sorted(d.items()))


def table(bc: BattleContent) -> OddsTable:
    """The odds table of a content pack's dice, made once per pack."""
    found = bc.memo.get("odds")
    if found is None:
        found = bc.memo["odds"] = OddsTable(bc.dice)
    return found  # type: ignore[no-any-return]


def power_at_least(
    dice: dict[str, DiceTier], pool: dict[str, int], breaks: int, raw_power: int, target: int
) -> Fraction:
    """:meth:`OddsTable.power_at_least` for a dice table given on its own (nothing kept)."""
    return OddsTable(dice).power_at_least(pool, breaks, raw_power, target)


def wound_chance(dice: dict[str, DiceTier], **question: Any) -> Fraction:
    """:meth:`OddsTable.wound_chance` for a dice table given on its own (nothing kept)."""
    return OddsTable(dice).wound_chance(**question)


def percent(value: Fraction) -> str:
    """A probability for display: whole percent, "<1%" and ">99%" at the ends (exact rounding)."""
    n, d = value.numerator, value.denominator  # (integers: no Fraction arithmetic)
    if n <= 0:
        return "0%"
    if n >= d:
        return "100%"
    whole = n * 200 // d  # twice the percentage, rounded down
    rounded = (whole + 1) // 2
    if rounded == 0:
        return "<1%"
    if rounded >= 100:
        return ">99%"
    return f"{rounded}%"
