"""The Battle Track box is applied in practice battles (issue 16: "check that the box is
applied in practice battles"): a Threnos practice battle at box 2 plays by box 2's rules, both
through a session (``atoterm battle --track 2``) and in the balance report's headless runs."""

from __future__ import annotations

from atoterm.content.schema import ContentPack
from atoterm.engine.decisions import Event
from atoterm.session.balance.battles import BattleCase, play_battle
from atoterm.session.practice import new_practice_game


def start_of_battle(content: ContentPack, box: int) -> list[Event]:
    """The events of a practice battle at ``box`` up to its Traits and Battle Track lines."""
    game = new_practice_game(content, 5, primordial="threnos", track_box=box, durable=False)
    events: list[Event] = []
    try:
        for _ in range(200):
            if {"traits", "track"} <= {e.kind for e in events}:
                return events
            pending = game.pending
            assert pending is not None
            events += game.choose(next(o for o in pending.options if not o.disabled).id)
        raise AssertionError("no Start of Battle in 200 decisions")
    finally:
        game.close()


def test_a_box_2_practice_battle_has_box_2s_traits_and_start(content: ContentPack):
    assert content.battle is not None
    prim = content.battle.primordials["threnos"]
    for box in (1, 2):
        events = start_of_battle(content, box)
        traits = next(e for e in events if e.kind == "traits").data["traits"]
        level_traits = list(prim.levels[0].traits)
        assert traits == level_traits + list(prim.track[box - 1].traits)
        track = next(e for e in events if e.kind == "track")
        assert prim.track[box - 1].name in track.text
    assert "lantern-unshuttered" in prim.track[1].traits


def test_the_balance_runs_fight_at_the_box_they_name(content: ContentPack):
    """The report's ``Threnos, box 2`` line is a battle at box 2, not box 1 again: the same
    seeds at boxes 1 and 2 are not the same battles (box 1 again would repeat every one; a
    single seed may end alike by chance)."""

    def runs(box: int) -> list[tuple[int, int, int, bool]]:
        played = [play_battle(content, BattleCase("threnos", 1, box), "progress", s) for s in SEEDS]
        return [(r.decisions, r.rounds, r.titans_lost, r.won) for r in played]

    assert runs(1) != runs(2)


SEEDS = tuple(range(31, 41))
"""Ten seeds: box 2's Lantern Unshuttered changes about a third of these battles."""
