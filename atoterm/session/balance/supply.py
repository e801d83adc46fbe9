"""What the Cycle offers a thorough explorer, worked out from what a player can know before the
voyage: the map (every tile, its symbols and waterways) and the Exploration deck (its cards,
the Acclimations that change it, the draw rules). No storybook paragraph is read, so the
figures are a floor: hub and R&R adventures and Story events give more.

* **The route.** The Argo must move one waterway a day [VOY-002, VOY-003] and a Progress or
  Titan symbol pays only on an Unexplored tile [VOY-014, VOY-015]. The best route for
  ``days`` moves from the start tile is searched beam-wise (every route kept at each day,
  the best ``BEAM`` by what they collected, one per tile and set of tiles seen), without
  restricted waterways (they need a Technology first). Beam search can miss the very best
  route, so the route's figures are what *can* be found, a lower bound of the best.
* **The deck.** ``DECK_TRIALS`` seeded runs of the Exploration Draw, one a day [VOY-021,
  VOY-025], with the Acclimations on their days [VOY-040], the special disposals [VOY-023,
  VOY-024] (the set-aside cards come back on the Timeline Battles' days) and the engine's
  ruling for an empty deck. Only a card's untriggered main effect is counted: a trigger
  depends on the table.
* **The story's need.** The Progress every Story card asks, in order [CAMP-031, CAMP-032: the
  tokens are discarded when a card is resolved].
"""

from __future__ import annotations

from dataclasses import dataclass

from atoterm.content.schema import ContentPack
from atoterm.engine.rng import Rng

BEAM = 2000
"""Routes kept at each day of the route search (for the 57-tile map of Cycle I, beams of 500
to 16,000 find the same Progress)."""
DECK_TRIALS = 400
"""Seeded runs of the Exploration deck behind each expected figure."""
COUNTED = frozenset({"progress", "titan", "adventure", "rr"})
HORIZON = 30
"""The day by which the Progress found is compared with the story's need (issue 16)."""


@dataclass(frozen=True)
class Route:
    """A route of the Argo: the tiles entered day by day and the symbols met first."""

    tiles: tuple[int, ...]
    progress: int
    titans: int
    adventures: int
    """Hub (Adventure) and R&R symbols on tiles entered Unexplored."""


@dataclass(frozen=True)
class DeckYield:
    """Expected totals of the Exploration Draws of ``days`` days (untriggered effects)."""

    days: int
    cards: float
    progress: float
    hull: float
    """Hull lost (a positive number)."""
    crew: float
    """Crew lost."""
    titans: float
    """Titans gained less Titans lost."""
    doom: float


@dataclass(frozen=True)
class Supply:
    days: int
    route: Route
    deck: DeckYield
    story_need: int

    @property
    def progress_found(self) -> float:
        return self.route.progress + self.deck.progress

    @property
    def need_share(self) -> float:
        """The story's need as a share of the Progress found (target: at most 0.8)."""
        return self.story_need / self.progress_found if self.progress_found else float("inf")


def story_progress_needed(content: ContentPack) -> int:
    """Progress the Story cards ask for, all of them in order [CAMP-031, CAMP-032]."""
    if content.storybook is None:
        return 0
    return sum(card.need for card in content.storybook.story_cards)


def best_route(content: ContentPack, days: int = HORIZON, beam: int = BEAM) -> Route:
    """The route of ``days`` moves from the start tile that meets the most Progress symbols
    on Unexplored tiles (then Titan symbols, then adventures), by beam search."""
    start = content.start_tile
    worth = {tile.id for tile in content.tiles.values() if set(tile.symbols) & COUNTED}
    # (score, tile, seen, path); score = (progress, titans, adventures). Only tiles that pay
    # something are remembered as seen: two routes that differ by a bare tile are one.
    routes: list[tuple[tuple[int, int, int], int, frozenset[int], tuple[int, ...]]] = [
        ((0, 0, 0), start, frozenset({start}), ())
    ]
    for _ in range(days):
        grown: dict[tuple[int, frozenset[int]], tuple] = {}
        for score, tile, seen, path in routes:
            for arrow in content.tiles[tile].arrows:
                if arrow.restricted or arrow.to not in content.tiles:
                    continue
                target = arrow.to
                gained = (0, 0, 0)
                if target not in seen:
                    symbols = content.tiles[target].symbols
                    gained = (
                        symbols.count("progress"),
                        symbols.count("titan"),
                        symbols.count("adventure") + symbols.count("rr"),
                    )
                new_score = (score[0] + gained[0], score[1] + gained[1], score[2] + gained[2])
                new_seen = seen | {target} if target in worth else seen
                key = (target, new_seen)
                if key not in grown or grown[key][0] < new_score:
                    grown[key] = (new_score, target, new_seen, (*path, target))
        if not grown:
            break
        routes = sorted(grown.values(), key=lambda r: (r[0], r[3]), reverse=True)[:beam]
    score, _, _, path = max(routes, key=lambda r: (r[0], r[3]))
    return Route(path, *score)


