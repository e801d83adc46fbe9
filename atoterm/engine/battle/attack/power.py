"""Step 6 of a Titan Attack: the Power Roll [BAT-TITAN-045..053, EX-018, EX-019].

6.1 the Power Pool (dice per hit, Bonus Power once, the Titan Power die, Kratos and Gear
bonuses), reduced by the Power Dice Limit; 6.2 the roll (``battle.power`` stream, a face index
per die); 6.3 Power Re-rolls (never Fate); 6.4 potentials converted by Break tokens; 6.5 the
Total Power against the BP card's AT: Wound, Critical Wound or Fail.
"""

from __future__ import annotations

from atoterm.content.battle_schema import TIERS, Gear, PowerFace
from atoterm.engine.battle.attack import windows as attack_windows
from atoterm.engine.battle.attack.rerolls import declare_rerolls
from atoterm.engine.battle.attack.run import AttackRun, PowerDie
from atoterm.engine.battle.core.context import B, Proc
from atoterm.engine.battle.core.state import TitanState
from atoterm.engine.battle.titans import kratos, stats


def weapon_of(b: B, titan: TitanState, run: AttackRun) -> Gear:
    return b.bc.gear[titan.gear[run.weapon].card]


def requested_dice(b: B, titan: TitanState, run: AttackRun) -> list[tuple[str, str]]:
    """6.1: (tier, source) of every die the pool asks for, before the dice limit
    [BAT-TITAN-045, BAT-TITAN-103, EX-018]."""
    weapon = weapon_of(b, titan, run)
    out: list[tuple[str, str]] = []
    for _ in range(run.hits * weapon.power):
        out.append((weapon.power_tier, "weapon power"))
    if run.hits and weapon.bonus_power and weapon.bonus_tier in TIERS:
        out += [(weapon.bonus_tier, "bonus power")] * weapon.bonus_power
    tier = b.titan_class(titan).power_die
    if titan.godform in b.bc.godforms:  # the Godform Power die replaces it [BAT-MISC-068]
        tier = b.bc.godforms[titan.godform].power_die
    out += [(tier, "Titan Power")] * (1 + run.titan_power)
    out += [(t, "bonus die") for t in run.extra_dice]
    return out


def raw_bonus(b: B, titan: TitanState, run: AttackRun) -> int:
    """Raw Power: Bonus Power printed as raw Power counts once with a hit [BAT-TITAN-048]."""
    weapon = weapon_of(b, titan, run)
    raw = run.raw_power
    if run.hits and weapon.bonus_power and weapon.bonus_tier not in TIERS:
        raw += weapon.bonus_power
    return raw


def apply_dice_limit(b: B, tiers: list[str]) -> tuple[list[str], list[str]]:
    """The Power Dice Limit: when a tier's supply runs out, two missing dice of it become one
    die of the next tier; what the highest tier cannot hold is lost [BAT-TITAN-046,
    BAT-TITAN-047, EX-019]. Returns the dice to roll (lowest tier first) and what changed."""
    counts = {t: sum(1 for x in tiers if x == t) for t in TIERS}
    notes = []
    carry = 0
    out: list[str] = []
    for index, tier in enumerate(TIERS):
        want = counts[tier] + carry
        carry = 0
        supply = b.bc.dice[tier].supply if tier in b.bc.dice else 0
        if want > supply:
            missing = want - supply
            upgrade = index + 1 < len(TIERS)
            carry = missing // 2 if upgrade else 0
            lost = missing - 2 * carry
            swap = f", {carry} {TIERS[index + 1]} instead" if carry else ""
            drop = f", {lost} lost" if lost else ""
            notes.append(f"{want} {tier} wanted, {supply} in the box{swap}{drop}")
            want = supply
        out += [tier] * want
    return out, notes


def create_pool(b: B, titan: TitanState, run: AttackRun) -> Proc[None]:
    """6.1 Create the Power Pool [BAT-TITAN-045..047, EX-018, EX-019]."""
    run.stage = "power_pool"
    yield from attack_windows.ask_kratos(b, titan, run, "power_pool", "Add Kratos Power dice now?")
    yield from attack_windows.resolve_constant(b, titan, run, ("power_roll",))
    requested = requested_dice(b, titan, run)
    dice, notes = apply_dice_limit(b, [t for t, _ in requested])
    run.pool = [PowerDie(t) for t in dice]
    if not b.quiet:  # (the words of a quiet event are not even put together)
        parts = {}
        for tier, source in requested:
            parts[f"{source} {tier}"] = parts.get(f"{source} {tier}", 0) + 1
        listed = ", ".join(f"{n} {k}" for k, n in parts.items())
        b.emit(
            "power_pool",
            f"Power Pool: {listed} = {len(requested)} dice.",
            "BAT-TITAN-045",
            dice=list(dice),
        )
    for note in notes:
        if not b.quiet:
            b.emit("dice_limit", f"Power Dice Limit: {note}.", "BAT-TITAN-047")


