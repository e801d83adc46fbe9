"""Runs the battle procedures: checkpoints, answers, and exact resumption.

At a checkpoint the driver stores the canonical bytes of the whole game state in
``battle.resume.snapshot`` and forgets the answers. Every later answer is appended to
``resume.answers``; to continue, the driver decodes the snapshot, restarts ``battle_main`` (which
finds its place from the state alone and reaches the same checkpoint without side effects),
feeds it the answers already given — their events are not shown again, their dice are the same
because the stream counters are in the snapshot — and then the new one, and runs on live until
the next unanswered question. The result is copied into the caller's state.

This keeps procedures readable (plain generator code with locals, one function per rulebook
step) and the state plain data: no Python frames are ever stored. When nothing else touched the
state since the procedure asked, the game's runner (``engine/runner.py``) still holds it
suspended and the answer is sent straight in (the tests run whole battles both ways and compare
digests).
"""

from __future__ import annotations

from collections.abc import Callable, Generator
from typing import Any

import msgspec

from atoterm.content.schema import ContentPack
from atoterm.engine.battle.core.context import B, Checkpoint
from atoterm.engine.battle.core.state import Resume
from atoterm.engine.battle.flow.determinize import Samples, determinize
from atoterm.engine.battle.flow.main import battle_main
from atoterm.engine.codec import canonical_bytes, from_plain, unpack
from atoterm.engine.context import Ctx
from atoterm.engine.decisions import Decision, MenuOptions
from atoterm.engine.rng import Rng
from atoterm.engine.state import GameState, Outcome
from atoterm.engine.upgrade import VALUES_LAYOUT, upgrade_plain


def _snapshot(state: GameState) -> bytes:
    battle = state.battle
    assert battle is not None
    saved, battle.resume = battle.resume, Resume()
    pending, state.pending = state.pending, None
    try:
        return canonical_bytes(state)
    finally:
        battle.resume, state.pending = saved, pending


def _restore(snapshot: bytes) -> GameState:
    state = from_plain(GameState, upgrade_plain(unpack(snapshot)))
    assert isinstance(state, GameState)
    return state


def run_battle(ctx: Ctx, answer: str | None) -> None:
    """Run the battle until it asks something new or ends; ``answer`` answers the pending one."""
    live = ctx.state
    battle = live.battle
    assert battle is not None
    held = ctx.runner.take(live, battle.resume)
    if answer is not None and held is not None:
        b, held_answers = held.data
        # (every decision of a session: B's own setter re-reads the battle content and the
        # Primordial, so only for a content that changed)
        if b.content is not ctx.content:
            b.content = ctx.content
        b.rng, b.events, b.quiet = ctx.rng, [], ctx.runner.untold
        answers = [*held_answers, answer]
        resume = battle.resume
        _drive(ctx, b, held.gen, answers, len(answers), answer, resume.snapshot, resume.label)
        return
    snapshot = battle.resume.snapshot
    if answer is None or not snapshot:
        answers, label = [], ""
    else:
        before = battle.resume
        restored = _restore(snapshot)
        restored.decisions = live.decisions
        answers = [*before.answers, answer]
        label = before.label
        # The snapshot was taken without its own resume point; put back the one in force
        # before this answer, as the fast path keeps it. When the procedure returns without
        # asking again (the answer that ends a battle) that resume point stays in the state,
        # and both paths must leave the same bytes behind.
        assert restored.battle is not None
        restored.battle.resume = Resume(before.snapshot, list(before.answers), before.label)
        vars(live).update(vars(restored))
    b = B(live, ctx.content, Rng(live.seed, live.rng, forced=live.forced))
    # A restart re-runs what the players already saw: quiet until the new answer is sent.
    b.quiet = bool(answers) or ctx.runner.untold
    b.skip_checkpoint = label
    _drive(ctx, b, battle_main(b), answers, 0, None, snapshot, label)


