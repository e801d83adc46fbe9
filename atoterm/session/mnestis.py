"""Mnestis Theatre battles: a Tree node or a Custom Battle, set up from the player profile
and played as an ordinary journaled game [MNE-004, MNE-006, MNE-007, MNE-010..MNE-012].

A Theatre battle is a practice battle (``practice.py``: its start state in the journal
header, so load, undo, replay and verify work unchanged) set up by the Theatre's rules:

* any four unlocked Titans [MNE-011] (``mnestis_unlocked``: aboard at a won campaign's end or
  bred by its Technology; the Setup offers only those), each with the unlocked Gear the player
  names for it
  (``mnestis_gear``), else its practice loadout; the Setup offers only unlocked Gear
  [MNE-011, MNE-013]; every ascended Gear card bears its ascension's trait
  (``mnestis_ascension``) [MNE-015];
* each Titan's pilot a Portrait with two unlocked Mnemos, at Levels 2 and 1, as far as the
  profile's unlocked Mnemos go (``mnestis_portraits``), or a deceased or retired Argonaut the
  profile keeps, with their own sheet (``mnestis_fallen``) [MNE-011, MNE-013];
* the unlocked Argo Abilities (or those the player names), up to the best Argo Support
  Technology's AA Limit; the Setup offers only those [MNE-012, MNE-013];
* no Evolution or Battle Track marks: an Adversary is fought with no Track box; its only
  way to be won is slaying the Primordial [MNE-012];
* Summonings disabled; Awakening open with every Godform the profile unlocked, none marked
  [MNE-007];
* no element tagged Mnestis Prohibited: a Titan asked for is refused with the reason, and
  such Gear or Argo Abilities are left out of what the Theatre picks [MNE-008];
* it is fought apart from any campaign, so nothing it costs or earns reaches one, except what
  the Theatre itself gives [MNE-004].

The header's ``theatre`` names the node (``custom`` for a Custom Battle), so the live session
grants the node's first-win rewards when the battle is won (``mnestis_record``).
"""

from __future__ import annotations

from dataclasses import dataclass
from pathlib import Path

from atoterm.content.mnestis_schema import MnestisContent, TheatreNode
from atoterm.content.schema import ContentPack
from atoterm.engine.battle.flow.setup import new_practice_state
from atoterm.engine.codec import canonical_bytes
from atoterm.engine.state import Argonaut, GameState, Pantheon, RulesOptions
from atoterm.engine.validate import StateError, validate_state
from atoterm.session.game import Game, SessionError, checked_start, new_header
from atoterm.session.mnestis_ascension import theatre_ascended
from atoterm.session.mnestis_fallen import pilot_sheet, theatre_fallen
from atoterm.session.mnestis_gear import theatre_gear, theatre_loadouts
from atoterm.session.mnestis_patterns import theatre_patterns
from atoterm.session.mnestis_portraits import theatre_portraits
from atoterm.session.mnestis_record import (
    CUSTOM,
    custom_levels,
    node_open,
    node_title,
    node_won,
    short_name,
    theatre_locked_reason,
    why_locked,
)
from atoterm.session.mnestis_unlocked import (
    PROHIBITED_WORDS,
    chosen_argo,
    find_titan,
    held_technologies,
    titan_refusal,
    unlocked_argo,
    unlocked_titans,
)
from atoterm.session.profile_sync import ProfileSync
from atoterm.store.theatre_record import TheatreRecord


@dataclass(frozen=True)
class TheatreBattle:
    """What a Theatre battle fights: a node of a Tree, or a Custom Battle (``node`` None)."""

    primordial: str
    level: int
    node: TheatreNode | None = None

    @property
    def tag(self) -> str:
        return self.node.id if self.node is not None else CUSTOM


def theatre_content(content: ContentPack) -> MnestisContent:
    if content.mnestis is None:
        raise SessionError(theatre_locked_reason(None))
    return content.mnestis


def find_primordial(content: ContentPack, word: str) -> str:
    """The Primordial a player names by its id, its name or the name's first word."""
    bc = content.battle
    wanted = word.strip().lower()
    for pid, prim in bc.primordials.items() if bc is not None else ():
        name = prim.name.lower()
        if wanted in (pid, name, name.split(",")[0], name.split()[0]):
            return pid
    raise SessionError(f"no Primordial called {word!r}")


