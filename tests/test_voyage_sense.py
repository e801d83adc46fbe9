"""The voyage sense (``session/voyage_sense.py``) plays the campaign as a careful human does:
it patches the Hull before it is at risk, heads for the Story card's tile once its Progress is
met, answers an Exploration card by its printed consequences, meets the weaker Primordial,
and only ever picks a legal option. Its fairness (it reads only the table) is tested in
``test_expert.py``."""

from __future__ import annotations

import pytest

from atoterm.content import ContentPack
from atoterm.engine.campaign.advancement.step import menu_options
from atoterm.engine.context import Ctx
from atoterm.engine.decisions import Decision, Option
from atoterm.engine.rng import Rng
from atoterm.engine.state import GameState, RulesOptions
from atoterm.engine.voyage import movement_options
from atoterm.session.campaign_bot import play_campaign, progress_campaign_choice
from atoterm.session.game import Game
from atoterm.session.voyage_sense import patch_cost, voyage_choice


def _first(content: ContentPack, seed: int, kind: str) -> Game:
    """A campaign (``progress`` policy) stopped at its first decision of ``kind``."""
    game = Game.new(content, seed, rules=RulesOptions(), save=None, durable=False)
    while game.pending is not None and game.pending.kind != kind:
        game.choose(progress_campaign_choice(game))
    assert game.pending is not None
    return game


def _menu(content: ContentPack, state: GameState) -> Decision:
    ctx = Ctx(state, content, Rng(state.seed, state.rng, forced=state.forced))
    assert state.pending is not None
    return Decision(state.pending.kind, "players", state.pending.prompt, menu_options(ctx))


@pytest.fixture(scope="module")
def at_menu(content: ContentPack) -> GameState:
    game = _first(content, 1, "adva.menu")
    game.close()
    return game.state


@pytest.mark.parametrize("short, expected", [(0, "use:argo_hearth:1"), (1, None)])
def test_it_patches_a_hull_at_2_when_it_can_pay(
    content: ContentPack, at_menu: GameState, short: int, expected: str | None
) -> None:
    """Hull 2 of 5 with the Pine Tar Patch the Seams costs: it patches first [ADVA-018]; one
    Tar short it cannot pay, so it does something else."""
    at_menu.argo.hull = 2
    at_menu.story.resources["tar"] = patch_cost(content) - short
    decision = _menu(content, at_menu)
    chosen = voyage_choice(content, at_menu, decision, decision.legal_options())
    assert chosen is not None
    if expected is None:
        assert not chosen.id.startswith("use:argo_hearth")
    else:
        assert chosen.id == expected


def test_spare_tar_goes_into_the_hull_not_into_gear(
    content: ContentPack, at_menu: GameState
) -> None:
    """The Exploration deck takes Hull on many days, so Pine Tar the Hull does not need yet
    still goes into it (a buffer) before Gear that costs Tar is crafted; what needs no Tar is
    crafted still."""
    at_menu.argo.hull = 5
    patch = patch_cost(content)
    at_menu.story.resources["tar"] = 2 * patch
    decision = _menu(content, at_menu)
    chosen = voyage_choice(content, at_menu, decision, decision.legal_options())
    assert chosen is not None and chosen.id == "use:argo_hearth:1"
    at_menu.story.resources["tar"] = patch - 1  # cannot patch: no Tar Gear either
    decision = _menu(content, at_menu)
    chosen = voyage_choice(content, at_menu, decision, decision.legal_options())
    assert chosen is not None
    assert "Pine Tar" not in chosen.explain


@pytest.fixture()
def at_move(content: ContentPack) -> GameState:
    game = _first(content, 1, "move")
    game.close()
    return game.state


def _sail_from_136(content: ContentPack, state: GameState, progress: int) -> str:
    """The Argo at the Veil of Spindrift (136): north is the Coiled Stair (129, Explored
    already), south waters not on the table (144)."""
    state.voyage.tile, state.voyage.sector = 136, ""
    state.voyage.revealed = [124, 129, 136]
    state.voyage.explored = [124, 129, 136]
    state.story.story_card = "3A"
    state.progress = progress
    options = movement_options(state, content)
    decision = Decision("move", "players", "Choose a waterway.", options)
    chosen = voyage_choice(content, state, decision, decision.legal_options())
    assert chosen is not None
    return chosen.id


def test_it_sails_to_the_story_tile_once_the_progress_is_met(
    content: ContentPack, at_move: GameState
) -> None:
    """Story card 3A needs its Progress at tile 129 [CAMP-031]: with it met the Argo turns
    north to the tile, though it is Explored; one short it seeks new waters (south) for more."""
    card = content.storybook.story_card("3A")
    assert card is not None and card.tile == 129 and card.need >= 1
    assert _sail_from_136(content, at_move, card.need).startswith("to-129")
    assert _sail_from_136(content, at_move, card.need - 1) == "to-144"


