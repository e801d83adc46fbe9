"""A Theatre battle's setting: the Primordial's origin Cycle's rules and decks [MNE-010], and
the Primordial's regular Battle Scenario diagram, an Adversary's too [MNE-020]
(docs/mnestis.md)."""

from __future__ import annotations

import pytest
from test_mnestis import open_theatre

from atoterm.content import ContentPack
from atoterm.engine.battle.flow.setup import SHUFFLED_DECKS, new_practice_state
from atoterm.engine.state import GameState, Pantheon, RulesOptions
from atoterm.session.mnestis import custom_battle, find_node, node_battle, theatre_state
from atoterm.session.practice import new_practice_game

CYCLE = ("ammonax", "kyanippe", "threnos")


def campaign_like(content: ContentPack, pid: str, powers: Pantheon | None = None) -> GameState:
    """The battle a campaign of the Cycle fights against ``pid`` (campaign battles are built
    by the same builder, ``campaign_battle``), at Level 1 and, for the Adversary, box 1."""
    return new_practice_state(
        content, 3, primordial_id=pid, level=1, rules=RulesOptions(), powers=powers
    )


@pytest.mark.parametrize("pid", CYCLE)
def test_mne_010_a_theatre_battle_uses_the_origin_cycles_decks(
    content: ContentPack, pid: str
) -> None:
    """Every Primordial of the Theatre comes from Cycle I, the pack's Cycle: its Theatre
    battle is dealt Cycle I's Trauma, Obol, Kratos and Moiros decks, card for card the decks a
    campaign battle of the Cycle is dealt (before the shuffle), Awakening cards in as the
    Theatre's Godforms open Awakening [MNE-007]."""
    level = 5 if pid != "threnos" else 2
    for godforms in ([], ["storm-father"]):  # Awakening closed, then open
        theatre = open_theatre(godforms=godforms)
        battle = node_battle(content, theatre, find_node(content, f"{pid} {level}"))
        state = theatre_state(content, theatre, battle, 3)
        _same_decks(state, campaign_like(content, pid, state.powers))


def _same_decks(state: GameState, usual: GameState) -> None:
    assert state.battle is not None and usual.battle is not None
    for deck in SHUFFLED_DECKS:
        assert getattr(state.battle.decks, deck) == getattr(usual.battle.decks, deck), deck
    assert state.battle.decks.minor  # not empty decks


def test_mne_010_cycle_i_global_labyrinth_rule_plays_in_a_theatre_battle(
    content: ContentPack,
) -> None:
    """Cycle I's global rules apply: Kyanippe Level 5's Start of Battle Labyrinth tile is
    placed by the Labyrinth track marker, which moves on (CYC1-007, CYC1-008)."""
    game = new_practice_game(
        content, 5, primordial="kyanippe", level=5, durable=False, theatre=True
    )
    try:
        assert game.state.battle is not None
        start_marker = game.state.battle.labyrinth_marker
        while game.pending is not None and game.state.battle.round == 0:
            game.choose(game.pending.options[0].id)
        battle = game.state.battle
        assert battle.scenario == "mnestis:kyanippe"
        assert [p.shape for p in battle.terrain if p.shape]  # a Labyrinth tile on the board
        assert battle.labyrinth_marker != start_marker
    finally:
        game.close()


@pytest.mark.parametrize("pid", CYCLE)
def test_mne_020_a_theatre_battle_is_fought_on_the_primordials_regular_diagram(
    content: ContentPack, pid: str
) -> None:
    """The Primordial's own Battle Scenario diagram, as in the campaign: the same board, the
    same terrain, the same starting spaces. For the Adversary it is its regular battle (the
    campaign's Threnos battles all use this one diagram; no final narrative scenario replaces
    it), fought with no Battle Track box [MNE-012]. None of Cycle I's Primordials is one the
    rulebook gives an alternate high-Level diagram."""
    theatre = open_theatre(won=_all_won(content, pid))
    fights = [custom_battle(content, theatre, pid, 1)]
    fights.append(node_battle(content, theatre, find_node(content, f"{pid} 9")))
    for battle in fights:
        state = theatre_state(content, theatre, battle, 3)
        usual = campaign_like(content, pid)
        got, want = state.battle, usual.battle
        assert got is not None and want is not None
        assert (got.width, got.height) == (want.width, want.height)
        assert [(p.terrain, p.cells) for p in got.terrain] == [
            (p.terrain, p.cells) for p in want.terrain
        ]
        assert got.red_lines == want.red_lines
        assert [(t.row, t.col) for t in got.titans] == [(t.row, t.col) for t in want.titans]
        prim, usual_prim = got.primordial, want.primordial
        assert (prim.row, prim.col, prim.facing) == (
            usual_prim.row,
            usual_prim.col,
            usual_prim.facing,
        )
        assert got.track_box == 0


def _all_won(content: ContentPack, pid: str) -> dict[str, int]:
    """Every node won but ``pid``'s Level 9 (which is then open)."""
    mnestis = content.mnestis
    assert mnestis is not None
    return {n.key: 1 for n in mnestis.nodes.values() if n.level < 9 or n.primordial != pid}
