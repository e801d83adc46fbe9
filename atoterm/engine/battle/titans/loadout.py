"""Gear loadouts: which cards fit a Titan, and why not [BAT-SETUP-015..BAT-SETUP-018].

A Titan has two hand slots (weapons, shields and Fists take 1–3 hands), two support slots and
one armor slot; attachments take no slot but are limited to three on the Titan sheet and one
per other card; a class may change these counts [BAT-SETUP-015, BAT-SETUP-016, BAT-SETUP-018,
BAT-TITAN-096]. One copy of a support card per Titan, one Restricted card per Titan, one Unique
card in play, one Fists card per Titan [BAT-SETUP-017, KEY-052, KEY-038, BAT-TITAN-097]. Fists
fill free hands after the loadout and are set aside when a card needs their hand
[BAT-SETUP-026, BAT-TITAN-100].

The Setup decisions choosing Titans, gear and Argo Abilities (``battle.setup.titan``,
``battle.setup.gear``, ``battle.setup.argo``) are here too; every option that does not fit says
why in its ``disabled`` reason.
"""

from __future__ import annotations

from collections.abc import Sequence

from atoterm.content.battle_schema import BattleContent, Gear, TitanClass
from atoterm.content.schema import ContentPack
from atoterm.engine.battle.core.context import B, Proc
from atoterm.engine.battle.core.patterns import fill_campaign_patterns
from atoterm.engine.battle.core.state import ArgoAbilityState, GearState, TitanState
from atoterm.engine.battle.flow import mnestis
from atoterm.engine.campaign import possession
from atoterm.engine.decisions import Decision, Option

DEFAULT_SLOTS: dict[str, int] = {"hand": 2, "support": 2, "armor": 1, "attachment": 3}
SLOT_ORDER: tuple[str, ...] = ("hand", "support", "armor", "attachment")


def _bc(content: ContentPack | BattleContent) -> BattleContent:
    if isinstance(content, BattleContent):
        return content
    assert content.battle is not None
    return content.battle


def _cls(bc: BattleContent, titan_class: TitanClass | str) -> TitanClass:
    return bc.titans[titan_class] if isinstance(titan_class, str) else titan_class


def slots(titan_class: TitanClass) -> dict[str, int]:
    """Slot counts of a class: the defaults unless its sheet says otherwise [BAT-SETUP-018]."""
    return {s: titan_class.slots.get(s, DEFAULT_SLOTS[s]) for s in SLOT_ORDER}


def restricted(gear: Gear) -> bool:
    return gear.keyword("restricted") is not None or "restricted" in gear.traits


def unique(gear: Gear) -> bool:
    return gear.keyword("unique") is not None or "unique" in gear.traits


def free_hands(bc: BattleContent, titan_class: TitanClass, gear_ids: Sequence[str]) -> int:
    """Hands not taken by weapons (Fists give theirs up to any card) [BAT-TITAN-100]."""
    used = sum(bc.gear[g].hands for g in gear_ids if bc.gear[g].slot == "hand" and g != bc.fists)
    return slots(titan_class)["hand"] - used


def fits(
    content: ContentPack | BattleContent,
    titan_class: TitanClass | str,
    current_gear_ids: Sequence[str],
    gear_id: str,
    others: Sequence[str] = (),
) -> str:
    """ "" when ``gear_id`` can join the loadout, else the reason in a sentence.

    ``others`` are the cards equipped on the other Titans (for Unique cards).
    """
    bc = _bc(content)
    return Fit(bc, _cls(bc, titan_class), current_gear_ids, others).why(gear_id)


