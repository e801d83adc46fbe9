"""The Kratos Table and the Kratos Pool [BAT-TITAN-002, BAT-TITAN-083..085, BAT-MISC-085, 086].

*Kratos Pool.* Opening, Break and Diversion tokens (and temporary Primordial modifier tokens)
sit in ``battle.kratos_pool``; the next Titan Attack uses them and Clear the Kratos Pool removes
them all [BAT-TITAN-080, BAT-TITAN-083].

*Kratos Table.* Every level at or below the Titan's current Rage can be applied once per Attack
(``titan.kratos_used``), one option per level; two-option levels are exclusive [EX-029]. An
option may be applied at any moment of the Attack where one of its effects does something
(:data:`MOMENTS`); effects of a later moment wait in ``run.deferred`` until then, effects of a
moment already past do nothing [GEN-011]. In the Second Ability Window every level still unused
must apply one option (the Golden Rule, BAT-MISC-086, EX-030). Applying options in an attack
is ``attack/windows.py`` (:func:`apply_kratos`, :func:`golden_rule`).
"""

from __future__ import annotations

from collections.abc import Iterable, Sequence

from atoterm.content.battle_schema import Effect, KratosLevel
from atoterm.engine.battle.core.context import B
from atoterm.engine.battle.core.state import TitanState
from atoterm.engine.decisions import Option

POOL_TOKENS: tuple[str, ...] = ("opening", "break", "diversion")
"""Kratos tokens [BAT-TITAN-083, KEY-006, KEY-014, KEY-033]."""

ORDER: tuple[str, ...] = (
    "before_roll",
    "attack_reroll",
    "first_window",
    "power_pool",
    "power_reroll",
    "second_window",
)
"""The moments of a Titan Attack where Kratos options (and attack keywords) act, in order."""

MOMENTS: dict[str, str] = {
    "precision": "before_roll",
    "attack_reroll": "attack_reroll",
    "auto_break": "first_window",
    "sacrifice": "first_window",
    "spotlight": "first_window",
    "provoke": "first_window",
    "power_die": "power_pool",
    "titan_power": "power_pool",
    "power_reroll": "power_reroll",
}
"""When an effect acts in a Titan Attack [KEY-003, KEY-004, KEY-040, KEY-056, KEY-060];
anything not listed acts in the Second Ability Window (Opening, Break, Motivate...)."""

FLEXIBLE: frozenset[str] = frozenset({"pushback", "pull", "vault", "knockback", "forced_vault"})
"""Flexible abilities: first OR second ability window, never both [BAT-MISC-083, KEY-027]."""


def moment_of(op: str) -> str:
    return MOMENTS.get(op, "second_window")


def acts_at(op: str, moment: str) -> bool:
    """Whether an effect with ``op`` does something at ``moment``."""
    if op in FLEXIBLE:
        return moment in ("first_window", "second_window")
    return moment_of(op) == moment


def is_later(op: str, moment: str) -> bool:
    """The effect's own moment is still to come in this Attack."""
    if op in FLEXIBLE:
        return moment == "first_window"
    return ORDER.index(moment_of(op)) > ORDER.index(moment)


# ------------------------------------------------------------------ the Kratos Pool
def pool(b: B, kind: str) -> int:
    return b.battle.kratos_pool.get(kind, 0)


def place(b: B, kind: str, n: int, why: str, rule: str) -> None:
    """Place ``n`` tokens of ``kind`` in the Kratos Pool [BAT-TITAN-083]."""
    if n <= 0:
        return
    kp = b.battle.kratos_pool
    kp[kind] = kp.get(kind, 0) + n
    if not b.quiet:  # (the words of a quiet event are not even put together)
        b.emit(
            "kratos_token",
            f"{why}: {n} {kind.title()} token(s) to the Kratos Pool.",
            rule,
            token=kind,
            n=n,
            total=kp[kind],
        )


def spend(b: B, kind: str, n: int = 1) -> int:
    """Take up to ``n`` tokens of ``kind`` from the pool; returns how many were taken."""
    kp = b.battle.kratos_pool
    taken = min(n, kp.get(kind, 0))
    if taken:
        kp[kind] -= taken
        if not kp[kind]:
            del kp[kind]
    return taken


def clear_pool(b: B) -> None:
    """Step 9: remove every token from the Kratos Pool, temporary Primordial modifier tokens
    included [BAT-TITAN-080, BAT-TITAN-083, BAT-MISC-048]."""
    kp = b.battle.kratos_pool
    if kp and not b.quiet:  # (the words of a quiet event are not even put together)
        listed = ", ".join(f"{n} {k}" for k, n in sorted(kp.items()))
        b.emit("kratos_clear", f"The Kratos Pool is cleared ({listed}).", "BAT-TITAN-080")
    kp.clear()


