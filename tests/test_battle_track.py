"""Adversary battles and the Battle Track [BAT-SETUP-027, BAT-SETUP-029, BAT-MISC-030]."""

from __future__ import annotations

from dataclasses import replace
from typing import Any

import battle_kit as kit
import pytest
from test_battle_setup import content as setup_content

from atoterm.content.battle_schema import PrimordialLevel, TrackBox, Trait
from atoterm.content.schema import ContentPack
from atoterm.engine.battle.core.context import B
from atoterm.engine.battle.flow import setup
from atoterm.engine.rng import Rng
from atoterm.engine.state import RulesOptions
from atoterm.session.game import SessionError
from atoterm.session.practice import new_practice_game

GLOOM = Trait("gloom", "Gloom", "", (kit.ability("Gloom", "start_of_battle", "danger 1"),))
HUSH = Trait("hush", "Hush", "")
TRACK = (
    TrackBox(1, "The First Lament", "It weeps.", traits=("hush",), start=kit.fx("despair 1")),
    TrackBox(2, "The Second Lament", "It howls.", traits=("gloom",), start=kit.fx("despair 2")),
)


def adversary_pack(**kw: Any) -> ContentPack:
    levels = [PrimordialLevel(1, 6, 5, 10, traits=())]
    pack = setup_content(levels=levels, traits={"gloom": GLOOM, "hush": HUSH})
    bc = pack.battle
    assert bc is not None
    prim = replace(bc.primordials["beast"], adversary=True, retreat=False, track=TRACK, **kw)
    return replace(pack, battle=replace(bc, primordials={"beast": prim}))


def practice(pack: ContentPack, **kw: Any) -> B:
    state = setup.new_practice_state(
        pack, 11, primordial_id="beast", level=kw.pop("level", 1), rules=RulesOptions(), **kw
    )
    return B(state, pack, Rng(state.seed, state.rng, forced=state.forced))


def test_adversary_battle_defaults_to_the_first_box_and_forbids_retreat():
    """BAT-SETUP-027, BAT-MISC-030: an Adversary battle uses its Battle Track (first box by
    default) and its sheet's Retreat rule."""
    b = practice(adversary_pack())
    assert b.battle.track_box == 1 and not b.battle.retreat_allowed


def test_regular_primordial_has_no_track():
    """BAT-SETUP-027: a regular Primordial has no Battle Track; Retreat allowed."""
    b = practice(setup_content())
    assert b.battle.track_box == 0 and b.battle.retreat_allowed
    with pytest.raises(ValueError, match="not an Adversary"):
        practice(setup_content(), track_box=2)


def test_box_traits_join_the_active_traits():
    """BAT-SETUP-027: the box's Traits are added to the Level's."""
    b = practice(adversary_pack(), track_box=2)
    assert setup.active_traits(b) == ["gloom"]
    b = practice(adversary_pack())
    assert setup.active_traits(b) == ["hush"]


def test_box_start_effects_for_each_titan():
    """BAT-SETUP-027, BAT-SETUP-032: the box's start effects resolve at the Start of Battle,
    each Titan the subject (here: Despair), after the Traits' effects."""
    b = practice(adversary_pack(), track_box=2)
    kit.drive(b, setup.start_of_battle(b), ["titan-A"])
    assert [t.despair for t in b.battle.titans] == [2, 2, 2, 2]
    assert [a.danger for a in b.state.argonauts] == [0, 0, 0, 0]  # trait has no subject
    kinds = [e.kind for e in b.events]
    assert kinds.index("trait") < kinds.index("track") < kinds.index("despair")


def test_unknown_box_is_refused():
    """BAT-SETUP-027: only a box the Battle Track has."""
    with pytest.raises(ValueError, match="no box 3"):
        practice(adversary_pack(), track_box=3)


def test_adversary_only_at_level_1():
    """BAT-SETUP-029: an Adversary is fought at Level 1 (its sheet has no other level)."""
    with pytest.raises(SessionError, match="no level 2"):
        new_practice_game(adversary_pack(), 3, primordial="beast", level=2, durable=False)


def test_practice_game_track_option():
    """BAT-SETUP-027: ``new_practice_game(track_box=N)`` (``atoterm battle --track N``) sets
    the box; a box the track lacks is a SessionError (one line in the CLI)."""
    pack = adversary_pack()
    game = new_practice_game(pack, 3, primordial="beast", track_box=2, durable=False)
    assert game.state.battle is not None and game.state.battle.track_box == 2
    with pytest.raises(SessionError, match="no box 9"):
        new_practice_game(pack, 3, primordial="beast", track_box=9, durable=False)


def test_scenario_track_box_and_despair_keys(tmp_path):
    """BAT-SETUP-027, CYC1-015: a scenario's ``[battle] track_box`` picks the box, and a
    Titan's ``despair`` puts tokens on its Argonaut card; an unknown box is refused."""
    from pathlib import Path

    from atoterm.session.scenario import ScenarioError, run_scenario

    text = """
[battle]
primordial = "threnos"
track_box = {box}
cursor = "titan_round"

[[battle.titan]]
key = "A"
at = [10, 2]
despair = 2
"""
    path = Path(tmp_path) / "track.toml"
    path.write_text(text.format(box=3), encoding="utf-8")
    game = run_scenario(path)
    battle = game.state.battle
    assert battle is not None
    assert battle.track_box == 3 and battle.titans[0].despair == 2
    assert battle.retreat_allowed  # the Mourner's sheet allows Retreat (BAT-MISC-030)
    path.write_text(text.format(box=9), encoding="utf-8")
    with pytest.raises(ScenarioError, match="track_box"):
        run_scenario(path)
