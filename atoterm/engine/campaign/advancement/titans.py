"""The Titans aboard the Argo: the roster, Gaia-born and Argo-bred classes, names and Patterns
[ADVA-031..ADVA-042].

Unnamed Dreamwalkers (the Gaia-born class) are only counted (``argo.dreamwalkers``); every
other Titan, and a Dreamwalker once named, is a :class:`TitanRecord` in ``campaign.titans``.
"""

from __future__ import annotations

from atoterm.content.schema import ContentPack
from atoterm.engine.campaign import possession
from atoterm.engine.campaign_state import TitanRecord
from atoterm.engine.context import Ctx
from atoterm.engine.state import GameState

DREAMWALKER = "dreamwalker"
"""The class id used when the content has no Gaia-born Titan class."""
NAMES: tuple[str, ...] = (
    "Orrathe",
    "Keldrys",
    "Vaun",
    "Mireval",
    "Tossk",
    "Halcyra",
    "Brennoth",
    "Ysmee",
    "Corvane",
    "Ithreid",
    "Saldo",
    "Pellamyr",
    "Quorrin",
    "Ethaly",
    "Drumlow",
    "Fennick",
)
"""Names offered when a Titan is named [ADVA-039] (the players pick one)."""


def gaia_class(content: ContentPack) -> str:
    """The Gaia-born (Dreamwalker) class of the content [ADVA-031]."""
    battle = content.battle
    if battle is not None:
        for titan in battle.titans.values():
            if titan.origin == "gaia":
                return titan.id
    return DREAMWALKER


def is_gaia_born(content: ContentPack, titan_class: str) -> bool:
    """Gaia-born Titans are all Dreamwalkers; every other class is Argo-bred [ADVA-031]."""
    return titan_class in (DREAMWALKER, gaia_class(content))


def class_name(content: ContentPack, titan_class: str) -> str:
    battle = content.battle
    if battle is not None and titan_class in battle.titans:
        return battle.titans[titan_class].name
    return titan_class.replace("_", " ").replace("-", " ").title()


def aboard(state: GameState, content: ContentPack | None = None) -> list[tuple[str, int]]:
    """(class, count) of every Titan aboard, the Dreamwalkers first, then the classes in the
    order they came aboard [ADVA-032: several of one Argo-bred class may be aboard]."""
    gaia = gaia_class(content) if content is not None else DREAMWALKER
    counts: dict[str, int] = {gaia: state.argo.dreamwalkers}
    order = [gaia]
    for titan in state.campaign.titans:
        cls = gaia if titan.titan_class == DREAMWALKER else titan.titan_class
        if cls not in counts:
            counts[cls] = 0
            order.append(cls)
        counts[cls] += 1
    return [(cls, counts[cls]) for cls in order if counts[cls] > 0]


def count_class(state: GameState, content: ContentPack, titan_class: str) -> int:
    return dict(aboard(state, content)).get(titan_class, 0)


def dreamwalkers(state: GameState, content: ContentPack) -> int:
    """Dreamwalkers a cost may spend: the unnamed ones, and with a Cycle that says so the named
    ones too (a named Dreamwalker is still Gaia-born) [ADVA-031, ADVA-035, ADVA-037]."""
    if not content.spends_named_dreamwalkers:
        return state.argo.dreamwalkers
    gaia = gaia_class(content)
    named = sum(1 for t in state.campaign.titans if t.titan_class in (gaia, DREAMWALKER))
    return state.argo.dreamwalkers + named


def named_dreamwalker_to_spend(state: GameState, content: ContentPack) -> TitanRecord | None:
    """The named Dreamwalker a cost spends once no unnamed one is left: the one with the fewest
    Patterns (a Titan's Patterns are lost with it, ADVA-042), the latest aboard among equals
    (a ruling: docs/rulings.md)."""
    gaia = gaia_class(content)
    named = [t for t in state.campaign.titans if t.titan_class in (gaia, DREAMWALKER)]
    return min(named, key=lambda t: (len(t.patterns), -t.uid), default=None)


