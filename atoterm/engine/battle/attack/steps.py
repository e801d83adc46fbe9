"""The Titan Attack: steps 1-10 in strict order, one function per step [BAT-TITAN-023].

1 Declare Attack and active weapon, 2 Raise Rage and check Priority Target, 3 Attack Roll
(:mod:`attack_roll`), 4 First Ability Window, 5 Draw BP card, 6 Power Roll (:mod:`power`),
7 Primordial Responses (:mod:`responses`), 8 Wounds and Escalation (:mod:`wounds`), 9 Clear
the Kratos Pool, 10 Second Ability Window; then the Attack ends and Attack Responses and
Follow-ups start [BAT-TITAN-082]. A Chain Break (leaving the weapon's range before the Power
Roll) still clears the pool and opens the Second Ability Window [BAT-PRIM-120, BAT-PRIM-121].
"""

from __future__ import annotations

from atoterm.engine.battle.abilities.effects import PRIMORDIAL, EffectCtx, resolve_effects
from atoterm.engine.battle.attack import power, responses, wounds
from atoterm.engine.battle.attack import windows as attack_windows
from atoterm.engine.battle.attack.escalation import shuffle_discard_in
from atoterm.engine.battle.attack.roll import attack_roll
from atoterm.engine.battle.attack.run import AttackRun
from atoterm.engine.battle.core.context import B, Proc
from atoterm.engine.battle.core.state import TitanState
from atoterm.engine.battle.explain.why import card_draw
from atoterm.engine.battle.harm import death
from atoterm.engine.battle.harm import gains as harm
from atoterm.engine.battle.primordial.round import resolve_traits
from atoterm.engine.battle.titans import kratos
from atoterm.engine.battle.titans.weapons import (
    equip_fists,
    fists_options,
    weapon_options,
    weapon_problem,
)
from atoterm.engine.decisions import Decision, Option


# ------------------------------------------------------------------ the sequence
def titan_attack(
    b: B,
    titan: TitanState,
    *,
    weapon: int | None = None,
    bonus: bool = False,
    rush: str = "",
    follow_up: bool = False,
) -> Proc[AttackRun | None]:
    """A whole Titan Attack; None when no legal weapon let it start [BAT-TITAN-026]."""
    run = yield from declare_attack(b, titan, weapon, bonus=bonus, rush=rush)
    if run is None:
        return None
    run.follow_up = follow_up
    b.titan_attacks.append(run)  # what an Awakening during it defers to [BAT-MISC-066]
    try:
        yield from _steps(b, titan, run)
    finally:
        b.titan_attacks.pop()
    yield from end_attack(b, titan, run)
    if not follow_up:
        yield from death.resolve_pending_rage_death(b, titan)
    return run


def _steps(b: B, titan: TitanState, run: AttackRun) -> Proc[None]:
    yield from raise_rage(b, titan, run)
    yield from attack_roll(b, titan, run)
    if (yield from _stopped(b, titan, run)):
        return
    if run.full_miss:
        run.result = "miss"
        clear_kratos_pool(b, run)
        yield from attack_windows.trigger(b, titan, run, "full_miss")
        if not b.quiet:
            b.emit("full_miss", "Full miss: the Attack ends.", "BAT-TITAN-034")
        return
    yield from first_ability_window(b, titan, run)
    check_range(b, titan, run)
    if (yield from _stopped(b, titan, run)):
        return
    yield from draw_bp(b, titan, run)
    yield from power.power_roll(b, titan, run)
    if (yield from _stopped(b, titan, run)):
        return
    if run.wounded and wounds.lethal(b, run):
        if run.result == "critical":
            yield from responses.tangible_rewards(b, titan, run)
        wounds.place_wound(b, titan, run)
        wounds.check_slain(b, "this Attack")
    yield from attack_windows.trigger(b, titan, run, "wound" if run.wounded else "fail")
    yield from responses.primordial_responses(b, titan, run)
    yield from wounds.wounds_and_escalation(b, titan, run)
    clear_kratos_pool(b, run)
    if titan.alive:
        yield from second_ability_window(b, titan, run)


