"""What the Mnestis Theatre writes into the player profile, and what the profile allows
[MNE-001, MNE-002, MNE-005, MNE-006, MNE-014, MNE-017, MNE-018, MNE-019, MNE-021].

Pure functions over the profile's :class:`TheatreRecord`: the session calls them when a game
ends in live play (``profile_sync.ProfileSync.live``); a replay or a verify never
reaches them, and each is idempotent, so reading a journal again never grants twice.
"""

from __future__ import annotations

import hashlib
from pathlib import Path

from atoterm.content.mnestis_schema import MnestisContent, TheatreNode, theatre_levels
from atoterm.content.schema import ContentPack
from atoterm.engine.campaign.battle_roster import roster
from atoterm.engine.codec import to_plain
from atoterm.engine.rng import Rng
from atoterm.engine.state import GameState
from atoterm.session.mnestis_skyseer import grant_skyseer, record_dreamwalkers
from atoterm.store import Header
from atoterm.store.theatre_record import MAX_FALLEN, TheatreRecord

CUSTOM = "custom"
"""``Header.theatre`` of a Custom Battle: any unlocked Primordial and Level, no rewards
[MNE-006]."""
LOOT_STREAM = "mnestis.loot"


def campaign_key(header: Header) -> str:
    """One won campaign, so that winning it again after an undo is not a second playthrough."""
    names = ",".join(header.names)
    text = f"{header.content_hash}|{header.seed}|{names}|{sorted(header.rules.items())}"
    return hashlib.blake2b(text.encode(), digest_size=8).hexdigest()


def record_victory(
    theatre: TheatreRecord, header: Header, state: GameState, content: ContentPack
) -> bool:
    """A campaign (not a scenario or practice game) ended in victory holding the Theatre's
    Technology: the Theatre is unlocked, with the Cycle's Primordials, the Titans and
    Godforms the campaign ends with [MNE-001, MNE-002]. True when something changed."""
    mnestis = content.mnestis
    outcome = state.outcome
    if mnestis is None or header.start or outcome is None or outcome.result != "won":
        return False
    if mnestis.technology not in state.story.technologies:
        return False
    key = campaign_key(header)
    if key in theatre.campaigns:
        return False
    theatre.campaigns.append(key)
    theatre.unlocked = True
    theatre.victories += 1
    # Every Primordial of the completed Cycle may be fought, whether this campaign met it or
    # not [MNE-002]; the pack is one Cycle's.
    cycle = list(content.battle.primordials) if content.battle else []
    fought = [b.primordial for b in state.campaign.battles]
    # the Titans aboard, the Dreamwalkers sleeping in the holds included [MNE-013]
    titans = [entry.split(":", 1)[1] for entry in roster(state, content)] if content.battle else []
    _add(theatre.primordials, cycle)
    _add(theatre.fought, fought)
    _add(theatre.titans, titans)
    _add(theatre.godforms, state.powers.godforms)
    _add(theatre.technologies, state.story.technologies)
    _add(theatre.mnemos, campaign_mnemos(state))
    _add(theatre.patterns, campaign_patterns(state))
    record_dreamwalkers(theatre, state, content)  # what Instant Drop spends [MNE-021]
    return True


def campaign_mnemos(state: GameState) -> list[str]:
    """The Mnemos a campaign unlocked: on the Argonauts' sheets (the fallen ones' too), in the
    Vault, or resolved to the box [MNE-013]."""
    sheets = [*state.argonauts, *state.fallen_sheets]
    held = [m.id for a in sheets for m in a.mnemos]
    return list(dict.fromkeys([*held, *state.story.mnemos_vault, *state.story.mnemos_box]))


def campaign_patterns(state: GameState) -> list[str]:
    """The Patterns a won campaign unlocked for the Theatre: those in its Gymnasion deck and
    those on its named Titans [MNE-013] (a Pattern lost with its Titan is gone, ADVA-042)."""
    linked = [p for titan in state.campaign.titans for p in titan.patterns]
    return list(dict.fromkeys([*state.story.patterns, *linked]))


