"""Step 3 of a Titan Attack: the Attack Roll [BAT-TITAN-031..040, KEY-012, KEY-003].

Attack dice as the active weapon says, exactly one of them the Crit die (two with Deadly);
each die adds the Precision (weapon, tokens, Blindspot, Kratos) and +1 per Opening token in the
Kratos Pool; a die reaching the Primordial's To Hit is a hit, a natural 10 always hits and a
natural 1 always misses. Re-rolls are declared once (Fate +1 per die, Attack Re-roll X free).
"""

from __future__ import annotations

from typing import Any

from atoterm.engine.battle.abilities import usage as abilities
from atoterm.engine.battle.attack import windows as attack_windows
from atoterm.engine.battle.attack.rerolls import declare_rerolls
from atoterm.engine.battle.attack.run import AttackRun
from atoterm.engine.battle.core import hooks
from atoterm.engine.battle.core.context import B, Proc
from atoterm.engine.battle.core.state import AttackRecord, TitanState
from atoterm.engine.battle.primordial import reach as primordial_reach
from atoterm.engine.battle.titans import kratos, stats
from atoterm.engine.dice import succeeds


def situational_precision(b: B, titan: TitanState, run: AttackRun) -> list[tuple[str, int, str]]:
    """(why, amount, rule) of the Precision the Titan's state and position give: tokens,
    passive abilities of the attack's elements (gates met), a Blindspot, being Hidden
    [BAT-MISC-050, BAT-MISC-084, BAT-TITAN-107, BAT-PRIM-004, KEY-022]."""
    return [
        (why, amount, rule)
        for why, amount, rule, source in precision_situation(b, titan)
        if not source or not attack_windows.inactive_weapon(b, titan, run, source)
    ]


def precision_situation(b: B, titan: TitanState) -> list[tuple[str, int, str, str]]:
    """:func:`situational_precision` of any Attack of the Titan now, whichever its weapon: each
    line with the element that gives it ("" = none: tokens, position), which counts only when
    that element is not an inactive weapon [BAT-TITAN-041]. A turn menu explains each legal
    weapon with the same lines."""
    out = []
    situational = hooks.precision_modifiers(b, titan)  # e.g. Despair [CYC1-016]
    # (the tokens' part of stats.precision(), which would ask the modifiers a second time)
    tokens = stats.precision_tokens(titan)
    if tokens:
        out.append(("Precision tokens", tokens, "BAT-MISC-050", ""))
    out += [(why, amount, rule, "") for why, amount, rule in situational]
    for ref, why in abilities.candidates(b, titan, "passive"):
        amount = sum(e.value for e in ref.ability.effects if e.op == "precision")
        if amount and not why:
            out.append((ref.name, amount, "BAT-MISC-084", ref.source))
    if (titan.row, titan.col) in primordial_reach.blindspot_cells(b):
        out.append(("attacking from a Blindspot", 1, "BAT-PRIM-004", ""))
    if titan.hidden:
        out.append(("Hidden", 1, "KEY-022", ""))
    return out


class Outlook:
    """What every Attack of the Titan would start from now, whichever its weapon (the turn
    menu explains each legal weapon from one): the situational Precision lines, the Deadly and
    Auto-break sources (an inactive weapon's count for no other weapon), the Opening and Break
    tokens in the Kratos Pool, To Hit, the Titan's Power die and the ATs of the BP cards the
    Attack may draw."""

    __slots__ = ("at_values", "breaks", "deadly", "fixed", "opening", "precision", "to_hit")

    def __init__(self, b: B, titan: TitanState) -> None:
        self.precision = precision_situation(b, titan)
        self.deadly = abilities.keyword_sources(b, titan, "deadly")
        self.breaks = abilities.keyword_sources(b, titan, "auto_break")
        self.opening = kratos.pool(b, "opening")
        godform = b.bc.godforms.get(titan.godform) if titan.godform else None  # [BAT-MISC-068]
        self.fixed = godform.power_die if godform else b.titan_class(titan).power_die
        self.to_hit = stats.to_hit(b)
        self.at_values = possible_at(b)