def face(b: B, die: PowerDie) -> PowerFace:
    return b.bc.dice[die.tier].faces[die.face]


def face_text(b: B, die: PowerDie) -> str:
    f = face(b, die)
    if f.mystery:
        return "???"
    return f"{f.power}P" + (f"+{f.potential}p" if f.potential else "")


def roll_dice(b: B, run: AttackRun) -> None:
    """6.2 Roll every die of the pool: a face index 0-5 per die [BAT-TITAN-048]."""
    for die in run.pool:
        die.face = b.rng.below("battle.power", 6)
    if not b.quiet:  # (the words of a quiet event are not even put together)
        shown = ", ".join(f"{d.tier} {face_text(b, d)}" for d in run.pool)
        b.emit("power_roll", f"Power Roll: {shown or 'no dice'}.", "BAT-TITAN-048")


def reroll_power(b: B, titan: TitanState, run: AttackRun) -> Proc[None]:
    """6.3 Power Re-rolls: only Power Re-roll effects, never Fate; each die once, all declared
    before any is re-rolled [BAT-TITAN-049, KEY-040, GEN-018, GEN-019, GEN-023]."""
    run.stage = "power_reroll"

    def labels() -> list[str]:
        return [f"{d.tier} {face_text(b, d)}" for d in run.pool]

    chosen = yield from declare_rerolls(
        b,
        titan,
        run,
        labels,
        count=lambda: len(run.pool),
        kind="battle.power_reroll",
        free=lambda: run.power_rerolls,
        fate=False,
        moment="power_reroll",
        rule="BAT-TITAN-049",
        timings=("power_roll",),
    )
    for i in chosen:
        run.pool[i].face = b.rng.below("battle.power", 6)
        run.pool[i].rerolled = True
    if chosen and not b.quiet:
        shown = ", ".join(f"{run.pool[i].tier} {face_text(b, run.pool[i])}" for i in chosen)
        b.emit("power_reroll", f"Power Re-roll: {shown}.", "KEY-040")


def use_potentials(b: B, run: AttackRun) -> None:
    """6.4 Each Break token in the Kratos Pool turns one potential into one Power
    [BAT-TITAN-050, BAT-TITAN-085, KEY-006]."""
    run.power = sum(face(b, d).power for d in run.pool if not face(b, d).mystery)
    run.potentials = sum(face(b, d).potential for d in run.pool if not face(b, d).mystery)
    breaks = kratos.pool(b, "break")
    run.converted = min(breaks, run.potentials)
    if run.converted:
        if not b.quiet:
            b.emit(
                "potentials",
                f"{run.converted} Break token(s) turn {run.converted} potential(s) "
                f"into Power ({run.potentials} potential, {breaks} Break).",
                "BAT-TITAN-085",
            )
    elif run.potentials and not b.quiet:
        b.emit(
            "potentials",
            f"{run.potentials} potential(s) but no Break token: no Power.",
            "BAT-TITAN-050",
        )


def resolve_power(b: B, titan: TitanState, run: AttackRun) -> None:
    """6.5 Total Power ≥ AT (card + level bonus + tokens) wounds, a Critical Wound with a Crit
    Chance; below AT fails [BAT-TITAN-051, BAT-TITAN-038, BAT-PRIM-009]."""
    card = b.bc.card_by_id(run.bp)
    raw = raw_bonus(b, titan, run)
    run.total = run.power + run.converted + raw
    bonus = stats.at_bonus(b)
    run.at = getattr(card, "at", 0) + bonus
    if run.total >= run.at:
        run.result = "critical" if run.crit_chance else "wound"
    else:
        run.result = "fail"
    words = {"critical": "a Critical Wound", "wound": "a Wound", "fail": "a Fail to wound"}
    rule = {"critical": "BAT-TITAN-038", "wound": "BAT-TITAN-051", "fail": "BAT-TITAN-051"}
    raw_text = f" + {raw} raw" if raw else ""
    if not b.quiet:
        b.emit(
            "power_total",
            f"Total Power {run.total} ({run.power} + {run.converted} from potentials{raw_text}) "
            f"against AT {run.at} ({getattr(card, 'at', 0)} + {bonus}): {words[run.result]}.",
            rule[run.result],
            total=run.total,
            at=run.at,
            result=run.result,
        )


def power_roll(b: B, titan: TitanState, run: AttackRun) -> Proc[None]:
    """Step 6 [BAT-TITAN-045..051]."""
    yield from create_pool(b, titan, run)
    if run.broken or not titan.alive:
        return
    roll_dice(b, run)
    yield from reroll_power(b, titan, run)
    use_potentials(b, run)
    resolve_power(b, titan, run)


def record(b: B, titan: TitanState, run: AttackRun) -> None:
    """The dice panel: this Attack's Power dice ("tier:face") and result."""
    for rec in reversed(b.battle.last_dice):
        if rec.kind == "titan_attack" and rec.titan == titan.key:
            rec.power = [f"{d.tier}:{d.face}" for d in run.pool]
            rec.result = run.result
            return
