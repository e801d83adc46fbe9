"""Nymph Summonings in battle [BAT-MISC-073, VOY-047..VOY-053].

A Summoning is a menu entry ``summon-<id>``, like an Argo Ability: between turns and during a
turn (``titan_round`` timing, the default), or only during a Titan's turn for that Titan
(``own_turn``). The entry is shown disabled with the reason when its requirement is not met in
this Battle [BAT-MISC-073], when the Nymph is exhausted until the next Divine Surge [VOY-049], or
when no Summon Charge is left [VOY-047, VOY-048]. One-off and generic bonus charges do not count
toward the Summon Limit [VOY-050, VOY-051]. Each Summoning carries the Adversary symbol
[VOY-052]. What persists between battles is ``GameState.powers``
(:class:`~atoterm.engine.state.Pantheon`); a Sisyphus Tear restores it with the rest of the
pre-Battle state [BAT-MISC-031]; :func:`divine_surge` replenishes it [VOY-053].
"""

from __future__ import annotations

from functools import partial

from atoterm.content.battle_schema import BattleContent, Summoning
from atoterm.engine.battle.abilities.effects import EffectCtx, resolve_effects
from atoterm.engine.battle.core.context import B, Proc
from atoterm.engine.battle.core.hooks import ExtraAction, round_action, turn_action
from atoterm.engine.battle.core.state import TitanState
from atoterm.engine.battle.harm import gains as harm
from atoterm.engine.battle.titans import stats
from atoterm.engine.battle.titans.awakening import add_adversary
from atoterm.engine.decisions import Decision, Option
from atoterm.engine.state import GameState, Pantheon

PRACTICE_SUMMON_LIMIT = 2
"""Summon Limit of a practice battle (a mid-campaign Argo)."""
STAT_MAX = 9
_new_tuple = tuple.__new__
CHARGE_LABELS = {
    "one_off": "its one-off bonus charge [VOY-050]",
    "charge": "a Summon Charge [VOY-047]",
    "bonus": "a generic bonus charge [VOY-051]",
}


# ---------------------------------------------------------------- the campaign side
def practice_pantheon(bc: BattleContent) -> Pantheon:
    """Practice battles: Awakening unlocked, every Godform and Summoning available (one-off
    Nymphs with their bonus charge), Summon Limit 2."""
    return Pantheon(
        awakening_unlocked=True,
        godforms=list(bc.godforms),
        summonings=[s.id for s in bc.summonings.values() if not s.one_off],
        summon_limit=PRACTICE_SUMMON_LIMIT,
        one_off=[s.id for s in bc.summonings.values() if s.one_off],
    )


def divine_surge(state: GameState) -> None:
    """Erase every mark and name of the Godform and Summoning sections: Godforms, Summonings and
    Summon Charges are replenished [VOY-053]. Unused bonus charges are not marks and stay; used
    one-off charges are gone for good [VOY-050]."""
    powers = state.powers
    powers.godforms_used = []
    powers.exhausted = []
    powers.charges_spent = 0


# ---------------------------------------------------------------- rules
def requirement_met(b: B, s: Summoning) -> str:
    """ "" when the requirement holds in the current Battle, else what is missing
    [BAT-MISC-073]. (Every turn and round menu asks it of every Summoning known: the Titans
    are walked in plain loops, without a generator, and the Wounds counted once.)"""
    if s.requirement is None:
        return ""
    kind, n = s.requirement
    battle = b.battle
    if kind == "titan_died":
        return "" if battle.titans_died >= 1 else "needs a Titan to have died in this Battle"
    if kind == "titan_knocked_down":
        for t in battle.titans:
            if t.knockdown and t.alive:
                return ""
        return "needs a knocked-down Titan"
    if kind == "wounds":
        dealt = stats.wounds_dealt(b)
        return "" if dealt >= n else f"needs {n} Wounds dealt this Battle ({dealt} so far)"
    if kind == "danger":
        argonauts = b.state.argonauts
        for t in battle.titans:
            if t.alive and argonauts[t.argonaut].danger >= n:  # (living(), b.argonaut())
                return ""
        return f"needs a Titan at Danger {n}+"
    return ""


