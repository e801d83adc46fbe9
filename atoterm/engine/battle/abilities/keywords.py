"""The keyword table: what each keyword of the Rulebook list does as an ability [BAT-MISC-097].

A keyword is a named ability with standard rules. On a gear card, a Titan sheet, a condition or
a Kratos Table level it is written ``"opening 1"``; :func:`keyword_ability` turns it into the
:class:`Ability` it stands for, with the timing, "must/may" and stackability of its KEY rule:

* keywords placing Kratos tokens (Opening, Break, Auto-break, Overbreak, Diversion) and hindering
  ones (Cumbersome, Commit) must be resolved; move-like ones (Reposition, Reflex, Motivate) and
  Primordial-moving ones (Pushback, Pull, Knockback, Vault) are optional [BAT-MISC-082];
* Pushback, Pull, Vault (and Knockback, see KEY-027) are *flexible*: first or second ability
  window of an Attack, never both [BAT-MISC-083];
* a keyword followed by a number stacks with same-named instances used together; the others do
  not [BAT-MISC-098].

Keywords with timing ``"rule"`` are not offered as abilities: the step that owns the rule reads
them with :func:`has_keyword` / :func:`keyword_total` (Tumble in Crash, Deadly in the Attack
Roll, Restricted in the loadout...). Hide, Lifeline, Solace and Scale are Phase II.

Also here: the game elements that carry abilities and keywords (:func:`elements`: gear, the
Titan sheet, conditions, kept cards, Argo Abilities, the Argonaut's Mnemos from ``mnemos.py``),
attachments sharing their host's state [BAT-TITAN-102], and the Ambrosia Limit arithmetic
[BAT-MISC-045].
"""

from __future__ import annotations

from collections.abc import Iterator, Sequence
from typing import Any, NamedTuple

import msgspec

from atoterm.content.battle_schema import (
    KEYWORDS,
    Ability,
    ArgoAbility,
    BattleContent,
    Condition,
    Effect,
    Gear,
    TitanClass,
)
from atoterm.engine.battle.core.context import B
from atoterm.engine.battle.core.state import GearState, TitanState
from atoterm.engine.battle.titans.mnemos import KINDS as MNEMOS_KINDS
from atoterm.engine.battle.titans.mnemos import mnemos_elements, mnemos_label

X = -1
"""Placeholder for the keyword's own number in an effect template."""

DEFAULT_AMBROSIA_LIMIT = 4
"""[BAT-MISC-044]"""
RULE = "rule"
"""Timing of keywords read by the rule that owns them (not offered in ability windows)."""

SUBTYPES: tuple[str, ...] = ("advanced", "superior", "improved")
"""Subtype words before a name: they share the name of the plain ability [BAT-MISC-087]."""


# A msgspec Struct, not a dataclass: its methods are made in C when the class is created,
# not compiled from text at every start (docs/architecture.md, "Speed, stop 34 (imports)").
class KeywordRule(msgspec.Struct, frozen=True):
    """How a keyword ability works: when it can be used, whether it must be, and its effects."""

    label: str
    timing: str
    """A ``TIMINGS`` value, ``"flexible"`` or ``"rule"``."""
    must: bool
    """Mandatory when its timing comes [BAT-MISC-082]; otherwise a "may"."""
    rule: str
    effects: tuple[tuple[str, str, int], ...] = ()
    """(op, arg, value) templates; value ``X`` takes the keyword's number."""
    cost: tuple[tuple[str, str, int], ...] = ()
    requires: str = ""
    """Extra condition: "priority_target" (Spotlight: only while holding the PT token)."""
    while_exhausted: bool = False
    """A trait-like keyword that stays in effect on an exhausted card [BAT-MISC-089]."""
    phase2: bool = False


def _k(
    label: str, timing: str, must: bool, rule: str, *effects: tuple[str, str, int], **kw: object
) -> KeywordRule:
    return KeywordRule(label, timing, must, rule, tuple(effects), **kw)  # type: ignore[arg-type]