def test_it_heads_for_a_story_tile_not_yet_on_the_table(
    content: ContentPack, at_move: GameState
) -> None:
    """Tile 129 not on the table: its place is read from the numbers of the tiles that are
    (128 lies west of it, so from 128 the way is east)."""
    state = at_move
    state.voyage.tile, state.voyage.sector = 128, ""
    state.voyage.revealed = [124, 127, 128]
    state.voyage.explored = [124, 127, 128]
    state.story.story_card = "3A"
    state.progress = 5
    decision = Decision("move", "players", "Choose a waterway.", movement_options(state, content))
    chosen = voyage_choice(content, state, decision, decision.legal_options())
    assert chosen is not None and chosen.id.startswith("to-129")


def test_it_answers_an_exploration_card_by_its_consequences(content: ContentPack) -> None:
    """Guild Toll-Ship (card 12): with a Pearl it pays the toll (+1 Diplomacy) rather than run
    past (-1 Diplomacy) [VOY-022]."""
    game = _first(content, 1, "move")
    state = game.state
    game.close()
    card = content.cycle.exploration[12]
    options = [Option(f"option:{n}", o.label, value=n) for n, o in enumerate(card.options)]
    decision = Decision("explore.option", "players", "choose", options, {"card": "12"})
    chosen = voyage_choice(content, state, decision, options)
    assert chosen is not None and chosen.label == "Pay the toll"


def test_it_meets_the_primordial_at_the_lower_level(content: ContentPack) -> None:
    """Timeline Battle [CAMP-028]: the Primordial whose Evolution Track shows the lower level."""
    game = _first(content, 1, "encounter.primordial")
    state = game.state
    game.close()
    pending = state.pending
    assert pending is not None
    legal = pending.legal_options()
    tracks = {t.primordial: t for t in content.cycle.evolution}
    first, second = legal[0].value, legal[1].value
    state.campaign.evolution[first] = len(tracks[first].boxes) - 1  # its highest level
    state.campaign.evolution[second] = 0
    assert tracks[first].boxes[-1] > tracks[second].boxes[0]
    chosen = voyage_choice(content, state, pending, legal)
    assert chosen is not None and chosen.value == second


def test_a_whole_campaign_is_played_with_legal_options(content: ContentPack) -> None:
    """The ``progress`` campaign policy (the voyage sense, the progress player in battles)
    plays a campaign to its end; every choice is legal (``Game.choose`` refuses others)."""
    _, result = play_campaign(content, 2, policy="progress")
    assert result.outcome in ("won", "lost")
    assert result.days > 1


def test_at_the_same_level_it_meets_the_one_with_fewer_wounds(content: ContentPack) -> None:
    """Both at level 1: the Glass Mare's level card asks 9 Wounds, the Coiled Warden's 10."""
    game = _first(content, 1, "encounter.primordial")
    state = game.state
    game.close()
    pending = state.pending
    assert pending is not None
    for track in content.cycle.evolution:
        state.campaign.evolution[track.primordial] = 0
    chosen = voyage_choice(content, state, pending, pending.legal_options())
    wounds = {
        o.value: content.battle.primordials[o.value].level(1).wounds
        for o in pending.legal_options()
    }
    assert chosen is not None and wounds[chosen.value] == min(wounds.values())
    assert len(set(wounds.values())) > 1


def test_it_declares_the_bonuses_that_help_and_no_other(content: ContentPack) -> None:
    """[ADV-068]: a +1 is declared before the roll; a Diplomacy of -1 never is."""
    game = _first(content, 1, "move")
    state = game.state
    game.close()
    helping = Option("bonus:0", "Declare [matrix 10] +1", value=0)
    hurting = Option("bonus:1", "Declare Diplomacy (-1)", value=1)
    roll = Option("roll", "Roll the d10")
    decision = Decision("adv.bonus", "players", "test", [hurting, helping, roll])
    assert voyage_choice(content, state, decision, [hurting, helping, roll]) == helping
    assert voyage_choice(content, state, decision, [hurting, roll]) == roll


def test_a_campaign_policy_is_named_or_refused(content: ContentPack) -> None:
    """``bot --campaign --policy P``: random, progress or expert; any other is one clear line."""
    from atoterm.session.campaign_bot import CAMPAIGN_POLICIES, play_campaigns
    from atoterm.session.game import SessionError

    assert tuple(CAMPAIGN_POLICIES) == ("random", "progress", "expert")
    with pytest.raises(SessionError, match="not a campaign policy"):
        play_campaigns(content, 1, policy="explore")