def _drive(
    ctx: Ctx,
    b: B,
    gen: Generator[Any, str, None],
    answers: list[str],
    consumed: int,
    to_send: str | None,
    snapshot: bytes,
    label: str,
) -> None:
    """Feed ``answers[consumed:]`` to ``gen`` and run it live to the next new decision.

    ``snapshot`` and ``label`` name the checkpoint the answers count from (a restored state's
    own ``resume`` is empty: snapshots are taken without it)."""
    state = b.state
    draws_from = 0 if consumed == len(answers) else -1  # (set when the replay ends)
    while True:
        try:
            item = next(gen) if to_send is None else gen.send(to_send)
        except StopIteration:
            _finish(state, b)
            break
        to_send = None
        if isinstance(item, Checkpoint):
            if consumed < len(answers):
                raise RuntimeError(f"battle replay passed checkpoint {item.label!r} early")
            same = getattr(b, "battle", None) is state.battle
            # A Round's checkpoint is gone on from, as a simulation does (``GO_ON_AT``): the
            # restart would reach it again with nothing done and the same locals. The snapshot
            # is taken all the same (the state holds it); the procedure is not closed, which
            # touches only ``b``'s procedure-scope lists, never the state.
            go_on = same and item.label.startswith(GO_ON_AT)
            if not go_on:
                gen.close()
            if not same:  # replaced (B.reread)
                b.reread()
            snapshot = _snapshot(state)
            assert state.battle is not None
            state.battle.resume = Resume(snapshot, [], item.label)
            answers, consumed, label = [], 0, item.label
            if go_on:
                continue
            b.skip_checkpoint = item.label
            gen = battle_main(b)
            continue
        assert isinstance(item, Decision)
        if consumed < len(answers):
            to_send = answers[consumed]
            consumed += 1
            if consumed == len(answers):
                b.quiet = ctx.runner.untold
                draws_from = len(b.rng.log)
            continue
        state.pending = item
        assert state.battle is not None
        state.battle.resume = Resume(snapshot, answers, label)
        ctx.runner.hold(state, state.battle.resume, gen, (b, answers))
        break
    if b.rng is not ctx.rng:
        ctx.events.extend(b.events)
        ctx.rng.log.extend(b.rng.log[max(draws_from, 0) :])
        ctx.rng.counters = state.rng
        ctx.rng.forced = state.forced
    else:
        ctx.events.extend(b.events)


def _finish(state: GameState, b: B) -> None:
    """The battle procedure returned: a practice battle ends the game with its result."""
    battle = state.battle
    assert battle is not None
    state.pending = None
    if battle.standalone and state.outcome is None:
        result = "won" if battle.result == "won" else "lost"
        state.outcome = Outcome(result, battle.result_reason or f"the battle is {result}", "")
        state.phase = "over"
        b.emit("battle_over", f"The battle is over: {state.outcome.reason}", "BAT-SETUP-034")


Answerer = Callable[[GameState, Decision], str]
"""Picks the option id that answers a decision (the state's ``pending`` is that decision)."""


def simulate(
    state: GameState,
    content: ContentPack,
    answer: Answerer,
    limit: int,
    reseed: int | None = None,
) -> int:
    """Play the battle of ``state`` on, ``answer`` choosing at every decision, until it ends or
    ``limit`` decisions were made; returns how many were made.

    The same procedures as :func:`run_battle` on the same state, without what only a journal
    needs: no snapshot at a checkpoint (the procedure restarts there from the live state, as the
    driver's restart does after taking one, or goes on at a Round's, which a restart would
    reach again with nothing done: ``GO_ON_AT``), no answers kept, nothing held by a runner. The
    battle is therefore exactly the one a session plays with the same answers (the tests compare
    them decision by decision); the state is left without a resume point, so it is for reading
    results, not for continuing in a session. A state with a battle under way is first brought
    to its pending decision from its checkpoint, as a restart would.

    ``reseed``: once the battle is back at its pending decision, its hidden future (face-down
    deck orders, dice) is drawn afresh from this seed (``determinize.py``): a searcher's
    look-ahead, never the battle itself.
    """
    battle = state.battle
    assert battle is not None
    resume = battle.resume
    if resume.snapshot:
        restored = _restore(resume.snapshot)
        restored.decisions = state.decisions
        vars(state).update(vars(restored))
        return _play(state, content, answer, limit, reseed, list(resume.answers), resume.label)
    if resume.answers:
        raise ValueError("a battle state with recorded answers but no checkpoint")
    return _play(state, content, answer, limit, reseed, [], "")


def simulate_from(
    resume: Resume,
    decisions: int,
    content: ContentPack,
    answer: Answerer,
    limit: int,
    reseed: int | None = None,
    restart: RestartPoint | None = None,
) -> tuple[GameState, int]:
    """:func:`simulate` of a battle state whose restart point is ``resume`` (with a snapshot)
    and whose decision count is ``decisions``, without that state: the state simulate plays
    on is the checkpoint's snapshot, decoded here, so a look-ahead that would decode a whole
    copy of the state only to replace it at once decodes one state, not two. Returns the
    played state and the decisions made (a test compares it with :func:`simulate`).

    ``restart``: the same restart point kept for many look-aheads (:class:`RestartPoint`),
    which makes each copy faster than a decode and shares their determinizations' work."""
    if not resume.snapshot:
        raise ValueError("simulate_from needs a restart point with a snapshot")
    if restart is not None and restart.resume is not resume:
        raise ValueError("simulate_from: the restart point kept is another one")
    state = restart.copy() if restart is not None else _restore(resume.snapshot)
    state.decisions = decisions
    samples = restart.samples if restart is not None else None
    made = _play(state, content, answer, limit, reseed, list(resume.answers), resume.label, samples)
    return state, made


