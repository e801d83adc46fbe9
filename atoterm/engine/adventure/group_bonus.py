"""A group test's declared bonuses: each Argonaut declares for their own die [ADV-068, ADV-072,
EX-010].

"Gain +1 Danger to add +1" in a group test is each Argonaut's own choice: who declares pays the
cost and adds the modifier to their die only. The declarations are kept in the test state
(``declared``, ``declared_by``, ``mods``), so a restart finds them; the solo test's
declarations are ``tests.py``'s.
"""

from __future__ import annotations

from collections.abc import Callable

from atoterm.content.story_model import Bonus, Test
from atoterm.engine.adventure import party, reading
from atoterm.engine.adventure.conditions import (
    cannot_pay,
    diplomacy_bonus,
    pay,
    sentence,
    unmet,
)
from atoterm.engine.adventure.test_panel import test_context
from atoterm.engine.context import Ctx
from atoterm.engine.decisions import Decision, Option
from atoterm.engine.procedure import Proc
from atoterm.engine.story_state import Adventure, TestState

Roller = Callable[[Ctx, Adventure, Test, TestState], str]
"""``tests.roll``: every living Argonaut rolls (passed in: ``tests.py`` imports this module)."""


def bonus_amount(ctx: Ctx, bonus: Bonus) -> int:
    return diplomacy_bonus(ctx.state, ctx.content) if bonus.diplomacy else bonus.amount


def group_bonus_problem(ctx: Ctx, adventure: Adventure, bonus: Bonus, who: int) -> str:
    """Why Argonaut ``who`` cannot declare ``bonus`` ("" when they can): they pay its cost,
    and its condition is read for them (the leader's in a test one Argonaut makes; ``who``
    is -1 while no leader is chosen)."""
    if bonus.cost is not None:
        blocks = party.hindrances(ctx.state, ctx.content, who) if who >= 0 else []
        return cannot_pay(ctx.state, bonus.cost, who, blocks)
    if bonus.cond is not None:
        return unmet(ctx.state, ctx.content, bonus.cond, who, adventure.notes)
    return "" if bonus_amount(ctx, bonus) != 0 else "no Diplomacy with the Local Faction"


def group_modifier(current: TestState, who: int) -> int:
    """What Argonaut ``who`` declared for their own die of a group test."""
    return sum(m for w, m in zip(current.declared_by, current.mods, strict=False) if w == who)


def declare_group(
    ctx: Ctx, adventure: Adventure, test: Test, current: TestState, roll: Roller
) -> Proc[str]:
    """A group test's bonuses: each Argonaut may declare each bonus once, for their own die,
    paying its cost themselves, before any die is rolled [ADV-068, ADV-072, EX-010]."""
    options = []
    taken = set(zip(current.declared_by, current.declared, strict=False))
    for who in party.living(ctx.state):
        if "no_bonus" in party.hindrances(ctx.state, ctx.content, who):
            continue
        name = ctx.state.argonauts[who].name
        for index, bonus in enumerate(test.bonuses):
            if (who, index) in taken:
                continue
            amount = bonus_amount(ctx, bonus)
            what = f"Diplomacy ({amount:+d})" if bonus.diplomacy else bonus.text
            problem = group_bonus_problem(ctx, adventure, bonus, who)
            options.append(
                Option(
                    f"bonus:{who}:{index}",
                    f"{name} declares {what}",
                    "",
                    problem,
                    value=[who, index],
                )
            )
    if not any(not o.disabled for o in options):
        return roll(ctx, adventure, test, current)
    declared = ", ".join(
        f"{ctx.state.argonauts[w].name} {group_modifier(current, w):+d}"
        for w in dict.fromkeys(current.declared_by)
    )
    options.append(Option("roll", "Everyone rolls the d10", f"declared: {declared or 'nothing'}"))
    prompt = (
        f"Group test, {test.skill.title()} {test.difficulty}+: {test.label} Each Argonaut may "
        "declare bonuses for their own die before the dice are rolled."
    )
    context = test_context(ctx, adventure, test, current)
    option = yield from ctx.ask(Decision("adv.bonus", "players", prompt, options, context))
    if option.id == "roll":
        roll(ctx, adventure, test, current)
    else:
        who, index = option.value
        declared_by(ctx, test, current, who, index)
    return reading.ASKED


def declared_by(ctx: Ctx, test: Test, current: TestState, who: int, index: int) -> None:
    """Argonaut ``who`` declares a group test's bonus: it modifies their die only, and they
    pay its cost in full [ADV-068, GEN-051]."""
    bonus = test.bonuses[index]
    amount = bonus_amount(ctx, bonus)
    current.declared.append(index)
    current.declared_by.append(who)
    current.mods.append(amount)
    if bonus.cost is not None:
        ctx.emit("paid", sentence(pay(ctx.state, bonus.cost, who)), "GEN-051")
    name = ctx.state.argonauts[who].name
    ctx.emit(
        "bonus",
        f"{name} declares {bonus.text} (their die {group_modifier(current, who):+d}).",
        "ADV-068",
    )
