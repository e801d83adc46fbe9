"""Ability use inside a Titan Attack: the attacker's elements, windows, constant triggers.

Only the attacking Titan acts in its Attack's windows, with its Kratos Table, its active weapon
and every element that is not a weapon (non-weapon Gear, its sheet, Conditions, the Argo);
abilities of inactive weapons do nothing [BAT-TITAN-033, BAT-TITAN-041, BAT-TITAN-081].
Built on ``abilities.py`` (costs, once per Round, names per window, gates) and the keyword
table (``keywords.py``). The Kratos Table and Pool are :mod:`titans.kratos`; applying a level's
option in an attack (:func:`apply_kratos`, :func:`ask_kratos`, the Golden Rule) is here.
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import Any

from atoterm.content.battle_schema import Effect
from atoterm.engine.battle.abilities import keywords as kw
from atoterm.engine.battle.abilities import usage as abilities
from atoterm.engine.battle.abilities.effects import EffectCtx, resolve_effects
from atoterm.engine.battle.abilities.usage import AbilityRef
from atoterm.engine.battle.attack.run import AttackRun
from atoterm.engine.battle.core.context import B, Proc
from atoterm.engine.battle.core.state import TitanState
from atoterm.engine.battle.explain import words
from atoterm.engine.battle.titans import kratos
from atoterm.engine.decisions import Decision, Option, any_enabled


def ctx_for(titan: TitanState, run: AttackRun | None, origin: str = "attack") -> EffectCtx:
    return EffectCtx(source=titan.key, subject=titan.key, attack=run, origin=origin)


def inactive_weapon(b: B, titan: TitanState, run: AttackRun | None, source: str) -> bool:
    """``source`` is a weapon other than the active one (or attached to one)."""
    if run is None or not source.startswith("gear:"):
        return False
    index = int(source.split(":")[1])
    g = titan.gear[index]
    if g.host:
        hosts = [i for i, h in enumerate(titan.gear) if h.card == g.host and not h.host]
        if not hosts:
            return False
        index = hosts[0]
    return b.bc.gear[titan.gear[index].card].is_weapon and index != run.weapon


def keyword_total(
    b: B,
    titan: TitanState,
    run: AttackRun | None,
    name: str,
    sources: list[tuple[str, Effect]] | None = None,
) -> int:
    """A keyword of the attack's elements: stacked when numbered, else 0/1 [BAT-MISC-098].
    ``sources``: ``abilities.keyword_sources`` of the keyword now, when the caller has them
    (a turn menu reads them once for all its weapons)."""
    if sources is None:
        sources = abilities.keyword_sources(b, titan, name)
    found = [k for src, k in sources if not inactive_weapon(b, titan, run, src)]
    if not kw.stackable(name):
        return 1 if found else 0
    return sum(k.value for k in found)


def has_keyword(b: B, titan: TitanState, run: AttackRun | None, name: str) -> bool:
    return keyword_total(b, titan, run, name) > 0


def choices(
    b: B, titan: TitanState, run: AttackRun | None, timings: Sequence[str]
) -> list[tuple[AbilityRef, str]]:
    """Abilities of ``timings`` from the attack's elements, with why one cannot be used."""
    found = abilities.window_choices(b, titan, timings)
    if not found:  # (most windows: no second list made, the comprehension costs a function)
        return found
    return [
        (ref, why)
        for ref, why in found
        if ref.kind != "gear" or not inactive_weapon(b, titan, run, ref.source)
    ]


def ability_options(
    b: B,
    titan: TitanState,
    run: AttackRun | None,
    timings: Sequence[str],
    listed: list[tuple[AbilityRef, str]] | None = None,
) -> list[tuple[Option, AbilityRef]]:
    """Menu entries ``use-...`` for the optional abilities (mandatory ones resolve by
    themselves, :func:`resolve_constant`). ``listed``: the :func:`choices` of the window, when
    nothing happened since they were listed."""
    if listed is None:
        listed = choices(b, titan, run, timings)
    shown = [(ref, why) for ref, why in listed if why or not ref.mandatory]
    ids = abilities.option_ids(b, [ref for ref, _ in shown])
    return [
        (
            Option(
                oid,
                abilities.option_label(b, titan, ref),
                ref.ability.text,
                why,
                ["ability", index],
            ),
            ref,
        )
        for index, (oid, (ref, why)) in enumerate(zip(ids, shown, strict=True))
    ]


