"""Rule tests of Mnemos and Fated Mnemos cards [ADV-018, ADV-034, ADV-036, ADV-047..ADV-065]
and of the least / most likely Argonaut [ADV-085, ADV-086].

Shipped cards used: tide-reader (sea, lore; Wisdom +1; Breakthroughs at 4 and 9, paragraphs
0903/0904, rewritten below), net-caster (sea, war), bell-founder (craft, fire); Fated:
the-sealed-door (grief; Will -1; no_leader; resolves at 5), the-first-to-kneel (faith;
always_leader), the-cracked-mould (craft; no_fate_reroll), the-wrong-name (lore; no_bonus).
"""

from __future__ import annotations

import adventure_kit as kit
import pytest

from atoterm.content import ContentPack
from atoterm.engine.adventure import conditions, mnemos, party
from atoterm.engine.battle.titans.mnemos import unlocked_level
from atoterm.engine.context import Ctx
from atoterm.engine.state import GameState
from atoterm.engine.story_state import Queued

CHAPTERS = (
    """
@chapter mnemos "Kit memories"

== 0903 First breakthrough
> gain_triskelion danger 1
> katharsis K-3
? Remember. -> return
? Forget. -> return

== 0904 Second breakthrough
> gain_progress 1
-> return
""",
    """
@chapter main "Kit"

== 0001 Gain
> gain_mnemos tide-reader
-> return

== 0002 Gain fated
> gain_fated_mnemos
-> return

== 0003 Test
test wisdom 6+: Think.
  bonus [matrix 1] +1
  success -> return
  fail -> return
""",
)


@pytest.fixture(scope="module")
def content() -> ContentPack:
    return kit.pack(*CHAPTERS)


def state_ctx(content: ContentPack) -> tuple[GameState, Ctx]:
    state = kit.fresh_state(content)
    return state, kit.ctx_for(state, content)


# ---------------------------------------------------------------------------- gaining
def test_adv_047_049_a_gained_mnemos_is_recorded_and_its_skill_bonus_applies(
    content: ContentPack,
) -> None:
    """[ADV-049]"""
    run = kit.read("0001", content).choose("leader:1")
    held = run.state.argonauts[1].mnemos
    assert [(m.id, m.nodes, m.resolved) for m in held] == [("tide-reader", 0, 0)]
    event = run.of("mnemos")[0]
    assert event.rule == "ADV-047" and "paragraph 0903" in event.text and "node 4" in event.text
    assert unlocked_level(held[0].resolved) == 1  # level 1 at once
    assert conditions.skill_value(content, run.state.argonauts[1], "wisdom") == 1
    run.state.argonauts[1].mnemos.clear()
    assert conditions.skill_value(content, run.state.argonauts[1], "wisdom") == 0


@pytest.mark.parametrize(
    ("resolved", "level"), [(0, 1), (1, 2), (2, 3)], ids=["ADV-048-L1", "ADV-048-L2", "ADV-048-L3"]
)
def test_adv_048_levels_unlock_at_breakthroughs(resolved: int, level: int) -> None:
    """[ADV-048]"""
    assert unlocked_level(resolved) == level


def test_adv_050_a_track_has_ten_nodes(content: ContentPack) -> None:
    """[ADV-050]"""
    state, ctx = state_ctx(content)
    kit.give_mnemos(state, 0, "tide-reader", nodes=9)
    held = state.argonauts[0].mnemos[0]
    mnemos.mark_node(ctx, 0, held)
    mnemos.mark_node(ctx, 0, held)
    assert held.nodes == mnemos.NODES == 10
    assert all(1 <= b <= 10 for c in content.storybook.mnemos.values() for b in c.breakthroughs)


def test_adv_056_a_third_mnemos_goes_to_a_random_other_argonaut(content: ContentPack) -> None:
    def two(state: GameState) -> None:
        kit.give_mnemos(state, 0, "bell-founder")
        kit.give_mnemos(state, 0, "net-caster")
        kit.give_mnemos(state, 2, "lamp-warden")
        kit.give_mnemos(state, 2, "rope-walker")

    run = kit.read("0001", content, setup=two, forced={kit.RANDOM: [7, 3]}).choose("leader:0")
    assert [m.id for m in run.state.argonauts[3].mnemos] == ["tide-reader"]  # 1 and 3 roll: 7, 3
    assert run.of("mnemos")[0].rule == "ADV-056"


