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
    counts, rolls = _hit_counts(dice, precision, to_hit)
    return tuple(Fraction(n, rolls) for n in counts)


def _hit_counts(dice: int, precision: int, to_hit: int) -> tuple[tuple[int, ...], int]:
    """How many of the ``SIDES ** dice`` equally likely rolls give exactly h hits, for
    h = 0..dice, and that number of rolls: the binomial law in whole numbers (exact like
    Fractions, without a Fraction power and a gcd per term)."""
    hit = success_faces(precision, to_hit)
    miss = SIDES - hit
    return (
        tuple(_binomial(dice, h) * hit**h * miss ** (dice - h) for h in range(dice + 1)),
        SIDES**dice,
    )


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


_Outcomes = tuple[tuple[int, int, int], ...]
"""A pool's outcomes: (Power, potentials, how many of the rolls give them), in order."""


def _add_die(outcomes: _Outcomes, tier: DiceTier) -> _Outcomes:
    """A pool's outcomes with one die of ``tier`` more, as integer face counts over the
    pool's denominator times the die's faces: exact like Fractions, without a gcd."""
    out: dict[tuple[int, int], int] = {}
    single = sorted(_die_counts(tier).items())
    for pa, qa, fa in outcomes:
        for (pb, qb), fb in single:
            key = (pa + pb, qa + qb)
            out[key] = out.get(key, 0) + fa * fb
    return tuple((p, q, n) for (p, q), n in sorted(out.items()))


_Question = tuple[
    int,
    int,
    int,
    tuple[tuple[str, int], ...],
    tuple[tuple[str, int], ...],
    tuple[tuple[str, int], ...],
    int,
    int,
    tuple[int, ...],
]
"""A wound chance's numbers as a key (:meth:`OddsTable.wound_chance`'s arguments in order,
the pools as sorted items, the ATs as a tuple)."""

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
        self._hits: dict[tuple[int, int, int], tuple[tuple[int, ...], int]] = {}
        self._pools: dict[tuple[int, ...], tuple[_Outcomes, int]] = {}
        self._tails: dict[tuple[tuple[int, ...], int], tuple[tuple[int, ...], int, int]] = {}
        self._wounds: dict[_Question, Fraction] = {}
        self._words: dict[tuple[object, ...], str] = {}

    def hit_distribution(self, dice: int, precision: int, to_hit: int) -> tuple[Fraction, ...]:
        """P(exactly h hits) for h = 0..dice."""
        counts, rolls = self._hit_counts(dice, precision, to_hit)
        return tuple(Fraction(n, rolls) for n in counts)

    def _hit_counts(self, dice: int, precision: int, to_hit: int) -> tuple[tuple[int, ...], int]:
        key = (dice, precision, to_hit)
        found = self._hits.get(key)
        if found is None:
            found = _keep(self._hits, key, _hit_counts(dice, precision, to_hit))
        return found

    def hit_chance(self, dice: int, precision: int, to_hit: int) -> Fraction:
        """P(at least one hit)."""
        if dice <= 0:
            return Fraction(0)
        counts, rolls = self._hit_counts(dice, precision, to_hit)
        return Fraction(rolls - counts[0], rolls)

    def _tail(self, counts: tuple[int, ...], breaks: int, need: int) -> tuple[int, int]:
        """P(Power + min(potentials, breaks) >= need) for one pool, as (outcomes, all
        outcomes): the pool's every answer has the same denominator, so they add up as
        integers."""
        at_least, low, denominator = self._tail_table(counts, breaks)
        if need <= low:
            return denominator, denominator
        need -= low
        return (at_least[need] if need < len(at_least) else 0), denominator

    def _tail_table(self, counts: tuple[int, ...], breaks: int) -> tuple[tuple[int, ...], int, int]:
        """A pool's outcomes reaching each score, Power + min(potentials, breaks): the
        outcomes at ``low + i`` or more at ``i`` (``low`` the lowest score), and all outcomes.
        Made once per pool and Break tokens: a wound chance asks it for every AT the drawn
        card may have, and the next menu often for other ATs of the same pool."""
        key = (counts, breaks)
        found = self._tails.get(key)
        if found is not None:
            return found
        outcomes, denominator = self._pool(counts)
        scores: dict[int, int] = {}
        for power, potential, n in outcomes:
            score = power + min(potential, breaks)
            scores[score] = scores.get(score, 0) + n
        low, high = min(scores), max(scores)
        at_least = [0] * (high - low + 1)
        total = 0
        for i in range(high - low, -1, -1):  # (from the highest score down: a running sum)
            total += scores.get(low + i, 0)
            at_least[i] = total
        return _keep(self._tails, key, (tuple(at_least), low, denominator))

    def _pool(self, counts: tuple[int, ...]) -> tuple[_Outcomes, int]:
        """The outcomes of a pool with ``counts`` dice of each tier and their common
        denominator (the product of the dice's face counts): the pool with one die fewer (of
        its last tier) and that die, so that pools met one after another (a hit more, a Break
        token more) share the dice they have in common."""
        found = self._pools.get(counts)
        if found is not None:
            return found
        last = len(counts) - 1
        while last >= 0 and not counts[last]:
            last -= 1
        if last < 0:  # no die: Power 0, no potential, surely
            return _keep(self._pools, counts, (((0, 0, 1),), 1))
        tier = self.tiers[last]
        fewer = (*counts[:last], counts[last] - 1, *counts[last + 1 :])
        outcomes, denominator = self._pool(fewer)
        made = (_add_die(outcomes, tier), denominator * len(tier.faces))
        return _keep(self._pools, counts, made)

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
        return self._wound_chance(key)

    def _wound_chance(self, key: _Question) -> Fraction:
        """:meth:`wound_chance` of a question given as its key (the words ask it with theirs,
        the same numbers)."""
        found = self._wounds.get(key)
        if found is not None:
            return found
        attack_dice, precision, to_hit, per_hit, bonus, fixed, breaks, raw_power, at_values = key
        if not at_values:
            return Fraction(0)
        # Each Power the card may need, with how many of the cards need it (the ATs repeat).
        needs: list[list[int]] = []
        for at in at_values:
            if needs and needs[-1][0] == at - raw_power:
                needs[-1][1] += 1
            else:
                needs.append([at - raw_power, 1])
        # The sum of P(hits) * P(wound | hits) as one integer fraction top / bottom, reduced
        # once at the end: exact, without a Fraction (and a gcd) per term.
        top, bottom = 0, 1
        by_hits, rolls = self._hit_counts(attack_dice, precision, to_hit)
        for hits, rolled in enumerate(by_hits):
            if hits == 0 or rolled == 0:
                continue
            pool = dict(fixed)
            for tier, n in per_hit:
                pool[tier] = pool.get(tier, 0) + n * hits
            for tier, n in bonus:
                pool[tier] = pool.get(tier, 0) + n
            counts = self._counts(pool)
            # P(wound | hits) over the cards: one pool, so one denominator (_tail(), inlined).
            at_least, low, denominator = self._tail_table(counts, breaks)
            wounding = 0
            for need, cards in needs:
                if need <= low:
                    wounding += cards * denominator
                elif need - low < len(at_least):
                    wounding += cards * at_least[need - low]
            # P(hits) is rolled / rolls (not reduced: the Fraction at the end reduces once)
            term_top = rolled * wounding
            term_bottom = rolls * denominator * len(at_values)
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
            wound = self._wound_chance(key)  # (the same question as the words')
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