def find_node(content: ContentPack, words: str) -> TheatreNode:
    """The node a player names: its id, or a Primordial and a Level ("Ammonax 5")."""
    mnestis = theatre_content(content)
    text = words.strip()
    if text in mnestis.nodes:
        return mnestis.nodes[text]
    head, _, tail = text.replace(":", " ").replace("-", " ").rpartition(" ")
    if not head or not (tail.isascii() and tail.isdigit()):  # "²" is a digit int() refuses
        raise SessionError(
            f"no Theatre node {text!r}: name a Primordial and a Level, as 'Ammonax 5'"
        )
    primordial = find_primordial(content, head)
    node = mnestis.node_at(primordial, int(tail))
    if node is None:
        name = short_name(content, primordial)
        raise SessionError(f"{name}'s Tree of Knowledge has no node at Level {tail}")
    return node


def require_open(content: ContentPack, theatre: TheatreRecord) -> MnestisContent:
    """The pack's Theatre, or SessionError when the profile has not unlocked it [MNE-001]."""
    mnestis = theatre_content(content)
    if not theatre.unlocked:
        raise SessionError(theatre_locked_reason(mnestis))
    return mnestis


def node_battle(content: ContentPack, theatre: TheatreRecord, node: TheatreNode) -> TheatreBattle:
    """A node's battle, or SessionError saying why it is locked [MNE-001, MNE-002, MNE-005]."""
    mnestis = require_open(content, theatre)
    if not node_open(theatre, mnestis, node):
        reason = why_locked(theatre, content, node)
        raise SessionError(f"{node_title(content, node)} is locked ({reason})")
    return TheatreBattle(node.primordial, node.level, node)


def custom_battle(
    content: ContentPack, theatre: TheatreRecord, primordial: str, level: int
) -> TheatreBattle:
    """A Custom Battle: any unlocked Primordial at any unlocked Level, lower ones too; no
    rewards [MNE-006]."""
    require_open(content, theatre)
    pid = find_primordial(content, primordial)
    name = short_name(content, pid)
    if pid not in theatre.primordials:
        raise SessionError(f"{name} is locked: its Cycle has not been completed")
    levels = custom_levels(theatre, content, pid)
    if level not in levels:
        raise SessionError(
            f"{name} Level {level} is locked for Custom Battles "
            f"(open: {', '.join(map(str, levels))})"
        )
    return TheatreBattle(pid, level)


def theatre_pantheon(content: ContentPack, theatre: TheatreRecord) -> Pantheon:
    """Summonings disabled; every Godform the profile unlocked may Awaken, none marked
    [MNE-007]."""
    known = content.battle.godforms if content.battle is not None else {}
    godforms = [g for g in theatre.godforms if g in known]
    return Pantheon(awakening_unlocked=bool(godforms), godforms=godforms)


def theatre_titans(
    content: ContentPack, theatre: TheatreRecord, wanted: list[str] | None
) -> list[str]:
    """Four Titan classes among the unlocked ones [MNE-011, MNE-013]: ``wanted`` (ids or
    names), or the practice four when they are all unlocked, else the unlocked classes in
    turn; SessionError says why a class named may not be fielded. No Argo-bred class is
    fielded twice, as in any Battle [BAT-SETUP-012]: ``wanted`` naming one twice is refused,
    and the turn skips a class already taken; but the Theatre fields four Titans [MNE-011],
    so a profile whose unlocked Titans cannot fill four seats otherwise (Argo-bred only, fewer
    than four) repeats them, as it always did (docs/rulings.md)."""
    bc = content.battle
    assert bc is not None
    unlocked = unlocked_titans(content, theatre)
    allowed = [t for t in unlocked if not bc.titans[t].mnestis_prohibited]  # [MNE-008]
    once = any(bc.titans[t].origin != "argo" for t in allowed) or len(allowed) >= 4
    if wanted:
        chosen: list[str] = []
        for word in wanted:
            cls = find_titan(content, word)
            why = titan_refusal(content, theatre, cls)
            if not why and once:
                why = argo_bred_twice(content, chosen, cls)
            if why:
                raise SessionError(why)
            chosen.append(cls)
        if len(chosen) != 4:
            raise SessionError("a Theatre battle fields exactly four Titans")
        return chosen
    if all(t in allowed for t in bc.defaults.titans):
        return list(bc.defaults.titans)
    if not allowed:
        raise SessionError(f"every unlocked Titan is {PROHIBITED_WORDS}")
    if not once:
        return [allowed[i % len(allowed)] for i in range(4)]
    turn: list[str] = []
    for index in range(4 * len(allowed)):  # each class in turn, the Argo-bred ones once
        cls = allowed[index % len(allowed)]
        if len(turn) < 4 and not argo_bred_twice(content, turn, cls):
            turn.append(cls)
    return turn


