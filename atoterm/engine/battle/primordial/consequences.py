"""Attack Consequences of a Primordial Attack: Danger, the Armor Roll, the other effects.

With at least one hit left every effect of the card resolves in printed order, one at a time
[BAT-PRIM-093]. A Danger effect deals its Danger (per hit for ``danger_per_hit``), with the
Primordial's per-Attack Danger bonus and Danger tokens [BAT-PRIM-010, BAT-MISC-053] and the
escalation per-hit bonus [BAT-TITAN-075] added to the first Danger the Attack deals; the
Target's Armor Roll first takes one Danger off per Potential rolled [BAT-PRIM-096..098,
KEY-053], then the Danger is gained and a Trauma Draw follows at once [BAT-PRIM-094,
BAT-PRIM-099]; reduced to 0, nothing is gained and nothing is drawn. Every other effect goes
through ``resolve_effects`` [BAT-PRIM-095, BAT-PRIM-104].
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from atoterm.content.battle_schema import TIERS, Effect
from atoterm.engine.battle.abilities.effects import PRIMORDIAL, EffectCtx, resolve_effects
from atoterm.engine.battle.attack.odds import limit_pool
from atoterm.engine.battle.core.context import B, Proc
from atoterm.engine.battle.core.state import AttackRecord, TitanState
from atoterm.engine.battle.harm import gains as harm
from atoterm.engine.battle.primordial import windows
from atoterm.engine.battle.primordial.evasion import defending_gear
from atoterm.engine.battle.titans import stats
from atoterm.engine.decisions import Decision, Option

if TYPE_CHECKING:
    from atoterm.engine.battle.primordial.attack import TargetRun

DANGER_OPS = ("danger", "danger_per_hit")


def consequences(b: B, titan: TitanState, tr: TargetRun, hits: int) -> Proc[None]:
    """Resolve the card's hit effects (and met banners' extra effects) in printed order
    [BAT-PRIM-093, BAT-PRIM-123]; the Mercy Rule and a Chain Break stop them [BAT-MISC-019,
    BAT-PRIM-117]."""
    run = tr.run
    ctx = EffectCtx(PRIMORDIAL, titan.key, hits, tr, run.origin)
    extra = [e for e in tr.banner_effects if e.op != "evasion_die"]
    for effect in (*run.card.hit, *extra):
        if b.battle.result or not titan.alive or tr.broken:
            return
        if effect.op in DANGER_OPS:
            yield from deal_danger(b, titan, tr, effect, hits)
        else:
            yield from resolve_effects(b, [effect], ctx)


def danger_amount(b: B, tr: TargetRun, effect: Effect, hits: int) -> tuple[int, str]:
    """The Danger one effect deals, and how it was counted."""
    base = effect.value * hits if effect.op == "danger_per_hit" else effect.value
    parts = [f"{effect.value} × {hits} hits" if effect.op == "danger_per_hit" else str(base)]
    total = base
    if not tr.danger_bonus_done:
        tr.danger_bonus_done = True
        bonus = stats.danger_bonus(b)
        per_hit = stats.danger_per_hit_bonus(b) * hits
        if bonus:
            total += bonus
            parts.append(f"{bonus:+d} level/tokens")
        if per_hit:
            total += per_hit
            parts.append(f"{per_hit:+d} escalation")
    return max(0, total), " ".join(parts)


def deal_danger(b: B, titan: TitanState, tr: TargetRun, effect: Effect, hits: int) -> Proc[None]:
    """Danger → Armor Roll → gain with a Trauma Draw [BAT-PRIM-094, BAT-PRIM-096..099]."""
    amount, how = danger_amount(b, tr, effect, hits)
    if not b.quiet:
        b.emit(
            "danger_dealt",
            f"{tr.run.card.name} deals {amount} Danger to {b.name(titan)} ({how}).",
            "BAT-PRIM-094",
            titan=titan.key,
            amount=amount,
        )
    if amount > 0 and not tr.run.judgement:
        amount = yield from armor_roll(b, titan, tr, amount)
    if amount <= 0:
        return
    yield from harm.gain_danger(b, titan, amount, trauma=True, rule="BAT-PRIM-099")


# ----------------------------------------------------------------------------- armor
def armor_pool(b: B, titan: TitanState, tr: TargetRun) -> dict[str, int]:
    """Armor dice of equipped, unexhausted Gear (weapons: the active one only), plus Reinforce
    [BAT-PRIM-096, BAT-PRIM-090, KEY-053]; by tier."""
    pool = {tier: 0 for tier in TIERS}
    for g in defending_gear(b, titan, tr):
        pool[g.armor_tier] += g.armor_dice
    return pool


def _armor_weapon(b: B, titan: TitanState, tr: TargetRun) -> Proc[None]:
    """With no active weapon yet, a weapon with Armor dice defends (the player picks among
    several) and becomes the active weapon [BAT-PRIM-090, BAT-PRIM-096]."""
    if tr.weapon >= 0:
        return
    armed = [
        (i, b.bc.gear[g.card])
        for i, g in enumerate(titan.gear)
        if not g.discarded
        and not g.exhausted
        and b.bc.gear[g.card].is_weapon
        and b.bc.gear[g.card].armor_dice
    ]
    if not armed:
        return
    index = armed[0][0]
    if len(armed) > 1:
        options = [
            Option(f"weapon-{i}", g.name, f"{g.armor_dice} {g.armor_tier} Armor dice", value=i)
            for i, g in armed
        ]
        chosen = yield from b.ask(
            Decision(
                "battle.defence",
                f"titan:{titan.key}",
                f"{b.name(titan)}: which weapon's Armor dice? It becomes the active weapon.",
                options,
                {"rule": "BAT-PRIM-090"},
            )
        )
        index = chosen.value
    tr.weapon = index
    b.emit(
        "active_weapon",
        f"{b.name(titan)} defends with {b.bc.gear[titan.gear[index].card].name}.",
        "BAT-PRIM-090",
        titan=titan.key,
    )


def armor_roll(b: B, titan: TitanState, tr: TargetRun, amount: int) -> Proc[int]:
    """Roll the Armor pool, count Potentials, reduce the Danger; never re-rolled with Fate
    [BAT-PRIM-096..098, GEN-023]. Returns the Danger left."""
    yield from _armor_weapon(b, titan, tr)
    pool = armor_pool(b, titan, tr)
    if not sum(pool.values()):
        return amount
    yield from windows.defence_abilities(b, titan, tr, "armor")  # Reinforce [KEY-053]
    for tier in TIERS:
        pool[tier] += tr.mods.get(f"reinforce:{tier}", 0)
    supply = {tier: b.bc.dice[tier].supply for tier in TIERS if tier in b.bc.dice}
    pool = limit_pool(pool, supply)
    faces: list[str] = []
    potentials = 0
    for tier in TIERS:
        for _ in range(pool.get(tier, 0)):
            index = b.rng.below("battle.power", 6)
            face = b.bc.dice[tier].faces[index]
            potentials += face.potential
            faces.append(f"{tier}:{index}")
    left = max(0, amount - potentials)
    result = f"{potentials} Potential: Danger {amount} → {left}"
    b.battle.last_dice.append(AttackRecord("armor", titan.key, [], faces, result))
    if not b.quiet:
        shown = ", ".join(f"{n} {t}" for t, n in pool.items() if n)
        b.emit(
            "armor_roll",
            f"{b.name(titan)} rolls Armor ({shown}): {result}"
            + (" — no Trauma Draw." if left == 0 else "."),
            "BAT-PRIM-097",
            titan=titan.key,
            faces=list(faces),
            potentials=potentials,
        )
    return left