class Fit:
    """:func:`fits` of any card against one loadout: what the loadout holds (its Fists, free
    hands, Restricted card, cards per slot) is counted once, as a Setup menu asks it of every
    card of the Armory at every pick."""

    def __init__(
        self,
        bc: BattleContent,
        cls: TitanClass,
        current_gear_ids: Sequence[str],
        others: Sequence[str] = (),
    ) -> None:
        self.bc, self.current, self.others = bc, current_gear_ids, others
        cards = [bc.gear[g] for g in current_gear_ids]
        self.has_fists = any(c.kind == "fists" for c in cards)
        self.free = free_hands(bc, cls, current_gear_ids)
        self.has_restricted = any(restricted(c) for c in cards)
        self.limits = slots(cls)
        self.in_slot: dict[str, int] = {}
        for c in cards:
            self.in_slot[c.slot] = self.in_slot.get(c.slot, 0) + 1
        self.hosts = sum(1 for c in cards if c.slot != "attachment")

    def why(self, gear_id: str) -> str:
        """ "" when ``gear_id`` can join the loadout, else the reason in a sentence."""
        bc = self.bc
        gear = bc.gear.get(gear_id)
        if gear is None:
            return f"there is no gear {gear_id!r}"
        if gear_id == bc.fists or gear.kind == "fists":
            if self.has_fists:
                return "a Titan may use only one Fists card"
            if self.free < 1:
                return "needs 1 free hand, 0 left"
            return ""
        if unique(gear) and (gear_id in self.current or gear_id in self.others):
            return f"{gear.name} is Unique: only one may be in play"
        if self.has_restricted and restricted(gear):
            return "only one Restricted gear per Titan"
        limit = self.limits[gear.slot]
        if gear.slot == "hand":
            free = self.free
            if gear.hands > free:
                s = "s" if gear.hands != 1 else ""
                return f"needs {gear.hands} free hand{s}, {max(free, 0)} left"
            return ""
        if gear.slot == "support" and gear_id in self.current:
            return f"a Titan may hold only one copy of {gear.name}"
        in_slot = self.in_slot.get(gear.slot, 0)
        if gear.slot == "attachment":
            if in_slot >= limit + self.hosts:
                return f"attachments: {limit} on the sheet at most, 1 per other card"
            return ""
        if in_slot >= limit:
            return f"no free {gear.slot} slot ({in_slot} in use)"
        return ""


def add(
    content: ContentPack | BattleContent,
    titan_class: TitanClass | str,
    gear_ids: Sequence[str],
    gear_id: str,
) -> list[str]:
    """The loadout with ``gear_id`` added; Fists are set aside when the new card needs their
    hand [BAT-TITAN-100]. The caller checked :func:`fits`."""
    bc = _bc(content)
    cls = _cls(bc, titan_class)
    out = [*gear_ids, gear_id]
    if bc.fists in out and gear_id != bc.fists and free_hands(bc, cls, out) < 1:
        out.remove(bc.fists)
    return out


def with_fists(
    content: ContentPack | BattleContent, titan_class: TitanClass | str, gear_ids: Sequence[str]
) -> list[str]:
    """After the loadout, a Titan with a free hand equips its single Fists card
    [BAT-SETUP-026, BAT-TITAN-097]."""
    bc = _bc(content)
    out = list(gear_ids)
    if bc.fists in bc.gear and not fits(bc, titan_class, out, bc.fists):
        out.append(bc.fists)
    return out


def problems(
    content: ContentPack | BattleContent, titan_class: TitanClass | str, gear_ids: Sequence[str]
) -> list[str]:
    """Every reason a whole loadout is not legal, card by card in order ([] when legal)."""
    out, taken = [], []
    for g in gear_ids:
        why = fits(content, titan_class, taken, g)
        if why:
            out.append(f"{g}: {why}")
        else:
            taken.append(g)
    return out


def hosts(
    content: ContentPack | BattleContent,
    gear_ids: Sequence[str],
    titan_class: TitanClass | str | None = None,
) -> list[str]:
    """Where each card sits: "" (the Titan sheet or its slot) or, for an attachment beyond the
    sheet's limit, the card id it is attached to [BAT-SETUP-016]."""
    bc = _bc(content)
    on_sheet = DEFAULT_SLOTS["attachment"]
    if titan_class is not None:
        on_sheet = slots(_cls(bc, titan_class))["attachment"]
    taken: list[str] = []
    out = []
    for g in gear_ids:
        if bc.gear[g].slot != "attachment":
            out.append("")
            continue
        if on_sheet > 0:
            on_sheet -= 1
            out.append("")
            continue
        host = next((h for h in gear_ids if bc.gear[h].slot != "attachment" and h not in taken), "")
        taken.append(host)
        out.append(host)
    return out


def gear_states(bc: BattleContent, titan_class: str, gear_ids: list[str]) -> list[GearState]:
    """Equipped cards with their Charge tokens and attachment hosts [BAT-SETUP-025,
    BAT-SETUP-016]."""
    placed = hosts(bc, gear_ids, titan_class)
    return [
        GearState(g, charges=bc.gear[g].charges, host=h)
        for g, h in zip(gear_ids, placed, strict=True)
    ]


