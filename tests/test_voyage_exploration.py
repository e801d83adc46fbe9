"""The Exploration Step on small hand-built seas and decks [VOY-013..VOY-026, VOY-039, VOY-040].

Every deck is built here (``voyage_kit.deck``) and laid in a fixed order, so no test depends on
the Cycle's shuffled Exploration deck.
"""

from __future__ import annotations

import pytest
from proc_kit import run
from voyage_kit import card, ctx_on, deck, drive, grid, kinds, with_cycle

from atoterm.content import ContentPack
from atoterm.content.campaign_model import (
    Acclimation,
    CampaignContent,
    MapSymbol,
    TechAbility,
    Technology,
)
from atoterm.content.story_ops import parse_effect
from atoterm.engine.campaign import exploration
from atoterm.engine.campaign.exploration_cards import trigger_unmet

EMPTY = grid(3, 1)


def step(ctx, answers=()):  # type: ignore[no-untyped-def]
    return drive(ctx, exploration.exploration_step, answers)


# --------------------------------------------------------------------- exploration symbols
@pytest.mark.parametrize(
    ("symbol", "explored", "doom", "progress", "titans"),
    [
        pytest.param("doom", False, 1, 0, 0, id="VOY-013-doom-unexplored"),
        pytest.param("doom", True, 1, 0, 0, id="VOY-013-doom-every-visit"),
        pytest.param("progress", False, 0, 1, 0, id="VOY-014-progress-unexplored"),
        pytest.param("progress", True, 0, 0, 0, id="VOY-016-progress-explored-nothing"),
        pytest.param("titan", False, 0, 0, 1, id="VOY-015-titan-unexplored"),
        pytest.param("titan", True, 0, 0, 0, id="VOY-016-titan-explored-nothing"),
    ],
)
def test_exploration_symbols(
    symbol: str, explored: bool, doom: int, progress: int, titans: int
) -> None:
    pack = grid(2, 1, symbols={1: [symbol]})
    ctx = ctx_on(pack)
    if explored:
        ctx.state.voyage.explored.append(1)
    before = ctx.state.argo.dreamwalkers
    step(ctx)
    assert ctx.state.step_done
    assert (ctx.state.doom, ctx.state.progress) == (doom, progress)
    assert ctx.state.argo.dreamwalkers - before == titans


WAYMARK = MapSymbol(
    "waymark",
    "Waymark",
    "Unexplored: +1 Argo Knowledge.",
    (parse_effect("gain_knowledge 1"),),
    positive=True,
)


@pytest.mark.parametrize(
    ("explored", "gained"),
    [
        pytest.param(False, 1, id="VOY-019-cycle-symbol-unexplored"),
        pytest.param(True, 0, id="VOY-016-positive-cycle-symbol-once"),
    ],
)
def test_cycle_map_symbol(explored: bool, gained: int) -> None:
    cycle = CampaignContent(
        map_symbols={"waymark": WAYMARK.rule}, map_symbol_defs={"waymark": WAYMARK}
    )
    ctx = ctx_on(grid(2, 1, symbols={1: ["waymark"]}, cycle=cycle))
    if explored:
        ctx.state.voyage.explored.append(1)
    step(ctx)
    assert ctx.state.argo.knowledge == gained


def test_VOY_019_unknown_cycle_symbol_has_no_effect_yet() -> None:
    cycle = CampaignContent(map_symbols={"omen": "later"})
    ctx = ctx_on(grid(2, 1, symbols={1: ["omen"]}, cycle=cycle))
    step(ctx)
    assert "symbol_unknown" in kinds(ctx) and ctx.state.step_done


# --------------------------------------------------------------------- the Exploration Draw
def test_VOY_021_two_stacks_each_ended_by_an_end_card() -> None:
    cycle = deck(
        card(1, "gain_resource bronze 1"),
        card(2, "gain_resource cedar 1", stack="end"),
        card(3, "gain_resource bronze 1", stack="end"),
        card(4, "gain_resource cedar 5"),
        card(5, stack="end"),
    )
    ctx = ctx_on(with_cycle(EMPTY, cycle))
    step(ctx)
    exp = ctx.state.campaign.exploration
    assert exp.stacks == [[1, 2], [3]]
    drawn = [(e.data["stack"], e.data["card"]) for e in ctx.events if e.kind == "exploration_card"]
    assert drawn == [(0, 1), (0, 2), (1, 3)]
    assert ctx.state.story.resources == {"bronze": 2, "cedar": 1}


