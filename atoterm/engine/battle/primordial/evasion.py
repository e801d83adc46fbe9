"""The Evasion Roll of a Primordial Attack, and the Judgement test [BAT-PRIM-082..092].

One Target at a time (a Simultaneous or Zone Attack calls this once per Titan): choose the
defensive weapon (it becomes the only active weapon for this Attack, BAT-PRIM-090), roll the
Evasion dice (the first is the Crit die, BAT-PRIM-085), add the Evasion bonus to each die
[BAT-PRIM-086] and compare with the difficulty [BAT-PRIM-087] (a natural 10 always evades, a
natural 1 always hits, GEN-015), declare every re-roll at once [GEN-018..GEN-022], then Block
[BAT-PRIM-088]. Crit Evade / Crit Evade Fail and Full Evade abilities trigger here
[BAT-PRIM-089, BAT-PRIM-091, BAT-TITAN-039, BAT-TITAN-040].
"""

from __future__ import annotations

from dataclasses import dataclass, field
from itertools import combinations
from typing import TYPE_CHECKING

from atoterm.content.battle_schema import Effect, Gear
from atoterm.engine.battle.abilities.effects import EffectCtx, resolve_effects
from atoterm.engine.battle.core.context import B, Proc
from atoterm.engine.battle.core.state import AttackRecord, TitanState
from atoterm.engine.battle.explain import words
from atoterm.engine.battle.harm import gains as harm
from atoterm.engine.battle.primordial import reach, windows
from atoterm.engine.battle.titans import stats
from atoterm.engine.battle.titans.skill_test import JUDGEMENT_WORDS, skill_test
from atoterm.engine.decisions import Decision, Option, any_enabled
from atoterm.engine.dice import can_pay_fate, natural_needed, reroll_cost, succeeds

if TYPE_CHECKING:
    from atoterm.engine.battle.primordial.attack import TargetRun

MAX_LISTED_DICE = 6
"""Above this many hit dice, re-roll options are offered worst-first (not every subset)."""


def evades(natural: int, bonus: int, difficulty: int) -> bool:
    """A natural 10 always evades, a natural 1 always hits; otherwise die + bonus ≥ difficulty
    evades [BAT-PRIM-086, BAT-PRIM-087, GEN-015]."""
    return succeeds(natural, bonus, difficulty)


# ----------------------------------------------------------------------------- defence
def _usable(b: B, titan: TitanState) -> list[tuple[int, Gear]]:
    return [
        (i, b.bc.gear[g.card])
        for i, g in enumerate(titan.gear)
        if not g.discarded and not g.exhausted
    ]


def _defensive(gear: Gear) -> bool:
    return bool(gear.evasion or gear.evasion_rerolls or gear.block or gear.armor_dice)


def defending_gear(b: B, titan: TitanState, tr: TargetRun) -> list[Gear]:
    """Gear whose defensive numbers count: every non-weapon card, and the active weapon only
    [BAT-PRIM-090]."""
    return [g for i, g in _usable(b, titan) if not g.is_weapon or i == tr.weapon]


def choose_defence(b: B, titan: TitanState, tr: TargetRun) -> Proc[None]:
    """Pick the weapon defending this Attack (once per Attack): it becomes the only active
    weapon until the Attack ends [BAT-PRIM-090]. One candidate is used; several: the player."""
    if tr.weapon >= 0 or tr.weapon_chosen:
        return
    tr.weapon_chosen = True
    weapons = [(i, g) for i, g in _usable(b, titan) if g.is_weapon and _defensive(g)]
    if not weapons:
        return
    if len(weapons) == 1:
        index = weapons[0][0]
    else:
        options = [Option(f"weapon-{i}", g.name, _defence_text(g), value=i) for i, g in weapons]
        options.append(Option("none", "No weapon", "only non-weapon Gear defends"))
        chosen = yield from b.ask(
            Decision(
                "battle.defence",
                f"titan:{titan.key}",
                f"{b.name(titan)}: defend with which weapon? It becomes the only active weapon "
                "for this Attack.",
                options,
                {"rule": "BAT-PRIM-090"},
            )
        )
        if chosen.id == "none":
            return
        index = chosen.value
    tr.weapon = index
    if not b.quiet:
        b.emit(
            "active_weapon",
            f"{b.name(titan)} defends with {b.bc.gear[titan.gear[index].card].name}: it is the only "
            "active weapon for this Attack.",
            "BAT-PRIM-090",
            titan=titan.key,
        )