KEYWORD_RULES: dict[str, KeywordRule] = {
    "ambrosia_limit": _k("Ambrosia Limit", RULE, True, "KEY-001", while_exhausted=True),
    "ambrosia_limit_mod": _k("Ambrosia Limit +", RULE, True, "KEY-001", while_exhausted=True),
    "ascended": _k("Ascended", RULE, True, "KEY-002", while_exhausted=True),
    "attack_reroll": _k(
        "Attack Re-roll", "attack_roll", False, "KEY-003", ("attack_reroll", "", X)
    ),
    "auto_break": _k("Auto-break", "first_window", True, "KEY-004", ("break", "", X)),
    "block": _k("Block", "evasion", True, "KEY-005", ("block", "", X)),
    "break": _k("Break", "second_window", True, "KEY-006", ("break", "", X)),
    "bypass": _k("Bypass", RULE, True, "KEY-007", while_exhausted=True),
    "carving": _k("Carving", RULE, True, "KEY-008"),
    "commit": _k("Commit", RULE, True, "KEY-009", while_exhausted=True),
    "cumbersome": _k("Cumbersome", RULE, True, "KEY-011", while_exhausted=True),
    "deadly": _k("Deadly", RULE, True, "KEY-012"),
    "despair_limit": _k("Despair Limit +", RULE, True, "CYC1-019", while_exhausted=True),
    "diversion": _k("Diversion", "second_window", True, "KEY-014", ("diversion", "", X)),
    "dodge": _k("Dodge", "before_evasion", True, "KEY-015", ("token", "evasion", 1)),
    "elation": _k("Elation", "second_window", False, "KEY-017", ("elation", "", X)),
    "escalate": _k("Escalate", RULE, True, "KEY-018"),
    "frontlines": _k("Frontlines", RULE, True, "KEY-019", while_exhausted=True),
    "heal": _k("Heal", RULE, True, "KEY-020"),
    "heartseeker": _k("Heartseeker", RULE, False, "KEY-021"),
    "hide": _k("Hide", RULE, False, "KEY-022", phase2=True),
    # KEY-027 reads "during either the second ability window": settled as first or second.
    "knockback": _k("Knockback", "flexible", False, "KEY-027", ("knockback", "", X)),
    "lifeline": _k("Lifeline", RULE, False, "KEY-030", phase2=True),
    "motivate": _k("Motivate", "second_window", False, "KEY-032", ("motivate", "", X)),
    "opening": _k("Opening", "second_window", True, "KEY-033", ("opening", "", X)),
    "overbreak": _k("Overbreak", "second_window", True, "KEY-034", ("overbreak", "", X)),
    "possession_argonaut": _k("Argonaut Possession", RULE, True, "KEY-037", while_exhausted=True),
    "possession_titan": _k("Titan Possession", RULE, True, "KEY-036", while_exhausted=True),
    "power_reroll": _k("Power Re-roll", "power_roll", False, "KEY-040", ("power_reroll", "", X)),
    "provoke": _k(
        "Provoke",
        "first_window",
        True,
        "KEY-039",
        ("priority_target", "", 0),
        ("turn", "toward", 0),
    ),
    "pull": _k("Pull", "flexible", False, "KEY-043", ("pull", "", X)),
    "pushback": _k("Pushback", "flexible", False, "KEY-047", ("pushback", "", X)),
    "reflex": _k("Reflex", "reaction", False, "KEY-050", ("move", "", 1)),
    "advanced_reflex": _k("Advanced Reflex", "reaction", False, "KEY-050", ("move", "", 2)),
    "superior_reflex": _k("Superior Reflex", "reaction", False, "KEY-050", ("move", "", 3)),
    "reinforce": _k("Reinforce", "armor", True, "KEY-053", ("reinforce", "red", X)),
    "advanced_reinforce": _k(
        "Advanced Reinforce", "armor", True, "KEY-053", ("reinforce", "black", X)
    ),
    "superior_reinforce": _k(
        "Superior Reinforce", "armor", True, "KEY-053", ("reinforce", "white", X)
    ),
    "reposition": _k("Reposition", "second_window", False, "KEY-051", ("move", "", X)),
    "restricted": _k("Restricted", RULE, True, "KEY-052", while_exhausted=True),
    "rocksteady": _k("Rocksteady", RULE, False, "KEY-054"),
    "rush": _k("Rush", RULE, False, "KEY-055"),
    "improved_rush": _k("Improved Rush", RULE, False, "KEY-055"),
    "sacrifice": _k(
        "Sacrifice", "first_window", False, "KEY-056", ("break", "", 1), cost=(("danger", "", 1),)
    ),
    "scale": _k("Scale", RULE, True, "KEY-057", phase2=True),
    "second_chance": _k("Second Chance", RULE, False, "KEY-058"),
    # KEY-059 names no timing: a bare Solace keyword is a free action (keywords_phase2).
    "solace": _k("Solace", "free", False, "KEY-059", ("solace", "", 0)),
    "spotlight": _k(
        "Spotlight",
        "first_window",
        True,
        "KEY-060",
        ("titan_power", "", 1),
        requires="priority_target",
    ),
    "stalwart": _k("Stalwart", RULE, False, "KEY-061"),
    "suppress_ai": _k("AI Suppress", RULE, True, "KEY-062"),
    "suppress_bp": _k("BP Suppress", RULE, True, "KEY-062"),
    "tireless": _k("Tireless", RULE, False, "KEY-063"),
    "tumble": _k("Tumble", RULE, True, "KEY-064"),
    "unique": _k("Unique", RULE, True, "KEY-038", while_exhausted=True),
    "vault": _k("Vault", "flexible", False, "KEY-065", ("vault", "", 0)),
    "forced_vault": _k("Forced Vault", "flexible", False, "KEY-066", ("forced_vault", "", 0)),
}
"""Every keyword of ``battle_schema.KEYWORDS`` (a test checks the two stay in step)."""

