"""Nymph Summonings in battle [BAT-MISC-073, VOY-047..VOY-053], on small content made here."""

from __future__ import annotations

from dataclasses import replace

import battle_kit as kit
import pytest

from atoterm.content.battle_schema import Summoning
from atoterm.engine.battle.core import hooks
from atoterm.engine.battle.core.context import B
from atoterm.engine.battle.titans import summoning
from atoterm.engine.state import Pantheon

DIED = Summoning("halia", "Halia", kit.fx("lose_danger 3"), requirement=("titan_died", 0))
DOWN = Summoning(
    "ourea",
    "Ourea",
    kit.fx("stand_up"),
    requirement=("titan_knocked_down", 0),
    subject="knocked_down",
    cost=kit.fx("fate 1"),
)
GROVE = Summoning("myrtoa", "Myrtoa", kit.fx("opening 2"), requirement=("wounds", 2), one_off=True)
TURN = Summoning("nephele", "Nephele", kit.fx("unexhaust"), timing="own_turn")
ALL = (DIED, DOWN, GROVE, TURN)


def fight(powers: Pantheon | None = None, **kw: object) -> B:
    content = kit.pack()
    assert content.battle is not None
    battle = replace(content.battle, summonings={s.id: s for s in ALL})
    content = replace(content, battle=battle)
    titans = [kit.titan("A", 8, 2), kit.titan("B", 8, 4)]
    b = kit.battle(content, titans=titans, **kw)  # type: ignore[arg-type]
    b.state.powers = powers or summoning.practice_pantheon(battle)
    return b


def menu(b: B, active: str = "") -> dict[str, str]:
    """Summon entries of the round menu (or of ``active``'s turn menu): id -> disabled reason."""
    extras = hooks.turn_actions(b, b.battle.titan(active)) if active else hooks.round_actions(b)
    return {e.option.id: e.option.disabled for e in extras if e.option.id.startswith("summon-")}


def run(b: B, sid: str, answers: list[str], active: str = "") -> list[str]:
    extras = hooks.turn_actions(b, b.battle.titan(active)) if active else hooks.round_actions(b)
    extra = next(e for e in extras if e.option.id == f"summon-{sid}")
    _, asked = kit.drive(b, extra.run(), answers)
    return [d.kind for d in asked]


def test_practice_pantheon() -> None:
    """Practice: every Godform and Summoning available, one-off Nymphs with their charge."""
    b = fight()
    powers = b.state.powers
    assert powers.awakening_unlocked and powers.summon_limit == 2
    assert powers.summonings == ["halia", "ourea", "nephele"] and powers.one_off == ["myrtoa"]


def test_requirements_refer_to_this_battle() -> None:
    """[BAT-MISC-073] Requirements are read from the current Battle and shown as the reason."""
    b = fight()
    shown = menu(b)
    assert "died in this Battle" in shown["summon-halia"]
    assert "knocked-down" in shown["summon-ourea"]
    assert "2 Wounds" in shown["summon-myrtoa"]
    b.battle.titans_died = 1
    b.battle.titan("B").knockdown = "falling"
    b.battle.decks.wound_stack = ["wound:single:1", "wound:single:2"]
    assert all(not why for why in menu(b).values())


def test_timing_own_turn_only_in_turn_menu() -> None:
    """[BAT-MISC-073] A Summoning with its own timing is offered only then; one without is used
    like an Argo Ability in the Titan Round (between turns and during a turn)."""
    b = fight()
    assert "summon-nephele" not in menu(b)
    assert menu(b, "A")["summon-nephele"] == ""
    assert "summon-halia" in menu(b, "A")


def test_summon_spends_charge_and_exhausts() -> None:
    """[VOY-047, VOY-049, VOY-052, BAT-MISC-073] A Summoning spends a charge, is exhausted until
    the next Divine Surge, carries the Adversary symbol, and its effects reach the subject."""
    b = fight(triskelion={"A": (5, 0, 0)})
    b.battle.titans_died = 1
    kinds = run(b, "halia", ["titan-A"])
    assert kinds == ["battle.summon_target"]
    powers = b.state.powers
    assert powers.charges_spent == 1 and powers.exhausted == ["halia"]
    assert b.argonaut(b.battle.titan("A")).danger == 2
    assert b.battle.adversary_symbols == 1 and b.battle.summons_used == ["halia"]
    assert "exhausted" in menu(b)["summon-halia"]


def test_summon_limit() -> None:
    """[VOY-048] Spent charges may not pass the Summon Limit."""
    powers = Pantheon(summonings=["nephele", "halia"], summon_limit=1, charges_spent=1)
    b = fight(powers)
    assert "no Summon Charge left (1 of 1 spent)" in menu(b, "A")["summon-nephele"]


def test_one_off_charge() -> None:
    """[VOY-050] A one-off Summoning uses its own bonus charge, once, outside the limit."""
    powers = Pantheon(one_off=["myrtoa"], summon_limit=1, charges_spent=1)
    b = fight(powers)
    b.battle.decks.wound_stack = ["wound:double:1"]
    run(b, "myrtoa", ["titan-A"])
    assert powers.one_off == [] and powers.charges_spent == 1 and powers.exhausted == []
    assert b.battle.kratos_pool.get("opening") == 2
    assert "summon-myrtoa" not in menu(b)


def test_generic_bonus_charge() -> None:
    """[VOY-051] A generic bonus charge pays beyond the limit; with a normal charge also free
    the players choose which one."""
    powers = Pantheon(summonings=["nephele"], summon_limit=1, charges_spent=1, bonus_charges=1)
    b = fight(powers)
    assert menu(b, "A")["summon-nephele"] == ""
    run(b, "nephele", [], active="A")
    assert powers.bonus_charges == 0 and powers.charges_spent == 1
    assert powers.exhausted == ["nephele"]
    again = Pantheon(summonings=["nephele"], summon_limit=2, bonus_charges=1)
    b = fight(again)
    assert run(b, "nephele", ["bonus"], active="A") == ["battle.summon_charge"]
    assert again.bonus_charges == 0 and again.charges_spent == 0


def test_subject_and_cost() -> None:
    """[BAT-MISC-073] "A Titan is knocked down": only a knocked-down Titan can receive it; its
    cost (1 Fate) is paid first."""
    b = fight()
    b.battle.titan("B").knockdown = "falling"
    _, asked = kit.drive(b, summoning.summon(b, DOWN, None), ["titan-B"])
    options = {o.id: o.disabled for o in asked[0].options}
    assert "not knocked down" in options["titan-A"] and options["titan-B"] == ""
    assert b.battle.titan("B").knockdown == ""
    assert b.argonaut(b.battle.titan("B")).fate == 1


def test_cost_cannot_raise_above_nine() -> None:
    """[BAT-MISC-073, GEN-025] A cost that would push Fate above 9 cannot be paid."""
    b = fight(triskelion={"A": (0, 9, 0), "B": (0, 9, 0)})
    b.battle.titan("A").knockdown = "falling"
    assert menu(b)["summon-ourea"] == "no Titan can receive it"


@pytest.mark.parametrize("bonus", [0, 2])
def test_divine_surge(bonus: int) -> None:
    """[VOY-053] A Divine Surge erases the marks: Godforms, Summonings and charges replenish;
    unused bonus charges stay."""
    b = fight()
    powers = b.state.powers
    powers.godforms_used, powers.exhausted = ["x"], ["halia"]
    powers.charges_spent, powers.bonus_charges = 2, bonus
    summoning.divine_surge(b.state)
    assert powers.godforms_used == [] and powers.exhausted == [] and powers.charges_spent == 0
    assert powers.bonus_charges == bonus
