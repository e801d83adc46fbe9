"""Awakenings in battle [BAT-MISC-063..BAT-MISC-072].

Op ``awaken`` (the Awakening Grave Trauma) and ``awaken_or_die`` (the special "You died" Obol):
the players choose an available Godform, marked on ``GameState.powers`` until the next Divine
Surge; then the immediate effects and an Adversary symbol [BAT-MISC-064..BAT-MISC-067]. While
Awakened the Godform's virtual cards (``content/battle_powers.py``) sit in ``titan.gear``: its
bonuses and its Special Attack, a weapon made only of its stats [BAT-MISC-068, BAT-MISC-069];
``power.py`` rolls its Power die, ``stats.titan_speed`` adds its Speed, ``draws.obol_draw``
shuffles in the Dead Gods card [BAT-MISC-070]. Trespass tokens pay for each turn and for
standing up [BAT-MISC-071, BAT-MISC-072]. Adversary symbols wait on
``BattleState.adversary_symbols`` for the end of the Battle [VOY-037].
"""

from __future__ import annotations

from atoterm.content.battle_schema import Effect, Godform
from atoterm.engine.battle.abilities.effects import EffectCtx, battle_op, subject_titan
from atoterm.engine.battle.attack.steps import titan_attack
from atoterm.engine.battle.core.context import B, Proc
from atoterm.engine.battle.core.hooks import ExtraAction, hook, turn_action
from atoterm.engine.battle.core.state import GearState, TitanState
from atoterm.engine.battle.explain import words
from atoterm.engine.battle.harm import conditions, death, triggers
from atoterm.engine.battle.movement.primordial import primordial_pushed
from atoterm.engine.battle.titans import stats
from atoterm.engine.battle.titans.actions import voluntary_move
from atoterm.engine.battle.titans.weapons import weapon_options
from atoterm.engine.decisions import Decision, Option


# ---------------------------------------------------------------- what is available
def godform_of(b: B, titan: TitanState) -> Godform | None:
    """The Godform the Titan is Awakened as (None when it is not)."""
    return b.bc.godforms.get(titan.godform) if titan.godform else None


def available_godforms(b: B) -> list[Godform]:
    """Unlocked Godforms not marked since the last Divine Surge [BAT-MISC-064, VOY-053]."""
    powers = b.state.powers
    return [
        b.bc.godforms[g]
        for g in powers.godforms
        if g in b.bc.godforms and g not in powers.godforms_used
    ]


def awaken_problem(b: B, titan: TitanState) -> str:
    """Why the Titan cannot Awaken now ("" = it can)."""
    if not titan.alive:
        return "it is dead"
    if not b.state.powers.awakening_unlocked:
        return "Awakening is locked (the Forlorn Naos Technology unlocks it) [BAT-MISC-063]"
    if titan.godform:
        return "it is already Awakened"
    if not available_godforms(b):
        return "no Godform is available until the next Divine Surge [BAT-MISC-064]"
    return ""


def add_adversary(b: B, n: int, what: str, rule: str) -> None:
    """Adversary symbols met during a Battle are resolved as soon as it ends [VOY-037]; one
    symbol is enough to spawn the Adversary [VOY-052]."""
    if n <= 0:
        return
    b.battle.adversary_symbols += n
    b.emit(
        "adversary",
        f"{what}: {n} Adversary symbol(s); the Adversary moves when the Battle ends "
        f"({b.battle.adversary_symbols} waiting).",
        rule,
        symbols=b.battle.adversary_symbols,
    )