USABLE_WHILE_KNOCKED_DOWN: tuple[str, ...] = ("second_chance", "lifeline")
"""Keywords usable even while falling down or barred from active abilities [KEY-058, KEY-030]."""


def stackable(keyword: str) -> bool:
    """A keyword followed by a number stacks with same-named instances [BAT-MISC-098]."""
    return KEYWORDS.get(keyword) == "N"


def stem(name: str) -> str:
    """The shared name of an ability: "Advanced Reflex" and "Reflex" are both "reflex";
    "Opening 1" is "opening" [BAT-MISC-087, EX-031]."""
    words = name.replace("_", " ").replace("-", " ").lower().split()
    while words and words[-1].lstrip("+-").isdigit():
        words.pop()
    if len(words) > 1 and words[0] in SUBTYPES:
        words = words[1:]
    return "_".join(words)


def label(effect: Effect) -> str:
    """How a keyword reads on a card: "Opening 1", "Deadly"."""
    rule = KEYWORD_RULES.get(effect.op)
    name = rule.label if rule else effect.op.replace("_", " ").title()
    return f"{name} {effect.value}" if KEYWORDS.get(effect.op) == "N" else name


def _fill(template: tuple[tuple[str, str, int], ...], value: int) -> tuple[Effect, ...]:
    out = []
    for op, arg, v in template:
        n = value if v == X else v
        text = " ".join(p for p in (op, arg, str(n) if n else "") if p)
        out.append(Effect(op, n, arg, text))
    return tuple(out)


def keyword_ability(effect: Effect) -> Ability | None:
    """The ability a keyword stands for, or None for keywords read by their rule (timing
    "rule") [BAT-MISC-097, BAT-MISC-082, BAT-MISC-083]."""
    rule = KEYWORD_RULES.get(effect.op)
    if rule is None or rule.timing == RULE:
        return None
    return Ability(
        name=label(effect),
        timing=rule.timing,
        effects=_fill(rule.effects, effect.value),
        cost=_fill(rule.cost, effect.value),
        optional=not rule.must,
        text=f"{label(effect)} [{rule.rule}]",
    )


def keyword_effects(bc: BattleContent, effect: Effect) -> tuple[Effect, ...] | None:
    """The effects of the ability the keyword ``effect`` stands for (:func:`keyword_ability`),
    None when it is not one; made once per pack (``bc.memo``, found by identity and holding
    the keyword, as :func:`_element_abilities`)."""
    key = ("keyword_effects", id(effect))
    entry = bc.memo.get(key)
    if entry is not None and entry[0] is effect:
        return entry[1]  # type: ignore[no-any-return]
    ability = keyword_ability(effect) if effect.op in KEYWORD_RULES else None
    effects = ability.effects if ability is not None else None
    bc.memo[key] = (effect, effects)
    return effects


# ---------------------------------------------------------------- gear state, keywords read by rules
def host_of(titan: TitanState, g: GearState) -> GearState | None:
    """The card an attachment is attached to (None on the Titan sheet) [BAT-SETUP-016]."""
    if not g.host:
        return None
    for other in titan.gear:
        if other is not g and other.card == g.host and not other.host:
            return other
    return None


def gear_discarded(titan: TitanState, g: GearState) -> bool:
    """Discarded, or attached to a discarded card [BAT-TITAN-102, BAT-MISC-094]."""
    host = host_of(titan, g)
    return g.discarded or (host is not None and host.discarded)


