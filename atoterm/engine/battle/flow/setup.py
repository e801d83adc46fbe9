"""Battle Setup and Start of Battle [BAT-SETUP-001..BAT-SETUP-033].

:func:`new_practice_state` builds a standalone practice battle; :func:`battle_setup` is the
Setup procedure every battle runs (Standard Preparations, Titans and loadouts, Argo Abilities,
placement); :func:`start_of_battle` performs Additional Setup (escalations), gives out the
Priority Target token and resolves Start of Battle effects.
"""

from __future__ import annotations

import copy

from atoterm.content.battle_schema import BattleContent, Primordial
from atoterm.content.schema import ContentPack
from atoterm.engine.battle.abilities import usage as abilities
from atoterm.engine.battle.abilities.effects import PRIMORDIAL, EffectCtx, resolve_effects
from atoterm.engine.battle.attack import escalation
from atoterm.engine.battle.board.adventure_terrain import place as adventure_terrain_place
from atoterm.engine.battle.board.geometry import cell_label
from atoterm.engine.battle.core import hooks
from atoterm.engine.battle.core.context import B, Proc
from atoterm.engine.battle.core.patterns import pattern_problem
from atoterm.engine.battle.core.state import (
    TITAN_KEYS,
    ArgoAbilityState,
    BattleState,
    Decks,
    PrimordialState,
    TerrainPiece,
    TitanState,
)
from atoterm.engine.battle.flow import mnestis, track
from atoterm.engine.battle.primordial.traits import active_trait_ids
from atoterm.engine.battle.titans import loadout
from atoterm.engine.battle.titans.summoning import practice_pantheon
from atoterm.engine.codec import canonical_bytes
from atoterm.engine.decisions import Decision, Option
from atoterm.engine.rng import Rng
from atoterm.engine.state import (
    SKILLS,
    Argo,
    Argonaut,
    GameState,
    Pantheon,
    RulesOptions,
    Timeline,
    Voyage,
)
from atoterm.engine.story_state import MnemosHeld
from atoterm.engine.upgrade import LAYOUT

SHUFFLED_DECKS: tuple[str, ...] = ("minor", "major", "grave", "obol", "kratos", "moiros")
"""Trauma decks (and the Obol deck), Kratos deck and Moiros deck [BAT-SETUP-009]."""


# ---------------------------------------------------------------- the practice state
def sorted_decks(bc: BattleContent, prim: Primordial, awakening: bool = False) -> Decks:
    """AI and BP cards sorted into decks I (active), II and III (Escalation decks), battle
    decks in content order [BAT-SETUP-021]; :func:`standard_preparations` shuffles them. With
    ``awakening`` (Forlorn Naos) the Awakening cards are in [BAT-MISC-063]."""
    return Decks(
        ai=[c.id for c in prim.ai if c.level == 1],
        ai_escalation=[c.id for c in prim.ai if c.level > 1],
        bp=[c.id for c in prim.bp if c.level == 1],
        bp_escalation=[c.id for c in prim.bp if c.level > 1],
        **{name: bc.deck(name, awakening) for name in SHUFFLED_DECKS},
    )


