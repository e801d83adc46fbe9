"""Tests, plain rolls and the Pharos Delve of the storybook.

[ADV-066..ADV-074] tests: d10 + Skill against a difficulty, natural 10/1, bonuses declared
before the roll, Fate re-rolls (Argo Fate for Argo tests), group tests with success bands and
per-Argonaut Fail effects, plain rolls that are not tests; [GEN-018..GEN-024] re-rolls;
[ADV-040..ADV-045] the Pharos Delve.
"""

from __future__ import annotations

from atoterm.content.story_model import Bonus, Outcome, Paragraph, Step, Test
from atoterm.content.story_ops import SUBJECT_OPS
from atoterm.engine.adventure import party, reading, story_effects
from atoterm.engine.adventure.conditions import (
    pay,
    sentence,
    skill_value,
)
from atoterm.engine.adventure.delve import delve_draw, shuffled_major
from atoterm.engine.adventure.group_bonus import (
    bonus_amount,
    declare_group,
    group_bonus_problem,
    group_modifier,
)
from atoterm.engine.adventure.story_effects import targets
from atoterm.engine.adventure.test_panel import test_context
from atoterm.engine.context import Ctx
from atoterm.engine.decisions import Decision, Option
from atoterm.engine.dice import crit_note, fate_reroll_problem, succeeds
from atoterm.engine.procedure import Proc
from atoterm.engine.story_state import Adventure, TestState

D10 = "adventure.d10"


def run_test(ctx: Ctx, adventure: Adventure, para: Paragraph, step: Step) -> Proc[str]:
    """One phase of a test (declare, roll, re-roll, Delve draw, outcome); the reader runs the
    step again until the outcome sends it on. The phase is the test's checkpoint
    (``adventure.test``)."""
    test = step.test
    assert test is not None
    if test.kind in ("solo",) and (
        yield from reading.needs_leader(ctx, adventure, why=f"the {test.skill.title()} test")
    ):
        return reading.ASKED
    current = adventure.test
    if current is None or current.step != adventure.cursor:
        current = adventure.test = TestState(adventure.cursor, "declare")
        if test.kind == "delve":
            current.phase, current.deck = "delve", shuffled_major(ctx)
        if test.kind == "solo" and test.who != "leader":  # another Argonaut tests (who=)
            current.rollers = targets(ctx, adventure, test.who)[:1] or [adventure.leader]
    if current.phase == "declare":
        return (yield from declare(ctx, adventure, test, current))
    if current.phase == "reroll":
        return (yield from offer_reroll(ctx, adventure, test, current))
    if current.phase == "group_reroll":
        return (yield from ask_group_rerolls(ctx, adventure, test, current))
    if current.phase == "delve":
        return (yield from delve_draw(ctx, adventure, test, current))
    return (yield from finish(ctx, adventure, test, current))


# ---------------------------------------------------------------------------- solo and argo
def actor(adventure: Adventure, test: Test) -> str:
    """A Peril test's decisions are the party leader's alone [ADV-075]."""
    return f"argonaut:{adventure.leader}" if test.peril and adventure.leader >= 0 else "players"


def peril_prompt(ctx: Ctx, adventure: Adventure, test: Test, prompt: str) -> str:
    if not test.peril or adventure.leader < 0:
        return prompt
    leader = ctx.state.argonauts[adventure.leader].name
    return f"PERIL — {leader} decides alone, without any word or sign from the others. {prompt}"


def roller(adventure: Adventure, test: Test) -> int:
    """Who rolls a solo test (the party leader unless ``who=`` chose another) or -1 (the Argo)."""
    current = adventure.test
    if test.kind == "solo" and current is not None and current.rollers:
        return current.rollers[0]
    return adventure.leader if test.kind == "solo" else -1


def bonus_problem(ctx: Ctx, adventure: Adventure, bonus: Bonus) -> str:
    """Why the leader cannot declare ``bonus`` ("" when they can)."""
    return group_bonus_problem(ctx, adventure, bonus, adventure.leader)