def use(b: B, titan: TitanState, run: AttackRun | None, ref: AbilityRef) -> Proc[None]:
    """Use one ability in this Attack; a flexible one is then spent for the Attack
    [BAT-MISC-083]."""
    if ref.ability.timing == "flexible" and run is not None:
        run.flex_used.append(ref.key)
    yield from abilities.use(b, titan, ref, ctx_for(titan, run))


def resolve_constant(
    b: B, titan: TitanState, run: AttackRun | None, timings: Sequence[str]
) -> Proc[list[tuple[AbilityRef, str]]]:
    """Constant abilities of ``timings`` must be resolved when their condition is met
    [BAT-MISC-081, BAT-MISC-082]. Returns the :func:`choices` left then (none when the
    window is over: the Titan died, the battle ended or the Attack broke)."""
    while titan.alive and not b.battle.result and not (run and run.broken):
        listed = choices(b, titan, run, timings)
        first = abilities.first_mandatory(listed)
        if first is None:
            return listed
        yield from use(b, titan, run, first)
    return []


def trigger(b: B, titan: TitanState, run: AttackRun, timing: str) -> Proc[None]:
    """An Attack event ("Full hit:", "Crit Miss:", "Wound:"...): its abilities on the attack's
    elements trigger, the optional ones offered [BAT-TITAN-033, BAT-TITAN-034, BAT-TITAN-039,
    BAT-TITAN-053]."""
    yield from window(
        b, titan, run, (timing,), f"{timing.replace('_', ' ').title()} abilities", kratos_moment=""
    )


def window(
    b: B,
    titan: TitanState,
    run: AttackRun,
    timings: Sequence[str],
    prompt: str,
    *,
    kratos_moment: str,
) -> Proc[None]:
    """One ability window of the attacker: constant abilities resolve, optional ones and the
    Kratos options of ``kratos_moment`` are offered until "done" [BAT-TITAN-041,
    BAT-TITAN-081, BAT-MISC-078]."""
    abilities.open_window(titan, timings)
    listed = yield from resolve_constant(b, titan, run, timings)
    while titan.alive and not b.battle.result and not run.broken:
        extra = kratos.options_for(b, titan, kratos_moment) if kratos_moment else []
        if not abilities.offers(listed) and not any_enabled(extra):
            break  # nothing to choose: the menu is not even put together
        entries = ability_options(b, titan, run, timings, listed)
        opts = [o for o, _ in entries] + extra
        opts.append(Option("done", "Done", "Close this window."))
        chosen = yield from b.ask(
            Decision(
                "battle.ability",
                f"titan:{titan.key}",
                b.prompt(titan, prompt),
                opts,
                {"rule": "BAT-MISC-078", "timings": list(timings)},
            )
        )
        if chosen.id == "done":
            break
        parsed = kratos.chosen_level(chosen)
        if parsed is not None:
            yield from apply_kratos(b, titan, run, *parsed, kratos_moment)
        else:
            yield from use(b, titan, run, entries[chosen.value[1]][1])
        listed = yield from resolve_constant(b, titan, run, timings)


CONFIRM: tuple[str, ...] = ("pushback", "pull", "knockback", "vault", "forced_vault")
"""Optional Primordial-moving keywords: asked when a rule makes the option apply
[BAT-MISC-082, BAT-MISC-086]."""


