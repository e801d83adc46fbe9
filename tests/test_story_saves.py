"""Save abilities against the storybook's losses [GEN-044, GEN-046, GEN-048].

A forced loss written in a paragraph (-1 Crew, -1 Hull, +1 Doom ...) is offered to the Save
abilities like an Exploration card's: the Technology deck's, and an Ally card's [GEN-039]. A
test outcome may stop at a Save's question in the middle of its effects: the adventure kit's
machine restarts the reader from the state at every answer, and no effect is resolved twice.
Voluntary payments (a choice's costs) never meet a Save [GEN-051].
"""

from __future__ import annotations

import dataclasses

import adventure_kit as kit
import pytest

from atoterm.content import ContentPack
from atoterm.engine.campaign.advancement.saves import D10 as SAVE_D10
from atoterm.engine.state import GameState

MAIN = """
@chapter main "Tests"

== 0101 Loss
The sea takes one of you.

> gain_argo_stat crew -1
-> return

== 0102 Test
test cunning 6+: Try.
  success > gain_progress 1
  success > gain_argo_stat hull -1
  success > gain_progress 1
  success -> return
  fail -> return

== 0103 Paid
? (pay crew 1) Send a deckhand. -> return
"""


@pytest.fixture(scope="module")
def content() -> ContentPack:
    return kit.pack(MAIN)


def _wardens(state: GameState) -> None:
    """Hull-Wardens in the Technology deck: a Save against Crew and Hull losses, 6+."""
    state.story.technologies.append("hull_wardens")


def test_gen_044_a_paragraphs_crew_loss_is_offered_to_the_saves(content: ContentPack) -> None:
    run = kit.read("0101", content, setup=_wardens, forced={SAVE_D10: [7]})
    assert run.kind == "adva.save"
    assert "-1 Crew is coming" in run.pending.prompt
    run.choose("save:use")
    assert run.state.argo.crew == content.argo.crew  # ignored
    assert run.ended


def test_gen_044_a_skipped_save_lets_the_loss_through(content: ContentPack) -> None:
    run = kit.read("0101", content, setup=_wardens)
    run.choose("save:skip")
    assert run.state.argo.crew == content.argo.crew - 1


def test_gen_044_an_outcome_waits_on_a_save_and_resolves_each_effect_once(
    content: ContentPack,
) -> None:
    run = kit.read("0102", content, setup=_wardens, forced={kit.D10: [9], SAVE_D10: [2]})
    run.choose("leader:0")
    assert run.kind == "adva.save"
    assert run.state.progress == 1  # the first effect, before the Save's question
    run.choose("save:use", "keep")  # the Save fails (2) and is not re-rolled
    assert run.state.argo.hull == content.argo.hull - 1
    assert run.state.progress == 2  # each +1 Progress once, across the restarts
    assert run.ended


def test_gen_051_a_choices_cost_meets_no_save(content: ContentPack) -> None:
    run = kit.read("0103", content, setup=_wardens)
    run.choose("leader:0") if run.kind == "adv.leader" else None
    run.choose("choice:0")
    assert run.kind == "none" and run.state.argo.crew == content.argo.crew - 1


def test_gen_039_gen_044_ione_saves_the_crew_the_landing_costs() -> None:
    """The shipped 0082: two successes on the landing cost -1 Crew; Ione's Save (8+) keeps
    them on their feet."""
    shipped = kit.shipped()

    def ione(state: GameState) -> None:
        state.story.allies.append("ione")

    run = kit.read("0082", shipped, setup=ione, forced={kit.D10: [7, 7, 1, 1], SAVE_D10: [8]})
    run.choose("roll", "done")  # no bonus declared, no re-roll
    assert run.kind == "adva.save"
    assert "the Ally Ione, the Lamp-Apprentice" in run.pending.prompt
    run.choose("save:use")
    assert run.state.argo.crew == shipped.argo.crew


def test_gen_044_an_earlier_edition_offers_no_save_on_story_losses(
    content: ContentPack,
) -> None:
    """Journals of an edition without ``saves_on_every_loss`` replay as they were played."""
    earlier = dataclasses.replace(content, saves_on_every_loss=False)
    run = kit.read("0101", earlier, setup=_wardens)
    assert run.kind == "none" and run.state.argo.crew == content.argo.crew - 1
