"""The shipped pool of generated seas (issue 17): ``content/seagen/tiles.toml`` holds enough
names that a generated full sea never repeats one, ``content/seagen/exploration.toml`` at least
30 cards in the hand-made deck's format and vocabulary [VOY-021, VOY-022, VOY-026], and the
pool's balance stays in the hand-made deck's band (issue 16), as its header says.
"""

from __future__ import annotations

import re
import sys
from pathlib import Path

import pytest

from atoterm.content import ContentPack
from atoterm.content.campaign_model import ExplorationCard
from atoterm.content.sea_pool import TILE_KINDS, SeaPool

ROOT = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(ROOT / "benchmarks"))

import sea_pool_balance  # noqa: E402

FACTIONS = ("tidewright", "cairnkin", "ashvowed")
AT_LEAST = {
    "adventure": 16,
    "progress": 26,
    "doom": 10,
    "titan": 9,
    "rr": 6,
    "waymark": 6,
    "open": 10,
}
"""Names per kind a generated full sea may need (cities: per faction, below)."""


@pytest.fixture(scope="module")
def pool(content: ContentPack) -> SeaPool:
    assert content.sea_pool is not None
    return content.sea_pool


def test_enough_cities_for_every_faction(pool: SeaPool) -> None:
    for faction in FACTIONS:
        assert len(pool.names_of("city", faction)) >= 5, faction


@pytest.mark.parametrize(("kind", "at_least"), sorted(AT_LEAST.items()))
def test_enough_names_of_each_kind_spread_over_the_factions(
    pool: SeaPool, kind: str, at_least: int
) -> None:
    names = pool.names_of(kind)
    assert len(names) >= at_least
    assert {n.faction for n in names} == {"", *FACTIONS}  # every shore, and open water


def test_names_never_repeat_and_differ_from_the_hand_made_sea(
    pool: SeaPool, content: ContentPack
) -> None:
    folded = [n.name.casefold() for n in pool.names]
    assert len(set(folded)) == len(folded)
    assert not set(folded) & {t.name.casefold() for t in content.tiles.values()}
    assert {n.kind for n in pool.names} == set(TILE_KINDS)


def test_descriptions_are_one_sentence_like_the_map(pool: SeaPool) -> None:
    for entry in pool.names:
        text = entry.description
        assert text[:1].isupper() and text.endswith("."), entry.name
        assert not re.search(r"[.!?] ", text), entry.name  # one sentence
        assert len(text.split()) >= 8 and len(text) <= 100, entry.name
        assert not re.search(r"\w[_:]\w", text) and not any(f in text for f in FACTIONS)


def cards(pool: SeaPool) -> list[ExplorationCard]:
    return list(pool.exploration)


def test_at_least_30_cards_numbered_from_101(pool: SeaPool, content: ContentPack) -> None:
    numbers = [c.number for c in pool.exploration]
    assert len(numbers) >= 30
    assert numbers == list(range(101, 101 + len(numbers)))
    assert not set(numbers) & set(content.cycle.exploration)


def test_cards_use_only_the_hand_made_decks_vocabulary(pool: SeaPool, content: ContentPack) -> None:
    """Only ops and trigger shapes the hand-made deck (and so the engine) already uses."""

    def ops(deck: list[ExplorationCard]) -> set[str]:
        return {
            e["op"] for c in deck for e in (*c.effects, *(e for o in c.options for e in o.effects))
        }

    def shapes(deck: list[ExplorationCard]) -> set[str]:
        return {re.sub(r"\b(tidewright|cairnkin|ashvowed)\b", "F", c.trigger) for c in deck}

    hand_made = list(content.cycle.exploration.values())
    assert ops(cards(pool)) <= ops(hand_made)
    assert {t.split()[0] for t in shapes(cards(pool)) if t} <= {
        t.split()[0] for t in shapes(hand_made) if t
    }
    stats = {t.rsplit(" ", 1)[0] for t in shapes(cards(pool)) if t}
    assert stats <= {t.rsplit(" ", 1)[0] for t in shapes(hand_made) if t}


