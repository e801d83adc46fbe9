"""Ability usage: which abilities a Titan may use now, paying for them, and ability windows.

Every ability comes from a game element, named by :attr:`AbilityRef.source`:
``"gear:<index in titan.gear>"``, ``"titan"`` (the Titan sheet), ``"kratos:<level>:<option>"``,
``"condition:<id>"``, ``"card:<id>"`` (kept Trauma, Moiros and Kratos cards) and
``"argo:<id>"`` (Argo Abilities), ``"mnemos:<id>"`` and ``"growth:<index>"`` (the Argonaut's
Mnemos cards and trauma growth abilities, ``mnemos.py``). Keywords on those elements become
abilities through the keyword table (``keywords.py``). What can answer a window of some
timings (:func:`answering`, the references, the window indexes, the loadouts' plans) is
``answering.py``; this module decides what of it can be used now and runs the windows.

The rules applied here [BAT-MISC-075..BAT-MISC-091]: an ability with a cost is *active* — used
voluntarily, once per Round per element, only when its whole cost can be paid, and the cost
cannot be prevented; an ability without a cost is *constant* and must be resolved unless it
says "may"; gated abilities exist only while their gate is met; an exhausted card offers only
its passives and "if exhausted" abilities; a falling Titan uses nothing but Second Chance and
Lifeline. In one window a Titan uses at most one ability of each name, stackable keywords
apart [BAT-PRIM-116, BAT-MISC-087].

Window bookkeeping lives in ``titan.reactions_in_window`` as plain strings: ``"name:<stem>"``
(names used in the current window), ``"ref:<source>|<name>"`` (abilities used in it) and
``"flex:<source>|<name>"`` (flexible abilities used in the current Attack: a window with
``first_window`` timing starts a new Attack) [BAT-MISC-083].
"""

from __future__ import annotations

from collections.abc import Sequence
from types import MappingProxyType

from atoterm.content.battle_schema import Ability
from atoterm.engine.battle.abilities import keywords as kw
from atoterm.engine.battle.abilities.answering import AbilityRef, Found, Offer, answering
from atoterm.engine.battle.abilities.effects import EffectCtx, resolve_effects
from atoterm.engine.battle.abilities.keywords import (
    ambrosia_limit,
    gear_discarded,
    gear_exhausted,
    has_keyword,
    host_of,
    keyword_sources,
    keyword_total,
    source_label,
)
from atoterm.engine.battle.core.context import B, Proc
from atoterm.engine.battle.core.state import GearState, TitanState
from atoterm.engine.battle.explain import words
from atoterm.engine.battle.titans import mnemos
from atoterm.engine.decisions import Decision, Option
from atoterm.engine.revision import discard_cost_turns_mnemos_down

__all__ = [
    "AbilityRef",
    "ambrosia_limit",
    "answering",
    "ask_window",
    "available",
    "candidates",
    "candidates_of",
    "gear_discarded",
    "gear_exhausted",
    "has_keyword",
    "keyword_sources",
    "keyword_total",
    "new_round",
    "pay",
    "source_label",
    "use",
    "window_names",
]

STAT_MAX = 9
"""Triskelion stats are never raised voluntarily above 9 [GEN-025, BAT-MISC-079]."""


# ---------------------------------------------------------------- usability
def gate_met(b: B, titan: TitanState, ability: Ability) -> bool:
    """("danger", 5) means Danger 5+; a gated ability exists only while met [BAT-TITAN-107]."""
    if ability.gate is None:
        return True
    stat, minimum = ability.gate
    return int(getattr(b.argonaut(titan), stat, 0)) >= minimum


def used_this_round(titan: TitanState, ref: AbilityRef) -> bool:
    """Each active ability of one element once per Round [BAT-MISC-080, EX-027]."""
    kind, _, rest = ref.source.partition(":")
    if kind == "gear":
        return ref.ability.name in titan.gear[int(rest)].used
    return ref.key in titan.abilities_used


def _index(ref: AbilityRef) -> int:
    return int(ref.source.split(":")[1])