def test_VOY_025_no_shuffle_between_stacks_then_everything_back() -> None:
    """The second stack goes on from the top of the same deck; afterwards every drawn card not
    removed is shuffled back [VOY-025]."""
    cycle = deck(*(card(n, stack="end") for n in range(1, 7)))
    ctx = ctx_on(with_cycle(EMPTY, cycle), order=[4, 2, 6, 1, 3, 5])
    step(ctx)
    exp = ctx.state.campaign.exploration
    assert exp.stacks == [[4], [2]]
    assert sorted(exp.deck) == [1, 2, 3, 4, 5, 6] and exp.drawn == []
    assert kinds(ctx).count("exploration_shuffle") == 1


def test_VOY_022_card_order_main_adversary_disposal_stack() -> None:
    cycle = deck(card(1, "gain_resource bronze 1", adversary=1, disposal="permanent", stack="end"))
    ctx = ctx_on(with_cycle(EMPTY, cycle), order=[1, 1])
    ctx.state.campaign.adversary.primordial = "threnos"
    step(ctx)
    order = [
        k
        for k in kinds(ctx)
        if k in ("resource", "adversary_stirs", "exploration_disposal", "exploration_stack_end")
    ]
    assert order[:4] == [
        "resource",
        "adversary_stirs",
        "exploration_disposal",
        "exploration_stack_end",
    ]


@pytest.mark.parametrize(
    ("disposal", "aside", "removed", "rule"),
    [
        pytest.param("until_battle", [2], [], "VOY-023", id="VOY-023-set-aside"),
        pytest.param("permanent", [], [2], "VOY-024", id="VOY-024-to-the-box"),
        pytest.param("", [], [], "VOY-025", id="VOY-025-no-disposal-back-in-deck"),
    ],
)
def test_special_disposal(disposal: str, aside: list[int], removed: list[int], rule: str) -> None:
    cycle = deck(card(1, stack="end"), card(2, disposal=disposal), card(3, stack="end"))
    ctx = ctx_on(with_cycle(EMPTY, cycle), order=[1, 2, 3])
    step(ctx)
    exp = ctx.state.campaign.exploration
    assert (exp.set_aside, exp.removed) == (aside, removed)
    assert sorted(exp.deck + exp.set_aside + exp.removed) == [1, 2, 3]
    if disposal:
        assert any(e.rule == rule for e in ctx.events if e.kind == "exploration_disposal")


def test_VOY_023_set_aside_cards_return_after_a_timeline_battle() -> None:
    cycle = deck(card(1, stack="end"), card(2, disposal="until_battle"), card(3, stack="end"))
    ctx = ctx_on(with_cycle(EMPTY, cycle), order=[1, 2, 3])
    step(ctx)
    exploration.reshuffle_after_timeline_battle(ctx)
    exp = ctx.state.campaign.exploration
    assert exp.set_aside == [] and sorted(exp.deck) == [1, 2, 3]


def test_empty_deck_ruling_ends_the_stack_and_reuses_the_table() -> None:
    """Ruling (module docstring of exploration.py): an empty deck ends the stack; the second
    stack reshuffles the cards on the table once; then the Draw ends."""
    cycle = deck(card(1), card(2))
    ctx = ctx_on(with_cycle(EMPTY, cycle), order=[1, 2])
    step(ctx)
    exp = ctx.state.campaign.exploration
    assert ctx.state.step_done
    assert exp.stacks[0] == [1, 2] and sorted(exp.stacks[1]) == [1, 2]
    assert sorted(exp.deck) == [1, 2]


def test_new_deck_is_the_start_deck_shuffled() -> None:
    cycle = deck(*(card(n, stack="end") for n in range(1, 11)))
    ctx = ctx_on(with_cycle(EMPTY, cycle))
    exploration.new_deck(ctx)
    assert sorted(ctx.state.campaign.exploration.deck) == list(range(1, 11))


