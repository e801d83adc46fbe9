"""Rule tests of storybook tests, plain rolls and the Pharos Delve [ADV-040..ADV-045,
ADV-066..ADV-074]."""

from __future__ import annotations

from collections.abc import Callable

import adventure_kit as kit
import pytest

from atoterm.content import ContentPack
from atoterm.engine.adventure import delve as delve_rules
from atoterm.engine.state import GameState

MAIN = """
@chapter main "Tests"

== 0101 Solo
test cunning 6+: Try.
  bonus (pay danger 1) +1
  bonus [matrix 12] +2
  success -> 0190
  fail > gain_doom 1
  fail -> 0191

== 0102 Argo
argo test 6+: Hold.
  success -> 0190
  fail -> 0191

== 0103 Roll
roll d10
  1-4 -> 0190
  5-10 -> 0191

== 0104 Delve
delve 9: Down.
  success -> 0190
  fail > gain_doom 1
  fail -> 0191

== 0105 Delve rules
delve 9 rules: Down.
  success -> 0190
  fail -> 0191

== 0106 Group
group test will 6+: Row.
  0-1 -> 0191
  2-3 -> 0190
  4 -> 0192
  fail > gain_despair 1

== 0107 Plain solo
test wisdom 6+: Think.
  success -> 0190
  fail -> 0191

== 0108 Peril
test courage 6+ peril: Jump.
  bonus (pay danger 1) +1
  success -> 0190
  fail -> 0191

== 0190 Success
> gain_progress 1
-> return

== 0191 Fail
-> return

== 0192 Triumph
> gain_progress 2
-> return
"""


@pytest.fixture(scope="module")
def content() -> ContentPack:
    return kit.pack(MAIN)


def skills(index: int, **values: int) -> Callable[[GameState], None]:
    def setup(state: GameState) -> None:
        state.argonauts[index].skills.update(values)

    return setup


def success(run: kit.Run) -> bool:
    return run.read()[-1] in ("0190", "0192")


# ---------------------------------------------------------------------------- solo tests
@pytest.mark.parametrize(
    ("natural", "skill", "ok"),
    [(5, 1, True), (5, 0, False), (6, 0, True), (3, 2, False), (4, 2, True)],
    ids=["ADV-066-5+1", "ADV-066-5+0", "ADV-066-6+0", "ADV-066-3+2", "ADV-066-4+2"],
)
def test_adv_066_d10_plus_modifiers_against_the_difficulty(
    content: ContentPack, natural: int, skill: int, ok: bool
) -> None:
    """[ADV-066]"""
    run = kit.read("0107", content, forced={kit.D10: [natural]}, setup=skills(0, wisdom=skill))
    run.choose("leader:0")
    if not ok:
        run.choose("keep")
    roll = run.of("test_roll")[0]
    assert roll.data["total"] == natural + skill and roll.data["success"] is ok
    assert success(run) is ok


@pytest.mark.parametrize(
    ("natural", "skill", "ok"),
    [(10, -5, True), (1, 6, False)],
    ids=["ADV-067-natural-10", "ADV-067-natural-1"],
)
def test_adv_067_natural_10_succeeds_natural_1_fails(
    content: ContentPack, natural: int, skill: int, ok: bool
) -> None:
    run = kit.read("0107", content, forced={kit.D10: [natural]}, setup=skills(0, wisdom=skill))
    run.choose("leader:0")
    if not ok:
        run.choose("keep")
    roll = run.of("test_roll")[0]
    assert roll.rule == "ADV-067" and roll.data["success"] is ok
    assert success(run) is ok


def test_adv_068_bonuses_are_declared_before_the_roll_each_once(content: ContentPack) -> None:
    """[ADV-068]"""
    run = kit.read(
        "0101", content, forced={kit.D10: [5]}, setup=lambda s: s.choice_matrix.append(12)
    )
    run.choose("leader:1")
    assert run.kind == "adv.bonus" and run.ids() == ["bonus:0", "bonus:1", "roll"]
    assert run.of("test_roll") == []  # nothing rolled yet
    run.choose("bonus:0")
    assert run.state.argonauts[1].danger == 1  # its cost was paid
    assert run.ids() == ["bonus:1", "roll"]  # each bonus once per test
    run.choose("roll")
    assert run.of("test_roll")[0].data["total"] == 6 and success(run)


def test_adv_068_an_unmet_bonus_is_greyed_and_the_last_one_rolls(content: ContentPack) -> None:
    """[ADV-068]"""
    run = kit.read("0101", content, forced={kit.D10: [4]}).choose("leader:0")
    assert run.option("bonus:1").disabled == "needs Choice Matrix box 12 marked"
    run.choose("bonus:0")  # nothing else can be declared: the die is rolled
    assert run.of("test_roll")[0].data["total"] == 5
    assert run.kind == "adv.reroll"