def _stopped(b: B, titan: TitanState, run: AttackRun) -> Proc[bool]:
    """The attacker died (the Attack is over, BAT-MISC-018) or the Attack was broken: Clear the
    Kratos Pool and the Second Ability Window still happen [BAT-PRIM-121]."""
    if not titan.alive:
        return True
    if not run.chain_broken:
        return False
    run.closing = True
    clear_kratos_pool(b, run)
    yield from second_ability_window(b, titan, run)
    return True


# ------------------------------------------------------------------ step 1
def declare_attack(
    b: B, titan: TitanState, weapon: int | None, *, bonus: bool, rush: str
) -> Proc[AttackRun | None]:
    """Step 1: an unexhausted weapon with the Primordial in its effective range and LoS; none:
    no Attack, no Chain Break [BAT-TITAN-024..028]; Fists may replace discarded weapons
    [BAT-TITAN-099]; a Bonus Attack may use an exhausted weapon [BAT-MISC-025]."""
    if weapon is None:
        opts = weapon_options(b, titan, bonus=bonus, rush=rush) + fists_options(b, titan)
        if not any(not o.disabled for o in opts):
            if not b.quiet:
                b.emit(
                    "no_attack",
                    f"{b.name(titan)} has no legal active weapon: no Attack.",
                    "BAT-TITAN-026",
                )
            return None
        chosen = yield from b.ask(
            Decision(
                "battle.weapon",
                f"titan:{titan.key}",
                "Choose the active weapon",
                opts,
                {"rule": "BAT-TITAN-024"},
            )
        )
        what, weapon = chosen.value
        if what == "fists":
            weapon = equip_fists(b, titan, weapon)
    problem = weapon_problem(b, titan, weapon, bonus=bonus, rush=rush)
    if problem:
        if not b.quiet:
            b.emit("no_attack", f"{b.name(titan)} cannot attack: {problem}.", "BAT-TITAN-026")
        return None
    g = titan.gear[weapon]
    if g.exhausted:
        g.exhausted = False
        b.emit("unexhaust", "The Bonus Attack unexhausts its exhausted weapon.", "BAT-MISC-025")
    titan.kratos_used.clear()
    run = AttackRun(titan.key, weapon, bonus=bonus, rush=rush)
    if rush == "improved_rush":
        run.extra_precision += 1
    name = b.bc.gear[g.card].name
    kind = "a Bonus Attack" if bonus else "an Attack"
    if not b.quiet:
        b.emit(
            "declare_attack",
            f"{b.name(titan)} declares {kind} with {name}.",
            "BAT-TITAN-024",
            titan=titan.key,
            weapon=g.card,
        )
    return run


# ------------------------------------------------------------------ step 2
def raise_rage(b: B, titan: TitanState, run: AttackRun) -> Proc[None]:
    """Step 2: +1 Rage, and the Priority Target token if now strictly the highest
    [BAT-TITAN-029, BAT-PRIM-037]; at Rage 9 only with ``rage9_attack = allowed_then_die``
    [BAT-TITAN-030]; Commit: +1 Fate [KEY-009]."""
    run.stage = "rage"
    if b.argonaut(titan).rage >= 9:
        b.emit(
            "rage9",
            f"{b.name(titan)} attacks at Rage 9: it dies when this action ends.",
            "BAT-TITAN-030",
        )
    yield from harm.gain_rage(b, titan, 1, rule="BAT-TITAN-029")
    if b.bc.gear[titan.gear[run.weapon].card].keyword("commit") is not None:
        b.emit("commit", "Commit: attacking with this weapon gains +1 Fate.", "KEY-009")
        yield from harm.gain_fate(b, titan, 1, rule="KEY-009")


# ------------------------------------------------------------------ step 4
def first_ability_window(b: B, titan: TitanState, run: AttackRun) -> Proc[None]:
    """Step 4: the attacker's first-window and flexible abilities, Kratos options usable now
    [BAT-TITAN-041, BAT-MISC-083]; Rush adds Auto-break 1 [KEY-055]."""
    run.stage = "first_window"
    if run.rush:
        kratos.place(b, "break", 1, "Rush: Auto-break 1", "KEY-055")
    yield from attack_windows.window(
        b,
        titan,
        run,
        ("first_window", "flexible"),
        "First Ability Window",
        kratos_moment="first_window",
    )


