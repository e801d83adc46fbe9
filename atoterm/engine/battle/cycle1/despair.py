"""Despair tokens [CYC1-015..CYC1-020, GEN-041, BAT-MISC-017, KEY-017].

Despair sits on the Argonaut card. Outside a Battle it is held by the Argonaut
(``Argonaut.despair``, GEN-041) and stays there until the end of the next Battle [CYC1-015]:
:func:`carry_in` moves it onto the Titan (``TitanState.despair``) when the Battle is set up.

The penalties apply only while the Titan holds Despair AND is not adjacent to another Titan
(a red line breaks adjacency, CYC1-002) [CYC1-016]:

=========  ==========================================================
tokens     penalty
=========  ==========================================================
1          -1 Precision (:func:`precision_penalty`, a ``@precision_modifier``)
2          -3 Precision
3          cannot take the combat action (an ``@action_gate``)
limit (4)  the Titan dies [BAT-MISC-017]; an effect changing the limit moves only this
           threshold [CYC1-019] (keyword ``despair_limit N``)
=========  ==========================================================

Reading of the table: the rows are thresholds, so 3 or more tokens keep the -3 Precision of
2 (a Bonus Attack, which is not a combat action, still suffers it).

When the death is checked: a Titan dies the moment both conditions hold, so the check runs
whenever one of them may have become true — when Despair is gained (:func:`gain`), at the end
of every movement of any Titan, voluntary or not (the ``moved`` hook, run by
``terrain.end_move``: moving changes the adjacency of the mover and of the Titans it left), and
after a Titan dies (the ``titan_died`` hook: its neighbours lose their company). Each check
looks at every living Titan, in seat order.

A Wound dealt discards 1 Despair [CYC1-017]; the Casualties step discards all of them, on the
Titans and on the Argonauts [CYC1-018]. Awakening, Solace and Elation also remove Despair
[CYC1-020] (``lose``; Solace in ``keywords_phase2``; Elation in ``ops_titan``).
"""

from __future__ import annotations

from atoterm.content.battle_schema import Effect
from atoterm.engine.battle.abilities.effects import EffectCtx, battle_op, subject_titan
from atoterm.engine.battle.abilities.keywords import keyword_index, keyword_total
from atoterm.engine.battle.core.context import B, Proc
from atoterm.engine.battle.core.hooks import action_gate, hook, precision_modifier
from atoterm.engine.battle.core.state import TitanState
from atoterm.engine.battle.explain import words
from atoterm.engine.battle.harm import death
from atoterm.engine.battle.titans import vantage
from atoterm.engine.decisions import Option

DEFAULT_LIMIT = 4
"""Despair tokens at which a lone Titan dies [CYC1-016, BAT-MISC-017]."""
NO_COMBAT_AT = 3
"""Despair tokens at which a lone Titan cannot take the combat action [CYC1-016]."""
PRECISION_BY_COUNT: tuple[int, ...] = (0, -1, -3)
"""Precision penalty by Despair tokens held; 2 or more keep the last row [CYC1-016]."""


# ------------------------------------------------------------------ queries
def alone(b: B, titan: TitanState) -> bool:
    """Not adjacent to another living Titan: orthogonally, red lines break adjacency
    (CYC1-002); a Titan on a Vantage Point is adjacent to every Titan adjacent to the
    Primordial, not the other way round [BAT-MISC-061, BAT-MISC-062]."""
    return not any(vantage.adjacent(b, titan, t) for t in b.battle.living() if t is not titan)


def limit(b: B, titan: TitanState) -> int:
    """The death threshold: 4 plus every ``despair_limit`` keyword [CYC1-016, CYC1-019]."""
    return DEFAULT_LIMIT + keyword_total(b, titan, "despair_limit")