def test_adv_068_a_condition_bonus_applies_when_it_holds(content: ContentPack) -> None:
    """[ADV-068]"""
    run = kit.read(
        "0101", content, forced={kit.D10: [4]}, setup=lambda s: s.choice_matrix.append(12)
    )
    run.choose("leader:0", "bonus:1", "roll")
    assert run.of("test_roll")[0].data["total"] == 6 and success(run)
    assert run.state.argonauts[0].danger == 0


def test_adv_069_a_failed_test_may_be_rerolled_with_the_argonauts_fate(
    content: ContentPack,
) -> None:
    run = kit.read("0107", content, forced={kit.D10: [3, 8]})
    run.choose("leader:2")
    assert run.kind == "adv.reroll"
    assert run.option("reroll").explain == "ADV-069"
    run.choose("reroll")
    assert (
        run.state.argonauts[2].fate == 1
        and run.state.argo.argo_fate == kit.shipped().argo.argo_fate
    )
    assert [e.data["natural"] for e in run.of("test_roll")] == [3, 8]
    assert success(run)


def test_adv_069_a_success_is_not_offered_a_reroll_and_fate_9_cannot(content: ContentPack) -> None:
    """[ADV-069]"""
    ok = kit.read("0107", content, forced={kit.D10: [7]}).choose("leader:0")
    assert ok.of("reroll") == [] and success(ok)

    def fate_9(state: GameState) -> None:
        state.argonauts[0].fate = 9

    stuck = kit.read("0107", content, forced={kit.D10: [2]}, setup=fate_9).choose("leader:0")
    assert stuck.pending is None and stuck.read()[-1] == "0191"


def test_adv_070_an_argo_test_is_rerolled_with_argo_fate(content: ContentPack) -> None:
    """[ADV-070, GEN-024] an Argo test's re-roll costs Argo Fate, not an Argonaut's Fate."""
    run = kit.read("0102", content, forced={kit.D10: [2, 9]})
    assert run.of("leader") == []  # no Argonaut makes it
    assert run.option("reroll").explain == "ADV-070"
    before = run.state.argo.argo_fate
    run.choose("reroll")
    assert run.state.argo.argo_fate == before + 1
    assert all(a.fate == 0 for a in run.state.argonauts) and success(run)


def test_adv_071_a_solo_test_is_made_by_the_leader_with_their_skill(content: ContentPack) -> None:
    """[ADV-071]"""

    def setup(state: GameState) -> None:
        state.argonauts[0].skills["wisdom"] = 3
        state.argonauts[3].skills["wisdom"] = -1

    run = kit.read("0107", content, forced={kit.D10: [5]}, setup=setup).choose("leader:3", "keep")
    roll = run.of("test_roll")[0]
    assert roll.data["argonaut"] == 3 and roll.data["total"] == 4
    assert len(run.of("test_roll")) == 1


def test_adv_075_a_peril_tests_decisions_are_the_leaders_alone(content: ContentPack) -> None:
    """[ADV-075]"""
    run = kit.read("0108", content, forced={kit.D10: [2, 9]}).choose("leader:3")
    assert run.kind == "adv.bonus" and run.pending.actor == "argonaut:3"
    assert run.pending.prompt.startswith("PERIL") and run.pending.context["peril"] is True
    run.choose("roll")
    assert run.kind == "adv.reroll" and run.pending.actor == "argonaut:3"
    assert run.pending.prompt.startswith("PERIL")
    calm = kit.read("0107", content, forced={kit.D10: [2]}).choose("leader:3")
    assert calm.pending.actor == "players" and not calm.pending.prompt.startswith("PERIL")


# ---------------------------------------------------------------------------- group tests
@pytest.mark.parametrize(
    ("dice", "band"),
    [
        ([1, 2, 3, 6], "0191"),
        ([6, 7, 2, 2], "0190"),
        ([6, 7, 8, 2], "0190"),
        ([6, 7, 8, 10], "0192"),
    ],
    ids=["ADV-072-one", "ADV-072-two", "ADV-072-three", "ADV-072-four"],
)
def test_adv_072_group_successes_pick_the_band(
    content: ContentPack, dice: list[int], band: str
) -> None:
    """[ADV-072]"""
    run = kit.read("0106", content, forced={kit.D10: dice})
    if run.kind == "adv.group_reroll":
        run.choose("done")
    assert len(run.of("test_roll")) == 4
    assert run.of("group_result")[0].data["successes"] == sum(d >= 6 for d in dice)
    assert run.read()[-1] == band


