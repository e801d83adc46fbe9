"""The card a battle Setup option names, read from its value (views/setup_cards.py): the
setup screen's card panel [BAT-SETUP-011, BAT-SETUP-015, BAT-SETUP-019]."""

from __future__ import annotations

import battle_kit as kit
from test_battle_setup import practice

from atoterm.engine.battle.flow import setup
from atoterm.engine.decisions import Decision, Option
from atoterm.views.inspect import inspect_option
from atoterm.views.setup_cards import setup_card

PREFIXES = {
    "battle.setup.titan": "class-",
    "battle.setup.gear": "gear-",
    "battle.setup.argo": "aa-",
}


def test_every_setup_option_names_its_card_by_value_BAT_SETUP_011() -> None:
    """Driving the real Setup decisions: each class, gear and Argo Ability option names the
    card its id says (the test may read ids; the screen reads values); "choose", "done" and
    the like name none."""
    b = practice()
    answers = [
        "choose",
        "class-gamechanger", "class-warden", "class-shade", "class-warden",
        "gear-maul", "gear-lantern", "done", "gear-spear", "done", "done", "gear-crown", "done",
        "aa-net", "aa-ballista", "done",
    ]  # fmt: skip
    _, asked = kit.drive(b, setup.battle_setup(b), answers)
    named = 0
    for decision in asked:
        prefix = PREFIXES.get(decision.kind)
        for option in decision.options:
            card = setup_card(b.bc, decision.kind, option)
            if prefix is not None and option.id.startswith(prefix):
                assert card is not None and card.id == option.id.removeprefix(prefix)
                named += 1
            else:
                assert card is None, (decision.kind, option.id)
    assert named > 20
    assert {d.kind for d in asked} >= {"battle.setup.mode", *PREFIXES}


def test_a_named_titan_shows_its_class_ADVA_034() -> None:
    """A campaign roster's named Titan (``["titan", [uid, class]]``) names its class card."""
    b = practice()
    named = Option("titan-7", "Warden", value=["titan", [7, "warden"]])
    card = setup_card(b.bc, "battle.setup.titan", named)
    assert card is not None and card.id == "warden"
    assert setup_card(b.bc, "battle.setup.titan", Option("none", "No Titan")) is None
    assert setup_card(b.bc, "battle.setup.gear", Option("x", "?", value="no-such-card")) is None


def test_inspecting_a_named_titan_shows_its_class_ADVA_034() -> None:
    """The inspect view reads the same value: a named Titan's option shows its class, as a
    class option does (it took the ``[uid, class]`` pair for a class id and showed nothing)."""
    b = practice()
    options = [
        Option("titan-7", "Warden", value=["titan", [7, "warden"]]),
        Option("class-warden", "Warden", value=["class", "warden"]),
    ]
    decision = Decision("battle.setup.titan", "players", "Choose a Titan", options)
    named, plain = (inspect_option(b.state, b.content, decision, i) for i in (0, 1))
    assert named.lines == plain.lines
    assert b.bc.titans["warden"].name in "\n".join(named.lines)
