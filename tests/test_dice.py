"""The one dice module: GEN-015 natural 10 / natural 1 and the Fate price of re-rolls."""

from __future__ import annotations

import pytest

from atoterm.engine import dice
from atoterm.engine.rng import Rng


@pytest.mark.parametrize(
    ("natural", "bonus", "target", "expected"),
    [
        pytest.param(10, -20, 99, True, id="GEN-015 a natural 10 always succeeds"),
        pytest.param(1, 20, 2, False, id="GEN-015 a natural 1 always fails"),
        pytest.param(5, 2, 7, True, id="die plus bonus reaching the target succeeds"),
        pytest.param(5, 1, 7, False, id="die plus bonus below the target fails"),
    ],
)
def test_succeeds(natural: int, bonus: int, target: int, expected: bool) -> None:
    assert dice.succeeds(natural, bonus, target) is expected


def test_success_faces_counts_the_natural_rule() -> None:
    assert dice.success_faces(0, 6) == 5  # 6..10
    assert dice.success_faces(20, 2) == 9  # every face but the 1
    assert dice.success_faces(-20, 50) == 1  # only the 10


def test_natural_needed_stays_between_2_and_10() -> None:
    assert dice.natural_needed(3, 8) == 5
    assert dice.natural_needed(9, 3) == 2
    assert dice.natural_needed(0, 14) == 10


def test_fate_price_of_rerolls() -> None:
    """GEN-021 each re-roll beyond the free ones costs +1 Fate; GEN-025 never above 9."""
    assert dice.reroll_cost(3, 1) == 2
    assert dice.reroll_cost(1, 2) == 0
    assert dice.fate_room(6) == 3
    assert dice.can_pay_fate(8) and not dice.can_pay_fate(9)
    assert not dice.can_pay_fate(7, 3)
    assert dice.fate_reroll_problem(9, "Argo Fate") == "Argo Fate cannot be raised above 9"
    assert dice.fate_reroll_problem(4) == ""


def test_crit_note() -> None:
    assert "always a success" in dice.crit_note(10)
    assert "always a failure" in dice.crit_note(1)
    assert dice.crit_note(5) == ""


def test_roll_draws_in_order_from_the_named_stream() -> None:
    a, b = Rng(7, {}), Rng(7, {})
    assert dice.roll(a, "x", 3) == [b.d10("x") for _ in range(3)]
