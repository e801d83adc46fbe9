"""Gain/loss mitigation with Save abilities [GEN-044..GEN-051]: offered for forced losses,
an Argo test with the Local Faction's Diplomacy bonus, re-rolled with Argo Fate, once per
ability per instance."""

from __future__ import annotations

from typing import Any

import proc_kit
import pytest
from advancement_kit import Adva, TechAbility, cycle, tech

from atoterm.engine.campaign.advancement import saves
from atoterm.engine.context import Ctx
from atoterm.engine.procedure import Proc

LEVEE = tech("levee", abilities=(TechAbility("Bulwark", "save", "", saves=("crew",), target=6),))
SHRINE = tech(
    "shrine",
    abilities=(
        TechAbility("Vigil", "save", "", saves=("crew", "doom"), target=8, diplomacy_bonus=False),
    ),
)
CC = cycle(LEVEE, SHRINE)
CREW_LOSS: dict[str, Any] = {"op": "gain_argo_stat", "stat": "crew", "amount": -1}
D10 = saves.D10


def run(kit: Adva, effect: dict[str, Any], key: str, answers: list[str]) -> list[str]:
    """Resolve the effect through the Saves, the procedure restarted from the state after each
    answer (as after a load); returns the decision kinds met."""

    def offer(ctx: Ctx) -> Proc[None]:
        return saves.resolve_with_saves(ctx, effect, key)

    ran = proc_kit.run(kit.ctx(), offer)
    met = list(ran.asked)
    for answer in answers:
        ran = proc_kit.run(kit.ctx(), offer, [answer])
        met += ran.asked[1:]
    assert ran.done, f"still asking {met[-1]}"
    assert kit.state.campaign.save is None
    return met


def make(rolls: list[int], techs: tuple[str, ...] = ("levee",), **setup: Any) -> Adva:
    return Adva(CC, start=False, technologies=list(techs), forced={D10: rolls}, **setup)


def test_success_ignores_the_loss_GEN_044() -> None:
    kit = make([6])
    assert run(kit, CREW_LOSS, "card:1", ["save:use"]) == ["adva.save"]
    assert kit.state.argo.crew == 6


def test_failed_save_rerolled_with_argo_fate_GEN_045() -> None:
    kit = make([2, 9])
    assert run(kit, CREW_LOSS, "card:1", ["save:use", "reroll"]) == [
        "adva.save",
        "adva.save_reroll",
    ]
    assert kit.state.argo.crew == 6
    assert kit.state.argo.argo_fate == 3  # +1 Argo Fate for the re-roll [GEN-024]


def test_no_reroll_past_argo_fate_9_GEN_045() -> None:
    kit = make([2], argo={"argo_fate": 9})
    assert run(kit, CREW_LOSS, "card:1", ["save:use"]) == ["adva.save"]
    assert kit.state.argo.crew == 5


def test_each_save_once_per_instance_GEN_046() -> None:
    """A failed (kept) Save is not offered again on the same loss."""
    kit = make([3])
    assert run(kit, CREW_LOSS, "card:1", ["save:use", "keep"]) == [
        "adva.save",
        "adva.save_reroll",
    ]
    assert kit.state.argo.crew == 5


def test_several_saves_on_one_instance_GEN_047() -> None:
    kit = make([3, 8], techs=("levee", "shrine"))
    met = run(kit, CREW_LOSS, "card:1", ["save:use", "keep", "save:use"])
    assert met == ["adva.save", "adva.save_reroll", "adva.save"]
    assert kit.state.argo.crew == 6


def test_same_save_again_on_a_separate_instance_GEN_048() -> None:
    """Two -1 Crew losses on the same day: the Save is offered for each."""
    kit = make([3, 7])
    run(kit, CREW_LOSS, "card:1", ["save:use", "keep"])
    run(kit, CREW_LOSS, "card:1", ["save:use"])  # the same key after True: a new instance
    assert kit.state.argo.crew == 5


def test_unavoidable_is_never_offered_GEN_049() -> None:
    kit = make([10], techs=("shrine",))
    assert run(kit, {"op": "gain_doom", "amount": 1, "unavoidable": True}, "d", []) == []
    assert kit.state.doom == 1


@pytest.mark.parametrize(
    ("roll", "diplomacy", "tile", "saved"),
    [
        pytest.param(5, 1, 1, True, id="GEN-050-friendly-bonus"),
        pytest.param(6, -1, 1, False, id="GEN-050-unfriendly-penalty"),
        pytest.param(5, 1, 3, False, id="GEN-050-no-local-faction"),
        pytest.param(1, 2, 1, False, id="GEN-015-natural-1-fails"),
    ],
)
def test_save_adds_the_local_faction_bonus(
    roll: int, diplomacy: int, tile: int, saved: bool
) -> None:
    kit = make([roll], diplomacy={"f": diplomacy})
    kit.state.voyage.tile = tile
    answers = ["save:use"] + ([] if saved else ["keep"])
    if kit.state.argo.argo_fate >= 9:
        answers = answers[:1]
    run(kit, CREW_LOSS, "card:1", answers)
    assert kit.state.argo.crew == (6 if saved else 5)


@pytest.mark.parametrize(
    ("effect", "what"),
    [
        pytest.param(CREW_LOSS, "crew", id="GEN-044-crew-loss"),
        pytest.param({"op": "gain_argo_stat", "stat": "crew", "amount": 1}, "", id="GEN-044-gain"),
        pytest.param({"op": "gain_argo_stat", "stat": "hull", "amount": -2}, "hull", id="hull"),
        pytest.param(
            {"op": "gain_argo_stat", "stat": "argo_fate", "amount": 1},
            "argo_fate",
            id="argo-fate-gain",
        ),
        pytest.param({"op": "gain_doom", "amount": 1}, "doom", id="doom"),
        pytest.param({"op": "gain_titan", "amount": -1}, "titan", id="titan"),
        pytest.param(
            {"op": "gain_resource", "resource": "x", "amount": -1}, "resource", id="resource"
        ),
        pytest.param({"op": "gain_progress", "amount": 1}, "", id="progress"),
    ],
)
def test_what_a_save_covers(effect: dict[str, Any], what: str) -> None:
    assert saves.covers(effect) == what


def test_save_not_covering_the_loss_is_not_offered_GEN_044() -> None:
    kit = make([10])
    assert run(kit, {"op": "gain_doom", "amount": 1}, "d", []) == []
    assert kit.state.doom == 1


def test_voluntary_payments_are_never_offered_GEN_051() -> None:
    """An ability's cost is a payment: paid in full, no Save is asked."""
    paid = tech(
        "dock",
        abilities=(TechAbility("Muster", "active", "", cost=(("crew", 1),), effects=()),),
    )
    kit = Adva(cycle(LEVEE, paid), technologies=["levee", "dock"])
    kit.choose("use:dock:0")
    assert kit.kind == "adva.menu"
    assert kit.state.argo.crew == 5
