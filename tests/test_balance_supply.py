"""What the Cycle offers a thorough explorer (``session/balance/supply.py``): the best route's
symbols, the Exploration deck's expected yield, the story's need, and the Cycle's target."""

from __future__ import annotations

import dataclasses

from atoterm.content import ContentPack
from atoterm.session.balance.supply import (
    best_route,
    deck_yield,
    story_progress_needed,
    supply,
    supply_lines,
)


def _with_symbols(content: ContentPack, tile_id: int, symbols: tuple[str, ...]) -> ContentPack:
    tiles = dict(content.tiles)
    tiles[tile_id] = dataclasses.replace(tiles[tile_id], symbols=symbols)
    return dataclasses.replace(content, tiles=tiles)


def _with_deck(content: ContentPack, numbers: tuple[int, ...]) -> ContentPack:
    return dataclasses.replace(
        content, cycle=dataclasses.replace(content.cycle, exploration_start=numbers)
    )


def test_the_route_follows_waterways_and_counts_each_progress_symbol_once(
    content: ContentPack,
) -> None:
    route = best_route(content, days=12)
    assert len(route.tiles) == 12
    here = content.start_tile
    for tile in route.tiles:
        arrows = [a for a in content.tiles[here].arrows if a.to == tile]
        assert arrows and not all(a.restricted for a in arrows), (here, tile)
        here = tile
    firsts = {t for t in route.tiles if t != content.start_tile}
    assert route.progress == sum(content.tiles[t].symbols.count("progress") for t in firsts)


def test_a_progress_symbol_on_the_route_is_found(content: ContentPack) -> None:
    route = best_route(content, days=10)
    bare = next(t for t in route.tiles if "progress" not in content.tiles[t].symbols and t != 124)
    more = _with_symbols(content, bare, (*content.tiles[bare].symbols, "progress"))
    assert best_route(more, days=10).progress == route.progress + 1


def test_a_card_set_aside_until_the_battle_pays_once_before_it(content: ContentPack) -> None:
    oar_song = next(
        n
        for n, card in content.cycle.exploration.items()
        if card.disposal == "until_battle"
        and card.effects == ({"op": "gain_progress", "amount": 1},)
    )
    first_battle = min(e.day for e in content.timeline if e.kind == "battle")
    assert first_battle > 3
    got = deck_yield(_with_deck(content, (oar_song,)), days=first_battle - 1, trials=5)
    assert got.progress == 1.0 and got.cards == 1.0


def test_each_day_draws_two_stacks(content: ContentPack) -> None:
    """A deck of one end-of-day card that always takes 1 Hull (made here: the Cycle's own deck
    has none left) is drawn twice a day, so four days cost 8 Hull."""
    number, card = next((n, c) for n, c in content.cycle.exploration.items() if c.stack == "end")
    squall = dataclasses.replace(
        card,
        trigger="",
        disposal="",
        options=(),
        effects=({"op": "gain_argo_stat", "stat": "hull", "amount": -1},),
    )
    exploration = {**content.cycle.exploration, number: squall}
    pack = dataclasses.replace(
        content,
        cycle=dataclasses.replace(
            content.cycle, exploration=exploration, exploration_start=(number,)
        ),
    )
    got = deck_yield(pack, days=4, trials=3)
    assert got.cards == 8.0 and got.hull == 8.0


def test_the_story_needs_what_its_cards_ask(content: ContentPack) -> None:
    assert content.storybook is not None
    cards = content.storybook.story_cards
    smaller = dataclasses.replace(
        content,
        storybook=dataclasses.replace(
            content.storybook,
            story_cards=(dataclasses.replace(cards[0], need=cards[0].need + 2), *cards[1:]),
        ),
    )
    assert story_progress_needed(smaller) == story_progress_needed(content) + 2


def test_the_cycle_asks_at_most_80_percent_of_what_an_explorer_finds_by_day_30(
    content: ContentPack,
) -> None:
    """Issue 16's target for the finale to be reachable on purpose."""
    found = supply(content, 30)
    assert found.need_share <= 0.8, (found.story_need, found.progress_found)


def test_the_report_says_the_supply_in_words(content: ContentPack) -> None:
    text = "\n".join(supply_lines(content))
    assert "Progress a thorough explorer can find" in text
    assert "Progress the story needs" in text
    assert f"| {story_progress_needed(content)} |" in text