def exhaustable(card: Gear) -> bool:
    """Exhaustable Gear: Cumbersome, or an active ability whose cost exhausts the card
    [BAT-MISC-093]."""
    if any(k.op == "cumbersome" for k in card.keywords):
        return True
    return any(any(c.op == "exhaust" for c in a.cost) for a in card.abilities)


def gear_exhausted(titan: TitanState, g: GearState) -> bool:
    """Exhausted, or attached to an exhausted card [BAT-TITAN-102, BAT-MISC-089]."""
    host = host_of(titan, g)
    return g.exhausted or (host is not None and host.exhausted)


class KeywordIndex(NamedTuple):
    """Every instance of one keyword in the content, by the id of the element carrying it."""

    gear: dict[str, tuple[Effect, ...]]
    titans: dict[str, tuple[Effect, ...]]
    conditions: dict[str, tuple[Effect, ...]]


def keyword_index(bc: BattleContent, name: str) -> KeywordIndex:
    """The :class:`KeywordIndex` of ``name``, made once per content pack (``bc.memo``: it is
    derived from that pack alone, which never changes). Most Titans have most keywords
    nowhere: a rule reading one then looks at no element at all."""
    key = ("keyword_index", name)
    index = bc.memo.get(key)
    if index is None:

        def where(elements: dict[str, Any]) -> dict[str, tuple[Effect, ...]]:
            found = {i: tuple(k for k in e.keywords if k.op == name) for i, e in elements.items()}
            return {i: ks for i, ks in found.items() if ks}

        index = bc.memo[key] = KeywordIndex(where(bc.gear), where(bc.titans), where(bc.conditions))
    return index  # type: ignore[no-any-return]


KeywordPlan = tuple[
    tuple[tuple[str, int, int, tuple[Effect, ...]], ...],
    tuple[tuple[str, Effect], ...],
    dict[str, tuple[Effect, ...]],
    bool,
]
"""Where one loadout (a Titan's class and gear cards) carries a keyword, whatever the state of
its cards: ((source, place of a gear card with the keyword, place of the card it is attached
to or -1, its instances) of each, (source, instance) of the sheet's), then the keyword
index's conditions (looked up in the Titan's own list each time) and whether the keyword
works on an exhausted card [BAT-MISC-089]."""
Loadout = tuple[
    TitanState, list[GearState], int, str, dict[tuple[str, ...], Any], dict[str, KeywordPlan]
]
"""A Titan's entry in ``b.windows``: (the Titan, its gear list, that list's length, its class,
the plans of its loadout by window timings (``answering.OwnPlan``), by keyword
(:data:`KeywordPlan`)). Plain tuples, unpacked or indexed where read: a named tuple's field
costs several times more to read, and the windows and keyword rules read them several times
a decision."""


def loadout(b: B, titan: TitanState) -> Loadout:
    """The Titan's entry in ``b.windows``, made when missing or made from another Titan object
    (a state restored or replaced), another gear list or a longer one (cards are only ever
    added to a Titan's gear, never taken out or swapped: a discarded card stays, flagged) or
    another class. Its plans are kept with the content pack (``bc.memo``) under the class and
    the card and host of each gear card, in order: derived from the pack and those names
    alone, they are shared by every battle with that loadout."""
    gear = titan.gear
    mine = b.windows.get(titan.key)
    if (  # (the same test is inlined in usage.answering, asked more often)
        mine is None
        or mine[0] is not titan
        or mine[1] is not gear
        or mine[2] != len(gear)
        or mine[3] != titan.titan_class
    ):
        key = ("loadout", titan.titan_class, tuple((g.card, g.host) for g in gear))
        plans = b.bc.memo.get(key)
        if plans is None:
            plans = b.bc.memo[key] = ({}, {})
        mine = b.windows[titan.key] = (titan, gear, len(gear), titan.titan_class, *plans)
    return mine  # type: ignore[no-any-return]


def host_place(titan: TitanState, g: GearState) -> int:
    """The place of the card ``g`` is attached to in the Titan's gear (-1: none)."""
    host = host_of(titan, g) if g.host else None
    return -1 if host is None else titan.gear.index(host)