def _defence_text(g: Gear) -> str:
    parts = []
    if g.evasion:
        parts.append(f"Evasion {g.evasion:+d}")
    if g.evasion_rerolls:
        parts.append(f"{g.evasion_rerolls} Evasion re-roll(s)")
    if g.block:
        parts.append(f"Block {g.block}")
    if g.armor_dice:
        parts.append(f"{g.armor_dice} {g.armor_tier} Armor dice")
    return ", ".join(parts)


# ----------------------------------------------------------------------------- numbers
@dataclass
class Numbers:
    """The figures of one Evasion Roll (:func:`numbers`) and the words that say where they
    come from."""

    dice: int
    difficulty: int
    bonus: int
    rerolls: int
    block: int
    parts: list[str] = field(default_factory=list)


def numbers(b: B, titan: TitanState, tr: TargetRun) -> Numbers:
    """Dice, difficulty, bonus, free re-rolls and Block of this Evasion Roll, with why.

    Dice: printed + level + escalation + tokens (at least 1, BAT-MISC-052) + banners met by the
    Target [BAT-PRIM-011, BAT-PRIM-123]; difficulty + Primordial Precision tokens
    [BAT-MISC-050]; bonus: tokens (Dodge gives a temporary one, KEY-015), Cover, defending Gear
    and effects on this Attack [BAT-PRIM-086]; Block: Gear and Block abilities [KEY-005].
    """
    attack = tr.run.card.attack
    assert attack is not None
    banner_dice = sum(e.value for e in tr.banner_effects if e.op == "evasion_die")
    dice = stats.evasion_dice(b, attack.evasion_dice + banner_dice + tr.mods.get("evasion_die", 0))
    difficulty = stats.evasion_difficulty(b, attack.difficulty)
    gear = defending_gear(b, titan, tr)
    base = stats.evasion_bonus(b, titan)
    from_gear = sum(g.evasion for g in gear)
    bonus = base + from_gear + tr.mods.get("evasion", 0)
    rerolls = sum(g.evasion_rerolls for g in gear) + tr.mods.get("evasion_reroll", 0)
    block = sum(g.block for g in gear) + tr.mods.get("block", 0)
    parts = [f"{dice} dice vs {difficulty}+"]
    if banner_dice:
        parts.append(f"banner +{banner_dice} die")
    if bonus:
        parts.append(f"Evasion bonus {bonus:+d}")
    return Numbers(dice, difficulty, bonus, rerolls, block, parts)


def banner_effects(b: B, titan: TitanState, tr: TargetRun) -> list[Effect]:
    """Banners whose threshold the Target meets [BAT-PRIM-123]."""
    met = []
    for banner in tr.run.card.banners:
        value = reach.stat(b, titan, banner.stat)
        if value >= banner.minimum:
            met.append(banner.effect)
            if not b.quiet:
                b.emit(
                    "banner",
                    f"{b.name(titan)} has {banner.stat.title()} {value} ({banner.minimum}+): "
                    f"{words.effect_words(b, banner.effect)}.",
                    "BAT-PRIM-123",
                )
    return met