# ---------------------------------------------------------------- Awakening
def awaken(
    b: B, titan: TitanState, *, by_obol: bool = False, or_die: bool = False, cause: str = "obol"
) -> Proc[bool]:
    """The Titan may Awaken: the players choose a Godform or decline [BAT-MISC-064]. With
    ``or_die`` (the special "You died" Obol) declining or being unable kills it. Returns
    whether it Awakened."""
    why = awaken_problem(b, titan)
    if why:
        b.emit("awaken_none", f"{b.name(titan)} cannot Awaken: {why}.", "BAT-MISC-064")
        if or_die:
            yield from death.kill_titan(b, titan, cause, "BAT-PRIM-106")
        return False
    opts = [
        Option(f"godform-{g.id}", g.name, _describe(b, g), value=g.id)
        for g in available_godforms(b)
    ]
    no = "Do not Awaken: the Titan dies" if or_die else "Do not Awaken"
    opts.append(Option("decline", no))
    chosen = yield from b.ask(
        Decision(
            "battle.awaken",
            f"titan:{titan.key}",
            f"{b.name(titan)} may Awaken: choose a Godform",
            opts,
            {"rule": "BAT-MISC-064", "titan": titan.key},
        )
    )
    if chosen.id == "decline":
        if or_die:
            yield from death.kill_titan(b, titan, cause, "BAT-PRIM-106")
        return False
    godform = b.bc.godforms[chosen.value]
    yield from _immediate(b, titan, godform, by_obol)
    return True


def _describe(b: B, g: Godform) -> str:
    speed = f", Speed {g.speed:+d}" if g.speed else ""
    return f"{g.power_die} Power die, Trespass {g.trespass}{speed}. {g.text}".strip()


def attach(b: B, titan: TitanState, godform: Godform) -> None:
    """Lay the Godform card over the Titan sheet: its virtual cards join ``titan.gear``."""
    titan.godform = godform.id
    for card in (godform.card_id, godform.attack_id):
        if card in b.bc.gear:
            titan.gear.append(GearState(card))


def _immediate(b: B, titan: TitanState, godform: Godform, by_obol: bool) -> Proc[None]:
    """The immediate effects of Awakening, in printed order [BAT-MISC-064..BAT-MISC-067]."""
    b.state.powers.godforms_used.append(godform.id)
    attach(b, titan, godform)
    titan.awakened_by_obol = by_obol
    b.emit(
        "awaken",
        f"{b.name(titan)} Awakens as {godform.name}"
        + (" (through an Obol Draw: it dies when the Godform leaves)." if by_obol else "."),
        "BAT-MISC-064",
        titan=titan.key,
        godform=godform.id,
    )
    add_adversary(b, 1, f"{b.name(titan)} Awakens", "BAT-MISC-067")
    _chain_break(b)
    _priority_target(b, titan)
    for cond in list(titan.conditions):
        conditions.discard_condition(b, titan, cond)
    if titan.despair:
        b.emit(
            "despair_discarded",
            f"{b.name(titan)} discards {titan.despair} Despair token(s) (Ambrosia stays).",
            "BAT-MISC-065",
        )
        titan.despair = 0
    if titan.knockdown and (
        yield from triggers.ask_use(
            b,
            titan,
            "battle.awaken_stand",
            f"{b.name(titan)} Awakens while knocked down: stand up?",
            "Stand up",
            "Stay down",
            "BAT-MISC-065",
        )
    ):
        conditions.stand_up(b, titan)
    titan.trespass = godform.trespass
    b.emit(
        "trespass",
        f"{b.name(titan)} gains {godform.trespass} Trespass token(s).",
        "BAT-MISC-065",
        titan=titan.key,
    )
    yield from surge(b, titan)


def _chain_break(b: B) -> None:
    """Awakening performs a Chain Break of the Primordial Attack being resolved
    [BAT-MISC-065, BAT-PRIM-117]."""
    running = b.primordial_attacks[-1] if b.primordial_attacks else None
    if running is not None and getattr(running, "phase", "") == "attack":
        running.broken = True
        b.emit("chain_break", "Chain Break: a Titan Awakens.", "BAT-MISC-065")


def _priority_target(b: B, titan: TitanState) -> None:
    """The Priority Target token, which cannot be lost while Awakened; another Titan that
    already cannot lose it keeps it [BAT-MISC-065, BAT-PRIM-041]."""
    battle = b.battle
    locked = battle.priority_locked
    if locked and locked != titan.key and battle.titan(locked).alive:
        b.emit(
            "priority_kept",
            f"{b.name(battle.titan(locked))} got the Priority Target token first and cannot "
            "lose it.",
            "BAT-PRIM-041",
        )
        return
    if battle.priority_target != titan.key:
        death.give_priority_target(b, titan, "it Awakens", "BAT-MISC-065")
    battle.priority_locked = titan.key