def check_range(b: B, titan: TitanState, run: AttackRun) -> None:
    """Leaving the active weapon's effective range before the Power Roll breaks the Attack
    [BAT-PRIM-120]."""
    if not titan.alive or run.chain_broken:
        return
    problem = weapon_problem(b, titan, run.weapon, bonus=True, range_only=True)
    if problem:
        run.chain_broken = True
        b.emit(
            "chain_break",
            f"{b.name(titan)} left its weapon's range ({problem}): Chain Break.",
            "BAT-PRIM-120",
        )


# ------------------------------------------------------------------ step 5
def draw_bp(b: B, titan: TitanState, run: AttackRun) -> Proc[None]:
    """Step 5: draw and reveal the top BP card; an empty deck takes the shuffled discard pile
    [BAT-TITAN-042, BAT-TITAN-043]; Heartseeker looks at two and attacks one [KEY-021]."""
    run.stage = "draw_bp"
    decks = b.battle.decks
    if not decks.bp:
        shuffle_discard_in(b, "bp", "the BP deck is empty", "BAT-TITAN-043")
    if not decks.bp:
        raise RuntimeError("no BP card left to attack")
    pick, size = 0, len(decks.bp)
    seen = len(decks.bp) >= 2 and attack_windows.has_keyword(b, titan, run, "heartseeker")
    if seen:
        opts = [Option(f"bp-{i}", _bp_label(b, decks.bp[i]), value=i) for i in (0, 1)]
        chosen = yield from b.ask(
            Decision(
                "battle.heartseeker",
                f"titan:{titan.key}",
                "Heartseeker: attack which of the top two BP cards?",
                opts,
                {"rule": "KEY-021"},
            )
        )
        pick = chosen.value
    run.bp = decks.bp.pop(pick)
    decks.revealed_bp = ""
    if seen:
        other = decks.bp.pop(0)
        decks.bp[:] = b.rng.shuffle("deck.bp", [*decks.bp, other])
        if not b.quiet:
            b.emit(
                "heartseeker",
                "Heartseeker: the other card is shuffled back into the deck.",
                "KEY-021",
            )
    decks.current_bp = run.bp
    if not b.quiet:  # (the words of a quiet event are not even put together)
        label = _bp_label(b, run.bp)
        b.emit(
            "draw_bp",
            f"BP card: {label}.",
            "BAT-TITAN-042",
            card=run.bp,
            **({} if seen else {"why": card_draw("BAT-TITAN-042", "BP", size, label)}),
        )
    # Primordial Traits that answer a drawn BP card (e.g. +1 AT when attacked from the front):
    # their temporary tokens sit in the Kratos Pool until it is cleared [BAT-MISC-048].

    yield from resolve_traits(b, "bp_drawn", "BAT-TITAN-044", attacker=titan.key)


def _bp_label(b: B, card_id: str) -> str:
    card = b.bc.card_by_id(card_id)
    level = "I" * getattr(card, "level", 1)
    return f"{card.name} (BP {level}, AT {getattr(card, 'at', 0)})"


# ------------------------------------------------------------------ steps 9 and 10
def clear_kratos_pool(b: B, run: AttackRun) -> None:
    """Step 9 [BAT-TITAN-080, BAT-TITAN-083]."""
    if run.stage != "cleared":
        run.stage = "cleared"
        kratos.clear_pool(b)


def second_ability_window(b: B, titan: TitanState, run: AttackRun) -> Proc[None]:
    """Step 10: deferred Kratos effects, the window, the Golden Rule, Cumbersome; Hidden ends
    [BAT-TITAN-081, BAT-MISC-086, KEY-011, KEY-022, EX-030]."""
    run.stage = "second_window"
    if run.deferred:
        deferred, run.deferred = list(run.deferred), []
        yield from attack_windows.apply_effects(b, titan, run, deferred, origin="kratos")
    yield from attack_windows.window(
        b,
        titan,
        run,
        ("second_window", "flexible"),
        "Second Ability Window",
        kratos_moment="second_window",
    )
    yield from attack_windows.golden_rule(b, titan, run)
    yield from cumbersome(b, titan, run)
    if titan.hidden:
        titan.hidden = False
        b.emit("hidden_ends", f"{b.name(titan)} is no longer Hidden.", "KEY-022")


