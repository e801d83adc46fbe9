"""What the pending decision of a state read from a file must hold.

``apply`` accepts any option listed in ``state.pending``. A state read from a file has no
procedure suspended at its decision: the procedure restarts from the state, asks the decision
again and refuses an answer its own decision does not offer (``IllegalAction``), so what is
answered is always what the rules ask. A front end shows the loaded decision before that,
though, and the procedure that asks it reads the same state: so each kind's ids are checked
here against what the procedure reads (the option's value, the state it indexes) — the id
``"choice:2"`` has the value 2, ``"res:salt"`` the value ``"salt"``. Battle decisions need only
their shape: the battle driver re-asks them from the snapshot.
"""

from __future__ import annotations

from collections.abc import Callable

from atoterm.content.schema import DIRECTIONS
from atoterm.engine.campaign.campaign_battle import regular_primordials
from atoterm.engine.decisions import Decision
from atoterm.engine.state import SKILLS, GameState
from atoterm.engine.upgrade import old_value
from atoterm.engine.validate import checks as c
from atoterm.engine.validate.campaign import ability_key
from atoterm.engine.validate.known import Known
from atoterm.engine.voyage import arrow_option_id, waterways

OPTIONS_MAX = 5_000
"""A decision lists at most this many options (the largest real one, a Labyrinth tile's
placements, has under a thousand)."""
Check = Callable[[GameState, Known, Decision, str], None]


def check_pending(state: GameState, known: Known, where: str) -> None:
    decision = state.pending
    if decision is None:
        return
    path = f"{where}.pending"
    c.ident(f"{path}.kind", decision.kind)
    family = decision.kind.split(".", 1)[0]
    c.one_of(f"{path}.kind", family, families(), "kind of decision")
    _actor(state, decision.actor, f"{path}.actor")
    c.text(f"{path}.prompt", decision.prompt)
    c.length(f"{path}.options", decision.options, OPTIONS_MAX, 1)
    ids = [o.id for o in decision.options]
    c.unique(f"{path}.options[].id", ids, "option")
    fullmatch, id_max, text_max = c.ID_RE.fullmatch, c.ID_MAX, c.TEXT_MAX
    for index, option in enumerate(decision.options):
        if (  # the common case costs no formatting (a battle may offer hundreds of cells)
            len(option.id) > id_max
            or fullmatch(option.id) is None
            or len(option.label) > text_max
            or len(option.explain) > text_max
            or len(option.disabled) > text_max
        ):
            at = f"{path}.options[{index}]"
            c.ident(f"{at}.id", option.id)
            c.text(f"{at}.label", option.label)
            c.text(f"{at}.explain", option.explain)
            c.text(f"{at}.disabled", option.disabled)
    _context(decision.context, f"{path}.context")
    if family == "battle":
        _battle(state, path)
        return
    check = CHECKS.get(decision.kind)
    if check is None:
        c.fail(f"{path}.kind", f"unknown kind of decision {c.shown(decision.kind)}")
    check(state, known, decision, path)
    _values(decision, path)


def families() -> set[str]:
    """The first words of every kind a procedure asks: the battle's and the checked kinds'."""
    return {"battle", *(kind.split(".", 1)[0] for kind in CHECKS)}


def _values(decision: Decision, where: str) -> None:
    """A procedure reads an option's value, not its id: the value must be the one the
    (checked) id names, so a value from a file is as safe as the id (``engine/upgrade.py``)."""
    for index, option in enumerate(decision.options):
        expected = old_value(decision.kind, option.id)
        if type(option.value) is not type(expected) or option.value != expected:
            c.fail(
                f"{where}.options[{index}].value",
                f"{c.shown(option.value)} is not the value of option {c.shown(option.id)}",
            )


def _actor(state: GameState, actor: str, where: str) -> None:
    """ "players", "argonaut:<seat>" or "titan:<seat letter>"."""
    if actor == "players":
        return
    kind, _, who = actor.partition(":")
    if kind == "argonaut" and c.is_number(who) and int(who) < len(state.argonauts):
        return
    if kind == "titan" and state.battle is not None and who in {t.key for t in state.battle.titans}:
        return
    c.fail(where, f"unknown actor {c.shown(actor)}")


