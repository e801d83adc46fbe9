"""Group tests with declared bonuses [EX-010, ADV-068, ADV-072].

"Every Argonaut makes the test and may take +1 Danger for +1 to the result": in a group test
each Argonaut declares a bonus for their own die, pays its cost, and the die alone is
modified. The shipped Main Story's 0082 ("The First Landing") is written so.
"""

from __future__ import annotations

import adventure_kit as kit
import pytest

from atoterm.content import ContentPack
from atoterm.content.story_parse import ChapterReader
from atoterm.engine.state import GameState

MAIN = """
@chapter main "Tests"

== 0101 Row
group test endurance 6+: Everyone rows.
  bonus (pay danger 1) +1
  bonus [matrix 12] +2
  0-1 -> 0191
  2-3 -> 0190
  4 -> 0190
  fail > gain_despair 1

== 0190 Made it
> gain_progress 1
-> return

== 0191 Lost
-> return
"""


@pytest.fixture(scope="module")
def content() -> ContentPack:
    return kit.pack(MAIN)


def test_ex_010_a_group_test_takes_a_declared_bonus_line() -> None:
    reader = ChapterReader("t.story", MAIN.strip() + "\n", problems := [])
    reader.chapter()
    assert problems == []
    (test,) = [s.test for p in reader.paragraphs for s in p.steps if s.test is not None]
    assert test.kind == "group"
    assert [b.text for b in test.bonuses] == ["(pay danger 1) +1", "[matrix 12] +2"]


def test_ex_010_each_argonaut_declares_for_their_own_die(content: ContentPack) -> None:
    # d10: 5, 5, 5, 9 -- only those who declared +1 reach 6
    run = kit.read("0101", content, forced={kit.D10: [5, 5, 5, 9]})
    assert run.kind == "adv.bonus"
    assert "bonus:0:0" in run.legal() and "bonus:0:1" not in run.legal()  # box 12 unmarked
    assert run.option("bonus:0:1").disabled == "needs Choice Matrix box 12 marked"
    run.choose("bonus:0:0", "bonus:2:0")
    assert run.option("roll").explain == "declared: Ithra +1, Melisse +1"
    assert "bonus:0:0" not in run.ids()  # each bonus once per Argonaut [ADV-068]
    run.choose("roll")
    state = run.state
    assert [a.danger for a in state.argonauts] == [1, 0, 1, 0]  # each paid their own
    rolls = [(e.data["argonaut"], e.data["total"], e.data["success"]) for e in run.of("test_roll")]
    assert rolls == [(0, 6, True), (1, 5, False), (2, 6, True), (3, 9, True)]
    assert run.kind == "adv.group_reroll"
    run.choose("done")
    assert run.read()[-1] == "0190"  # three successes
    assert [a.despair for a in state.argonauts] == [0, 1, 0, 0]  # only Kalon failed


def test_ex_010_the_first_landing_takes_the_danger_bonus() -> None:
    shipped = kit.shipped()

    def leader_danger(state: GameState) -> None:
        state.argonauts[3].danger = 9  # Doros cannot raise Danger above 9 on purpose

    run = kit.read("0082", shipped, setup=leader_danger, forced={kit.D10: [5, 5, 5, 5]})
    assert run.kind == "adv.bonus"
    assert run.option("bonus:3:0").disabled == "Danger cannot be raised above 9 on purpose"
    run.choose("bonus:0:0", "bonus:1:0", "bonus:2:0")  # then the dice roll: nothing is left
    successes = [e.data["success"] for e in run.of("test_roll")]
    assert successes == [True, True, True, False]
