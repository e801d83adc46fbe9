"""A Theatre battle offers only the Titans and Argo Abilities the profile unlocked [MNE-011,
MNE-012, MNE-013] (docs/rulings.md, "Unlocked Titans and Argo Abilities"): a Titan class that
a won campaign ended with aboard, or that a won campaign's Breeding Technology breeds; an Argo
Ability that a won campaign's Technology gives, as many as its best Argo Support Technology
allows. The battle Setup offers the others disabled with the reason; the command line
refuses them in one sentence."""

from __future__ import annotations

import dataclasses
from pathlib import Path

import pytest
from test_mnestis import cli, open_theatre
from test_mnestis_prohibited import _setup_options

from atoterm.content import ContentPack
from atoterm.engine.battle.flow.mnestis import LOCKED_ARGO, LOCKED_TITAN
from atoterm.engine.battle.flow.setup import new_practice_state
from atoterm.engine.state import RulesOptions
from atoterm.session.game import SessionError
from atoterm.session.mnestis import custom_battle, new_theatre_game, theatre_state
from atoterm.session.mnestis_unlocked import unlocked_argo, unlocked_titans
from atoterm.session.practice import new_practice_game
from atoterm.store.profile import Profile, write_profile

PRACTICE_CLASSES = ["hold-dreamer", "keel-ram", "wave-skimmer"]


@pytest.mark.parametrize(
    ("record", "classes"),
    [
        pytest.param({}, PRACTICE_CLASSES, id="MNE-013 a record without Titans: the practice"),
        pytest.param({"titans": ["keel-ram"]}, ["keel-ram"], id="MNE-013 the Titan Stoa"),
        pytest.param(
            {"titans": ["hold-dreamer"], "technologies": ["skimmer_pool"]},
            ["hold-dreamer", "wave-skimmer"],
            id="MNE-013 aboard, or bred by a won campaign's Breeding Technology",
        ),
        pytest.param(
            {"titans": ["keel-ram"], "technologies": ["harbour_bells"]},
            ["keel-ram"],
            id="MNE-013 a Technology that breeds nothing unlocks no Titan",
        ),
        pytest.param(
            {"titans": ["skyseer"], "skyseers": 1},
            [*PRACTICE_CLASSES, "skyseer"],
            id="MNE-021 a Skyseer the Theatre gave joins the practice Titans, not replaces them",
        ),
        pytest.param(
            {"titans": ["keel-ram", "skyseer"], "skyseers": 1},
            ["keel-ram", "skyseer"],
            id="MNE-021 a won campaign's Titans and the Theatre's Skyseer",
        ),
        pytest.param(
            {"titans": ["kraken", "keel-ram"]},
            ["keel-ram"],
            id="a class this pack does not have is ignored",
        ),
    ],
)
def test_mne_011_mne_013_the_unlocked_titans(
    content: ContentPack, record: dict[str, object], classes: list[str]
) -> None:
    assert unlocked_titans(content, open_theatre(**record)) == classes


def test_mne_013_a_new_titan_class_bred_by_a_technology_is_unlocked(content: ContentPack) -> None:
    """Nothing lists the classes: a Technology that breeds a class unlocks it, whatever the
    class (here a copy of the pack whose Keel Cradle breeds Hold-Dreamers)."""
    techs = dict(content.cycle.technologies)
    cradle = techs["keel_cradle"]
    assert cradle.breeding is not None
    techs["keel_cradle"] = dataclasses.replace(
        cradle, breeding=dataclasses.replace(cradle.breeding, titan_class="hold-dreamer")
    )
    pack = dataclasses.replace(
        content, cycle=dataclasses.replace(content.cycle, technologies=techs)
    )
    theatre = open_theatre(titans=["wave-skimmer"], technologies=["keel_cradle"])
    assert unlocked_titans(pack, theatre) == ["hold-dreamer", "wave-skimmer"]


@pytest.mark.parametrize(
    ("technologies", "abilities", "limit"),
    [
        pytest.param([], ["warning-bell", "harbour-chorus"], 2, id="MNE-013 none: the practice"),
        pytest.param(
            ["driftgate_propylon", "harbour_bells"],
            ["warning-bell", "living-metal-mend", "harbour-chorus"],
            2,
            id="MNE-012 MNE-013 the Technology deck's Abilities",
        ),
        pytest.param(
            ["harbour_bells", "beacon_propylon"],
            ["harbour-chorus"],
            3,
            id="MNE-012 the best Argo Support Technology's AA Limit",
        ),
    ],
)
def test_mne_012_mne_013_the_unlocked_argo_abilities(
    content: ContentPack, technologies: list[str], abilities: list[str], limit: int
) -> None:
    assert unlocked_argo(content, open_theatre(technologies=technologies)) == (abilities, limit)


def _theatre_game(content: ContentPack, **record: list[str]):  # type: ignore[no-untyped-def]
    theatre = open_theatre(**record)
    battle = custom_battle(content, theatre, "Ammonax", 1)
    return new_theatre_game(content, theatre, battle, 3, durable=False)