def _keyword_plan(bc: BattleContent, titan: TitanState, name: str) -> KeywordPlan:
    index = keyword_index(bc, name)
    gear = []
    if index.gear:
        for i, g in enumerate(titan.gear):
            found = index.gear.get(g.card)
            if found is not None:
                gear.append((gear_source(i), i, host_place(titan, g), found))
    sheet = tuple(("titan", k) for k in index.titans.get(titan.titan_class, ()))
    rule = KEYWORD_RULES.get(name)
    return (tuple(gear), sheet, index.conditions, bool(rule and rule.while_exhausted))


def keyword_sources(b: B, titan: TitanState, name: str) -> list[tuple[str, Effect]]:
    """(source, keyword) for every instance of keyword ``name`` the Titan has now.

    Rules read keywords more than once a decision: where a loadout's gear cards and sheet
    carry one is planned once for that loadout (:data:`KeywordPlan`, :func:`loadout`);
    whether each card is discarded or exhausted, and the conditions, are read each time."""
    plans = loadout(b, titan)[5]
    plan = plans.get(name)
    if plan is None:
        plan = plans[name] = _keyword_plan(b.bc, titan, name)
    gear, sheet, conditions, while_exhausted = plan
    out: list[tuple[str, Effect]] = []
    if gear:
        gear_list = titan.gear
        for source, i, h, found in gear:
            g = gear_list[i]
            host = gear_list[h] if h >= 0 else None
            if g.discarded or (host is not None and host.discarded):  # gear_discarded()
                continue
            if not while_exhausted and (g.exhausted or (host is not None and host.exhausted)):
                continue  # gear_exhausted()
            out += [(source, k) for k in found]
    if sheet:
        out += sheet
    if conditions:
        for cid in titan.conditions:
            found = conditions.get(cid)
            if found is not None:
                out += [(f"condition:{cid}", k) for k in found]
    return out


def has_keyword(b: B, titan: TitanState, name: str) -> bool:
    return bool(keyword_sources(b, titan, name))


def keyword_total(b: B, titan: TitanState, name: str) -> int:
    """Stackable keywords add up [BAT-MISC-098]; others count once (0 or 1)."""
    found = keyword_sources(b, titan, name)
    if not stackable(name):
        return 1 if found else 0
    return sum(k.value for _, k in found)


def ambrosia_limit(b: B, titan: TitanState) -> int:
    """Highest "Ambrosia Limit X" (4 if none) plus every +X/-X [BAT-MISC-044, BAT-MISC-045,
    KEY-001, EX-026]."""
    sets = [k.value for _, k in keyword_sources(b, titan, "ambrosia_limit")]
    base = max(sets) if sets else DEFAULT_AMBROSIA_LIMIT
    mods = sum(k.value for _, k in keyword_sources(b, titan, "ambrosia_limit_mod"))
    return base + mods + b.titan_class(titan).ambrosia_limit_mod


# ---------------------------------------------------------------- timings (used by abilities.py)
def matches(timing: str, wanted: str) -> bool:
    """An ability of ``timing`` answers a window of ``wanted`` timing (flexible: either Attack
    window, BAT-MISC-083)."""
    if timing == wanted:
        return True
    if timing == "flexible":
        return wanted in ("first_window", "second_window")
    if timing == "any":
        return wanted != "passive"
    return False


def works_exhausted(ability: Ability) -> bool:
    """Passives and "if exhausted"/unexhaust abilities still work on an exhausted card
    [BAT-MISC-089]."""
    if ability.timing == "passive":
        return True
    if any(e.op == "unexhaust" for e in ability.effects):
        return True
    return "if exhausted" in ability.text.lower()


# ---------------------------------------------------------------- elements
def element_abilities(abilities: Sequence[Ability], keywords: Sequence[Effect]) -> list[Ability]:
    """An element's printed abilities, then its keywords as abilities [BAT-MISC-097]."""
    out = list(abilities)
    for k in keywords:
        ability = keyword_ability(k)
        if ability is not None:
            out.append(ability)
    return out


def _element_abilities(
    bc: BattleContent, abilities: tuple[Ability, ...], keywords: tuple[Effect, ...]
) -> tuple[Ability, ...]:
    """:func:`element_abilities` of a content element, made once per pack: content never
    changes, so the tuples are found by identity in ``bc.memo`` (hashing nested frozen
    dataclasses on every call costs more than the work); the entry holds both tuples, so their
    ids cannot be reused while it is kept."""
    key = ("element", id(abilities), id(keywords))
    entry = bc.memo.get(key)
    if entry is not None and entry[0] is abilities and entry[1] is keywords:
        return entry[2]  # type: ignore[no-any-return]
    made = tuple(element_abilities(abilities, keywords))
    bc.memo[key] = (abilities, keywords, made)
    return made