# --------------------------------------------------------------------- triggers
@pytest.mark.parametrize(
    ("trigger", "setup", "met"),
    [
        pytest.param("argo_fate 3+", {"argo_fate": 3}, True, id="VOY-026-argo-fate-met"),
        pytest.param("argo_fate 3+", {"argo_fate": 2}, False, id="VOY-026-argo-fate-unmet"),
        pytest.param("crew 3-", {"crew": 3}, True, id="VOY-026-crew-low-met"),
        pytest.param("crew 3-", {"crew": 4}, False, id="VOY-026-crew-low-unmet"),
        pytest.param("diplomacy friendly+", {"minoan": 1}, True, id="VOY-044-friendly-plus"),
        pytest.param("diplomacy friendly+", {"minoan": 0}, False, id="VOY-044-neutral-no"),
        pytest.param("diplomacy unfriendly-", {"minoan": -2}, True, id="VOY-044-or-worse"),
        pytest.param("diplomacy 1+", {"minoan": 2}, True, id="VOY-044-score"),
        pytest.param("diplomacy war-", {"minoan": -3}, True, id="VOY-044-at-war-word"),
        pytest.param("diplomacy at_war-", {"minoan": -2}, False, id="VOY-044-not-at-war"),
        pytest.param("diplomacy 1+", {"hornsworn": 2}, False, id="VOY-026-local-faction-only"),
        pytest.param("diplomacy hornsworn 1+", {"hornsworn": 2}, True, id="VOY-026-named-faction"),
    ],
)
def test_card_triggers(trigger: str, setup: dict[str, int], met: bool) -> None:
    pack = grid(2, 1, factions={1: ["minoan"]})
    ctx = ctx_on(pack)
    for key, value in setup.items():
        if hasattr(ctx.state.argo, key):
            setattr(ctx.state.argo, key, value)
        else:
            ctx.state.story.diplomacy[key] = value
    assert (trigger_unmet(ctx.state, pack, trigger) == "") is met


@pytest.mark.parametrize(
    ("fate", "bronze"),
    [pytest.param(4, 3, id="VOY-026-trigger-met-resolves"), pytest.param(1, 0, id="VOY-026-skip")],
)
def test_main_effect_only_when_triggered(fate: int, bronze: int) -> None:
    cycle = deck(card(1, "gain_resource bronze 3", trigger="argo_fate 3+", stack="end"))
    ctx = ctx_on(with_cycle(EMPTY, cycle), order=[1, 1])
    ctx.state.argo.argo_fate = fate
    step(ctx)
    assert ctx.state.story.resources.get("bronze", 0) == bronze * 2


# --------------------------------------------------------------------- options
def test_card_option_is_chosen_and_paid() -> None:
    cycle = deck(
        card(
            1,
            stack="end",
            options=[
                ("Buy cedar", [("bronze", 2)], ["gain_resource cedar 3"]),
                ("Buy pearls", [("bronze", 9)], ["gain_resource pearl 1"]),
                ("Sail on", [], []),
            ],
        ),
        card(2, stack="end"),
    )
    ctx = ctx_on(with_cycle(EMPTY, cycle), order=[1, 2])
    ctx.state.story.resources["bronze"] = 2
    asked = step(ctx, ["option:0"])
    assert asked == ["explore.option"]
    assert ctx.state.story.resources == {"bronze": 0, "cedar": 3}
    assert ctx.state.step_done


def test_unpayable_option_is_disabled() -> None:
    cycle = deck(card(1, stack="end", options=[("Buy", [("bronze", 2)], [])]), card(2, stack="end"))
    ctx = ctx_on(with_cycle(EMPTY, cycle), order=[1, 2])
    step(ctx)
    assert ctx.state.pending is None and ctx.state.step_done


@pytest.mark.parametrize(
    ("fate", "asked"),
    [
        pytest.param(4, ["explore.option"], id="VOY-026-options-when-met"),
        pytest.param(1, [], id="VOY-026-no-options-when-unmet"),
    ],
)
def test_a_trigger_gates_the_options_too(fate: int, asked: list[str]) -> None:
    """VOY-026: an unmet trigger skips the whole main part, options and trade included."""
    options = [("Buy cedar", [], ["gain_resource cedar 3"]), ("Sail on", [], [])]
    cycle = deck(
        card(1, stack="end", trigger="argo_fate 3+", options=options), card(2, stack="end")
    )
    ctx = ctx_on(with_cycle(EMPTY, cycle), order=[1, 2])
    ctx.state.argo.argo_fate = fate
    assert step(ctx, ["option:0"]) == asked
    assert ctx.state.story.resources.get("cedar", 0) == (3 if asked else 0)
    assert ctx.state.step_done


# --------------------------------------------------------------------- step order, Acclimation
ACCLIMATED = deck(
    card(1, stack="end"),
    card(2, stack="end"),
    card(3, stack="end"),
    acclimations=[Acclimation(1, "First Acclimation", remove=(3,), add=(4, 5))],
)
ACCLIMATED = CampaignContent(
    exploration={**ACCLIMATED.exploration, 4: card(4, stack="end"), 5: card(5, stack="end")},
    exploration_start=(1, 2, 3),
    acclimations=ACCLIMATED.acclimations,
)