def surge(b: B, titan: TitanState) -> Proc[None]:
    """May move or Pushback up to Speed, then may make a Bonus Attack; neither is a regular
    action [BAT-MISC-066]. During a Titan Attack both wait until that Attack ends (a Bonus
    Attack there is a Follow-up, BAT-MISC-027); otherwise they happen at once."""
    if b.titan_attacks:
        effect = Effect("awakening_surge", arg=titan.key, text="Awakening")
        b.titan_attacks[-1].queued.append(("awakening", (effect,)))
        b.emit(
            "awaken_later",
            f"{b.name(titan)} will move and attack when the Attack ends.",
            "BAT-MISC-027",
        )
        return
    if not titan.alive or b.battle.result:
        return
    if titan.knockdown:
        b.emit("awaken_down", f"{b.name(titan)} is knocked down: no move or Bonus Attack.", "")
        return
    speed = stats.titan_speed(b, titan)
    opts = [Option("move", f"Move up to {speed}", "Not a movement action [BAT-MISC-066].")]
    lumbering = (
        "Lumbering: the Primordial cannot be pushed [BAT-PRIM-007]" if b.prim.lumbering else ""
    )
    opts += [
        Option(f"pushback-{n}", f"Pushback {n}", "", lumbering, n) for n in range(1, speed + 1)
    ]
    opts.append(Option("none", "Neither"))
    chosen = yield from b.ask(
        Decision(
            "battle.awaken_move",
            f"titan:{titan.key}",
            f"{b.name(titan)} Awakens: move or Pushback up to Speed {speed}?",
            opts,
            {"rule": "BAT-MISC-066"},
        )
    )
    if chosen.id == "move":
        yield from voluntary_move(
            b, titan, speed, why="Awakening", rule="BAT-MISC-066", optional=True
        )
    elif chosen.value is not None:  # a Pushback of that many spaces
        yield from primordial_pushed(b, chosen.value, pusher=titan)
    if not titan.alive or b.battle.result or titan.knockdown:
        return
    yield from _bonus_attack(b, titan)


def _bonus_attack(b: B, titan: TitanState) -> Proc[None]:
    if not any(not o.disabled for o in weapon_options(b, titan, bonus=True)):
        b.emit("no_attack", f"{b.name(titan)} has no weapon in range: no Bonus Attack.", "")
        return
    if (
        yield from triggers.ask_use(
            b,
            titan,
            "battle.awaken_attack",
            f"{b.name(titan)} Awakens: make a Bonus Attack?",
            "Bonus Attack",
            "No",
            "BAT-MISC-066",
        )
    ):
        yield from titan_attack(b, titan, bonus=True)


def end_awakening(b: B, titan: TitanState, why: str, *, battle_over: bool = False) -> Proc[None]:
    """The Godform returns to the supply and its bonuses are lost; a Titan Awakened by an Obol
    Draw then dies [BAT-MISC-072]."""
    godform = godform_of(b, titan)
    ids = (godform.card_id, godform.attack_id) if godform else ()
    for g in titan.gear:
        if g.card in ids:
            g.discarded = True
    name = godform.name if godform else titan.godform
    titan.godform, titan.trespass = "", 0
    if b.battle.priority_locked == titan.key:
        b.battle.priority_locked = ""
    by_obol, titan.awakened_by_obol = titan.awakened_by_obol, False
    b.emit(
        "awakening_ends",
        f"{b.name(titan)}'s Awakening ends ({why}): {name} returns to the supply.",
        "BAT-MISC-072",
        titan=titan.key,
    )
    if by_obol and not battle_over and titan.alive:
        yield from death.kill_titan(b, titan, "awakening", "BAT-MISC-072")


# ---------------------------------------------------------------- effect ops
@battle_op("awaken", "awaken_or_die")
def op_awaken(b: B, e: Effect, ctx: EffectCtx) -> Proc[None]:
    """``awaken``: the subject may Awaken; ``awaken_or_die`` (the special "You died" Obol):
    Awaken or die. An Awakening that comes from an Obol Draw ends in death [BAT-MISC-063,
    BAT-MISC-064, BAT-MISC-072]."""
    titan = subject_titan(b, ctx)
    if titan is None:
        return
    cause = str(ctx.notes.get("card", "obol"))
    yield from awaken(
        b, titan, by_obol=ctx.origin == "obol", or_die=e.op == "awaken_or_die", cause=cause
    )