def apply_effects(
    b: B,
    titan: TitanState,
    run: AttackRun,
    effects: Sequence[Effect],
    origin: str,
    *,
    confirm: bool = False,
) -> Proc[None]:
    """Resolve effects for the attacker in this Attack; keywords among them (a Kratos option's
    "reposition 1") resolve as the ability they stand for [BAT-MISC-085, BAT-MISC-097]; with
    ``confirm``, optional Pushback/Pull/Knockback/Vault are offered, not forced [GEN-010]."""
    out: list[Effect] = []
    for e in effects:
        if confirm and e.op in CONFIRM:
            opts = [Option("use", f"Use {kw.label(e)}"), Option("decline", "Decline")]
            chosen = yield from b.ask(
                Decision(
                    "battle.optional",
                    f"titan:{titan.key}",
                    f"{kw.label(e)}: use it?",
                    opts,
                    {"rule": "GEN-010"},
                )
            )
            if chosen.id != "use":
                if not b.quiet:
                    b.emit("declined", f"{kw.label(e)} is declined.", "GEN-010")
                continue
        effects = kw.keyword_effects(b.bc, e)
        out += effects if effects is not None else (e,)
    yield from resolve_effects(b, out, ctx_for(titan, run, origin))


# ------------------------------------------------------------------ Kratos levels in an attack
def apply_kratos(
    b: B, titan: TitanState, run: Any, level: int, index: int, moment: str, *, forced: bool = False
) -> Proc[None]:
    """Apply one option of a level now: the level is used for this Attack [BAT-MISC-085];
    effects of a later moment are kept for it, effects of a past moment do nothing. ``forced``
    (the Golden Rule): "may" effects among them can still be declined [BAT-MISC-086, GEN-010]."""
    # (a loop, not next() over a generator expression: one left unfinished is closed with an
    # exception when it is freed, which costs several times the search itself)
    for lv in b.titan_class(titan).kratos:
        if lv.level == level:
            break
    else:  # (what next() raised here, PEP 479: the option names a level the table has)
        raise RuntimeError(f"no Kratos level {level}")
    option = lv.options[index]
    titan.kratos_used.append(level)
    if not b.quiet:  # (the words of a quiet event are not even put together)
        b.emit(
            "kratos_level",
            f"{b.name(titan)} applies Kratos level {level}: {words.effects_words(b, option, ' + ')}.",
            "BAT-MISC-085",
            level=level,
            option=index,
        )
    now = [e for e in option if kratos.acts_at(e.op, moment)]
    for e in option:
        if e in now:
            continue
        if kratos.is_later(e.op, moment):
            run.deferred.append(e)
        elif not b.quiet:
            b.emit(
                "kratos_lost",
                f"{words.effect_words(b, e)} has no use any more in this Attack.",
                "GEN-011",
            )
    yield from apply_effects(b, titan, run, now, origin="kratos", confirm=forced)


def ask_kratos(b: B, titan: TitanState, run: Any, moment: str, prompt: str) -> Proc[None]:
    """Offer the Kratos options acting at ``moment`` until the player has none or is done."""
    while True:
        opts = kratos.options_for(b, titan, moment)
        if not opts or run.broken or not titan.alive:
            return
        opts.append(Option("done", "Go on", "Use no (more) Kratos options now."))
        chosen = yield from b.ask(
            Decision("battle.kratos", f"titan:{titan.key}", prompt, opts, {"rule": "BAT-MISC-086"})
        )
        parsed = kratos.chosen_level(chosen)
        if parsed is None:
            return
        yield from apply_kratos(b, titan, run, parsed[0], parsed[1], moment)


def golden_rule(b: B, titan: TitanState, run: Any) -> Proc[None]:
    """Second Ability Window: every unused unlocked level must apply one option; with two
    options the player picks one [BAT-MISC-086, BAT-TITAN-081, EX-029, EX-030]."""
    for lv in kratos.unused(b, titan):
        if not titan.alive or b.battle.result:
            return
        if len(lv.options) == 1:
            index = 0
        else:
            opts = [
                Option(
                    kratos.option_id(lv.level, i),
                    kratos.describe(o),
                    "Exclusive with the other option of this level (EX-029).",
                    value=["kratos", lv.level, i],
                )
                for i, o in enumerate(lv.options)
            ]
            chosen = yield from b.ask(
                Decision(
                    "battle.kratos",
                    f"titan:{titan.key}",
                    f"Kratos level {lv.level} must be applied: choose one option",
                    opts,
                    {"rule": "BAT-MISC-086"},
                )
            )
            parsed = kratos.chosen_level(chosen)
            assert parsed is not None
            index = parsed[1]
        yield from apply_kratos(b, titan, run, lv.level, index, "second_window", forced=True)