def argo_bred_twice(content: ContentPack, fielded: list[str], cls: str) -> str:
    """Why ``cls`` may not join the Titans ``fielded`` already: an Argo-bred class enters a
    Battle only once [BAT-SETUP-012] ("" when it may)."""
    bc = content.battle
    assert bc is not None
    if bc.titans[cls].origin == "argo" and cls in fielded:
        return f"the {bc.titans[cls].name} is Argo-bred: it enters a Battle only once"
    return ""


def theatre_argo_abilities(
    content: ContentPack, theatre: TheatreRecord, wanted: list[str] | None = None
) -> tuple[list[str], int] | None:
    """The Argo Abilities ``wanted`` names (checked by ``mnestis_unlocked.chosen_argo``), else
    the unlocked ones, as many as the best Argo Support Technology's AA Limit allows (those a
    campaign battle would prepare by default), with that limit [MNE-012, MNE-013]; None (the
    practice defaults) for a profile that recorded no Technology. Mnestis Prohibited
    Abilities are never among them [MNE-008]."""
    bc = content.battle
    if bc is None:
        return None
    if wanted:
        return chosen_argo(content, theatre, wanted)
    unlocked, limit = unlocked_argo(content, theatre)
    allowed = [a for a in unlocked if not bc.argo_abilities[a].mnestis_prohibited]  # [MNE-008]
    if not held_technologies(content, theatre) and allowed == unlocked:
        return None  # the practice defaults, as a Theatre battle always took them
    return allowed[:limit], limit


def theatre_state(
    content: ContentPack,
    theatre: TheatreRecord,
    battle: TheatreBattle,
    seed: int,
    *,
    rules: RulesOptions | None = None,
    titans: list[str] | None = None,
    gear: list[tuple[str, list[str]]] | None = None,
    portraits: list[tuple[str, list[str]]] | None = None,
    argo: list[str] | None = None,
    argonauts: list[tuple[str, str]] | None = None,
    patterns: list[tuple[str, list[str]]] | None = None,
) -> GameState:
    """The start state of a Theatre battle (see the module's docstring); ``gear`` and
    ``portraits``: (Titan, cards) pairs as ``mnestis_gear.parse_gear_words`` reads them;
    ``argo``: the Argo Abilities to prepare, by name; ``argonauts``: (Titan, fallen
    Argonaut) pairs, a dead or retired Argonaut piloting that Titan [MNE-011]; ``patterns``:
    (Titan, Pattern cards) pairs, unlocked Patterns fielded with it [MNE-013]."""
    classes = theatre_titans(content, theatre, titans)
    loadouts = theatre_loadouts(content, theatre, classes, gear) if gear else None
    fallen = theatre_fallen(content, theatre, classes, argonauts)
    pilots = theatre_portraits(content, theatre, classes, portraits, fallen)
    sheets = [pilot_sheet(p) if p is not None else None for p in fallen]
    fielded = theatre_patterns(content, theatre, classes, patterns) if patterns else None
    try:
        state = new_practice_state(
            content,
            seed,
            primordial_id=battle.primordial,
            level=battle.level,
            rules=rules or RulesOptions(),
            names=seat_names(content, sheets) if any(sheets) else None,
            powers=theatre_pantheon(content, theatre),
            theatre=True,  # a Theatre Level may be fought; no Battle Track box [MNE-012]
            titan_classes=classes,
            argo_abilities=theatre_argo_abilities(content, theatre, argo),
            ascended=theatre_ascended(content, theatre),  # their trait [MNE-015]
            # a node not yet won keeps its rewards, a BP III Critical's reforging too [MNE-018]
            reforge=battle.node is not None and not node_won(theatre, battle.node),
            loadouts=loadouts,
            unlocked_gear=theatre_gear(content, theatre),  # what its Setup offers [MNE-013]
            portraits=pilots if any(pilots) else None,
            # what its Setup offers besides [MNE-011, MNE-012, MNE-013]
            unlocked_titans=unlocked_titans(content, theatre),
            unlocked_argo=unlocked_argo(content, theatre)[0],
            sheets=sheets if any(sheets) else None,
            patterns=fielded,  # their tables replace the Titan's [MNE-013, ADVA-041]
        )
    except (KeyError, ValueError) as exc:
        name = short_name(content, battle.primordial)
        raise SessionError(f"{name} cannot be fought at Level {battle.level}: {exc}") from None
    if any(sheets):  # a sheet read from the profile file: checked as a journal's would be
        try:
            validate_state(state, content)
        except StateError as exc:
            raise SessionError(
                f"a fallen Argonaut's sheet in the profile is damaged: {exc}"
            ) from None
    return state


