"""What can answer an ability window: the references to abilities, the window indexes and
each loadout's plans (asked one and a half times a decision, so kept apart and lean).

An ability is named by an :class:`AbilityRef` (its element's source, the ability, its name).
A window of some timings is answered by the abilities of those timings on the Titan's
elements and the Argo's: :func:`answering` finds them from a :class:`WindowIndex` (every
content element with an ability of those timings, made once per content pack) through the
plans of the Titan's loadout and of the battle's Argo Abilities (which of their cards can
answer, made once per loadout and kept with the pack), reading only what changes in a battle
(discarded and exhausted cards, conditions, kept cards) each time. ``usage.py`` decides what
of it can be used now and runs the windows.
"""

from __future__ import annotations

import operator
from collections.abc import Callable, Mapping, Sequence
from typing import Any, NamedTuple

from atoterm.content.battle_schema import Ability, BattleContent
from atoterm.engine.battle.abilities import keywords as kw
from atoterm.engine.battle.abilities.keywords import matches, works_exhausted
from atoterm.engine.battle.core.context import B
from atoterm.engine.battle.core.state import ArgoAbilityState, TitanState
from atoterm.engine.battle.titans.mnemos import mnemos_elements

ACTION_TIMINGS = ("reaction", "free")
"""Timings of the abilities that are actions (a Reaction, a free action)."""


class AbilityRef:
    """An ability of one element: its ``source``, the ``ability`` and its ``name``, with what
    the rules read of them again and again made once: ``kind`` (the source's kind: gear,
    titan, condition, card, argo, kratos, mnemos, growth), ``key`` (``"<source>|<name>"``,
    the ability of that element, BAT-MISC-080) and ``mandatory`` (:func:`mandatory`).

    A class with slots (equal when source, ability and name are): windows list many of them,
    again and again, and read their fields several times faster than a named tuple's."""

    __slots__ = ("ability", "key", "kind", "mandatory", "name", "source")

    def __init__(self, source: str, ability: Ability, name: str) -> None:
        self.source = source
        self.ability = ability
        self.name = name
        self.kind = source.partition(":")[0]
        self.key = f"{source}|{name}"
        self.mandatory = not ability.optional and not ability.cost

    def __eq__(self, other: object) -> bool:
        if not isinstance(other, AbilityRef):
            return NotImplemented
        return (self.source, self.ability, self.name) == (other.source, other.ability, other.name)

    def __hash__(self) -> int:
        return hash((self.source, self.ability, self.name))

    def __repr__(self) -> str:
        return f"AbilityRef({self.source!r}, {self.ability!r}, {self.name!r})"


class Offer:
    """An ability of one element as windows see it, with what never changes about it (made
    once per content pack, in the :class:`WindowIndex`):

    * ``ref``, ``ability``: the :class:`AbilityRef` and its ``ability``;
    * ``key``, ``kind``: ``ref.key`` (the ability of that element, BAT-MISC-080) and
      ``ref.kind`` (gear, titan, condition, card, argo, mnemos, growth);
    * ``gear_index``: a gear source's place on the Titan ("gear:<index>"), -1 for the others;
    * ``stem``: its shared name [BAT-MISC-087]; ``stackable``: a numbered keyword, whose
      same-named instances stack [BAT-MISC-098];
    * ``works_exhausted``: still usable on an exhausted element [BAT-MISC-089];
    * ``grounded``: not usable while falling down, being an active ability or an action that
      is not Second Chance or Lifeline [KEY-029, KEY-058, KEY-030];
    * ``free``: nothing but exhaustion can forbid it (no gate, no cost, not Spotlight, not
      grounded, not on the Titan sheet): :func:`problem` of it on an element that is not
      exhausted is always "", so windows do not ask (most keywords of an Attack's windows).

    A class with slots, not a named tuple: windows read its fields several times for every
    ability they list, and a slot is read several times faster than a named tuple's field."""

    __slots__ = (
        "ability",
        "free",
        "gear_index",
        "grounded",
        "key",
        "kind",
        "ref",
        "stackable",
        "stem",
        "works_exhausted",
    )

    def __init__(self, source: str, ability: Ability) -> None:
        ref = AbilityRef(source, ability, ability.name)
        name_stem = kw.stem(ability.name)
        self.ref = ref
        self.ability = ability
        self.key = ref.key
        self.kind = ref.kind
        self.gear_index = int(source[5:]) if self.kind == "gear" else -1
        self.stem = name_stem
        self.stackable = kw.stackable(name_stem)
        self.works_exhausted = works_exhausted(ability)
        self.grounded = (
            bool(ability.cost or ability.timing in ACTION_TIMINGS)
            and name_stem not in kw.USABLE_WHILE_KNOCKED_DOWN
        )
        self.free = (
            ability.gate is None
            and not ability.cost
            and name_stem != "spotlight"
            and not self.grounded
            and self.kind != "titan"
        )


