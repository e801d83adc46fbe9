"""Text of the campaign panels: names, the step indicator, the Argo sheet's campaign parts
(Cargo Hold, Diplomacy, Titans, Armory, Summons, Godforms) and the Story, Doom and Inward
Odyssey cards.

Read-only views of ``GameState`` and ``ContentPack``: nothing here decides a rule. Every
part copes with empty state (a campaign before the engine fills it, or a pack without
``content.cycle``) and with ids the content does not name (the id itself is shown).
Everything is ordered by the content's order or by id, never by dict iteration of the state.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from rich.text import Text

from atoterm.views.campaign import clue_and_ally_words, earlier_gear_words, possession_words
from atoterm.views.cards import resource_name as views_resource_name

if TYPE_CHECKING:
    from atoterm.views.types import ContentPack, GameState

CARGO_GROUPS = (
    ("mortal", "Cargo Hold · Mortal"),
    ("primordial", "Cargo Hold · Primordial"),
    ("divine", "Hidden Hold · Divine"),
    ("rare", "Rare"),
    ("core", "Cores"),
)
"""The four resource categories and the Cores, in the order the Argo sheet lists them
[ADVA-026, ADVA-027]."""

STEP_DONE = "✓"
STEP_NOW = "▶"
STEP_LATER = "·"


# ---------------------------------------------------------------- names
def resource_name(pack: ContentPack, resource: str) -> str:
    """A resource's printed name (Gear won in a Battle, ``gear:<id>``, by its card's name)."""
    return views_resource_name(pack, resource)


def tech_name(pack: ContentPack, tech: str) -> str:
    known = pack.cycle.technologies.get(tech)
    if known is not None:
        return known.name
    return pack.campaign.technologies.get(tech) or tech


def pattern_name(pack: ContentPack, pattern: str) -> str:
    known = pack.cycle.patterns.get(pattern)
    if known is not None:
        return known.name
    return pack.campaign.patterns.get(pattern) or pattern


def gear_name(pack: ContentPack, gear: str) -> str:
    battle = pack.battle
    known = battle.gear.get(gear) if battle is not None else None
    return known.name if known is not None else gear


def titan_class_name(pack: ContentPack, titan_class: str) -> str:
    battle = pack.battle
    known = battle.titans.get(titan_class) if battle is not None else None
    return known.name if known is not None else titan_class


def primordial_name(pack: ContentPack, primordial: str) -> str:
    battle = pack.battle
    known = battle.primordials.get(primordial) if battle is not None else None
    return known.name if known is not None else primordial


def power_name(pack: ContentPack, kind: str, power: str) -> str:
    """A Godform (``kind`` "godform") or Summoning (``kind`` "summoning") by name."""
    battle = pack.battle
    table = {} if battle is None else (battle.godforms if kind == "godform" else battle.summonings)
    known = table.get(power)
    return known.name if known is not None else power


def faction_short(pack: ContentPack, faction: str) -> str:
    """The faction's name without a leading "The " (its id when the pack does not name it)."""
    return (pack.faction_name(faction) or faction).removeprefix("The ")


# ---------------------------------------------------------------- the step indicator
def step_indicator(state: GameState, wide: bool = True) -> Text:
    """Which of the nine steps the day is in and which are left, e.g.
    ``Day 3 · ✓1 ✓2 ▶3 Exploration ·4 … ·9 · left: Expedition, …`` [CAMP-002]; not
    ``wide``, the steps left are only counted."""
    from atoterm.views.campaign import STEP_ORDER, current_day, step_title

    text = Text()
    text.append(f"Day {current_day(state)}/{state.timeline.length} ", "bold")
    if state.step not in STEP_ORDER:
        text.append(f"· {step_title(state.step)}")
        return text
    now = STEP_ORDER.index(state.step)
    left: list[str] = []
    for number, name in enumerate(STEP_ORDER):
        title = step_title(name)
        plain = title.split(". ", 1)[-1]
        if number < now or (number == now and state.step_done):
            text.append(f"{STEP_DONE}{number + 1} ", "dim")
        elif number == now:
            text.append(f"{STEP_NOW}{number + 1} {plain} ", "bold reverse")
        else:
            text.append(f"{STEP_LATER}{number + 1} ")
            left.append(plain)
    if left and not wide:
        text.append(f"· {len(left)} left", "italic")
    elif left:
        text.append("· left: " + ", ".join(left), "italic")
    else:
        text.append("· the day ends", "italic")
    return text


