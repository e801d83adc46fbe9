"""Battle tests: one d10 + a Skill against a difficulty [BAT-MISC-074].

A natural 10 always passes and a natural 1 always fails [GEN-015]; a failed test may be re-rolled
once by gaining 1 Fate, never at Fate 9 [GEN-021, GEN-022] (a Doomed Judgement forbids it,
KEY-016). The Climb and Hold on tests of Vantage Points and the Judgement attack are all this
roll; they differ only in their words, which :class:`TestWords` carries.
"""

from __future__ import annotations

from collections.abc import Callable

import msgspec

from atoterm.engine.battle.core.context import B, Proc
from atoterm.engine.battle.core.state import AttackRecord, TitanState
from atoterm.engine.battle.harm import gains as harm
from atoterm.engine.decisions import Decision, Option
from atoterm.engine.dice import can_pay_fate, natural_needed, succeeds


# A msgspec Struct, not a dataclass: its methods are made in C when the class is created,
# not compiled from text at every start (docs/architecture.md, "Speed, stop 34 (imports)").
class TestWords(msgspec.Struct, frozen=True):
    """The words of one kind of dice test (a Climb, a Judgement) in the log and the dice panel."""

    kind: str
    """Event and dice-record kind ("test", "judgement")."""
    outcome: tuple[str, str]
    """How the log says pass / fail."""
    record: tuple[str, str]
    """How the dice panel says pass / fail."""
    hint: str
    """The re-roll option's explanation, with ``{need}`` the natural roll that passes."""
    rule: str


CLIMB_WORDS = TestWords(
    "test", ("passed", "failed"), ("pass", "fail"), "+1 Fate; passes on a natural {need}+", ""
)
JUDGEMENT_WORDS = TestWords(
    "judgement",
    ("success", "fail"),
    ("success", "fail"),
    "+1 Fate; succeeds on a natural {need}+ or a 10",
    "BAT-PRIM-082",
)


def skill_test(
    b: B,
    titan: TitanState,
    bonus: int,
    difficulty: int,
    line: Callable[[int], str],
    words: TestWords,
    *,
    rule: str = "",
    fate: bool = True,
) -> Proc[bool]:
    """Roll, offer the Fate re-roll on a failure, record the die; returns whether it passed.
    ``line(roll)`` opens the log line ("Ilia (A) climbs ...: rolls 4")."""
    rule = rule or words.rule
    roll = b.rng.d10("battle.d10")
    ok = succeeds(roll, bonus, difficulty)
    text = line(roll)
    said = words.outcome
    b.emit(words.kind, f"{text}: {said[0] if ok else said[1]}.", rule, titan=titan.key, roll=roll)
    if not ok and fate and can_pay_fate(b.argonaut(titan).fate):
        need = natural_needed(bonus, difficulty)
        options = [
            Option("keep", "Accept the failure"),
            Option("reroll-1", "Re-roll with Fate", words.hint.format(need=need)),
        ]
        chosen = yield from b.ask(
            Decision(
                "battle.reroll", f"titan:{titan.key}", f"{text}: re-roll?", options,
                {"rule": "GEN-022"},
            )
        )  # fmt: skip
        if chosen.id == "reroll-1":
            yield from harm.gain_fate(b, titan, 1, rule="GEN-021")
            roll = b.rng.d10("battle.d10")
            ok = succeeds(roll, bonus, difficulty)
            b.emit(
                words.kind, f"Re-roll: {roll}: {said[0] if ok else said[1]}.", "GEN-018", roll=roll
            )
    record = words.record[0] if ok else words.record[1]
    b.battle.last_dice.append(AttackRecord(words.kind, titan.key, [roll], [], record))
    return ok
