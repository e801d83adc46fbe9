"""Attack Responses answering a Bonus Attack may be ignored [BAT-MISC-026]; those of a regular
Attack always resolve [BAT-TITAN-055]."""

from __future__ import annotations

import battle_kit as kit
import pytest

from atoterm.engine.battle.attack.run import AttackRun
from atoterm.engine.battle.attack.steps import run_queued


@pytest.mark.parametrize(
    ("bonus", "answers", "danger", "asked"),
    [
        pytest.param(True, ["ignore"], 0, 1, id="BAT-MISC-026-bonus-ignored"),
        pytest.param(True, ["resolve"], 2, 1, id="BAT-MISC-026-bonus-resolved"),
        pytest.param(False, [], 2, 0, id="BAT-TITAN-055-regular-always-resolves"),
    ],
)
def test_attack_response_to_bonus_attack(
    bonus: bool, answers: list[str], danger: int, asked: int
) -> None:
    content = kit.pack()
    b = kit.battle(content)
    titan = b.battle.titan("A")
    run = AttackRun(titan="A", weapon=0, bonus=bonus)
    run.queued.append(("attack", kit.fx("danger 2")))
    _, decisions = kit.drive(b, run_queued(b, titan, run), answers)
    assert b.argonaut(titan).danger == danger
    assert len(decisions) == asked
    if asked:
        assert decisions[0].kind == "battle.bonus_response"
        kinds = [e.kind for e in b.events]
        assert ("response_ignored" in kinds) == (answers == ["ignore"])