def test_VOY_040_acclimation_swaps_cards_and_shuffles() -> None:
    ctx = ctx_on(with_cycle(grid(2, 1, symbols={1: ["doom"]}), ACCLIMATED), order=[1, 2, 3])
    step(ctx)
    exp = ctx.state.campaign.exploration
    assert sorted(exp.deck) == [1, 2, 4, 5] and exp.removed == [3]


def test_VOY_039_VOY_020_order_symbols_draw_then_acclimation() -> None:
    ctx = ctx_on(with_cycle(grid(2, 1, symbols={1: ["doom"]}), ACCLIMATED), order=[3, 1, 2])
    step(ctx)
    order = [k for k in kinds(ctx) if k in ("doom", "exploration_card", "acclimation")]
    assert order == ["doom", "exploration_card", "exploration_card", "acclimation"]
    assert ctx.state.campaign.exploration.removed == [3]  # drawn today, removed after


def test_VOY_039_no_acclimation_on_other_days() -> None:
    ctx = ctx_on(with_cycle(EMPTY, ACCLIMATED), order=[1, 2, 3])
    ctx.state.timeline.day = 2
    step(ctx)
    assert "acclimation" not in kinds(ctx)


def test_VOY_023_acclimation_also_removes_a_set_aside_card() -> None:
    ctx = ctx_on(with_cycle(EMPTY, ACCLIMATED), order=[1, 2])
    ctx.state.campaign.exploration.set_aside = [3]
    step(ctx)
    exploration.reshuffle_after_timeline_battle(ctx)
    assert 3 not in ctx.state.campaign.exploration.deck


# --------------------------------------------------------------------- losing Titans [GEN-040]
def test_lose_titan_with_one_class_aboard_needs_no_choice() -> None:
    cycle = deck(card(1, "lose_titan 1", stack="end"), card(2, stack="end"))
    ctx = ctx_on(with_cycle(EMPTY, cycle), order=[1, 2])
    ctx.state.argo.dreamwalkers = 2
    step(ctx)
    assert ctx.state.argo.dreamwalkers == 1 and ctx.state.campaign.titan_losses == 0


def test_lose_titan_between_classes_asks_at_the_end_of_the_step() -> None:
    from atoterm.engine.campaign import titan_loss
    from atoterm.engine.campaign_state import TitanRecord

    cycle = deck(card(1, "lose_titan 1", stack="end"), card(2, stack="end"))
    ctx = ctx_on(with_cycle(EMPTY, cycle), order=[1, 2])
    ctx.state.argo.dreamwalkers = 1
    ctx.state.campaign.titans = [TitanRecord(1, "keel-ram")]
    step(ctx)
    assert ctx.state.campaign.titan_losses == 1
    ran = run(ctx, titan_loss.choose_losses, ["class:keel-ram"])
    assert ran.asked == ["titanloss.class"] and ran.value is True
    assert ctx.state.campaign.titans == [] and ctx.state.argo.dreamwalkers == 1


# --------------------------------------------------------------------- Saves against the symbols
def _doom_sea() -> ContentPack:

    knot = TechAbility("Knot", "save", "", saves=("doom",), target=6, diplomacy_bonus=False)
    rope = Technology("rope", "Rope", "structural", "", start="deck", abilities=(knot,))
    return grid(2, 1, symbols={1: ["doom"]}, cycle=CampaignContent(technologies={"rope": rope}))


@pytest.mark.parametrize(
    ("roll", "answers", "doom"),
    [
        pytest.param(7, ["save:use"], 0, id="GEN-044-VOY-013-saved"),
        pytest.param(3, ["save:use", "keep"], 1, id="GEN-044-VOY-013-failed"),
        pytest.param(7, ["save:skip"], 1, id="GEN-044-VOY-013-not-used"),
    ],
)
def test_the_doom_symbol_is_offered_to_save_abilities(
    roll: int, answers: list[str], doom: int
) -> None:
    """GEN-044, VOY-013: the Doom symbol's forced +1 Doom may be ignored by a Save ability; the
    step goes on after the Save, and the Doom is resolved once."""
    from atoterm.engine.campaign.advancement import saves

    ctx = ctx_on(_doom_sea(), tile=1)
    ctx.state.story.technologies = ["rope"]
    ctx.state.forced[saves.D10] = [roll]
    asked = step(ctx, answers)
    assert asked[0] == "adva.save"
    assert ctx.state.doom == doom
    assert ctx.state.step_done
