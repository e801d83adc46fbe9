"""The two sides of a Routine card: a Mnestis Theatre battle performs the Mnestis side, every
other battle (campaign, practice, story) the regular side [BAT-SETUP-020, MNE-012]
(docs/mnestis.md, docs/battle-content-format.md)."""

from __future__ import annotations

from dataclasses import replace
from pathlib import Path
from typing import Any

import battle_kit as kit
import pytest

import atoterm.engine.battle.abilities.ops_primordial  # noqa: F401  (registers the ops)
from atoterm.content import ContentError, load_content
from atoterm.content.battle_primordial import first_mnestis_level
from atoterm.content.schema import ContentPack
from atoterm.engine.battle.core.context import B
from atoterm.engine.battle.primordial.attack import perform_ai_card, routine_card
from atoterm.session.practice import new_practice_game
from atoterm.views.battle import primordial_figures
from atoterm.views.inspect_battle import inspect_cell
from atoterm.views.inspect_things import card_inspection

CYCLE = ("ammonax", "kyanippe", "threnos")


def _beast(mnestis_side: bool) -> ContentPack:
    """A Primordial whose AI card finds no Target, with (or without) a Mnestis Routine side."""
    prim = kit.primordial(ai_cards=[kit.ai("strike", targeting=("adjacent",))])
    if mnestis_side:
        side = kit.ai(
            "mnestis-routine",
            kind="routine",
            targeting=("no_target",),
            no_attack=True,
            mnestis=True,
        )
        prim = replace(prim, mnestis_routine=side)
    return kit.pack(prim=prim)


def _performed(scenario: str, mnestis_side: bool = True) -> list[str]:
    """The cards performed when the AI card finds no Target, in a battle of ``scenario``."""
    b: B = kit.battle(_beast(mnestis_side), titans=[kit.titan("A", 9, 9)])
    b.battle.scenario = scenario
    b.battle.decks.ai = ["strike"]
    kit.drive(b, perform_ai_card(b, "strike"))
    return [e.data["card"] for e in b.events if e.kind == "ai_card"]


@pytest.mark.parametrize(
    ("scenario", "mnestis_side", "routine"),
    [
        ("mnestis:beast", True, "mnestis-routine"),  # a Theatre battle: the Mnestis side
        ("practice:beast", True, "routine"),  # a practice battle: the regular side
        ("campaign:hunt:12", True, "routine"),  # a campaign battle: the regular side
        ("story:0412", True, "routine"),  # an Adventure's battle: the regular side
        ("mnestis:beast", False, "routine"),  # no Mnestis side printed: the regular one
    ],
)
def test_bat_setup_020_the_side_of_the_routine_a_battle_performs(
    scenario: str, mnestis_side: bool, routine: str
) -> None:
    """BAT-SETUP-020 MNE-012 BAT-PRIM-014 BAT-PRIM-022: an AI card without a Target gives way
    to the Routine; which side is performed depends on the battle alone."""
    assert _performed(scenario, mnestis_side) == ["strike", routine]


@pytest.mark.parametrize(
    ("scenario", "routine"), [("mnestis:beast", "mnestis-routine"), ("practice:beast", "routine")]
)
def test_bat_setup_020_the_routine_op_performs_the_same_side(scenario: str, routine: str) -> None:
    """BAT-SETUP-020: an effect that says "perform the Routine" performs the side in use."""
    b: B = kit.battle(_beast(True), titans=[kit.titan("A", 9, 9)])
    b.battle.scenario = scenario
    assert routine_card(b).id == routine


def test_mne_012_every_cycle_primordial_has_a_mnestis_side(content: ContentPack) -> None:
    """MNE-012: each Routine of the Cycle has its Mnestis side, a card of its own that is no
    AI card (it never enters a deck) and says so when inspected."""
    assert content.battle is not None
    for pid in CYCLE:
        prim = content.battle.primordials[pid]
        side = prim.mnestis_routine
        assert side is not None and side.mnestis and side.kind == "routine", pid
        assert side.id != prim.routine.id and side.id not in {c.id for c in prim.ai}
        assert prim.routine_in(theatre=True) is side
        assert prim.routine_in(theatre=False) is prim.routine
        inspection = card_inspection(content, side.id)
        assert inspection is not None and "Mnestis Theatre" in inspection.lines[0]


def _game(content: ContentPack, pid: str, theatre: bool) -> Any:
    prim = content.battle.primordials[pid]  # type: ignore[union-attr]
    level = first_mnestis_level(prim.adversary) if theatre else 1
    return new_practice_game(
        content, 3, primordial=pid, level=level, durable=False, theatre=theatre
    )


@pytest.mark.parametrize(
    ("pid", "theatre"), [(pid, theatre) for pid in CYCLE for theatre in (True, False)]
)
def test_bat_setup_020_a_theatre_battle_uses_the_mnestis_side(
    content: ContentPack, pid: str, theatre: bool
) -> None:
    """BAT-SETUP-020 MNE-012: set up by the session, a Theatre battle performs the Mnestis
    side and a practice battle the regular side; the Primordial's inspection says which, in
    the players' words (the card's name, never an id)."""
    game = _game(content, pid, theatre)
    try:
        prim = content.battle.primordials[pid]  # type: ignore[union-attr]
        side = prim.mnestis_routine if theatre else prim.routine
        assert side is not None
        figures = primordial_figures(game.state, content)
        assert (figures.routine, figures.routine_mnestis) == (side.name, theatre)
        battle = game.state.battle
        cell = (battle.primordial.row, battle.primordial.col)
        lines = inspect_cell(game.state, content, cell).lines
        routine_lines = [line for line in lines if line.startswith("Routine: ")]
        assert len(routine_lines) == 1 and side.name in routine_lines[0]
        assert ("Mnestis side" in routine_lines[0]) is theatre
        assert side.id not in routine_lines[0]
    finally:
        game.close()


MNESTIS_SIDE = """
[mnestis_routine]
id = "drake-hunts"
name = "The Drake Hunts"
targeting = ["closest"]
move = "normal"
attack = { types = ["melee"], evasion_dice = 2, difficulty = 6 }
"""


def _drake(tmp_path: Path, extra: str) -> ContentPack:
    from test_battle_content import BATTLE, write_battle

    text = BATTLE["primordials/drake.toml"] + extra
    return load_content(write_battle(tmp_path, {"primordials/drake.toml": text}))


def test_bat_setup_020_the_mnestis_side_is_optional_content(tmp_path: Path) -> None:
    """BAT-SETUP-020: a file without ``[mnestis_routine]`` (every archived edition) loads, and
    its Theatre battles perform the regular side; with one, it is read as the Mnestis side."""
    without = _drake(tmp_path / "without", "").battle
    assert without is not None and without.primordials["drake"].mnestis_routine is None
    assert without.primordials["drake"].routine_in(theatre=True).id == "drake-prowl"
    with_side = _drake(tmp_path / "with", MNESTIS_SIDE).battle
    assert with_side is not None
    side = with_side.primordials["drake"].routine_in(theatre=True)
    assert (side.id, side.kind, side.mnestis) == ("drake-hunts", "routine", True)
    assert with_side.primordials["drake"].routine_in(theatre=False).id == "drake-prowl"


def test_bat_setup_020_the_mnestis_side_needs_an_id_of_its_own(tmp_path: Path) -> None:
    """BAT-SETUP-020: the Mnestis side is a card of its own; reusing the Routine's id is a
    content error that names the table."""
    with pytest.raises(ContentError, match="mnestis_routine"):
        _drake(tmp_path, MNESTIS_SIDE.replace("drake-hunts", "drake-prowl"))