class RestartPoint:
    """A battle's restart point kept for the look-aheads a searcher starts from it: each gets
    its own copy of the checkpoint's state, and the determinizations of one table share their
    work (``determinize.Samples``).

    A copy is the snapshot decoded by msgspec into the state's types, in C: the snapshot of a
    state of layout 3 on is msgspec's own encoding of it (``codec.canonical_bytes``), so this
    gives what :func:`_restore`'s checked decoder gives (``tests/test_simulate_from.py``
    compares them field by field) some five times faster. A snapshot of an older layout, or
    one msgspec refuses, is decoded by :func:`_restore`, which upgrades or refuses it."""

    def __init__(self, resume: Resume) -> None:
        self.resume = resume
        self.samples = Samples()
        self._decoder = msgspec.msgpack.Decoder(GameState)
        self._fast = True

    def copy(self) -> GameState:
        """A fresh copy of the state the snapshot holds (as ``_restore`` decodes it)."""
        snapshot = self.resume.snapshot
        if self._fast:
            try:
                state = self._decoder.decode(snapshot)
            except msgspec.MsgspecError:
                state = None
            if state is not None and state.layout >= VALUES_LAYOUT:
                return state
            self._fast = False
        return _restore(snapshot)


GO_ON_AT: tuple[str, ...] = ("titan_turn:", "primordial_round:")
"""The checkpoints a battle goes on from rather than restarting ``battle_main`` there (a
session's driver once it has taken the snapshot, a simulation without one): a Round's
(``titans.round.titan_round`` at each pass, ``primordial.round.primordial_round`` at its
start), the first thing of its pass with nothing but the battle's own ``cursor`` and
the battle object itself held in a local of ``battle_main`` and the Round procedure. A restart
reads the same cursor (only ``battle_main`` sets it but for ``end_battle``, whose BattleOver
never lets the Round reach a checkpoint), enters the same Round procedure, skips what it did
before that checkpoint (a Titan Round started; nothing, in the Primordial Round) and stops
at the same checkpoint: it reaches the same point with the same locals, so going on is the
same battle (``tests/test_battle_simulation.py`` compares a simulation with a session, and
``tests/test_battle_driver.py`` a session's fast path with one that restarts from the
snapshot at every decision), some 2 % fewer instructions in a simulation, 0.2 % in a
session's verify. A battle replaced under the procedure (a Sisyphus Tear, ``B.reread``) and
the other checkpoints (once a battle each: Setup, Start, the Aftermath) restart."""


def _play(
    state: GameState,
    content: ContentPack,
    answer: Answerer,
    limit: int,
    reseed: int | None,
    replay: list[str],
    label: str,
    samples: Samples | None = None,
) -> int:
    """:func:`simulate` from the checkpoint ``label`` of ``state``, ``replay`` answered first."""
    b = B(state, content, Rng(state.seed, state.rng, forced=state.forced))
    b.quiet, b.explaining = True, False
    b.skip_checkpoint = label
    gen = battle_main(b)
    # (``send(None)`` starts a new generator as ``next`` does: one bound method for every
    # step, made again only when a checkpoint restarts the procedure)
    send = gen.send
    to_send: str | None = None
    made = 0
    while True:
        try:
            item = send(to_send)
        except StopIteration:
            _finish(state, b)
            return made
        to_send = None
        if isinstance(item, Checkpoint):
            same = getattr(b, "battle", None) is state.battle
            if same and item.label.startswith(GO_ON_AT):
                continue  # (what a restart would reach again: see GO_ON_AT)
            gen.close()
            if not same:  # replaced (B.reread)
                b.reread()
            b.skip_checkpoint = item.label
            gen = battle_main(b)
            send = gen.send
            continue
        if replay:
            to_send = replay.pop(0)
            continue
        if made >= limit:
            if type(item.options) is MenuOptions:  # left pending: the whole menu, as asked
                item.options = list(item.options)
            state.pending = item
            gen.close()
            return made
        if reseed is not None and made == 0:
            determinize(b, reseed, samples)
        state.pending = item
        chosen = answer(state, item)
        # (not looked up here: the procedure's ``ask`` finds the option as soon as it is sent
        # and refuses an unknown or disabled one with IllegalAction, which ends the simulation
        # there, as it always did)
        state.pending = None
        state.decisions += 1
        made += 1
        to_send = chosen