def new_practice_state(
    content: ContentPack,
    seed: int,
    *,
    primordial_id: str,
    level: int,
    rules: RulesOptions,
    names: list[str] | None = None,
    choose_loadout: bool = False,
    track_box: int | None = None,
    powers: Pantheon | None = None,
    adventure_terrain: tuple[str, str] | None = None,
    layout: int = LAYOUT,
    theatre: bool = False,
    titan_classes: list[str] | None = None,
    argo_abilities: tuple[list[str], int] | None = None,
    ascended: dict[str, list[str]] | None = None,
    reforge: bool = False,
    loadouts: list[list[str] | None] | None = None,
    unlocked_gear: list[str] | None = None,
    portraits: list[list[MnemosHeld]] | None = None,
    unlocked_titans: list[str] | None = None,
    unlocked_argo: list[str] | None = None,
    sheets: list[Argonaut | None] | None = None,
    patterns: dict[str, list[str]] | None = None,
) -> GameState:
    """A standalone practice battle at the start of Setup (``cursor == "setup"``).

    ``titan_classes``: the four Titans (default the practice four, each with its practice
    loadout); ``argo_abilities``: (abilities, AA limit) in place of the practice defaults;
    ``ascended``: a Theatre battle's ascended Gear, card id -> traits gained [MNE-015];
    ``reforge``: a Theatre battle that keeps its rewards, where a BP III Critical may reforge
    the Primordial's drop [MNE-018]; ``loadouts``: one Titan's Gear per entry in place of its
    practice loadout (None: the practice one; Fists fill free hands); ``unlocked_gear``: a
    Theatre battle's unlocked Gear, the only Gear its Setup offers [MNE-011, MNE-013];
    ``portraits``: the Mnemos cards of each seat's Argonaut (a Theatre Portrait [MNE-011]);
    ``unlocked_titans`` and ``unlocked_argo``: a Theatre battle's unlocked Titan classes and
    Argo Abilities, the only ones its Setup offers [MNE-011, MNE-012, MNE-013]; ``sheets``: a
    seat's whole Argonaut sheet in place of a new one (a deceased or retired Argonaut piloting
    in the Theatre [MNE-011]; the caller gives the seats' ``names`` to match); ``patterns``:
    a Theatre battle's Pattern cards by seat key (A-D), whose tables replace the Titan's
    [MNE-013, ADVA-041] (ValueError for an unknown or misplaced one, or outside the Theatre).

    ``theatre``: a Mnestis Theatre battle, the only kind that may be fought at a Theatre Level
    (ValueError otherwise) [MNE-003]: its ``scenario`` is ``"mnestis:<primordial>"`` and an
    Adversary is fought without a Battle Track box (no Evolution or Battle Track marks,
    MNE-012), so ``track_box`` must not be given; a practice loadout's Mnestis Prohibited Gear
    is left out, and a Mnestis Prohibited Titan or Argo Ability is a ValueError [MNE-008].

    Against an Adversary: Level 1 and the Battle Track box ``track_box`` (default the first),
    Retreat as its sheet says [BAT-SETUP-027, BAT-SETUP-029, BAT-MISC-030]; ValueError for a
    box or level it does not have.

    Titans and loadouts are the content's defaults; with ``choose_loadout`` the Titans start
    without gear and :func:`battle_setup` asks for everything.

    ``adventure_terrain`` = (terrain id, "outer" | "inner"): an Adventure Terrain tile placed
    after the diagram's terrain, as a Timeline Battle would get it [ADV-079, ADV-080]
    (``adventure_terrain.place``); ValueError for an unknown terrain or zone.

    ``layout``: the state's layout, i.e. its rules revision (``engine/revision.py``); an older
    one makes the start state a journal of that format began with (tests and measurements
    replaying what older journals played).
    """
    bc = content.battle
    assert bc is not None, "this content pack has no battle content"
    prim = bc.primordials[primordial_id]
    if prim.level(level).mnestis and not theatre:  # KeyError for a level it does not have
        raise ValueError(
            f"Level {level} of {prim.name} is fought only in the Mnestis Theatre (MNE-003)"
        )
    if theatre and track_box:
        raise ValueError("a Mnestis Theatre battle has no Battle Track box (MNE-012)")
    if ascended and not theatre:
        raise ValueError("ascended Gear bears its trait only in the Mnestis Theatre (MNE-008)")
    if reforge and not theatre:
        raise ValueError("only a Mnestis Theatre battle reforges a drop (MNE-018)")
    fielded = {seat: list(cards) for seat, cards in sorted((patterns or {}).items()) if cards}
    if fielded and not theatre:
        raise ValueError("only a Mnestis Theatre battle fields unlocked Patterns (MNE-013)")
    why = pattern_problem(content, fielded, list(TITAN_KEYS))
    if why:
        raise ValueError(why)
    box = 0 if theatre else track.pick_box(prim, track_box)
    chosen = list(names or [])
    spare = [n for n in content.argonaut_names if n not in chosen]
    while len(chosen) < len(TITAN_KEYS):
        chosen.append(spare.pop(0))
    argonauts = [Argonaut(name=n, skills={s: 0 for s in SKILLS}) for n in chosen[:4]]
    for argonaut, cards in zip(argonauts, portraits or [], strict=False):
        argonaut.mnemos = [MnemosHeld(m.id, m.nodes, m.resolved) for m in cards]
    for seat, sheet in enumerate(sheets or []):
        if sheet is not None and seat < len(argonauts):
            argonauts[seat] = copy.deepcopy(sheet)
    diagram = prim.diagram

    powers = practice_pantheon(bc) if powers is None else powers
    titans = []
    classes = titan_classes or bc.defaults.titans
    abilities, aa_limit = argo_abilities or (list(bc.defaults.argo_abilities), bc.defaults.aa_limit)
    if theatre:  # Mnestis Prohibited elements are never used in the Theatre [MNE-008]
        banned = [bc.titans[c].name for c in classes if bc.titans[c].mnestis_prohibited]
        banned += [
            bc.argo_abilities[a].name for a in abilities if bc.argo_abilities[a].mnestis_prohibited
        ]
        if banned:
            raise ValueError(f"{', '.join(banned)}: Mnestis Prohibited (MNE-008)")
    for i, key in enumerate(TITAN_KEYS):
        cls = classes[i]
        kit = [  # Mnestis Prohibited Gear out of the Theatre [MNE-008], Mnestis Gear in it only
            g  # [MNE-019]
            for g in bc.defaults.loadouts[i]
            if not (bc.gear[g].mnestis_prohibited if theatre else bc.gear[g].mnestis_only)
        ]
        if loadouts is not None and i < len(loadouts) and loadouts[i] is not None:
            kit = list(loadouts[i] or [])  # the player's choice (checked by the caller)
        gear_ids = [] if choose_loadout else loadout.with_fists(bc, cls, kit)
        row, col = diagram.titan_starts[i]
        titans.append(
            TitanState(key, i, cls, row, col, gear=loadout.gear_states(bc, cls, gear_ids))
        )
    pieces = [
        TerrainPiece(i + 1, t.terrain, [list(c) for c in t.cells])
        for i, t in enumerate(diagram.terrain)
    ]
    battle = BattleState(
        primordial=PrimordialState(
            prim.id, level, diagram.start[0], diagram.start[1], diagram.facing
        ),
        titans=titans,
        width=diagram.width,
        height=diagram.height,
        decks=sorted_decks(bc, prim, powers.awakening_unlocked),
        terrain=pieces,
        red_lines=[[a[0], a[1], c[0], c[1]] for a, c in diagram.red_lines],
        argo_abilities=[ArgoAbilityState(a, bc.argo_abilities[a].charges) for a in abilities],
        aa_limit=aa_limit,
        scenario=mnestis.theatre_scenario(prim.id) if theatre else f"practice:{prim.id}",
        standalone=True,
        cursor="setup",
        next_uid=len(pieces) + 1,
        retreat_allowed=prim.retreat,
        track_box=box,
        ascended={card: list(traits) for card, traits in sorted((ascended or {}).items())},
        patterns=fielded,
        reforge=reforge,
        unlocked_gear=list(unlocked_gear or []) if theatre else [],
        unlocked_titans=list(unlocked_titans or []) if theatre else [],
        unlocked_argo=list(unlocked_argo or []) if theatre else [],
    )
    state = GameState(
        seed=seed,
        content_id=content.id,
        rules=rules,
        argonauts=argonauts,
        argo=Argo(
            content.argo.crew, content.argo.hull, content.argo.argo_fate, content.argo.knowledge
        ),
        voyage=Voyage(tile=content.start_tile, sector=content.start_sector),
        timeline=Timeline(length=content.timeline_days),
        phase="battle",
        step="battle",
        battle=battle,
        layout=layout,
        powers=powers,
    )
    if adventure_terrain is not None:
        b = B(state, content, Rng(state.seed, state.rng, forced=state.forced))
        adventure_terrain_place(b, *adventure_terrain)
    battle.pre_battle = canonical_bytes(state)  # what a Sisyphus Tear replays [BAT-MISC-031]
    return state


