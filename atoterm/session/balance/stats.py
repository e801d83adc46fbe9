"""Rates and their confidence intervals, for a report (never for a rule: floats are fine)."""

from __future__ import annotations

import math
from dataclasses import dataclass

Z95 = 1.959964
"""The normal quantile of a two-sided 95 % interval."""


@dataclass(frozen=True)
class Rate:
    """``hits`` out of ``games``, with the Wilson score interval (sound at 0 % and 100 % and
    for a few dozen games, where the plain normal interval is not)."""

    hits: int
    games: int

    @property
    def percent(self) -> float:
        return 100 * self.hits / self.games if self.games else 0.0

    def interval(self) -> tuple[float, float]:
        """The 95 % interval, in percent."""
        n = self.games
        if n == 0:
            return (0.0, 100.0)
        p = self.hits / n
        denominator = 1 + Z95**2 / n
        centre = (p + Z95**2 / (2 * n)) / denominator
        spread = Z95 * math.sqrt(p * (1 - p) / n + Z95**2 / (4 * n * n)) / denominator
        return (100 * max(0.0, centre - spread), 100 * min(1.0, centre + spread))

    def text(self) -> str:
        """``"45 % (35–55)"``: the rate and its 95 % interval, whole percents."""
        if self.games == 0:
            return "–"
        low, high = self.interval()
        return f"{self.percent:.0f} % ({low:.0f}–{high:.0f})"


def mean(total: int | float, count: int) -> str:
    """A mean to one decimal, or a dash when there is nothing to average."""
    return f"{total / count:.1f}" if count else "–"