def test_adv_056_with_every_argonaut_full_it_goes_to_the_vault(content: ContentPack) -> None:
    """[ADV-056] [GEN-040]"""
    cards = [
        "bell-founder",
        "net-caster",
        "lamp-warden",
        "rope-walker",
        "shield-sister",
        "cup-bearer",
        "stair-walker",
        "hearth-keeper",
    ]

    def full(state: GameState) -> None:
        for i, card in enumerate(cards):
            kit.give_mnemos(state, i // 2, card)

    run = kit.read("0001", content, setup=full).choose("leader:0")
    assert run.state.story.mnemos_vault == ["tide-reader"]
    assert all(len(a.mnemos) == 2 for a in run.state.argonauts)


# ---------------------------------------------------------------------------- hub nodes
def test_adv_051_a_matching_trait_marks_the_leftmost_empty_node(content: ContentPack) -> None:
    """[ADV-051]"""
    state, ctx = state_ctx(content)
    kit.give_mnemos(state, 0, "tide-reader", nodes=2)
    kit.give_mnemos(state, 1, "bell-founder", nodes=2)
    mnemos.hub_nodes(ctx, ("lore",))
    assert state.argonauts[0].mnemos[0].nodes == 3
    assert state.argonauts[1].mnemos[0].nodes == 2  # no matching trait


def test_adv_052_one_regular_node_to_the_dominant_mnemos(content: ContentPack) -> None:
    """[ADV-052]"""
    state, ctx = state_ctx(content)
    kit.give_mnemos(state, 0, "tide-reader", nodes=1)
    kit.give_mnemos(state, 0, "net-caster", nodes=3)
    ties = mnemos.hub_nodes(ctx, ("sea", "war"))
    assert [m.nodes for m in state.argonauts[0].mnemos] == [1, 4] and ties == []


def test_adv_052_a_tie_is_the_players_choice(content: ContentPack) -> None:
    """[ADV-052]"""
    state, ctx = state_ctx(content)
    kit.give_mnemos(state, 2, "tide-reader", nodes=2)
    kit.give_mnemos(state, 2, "net-caster", nodes=2)
    ties = mnemos.hub_nodes(ctx, ("sea",))
    assert ties == [(2, ["tide-reader", "net-caster"])]
    assert [m.nodes for m in state.argonauts[2].mnemos] == [2, 2]


def test_adv_063_one_fated_node_in_addition_to_the_regular_one(content: ContentPack) -> None:
    state, ctx = state_ctx(content)
    kit.give_mnemos(state, 0, "tide-reader", nodes=0)
    kit.give_fated(state, 0, "the-wrong-name")  # lore
    kit.give_fated(state, 0, "the-drowned-offering")  # sea
    mnemos.hub_nodes(ctx, ("sea", "lore"))
    assert state.argonauts[0].mnemos[0].nodes == 1
    assert [f.nodes for f in state.argonauts[0].fated] == [1, 0]  # never more than one Fated node
    assert [e.rule for e in ctx.events] == ["ADV-051", "ADV-063"]


# ---------------------------------------------------------------------------- breakthroughs
def test_adv_034_018_036_a_breakthrough_in_the_story_step(content: ContentPack) -> None:
    """[ADV-034]"""

    def due(state: GameState) -> None:
        kit.give_mnemos(state, 2, "tide-reader", nodes=4)

    run = kit.run(content, [Queued("breakthroughs", "")], setup=due)
    assert run.read() == ["0903"]
    assert run.of("leader") == [] and run.kind == "adv.choice"  # no party leader [ADV-018]
    assert run.pending.actor == "argonaut:2"
    assert run.state.argonauts[2].danger == 1  # the owner is the one involved
    held = run.state.argonauts[2].mnemos[0]
    assert held.resolved == 1 and unlocked_level(held.resolved) == 2  # [ADV-036]
    assert "Level 2 unlocked" in run.of("breakthrough")[0].text
    run.choose("choice:0")
    assert run.ended and run.read() == ["0903"]  # resolved once, not again


def test_adv_034_no_breakthrough_below_the_threshold(content: ContentPack) -> None:
    """[ADV-034]"""
    run = kit.run(
        content,
        [Queued("breakthroughs", "")],
        setup=lambda s: kit.give_mnemos(s, 0, "tide-reader", nodes=3),
    )
    assert run.read() == [] and run.ended


def test_adv_053_nodes_past_two_breakthroughs_resolve_back_to_back(content: ContentPack) -> None:
    """[ADV-053]"""
    run = kit.run(
        content,
        [Queued("breakthroughs", "")],
        setup=lambda s: kit.give_mnemos(s, 1, "tide-reader", nodes=9),
    )
    run.choose("choice:1")
    assert run.read() == ["0903", "0904"]
    assert run.state.argonauts[1].mnemos[0].resolved == 2
    assert "resolved" in run.of("breakthrough")[-1].text


def test_adv_055_katharsis_goes_to_the_owners_sheet(content: ContentPack) -> None:
    run = kit.run(
        content,
        [Queued("breakthroughs", "")],
        setup=lambda s: kit.give_mnemos(s, 3, "tide-reader", nodes=4),
    )
    assert run.state.argonauts[3].katharsis == ["K-3"]
    assert run.of("katharsis")[0].rule == "ADV-055"


@pytest.mark.parametrize(
    ("resolved", "vault", "box"),
    [(0, ["tide-reader"], []), (1, ["tide-reader"], []), (2, [], ["tide-reader"])],
    ids=["ADV-057-unresolved", "ADV-057-half", "ADV-054-resolved-to-box"],
)
def test_adv_054_057_a_leaving_argonauts_mnemos(
    content: ContentPack, resolved: int, vault: list[str], box: list[str]
) -> None:
    """[ADV-054, ADV-057]"""
    state, ctx = state_ctx(content)
    kit.give_mnemos(state, 1, "tide-reader", nodes=9, resolved=resolved)
    kit.give_fated(state, 1, "the-sealed-door")
    mnemos.leave_cards(ctx, 1)
    assert state.story.mnemos_vault == vault and state.story.mnemos_box == box
    assert state.argonauts[1].fated == []


# ---------------------------------------------------------------------------- Fated Mnemos
def test_adv_058_at_most_two_fated_not_counting_toward_the_mnemos_limit(
    content: ContentPack,
) -> None:
    def held(state: GameState) -> None:
        kit.give_mnemos(state, 0, "tide-reader")
        kit.give_mnemos(state, 0, "net-caster")
        kit.give_fated(state, 0, "the-drowned-offering")

    run = kit.read("0002", content, setup=held).choose("leader:0")
    assert len(run.state.argonauts[0].fated) == 2 and len(run.state.argonauts[0].mnemos) == 2
    again = kit.read(
        "0002", content, setup=lambda s: (held(s), kit.give_fated(s, 0, "the-wrong-name"))
    )
    again.choose("leader:0")
    assert len(again.state.argonauts[0].fated) == 2
    assert again.of("fated")[0].rule == "ADV-058"


def test_adv_059_fated_mnemos_are_not_mnemos(content: ContentPack) -> None:
    """[ADV-059]"""
    state, ctx = state_ctx(content)
    kit.give_fated(state, 0, "the-sealed-door", nodes=3)
    kit.give_mnemos(state, 1, "tide-reader")
    assert party.mnemos_weight(state, 0) == (0, 0)
    from atoterm.content.story_model import Cond

    assert conditions.unmet(state, content, Cond("mnemos", "the-sealed-door"), 0, []) != ""
    mnemos.gain_node(ctx, {"mnemos": "the-sealed-door"})
    assert state.argonauts[0].fated[0].nodes == 3


def test_adv_060_a_fated_mnemos_is_drawn_at_random_black_side_up(content: ContentPack) -> None:
    pool = list(content.storybook.fated_mnemos)
    keep = list(range(len(pool) - 1, 0, -1))  # Fisher-Yates draws that keep the deck's order
    run = kit.read("0002", content, forced={kit.MNEMOS: keep}).choose("leader:0")
    fated = run.state.argonauts[0].fated
    assert [(f.id, f.nodes) for f in fated] == [(pool[0], 0)]
    assert run.of("fated")[0].rule == "ADV-060"
    swap = kit.read("0002", content, forced={kit.MNEMOS: [*keep[:-1], 0]}).choose("leader:0")
    assert swap.state.argonauts[0].fated[0].id == pool[1]
    other = kit.read("0002", content, seed=99).choose("leader:0")
    taken = kit.read(
        "0002",
        content,
        setup=lambda s: kit.give_fated(s, 1, other.state.argonauts[0].fated[0].id),
        seed=99,
    )
    taken.choose("leader:0")
    assert (
        taken.state.argonauts[0].fated[0].id != other.state.argonauts[0].fated[0].id
    )  # held cards are not in the deck


@pytest.mark.parametrize(
    ("order", "kept"),
    [
        (["the-sealed-door", "the-first-to-kneel"], "no_leader"),
        (["the-first-to-kneel", "the-sealed-door"], "always_leader"),
    ],
    ids=["ADV-061-no-leader-first", "ADV-061-always-leader-first"],
)
def test_adv_061_the_earlier_hindrance_prevails(
    content: ContentPack, order: list[str], kept: str
) -> None:
    """[ADV-061]"""
    state, _ = state_ctx(content)
    for card in order:
        kit.give_fated(state, 1, card)
    assert party.hindrances(state, content, 1) == [kept]
    options = {o.id: o for o in party.leader_options(state, content)}
    if kept == "no_leader":
        assert "forbids leading" in options["leader:1"].disabled
        assert not options["leader:0"].disabled
    else:
        assert not options["leader:1"].disabled
        assert "must lead" in options["leader:0"].disabled


def test_adv_061_hindrances_take_effect(content: ContentPack) -> None:
    """[ADV-061]"""

    def cracked(state: GameState) -> None:
        kit.give_fated(state, 0, "the-cracked-mould")  # no Fate re-roll

    run = kit.read("0003", content, setup=cracked, forced={kit.D10: [2]}).choose("leader:0")
    assert run.pending is None and run.of("reroll") == []

    def wrong_name(state: GameState) -> None:
        kit.give_fated(state, 0, "the-wrong-name")  # no bonus
        state.choice_matrix.append(1)

    plain = kit.read("0003", content, setup=wrong_name, forced={kit.D10: [9]}).choose("leader:0")
    assert plain.of("bonus") == [] and plain.of("test_roll")


def test_adv_062_fated_skill_penalties_apply_while_held(content: ContentPack) -> None:
    """[ADV-062]"""
    state, _ = state_ctx(content)
    kit.give_fated(state, 0, "the-sealed-door")
    assert conditions.skill_value(content, state.argonauts[0], "will") == -1
    state.argonauts[0].fated.clear()
    assert conditions.skill_value(content, state.argonauts[0], "will") == 0


@pytest.mark.parametrize(
    ("nodes", "resolves"), [(4, False), (5, True)], ids=["ADV-064-below", "ADV-064-at-breakthrough"]
)
def test_adv_064_a_fated_mnemos_resolves_by_itself_in_the_story_step(
    content: ContentPack, nodes: int, resolves: bool
) -> None:
    """[ADV-064]"""
    run = kit.run(
        content,
        [Queued("breakthroughs", "")],
        setup=lambda s: kit.give_fated(s, 2, "the-sealed-door", nodes),
    )
    assert run.read() == []  # no Breakthrough adventure
    who = run.state.argonauts[2]
    assert (who.growth == ["the-sealed-door"]) is resolves
    assert (who.fated == []) is resolves


def test_adv_065_growth_abilities_stack_and_the_card_returns(content: ContentPack) -> None:
    state, ctx = state_ctx(content)
    kit.give_fated(state, 0, "the-sealed-door", nodes=5)
    mnemos.resolve_fated(ctx)
    assert ctx.events[-1].rule == "ADV-065"
    state.argonauts[0].fated.append(kit.FatedHeld("the-sealed-door", 5))
    mnemos.resolve_fated(ctx)
    assert state.argonauts[0].growth == ["the-sealed-door", "the-sealed-door"]


# ---------------------------------------------------------------------------- least / most likely
def weights(state: GameState, cards: dict[int, list[tuple[str, int]]]) -> None:
    for index, held in cards.items():
        for card, nodes in held:
            kit.give_mnemos(state, index, card, nodes)


@pytest.mark.parametrize(
    ("cards", "forced", "least", "most"),
    [
        (
            {
                0: [("tide-reader", 1)],
                1: [("net-caster", 1), ("bell-founder", 0)],
                2: [("lamp-warden", 3)],
                3: [],
            },
            [],
            3,
            1,
        ),
        (
            {
                0: [("tide-reader", 1)],
                1: [("net-caster", 2)],
                2: [("lamp-warden", 3)],
                3: [("rope-walker", 3)],
            },
            [5, 2],
            0,
            3,
        ),
    ],
    ids=["ADV-085-086-cards-first", "ADV-085-086-nodes-then-random"],
)
def test_adv_085_086_least_and_most_likely(
    content: ContentPack,
    cards: dict[int, list[tuple[str, int]]],
    forced: list[int],
    least: int,
    most: int,
) -> None:
    """[ADV-085, ADV-086]"""
    state, ctx = state_ctx(content)
    weights(state, cards)
    kit.give_fated(state, 3, "the-sealed-door", nodes=4)  # Fated Mnemos never count
    state.forced[kit.RANDOM] = list(forced)
    assert party.least_likely(ctx) == least
    assert party.most_likely(ctx) == most