def cumbersome(b: B, titan: TitanState, run: AttackRun) -> Proc[None]:
    """Cumbersome: a weapon that wounded is exhausted; Tireless may ignore it [KEY-011,
    KEY-063]."""
    g = titan.gear[run.weapon]
    if not run.wounded or b.bc.gear[g.card].keyword("cumbersome") is None or g.exhausted:
        return
    if attack_windows.has_keyword(b, titan, run, "tireless"):
        opts = [Option("use", "Ignore Cumbersome"), Option("decline", "Exhaust the weapon")]
        chosen = yield from b.ask(
            Decision(
                "battle.tireless",
                f"titan:{titan.key}",
                "Cumbersome: use Tireless to ignore it?",
                opts,
                {"rule": "KEY-063"},
            )
        )
        if chosen.id == "use":
            b.emit("tireless", "Tireless: Cumbersome is ignored.", "KEY-063")
            return
    g.exhausted = True
    if not b.quiet:
        b.emit("cumbersome", f"Cumbersome: {b.bc.gear[g.card].name} is exhausted.", "KEY-011")


def end_attack(b: B, titan: TitanState, run: AttackRun) -> Proc[None]:
    """The Attack ends: an unwounded BP card is discarded, then Attack Responses and Follow-ups
    [BAT-TITAN-082, BAT-TITAN-043]."""
    if run.stage not in ("cleared", "second_window"):
        clear_kratos_pool(b, run)
    decks = b.battle.decks
    if run.bp and decks.current_bp == run.bp:
        decks.current_bp = ""
        decks.bp_discard.insert(0, run.bp)
        b.emit("bp_discard", "The BP card is discarded.", "BAT-TITAN-082")
    if not decks.bp:
        shuffle_discard_in(b, "bp", "the BP deck is empty", "BAT-TITAN-043")
    power.record(b, titan, run)
    run.stage = "done"
    yield from run_queued(b, titan, run)


def run_queued(b: B, titan: TitanState, run: AttackRun) -> Proc[None]:
    """Attack Responses and Follow-ups start after the Attack, no Chain Break
    [BAT-TITAN-055, BAT-TITAN-082, BAT-PRIM-122, BAT-MISC-027]; those answering a Bonus Attack
    may be ignored [BAT-MISC-026]."""
    for kind, effects in run.queued:
        if b.battle.result:
            return
        if not titan.alive:
            if not b.quiet:
                b.emit(
                    "mercy",
                    f"{b.name(titan)} is dead: its Attack's Responses are ignored.",
                    "BAT-MISC-018",
                )
            return
        if kind == "awakening":  # another Titan's Awakening move and Bonus Attack [BAT-MISC-066]
            yield from resolve_effects(b, effects, EffectCtx(source=titan.key, origin="awakening"))
            continue
        if kind == "follow_up":
            b.emit("follow_up", f"{b.name(titan)} makes a Follow-up Attack.", "BAT-MISC-027")
            yield from titan_attack(b, titan, bonus=True, follow_up=True)
            continue
        if run.bonus:
            opts = [Option("resolve", "Resolve it"), Option("ignore", "Ignore it")]
            chosen = yield from b.ask(
                Decision(
                    "battle.bonus_response",
                    "players",
                    f"Attack Response to a Bonus Attack ({effects[0].text or effects[0].op})",
                    opts,
                    {"rule": "BAT-MISC-026"},
                )
            )
            if chosen.id == "ignore":
                if not b.quiet:
                    b.emit("response_ignored", "The Attack Response is ignored.", "BAT-MISC-026")
                continue
        ctx = EffectCtx(source=PRIMORDIAL, subject=titan.key, origin="response")
        yield from resolve_effects(b, effects, ctx)