def _context(context: dict[str, object], where: str) -> None:
    """Text keys (the codec bounds the values' depth, the frame their number); the entries
    the screens convert have the shapes the rules write."""
    for key, value in context.items():
        c.ident(f"{where}", key)
        shape = CONTEXT_SHAPES.get(key)
        if shape is not None and not shape(value):
            c.fail(f"{where}.{key}", f"{c.shown(value)} is not what the screens read there")


def _ints(value: object) -> bool:
    return type(value) is list and all(type(v) is int for v in value)


def _cells(value: object) -> bool:
    return type(value) is list and all(
        type(cell) is list and len(cell) == 2 and type(cell[0]) is int and type(cell[1]) is int
        for cell in value
    )


CONTEXT_SHAPES: dict[str, Callable[[object], bool]] = {
    **dict.fromkeys(("rollers", "rolls", "rerolled", "drawn", "declared"), _ints),
    "bust": lambda v: _ints(v) and len(v) in (0, 2),  # type: ignore[arg-type]
    "difficulty": lambda v: type(v) is int,
    "modifier": lambda v: type(v) is int,
    "cells": _cells,
}
"""Context entries the screens convert (``int(...)``, cell pairs): the rules write them in
these shapes (``adventure/tests.py::test_context``, the battle's cell decisions)."""


def _battle(state: GameState, where: str) -> None:
    """The driver resumes the battle from its snapshot: there must be both."""
    if state.battle is None:
        c.fail(where, "a battle decision outside a battle")
    if not state.battle.resume.snapshot:
        c.fail(where, "a battle decision without the battle's restart point")


# ------------------------------------------------------------------ the campaign's decisions
def option_ids(decision: Decision, where: str, valid: Callable[[str], bool], shape: str) -> None:
    for index, option in enumerate(decision.options):
        if not valid(option.id):
            c.fail(f"{where}.options[{index}].id", f"{c.shown(option.id)} is not {shape}")


def suffix(option_id: str, prefix: str) -> str | None:
    return option_id[len(prefix) :] if option_id.startswith(prefix) else None


def _skill_bonus(state: GameState, known: Known, decision: Decision, where: str) -> None:
    option_ids(decision, where, lambda i: i in SKILLS, "a Skill")
    if all(a.bonus_skill for a in state.argonauts):
        c.fail(where, "every Argonaut already has a Skill bonus")


def _move(state: GameState, known: Known, decision: Decision, where: str) -> None:
    ways = {arrow_option_id(a) for a in waterways(state, known.content)}
    option_ids(decision, where, lambda i: i in ways, f"a waterway from tile {state.voyage.tile}")


def _prefixed(prefix: str, allowed: Callable[[GameState, Known], object]) -> Check:
    """Options ``<prefix><x>`` with ``x`` in ``allowed(state, known)``."""

    def check(state: GameState, known: Known, decision: Decision, where: str) -> None:
        pool = allowed(state, known)
        option_ids(decision, where, lambda i: suffix(i, prefix) in pool, f"{prefix}<known id>")  # type: ignore[operator]

    return check


def _titan_class(state: GameState, known: Known, decision: Decision, where: str) -> None:
    """``class:<class>``: the rules lose a Titan of that class if one is aboard."""
    option_ids(decision, where, lambda i: bool(suffix(i, "class:")), "class:<Titan class>")


def _encounter_primordial(state: GameState, known: Known, decision: Decision, where: str) -> None:
    regular = {e.primordial for e in regular_primordials(known.content)}
    regular = {p for p in regular if p in known.primordials}
    option_ids(decision, where, lambda i: suffix(i, "prim:") in regular, "prim:<Primordial>")
    if "timeline" not in state.campaign.battles_due:
        c.fail(where, "no Timeline Battle is due")


def _explore_option(state: GameState, known: Known, decision: Decision, where: str) -> None:
    number = state.campaign.exploration.card
    card = known.content.cycle.exploration.get(number)
    if card is None:
        c.fail(f"{where[: -len('.pending')]}.campaign.exploration.card", "no card is resolving")
    count = len(card.options)
    option_ids(decision, where, lambda i: is_index(suffix(i, "option:"), count), "option:<index>")


def is_index(text: str | None, count: int) -> bool:
    return text is not None and c.is_number(text) and int(text) < count


