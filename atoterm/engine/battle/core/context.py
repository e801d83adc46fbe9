"""What a battle procedure works with: the state, the content, the dice, and ``ask``.

Battle procedures are generators. A procedure that needs the players writes::

    option = yield from b.ask(Decision("battle.weapon", actor, "Choose the active weapon", opts))

and continues with the chosen option. The driver (``driver.py``) runs them, stops at the first
question nobody has answered yet, and continues later by re-running the procedure from the
last checkpoint with the recorded answers — so a procedure keeps its locals in plain Python
and still resumes exactly, from a keyframe or a journal, in any process.

Rules for procedures: no randomness but ``b.rng``, no iteration over sets or dict insertion
order of unsorted data, and nothing with side effects between a restart of ``battle_main``
and the checkpoint the snapshot was taken at (``b.checkpoint(label)`` checks the label).
``ask``, ``Checkpoint`` and ``Proc`` are the engine's one procedure protocol
(``engine/procedure.py``), shared with the campaign steps and the storybook reader.
"""

from __future__ import annotations

from collections.abc import Callable, Sequence
from contextlib import suppress
from typing import TYPE_CHECKING, Any, TypeVar

from atoterm.content.battle_schema import BattleContent, Primordial, PrimordialLevel, TitanClass
from atoterm.content.schema import ContentPack
from atoterm.engine.battle.core.patterns import fielded_class
from atoterm.engine.battle.core.state import BattleState, TitanState
from atoterm.engine.decisions import Decision, Event, IllegalAction, Option
from atoterm.engine.procedure import Checkpoint, Proc, ask
from atoterm.engine.rng import Rng
from atoterm.engine.state import Argonaut, GameState

T = TypeVar("T")
_new_tuple = tuple.__new__