# ---------------------------------------------------------------- Setup
def battle_setup(b: B) -> Proc[None]:
    """Setup: Standard Preparations, Titans and loadouts, Argo Abilities, placement
    [BAT-SETUP-001, BAT-SETUP-009..BAT-SETUP-023]."""
    yield from b.checkpoint("setup")
    standard_preparations(b)
    yield from choose_loadouts(b)
    place_board(b)
    yield from hooks.run_hooks(b, "setup")  # e.g. Despair carried in [GEN-041, CYC1-015]


def standard_preparations(b: B) -> None:
    """Shuffle the Trauma, Obol, Kratos and Moiros decks and the AI I and BP I decks; the
    Triskelions are not reset [BAT-SETUP-009, BAT-SETUP-010, BAT-SETUP-021]."""
    decks = b.battle.decks
    for name in (*SHUFFLED_DECKS, "ai", "bp"):
        setattr(decks, name, b.rng.shuffle(f"deck.{name}", getattr(decks, name)))
    b.emit(
        "setup",
        "Standard Preparations: the Trauma, Obol, Kratos and Moiros decks and the AI I and BP I "
        "decks are shuffled; the Triskelions keep their values.",
        "BAT-SETUP-009",
    )


def _patterns_words(b: B, titan: TitanState) -> str:
    """ " (Patterns: Layered Shell)" for a campaign battle's named Titan bearing some
    [ADVA-041]; "" otherwise, and always in an edition without ``patterns_in_battle`` (the
    default option's words are in its journals' digests as they were)."""
    cards = b.battle.patterns.get(titan.key) if b.battle.from_argo else None
    if not cards or not b.content.patterns_in_battle:
        return ""
    known = b.content.cycle.patterns
    names = [known[p].name.removeprefix("Pattern: ") for p in cards if p in known]
    return f" (Patterns: {', '.join(names)})" if names else ""