def attack_profile(
    b: B, titan: TitanState, weapon: int, outlook: Outlook | None = None
) -> dict[str, Any]:
    """The numbers of an Attack with ``titan.gear[weapon]`` before any choice (for the menu and
    ``odds.py``): dice, Crit dice, Precision per die (Opening included), To Hit, the pool per
    hit, the Bonus Power, the fixed dice, Break tokens and the ATs of the BP cards it may draw
    [BAT-TITAN-031, BAT-TITAN-045, BAT-TITAN-051]. ``outlook``: the :class:`Outlook` now, when
    the caller has it (made here otherwise)."""
    if outlook is None:
        outlook = Outlook(b, titan)
    gear = b.bc.gear[titan.gear[weapon].card]
    run = AttackRun(titan.key, weapon)
    deadly = attack_windows.keyword_total(b, titan, run, "deadly", outlook.deadly) > 0
    auto_break = attack_windows.keyword_total(b, titan, run, "auto_break", outlook.breaks)
    precision = gear.precision + sum(
        amount
        for _, amount, _, source in outlook.precision
        if not source or not attack_windows.inactive_weapon(b, titan, run, source)
    )
    opening = outlook.opening
    return {
        "dice": gear.attack_dice,
        "crit_dice": 2 if deadly and gear.attack_dice >= 2 else 1,
        "deadly": deadly,
        "precision": precision + opening,
        "opening": opening,
        "to_hit": outlook.to_hit,
        "per_hit": {gear.power_tier: gear.power} if gear.power else {},
        "bonus": {gear.bonus_tier: gear.bonus_power} if gear.bonus_power else {},
        "fixed": {outlook.fixed: 1},
        "breaks": kratos.pool(b, "break") + auto_break,
        "raw_power": 0,
        "at_values": outlook.at_values,
    }


def possible_at(b: B) -> list[int]:
    """AT of each card the next draw may be: the revealed top card, else every card of the
    level shown on the deck's back [BAT-TITAN-042, BAT-PRIM-009]."""
    decks = b.battle.decks
    bonus = stats.at_bonus(b)
    pile = decks.bp or decks.bp_discard
    if decks.revealed_bp:
        pile = [decks.revealed_bp]
    elif decks.bp:
        top = b.bc.card_by_id(decks.bp[0])
        pile = [c for c in decks.bp if getattr(b.bc.card_by_id(c), "level", 0) == top.level]
    return sorted(getattr(b.bc.card_by_id(c), "at", 0) + bonus for c in pile)


def is_hit(natural: int, precision: int, to_hit: int) -> bool:
    """[BAT-TITAN-032, BAT-TITAN-035, GEN-015]"""
    return succeeds(natural, precision, to_hit)


def _crit_miss(b: B, titan: TitanState, run: AttackRun, index: int) -> Proc[None]:
    """A natural 1 on a Crit die: "Crit Miss:" abilities, again for each re-rolled 1
    [BAT-TITAN-040]."""
    if run.dice[index] == 1 and index in run.crit_dice:
        if not b.quiet:
            b.emit("crit_miss", "Natural 1 on the Crit die: Crit Miss.", "BAT-TITAN-040")
        yield from attack_windows.trigger(b, titan, run, "crit_miss")


def attack_roll(b: B, titan: TitanState, run: AttackRun) -> Proc[None]:
    """Step 3 [BAT-TITAN-031..040, GEN-018..022, KEY-003, KEY-012]."""
    gear = b.bc.gear[titan.gear[run.weapon].card]
    run.stage = "before_roll"
    yield from attack_windows.ask_kratos(
        b, titan, run, "before_roll", "Apply Kratos Precision before the Attack Roll?"
    )
    yield from attack_windows.resolve_constant(b, titan, run, ("attack_roll",))
    n = gear.attack_dice
    deadly = attack_windows.has_keyword(b, titan, run, "deadly")
    run.crit_dice = [0, 1] if deadly and n >= 2 else [0]
    parts = [(f"{gear.name}", gear.precision, "BAT-TITAN-031")] if gear.precision else []
    parts += situational_precision(b, titan, run)
    if run.extra_precision:
        parts.append(("this Attack's bonuses", run.extra_precision, "BAT-TITAN-031"))
    run.precision = sum(x for _, x, _ in parts)
    run.opening = kratos.pool(b, "opening")
    run.to_hit = stats.to_hit(b)
    run.dice = [b.rng.d10("battle.d10") for _ in range(n)]
    if not b.quiet:  # (the words of a quiet event are not even put together)
        _tell_roll(b, titan, run, parts)
    if deadly and not b.quiet:
        b.emit("deadly", "Deadly: one regular die is an extra Crit die.", "KEY-012")
    for i in run.crit_dice:
        yield from _crit_miss(b, titan, run, i)
    yield from _rerolls(b, titan, run)
    if titan.temp_tokens.pop("precision", 0) and not b.quiet:
        b.emit("temp_token", "The temporary Precision token is discarded.", "BAT-MISC-048")
    _score(b, titan, run, deadly)
    if run.crit_chance:
        yield from attack_windows.trigger(b, titan, run, "crit_chance")
    if run.full_hit:
        yield from attack_windows.trigger(b, titan, run, "full_hit")