def charges(b: B, s: Summoning) -> list[str]:
    """The charges that may pay for ``s`` now: "one_off", "charge", "bonus"."""
    powers = b.state.powers
    out = []
    if s.id in powers.one_off:
        out.append("one_off")
    if s.id in powers.summonings and s.id not in powers.exhausted:
        if powers.charges_spent < powers.summon_limit:
            out.append("charge")
        if powers.bonus_charges > 0:
            out.append("bonus")
    return out


def payable(powers: Pantheon, s: Summoning) -> bool:
    """Some charge may pay for ``s`` now: :func:`charges` is not empty (every menu asks it of
    every Summoning, without needing the list)."""
    sid = s.id
    if sid in powers.one_off:
        return True
    return (
        sid in powers.summonings
        and sid not in powers.exhausted
        and (powers.charges_spent < powers.summon_limit or powers.bonus_charges > 0)
    )


def cost_problem(b: B, titan: TitanState, s: Summoning) -> str:
    a = b.state.argonauts[titan.argonaut]  # b.argonaut(), inlined: every menu asks
    for cost in s.cost:
        if getattr(a, cost.op) + (cost.value or 1) > STAT_MAX:
            return f"{cost.op.title()} cannot rise above 9 [GEN-025]"
    return ""


def subjects(b: B, s: Summoning, active: TitanState | None) -> list[tuple[TitanState, str]]:
    """Who may receive the Summoning, with why not."""
    return [(t, _subject_problem(b, s, t)) for t in _pool(b, s, active)]


def _pool(b: B, s: Summoning, active: TitanState | None) -> list[TitanState]:
    """The Titans a Summoning may go to: the active one for an ``own_turn`` Summoning."""
    return [active] if s.timing == "own_turn" and active is not None else b.battle.living()


def _subject_problem(b: B, s: Summoning, t: TitanState) -> str:
    """Why ``t`` cannot receive ``s`` ("" = it can)."""
    why = cost_problem(b, t, s)
    if not why and s.subject == "knocked_down" and not t.knockdown:
        why = "not knocked down"
    return why


def problem(b: B, s: Summoning, active: TitanState | None) -> str:
    """Why ``s`` cannot be performed now ("" = it can)."""
    powers = b.state.powers
    if s.timing == "own_turn" and active is None:
        return "only during a Titan's turn"
    why = requirement_met(b, s)
    if why:
        return f"{why} [BAT-MISC-073]"
    if not payable(powers, s):
        if s.id in powers.exhausted:
            return "exhausted until the next Divine Surge [VOY-049]"
        return (
            f"no Summon Charge left ({powers.charges_spent} of {powers.summon_limit} spent) "
            "[VOY-048]"
        )
    # _pool(), walked without a list made of it (every menu asks it of every Summoning);
    # all(...) without a generator: stops at the first Titan that can receive it
    if s.timing == "own_turn" and active is not None:
        if not _subject_problem(b, s, active):
            return ""
    else:
        for t in b.battle.titans:
            if t.alive and not _subject_problem(b, s, t):
                return ""
    return "no Titan can receive it"


def known(b: B) -> list[Summoning]:
    """Summonings the Argo can call on (permanent or one-off), in content order."""
    powers = b.state.powers
    return [
        s for s in b.bc.summonings.values() if s.id in powers.summonings or s.id in powers.one_off
    ]