# ---------------------------------------------------------------- Argo sheet parts
def cargo_lines(pack: ContentPack, state: GameState) -> Text:
    """The Cargo Hold by category, then the Hidden Hold, Rare resources and Cores
    [ADVA-026, ADVA-027]; resources at 0 are not listed."""
    held = state.story.resources
    known = list(pack.cycle.resources)
    order = known + sorted(r for r in held if r not in pack.cycle.resources)
    text = Text()
    for category, title in CARGO_GROUPS:
        items = [
            f"{resource_name(pack, r)} {held[r]}"
            for r in order
            if held.get(r, 0) and pack.cycle.category(r) == category
        ]
        if text:
            text.append("\n")
        text.append(f"{title}: ", "bold")
        text.append(", ".join(items) if items else "empty")
    return text


def diplomacy_lines(pack: ContentPack, state: GameState) -> Text:
    """One track per faction: the score on the −3 … +2 track, its threshold and bonus."""
    from atoterm.views.campaign import diplomacy_track

    text = Text()
    local = state.campaign.local_faction
    for number, faction in enumerate(pack.factions):
        found = diplomacy_track(state, pack, faction.id)  # the engine's section and bonus
        score, name, bonus, low, high = (
            found.score,
            found.section,
            found.bonus,
            found.low,
            found.high,
        )
        track = "".join("●" if box == score else "○" for box in range(low, high + 1))
        if number:
            text.append("\n")
        marker = " (Local Faction)" if faction.id == local else ""
        text.append(f"{faction_short(pack, faction.id)}{marker}: ", "bold")
        text.append(f"{score:+d} {name} (bonus {bonus:+d})  {low:+d} {track} {high:+d}")
    return text


def titan_lines(pack: ContentPack, state: GameState) -> Text:
    """Dreamwalkers (counted) and the roster of other Titans with names and Patterns
    [ADVA-031, ADVA-039, ADVA-040]."""
    text = Text(f"Dreamwalkers: {state.argo.dreamwalkers}")
    titans = state.campaign.titans
    if not titans:
        text.append("\nNo other Titan aboard.")
    for titan in titans:
        label = titan_class_name(pack, titan.titan_class)
        if titan.name:
            label = f"“{titan.name}”, {label}"
        if titan.prototype:
            label += " (Prototype)"
        text.append(f"\n#{titan.uid} {label}")
        if titan.patterns:
            names = ", ".join(pattern_name(pack, p) for p in titan.patterns)
            text.append(f" · Patterns: {names}", "italic")
    return text


def counted(names: list[str]) -> str:
    """``["a", "b", "a"]`` → ``a ×2, b`` in first-seen order."""
    counts: dict[str, int] = {}
    for name in names:
        counts[name] = counts.get(name, 0) + 1
    return ", ".join(f"{n} ×{c}" if c > 1 else n for n, c in counts.items())


def armory_line(pack: ContentPack, state: GameState) -> Text:
    gear = [gear_name(pack, g) for g in state.story.armory]
    line = counted(gear) if gear else "empty"
    earlier = earlier_gear_words(pack, state)  # carried from a Cycle before [ADV-037]
    if earlier:
        line += f" · of an earlier Cycle: {earlier}"
    bound = possession_words(pack, state)  # Possession cards and who wears them [KEY-036]
    return Text(f"{line} · bound: {bound}" if bound else line)