# ----------------------------------------------------------------------------- the roll
def evasion_roll(b: B, titan: TitanState, tr: TargetRun) -> Proc[int]:
    """Roll, re-roll, Block; returns the hits left [BAT-PRIM-084..091]."""
    yield from choose_defence(b, titan, tr)
    yield from windows.defence_abilities(b, titan, tr, "before_evasion")
    n = numbers(b, titan, tr)
    dice = [b.rng.d10("battle.d10") for _ in range(n.dice)]
    titan.temp_tokens.pop("evasion", None)  # a temporary token is spent by this roll [BAT-MISC-048]
    crit_fails = 1 if dice[0] == 1 else 0
    if not b.quiet:
        b.emit(
            "evasion_roll",
            f"{b.name(titan)} rolls Evasion: {_show(dice, n)} ({'; '.join(n.parts)}).",
            "BAT-PRIM-087",
            titan=titan.key,
            dice=list(dice),
        )
    if titan.alive and _fails(dice, n):
        yield from _during_roll(b, titan, tr, n)
    dice, crit_fails = yield from _rerolls(b, titan, tr, dice, n, crit_fails)
    hits = sum(1 for d in dice if not evades(d, n.bonus, n.difficulty))
    for _ in range(crit_fails):  # [BAT-TITAN-040]
        yield from _crit_evade_fail(b, titan, tr)
    if dice[0] == 10 and titan.alive:  # [BAT-PRIM-091, BAT-TITAN-039]
        if not b.quiet:
            b.emit("crit_evade", f"{b.name(titan)} rolls a Crit Evade.", "BAT-PRIM-091")
        yield from windows.defence_abilities(b, titan, tr, "crit_evade")
    blocked = min(hits, n.block)
    if blocked:
        hits -= blocked
        if not b.quiet:
            b.emit("block", f"{b.name(titan)} Blocks {blocked} hit(s).", "BAT-PRIM-088")
    result = "full evade" if hits == 0 else f"{hits} hit{'s' if hits != 1 else ''}"
    b.battle.last_dice.append(AttackRecord("evasion", titan.key, list(dice), [], result))
    if not b.quiet:
        b.emit("evasion_result", f"{b.name(titan)}: {result}.", "BAT-PRIM-087", hits=hits)
    if hits == 0 and titan.alive:  # [BAT-PRIM-089]
        yield from windows.defence_abilities(b, titan, tr, "full_evade")
    return hits


def _during_roll(b: B, titan: TitanState, tr: TargetRun, n: Numbers) -> Proc[None]:
    """Abilities timed "during the Evasion Roll" (Block X, re-roll and bonus effects) before the
    re-rolls are declared [BAT-PRIM-086, BAT-PRIM-088, KEY-005]."""
    before = dict(tr.mods)
    yield from windows.defence_abilities(b, titan, tr, "evasion")
    n.bonus += tr.mods.get("evasion", 0) - before.get("evasion", 0)
    n.rerolls += tr.mods.get("evasion_reroll", 0) - before.get("evasion_reroll", 0)
    n.block += tr.mods.get("block", 0) - before.get("block", 0)


def _show(dice: list[int], n: Numbers) -> str:
    shown = []
    for i, d in enumerate(dice):
        mark = "evade" if evades(d, n.bonus, n.difficulty) else "hit"
        shown.append(f"{d}{' (Crit)' if i == 0 else ''} {mark}")
    return ", ".join(shown)


def _crit_evade_fail(b: B, titan: TitanState, tr: TargetRun) -> Proc[None]:
    """A natural 1 on the Crit die: the card's Crit Evade Fail effects and the Titan's
    abilities [BAT-TITAN-040]."""
    if not b.quiet:
        b.emit("crit_evade_fail", f"{b.name(titan)} rolls a Crit Evade Fail.", "BAT-TITAN-040")
    card = tr.run.card
    if card.crit_evade_fail and titan.alive:
        ctx = EffectCtx("primordial", titan.key, 1, tr, tr.run.origin)
        yield from resolve_effects(b, card.crit_evade_fail, ctx)
    if titan.alive:
        yield from windows.defence_abilities(b, titan, tr, "crit_evade_fail")


def reroll_options(
    b: B, titan: TitanState, tr: TargetRun, dice: list[int], n: Numbers
) -> list[Option]:
    """ "Keep", then one option per set of hit dice to re-roll: free re-rolls first, then +1
    Fate each (not above 9, GEN-025; never on a Doomed Attack, KEY-016); ``explain`` says
    what each die needs [GEN-018..GEN-022, BAT-PRIM-086]."""
    hits = [i for i, d in enumerate(dice) if not evades(d, n.bonus, n.difficulty)]
    need = natural_needed(n.bonus, n.difficulty)
    needs = "a 10" if need >= 10 else f"a natural {need}+"
    fate = b.argonaut(titan).fate
    doomed = bool(tr.run.card.attack and tr.run.card.attack.doomed)
    hits.sort(key=lambda i: (dice[i], i))
    subsets: list[tuple[int, ...]] = []
    if len(hits) <= MAX_LISTED_DICE:
        for size in range(1, len(hits) + 1):
            subsets.extend(map(tuple, map(sorted, combinations(hits, size))))
    else:
        subsets = [tuple(sorted(hits[:size])) for size in range(1, len(hits) + 1)]
    options = [Option("keep", "Keep the dice", f"{len(hits)} hit(s) stand")]
    # Each die is named in up to 32 of the 63 options of six hits: named once here (and not
    # at all in a simulation, which words no option).
    die_names = (
        {i: f"die {i + 1}{' (Crit)' if i == 0 else ''} ({dice[i]})" for i in hits}
        if b.explaining
        else {}
    )
    for subset in subsets:
        cost = reroll_cost(len(subset), n.rerolls)
        disabled = ""
        if cost and doomed:
            disabled = "Doomed Attack: no Fate re-rolls [KEY-016]"
        elif cost and not can_pay_fate(fate, cost):
            disabled = f"Fate {fate} + {cost} would exceed 9 [GEN-025]"
        ident = "reroll-" + "-".join(str(i + 1) for i in subset)
        if not b.explaining:  # a simulation: nobody reads the words, only the id and value
            options.append(Option(ident, "", "", disabled, list(subset)))
            continue
        free = len(subset) - cost
        names = ", ".join([die_names[i] for i in subset])
        pay = [f"{free} free" if free else "", f"+{cost} Fate" if cost else ""]
        explain = f"re-roll {names}: each evades on {needs}; " + ", ".join(p for p in pay if p)
        options.append(Option(ident, f"Re-roll {names}", explain, disabled, list(subset)))
    return options