def declare(ctx: Ctx, adventure: Adventure, test: Test, current: TestState) -> Proc[str]:
    """Bonuses are declared before the roll, each once [ADV-068]."""
    if test.kind == "roll" or not test.bonuses:
        return roll(ctx, adventure, test, current)
    if test.kind == "group":
        return (yield from declare_group(ctx, adventure, test, current, roll))
    if adventure.leader >= 0 and "no_bonus" in party.hindrances(
        ctx.state, ctx.content, adventure.leader
    ):
        return roll(ctx, adventure, test, current)
    options = []
    for index, bonus in enumerate(test.bonuses):
        if index in current.declared:
            continue
        amount = bonus_amount(ctx, bonus)
        label = (
            f"Declare {bonus.text}" if not bonus.diplomacy else f"Declare Diplomacy ({amount:+d})"
        )
        options.append(
            Option(f"bonus:{index}", label, "", bonus_problem(ctx, adventure, bonus), index)
        )
    if not any(not o.disabled for o in options):
        return roll(ctx, adventure, test, current)
    tester = roller(adventure, test)
    skill = skill_value(ctx.content, ctx.state.argonauts[tester], test.skill) if tester >= 0 else 0
    needed = test.difficulty - skill - current.modifier
    options.append(
        Option("roll", "Roll the d10", f"success on a natural {max(2, min(needed, 10))}+")
    )
    who = ctx.state.argonauts[tester].name if tester >= 0 else "The Argo"
    prompt = f"{who} tests {test.skill.title() or 'the Argo'} {test.difficulty}+: {test.label} Declare bonuses before rolling."
    prompt = peril_prompt(ctx, adventure, test, prompt.replace("  ", " "))
    option = yield from ctx.ask(
        Decision(
            "adv.bonus",
            actor(adventure, test),
            prompt,
            options,
            test_context(ctx, adventure, test, current),
        )
    )
    if option.value is None:  # roll the die
        roll(ctx, adventure, test, current)
    else:
        declared(ctx, adventure, test, current, int(option.value))
    return reading.ASKED


def declared(ctx: Ctx, adventure: Adventure, test: Test, current: TestState, index: int) -> None:
    """A declared bonus modifies the test (its cost paid in full) [ADV-068, GEN-051]."""
    bonus = test.bonuses[index]
    current.declared.append(index)
    current.modifier += bonus_amount(ctx, bonus)
    if bonus.cost is not None:
        ctx.emit("paid", sentence(pay(ctx.state, bonus.cost, adventure.leader)), "GEN-051")
    ctx.emit(
        "bonus", f"Declared: {bonus.text} (test modifier now {current.modifier:+d}).", "ADV-068"
    )


def roll(ctx: Ctx, adventure: Adventure, test: Test, current: TestState) -> str:
    if test.kind == "group":
        current.rollers = party.living(ctx.state)
        current.rolls = [ctx.rng.d10(D10) for _ in current.rollers]
        for i, natural in zip(current.rollers, current.rolls, strict=True):
            report(ctx, adventure, test, current, i, natural)
        current.phase = "group_reroll"
        return reading.NEXT_SAME
    natural = ctx.rng.d10(D10)
    current.rollers, current.rolls = [roller(adventure, test)], [natural]
    if test.kind == "roll":
        ctx.emit(
            "roll", f"Roll a d10: {natural} (not a test: no re-roll).", "ADV-074", natural=natural
        )
        current.phase = "done"
        return reading.NEXT_SAME
    report(ctx, adventure, test, current, current.rollers[0], natural)
    current.phase = "reroll"
    return reading.NEXT_SAME


def total(ctx: Ctx, test: Test, current: TestState, who: int, natural: int) -> tuple[int, bool]:
    """(modified result, success): natural 10 always succeeds, natural 1 fails [ADV-066, ADV-067]."""
    skill = (
        skill_value(ctx.content, ctx.state.argonauts[who], test.skill)
        if who >= 0 and test.skill
        else 0
    )
    declared = current.modifier if test.kind != "group" else group_modifier(current, who)
    value = natural + skill + declared
    return value, succeeds(natural, value - natural, test.difficulty)


