"""Expected Hull and Crew per day's Exploration Draw, for the hand-made deck and the generated
seas' pool: the figures in the header of ``content/seagen/exploration.toml``.

    python benchmarks/sea_pool_balance.py

The measure is the one of ``content/exploration.toml``'s notes and
``tests/test_exploration_balance.py`` (issue 16), exact arithmetic on the printed cards, no
play. A Draw is two stacks; a stack ends at the first "end" card, so with n cards of which e
end a stack it is (n+1)/(e+1) cards long on average, and a day's Draw 2(n+1)/(e+1) cards. Per
card, two counts:

* strict: every loss counted whatever its trigger, no gain behind a trigger or a paid option,
  the players taking the best free option;
* generous: every trigger holding and every option affordable, the players taking the best
  option.

The hand-made deck is measured by phase (the start deck, then after each Acclimation) and must
print the figures its notes give; the pool is measured as one deck on its own and shuffled into
the hand-made start deck (a generated sea's deck is drawn from both).
"""

from __future__ import annotations

import sys
from collections.abc import Callable, Iterable
from fractions import Fraction
from pathlib import Path

REPO = Path(__file__).resolve().parent.parent
if str(REPO) not in sys.path:
    sys.path.insert(0, str(REPO))

from atoterm.content import ContentPack, load_content  # noqa: E402
from atoterm.content.campaign_model import ExplorationCard  # noqa: E402

Measure = Callable[[ExplorationCard, str], int]


def stat_of(effects: Iterable[dict], stat: str) -> int:  # type: ignore[type-arg]
    return sum(
        int(e["amount"]) for e in effects if e["op"] == "gain_argo_stat" and e["stat"] == stat
    )


def strict(card: ExplorationCard, stat: str) -> int:
    """The card's ``stat`` counted strictly (the module docstring)."""
    main = stat_of(card.effects, stat)
    free = [stat_of(o.effects, stat) for o in card.options if not o.cost]
    best_free = max(free) if free else 0
    if card.trigger:  # the trigger gates the main effect and the options [VOY-026]
        return min(main, 0) + min(best_free, 0)
    return main + best_free


def generous(card: ExplorationCard, stat: str) -> int:
    """The card's ``stat`` with every trigger holding and every option affordable."""
    options = [stat_of(o.effects, stat) for o in card.options]
    return stat_of(card.effects, stat) + (max(options) if options else 0)


def per_draw(cards: list[ExplorationCard], measure: Measure, stat: str) -> Fraction:
    """Expected ``stat`` of a day's Draw from a deck of ``cards`` (exact)."""
    ends = sum(c.stack == "end" for c in cards)
    per_card = Fraction(sum(measure(c, stat) for c in cards), len(cards))
    return per_card * 2 * (len(cards) + 1) / (ends + 1)


def cards_per_draw(cards: list[ExplorationCard]) -> Fraction:
    return Fraction(2 * (len(cards) + 1), sum(c.stack == "end" for c in cards) + 1)


def progress_printed(cards: Iterable[ExplorationCard]) -> int:
    return sum(
        int(e.get("amount", 1))
        for c in cards
        for e in (*c.effects, *(e for o in c.options for e in o.effects))
        if e["op"] == "gain_progress"
    )


def hand_made_phases(content: ContentPack) -> list[list[ExplorationCard]]:
    """The hand-made deck at the start and after each Acclimation."""
    cycle = content.cycle
    decks = [list(cycle.exploration_start)]
    for acclimation in cycle.acclimations:
        kept = [n for n in decks[-1] if n not in acclimation.remove]
        decks.append(kept + list(acclimation.add))
    return [[cycle.exploration[n] for n in deck] for deck in decks]


def decks(content: ContentPack) -> dict[str, list[ExplorationCard]]:
    """Every deck measured, by label."""
    phases = hand_made_phases(content)
    pool = list(content.sea_pool.exploration) if content.sea_pool is not None else []
    result = {f"hand-made, phase {i + 1}": deck for i, deck in enumerate(phases)}
    if pool:
        result["pool alone"] = pool
        result["hand-made start deck + pool"] = phases[0] + pool
    return result


def report(content: ContentPack) -> list[str]:
    lines = []
    for label, cards in decks(content).items():
        figures = [
            f"{name} {stat} {float(per_draw(cards, measure, stat)):+.3f}"
            for stat in ("hull", "crew")
            for name, measure in (("strict", strict), ("generous", generous))
        ]
        lines.append(
            f"{label}: {len(cards)} cards, {float(cards_per_draw(cards)):.2f} per Draw, "
            f"Progress printed {progress_printed(cards)}; " + ", ".join(figures)
        )
    return lines


def main() -> int:
    for line in report(load_content()):
        print(line)
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