def test_adv_073_fail_effects_hit_each_argonaut_who_failed(content: ContentPack) -> None:
    """[ADV-073]"""
    run = kit.read("0106", content, forced={kit.D10: [6, 2, 8, 1]}).choose("done")
    assert [a.despair for a in run.state.argonauts] == [0, 1, 0, 1]
    assert run.read()[-1] == "0190"  # a moderate success for the group, failures still pay


def test_adv_073_group_rerolls_are_declared_first(content: ContentPack) -> None:
    """[ADV-073, GEN-019, GEN-020] every re-roll of a group test is declared before any is made."""
    run = kit.read("0106", content, forced={kit.D10: [6, 2, 8, 1, 9, 7]})
    assert run.ids() == ["reroll:1", "reroll:3", "done"]
    run.choose("reroll:1")
    assert len(run.of("test_roll")) == 4  # declared, not yet rolled
    run.choose("reroll:3")
    assert [a.despair for a in run.state.argonauts] == [0, 0, 0, 0]
    assert run.read()[-1] == "0192" and [a.fate for a in run.state.argonauts] == [0, 1, 0, 1]


def test_adv_074_a_plain_roll_is_not_a_test(content: ContentPack) -> None:
    low = kit.read("0103", content, forced={kit.D10: [4]})
    assert low.of("roll")[0].rule == "ADV-074" and low.read()[-1] == "0190"
    assert low.of("test_roll") == [] and low.of("leader") == []
    high = kit.read("0103", content, forced={kit.D10: [1]})
    assert high.kinds().count("reroll") == 0 and high.pending is None


# ---------------------------------------------------------------------------- the Delve
MAJOR = [1, 1, 2, 2, 3, 3, 4, 4, 5, 5, 6, 6, 7, 7, 8]


def test_adv_045_the_major_trauma_deck_numbers(content: ContentPack) -> None:
    """[ADV-045]"""
    deck = sorted(c.number for c in content.battle.cards.values() if c.deck == "major")
    assert deck == MAJOR and sum(deck) == 64


def delve(content: ContentPack, order: list[int], para: str = "0104") -> kit.Run:
    return kit.read(para, content, forced={kit.DELVE: kit.deck_order(MAJOR, order)})


def test_adv_040_cards_are_drawn_one_at_a_time_with_a_choice_after_each(
    content: ContentPack,
) -> None:
    """[ADV-040]"""
    run = delve(content, [3, 4, 2])
    assert run.kind == "adv.delve" and run.ids() == ["draw", "stop"]
    assert run.pending.context["drawn"] == [3]
    run.choose("draw")
    assert run.pending.context["drawn"] == [3, 4]
    assert [e.data["total"] for e in run.of("delve_card")] == [3, 7]


def test_adv_041_stopping_at_or_above_the_difficulty_succeeds(content: ContentPack) -> None:
    run = delve(content, [5, 4]).choose("draw", "stop")
    assert run.of("delve_stop")[0].rule == "ADV-041" and success(run)


def test_adv_042_reaching_16_fails_at_once(content: ContentPack) -> None:
    run = delve(content, [7, 8, 1])
    run.choose("draw")
    assert run.state.doom == 0 and run.kind == "adv.delve"
    bust = run.pending.context["bust"]
    assert bust[1] == 13 and bust[0] == sum(1 for n in MAJOR if n >= 1) - 2  # 15: any card busts
    run.choose("draw")
    assert run.of("delve_bust")[0].rule == "ADV-042"
    assert run.of("delve_card")[-1].data["total"] == 16
    assert run.state.doom == 1 and run.read()[-1] == "0191"


def test_adv_043_stopping_below_the_difficulty_does_nothing(content: ContentPack) -> None:
    run = delve(content, [3, 2]).choose("draw", "stop")
    assert run.of("delve_stop")[0].rule == "ADV-043"
    assert run.state.doom == 0 and run.read()[-1] == "0104"  # neither outcome
    assert run.ended


def test_adv_044_delve_rules_resolve_like_a_delve_without_counting_as_one(
    content: ContentPack,
) -> None:
    """[ADV-044]"""
    book = content.storybook
    assert book.paragraph("0104").steps[-1].test.counts is True
    assert book.paragraph("0105").steps[-1].test.counts is False
    run = delve(content, [5, 4], para="0105").choose("draw", "stop")
    assert success(run)


def test_delve_bust_odds_count_the_cards_left() -> None:
    from atoterm.engine.story_state import TestState

    current = TestState(0, "delve", drawn=[8, 7], deck=[8, 7, 1, 2, 3])
    assert delve_rules.bust_odds(current) == (3, 3)
    current.drawn = [1]
    current.deck = [1, 2, 3]
    assert delve_rules.bust_odds(current) == (0, 2)