def report(
    ctx: Ctx, adventure: Adventure, test: Test, current: TestState, who: int, natural: int
) -> None:
    value, ok = total(ctx, test, current, who, natural)
    name = ctx.state.argonauts[who].name if who >= 0 else "The Argo"
    crit = crit_note(natural)
    ctx.emit(
        "test_roll",
        f"{name} rolls {natural}{crit}: {value} against {test.difficulty}+ — {'success' if ok else 'fail'}.",
        "ADV-067" if crit else "ADV-066",
        argonaut=who,
        natural=natural,
        total=value,
        success=ok,
    )


def reroll_problem(ctx: Ctx, test: Test, current: TestState, who: int) -> str:
    """Why this die cannot be re-rolled with Fate ("" if it can) [GEN-018, GEN-021..GEN-025]."""
    if who in current.rerolled:
        return "each die is re-rolled at most once"
    if who < 0:
        return fate_reroll_problem(ctx.state.argo.argo_fate, "Argo Fate")
    argonaut = ctx.state.argonauts[who]
    if "no_fate_reroll" in party.hindrances(ctx.state, ctx.content, who):
        return f"{argonaut.name}'s Fated Mnemos forbids Fate re-rolls"
    return fate_reroll_problem(argonaut.fate)


def offer_reroll(ctx: Ctx, adventure: Adventure, test: Test, current: TestState) -> Proc[str]:
    """A failed test may be re-rolled with Fate, once per die [ADV-069, ADV-070, GEN-021]."""
    who, natural = current.rollers[0], current.rolls[0]
    _, ok = total(ctx, test, current, who, natural)
    if ok or reroll_problem(ctx, test, current, who):
        current.phase = "done"
        return reading.NEXT_SAME
    cost = "+1 Argo Fate" if who < 0 else f"+1 Fate for {ctx.state.argonauts[who].name}"
    options = [
        Option("reroll", f"Re-roll the die ({cost})", "ADV-070" if who < 0 else "ADV-069"),
        Option("keep", "Keep the failure", ""),
    ]
    prompt = peril_prompt(ctx, adventure, test, f"The test failed. Re-roll with Fate? ({cost})")
    option = yield from ctx.ask(
        Decision(
            "adv.reroll",
            actor(adventure, test),
            prompt,
            options,
            test_context(ctx, adventure, test, current),
        )
    )
    if option.id == "reroll":
        reroll(ctx, adventure, test, current, 0)
    current.phase = "done"
    return reading.ASKED


def reroll(ctx: Ctx, adventure: Adventure, test: Test, current: TestState, slot: int) -> None:
    who = current.rollers[slot]
    if who < 0:
        ctx.state.argo.argo_fate += 1  # Argo tests re-roll with Argo Fate [ADV-070, GEN-024]
    else:
        ctx.state.argonauts[who].fate += 1  # +1 Fate per die [GEN-021]
    current.rerolled.append(who)
    natural = ctx.rng.d10(D10)
    current.rolls[slot] = natural
    name = "The Argo" if who < 0 else ctx.state.argonauts[who].name
    ctx.emit("reroll", f"{name} re-rolls with Fate.", "GEN-021")
    report(ctx, adventure, test, current, who, natural)


# ---------------------------------------------------------------------------- group tests
def ask_group_rerolls(ctx: Ctx, adventure: Adventure, test: Test, current: TestState) -> Proc[str]:
    """All re-rolls are declared before any is made [GEN-019, GEN-020]."""
    options = []
    for slot, who in enumerate(current.rollers):
        _, ok = total(ctx, test, current, who, current.rolls[slot])
        if ok or who in current.reroll_asked:
            continue
        problem = reroll_problem(ctx, test, current, who)
        name = ctx.state.argonauts[who].name
        options.append(
            Option(
                f"reroll:{who}",
                f"{name} re-rolls ({current.rolls[slot]}; +1 Fate)",
                "",
                problem,
                value=who,
            )
        )
    if not any(not o.disabled for o in options):
        return group_rerolls(ctx, adventure, test, current)
    declared = ", ".join(ctx.state.argonauts[w].name for w in current.reroll_asked) or "nobody yet"
    options.append(Option("done", "Re-roll the declared dice now", f"declared: {declared}"))
    option = yield from ctx.ask(
        Decision(
            "adv.group_reroll",
            "players",
            "Group test: declare every Fate re-roll first.",
            options,
            test_context(ctx, adventure, test, current),
        )
    )
    if option.value is None:  # re-roll the declared dice now
        group_rerolls(ctx, adventure, test, current)
    else:
        current.reroll_asked.append(int(option.value))
    return reading.ASKED