def battle_problem(content: ContentPack, classes: list[str]) -> str:
    """Why a battle party breaks the Argo-bred rule ("" if it does not): at most one Titan of
    each Argo-bred class per Battle [ADVA-034]."""
    seen: list[str] = []
    for cls in classes:
        if is_gaia_born(content, cls):
            continue
        if cls in seen:
            return f"only one {class_name(content, cls)} may go into a Battle (ADVA-034)"
        seen.append(cls)
    return ""


def titan(state: GameState, uid: int) -> TitanRecord | None:
    return next((t for t in state.campaign.titans if t.uid == uid), None)


def pattern_name(content: ContentPack, pattern: str) -> str:
    known = content.cycle.patterns.get(pattern)
    return known.name if known is not None else pattern.replace("_", " ").title()


def describe(content: ContentPack, record: TitanRecord) -> str:
    name = f"{record.name} the " if record.name else ""
    proto = " (Prototype)" if record.prototype else ""
    return f"{name}{class_name(content, record.titan_class)}{proto}"


def gain_titan(
    ctx: Ctx, titan_class: str = "", name: str = "", prototype: bool = False, rule: str = ""
) -> TitanRecord | None:
    """A Titan comes aboard (bred, fused, found, after a battle) [GEN-042]. An unnamed
    Dreamwalker is only counted; any other Titan joins the roster (returned)."""
    state = ctx.state
    gaia = gaia_class(ctx.content)
    cls = gaia if titan_class in ("", DREAMWALKER) else titan_class
    if cls == gaia and not name and not prototype:
        state.argo.dreamwalkers += 1
        ctx.emit(
            "titan",
            f"+1 Dreamwalker Titan (now {state.argo.dreamwalkers}).",
            rule or "ADVA-031",
            titan_class=cls,
        )
        return None
    record = TitanRecord(state.campaign.next_titan_uid, cls, name, prototype=prototype)
    state.campaign.next_titan_uid += 1
    state.campaign.titans.append(record)
    ctx.emit(
        "titan",
        f"A Titan comes aboard: {describe(ctx.content, record)}.",
        rule or "ADVA-032",
        titan_class=cls,
        uid=record.uid,
    )
    ctx.chronicle("titan", f"{describe(ctx.content, record)} came aboard.")
    return record


def lose_titan(ctx: Ctx, which: int | str, rule: str = "") -> bool:
    """A Titan is lost (dies, is paid): ``which`` is a roster uid or a class (an unnamed
    Dreamwalker first for the Gaia-born class). Its Patterns are lost for good [ADVA-042].
    False when no such Titan is aboard."""
    state = ctx.state
    gaia = gaia_class(ctx.content)
    if isinstance(which, str):
        cls = gaia if which == DREAMWALKER else which
        if cls == gaia and state.argo.dreamwalkers > 0:
            state.argo.dreamwalkers -= 1
            ctx.emit(
                "titan_lost",
                f"-1 Dreamwalker Titan (now {state.argo.dreamwalkers}).",
                rule or "GEN-043",
                titan_class=cls,
            )
            return True
        candidates = [t for t in state.campaign.titans if t.titan_class == cls]
        plain = [t for t in candidates if not t.patterns]
        record = (plain or candidates or [None])[0]
    else:
        record = titan(state, which)
    if record is None:
        return False
    state.campaign.titans.remove(record)
    possession.release_titan(ctx, record.uid)  # its Possession cards are free again [KEY-036]
    lost = ""
    for pattern in record.patterns:
        if pattern in state.story.patterns:
            state.story.patterns.remove(pattern)
    if record.patterns:
        names = [pattern_name(ctx.content, p) for p in record.patterns]
        lost = f" {'Its Pattern is' if len(names) == 1 else 'Its Patterns are'} lost for good: "
        lost += f"{', '.join(names)}."
    ctx.emit(
        "titan_lost",
        f"{describe(ctx.content, record)} is lost.{lost}",
        "ADVA-042" if record.patterns else rule or "GEN-043",
        uid=record.uid,
        titan_class=record.titan_class,
    )
    ctx.chronicle("titan_lost", f"{describe(ctx.content, record)} was lost.{lost}")
    return True