def powers_lines(pack: ContentPack, state: GameState) -> Text:
    """Summon limit, charges spent and left, exhausted Summonings, and Godforms
    [VOY-047..VOY-053, BAT-MISC-064]."""
    powers = state.powers
    left = max(0, powers.summon_limit - powers.charges_spent)
    text = Text(
        f"Summon limit {powers.summon_limit} · charges spent {powers.charges_spent} · left {left}"
    )
    if powers.bonus_charges:
        text.append(f" · bonus charges {powers.bonus_charges}")
    summons = [
        power_name(pack, "summoning", s) + (" (exhausted)" if s in powers.exhausted else "")
        for s in powers.summonings
    ]
    text.append("\nSummonings: " + (", ".join(summons) if summons else "none"))
    godforms = [
        power_name(pack, "godform", g) + (" (used)" if g in powers.godforms_used else "")
        for g in powers.godforms
    ]
    text.append("\nGodforms: " + (", ".join(godforms) if godforms else "none"))
    if powers.awakening_unlocked:
        text.append(" · Titans may Awaken")
    return text


def cards_lines(state: GameState, pack: ContentPack | None = None) -> Text:
    """The Story, Doom and Inward Odyssey cards and their tokens [CAMP-030, CAMP-036,
    ADV-028, ADV-030], and the Clue and Ally cards beside them [GEN-039, CAMP-033]."""
    story = state.story
    text = Text()
    text.append("Story card ", "bold")
    text.append(f"{story.story_card} · Progress tokens {state.progress}\n")
    text.append("Doom card ", "bold")
    text.append(f"{story.doom_card} · Doom tokens {state.doom}\n")
    text.append("Inward Odyssey ", "bold")
    text.append(f"· Progress tokens {story.inward_progress} · next entry {story.inward_next}")
    if story.inward_done:
        text.append(f" · done {', '.join(str(e) for e in story.inward_done)}")
    if story.inward_omitted:
        text.append(f" · omitted {', '.join(str(e) for e in story.inward_omitted)}")
    for line in clue_and_ally_words(pack, state) if pack is not None else ():
        text.append("\n" + line)
    return text


def adversary_lines(pack: ContentPack, state: GameState) -> Text:
    """The Adversary Track [VOY-027, VOY-036] and the regular Primordials' Evolution Tracks:
    marked boxes ``■``, the level of each box [CAMP-028]."""
    adversary = state.campaign.adversary
    text = Text()
    if adversary.primordial:
        where = pack.tiles[adversary.tile].name if adversary.tile in pack.tiles else "off the map"
        text.append(f"Adversary: {primordial_name(pack, adversary.primordial)} · {where} · ")
        text.append(f"next battle box {adversary.track_box} · battles {adversary.battles}")
        if adversary.defeated:
            text.append(" · defeated")
    else:
        text.append("Adversary: not introduced yet")
    for track in pack.cycle.evolution:
        marked = state.campaign.evolution.get(track.primordial, 0)
        boxes = "".join("■" if n < marked else "□" for n in range(len(track.boxes)))
        levels = " ".join(str(level) for level in track.boxes)
        text.append(f"\n{primordial_name(pack, track.primordial)}: {boxes} (levels {levels})")
    return text


def sheet_sections(pack: ContentPack, state: GameState) -> list[tuple[str, Text]]:
    """The full Argo sheet's campaign sections, (title, text) in sheet order."""
    return [
        ("Cargo", cargo_lines(pack, state)),
        ("Diplomacy", diplomacy_lines(pack, state)),
        ("Titans", titan_lines(pack, state)),
        ("Argo Armory", armory_line(pack, state)),
        ("Summons and Godforms", powers_lines(pack, state)),
        ("Story, Doom and Inward Odyssey", cards_lines(state, pack)),
        ("Adversary and Evolution Tracks", adversary_lines(pack, state)),
    ]


def full_sheet(pack: ContentPack, state: GameState) -> Text:
    """Every section of the Argo sheet under its heading."""
    text = Text()
    for number, (title, body) in enumerate(sheet_sections(pack, state)):
        if number:
            text.append("\n\n")
        text.append(title + "\n", "bold underline")
        text.append_text(body)
    return text