# ---------------------------------------------------------------- Setup decisions
def choose_titans(b: B) -> Proc[None]:
    """Each Argonaut picks a Titan; no two of one Argo-bred class; Argonauts left without a
    Titan sit the Battle out [BAT-SETUP-011, BAT-SETUP-012, BAT-SETUP-013]; in a campaign
    battle a named Titan brings its Patterns, where the edition plays them [ADVA-041]."""
    battle = b.battle
    taken: list[str] = []
    used: list[str] = []
    seated: list[TitanState] = []
    for titan in battle.titans:
        options = roster_options(b, taken, used) if battle.from_argo else []
        for cls in b.bc.titans.values() if not battle.from_argo else ():
            why = mnestis.prohibited_why(battle, cls) or mnestis.locked_titan_why(battle, cls)
            if not why and cls.origin == "argo" and cls.id in taken:
                why = "an Argo-bred class enters a Battle only once [BAT-SETUP-012]"
            explain = f"{cls.role}, Speed {cls.speed}, {cls.origin}-bred"
            options.append(Option(f"class-{cls.id}", cls.name, explain, why, ["class", cls.id]))
        if not any(not o.disabled for o in options):
            options.append(Option("none", "No Titan: this Argonaut sits the Battle out"))
        chosen = yield from b.ask(
            Decision(
                "battle.setup.titan",
                f"argonaut:{titan.argonaut}",
                f"{b.argonaut(titan).name}: choose a Titan",
                options,
                {"rule": "BAT-SETUP-011"},
            )
        )
        if chosen.id == "none":
            b.emit("setup", f"{b.argonaut(titan).name} has no Titan.", "BAT-SETUP-013")
            continue
        what, which = chosen.value
        if what == "titan":  # a named Titan of the roster: [uid, class]
            titan.roster_uid, titan.titan_class = which
        else:
            titan.titan_class = which
            if b.content.patterns_in_battle:  # no longer the named Titan seated by default
                titan.roster_uid = 0
        used.append(chosen.id)
        titan.gear = []
        taken.append(titan.titan_class)
        seated.append(titan)
    battle.titans[:] = seated
    # the named Titans chosen bring their Patterns [ADVA-040, ADVA-041]
    fill_campaign_patterns(b.content, b.state.campaign.titans, battle)


def roster_options(b: B, taken: list[str], used: list[str]) -> list[Option]:
    """A campaign battle's Titans: those aboard the Argo ("<uid>:<class>" entries; uid 0 is an
    unnamed Dreamwalker, offered once per class with its count), at most one of each Argo-bred
    class [BAT-SETUP-011, BAT-SETUP-012, ADVA-034]."""
    options: list[Option] = []
    for entry in b.battle.roster:
        uid, cls_id = entry.split(":", 1)
        cls = b.bc.titans[cls_id]
        oid = f"titan-{uid}" if uid != "0" else f"class-{cls_id}"
        if any(o.id == oid for o in options):
            continue
        left = sum(1 for e in b.battle.roster if e == entry) - used.count(oid)
        why = ""
        if cls.origin == "argo" and cls_id in taken:
            why = "an Argo-bred class enters a Battle only once [ADVA-034]"
        elif left < 1:
            why = "already taken by another Argonaut"
        explain = f"{cls.role}, Speed {cls.speed}, {cls.origin}-bred" + (
            f", {left} aboard" if uid == "0" else ""
        )
        wears = [
            b.bc.gear[p.card].name
            for p in b.state.campaign.possessions
            if uid != "0" and p.titan == int(uid) and p.card in b.bc.gear
        ]
        if wears:  # its Titan Possession cards come with it [KEY-036]
            explain += f"; wears {', '.join(wears)} (Titan Possession)"
        linked = roster_pattern_names(b, int(uid))
        if linked:  # its Patterns come with it [ADVA-041]
            explain += f"; Patterns: {', '.join(linked)}"
        value = ["titan", [int(uid), cls_id]] if uid != "0" else ["class", cls_id]
        options.append(Option(oid, cls.name, explain, why, value))
    return options


def roster_pattern_names(b: B, uid: int) -> list[str]:
    """The Patterns the named Titan ``uid`` brings into this battle, as a player reads them
    (none in an edition without ``patterns_in_battle``, whose options said nothing of them)."""
    if not uid or not b.content.patterns_in_battle:
        return []
    known = b.content.cycle.patterns
    record = next((r for r in b.state.campaign.titans if r.uid == uid), None)
    cards = record.patterns if record is not None else []
    return [
        f"{known[p].name.removeprefix('Pattern: ')} ({known[p].kind.title()})"
        for p in cards
        if p in known
    ]