def limit_floor(b: B) -> int | None:
    """A death threshold no Titan is under in this pack: 4 when no ``despair_limit`` keyword
    of the pack has a negative value (each one only raises the limit, CYC1-019), else None
    (no floor). :func:`check` reads it before working out a Titan's own :func:`limit`: a
    Titan holding fewer tokens than the floor cannot be at its limit. Made once per pack
    (``bc.memo``, with the keyword index it was read from)."""
    index = keyword_index(b.bc, "despair_limit")
    entry = b.bc.memo.get("despair_limit_floor")
    if entry is None or entry[0] is not index:
        values = [k.value for found in index for ks in found.values() for k in ks]
        floor = DEFAULT_LIMIT if all(v >= 0 for v in values) else None
        entry = b.bc.memo["despair_limit_floor"] = (index, floor)
    return entry[1]  # type: ignore[no-any-return]


def suffering(b: B, titan: TitanState) -> bool:
    """Holds Despair and is alone: the penalties apply [CYC1-016]."""
    return titan.alive and titan.despair > 0 and alone(b, titan)


def precision_penalty(b: B, titan: TitanState) -> int:
    """-1 Precision with 1 Despair, -3 with 2 or more, while alone [CYC1-016]."""
    if not suffering(b, titan):
        return 0
    return PRECISION_BY_COUNT[min(titan.despair, len(PRECISION_BY_COUNT) - 1)]


@precision_modifier
def precision_line(b: B, titan: TitanState) -> list[tuple[str, int, str]]:
    """The Despair penalty as the attack lists it [CYC1-016]."""
    penalty = precision_penalty(b, titan)
    return [(f"{titan.despair} Despair, no Titan adjacent", penalty, "CYC1-016")] if penalty else []


@action_gate
def combat_gate(b: B, titan: TitanState, action: str) -> str:
    """3+ Despair and alone: no combat action [CYC1-016]."""
    if action == "combat" and titan.despair >= NO_COMBAT_AT and suffering(b, titan):
        return f"{titan.despair} Despair and no Titan adjacent: no combat action [CYC1-016]"
    return ""


# ------------------------------------------------------------------ changes
def gain(b: B, titan: TitanState, n: int, *, rule: str = "CYC1-015") -> Proc[None]:
    """The Titan gains ``n`` Despair (on its Argonaut card), then the death check [CYC1-015,
    CYC1-016]."""
    if n <= 0 or not titan.alive:
        return
    titan.despair += n
    if not b.quiet:
        where = "alone" if alone(b, titan) else "next to another Titan"
        b.emit(
            "despair",
            f"{b.name(titan)} gains {n} Despair ({titan.despair}, limit {limit(b, titan)}, {where}).",
            rule,
            titan=titan.key,
            despair=titan.despair,
        )
    yield from check(b)


def lose(b: B, titan: TitanState, n: int, why: str, *, rule: str = "CYC1-020") -> int:
    """Discard up to ``n`` Despair tokens (never below 0, GEN-011); returns how many."""
    gone = min(max(n, 0), titan.despair)
    if gone:
        titan.despair -= gone
        if not b.quiet:
            b.emit(
                "despair_lost",
                f"{b.name(titan)} discards {gone} Despair ({why}; {titan.despair} left).",
                rule,
                titan=titan.key,
                despair=titan.despair,
            )
    return gone


def check(b: B) -> Proc[None]:
    """Every living Titan holding its Despair limit or more while alone dies [CYC1-016,
    CYC1-019, BAT-MISC-017]."""
    floor = limit_floor(b)
    for titan in list(b.battle.living()):
        if b.battle.result:
            return
        if not titan.alive or (floor is not None and titan.despair < floor):
            continue  # below any Titan's limit: its own need not be worked out
        if titan.despair < limit(b, titan) or not alone(b, titan):
            continue
        if not b.quiet:
            b.emit(
                "despair_death",
                f"{b.name(titan)} holds {titan.despair} Despair (limit {limit(b, titan)}) with no "
                "Titan adjacent.",
                "CYC1-016",
                titan=titan.key,
            )
        yield from death.kill_titan(b, titan, "despair", "BAT-MISC-017")