Abilities = tuple[tuple[Ability, ...], ...]
"""An element's abilities for each timing of a window (in the window's order), printed order."""
Timed = tuple[tuple[Offer, ...], ...]
"""The same as offers of the element at its source."""

Found = list[tuple[Timed, bool]]
"""(offers per timing, exhausted) of the elements answering a window."""


class WindowIndex(NamedTuple):
    """Every content element with an ability (printed or keyword) answering a window of some
    timings, by id, with its offers. Most windows find no ability at all: this decides it
    from the content, and lists only the elements that answer. A gear card's source is its
    place on the Titan: its offers are made for each place it is found at (``slots``)."""

    gear: dict[str, Abilities]
    slots: dict[tuple[int, str], Timed]
    titans: dict[str, Timed]
    conditions: dict[str, Timed]
    cards: dict[str, Timed]
    argo: dict[str, Timed]


def _timed(abilities: Sequence[Ability], timings: Sequence[str]) -> Abilities | None:
    """``abilities`` for each of ``timings``; None when none answers any."""
    per = tuple(tuple(a for a in abilities if matches(a.timing, t)) for t in timings)
    return per if any(per) else None


def _offers(source: str, per: Abilities) -> Timed:
    return tuple(tuple(Offer(source, a) for a in abilities) for abilities in per)


def window_index(b: B, timings: Sequence[str]) -> WindowIndex:
    """The :class:`WindowIndex` of ``timings``, made once per content pack (``bc.memo``: it
    is derived from that pack alone, which never changes)."""
    indexes = b.bc.memo.get("window_indexes")
    if indexes is None:
        indexes = b.bc.memo["window_indexes"] = {}
    key = timings if type(timings) is tuple else tuple(timings)
    index = indexes.get(key)
    if index is None:
        index = indexes[key] = _window_index(b.bc, key)
    return index  # type: ignore[no-any-return]


def _window_index(bc: BattleContent, timings: tuple[str, ...]) -> WindowIndex:
    # Only the elements with an ability of a timing that can answer one of ``timings`` are
    # looked at (``_elements``: every element's abilities and their timings, found once per
    # pack); a process makes some thirty indexes, each of which used to look at every card.
    wanted = _answering_timings(timings)
    found: list[dict[str, Any]] = []
    for kind, elements in _elements(bc):
        table: dict[str, Any] = {}
        for i, abilities, own in elements:
            if own.isdisjoint(wanted):
                continue
            per = _timed(abilities, timings)
            if per is not None:
                table[i] = (
                    per
                    if kind == "gear"
                    else _offers(kind if kind == "titan" else f"{kind}:{i}", per)
                )
        found.append(table)
    gear, titans, conditions, cards, argo = found
    return WindowIndex(gear, {}, titans, conditions, cards, argo)


def _answering_timings(timings: tuple[str, ...]) -> frozenset[str]:
    """The ability timings that answer a window of ``timings`` (as ``keywords.matches`` decides)."""
    out = set(timings)
    if any(t in ("first_window", "second_window") for t in timings):
        out.add("flexible")
    if any(t != "passive" for t in timings):
        out.add("any")
    return frozenset(out)


