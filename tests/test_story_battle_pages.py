"""Battle Scenario pages of the storybook [BAT-SETUP-002, BAT-MISC-008].

Every campaign battle is set up by the storybook's page for its Primordial, or by the page a
paragraph directs to: the Main Story's 0068 ("Titans in the Dusk") sends the Titans against the
Mourner with ``page=mourner-at-the-stern``, which adds a Kelp Bed to the diagram and grants 1
Lantern-Glass in the Aftermath of a victory, on top of the BP cards' resources. Practice
battles have no page.
"""

from __future__ import annotations

from dataclasses import dataclass

import adventure_kit as kit
import pytest

from atoterm.content import ContentPack
from atoterm.content.errors import Problem
from atoterm.content.story_model import CampaignThings
from atoterm.content.story_ops import LineError, parse_target
from atoterm.content.story_refs import References
from atoterm.engine import machine
from atoterm.engine.battle.flow.setup import new_practice_state
from atoterm.engine.state import GameState, RulesOptions
from atoterm.engine.story_state import Queued
from atoterm.session.bot_policy import bot_choice


@pytest.fixture(scope="module")
def content() -> ContentPack:
    return kit.shipped()


@dataclass
class _Table:
    """What the bot reads of a game (``bot_policy.Table``)."""

    content: ContentPack
    state: GameState
    seed: int
    choices_made: int = 0

    @property
    def pending(self):
        return self.state.pending


def _dusk(content: ContentPack, seed: int = 3) -> kit.Run:
    """A campaign reads 0068 in its Expedition Step: the story battle begins."""
    state = kit.fresh_state(content, seed=seed)
    state.step = "expedition"  # a campaign's step: the Argo's Titans fight
    state.argo.dreamwalkers = 4
    state.story.queue.append(Queued("story", "0068", label="test"))
    run = kit.Run(state, content).start()
    if run.kind == "adv.leader":
        run.choose("leader:0")
    return run


def test_bat_setup_002_every_primordial_has_its_page(content: ContentPack) -> None:
    book = content.storybook
    assert book is not None and content.battle is not None
    for prim in content.battle.primordials:
        page = book.page_for(prim)
        assert page is not None and page.primordial == prim and page.default
        assert not page.aftermath_won and not page.terrain  # the plain diagram
    assert book.page_for("threnos", "mourner-at-the-stern").aftermath_won == {"lantern-glass": 1}


def test_bat_setup_002_a_battle_direction_may_name_a_page() -> None:
    target = parse_target("battle threnos 1 win=0072 lose=0073 page=mourner-at-the-stern")
    assert (target.primordial, target.page) == ("threnos", "mourner-at-the-stern")
    assert parse_target("battle threnos 1 win=0072 lose=0073").page == ""
    with pytest.raises(LineError):
        parse_target("battle threnos 1 win=0072 lose=0073 pgae=x")


def test_bat_setup_002_the_linter_refuses_a_page_of_another_primordial(
    content: ContentPack,
) -> None:
    book = content.storybook
    assert book is not None
    problems: list[Problem] = []
    refs = References(book, content, CampaignThings(), problems)
    refs.battle(
        "main.story", 9, parse_target("battle ammonax 1 win=0072 lose=0073 page=the-mourner")
    )
    refs.battle("main.story", 9, parse_target("battle ammonax 1 win=0072 lose=0073 page=nowhere"))
    assert [p.message for p in problems] == [
        "battle: page 'the-mourner' is a battle against threnos, not ammonax",
        "battle: no Battle Scenario page 'nowhere'",
    ]


def test_bat_setup_002_the_directed_page_sets_the_story_battle_up(content: ContentPack) -> None:
    run = _dusk(content)
    battle = run.state.battle
    assert battle is not None and battle.from_argo
    assert battle.page == "mourner-at-the-stern"
    assert battle.page_aftermath == {"lantern-glass": 1}
    diagram = content.battle.primordials["threnos"].diagram
    assert len(battle.terrain) == len(diagram.terrain) + 1
    assert (battle.terrain[-1].terrain, battle.terrain[-1].cells) == ("kelp-bed", [[6, 8], [6, 9]])
    (shown,) = run.of("battle_scenario")
    assert shown.rule == "BAT-SETUP-002" and "The Mourner at the Stern" in shown.text


def test_bat_setup_002_a_practice_battle_has_no_page(content: ContentPack) -> None:
    state = new_practice_state(content, 1, primordial_id="threnos", level=1, rules=RulesOptions())
    assert state.battle is not None and state.battle.page == ""


def test_bat_misc_008_a_lost_battle_gets_no_victory_grant_end_to_end(
    content: ContentPack,
) -> None:
    """The bot fights the story battle to its Aftermath (it loses with four bare Dreamwalkers):
    the page's grant is for a victory only."""
    run = _dusk(content, seed=1)
    table = _Table(content, run.state, 1)
    while run.kind != "battle.aftermath" and table.choices_made < 3000:
        run.choose(bot_choice(table, "progress"))
        table.choices_made += 1
    battle = run.state.battle
    assert battle is not None and battle.result == "lost"
    assert not any(e.rule == "BAT-MISC-008" for e in run.events)
    run.choose("continue")
    assert run.read()[-1] == "0073"  # the lose paragraph


def test_bat_misc_008_a_won_battle_adds_the_pages_resources_to_the_cargo(
    content: ContentPack,
) -> None:
    run = _dusk(content)
    battle = run.state.battle
    assert battle is not None
    battle.result, battle.cursor = "won", "aftermath"  # the Mourner withdrew
    run.state.pending = None
    run.start()
    granted = [e for e in run.last if e.rule == "BAT-MISC-008"]
    assert [e.text for e in granted] == [
        "The Battle Scenario grants, for the victory: 1 Lantern Glass."
    ]
    assert battle.aftermath["lantern-glass"] >= 1
    before = run.state.story.resources.get("lantern-glass", 0)
    machine.apply(run.state, content, "continue")
    assert run.state.story.resources["lantern-glass"] == before + battle.aftermath["lantern-glass"]