def choose_gear(b: B, titan: TitanState) -> Proc[None]:
    """The group assigns gear from the Armory within the slots; Fists fill free hands
    [BAT-SETUP-015..BAT-SETUP-018, BAT-SETUP-026, KEY-038, KEY-052]."""
    bc = b.bc
    cls = b.titan_class(titan)
    chosen: list[str] = [g.card for g in titan.gear if g.card != bc.fists]
    required = bound_here(b, titan)
    for card in required:  # a bound Possession card is worn first [KEY-036, KEY-037]
        if chosen.count(card) < required.count(card) and not fits(bc, cls, chosen, card):
            chosen.insert(0, card)
    while True:
        others = [g.card for t in b.battle.titans if t is not titan for g in t.gear]
        fit = Fit(bc, cls, chosen, others)  # (the loadout counted once for every card)
        options = [
            Option(
                f"gear-{g.id}",
                g.name,
                f"{g.slot}" + (f", {g.hands} hand(s)" if g.slot == "hand" else ""),
                mnestis.prohibited_why(b.battle, g)
                or mnestis.theatre_only_why(b.battle, g)
                or mnestis.locked_gear_why(b.battle, g)
                or armory_problem(b, g.id, chosen, others)
                or possession.refusal(b.state, b.content, b.battle, titan, g.id, chosen)
                or fit.why(g.id),
                g.id,
            )
            for g in bc.gear.values()
            if g.id != bc.fists and g.kind != "fists" and "godform" not in g.traits
            if not b.battle.from_argo or g.id in b.battle.armory
        ]
        if len(chosen) > len(required):
            label = "Remove all gear" + (" but the bound Possession cards" if required else "")
            options.append(Option("clear", label))
        options.append(Option("done", "Done"))
        have = ", ".join(bc.gear[g].name for g in chosen) or "nothing yet"
        answer = yield from b.ask(
            Decision(
                "battle.setup.gear",
                "players",
                f"Gear for {b.argonaut(titan).name}'s {cls.name} (has: {have})",
                options,
                {"rule": "BAT-SETUP-015", "titan": titan.key},
            )
        )
        if answer.id == "done":
            break
        if answer.id == "clear":
            chosen = [c for c in chosen if c in required]
            continue
        chosen = add(bc, cls, chosen, answer.value)
    final = with_fists(bc, cls, chosen)
    titan.gear = gear_states(bc, cls.id, final)
    if bc.fists in final:
        b.emit("setup", f"{b.name(titan)} equips Fists in a free hand.", "BAT-SETUP-026")


def bound_here(b: B, titan: TitanState) -> list[str]:
    """The Possession cards bound to this Titan or its Argonaut that the Armory holds, which it
    must wear in a campaign battle [KEY-036, KEY-037]."""
    if not b.battle.from_argo:
        return []
    return [c for c in possession.bound_cards(b.state, titan) if c in b.battle.armory]


def armory_problem(b: B, gear_id: str, chosen: Sequence[str], others: Sequence[str]) -> str:
    """A campaign battle takes gear from the Argo Armory only, each copy once [BAT-SETUP-015];
    "" when a copy is free."""
    if not b.battle.from_argo:
        return ""
    copies = b.battle.armory.count(gear_id)
    if copies - list(chosen).count(gear_id) - list(others).count(gear_id) < 1:
        return f"every copy in the Argo Armory ({copies}) is already equipped"
    return ""


def choose_argo_abilities(b: B) -> Proc[None]:
    """Argo Abilities up to the AA Limit, each with its Charge tokens [BAT-SETUP-019,
    BAT-TITAN-091, BAT-TITAN-092]."""
    battle = b.battle
    specs = b.bc.argo_abilities
    if not specs:
        return
    picked: list[str] = []
    while True:
        options = []
        for spec in specs.values():
            if battle.from_argo and spec.id not in battle.aa_unlocked:
                continue
            why = mnestis.prohibited_why(battle, spec) or mnestis.locked_argo_why(battle, spec)
            if not why and spec.id in picked:
                why = "already prepared"
            elif not why and len(picked) >= battle.aa_limit:
                why = f"the AA Limit is {battle.aa_limit} [BAT-TITAN-091]"
            options.append(
                Option(f"aa-{spec.id}", spec.name, f"{spec.charges} charges", why, spec.id)
            )
        options.append(Option("done", "Done"))
        answer = yield from b.ask(
            Decision(
                "battle.setup.argo",
                "players",
                f"Prepare Argo Abilities ({len(picked)}/{battle.aa_limit})",
                options,
                {"rule": "BAT-SETUP-019"},
            )
        )
        if answer.id == "done":
            break
        picked.append(answer.value)
    battle.argo_abilities = [ArgoAbilityState(a, specs[a].charges) for a in picked]