def record_fallen(
    theatre: TheatreRecord, header: Header, state: GameState, journal: Path | None = None
) -> bool:
    """The sheets of the campaign's dead and retired Argonauts (``GameState.fallen_sheets``,
    kept as they were when they left), for the Theatre's pilots [MNE-011]: the campaign's
    entries are replaced by what it holds now, so an undone death leaves no ghost once the
    next decision is made, and reading a journal again adds nothing. A practice game, a
    scenario or a Theatre battle (a header with a start state) is no campaign. True when
    something changed.

    ``journal``: the campaign's journal file. Two campaigns of one seed, names and rules (a
    daily voyage sailed twice, a seed code shared) have the same header, so the key holds the
    journal's name too: else the second one's first decision would erase the first one's dead.
    (A journal renamed keeps its dead under its old key and lists them again under the new.)"""
    if header.start:
        return False
    key = fallen_key(header, journal)
    now = _fallen_entries(key, state)
    if [e for e in theatre.fallen if e["campaign"] == key] == now:
        return False
    # the oldest give way past the limit the reader accepts: the profile always reads again
    theatre.fallen = ([e for e in theatre.fallen if e["campaign"] != key] + now)[-MAX_FALLEN:]
    return True


def fallen_changed(
    theatre: TheatreRecord, header: Header, state: GameState, journal: Path | None = None
) -> bool:
    """Whether :func:`record_fallen` would change ``theatre`` (which is left as it is)."""
    if header.start:
        return False
    key = fallen_key(header, journal)
    return [e for e in theatre.fallen if e["campaign"] == key] != _fallen_entries(key, state)


def _fallen_entries(key: str, state: GameState) -> list[dict[str, object]]:
    """The profile's entries for a campaign's fallen sheets, as it would hold them now."""
    return [{"campaign": key, "sheet": to_plain(sheet)} for sheet in state.fallen_sheets]


def fallen_key(header: Header, journal: Path | None) -> str:
    """One campaign's entries among the fallen: its ``campaign_key`` and its journal's name
    (the key alone for a campaign with no journal)."""
    key = campaign_key(header)
    if journal is None:
        return key
    text = f"{key}|{journal.name}"
    return hashlib.blake2b(text.encode("utf-8", "surrogateescape"), digest_size=8).hexdigest()


def _add(into: list[str], items: list[str]) -> None:
    for item in items:
        if item not in into:
            into.append(item)


def node_won(theatre: TheatreRecord, node: TheatreNode) -> bool:
    return node.key in theatre.won


def node_open(theatre: TheatreRecord, mnestis: MnestisContent, node: TheatreNode) -> bool:
    """A node may be fought when the Theatre is unlocked, its Primordial is of a completed
    Cycle and every node before it is won [MNE-001, MNE-002, MNE-005]."""
    return (
        theatre.unlocked
        and node.primordial in theatre.primordials
        and all(b in mnestis.nodes and node_won(theatre, mnestis.nodes[b]) for b in node.after)
    )


def why_locked(theatre: TheatreRecord, content: ContentPack, node: TheatreNode) -> str:
    """Why ``node`` cannot be fought yet, in the player's words ("" when it can)."""
    mnestis = content.mnestis
    if mnestis is None or not theatre.unlocked:
        return theatre_locked_reason(mnestis)
    if node.primordial not in theatre.primordials:
        return "its Primordial's Cycle has not been completed"
    missing = [mnestis.nodes[b] for b in node.after if not node_won(theatre, mnestis.nodes[b])]
    if missing:
        return "win " + " and ".join(node_title(content, b) for b in missing) + " first"
    return ""


def theatre_locked_reason(mnestis: MnestisContent | None) -> str:
    if mnestis is None:
        return "this content pack has no Mnestis Theatre"
    return (
        "the Mnestis Theatre is locked: win a campaign holding its Technology "
        "(the Cycle's victory grants it)"
    )