ElementTable = tuple[tuple[str, tuple[tuple[str, tuple[Ability, ...], frozenset[str]], ...]], ...]


def _elements(bc: BattleContent) -> ElementTable:
    """(kind, ((id, abilities, their timings), ...)) of every content element with an
    ability, in the order of the :class:`WindowIndex` fields, made once per pack (``bc.memo``:
    derived from the pack alone)."""
    made = bc.memo.get("ability_elements")
    if made is None:
        kinds: list[tuple[str, Mapping[str, Any], Callable[[Any], Sequence[Ability]]]] = [
            ("gear", bc.gear, lambda card: kw.gear_abilities(bc, card)),
            ("titan", bc.titans, lambda t: kw.class_abilities(bc, t)),
            ("condition", bc.conditions, lambda c: kw.condition_abilities(bc, c)),
            ("card", bc.cards, lambda c: c.abilities),
            ("argo", bc.argo_abilities, lambda a: kw.argo_abilities(bc, a)),
        ]
        made = bc.memo["ability_elements"] = tuple(
            (
                kind,
                tuple(
                    (i, tuple(abilities), frozenset(a.timing for a in abilities))
                    for i, item in items.items()
                    for abilities in [of(item)]
                    if abilities
                ),
            )
            for kind, items, of in kinds
        )
    return made  # type: ignore[no-any-return]


OwnPlan = tuple[
    tuple[tuple[int, int, Timed], ...], Timed | None, dict[str, Timed], dict[str, Timed]
]
"""What of one loadout (a Titan's class and gear cards) can answer a window of some timings,
whatever the state of its cards: ((place of a gear card that answers, place of the card it is
attached to or -1, its offers) of each, the sheet's offers), then the window index's
conditions and cards (looked up in the Titan's own lists each time)."""
ArgoPlan = tuple[tuple[int, Timed], ...]
"""(place, offers) of each of a battle's Argo Abilities that can answer a window."""


def _own_plan(b: B, titan: TitanState, timings: tuple[str, ...]) -> OwnPlan:
    index = window_index(b, timings)
    gear = []
    if index.gear:
        for i, g in enumerate(titan.gear):
            per = index.gear.get(g.card)
            if per is None:
                continue
            slot = (i, g.card)
            offers = index.slots.get(slot)
            if offers is None:
                offers = index.slots[slot] = _offers(kw.gear_source(i), per)
            gear.append((i, kw.host_place(titan, g), offers))
    sheet = index.titans.get(titan.titan_class)
    return (tuple(gear), sheet, index.conditions, index.cards)


def _argo_plans(b: B, argo: list[ArgoAbilityState]) -> dict[tuple[str, ...], ArgoPlan]:
    """The :data:`ArgoPlan` table of a battle's Argo Abilities (kept with the pack by their ids,
    as :func:`keywords.loadout` keeps a loadout's)."""
    key = ("argo_loadout", tuple(aa.id for aa in argo))
    plans = b.bc.memo.get(key)
    if plans is None:
        plans = b.bc.memo[key] = {}
    return plans  # type: ignore[no-any-return]


def _argo_plan(b: B, argo: list[ArgoAbilityState], timings: tuple[str, ...]) -> ArgoPlan:
    table = window_index(b, timings).argo
    found = []
    for j, aa in enumerate(argo):
        entry = table.get(aa.id)
        if entry is not None:
            found.append((j, entry))
    return tuple(found)


_NO_LOADOUT: tuple[Any, ...] = (None, None, -1, None, None, None)
"""What :func:`answering` reads for a Titan with no entry in ``b.windows`` yet (an immutable
stand-in: its ``None`` Titan makes the entry be made)."""