# ------------------------------------------------------------------ keywords
def stacked(effects: Iterable[Effect], op: str) -> int:
    """Numbered keywords stack: Opening 1 + Opening 1 = Opening 2 [BAT-MISC-098]."""
    return sum(e.value for e in effects if e.op == op)


def has(effects: Iterable[Effect], op: str) -> bool:
    """Keywords without a number do not stack: present or not [BAT-MISC-098]."""
    return any(e.op == op for e in effects)


# ------------------------------------------------------------------ the Kratos Table
def unlocked(b: B, titan: TitanState) -> list[KratosLevel]:
    """Levels at or below the current Rage [BAT-TITAN-002, BAT-MISC-085]."""
    rage = b.argonaut(titan).rage
    return [lv for lv in b.titan_class(titan).kratos if lv.level <= rage]


def unused(b: B, titan: TitanState) -> list[KratosLevel]:
    """Unlocked levels not yet applied in this Attack [BAT-MISC-086]."""
    return [lv for lv in unlocked(b, titan) if lv.level not in titan.kratos_used]


def describe(option: Sequence[Effect]) -> str:
    return " + ".join(
        e.text or " ".join(str(x) for x in (e.op, e.arg, e.value) if x) for e in option
    )


def choices(b: B, titan: TitanState, moment: str) -> list[tuple[int, int, tuple[Effect, ...]]]:
    """(level, option index, effects) of unused levels whose option acts at ``moment``."""
    return [(lv.level, i, option) for lv, i, option in _acting(b, titan, moment)]


def _acting(
    b: B, titan: TitanState, moment: str
) -> list[tuple[KratosLevel, int, tuple[Effect, ...]]]:
    """:func:`choices` with each option's level itself."""
    table = _table_acting(b, titan, moment)
    if not table:  # (most moments of most tables: no list made by a comprehension)
        return []
    rage = b.state.argonauts[titan.argonaut].rage  # b.argonaut(), inlined: every menu asks
    return [
        (lv, i, option)
        for lv, i, option in table
        if lv.level <= rage and lv.level not in titan.kratos_used  # unused() [BAT-MISC-086]
    ]


def _table_acting(
    b: B, titan: TitanState, moment: str
) -> list[tuple[KratosLevel, int, tuple[Effect, ...]]]:
    """Every option of the Titan's Kratos Table that acts at ``moment`` (not "none"), in table
    order: printed, so found once per table and moment (``BattleContent.memo``, with the table
    it was read from)."""
    table = b.titan_class(titan).kratos
    key = ("kratos_acting", titan.titan_class, moment)
    entry = b.bc.memo.get(key)
    if entry is not None and entry[0] is table:
        return entry[1]  # type: ignore[no-any-return]
    out = []
    for lv in table:
        for i, option in enumerate(lv.options):
            # One pass for both tests (an option of "none" alone does nothing; one that does
            # something is kept when any of its effects, "none" too, acts at ``moment``):
            # all() and any() over generator expressions left unfinished are closed with an
            # exception when freed, several times this loop's cost.
            something = acting = False
            for e in option:
                if e.op != "none":
                    something = True
                if not acting and acts_at(e.op, moment):
                    acting = True
            if something and acting:
                out.append((lv, i, option))
    b.bc.memo[key] = (table, out)
    return out


def option_id(level: int, index: int) -> str:
    return f"kratos-{level}-{index}"


def options_for(b: B, titan: TitanState, moment: str) -> list[Option]:
    """Menu entries for the Kratos options usable now (``kratos-<level>-<i>``)."""
    out = []
    for lv, i, option in _acting(b, titan, moment):
        level = lv.level
        if not b.explaining:  # a simulation: nobody reads the words, only the id and value
            out.append(Option(option_id(level, i), "", value=["kratos", level, i]))
            continue
        note = (
            " (the other option of this level is then lost, EX-029)" if len(lv.options) > 1 else ""
        )
        out.append(
            Option(
                option_id(level, i),
                f"Kratos {level}: {describe(option)}",
                f"Rage {b.argonaut(titan).rage} unlocks level {level}{note}.",
                value=["kratos", level, i],
            )
        )
    return out


def chosen_level(option: Option) -> tuple[int, int] | None:
    """(level, option index) of a Kratos menu entry (its value ``["kratos", level, index]``),
    None for any other entry."""
    value = option.value
    if isinstance(value, list) and len(value) == 3 and value[0] == "kratos":
        return value[1], value[2]
    return None