def seat_names(content: ContentPack, sheets: list[Argonaut | None]) -> list[str]:
    """Each seat's Argonaut name: a fallen pilot's own, the others the pack's names in turn,
    never one a fallen pilot bears."""
    taken = {s.name for s in sheets if s is not None}
    spare = iter(n for n in content.argonaut_names if n not in taken)
    return [
        s.name if s is not None else next(spare, f"Argonaut {i + 1}") for i, s in enumerate(sheets)
    ]


def new_theatre_game(
    content: ContentPack,
    theatre: TheatreRecord,
    battle: TheatreBattle,
    seed: int,
    *,
    undo: str = "casual",
    rules: RulesOptions | None = None,
    titans: list[str] | None = None,
    gear: list[tuple[str, list[str]]] | None = None,
    portraits: list[tuple[str, list[str]]] | None = None,
    argo: list[str] | None = None,
    argonauts: list[tuple[str, str]] | None = None,
    patterns: list[tuple[str, list[str]]] | None = None,
    save: Path | str | None = None,
    durable: bool = True,
) -> Game:
    """A Theatre battle run to its first decision, its journal header naming the node."""
    rules = checked_start(undo, seed, rules)
    state = theatre_state(
        content,
        theatre,
        battle,
        seed,
        rules=rules,
        titans=titans,
        gear=gear,
        portraits=portraits,
        argo=argo,
        argonauts=argonauts,
        patterns=patterns,
    )
    start = canonical_bytes(state)
    header = new_header(content, seed, undo=undo, rules=rules, start=start, theatre=battle.tag)
    return Game.begin(content, header, save, durable)


def start_theatre_game(
    content: ContentPack,
    sync: ProfileSync,
    fight: tuple[str, int, str],
    seed: int,
    save: Path,
    *,
    portraits: list[tuple[str, list[str]]] | None = None,
    argonauts: list[tuple[str, str]] | None = None,
    patterns: list[tuple[str, list[str]]] | None = None,
    titans: list[str] | None = None,
) -> Game:
    """The title screen's Theatre: ``fight`` = (Primordial, Level, node id or "" for a Custom
    Battle), as ``views.mnestis_tree`` lists them, journaled at ``save``, the profile attached
    so that a node's win is granted [MNE-005, MNE-006]; SessionError when it is not open (the
    profile may have changed since the list was drawn). ``portraits`` and ``argonauts``: the
    pilots chosen on the Theatre's Setup screen, by seat ("1" to "4") [MNE-011]; ``patterns``
    likewise, the Patterns chosen there [MNE-013]; ``titans``: the four Titans, seat by seat,
    when the player changed one there [MNE-011]."""
    theatre = sync.profile.theatre
    mnestis = require_open(content, theatre)
    primordial, level, node = fight
    if node:
        if node not in mnestis.nodes:
            raise SessionError("that battle is not in this content's Mnestis Theatre")
        battle = node_battle(content, theatre, mnestis.nodes[node])
    else:
        battle = custom_battle(content, theatre, primordial, level)
    game = new_theatre_game(
        content,
        theatre,
        battle,
        seed,
        save=save,
        titans=titans,
        portraits=portraits,
        argonauts=argonauts,
        patterns=patterns,
    )
    game.profile = sync
    return game