def _charges(b: B, titan: TitanState, ref: AbilityRef) -> int:
    kind, _, rest = ref.source.partition(":")
    if kind == "gear":
        return titan.gear[int(rest)].charges
    if kind == "argo":
        for aa in b.battle.argo_abilities:
            if aa.id == rest:
                return aa.charges
    return 0


_ACTIONS_NEEDED: MappingProxyType[str, tuple[str, ...]] = MappingProxyType(
    {
        "combat_action": ("combat",),
        "movement_action": ("movement",),
        "complicated_action": ("movement", "combat"),
    }
)
"""The actions an action cost needs available."""


def cost_problem(b: B, titan: TitanState, ref: AbilityRef) -> str:
    """Why the full cost cannot be paid now ("" when it can) [BAT-MISC-076, BAT-MISC-079]."""
    argonaut = b.state.argonauts[titan.argonaut]  # b.argonaut(), inlined: asked per ability
    for cost in ref.ability.cost:
        n = cost.value or 1
        if cost.op == "charge" and _charges(b, titan, ref) < n:
            return "no charges left [BAT-TITAN-105]"
        if cost.op in ("fate", "danger") and getattr(argonaut, cost.op) + n > STAT_MAX:
            return f"{cost.op.title()} cannot rise above 9 [GEN-025]"
        if cost.op in ("combat_action", "movement_action", "complicated_action"):
            if b.battle.active_titan != titan.key:
                return "only during your turn"
            for action in _ACTIONS_NEEDED[cost.op]:
                if getattr(titan, f"{action}_used") or titan.fatigue == action:
                    return f"your {action} action is not available"
    return ""


def problem(b: B, titan: TitanState, o: Offer, exhausted: bool) -> str:
    """Why the ability of ``o`` cannot be used now, "" when it can."""
    ability = o.ability
    if ability.gate is not None and not gate_met(b, titan, ability):
        return "its gate is not met [BAT-TITAN-107]"
    if o.stem == "spotlight" and b.battle.priority_target != titan.key:
        return "you do not hold the Priority Target token [KEY-060]"
    if o.grounded and titan.knockdown == "falling":
        return "knocked down [KEY-029]"
    if exhausted and o.kind == "argo":
        return "already used this Round [BAT-TITAN-094]"
    if exhausted and not o.works_exhausted:
        return "exhausted [BAT-MISC-089]"
    if o.kind == "titan" and ability.name in titan.exhausted_abilities:
        return "exhausted [BAT-MISC-091]"
    if not ability.cost:
        return ""
    # used_this_round(), with the offer's key and gear place (made once per content pack)
    if o.gear_index >= 0:
        used = ability.name in titan.gear[o.gear_index].used
    else:
        used = o.key in titan.abilities_used
    if used:
        return "already used this Round [BAT-MISC-080]"
    return cost_problem(b, titan, o.ref)


def candidates(
    b: B, titan: TitanState, timing: str, *, argo: bool = True
) -> list[tuple[AbilityRef, str]]:
    """Every ability of the timing with the reason it cannot be used ("" = usable); without
    the Argo Abilities when ``argo`` is False."""
    if not titan.alive:
        return []
    return _candidates(b, titan, answering(b, titan, (timing,), argo=argo))


def argo_candidates(b: B, titan: TitanState, timing: str) -> list[tuple[AbilityRef, str]]:
    """The Argo Abilities of the timing, used through ``titan``, with why one cannot be."""
    if not titan.alive:
        return []
    return _candidates(b, titan, answering(b, titan, (timing,), own=False))


def candidates_of(
    b: B, titan: TitanState, timings: Sequence[str], *, argo: bool = True
) -> list[tuple[AbilityRef, str]]:
    """:func:`candidates` of each of ``timings`` in turn, an ability listed once (at the first
    timing it answers): the Titan's elements are looked at once for all the timings (a turn
    menu lists the free actions and the Titan-Round abilities every time)."""
    if not titan.alive:
        return []
    found = answering(b, titan, timings, argo=argo)
    seen: set[str] = set()
    out = []
    for t in range(len(timings)):
        for per, exhausted in found:
            for o in per[t]:
                ability = o.ability
                if ability.gate is not None and not gate_met(b, titan, ability):
                    continue  # not part of the ability box at all [BAT-TITAN-107]
                if o.key in seen:
                    continue
                seen.add(o.key)
                out.append(
                    (o.ref, "" if o.free and not exhausted else problem(b, titan, o, exhausted))
                )
    return out