def _adva_menu(state: GameState, known: Known, decision: Decision, where: str) -> None:
    projects = set(state.campaign.projects) & known.technologies

    def valid(option_id: str) -> bool:
        what, _, arg = option_id.partition(":")
        if what == "done":
            return arg == ""
        if what == "research":
            return arg in projects
        if what == "breed":
            return arg in known.technologies
        if what == "name":
            return c.is_number(arg) or (arg == "dw" and state.argo.dreamwalkers > 0)
        return what in ("craft", "use", "pattern") and arg != ""

    option_ids(decision, where, valid, "an Advancement activity")


def _uids(state: GameState) -> set[int]:
    return {t.uid for t in state.campaign.titans}


def _adva_name(state: GameState, known: Known, decision: Decision, where: str) -> None:
    uid = decision.context.get("uid")
    if type(uid) is not int or uid not in _uids(state):
        c.fail(f"{where}.context.uid", "not a Titan aboard")
    option_ids(decision, where, lambda i: bool(suffix(i, "name:")), "name:<name>")


def _adva_pattern(state: GameState, known: Known, decision: Decision, where: str) -> None:
    if type(decision.context.get("pattern")) is not str:
        c.fail(f"{where}.context.pattern", "the Pattern is missing")
    uids = _uids(state)

    def valid(option_id: str) -> bool:
        which = suffix(option_id, "titan:")
        if option_id == "back":
            return True
        if which == "dw":
            return state.argo.dreamwalkers > 0
        return which is not None and c.is_number(which) and int(which) in uids

    option_ids(decision, where, valid, "a Titan aboard")


def _context_ability(state: GameState, known: Known, decision: Decision, where: str) -> None:
    ability = decision.context.get("ability")
    if type(ability) is not str:
        c.fail(f"{where}.context.ability", "the ability is missing")
    ability_key(f"{where}.context.ability", ability, known)


def _negotiation_reroll(state: GameState, known: Known, decision: Decision, where: str) -> None:
    _context_ability(state, known, decision, where)
    option_ids(decision, where, lambda i: i in ("reroll", "keep"), "reroll or keep")


def _save(state: GameState, known: Known, decision: Decision, where: str) -> None:
    if state.campaign.save is None:
        c.fail(where, "no Save is being offered")
    _context_ability(state, known, decision, where)
    option_ids(decision, where, lambda i: i in ("save:use", "save:skip"), "save:use or save:skip")


def _save_reroll(state: GameState, known: Known, decision: Decision, where: str) -> None:
    save = state.campaign.save
    if save is None or not save.ability:
        c.fail(where, "no failed Save to re-roll")
    option_ids(decision, where, lambda i: i in ("reroll", "keep"), "reroll or keep")


def _trade(kind: str) -> Check:
    def check(state: GameState, known: Known, decision: Decision, where: str) -> None:
        trade = state.campaign.trade
        if trade is None:
            c.fail(where, "no trade is being made")
        if kind == "rate":
            count = len(trade.rates)
            option_ids(
                decision, where, lambda i: i == "done" or is_index(suffix(i, "rate:"), count), kind
            )
        elif kind == "side":
            option_ids(
                decision, where, lambda i: i == "back" or bool(suffix(i, "res:")), "res:<id>"
            )
        else:
            if trade.rate < 0:
                c.fail(f"{where[: -len('.pending')]}.campaign.trade.rate", "no rate chosen")
            option_ids(decision, where, lambda i: i == "back" or _count(suffix(i, "qty:")), kind)

    return check


def _count(text: str | None) -> bool:
    return text is not None and c.is_number(text) and int(text) >= 1


CHECKS: dict[str, Check] = {
    "skill_bonus": _skill_bonus,
    "move": _move,
    "titanloss.class": _titan_class,
    "drift.direction": _prefixed("dir:", lambda s, k: DIRECTIONS),
    "diplomacy.local": _prefixed("faction:", lambda s, k: k.factions),
    "encounter.order": _prefixed("first:", lambda s, k: set(s.campaign.battles_due)),
    "encounter.primordial": _encounter_primordial,
    "explore.option": _explore_option,
    "adva.menu": _adva_menu,
    "adva.name": _adva_name,
    "adva.pattern": _adva_pattern,
    "adva.negotiation_reroll": _negotiation_reroll,
    "adva.save": _save,
    "adva.save_reroll": _save_reroll,
    "adva.trade": _trade("rate"),
    "adva.trade_give": _trade("side"),
    "adva.trade_get": _trade("side"),
    "adva.trade_qty": _trade("qty"),
}
"""The check of each non-battle kind; the storybook's (``adv.*``) are added by
``validate/adventure_decisions.py``."""