def answering(
    b: B, titan: TitanState, timings: Sequence[str], *, argo: bool = True, own: bool = True
) -> Found:
    """The elements of the Titan (unless ``own`` is False) and of the Argo (unless ``argo``
    is False) with an ability answering a window of ``timings``, in the order of
    :func:`keywords.elements` and as it describes them, with their offers per timing. Mnemos
    and growth abilities are not indexed (an Argonaut's own): they are looked at in full.

    Asked one and a half times a decision, mostly of Titans with nothing that answers: which
    of a loadout's gear cards and sheet can answer a window is planned once for that loadout
    (:data:`OwnPlan`, kept with the content pack), as is which of a battle's Argo Abilities
    can (:data:`ArgoPlan`); only their discarded and exhausted flags, the conditions and the
    kept cards are read each time. Each Titan's entry in ``b.windows`` is made again as
    :func:`keywords.loadout` says; the Argo's (``b.argo_windows``) when the battle's list of
    Argo Abilities is another object or longer."""
    if type(timings) is not tuple:
        timings = tuple(timings)
    found: Found = []
    if own:
        gear_list = titan.gear
        # kw.loadout(), inlined: it is asked here one and a half times a decision. The entry
        # is unpacked at once (one step, not a subscript per field); a missing one is
        # _NO_LOADOUT, which matches no Titan.
        was, gear_was, length, titan_class, plans, _ = b.windows.get(titan.key, _NO_LOADOUT)
        if (
            was is not titan
            or gear_was is not gear_list
            or length != len(gear_list)
            or titan_class != titan.titan_class
        ):
            plans = kw.loadout(b, titan)[4]
        plan = plans.get(timings)
        if plan is None:
            plan = plans[timings] = _own_plan(b, titan, timings)
        gear, sheet, conditions, cards = plan
        for i, h, offers in gear:
            g = gear_list[i]
            if h < 0:
                if not g.discarded:
                    found.append((offers, g.exhausted))
            else:
                host = gear_list[h]
                if not (g.discarded or host.discarded):
                    found.append((offers, g.exhausted or host.exhausted))
        if sheet is not None:
            found.append((sheet, False))
        if conditions:
            for cid in titan.conditions:
                entry = conditions.get(cid)
                if entry is not None:
                    found.append((entry, False))
        if cards:  # kept_cards(): the kept cards, then the Moiros and the Kratos card
            for card_id in titan.kept_cards:
                entry = cards.get(card_id)
                if entry is not None:
                    found.append((entry, False))
            for card_id in (titan.moiros, titan.kratos_card):
                if card_id:
                    entry = cards.get(card_id)
                    if entry is not None:
                        found.append((entry, False))
    if argo:
        held = b.battle.argo_abilities
        known = b.argo_windows
        if not known or known[0] is not held or known[1] != len(held):
            known[:] = [held, len(held), _argo_plans(b, held)]
        plans = known[2]
        entries = plans.get(timings)
        if entries is None:
            entries = plans[timings] = _argo_plan(b, held, timings)
        for j, entry in entries:
            found.append((entry, held[j].exhausted))
    if own:
        argonaut = b.state.argonauts[titan.argonaut]  # b.argonaut(), inlined: every window asks
        if argonaut.mnemos or argonaut.growth:
            for source, abilities, exhausted in mnemos_elements(b, titan):
                offers = _mnemos_offers(b, source, abilities, timings)
                if offers is not None:
                    found.append((offers, exhausted))
    return found


def _mnemos_offers(
    b: B, source: str, abilities: Sequence[Ability], timings: tuple[str, ...]
) -> Timed | None:
    """The offers of a Mnemos card's or growth ability's ``abilities`` answering a window of
    ``timings`` (None when none does).

    An Argonaut's own, so not in the window index; but every window asks of every Titan, and
    an offer reads its ability's name and keywords when it is made: kept while the battle's
    procedure runs (``b.memo``) with the very ability objects it was made from, and made
    again for any others (a card's level unlocked, a growth ability gained)."""
    key = ("mnemos_offers", source, timings)
    entry = b.memo.get(key)
    if entry is not None:
        kept, offers = entry
        if kept is abilities or (
            len(kept) == len(abilities) and all(map(operator.is_, kept, abilities))
        ):
            return offers  # type: ignore[no-any-return]
    per = _timed(abilities, timings)
    offers = _offers(source, per) if per is not None else None
    b.memo[key] = (abilities, offers)
    return offers