def _candidates(b: B, titan: TitanState, found: Found) -> list[tuple[AbilityRef, str]]:
    out = []
    for (made,), exhausted in found:
        for o in made:
            ability = o.ability
            if ability.gate is not None and not gate_met(b, titan, ability):
                continue  # not part of the ability box at all [BAT-TITAN-107]
            out.append((o.ref, "" if o.free and not exhausted else problem(b, titan, o, exhausted)))
    return out


def available(b: B, titan: TitanState, timing: str) -> list[AbilityRef]:
    """The abilities ``titan`` may use at ``timing`` now [BAT-MISC-076..BAT-MISC-080]."""
    return [ref for ref, why in candidates(b, titan, timing) if not why]


def mandatory(ref: AbilityRef) -> bool:
    """A constant ability without "may" must be resolved [BAT-MISC-081, BAT-MISC-082]
    (``ref.mandatory``, made with the reference)."""
    return ref.mandatory


# ---------------------------------------------------------------- using
def _discard_gear(b: B, titan: TitanState, g: GearState) -> None:
    g.discarded = True
    for other in titan.gear:
        if host_of(titan, other) is g:
            other.discarded = True  # attachments share the host's fate [BAT-TITAN-102]


def pay(b: B, titan: TitanState, ref: AbilityRef) -> None:
    """Pay the whole cost; nothing can prevent it [BAT-MISC-076, BAT-MISC-077, GEN-012]."""
    argonaut = b.argonaut(titan)
    gear = titan.gear[_index(ref)] if ref.kind == "gear" else None
    argo = None
    if ref.kind == "argo":
        argo = next(a for a in b.battle.argo_abilities if a.id == ref.source.split(":", 1)[1])
    for cost in ref.ability.cost:
        n = cost.value or 1
        if cost.op == "exhaust":
            if gear is not None:
                gear.exhausted = True
            elif ref.source == "titan":
                titan.exhausted_abilities.append(ref.ability.name)
            elif ref.kind in mnemos.KINDS:
                mnemos.exhaust(titan, ref.source)
        elif cost.op == "discard":
            if gear is not None:
                _discard_gear(b, titan, gear)
            elif ref.kind == "condition":
                titan.conditions.remove(ref.source.split(":", 1)[1])
            elif ref.kind in mnemos.KINDS and discard_cost_turns_mnemos_down(b.state):
                mnemos.discard(titan, ref.source)
        elif cost.op == "charge":
            if gear is not None:
                gear.charges -= n
            elif argo is not None:
                argo.charges -= n
        elif cost.op in ("fate", "danger"):
            setattr(argonaut, cost.op, getattr(argonaut, cost.op) + n)
        elif cost.op == "combat_action":
            titan.combat_used = True
        elif cost.op == "movement_action":
            titan.movement_used = True
        elif cost.op == "complicated_action":
            titan.combat_used = titan.movement_used = True
    if argo is not None:
        argo.exhausted = True  # once per Round [BAT-TITAN-094]


def _mark(titan: TitanState, ref: AbilityRef) -> None:
    if ref.kind == "kratos":
        titan.kratos_used.append(int(ref.source.split(":")[1]))
    elif ref.ability.cost and ref.kind != "argo":
        if ref.kind == "gear":
            titan.gear[_index(ref)].used.append(ref.ability.name)
        else:
            titan.abilities_used.append(ref.key)
    marks = titan.reactions_in_window
    marks.append(f"ref:{ref.key}")
    name_stem = kw.stem(ref.name)
    if not kw.stackable(name_stem):
        marks.append(f"name:{name_stem}")
    if ref.ability.timing == "flexible":
        marks.append(f"flex:{ref.key}")


