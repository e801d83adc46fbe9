"""The campaign keys of a scenario's ``[setup]`` (``exploration_deck``, ``cargo``,
``diplomacy``) and ``[battle] pre_battle``: what they set, and the message for each bad value
(docs/scenarios.md). The rules they set up are played by the scenario files that use them."""

from __future__ import annotations

from pathlib import Path

import pytest

from atoterm.engine.codec import canonical_bytes
from atoterm.session import load_game, verify_journal
from atoterm.session.scenario import ScenarioError, run_scenario

SCENARIOS = Path(__file__).parent / "scenarios"
ARGONAUTS = "".join(f'[[setup.argonaut]]\nbonus = "{s}"\n' for s in ("fury", "will", "cunning"))
ARGONAUTS += '[[setup.argonaut]]\nbonus = "wisdom"\n'


def _write(tmp_path: Path, text: str, name: str = "case.toml") -> Path:
    path = tmp_path / name
    path.write_text(text, encoding="utf-8")
    return path


def _campaign(key: str, argonauts: str = ARGONAUTS) -> str:
    """A campaign scenario whose ``[setup]`` holds ``key`` on line 4."""
    return f"[scenario]\nseed = 1\n[setup]\n{key}\n{argonauts}"


@pytest.mark.parametrize(
    ("text", "fragment"),
    [
        pytest.param(
            _campaign("exploration_deck = ['Pearl Diver Raft']"),
            "exploration_deck: no Exploration card named 'Pearl Diver Raft' (did you mean "
            '"Pearl Divers\' Raft"?)',
            id="deck-unknown-name",
        ),
        pytest.param(
            _campaign("exploration_deck = [99]"),
            "exploration_deck: no Exploration card 99 (cards are numbered 1..48)",
            id="deck-unknown-number",
        ),
        pytest.param(
            _campaign('exploration_deck = [3, "pearl divers\' raft"]'),
            "exploration_deck: card 3 (Pearl Divers' Raft) is listed twice",
            id="deck-duplicate",
        ),
        pytest.param(
            _campaign("exploration_deck = [40]"),
            "exploration_deck: card 40 (Pearl Envoy) is not in the Exploration deck at the start "
            "of the Cycle (an Acclimation adds it later)",
            id="deck-acclimation-card",
        ),
        pytest.param(
            _campaign("exploration_deck = [1.5]"),
            "'exploration_deck' in [setup] must be a list of card numbers and names, not [1.5]",
            id="deck-type",
        ),
        pytest.param(
            _campaign("cargo = { tarr = 1 }"),
            "cargo: no resource 'tarr' (did you mean 'tar'?)",
            id="cargo-unknown",
        ),
        pytest.param(
            _campaign("cargo = { tar = -1 }"),
            "'tar' in [setup.cargo] must be a whole number from 0 to 1000, not -1",
            id="cargo-negative",
        ),
        pytest.param(
            _campaign("diplomacy = { tidewrite = 1 }"),
            "diplomacy: no faction 'tidewrite' (did you mean 'tidewright'?)",
            id="diplomacy-unknown",
        ),
        pytest.param(
            _campaign("diplomacy = { tidewright = -4 }"),
            "diplomacy: tidewright -4 is off the track, which runs -3 (At War) to 2 (Allied)",
            id="diplomacy-off-track",
        ),
        pytest.param(
            _campaign("cargo = { tar = 1 }", argonauts=""),
            "cargo needs a complete campaign creation: give every [[setup.argonaut]] a bonus",
            id="no-bonuses",
        ),
        pytest.param(
            _campaign("diplomacy = { tidewright = 1 }") + "[battle]\nprimordial = 'ammonax'\n",
            "diplomacy sets up a campaign: a [battle] has none",
            id="with-battle",
        ),
        pytest.param(
            _campaign("cargo = {}") + "[adventure]\nkind = 'special'\nwhat = 'threnos_sings'\n",
            "cargo sets up a campaign: an [adventure] has none (its Cargo and Diplomacy are "
            "[adventure]'s resources and diplomacy)",
            id="with-adventure",
        ),
        pytest.param(
            "[scenario]\nseed = 1\n[battle]\npre_battle = 'yes'\n",
            "'pre_battle' in [battle] must be true or false, not 'yes'",
            id="pre-battle-type",
        ),
    ],
)
def test_bad_setup_values_are_named_at_their_line(tmp_path: Path, text: str, fragment: str) -> None:
    path = _write(tmp_path, text)
    with pytest.raises(ScenarioError) as caught:
        run_scenario(path)
    message = str(caught.value)
    assert message.startswith(f"{path}:4: "), message
    assert fragment in message, message
    assert caught.value.expectation is False