def short_name(content: ContentPack, primordial: str) -> str:
    """The name a player calls a Primordial by ("Ammonax" of "Ammonax, the Coiled Warden")."""
    bc = content.battle
    prim = bc.primordials.get(primordial) if bc is not None else None
    return prim.name.split(",")[0] if prim is not None else primordial.capitalize()


def node_title(content: ContentPack, node: TheatreNode) -> str:
    """A node as a player names it: "Ammonax Level 5"."""
    return f"{short_name(content, node.primordial)} Level {node.level}"


def custom_levels(theatre: TheatreRecord, content: ContentPack, primordial: str) -> list[int]:
    """The Levels of ``primordial`` a Custom Battle may use: the campaign's (those of its
    sheet below the Theatre's) and those of every open node of its Tree [MNE-006]."""
    mnestis = content.mnestis
    bc = content.battle
    prim = bc.primordials.get(primordial) if bc is not None else None
    if mnestis is None or prim is None:
        return []
    if not theatre.unlocked or primordial not in theatre.primordials:
        return []
    theatre_only = theatre_levels(prim.adversary)
    levels = {lv.level for lv in prim.levels if lv.level < theatre_only.start}
    for node in mnestis.tree_nodes(primordial):
        if node_open(theatre, mnestis, node):
            levels.add(node.level)
    return sorted(levels)


def record_theatre_battle(
    theatre: TheatreRecord, header: Header, state: GameState, content: ContentPack
) -> list[str]:
    """A Theatre battle that ended: the first win of an open node gives its rewards once per
    Primordial per Level, across playthroughs [MNE-005, MNE-014, MNE-017]; a Custom Battle or
    a loss gives nothing [MNE-006], but for the Gear cards a node's battle reforged, won or
    lost [MNE-018]. What was gained, as ids (empty: nothing changed)."""
    mnestis = content.mnestis
    outcome = state.outcome
    if mnestis is None or not header.theatre or header.theatre == CUSTOM:
        return []
    gained = record_reforged(theatre, state)  # crafted at once, won or lost [MNE-018]
    if outcome is None or outcome.result != "won":
        return gained
    node = mnestis.nodes.get(header.theatre)
    if node is None or node_won(theatre, node) or not node_open(theatre, mnestis, node):
        return gained
    theatre.won[node.key] = theatre.victories
    gained.append(f"node {node.id}")
    tree = mnestis.trees[node.primordial]
    if node.material:
        theatre.materials[tree.material] = theatre.materials.get(tree.material, 0) + node.material
        gained.append(f"material {tree.material} {node.material}")
    if node.cores and tree.core:
        theatre.materials[tree.core] = theatre.materials.get(tree.core, 0) + node.cores
        gained.append(f"material {tree.core} {node.cores}")
    if node.guaranteed_loot and tree.loot:
        card = Rng(header.seed, {}).choice(LOOT_STREAM, tree.loot)
        theatre.loot.append(card)
        gained.append(f"loot {card}")
    if node.summoning and node.summoning not in theatre.summonings:  # for campaigns [MNE-019]
        theatre.summonings.append(node.summoning)
        gained.append(f"summoning {node.summoning}")
    for card in node.gear:  # Mnestis Gear, for Theatre battles only [MNE-019]
        if card not in theatre.mnestis_gear:
            theatre.mnestis_gear.append(card)
            gained.append(f"mnestis_gear {card}")
    if mnestis.skyseer is not None and mnestis.skyseer.node == node.id:  # [MNE-021]
        gained.extend(grant_skyseer(theatre, content))
    return gained


def record_reforged(theatre: TheatreRecord, state: GameState) -> list[str]:
    """The Gear cards a Theatre node's battle reforged from its Primordial's drop join the
    Theatre's unlocked Gear, each once (``BattleState.reforged``, set only in a battle that
    keeps its rewards) [MNE-018]. What was gained, as ids."""
    battle = state.battle
    gained = []
    for gear in battle.reforged if battle is not None else ():
        if gear not in theatre.reforged:
            theatre.reforged.append(gear)
            gained.append(f"reforged {gear}")
    return gained