def use(b: B, titan: TitanState, ref: AbilityRef, ctx: EffectCtx | None = None) -> Proc[None]:
    """Pay, mark as used, then resolve the effects in printed order [BAT-MISC-076,
    BAT-MISC-080, BAT-PRIM-093]."""
    told = not b.quiet  # (the words of a quiet event are not even put together)
    where = source_label(b, titan, ref.source) if told else ""
    pay(b, titan, ref)
    _mark(titan, ref)
    if told:
        cost = ", ".join(c.text or c.op for c in ref.ability.cost)
        b.emit(
            "ability",
            f"{b.name(titan)} uses {ref.name}{'' if where == ref.name else f' ({where})'}"
            + (f", paying {words.cost_words(cost)}." if cost else "."),
            "BAT-MISC-076" if ref.ability.cost else "BAT-MISC-081",
            titan=titan.key,
            source=ref.source,
            ability=ref.name,
        )
    if ctx is None:
        ctx = EffectCtx(titan.key, titan.key, origin=ref.kind)
    else:  # the context with another origin, every field carried over
        ctx = EffectCtx(ctx.source, ctx.subject, ctx.hits, ctx.attack, ref.kind, ctx.notes)
    yield from resolve_effects(b, ref.ability.effects, ctx)


# ---------------------------------------------------------------- windows
def window_names(titan: TitanState) -> list[str]:
    """Names (stems) used by the Titan in the current window [BAT-PRIM-116, BAT-MISC-087]."""
    return [m[5:] for m in titan.reactions_in_window if m.startswith("name:")]


def open_window(titan: TitanState, timings: Sequence[str]) -> None:
    """A new window: names free again; a first window also starts a new Attack."""
    marks = titan.reactions_in_window
    if marks:  # (most windows open on a Titan that has used nothing yet)
        keep = () if "first_window" in timings else ("flex:",)
        marks[:] = [m for m in marks if m.startswith(keep)]


def window_choices(b: B, titan: TitanState, timings: Sequence[str]) -> list[tuple[AbilityRef, str]]:
    """Abilities of the window not used in it yet, with the reason one cannot be used."""
    if not titan.alive:
        return []
    found = answering(b, titan, timings)
    if not found:
        return []
    marks = titan.reactions_in_window
    names = window_names(titan) if marks else []
    seen: set[str] = set()
    out: list[tuple[AbilityRef, str]] = []
    for t in range(len(timings)):
        for per, exhausted in found:
            for o in per[t]:
                ability = o.ability
                if ability.gate is not None and not gate_met(b, titan, ability):
                    continue  # not part of the ability box at all [BAT-TITAN-107]
                key = o.key
                if key in seen or (marks and f"ref:{key}" in marks):
                    continue
                seen.add(key)
                why = "" if o.free and not exhausted else problem(b, titan, o, exhausted)
                if not why and o.stem in names and not o.stackable:
                    why = f"{ability.name}: one ability of that name per window [BAT-MISC-087]"
                if not why and marks and f"flex:{key}" in marks:
                    why = "already used in this Attack's other window [BAT-MISC-083]"
                out.append((o.ref, why))
    return out


def option_ids(b: B, refs: Sequence[AbilityRef], prefix: str = "use") -> list[str]:
    """Stable option ids for a list of abilities: ``use-gear0-opening``, ``use-titan-reflex``
    (``free-...`` with ``prefix="free"``).

    An id is made of the prefix, the source and the ability's name alone, so each is made once
    per content pack (``bc.memo``, the key holding all three): every window and turn menu
    names its abilities again."""
    memo = b.bc.memo
    ids: list[str] = []
    for ref in refs:
        key = ("option_id", prefix, ref.source, ref.name)
        base = memo.get(key)
        if base is None:
            base = memo[key] = (
                f"{prefix}-"
                + ref.source.replace(":", "")
                + "-"
                + kw.stem(ref.name).replace("_", "-")
            )
        oid, n = base, 2
        while oid in ids:
            oid, n = f"{base}-{n}", n + 1
        ids.append(oid)
    return ids