@hook("setup")
def carry_in(b: B) -> Proc[None]:
    """Battle Setup: Despair the Argonauts hold from outside the Battle goes onto their Titans
    [GEN-041, CYC1-015]; then the death check (the Titans start apart)."""
    moved = False
    for titan in b.battle.titans:
        argonaut = b.argonaut(titan)
        if argonaut.despair and titan.alive:
            titan.despair += argonaut.despair
            argonaut.despair = 0
            moved = True
            b.emit(
                "despair",
                f"{b.name(titan)} brings {titan.despair} Despair gained outside the Battle.",
                "GEN-041",
                titan=titan.key,
                despair=titan.despair,
            )
    if moved:
        yield from check(b)


# ------------------------------------------------------------------ hooks
@hook("moved")
def after_move(b: B, titan: TitanState) -> Proc[None]:
    del titan  # every Titan's adjacency may have changed
    yield from check(b)


@hook("titan_died")
def after_death(b: B, titan: TitanState) -> Proc[None]:
    del titan
    yield from check(b)


@hook("wound_dealt")
def wound_dealt(b: B, titan: TitanState) -> Proc[None]:
    """Each Wound dealt discards 1 Despair [CYC1-017]."""
    lose(b, titan, 1, "a Wound dealt", rule="CYC1-017")
    return
    yield  # a generator like every hook


@hook("aftermath")
def casualties(b: B) -> Proc[None]:
    """All Despair is discarded in the Casualties step [CYC1-018, CYC1-015]."""
    held = 0
    for titan in b.battle.titans:
        held += titan.despair
        titan.despair = 0
    for argonaut in b.state.argonauts:  # one who sat the Battle out too: it was the next one
        held += argonaut.despair
        argonaut.despair = 0
    if held:
        b.emit("despair_cleared", "Casualties: every Despair token is discarded.", "CYC1-018")
    return
    yield


# ------------------------------------------------------------------ ops
@battle_op("gain_despair")
def op_despair(b: B, e: Effect, ctx: EffectCtx) -> Proc[None]:
    """``despair N``: the subject Titan gains N Despair [CYC1-015, CYC1-016]."""
    titan = subject_titan(b, ctx)
    if titan is not None:
        yield from gain(b, titan, e.value or 1)


@battle_op("lose_despair")
def op_lose_despair(b: B, e: Effect, ctx: EffectCtx) -> Proc[None]:
    """``lose_despair N``: the subject Titan discards N Despair [CYC1-020]."""
    titan = subject_titan(b, ctx)
    if titan is not None:
        lose(b, titan, e.value or 1, words.effect_words(b, e))
    return
    yield


# ------------------------------------------------------------------ Elation [KEY-017]
def elation_options(titan: TitanState, x: int) -> list[Option]:
    """Ways to pay Elation X: X Ambrosia ("use"), X Despair ("despair"), or a mix
    ("mix-A": A Ambrosia and X-A Despair) [KEY-017, CYC1-020]."""
    opts = []
    if titan.ambrosia >= x:
        opts.append(Option("use", f"Discard {x} Ambrosia for {x} Opening"))
    if titan.despair >= x:
        opts.append(Option("despair", f"Discard {x} Despair for {x} Opening"))
    for a in range(1, x):
        if titan.ambrosia >= a and titan.despair >= x - a:
            opts.append(
                Option(f"mix-{a}", f"Discard {a} Ambrosia and {x - a} Despair for {x} Opening")
            )
    return opts


def pay_elation(b: B, titan: TitanState, option: str, x: int) -> None:
    """Discard the tokens the chosen Elation option names [KEY-017]."""
    ambrosia = {"use": x, "despair": 0}.get(option)
    if ambrosia is None:
        ambrosia = int(option.split("-")[1])
    titan.ambrosia -= ambrosia
    lose(b, titan, x - ambrosia, f"Elation {x}", rule="KEY-017")
