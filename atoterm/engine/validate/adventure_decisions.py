"""The storybook's decisions (``adv.*``): the reader reads the adventure being read, the
paragraph step at its cursor and, for a test, the test in progress; these checks make sure
those exist and that every option id parses to something they hold."""

from __future__ import annotations

from atoterm.content.story_model import Step
from atoterm.engine.decisions import Decision
from atoterm.engine.state import GameState
from atoterm.engine.story_state import Adventure, TestState
from atoterm.engine.validate import checks as c
from atoterm.engine.validate.decisions import CHECKS, is_index, option_ids, suffix
from atoterm.engine.validate.known import Known
from atoterm.engine.validate.story import SEAT_HIGH


def _adventure(state: GameState, where: str) -> Adventure:
    if state.adventure is None:
        c.fail(where, "a storybook decision outside an adventure")
    return state.adventure


def _step(state: GameState, known: Known, where: str) -> Step:
    """The paragraph step at the cursor (the codec and ``story.py`` checked the paragraph)."""
    adventure = _adventure(state, where)
    book = known.content.storybook
    assert book is not None  # check_adventure refused an adventure without a storybook
    steps = book.paragraphs[adventure.paragraph].steps
    if adventure.cursor >= len(steps):
        c.fail(f"{where[: -len('.pending')]}.adventure.cursor", "past the paragraph's last step")
    return steps[adventure.cursor]


def _test(state: GameState, known: Known, where: str) -> TestState:
    """The test in progress, at a step that is a test."""
    step = _step(state, known, where)
    adventure = _adventure(state, where)
    if step.test is None or adventure.test is None:
        c.fail(where, "a test decision with no test in progress")
    return adventure.test


def _choice(state: GameState, known: Known, decision: Decision, where: str) -> None:
    count = len(_step(state, known, where).choices)
    option_ids(decision, where, lambda i: is_index(suffix(i, "choice:"), count), "choice:<index>")


def _leader(state: GameState, known: Known, decision: Decision, where: str) -> None:
    _adventure(state, where)
    seats = len(state.argonauts)
    option_ids(
        decision,
        where,
        lambda i: i == "leader:random" or is_index(suffix(i, "leader:"), seats),
        "leader:<seat>",
    )
    alive = [a for a in state.argonauts if a.alive and not a.retired]
    if not alive and any(o.id == "leader:random" for o in decision.options):
        c.fail(where, "a random leader among no living Argonaut")


def _code(state: GameState, known: Known, decision: Decision, where: str) -> None:
    codes = set(state.story.codes)
    option_ids(decision, where, lambda i: suffix(i, "code:") in codes | {"later"}, "a code held")


def _node_tie(state: GameState, known: Known, decision: Decision, where: str) -> None:
    def valid(option_id: str) -> bool:
        parts = option_id.split(":", 2)
        return (
            len(parts) == 3
            and parts[0] == "node"
            and is_index(parts[1], SEAT_HIGH + 1)
            and parts[2] in known.mnemos
        )

    option_ids(decision, where, valid, "node:<seat>:<Mnemos>")


def _split(state: GameState, known: Known, decision: Decision, where: str) -> None:
    if not _adventure(state, where).pending_group:
        c.fail(where, "no group gain to give out")
    seats = len(state.argonauts)
    option_ids(decision, where, lambda i: is_index(suffix(i, "split:"), seats), "split:<seat>")


def _delve(state: GameState, known: Known, decision: Decision, where: str) -> None:
    _test(state, known, where)
    option_ids(decision, where, lambda i: i in ("draw", "stop"), "draw or stop")


def _bonus(state: GameState, known: Known, decision: Decision, where: str) -> None:
    _test(state, known, where)
    step = _step(state, known, where)
    assert step.test is not None
    count = len(step.test.bonuses)
    party = len(state.argonauts)

    def group_bonus(option_id: str) -> bool:
        """``bonus:<Argonaut>:<bonus>``: one Argonaut's declaration in a group test [EX-010]."""
        who, _, index = (suffix(option_id, "bonus:") or "").partition(":")
        return is_index(who, party) and is_index(index, count)

    option_ids(
        decision,
        where,
        lambda i: i == "roll" or is_index(suffix(i, "bonus:"), count) or group_bonus(i),
        "bonus",
    )


def _reroll(state: GameState, known: Known, decision: Decision, where: str) -> None:
    test = _test(state, known, where)
    if not test.rollers or not test.rolls:
        c.fail(where, "a re-roll with no die rolled")
    option_ids(decision, where, lambda i: i in ("reroll", "keep"), "reroll or keep")


def _group_reroll(state: GameState, known: Known, decision: Decision, where: str) -> None:
    test = _test(state, known, where)
    if len(test.rolls) != len(test.rollers):
        c.fail(where, "a group re-roll with the dice and the rollers apart")
    rollers = {str(who) for who in test.rollers}
    option_ids(
        decision, where, lambda i: i == "done" or suffix(i, "reroll:") in rollers, "a roller"
    )


CHECKS.update(
    {
        "adv.choice": _choice,
        "adv.leader": _leader,
        "adv.code": _code,
        "adv.node_tie": _node_tie,
        "adv.split": _split,
        "adv.delve": _delve,
        "adv.bonus": _bonus,
        "adv.reroll": _reroll,
        "adv.group_reroll": _group_reroll,
    }
)