def used_names(state: GameState) -> list[str]:
    return [t.name for t in state.campaign.titans if t.name]


def free_names(state: GameState, limit: int = 6) -> list[str]:
    """Names not yet given to a Titan aboard, in a fixed order (numbered once exhausted)."""
    used = used_names(state)
    names = [n for n in NAMES if n not in used]
    extra = 2
    while len(names) < limit:
        candidate = f"{NAMES[len(used) % len(NAMES)]} {extra}"
        if candidate not in used and candidate not in names:
            names.append(candidate)
        extra += 1
    return names[:limit]


def take_dreamwalker(ctx: Ctx) -> TitanRecord | None:
    """An unnamed Dreamwalker leaves the count and joins the roster (to be named)."""
    state = ctx.state
    if state.argo.dreamwalkers <= 0:
        return None
    state.argo.dreamwalkers -= 1
    record = TitanRecord(state.campaign.next_titan_uid, gaia_class(ctx.content))
    state.campaign.next_titan_uid += 1
    state.campaign.titans.append(record)
    return record


def name_titan(ctx: Ctx, uid: int, name: str) -> None:
    """Name a Titan [ADVA-039]."""
    record = titan(ctx.state, uid)
    if record is None:
        raise KeyError(f"no Titan {uid} aboard")
    record.name = name
    ctx.emit(
        "titan_named",
        f"The {class_name(ctx.content, record.titan_class)} is named {name}.",
        "ADVA-039",
        uid=uid,
    )
    ctx.chronicle(
        "titan_named", f"A {class_name(ctx.content, record.titan_class)} was named {name}."
    )


def ensure_named(ctx: Ctx, uid: int) -> str:
    """An effect must note this Titan's name: an unnamed Titan is named at once [ADVA-039]."""
    record = titan(ctx.state, uid)
    if record is None:
        return ""
    if not record.name:
        name_titan(ctx, uid, free_names(ctx.state, 1)[0])
    return record.name


def unassigned_patterns(state: GameState) -> list[str]:
    """Patterns gained and not yet linked to a Titan."""
    linked = [p for t in state.campaign.titans for p in t.patterns]
    return [p for p in state.story.patterns if p not in linked]


def assign_pattern(ctx: Ctx, uid: int, pattern: str) -> None:
    """Link a Pattern to a Titan for good [ADVA-040]; a Pattern of the same kind (Trauma or
    Kratos) it already has is discarded [ADVA-041]. The Titan must then be named."""
    record = titan(ctx.state, uid)
    if record is None:
        raise KeyError(f"no Titan {uid} aboard")
    patterns = ctx.content.cycle.patterns
    kind = patterns[pattern].kind if pattern in patterns else ""
    for old in list(record.patterns):
        if kind and old in patterns and patterns[old].kind == kind:
            record.patterns.remove(old)
            if old in ctx.state.story.patterns:
                ctx.state.story.patterns.remove(old)
            ctx.emit(
                "pattern_discarded",
                f"The newer {kind.title()} Pattern replaces {patterns[old].name}, discarded.",
                "ADVA-041",
                uid=uid,
                pattern=old,
            )
    record.patterns.append(pattern)
    if pattern not in ctx.state.story.patterns:
        ctx.state.story.patterns.append(pattern)
    title = patterns[pattern].name if pattern in patterns else pattern
    ctx.emit(
        "pattern_assigned",
        f"{describe(ctx.content, record)} now bears the Pattern {title}, for good.",
        "ADVA-040",
        uid=uid,
        pattern=pattern,
    )