def test_the_pool_has_the_hand_made_decks_kinds_of_card(pool: SeaPool) -> None:
    deck = cards(pool)
    assert {c.stack for c in deck} == {"end", "draw"}
    assert any(o.cost for c in deck for o in c.options)  # options with costs
    assert any(c.trigger.startswith("diplomacy") for c in deck)
    assert any(c.trade is not None for c in deck)
    assert any(c.adversary for c in deck)
    assert {c.disposal for c in deck} == {"", "until_battle", "permanent"}
    losses = {
        e["stat"]
        for c in deck
        for e in (*c.effects, *(e for o in c.options for e in o.effects))
        if e["op"] == "gain_argo_stat" and int(e["amount"]) < 0
    }
    assert {"hull", "crew"} <= losses
    assert sea_pool_balance.progress_printed(deck) >= 3


def test_every_card_is_a_scene_in_player_words(pool: SeaPool, content: ContentPack) -> None:
    sentences = {
        s for c in content.cycle.exploration.values() for s in re.split(r"(?<=[.!?]) ", c.text)
    }
    for card in pool.exploration:
        assert len(card.text.split()) >= 14, card.name  # a scene, not a one-line effect
        assert not sentences & set(re.split(r"(?<=[.!?]) ", card.text)), card.name  # our own
        for option in card.options:
            assert option.label[:1].isupper() and not re.search(r"\w[_:]\w", option.label)
        if card.options:  # a choice that matters: the options do not all do the same
            outcomes = {(o.cost, tuple(map(str, o.effects))) for o in card.options}
            assert len(outcomes) == len(card.options), card.name


def header_figures() -> str:
    text = (ROOT / "content" / "seagen" / "exploration.toml").read_text(encoding="utf-8")
    return " ".join(line.lstrip("# ") for line in text.splitlines() if line.startswith("#"))


def test_the_headers_figures_are_the_benchmarks(content: ContentPack) -> None:
    """The header states what ``benchmarks/sea_pool_balance.py`` computes, for the pool and
    (unchanged) for the hand-made deck it is compared with."""
    decks = sea_pool_balance.decks(content)
    header = header_figures()

    def figure(label: str, measure: sea_pool_balance.Measure, stat: str) -> str:
        return f"{float(sea_pool_balance.per_draw(decks[label], measure, stat)):+.3f}"

    strict, generous = sea_pool_balance.strict, sea_pool_balance.generous
    pool = "pool alone"
    assert f"Hull {figure(pool, strict, 'hull')}, Crew {figure(pool, strict, 'crew')}" in header
    assert f"Hull {figure(pool, generous, 'hull')}, Crew {figure(pool, generous, 'crew')}" in header
    both = "hand-made start deck + pool"
    assert f"{figure(both, strict, 'hull')} and {figure(both, generous, 'hull')}" in header
    per_draw = f"{float(sea_pool_balance.cards_per_draw(decks[pool])):.2f} per Draw"
    assert f"{len(decks[pool])} cards, {per_draw}" in header
    phases = [v for k, v in decks.items() if k.startswith("hand-made, phase")]
    hand = " / ".join(
        f"{float(sea_pool_balance.per_draw(d, generous, 'hull')):+.3f}" for d in phases
    )
    assert hand in header


def test_the_pool_stays_in_the_hand_made_decks_band(content: ContentPack) -> None:
    """Strict: no worse than the hand-made deck's floor (half the Hull the deck lost before
    issue 16, ``test_exploration_balance``); generous: between its lowest and highest phase."""
    decks = sea_pool_balance.decks(content)
    phases = [v for k, v in decks.items() if k.startswith("hand-made, phase")]
    generous = [sea_pool_balance.per_draw(d, sea_pool_balance.generous, "hull") for d in phases]
    for label in ("pool alone", "hand-made start deck + pool"):
        deck = decks[label]
        assert sea_pool_balance.per_draw(deck, sea_pool_balance.strict, "hull") >= -0.079
        assert sea_pool_balance.per_draw(deck, sea_pool_balance.strict, "crew") >= -0.079
        got = sea_pool_balance.per_draw(deck, sea_pool_balance.generous, "hull")
        assert min(generous) <= got <= max(generous), label
