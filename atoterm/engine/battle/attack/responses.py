"""Step 7 of a Titan Attack: Primordial Responses, and what runs after the Attack.

Wound → the Wound Response, Fail → the Fail Response, a Critical Wound → only the Critical;
Instinct Responses resolve with any result but a Critical [BAT-TITAN-054, EX-020]. The
Primordial resolves them against the attacker wherever it stands [BAT-TITAN-057, BAT-TITAN-058,
EX-021], except Knockback and Knockdown, ignored when the attacker is not adjacent
[BAT-TITAN-059]. Attack Responses and Follow-ups wait until the Attack ends [BAT-TITAN-055,
BAT-MISC-027]. A Titan that dies in its own Attack suffers no more of it (Mercy Rule,
BAT-MISC-018).
"""

from __future__ import annotations

from collections.abc import Sequence

from atoterm.content.battle_schema import BpCard, Effect
from atoterm.engine.battle.abilities.effects import PRIMORDIAL, EffectCtx, resolve_effects
from atoterm.engine.battle.attack.run import AttackRun
from atoterm.engine.battle.board.board import board_view, primordial_cells
from atoterm.engine.battle.board.geometry import areas_adjacent
from atoterm.engine.battle.core.context import B, Proc
from atoterm.engine.battle.core.state import TitanState
from atoterm.engine.battle.explain import words
from atoterm.engine.battle.titans import kratos
from atoterm.engine.decisions import Decision, Option

ATTACK_OPS: tuple[str, ...] = ("perform_ai", "signature", "routine", "bonus_attack")
"""Responses that are Attacks: noted, then run after the current Attack [BAT-TITAN-055]."""
ADJACENT_ONLY: tuple[str, ...] = ("knockback", "knockback_dir", "knockdown")
TANGIBLE: tuple[str, ...] = ("gain_gear", "gain_resource")
"""What a killing Critical still grants [BAT-TITAN-052]."""


def adjacent(b: B, titan: TitanState) -> bool:
    if titan.vantage:  # a Titan on a Vantage Point is adjacent [BAT-MISC-061]
        return True
    return areas_adjacent(((titan.row, titan.col),), primordial_cells(b), board_view(b))


def response_groups(b: B, run: AttackRun) -> list[tuple[str, tuple[Effect, ...]]]:
    """Which Responses of the BP card apply to the result [BAT-TITAN-054, BAT-TITAN-038]."""
    card = b.bc.card_by_id(run.bp)
    assert isinstance(card, BpCard)
    if run.result == "critical":
        return [("Critical", card.critical)] if card.critical else []
    groups = []
    main = card.wound if run.result == "wound" else card.fail
    if main:
        groups.append(("Wound" if run.result == "wound" else "Fail", main))
    if card.instinct:
        groups.append(("Instinct", card.instinct))
    return groups


def _diversion(b: B, titan: TitanState, run: AttackRun) -> Proc[None]:
    """Spend a Diversion token to ignore Fail Responses for this Attack [KEY-014]."""
    if run.result != "fail" or not kratos.pool(b, "diversion"):
        return
    card = b.bc.card_by_id(run.bp)
    if not getattr(card, "fail", ()):
        return
    opts = [
        Option("spend", "Spend a Diversion token", "Ignore the Fail Response."),
        Option("keep", "Keep it", "Resolve the Fail Response."),
    ]
    chosen = yield from b.ask(
        Decision(
            "battle.diversion",
            f"titan:{titan.key}",
            "Spend a Diversion token?",
            opts,
            {"rule": "KEY-014"},
        )
    )
    if chosen.id == "spend":
        kratos.spend(b, "diversion")
        run.ignore_fail = True
        if not b.quiet:
            b.emit(
                "diversion",
                f"{b.name(titan)} spends a Diversion token: Fail Responses are "
                "ignored for this Attack.",
                "KEY-014",
            )


def primordial_responses(b: B, titan: TitanState, run: AttackRun) -> Proc[None]:
    """Step 7 [BAT-TITAN-054..059, EX-020, EX-021]."""
    run.stage = "responses"
    yield from _diversion(b, titan, run)
    groups = [(k, e) for k, e in response_groups(b, run) if not (k == "Fail" and run.ignore_fail)]
    if not groups:
        if not b.quiet:
            b.emit("no_response", "No Response applies.", "BAT-TITAN-056")
        return
    if len(groups) == 2:
        opts = [Option(f"first-{k.lower()}", f"{k} Response first") for k, _ in groups]
        chosen = yield from b.ask(
            Decision(
                "battle.response_order",
                "players",
                "Two Responses apply: which first?",
                opts,
                {"rule": "BAT-TITAN-056"},
            )
        )
        if chosen.id != opts[0].id:
            groups.reverse()
    for kind, effects in groups:
        if not b.quiet:  # (the words of a quiet event are not even put together)
            b.emit(
                "response",
                f"{kind} Response: {words.effects_words(b, effects)}.",
                "BAT-TITAN-054",
                response=kind.lower(),
            )
        yield from resolve_response(b, titan, run, effects)


def resolve_response(
    b: B, titan: TitanState, run: AttackRun, effects: Sequence[Effect]
) -> Proc[None]:
    """One effect at a time, by the Primordial against the attacker [BAT-TITAN-057]."""
    ctx = EffectCtx(source=PRIMORDIAL, subject=titan.key, attack=run, origin="response")
    for effect in effects:
        if b.battle.result:
            return
        if not titan.alive:
            if not b.quiet:
                b.emit(
                    "mercy",
                    f"{b.name(titan)} died in its own Attack: the rest of its Responses are ignored.",
                    "BAT-MISC-018",
                )
            return
        if effect.op in ATTACK_OPS:
            run.queued.append(("follow_up" if effect.op == "bonus_attack" else "attack", (effect,)))
            if not b.quiet:
                b.emit(
                    "response_queued",
                    f"{words.effect_words(b, effect)}: after this Attack.",
                    "BAT-TITAN-055",
                )
            continue
        if effect.op in ADJACENT_ONLY and not adjacent(b, titan):
            if not b.quiet:
                b.emit(
                    "response_ignored",
                    f"{effect.text or effect.op} is ignored: the attacker is not adjacent.",
                    "BAT-TITAN-059",
                )
            continue
        yield from resolve_effects(b, (effect,), ctx)


def tangible_rewards(b: B, titan: TitanState, run: AttackRun) -> Proc[None]:
    """A killing Critical still grants its tangible rewards, no Attacks [BAT-TITAN-052]."""
    card = b.bc.card_by_id(run.bp)
    rewards = tuple(e for e in getattr(card, "critical", ()) if e.op in TANGIBLE)
    if rewards:
        ctx = EffectCtx(source=PRIMORDIAL, subject=titan.key, attack=run, origin="response")
        yield from resolve_effects(b, rewards, ctx)