def _entries(b: B, active: TitanState | None) -> list[ExtraAction]:
    """The menu entry of each Summoning :func:`known` (in content order), every turn and round
    menu: the known ones are found inline and each one's procedure is a ``partial``.

    An entry's option is its Summoning and the reason it cannot be performed ("" = it can)
    and nothing else, read and never changed by anyone: each is made once per procedure run
    and kept in ``b.memo`` under both (the Summoning as the very object), so that menu after
    menu only the reason is worked out again. The procedure is made anew each time: kept, it
    would hold the procedure object in its own memo (a cycle only the collector frees, which
    made a campaign's verify dearer)."""
    out = []
    powers = b.state.powers
    for s in b.bc.summonings.values():
        if s.id not in powers.summonings and s.id not in powers.one_off:  # known(), inlined
            continue
        if s.timing == "own_turn" and active is None:
            continue
        why = problem(b, s, active)
        make = partial(Option, f"summon-{s.id}", f"Summon {s.name}", s.text, why)
        option = b.kept(("summon-option", s.id, why), s, make)
        # ExtraAction(option, ...), made without the named tuple's Python-level __new__
        out.append(_new_tuple(ExtraAction, (option, partial(summon, b, s, active))))
    return out


@round_action
def between_turns(b: B) -> list[ExtraAction]:
    """[BAT-MISC-073, BAT-TITAN-093]"""
    return _entries(b, None)


@turn_action
def during_turn(b: B, titan: TitanState) -> list[ExtraAction]:
    """[BAT-MISC-073, BAT-TITAN-093]"""
    return _entries(b, titan)


# ---------------------------------------------------------------- performing one
def summon(b: B, s: Summoning, active: TitanState | None) -> Proc[None]:
    """Spend a charge, exhaust the Nymph, the Adversary symbol, the cost, then the effects on the
    subject [VOY-047..VOY-052, BAT-MISC-073]."""
    kinds = charges(b, s)
    kind = kinds[0]
    if len(kinds) > 1:
        opts = [Option(k, f"Spend {CHARGE_LABELS[k]}", value=k) for k in kinds]
        chosen = yield from b.ask(
            Decision(
                "battle.summon_charge",
                "players",
                f"{s.name}: which charge pays for it?",
                opts,
                {"rule": "VOY-047"},
            )
        )
        kind = chosen.value
    who = subjects(b, s, active)
    if len(who) == 1 and not who[0][1]:
        subject = who[0][0]
    else:
        opts = [Option(f"titan-{t.key}", b.name(t), "", why, t.key) for t, why in who]
        chosen = yield from b.ask(
            Decision(
                "battle.summon_target",
                "players",
                f"{s.name}: for which Titan?",
                opts,
                {"rule": "BAT-MISC-073"},
            )
        )
        subject = b.battle.titan(chosen.value)
    _spend(b, s, kind)
    add_adversary(b, s.adversary, f"{s.name} is summoned", "VOY-052")
    a = b.argonaut(subject)
    for cost in s.cost:
        n = cost.value or 1
        if cost.op == "rage":
            yield from harm.gain_rage(b, subject, n)
        else:
            setattr(a, cost.op, getattr(a, cost.op) + n)
            b.emit(cost.op, f"{b.name(subject)} pays {n} {cost.op.title()}.", "BAT-MISC-073")
    ctx = EffectCtx(source=subject.key, subject=subject.key, origin="summoning")
    yield from resolve_effects(b, s.effects, ctx)


def _spend(b: B, s: Summoning, kind: str) -> None:
    powers = b.state.powers
    if kind == "one_off":
        powers.one_off.remove(s.id)
    else:
        if kind == "charge":
            powers.charges_spent += 1
        else:
            powers.bonus_charges -= 1
        powers.exhausted.append(s.id)
    b.battle.summons_used.append(s.id)
    left = powers.summon_limit - powers.charges_spent
    b.emit(
        "summon",
        f"{s.name} is summoned with {CHARGE_LABELS[kind].split(' [')[0]} "
        f"({left} Summon Charge(s) left of {powers.summon_limit}).",
        {"one_off": "VOY-050", "charge": "VOY-049", "bonus": "VOY-051"}[kind],
        summoning=s.id,
    )
