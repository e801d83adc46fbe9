"""The decision-point machine (ARCHITECTURE §2).

The campaign is one procedure (:func:`campaign`): the steps of each Campaign Round in order and
what comes at the end of a step, until the campaign is over. ``start`` runs it to its first
decision; ``apply(option_id)`` validates the answer and sends it into the procedure that asked,
which the game's runner keeps suspended, or which restarts from the state and finds its way
back to the pending decision (:func:`restart`). Everything lives in the state (including
``pending``), so a state decoded from a keyframe continues exactly like the live one.
"""

from __future__ import annotations

from dataclasses import dataclass

from atoterm.content.schema import ContentPack
from atoterm.engine.codec import canonical_bytes, from_plain, unpack
from atoterm.engine.context import Ctx
from atoterm.engine.decisions import Decision, Event, IllegalAction, Option
from atoterm.engine.procedure import Checkpoint, Proc
from atoterm.engine.rng import Draw, Rng
from atoterm.engine.round import campaign
from atoterm.engine.runner import CAMPAIGN, Runner
from atoterm.engine.state import GameState
from atoterm.engine.steps import QUIET_STEPS
from atoterm.engine.upgrade import upgrade_plain


@dataclass
class Applied:
    """What one call to the machine produced."""

    events: list[Event]
    draws: list[Draw]
    reveals: list[str]


def _context(state: GameState, content: ContentPack, runner: Runner | None = None) -> Ctx:
    rng = Rng(state.seed, state.rng, forced=state.forced)
    return Ctx(state=state, content=content, rng=rng, runner=runner or Runner())


def start(state: GameState, content: ContentPack, runner: Runner | None = None) -> Applied:
    """Run a new state up to its first decision (``runner``: the game's; a new one if None)."""
    ctx = _context(state, content, runner)
    if state.pending is None and state.outcome is None:
        _drive(ctx, campaign(ctx), None)
    return Applied(ctx.events, ctx.rng.log, ctx.reveals)


def validate(state: GameState, option_id: str) -> tuple[Decision, Option]:
    """The pending decision and the chosen option, or :class:`IllegalAction`."""
    if state.outcome is not None:
        raise IllegalAction(f"the campaign is over ({state.outcome.result}): nothing to decide")
    decision = state.pending
    if decision is None:
        raise IllegalAction("no decision is pending")
    option = decision.option(option_id)
    if option.disabled:
        raise IllegalAction(f"{option.label}: {option.disabled}")
    return decision, option


def apply(
    state: GameState, content: ContentPack, option_id: str, runner: Runner | None = None
) -> Applied:
    """Answer the pending decision with ``option_id`` and run to the next one.

    ``runner`` is the game's: it may hold the campaign's procedure suspended at this decision,
    and the answer is sent straight in; otherwise the procedure restarts from the state and
    finds its way back to the decision (:func:`restart`), which gives the same result.
    Raises :class:`IllegalAction` (leaving the state untouched) for an illegal choice.
    """
    decision, _option = validate(state, option_id)
    runner = runner or Runner()
    held = runner.take(state, decision, CAMPAIGN)
    if held is not None:
        ctx, gen = held.data, held.gen
        ctx.content, ctx.runner = content, runner
        # The streams' bases depend on the seed and the names alone: the last decision's are
        # kept (a session's every decision makes a new Rng; a new one hashes each name again).
        bases = ctx.rng.bases if ctx.rng.seed == state.seed else {}
        ctx.rng = Rng(state.seed, state.rng, forced=state.forced, bases=bases)
        ctx.events, ctx.reveals = [], []
    else:
        ctx = _context(state, content, runner)
        gen = restart(ctx, decision, option_id)
    state.pending = None
    state.decisions += 1
    _drive(ctx, gen, option_id)
    return Applied(ctx.events, ctx.rng.log, ctx.reveals)


def restart(ctx: Ctx, decision: Decision, option_id: str) -> Proc[None]:
    """The campaign's procedure, restarted from the state and run back to ``decision`` (the
    pending one), where it waits for the answer ``option_id``.

    The way back has no effect at all: no event, no draw, not a byte of the state changed,
    and it ends at the same question, offering that answer. A state whose progress does not
    lead back to its own pending decision (a forged or damaged one) is refused, unchanged.
    """
    state = ctx.state
    before = canonical_bytes(state)
    ctx.resume = decision
    gen = campaign(ctx)
    problem = _way_back(ctx, gen, decision, option_id)
    ctx.resume = None
    if not problem and canonical_bytes(state) != before:
        problem = "the way back to it changes the state"
    if problem:
        gen.close()
        vars(state).update(vars(from_plain(GameState, upgrade_plain(unpack(before)))))
        raise IllegalAction(f"this state cannot go on from its {decision.kind} decision: {problem}")
    return gen


def _way_back(ctx: Ctx, gen: Proc[None], decision: Decision, option_id: str) -> str:
    """Run ``gen`` to its first question; what is wrong with it as the way back to
    ``decision`` answered with ``option_id`` ("" when nothing)."""
    item: Decision | Checkpoint | None = None
    try:
        while not isinstance(item, Decision):
            item = next(gen)
    except StopIteration:
        return "the campaign ends before it"
    if item.kind != decision.kind:
        return f"the rules ask {item.kind} there"
    if ctx.events or ctx.rng.log or ctx.reveals:
        return "the way back to it does something"
    try:
        option = item.option(option_id)
    except IllegalAction as refused:
        return refused.reason
    return f"{option.label}: {option.disabled}" if option.disabled else ""


def _drive(ctx: Ctx, gen: Proc[None], answer: str | None) -> None:
    """Send ``answer`` into ``gen`` and run it to its next decision (kept suspended by the
    runner for this state, at that decision) or to its end."""
    state = ctx.state
    while True:
        try:
            item = next(gen) if answer is None else gen.send(answer)
        except StopIteration:
            return
        answer = None
        if isinstance(item, Checkpoint):
            continue
        state.pending = item
        ctx.runner.hold(state, item, gen, ctx, CAMPAIGN)
        return


def at_quiet_point(state: GameState) -> bool:
    """True when the state waits at the first decision of a quiet step (keyframe time).

    In a battle that is the first decision after a checkpoint (start of a Round, a Titan's
    turn menu): the resume answers are empty there, so a keyframe holds no half-done step.
    """
    if state.battle is not None and state.step == "battle":
        return state.pending is not None and not state.battle.resume.answers
    return state.step in QUIET_STEPS and state.pending is not None