def group_rerolls(ctx: Ctx, adventure: Adventure, test: Test, current: TestState) -> str:
    for who in current.reroll_asked:
        reroll(ctx, adventure, test, current, current.rollers.index(who))
    current.phase = "done"
    return reading.NEXT_SAME


# ---------------------------------------------------------------------------- outcomes
def finish(ctx: Ctx, adventure: Adventure, test: Test, current: TestState) -> Proc[str]:
    """Resolve the outcome: its effects, then its direction."""
    value: int | bool
    results: list[bool] = []
    if test.kind == "roll":
        value = current.rolls[0]
    elif test.kind == "delve":
        if current.rolls[0] == -1:
            adventure.test = None
            return reading.NEXT  # stopped below the difficulty: nothing happens [ADV-043]
        value = current.rolls[0] == 1
    elif test.kind == "group":
        pairs = zip(current.rollers, current.rolls, strict=True)
        results = [total(ctx, test, current, w, n)[1] for w, n in pairs]
        value = sum(results)
    else:
        value = total(ctx, test, current, current.rollers[0], current.rolls[0])[1]
    outcome = pick(test, value)
    leader_named = outcome is not None and any(names_leader(e) for e in outcome.effects)
    if leader_named and (
        yield from reading.needs_leader(ctx, adventure, why="the outcome names the party leader")
    ):
        return reading.ASKED  # the test stays "done": this runs again once a leader leads
    if test.kind == "group" and current.effects_done < 0:
        ctx.emit("group_result", f"Group test: {value} success(es).", "ADV-072", successes=value)
    current.effects_done = max(0, current.effects_done)
    todo = [  # each Argonaut who failed a group test [ADV-073], then the outcome's own
        {**effect, "who": f"#{who}"}
        for who, ok in (zip(current.rollers, results, strict=True) if results else ())
        if not ok
        for effect in test.each_fail
    ]
    lead = adventure.leader  # fixed for the whole outcome: if the leader dies on the way,
    for effect in outcome.effects if outcome is not None else ():  # what is left for the
        if names_leader(effect) and lead >= 0 and adventure.owner < 0:  # leader is skipped
            effect = {**effect, "who": f"#{lead}"}  # [GEN-011]
        todo.append(effect)
    # An effect may stop at a Save's question [GEN-044]: the count of effects resolved is the
    # outcome's checkpoint, so a restart resolves none of them twice.
    where = f"story:{adventure.paragraph}:{adventure.cursor}"
    while current.effects_done < len(todo) and adventure.test is current:
        index = current.effects_done
        yield from story_effects.run_effect(ctx, adventure, todo[index], f"{where}:{index}")
        current.effects_done = index + 1
        if ctx.over or ctx.state.adventure is not adventure:
            break
    adventure.test = None
    if outcome is None:
        return reading.NEXT
    if ctx.over or ctx.state.adventure is not adventure:
        return reading.ENDED
    assert outcome.target is not None
    return (yield from reading.follow(ctx, outcome.target))


def names_leader(effect: dict[str, object]) -> bool:
    """The effect acts on the party leader (its default Argonaut) [ADV-015]."""
    if effect["op"] not in SUBJECT_OPS and not (
        effect["op"] == "note" and effect.get("where") == "argonaut"
    ):
        return False
    return effect.get("who", "leader") in ("leader", "owner")


def pick(test: Test, value: int | bool) -> Outcome | None:
    if isinstance(value, int) and not isinstance(value, bool) and test.kind == "group":
        value = min(value, max(o.high for o in test.outcomes))
    return next((o for o in test.outcomes if o.matches(value)), None)
