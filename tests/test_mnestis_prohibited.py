"""Mnestis Prohibited elements and Theatre-only rewards [MNE-008]: an element tagged
``mnestis_prohibited`` (a Gear card, a Titan class, an Argo Ability) is never used in a Theatre
battle: asked for, it is refused with the reason; picked by the Theatre, it is left out; in the
battle's Setup it is offered disabled with the reason. Elsewhere it plays as ever. The Theatre's
own rewards (an ascended card's trait) reach only Theatre battles; Guaranteed Loot, which the
rulebook says does reach campaigns, is the one that does (test_mnestis.py, MNE-017).

No Cycle I element of the shipped content is tagged, so these tests tag three in a copy."""

from __future__ import annotations

import shutil

import pytest
from test_mnestis import open_theatre

from atoterm.content import ContentPack, load_content
from atoterm.content.locate import default_content_dir
from atoterm.engine.battle.flow.mnestis import PROHIBITED
from atoterm.engine.battle.flow.setup import new_practice_state
from atoterm.engine.state import RulesOptions
from atoterm.session.game import SessionError
from atoterm.session.mnestis import (
    custom_battle,
    new_theatre_game,
    theatre_argo_abilities,
    theatre_state,
    theatre_titans,
)
from atoterm.session.practice import new_practice_game

TAGGED = {
    "battle/gear.toml": 'id = "tidewright-gaff"',
    "battle/titans.toml": 'id = "wave-skimmer"',
    "battle/argo_abilities.toml": 'id = "warning-bell"',
}


@pytest.fixture(scope="module")
def tagged(tmp_path_factory: pytest.TempPathFactory) -> ContentPack:
    """The content with the Tidewright Gaff, the Wave Skimmer and the Warning Bell tagged."""
    folder = tmp_path_factory.mktemp("pack") / "content"
    shutil.copytree(default_content_dir(), folder)
    for name, line in TAGGED.items():
        path = folder / name
        text = path.read_text()
        assert text.count(line + "\n") == 1, line
        path.write_text(text.replace(line + "\n", line + "\nmnestis_prohibited = true\n"))
    return load_content(folder)


def test_mne_008_the_flag_is_read_from_content(tagged: ContentPack, content: ContentPack) -> None:
    bc, plain = tagged.battle, content.battle
    assert bc is not None and plain is not None
    assert bc.gear["tidewright-gaff"].mnestis_prohibited
    assert bc.titans["wave-skimmer"].mnestis_prohibited
    assert bc.argo_abilities["warning-bell"].mnestis_prohibited
    assert not bc.gear["kelp-mail"].mnestis_prohibited
    shipped = [
        *(g.id for g in plain.gear.values() if g.mnestis_prohibited),
        *(t.id for t in plain.titans.values() if t.mnestis_prohibited),
        *(a.id for a in plain.argo_abilities.values() if a.mnestis_prohibited),
    ]
    assert shipped == []  # Cycle I tags none of its own


def test_mne_008_a_prohibited_titan_asked_for_is_refused_with_the_reason(
    tagged: ContentPack,
) -> None:
    theatre = open_theatre(titans=["keel-ram", "wave-skimmer", "hold-dreamer"])
    with pytest.raises(SessionError, match="Wave-Skimmer is Mnestis Prohibited"):
        theatre_titans(tagged, theatre, ["Keel-Ram", "Wave-Skimmer", "Keel-Ram", "Keel-Ram"])
    # picked by the Theatre, it is left out
    assert "wave-skimmer" not in theatre_titans(tagged, theatre, None)
    with pytest.raises(SessionError, match="every unlocked Titan is Mnestis Prohibited"):
        theatre_titans(tagged, open_theatre(titans=["wave-skimmer"]), None)


def test_mne_008_prohibited_gear_and_argo_abilities_are_left_out_of_a_theatre_battle(
    tagged: ContentPack,
) -> None:
    theatre = open_theatre(titans=["keel-ram", "hold-dreamer"])
    state = theatre_state(tagged, theatre, custom_battle(tagged, theatre, "Ammonax", 1), 3)
    battle = state.battle
    assert battle is not None
    fielded = [g.card for t in battle.titans for g in t.gear]
    assert "tidewright-gaff" not in fielded and "kelp-mail" in fielded
    assert "warning-bell" not in [a.id for a in battle.argo_abilities]
    chosen = theatre_argo_abilities(tagged, open_theatre(technologies=["driftgate_propylon"]))
    assert chosen is not None and "warning-bell" not in chosen[0]


def test_mne_008_outside_the_theatre_a_tagged_element_plays_as_ever(tagged: ContentPack) -> None:
    state = new_practice_state(tagged, 3, primordial_id="ammonax", level=1, rules=RulesOptions())
    battle = state.battle
    assert battle is not None
    assert "tidewright-gaff" in [g.card for t in battle.titans for g in t.gear]
    assert "warning-bell" in [a.id for a in battle.argo_abilities]
    game = new_practice_game(tagged, 3, primordial="ammonax", durable=False)
    options = _setup_options(game, "battle.setup.titan")
    assert not options["class-wave-skimmer"].disabled


def _setup_options(game, kind: str) -> dict:  # type: ignore[no-untyped-def]
    """Answer Setup until a decision of ``kind``: choose the Titans and gear, then each time
    the first option still open; that decision's options by id."""
    for _ in range(60):
        pending = game.pending
        assert pending is not None
        if pending.kind == kind:
            return {o.id: o for o in pending.options}
        ids = [o.id for o in pending.options if not o.disabled]
        game.choose("choose" if "choose" in ids else "done" if "done" in ids else ids[0])
    raise AssertionError(f"no {kind} decision")


@pytest.mark.parametrize(
    ("kind", "option"),
    [
        pytest.param("battle.setup.titan", "class-wave-skimmer", id="a Titan"),
        pytest.param("battle.setup.gear", "gear-tidewright-gaff", id="a Gear card"),
        pytest.param("battle.setup.argo", "aa-warning-bell", id="an Argo Ability"),
    ],
)
def test_mne_008_the_theatre_setup_offers_a_prohibited_element_disabled_with_the_reason(
    tagged: ContentPack, kind: str, option: str
) -> None:
    theatre = open_theatre(titans=["keel-ram", "hold-dreamer"])
    battle = custom_battle(tagged, theatre, "Ammonax", 1)
    game = new_theatre_game(tagged, theatre, battle, 3, durable=False)
    found = _setup_options(game, kind)[option]
    assert found.disabled == PROHIBITED


def test_mne_008_an_ascended_cards_trait_is_for_theatre_battles_only(
    content: ContentPack,
) -> None:
    """The Theatre's rewards are used only in its battles: a practice (or campaign) battle
    cannot be given an ascended card's trait."""
    with pytest.raises(ValueError, match="only in the Mnestis Theatre"):
        new_practice_state(
            content,
            3,
            primordial_id="ammonax",
            level=1,
            rules=RulesOptions(),
            ascended={"tidewright-gaff": ["Labyrinthized"]},
        )