def choose_loadouts(b: B) -> Proc[None]:
    """Titans, gear and Argo Abilities: the defaults, or the players' choice
    [BAT-SETUP-011..BAT-SETUP-019, BAT-SETUP-026]."""
    battle = b.battle
    if all(t.gear for t in battle.titans):
        summary = "; ".join(
            f"{b.argonaut(t).name}: {b.titan_class(t).name}{_patterns_words(b, t)} with "
            + ", ".join(b.bc.gear[g.card].name for g in t.gear)
            for t in battle.titans
        )
        mode = yield from b.ask(
            Decision(
                "battle.setup.mode",
                "players",
                "Titans and gear for this Battle",
                [
                    Option("default", "Use the default Titans and loadout", summary),
                    Option("choose", "Choose Titans and gear"),
                ],
                {"rule": "BAT-SETUP-015"},
            )
        )
        if mode.id == "default":
            return
    yield from loadout.choose_titans(b)
    for titan in battle.titans:
        yield from loadout.choose_gear(b, titan)
    yield from loadout.choose_argo_abilities(b)


def place_board(b: B) -> None:
    """Terrain per the Battle Diagram, Titans on the starting positions, then the Primordial
    [BAT-SETUP-023]."""
    battle = b.battle
    diagram = b.prim.diagram
    names = ", ".join(
        f"{b.bc.terrain[p.terrain].name} {cell_label((p.cells[0][0], p.cells[0][1]))}"
        for p in battle.terrain
    )
    b.emit("setup", f"Terrain: {names or 'none'}.", "BAT-SETUP-023")
    for titan, (row, col) in zip(battle.titans, diagram.titan_starts, strict=False):
        titan.row, titan.col = row, col
    b.emit(
        "setup",
        "Titans on their starting positions: "
        + ", ".join(f"{b.name(t)} {cell_label((t.row, t.col))}" for t in battle.titans)
        + ".",
        "BAT-SETUP-023",
    )
    prim = battle.primordial
    prim.row, prim.col = diagram.start
    prim.facing = diagram.facing
    b.emit(
        "setup",
        f"{b.prim.name} (Level {prim.level}) at {cell_label(diagram.start)}, facing "
        f"{diagram.facing}.",
        "BAT-SETUP-023",
    )