def test_laying_the_cycle_out_early_changes_nothing_else_CAMP_005(tmp_path: Path) -> None:
    """With the Cycle's own starting values written as campaign keys, the game is the one a
    normal start gives, decision for decision; only the opening lines are not among its
    events [CAMP-005]."""
    source = (SCENARIOS / "voy_exploration_draw.toml").read_text(encoding="utf-8")
    plain = source.split("\n[expect]")[0]
    keys = "diplomacy = { tidewright = 0 }\ncargo = { bronze = 2, cedar = 2, salt = 1, tar = 2 }\n"
    assert "\n[setup]\ntile = 901\n" in plain
    early = plain.replace("\n[setup]\ntile = 901\n", f"\n[setup]\ntile = 901\n{keys}")
    normal = run_scenario(_write(tmp_path, plain, "normal.toml"))
    laid = run_scenario(_write(tmp_path, early, "early.toml"))
    assert canonical_bytes(laid.state) == canonical_bytes(normal.state)
    assert [e.kind for e in normal.history.start_events] == ["cycle_begins", "campaign_started"]
    assert laid.history.start_events == []


def test_exploration_deck_goes_on_top_of_the_shuffled_deck_VOY_021(tmp_path: Path) -> None:
    """The cards named are drawn first, in order; the rest keep the seed's shuffle."""
    plain = _write(tmp_path, _campaign(""), "plain.toml")
    ordered = _write(tmp_path, _campaign('exploration_deck = [13, "Driftwood Cedar"]'))
    deck = run_scenario(plain).state.campaign.exploration.deck
    top = run_scenario(ordered).state.campaign.exploration.deck
    assert top == [13, 1] + [n for n in deck if n not in (13, 1)]


def test_cargo_replaces_the_hold_and_diplomacy_sets_named_tracks(tmp_path: Path) -> None:
    """``cargo = {}`` empties the hold; factions not named keep their start (0)."""
    path = _write(tmp_path, _campaign("cargo = {}\ndiplomacy = { ashvowed = -2 }"))
    story = run_scenario(path).state.story
    assert story.resources == {}
    assert story.diplomacy == {"tidewright": 0, "cairnkin": 0, "ashvowed": -2}


def test_a_cycle_laid_out_by_the_scenario_is_in_its_journal(tmp_path: Path) -> None:
    """The start state in the journal header holds the campaign keys: the save verifies and
    loads (on the default map: a scenario's inline tiles are not in the default pack)."""
    keys = 'exploration_deck = ["Salt Pans at Dawn"]\ncargo = { salt = 3 }\n'
    keys += "diplomacy = { cairnkin = 2 }"
    path = _write(tmp_path, _campaign(keys) + "[play]\nchoices = [0, 0]\n")
    save = tmp_path / "scenario.atoj"
    game = run_scenario(path, save=save)
    game.close()
    assert game.state.campaign.exploration.stacks[0][0] == 6  # Salt Pans at Dawn, drawn first
    assert verify_journal(save).ok
    loaded, _ = load_game(save, writable=False)
    assert loaded.digest == game.digest
    assert loaded.state.story.diplomacy["cairnkin"] == 2


@pytest.mark.parametrize(
    ("key", "fragment"),
    [
        ("exploration_deck = [3]", "exploration_deck: the content has no Exploration deck"),
        ("cargo = { tar = 1 }", "cargo: the content has no resources"),
    ],
)
def test_campaign_keys_on_a_sea_without_campaign_content(
    tmp_path: Path, key: str, fragment: str
) -> None:
    """``[content] campaign = false`` drops the Exploration deck and the resources."""
    source = (SCENARIOS / "voy_exploration_draw.toml").read_text(encoding="utf-8")
    text = source.replace("storybook = false", "storybook = false\ncampaign = false", 1)
    text = text.replace("\n[setup]\n", f"\n[setup]\n{key}\n", 1)
    line = text.splitlines().index(key) + 1
    path = _write(tmp_path, text)
    with pytest.raises(ScenarioError) as caught:
        run_scenario(path)
    assert str(caught.value) == f"{path}:{line}: {fragment}"