# (a loop, not any() over a generator expression: one left unfinished is closed with an
# exception when it is freed, which costs several times the loop; asked at every Evasion roll)
def _fails(dice: list[int], n: Numbers) -> bool:
    """Whether a die of ``dice`` fails to evade."""
    for d in dice:  # noqa: SIM110
        if not evades(d, n.bonus, n.difficulty):
            return True
    return False


def _rerolls(
    b: B, titan: TitanState, tr: TargetRun, dice: list[int], n: Numbers, crit_fails: int
) -> Proc[tuple[list[int], int]]:
    """One decision declares every re-roll; each die at most once [GEN-018, GEN-019]."""
    options = reroll_options(b, titan, tr, dice, n)
    if not any_enabled(options, 1):  # (the first is "no re-roll")
        return dice, crit_fails
    chosen = yield from b.ask(
        Decision(
            "battle.reroll",
            f"titan:{titan.key}",
            f"{b.name(titan)}: declare Evasion re-rolls",
            options,
            {"rule": "GEN-019", "dice": list(dice)},
        )
    )
    if chosen.id == "keep":
        return dice, crit_fails
    picked = list(chosen.value)
    cost = reroll_cost(len(picked), n.rerolls)
    if cost:
        yield from harm.gain_fate(b, titan, cost, rule="GEN-021")
    new = list(dice)
    for i in picked:
        new[i] = b.rng.d10("battle.d10")
    if 0 in picked and new[0] == 1:
        crit_fails += 1
    b.emit(
        "evasion_reroll",
        f"{b.name(titan)} re-rolls: {_show(new, n)}.",
        "GEN-018",
        titan=titan.key,
        dice=list(new),
    )
    return new, crit_fails


# ----------------------------------------------------------------------------- Judgement
def judgement(b: B, titan: TitanState, tr: TargetRun) -> Proc[int]:
    """A Skill test instead of an Evasion Roll: d10 + Skill vs the difficulty; Fate may re-roll
    it unless Doomed; no Armor, Evasion re-rolls or Block. Returns 1 (failed) or 0
    [BAT-PRIM-082, BAT-MISC-074, KEY-016, GEN-015]."""
    attack = tr.run.card.attack
    assert attack is not None
    skills = list(attack.judgement) or ["will"]
    skill = skills[0]
    a = b.argonaut(titan)
    if len(skills) > 1:
        options = [
            Option(f"skill-{s}", f"{s.title()} ({a.skills.get(s, 0):+d})", value=s) for s in skills
        ]
        chosen = yield from b.ask(
            Decision(
                "battle.judgement_skill",
                f"titan:{titan.key}",
                f"{b.name(titan)}: which Skill resists the Judgement?",
                options,
                {"rule": "BAT-PRIM-082"},
            )
        )
        skill = chosen.value
    value = a.skills.get(skill, 0)
    difficulty = stats.evasion_difficulty(b, attack.difficulty)

    def line(roll: int) -> str:
        return f"{b.name(titan)} tests {skill.title()} ({value:+d}) vs {difficulty}+: {roll}"

    ok = yield from skill_test(
        b, titan, value, difficulty, line, JUDGEMENT_WORDS, fate=not attack.doomed
    )
    return 0 if ok else 1
