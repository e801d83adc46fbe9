"""Reading a storybook test, roll or Delve: its first line, its ``bonus`` lines and its
outcome lines (``docs/storybook-format.md``, "Tests and rolls")."""

from __future__ import annotations

import re
from typing import TYPE_CHECKING, Any

from atoterm.content.story_model import Bonus, Outcome, Step, Test
from atoterm.content.story_ops import (
    SKILL_NAMES,
    LineError,
    parse_conds,
    parse_cost,
    parse_effect,
    parse_target,
    small_number,
)

if TYPE_CHECKING:
    from atoterm.content.errors import Problem

OUTCOME_LINE = re.compile(r"(success|fail|[0-9]+(?:-[0-9]+)?)\s*(->|>)\s*(.+)")
RANGE = re.compile(r"([0-9]+)(?:-([0-9]+))?")


class ChecksReader:
    """The test-reading half of ``story_parse.ChapterReader``."""

    draft: Any
    problems: list[Problem]

    def problem(self, line: int, message: str) -> None:
        raise NotImplementedError

    def _start_test(self, number: int, match: re.Match[str]) -> None:
        word, skill, difficulty, peril, who, label = match.groups()
        kind = {"group test": "group", "argo test": "argo", "test": "solo"}[word]
        if kind == "argo" and skill:
            raise LineError("an argo test has no Skill: argo test 6+")
        if kind != "argo" and skill not in SKILL_NAMES:
            raise LineError(f"unknown Skill {skill!r} (Skills: {', '.join(SKILL_NAMES)})")
        self._begin(
            kind,
            number,
            skill=skill,
            difficulty=small_number(difficulty),
            peril=bool(peril),
            who=who or "leader",
            label=label,
        )

    def _begin(self, kind: str, number: int, **fields: Any) -> None:
        draft = self.draft
        assert draft is not None
        if draft.choices:
            raise LineError("a test cannot follow choices")
        if draft.steps and draft.steps[-1].kind in ("goto", "test"):
            raise LineError("nothing may follow the paragraph's direction")
        draft.test = {
            "kind": kind,
            "line": number,
            "bonuses": [],
            "outcomes": [],
            "each": [],
            **fields,
        }

    def _test_line(self, number: int, text: str) -> None:
        test = self.draft.test if self.draft else None
        assert test is not None
        if test.get("skip"):
            return
        if text.startswith("bonus"):
            if test["kind"] in ("roll", "delve"):
                raise LineError(f"a {test['kind']} takes no declared bonus")
            test["bonuses"].append(parse_bonus(text[len("bonus") :].strip()))
            return
        match = OUTCOME_LINE.fullmatch(text)
        if not match:
            raise LineError("expected an outcome (success/fail/N-M -> NNNN or > effect) or a bonus")
        key, arrow, rest = match.groups()
        if key == "fail" and arrow == ">" and test["kind"] == "group":
            test["each"].append(parse_effect(rest))
            return
        if key in ("success", "fail") and test["kind"] in ("roll", "group"):
            raise LineError(f"a {test['kind']} has numbered outcomes, not {key}")
        if key not in ("success", "fail") and test["kind"] in ("solo", "argo", "delve"):
            raise LineError(f"a {test['kind']} has success and fail outcomes, not {key}")
        low, high = parse_range(key)
        if arrow == "->":
            test["outcomes"].append((key, low, high, None, parse_target(rest), number))
        else:
            test["outcomes"].append((key, low, high, parse_effect(rest), None, number))

    def _end_test(self) -> None:
        draft = self.draft
        if draft is None or draft.test is None:
            return
        t, draft.test = draft.test, None
        if t.get("skip"):
            return
        merged: dict[tuple[str, int, int], dict[str, Any]] = {}
        for key, low, high, effect, target, number in t["outcomes"]:
            slot = merged.setdefault((key, low, high), {"effects": [], "target": None})
            if effect is not None:
                slot["effects"].append(effect)
            if target is not None:
                if slot["target"] is not None:
                    self.problem(number, f"outcome {key} has two directions")
                slot["target"] = target
        outcomes = tuple(
            Outcome(key, low, high, tuple(v["effects"]), v["target"])
            for (key, low, high), v in merged.items()
        )
        test = Test(
            t["kind"],
            t.get("label", ""),
            t.get("skill", ""),
            t.get("difficulty", 0),
            t.get("peril", False),
            t.get("who", "leader"),
            t.get("counts", True),
            tuple(t["bonuses"]),
            outcomes,
            tuple(t["each"]),
            t["line"],
        )
        draft.steps.append(Step("test", t["line"], test=test))


def parse_range(key: str) -> tuple[int, int]:
    match = RANGE.fullmatch(key)
    if not match:
        return 0, 0
    low = small_number(match.group(1))
    high = small_number(match.group(2)) if match.group(2) else low
    if high < low:
        raise LineError(f"range {key} runs backwards")
    return low, high


def parse_bonus(text: str) -> Bonus:
    """``(pay danger 1) +1``, ``[matrix 12] +1`` or ``diplomacy`` [ADV-068]."""
    if text == "diplomacy":
        return Bonus(0, diplomacy=True, text="Local Faction Diplomacy")
    match = re.fullmatch(r"([\[(])(.*)([\])])\s*([+-][0-9]+)", text)
    if not match or {match.group(1), match.group(3)} not in ({"[", "]"}, {"(", ")"}):
        raise LineError(
            "a bonus is: bonus (pay danger 1) +1, bonus [condition] +1 or bonus diplomacy"
        )
    amount = small_number(match.group(4))
    if match.group(1) == "(":
        return Bonus(
            amount, cost=parse_cost(match.group(2)), text=f"({match.group(2)}) {amount:+d}"
        )
    conds = parse_conds(match.group(2))
    if len(conds) != 1:
        raise LineError("a bonus has one condition")
    return Bonus(amount, cond=conds[0], text=f"[{match.group(2)}] {amount:+d}")