@battle_op("awakening_surge")
def op_surge(b: B, e: Effect, ctx: EffectCtx) -> Proc[None]:
    """The deferred move and Bonus Attack of the Titan ``e.arg`` [BAT-MISC-066]."""
    titan = b.battle.titan(e.arg)
    if titan.alive and titan.godform:
        yield from surge(b, titan)


@battle_op("trespass")
def op_trespass(b: B, e: Effect, ctx: EffectCtx) -> Proc[None]:
    """Gain N Trespass tokens (N < 0: discard, never below 0); only an Awakened Titan holds
    them [BAT-MISC-065, BAT-MISC-072]."""
    yield from ()
    titan = subject_titan(b, ctx)
    if titan is None or not titan.godform:
        b.emit(
            "effect_skipped", f"{words.effect_words(b, e)}: the Titan is not Awakened.", "GEN-011"
        )
        return
    titan.trespass = max(0, titan.trespass + e.value)
    b.emit("trespass", f"{b.name(titan)} has {titan.trespass} Trespass token(s).", "BAT-MISC-065")


@battle_op("adversary")
def op_adversary(b: B, e: Effect, ctx: EffectCtx) -> Proc[None]:
    """N Adversary symbols, resolved when the Battle ends [VOY-037]."""
    yield from ()
    add_adversary(b, e.value or 1, e.text or "an Adversary symbol", "VOY-037")


# ---------------------------------------------------------------- turns and the end
@hook("start_of_turn")
def start_of_turn(b: B, titan: TitanState) -> Proc[None]:
    """Discard one Trespass token, or the Awakening ends [BAT-MISC-072]; a knocked-down
    Awakened Titan may then discard another to stand up [BAT-MISC-071]."""
    if not titan.godform:
        return
    if titan.trespass <= 0:
        yield from end_awakening(b, titan, "no Trespass token to discard")
        return
    titan.trespass -= 1
    left = f"{b.name(titan)} discards a Trespass token ({titan.trespass} left)."
    b.emit("trespass", left, "BAT-MISC-072", titan=titan.key)
    if (
        titan.knockdown
        and titan.trespass > 0
        and (
            yield from triggers.ask_use(
                b,
                titan,
                "battle.awaken_stand",
                f"{b.name(titan)} is knocked down: discard a Trespass token to stand up?",
                "Discard 1 Trespass and stand up",
                "Stay down",
                "BAT-MISC-071",
            )
        )
    ):
        yield from stand_with_trespass(b, titan)


def stand_with_trespass(b: B, titan: TitanState) -> Proc[None]:
    """[BAT-MISC-071]"""
    yield from ()
    titan.trespass -= 1
    b.emit("trespass", f"{b.name(titan)} discards a Trespass token to stand up.", "BAT-MISC-071")
    conditions.stand_up(b, titan)


@turn_action
def stand_action(b: B, titan: TitanState) -> list[ExtraAction]:
    """During its turn a knocked-down Awakened Titan may discard a Trespass token to stand up
    [BAT-MISC-071]."""
    if not titan.godform or not titan.knockdown:
        return []
    why = "" if titan.trespass > 0 else "no Trespass token left"
    option = Option(
        "awaken-stand", "Discard 1 Trespass: stand up", "Not an action [BAT-MISC-071].", why
    )
    return [ExtraAction(option, lambda: stand_with_trespass(b, titan))]


@hook("aftermath")
def aftermath(b: B) -> Proc[None]:
    """Godforms go back to the supply when the Battle ends; the Adversary symbols met are
    what the campaign resolves now [VOY-037]."""
    for titan in b.battle.titans:
        if titan.godform:
            yield from end_awakening(b, titan, "the Battle is over", battle_over=True)
    if b.battle.adversary_symbols:
        b.emit(
            "adversary_pending",
            f"{b.battle.adversary_symbols} Adversary symbol(s) from this Battle are resolved now.",
            "VOY-037",
            symbols=b.battle.adversary_symbols,
        )