def _tell_roll(b: B, titan: TitanState, run: AttackRun, parts: list[tuple[str, int, str]]) -> None:
    """The Attack Roll's events: the dice with their Precision, then each situational bonus."""
    gear = b.bc.gear[titan.gear[run.weapon].card]
    why = ", ".join(f"{w} {x:+d}" for w, x, _ in parts)
    if run.opening:
        why += f"{', ' if why else ''}{run.opening} Opening token(s) +{run.opening}"
    b.emit(
        "attack_roll",
        f"{b.name(titan)} rolls {len(run.dice)} Attack dice with {gear.name}: "
        f"{_shown(run)} (To Hit {run.to_hit}; {why or 'no Precision'}).",
        "BAT-TITAN-031",
        dice=list(run.dice),
        precision=run.precision + run.opening,
        to_hit=run.to_hit,
    )
    for what, amount, rule in parts:
        if rule != "BAT-TITAN-031":
            b.emit("precision_bonus", f"{amount:+d} Precision: {what}.", rule)


def _shown(run: AttackRun) -> str:
    total = run.precision + run.opening
    out = []
    for i, d in enumerate(run.dice):
        mark = "*" if i in run.crit_dice else ""
        verdict = "hit" if is_hit(d, total, run.to_hit) else "miss"
        out.append(f"{d}{mark}->{d + total} {verdict}")
    return ", ".join(out)


def _rerolls(b: B, titan: TitanState, run: AttackRun) -> Proc[None]:
    """Re-rolls declared together, each die once; Attack Re-roll X free, then +1 Fate each
    [GEN-018, GEN-019, GEN-021, GEN-022, KEY-003]."""
    run.stage = "attack_reroll"
    total = run.precision + run.opening

    def labels() -> list[str]:
        return [
            f"{d}{' (Crit die)' if i in run.crit_dice else ''} -> {d + total} "
            f"{'hit' if is_hit(d, total, run.to_hit) else 'miss'}"
            for i, d in enumerate(run.dice)
        ]

    chosen = yield from declare_rerolls(
        b,
        titan,
        run,
        labels,
        count=lambda: len(run.dice),
        kind="battle.attack_reroll",
        free=lambda: run.attack_rerolls,
        fate=True,
        moment="attack_reroll",
        rule="GEN-018",
        timings=("attack_roll",),
    )
    if not chosen:
        return
    for i in chosen:
        run.dice[i] = b.rng.d10("battle.d10")
    b.emit("attack_reroll", f"Re-rolled: {_shown(run)}.", "GEN-018", dice=list(run.dice))
    for i in chosen:
        yield from _crit_miss(b, titan, run, i)


def _score(b: B, titan: TitanState, run: AttackRun, deadly: bool) -> None:
    """Hits, Crit Chance, full hit, full miss [BAT-TITAN-032..037, KEY-012]."""
    total = run.precision + run.opening
    run.hits = sum(1 for d in run.dice if is_hit(d, total, run.to_hit))
    crit_low = 9 if deadly and len(run.dice) == 1 else 10
    run.crit_chance = any(run.dice[i] >= crit_low for i in run.crit_dice if i < len(run.dice))
    run.full_hit = bool(run.dice) and run.hits == len(run.dice)
    run.full_miss = run.hits == 0
    b.battle.last_dice.append(AttackRecord("titan_attack", titan.key, list(run.dice)))
    del b.battle.last_dice[:-8]
    what = "full hit" if run.full_hit else "full miss" if run.full_miss else f"{run.hits} hit(s)"
    rule = (
        "BAT-TITAN-033" if run.full_hit else "BAT-TITAN-034" if run.full_miss else "BAT-TITAN-032"
    )
    if not b.quiet:
        b.emit("attack_hits", f"{what.capitalize()} of {len(run.dice)}.", rule, hits=run.hits)
    if run.crit_chance and not b.quiet:
        b.emit(
            "crit_chance",
            "Natural 10 on the Crit die: Crit Chance"
            + (" (Deadly single die: 9-10)" if crit_low == 9 else "")
            + ".",
            "BAT-TITAN-037",
        )