def option_label(b: B, titan: TitanState, ref: AbilityRef) -> str:
    """An ability's menu label, "Opening Strike (Spear)"; a simulation, where nobody reads it
    (``b.explaining`` off), names the ability alone."""
    if not b.explaining:
        return ref.name
    return f"{ref.name} ({source_label(b, titan, ref.source)})"


def ask_window(
    b: B,
    titan: TitanState,
    timings: Sequence[str],
    prompt: str,
    ctx: EffectCtx | None = None,
) -> Proc[None]:
    """One Titan's ability window: offer the usable abilities and "done" until done; constant
    abilities still unused then resolve in printed order [BAT-MISC-078, BAT-MISC-081,
    BAT-PRIM-116, GEN-010, GEN-013]."""
    if titan.reactions_in_window:  # (most windows open on a Titan that has used nothing yet)
        open_window(titan, timings)
    choices = window_choices(b, titan, timings)
    if not choices:  # most windows: nothing to offer, nothing to resolve (as the loop finds)
        return
    while titan.alive and not b.battle.result:
        if not offers(choices):  # nothing optional to offer
            break
        usable = [ref for ref, why in choices if not why]
        shown = [ref for ref, _ in choices]
        ids = option_ids(b, shown)
        left = [ref.name for ref in usable if ref.mandatory]
        options = [
            Option(oid, option_label(b, titan, ref), ref.ability.text, why)
            for oid, (ref, why) in zip(ids, choices, strict=True)
        ]
        done = "Done" + (f" (then resolve: {', '.join(left)})" if left else "")
        options.append(Option("done", done))
        decision = Decision(
            "battle.ability",
            f"titan:{titan.key}",
            b.prompt(titan, prompt),
            options,
            {"rule": "BAT-MISC-078", "timings": list(timings)},
        )
        chosen = yield from b.ask(decision)
        if chosen.id == "done":
            break
        yield from use(b, titan, shown[ids.index(chosen.id)], ctx)
        choices = window_choices(b, titan, timings)
    if choices:  # (nothing listed: nothing to resolve, as most windows find)
        yield from resolve_mandatory(b, titan, timings, ctx, choices)


def resolve_mandatory(
    b: B,
    titan: TitanState,
    timings: Sequence[str],
    ctx: EffectCtx | None = None,
    listed: list[tuple[AbilityRef, str]] | None = None,
) -> Proc[None]:
    """Resolve every constant ability of the window still unused, in printed order
    [BAT-MISC-081, BAT-MISC-082]. ``listed``: the window's choices, when nothing happened
    since they were listed (an answer changes nothing by itself)."""
    while titan.alive and not b.battle.result:
        if listed is None:
            listed = window_choices(b, titan, timings)
        first = first_mandatory(listed)
        if first is None:
            return
        yield from use(b, titan, first, ctx)
        listed = None


# (loops, not any() or a comprehension: a generator left unfinished is closed with an
# exception when it is freed, and a list is made by a function made and called each time;
# both are several times these loops' cost, and every ability window asks them)
def offers(listed: Sequence[tuple[AbilityRef, str]]) -> bool:
    """Whether an optional ability nothing forbids is among ``listed`` (``window_choices``):
    a window then has something to offer (a mandatory one resolves by itself)."""
    for ref, why in listed:  # noqa: SIM110
        if not why and not ref.mandatory:
            return True
    return False


def first_mandatory(listed: Sequence[tuple[AbilityRef, str]]) -> AbilityRef | None:
    """The first mandatory ability nothing forbids among ``listed`` (it resolves next)."""
    for ref, why in listed:
        if not why and ref.mandatory:
            return ref
    return None


def new_round(b: B) -> None:
    """End of a Round: active abilities usable again, Argo Abilities unexhaust
    [BAT-MISC-080, BAT-TITAN-095, BAT-PRIM-129]."""
    for titan in b.battle.titans:
        for g in titan.gear:
            if g.used:  # (most cards used nothing: no call to empty them)
                g.used.clear()
        titan.abilities_used.clear()
    for aa in b.battle.argo_abilities:
        aa.exhausted = False