def _argo_ability(bc: BattleContent, spec: ArgoAbility) -> tuple[Ability, ...]:
    """The ability an Argo Ability stands for, made once per pack (as ``_element_abilities``)."""
    key = ("argo", id(spec))
    entry = bc.memo.get(key)
    if entry is not None and entry[0] is spec:
        return entry[1]  # type: ignore[no-any-return]
    ability = Ability(spec.name, spec.timing, spec.effects, (Effect("charge", 1),), text=spec.text)
    bc.memo[key] = (spec, (ability,))
    return (ability,)


def gear_abilities(bc: BattleContent, card: Gear) -> tuple[Ability, ...]:
    """A gear card's abilities, printed then keywords [BAT-MISC-097]."""
    return _element_abilities(bc, card.abilities, card.keywords)


def class_abilities(bc: BattleContent, cls: TitanClass) -> tuple[Ability, ...]:
    """A Titan sheet's abilities, printed then keywords."""
    return _element_abilities(bc, cls.abilities, cls.keywords)


def condition_abilities(bc: BattleContent, cond: Condition) -> tuple[Ability, ...]:
    """A condition's abilities, printed then keywords."""
    return _element_abilities(bc, cond.abilities, cond.keywords)


def argo_abilities(bc: BattleContent, spec: ArgoAbility) -> tuple[Ability, ...]:
    """The ability an Argo Ability stands for."""
    return _argo_ability(bc, spec)


GEAR_SOURCES: tuple[str, ...] = tuple(f"gear:{i}" for i in range(64))
"""``"gear:<index>"`` for the first 64 gear slots (made once: elements are listed very often)."""


def gear_source(index: int) -> str:
    return GEAR_SOURCES[index] if index < len(GEAR_SOURCES) else f"gear:{index}"


def elements(
    b: B, titan: TitanState, *, argo: bool = True
) -> Iterator[tuple[str, Sequence[Ability], bool]]:
    """(source, abilities, exhausted) of every element of the Titan and (unless ``argo`` is
    False) the Argo."""
    bc = b.bc
    gear = titan.gear
    for i, g in enumerate(gear):
        host = host_of(titan, g) if g.host else None
        if g.discarded or (host is not None and host.discarded):
            continue
        card = bc.gear[g.card]
        yield (
            gear_source(i),
            _element_abilities(bc, card.abilities, card.keywords),
            g.exhausted or (host is not None and host.exhausted),
        )
    cls = b.titan_class(titan)
    yield "titan", _element_abilities(bc, cls.abilities, cls.keywords), False
    for cid in titan.conditions:
        cond = bc.conditions.get(cid)
        if cond is not None:
            yield f"condition:{cid}", _element_abilities(bc, cond.abilities, cond.keywords), False
    for card_id in kept_cards(titan):
        card = bc.cards.get(card_id)
        if card is not None:
            yield f"card:{card_id}", card.abilities, False
    if argo:
        yield from argo_elements(b)
    yield from mnemos_elements(b, titan)  # [ADV-047, ADV-048, ADV-065]


def argo_elements(b: B) -> Iterator[tuple[str, Sequence[Ability], bool]]:
    """(source, abilities, exhausted) of the Argo Abilities prepared for the battle."""
    specs = b.bc.argo_abilities
    for aa in b.battle.argo_abilities:
        spec = specs.get(aa.id)
        if spec is not None:
            yield f"argo:{aa.id}", _argo_ability(b.bc, spec), aa.exhausted


def kept_cards(titan: TitanState) -> list[str]:
    return [c for c in (*titan.kept_cards, titan.moiros, titan.kratos_card) if c]


def source_label(b: B, titan: TitanState, source: str) -> str:
    kind, _, rest = source.partition(":")
    if kind == "gear":
        return b.bc.gear[titan.gear[int(rest)].card].name
    if kind == "titan":
        return b.titan_class(titan).name
    if kind == "condition":
        return b.bc.conditions[rest].name
    if kind == "card":
        return b.bc.cards[rest].name
    if kind == "argo":
        return b.bc.argo_abilities[rest].name
    if kind in MNEMOS_KINDS:
        return mnemos_label(b, titan, source)
    return f"Kratos Table level {rest.split(':')[0]}"