@pytest.mark.parametrize(
    ("option", "disabled"),
    [
        pytest.param("class-wave-skimmer", LOCKED_TITAN, id="MNE-013 a locked Titan"),
        pytest.param("class-keel-ram", "", id="MNE-013 an unlocked Titan"),
        pytest.param("class-hold-dreamer", "", id="MNE-013 another unlocked Titan"),
    ],
)
def test_mne_011_the_theatre_setup_offers_only_unlocked_titans(
    content: ContentPack, option: str, disabled: str
) -> None:
    """The battle Setup's own Titan choice (the TUI's "Choose Titans and gear")."""
    game = _theatre_game(content, titans=["keel-ram", "hold-dreamer"])
    assert _setup_options(game, "battle.setup.titan")[option].disabled == disabled
    game.close()


@pytest.mark.parametrize(
    ("option", "disabled"),
    [
        pytest.param("aa-keel-lantern", LOCKED_ARGO, id="MNE-013 a locked Argo Ability"),
        pytest.param("aa-ballast-drop", LOCKED_ARGO, id="MNE-013 another locked one"),
        pytest.param("aa-warning-bell", "", id="MNE-013 an unlocked one"),
        pytest.param("aa-harbour-chorus", "", id="MNE-013 another unlocked one"),
    ],
)
def test_mne_012_the_theatre_setup_offers_only_unlocked_argo_abilities(
    content: ContentPack, option: str, disabled: str
) -> None:
    game = _theatre_game(
        content,
        titans=["keel-ram", "hold-dreamer"],
        technologies=["driftgate_propylon", "harbour_bells"],
    )
    assert _setup_options(game, "battle.setup.argo")[option].disabled == disabled
    game.close()


def test_mne_013_other_battles_and_older_theatre_journals_offer_everything(
    content: ContentPack,
) -> None:
    """A practice battle offers every class and Ability; a Theatre start state written before
    the lists (none in it) replays its Setup as it was played."""
    game = new_practice_game(content, 3, primordial="ammonax")
    titans = _setup_options(game, "battle.setup.titan")
    assert not any(o.disabled for o in titans.values())
    state = new_practice_state(
        content, 3, primordial_id="ammonax", level=1, rules=RulesOptions(), theatre=True
    )
    assert state.battle is not None
    assert state.battle.unlocked_titans == [] and state.battle.unlocked_argo == []


def test_mne_013_the_start_state_keeps_the_lists(content: ContentPack) -> None:
    """So that a replay never reads the profile."""
    theatre = open_theatre(titans=["keel-ram"], technologies=["harbour_bells"])
    state = theatre_state(content, theatre, custom_battle(content, theatre, "Ammonax", 1), 1)
    assert state.battle is not None
    assert state.battle.unlocked_titans == ["keel-ram"]
    assert state.battle.unlocked_argo == ["harbour-chorus"]


@pytest.mark.parametrize(
    ("wanted", "message"),
    [
        pytest.param(
            ["Keel Lantern"], "Keel Lantern cannot be prepared: it is not unlocked", id="locked"
        ),
        pytest.param(
            ["warning-bell", "Warning Bell"],
            "The Argo's Warning Bell cannot be prepared: it is named twice",
            id="twice",
        ),
        pytest.param(
            ["warning-bell", "harbour-chorus", "living-metal-mend"],
            "the AA Limit is 2",
            id="over the AA Limit",
        ),
        pytest.param(["kraken song"], "no Argo Ability called", id="unknown"),
    ],
)
def test_mne_012_named_argo_abilities_are_refused_with_the_reason(
    content: ContentPack, wanted: list[str], message: str
) -> None:
    theatre = open_theatre(technologies=["driftgate_propylon", "harbour_bells"])
    battle = custom_battle(content, theatre, "Ammonax", 1)
    with pytest.raises(SessionError, match=message):
        theatre_state(content, theatre, battle, 1, argo=wanted)


def test_mne_011_mne_012_the_cli_refuses_locked_titans_and_argo_abilities(
    capsys: pytest.CaptureFixture[str], tmp_path: Path
) -> None:
    profile = tmp_path / "profile.atop"
    record = open_theatre(titans=["keel-ram"], technologies=["driftgate_propylon"])
    write_profile(profile, Profile({}, record))
    base = ["custom", "--primordial", "Ammonax", "--level", "1", "--policy", "progress"]
    code, out, err = cli(
        capsys, [*base, "--titans", "keel-ram,keel-ram,keel-ram,wave-skimmer"], profile
    )
    assert (code, out) == (2, "")
    assert err.strip().endswith(
        "the Wave-Skimmer cannot be fielded: it is not unlocked (no won campaign ended with it "
        "aboard, and no won campaign's Breeding Technology breeds it)"
    )
    code, out, err = cli(capsys, [*base, "--argo-abilities", "Harbour Chorus"], profile)
    assert (code, out) == (2, "")
    assert err.strip().endswith(
        "Harbour Chorus cannot be prepared: it is not unlocked (no Technology of a won campaign "
        "gives this Argo Ability)"
    )
    assert len(err.splitlines()) == 1
    code, out, err = cli(
        capsys, [*base, "--seed", "3", "--argo-abilities", "living metal mend"], profile
    )
    assert code == 0 and err == ""
    assert "A Custom Battle gives no rewards." in out