def deck_yield(content: ContentPack, days: int = HORIZON, trials: int = DECK_TRIALS) -> DeckYield:
    """Expected untriggered effects of ``days`` days of Exploration Draws, by seeded runs."""
    cycle = content.cycle
    battle_days = {e.day for e in content.timeline if e.kind == "battle"}
    acclimations = {a.day: a for a in cycle.acclimations}
    totals = dict.fromkeys(("cards", "progress", "hull", "crew", "titans", "doom"), 0.0)
    rng = Rng(1, {})  # the engine's seeded streams: no Python random in rules code
    for _ in range(trials):
        deck = list(cycle.exploration_start)
        deck = rng.shuffle("deck", deck)
        aside: list[int] = []
        for day in range(1, days + 1):
            drawn: list[int] = []
            reshuffled = False
            for stack in range(2):
                while True:
                    if not deck and stack == 1 and drawn and not reshuffled:
                        deck, drawn, reshuffled = drawn, [], True  # the engine's ruling
                        deck = rng.shuffle("deck", deck)
                    if not deck:
                        break  # an empty deck ends the stack
                    number = deck.pop()
                    card = cycle.exploration[number]
                    totals["cards"] += 1
                    if not card.trigger:
                        for effect in card.effects:
                            _count(effect, totals)
                    if card.disposal == "until_battle":
                        aside.append(number)
                    elif card.disposal != "permanent":
                        drawn.append(number)
                    if card.stack == "end":
                        break
            deck += drawn
            if day in battle_days:
                deck += aside
                aside = []
            accl = acclimations.get(day)
            if accl is not None:
                deck = [n for n in deck if n not in accl.remove] + list(accl.add)
                aside = [n for n in aside if n not in accl.remove]
            deck = rng.shuffle("deck", deck)
    return DeckYield(days, *(totals[k] / trials for k in totals))


def _count(effect: dict, totals: dict[str, float]) -> None:
    op = effect.get("op")
    amount = effect.get("amount", 1)
    if op == "gain_progress":
        totals["progress"] += amount
    elif op == "gain_doom":
        totals["doom"] += amount
    elif op == "gain_titan":
        totals["titans"] += amount
    elif op == "lose_titan":
        totals["titans"] -= amount
    elif op == "gain_argo_stat" and effect.get("stat") == "hull":
        totals["hull"] -= amount
    elif op == "gain_argo_stat" and effect.get("stat") == "crew":
        totals["crew"] -= amount


def supply(content: ContentPack, days: int = HORIZON) -> Supply:
    """The route, the deck and the story's need, by day ``days``."""
    return Supply(
        days, best_route(content, days), deck_yield(content, days), story_progress_needed(content)
    )


def supply_lines(content: ContentPack, days: int = HORIZON) -> list[str]:
    """The report's section: what a thorough explorer finds against what the story needs."""
    found = supply(content, days)
    route, deck = found.route, found.deck
    return [
        "## What the Cycle offers a thorough explorer",
        "",
        "Worked out from the map and the Exploration deck only (`session/balance/supply.py`); "
        "adventures and Story events give more, so these are floors. Target (issue 16): the "
        "story needs at most 80 % of the Progress found by day 30.",
        "",
        "| figure | by day " + str(days) + " |",
        "|---|---:|",
        f"| Progress a thorough explorer can find (map route + deck) | {found.progress_found:.1f} |",
        f"| … on the map route ({len(route.tiles)} moves, no restricted waterway) | "
        f"{route.progress} |",
        f"| … from the Exploration deck (expected) | {deck.progress:.1f} |",
        f"| Progress the story needs (every Story card) | {found.story_need} |",
        f"| the story's need / Progress found | {found.need_share * 100:.0f} % |",
        f"| Titan symbols on the route; Titans from the deck (expected, net) | "
        f"{route.titans}; {deck.titans:+.1f} |",
        f"| Hub and R&R adventures on the route | {route.adventures} |",
        f"| Exploration cards drawn (expected) | {deck.cards:.1f} |",
        f"| Hull / Crew the deck takes (expected, net) | {deck.hull:.1f} / {deck.crew:.1f} |",
        f"| Doom from the deck (expected) | {deck.doom:.1f} |",
        "",
        "Route: " + " → ".join(str(tile) for tile in (content.start_tile, *route.tiles)) + ".",
        "",
    ]