# ---------------------------------------------------------------- Start of Battle
def active_traits(b: B) -> list[str]:
    """Traits in play [BAT-SETUP-030, BAT-SETUP-027]: see ``primordial.traits``."""
    return active_trait_ids(b)


def start_of_battle(b: B) -> Proc[None]:
    """Additional Setup escalations, the Priority Target token, Start of Battle effects
    [BAT-SETUP-030..BAT-SETUP-033, BAT-MISC-020]."""
    yield from b.checkpoint("start")
    additional_escalations(b)
    traits = active_traits(b)
    named = ", ".join(b.prim.traits[t].name if t in b.prim.traits else t for t in traits)
    b.emit("traits", f"{b.prim.name}'s Traits: {named or 'none'}.", "BAT-SETUP-030", traits=traits)
    yield from give_priority_target(b)
    yield from start_of_battle_effects(b)
    if b.battle.wise_providence:
        b.emit("setup", "Wise Providence: this Battle begins with a Titan Round.", "BAT-MISC-032")


def additional_escalations(b: B) -> None:
    """Pending escalations from outside the Battle, then the Level's Escalations, each removing
    the lowest BP card [BAT-SETUP-031, BAT-PRIM-012, BAT-TITAN-078]."""
    battle = b.battle
    pending, level = battle.pending_escalations, b.level.escalations
    battle.pending_escalations = 0
    if pending:
        escalation.escalate(b, pending, why="noted before the Battle, BAT-TITAN-078")
    if level:
        escalation.escalate(
            b, level, why=f"Level {battle.primordial.level} Escalations, BAT-PRIM-012"
        )


def give_priority_target(b: B) -> Proc[None]:
    """The Titan with the highest Rage takes the Priority Target token; ties are the players'
    [BAT-SETUP-024]."""
    living = b.battle.living()
    if not living:
        return
    rages = {t.key: b.argonaut(t).rage for t in living}
    top = max(rages.values())
    tied = [t for t in living if rages[t.key] == top]
    chosen = yield from b.choose(
        tied,
        lambda t: (f"titan-{t.key}", b.name(t)),
        kind="battle.setup.priority",
        prompt=f"Priority Target: tie at Rage {top}",
        rule="BAT-SETUP-024",
    )
    b.battle.priority_target = chosen.key
    b.emit_why(
        "priority_target",
        f"{b.name(chosen)} takes the Priority Target token (highest Rage: "
        + ", ".join(f"{k} {v}" for k, v in sorted(rages.items()))
        + ").",
        "BAT-SETUP-024",
        considered=[f"{b.name(t)}: Rage {rages[t.key]}" for t in living],
        chosen=b.name(chosen),
        because=f"the Titan with the highest Rage ({top}) takes the token"
        + (" (a tie: the players' choice or the Ties rule)" if len(tied) > 1 else ""),
        titan=chosen.key,
    )


def start_of_battle_effects(b: B) -> Proc[None]:
    """Start of Battle effects of the Primordial's Traits, then each Titan's, after setup and
    before the first Round [BAT-SETUP-032, BAT-MISC-020]."""
    for trait_id in active_traits(b):
        trait = b.prim.traits.get(trait_id)
        for ability in trait.abilities if trait else ():
            if ability.timing == "start_of_battle":
                b.emit("trait", f"Start of Battle: {trait.name} ({ability.name}).", "BAT-SETUP-032")
                ctx = EffectCtx(source=PRIMORDIAL, origin="trait")
                yield from resolve_effects(b, ability.effects, ctx)
    yield from track.start_effects(b)  # the Battle Track box [BAT-SETUP-027]
    yield from track.level_start_effects(b)  # a Theatre Level's, in place of a box [MNE-012]
    for titan in b.battle.living():
        yield from abilities.ask_window(b, titan, ["start_of_battle"], "Start of Battle abilities")