class B:
    """What a battle procedure works with (module docstring): the state, the content, the dice
    and ``ask``."""

    # A plain class with its ``__init__`` written out, not a dataclass: ``dataclasses`` would
    # compile its ``__init__``, ``__repr__`` and ``__eq__`` from text at every start of the
    # program (stop 34). A procedure's context is made from a state, its content and its dice
    # (every caller passes just those three) and is never compared, hashed, copied or shown:
    # like any object it is equal only to itself.

    state: GameState
    content: ContentPack
    rng: Rng
    events: list[Event]
    quiet: bool
    """True while the driver replays answers already given (their events were shown)."""
    skip_checkpoint: str
    """Label of the checkpoint a restart resumes from (it is not taken again)."""
    primordial_attacks: list[Any]
    """The Primordial Attacks (``TargetRun``) whose consequences are resolving, innermost last.
    A Titan Bonus Attack reached through harm (a Trauma card, an "about to die" ability) has no
    ``ctx.attack`` but still Chain Breaks the Attack it interrupts [BAT-PRIM-118, EX-025].
    Procedure scope, like a local: a replay rebuilds it."""
    titan_attacks: list[Any]
    """The Titan Attacks (``AttackRun``) in steps 1-10, innermost last: an Awakening during one
    waits for its end (its Bonus Attack would be a Follow-up, BAT-MISC-027). Procedure scope."""
    explaining: bool
    """Whether options carry the numbers behind them in words (the odds of a weapon): a
    simulation no player reads (``engine/simulation.py``) turns it off. Rules never read
    those words, so a battle goes exactly the same either way."""
    memo: dict[Any, Any]
    """Lookups derived from the state and the content (the board's view, ...), kept while this
    procedure runs. Never part of the state: each entry holds what it was derived from and is
    rebuilt when that changed, so a memo only saves time and never changes a result."""
    windows: dict[str, Any]
    """Each Titan's loadout as the ability windows and keyword rules read it, by seat
    (:data:`~atoterm.engine.battle.abilities.keywords.Loadout`): like
    ``memo``, derived from the state and made again when what it was read from changed,
    never part of the state."""
    argo_windows: list[Any]
    """The battle's Argo Abilities as the ability windows read them, as ``windows``."""

    def __init__(self, state: GameState, content: ContentPack, rng: Rng) -> None:
        # In this order, as the dataclass set them: ``state`` and ``content`` go through
        # ``__setattr__``, which reads ``battle``, ``bc`` and ``prim`` from them.
        self.state = state
        self.content = content
        self.rng = rng
        self.events = []
        self.quiet = False
        self.skip_checkpoint = ""
        self.primordial_attacks = []
        self.titan_attacks = []
        self.explaining = True
        self.memo = {}
        self.windows = {}
        self.argo_windows = []

    # ------------------------------------------------------------------ access
    # ``battle`` (the state's), ``bc`` (the content's) and ``prim`` (the battle's Primordial in
    # the content) are read some hundred thousand times a battle: they are plain attributes
    # (a property costs several times more), set whenever ``state`` or ``content`` is. A
    # procedure's battle is one object from its start to its end (``battle_main`` keeps it in
    # a local too) but for a Sisyphus Tear, which puts back the one from before the Battle and
    # calls :meth:`reread`; the driver checks it at every checkpoint. Without a battle (or
    # battle content, or that Primordial in it) the attribute is missing.
    if TYPE_CHECKING:
        battle: BattleState
        bc: BattleContent
        prim: Primordial

    def __setattr__(self, name: str, value: Any) -> None:
        object.__setattr__(self, name, value)
        if name == "state":
            self._read("battle", value.battle)
        elif name == "content":
            self._read("bc", value.battle)
        else:
            return
        self._read_prim()

    def reread(self) -> None:
        """Read ``battle`` again: the state's battle was replaced under this procedure."""
        self._read("battle", self.state.battle)
        self._read_prim()

    def _read_prim(self) -> None:
        battle, bc = getattr(self, "battle", None), getattr(self, "bc", None)
        found = None
        if battle is not None and bc is not None:
            found = bc.primordials.get(battle.primordial.id)
        self._read("prim", found)

    def _read(self, name: str, value: Any) -> None:
        if value is not None:
            object.__setattr__(self, name, value)
        else:
            with suppress(AttributeError):
                object.__delattr__(self, name)

    @property
    def level(self) -> PrimordialLevel:
        return self.prim.level(self.battle.primordial.level)

    def argonaut(self, titan: TitanState) -> Argonaut:
        return self.state.argonauts[titan.argonaut]

    def kept(self, key: Any, source: object, make: Callable[[], T]) -> T:
        """``make()``, kept in the memo under ``key`` for as long as ``source`` (what it is made
        of, as the very object) is the same: a menu's option made menu after menu from the same
        ability, Summoning or rule option is made once."""
        entry = self.memo.get(key)
        if entry is None or entry[0] is not source:
            entry = self.memo[key] = (source, make())
        return entry[1]  # type: ignore[no-any-return]

    def titan_class(self, titan: TitanState) -> TitanClass:
        """The Titan's class as this battle fields it: with the tables of its seat's Patterns
        in a Theatre battle that gave it some [MNE-013, ADVA-041]."""
        cls = self.bc.titans[titan.titan_class]
        if not self.battle.patterns:
            return cls
        cards = self.battle.patterns.get(titan.key)
        if not cards:
            return cls
        key = ("fielded-class", titan.titan_class, tuple(cards))
        found = self.memo.get(key)
        if found is None:
            found = self.memo[key] = fielded_class(self.content, cls, cards)
        return found

    def name(self, titan: TitanState) -> str:
        """How the log names a Titan: "Ilia's Dreamwalker (A)"."""
        return f"{self.state.argonauts[titan.argonaut].name} ({titan.key})"  # argonaut(), inlined

    def prompt(self, titan: TitanState, text: str) -> str:
        """A decision's prompt to a Titan's player: "Ilia's Dreamwalker (A): ``text``"; in a
        simulation, whose prompts nobody reads (``explaining`` off), ``text`` alone."""
        if not self.explaining:
            return text
        return f"{self.state.argonauts[titan.argonaut].name} ({titan.key}): {text}"  # name()

    # ------------------------------------------------------------------ events
    def emit(self, kind: str, text: str, rule: str = "", **data: Any) -> None:
        if not self.quiet:  # (``data`` is this call's own dict: no copy needed)
            self.events.append(Event(kind, text, rule, data))

    def emit_why(
        self,
        kind: str,
        text: str,
        rule: str,
        *,
        considered: Sequence[str],
        chosen: str,
        because: str,
        **data: Any,
    ) -> None:
        """An event for a choice the engine made for the players (a target, a route, a facing,
        a displacement square, a card drawn, a severity, an escalation step, a settled tie).

        ``data["why"]`` is what the battle screen's "why?" shows: the candidates considered
        (each with the values compared), the one chosen, the sentence saying why, the rule id.
        """
        if self.quiet:
            return
        why = {"rule": rule, "considered": list(considered), "chosen": chosen, "because": because}
        self.emit(kind, text, rule, why=why, **data)

    # ------------------------------------------------------------------ decisions
    ask = staticmethod(ask)
    """``b.ask(decision)``: stop until the players answer; return the chosen option. It is
    ``procedure.ask`` itself (every decision is asked through it: no method in between)."""

    def checkpoint(self, label: str) -> Proc[None]:
        """A point the battle can restart from; the driver snapshots the state here."""
        if self.skip_checkpoint:
            expected, self.skip_checkpoint = self.skip_checkpoint, ""
            if expected != label:
                raise RuntimeError(
                    f"battle restart reached checkpoint {label!r}, expected {expected!r}"
                )
            return
        yield _new_tuple(Checkpoint, (label,))  # (Checkpoint(label) without its Python __new__)

    def choose(
        self,
        candidates: Sequence[T],
        describe: Callable[[T], tuple[str, str]],
        *,
        kind: str,
        prompt: str,
        actor: str = "players",
        worst: Callable[[T], int] | None = None,
        rule: str = "",
        score: str = "score",
    ) -> Proc[T]:
        """One of equally valid ``candidates``, settled by the ``tie_break`` rules option.

        ``describe(c)`` gives (option id, label). With one candidate nothing is asked.
        "players" asks [BAT-PRIM-039, BAT-PRIM-057]; "random" draws from the tie stream;
        "worst_for_players" takes the highest ``worst`` score (Cruel Fates, GEN-001); ``score``
        names it in the "why?" ("Danger", "Titans crossed").
        """
        if not candidates:
            raise ValueError("choose() needs at least one candidate")
        if len(candidates) == 1:
            return candidates[0]
        policy = self.state.rules.tie_break
        if policy == "random":
            picked = candidates[self.rng.below("battle.tie", len(candidates))]
            self.emit_why(
                "tie",
                f"{prompt}: chosen at random ({describe(picked)[1]}).",
                rule,
                considered=[describe(c)[1] for c in candidates],
                chosen=describe(picked)[1],
                because="equally valid candidates; the Ties rule is random, so one "
                "was drawn from the tie stream",
                policy=policy,
            )
            return picked
        if policy == "worst_for_players" and worst is not None:
            picked = max(candidates, key=worst)
            self.emit_why(
                "tie",
                f"{prompt}: the worst for the players ({describe(picked)[1]}).",
                rule,
                considered=[f"{describe(c)[1]}: {score} {worst(c)}" for c in candidates],
                chosen=describe(picked)[1],
                because="equally valid candidates; the Ties rule is "
                "worst for players, so the highest score (worst for the players) was taken",
                policy=policy,
            )
            return picked
        options = [Option(*describe(c)) for c in candidates]
        chosen = yield from self.ask(Decision(kind, actor, prompt, options, {"rule": rule}))
        for c, opt in zip(candidates, options, strict=True):
            if opt.id == chosen.id:
                return c
        raise IllegalAction(f"{chosen.id!r} is not a candidate")  # pragma: no cover
